/**
 * Issue 32 (session 27, helper beasts16): nouns of the sixteenth held-out list a person did
 * not recognise. A kipper is the smoked herring, not German "Kipper", a dump truck; a lioness
 * has no mane; a basset hound is long and low (docs/decisions.md, "Beasts and English
 * lookalikes").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { build, names } from './scenes.ts';

const box = (scene: Scene, name: string) => bounds([scene.parts.find((p) => p.name === name)!]);

describe('a kipper is the herring; a German phrase keeps its tipper truck', () => {
  it.each([
    ['kipper', 'herring'],
    ['a kipper', 'herring'],
    ['bloater', 'herring'],
  ])('"%s" is the herring it is made of', (prompt, kind) => {
    const got = interpretPrompt(prompt, 1);
    expect(got).toMatchObject({ kind, match: 'exact' });
    expect(got.language).toBeUndefined();
  });

  it('a word English borrowed with its meaning, or a German phrase, stays foreign', () => {
    expect(interpretPrompt('lapin', 1)).toMatchObject({ kind: 'rabbit', language: 'fr' });
    expect(interpretPrompt('valise', 1)).toMatchObject({ kind: 'suitcase', language: 'fr' });
    expect(interpretPrompt('papillon', 1)).toMatchObject({ kind: 'butterfly', language: 'fr' });
    expect(interpretPrompt('ein kipper', 1)).toMatchObject({ kind: 'dump truck', language: 'de' });
    expect(interpretPrompt('der Kipper', 1)).toMatchObject({ kind: 'dump truck', language: 'de' });
    expect(interpretPrompt('roter Kipper', 1)).toMatchObject({
      kind: 'dump truck',
      language: 'de',
    });
    expect(interpretPrompt('muldenkipper', 1)).toMatchObject({
      kind: 'dump truck',
      language: 'de',
    });
  });
});

describe('a lioness and a basset hound', () => {
  it('a lioness is the lion without its mane', async () => {
    expect(interpretPrompt('lioness', 1)).toMatchObject({ kind: 'cat', stand_in_for: 'lioness' });
    expect(names(await build('a lion'))).toContain('mane');
    expect(names(await build('lioness'))).not.toContain('mane');
  });

  it('a basset hound is long and low on short legs, a beagle is not', async () => {
    expect(interpretPrompt('basset', 1)).toMatchObject({ kind: 'dog' });
    const basset = await build('basset');
    const beagle = await build('a beagle');
    const lowness = (s: Scene) => {
      const body = box(s, 'body');
      const all = bounds(s.parts);
      const long = Math.max(body.max[0] - body.min[0], body.max[2] - body.min[2]);
      return long / (all.max[1] - all.min[1]);
    };
    expect(lowness(basset)).toBeGreaterThan(lowness(beagle) * 1.3);
  });
});

describe('a warthog, a guppy and a sturgeon', () => {
  it('a warthog is grey with long tusks, darker and bigger-tusked than the brown boar', async () => {
    expect(interpretPrompt('warthog', 1)).toMatchObject({ kind: 'boar' });
    const warthog = await build('warthog');
    const boar = await build('a boar');
    expect(names(warthog)).toEqual(expect.arrayContaining(['tusk_l', 'tusk_r']));
    const size = (s: Scene) => {
      const t = box(s, 'tusk_l');
      return t.max[1] - t.min[1];
    };
    expect(size(warthog)).toBeGreaterThan(size(boar) * 1.2);
  });

  it("a guppy's tail is a fan nearly as tall as the fish is long", async () => {
    const guppy = await build('guppy');
    const tail = box(guppy, 'tail_fin');
    const body = box(guppy, 'body');
    expect(tail.max[1] - tail.min[1]).toBeGreaterThan((body.max[0] - body.min[0]) * 0.5);
  });

  it('a sturgeon is a long slim fish, several times longer than deep', async () => {
    expect(interpretPrompt('sturgeon', 1)).toMatchObject({ kind: 'fish', match: 'related' });
    const body = box(await build('sturgeon'), 'body');
    expect(body.max[0] - body.min[0]).toBeGreaterThan((body.max[1] - body.min[1]) * 4);
  });
});
