/**
 * Issue 32 (session 19, A): things that were unknown or read as another thing each reach a
 * kind or look of their own, built with what a person checks: a forklift's forks, a menorah's
 * nine candles, a crane's jib, a tankard's lid, a post box's red pillar.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { meaningOf } from '../../../server/mesh/prompt/meaning.ts';
import { kindOfNoun } from '../../../server/mesh/prompt/nouns.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const named = (scene: Scene, prefix: string): Scene['parts'] =>
  scene.parts.filter((p) => p.name.startsWith(prefix));

describe('things that were unknown or misread', () => {
  it.each([
    // Unknown before.
    ['a coat hanger', 'coat hanger'],
    ['a clothespin', 'clothespin'],
    ['a clothes peg', 'clothespin'],
    ['a prune', 'prune'],
    ['a bassoon', 'bassoon'],
    ['a cymbal', 'cymbal'],
    ['a tape measure', 'tape measure'],
    ['a pressure cooker', 'pressure cooker'],
    ['a tealight', 'tealight'],
    ['a vacuum cleaner', 'vacuum cleaner'],
    ['an artillery shell', 'artillery shell'],
    ['a menorah', 'menorah'],
    ['a forklift', 'forklift'],
    ['a caboose', 'caboose'],
    ['bell-bottoms', 'bell-bottoms'],
    ['a pair of earrings', 'earring'],
    ['a crane', 'crane'],
    ['a tower crane', 'crane'],
    // Read as another thing before.
    ['a pair of pliers', 'pliers'],
    ['a clothes iron', 'clothes iron'],
    ['a cement mixer', 'cement mixer'],
    ['goal posts', 'goalpost'],
    ['a totem pole', 'totem pole'],
    ['a nutcracker', 'nutcracker'],
    ['a snowflake', 'snowflake'],
    ['a crescent moon', 'crescent moon'],
    ['a plaster cast', 'plaster cast'],
    ['sheet metal', 'sheet metal'],
    ['an ice cube', 'ice cube'],
    ['a post-it', 'sticky note'],
    ['a coat of arms', 'coat of arms'],
    ['a candlestick', 'candlestick'],
    ['a tricycle', 'tricycle'],
    ['a chess set', 'chess set'],
    ['a control tower', 'control tower'],
    ['a camcorder', 'camcorder'],
    ['a candelabra', 'candelabra'],
    ['a beaker', 'beaker'],
    ['a computer', 'desktop computer'],
    ['a ladle', 'ladle'],
    ['a hoe', 'hoe'],
    ['a trowel', 'trowel'],
    // Nouns that joined a kind they name.
    ['a post box', 'mailbox'],
    ['a wheel of cheese', 'cheese'],
    ['a tankard', 'beer mug'],
    ['a cub', 'bear'],
    ['a haversack', 'backpack'],
    ['a bale', 'hay bale'],
    ['an ace of spades', 'playing card'],
  ])('%s is read as the %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('a dipper is the ladle it is a kind of', async () => {
    expect((await build('a dipper')).interpretation.kind).toBe('ladle');
  });

  it('a forklift has two forks out in front at the ground, under its overhead guard', async () => {
    const lift = await build('a forklift');
    const forks = named(lift, 'fork');
    expect(forks).toHaveLength(2);
    const body = bounds(named(lift, 'body'));
    for (const f of forks) {
      expect(bounds([f]).max[2]).toBeGreaterThan(body.max[2]);
      expect(bounds([f]).min[1]).toBeLessThan(0.2);
    }
    expect(bounds(named(lift, 'guard_roof')).min[1]).toBeGreaterThan(
      bounds(named(lift, 'seat')).max[1],
    );
  });

  it('a menorah holds eight candles in a row and the ninth raised in the middle', async () => {
    const menorah = await build('a menorah');
    expect(named(menorah, 'candle_')).toHaveLength(8);
    const shamash = bounds(named(menorah, 'shamash'));
    expect(shamash.max[1]).toBeGreaterThan(bounds(named(menorah, 'candle_')).max[1]);
  });

  it('a crane reaches out on a jib far wider than its mast, its hook hanging below', async () => {
    const crane = await build('a crane');
    const jib = bounds(named(crane, 'jib'));
    const mast = bounds(named(crane, 'mast_leg'));
    expect(jib.size[0]).toBeGreaterThan(mast.size[0] * 5);
    expect(bounds(named(crane, 'hook')).max[1]).toBeLessThan(jib.min[1]);
  });

  it('a nutcracker wears a tall hat over a white beard', async () => {
    const soldier = await build('a nutcracker');
    expect(named(soldier, 'beard')).toHaveLength(1);
    expect(bounds(named(soldier, 'hat')).max[1]).toBeGreaterThan(
      bounds(named(soldier, 'head')).max[1],
    );
  });

  it('a snowflake has six arms; a crescent moon is wider than it is deep', async () => {
    expect(named(await build('a snowflake'), 'arm_')).toHaveLength(6);
    const moon = bounds((await build('a crescent moon')).parts);
    expect(moon.size[1]).toBeGreaterThan(moon.size[2] * 3);
  });

  it('a chess set is a board of 32 dark squares with 32 pieces', async () => {
    const chess = await build('a chess set');
    expect(named(chess, 'dark_square')).toHaveLength(32);
    const pieces = chess.parts.filter((p) =>
      /^(white|black)_(pawn|rook|bishop|knight|king)/.test(p.name),
    );
    expect(pieces).toHaveLength(32);
  });

  it('a tricycle has three wheels, the front one the biggest', async () => {
    const trike = await build('a tricycle');
    const front = bounds(named(trike, 'front_tyre'));
    const back = named(trike, 'back_tyre');
    expect(back).toHaveLength(2);
    expect(front.size[1]).toBeGreaterThan(bounds([back[0]!]).size[1] * 1.5);
  });

  it('a computer is a monitor with a tower, a keyboard and a mouse', async () => {
    const pc = await build('a computer');
    for (const p of ['screen', 'case', 'keyboard', 'mouse']) expect(named(pc, p).length).toBe(1);
  });

  it('a candlestick holds its candle up on a stem; a candelabra holds five', async () => {
    const stick = await build('a candlestick');
    expect(bounds(named(stick, 'candle')).min[1]).toBeGreaterThan(0.15);
    expect(named(await build('a candelabra'), 'candle_')).toHaveLength(5);
  });

  it('a post box is the red pillar box, not the American mailbox on its post', async () => {
    const box = await build('a post box');
    expect(named(box, 'cap')).not.toHaveLength(0);
    expect(named(box, 'flag')).toHaveLength(0);
    expect(named(await build('a mailbox'), 'flag')).not.toHaveLength(0);
  });

  it('a tankard has a lid and no glass; a beer mug stays glass', async () => {
    const tankard = await build('a tankard');
    expect(named(tankard, 'lid')).toHaveLength(1);
    expect(named(tankard, 'glass')).toHaveLength(0);
    expect(named(await build('a beer mug'), 'glass')).toHaveLength(1);
  });

  it('a wheel of cheese is a whole round; the cheese a wedge', async () => {
    expect(named(await build('a wheel of cheese'), 'wheel')).toHaveLength(1);
    expect(named(await build('a cheese'), 'wheel')).toHaveLength(0);
  });

  it('an ace of spades is one card with a black spade', async () => {
    const ace = await build('an ace of spades');
    expect(named(ace, 'card')).toHaveLength(1);
    expect(named(ace, 'spade')).toHaveLength(1);
  });

  it('a cub is a young bear: a big head for its body, no grown bear', async () => {
    const cub = await build('a cub');
    const bear = await build('a bear');
    const part = (s: Scene, name: string): Scene['parts'] => s.parts.filter((p) => p.name === name);
    const ratio = (s: Scene): number =>
      bounds(part(s, 'head')).size[1] / bounds(part(s, 'body')).size[1];
    expect(ratio(cub)).toBeGreaterThan(ratio(bear));
  });
});

describe('readings of misread names', () => {
  it('whisky on the rocks is the whisky over ice, with no rocks beside it', async () => {
    const drink = await build('whisky on the rocks');
    expect(drink.interpretation.kind).toBe('glass of whisky');
    expect(drink.interpretation.objects ?? []).toHaveLength(0);
    expect(drink.parts.some((p) => /rock|stone/.test(p.name))).toBe(false);
  });

  it('a name listed in the plural whose singular names nothing is one thing', async () => {
    for (const p of ['a coat of arms', 'bell bottoms', 'goal posts']) {
      const scene = await build(p);
      expect(scene.interpretation.count ?? 1).toBe(1);
    }
  });

  it('a thing under a "compound lever" is no lever: two levers hinged have another shape', () => {
    // Read as if the library had no kind of their own (nutcracker, pliers): no stand-in.
    const without = (w: string): string | null => {
      const kind = kindOfNoun(w);
      return kind === 'nutcracker' || kind === 'pliers' ? null : kind;
    };
    expect(meaningOf('nutcracker', without)).toBeNull();
    expect(meaningOf('pliers', without)).toBeNull();
    // A compound's own name still reads as its last word's kind.
    expect(interpretPrompt('a compound lever', 1).kind).toBe('lever');
  });

  it('a steering wheel, a regulator are no gamepad (the game controller is the joystick sense)', () => {
    expect(interpretPrompt('a steering wheel', 1).kind).toBe('wheel');
    expect(interpretPrompt('a regulator', 1).kind).not.toBe('game controller');
    expect(interpretPrompt('a controller', 1).kind).toBe('game controller');
  });
});
