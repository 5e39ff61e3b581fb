import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const objectsOf = (prompt: string): string[] =>
  (interpretPrompt(prompt, 1).objects ?? []).map((o) => o.kind);

describe('a body part after "with" belongs to its creature (docs "Body parts on a creature")', () => {
  it.each([
    ['a man with a blue hand', 'figure'],
    ['a deer with brown antlers', 'deer'],
    ['a dog with a big nose', 'dog'],
    ['a horse with black hooves', 'horse'],
    ['an elephant with long tusks', 'elephant'],
    ['a robot with a big hand', 'robot'],
  ])('%s is the %s alone, no second thing beside it', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
    expect(objectsOf(prompt)).toEqual([]);
  });

  it('the part alone is its own kind', () => {
    expect(interpretPrompt('a hand', 1).kind).toBe('hand');
    expect(interpretPrompt('an antler', 1).kind).toBe('antler');
    expect(interpretPrompt('an ear', 1)).toMatchObject({ kind: 'human ear', match: 'exact' });
  });

  it.each([
    ['an ear of corn', 'corn'],
    ['an ear of barley', 'sheaf'],
    ['a hand of bananas', 'banana'],
    ['the eye of a needle', 'needle'],
    ['the hand of a clock', 'clock'],
  ])('%s names the %s, not a body part', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('a bone or an organ stays a thing of its own ("a dog with a bone")', () => {
    expect(objectsOf('a dog with a bone')).toEqual(['bone']);
    expect(objectsOf('a dog holding a bone')).toEqual(['bone']);
  });

  it('on a thing that is no creature the part is set beside it', () => {
    expect(objectsOf('a table with a hand')).toEqual(['hand']);
  });

  it('a calendar with a date shows no fruit; a plate with a date does', () => {
    expect(objectsOf('a calendar with a date')).toEqual([]);
    expect(objectsOf('a plate with a date')).toEqual(['date']);
  });

  it.each([
    ['a man with a blue hand', 'hand', 'blue', ['hand_l', 'hand_r']],
    ['a woman with red hair', 'hair', 'red', ['hair']],
    ['a deer with white antlers', 'horn', 'white', ['horn_l', 'horn_r']],
    ['a horse with white hooves', 'hoof', 'white', ['hoof_fl', 'hoof_fr', 'hoof_rl', 'hoof_rr']],
    ['a dog with a blue muzzle', 'muzzle', 'blue', ['muzzle']],
    ['a giraffe with a blue neck', 'neck', 'blue', ['neck']],
    ['a robot with a red hand', 'hand', 'red', ['hand_l', 'hand_r']],
  ])('%s: the colour is on the %s alone', async (prompt, part, colour, painted) => {
    const scene = await buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
    expect(scene.interpretation.partColors).toEqual({ [part]: colour });
    expect(scene.interpretation.colors).toEqual([]);
    const rgb = colorRgb(colour);
    const coloured = scene.parts.filter((p) => p.material.baseColor.join() === rgb?.join());
    expect(coloured.map((p) => p.name).sort()).toEqual([...painted].sort());
  });

  it('a colour on a part the creature is not built with is reported, not spread over it', async () => {
    const scene = await buildScene('a man with a blue tongue', {
      detail: FAMILY_DETAIL['mesh-4']!,
      seed: 1,
    });
    expect(scene.interpretation).toMatchObject({
      kind: 'figure',
      colors: [],
      unshown: ['blue tongue'],
    });
    const blue = colorRgb('blue')?.join();
    expect(scene.parts.filter((p) => p.material.baseColor.join() === blue)).toEqual([]);
    expect(interpretPrompt('a cat with a pink paw', 1)).toMatchObject({
      kind: 'cat',
      colors: [],
      unshown: ['pink paw'],
    });
  });
});
