/**
 * Issue #32, session 21 (V): nouns that reach the right kind but were drawn as its plain
 * member — a stepladder as a straight ladder, a turtleneck as a plain sweater, a cowbell as a
 * church bell. Each variant is checked by the part a person looks for, against the plain
 * member of its kind (docs/decisions.md "Variants by their telling feature").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds, type Box } from './geometry.ts';
import { names } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));
const size = (scene: Scene, prefix = ''): Box['size'] =>
  bounds(scene.parts.filter((p) => p.name.startsWith(prefix))).size;

describe('a variant of a known kind shows the feature that names it', () => {
  it('a stepladder stands on two splayed frames with treads; a ladder is one flat frame', async () => {
    const step = await build('a stepladder');
    expect(step.interpretation).toMatchObject({ kind: 'ladder', match: 'exact' });
    expect(names(step)).toEqual(expect.arrayContaining(['top_cap', 'back_rail_l', 'step_1']));
    const ladder = await build('a ladder');
    expect(has(ladder, 'top_cap')).toBe(false);
    // The splayed frames stand deep where the plain ladder is a flat frame.
    expect(size(step)[2]).toBeGreaterThan(size(ladder)[2] * 4);
  });

  it('a turtleneck has a tall collar above the shoulders; a sweater a flat neckband', async () => {
    const turtle = await build('a turtleneck');
    expect(turtle.interpretation).toMatchObject({ kind: 'sweater' });
    expect(names(turtle)).toContain('collar');
    expect(bounds(turtle.parts).max[1]).toBeGreaterThan(
      bounds((await build('a sweater')).parts).max[1] + 0.05,
    );
  });

  it('a raincoat is yellow with a hood; a coat is brown without one', async () => {
    const rain = await build('a raincoat');
    expect(rain.interpretation).toMatchObject({ kind: 'coat' });
    expect(names(rain)).toContain('hood');
    const body = rain.parts.find((p) => p.name === 'body')!;
    const [r, g, b] = body.material.baseColor;
    expect(r).toBeGreaterThan(0.6);
    expect(g).toBeGreaterThan(0.4);
    expect(b).toBeLessThan(0.2);
    expect(has(await build('a coat'), 'hood')).toBe(false);
  });

  it('an electric shaver has round cutters on an upright body; a razor a blade', async () => {
    const shaver = await build('an electric shaver');
    expect(shaver.interpretation).toMatchObject({ kind: 'razor' });
    expect(names(shaver)).toEqual(expect.arrayContaining(['cutter_1', 'cutter_3', 'body']));
    expect(names(await build('a razor'))).toContain('blade');
  });

  it('a cowbell is a flat-sided box on a strap; a bell is round', async () => {
    const cow = await build('a cowbell');
    expect(cow.interpretation).toMatchObject({ kind: 'bell', match: 'exact' });
    expect(names(cow)).toEqual(expect.arrayContaining(['strap', 'clapper']));
    const body = size(cow, 'body');
    // Flat-sided: deeper than half its width, but clearly less deep than wide.
    expect(body[2]).toBeLessThan(body[0] * 0.8);
    expect(has(await build('a bell'), 'strap')).toBe(false);
  });

  it('a choker sits high on the neck; a necklace hangs lower', async () => {
    const choker = await build('a choker');
    expect(choker.interpretation).toMatchObject({ kind: 'necklace' });
    expect(has(choker, 'pearl')).toBe(false);
    const band = bounds(choker.parts.filter((p) => p.name.startsWith('band')));
    const pearls = bounds(
      (await build('a necklace')).parts.filter((p) => p.name.startsWith('pearl')),
    );
    expect(band.min[1]).toBeGreaterThan(pearls.min[1]);
  });

  it('a boom microphone hangs from an arm over a tripod; a microphone stands on a base', async () => {
    const boom = await build('a boom microphone');
    expect(boom.interpretation).toMatchObject({ kind: 'microphone', match: 'exact' });
    expect(names(boom)).toEqual(expect.arrayContaining(['boom', 'windscreen', 'leg_1']));
    expect(has(await build('a microphone'), 'boom')).toBe(false);
  });

  it('a hot tub is a square wooden tub of water; a bathtub a long white one', async () => {
    const tub = await build('a hot tub');
    expect(tub.interpretation).toMatchObject({ kind: 'bathtub', match: 'exact' });
    expect(names(tub)).toEqual(expect.arrayContaining(['water', 'step']));
    const body = size(tub, 'body');
    expect(body[0] / body[2]).toBeLessThan(1.2);
    const bath = size(await build('a bathtub'), 'body');
    expect(bath[0] / bath[2]).toBeGreaterThan(1.8);
  });

  it('knitting needles go through a ball of yarn; a needle carries thread', async () => {
    const knit = await build('a knitting needle');
    expect(knit.interpretation).toMatchObject({ kind: 'needle', match: 'exact' });
    expect(names(knit)).toEqual(expect.arrayContaining(['yarn', 'needle_1', 'needle_2']));
    expect(size(knit, 'needle')[0]).toBeGreaterThan(size(await build('a needle'))[1] * 2);
  });

  it('a sparkler throws sparks from its tip; a firework is a rocket', async () => {
    const sparkler = await build('a sparkler');
    expect(sparkler.interpretation).toMatchObject({ kind: 'firework' });
    expect(has(sparkler, 'spark_')).toBe(true);
    expect(has(sparkler, 'cone')).toBe(false);
    expect(has(await build('a firework'), 'cone')).toBe(true);
  });

  it('a tutu stands out flat and wide from the waist; a skirt hangs down', async () => {
    for (const prompt of ['a tutu', 'a ballet skirt']) {
      const tutu = await build(prompt);
      expect(tutu.interpretation).toMatchObject({ kind: 'skirt' });
      expect(names(tutu)).toContain('tulle');
      const tulle = size(tutu, 'tulle');
      expect(tulle[0]).toBeGreaterThan(tulle[1] * 4);
    }
    expect(has(await build('a skirt'), 'tulle')).toBe(false);
  });

  it('string cheese is a white stick with strings peeled off; cheese a wedge', async () => {
    const sticks = await build('string cheese');
    expect(sticks.interpretation).toMatchObject({ kind: 'cheese', match: 'exact' });
    expect(names(sticks)).toEqual(expect.arrayContaining(['stick', 'string_1']));
    expect(has(sticks, 'wedge')).toBe(false);
  });

  it('a napkin stands folded on a plate; a towel lies in a folded stack', async () => {
    const napkin = await build('a napkin');
    expect(napkin.interpretation).toMatchObject({ kind: 'towel' });
    expect(names(napkin)).toEqual(expect.arrayContaining(['plate', 'cloth']));
    expect(has(await build('a towel'), 'plate')).toBe(false);
  });

  it('a baby buggy is a pram, not a horse carriage', async () => {
    const buggy = await build('a baby buggy');
    expect(buggy.interpretation).toMatchObject({ kind: 'pram', match: 'exact' });
  });
});

describe('a vessel or a cake drawn as its noun’s variant', () => {
  it('a saucepan is low with one long handle; a stockpot has two side handles', async () => {
    const pan = await build('a saucepan');
    expect(pan.interpretation).toMatchObject({ kind: 'cooking pot' });
    expect(names(pan).filter((n) => n.startsWith('handle'))).toHaveLength(1);
    const stock = await build('a stockpot');
    expect(names(stock).filter((n) => n.startsWith('handle')).length).toBeGreaterThan(1);
    expect(size(pan, 'body')[1]).toBeLessThan(size(stock, 'body')[1]);
  });

  it('a shot glass is small on a thick base; a glass is tall', async () => {
    const shot = await build('a shot glass');
    expect(shot.interpretation).toMatchObject({ kind: 'glass', match: 'exact' });
    expect(size(shot, 'body')[1]).toBeLessThan(size(await build('a glass'), 'body')[1] * 0.7);
  });

  it('a fishbowl holds water and a fish; a bowl holds nothing', async () => {
    // Since session 26 the fishbowl is the aquarium kind's round look, its water showing
    // below the glass neck (the bowl kind's glass hid them).
    const bowl = await build('a fishbowl');
    expect(bowl.interpretation).toMatchObject({ kind: 'aquarium', match: 'exact' });
    expect(names(bowl)).toEqual(expect.arrayContaining(['water']));
    expect(names(bowl).some((n) => n.startsWith('fish'))).toBe(true);
    expect(has(await build('a bowl'), 'fish')).toBe(false);
  });

  it('a wedding cake has three tiers, each smaller; a cake two layers', async () => {
    const wedding = await build('a wedding cake');
    expect(wedding.interpretation).toMatchObject({ kind: 'cake' });
    const radius = (n: string): number => bounds(wedding.parts.filter((p) => p.name === n)).size[0];
    expect(radius('layer_1')).toBeGreaterThan(radius('layer_2'));
    expect(radius('layer_2')).toBeGreaterThan(radius('layer_3'));
    expect(has(await build('a cake'), 'layer_3')).toBe(false);
  });
});
