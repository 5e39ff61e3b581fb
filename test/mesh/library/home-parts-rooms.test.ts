/**
 * Issue 32 (session 23, H): building parts, rooms and places a person names on their own are
 * drawn as themselves — a roof is a tiled gable roof, not a placeholder; a skylight a window
 * lying in a roof slope; a basement a room with stairs coming down and a boiler; a darkroom a
 * dark room under a red lamp (docs/decisions.md, "Building parts, rooms and places by what
 * tells them apart").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));
const count = (scene: Scene, prefix: string): number =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;

describe('building parts as objects', () => {
  it.each([
    ['a roof', 'roof', ['roof_front', 'ridge', 'chimney', 'tile_course']],
    ['a pitched roof', 'roof', ['roof_front', 'gable']],
    ['a step', 'step', ['tread', 'nosing']],
    ['a doorstep', 'doorstep', ['door', 'step_stone', 'doormat']],
    ['a doorway', 'doorway', ['frame_jamb', 'open_door', 'threshold']],
    ['a door frame', 'door frame', ['jamb', 'head', 'architrave']],
    ['a porch', 'porch', ['deck', 'post', 'porch_roof', 'handrail']],
    ['a veranda', 'porch', ['deck', 'post', 'porch_roof']],
    ['a balcony', 'balcony', ['balcony_slab', 'baluster', 'french_door', 'bracket']],
    ['a skylight', 'skylight', ['roof', 'skylight_glass', 'skylight_frame']],
    ['a gutter', 'gutter', ['gutter', 'bracket', 'outlet']],
    ['a drainpipe', 'drainpipe', ['pipe', 'clip', 'shoe', 'gutter']],
    ['a downspout', 'drainpipe', ['pipe', 'shoe']],
    ['a conduit', 'piping', ['pipe', 'valve', 'handwheel', 'flange']],
    ['a gas pipe', 'piping', ['pipe', 'valve']],
    ['a stopcock', 'valve', ['body', 'handwheel', 'stub']],
    ['a floor', 'floor', ['board', 'board_8', 'skirting']],
    ['a parquet floor', 'floor', ['board']],
    ['an arch', 'arch', ['arch', 'keystone', 'impost']],
    ['a windowsill', 'windowsill', ['sill', 'window_glass', 'pot']],
    ['a window sill', 'windowsill', ['sill']],
    ['a gable', 'gable', ['gable_wall', 'bargeboard', 'oculus']],
    ['a dormer', 'dormer', ['cheeks', 'dormer_roof', 'window_glass', 'roof']],
    ['an awning', 'awning', ['stripe_1', 'valance', 'arm', 'shop_window_glass']],
    ['a canopy', 'canopy', ['canopy_cloth', 'pole', 'valance']],
    ['a stonework', 'stonework', ['stone_1', 'coping']],
    ['a masonry', 'stonework', ['stone_1']],
  ])('%s is the %s, with its telling parts', async (prompt, kind, parts) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    for (const p of parts) expect(has(scene, p), `${prompt}: ${p}`).toBe(true);
  });

  it('a skylight lies in the slope: its glass is raised at the back, lower at the front', async () => {
    const glass = bounds(
      (await build('a skylight')).parts.filter((p) => p.name === 'skylight_glass'),
    );
    // Tilted 35°: its height spans well over half its depth.
    expect(glass.size[1]).toBeGreaterThan(glass.size[2] * 0.5);
  });

  it('a roof is wider than tall and has no walls below its eaves', async () => {
    const scene = await build('a roof');
    const all = bounds(scene.parts);
    expect(all.size[0]).toBeGreaterThan(all.size[1] * 1.5);
    expect(has(scene, 'door')).toBe(false);
  });

  it('a drainpipe stands taller than it is wide; a gutter lies longer than it is tall', async () => {
    const pipe = bounds((await build('a drainpipe')).parts);
    expect(pipe.size[1]).toBeGreaterThan(pipe.size[0] * 2);
    const gutter = bounds((await build('a gutter')).parts);
    expect(gutter.size[0]).toBeGreaterThan(gutter.size[1] * 2);
  });

  it('"a red awning" colours the stripes, not the brick shop front', async () => {
    const scene = await build('a red awning');
    const stripe = scene.parts.find((p) => p.name === 'stripe_1')!;
    const wall = scene.parts.find((p) => p.name === 'shop_front')!;
    expect(stripe.material.baseColor).not.toEqual(wall.material.baseColor);
  });
});

describe('rooms by what tells them apart', () => {
  it.each([
    ['a basement', 'basement', ['stair_1', 'boiler', 'floor', 'back_wall']],
    ['an attic', 'attic', ['rafter', 'roof_boards', 'box', 'trunk']],
    ['a loft', 'attic', ['rafter']],
    ['a cellar', 'cellar', ['barrel_1', 'vault_arch', 'bottle']],
    ['a wine cellar', 'cellar', ['barrel_1']],
    ['a hallway', 'hallway', ['door_1', 'door_2', 'runner', 'end_door']],
    ['a corridor', 'hallway', ['runner']],
    ['a gym', 'gym', ['barbell', 'bench_pad', 'dumbbell_1_bar', 'treadmill_deck']],
    ['a gymnasium', 'gym', ['barbell']],
    ['a locker room', 'locker room', ['locker', 'bench']],
    ['a changing room', 'locker room', ['locker']],
    ['a darkroom', 'darkroom', ['safelight', 'tray', 'enlarger_head', 'print']],
    ['a laboratory', 'laboratory', ['flask_1', 'microscope_tube', 'fume_hood']],
    ['a lab', 'laboratory', ['flask_1']],
    ['a studio', 'studio', ['easel_leg', 'canvas', 'palette']],
    ['an atelier', 'studio', ['canvas']],
    ['a pantry', 'pantry', ['jar_row_1', 'shelf_board', 'sack']],
    ['a larder', 'pantry', ['jar_row_1']],
    ['a laundry room', 'laundry room', ['washing_machine', 'dryer', 'porthole', 'basket']],
    ['a utility room', 'laundry room', ['washing_machine']],
    ['a storeroom', 'storeroom', ['rack_1_shelf', 'box', 'stack']],
    ['a stockroom', 'storeroom', ['box']],
    ['a galley', 'galley', ['porthole_glass', 'fiddle_rail', 'counter']],
    ['a nursery', 'nursery', ['cot_base', 'cot_bar', 'mobile_toy', 'teddy_body']],
  ])('%s is the %s, furnished with what names it', async (prompt, kind, parts) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    for (const p of parts) expect(has(scene, p), `${prompt}: ${p}`).toBe(true);
  });

  it('a darkroom is dark, lit by a red lamp', async () => {
    const scene = await build('a darkroom');
    const wall = scene.parts.find((p) => p.name === 'back_wall')!;
    expect(Math.max(...wall.material.baseColor)).toBeLessThan(0.3);
    const lamp = scene.parts.find((p) => p.name === 'safelight')!;
    const [r, g, b] = lamp.material.baseColor;
    expect(r).toBeGreaterThan(g! * 2);
    expect(r).toBeGreaterThan(b! * 2);
  });

  it('a hallway is long and narrow, a basement square', async () => {
    const hall = bounds((await build('a hallway')).parts);
    expect(hall.size[2]).toBeGreaterThan(hall.size[0] * 2);
    const basement = bounds((await build('a basement')).parts);
    expect(basement.size[2]).toBeCloseTo(basement.size[0], 1);
  });

  it('a basement stair climbs to the top of the walls', async () => {
    const scene = await build('a basement');
    const stairs = bounds(scene.parts.filter((p) => p.name.startsWith('stair_')));
    expect(count(scene, 'stair_')).toBeGreaterThanOrEqual(8);
    expect(stairs.max[1]).toBeGreaterThan(2.4);
  });
});

describe('places and furniture parts', () => {
  it.each([
    ['a courtyard', 'courtyard', ['back_wall', 'left_wall', 'basin', 'jet', 'tree_1_crown']],
    ['a terrace', 'terrace', ['paving', 'parasol', 'table_top', 'chair_1']],
    ['a patio', 'terrace', ['parasol']],
    ['a landfill', 'landfill', ['heap', 'bag_1', 'dozer_body']],
    ['a garbage dump', 'landfill', ['heap']],
    ['a junkyard', 'junkyard', ['pile_a_1', 'pile_a_3_cabin', 'tyre_pile', 'fence_mesh']],
    ['a scrapyard', 'junkyard', ['pile_a_1']],
    ['an aqueduct', 'aqueduct', ['lower_arch_1', 'upper_arch_1', 'channel', 'water']],
    ['a catwalk', 'catwalk', ['runway', 'seat', 'backdrop', 'model_dress']],
    ['a gangway', 'gangway', ['ramp', 'hull', 'quay', 'gang_rail_1']],
    ['a gangplank', 'gangway', ['ramp']],
    ['a zoo', 'zoo', ['gate_beam', 'giraffe_neck', 'elephant_body', 'fence_post']],
    ['a mortuary', 'mortuary', ['store_door', 'sheet', 'toe_tag']],
    ['a morgue', 'mortuary', ['store_door']],
    ['a sanctuary', 'sanctuary', ['altar', 'stained_glass_1', 'cross_upright', 'rail']],
    ['an auditorium', 'auditorium', ['stage', 'curtain', 'seat_row_1', 'tier_2']],
    ['a washtub', 'washtub', ['tub', 'handle', 'washboard_frame']],
    ['a headrest', 'headrest', ['cushion', 'post', 'seat_top']],
    ['an armrest', 'armrest', ['pad', 'upright', 'bracket']],
    ['a backrest', 'backrest', ['back', 'arm']],
    ['a beam', 'beam', ['timber', 'end_grain', 'trestle_1_top']],
    ['a rafter', 'beam', ['timber']],
  ])('%s is the %s, with what names it', async (prompt, kind, parts) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    for (const p of parts) expect(has(scene, p), `${prompt}: ${p}`).toBe(true);
  });

  it('a girder is the steel I-beam, not the oak timber', async () => {
    const scene = await build('a girder');
    expect(scene.interpretation).toMatchObject({ kind: 'beam', match: 'exact' });
    expect(has(scene, 'flange')).toBe(true);
    expect(has(scene, 'web')).toBe(true);
    expect(has(scene, 'timber')).toBe(false);
  });

  it('an aqueduct is long and tall: arches in two tiers', async () => {
    const scene = await build('an aqueduct');
    const all = bounds(scene.parts);
    expect(all.size[0]).toBeGreaterThan(all.size[1] * 1.8);
    expect(count(scene, 'upper_arch_')).toBeGreaterThan(count(scene, 'lower_arch_'));
  });

  it('a headrest is small, a zoo large', async () => {
    const head = bounds((await build('a headrest')).parts);
    const zoo = bounds((await build('a zoo')).parts);
    expect(Math.max(...head.size)).toBeLessThan(0.6);
    expect(Math.max(...zoo.size)).toBeGreaterThan(5);
  });
});

describe('plumbing is no tobacco pipe (session 24)', () => {
  it('the word "pipe" alone is still the tobacco pipe; a pipe for water or gas is piping', async () => {
    expect((await build('a pipe')).interpretation.kind).toBe('pipe');
    for (const prompt of ['a water pipe', 'a sewer pipe', 'a pipeline', 'plumbing', 'una tubería'])
      expect((await build(prompt)).interpretation).toMatchObject({
        kind: 'piping',
        match: 'exact',
      });
  });

  it('a copper pipe is copper; a pipe with a blue valve has the valve blue', async () => {
    const copper = await build('a copper pipe');
    expect(copper.parts.find((p) => p.name === 'pipe')!.material.name).toContain('copper');
    const valve = await build('a piping with a blue valve');
    expect(valve.interpretation.partColors).toEqual({ valve: 'blue' });
    expect(valve.parts.find((p) => p.name === 'pipe')!.material.name).not.toContain('blue');
  });
});
