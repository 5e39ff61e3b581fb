/**
 * Issue 32 (session 19): birds by the group a person recognises them by. Every bird that was
 * not a duck, swan, penguin, owl or flamingo came out as the same small blue songbird — a
 * heron, a pelican, a toucan, a blackbird and a lark alike — and a cuckoo was a man, a quail
 * a steak. Each group is checked by what a person looks for: a heron's long legs and neck, a
 * pelican's pouch, a toucan's huge bill, a crow's black, a magpie's long tail, a swallow's red
 * throat, a guineafowl's spots, a woodpecker's red crown (docs/decisions.md, "Birds by the
 * group a person recognises").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds, type Box } from './geometry.ts';
import { has, part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const box = (scene: Scene, ...names: string[]): Box =>
  bounds(scene.parts.filter((p) => names.includes(p.name)));
/** Linear colour channels of a part. */
const rgb = (scene: Scene, name: string): number[] => [...part(scene, name).material.baseColor];
const darkest = (scene: Scene, name: string): number => Math.max(...rgb(scene, name));
const palest = (scene: Scene, name: string): number => Math.min(...rgb(scene, name));
/** The bill's reach forward from the front of the head (birds face +X). */
const billReach = (scene: Scene): number =>
  box(scene, 'beak', 'beak_mark').max[0] - box(scene, 'head').max[0];

describe('waders stand on long legs with a long neck and a long bill', () => {
  it.each(['a heron', 'an egret', 'a stork', 'an ibis', 'a spoonbill'])(
    '%s: legs taller than the body, a neck, a bill longer than the head',
    async (prompt) => {
      const s = await build(prompt);
      expect(s.interpretation.kind).toBe('bird');
      expect(box(s, 'leg_l').size[1]).toBeGreaterThan(box(s, 'body').size[1] * 1.5);
      expect(has(s, 'neck')).toBe(true);
      expect(box(s, 'beak').size[0]).toBeGreaterThan(box(s, 'head').size[0]);
    },
  );

  it('a stork is white with a red bill and red legs; an egret white on black legs', async () => {
    const stork = await build('a stork');
    expect(palest(stork, 'body')).toBeGreaterThan(0.7);
    for (const name of ['beak', 'leg_l']) {
      const [r, g, b] = rgb(stork, name);
      expect(r!).toBeGreaterThan(Math.max(g!, b!) * 3);
    }
    const egret = await build('an egret');
    expect(palest(egret, 'body')).toBeGreaterThan(0.7);
    expect(darkest(egret, 'leg_l')).toBeLessThan(0.05);
  });
});

describe('big bills', () => {
  it('a pelican’s bill with its pouch reaches half as far again as the head is long', async () => {
    const s = await build('a pelican');
    expect(billReach(s)).toBeGreaterThan(box(s, 'head').size[0] * 1.5);
    // The pouch hangs below the head.
    expect(box(s, 'beak_mark').min[1]).toBeLessThan(box(s, 'head').min[1]);
  });

  it('a toucan is black with a huge orange bill, black-tipped; a hornbill wears a casque', async () => {
    const toucan = await build('a toucan');
    expect(darkest(toucan, 'body')).toBeLessThan(0.05);
    expect(billReach(toucan)).toBeGreaterThan(box(toucan, 'head').size[0] * 1.2);
    expect(box(toucan, 'beak').size[1]).toBeGreaterThan(box(toucan, 'head').size[1] * 0.5);
    const [r, g, b] = rgb(toucan, 'beak');
    expect(r!).toBeGreaterThan(g! * 1.5);
    expect(g!).toBeGreaterThan(b! * 2);
    expect(darkest(toucan, 'beak_mark')).toBeLessThan(0.05);
    const hornbill = await build('a hornbill');
    // The casque rides on top of the bill.
    expect(box(hornbill, 'beak_mark').max[1]).toBeGreaterThan(box(hornbill, 'beak').max[1]);
  });

  it('a hummingbird has a needle bill longer than its head', async () => {
    const s = await build('a hummingbird');
    expect(billReach(s)).toBeGreaterThan(box(s, 'head').size[0]);
    expect(box(s, 'beak').size[1]).toBeLessThan(box(s, 'head').size[1] * 0.5);
  });
});

describe('parrots and corvids', () => {
  it('a macaw is red with a hooked bill and a tail longer than its body', async () => {
    const s = await build('a macaw');
    const [r, g, b] = rgb(s, 'body');
    expect(r!).toBeGreaterThan(Math.max(g!, b!) * 4);
    expect(has(s, 'beak_mark')).toBe(true); // the lower mandible under the hook
    const tail = box(s, 'tail');
    expect(Math.hypot(tail.size[0], tail.size[1])).toBeGreaterThan(box(s, 'body').size[0]);
  });

  it.each(['a crow', 'a raven', 'a blackbird'])('%s is black', async (prompt) => {
    const s = await build(prompt);
    expect(s.interpretation.kind).toBe('bird');
    expect(darkest(s, 'body')).toBeLessThan(0.02);
    expect(darkest(s, 'wing_l')).toBeLessThan(0.02);
  });

  it('a crow’s bill is black where a blackbird’s is orange-yellow', async () => {
    expect(darkest(await build('a crow'), 'beak')).toBeLessThan(0.02);
    const [r, , b] = rgb(await build('a blackbird'), 'beak');
    expect(r!).toBeGreaterThan(0.5);
    expect(b!).toBeLessThan(0.05);
  });

  it('a magpie is black and white with a tail longer than its body', async () => {
    const s = await build('a magpie');
    expect(darkest(s, 'body')).toBeLessThan(0.02);
    expect(palest(s, 'breast')).toBeGreaterThan(0.8);
    expect(box(s, 'tail').size[0]).toBeGreaterThan(box(s, 'body').size[0]);
  });
});

describe('songbirds in their own colours', () => {
  it.each(['a sparrow', 'a lark', 'a wren', 'a nightingale', 'a thrush'])(
    '%s is brown, not blue',
    async (prompt) => {
      const [r, g, b] = rgb(await build(prompt), 'body');
      expect(r!).toBeGreaterThan(g!);
      expect(g!).toBeGreaterThan(b!);
    },
  );

  it('a swallow has a red throat and a long forked tail; a wren cocks its tail up', async () => {
    const swallow = await build('a swallow');
    expect(swallow.interpretation).toMatchObject({ kind: 'bird', match: 'exact' });
    const [r, g] = rgb(swallow, 'throat');
    expect(r!).toBeGreaterThan(g! * 5);
    expect(box(swallow, 'tail').size[0]).toBeGreaterThan(box(swallow, 'body').size[0] * 0.7);
    const wren = await build('a wren');
    const body = box(wren, 'body');
    expect(box(wren, 'tail').max[1]).toBeGreaterThan(body.min[1] + body.size[1] * 0.7);
  });

  it('a goldfinch has a red face and yellow wing bars; a blue tit a blue cap', async () => {
    const goldfinch = await build('a goldfinch');
    const [fr, fg] = rgb(goldfinch, 'face');
    expect(fr!).toBeGreaterThan(fg! * 5);
    const [wr, wg, wb] = rgb(goldfinch, 'wing_bar_l');
    expect(Math.min(wr!, wg!)).toBeGreaterThan(wb! * 5);
    const [cr, , cb] = rgb(await build('a blue tit'), 'cap');
    expect(cb!).toBeGreaterThan(cr! * 3);
  });
});

describe('game birds, seabirds and the rest', () => {
  it('a guineafowl is dark grey with white spots, and no comb', async () => {
    const s = await build('a guineafowl');
    expect(s.interpretation.kind).toBe('bird');
    expect(darkest(s, 'body')).toBeLessThan(0.1);
    expect(palest(s, 'spots')).toBeGreaterThan(0.8);
    expect(has(s, 'comb')).toBe(false);
  });

  it('a pheasant trails a tail longer than its body; only the fowl wears a comb', async () => {
    const s = await build('a pheasant');
    expect(box(s, 'tail').size[0]).toBeGreaterThan(box(s, 'body').size[0]);
    expect(has(s, 'comb')).toBe(false);
    expect(has(await build('a hen'), 'comb')).toBe(true);
  });

  it('a puffin is black over a white front with a deep orange bill', async () => {
    const s = await build('a puffin');
    expect(darkest(s, 'body')).toBeLessThan(0.02);
    expect(palest(s, 'breast')).toBeGreaterThan(0.8);
    const [r, g, b] = rgb(s, 'beak');
    expect(r!).toBeGreaterThan(g! * 3);
    expect(r!).toBeGreaterThan(b! * 10);
    expect(box(s, 'beak').size[1]).toBeGreaterThan(box(s, 'head').size[1] * 0.5);
  });

  it('a woodpecker has a red crown; a kingfisher a dagger bill longer than its head', async () => {
    const [r, g] = rgb(await build('a woodpecker'), 'cap');
    expect(r!).toBeGreaterThan(g! * 5);
    const kingfisher = await build('a kingfisher');
    expect(billReach(kingfisher)).toBeGreaterThan(box(kingfisher, 'head').size[0]);
  });

  it('a vulture and a condor show a bare pink head over a ruff; a hawk has neither', async () => {
    for (const prompt of ['a vulture', 'a condor']) {
      const s = await build(prompt);
      expect(s.interpretation.kind).toBe('hawk');
      expect(has(s, 'ruff')).toBe(true);
      const [r, g, b] = rgb(s, 'head');
      expect(r!).toBeGreaterThan(b! * 1.3);
      expect(r!).toBeGreaterThan(g! * 1.2);
    }
    expect(has(await build('a hawk'), 'ruff')).toBe(false);
  });

  it('an albatross spreads wings longer than its body', async () => {
    const s = await build('an albatross');
    expect(box(s, 'wing_l').size[0]).toBeGreaterThan(box(s, 'body').size[0]);
  });
});

describe('a bird named by a word whose first sense is something else', () => {
  it.each([
    'a cuckoo',
    'a quail',
    'a grouse',
    'a partridge',
    'a guineafowl',
    'a guinea fowl',
    'an albatross',
    'a swallow',
    'a warbler',
    'a loon',
    'a blue tit',
    'a great tit',
    'a kiwi bird',
    'a wood pigeon',
  ])('%s is the bird', async (prompt) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind: 'bird', match: 'exact' });
  });
});
