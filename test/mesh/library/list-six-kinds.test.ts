/**
 * Issue 32: the sixth held-out list's unknown nouns each have a kind of their own, built with
 * what a person looks for to tell it: a casino's lit name, a tomb's cross, a meteor's tail of
 * flame behind a rock, a timer's red wedge on its dial, a leash hung with its collar.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));

describe('the sixth held-out list’s unknown things', () => {
  it.each([
    ['a casino', 'casino'],
    ['a costume', 'costume'],
    ['a sheet', 'bed sheet'],
    ['a collar', 'dog collar'],
    ['a necklace', 'necklace'],
    ['a wig', 'wig'],
    ['a bubble', 'bubble'],
    ['a rack', 'clothes rack'],
    ['a timer', 'timer'],
    ['a dam', 'dam'],
    ['a generator', 'generator'],
    ['a tomb', 'tomb'],
    ['a bunker', 'bunker'],
    ['a lens', 'lens'],
    ['a nightclub', 'nightclub'],
    ['a leash', 'leash'],
    ['a meteor', 'meteor'],
    ['a telegraph', 'telegraph'],
    ['a lever', 'lever'],
    // Unknown things of the tuning list's commonest nouns.
    ['a pegboard', 'pegboard'],
    ['a holster', 'holster'],
    ['a foil', 'kitchen foil'],
    ['a sketch', 'sketch'],
    ['a drawing', 'sketch'],
    ['a watercolor', 'watercolor'],
    ['a cold frame', 'cold frame'],
    ['a pergola', 'arbor'],
    ['a leaf blower', 'leaf blower'],
    ['a clotheshorse', 'drying rack'],
    ['a noisemaker', 'party horn'],
    ['a teacart', 'tea trolley'],
    ['a two-by-four', 'two-by-four'],
    ['a veil', 'veil'],
    ['an amulet', 'amulet'],
    ['an aviary', 'aviary'],
    ['a loom', 'loom'],
    ['a cufflink', 'cufflink'],
    ['a knuckle duster', 'knuckle duster'],
    ['a muff', 'muff'],
  ])('%s is read as the %s, by name', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('a casino spells its name over the door; a nightclub its CLUB', async () => {
    const casino = await build('a casino');
    expect(casino.parts.filter((p) => p.name.startsWith('sign_letter_'))).toHaveLength(6);
    expect(has(casino, 'bulb')).toBe(true);
    const club = await build('a nightclub');
    expect(club.parts.filter((p) => p.name.startsWith('sign_letter_'))).toHaveLength(4);
  });

  it('a tomb carries a cross on its roof, above everything else', async () => {
    const tomb = await build('a tomb');
    const cross = bounds(tomb.parts.filter((p) => p.name.startsWith('cross')));
    expect(cross.max[1]).toBeCloseTo(bounds(tomb.parts).max[1], 5);
  });

  it('a meteor is a dark rock with a long flame streaming up behind it', async () => {
    const meteor = await build('a meteor');
    const rock = bounds(meteor.parts.filter((p) => p.name === 'rock'));
    const flame = bounds(meteor.parts.filter((p) => p.name === 'flame'));
    expect(flame.max[1]).toBeGreaterThan(rock.max[1] + rock.size[1] * 1.5);
    expect(flame.min[0]).toBeLessThan(rock.min[0]);
  });

  it('a red necklace is red pearls on a dark bust; a timer shows a red wedge of time left', async () => {
    const necklace = await build('a red necklace');
    const pearl = necklace.parts.find((p) => p.name.startsWith('pearl_'))!;
    const [r, g, b] = pearl.material.baseColor;
    expect(r).toBeGreaterThan(g! + 0.3);
    expect(r).toBeGreaterThan(b! + 0.3);
    expect(has(await build('a timer'), 'time_left')).toBe(true);
  });

  it('aluminium foil is the kitchen foil in aluminium, not a noun that swallows its metal', async () => {
    const foil = await build('aluminium foil');
    expect(foil.interpretation).toMatchObject({ kind: 'kitchen foil', materials: ['aluminum'] });
  });

  it('a sketch shows a drawn face with its pencil; a watercolor its paint box of colours', async () => {
    const sketch = await build('a sketch');
    expect(has(sketch, 'face')).toBe(true);
    expect(has(sketch, 'pencil')).toBe(true);
    const paints = (await build('a watercolor')).parts.filter((p) => p.name.startsWith('pan_'));
    expect(new Set(paints.map((p) => p.material.baseColor.join())).size).toBe(8);
  });

  it('a leash hangs with its collar on the clip; a collar alone has a tag', async () => {
    expect(has(await build('a leash'), 'collar')).toBe(true);
    expect(has(await build('a collar'), 'tag')).toBe(true);
  });
});
