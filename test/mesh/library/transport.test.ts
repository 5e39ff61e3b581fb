/**
 * Issue 32 (session 16): transport by body — trains apart from the steam locomotive, the
 * cable car, a wheelchair, the auto rickshaw, boats by hull and street things — each reached
 * by the words people use, and shaped the way a person would check at a glance.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });

describe('transport by body', () => {
  it.each([
    ['a high-speed train', 'high-speed train'],
    ['a bullet train', 'high-speed train'],
    ['a metro', 'metro'],
    ['a subway train', 'metro'],
    ['a monorail', 'monorail'],
    ['an aerial tramway', 'cable car'],
    ['a manual wheelchair', 'wheelchair'],
    ['an auto rickshaw', 'auto rickshaw'],
    ['a tuk tuk', 'auto rickshaw'],
    ['a canoe', 'canoe'],
    ['a kayak', 'canoe'],
    ['a passenger ship', 'passenger ship'],
    ['a ferry', 'passenger ship'],
    ['a cruise ship', 'passenger ship'],
    ['a bus stop', 'bus stop'],
    ['a fuel pump', 'fuel pump'],
    ['a gas pump', 'fuel pump'],
    ['a police car light', 'police light'],
    ['a sport utility vehicle', 'suv'],
    ['a jeep', 'jeep'],
    ['a motor scooter', 'motor scooter'],
    ['a vespa', 'motor scooter'],
    ['a motorcycle', 'motorcycle'],
    ['a tram car', 'tram'],
    ['a light rail', 'tram'],
    ['a small airplane', 'propeller plane'],
    ['an oil drum', 'barrel'],
    ['a skateboard', 'skateboard'],
    ['a roller skate', 'roller skate'],
    ['a ring buoy', 'life buoy'],
    ['a buoy', 'buoy'],
    ['a railway track', 'railway track'],
    ['a railway car', 'passenger car'],
    ['a freight car', 'freight car'],
    ['a motorway', 'road'],
    ['a construction barrier', 'road barrier'],
    ['a mountain railway', 'train'],
  ])('%s is a %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('trains run on rails; the high-speed train has a long nose past its body', async () => {
    const train = await build('a high-speed train');
    const body = bounds([part(train, 'body')]);
    const nose = bounds([part(train, 'nose')]);
    expect(nose.max[2] - body.max[2]).toBeGreaterThan(body.size[1]);
    part(train, 'rail_r');
    part(await build('a metro'), 'rail_l');
  });

  it('a cable car hangs below its cable; a wheelchair has big back wheels and small casters', async () => {
    const car = await build('a cable car');
    expect(bounds([part(car, 'gondola')]).max[1]).toBeLessThan(bounds([part(car, 'cable')]).min[1]);
    const chair = await build('a wheelchair');
    expect(bounds([part(chair, 'wheel_r')]).size[1]).toBeGreaterThan(
      bounds([part(chair, 'caster_r')]).size[1] * 3,
    );
  });

  it('a police light is a red glass dome', async () => {
    const [r, g, b] = part(await build('a police light'), 'dome').material.baseColor;
    expect(r).toBeGreaterThan(g * 3);
    expect(r).toBeGreaterThan(b * 3);
  });

  it('a life buoy is red and white; a skateboard has four wheels', async () => {
    const buoy = await build('a life buoy');
    const colours = new Set(buoy.parts.map((p) => p.material.baseColor.join()));
    expect(colours.size).toBe(2);
    const board = await build('a skateboard');
    expect(board.parts.filter((p) => p.name.startsWith('wheel'))).toHaveLength(4);
  });
});

describe('a limousine and a hearse are no plain saloon (session 24)', () => {
  it('a limo is half as long again as a car, and black', async () => {
    const car = bounds((await build('a car')).parts).size;
    const limo = await build('a limo');
    expect(bounds(limo.parts).size[0]).toBeGreaterThan(car[0] * 1.4);
    const body = limo.parts.find((p) => p.name === 'body')!;
    expect(Math.max(...body.material.baseColor)).toBeLessThan(0.1);
  });

  it('a hearse is black with a tall cabin run back to its tail', async () => {
    const hearse = await build('a hearse');
    const body = hearse.parts.find((p) => p.name === 'body')!;
    expect(Math.max(...body.material.baseColor)).toBeLessThan(0.1);
    const size = bounds(hearse.parts).size;
    expect(size[0]).toBeGreaterThan(bounds((await build('a car')).parts).size[0] * 1.1);
  });
});
