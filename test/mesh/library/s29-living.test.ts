/**
 * Issue 32 (session 29, helper living): animals and plants by the class that has a build
 * (docs/decisions.md, "Animals and plants by the class that has a build"). Classes whose
 * members were unknown stand in as the kind of the same body (every procyonid the raccoon,
 * every isopod the woodlouse, every sedge the grass); a cycad is the palm cut short; fungi
 * a person tells apart by shape take their group's look (a puffball's ball, a chanterelle's
 * funnel, a bracket fungus's shelves on a stump, a morel's honeycomb).
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { build, has, part } from './scenes.ts';

/** Linear colour channels of a part. */
const rgb = (scene: Scene, name: string): number[] => [...part(scene, name).material.baseColor];
const size = (scene: Scene, name: string) => bounds([part(scene, name)]).size;

describe('animal classes that were unknown stand in as the kind of their body', () => {
  it.each([
    // Every procyonid is the raccoon.
    ['a coati', 'raccoon'],
    ['a kinkajou', 'raccoon'],
    ['a ringtail', 'raccoon'],
    ['a cacomistle', 'raccoon'],
    // Every New World anteater is the anteater.
    ['a tamandua', 'anteater'],
    // The young of cattle and sheep, drawn young.
    ['a dogie', 'cow'],
    ['a hogget', 'sheep'],
    ['a pronghorn', 'antelope'],
    ['a javelina', 'boar'],
    ['a chevrotain', 'deer'],
    ['a tenrec', 'hedgehog'],
    ['a tarsier', 'lemur'],
    ['a slow loris', 'lemur'],
    ['a numbat', 'tasmanian devil'],
    ['a thylacine', 'tasmanian devil'],
    // Sea creatures and small arthropods.
    ['an octopod', 'octopus'],
    ['an argonaut', 'octopus'],
    ['a chigger', 'louse'],
    ['a harvestman', 'spider'],
    ['a pseudoscorpion', 'scorpion'],
    ['a vinegarroon', 'scorpion'],
    ['a fiddler crab', 'crab'],
    ['an isopod', 'woodlouse'],
    ['a sea slater', 'woodlouse'],
    ['a sandhopper', 'shrimp'],
    ['a mantis shrimp', 'shrimp'],
    ['a scyphozoan', 'jellyfish'],
    ['a siphonophore', 'jellyfish'],
    ['a nudibranch', 'slug'],
    ['a sea slug', 'slug'],
    // Insects: the hoppers are the cicada; mayflies and net-winged insects the dragonfly.
    ['a leafhopper', 'cicada'],
    ['a treehopper', 'cicada'],
    ['a spittlebug', 'cicada'],
    ['a mayfly', 'dragonfly'],
    ['a lacewing', 'dragonfly'],
    ['a dobsonfly', 'dragonfly'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const reading = interpretPrompt(prompt, 1);
    expect(reading).toMatchObject({ kind, match: 'related' });
    expect(reading.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it('a dogie is drawn as a calf, smaller than the cow', async () => {
    const cow = bounds((await build('a cow')).parts);
    const dogie = bounds((await build('a dogie')).parts);
    expect(dogie.size[1]).toBeLessThan(cow.size[1] * 0.75);
  });

  it('a chevrotain is a hornless deer', async () => {
    const deer = await build('a deer');
    const chevrotain = await build('a chevrotain');
    expect(deer.parts.some((p) => /antler|horn/.test(p.name))).toBe(true);
    expect(chevrotain.parts.some((p) => /antler|horn/.test(p.name))).toBe(false);
  });

  it('an aphid keeps the louse it was (its plant louse is no hopper)', () => {
    expect(interpretPrompt('an aphid', 1)).toMatchObject({ kind: 'louse', match: 'related' });
  });

  it('a muskrat and a chinchilla, whose fur WordNet lists first, are the animal', async () => {
    for (const prompt of ['a muskrat', 'a chinchilla', 'a lapin']) {
      expect(interpretPrompt(prompt, 1).match).toBe('related');
    }
    expect(interpretPrompt('a chinchilla', 1)).toMatchObject({ kind: 'mouse' });
    const chinchilla = await build('a chinchilla');
    const [r, g, b] = rgb(chinchilla, 'body');
    // Grey: no channel far from the others.
    expect(Math.max(r!, g!, b!) / Math.min(r!, g!, b!)).toBeLessThan(1.25);
    // A fur itself is no animal.
    expect(interpretPrompt('a pelt', 1).match).toBe('unknown');
  });

  it('the slug is the garden slug, and a bullet still a bullet', () => {
    expect(interpretPrompt('a slug', 1)).toMatchObject({ kind: 'slug', match: 'exact' });
    expect(interpretPrompt('a bullet', 1)).toMatchObject({ kind: 'bullet', match: 'exact' });
  });

  it('a hyrax and a sea cucumber stay honest unknowns (no kind of their shape)', () => {
    for (const prompt of ['a hyrax', 'a sea cucumber']) {
      expect(interpretPrompt(prompt, 1)).toMatchObject({ match: 'unknown' });
    }
  });
});

describe("a class that reached its family drawn as that class, not the family's one animal", () => {
  /** Mean of a part's linear RGB. */
  const tone = (s: Scene, name: string): number[] => rgb(s, name).slice(0, 3);

  it('a hatchling is the downy young bird, smaller than a songbird', async () => {
    expect(interpretPrompt('a hatchling', 1)).toMatchObject({ kind: 'bird', match: 'related' });
    const sparrow = bounds((await build('a sparrow')).parts).size;
    const hatchling = await build('a hatchling');
    expect(bounds(hatchling.parts).size[1]).toBeLessThan(sparrow[1] * 0.75);
    expect(apart(hatchling.parts)).toEqual([]);
  });

  it.each(['a vole', 'a lemming', 'a dormouse', 'a jerboa', 'a jird', 'a coypu', 'a paca'])(
    '%s stands in as the mouse in its own coat, not the grey mouse',
    async (prompt) => {
      const s = await build(prompt);
      expect(s.interpretation).toMatchObject({ kind: 'mouse', match: 'related' });
      const [r, , b] = tone(s, 'body');
      // Brown, tawny or sandy: redder than the grey mouse.
      expect(r!).toBeGreaterThan(b! * 1.5);
      expect(apart(s.parts)).toEqual([]);
    },
  );

  it('a coypu, an agouti and a paca are many times the mouse; a jerboa has a very long tail', async () => {
    const mouse = bounds((await build('a mouse')).parts).size;
    for (const prompt of ['a coypu', 'an agouti', 'a paca']) {
      const big = bounds((await build(prompt)).parts).size;
      expect(big[1]).toBeGreaterThan(mouse[1] * 3);
    }
    const jerboa = await build('a jerboa');
    const vole = await build('a vole');
    const tail = (s: Scene): number => Math.max(...bounds([part(s, 'tail')]).size);
    const body = (s: Scene): number => Math.max(...bounds([part(s, 'body')]).size);
    expect(tail(jerboa) / body(jerboa)).toBeGreaterThan((tail(vole) / body(vole)) * 3);
  });

  it('a coati and a kinkajou are brown raccoons without the mask', async () => {
    const raccoon = await build('a raccoon');
    expect(has(raccoon, 'mask')).toBe(true);
    for (const prompt of ['a coati', 'a kinkajou']) {
      const s = await build(prompt);
      expect(has(s, 'mask')).toBe(false);
      const [r, , b] = tone(s, 'body');
      expect(r!).toBeGreaterThan(b! * 2);
    }
  });

  it("a thylacine and a numbat are striped, without the devil's white chest band", async () => {
    const devil = await build('a tasmanian devil');
    expect(has(devil, 'saddle')).toBe(true);
    for (const prompt of ['a thylacine', 'a numbat']) {
      const s = await build(prompt);
      expect(has(s, 'saddle')).toBe(false);
      expect(has(s, 'stripes')).toBe(true);
      expect(Math.max(...tone(s, 'body'))).toBeGreaterThan(Math.max(...tone(devil, 'body')) * 4);
    }
  });
});

describe('plant classes that were unknown stand in as the plant they look like', () => {
  it.each([
    ['a sedge', 'grass'],
    ['a nutgrass', 'grass'],
    ['a galingale', 'grass'],
    ['a spatterdock', 'lotus'],
    ['a fanwort', 'lotus'],
    ['a cycad', 'tree'],
    ['a zamia', 'tree'],
  ])('%s stands in as the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'related' });
  });

  it('a cycad is the palm cut short: a stout stump under a rosette of fronds, no coconuts', async () => {
    const palm = await build('a palm tree');
    const cycad = await build('a cycad');
    expect(has(palm, 'coconuts')).toBe(true);
    expect(has(cycad, 'coconuts')).toBe(false);
    expect(size(cycad, 'trunk')[1]).toBeLessThan(size(palm, 'trunk')[1] * 0.4);
    // Stouter for its height than the palm's slender trunk (measured across, not along its bend).
    const stout = (s: Scene): number => size(s, 'trunk')[2] / size(s, 'trunk')[1];
    expect(stout(cycad)).toBeGreaterThan(stout(palm) * 3);
    expect(apart(cycad.parts)).toEqual([]);
  });
});

describe('fungi by the shape a person names them by', () => {
  it.each([
    'a puffball',
    'a giant puffball',
    'an earthball',
    'an earthstar',
    'a stinkhorn',
    'a morel',
    'a bracket fungus',
    'a polypore',
    'a beefsteak fungus',
    'an oyster mushroom',
    'a chanterelle',
    'a milkcap',
    'a bolete',
    'a shiitake',
    'a shaggy mane',
    'an inky cap',
    'a parasol mushroom',
    'a blewits',
    'a waxycap',
    'a fly agaric',
    'a death cap',
    'a meadow mushroom',
  ])('%s is the mushroom kind, whole, at a mushroom’s size', async (prompt) => {
    const s = await build(prompt);
    expect(s.interpretation.kind).toBe('mushroom');
    expect(apart(s.parts)).toEqual([]);
    const { size: whole } = bounds(s.parts);
    expect(whole[1]).toBeGreaterThan(0.04);
    expect(whole[1]).toBeLessThan(0.25);
    expect(Math.max(...whole)).toBeLessThan(0.25);
  });

  it('a puffball is a pale ball with no cap, gills or stem', async () => {
    const s = await build('a puffball');
    expect(has(s, 'ball')).toBe(true);
    for (const p of ['cap', 'gills', 'stem']) expect(has(s, p)).toBe(false);
    const [x, y] = size(s, 'ball');
    expect(y!).toBeGreaterThan(x! * 0.7);
    expect(Math.min(...rgb(s, 'ball'))).toBeGreaterThan(0.5);
  });

  it('an earthstar is a ball on a star of rays wider than itself', async () => {
    const s = await build('an earthstar');
    expect(size(s, 'rays')[0]).toBeGreaterThan(size(s, 'ball')[0] * 2);
  });

  it('a chanterelle is a golden funnel without gills', async () => {
    const s = await build('a chanterelle');
    expect(has(s, 'gills')).toBe(false);
    const [r, g, b] = rgb(s, 'cap');
    expect(r!).toBeGreaterThan(b! * 3);
    expect(g!).toBeGreaterThan(b! * 2);
  });

  it('a bracket fungus is shelves on the side of a stump', async () => {
    const s = await build('a bracket fungus');
    expect(has(s, 'stump')).toBe(true);
    expect(has(s, 'shelves')).toBe(true);
    expect(bounds([part(s, 'shelves')]).max[0]).toBeGreaterThan(
      bounds([part(s, 'stump')]).max[0] * 1.5,
    );
  });

  it('a morel is a tall pitted cap; a stinkhorn a dark cap on a tall stalk out of an egg', async () => {
    const morel = await build('a morel');
    expect(has(morel, 'pits')).toBe(true);
    expect(size(morel, 'cap')[1]).toBeGreaterThan(size(morel, 'cap')[0]);
    const stinkhorn = await build('a stinkhorn');
    expect(has(stinkhorn, 'volva')).toBe(true);
    expect(Math.max(...rgb(stinkhorn, 'cap'))).toBeLessThan(0.15);
  });

  it('a shaggy mane is a tall bell; a shiitake flat and brown', async () => {
    const mane = await build('a shaggy mane');
    expect(size(mane, 'cap')[1]).toBeGreaterThan(size(mane, 'cap')[0]);
    const shiitake = await build('a shiitake');
    expect(size(shiitake, 'cap')[1]).toBeLessThan(size(shiitake, 'cap')[0] * 0.35);
  });

  it('a plain mushroom, a toadstool and a porcini keep their cap, gills and stem', async () => {
    for (const prompt of ['a mushroom', 'a toadstool', 'a porcini']) {
      const s = await build(prompt);
      for (const p of ['cap', 'gills', 'stem']) expect(has(s, p)).toBe(true);
    }
  });
});

describe('a sea anemone is a kind of its own', () => {
  it.each([
    ['a sea anemone', 'exact'],
    ['an actinia', 'exact'],
    ['une anémone de mer', 'exact'],
    ['eine Seeanemone', 'exact'],
    ['一个海葵', 'exact'],
    ['イソギンチャク', 'exact'],
  ])('%s is the sea anemone (%s)', (prompt, match) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'sea anemone', match });
  });

  it("an anemone alone is still the flower (WordNet's first anemone)", () => {
    expect(interpretPrompt('an anemone', 1)).toMatchObject({ kind: 'flower' });
  });

  it('is a squat column on a rock crowned with tentacles spread wider than itself', async () => {
    const s = await build('a sea anemone');
    expect(apart(s.parts)).toEqual([]);
    const tentacles = s.parts.filter((p) => p.name.startsWith('tentacle_'));
    expect(tentacles.length).toBeGreaterThanOrEqual(20);
    const crown = bounds(tentacles);
    const column = bounds([part(s, 'column')]);
    expect(crown.size[0]).toBeGreaterThan(column.size[0] * 2);
    expect(crown.min[1]).toBeGreaterThan(column.min[1] + column.size[1] * 0.5);
    // Rose-red tentacles, and the prompt's colour reaches them.
    const [r, g, b] = rgb(s, 'tentacle_1');
    expect(r!).toBeGreaterThan(g! * 2);
    expect(r!).toBeGreaterThan(b! * 1.5);
    const green = await build('a green sea anemone');
    const [gr, gg] = rgb(green, 'tentacle_1');
    expect(gg!).toBeGreaterThan(gr!);
  });
});

describe('an earwig is a kind of its own', () => {
  it.each(['an earwig', 'a common earwig', 'un perce-oreille', 'ein Ohrwurm', 'una tijereta'])(
    '%s is the earwig',
    (prompt) => {
      expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'earwig', match: 'exact' });
    },
  );

  it('is a long banded body ending in a pair of open pincers, on six legs', async () => {
    const s = await build('an earwig');
    expect(apart(s.parts)).toEqual([]);
    const whole = bounds(s.parts).size;
    // Long and low, like the insect.
    expect(whole[0]).toBeGreaterThan(whole[1] * 4);
    expect(s.parts.filter((p) => p.name.startsWith('segment_')).length).toBe(5);
    expect(s.parts.filter((p) => p.name.startsWith('leg_')).length).toBe(6);
    const left = bounds([part(s, 'pincer_l')]);
    const right = bounds([part(s, 'pincer_r')]);
    // Behind the body, and apart: the tips do not meet.
    expect(left.max[0]).toBeLessThan(bounds([part(s, 'segment_5')]).max[0]);
    expect(right.min[2]).toBeGreaterThan(left.max[2]);
  });
});
