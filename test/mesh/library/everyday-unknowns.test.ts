/**
 * Issue 32 (session 26): everyday things said often (film subtitles, SUBTLEX-US) that came out
 * unknown are kinds, each drawn as the thing a person pictures (docs/decisions.md, "Everyday
 * things said often and still unknown").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { box, rgb } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const part = (scene: Scene, name: string) => {
  const found = scene.parts.find((p) => p.name === name);
  if (!found) throw new Error(`no part ${name} in ${scene.parts.map((p) => p.name).join(' ')}`);
  return found;
};
const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;

describe('fifteen everyday things are kinds of their own', () => {
  it.each([
    ['an aquarium', 'aquarium'],
    ['a fish tank', 'aquarium'],
    ['a fishbowl', 'aquarium'],
    ['a dumpster', 'dumpster'],
    ['a waste container', 'dumpster'],
    ['a hand truck', 'hand truck'],
    ['a dolly', 'hand truck'],
    ['a sack truck', 'hand truck'],
    ['a noose', 'noose'],
    ["a hangman's noose", 'noose'],
    ['a latch', 'latch'],
    ['a door latch', 'latch'],
    ['a gate latch', 'latch'],
    ['a dungeon', 'dungeon'],
    ['an oubliette', 'dungeon'],
    ['a runway', 'runway'],
    ['an airstrip', 'runway'],
    ['a landing strip', 'runway'],
    ['a tile', 'tile'],
    ['a floor tile', 'tile'],
    ['a wall tile', 'tile'],
    ['an arcade machine', 'arcade machine'],
    ['an arcade cabinet', 'arcade machine'],
    ['an arcade game', 'arcade machine'],
    ['an arcade', 'arcade machine'],
    ['a cooling tower', 'cooling tower'],
    ['a nuclear power plant', 'cooling tower'],
    ['a nuclear plant', 'cooling tower'],
    ['a nuclear reactor', 'cooling tower'],
    ['a reactor', 'cooling tower'],
    ['a stage', 'stage'],
    ['a theatre stage', 'stage'],
    ['a theater stage', 'stage'],
    ['chewing gum', 'chewing gum'],
    ['gum', 'chewing gum'],
    ['bubble gum', 'chewing gum'],
    ['a stick of gum', 'chewing gum'],
    ['tofu', 'tofu'],
    ['bean curd', 'tofu'],
    ['caviar', 'caviar'],
    ['roe', 'caviar'],
    ['fish eggs', 'caviar'],
    ['cutlery', 'cutlery'],
    ['silverware', 'cutlery'],
    ['flatware', 'cutlery'],
    ['a place setting', 'cutlery'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['鱼缸', 'aquarium'],
    ['une benne à ordures', 'dumpster'],
    ['eine sackkarre', 'hand truck'],
    ['un cappio', 'noose'],
    ['un loquet', 'latch'],
    ['una mazmorra', 'dungeon'],
    ['滑走路', 'runway'],
    ['una piastrella', 'tile'],
    ['um fliperama', 'arcade machine'],
    ['градирня', 'cooling tower'],
    ['una central nuclear', 'cooling tower'],
    ['un escenario', 'stage'],
    ['ein kaugummi', 'chewing gum'],
    ['豆腐', 'tofu'],
    ['キャビア', 'caviar'],
    ['talheres', 'cutlery'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it.each([
    ['a fork', 'fork'],
    ['a knife', 'knife'],
    ['a spoon', 'spoon'],
    ['a factory', 'factory'],
    ['a power plant', 'factory'],
    ['a bottle', 'bottle'],
    ['a rope', 'rope'],
    ['a truck', 'truck'],
    ['a tower', 'tower'],
    ['a tank', 'tank'],
    ['a water tank', 'water tank'],
    ['a bowl', 'bowl'],
    ['a gate', 'gate'],
    ['a floor', 'floor'],
    ['a wall', 'wall'],
    ['a roof tile', 'roof'],
    ['a cabinet', 'cabinet'],
    ['a stick', 'stick'],
    ['an egg', 'egg'],
    ['a handcart', 'wagon'],
    ['a stage coach', 'carriage'],
    ['a stagecoach', 'carriage'],
    ['a theatre', 'cinema'],
    ['a doll', 'doll'],
    ['a shipping container', 'shipping container'],
    ['an airport', 'airport'],
    ['a pot plant', 'potted plant'],
  ])('takes no word from the kinds that had it: %s stays a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('a gum tree is still a tree, not a pack of gum', () => {
    expect(interpretPrompt('a gum tree', 1).kind).toBe('tree');
  });
});

describe('each is drawn by its telling look', () => {
  it('an aquarium is blue water, gravel, plants and two fish inside its frame, under a lid', async () => {
    const tank = await build('an aquarium');
    const frame = bounds(tank.parts.filter((p) => p.name.startsWith('corner_')));
    const water = bounds(tank.parts.filter((p) => p.name.startsWith('water')));
    expect(water.min[0]).toBeGreaterThanOrEqual(frame.min[0]);
    expect(water.max[0]).toBeLessThanOrEqual(frame.max[0]);
    expect(water.max[1]).toBeLessThan(box(tank, 'lid').min[1]);
    const [r, , b] = rgb(tank, 'water');
    expect(b).toBeGreaterThan(r + 0.3);
    for (const fish of ['fish_1_body', 'fish_2_body']) {
      const f = box(tank, fish);
      expect(f.min[1]).toBeGreaterThan(box(tank, 'gravel').max[1]);
      expect(f.max[1]).toBeLessThan(water.max[1]);
      expect(f.min[0]).toBeGreaterThan(frame.min[0]);
      expect(f.max[0]).toBeLessThan(frame.max[0]);
    }
    expect(named(tank, 'plant_')).toBeGreaterThanOrEqual(6);
  });

  it('a fishbowl is the round bowl of water with a goldfish, not the tank', async () => {
    const bowl = await build('a fishbowl');
    expect(part(bowl, 'bowl')).toBeDefined();
    expect(bowl.parts.some((p) => p.name === 'lid')).toBe(false);
    const water = box(bowl, 'water');
    expect(water.size[0]).toBeGreaterThan(water.size[1]);
    expect(named(bowl, 'fish_')).toBe(3);
  });

  it('a dumpster is a green steel bin with its lids sloping up to the back, one raised', async () => {
    const bin = await build('a dumpster');
    const body = box(bin, 'body');
    const [r, g, b] = rgb(bin, 'body');
    expect(g).toBeGreaterThan(r * 2);
    expect(g).toBeGreaterThan(b * 2);
    expect(box(bin, 'lid_open').max[1]).toBeGreaterThan(body.max[1] + 0.5);
    // The fork pockets stand out from both ends, and it rolls on four small wheels.
    expect(box(bin, 'fork_pocket_1').min[0]).toBeLessThan(body.min[0]);
    expect(box(bin, 'fork_pocket_2').max[0]).toBeGreaterThan(body.max[0]);
    expect(named(bin, 'wheel_')).toBe(4);
    const red = await build('a red dumpster');
    expect(rgb(red, 'body')).toEqual(colorRgb('red'));
    expect(rgb(red, 'lid_closed')).not.toEqual(colorRgb('red'));
  });

  it('a hand truck is an upright frame with a nose plate at the floor and two wheels behind', async () => {
    const truck = await build('a hand truck');
    const rail = box(truck, 'rail_r');
    const plate = box(truck, 'nose_plate');
    expect(rail.size[1]).toBeGreaterThan(1);
    expect(plate.max[1]).toBeLessThan(0.03);
    expect(plate.max[2]).toBeGreaterThan(rail.max[2] + 0.15);
    for (const wheel of ['wheel_1', 'wheel_2'])
      expect(box(truck, wheel).max[2]).toBeLessThan(plate.max[2]);
    expect(box(truck, 'handle').max[1]).toBeGreaterThan(rail.max[1]);
  });

  it('a noose hangs from a beam: a rope down to its coiled knot, the loop below', async () => {
    const noose = await build('a noose');
    expect(named(noose, 'coil_')).toBe(8);
    const coils = bounds(noose.parts.filter((p) => p.name.startsWith('coil_')));
    const loop = box(noose, 'loop');
    expect(loop.min[1]).toBeLessThan(coils.min[1] - 0.2);
    expect(loop.max[1]).toBeLessThan(coils.max[1]);
    expect(box(noose, 'rope').max[1]).toBeGreaterThan(box(noose, 'beam').min[1] - 0.01);
    expect(box(noose, 'rope').min[1]).toBeGreaterThan(loop.max[1] - 0.03);
  });

  it('a latch is an iron bar from its backplate on the gate, dropped into the catch on the post', async () => {
    const latch = await build('a latch');
    const bar = box(latch, 'bar');
    const plate = box(latch, 'backplate');
    const keeper = box(latch, 'catch');
    expect(bar.min[0]).toBeLessThan(plate.max[0]);
    expect(bar.max[0]).toBeGreaterThan(keeper.min[0]);
    expect(bar.min[1]).toBeGreaterThan(keeper.min[1]);
    expect(bar.max[1]).toBeLessThan(keeper.max[1] + 0.01);
    expect(keeper.min[0]).toBeGreaterThan(box(latch, 'gatepost').min[0]);
    expect(Math.max(...rgb(latch, 'bar'))).toBeLessThan(0.25);
    // Brass asked for goes to the latch, and the wooden gate stays wood.
    const brass = await build('a brass latch');
    expect(rgb(brass, 'plank_1')).toEqual(rgb(latch, 'plank_1'));
  });

  it('a dungeon is a stone corner with a barred door and window, chains and straw', async () => {
    const cell = await build('a dungeon');
    const floor = box(cell, 'floor');
    // Walls behind and to the left; open to the viewer and to the right.
    expect(box(cell, 'back_wall').max[2]).toBeLessThan(floor.min[2] + 0.25);
    expect(box(cell, 'left_wall').max[0]).toBeLessThan(floor.min[0] + 0.25);
    expect(named(cell, 'block_')).toBeGreaterThanOrEqual(40);
    expect(named(cell, 'door_bar_')).toBe(6);
    expect(named(cell, 'window_bar_')).toBe(4);
    for (const shackle of ['chain_1_shackle', 'chain_2_shackle'])
      expect(box(cell, shackle).min[1]).toBeGreaterThan(0.5);
    expect(named(cell, 'straw_')).toBeGreaterThanOrEqual(10);
  });

  it('a runway is a long dark strip with white marks, edge lights and an airliner on it', async () => {
    const runway = await build('a runway');
    const strip = box(runway, 'asphalt');
    expect(strip.size[0]).toBeGreaterThan(strip.size[2] * 2.5);
    expect(Math.max(...rgb(runway, 'asphalt'))).toBeLessThan(0.3);
    expect(Math.min(...rgb(runway, 'centre_line_1'))).toBeGreaterThan(0.8);
    expect(named(runway, 'threshold_bar_')).toBe(8);
    expect(named(runway, 'edge_light_')).toBe(16);
    const wings = box(runway, 'wings');
    const fuselage = box(runway, 'fuselage');
    expect(wings.size[2]).toBeGreaterThan(fuselage.size[2] * 5);
    expect(fuselage.min[0]).toBeGreaterThan(strip.min[0]);
    expect(fuselage.max[0]).toBeLessThan(strip.max[0]);
  });

  it('a tile is a laid patch of glazed square tiles on grout, one loose and a short stack', async () => {
    const tiles = await build('a tile');
    expect(named(tiles, 'tile_')).toBe(6);
    const t = box(tiles, 'tile_1');
    expect(t.size[0]).toBeCloseTo(t.size[2], 2);
    expect(t.size[1]).toBeLessThan(t.size[0] / 8);
    expect(part(tiles, 'tile_1').material.surface).toBe('ceramic');
    expect(named(tiles, 'stacked_tile_')).toBe(3);
    const green = await build('a green tile');
    expect(rgb(green, 'tile_1')).toEqual(colorRgb('green'));
  });

  it('an arcade machine is a tall cabinet, its screen leaning back under a lit marquee', async () => {
    const arcade = await build('an arcade machine');
    const cabinet = box(arcade, 'cabinet');
    expect(cabinet.size[1]).toBeGreaterThan(cabinet.size[0] * 2.5);
    // The screen's top sits further back than its foot.
    const p = part(arcade, 'screen').mesh.positions;
    let top = { y: -Infinity, z: 0 };
    let foot = { y: Infinity, z: 0 };
    for (let i = 0; i < p.length; i += 3) {
      if (p[i + 1]! > top.y) top = { y: p[i + 1]!, z: p[i + 2]! };
      if (p[i + 1]! < foot.y) foot = { y: p[i + 1]!, z: p[i + 2]! };
    }
    expect(top.z).toBeLessThan(foot.z - 0.05);
    expect(box(arcade, 'marquee').min[1]).toBeGreaterThan(box(arcade, 'screen').max[1] - 0.02);
    expect(box(arcade, 'joystick_ball').min[1]).toBeGreaterThan(
      box(arcade, 'control_panel').max[1] - 0.02,
    );
    expect(named(arcade, 'button_')).toBe(5);
  });

  it('a cooling tower is narrower at its waist than at its foot, steam billowing from its top', async () => {
    const tower = await build('a cooling tower');
    const shell = part(tower, 'shell');
    const around = box(tower, 'shell');
    const cx = (around.min[0] + around.max[0]) / 2;
    const cz = (around.min[2] + around.max[2]) / 2;
    /** The shell's widest radius between two fractions of its height. */
    const widest = (lo: number, hi: number) => {
      const p = shell.mesh.positions;
      let r = 0;
      for (let i = 0; i < p.length; i += 3) {
        const y = (p[i + 1]! - around.min[1]) / around.size[1];
        if (y >= lo && y <= hi) r = Math.max(r, Math.hypot(p[i]! - cx, p[i + 2]! - cz));
      }
      return r;
    };
    const atFoot = widest(0, 0.05);
    const atWaist = widest(0.65, 0.75);
    const atLip = widest(0.95, 1);
    expect(atWaist).toBeLessThan(atFoot * 0.75);
    expect(atLip).toBeGreaterThan(atWaist);
    const steam = bounds(tower.parts.filter((p) => p.name.startsWith('steam_')));
    expect(steam.min[1]).toBeGreaterThan(box(tower, 'shell').max[1] - 0.6);
    expect(Math.min(...rgb(tower, 'steam_1'))).toBeGreaterThan(0.85);
    expect(named(tower, 'leg_')).toBe(24);
  });

  it('a nuclear power plant shows two cooling towers and the reactor’s dome', async () => {
    const plant = await build('a nuclear power plant');
    expect(part(plant, 'shell')).toBeDefined();
    expect(part(plant, 'tower_2_shell')).toBeDefined();
    expect(part(plant, 'dome')).toBeDefined();
  });

  it('a stage is a raised wooden deck framed by a proscenium, red curtains at its sides', async () => {
    const stage = await build('a stage');
    const deck = box(stage, 'deck');
    expect(deck.max[1]).toBeGreaterThan(0.7);
    const right = box(stage, 'curtain_r');
    const left = box(stage, 'curtain_l');
    expect(right.min[0]).toBeGreaterThan(deck.max[0] * 0.5);
    expect(left.max[0]).toBeLessThan(deck.min[0] * 0.5);
    expect(right.min[1]).toBeGreaterThan(deck.max[1] - 0.01);
    const [r, g, b] = rgb(stage, 'curtain_r');
    expect(r).toBeGreaterThan(g + 0.3);
    expect(r).toBeGreaterThan(b + 0.3);
    expect(box(stage, 'header').min[1]).toBeGreaterThan(right.max[1] - 0.01);
    expect(named(stage, 'footlight_')).toBe(9);
    const blue = await build('a blue stage');
    expect(rgb(blue, 'curtain_r')).toEqual(colorRgb('blue'));
  });

  it('chewing gum is a pack with sticks slid out of its end and a pink gum ball', async () => {
    const gum = await build('chewing gum');
    const pack = box(gum, 'pack');
    expect(box(gum, 'stick_2').max[0]).toBeGreaterThan(pack.max[0] + 0.01);
    const [r, g] = rgb(gum, 'gumball');
    expect(r).toBeGreaterThan(g + 0.3);
    expect(part(gum, 'loose_stick')).toBeDefined();
  });

  it('tofu is a white block with cubes cut off it, on a board', async () => {
    const tofu = await build('tofu');
    expect(named(tofu, 'cube_')).toBe(5);
    const [r, g, b] = rgb(tofu, 'block');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.65);
    expect(r - b).toBeLessThan(0.2);
    const board = box(tofu, 'board');
    expect(box(tofu, 'block').min[1]).toBeGreaterThan(board.max[1] - 0.002);
    expect(box(tofu, 'block').size[0]).toBeGreaterThan(box(tofu, 'cube_1').size[0] * 2.5);
  });

  it('caviar is a tin heaped with tiny black beads, its lid leaning, a pearl spoon beside', async () => {
    const caviar = await build('caviar');
    expect(named(caviar, 'bead_')).toBeGreaterThanOrEqual(50);
    expect(box(caviar, 'bead_1').size[0]).toBeLessThan(0.012);
    expect(Math.max(...rgb(caviar, 'bead_1'))).toBeLessThan(0.15);
    expect(box(caviar, 'heap').min[1]).toBeGreaterThan(box(caviar, 'tin').max[1] - 0.012);
    const lid = box(caviar, 'lid');
    expect(lid.size[1]).toBeGreaterThan(lid.size[2]);
    expect(Math.min(...rgb(caviar, 'spoon_bowl'))).toBeGreaterThan(0.75);
    // Roe is the orange salmon roe.
    const roe = await build('roe');
    const [r, g, b] = rgb(roe, 'bead_1');
    expect(r).toBeGreaterThan(g + 0.2);
    expect(g).toBeGreaterThan(b);
  });

  it('cutlery is a fork, a knife and a spoon side by side on a napkin', async () => {
    const set = await build('cutlery');
    const fork = box(set, 'fork');
    const knife = box(set, 'knife_blade');
    const spoon = box(set, 'spoon_bowl');
    expect(fork.max[0]).toBeLessThan(knife.min[0]);
    expect(knife.max[0]).toBeLessThan(spoon.min[0]);
    const napkin = box(set, 'napkin');
    for (const b of [fork, knife, spoon]) {
      expect(b.min[1]).toBeGreaterThan(napkin.max[1] - 0.002);
      expect(b.min[2]).toBeGreaterThan(napkin.min[2]);
      expect(b.max[2]).toBeLessThan(napkin.max[2]);
    }
    expect(part(set, 'fork').material.metallic).toBeGreaterThan(0.5);
  });
});
