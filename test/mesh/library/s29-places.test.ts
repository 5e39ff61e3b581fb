/**
 * Issue 32, session 29 (helper places): rules by WordNet class for places, and two kinds
 * said often. Every mountain range (the Andes, the Urals, the Catskills) is the mountain kind
 * drawn as its row of snowy peaks; every named peak (Everest, Kilimanjaro) the mountain; a
 * caldera the crater; every tavern the restaurant, every shed the barn. A workplace or a
 * building whose gloss says things are made, worked or processed in it (a tannery, an
 * ironworks, a bindery, a slaughterhouse) is the factory with its own name on a board over
 * the door. Natural places English names only in the plural (the Ganges, the Pyrenees, the
 * Everglades) are read whole, not as "gange" or "pyrenee". A puddle is a ragged sheet of rain
 * on wet tarmac with a ripple and a leaf; a ruin the roofless broken walls of a stone
 * building, an empty arched window, a snapped column and fallen blocks in the grass.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds, touching } from './geometry.ts';
import { names, part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const starting = (scene: Scene, prefix: string): ScenePart[] =>
  scene.parts.filter((p) => p.name.startsWith(prefix));
const reads = (prompt: string) => interpretPrompt(prompt, 1);

describe('what each noun reads as', () => {
  it.each([
    // Mountain ranges and peaks, by their class.
    ['the Andes', 'mountain', 'related'],
    ['the Himalayas', 'mountain', 'related'],
    ['the Urals', 'mountain', 'related'],
    ['the Carpathians', 'mountain', 'related'],
    ['the Pyrenees', 'mountain', 'related'],
    ['the Appalachians', 'mountain', 'related'],
    ['the Balkans', 'mountain', 'related'],
    ['a mountain chain', 'mountain', 'related'],
    ['Everest', 'mountain', 'related'],
    ['Kilimanjaro', 'mountain', 'related'],
    ['a caldera', 'crater', 'related'],
    // Rivers and swamps named only in the plural.
    ['the Ganges', 'river', 'related'],
    ['the Thames', 'river', 'related'],
    ['the Everglades', 'swamp', 'related'],
    // Works by their gloss.
    ['a tannery', 'factory', 'related'],
    ['an ironworks', 'factory', 'related'],
    ['a glassworks', 'factory', 'related'],
    ['a bindery', 'factory', 'related'],
    ['a brickyard', 'factory', 'related'],
    ['a creamery', 'factory', 'related'],
    ['a slaughterhouse', 'factory', 'related'],
    ['an abattoir', 'factory', 'related'],
    // Taverns, sheds, forts, yards and shores, by their class.
    ['a taphouse', 'restaurant', 'related'],
    ['a toolshed', 'barn', 'related'],
    ['a presidio', 'castle', 'related'],
    ['the Kremlin', 'castle', 'related'],
    ['an alcazar', 'castle', 'related'],
    ['an acropolis', 'classical building', 'related'],
    ['a smokehouse', 'barn', 'related'],
    ['an icehouse', 'barn', 'related'],
    ['a pump house', 'barn', 'related'],
    ['a field house', 'stadium', 'related'],
    ['a sports arena', 'stadium', 'related'],
    ['a barnyard', 'farm', 'related'],
    ['a sheepfold', 'corral', 'related'],
    ['a sheep pen', 'corral', 'related'],
    ['a breakwater', 'pier', 'related'],
    ['a seawall', 'pier', 'related'],
    ['a massif', 'mountain', 'related'],
    ['an oceanfront', 'beach', 'related'],
    ['a lakefront', 'beach', 'related'],
    // The two kinds, in eight languages.
    ['a puddle', 'puddle', 'exact'],
    ['puddles', 'puddle', 'exact'],
    ['a mud puddle', 'puddle', 'exact'],
    ['水坑', 'puddle', 'exact'],
    ['水たまり', 'puddle', 'exact'],
    ['un charco', 'puddle', 'exact'],
    ['une flaque', 'puddle', 'exact'],
    ['eine Pfütze', 'puddle', 'exact'],
    ['una pozzanghera', 'puddle', 'exact'],
    ['uma poça de água', 'puddle', 'exact'],
    ['лужа', 'puddle', 'exact'],
    ['a ruin', 'ruin', 'exact'],
    ['ruins', 'ruin', 'exact'],
    ['the ruins of a castle', 'ruin', 'exact'],
    ['废墟', 'ruin', 'exact'],
    ['廃墟', 'ruin', 'exact'],
    ['unas ruinas', 'ruin', 'exact'],
    ['une ruine', 'ruin', 'exact'],
    ['eine Ruine', 'ruin', 'exact'],
    ['le rovine', 'ruin', 'exact'],
    ['uma ruína', 'ruin', 'exact'],
    ['руины', 'ruin', 'exact'],
    ['a cemetery', 'cemetery', 'exact'],
    ['a graveyard', 'cemetery', 'exact'],
    ['a churchyard', 'cemetery', 'exact'],
    ['a burial ground', 'cemetery', 'exact'],
    ['墓地', 'cemetery', 'exact'],
    ['霊園', 'cemetery', 'exact'],
    ['un cementerio', 'cemetery', 'exact'],
    ['un cimetière', 'cemetery', 'exact'],
    ['ein Friedhof', 'cemetery', 'exact'],
    ['un cimitero', 'cemetery', 'exact'],
    ['um cemitério', 'cemetery', 'exact'],
    ['кладбище', 'cemetery', 'exact'],
    ['a crack', 'crack', 'exact'],
    ['a fissure', 'crack', 'exact'],
    ['a crevice', 'crack', 'exact'],
    ['a crevasse', 'crack', 'related'],
    ['a chink', 'crack', 'related'],
    ['the San Andreas Fault', 'crack', 'related'],
    ['裂缝', 'crack', 'exact'],
    ['亀裂', 'crack', 'exact'],
    ['una grieta', 'crack', 'exact'],
    ['une fissure', 'crack', 'exact'],
    ['ein Riss', 'crack', 'exact'],
    ['una crepa', 'crack', 'exact'],
    ['uma rachadura', 'crack', 'exact'],
    ['трещина', 'crack', 'exact'],
    ['an aisle', 'aisle', 'exact'],
    ['a supermarket aisle', 'aisle', 'exact'],
    ['货架通道', 'aisle', 'exact'],
    ['スーパーの通路', 'aisle', 'exact'],
    ['un pasillo de supermercado', 'aisle', 'exact'],
    ['une allée de supermarché', 'aisle', 'exact'],
    ['ein Supermarktgang', 'aisle', 'exact'],
    ['una corsia del supermercato', 'aisle', 'exact'],
    ['um corredor do supermercado', 'aisle', 'exact'],
    ['торговый ряд', 'aisle', 'exact'],
    ['a playground', 'playground', 'exact'],
    ['a play area', 'playground', 'exact'],
    ['儿童游乐场', 'playground', 'exact'],
    ['遊び場', 'playground', 'exact'],
    ['una zona de juegos', 'playground', 'exact'],
    ['une aire de jeux', 'playground', 'exact'],
    ['ein Spielplatz', 'playground', 'exact'],
    ['un parco giochi', 'playground', 'exact'],
    ['um parquinho', 'playground', 'exact'],
    ['детская площадка', 'playground', 'exact'],
  ])('%s → %s (%s)', (prompt, kind, match) => {
    expect(reads(prompt)).toMatchObject({ kind, match });
  });

  it('a stand-in says what it stands in for', () => {
    expect(reads('the Andes').stand_in_for).toBe('andes');
    expect(reads('Everest').stand_in_for).toBe('everest');
    expect(reads('a tannery').stand_in_for).toBe('tannery');
  });

  it('the words those rules pass by are what they were', () => {
    expect(reads('a factory')).toMatchObject({ kind: 'factory', match: 'exact' });
    expect(reads('a mountain')).toMatchObject({ kind: 'mountain', match: 'exact' });
    expect(reads('a kitchen range')).toMatchObject({ kind: 'oven', match: 'exact' });
    expect(reads('a shed')).toMatchObject({ kind: 'barn', match: 'exact' });
    expect(reads('a house')).toMatchObject({ kind: 'house', match: 'exact' });
    expect(reads('a boathouse')).toMatchObject({ kind: 'boathouse', match: 'exact' });
    expect(reads('a fort')).toMatchObject({ kind: 'castle', match: 'exact' });
    expect(reads('a pen')).toMatchObject({ kind: 'pen', match: 'exact' });
    expect(reads('a pigsty')).toMatchObject({ kind: 'pigsty', match: 'exact' });
    expect(reads('a jetty')).toMatchObject({ kind: 'pier', match: 'exact' });
    expect(reads('fireworks')).toMatchObject({ kind: 'firework', match: 'exact' });
    // A plural whose singular is a natural thing stays a plural.
    expect(reads('hills')).toMatchObject({ kind: 'hill', match: 'exact' });
    expect(reads('hills').count).toBeGreaterThan(1);
    expect(reads('rocks')).toMatchObject({ kind: 'rock', match: 'exact' });
    expect(reads('the Alps')).toMatchObject({ kind: 'mountain', match: 'related' });
    expect(reads('a bakery')).toMatchObject({ kind: 'shop', match: 'exact' });
    // A shop sells and makes nothing by its gloss: no works.
    expect(reads('a kitchen').kind).toBe('kitchen');
  });
});

describe('how they look', () => {
  it('a mountain range is several snowy peaks, a named peak one mountain', async () => {
    const range = await build('the Andes');
    expect(starting(range, 'peak_').length).toBeGreaterThanOrEqual(3);
    const peak = await build('Everest');
    expect(starting(peak, 'peak_')).toHaveLength(0);
    expect(names(peak)).toContain('snow');
  });

  it('a works names itself on a board over its door; the plain factory has none', async () => {
    const tannery = await build('a tannery');
    const board = part(tannery, 'sign_board');
    expect(starting(tannery, 'sign_')).toHaveLength(1 + 'TANNERY'.length);
    const walls = part(tannery, 'walls');
    expect(touching(board, walls, 0.2)).toBe(true);
    // The board is long enough for the name and no wider than the hall.
    const long = await build('a slaughterhouse');
    expect(bounds([part(long, 'sign_board')]).size[0]).toBeLessThanOrEqual(
      bounds([part(long, 'walls')]).size[0],
    );
    expect(starting(long, 'sign_')).toHaveLength(1 + 'SLAUGHTERHOUSE'.length);
    const factory = await build('a factory');
    expect(names(factory)).not.toContain('sign_board');
  });

  it('a puddle is flat water, wider than deep, on a patch of ground', async () => {
    const scene = await build('a puddle');
    const water = part(scene, 'water');
    const ground = part(scene, 'ground');
    const all = bounds(scene.parts);
    expect(all.size[1]).toBeLessThan(all.size[0] / 10);
    expect(bounds([water]).size[0]).toBeLessThan(bounds([ground]).size[0]);
    expect(bounds([water]).min[1]).toBeGreaterThanOrEqual(bounds([ground]).max[1] - 0.005);
    const [r, g, b] = water.material.baseColor;
    expect(b!).toBeGreaterThan(r!);
    expect(b!).toBeGreaterThan(g!);
    expect(starting(scene, 'ripple_')).toHaveLength(2);
  });

  it('a ruin is broken walls standing higher at the back, an arched window, a column', async () => {
    const scene = await build('a ruin');
    const back = bounds([part(scene, 'back_wall')]);
    const front = bounds(starting(scene, 'front_'));
    expect(back.size[1]).toBeGreaterThan(front.size[1] * 3);
    // The side walls' tops step down: the tallest and the lowest piece differ.
    const sides = starting(scene, 'left_wall_').map((p) => bounds([p]).size[1]);
    expect(Math.max(...sides) - Math.min(...sides)).toBeGreaterThan(1.5);
    expect(names(scene)).toContain('column');
    expect(starting(scene, 'rubble').length).toBeGreaterThanOrEqual(4);
    // Every piece of wall stands on the grass.
    const grass = part(scene, 'grass');
    for (const wall of starting(scene, 'left_wall_'))
      expect(touching(wall, grass, 0.05)).toBe(true);
  });

  it('a cemetery is rows of grey headstones on grass, each before its grave, behind iron railings', async () => {
    const scene = await build('a cemetery');
    const stones = starting(scene, 'headstone');
    expect(stones.length).toBeGreaterThanOrEqual(10);
    const grass = part(scene, 'grass');
    for (const stone of stones) {
      expect(bounds([stone]).min[1]).toBeCloseTo(bounds([grass]).max[1], 1);
      // Taller than wide, as a headstone stands.
      expect(bounds([stone]).size[1]).toBeGreaterThan(bounds([stone]).size[0]);
      const [r, g, b] = stone.material.baseColor;
      expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(0.1);
    }
    expect(starting(scene, 'grave').length).toBe(stones.length);
    expect(starting(scene, 'railing_post').length).toBeGreaterThanOrEqual(10);
    expect(starting(scene, 'cross_upright')).toHaveLength(2);
    expect(names(scene)).toContain('cypress');
  });

  it('a playground has a swing set with hung seats, a slide with its ladder, a seesaw', async () => {
    const scene = await build('a playground');
    expect(starting(scene, 'swing_seat_')).toHaveLength(2);
    expect(starting(scene, 'swing_leg_')).toHaveLength(4);
    const bar = bounds([part(scene, 'swing_bar')]);
    for (const seat of starting(scene, 'swing_seat_')) {
      // Each seat hangs below the bar, off the ground.
      expect(bounds([seat]).max[1]).toBeLessThan(bar.min[1] - 1);
      expect(bounds([seat]).min[1]).toBeGreaterThan(0.3);
    }
    const chute = bounds([part(scene, 'slide_chute')]);
    const platform = bounds([part(scene, 'platform')]);
    // The chute runs from the platform's height down to near the ground.
    expect(chute.max[1]).toBeGreaterThan(platform.min[1]);
    expect(chute.min[1]).toBeLessThan(0.3);
    expect(starting(scene, 'ladder_rung').length).toBeGreaterThanOrEqual(3);
    expect(names(scene)).toContain('seesaw_plank');
  });

  it('a crack splits a slab of rock in two along a jagged line, dark inside; a crevasse is in snow', async () => {
    const scene = await build('a crack');
    const left = part(scene, 'rock_left');
    const right = part(scene, 'rock_right');
    const depth = part(scene, 'depth');
    // Dark in the gap, just under the lips, so it shows from above.
    const [r, g, b] = depth.material.baseColor;
    expect(Math.max(r!, g!, b!)).toBeLessThan(0.1);
    expect(bounds([depth]).max[1]).toBeLessThan(bounds([left]).max[1]);
    expect(bounds([depth]).max[1]).toBeGreaterThan(bounds([left]).max[1] - 0.05);
    expect(touching(left, right, 0.01)).toBe(true);
    const crevasse = await build('a crevasse');
    expect(names(crevasse)).toContain('ice_left');
    expect(names(crevasse)).not.toContain('rock_left');
    const [ir, , ib] = part(crevasse, 'depth').material.baseColor;
    expect(ib!).toBeGreaterThan(ir!);
  });

  it('an aisle runs between two runs of stocked shelves under a sign that says so', async () => {
    const scene = await build('an aisle');
    expect(starting(scene, 'left_shelf').length).toBe(4);
    expect(starting(scene, 'right_shelf').length).toBe(4);
    // Goods of several colours on the shelves.
    const colours = new Set(
      starting(scene, 'left_goods').map((p) => p.material.baseColor.slice(0, 3).join(',')),
    );
    expect(colours.size).toBeGreaterThanOrEqual(5);
    expect(starting(scene, 'sign_letter')).toHaveLength('AISLE'.length);
    // The sign is above the shelves, the floor between them clear.
    const sign = bounds([part(scene, 'sign')]);
    const shelves = bounds([...starting(scene, 'left_back'), ...starting(scene, 'right_back')]);
    expect(sign.min[1]).toBeGreaterThanOrEqual(shelves.max[1] - 0.01);
    expect(touching(part(scene, 'sign'), part(scene, 'left_back'), 0.05)).toBe(true);
  });
});
