/**
 * Issue 32 (session 27, animals): animals by their class's look (docs/decisions.md, "Animals
 * by their class's look"). Shellfish are drawn by their shell (a limpet, a winkle, a clam, a
 * barnacle and a nautilus were unknown or the submarine), beetles by their family (a firefly
 * and a weevil were the ladybird), vultures dark and bald, dogs and cats by the group a person
 * knows them by, a lemur by its ringed tail, salamanders spotted.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { build, named, part } from './scenes.ts';

const rgb = (p: ScenePart) => p.material.baseColor;
const lightness = (p: ScenePart) => Math.max(...rgb(p));

describe('shellfish are read as their shell', () => {
  it.each([
    ['a limpet', 'sea snail', 'exact'],
    ['a winkle', 'sea snail', 'exact'],
    ['a sea snail', 'sea snail', 'exact'],
    ['a clam', 'clam', 'exact'],
    ['a quahog', 'clam', 'exact'],
    ['a barnacle', 'barnacle', 'exact'],
    ['a nautilus', 'nautilus', 'exact'],
    ['a chambered nautilus', 'nautilus', 'exact'],
    ['a razor clam', 'clam', 'related'],
    ['a geoduck', 'clam', 'related'],
    ['a goose barnacle', 'barnacle', 'related'],
    ['ein Wellhorn', 'sea snail', 'exact'],
    ['un bigorneau', 'sea snail', 'exact'],
    ['una almeja', 'clam', 'exact'],
    ['eine Seepocke', 'barnacle', 'exact'],
    ['一只鹦鹉螺', 'nautilus', 'exact'],
  ])('%s is a %s (%s)', (prompt, kind, match) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match });
  });

  it('keeps the other shells and the submarine asked for whole', () => {
    const stays: Array<[string, string]> = [
      ['a scallop', 'seashell'],
      ['a conch', 'seashell'],
      ['a seashell', 'seashell'],
      ['an oyster', 'oyster'],
      ['a mussel', 'oyster'],
      ['a snail', 'snail'],
      ['a nautilus submarine', 'submarine'],
      ['a submarine', 'submarine'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });
});

describe('shellfish are drawn by their shell', () => {
  it('a sea snail is a coiled shell taller than its foot, its horns out in front', async () => {
    const snail = await build('a sea snail');
    const shell = bounds([part(snail, 'shell')]);
    const foot = bounds([part(snail, 'foot')]);
    expect(shell.max[1]).toBeGreaterThan(foot.max[1] * 3);
    expect(bounds(named(snail, 'horn')).max[0]).toBeGreaterThan(shell.max[0]);
    expect(apart(snail.parts)).toEqual([]);
  });

  it('a winkle is smaller and darker than a whelk', async () => {
    const whelk = await build('a sea snail');
    const winkle = await build('a winkle');
    expect(bounds([part(winkle, 'shell')]).size[1]).toBeLessThan(
      bounds([part(whelk, 'shell')]).size[1],
    );
    expect(lightness(part(winkle, 'shell'))).toBeLessThan(lightness(part(whelk, 'shell')) * 0.6);
  });

  it('a limpet is a low cone on a rock, wider than tall, ribbed from its peak', async () => {
    const limpet = await build('a limpet');
    const shell = bounds([part(limpet, 'shell')]);
    expect(shell.size[0]).toBeGreaterThan(shell.size[1] * 2);
    expect(shell.min[1]).toBeGreaterThan(bounds([part(limpet, 'rock')]).min[1]);
    expect(named(limpet, 'rib_')).toHaveLength(12);
    expect(named(limpet, 'foot')).toHaveLength(0);
  });

  it('a clam is two round valves lying flat, ringed with growth lines, hinged at the back', async () => {
    const clam = await build('a quahog');
    const lower = bounds([part(clam, 'shell')]);
    const lid = bounds([part(clam, 'lid')]);
    expect(lower.size[0]).toBeGreaterThan(lower.size[1] * 2.5);
    // Lifted at the front, so the flesh shows; closed at the hinge.
    expect(lid.max[1]).toBeGreaterThan(lower.max[1] + 0.02);
    expect(bounds([part(clam, 'flesh')]).max[1]).toBeGreaterThan(lower.max[1]);
    expect(named(clam, 'ring_')).toHaveLength(4);
    expect(bounds([part(clam, 'hinge')]).max[2]).toBeLessThan(lid.min[2] + 0.01);
    expect(apart(clam.parts)).toEqual([]);
  });

  it('a barnacle is pale cones on a dark rock, each with a dark slit on top', async () => {
    const barnacle = await build('a barnacle');
    const cones = named(barnacle, 'cone_');
    expect(cones.length).toBeGreaterThanOrEqual(8);
    const rock = part(barnacle, 'rock');
    for (const cone of cones) expect(lightness(cone)).toBeGreaterThan(lightness(rock) * 2);
    expect(named(barnacle, 'slit_')).toHaveLength(cones.length);
    expect(bounds(cones).min[1]).toBeLessThan(bounds([rock]).max[1]);
  });

  it('a nautilus is a pale coiled shell with brown stripes, tentacles out of its mouth', async () => {
    const nautilus = await build('a nautilus');
    const shell = part(nautilus, 'shell');
    const stripes = named(nautilus, 'stripe_');
    expect(stripes.length).toBeGreaterThan(6);
    const [r, , b] = rgb(stripes[0]!);
    expect(r).toBeGreaterThan(b * 1.5);
    expect(lightness(shell)).toBeGreaterThan(lightness(stripes[0]!));
    const tentacles = named(nautilus, 'tentacle_');
    expect(tentacles.length).toBeGreaterThanOrEqual(10);
    expect(bounds(tentacles).max[0]).toBeGreaterThan(bounds([shell]).max[0]);
    expect(apart(nautilus.parts)).toEqual([]);
  });
});

describe('beetles by their family', () => {
  it('a beetle is dark, a ladybird red with black spots', async () => {
    const beetle = await build('a beetle');
    expect(lightness(part(beetle, 'shell'))).toBeLessThan(0.3);
    expect(named(beetle, 'spot')).toHaveLength(0);
    const ladybird = await build('a ladybird');
    const [r, g] = rgb(part(ladybird, 'shell'));
    expect(r).toBeGreaterThan(g + 0.4);
    expect(named(ladybird, 'spot_').length).toBe(4);
  });

  it('a firefly (and a lightning bug) has an orange shield and a lit yellow-green tail', async () => {
    for (const prompt of ['a firefly', 'a lightning bug']) {
      const firefly = await build(prompt);
      expect(interpretPrompt(prompt, 1).kind).toBe('beetle');
      const lantern = part(firefly, 'lantern');
      const [r, g, b] = rgb(lantern);
      expect(g).toBeGreaterThan(b + 0.4);
      expect(g).toBeGreaterThan(r);
      expect(bounds([lantern]).min[0]).toBeLessThan(bounds([part(firefly, 'shell')]).min[0]);
      const [pr, , pb] = rgb(part(firefly, 'pronotum'));
      expect(pr).toBeGreaterThan(pb + 0.4);
    }
  });

  it('a weevil (and a boll weevil) is brown with a long snout reaching past its head', async () => {
    for (const prompt of ['a weevil', 'a boll weevil']) {
      const weevil = await build(prompt);
      const snout = bounds([part(weevil, 'snout')]);
      const head = bounds([part(weevil, 'head')]);
      expect(snout.max[0] - head.max[0]).toBeGreaterThan(head.size[0] * 1.5);
      expect(named(weevil, 'spot')).toHaveLength(0);
      expect(apart(weevil.parts)).toEqual([]);
    }
  });
});

describe('vultures are dark and bald-headed', () => {
  it('a condor is black with a white ruff and white wing bands, a vulture dark brown', async () => {
    const condor = await build('a condor');
    expect(lightness(part(condor, 'body'))).toBeLessThan(0.15);
    expect(lightness(part(condor, 'ruff'))).toBeGreaterThan(0.8);
    expect(named(condor, 'wing_band')).toHaveLength(2);
    const vulture = await build('a vulture');
    expect(lightness(part(vulture, 'body'))).toBeLessThan(0.3);
    expect(named(vulture, 'wing_band')).toHaveLength(0);
    const hawk = await build('a hawk');
    expect(lightness(part(hawk, 'body'))).toBeGreaterThan(lightness(part(vulture, 'body')));
    expect(named(hawk, 'ruff')).toHaveLength(0);
    // Every vulture of WordNet takes the vulture's look.
    expect(named(await build('a griffon vulture'), 'ruff')).toHaveLength(1);
  });
});

describe('dogs and cats by the group a person knows them by', () => {
  const body = async (prompt: string) => part(await build(prompt), 'body');
  const height = async (prompt: string) => bounds((await build(prompt)).parts).size[1];

  it('a pug is small and fawn with a black face; a newfoundland big and black', async () => {
    const pug = await build('a pug');
    expect(lightness(part(pug, 'muzzle'))).toBeLessThan(0.15);
    expect(await height('a pug')).toBeLessThan(await height('a newfoundland'));
    expect(lightness(await body('a newfoundland'))).toBeLessThan(0.15);
  });

  it('a schnauzer is grey with a pale beard; a pomeranian a small orange puff', async () => {
    const schnauzer = await build('a schnauzer');
    expect(part(schnauzer, 'beard')).toBeDefined();
    const [r, g, b] = rgb(part(schnauzer, 'body'));
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(0.05);
    const [pr, , pb] = rgb(await body('a pomeranian'));
    expect(pr).toBeGreaterThan(pb * 2);
    expect(await height('a pomeranian')).toBeLessThan(await height('a dog'));
  });

  it('a dog of a group takes the group look whatever the seed: a samoyed white, a setter red', async () => {
    for (const seed of [1, 2, 3]) {
      const samoyed = await build('a samoyed', seed);
      expect(Math.min(...rgb(part(samoyed, 'body')))).toBeGreaterThan(0.7);
      const [r, g] = rgb(part(await build('an irish setter', seed), 'body'));
      expect(r).toBeGreaterThan(g * 2);
    }
    expect(await height('a yorkshire terrier')).toBeLessThan(await height('a dog'));
  });

  it('a bobcat is a middling spotted cat with a bobbed tail; a snow leopard is big', async () => {
    const bobcat = await build('a bobcat');
    expect(part(bobcat, 'body').material.surface).toBe('spots');
    const house = await height('a cat');
    const bob = await height('a bobcat');
    expect(bob).toBeGreaterThan(house * 1.4);
    expect(await height('a snow leopard')).toBeGreaterThan(bob);
  });
});

describe('a lemur and the salamanders', () => {
  it('reads a lemur, every lemur and every salamander', () => {
    expect(interpretPrompt('a lemur', 1)).toMatchObject({ kind: 'lemur', match: 'exact' });
    expect(interpretPrompt('an aye-aye', 1)).toMatchObject({ kind: 'lemur', match: 'related' });
    for (const prompt of ['an olm', 'an axolotl', 'a hellbender'])
      expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'lizard', match: 'related' });
  });

  it('a lemur holds up a tail ringed black and white, above its back', async () => {
    const lemur = await build('a lemur');
    const rings = named(lemur, 'tail_ring_');
    expect(rings.length).toBeGreaterThanOrEqual(10);
    expect(lightness(rings[0]!)).toBeGreaterThan(0.8);
    expect(lightness(rings[1]!)).toBeLessThan(0.15);
    expect(bounds(rings).max[1]).toBeGreaterThan(bounds([part(lemur, 'head')]).max[1]);
    expect(lightness(part(lemur, 'snout'))).toBeLessThan(0.15);
    expect(apart(lemur.parts)).toEqual([]);
  });

  it('a salamander is black with yellow spots, an olm pale', async () => {
    const salamander = part(await build('a salamander'), 'body');
    expect(salamander.material.surface).toBe('spots');
    expect(lightness(salamander)).toBeLessThan(0.15);
    const olm = rgb(part(await build('an olm'), 'body'));
    expect(Math.min(...olm)).toBeGreaterThan(0.5);
    expect(olm[0]).toBeGreaterThan(olm[2]);
    expect(part(await build('a lizard'), 'body').material.surface).not.toBe('spots');
  });
});
