/**
 * Issue 32, session 28 (helper r2places): places from the spent held-out list that were
 * unknown or drawn as a related but wrong thing. A colosseum is the Roman amphitheatre's
 * ruin of arches, not a plain stadium; a tollbooth the roadside booth with its barrier; a
 * dinette the small dining room; a stockyard the corral; a spillway the dam; a blockhouse the
 * bunker; an arboretum the garden. A workroom is the room with a workbench and a pegboard of
 * tools, a hayloft the attic full of hay bales, a viaduct the bridge on a row of arches, a
 * topiary the garden of clipped shrubs, a bullring the stadium round a ring of sand behind a red
 * barrier, a cannery the factory that says so, with pallets of tins at its door. A lumberyard
 * is a kind of its own: stacks of sawn planks on bearers in a gravel yard, an open shed; so is
 * a boatyard: a hull propped on stands by a slipway, a crane over it. Each is checked by what a person would look for.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { buildPlace, hasNamed, part } from './scenes.ts';

const count = (scene: Scene, prefix: string): number =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;
const rgb = (p: ScenePart): [number, number, number] => {
  const [r, g, b] = p.material.baseColor;
  return [r!, g!, b!];
};
const reads = (prompt: string) => interpretPrompt(prompt, 1);

describe('what each noun reads as', () => {
  it.each([
    ['a colosseum', 'roman amphitheatre', 'exact'],
    ['the colosseum', 'roman amphitheatre', 'exact'],
    ['a viaduct', 'bridge', 'exact'],
    ['a tollbooth', 'guardhouse', 'related'],
    ['a dinette', 'dining room', 'related'],
    ['a stockyard', 'corral', 'related'],
    ['a spillway', 'dam', 'related'],
    ['a blockhouse', 'bunker', 'related'],
    ['an arboretum', 'garden', 'related'],
    ['a workroom', 'room', 'related'],
    ['a hayloft', 'attic', 'related'],
    ['a topiary', 'garden', 'related'],
    ['a bullring', 'stadium', 'related'],
    ['a cannery', 'factory', 'related'],
    ['a lumberyard', 'lumberyard', 'exact'],
    ['a lumber yard', 'lumberyard', 'exact'],
    ['a timber yard', 'lumberyard', 'exact'],
    ['un depot de bois', 'lumberyard', 'exact'],
    ['ein Holzlager', 'lumberyard', 'exact'],
    ['木材场', 'lumberyard', 'exact'],
    ['a boatyard', 'boatyard', 'exact'],
    ['a boat yard', 'boatyard', 'exact'],
    ['a shipyard', 'boatyard', 'related'],
    ['un astillero', 'boatyard', 'exact'],
    ['eine Werft', 'boatyard', 'exact'],
  ])('%s → %s (%s)', (prompt, kind, match) => {
    expect(reads(prompt)).toMatchObject({ kind, match });
  });

  it('a stand-in says what it stands in for', () => {
    expect(reads('a tollbooth').stand_in_for).toBe('tollbooth');
    expect(reads('a dinette').stand_in_for).toBe('dinette');
    expect(reads('a blockhouse').stand_in_for).toBe('blockhouse');
  });

  it('a stadium, an arena and a loft are what they were', () => {
    expect(reads('a stadium')).toMatchObject({ kind: 'stadium', match: 'exact' });
    expect(reads('an amphitheatre')).toMatchObject({ kind: 'stadium', match: 'exact' });
    expect(reads('a loft')).toMatchObject({ kind: 'attic', match: 'exact' });
    expect(reads('a bridge')).toMatchObject({ kind: 'bridge', match: 'exact' });
  });
});

describe('how each looks', () => {
  it('a workroom has a workbench with a vice, tools on a pegboard, no rug or window', async () => {
    const room = await buildPlace('a workroom');
    expect(room.interpretation).toMatchObject({ kind: 'room', stand_in_for: 'workroom' });
    for (const p of ['workbench', 'vice', 'pegboard', 'hammer_head', 'saw', 'toolbox']) {
      expect(hasNamed(room, p), p).toBe(true);
    }
    expect(hasNamed(room, 'rug')).toBe(false);
    expect(hasNamed(room, 'pane')).toBe(false);
    // The vice and the toolbox stand on the bench top; the tools hang in front of the board.
    const benchTop = bounds([part(room, 'workbench')]).max[1];
    expect(bounds([part(room, 'vice')]).min[1]).toBeCloseTo(benchTop, 1);
    expect(bounds([part(room, 'toolbox')]).min[1]).toBeCloseTo(benchTop, 1);
    const board = bounds([part(room, 'pegboard')]);
    const back = bounds([part(room, 'back_wall')]);
    expect(board.min[2]).toBeGreaterThanOrEqual(back.max[2] - 0.01);
    expect(bounds([part(room, 'saw')]).min[2]).toBeGreaterThanOrEqual(board.max[2] - 0.02);
  });

  it('a hayloft is the attic heaped with golden bales and loose hay, a pitchfork by them', async () => {
    const loft = await buildPlace('a hayloft');
    expect(loft.interpretation).toMatchObject({ kind: 'attic', stand_in_for: 'hayloft' });
    expect(count(loft, 'bale')).toBeGreaterThanOrEqual(5);
    expect(hasNamed(loft, 'loose_hay')).toBe(true);
    expect(hasNamed(loft, 'pitchfork_handle')).toBe(true);
    expect(hasNamed(loft, 'trunk')).toBe(false);
    const [r, g, b] = rgb(part(loft, 'bale_1'));
    expect(r).toBeGreaterThan(b + 0.3);
    expect(g).toBeGreaterThan(b + 0.2);
  });

  it('a plain attic keeps its trunk and has no hay', async () => {
    const attic = await buildPlace('an attic');
    expect(hasNamed(attic, 'trunk')).toBe(true);
    expect(hasNamed(attic, 'bale')).toBe(false);
  });

  it('a viaduct is a long stone deck on a row of arches, the plain bridge one', async () => {
    const via = await buildPlace('a viaduct');
    expect(hasNamed(via, 'arcade')).toBe(true);
    expect(hasNamed(via, 'deck')).toBe(false);
    expect(count(via, 'parapet')).toBe(2);
    const box = bounds(via.parts);
    expect(box.size[0]).toBeGreaterThan(2.5 * box.size[1]);
    const bridge = await buildPlace('a bridge');
    expect(hasNamed(bridge, 'deck')).toBe(true);
    expect(hasNamed(bridge, 'arcade')).toBe(false);
  });

  it('a topiary is clipped green balls and cones on a lawn, no flower bed', async () => {
    const garden = await buildPlace('a topiary');
    expect(garden.interpretation).toMatchObject({ kind: 'garden', stand_in_for: 'topiary' });
    expect(count(garden, 'ball')).toBeGreaterThanOrEqual(2);
    expect(count(garden, 'cone')).toBeGreaterThanOrEqual(2);
    expect(count(garden, 'tier')).toBe(3);
    expect(hasNamed(garden, 'red_flower')).toBe(false);
    expect(hasNamed(garden, 'bed')).toBe(false);
    const [r, g, b] = rgb(part(garden, 'cone_1'));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    // The shrubs stand on the lawn.
    const lawnTop = bounds([part(garden, 'lawn')]).max[1];
    for (const p of ['cone_1', 'cone_2', 'hedge_1', 'hedge_2']) {
      expect(bounds([part(garden, p)]).min[1], p).toBeCloseTo(lawnTop, 1);
    }
    expect(bounds([part(garden, 'ball_1')]).min[1]).toBeCloseTo(lawnTop, 1);
  });

  it('a bullring is a ring of sand behind a red barrier, no green pitch', async () => {
    const ring = await buildPlace('a bullring');
    expect(ring.interpretation).toMatchObject({ kind: 'stadium', stand_in_for: 'bullring' });
    expect(hasNamed(ring, 'field')).toBe(false);
    expect(hasNamed(ring, 'line')).toBe(false);
    const [sr, sg, sb] = rgb(part(ring, 'sand'));
    expect(sr).toBeGreaterThan(sg);
    expect(sg).toBeGreaterThan(sb);
    const [br, bg, bb] = rgb(part(ring, 'barrier'));
    expect(br).toBeGreaterThan(bg + 0.2);
    expect(br).toBeGreaterThan(bb + 0.2);
    // The barrier stands round the sand, inside the stands.
    const sand = bounds([part(ring, 'sand')]);
    const barrier = bounds([part(ring, 'barrier')]);
    expect(barrier.size[0]).toBeCloseTo(sand.size[0], 0);
    expect(bounds([part(ring, 'stands')]).size[0]).toBeGreaterThan(barrier.size[0]);
    const stadium = await buildPlace('a stadium');
    expect(hasNamed(stadium, 'field')).toBe(true);
    expect(hasNamed(stadium, 'sand')).toBe(false);
  });

  it('a cannery says so over its door, with stacks of red-labelled tins by it', async () => {
    const c = await buildPlace('a cannery');
    expect(c.interpretation).toMatchObject({ kind: 'factory', stand_in_for: 'cannery' });
    expect(hasNamed(c, 'sign_board')).toBe(true);
    expect(count(c, 'tin')).toBeGreaterThanOrEqual(12);
    expect(count(c, 'label')).toBe(count(c, 'tin'));
    expect(hasNamed(c, 'tank')).toBe(false);
    const factory = await buildPlace('a factory');
    expect(hasNamed(factory, 'tin')).toBe(false);
  });

  it('a lumberyard is stacks of planks on bearers in a yard, boards racked in a shed', async () => {
    const y = await buildPlace('a lumberyard');
    expect(y.interpretation).toMatchObject({ kind: 'lumberyard', match: 'exact' });
    expect(count(y, 'stack_a_planks')).toBe(5);
    expect(count(y, 'stack_c_planks')).toBe(3);
    expect(count(y, 'racked_board')).toBe(9);
    expect(hasNamed(y, 'shed_roof')).toBe(true);
    // The planks lie flat and long; the stacks stand on the yard, the roof over the rack.
    const plank = bounds([part(y, 'stack_a_planks_1')]);
    expect(plank.size[0]).toBeGreaterThan(2 * plank.size[2]);
    expect(plank.size[1]).toBeLessThan(0.25);
    const yardTop = bounds([part(y, 'yard')]).max[1];
    expect(bounds([part(y, 'stack_a_bearer_1')]).min[1]).toBeCloseTo(yardTop, 2);
    expect(bounds([part(y, 'shed_roof')]).min[1]).toBeGreaterThan(
      bounds([part(y, 'racked_board_1')]).max[1],
    );
    const [r, g, b] = rgb(part(y, 'stack_a_planks_1'));
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('a boatyard is a hull propped on stands by a slipway into the water, a crane', async () => {
    const y = await buildPlace('a boatyard');
    expect(y.interpretation).toMatchObject({ kind: 'boatyard', match: 'exact' });
    for (const p of ['hull', 'antifouling', 'mast', 'slipway', 'water', 'crane_jib']) {
      expect(hasNamed(y, p), p).toBe(true);
    }
    expect(count(y, 'prop')).toBe(4);
    // The hull is out of the water, above the hard on its blocks; its bottom is red.
    const hull = bounds([part(y, 'hull')]);
    const hard = bounds([part(y, 'hard')]);
    expect(hull.min[1]).toBeGreaterThan(hard.max[1] + 0.3);
    expect(bounds([part(y, 'keel_block_1')]).max[1]).toBeCloseTo(hull.min[1], 1);
    expect(hull.max[0]).toBeLessThan(bounds([part(y, 'water')]).min[0]);
    const [r, g, b] = rgb(part(y, 'antifouling'));
    expect(r).toBeGreaterThan(g + 0.3);
    expect(r).toBeGreaterThan(b + 0.3);
  });

  it.each([
    'a boatyard',
    'a lumberyard',
    'a workroom',
    'a hayloft',
    'a viaduct',
    'a topiary',
    'a tollbooth',
    'a cannery',
    'a bullring',
  ])('%s holds together: no part floats free', async (prompt) => {
    expect(apart((await buildPlace(prompt)).parts)).toEqual([]);
  });

  it('a colosseum is the round wall of arches, no stadium stands', async () => {
    const c = await buildPlace('a colosseum');
    expect(c.interpretation).toMatchObject({ kind: 'roman amphitheatre' });
    expect(hasNamed(c, 'wall')).toBe(true);
    expect(hasNamed(c, 'stands')).toBe(false);
  });
});
