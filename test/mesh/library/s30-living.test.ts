/**
 * Issue 32 (session 30, helper living): animals and plants by class (docs/decisions.md,
 * "Animals and plants by class, session 30"). A taxon's name — a genus, a family, an order, a
 * phylum — is drawn as its first member a kind builds (a bos is the cow, a pongo the
 * orangutan, a rosa the rose); a wood of a tree that is no tree itself (a beechwood, a
 * sandalwood) is lumber, a stack of sawn planks in the tone its gloss gives; every juniper is
 * the conifer.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { build, named, rgb } from './scenes.ts';

describe('a taxon is drawn as its first member a kind builds', () => {
  it.each([
    // Genera of animals, through WordNet's member lists.
    ['a bos', 'cow'],
    ['a mus', 'mouse'],
    ['a pongo', 'orangutan'],
    ['an anas', 'bird'],
    ['a perdix', 'bird'],
    ['a troglodytes', 'bird'],
    ['an uta', 'lizard'],
    ['an aphis', 'louse'],
    ['a vanessa', 'butterfly'],
    ['a galleria', 'butterfly'],
    ['a cyclopes', 'anteater'],
    // Orders and classes, read through their member taxa.
    ['a carnivora', 'dog'],
    ['an anthozoa', 'sea anemone'],
    ['a hydrozoa', 'jellyfish'],
    ['a foraminifera', 'microbe'],
    // Genera of plants and fungi.
    ['a rosa', 'rose'],
    ['an aconitum', 'hollyhock'],
    ['a virgilia', 'tree'],
    ['a phallus', 'mushroom'],
    // A species with no member listed, of a class that is itself a kind.
    ['a saratoga', 'fish'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const reading = interpretPrompt(prompt, 1);
    expect(reading).toMatchObject({ kind, match: 'related' });
    expect(reading.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it('the member names the look: an anas is the mallard, a pongo the orangutan', () => {
    expect(interpretPrompt('an anas', 1).chain).toContain('mallard');
    expect(interpretPrompt('a bos', 1).chain).toContain('bovine');
    expect(interpretPrompt('a troglodytes', 1).chain).toContain('wren');
  });

  it.each([
    // No member a kind builds, and a class only stood in for (a sponge is no bath sponge).
    'a porifera',
    'a pipa',
    'a ctenophora',
  ])('%s, whose members no kind builds, stays unknown', (prompt) => {
    expect(interpretPrompt(prompt, 1).match).toBe('unknown');
  });

  it.each(['a cygnus', 'a venus', 'an aquila'])(
    '%s, first a constellation or a planet, is no member of its genus',
    (prompt) => {
      expect(interpretPrompt(prompt, 1).match).toBe('unknown');
    },
  );

  it('a genus that is a word of its own first stays that word (primates are monkeys)', () => {
    expect(interpretPrompt('a primates', 1)).toMatchObject({ kind: 'monkey', match: 'exact' });
    expect(interpretPrompt('fungi', 1)).toMatchObject({ kind: 'mushroom', match: 'exact' });
  });
});

describe('the wood of a tree is lumber, a stack of sawn planks', () => {
  it.each([
    ['a beechwood', 'beechwood'],
    ['an elmwood', 'elmwood'],
    ['a sandalwood', 'sandalwood'],
    ['a whitewood', 'whitewood'],
  ])('%s stands in as lumber and says so', (prompt, noun) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind: 'lumber',
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('lumber is read by its own name', () => {
    expect(interpretPrompt('lumber', 1)).toMatchObject({ kind: 'lumber', match: 'exact' });
  });

  it.each([
    ['an alder', 'tree'],
    ['a sycamore', 'tree'],
  ])('%s, a wood that is also the tree, stays the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('wood as a modifier is still the material: a wood carving is a carving', () => {
    expect(interpretPrompt('a wood carving', 1).kind).toBe('sculpture');
    expect(interpretPrompt('a wood pigeon', 1).kind).toBe('bird');
  });

  it('is long, low planks in three layers, battens between them, all touching', async () => {
    const s = await build('lumber');
    const { size } = bounds(s.parts);
    expect(size[0]).toBeGreaterThan(size[1] * 3);
    expect(named(s, 'plank_').length).toBe(11);
    expect(named(s, 'batten_').length).toBe(6);
    expect(apart(s.parts)).toEqual([]);
  });

  it('takes the tone its gloss gives: sandalwood (yellowish) tan, whitewood (light) sand', () => {
    expect(interpretPrompt('a sandalwood', 1).colors).toEqual(['tan']);
    expect(interpretPrompt('a whitewood', 1).colors).toEqual(['sand']);
    // A gloss without a tone leaves the wood's own colour; a colour asked for wins.
    expect(interpretPrompt('a beechwood', 1).colors).toEqual([]);
    expect(interpretPrompt('a black sandalwood', 1).colors).toEqual(['black']);
  });

  it('a whitewood is paler than a sandalwood, whose planks are warm', async () => {
    const white = rgb(await build('a whitewood'), 'plank_1_1');
    const sandal = rgb(await build('a sandalwood'), 'plank_1_1');
    const sum = (c: readonly number[]): number => c[0]! + c[1]! + c[2]!;
    expect(sum(white)).toBeGreaterThan(sum(sandal));
    expect(sandal[0]!).toBeGreaterThan(sandal[2]! * 1.5);
  });
});

describe('microorganisms and algae by their class', () => {
  it.each([
    // Every bacterium and every protozoan is the microbe.
    ['a strep', 'microbe'],
    ['a staphylococcus', 'microbe'],
    ['a listeria', 'microbe'],
    ['an acidophilus', 'microbe'],
    ['a giardia', 'microbe'],
    ['a paramecium', 'microbe'],
    // Every alga is the seaweed.
    ['algae', 'seaweed'],
    ['a sargasso', 'seaweed'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const reading = interpretPrompt(prompt, 1);
    expect(reading).toMatchObject({ kind, match: 'related' });
    expect(reading.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it('the named microbes and seaweeds stay exact', () => {
    expect(interpretPrompt('an amoeba', 1)).toMatchObject({ kind: 'microbe', match: 'exact' });
    expect(interpretPrompt('a kelp', 1)).toMatchObject({ kind: 'seaweed', match: 'exact' });
  });

  it('plankton, a drifting mass of many creatures, stays unknown', () => {
    expect(interpretPrompt('plankton', 1).match).toBe('unknown');
  });
});

describe('a cetacean is the whale', () => {
  it('is drawn as the whale, not the seeded fish', async () => {
    const cetacean = await build('a cetacean');
    const whale = await build('a whale');
    expect(cetacean.interpretation).toMatchObject({ kind: 'fish', match: 'related' });
    expect(cetacean.parts.map((p) => p.name).sort()).toEqual(whale.parts.map((p) => p.name).sort());
  });
});

describe('a flower is drawn in the form its gloss gives it', () => {
  it.each([
    // Spikes and racemes: the hollyhock's tall spike.
    ['an asphodel', 'hollyhock'],
    // Round clusters of small flowers: the geranium's heads.
    ['a phlox', 'geranium'],
    ['an agapanthus', 'geranium'],
    ['a valerian', 'geranium'],
    ['a spearmint', 'geranium'],
    ['a livelong', 'geranium'],
    // Tulip-shaped flowers: the tulip.
    ['a mariposa', 'tulip'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const reading = interpretPrompt(prompt, 1);
    expect(reading).toMatchObject({ kind, match: 'related' });
    expect(reading.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it.each([
    // Clusters of large flowers, a single flower, or no form named: the daisy.
    'a canna',
    'a veronica',
    'a marguerite',
    // A class the flower draws in its own shape keeps it: a freesia's clusters and a
    // gladiolus's spikes are the iris's.
    'a freesia',
    'a glad',
  ])('%s, whose gloss gives no form the flower lacks, stays the flower', (prompt) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'flower', match: 'related' });
  });

  it('the form keeps the gloss colour: the heads of an agapanthus are blue', async () => {
    const s = await build('an agapanthus');
    const [r, g, b] = rgb(s, 'flower_1');
    expect(b!).toBeGreaterThan(r! * 2);
    expect(b!).toBeGreaterThan(g!);
  });
});

describe('every juniper is the conifer', () => {
  it('a savin (a dwarf juniper) is the tree, drawn as the juniper', () => {
    const reading = interpretPrompt('a savin', 1);
    expect(reading).toMatchObject({ kind: 'tree', match: 'related' });
    expect(reading.chain).toContain('juniper');
  });
});
