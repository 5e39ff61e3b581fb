/**
 * Issue 32 (session 28, animals): animals said often, by class (docs/decisions.md, "Animals
 * said often, by class"). Fish are drawn by their family's look where every one was the same
 * seeded fish; birds that were the seeded songbird get their own plumage; horses by coat and
 * class; a piggy, a pet, a stray, livestock, a simian and a kiang reach the animal a person
 * means; a wishbone, a talon and frogspawn are things of their own.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene } from '../../../server/mesh/scene.ts';
import { apart, bounds, totalVolume } from './geometry.ts';
import { build, has, named, part } from './scenes.ts';

/** Linear colour channels of a part. */
const rgb = (scene: Scene, name: string): number[] => [...part(scene, name).material.baseColor];
const lightness = (scene: Scene, name: string): number => Math.max(...rgb(scene, name));
const size = (scene: Scene, name: string) => bounds([part(scene, name)]).size;

describe('animals said often reach the animal a person means', () => {
  it.each([
    ['a piggy', 'pig', 'piggy'],
    ['a shoat', 'pig', 'shoat'],
    ['a pet', 'dog', 'pet'],
    ['a stray', 'dog', 'stray'],
    ['livestock', 'cow', 'livestock'],
    ['a simian', 'monkey', 'simian'],
    ['a kiang', 'donkey', 'kiang'],
    ['a wild ass', 'donkey', 'wild ass'],
    ['a spearfish', 'swordfish', 'spearfish'],
  ])('%s stands in as the %s', (prompt, kind, noun) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('keeps what a prompt names whole', () => {
    expect(interpretPrompt('a pet dog', 1)).toMatchObject({ kind: 'dog', match: 'exact' });
    expect(interpretPrompt('a stray cat', 1)).toMatchObject({ kind: 'cat', match: 'exact' });
    expect(interpretPrompt('a piglet', 1)).toMatchObject({ kind: 'pig', match: 'exact' });
    expect(interpretPrompt('a marlin', 1)).toMatchObject({ kind: 'swordfish', match: 'exact' });
    expect(interpretPrompt('a gar', 1)).toMatchObject({ kind: 'fish' });
  });

  it('a piggy is drawn as the piglet, smaller than the pig', async () => {
    const pig = bounds((await build('a pig')).parts);
    const piggy = bounds((await build('a piggy')).parts);
    expect(piggy.size[1]).toBeLessThan(pig.size[1] * 0.6);
  });
});

describe('fish by their family', () => {
  it.each(['a molly', 'a chub', 'a rudd', 'a gar', 'a remora', 'a pomfret', 'a loach'])(
    '%s is a fish with a look of its own, not the seeded colour',
    async (prompt) => {
      const s = await build(prompt);
      expect(s.interpretation).toMatchObject({ kind: 'fish', match: 'related' });
      expect(apart(s.parts)).toEqual([]);
    },
  );

  it('a molly is black; a chub brassy with a darker back', async () => {
    const molly = await build('a molly');
    expect(lightness(molly, 'body')).toBeLessThan(0.05);
    const chub = await build('a chub');
    const [r, g, b] = rgb(chub, 'body');
    expect(r!).toBeGreaterThan(b! * 1.3);
    expect(g!).toBeGreaterThan(b!);
    expect(lightness(chub, 'back')).toBeLessThan(lightness(chub, 'body') * 0.5);
  });

  it('a rudd is golden with red fins', async () => {
    const rudd = await build('a rudd');
    const [r, g, b] = rgb(rudd, 'tail_fin');
    expect(r!).toBeGreaterThan(Math.max(g!, b!) * 5);
    const [br, bg, bb] = rgb(rudd, 'body');
    expect(br!).toBeGreaterThan(bb! * 3);
    expect(bg!).toBeGreaterThan(bb! * 2);
  });

  it('a gar is long and slim, its jaws reaching well past its head', async () => {
    const gar = await build('a gar');
    const body = size(gar, 'body');
    expect(body[0]).toBeGreaterThan(body[1] * 5);
    expect(bounds([part(gar, 'snout')]).max[0]).toBeGreaterThan(
      bounds([part(gar, 'body')]).max[0] + body[0] * 0.15,
    );
    expect(named(gar, 'spots')).toHaveLength(1);
  });

  it('a sea bream (a pomfret) is deeper for its length than a carp (a chub)', async () => {
    const pomfret = size(await build('a pomfret'), 'body');
    const chub = size(await build('a chub'), 'body');
    expect(pomfret[1] / pomfret[0]).toBeGreaterThan((chub[1] / chub[0]) * 1.3);
  });

  it('a remora wears its sucking disc on top of its head; a loach its whiskers', async () => {
    const remora = await build('a remora');
    const disc = bounds([part(remora, 'sucker')]);
    const body = bounds([part(remora, 'body')]);
    expect(disc.min[1]).toBeGreaterThan(body.min[1] + body.size[1] * 0.6);
    expect(disc.min[0]).toBeGreaterThan(body.min[0] + body.size[0] * 0.5);
    const loach = await build('a loach');
    expect(has(loach, 'barbels')).toBe(true);
    expect(bounds([part(loach, 'barbels')]).max[0]).toBeGreaterThan(
      bounds([part(loach, 'body')]).max[0],
    );
  });

  it('an angelfish and a bluegill wear dark bars; a fish of no family keeps its bytes', async () => {
    expect(has(await build('an angelfish'), 'bars')).toBe(true);
    expect(has(await build('a bluegill'), 'bars')).toBe(true);
    const fish = await build('a fish');
    for (const name of ['back', 'bars', 'spots', 'snout', 'barbels', 'sucker'])
      expect(has(fish, name)).toBe(false);
  });
});

describe('birds that were the seeded songbird', () => {
  it('a shrike is grey with a black mask and black wings over a white breast', async () => {
    const s = await build('a shrike');
    expect(lightness(s, 'face')).toBeLessThan(0.02);
    expect(lightness(s, 'wing_l')).toBeLessThan(0.03);
    expect(Math.min(...rgb(s, 'breast'))).toBeGreaterThan(0.8);
  });

  it('a whippoorwill is a flat mottled nightjar on tiny legs with a stub of a bill', async () => {
    const s = await build('a whippoorwill');
    expect(has(s, 'spots')).toBe(true);
    expect(size(s, 'leg_l')[1]).toBeLessThan(size(s, 'body')[1] * 0.4);
    expect(size(s, 'beak')[0]).toBeLessThan(size(s, 'head')[0] * 0.5);
  });

  it('a junco is slate grey with a white belly and a pale bill', async () => {
    const s = await build('a junco');
    const [r, g, b] = rgb(s, 'body');
    expect(b!).toBeGreaterThanOrEqual(r!);
    expect(Math.max(r!, g!, b!)).toBeLessThan(0.15);
    expect(Math.min(...rgb(s, 'breast'))).toBeGreaterThan(0.8);
    expect(rgb(s, 'beak')[0]).toBeGreaterThan(0.5);
  });

  it('a guan wears a red dewlap and no chicken comb; a biddy is the hen with its comb', async () => {
    const guan = await build('a guan');
    expect(has(guan, 'comb')).toBe(false);
    const [r, g, b] = rgb(guan, 'throat');
    expect(r!).toBeGreaterThan(Math.max(g!, b!) * 5);
    const biddy = await build('a biddy');
    expect(has(biddy, 'comb')).toBe(true);
    expect(rgb(biddy, 'body')).toEqual(rgb(await build('a hen'), 'body'));
  });

  it('a brant is a goose with a black head; a turtledove warm brown, not the white dove', async () => {
    const brant = await build('a brant');
    expect(has(brant, 'neck')).toBe(true);
    expect(lightness(brant, 'head')).toBeLessThan(0.02);
    const dove = await build('a turtledove');
    const [r, , b] = rgb(dove, 'body');
    expect(r!).toBeGreaterThan(b! * 1.5);
    expect(lightness(dove, 'body')).toBeLessThan(lightness(await build('a dove'), 'body') * 0.6);
  });
});

describe('snakes by family', () => {
  it('a rattlesnake (a sidewinder, a rattler) holds up its rattle; a snake has none', async () => {
    for (const prompt of ['a rattlesnake', 'a sidewinder', 'a rattler']) {
      const s = await build(prompt);
      const rattle = bounds(named(s, 'rattle'));
      const body = bounds([part(s, 'body')]);
      expect(named(s, 'rattle').length).toBeGreaterThanOrEqual(4);
      // Stacked up at the tail's end.
      expect(rattle.size[1]).toBeGreaterThan(rattle.size[0] * 2);
      expect(rattle.min[0]).toBeLessThan(body.min[0] + body.size[0] * 0.05);
      expect(has(s, 'blotches_1')).toBe(true);
    }
    const snake = await build('a snake');
    expect(has(snake, 'rattle_1')).toBe(false);
    expect(has(snake, 'blotches_1')).toBe(false);
  });

  it('a cobra rears up with its hood spread wider than its head', async () => {
    const s = await build('a cobra');
    const hood = bounds([part(s, 'hood')]);
    const head = bounds([part(s, 'head')]);
    expect(hood.size[0]).toBeGreaterThan(head.size[0] * 2);
    expect(head.min[1]).toBeGreaterThan(bounds([part(await build('a snake'), 'head')]).max[1]);
    expect(interpretPrompt('a king cobra', 1)).toMatchObject({ kind: 'snake', match: 'related' });
  });

  it('a python or a boa constrictor is thicker than a snake, brown with dark blotches', async () => {
    const thin = await build('a snake');
    const girth = (s: Scene): number =>
      totalVolume([part(s, 'body')]) / bounds(s.parts).size[0] ** 3;
    for (const prompt of ['a python', 'a boa constrictor', 'a constrictor']) {
      const s = await build(prompt);
      expect(girth(s)).toBeGreaterThan(girth(thin) * 1.6);
      const [r, g, b] = rgb(s, 'body');
      expect(r!).toBeGreaterThan(g!);
      expect(g!).toBeGreaterThan(b!);
      expect(lightness(s, 'blotches_1')).toBeLessThan(lightness(s, 'body') * 0.4);
    }
  });
});

describe('horses by coat and class', () => {
  it('a dun is greyish brown with a dark stripe down its back', async () => {
    const s = await build('a dun');
    expect(has(s, 'stripe')).toBe(true);
    expect(lightness(s, 'stripe')).toBeLessThan(lightness(s, 'body') * 0.2);
  });

  it('a clydesdale is heavier than a horse, a shetland pony lower', async () => {
    const horse = size(await build('a horse'), 'body');
    const clydesdale = size(await build('a clydesdale'), 'body');
    expect(clydesdale[1] / clydesdale[0]).toBeGreaterThan((horse[1] / horse[0]) * 1.15);
    const pony = bounds((await build('a shetland pony')).parts);
    const tall = bounds((await build('a horse')).parts);
    expect(pony.size[1] / pony.size[0]).toBeLessThan(tall.size[1] / tall.size[0]);
  });
});

describe('a wishbone, a talon and frogspawn', () => {
  it.each([
    ['a wishbone', 'wishbone'],
    ['a wishing bone', 'wishbone'],
    ['ein Gabelbein', 'wishbone'],
    ['a talon', 'talon'],
    ["an eagle's talons", 'talon'],
    ['鹰爪', 'talon'],
    ['frogspawn', 'frogspawn'],
    ['spawn', 'frogspawn'],
    ['Froschlaich', 'frogspawn'],
    ['des œufs de grenouille', 'frogspawn'],
  ])('%s is the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a crab claw stays the claw and a bone the long bone', () => {
    expect(interpretPrompt('a claw', 1).kind).toBe('claw');
    expect(interpretPrompt('a bone', 1).kind).toBe('bone');
  });

  it('a wishbone is a V: two arms spreading up from one knob', async () => {
    const s = await build('a wishbone');
    const right = bounds([part(s, 'arm_r')]);
    const left = bounds([part(s, 'arm_l')]);
    const knob = bounds([part(s, 'knob')]);
    expect(right.max[0]).toBeGreaterThan(knob.max[0] * 2.5);
    expect(left.min[0]).toBeLessThan(knob.min[0] * 2.5);
    expect(right.max[1]).toBeGreaterThan(knob.max[1] * 4);
    expect(apart(s.parts)).toEqual([]);
  });

  it('a talon is a yellow scaly foot, each of four toes ending in a black hooked claw', async () => {
    const s = await build('a talon');
    expect(named(s, 'toe_').filter((p) => p.name.endsWith('_claw'))).toHaveLength(4);
    const [r, g, b] = rgb(s, 'leg');
    expect(r!).toBeGreaterThan(b! * 4);
    expect(g!).toBeGreaterThan(b! * 2);
    expect(lightness(s, 'toe_front_claw')).toBeLessThan(0.03);
    // Claws reach past the toes and down to the ground.
    const claw = bounds([part(s, 'toe_front_claw')]);
    expect(claw.max[0]).toBeGreaterThan(bounds([part(s, 'toe_front')]).max[0]);
    expect(claw.min[1]).toBeLessThan(0.003);
    expect(apart(s.parts)).toEqual([]);
  });

  it('frogspawn is a heap of jelly eggs, a black dot in each, on pond water', async () => {
    const s = await build('frogspawn');
    const eggs = bounds(named(s, 'jelly'));
    const water = bounds([part(s, 'water')]);
    expect(eggs.size[0]).toBeGreaterThan(eggs.size[1] * 2.5);
    expect(eggs.min[1]).toBeLessThan(water.max[1] + 0.003);
    expect(named(s, 'embryo')).toHaveLength(named(s, 'jelly').length);
    expect(lightness(s, 'embryo_1')).toBeLessThan(0.02);
  });
});
