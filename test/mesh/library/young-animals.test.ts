/**
 * Issue 32: the young of an animal are read as the animal, and built as its young — a head
 * big for the body, a short muzzle, big eyes, stubby legs, and no horns, antlers or mane yet
 * (a puppy, kitten, calf, lamb, foal or cub was the grown animal, only smaller). Young birds
 * are a round ball of down with a big head and no long neck (a gosling was a goose).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 2 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));

/** The head's height over the body's: how big the head looks for the animal. */
function headForBody(scene: Scene): number {
  const head = bounds(scene.parts.filter((p) => p.name === 'head'));
  const body = bounds(scene.parts.filter((p) => p.name === 'body'));
  return head.size[1] / body.size[1];
}

describe('the young of an animal', () => {
  it.each([
    ['a puppy', 'a dog', 'dog'],
    ['a kitten', 'a cat', 'cat'],
    ['a calf', 'a cow', 'cow'],
    ['a lamb', 'a sheep', 'sheep'],
    ['a foal', 'a horse', 'horse'],
    ['a bear cub', 'a bear', 'bear'],
    ['a piglet', 'a pig', 'pig'],
  ])('%s is %s with a bigger head for its body', async (youngOne, grown, kind) => {
    const baby = await build(youngOne);
    expect(baby.interpretation.kind).toBe(kind);
    expect(headForBody(baby)).toBeGreaterThan(headForBody(await build(grown)) * 1.15);
  });

  it('a calf has no horns where a cow has; a lion cub no mane where a lion has', async () => {
    expect(has(await build('a cow'), 'horn')).toBe(true);
    expect(has(await build('a calf'), 'horn')).toBe(false);
    expect(has(await build('a lion'), 'mane')).toBe(true);
    expect(has(await build('a lion cub'), 'mane')).toBe(false);
  });

  it('a puppy has bigger eyes for its head than a dog', async () => {
    const eyeForHead = (scene: Scene): number =>
      bounds(scene.parts.filter((p) => p.name === 'eye_l')).size[1] /
      bounds(scene.parts.filter((p) => p.name === 'head')).size[1];
    expect(eyeForHead(await build('a puppy'))).toBeGreaterThan(
      eyeForHead(await build('a dog')) * 1.3,
    );
  });

  it('a gosling and a cygnet are downy young with no long neck; a goose and a swan have one', async () => {
    expect(has(await build('a goose'), 'neck')).toBe(true);
    expect(has(await build('a gosling'), 'neck')).toBe(false);
    expect(has(await build('a swan'), 'neck')).toBe(true);
    expect(has(await build('a cygnet'), 'neck')).toBe(false);
  });

  it('a chick is a round yellow bird with a big head and no comb; a chicken has its comb', async () => {
    const chick = await build('a chick');
    expect(has(chick, 'comb')).toBe(false);
    expect(has(await build('a chicken'), 'comb')).toBe(true);
    expect(headForBody(chick)).toBeGreaterThan(0.75);
    const [r, g, b] = chick.parts.find((p) => p.name === 'body')!.material.baseColor;
    expect(r).toBeGreaterThan(b! + 0.3);
    expect(g).toBeGreaterThan(b! + 0.3);
  });
});
