/**
 * Issue 32 (session 17, B2): the tuning list's common foods, natural objects, plants and
 * animals are read as a thing a person would name them by. A drink is built in the vessel it
 * is served in and every kind of it (WordNet's hyponyms) reaches that vessel; a dish is its
 * vessel with the food in it; a landform is a small diorama; a young animal is its adult's
 * body. Looks that failed by eye are pinned by their parts (an orca's white patches, a
 * strawberry's seeds and sepals).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);
const partsOf = async (prompt: string): Promise<string[]> =>
  (await buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 })).parts.map(
    (p) => p.name,
  );

describe('drinks in their vessels, dishes with their food', () => {
  it.each([
    ['a coffee', 'cup of coffee'],
    ['an espresso', 'cup of coffee'],
    ['a cup of coffee', 'cup of coffee'],
    ['a hot chocolate', 'cup of coffee'],
    ['a tea', 'cup of tea'],
    ['a milk', 'glass of milk'],
    ['a beer', 'glass of beer'],
    ['a pint of beer', 'glass of beer'],
    ['a wine', 'glass of wine'],
    ['a champagne', 'glass of champagne'],
    ['a whisky', 'glass of whisky'],
    ['a brandy', 'glass of whisky'],
    ['a juice', 'glass of juice'],
    ['a lemonade', 'lemonade'],
    ['a soup', 'bowl of soup'],
    ['a pea soup', 'bowl of soup'],
    ['a jam', 'jar of jam'],
    ['a marmalade', 'jar of jam'],
    ['a dinner', 'meal'],
    ['a lunch', 'meal'],
    ['a supper', 'meal'],
    ['a breakfast', 'breakfast'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a sherry', 'glass of wine'],
    ['a vodka', 'glass of whisky'],
    ['a gin', 'glass of whisky'],
    ['a stout', 'glass of beer'],
    ['a consomme', 'bowl of soup'],
    ['a goulash', 'bowl of soup'],
    ['a borscht', 'bowl of soup'],
  ])('%s reaches its vessel: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('shows what is in the vessel', async () => {
    expect(await partsOf('a beer')).toEqual(expect.arrayContaining(['drink', 'foam', 'glass']));
    expect(await partsOf('a tea')).toEqual(expect.arrayContaining(['cup', 'saucer', 'tag']));
    expect(await partsOf('a whisky')).toEqual(expect.arrayContaining(['drink', 'ice_1']));
    expect(await partsOf('a breakfast')).toEqual(
      expect.arrayContaining(['plate', 'yolk_1', 'bacon_1', 'toast']),
    );
  });
});

describe('landforms as dioramas, things of the sky', () => {
  it.each([
    ['a river', 'river'],
    ['a stream', 'river'],
    ['a creek', 'river'],
    ['a lake', 'lake'],
    ['a pond', 'lake'],
    ['a lagoon', 'lake'],
    ['a sea', 'sea'],
    ['an ocean', 'sea'],
    ['a cave', 'cave'],
    ['a cliff', 'cliff'],
    ['a canyon', 'canyon'],
    ['a valley', 'valley'],
    ['an iceberg', 'iceberg'],
    ['a glacier', 'glacier'],
    ['a swamp', 'swamp'],
    ['a marsh', 'swamp'],
    ['a meadow', 'meadow'],
    ['a comet', 'comet'],
    ['a black hole', 'black hole'],
    ['a solar system', 'solar system'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a coast', 'beach'],
    ['a seacoast', 'beach'],
    ['a mountainside', 'hill'],
    ['a rivulet', 'river'],
    ['a bayou', 'lake'],
    ['a gully', 'valley'],
  ])('%s reaches its class: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('shows what makes the place', async () => {
    expect(await partsOf('a river')).toEqual(expect.arrayContaining(['ground', 'river']));
    expect(await partsOf('a cave')).toEqual(expect.arrayContaining(['rock', 'darkness']));
    expect(await partsOf('a swamp')).toEqual(expect.arrayContaining(['water', 'dead_tree']));
  });
});

describe('young animals are built as their adults', () => {
  it.each([
    ['a colt', 'horse'],
    ['a filly', 'horse'],
    ['a whelp', 'dog'],
    ['a nestling', 'bird'],
    ['a fledgling', 'bird'],
    ['a bear cub', 'bear'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});

describe('plants, seeds, small creatures and pantry food by shape', () => {
  it.each([
    ['a pinecone', 'pinecone'],
    ['a pine cone', 'pinecone'],
    ['an acorn', 'acorn'],
    ['a vine', 'vine'],
    ['an ivy', 'vine'],
    ['a moss', 'moss'],
    ['a seaweed', 'seaweed'],
    ['a kelp', 'seaweed'],
    ['a hay', 'hay bale'],
    ['a lilac', 'lilac'],
    ['a tadpole', 'tadpole'],
    ['a cocoon', 'cocoon'],
    ['a chrysalis', 'cocoon'],
    ['a possum', 'opossum'],
    ['a soda', 'glass of soda'],
    ['a soft drink', 'glass of soda'],
    ['an ice water', 'glass of water'],
    ['a peanut butter', 'peanut butter'],
    ['a toffee', 'wrapped candy'],
    ['a taffy', 'wrapped candy'],
    ['a flour', 'bag of flour'],
    ['a sugar', 'sugar'],
    ['sugar cubes', 'sugar'],
    ['a dough', 'dough'],
    ['a rhubarb', 'rhubarb'],
    ['a kiwi fruit', 'kiwi fruit'],
    ['a kiwi', 'kiwi fruit'],
    ['a ginger root', 'ginger root'],
    ['a seed', 'seed'],
    ['sunflower seeds', 'seed'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a pansy', 'flower'],
    ['a sirloin', 'steak'],
    ['a pork', 'steak'],
    ['a mutton', 'steak'],
    ['a ginger ale', 'glass of soda'],
  ])('%s reaches its class: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('a pine cone is no ice cream cone', () => {
    expect(read('a pine cone').kind).not.toBe('ice cream');
  });
});

describe('looks that failed by eye', () => {
  it('an orca is black with white patches, a dolphin has a beak and no patches', async () => {
    expect(read('an orca')).toMatchObject({ kind: 'fish', match: 'exact' });
    expect(read('a killer whale').kind).toBe('fish');
    const orca = await partsOf('an orca');
    expect(orca).toEqual(expect.arrayContaining(['eye_patch_l', 'eye_patch_r', 'belly']));
    expect(orca).not.toContain('beak');
    expect(await partsOf('a dolphin')).toContain('beak');
  });

  it('a strawberry has seeds and sepals, a croissant is one crescent', async () => {
    expect(await partsOf('a strawberry')).toEqual(expect.arrayContaining(['seeds', 'leaf']));
    expect(await partsOf('a croissant')).toEqual(['loaf']);
  });
});
