/**
 * Issue 32 (session 30): food and drink by class (docs/decisions.md "Food and drink by class,
 * session 30"). Every variety meat was the grilled beef steak: organ meats are now raw on a
 * butcher's tray, told apart by their class (dark glossy organs) and by their commonest
 * members (tripe's honeycomb, sweetbreads' pale lumps, chitterlings' coiled tubes). Every
 * candy without a kind of its own is the wrapped sweet, every chocolate candy the chocolate
 * bar. And frosting, said often and unknown, is a bowl of piped frosting with a cupcake.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { box, build, has, hasNamed, named, rgb } from './scenes.ts';

const lightness = (c: readonly number[]): number => (c[0]! + c[1]! + c[2]!) / 3;
const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('organ meats are raw on a butcher’s tray, not the grilled steak', () => {
  it.each([
    ['an offal', 'offal'],
    ['a tripe', 'tripe'],
    ['sweetbreads', 'sweetbread'],
    ['chitlins', 'chitlins'],
  ])('%s stands in as the steak and says so', (prompt, noun) => {
    expect(read(prompt)).toMatchObject({ kind: 'steak', match: 'related', stand_in_for: noun });
    expect(read(prompt).chain).toContain('variety meat');
  });

  it('an offal is glossy dark red organs and slices on a white tray, no grill marks', async () => {
    const s = await build('an offal');
    expect(hasNamed(s, 'grill_mark')).toBe(false);
    expect(has(s, 'fat')).toBe(false);
    expect(named(s, 'organ')).toHaveLength(2);
    expect(named(s, 'slice')).toHaveLength(3);
    const [r, g, b] = rgb(s, 'organ_1');
    // Dark red: red well above green and blue, and dark overall (colours are linear).
    expect(r!).toBeGreaterThan(g! * 3);
    expect(lightness([r!, g!, b!])).toBeLessThan(0.1);
    expect(lightness(rgb(s, 'tray'))).toBeGreaterThan(0.8);
    const tray = box(s, 'tray');
    expect(bounds(named(s, 'organ')).min[1]).toBeGreaterThan(tray.min[1]);
    expect(apart(s.parts)).toEqual([]);
  });

  it('tripe is a pale sheet with raised honeycomb cells, on a dark tray so it shows', async () => {
    const s = await build('a tripe');
    expect(hasNamed(s, 'grill_mark')).toBe(false);
    expect(named(s, 'honeycomb').length).toBeGreaterThan(20);
    expect(lightness(rgb(s, 'tripe'))).toBeGreaterThan(0.5);
    expect(lightness(rgb(s, 'tray'))).toBeLessThan(0.1);
    // The cells sit on the sheet's face.
    expect(bounds(named(s, 'honeycomb')).min[1]).toBeGreaterThan(box(s, 'tripe').max[1] - 0.005);
    expect(apart(s.parts)).toEqual([]);
  });

  it('sweetbreads are knobbly pale lumps of one colour; chitterlings coiled tubes', async () => {
    const sweet = await build('a sweetbread');
    expect(named(sweet, 'sweetbread')).toHaveLength(6);
    expect(named(sweet, 'lobe').length).toBeGreaterThanOrEqual(12);
    const [r, g, b] = rgb(sweet, 'sweetbread_1');
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
    expect(apart(sweet.parts)).toEqual([]);
    const chit = await build('chitlins');
    expect(named(chit, 'chitterling')).toHaveLength(6);
    expect(hasNamed(chit, 'grill_mark')).toBe(false);
  });

  it('a steak and a pork chop keep their own looks', async () => {
    const steak = await build('a steak');
    expect(hasNamed(steak, 'grill_mark')).toBe(true);
    expect(has(steak, 'tray')).toBe(false);
    const pork = await build('a pork chop');
    expect(has(pork, 'tray')).toBe(false);
  });
});

describe('candies stand in as the wrapped sweet, chocolates as the bar', () => {
  it.each([
    ['a sugarplum', 'wrapped candy'],
    ['a lozenge', 'wrapped candy'],
    ['a jawbreaker', 'wrapped candy'],
    ['a choc', 'chocolate bar'],
    ['chocs', 'chocolate bar'],
  ])('%s is the %s, related', (prompt, kind) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBeTruthy();
  });

  it('candies with a kind keep it', () => {
    const stays: Array<[string, string]> = [
      ['a candy', 'lollipop'],
      ['a lollipop', 'lollipop'],
      ['a bonbon', 'wrapped candy'],
      ['a toffee', 'wrapped candy'],
      ['a fudge', 'fudge'],
      ['a gumdrop', 'gumdrop'],
      ['a jelly bean', 'jelly bean'],
      ['a candy cane', 'candy cane'],
      ['a chocolate bar', 'chocolate bar'],
      ['a truffle', 'chocolate truffle'],
      ['a pill', 'pill'],
    ];
    for (const [prompt, kind] of stays) expect([prompt, read(prompt).kind]).toEqual([prompt, kind]);
  });
});

describe('frosting is a bowl of piped frosting with a frosted cupcake', () => {
  it.each([
    ['a frosting', 'frosting'],
    ['icing', 'frosting'],
  ])('%s is the %s, exactly', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each(['糖霜', 'アイシング', 'du glaçage', 'ein Zuckerguss', 'una glassa', 'глазурь'])(
    'is asked for in other languages: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('frosting');
    },
  );

  it('the swirl rises above the bowl, pink, with a spatula and a cupcake beside', async () => {
    const s = await build('a frosting');
    const bowl = box(s, 'bowl');
    const swirl = bounds(named(s, 'swirl'));
    expect(swirl.max[1]).toBeGreaterThan(bowl.max[1] + 0.03);
    const [r, g, b] = rgb(s, 'heap');
    expect(r!).toBeGreaterThan(g! + 0.3);
    expect(b!).toBeGreaterThan(g!);
    expect(has(s, 'spatula_blade')).toBe(true);
    // The cupcake stands beside the bowl, lower than it is wide, crowned with the same swirl.
    const cup = box(s, 'cup');
    expect(cup.min[0]).toBeGreaterThan(bowl.max[0] - 0.01);
    expect(bounds(named(s, 'topping')).min[1]).toBeGreaterThan(cup.max[1] - 0.01);
    expect(rgb(s, 'topping_1')).toEqual(rgb(s, 'heap'));
    expect(apart(s.parts)).toEqual([]);
  });
});

describe('succotash and aspic are kinds, drawn as served', () => {
  it.each([
    ['a succotash', 'succotash'],
    ['succotash', 'succotash'],
    ['an aspic', 'aspic'],
  ])('%s is the %s, exactly', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['豆煮玉米', 'succotash'],
    ['un maíz con habas', 'succotash'],
    ['肉冻', 'aspic'],
    ['une gelée de viande', 'aspic'],
    ['eine Sülze', 'aspic'],
    ['холодец', 'aspic'],
  ])('is asked for in other languages: %s is the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('succotash is a bowl heaped with yellow corn and green lima beans, a pat of butter', async () => {
    const s = await build('a succotash');
    const bowl = box(s, 'bowl');
    expect(bowl.size[0]).toBeGreaterThan(bowl.size[1] * 2.5);
    expect(named(s, 'corn').length).toBeGreaterThan(30);
    expect(named(s, 'bean').length).toBeGreaterThan(20);
    const [cr, cg, cb] = rgb(s, 'corn_1');
    expect(cr!).toBeGreaterThan(cb! + 0.4);
    expect(cg!).toBeGreaterThan(cb! + 0.2);
    const [br, bg, bb] = rgb(s, 'bean_1');
    expect(bg!).toBeGreaterThan(br!);
    expect(bg!).toBeGreaterThan(bb!);
    expect(bounds(named(s, 'corn')).max[1]).toBeGreaterThan(bowl.max[1]);
    expect(has(s, 'butter')).toBe(true);
    expect(apart(s.parts)).toEqual([]);
  });

  it('aspic is a fluted dome of amber jelly on a plate, egg, carrot and peas set in it', async () => {
    const s = await build('an aspic');
    const jelly = box(s, 'jelly');
    const plate = box(s, 'plate');
    expect(jelly.min[1]).toBeGreaterThanOrEqual(plate.max[1] - 0.001);
    expect(jelly.size[0]).toBeGreaterThan(jelly.size[1] * 1.5);
    const [r, g, b] = rgb(s, 'jelly');
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
    expect(named(s, 'flute')).toHaveLength(12);
    expect(named(s, 'egg')).toHaveLength(3);
    expect(named(s, 'carrot')).toHaveLength(4);
    expect(named(s, 'pea')).toHaveLength(5);
    expect(named(s, 'parsley')).toHaveLength(8);
    expect(apart(s.parts)).toEqual([]);
  });
});

describe('a rutabaga is the turnip in yellow; cheap and home-made drinks reach their glass', () => {
  it('a rutabaga stands in as the turnip’s root, yellow under a purple crown', async () => {
    expect(read('a rutabaga')).toMatchObject({ kind: 'onion', match: 'related' });
    expect(read('a rutabaga').chain).toContain('turnip');
    const s = await build('a rutabaga');
    const turnip = await build('a turnip');
    const [r, g, b] = rgb(s, 'body');
    expect(r!).toBeGreaterThan(b! + 0.3);
    expect(g!).toBeGreaterThan(b! + 0.2);
    expect(has(s, 'crown')).toBe(true);
    expect(box(s, 'body').size[1]).toBeGreaterThan(box(turnip, 'body').size[1]);
  });

  it.each([
    ['a rotgut', 'glass of whisky'],
    ['a homebrew', 'glass of beer'],
  ])('%s is the %s, related', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('a drink and a beverage stay the cup of coffee', () => {
    expect(read('a drink').kind).toBe('cup of coffee');
    expect(read('a beverage').kind).toBe('cup of coffee');
  });
});

describe('a food under no class with a kind is read by what its gloss says it is', () => {
  it.each([
    // "a flat tortilla with various fillings piled on it"
    ['a tostada', 'flatbread', 'tortilla'],
    // "sauteed cutlets (usually veal or poultry) …"
    ['a scallopini', 'steak', 'cutlet'],
    // "meat that has been barbecued or grilled in a highly seasoned sauce"
    ['a barbeque', 'steak', 'meat'],
    // "light foamy custard-like dessert served hot or chilled"
    ['a zabaglione', 'custard', 'custard'],
    // "fruit (especially peach) whose flesh adheres strongly to the pit"
    ['a cling', 'peach', 'peach'],
    ['a freestone', 'peach', 'peach'],
    // "something (such as parsley) added to a dish for flavor or decoration"
    ['a garnish', 'herb', 'parsley'],
    // "candy containing a fruit or nut": candy's family, the wrapped sweet
    ['a comfit', 'wrapped candy', 'candy'],
  ])('%s stands in as the %s through "%s"', (prompt, kind, head) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.chain).toEqual([it.stand_in_for, head]);
  });

  it('a head that is no food kind, or the noun’s own class, leaves it unknown', () => {
    // "a diet excluding all meat and fish": a diet, not meat.
    expect(read('a vegetarianism').match).toBe('unknown');
    // "a crystalline substance 500 times sweeter than sugar": a substance, not sugar.
    expect(read('a saccharin').match).toBe('unknown');
    // "meal made of finely ground corn …": meal is its class (ground grain), not the meal.
    expect(read('a pinole').kind).not.toBe('meal');
    // "casserole of eggplant …": the casserole named is the pot, no food.
    expect(read('a moussaka').kind).not.toBe('cooking pot');
  });
});

describe('food colouring is a row of dye bottles; fodder, leftovers and ribs reach their kinds', () => {
  it.each([
    ['food coloring', 'food coloring'],
    ['a food colouring', 'food coloring'],
    ['a coloring', 'food coloring'],
  ])('%s is the %s, exactly', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each(['食用色素', 'colorant alimentaire', 'eine Lebensmittelfarbe', 'пищевой краситель'])(
    'is asked for in other languages: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('food coloring');
    },
  );

  it('a coloring book stays a book', () => {
    expect(read('a coloring book').kind).toBe('book');
  });

  it('four bottles, red, yellow, green and blue, each with a pointed cap, on a saucer', async () => {
    const s = await build('food coloring');
    const bottles = [1, 2, 3, 4].map((n) => rgb(s, `bottle_${n}`));
    const [red, yellow, green, blue] = bottles.map((c) => c as readonly number[]);
    expect(red![0]!).toBeGreaterThan(red![1]! + 0.4);
    expect(yellow![0]!).toBeGreaterThan(yellow![2]! + 0.4);
    expect(yellow![1]!).toBeGreaterThan(yellow![2]! + 0.3);
    expect(green![1]!).toBeGreaterThan(green![0]!);
    expect(blue![2]!).toBeGreaterThan(blue![0]! + 0.3);
    for (const n of [1, 2, 3, 4]) {
      const cap = box(s, `cap_${n}`);
      const bottle = box(s, `bottle_${n}`);
      expect(cap.min[1]).toBeGreaterThan(bottle.max[1] - 0.005);
      expect(cap.size[1]).toBeGreaterThan(cap.size[0]);
    }
    expect(box(s, 'bottle_1').min[1]).toBeGreaterThanOrEqual(box(s, 'saucer').max[1] - 0.001);
    expect(apart(s.parts)).toEqual([]);
  });

  it.each([
    ['a forage', 'hay bale'],
    ['a fodder', 'hay bale'],
    ['leftovers', 'takeout box'],
    ['a sparerib', 'rack of ribs'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBeTruthy();
  });

  it('hay and a takeaway keep their readings', () => {
    expect(read('hay')).toMatchObject({ kind: 'hay bale', match: 'exact' });
    expect(read('a takeaway').kind).toBe('takeout box');
  });
});
