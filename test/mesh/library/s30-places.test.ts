/**
 * Issue 32, session 30 (helper places): places drawn as their family's one build are told
 * apart by their WordNet class (docs/decisions.md, "Streets, rooms, clouds and ground by their
 * class"). Every back street is the road kind drawn as a narrow lane between brick walls;
 * every driveway a drive across a lawn to a garage with a car on it; a causeway a road on a
 * stone bank across water. Rain clouds and thunderclouds are dark, with rain, and a
 * thundercloud has its anvil and a lightning bolt. A pothole is worn in a road; a moor is
 * heather, bracken and stone; a bank meets its river. A sun room has a glass wall and plants,
 * a disco a lit dance floor and a mirror ball, a gallery framed pictures on its walls. The
 * plain road, cloud, hole, plain, hill and room are drawn as before. A clubhouse is a long hall
 * with its name on a board over the porch, and every building named for its use that has no
 * kind of its shape (a bordello, a firetrap, a poorhouse) is that hall with its own name.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { box, buildPlace, has, hasNamed, named, rgb } from './scenes.ts';

describe('each noun stands in as its family, and says so', () => {
  it.each([
    ['an alley', 'road'],
    ['an alleyway', 'road'],
    ['a driveway', 'road'],
    ['a causeway', 'road'],
    ['a lane', 'road'],
    ['a roadside', 'road'],
    ['a wayside', 'road'],
    ['an embankment', 'road'],
    ['a flophouse', 'hotel'],
    ['a thundercloud', 'cloud'],
    ['a thunderhead', 'cloud'],
    ['a nimbus', 'cloud'],
    ['a pothole', 'hole'],
    ['a moorland', 'plain'],
    ['an icecap', 'glacier'],
    ['a bulwark', 'wall'],
    ['an orchard', 'garden'],
    ['a gully', 'valley'],
    ['a dell', 'valley'],
    ['a dingle', 'valley'],
    ['a defile', 'valley'],
    ['a saddleback', 'valley'],
    ['a battlement', 'wall'],
    ['a riverbank', 'hill'],
    ['a riverside', 'hill'],
    ['a solarium', 'room'],
    ['a discotheque', 'room'],
    ['a salon', 'room'],
    // Every room a prisoner is kept in is the dungeon a prison cell is.
    ['a guardroom', 'dungeon'],
    ['a sweatbox', 'dungeon'],
    // A building named for its use is the clubhouse's hall with its name.
    ['a bordello', 'clubhouse'],
    ['a whorehouse', 'clubhouse'],
    ['a firetrap', 'clubhouse'],
    ['a poorhouse', 'clubhouse'],
    ['a workhouse', 'clubhouse'],
  ])('%s is the %s, related', (prompt, kind) => {
    const r = interpretPrompt(prompt, 1);
    expect(r.kind).toBe(kind);
    expect(r.match).toBe('related');
    expect(r.stand_in_for).toBeTruthy();
  });
});

describe('a back street, a driveway and a causeway are roads a person tells apart', () => {
  it('an alley is a narrow lane between a tall brick wall with windows and a lower one', async () => {
    const s = await buildPlace('an alley');
    expect(has(s, 'lane_line')).toBe(false);
    expect(has(s, 'barrier')).toBe(false);
    const lane = box(s, 'lane');
    const tall = box(s, 'alley_wall');
    const low = box(s, 'near_wall');
    // Narrower than it is long, walled on both sides, one wall taller than the lane is wide.
    expect(lane.max[0] - lane.min[0]).toBeLessThan((lane.max[2] - lane.min[2]) / 3);
    expect(tall.max[0]).toBeLessThan(lane.min[0] + 0.01);
    expect(low.min[0]).toBeGreaterThan(lane.max[0] - 0.01);
    expect(tall.max[1] - tall.min[1]).toBeGreaterThan(lane.max[0] - lane.min[0]);
    expect(tall.max[1]).toBeGreaterThan(low.max[1]);
    const [r, g] = rgb(s, 'alley_wall');
    expect(r).toBeGreaterThan(g * 1.5);
    expect(named(s, 'window').length).toBeGreaterThanOrEqual(4);
    expect(has(s, 'skip')).toBe(true);
    expect(named(s, 'bin_').length).toBeGreaterThanOrEqual(2);
  });

  it('an alleyway is drawn as the alley', async () => {
    const s = await buildPlace('an alleyway');
    expect(has(s, 'alley_wall')).toBe(true);
  });

  it('a driveway runs across a lawn to a garage door, a car parked on it', async () => {
    const s = await buildPlace('a driveway');
    const drive = box(s, 'drive');
    const garage = box(s, 'garage');
    const door = box(s, 'garage_door');
    expect(drive.min[2]).toBeLessThan(garage.max[2] + 0.1);
    expect(door.min[2]).toBeGreaterThan(garage.max[2] - 0.1);
    expect(has(s, 'garage_roof')).toBe(true);
    const car = box(s, 'car_body');
    expect(car.min[2]).toBeGreaterThan(drive.min[2]);
    expect(car.max[2]).toBeLessThan(drive.max[2]);
    expect(named(s, 'car_wheel').length).toBe(4);
    const [r, g, b] = rgb(s, 'lawn');
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('a causeway is a road raised on a stone bank above water', async () => {
    const s = await buildPlace('a causeway');
    const water = box(s, 'water');
    const road = box(s, 'causeway_road');
    const bank = box(s, 'bank');
    expect(road.min[1]).toBeGreaterThan(water.max[1] + 0.5);
    expect(bank.max[1]).toBeCloseTo(road.min[1], 1);
    expect(water.max[0] - water.min[0]).toBeGreaterThan((bank.max[0] - bank.min[0]) * 1.5);
    const [r, , b] = rgb(s, 'water');
    expect(b).toBeGreaterThan(r);
  });

  it('a lane is a narrow lane with no lines between two hedgerows', async () => {
    const s = await buildPlace('a lane');
    expect(has(s, 'lane_line')).toBe(false);
    const lane = box(s, 'lane');
    const near = box(s, 'hedgerow');
    const far = box(s, 'far_hedgerow');
    expect(lane.max[0] - lane.min[0]).toBeLessThan(4);
    expect(near.min[0]).toBeGreaterThan(lane.max[0]);
    expect(far.max[0]).toBeLessThan(lane.min[0]);
    expect(near.max[1]).toBeGreaterThan(1.5);
  });

  it('a roadside is the road with a wide verge of wild flowers, a signpost and a milestone', async () => {
    const s = await buildPlace('a roadside');
    expect(has(s, 'asphalt')).toBe(true);
    expect(has(s, 'barrier')).toBe(false);
    const road = box(s, 'asphalt');
    expect(box(s, 'verge').max[0] - road.max[0]).toBeGreaterThan(3);
    expect(named(s, 'flower').length).toBeGreaterThanOrEqual(16);
    for (const flower of named(s, 'flower'))
      expect(box(s, flower.name).min[0]).toBeGreaterThan(road.max[0]);
    expect(has(s, 'signpost')).toBe(true);
    expect(has(s, 'milestone')).toBe(true);
  });

  it('an embankment carries the road on its bank over water, as a causeway', async () => {
    const s = await buildPlace('an embankment');
    expect(box(s, 'causeway_road').min[1]).toBeGreaterThan(box(s, 'water').max[1] + 0.5);
  });

  it('a flophouse is the two-storey lodging house with ROOMS over its door', async () => {
    const s = await buildPlace('a flophouse');
    expect(named(s, 'sign_letter').length).toBe(5);
    expect(has(s, 'door')).toBe(true);
  });

  it('a road is still the motorway', async () => {
    const s = await buildPlace('a road');
    expect(has(s, 'asphalt')).toBe(true);
    expect(has(s, 'alley_wall')).toBe(false);
  });
});

describe('rain clouds and thunderclouds are dark', () => {
  const lum = (c: readonly number[]): number => (c[0] ?? 0) + (c[1] ?? 0) + (c[2] ?? 0);

  it('a thundercloud is a dark tower with a wide anvil, rain and a yellow bolt', async () => {
    const s = await buildPlace('a thundercloud');
    const white = await buildPlace('a cloud');
    expect(lum(rgb(s, 'puff'))).toBeLessThan(lum(named(white, 'puff')[0]!.material.baseColor) / 2);
    const anvil = box(s, 'anvil');
    const tower = box(s, 'tower');
    expect(anvil.min[1]).toBeGreaterThan(tower.min[1]);
    expect(anvil.max[0] - anvil.min[0]).toBeGreaterThan(tower.max[0] - tower.min[0]);
    expect(named(s, 'rain').length).toBeGreaterThanOrEqual(8);
    const [r, g, b] = rgb(s, 'lightning');
    expect(r).toBeGreaterThan(b * 2);
    expect(g).toBeGreaterThan(b * 2);
    // The bolt strikes down from under the cloud.
    const bolt = box(s, 'lightning');
    expect(bolt.min[1]).toBeLessThan(box(s, 'puff').min[1] - 0.2);
    expect(bolt.max[1]).toBeGreaterThan(box(s, 'puff').min[1] - 0.05);
  });

  it('a nimbus is a low dark cloud with rain under it and no bolt', async () => {
    const s = await buildPlace('a nimbus');
    expect(has(s, 'lightning')).toBe(false);
    expect(has(s, 'anvil')).toBe(false);
    // Rain hangs from the cloud's underside down towards the ground.
    const under = box(s, 'underside').min[1];
    for (const streak of named(s, 'rain')) {
      const b = box(s, streak.name);
      expect(b.max[1]).toBeGreaterThan(under);
      expect(b.min[1]).toBeLessThan(under / 2);
    }
  });

  it('a storm cloud, the kind’s own noun, is the thundercloud; a cloud is still white', async () => {
    expect(has(await buildPlace('a storm cloud'), 'lightning')).toBe(true);
    const white = await buildPlace('a cloud');
    expect(hasNamed(white, 'rain')).toBe(false);
  });
});

describe('ground by its class', () => {
  it('a pothole is a ragged hole in a slab of road, water in it, a cone beside', async () => {
    const s = await buildPlace('a pothole');
    expect(has(s, 'spade_blade')).toBe(false);
    const road = box(s, 'road');
    const hole = box(s, 'hole');
    const water = box(s, 'water');
    expect(hole.max[1]).toBeLessThan(road.max[1]);
    expect(water.max[1]).toBeLessThan(road.max[1]);
    expect(water.min[0]).toBeGreaterThan(hole.min[0]);
    expect(box(s, 'cone').min[1]).toBeGreaterThanOrEqual(road.max[1] - 0.01);
    expect(named(s, 'lane_line').length).toBeGreaterThanOrEqual(2);
    const [r, g, b] = rgb(s, 'cone');
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('a hole is still the dug pit with its spade', async () => {
    expect(has(await buildPlace('a hole'), 'spade_blade')).toBe(true);
  });

  it('a moorland is heather, bracken and stone, with no lone tree', async () => {
    const s = await buildPlace('a moorland');
    expect(has(s, 'trunk')).toBe(false);
    expect(named(s, 'heather').length).toBeGreaterThanOrEqual(12);
    const [r, g, b] = rgb(s, 'heather_1');
    expect(r).toBeGreaterThan(g);
    expect(b).toBeGreaterThan(g);
    expect(named(s, 'tor').length).toBeGreaterThanOrEqual(2);
    expect(has(s, 'stone_wall')).toBe(true);
  });

  it('a riverbank is the hill meeting a strip of river with reeds', async () => {
    const s = await buildPlace('a riverbank');
    expect(has(s, 'grass')).toBe(true);
    expect(has(s, 'path')).toBe(false);
    const river = box(s, 'river');
    expect(river.max[2]).toBeGreaterThan(box(s, 'grass').max[2]);
    expect(named(s, 'reed').length).toBeGreaterThanOrEqual(6);
    const [r, , b] = rgb(s, 'river');
    expect(b).toBeGreaterThan(r);
  });

  it('a hill is still the hill with its path', async () => {
    expect(has(await buildPlace('a hill'), 'path')).toBe(true);
  });
});

describe('rooms by their use', () => {
  it('a solarium has a back wall of glass in white frames, plants and wicker chairs', async () => {
    const s = await buildPlace('a solarium');
    expect(has(s, 'back_wall')).toBe(false);
    expect(named(s, 'mullion').length).toBeGreaterThanOrEqual(4);
    expect(named(s, 'plant_pot').length).toBe(3);
    expect(named(s, 'wicker_seat').length).toBe(2);
  });

  it('a discotheque has a floor of lit tiles in four colours, a mirror ball and a DJ desk', async () => {
    const s = await buildPlace('a discotheque');
    expect(named(s, 'dance_tile').length).toBe(16);
    const ball = box(s, 'mirror_ball');
    expect(ball.min[1]).toBeGreaterThan(1.2);
    expect(has(s, 'dj_desk')).toBe(true);
    // The disco's own look, not the ballroom's it lies under in WordNet.
    expect(hasNamed(s, 'chandelier')).toBe(false);
  });

  it('a salon (a gallery) has framed pictures on both walls, a bench and a rope', async () => {
    const s = await buildPlace('a salon');
    expect(named(s, 'picture_').length).toBe(3);
    expect(named(s, 'side_picture_').length).toBe(2);
    const frame = box(s, 'frame_1');
    const picture = box(s, 'picture_1');
    expect(frame.max[0] - frame.min[0]).toBeGreaterThan(picture.max[0] - picture.min[0]);
    expect(has(s, 'gallery_bench')).toBe(true);
    expect(has(s, 'rope')).toBe(true);
  });

  it('a room is still the empty corner room with its rug', async () => {
    const s = await buildPlace('a room');
    expect(has(s, 'rug')).toBe(true);
    expect(hasNamed(s, 'dance_tile')).toBe(false);
  });
});

describe('valleys by their class', () => {
  it('a defile (a pass) is two snow-capped rocky peaks, a road over the saddle between', async () => {
    const s = await buildPlace('a defile');
    expect(has(s, 'river')).toBe(false);
    const left = box(s, 'peak');
    const right = box(s, 'far_peak');
    const saddle = box(s, 'saddle');
    expect(saddle.max[1]).toBeLessThan(Math.min(left.max[1], right.max[1]) / 2);
    expect(saddle.min[0]).toBeGreaterThan(left.min[0]);
    expect(saddle.max[0]).toBeLessThan(right.max[0]);
    expect(box(s, 'peak_snow').max[1]).toBeGreaterThan(left.max[1] - 0.1);
    const road = box(s, 'pass_road');
    expect(road.max[2] - road.min[2]).toBeGreaterThan(5);
  });

  it('a gully is a narrow cut between two banks of bare earth, water along its floor', async () => {
    const s = await buildPlace('a gully');
    expect(has(s, 'tree_crown')).toBe(false);
    const near = box(s, 'bank');
    const far = box(s, 'far_bank');
    const gap = far.min[0] - near.max[0];
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(near.max[1] - near.min[1]);
    const [r, , b] = rgb(s, 'bank');
    expect(r).toBeGreaterThan(b * 2);
    const water = box(s, 'trickle');
    expect(water.min[0]).toBeGreaterThan(near.max[0] - 0.6);
  });

  it('a dell is a grassy hollow ringed by eight trees', async () => {
    const s = await buildPlace('a dell');
    expect(named(s, 'crown').length).toBe(8);
    expect(has(s, 'rim')).toBe(true);
  });

  it('a valley is still the green valley with its river', async () => {
    expect(has(await buildPlace('a valley'), 'river')).toBe(true);
  });
});

describe('an orchard', () => {
  it('is rows of fruit trees hung with red apples on the lawn, not the flower bed', async () => {
    const s = await buildPlace('an orchard');
    expect(has(s, 'bed')).toBe(false);
    expect(named(s, 'fruit_crown').length).toBe(9);
    expect(named(s, 'apple').length).toBeGreaterThanOrEqual(27);
    const [r, g, b] = rgb(s, 'apple_1');
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    expect(has(s, 'basket')).toBe(true);
  });

  it('a garden is still the flower bed and path', async () => {
    expect(has(await buildPlace('a garden'), 'bed')).toBe(true);
  });
});

describe('a rampart', () => {
  it('a bulwark is a thick stone wall crenellated along its top, not the brick wall', async () => {
    const s = await buildPlace('a bulwark');
    expect(has(s, 'bricks')).toBe(false);
    const wall = box(s, 'stones');
    expect(wall.max[2] - wall.min[2]).toBeGreaterThan(0.5);
    const merlons = named(s, 'merlon');
    expect(merlons.length).toBe(5);
    for (const m of merlons) expect(box(s, m.name).min[1]).toBeCloseTo(wall.max[1], 2);
    const [r, g, b] = rgb(s, 'stones');
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(0.1);
  });

  it('a wall is still the brick wall', async () => {
    expect(has(await buildPlace('a wall'), 'bricks')).toBe(true);
  });
});

describe('a building told by its name', () => {
  it('a clubhouse is its own kind, a hall wider than tall with a porch and its name', async () => {
    expect(interpretPrompt('a clubhouse', 1)).toMatchObject({ kind: 'clubhouse', match: 'exact' });
    const s = await buildPlace('a clubhouse');
    const walls = box(s, 'walls');
    expect(walls.max[0] - walls.min[0]).toBeGreaterThan((walls.max[1] - walls.min[1]) * 1.5);
    expect(box(s, 'roof').min[1]).toBeCloseTo(walls.max[1], 1);
    // CLUBHOUSE in nine block letters on the board, standing out from it.
    expect(named(s, 'sign_letter').length).toBe(9);
    const board = box(s, 'sign');
    expect(board.min[1]).toBeGreaterThan(box(s, 'door').max[1]);
    for (const letter of named(s, 'sign_letter'))
      expect(box(s, letter.name).max[2]).toBeGreaterThan(board.max[2] - 0.01);
  });

  it.each([
    ['a bordello', 8],
    ['a firetrap', 8],
    ['a poorhouse', 9],
  ])('%s is the hall with its own name over the porch (%i letters)', async (prompt, n) => {
    const s = await buildPlace(prompt);
    expect(named(s, 'sign_letter').length).toBe(n);
  });

  it('a building is still the house, and a clubhouse in Chinese is the clubhouse', () => {
    expect(interpretPrompt('a building', 1).kind).toBe('house');
    expect(interpretPrompt('一个会所', 1).kind).toBe('clubhouse');
  });
});

describe('every look is one piece, as the kinds are', () => {
  it.each([
    'an alley',
    'a driveway',
    'a causeway',
    'a lane',
    'a roadside',
    'a thundercloud',
    'a nimbus',
    'a pothole',
    'a moorland',
    'a riverbank',
    'a solarium',
    'a discotheque',
    'a salon',
    'a bordello',
    'a bulwark',
    'a defile',
    'a gully',
    'a dell',
    'an orchard',
  ])('%s has no part floating free', async (prompt) => {
    const s = await buildPlace(prompt);
    const gap = Math.max(...bounds(s.parts).size) * 0.01;
    expect(apart(s.parts, gap)).toEqual([]);
    expect(bounds(s.parts).min[1]).toBeCloseTo(0, 3);
  });
});
