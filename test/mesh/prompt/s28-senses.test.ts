/**
 * Issue 32, session 28 (helper senses): which WordNet sense a word is read in, and which
 * stand-in it gets (docs/decisions.md, "Which sense a word is read in"). Each rule is stated
 * with the words that showed it, and what a person asking would picture.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { isPluralOnlyThing } from '../../../server/mesh/prompt/meaning.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a made thing English names only in the plural is English, and one thing', () => {
  it('tongs are the kitchen tool, no French flip-flops: the tweezers build stands in', () => {
    for (const prompt of ['tongs', 'a pair of tongs', 'some tongs']) {
      const it = read(prompt);
      expect(it.kind).not.toBe('sandal');
      expect(it).toMatchObject({ kind: 'tweezers', match: 'related', stand_in_for: 'tongs' });
    }
  });

  it('a plural-only name is one thing, no plural of a word English lacks ("tong")', () => {
    expect(read('tongs').count).toBe(1);
    expect(isPluralOnlyThing('tongs')).toBe(true);
    // A plural whose singular is a noun is a count, as before.
    expect(isPluralOnlyThing('rails')).toBe(false);
    expect(isPluralOnlyThing('boots')).toBe(false);
  });

  it('other plural-only names read whole too: headquarters is an office, backstairs stairs', () => {
    expect(read('headquarters')).toMatchObject({ kind: 'office', match: 'related' });
    expect(read('backstairs')).toMatchObject({ kind: 'staircase', match: 'related' });
  });

  it('a plural WordNet knows as a thing is read as typed when its singular is no thing', () => {
    // "specs" are spectacles, no spec; "duds" clothes, no failed shell; "gps" no doctors.
    expect(read('specs')).toMatchObject({ kind: 'glasses', match: 'related' });
    expect(read('the works')).toMatchObject({ kind: 'factory', match: 'related' });
    expect(read('duds').kind).not.toBe('figure');
    expect(read('gps').kind).not.toBe('figure');
    // A singular that is a thing keeps the plural a count: knuckles are no knuckle duster.
    expect(read('knuckles').kind).not.toBe('knuckle duster');
  });

  it('French still reads a French sentence about tongs as flip-flops', () => {
    expect(read('une paire de tongs').kind).toBe('sandal');
    // A word another language borrows for the same sort of thing keeps that language's kind.
    expect(read('boxershorts').kind).toBe('shorts');
  });
});

describe('a thing under a part of another whole is no free-standing thing', () => {
  it('a fob (a watch pocket, so a pocket of a garment) is no pouch: the pocket kind', () => {
    const it = read('a fob');
    expect(it.kind).not.toBe('pouch');
    // Session 29 (wear): the pocket of a garment is a kind of its own, and every pocket its
    // family.
    expect(it).toMatchObject({ kind: 'pocket', match: 'related' });
  });

  it('a pocket is the pocket kind, a vest pocket stands in as it (session 29)', () => {
    expect(read('a pocket')).toMatchObject({ kind: 'pocket', match: 'exact' });
    expect(read('a vest pocket')).toMatchObject({ kind: 'pocket', match: 'related' });
  });

  it('a pouch itself, and a sporran (no part of anything), are still the pouch', () => {
    expect(read('a pouch')).toMatchObject({ kind: 'pouch', match: 'exact' });
    expect(read('a sporran')).toMatchObject({ kind: 'pouch', match: 'related' });
  });
});

describe('every sail is a sail, no towel', () => {
  it.each(['a sail', 'a jib', 'a topsail', 'a spinnaker'])('%s is the mainsail', (prompt) => {
    const it = read(prompt);
    expect(it.kind).not.toBe('towel');
    expect(it).toMatchObject({ kind: 'mainsail', match: 'related' });
  });

  it('a towel, a rag and a handkerchief are still the towel', () => {
    expect(read('a towel').kind).toBe('towel');
    expect(read('a rag').kind).toBe('towel');
    expect(read('a handkerchief').kind).toBe('towel');
  });
});

describe('the last word of a name is what is asked for', () => {
  it('a bomb bay is an aircraft bay, no bomb: unknown, the bomb offered first', () => {
    const it = read('a bomb bay');
    expect(it.kind).not.toBe('bomb');
    expect(it).toMatchObject({ kind: 'placeholder', match: 'unknown' });
    expect(it.suggestions![0]).toBe('bomb');
  });

  it('a modifier that picks no sense of the last word keeps its kind', () => {
    expect(read('a cat toy').kind).toBe('cat');
    expect(read('a teapot spout').kind).toBe('teapot');
    expect(read('a pizza slice').kind).toBe('pizza');
  });

  it('a sharpening stone is the whetstone, no rock', () => {
    expect(read('a sharpening stone')).toMatchObject({ kind: 'whetstone', match: 'exact' });
    expect(read('a stone').kind).toBe('rock');
    expect(read('a tin can').kind).toBe('can');
  });
});

describe('a name WordNet knows whole after a size or colour word is read whole', () => {
  it('a great dane is a dog, no Dane', () => {
    expect(read('a great dane')).toMatchObject({
      kind: 'dog',
      match: 'related',
      stand_in_for: 'great dane',
    });
  });

  it('a ring-tailed lemur is the lemur, no ring', () => {
    expect(read('a ring-tailed lemur')).toMatchObject({ kind: 'lemur', match: 'exact' });
  });

  it('a black racer is a snake, no racing car; a white russian the cocktail', () => {
    expect(read('a black racer').kind).toBe('snake');
    expect(read('a white russian').kind).toBe('cocktail');
  });

  it('the colour in the name is the colour of the thing', () => {
    const stork = read('a black stork');
    expect(stork.kind).toBe('bird');
    expect(stork.colors).toEqual(['black']);
    expect(read('a red admiral').colors).toEqual(['red']);
  });

  it('a size or colour before a kind the last word names is still a size or colour', () => {
    const car = read('a red car');
    expect(car.kind).toBe('car');
    expect(car.colors).toContain('red');
    expect(read('a big dog').kind).toBe('dog');
  });

  it('a name read whole is no kind through a synonym meant in another sense', () => {
    // "green goddess" and "Mary Jane" share a synset with "gage", a street name of marijuana
    // that is also the gauge's old spelling: no dial gauge is built for them.
    for (const prompt of ['green goddess', 'a mary jane'])
      expect(read(prompt).kind).not.toBe('gauge');
    expect(read('a gage')).toMatchObject({ kind: 'gauge', match: 'exact' });
    expect(read('a pressure gauge')).toMatchObject({ kind: 'gauge', match: 'exact' });
  });
});

describe('a word naming a food and its plant is the food', () => {
  it.each([
    ['a clove', 'garlic'],
    ['a chardonnay', 'glass of wine'],
    ['a mimosa', 'cocktail'],
    ['an absinthe', 'glass of whisky'],
    ['a tarragon', 'herb'],
    ['a sarsaparilla', 'glass of soda'],
  ])('%s is the %s, no tree, bush or vine', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('a fruit or a nut keeps the plant the tree kind draws hung with it', () => {
    expect(read('a quince').kind).toBe('tree');
    expect(read('a morello').kind).toBe('tree');
    expect(read('a butternut').kind).toBe('tree');
  });

  it.each(['a cinnamon', 'a nutmeg', 'a vanilla', 'a saffron'])(
    '%s, a spice, is no tree, flower or tulip: unknown',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'placeholder', match: 'unknown' });
    },
  );

  it('a plant drawn as its produce keeps it when the food stands in as nothing', () => {
    expect(read('a butternut squash').kind).toBe('pumpkin');
    expect(read('a pimiento').kind).toBe('bell pepper');
    expect(read('a fennel').kind).toBe('herb');
  });

  it('a plant without a food sense is still its plant', () => {
    expect(read('an elm').kind).toBe('tree');
    expect(read('a heather').kind).toBe('bush');
  });
});

describe('a colour word that is also a flower is the flower when nothing else is named', () => {
  it('"una rosa", "une rose", "uma rosa" are roses, no pink abstract sculpture', () => {
    for (const prompt of ['una rosa', 'une rose', 'uma rosa', 'una rosa rossa', 'rosa'])
      expect(read(prompt)).toMatchObject({ kind: 'rose', match: 'exact' });
  });

  it('a second colour is the rose’s colour: "una rosa roja" is a red rose', () => {
    const rose = read('una rosa roja');
    expect(rose.kind).toBe('rose');
    expect(rose.colors).toContain('red');
  });

  it('after a noun the word is still the colour: a pink dress, a pink car, a pink T-shirt', () => {
    expect(read('une robe rose').kind).toBe('dress');
    expect(read('un coche rosa').kind).toBe('car');
    expect(read('una maglietta rosa').kind).toBe('t-shirt');
    expect(read('ein rosa Auto').kind).toBe('car');
    // An unknown word may be the noun the colour describes: no rose is drawn for it.
    expect(read('una camisa rosa').kind).not.toBe('rose');
  });
});
