/**
 * Issue 32 (session 27, helper plants): plants look like their kind (docs/decisions.md,
 * "Plants"). A tree told by its name, or by a WordNet class above it, keeps the tree kind but
 * shows what a person knows it by — an acacia's flat top, a banyan's hanging roots, a
 * dogwood in bloom, a holly's berries, a cypress's column; a flower or bush standing in for a
 * plant whose gloss names its flowers' colour is drawn in bloom in it; a fern, a buttercup, a
 * thistle and a geranium are kinds of their own.
 */
import { describe, expect, it } from 'vitest';
import { bloomColour } from '../../../server/mesh/prompt/bloom.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { build, has } from './scenes.ts';

const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));
const box = (scene: Scene, prefix: string) => bounds(named(scene, prefix));
const size = (scene: Scene, prefix: string) => {
  const b = box(scene, prefix);
  return [b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]] as const;
};
const colour = (scene: Scene, prefix: string) => named(scene, prefix)[0]!.material.baseColor;
const brightness = (c: readonly number[]) => c[0]! + c[1]! + c[2]!;

describe('four plants are kinds of their own, and their kinds stand in for their family', () => {
  it.each([
    ['a fern', 'fern'],
    ['a buttercup', 'buttercup'],
    ['a thistle', 'thistle'],
    ['a geranium', 'geranium'],
    ['ein Farn', 'fern'],
    ['une fougère', 'fern'],
    ['アザミ', 'thistle'],
    ['чертополох', 'thistle'],
    ['毛茛', 'buttercup'],
    ['un géranium', 'geranium'],
  ])('%s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it.each([
    ['a bracken', 'fern'],
    ['a maidenhair fern', 'fern'],
    ['a creeping buttercup', 'buttercup'],
    ['a cranesbill', 'geranium'],
  ])('%s stands in as the %s it is a kind of', (prompt, kind) => {
    const it = interpretPrompt(prompt, 1);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it('a plant in a pot is still the potted plant', () => {
    expect(interpretPrompt('a potted plant', 1).kind).toBe('potted plant');
    expect(interpretPrompt('a houseplant', 1).kind).toBe('potted plant');
  });
});

describe('a tree told by its kind looks like it', () => {
  it.each([
    'a holly',
    'an acacia',
    'a banyan',
    'a baobab',
    'a mangrove',
    'a dogwood',
    'a silver wattle',
  ])('%s is still a tree, standing in and saying so', (prompt) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'tree', match: 'related' });
  });

  it('an acacia has a wide flat umbrella crown where the plain tree is round', async () => {
    const [w, h] = size(await build('an acacia'), 'canopy');
    expect(w / h).toBeGreaterThan(3);
    const [tw, th] = size(await build('a tree'), 'canopy');
    expect(tw / th).toBeLessThan(1.6);
  });

  it('a banyan hangs roots from its spreading crown to the ground', async () => {
    const banyan = await build('a banyan');
    const roots = box(banyan, 'roots');
    const trunk = box(banyan, 'trunk');
    expect(roots.min[1] - trunk.min[1]).toBeLessThan((trunk.max[1] - trunk.min[1]) * 0.08);
    expect(roots.max[1]).toBeGreaterThan(box(banyan, 'trunk').max[1] * 0.8);
    expect(size(banyan, 'roots')[0]).toBeGreaterThan(size(banyan, 'trunk')[0] * 4);
    expect(has(await build('a tree'), 'roots')).toBe(false);
  });

  it('a mangrove stands on arching roots spread wider than its trunk', async () => {
    const mangrove = await build('a mangrove');
    const trunk = box(mangrove, 'trunk');
    const roots = box(mangrove, 'roots');
    expect(roots.min[1] - trunk.min[1]).toBeLessThan((trunk.max[1] - trunk.min[1]) * 0.08);
    expect(size(mangrove, 'roots')[0]).toBeGreaterThan(size(mangrove, 'trunk')[0] * 4);
  });

  it("a baobab's trunk is a fat bottle, far thicker than a plain tree's", async () => {
    const baobab = size(await build('a baobab'), 'trunk');
    const plain = size(await build('a tree'), 'trunk');
    expect(baobab[0] / baobab[1]).toBeGreaterThan((plain[0] / plain[1]) * 2.2);
  });

  it('a dogwood is in white bloom over its crown, a flamboyant in red', async () => {
    const dogwood = await build('a dogwood');
    const white = colour(dogwood, 'blossom');
    expect(Math.min(...white)).toBeGreaterThan(0.7);
    expect(box(dogwood, 'blossom').max[1]).toBeGreaterThan(box(dogwood, 'canopy').max[1] - 0.3);
    const [r, g, b] = colour(await build('a flamboyant'), 'blossom');
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    expect(has(await build('a dogwood without flowers'), 'blossom')).toBe(false);
  });

  it('every flowering cherry (a fuji) is in pink blossom, not hung with cherries', async () => {
    const fuji = await build('a fuji');
    const [r, g, b] = colour(fuji, 'blossom');
    expect(r).toBeGreaterThan(g);
    expect(b).toBeGreaterThan(g * 0.6);
    expect(has(fuji, 'fruit')).toBe(false);
  });

  // "A mimosa" alone is the cocktail since session 28 (a food named with its plant is the food).
  it('every wattle (a silver wattle, the mimosa tree) blooms yellow, by its WordNet class', async () => {
    const [r, g, b] = colour(await build('a silver wattle'), 'blossom');
    expect(r).toBeGreaterThan(b * 3);
    expect(g).toBeGreaterThan(b * 3);
  });

  it("a holly's crown is darker than a plain tree's and hung with red berries", async () => {
    const holly = await build('a holly');
    expect(brightness(colour(holly, 'canopy'))).toBeLessThan(
      brightness(colour(await build('a tree'), 'canopy')) * 0.8,
    );
    const [r, g, b] = colour(holly, 'fruit');
    expect(r).toBeGreaterThan(g * 3);
    expect(r).toBeGreaterThan(b * 3);
  });

  it('every cherry (a morello) and every nut tree (a hickory) shows its fruit', async () => {
    expect(has(await build('a morello'), 'fruit')).toBe(true);
    expect(has(await build('a hickory'), 'fruit')).toBe(true);
    expect(has(await build('a butternut'), 'fruit')).toBe(true);
    expect(has(await build('an elm'), 'fruit')).toBe(false);
  });

  it('every gum tree (a eucalyptus) has pale bark and a slim crown', async () => {
    const gum = await build('a eucalyptus');
    expect(brightness(colour(gum, 'trunk'))).toBeGreaterThan(
      brightness(colour(await build('a tree'), 'trunk')) * 2,
    );
    const [w, h] = size(gum, 'canopy');
    expect(w / h).toBeLessThan(1.1);
  });

  it('a redwood towers over a pine on a red-brown trunk; a cypress is a slim column', async () => {
    const redwood = await build('a redwood');
    const pine = await build('a pine');
    expect(box(redwood, 'canopy').max[1]).toBeGreaterThan(box(pine, 'canopy').max[1] * 1.2);
    const [r, , b] = colour(redwood, 'trunk');
    expect(r).toBeGreaterThan(b * 1.5);
    const [w, h] = size(await build('a cypress'), 'canopy');
    expect(w / h).toBeLessThan(0.4);
    const [pw, ph] = size(pine, 'canopy');
    expect(pw / ph).toBeGreaterThan(0.5);
  });
});

describe("a plant's gloss colours its flowers", () => {
  it.each([
    ['European garden herb with purple-tinged flowers and leaves', 'purple'],
    ['shrubs having large fragrant white or yellow flowers', 'white'],
    ['herb native to Eurasia having buttonlike yellow flower heads', 'yellow'],
    ['plant with trifoliate leaves and blue-violet flowers grown widely', 'violet'],
    ['perennial Eurasian herb with reddish bell-shaped flowers and black berries', 'red'],
    ['any of various plants of the genus Ranunculus', null],
    ['evergreen with dark green leaves; small white flowers', 'white'],
    ['tree with green bark and showy flowers', null],
  ])('%s → %s', (gloss, expected) => {
    expect(bloomColour(gloss)).toBe(expected);
  });

  it.each([
    ['a periwinkle', 'bush', 'blue'],
    ['a gardenia', 'bush', 'white'],
    ['a wallflower', 'flower', 'yellow'],
    ['a marguerite', 'flower', 'white'],
  ])('%s is a %s in %s bloom', (prompt, kind, flower) => {
    const it = interpretPrompt(prompt, 1);
    expect(it).toMatchObject({ kind, match: 'related', partColors: { flower } });
  });

  it('a colour the prompt gives wins, and a plant whose gloss names none is left alone', () => {
    expect(interpretPrompt('a red gardenia', 1).partColors).toBeUndefined();
    expect(interpretPrompt('a gardenia with pink flowers', 1).partColors).toEqual({
      flower: 'pink',
    });
    expect(interpretPrompt('a hydrangea', 1).partColors).toBeUndefined();
    expect(interpretPrompt('a bush', 1).partColors).toBeUndefined();
  });
});

describe('the bush in flower', () => {
  it('a plain bush has no flowers; asked with flowers, pink blooms dot its leaves', async () => {
    expect(named(await build('a bush'), 'flower')).toHaveLength(0);
    const flowering = await build('a bush with flowers');
    expect(named(flowering, 'flower').length).toBeGreaterThan(20);
    const [r, g] = colour(flowering, 'flower');
    expect(r).toBeGreaterThan(g);
  });

  it('a periwinkle stands in as a bush in blue flower, a gardenia in white', async () => {
    const [r, , b] = colour(await build('a periwinkle'), 'flower');
    expect(b).toBeGreaterThan(r * 1.5);
    expect(Math.min(...colour(await build('a gardenia'), 'flower'))).toBeGreaterThan(0.7);
  });

  it('a hydrangea is covered in big blue mopheads', async () => {
    const hydrangea = await build('a hydrangea');
    const heads = named(hydrangea, 'flower');
    expect(heads.length).toBeGreaterThan(8);
    expect(size(hydrangea, 'flower_1')[0]).toBeGreaterThan(0.18);
    const [r, , b] = colour(hydrangea, 'flower');
    expect(b).toBeGreaterThan(r * 1.3);
  });

  it('heather is a low wide mound thick with purple-pink flower spikes', async () => {
    const heather = await build('a heather');
    const [w, h] = size(heather, 'foliage');
    expect(w / h).toBeGreaterThan(2.2);
    expect(named(heather, 'flower').length).toBeGreaterThan(40);
    const [r, g, b] = colour(heather, 'flower');
    expect(r).toBeGreaterThan(g);
    expect(b).toBeGreaterThan(g);
  });
});

describe('a fern, a buttercup, a thistle, a geranium', () => {
  it('a fern is a clump of seven arching fronds lined with leaflets, wider than tall', async () => {
    const fern = await build('a fern');
    expect(named(fern, 'frond_stem')).toHaveLength(7);
    expect(named(fern, 'leaflet').length).toBeGreaterThan(100);
    const [w, h] = size(fern, 'leaflet');
    expect(w).toBeGreaterThan(h);
    expect(box(fern, 'frond_stem').min[1]).toBeLessThan(0.05);
  });

  it('a buttercup holds small glossy yellow cups up on thin stems', async () => {
    const buttercup = await build('a buttercup');
    const cups = named(buttercup, 'flower');
    expect(cups).toHaveLength(5);
    const [r, g, b] = colour(buttercup, 'flower');
    expect(r).toBeGreaterThan(b * 3);
    expect(g).toBeGreaterThan(b * 3);
    expect(box(buttercup, 'flower').min[1]).toBeGreaterThan(box(buttercup, 'leaf').max[1]);
    expect(size(buttercup, 'flower_1')[0]).toBeLessThan(0.06);
  });

  it('a thistle has purple brush heads on spiny green globes atop a tall stem', async () => {
    const thistle = await build('a thistle');
    const [r, g, b] = colour(thistle, 'flower');
    expect(r).toBeGreaterThan(g * 2);
    expect(b).toBeGreaterThan(g * 2);
    expect(named(thistle, 'spine').length).toBeGreaterThanOrEqual(24);
    expect(box(thistle, 'flower').min[1]).toBeGreaterThan(box(thistle, 'bracts').min[1]);
    expect(box(thistle, 'flower').max[1]).toBeGreaterThan(0.6);
  });

  it('a geranium is round heads of red blooms over round leaves in a clay pot', async () => {
    const geranium = await build('a geranium');
    const [r, g, b] = colour(geranium, 'flower');
    expect(r).toBeGreaterThan(g * 3);
    expect(r).toBeGreaterThan(b * 2);
    expect(has(geranium, 'pot')).toBe(true);
    expect(box(geranium, 'flower').min[1]).toBeGreaterThan(box(geranium, 'pot').max[1]);
    expect(box(geranium, 'flower').min[1]).toBeGreaterThan(box(geranium, 'leaf').min[1]);
  });

  it('a yellow thistle and a white geranium take the prompt colour on their flowers', async () => {
    const [r, g, b] = colour(await build('a geranium with white flowers'), 'flower');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.7);
  });
});

describe('every look holds together', () => {
  it.each([
    'a banyan',
    'a mangrove',
    'a baobab',
    'an acacia',
    'a dogwood',
    'a flamboyant',
    'a holly',
    'a hickory',
    'a eucalyptus',
    'a redwood',
    'a cypress',
    'a bush with flowers',
    'a hydrangea',
    'a heather',
    'a periwinkle',
    'a bracken',
  ])('%s is one piece, with no part floating free', async (prompt) => {
    for (const seed of [1, 2]) {
      const scene = await build(prompt, seed);
      const gap = Math.max(...bounds(scene.parts).size) * 0.01;
      expect({ seed, apart: apart(scene.parts, gap) }).toEqual({ seed, apart: [] });
    }
  });
});
