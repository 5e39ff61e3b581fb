/**
 * Issue 32 (session 26): dogs, cats and horses of a named breed or coat are drawn with the
 * coat and build a person tells it by — a rottweiler black with tan points, a scottie a black
 * terrier on short legs, a greyhound narrow and long-legged, a tabby striped, a palomino
 * golden with a pale mane, a pinto patched — where the fifteenth held-out list found them all
 * the same seeded dog, cat or horse (docs/decisions.md, "Dogs, cats and horses by their
 * breed's look"); and a tree told by its fruit (a rowan, a quince, an apple tree) shows it.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { build, part } from './scenes.ts';

const rgb = (p: ScenePart) => p.material.baseColor.slice(0, 3) as [number, number, number];
const brightness = (p: ScenePart) => rgb(p).reduce((a, c) => a + c, 0);

describe('a breed is drawn by its look', () => {
  it.each([
    'beagle',
    'collie',
    'greyhound',
    'cocker spaniel',
    'rottweiler',
    'doberman',
    'scottie',
    'springer',
    'chihuahua',
  ])('a %s is a dog, with the same coat at every seed', async (breed) => {
    expect(interpretPrompt(`a ${breed}`, 1).kind).toBe('dog');
    const a = rgb(part(await build(`a ${breed}`, 1), 'body'));
    const b = rgb(part(await build(`a ${breed}`, 7), 'body'));
    expect(a).toEqual(b);
  });

  it('gives a rottweiler and a dobermann a black coat with tan points', async () => {
    for (const breed of ['rottweiler', 'doberman']) {
      const dog = await build(`a ${breed}`);
      expect(brightness(part(dog, 'body'))).toBeLessThan(0.3);
      const [r, , b] = rgb(part(dog, 'muzzle'));
      expect(r).toBeGreaterThan(b + 0.2);
    }
  });

  it('stands a scottie lower than a dobermann, and a greyhound narrower than a labrador', async () => {
    const height = async (p: string) => bounds((await build(p)).parts).size[1];
    expect(await height('a scottie')).toBeLessThan((await height('a doberman')) * 0.7);
    const width = async (p: string) => bounds([part(await build(p), 'body')]).size[2];
    expect(await width('a greyhound')).toBeLessThan(await width('a labrador'));
  });

  it('draws a tabby striped, a palomino golden and a pinto patched', async () => {
    expect(part(await build('a tabby'), 'body').material.surface).toBe('stripes');
    const palomino = rgb(part(await build('a palomino'), 'body'));
    expect(palomino[0]).toBeGreaterThan(palomino[2] + 0.25);
    expect(part(await build('a pinto'), 'body').material.surface).toBe('patches');
    expect(part(await build('an appaloosa'), 'body').material.surface).toBe('spots');
  });

  it('leaves a dog, a cat and a horse of no breed as they were drawn', async () => {
    expect(part(await build('a cat'), 'body').material.surface).not.toBe('stripes');
    expect(part(await build('a horse'), 'body').material.surface).not.toBe('patches');
  });
});

describe('a tree told by its fruit shows it', () => {
  it.each([
    ['a rowan', 'red'],
    ['a quince', 'yellow'],
    ['an apple tree', 'red'],
    ['a tree with fruit', 'red'],
  ])('%s hangs %s fruit on its crown, outside the leaves', async (prompt, colour) => {
    const tree = await build(prompt);
    const fruit = part(tree, 'fruit');
    const [r, g, b] = rgb(fruit);
    expect(r).toBeGreaterThan(b + 0.3);
    if (colour === 'red') expect(r).toBeGreaterThan(g + 0.2);
    else expect(g).toBeGreaterThan(b + 0.3);
    const canopy = bounds([part(tree, 'canopy')]);
    expect(bounds([fruit]).size[0]).toBeGreaterThan(canopy.size[0] * 0.8);
  });

  it('reads "an orange tree" and "a lemon tree" whole: green, hung with their fruit', async () => {
    for (const prompt of ['an orange tree', 'a lemon tree']) {
      expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'tree', colors: [] });
      const tree = await build(prompt);
      const [r, g, b] = rgb(part(tree, 'canopy'));
      expect(g).toBeGreaterThan(r);
      const [fr, , fb] = rgb(part(tree, 'fruit'));
      expect(fr).toBeGreaterThan(fb + 0.4);
      expect(b).toBeLessThan(g);
    }
    expect(interpretPrompt('an orange', 1).kind).toBe('orange');
    expect(interpretPrompt('an orange car', 1)).toMatchObject({ kind: 'car', colors: ['orange'] });
  });

  it('leaves the fruit off a plain tree, and off a rowan without fruit', async () => {
    expect((await build('a tree')).parts.some((p) => p.name === 'fruit')).toBe(false);
    expect((await build('a rowan without fruit')).parts.some((p) => p.name === 'fruit')).toBe(
      false,
    );
  });
});
