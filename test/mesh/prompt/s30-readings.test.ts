/**
 * Issue 32, session 30 (helper readings): how a prompt's words become a kind
 * (docs/decisions.md, "Reading rules, session 30"). Each rule is stated with the words that
 * showed it, what a person asking would picture, and what the rule must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { glossOf, kindSenseWords, ownPlural } from '../../../server/mesh/prompt/meaning.ts';
import type { Scene } from '../../../server/mesh/scene.ts';
import { box, build, has } from '../library/scenes.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe("a kind stands in through the sense its family names, not a homonym's", () => {
  it('the plate kind is the dish: a baffle (a flat metal plate) is no dinner plate', () => {
    expect(kindSenseWords('plate')).toEqual(['plate']);
    const it = read('a baffle');
    expect(it.kind).not.toBe('plate');
    expect(it.match).toBe('unknown');
  });

  it('so is a planchet, the metal disk a coin is struck from', () => {
    expect(read('a planchet').kind).not.toBe('plate');
  });

  it('a plate, a saucer and a platter are still the dish', () => {
    expect(read('a plate')).toMatchObject({ kind: 'plate', match: 'exact' });
    expect(read('a saucer').kind).toBe('plate');
    expect(read('a platter').kind).toBe('plate');
  });

  it('the cabinet is the cupboard, the bolt the screw, the valve the tap-like control', () => {
    expect(kindSenseWords('cabinet')).toEqual(['cabinet']);
    expect(kindSenseWords('bolt')).toEqual(['bolt']);
    expect(kindSenseWords('valve')).toEqual(['valve']);
    expect(read('a cabinet')).toMatchObject({ kind: 'cabinet', match: 'exact' });
  });

  it("a name's first sense keeps the kind when its family names a rarer one", () => {
    // The flower kind is flower#2 (a bloom), which a blossom means first; its family flower#1.
    expect(read('a blossom').kind).toBe('flower');
    // A hole is first an opening: a rathole is still a hole.
    expect(read('a rathole').kind).toBe('hole');
  });
});

describe('a plural WordNet lists as its own noun is read by its own senses', () => {
  it('anklets are ankle socks, no strap shoes', () => {
    const it = read('anklets');
    expect(it.kind).not.toBe('shoe');
    expect(it).toMatchObject({ kind: 'sock', match: 'related', stand_in_for: 'anklets' });
    // The singular is a word of the socks' sense: several socks.
    expect(it.count).toBeGreaterThan(1);
  });

  it('jodhpurs are the riding breeches, one garment, no boot', () => {
    const it = read('jodhpurs');
    expect(it.kind).not.toBe('boot');
    expect(it).toMatchObject({ kind: 'trousers', match: 'related', count: 1 });
  });

  it('a mews is the street of old stables, victuals are a meal', () => {
    expect(read('a mews')).toMatchObject({ kind: 'road', match: 'related' });
    expect(read('victuals')).toMatchObject({ kind: 'meal', match: 'related' });
  });

  it('a singular SemCor uses more keeps the plural a count of it', () => {
    // Cords are ropes before corduroys, knuckles a hand's, lodgings a house.
    expect(ownPlural('cords', 'cord')).toBeNull();
    expect(read('cords').kind).toBe('rope');
    expect(read('knuckles').kind).not.toBe('knuckle duster');
    expect(read('lodgings').kind).toBe('house');
    // An abbreviation's plural is no such noun: BBs are no bulletin board system.
    expect(ownPlural('bbs', 'bb')).toBeNull();
  });

  it('plurals of kinds are still counts of the kind', () => {
    expect(read('bottles')).toMatchObject({ kind: 'bottle', count: 3 });
    expect(read('two anklets').count).toBe(2);
  });
});

describe('a bare word mainly an adjective or a name is no rare variety', () => {
  it('a delicious and a prima are not known, no apples (the cultivars are proper names)', () => {
    for (const prompt of ['a delicious', 'a prima']) {
      const it = read(prompt);
      expect(it.kind).not.toBe('apple');
      expect(it.match).toBe('unknown');
    }
  });

  it('a McIntosh and a pippin, apples by name and no adjectives, are still apples', () => {
    expect(read('a mcintosh')).toMatchObject({ kind: 'apple', match: 'related' });
    expect(read('a pippin')).toMatchObject({ kind: 'apple', match: 'related' });
  });

  it('a charles, a name of kings before a river, is not known; the Thames is a river', () => {
    const it = read('a charles');
    expect(it.kind).not.toBe('river');
    expect(it.match).toBe('unknown');
    expect(read('a thames')).toMatchObject({ kind: 'river', match: 'related' });
  });
});

describe('a bed of plants is the garden plot', () => {
  it('a flower bed and a flowerbed stand in as the garden', () => {
    for (const prompt of ['a flower bed', 'a flowerbed']) {
      expect(read(prompt)).toMatchObject({ kind: 'garden', match: 'related' });
    }
  });

  it('a bed is still the bed one sleeps in', () => {
    expect(read('a bed')).toMatchObject({ kind: 'bed', match: 'exact' });
  });
});

describe("a modifier or an 'of' phrase picks the head's sense", () => {
  it('a spring of water and a water spring are no coil spring', () => {
    for (const prompt of ['a spring of water', 'a water spring']) {
      expect(read(prompt).kind).not.toBe('coil spring');
    }
    // A steel spring is still the coil spring.
    expect(read('a steel spring').kind).toBe('coil spring');
  });

  it('a bed of flowers is the flower bed: the garden', () => {
    expect(read('a bed of flowers')).toMatchObject({ kind: 'garden', match: 'related' });
  });

  it('a pen of sheep and a holding pen are the corral, no writing pen', () => {
    expect(read('a pen of sheep')).toMatchObject({ kind: 'corral', match: 'related' });
    expect(read('a holding pen')).toMatchObject({ kind: 'corral', match: 'related' });
    // Someone holding a pen still holds the writing pen.
    const robot = read('a robot holding a pen');
    expect(robot.kind).toBe('robot');
    expect(robot.objects?.[0]?.kind).toBe('pen');
  });

  it("a shirt collar is a garment's collar (a part of its neck opening), no dog collar", () => {
    const it = read('a shirt collar');
    expect(it.kind).not.toBe('dog collar');
    expect(read('a dog collar').kind).toBe('dog collar');
    expect(read('a collar').kind).toBe('dog collar');
  });

  it("a chair leg is a piece of furniture's leg, no person's", () => {
    expect(read('a chair leg').kind).not.toBe('leg');
  });

  it('a circuit court is a judicial circuit, no circuit board', () => {
    const it = read('a circuit court');
    expect(it.kind).not.toBe('circuit board');
    expect(it.match).toBe('unknown');
    expect(it.suggestions).toContain('circuit board');
  });

  it('portions and contents read as before', () => {
    expect(read('an ear of corn')).toMatchObject({ kind: 'corn', match: 'related' });
    expect(read('a clove of garlic').kind).toBe('garlic');
    expect(read('a basket of apples').kind).toBe('basket');
    expect(read('a slice of bread')).toMatchObject({ kind: 'bread', match: 'related' });
  });
});

describe('an adjective keeps a noun met mostly as no thing abstract', () => {
  it('a bad habit is a custom, no cassock', () => {
    const it = read('a bad habit');
    expect(it.kind).not.toBe('cassock');
    expect(it.match).toBe('abstract');
  });

  it('a habit alone, or a black one, is still the religious garment', () => {
    expect(read('a habit')).toMatchObject({ kind: 'cassock', match: 'related' });
    expect(read('a black habit').kind).toBe('cassock');
    expect(read('a sharp rasp').kind).toBe('rasp');
  });
});

describe('a long-necked lute is told from the guitar', () => {
  const span = (s: Scene, name: string, axis: 0 | 1): number =>
    box(s, name).max[axis] - box(s, name).min[axis];

  it.each(['a sitar', 'a samisen'])(
    '%s is a small round body on a neck longer than the body, no sound hole',
    async (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'guitar', match: 'related' });
      const s = await build(prompt);
      expect(has(s, 'sound_hole')).toBe(false);
      // The body is about as wide as it is long (round), the neck over twice its length.
      expect(span(s, 'body', 0) / span(s, 'body', 1)).toBeGreaterThan(0.8);
      expect(span(s, 'neck', 1)).toBeGreaterThan(span(s, 'body', 1) * 2);
    },
  );

  it('a samisen has the three strings its gloss counts', async () => {
    const s = await build('a samisen');
    expect(s.parts.find((p) => p.name === 'strings')).toBeDefined();
    expect(glossOf('samisen')).toMatch(/three strings/);
  });

  it('a guitar keeps its figure-eight body, sound hole and shorter neck', async () => {
    const s = await build('a guitar');
    expect(has(s, 'sound_hole')).toBe(true);
    expect(span(s, 'neck', 1)).toBeLessThan(span(s, 'body', 1) * 1.2);
  });
});
