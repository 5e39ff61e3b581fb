/**
 * Issue 32 (session 25): the device sweep's first mends. A counter was drawn as a table and a
 * kitchen counter as the whole kitchen; a record, a headlight and a weight were unknown; "a
 * line", equipment and an apparatus stood in as things no one means by them
 * (docs/decisions.md, "The device sweep's first mends").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { has, part } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;

describe('things the device sweep found unknown', () => {
  it.each([
    ['a counter', 'counter'],
    ['a kitchen counter', 'counter'],
    ['a countertop', 'counter'],
    ['a shop counter', 'counter'],
    ['a record', 'record'],
    ['a vinyl record', 'record'],
    ['a phonograph record', 'record'],
    ['a headlight', 'headlight'],
    ['a headlamp', 'headlight'],
    ['a weight', 'weight'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a counter is base cupboards with doors under a worktop a cat can sit on', async () => {
    const counter = await build('a counter');
    expect(named(counter, 'door')).toBe(4);
    const cupboards = bounds([part(counter, 'cupboards')]);
    const worktop = bounds([part(counter, 'worktop')]);
    expect(worktop.min[1]).toBeCloseTo(cupboards.max[1], 2);
    const scene = await build('a cat on a counter');
    expect(scene.interpretation).toMatchObject({
      kind: 'cat',
      objects: [{ kind: 'counter', relation: 'under' }],
    });
  });

  it('a blue counter has blue cupboards and keeps its pale worktop', async () => {
    const counter = await build('a blue counter');
    const [r, g, b] = part(counter, 'cupboards').material.baseColor;
    expect(b).toBeGreaterThan(r + 0.2);
    expect(b).toBeGreaterThan(g);
    const top = part(counter, 'worktop').material.baseColor;
    expect(Math.min(...top)).toBeGreaterThan(0.6);
  });

  it('a record is a black disc with grooves and a label, half out of its sleeve', async () => {
    const record = await build('a record');
    expect(named(record, 'groove_')).toBe(5);
    for (const name of ['disc', 'label', 'hole', 'sleeve']) expect(has(record, name)).toBe(true);
    expect(Math.max(...part(record, 'disc').material.baseColor)).toBeLessThan(0.15);
    // The disc stands out to the right of the sleeve it slides from.
    expect(bounds([part(record, 'disc')]).max[0]).toBeGreaterThan(
      bounds([part(record, 'sleeve')]).max[0] + 0.1,
    );
  });

  it('a headlight is a lit lamp on a car’s wing, over its wheel', async () => {
    const headlight = await build('a headlight');
    for (const name of ['lens', 'rim', 'wing', 'tyre', 'bumper']) {
      expect(part(headlight, name), name).toBeDefined();
    }
    const lens = bounds([part(headlight, 'lens')]);
    expect(lens.min[1]).toBeGreaterThan(bounds([part(headlight, 'wing')]).max[1] - 0.05);
  });

  it('a weight is an iron block with a ring on top and “1 TON” on its face', async () => {
    const weight = await build('a weight');
    expect(named(weight, 'letter_')).toBe(8);
    expect(bounds([part(weight, 'ring')]).min[1]).toBeGreaterThan(
      bounds([part(weight, 'block')]).max[1] - 0.05,
    );
  });
});

describe('readings the device sweep found misleading', () => {
  it.each(['a line', 'equipment', 'an apparatus', 'a piece of equipment'])(
    '%s is an honest unknown with suggestions',
    (prompt) => {
      const reading = interpretPrompt(prompt, 1);
      expect(reading.match).toBe('unknown');
      expect(reading.suggestions?.length).toBeGreaterThan(0);
    },
  );

  it('a Geiger counter is no kitchen counter, and a load or a burden no iron weight', () => {
    expect(interpretPrompt('a geiger counter', 1).kind).not.toBe('counter');
    expect(interpretPrompt('a load', 1).kind).not.toBe('weight');
    expect(interpretPrompt('a burden', 1).kind).not.toBe('weight');
  });

  it('a power line and a clothes line are read as before', () => {
    expect(interpretPrompt('a power line', 1).kind).toBe('telephone pole');
    expect(interpretPrompt('a clothes line', 1).kind).toBe('clothesline');
  });
});

describe('window shutters (the device sweep’s “shutter”)', () => {
  it('a shutter is a pair of louvred shutters open either side of a window', async () => {
    expect(interpretPrompt('a shutter', 1)).toMatchObject({ kind: 'shutters', match: 'exact' });
    const shutters = await build('shutters');
    expect(named(shutters, 'shutter_')).toBe(2);
    expect(named(shutters, 'louvre_')).toBeGreaterThanOrEqual(16);
    const left = bounds([part(shutters, 'shutter_l')]);
    const right = bounds([part(shutters, 'shutter_r')]);
    const glass = bounds([part(shutters, 'window_glass')]);
    expect(left.max[0]).toBeLessThanOrEqual(glass.min[0]);
    expect(right.min[0]).toBeGreaterThanOrEqual(glass.max[0]);
  });

  it('blue shutters are blue', async () => {
    const shutters = await build('blue shutters');
    const [r, g, b] = part(shutters, 'shutter_l').material.baseColor;
    expect(b).toBeGreaterThan(r + 0.2);
    expect(b).toBeGreaterThan(g);
  });
});
