/**
 * Issue 32 (session 26): machines and places the fourteenth list of nouns found wrong (a
 * sidecar was a cocktail, a foxhole a castle, a dipstick a dial gauge) or unknown are kinds,
 * each drawn as the thing a person pictures (docs/decisions.md, "The fourteenth list's
 * machines and places").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { box, has, part } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;

describe('the fourteenth list’s machines and places are kinds of their own', () => {
  it.each([
    ['a sidecar', 'sidecar'],
    ['a motorcycle with a sidecar', 'sidecar'],
    ['a motorbike with sidecar', 'sidecar'],
    ['a foxhole', 'foxhole'],
    ['a fox hole', 'foxhole'],
    ['a dipstick', 'dipstick'],
    ['an oil dipstick', 'dipstick'],
    ['a carburetor', 'carburetor'],
    ['a carburettor', 'carburetor'],
    ['a carb', 'carburetor'],
    ['a ratchet', 'ratchet'],
    ['a ratchet wrench', 'ratchet'],
    ['a socket wrench', 'ratchet'],
    ['a canal', 'canal'],
    ['a hologram', 'hologram'],
    ['a holograph', 'hologram'],
    ['a simulator', 'simulator'],
    ['a flight simulator', 'simulator'],
    ['a guardhouse', 'guardhouse'],
    ['a guard house', 'guardhouse'],
    ['a sentry box', 'guardhouse'],
    ['a guard booth', 'guardhouse'],
    ['a guard post', 'guardhouse'],
    ['a rotunda', 'rotunda'],
    ['a gaff', 'gaff'],
    ['a gaff hook', 'gaff'],
    ['a mesa', 'mesa'],
    ['a plateau', 'mesa'],
    ['a butte', 'mesa'],
    ['a tableland', 'mesa'],
    ['a table mountain', 'mesa'],
    ['a wrapper', 'wrapper'],
    ['a candy wrapper', 'wrapper'],
    ['a sweet wrapper', 'wrapper'],
    ['a submersible', 'submersible'],
    ['a bathyscaphe', 'submersible'],
    ['a bathysphere', 'submersible'],
    ['a deep-sea submersible', 'submersible'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('takes no word from the kinds next to them', () => {
    for (const [prompt, kind] of [
      ['a wrench', 'wrench'],
      ['a spanner', 'wrench'],
      ['a motorcycle', 'motorcycle'],
      ['a motorcycle with a red seat', 'motorcycle'],
      ['a cocktail', 'cocktail'],
      ['a hook', 'hook'],
      ['a mountain', 'mountain'],
      ['a hill', 'hill'],
      ['a submarine', 'submarine'],
      ['a wrapped candy', 'wrapped candy'],
      ['a toffee', 'wrapped candy'],
      ['a castle', 'castle'],
      ['a gauge', 'gauge'],
      ['a post', 'pole'],
      ['a gazebo', 'gazebo'],
      ['a museum', 'classical building'],
      ['a tray', 'tray'],
      ['a table', 'table'],
      ['a pram', 'pram'],
    ] as const)
      expect(interpretPrompt(prompt, 1).kind, prompt).toBe(kind);
  });

  it('a sidecar is no cocktail, and a channel or a waterway is no canal', () => {
    expect(interpretPrompt('a sidecar', 1).kind).not.toBe('cocktail');
    expect(interpretPrompt('a channel', 1).kind).not.toBe('canal');
    expect(interpretPrompt('a waterway', 1).kind).not.toBe('canal');
  });

  it('is asked for in other languages, not by the words of the table, tray or submarine', () => {
    for (const [prompt, kind] of [
      ['un sidecar rouge', 'sidecar'],
      ['мотоцикл с коляской', 'sidecar'],
      ['ein vergaser', 'carburetor'],
      ['运河', 'canal'],
      ['una garita', 'guardhouse'],
      ['ホログラム', 'hologram'],
      ['un batiscafo', 'submersible'],
      ['una meseta', 'mesa'],
      ['un haut plateau', 'mesa'],
      ['une mesa', 'mesa'],
      ['фантик', 'wrapper'],
      ['una mesa', 'table'],
      ['plateau rouge', 'tray'],
      ['submersible rouge', 'submarine'],
      ['детская коляска', 'pram'],
    ] as const)
      expect(interpretPrompt(prompt, 1).kind, prompt).toBe(kind);
  });
});

describe('each is drawn by what a person sees', () => {
  it('a sidecar is a bullet-shaped car on its own wheel, bolted to the motorcycle’s right', async () => {
    const s = await build('a sidecar');
    const car = box(s, 'car');
    const tank = box(s, 'tank');
    // The motorcycle faces +X, so its right is +Z: the car rides there, lower than the tank.
    expect(car.min[2]).toBeGreaterThan(tank.max[2]);
    expect(car.max[1]).toBeLessThan(tank.max[1] + 0.05);
    expect(car.size[0]).toBeGreaterThan(car.size[2] * 2);
    expect(named(s, 'wheel_')).toBe(2);
    expect(box(s, 'sidecar_wheel').min[2]).toBeGreaterThan(car.min[2]);
    const blue = await build('a blue sidecar');
    expect(part(blue, 'car').material.baseColor).toEqual(colorRgb('blue'));
    expect(part(blue, 'tank').material.baseColor).toEqual(colorRgb('blue'));
  });

  it('a foxhole is a dark pit below a ring of sandbags, a helmet on its rim', async () => {
    const s = await build('a foxhole');
    expect(named(s, 'sandbag_')).toBe(12);
    const pit = box(s, 'pit');
    const bags = bounds(s.parts.filter((p) => p.name.includes('sandbag')));
    expect(pit.max[1]).toBeLessThan(bags.min[1]);
    expect(Math.max(...part(s, 'pit').material.baseColor)).toBeLessThan(0.15);
    expect(box(s, 'helmet').min[1]).toBeGreaterThan(bags.min[1]);
    expect(has(s, 'rifle_barrel')).toBe(true);
  });

  it('a dipstick is a long thin rod with a yellow ring handle and an oily tip past its marks', async () => {
    const s = await build('a dipstick');
    const rod = box(s, 'rod');
    expect(rod.size[0]).toBeGreaterThan(rod.size[2] * 20);
    const [r, g, b] = part(s, 'handle').material.baseColor;
    expect(r).toBeGreaterThan(0.8);
    expect(g).toBeGreaterThan(b + 0.3);
    expect(box(s, 'handle').max[0]).toBeLessThan(rod.min[0] + 0.05);
    expect(box(s, 'oil').max[0]).toBeGreaterThan(box(s, 'mark_2').max[0]);
    expect(named(s, 'mark_')).toBe(2);
  });

  it('a carburettor has its open throat on top, the float bowl below, a throttle and a fuel pipe', async () => {
    const s = await build('a carburetor');
    const body = box(s, 'body');
    expect(box(s, 'throat').min[1]).toBeGreaterThan(body.max[1] - 0.02);
    expect(box(s, 'float_bowl').min[1]).toBeLessThan(body.min[1]);
    for (const name of ['throttle_lever', 'linkage', 'fuel_pipe', 'manifold'])
      expect(part(s, name), name).toBeDefined();
  });

  it('a ratchet’s socket stands below its round head, the handle running off to one side', async () => {
    const s = await build('a ratchet');
    const head = box(s, 'head');
    const socket = box(s, 'socket');
    expect(socket.max[1]).toBeLessThanOrEqual(head.min[1] + 0.005);
    expect((socket.min[0] + socket.max[0]) / 2).toBeCloseTo((head.min[0] + head.max[0]) / 2, 4);
    expect(box(s, 'handle').max[0]).toBeLessThan(head.min[0]);
    expect(has(s, 'lever')).toBe(true);
  });

  it('a canal is water between banks, with a towpath, a narrowboat and a lock gate', async () => {
    const s = await build('a canal');
    const water = box(s, 'water');
    expect(water.size[0]).toBeGreaterThan(water.size[2] * 3);
    expect(box(s, 'bank_1').max[1]).toBeGreaterThan(water.max[1]);
    expect(box(s, 'hull').min[1]).toBeLessThan(water.max[1]);
    expect(box(s, 'hull').max[1]).toBeGreaterThan(water.max[1]);
    for (const name of ['towpath', 'gate', 'far_gate', 'beam_1', 'cabin'])
      expect(part(s, name), name).toBeDefined();
  });

  it('a hologram is a glowing cyan globe above a dark projector pad', async () => {
    const s = await build('a hologram');
    const pad = box(s, 'pad');
    expect(box(s, 'globe').min[1]).toBeGreaterThan(pad.max[1]);
    const [r, g, b] = part(s, 'globe').material.baseColor;
    expect(b).toBeGreaterThan(r + 0.3);
    expect(g).toBeGreaterThan(r + 0.3);
    expect(Math.max(...part(s, 'pad').material.baseColor)).toBeLessThan(0.25);
    expect(named(s, 'meridian_')).toBe(4);
  });

  it('a simulator is a white pod held up on six struts over its base', async () => {
    const s = await build('a simulator');
    expect(named(s, 'piston_')).toBe(6);
    expect(named(s, 'cylinder_')).toBe(6);
    const pod = box(s, 'pod');
    expect(pod.min[1]).toBeGreaterThan(1);
    expect(Math.min(...part(s, 'pod').material.baseColor)).toBeGreaterThan(0.85);
  });

  it('a guardhouse is a narrow hut with a window and a roof, a striped barrier arm beside it', async () => {
    const s = await build('a guardhouse');
    const hut = box(s, 'walls');
    expect(hut.size[1]).toBeGreaterThan(hut.size[0] * 1.5);
    expect(box(s, 'roof').min[1]).toBeGreaterThan(hut.max[1] - 0.01);
    const arm = box(s, 'arm');
    expect(arm.min[0]).toBeGreaterThan(hut.max[0]);
    expect(arm.size[0]).toBeGreaterThan(hut.size[0] * 2);
    expect(named(s, 'arm_stripe_')).toBe(4);
  });

  it('a rotunda is a round drum ringed by columns under a dome', async () => {
    const s = await build('a rotunda');
    expect(named(s, 'column_')).toBe(16);
    const drum = box(s, 'drum');
    const dome = box(s, 'dome');
    expect(dome.min[1]).toBeGreaterThan(drum.max[1] - 0.1);
    expect(Math.abs(drum.size[0] - drum.size[2])).toBeLessThan(0.05);
    expect(bounds(s.parts.filter((p) => p.name.startsWith('column_'))).size[0]).toBeGreaterThan(
      drum.size[0],
    );
  });

  it('a gaff is a long pole with a big steel hook curling up at its end', async () => {
    const s = await build('a gaff');
    const pole = box(s, 'pole');
    const hook = box(s, 'hook');
    expect(pole.size[0]).toBeGreaterThan(1.5);
    expect(hook.min[0]).toBeGreaterThan(pole.max[0] - 0.1);
    expect(hook.max[1]).toBeGreaterThan(pole.max[1] + 0.1);
  });

  it('a mesa’s flat top stands well above its foot on the desert floor, in red-brown strata', async () => {
    const s = await build('a mesa');
    const top = box(s, 'caprock');
    const foot = box(s, 'stratum_1');
    const desert = box(s, 'desert');
    expect(top.min[1]).toBeGreaterThan(foot.max[1] + 1);
    expect(top.size[1]).toBeLessThan(0.4);
    expect(top.size[0]).toBeGreaterThan(top.size[1] * 10);
    expect(foot.min[1]).toBeLessThan(desert.max[1]);
    const [r, g, b] = part(s, 'stratum_2').material.baseColor;
    expect(r).toBeGreaterThan(g + 0.15);
    expect(g).toBeGreaterThan(b);
  });

  it('a wrapper is a crinkled sheet of shiny foil with twisted ends, its sweet just out', async () => {
    const s = await build('a wrapper');
    expect(named(s, 'foil_')).toBe(9);
    for (const name of ['end_left', 'end_right', 'twist_left', 'twist_right', 'sweet'])
      expect(part(s, name), name).toBeDefined();
    expect(part(s, 'foil_1').material.metallic).toBeGreaterThan(0.5);
    expect(box(s, 'sweet').min[1]).toBeGreaterThan(0);
  });

  it('a submersible has a big domed viewport at its front, thrusters, lights and an arm', async () => {
    const s = await build('a submersible');
    const hull = box(s, 'hull');
    const viewport = box(s, 'viewport');
    expect(viewport.max[0]).toBeGreaterThan(hull.max[0]);
    expect(viewport.size[1]).toBeGreaterThan(hull.size[1] * 0.7);
    expect(box(s, 'thruster').max[0]).toBeLessThan(hull.min[0] + 0.3);
    expect(box(s, 'claw_1').max[0]).toBeGreaterThan(hull.max[0]);
    expect(named(s, 'light_')).toBeGreaterThanOrEqual(3);
  });
});
