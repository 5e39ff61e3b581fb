/**
 * Issue 32 (session 25): everyday things the thirteenth held-out list found unknown, built on
 * the spent list (docs/decisions.md, "The thirteenth list's unknowns").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const parts = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix));

describe('the thirteenth list’s unknowns', () => {
  it.each([
    ['a mainframe', 'mainframe'],
    ['a supercomputer', 'mainframe'],
    ['a server rack', 'mainframe'],
    ['a car seat', 'car seat'],
    ['a seatbelt', 'car seat'],
    ['an incubator', 'incubator'],
    ['a buzzer', 'buzzer'],
    ['a big red button', 'buzzer'],
    ['an intercom', 'intercom'],
    ['a schnitzel', 'schnitzel'],
    ['a gurney', 'stretcher'],
    ['a frock', 'dress'],
    ['britches', 'trousers'],
    ['a minibar', 'fridge'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a red button is still a button, and a rice steamer no paddle steamer', () => {
    expect(interpretPrompt('a red button', 1).kind).toBe('button');
    expect(interpretPrompt('a rice steamer', 1).kind).not.toBe('paddle steamer');
  });

  it('a mainframe is three cabinets, tape reels in the middle one and rows of lamps', async () => {
    const mainframe = await build('a mainframe');
    expect(parts(mainframe, 'cabinet_')).toHaveLength(3);
    expect(parts(mainframe, 'reel_').length).toBeGreaterThanOrEqual(2);
    expect(parts(mainframe, 'lamp_').length).toBeGreaterThanOrEqual(6);
  });

  it('a seatbelt is drawn across its car seat, shoulder to buckle, in black', async () => {
    const seat = await build('a seatbelt');
    const belt = parts(seat, 'belt')[0]!;
    expect(Math.max(...belt.material.baseColor)).toBeLessThan(0.1);
    expect(parts(seat, 'buckle')).toHaveLength(1);
    const red = await build('a red car seat');
    const [r, g, b] = parts(red, 'cushion')[0]!.material.baseColor;
    expect(r).toBeGreaterThan(g + 0.3);
    expect(r).toBeGreaterThan(b + 0.3);
  });

  it('an incubator shows the baby inside the edges of its clear hood, with two arm ports', async () => {
    const incubator = await build('an incubator');
    expect(parts(incubator, 'hood_')).toHaveLength(12);
    expect(parts(incubator, 'port')).toHaveLength(2);
    const hood = bounds(parts(incubator, 'hood_'));
    const baby = bounds(parts(incubator, 'baby'));
    for (const axis of [0, 1, 2] as const) {
      expect(baby.min[axis]).toBeGreaterThan(hood.min[axis]);
      expect(baby.max[axis]).toBeLessThan(hood.max[axis]);
    }
  });

  it('a buzzer is a red dome on a black base; an intercom has its camera and call buttons', async () => {
    const buzzer = await build('a buzzer');
    const [r, g] = parts(buzzer, 'button')[0]!.material.baseColor;
    expect(r).toBeGreaterThan(g + 0.4);
    const intercom = await build('an intercom');
    expect(parts(intercom, 'camera')).toHaveLength(1);
    expect(parts(intercom, 'call_button')).toHaveLength(4);
  });

  it('a schnitzel is a breaded cutlet on a plate with a slice of lemon', async () => {
    const schnitzel = await build('a schnitzel');
    for (const name of ['plate', 'schnitzel', 'lemon'])
      expect(parts(schnitzel, name)).not.toEqual([]);
    expect(parts(schnitzel, 'crumb').length).toBeGreaterThan(5);
  });
});
