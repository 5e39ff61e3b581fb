/**
 * Issue 32, session 27 (helper places): vehicles, ships, buildings and landforms a person
 * names. A boat told by its type is built as that type (a flat barge, a stubby tug, an orange
 * lifeboat, a grey gunboat, a steel ship, an ark, a houseboat, a ketch, a brig); a taxicab is
 * the yellow taxi, a roadster open; a chalet is timber with a balcony, a duplex has two doors;
 * a room named for its use is furnished for it (a sauna's benches, a courtroom's bench); a
 * smithy, a laundromat, a woodshed, an inlet and a ridge are kinds of their own. Each is
 * checked by the parts and colours a person would look for.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { buildPlace, hasNamed, part } from './scenes.ts';

const count = (scene: Scene, prefix: string): number =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;
const rgb = (p: ScenePart): [number, number, number] => {
  const [r, g, b] = p.material.baseColor;
  return [r!, g!, b!];
};
/** Longest side over height. */
const long = (scene: Scene): number => {
  const box = bounds(scene.parts);
  return Math.max(box.size[0], box.size[2]) / box.size[1];
};
const reads = (prompt: string) => interpretPrompt(prompt, 1);

describe('a boat by its type', () => {
  it('a barge is long and flat with a heaped open hold, no mast', async () => {
    const barge = await buildPlace('a barge');
    expect(barge.interpretation).toMatchObject({ kind: 'boat', match: 'related' });
    expect(hasNamed(barge, 'hold')).toBe(true);
    expect(hasNamed(barge, 'cargo')).toBe(true);
    expect(hasNamed(barge, 'mast')).toBe(false);
    expect(long(barge)).toBeGreaterThan(5);
  });

  it('a tugboat is stubby with a tall wheelhouse, a funnel and tyre fenders', async () => {
    const tug = await buildPlace('a tugboat');
    for (const p of ['wheelhouse', 'funnel', 'fenders']) expect(hasNamed(tug, p)).toBe(true);
    expect(hasNamed(tug, 'sail')).toBe(false);
    const box = bounds(tug.parts);
    expect(box.size[0] / box.size[2]).toBeLessThan(3);
  });

  it('a lifeboat is orange and enclosed under its canopy', async () => {
    const boat = await buildPlace('a lifeboat');
    for (const name of ['hull', 'canopy']) {
      const [r, g, b] = rgb(part(boat, name));
      expect(r).toBeGreaterThan(g * 2);
      expect(g).toBeGreaterThan(b);
    }
  });

  it('a gunboat is grey with a gun turret; an icebreaker a red steel ship, no sails', async () => {
    const gun = await buildPlace('a gunboat');
    const [r, g, b] = rgb(part(gun, 'hull'));
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(0.1);
    expect(Math.min(r, g, b)).toBeGreaterThan(0.1);
    expect(hasNamed(gun, 'turret')).toBe(true);
    expect(hasNamed(gun, 'gun')).toBe(true);
    const ice = await buildPlace('an icebreaker');
    expect(ice.interpretation).toMatchObject({ kind: 'boat', stand_in_for: 'icebreaker' });
    const [ir, ig] = rgb(part(ice, 'hull'));
    expect(ir).toBeGreaterThan(ig * 3);
    expect(hasNamed(ice, 'funnel')).toBe(true);
    expect(hasNamed(ice, 'sail')).toBe(false);
  });

  it('a ship that sails no more (a troopship, a lightship) is a steel ship with a funnel', async () => {
    for (const prompt of ['a troopship', 'a lightship']) {
      const ship = await buildPlace(prompt);
      expect(ship.interpretation).toMatchObject({ kind: 'boat', match: 'related' });
      expect(hasNamed(ship, 'funnel')).toBe(true);
      expect(hasNamed(ship, 'sail')).toBe(false);
    }
    // The ship itself is still the tall ship.
    const tall = await buildPlace('a ship');
    expect(hasNamed(tall, 'mast_3')).toBe(true);
  });

  it('an ark and a houseboat carry a house with a roof', async () => {
    for (const prompt of ['an ark', 'a houseboat']) {
      const boat = await buildPlace(prompt);
      expect(hasNamed(boat, 'house')).toBe(true);
      expect(hasNamed(boat, 'roof')).toBe(true);
      expect(hasNamed(boat, 'mast')).toBe(false);
    }
  });

  it('a ketch has a mizzen mast aft; a brig is square-rigged on two masts', async () => {
    const ketch = await buildPlace('a ketch');
    expect(hasNamed(ketch, 'mast_1')).toBe(true);
    expect(hasNamed(ketch, 'mizzen_mast')).toBe(true);
    expect(hasNamed(ketch, 'mizzen_sail')).toBe(true);
    const brig = await buildPlace('a brig');
    expect(hasNamed(brig, 'mast_2')).toBe(true);
    expect(hasNamed(brig, 'mast_3')).toBe(false);
    expect(count(brig, 'yard_')).toBeGreaterThanOrEqual(2);
  });

  it('a skiff or a dory is an open rowing boat; a sampan has its curved canopy', async () => {
    for (const prompt of ['a skiff', 'a dory']) {
      const boat = await buildPlace(prompt);
      expect(hasNamed(boat, 'oars')).toBe(true);
      expect(hasNamed(boat, 'cabin')).toBe(false);
    }
    const sampan = await buildPlace('a sampan');
    expect(hasNamed(sampan, 'canopy')).toBe(true);
  });

  it('a showboat is the paddle steamer a steamboat is drawn as', () => {
    expect(reads('a showboat')).toMatchObject({
      kind: 'paddle steamer',
      match: 'related',
      stand_in_for: 'showboat',
    });
  });
});

describe('cars and houses by their names', () => {
  it('a taxicab is yellow with its roof sign; a roadster is open', async () => {
    const taxi = await buildPlace('a taxicab');
    expect(hasNamed(taxi, 'taxi_sign')).toBe(true);
    const [r, g, b] = rgb(part(taxi, 'body'));
    expect(r).toBeGreaterThan(b * 3);
    expect(g).toBeGreaterThan(b * 2);
    const roadster = await buildPlace('a roadster');
    expect(hasNamed(roadster, 'roof')).toBe(false);
    expect(hasNamed(roadster, 'seats')).toBe(true);
  });

  it('a chalet is timber with a balcony; a duplex has two front doors', async () => {
    const chalet = await buildPlace('a chalet');
    expect(chalet.interpretation).toMatchObject({ kind: 'house', stand_in_for: 'chalet' });
    expect(hasNamed(chalet, 'balcony')).toBe(true);
    const [r, , b] = rgb(part(chalet, 'walls'));
    expect(r).toBeGreaterThan(b * 4);
    const duplex = await buildPlace('a duplex');
    expect(count(duplex, 'door_')).toBe(2);
  });

  it('a roadhouse is the inn by the road, not the hotel tower', async () => {
    const inn = await buildPlace('a roadhouse');
    expect(inn.interpretation).toMatchObject({ kind: 'hotel', stand_in_for: 'roadhouse' });
    const hotel = await buildPlace('a hotel');
    expect(bounds(inn.parts).size[1]).toBeLessThan(bounds(hotel.parts).size[1] / 2);
  });

  it('a kiosk is the newsstand kiosk', () => {
    expect(reads('a kiosk')).toMatchObject({ kind: 'newsstand', match: 'exact' });
  });
});

describe('a room furnished for its use', () => {
  it('a sauna has tiers of benches and a stove with stones; a plain room a rug', async () => {
    const sauna = await buildPlace('a sauna');
    expect(sauna.interpretation).toMatchObject({ kind: 'room', stand_in_for: 'sauna' });
    for (const p of ['upper_bench', 'lower_bench', 'stove', 'stones']) {
      expect(hasNamed(sauna, p)).toBe(true);
    }
    expect(hasNamed(sauna, 'rug')).toBe(false);
    expect(hasNamed(await buildPlace('a room'), 'rug')).toBe(true);
  });

  it("a courtroom has the judge's bench; a boardroom a long table with chairs", async () => {
    const court = await buildPlace('a courtroom');
    expect(hasNamed(court, 'judges_bench')).toBe(true);
    expect(hasNamed(court, 'witness_box')).toBe(true);
    const board = await buildPlace('a boardroom');
    expect(hasNamed(board, 'table')).toBe(true);
    expect(count(board, 'chair_')).toBeGreaterThanOrEqual(12);
  });

  it('a poolroom has the green baize table; a playroom toys; a sickroom a hospital bed', async () => {
    const pool = await buildPlace('a poolroom');
    const [r, g] = rgb(part(pool, 'baize'));
    expect(g).toBeGreaterThan(r * 2);
    expect(hasNamed(await buildPlace('a playroom'), 'toy_box')).toBe(true);
    for (const prompt of ['a sickroom', 'a sickbay']) {
      const sick = await buildPlace(prompt);
      expect(hasNamed(sick, 'mattress')).toBe(true);
      expect(hasNamed(sick, 'drip_stand')).toBe(true);
    }
  });
});

describe('places of their own', () => {
  it('a smithy has its forge with glowing coals, an anvil and a quench tub', async () => {
    const smithy = await buildPlace('a smithy');
    expect(smithy.interpretation).toMatchObject({ kind: 'smithy', match: 'exact' });
    for (const p of ['hearth', 'coals', 'chimney', 'anvil', 'tub', 'roof']) {
      expect(hasNamed(smithy, p)).toBe(true);
    }
    const [r, g, b] = rgb(part(smithy, 'coals'));
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('a laundromat is a row of washers under a row of dryers, each with a round door', async () => {
    const shop = await buildPlace('a laundromat');
    expect(shop.interpretation).toMatchObject({ kind: 'laundromat', match: 'exact' });
    expect(count(shop, 'washer_door')).toBeGreaterThanOrEqual(4);
    expect(count(shop, 'dryer_door')).toBe(count(shop, 'washer_door'));
    expect(hasNamed(shop, 'table')).toBe(true);
    expect(reads('a launderette')).toMatchObject({ kind: 'laundromat' });
  });

  it('a woodshed is stacked with logs, a chopping block before it', async () => {
    const shed = await buildPlace('a woodshed');
    expect(shed.interpretation).toMatchObject({ kind: 'woodshed', match: 'exact' });
    expect(count(shed, 'log_ends')).toBeGreaterThan(20);
    expect(hasNamed(shed, 'chopping_block')).toBe(true);
    expect(hasNamed(shed, 'roof')).toBe(true);
  });

  it('a fjord, a loch, a cove and a gulf are water between hills', async () => {
    for (const prompt of ['a fjord', 'a loch', 'a cove', 'a gulf']) {
      expect(reads(prompt)).toMatchObject({ kind: 'inlet', match: 'exact' });
    }
    for (const prompt of ['a firth', 'an estuary']) {
      expect(reads(prompt)).toMatchObject({ kind: 'inlet', match: 'related' });
    }
    const fjord = await buildPlace('a fjord');
    const [r, , b] = rgb(part(fjord, 'water'));
    expect(b).toBeGreaterThan(r * 2);
    expect(count(fjord, 'hill')).toBeGreaterThanOrEqual(6);
  });

  it('a ridge is a long hill with a rocky crest; a bluff or a ledge the cliff', async () => {
    const ridge = await buildPlace('a ridge');
    expect(ridge.interpretation).toMatchObject({ kind: 'ridge', match: 'exact' });
    expect(count(ridge, 'crest')).toBeGreaterThanOrEqual(3);
    const box = bounds(ridge.parts);
    expect(box.size[0]).toBeGreaterThan(box.size[2] * 1.5);
    for (const prompt of ['a bluff', 'a ledge']) {
      expect(reads(prompt)).toMatchObject({ kind: 'cliff', match: 'related' });
    }
  });

  it('a sulky is the light carriage it is', () => {
    expect(reads('a sulky')).toMatchObject({ kind: 'carriage', match: 'related' });
  });
});

describe('every look holds together', () => {
  // As parts-hold.test.ts checks each kind by its name, each look here by the noun that asks
  // for it: no part floating free (within 1 % of the longest side is touching).
  it.each([
    'a barge',
    'a tugboat',
    'a lifeboat',
    'a gunboat',
    'an icebreaker',
    'a troopship',
    'an ark',
    'a houseboat',
    'a ketch',
    'a brig',
    'a skiff',
    'a sampan',
    'a taxicab',
    'a roadster',
    'a jalopy',
    'a chalet',
    'a duplex',
    'a sauna',
    'a courtroom',
    'a boardroom',
    'a poolroom',
    'a playroom',
    'a sickroom',
  ])('%s is one piece', async (prompt) => {
    for (const seed of [1, 2]) {
      const scene = await buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed });
      const gap = Math.max(...bounds(scene.parts).size) * 0.01;
      expect({ seed, apart: apart(scene.parts, gap) }).toEqual({ seed, apart: [] });
    }
  });
});
