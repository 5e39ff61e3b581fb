/**
 * Issue 32: animals people ask for get a body of their own, not a neighbour's — checked the
 * way a person looking at the model would: the peacock's fan behind it, the turkey's red
 * wattle, the swan's head held high on its neck, a seal with no legs, rodents of their own
 * sizes, and mammals that used to come out as a placeholder or an abstract sculpture.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });

describe('animals with bodies of their own', () => {
  it('a peacock is a bird (not the peacock butterfly) with an eyed fan rising above its head', async () => {
    const peacock = await build('a peacock');
    expect(peacock.interpretation).toMatchObject({ kind: 'bird', match: 'exact' });
    const fan = bounds([part(peacock, 'tail')]);
    const head = bounds([part(peacock, 'head')]);
    expect(fan.max[1]).toBeGreaterThan(head.max[1]);
    part(peacock, 'eyespots');
  });

  it('a turkey fans its tail and has a red wattle', async () => {
    const turkey = await build('a turkey');
    expect(turkey.interpretation).toMatchObject({ kind: 'bird', match: 'exact' });
    const [r, g, b] = part(turkey, 'wattle').material.baseColor;
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    expect(bounds([part(turkey, 'tail')]).size[1]).toBeGreaterThan(
      bounds([part(turkey, 'body')]).size[1],
    );
  });

  it('a swan and a goose hold their heads clear of the body on a neck, the swan highest', async () => {
    const rise = async (prompt: string): Promise<number> => {
      const bird = await build(prompt);
      part(bird, 'neck');
      const body = bounds([part(bird, 'body')]);
      return (bounds([part(bird, 'head')]).min[1] - body.max[1]) / body.size[1];
    };
    expect(await rise('a goose')).toBeGreaterThan(0);
    expect(await rise('a swan')).toBeGreaterThan(0.4);
    const swan = await build('a swan');
    expect(Math.min(...part(swan, 'body').material.baseColor)).toBeGreaterThan(0.7);
  });

  it('a seal lies long and low on flippers', async () => {
    const seal = await build('a seal');
    expect(seal.interpretation).toMatchObject({ kind: 'seal', match: 'exact' });
    const box = bounds(seal.parts);
    expect(box.size[1]).toBeLessThan(box.size[0] * 0.5);
    expect(seal.parts.some((p) => p.name.startsWith('leg'))).toBe(false);
    part(seal, 'flipper_r');
  });

  it('a mouse, a rat and a hamster are three rodents of their own sizes', async () => {
    const mouse = await build('a mouse');
    const rat = await build('a rat');
    const hamster = await build('a hamster');
    expect([mouse, rat, hamster].map((s) => s.interpretation.kind)).toEqual([
      'mouse',
      'rat',
      'hamster',
    ]);
    const body = (s: Scene): number => bounds([part(s, 'body')]).size[0];
    expect(body(rat)).toBeGreaterThan(body(mouse) * 1.4);
    // A hamster's tail is a stub; the mouse's is longer than its body.
    expect(bounds([part(hamster, 'tail')]).size[0]).toBeLessThan(body(hamster) * 0.5);
  });

  it.each(['raccoon', 'otter', 'koala', 'anteater', 'armadillo', 'seal', 'rat', 'hamster'])(
    'a %s is built as itself',
    async (kind) => {
      const scene = await build(`a ${kind}`);
      expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    },
  );

  it('a mosquito is long-legged with a proboscis, not the stout housefly', async () => {
    const mosquito = await build('a mosquito');
    expect(mosquito.interpretation).toMatchObject({ kind: 'mosquito', match: 'exact' });
    const body = bounds([part(mosquito, 'thorax'), part(mosquito, 'abdomen')]);
    // Its legs spread wider than its body is long, and the proboscis points ahead.
    expect(bounds(mosquito.parts).size[2]).toBeGreaterThan(body.size[0]);
    expect(bounds([part(mosquito, 'proboscis')]).max[0]).toBeGreaterThan(
      bounds([part(mosquito, 'head')]).max[0],
    );
  });

  it('a cicada folds clear wings over a broad body, past its tail', async () => {
    const cicada = await build('a cicada');
    expect(cicada.interpretation).toMatchObject({ kind: 'cicada', match: 'exact' });
    const wing = bounds([part(cicada, 'wing_r')]);
    expect(wing.min[0]).toBeLessThan(bounds([part(cicada, 'abdomen')]).min[0]);
    const head = bounds([part(cicada, 'head')]);
    expect(head.size[2]).toBeGreaterThan(head.size[0] * 1.5);
  });

  it('a gorilla is a large dark tailless ape, not the small brown monkey', async () => {
    const gorilla = await build('a gorilla');
    const monkey = await build('a monkey');
    expect(gorilla.interpretation).toMatchObject({ kind: 'gorilla', match: 'exact' });
    expect(bounds(gorilla.parts).size[1]).toBeGreaterThan(bounds(monkey.parts).size[1] * 1.8);
    expect(gorilla.parts.some((p) => p.name === 'tail')).toBe(false);
    expect(Math.max(...part(gorilla, 'body').material.baseColor)).toBeLessThan(0.1);
  });

  it('a buffalo is dark and humped where the cow is pale', async () => {
    const buffalo = await build('a bison');
    expect(buffalo.interpretation).toMatchObject({ kind: 'buffalo', match: 'exact' });
    part(buffalo, 'hump');
    const cow = await build('a cow');
    const light = (s: Scene): number => Math.max(...part(s, 'body').material.baseColor);
    expect(light(buffalo)).toBeLessThan(light(cow) / 3);
  });

  it('an eagle has a white head on a dark body, not a songbird in brown', async () => {
    const eagle = await build('an eagle');
    const head = Math.min(...part(eagle, 'head').material.baseColor);
    const body = Math.max(...part(eagle, 'body').material.baseColor);
    expect(head).toBeGreaterThan(0.7);
    expect(body).toBeLessThan(0.15);
  });

  it('a deer carries dark antlers that rise above its head', async () => {
    const deer = await build('a deer');
    const antler = part(deer, 'horn_l');
    expect(bounds([antler]).max[1]).toBeGreaterThan(bounds([part(deer, 'head')]).max[1]);
    const dark = Math.max(...antler.material.baseColor);
    expect(dark).toBeLessThan(Math.max(...part(deer, 'body').material.baseColor) * 0.5);
  });

  it('a bloodhound is a tan hound whatever the seed, not a seed-coloured dog', async () => {
    for (const seed of [1, 2, 3]) {
      const hound = await buildScene('a bloodhound', { detail, seed });
      expect(hound.interpretation.kind).toBe('dog');
      const [r, , b] = hound.parts.find((p) => p.name === 'body')!.material.baseColor;
      expect(r).toBeGreaterThan(b * 2);
    }
  });

  it('a raccoon wears a dark mask across both eyes', async () => {
    const raccoon = await build('a raccoon');
    const mask = part(raccoon, 'mask');
    const band = bounds([mask]);
    for (const eye of ['eye_l', 'eye_r']) {
      const e = bounds([part(raccoon, eye)]);
      expect(band.min[2]).toBeLessThanOrEqual(e.min[2]);
      expect(band.max[2]).toBeGreaterThanOrEqual(e.max[2]);
    }
    expect(Math.max(...mask.material.baseColor)).toBeLessThan(
      Math.max(...part(raccoon, 'body').material.baseColor) * 0.3,
    );
  });

  it('a buck is a deer', async () => {
    expect((await build('a buck')).interpretation).toMatchObject({ kind: 'deer', match: 'exact' });
  });

  it('hoofed animals by body: a moose with palms and a shoulder hump, a reindeer, an ox, a boar', async () => {
    const moose = await build('a moose');
    expect(moose.interpretation).toMatchObject({ kind: 'moose', match: 'exact' });
    part(moose, 'hump');
    // Palms reach out sideways past the head, broader than the deer's thin beams.
    const head = bounds([part(moose, 'head')]);
    expect(bounds([part(moose, 'horn_l')]).size[2]).toBeGreaterThan(head.size[2]);
    expect((await build('a reindeer')).interpretation.kind).toBe('reindeer');
    expect((await build('an ox')).interpretation.kind).toBe('ox');
    const boar = await build('a wild boar');
    expect(boar.interpretation.kind).toBe('boar');
    part(boar, 'tusk_l');
    expect((await build('a pig')).interpretation.kind).toBe('pig');
  });

  it('camelids: a llama has no hump, a two-hump camel has two, a polar bear is white', async () => {
    const llama = await build('a llama');
    expect(llama.interpretation.kind).toBe('llama');
    expect(llama.parts.some((p) => p.name.startsWith('hump'))).toBe(false);
    const bactrian = await build('a two-hump camel');
    expect(bactrian.interpretation).toMatchObject({ kind: 'bactrian camel', match: 'exact' });
    expect(bactrian.parts.filter((p) => p.name.startsWith('hump_'))).toHaveLength(2);
    const polar = await build('a polar bear');
    expect(polar.interpretation.kind).toBe('polar bear');
    expect(Math.min(...part(polar, 'body').material.baseColor)).toBeGreaterThan(0.7);
  });

  it('a horse has a dark mane along its neck', async () => {
    const horse = await build('a horse');
    const mane = bounds([part(horse, 'mane')]);
    expect(mane.max[1]).toBeGreaterThan(bounds([part(horse, 'body')]).max[1]);
  });

  it('birds of prey have their own body: hooked beak and spread wings, the eagle white-headed', async () => {
    const eagle = await build('an eagle');
    expect(eagle.interpretation).toMatchObject({ kind: 'eagle', match: 'exact' });
    expect(Math.min(...part(eagle, 'head').material.baseColor)).toBeGreaterThan(0.7);
    // The beak's tip hangs below where it leaves the face; the wings rise past the head.
    const beak = bounds([part(eagle, 'beak')]);
    const head = bounds([part(eagle, 'head')]);
    expect(beak.min[1]).toBeLessThan(head.min[1] + head.size[1] * 0.3);
    expect(bounds([part(eagle, 'wing_r')]).max[1]).toBeGreaterThan(head.max[1]);
    for (const noun of ['a hawk', 'a falcon', 'a vulture', 'an osprey'])
      expect((await build(noun)).interpretation.kind).toBe('hawk');
    expect((await build('an owl')).interpretation.kind).toBe('bird');
  });

  it('a t-rex, an ostrich, a dodo and a sloth are themselves, not a person', async () => {
    expect((await build('a t-rex')).interpretation).toMatchObject({
      kind: 'tyrannosaurus',
      match: 'exact',
    });
    expect((await build('a velociraptor')).interpretation.kind).toBe('tyrannosaurus');
    expect((await build('an emu')).interpretation.kind).toBe('ostrich');
    expect((await build('a dodo')).interpretation.kind).toBe('dodo');
    const sloth = await build('a sloth');
    expect(sloth.interpretation.kind).toBe('sloth');
    // It hangs: its body is below the branch it holds.
    expect(bounds([part(sloth, 'body')]).max[1]).toBeLessThan(
      bounds([part(sloth, 'branch')]).min[1],
    );
  });

  it('a striped or spotted coat shows as shapes, so it reads untextured: zebra, tiger, leopard, cow', async () => {
    for (const [prompt, mark] of [
      ['a zebra', 'stripes'],
      ['a tiger', 'stripes'],
      ['a leopard', 'spots'],
      ['a cow', 'patches'],
    ] as const) {
      const scene = await build(prompt);
      const ink = Math.max(...part(scene, mark).material.baseColor);
      expect(ink).toBeLessThan(Math.max(...part(scene, 'body').material.baseColor) * 0.5);
    }
    expect((await build('a marble zebra')).parts.some((p) => p.name === 'stripes')).toBe(false);
  });

  it('a skunk is black with a white stripe down its back; a louse, a flea and a phoenix are their own', async () => {
    const skunk = await build('a skunk');
    expect(skunk.interpretation).toMatchObject({ kind: 'skunk', match: 'exact' });
    expect(Math.min(...part(skunk, 'stripe').material.baseColor)).toBeGreaterThan(0.7);
    expect(Math.max(...part(skunk, 'body').material.baseColor)).toBeLessThan(0.1);
    expect((await build('a louse')).interpretation.kind).toBe('louse');
    expect((await build('a flea')).interpretation.kind).toBe('louse');
    expect((await build('a phoenix')).interpretation.kind).toBe('phoenix');
  });

  it('a blowfish is a round spiny pufferfish; a spider web is strung upright with its spider', async () => {
    const puffer = await build('a blowfish');
    expect(puffer.interpretation).toMatchObject({ kind: 'pufferfish', match: 'exact' });
    expect(puffer.parts.filter((p) => p.name.startsWith('spine_')).length).toBeGreaterThan(20);
    const web = await build('a spider web');
    expect(web.interpretation).toMatchObject({ kind: 'spider web', match: 'exact' });
    const box = bounds(web.parts);
    expect(box.size[1]).toBeGreaterThan(box.size[2] * 5);
    part(web, 'spider');
  });

  it('a unicorn is a white horse with a horn; a mammoth, a cockroach and a cherry blossom are their own', async () => {
    const unicorn = await build('a unicorn');
    expect(unicorn.interpretation).toMatchObject({ kind: 'unicorn', match: 'exact' });
    expect(bounds([part(unicorn, 'horn')]).max[1]).toBeGreaterThan(
      bounds([part(unicorn, 'head')]).max[1],
    );
    expect((await build('a horse')).parts.some((p) => p.name === 'horn')).toBe(false);
    expect((await build('a mammoth')).interpretation.kind).toBe('mammoth');
    expect((await build('a cockroach')).interpretation.kind).toBe('cockroach');
    expect((await build('a cherry blossom')).interpretation.kind).toBe('cherry blossom');
    expect((await build('a fallen leaf')).interpretation.kind).toBe('maple leaf');
  });
});
