/**
 * Issue 32 (session 27, objects): small and medium made things said often and unknown are
 * kinds, each drawn as the thing a person pictures, and a few families let one build stand in
 * for its kin where the old stand-in had the wrong shape (docs/decisions.md, "Small and medium
 * made things").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, rgb } from './scenes.ts';

describe('small and medium made things are kinds of their own', () => {
  it.each([
    ['a horseshoe', 'horseshoe'],
    ['a lucky horseshoe', 'horseshoe'],
    ['a sickle', 'sickle'],
    ['a reaping hook', 'sickle'],
    ['a tomahawk', 'tomahawk'],
    ['a churn', 'churn'],
    ['a butter churn', 'churn'],
    ['a grindstone', 'grindstone'],
    ['a flywheel', 'flywheel'],
    ['a yoke', 'yoke'],
    ['an ox yoke', 'yoke'],
    ['a hoist', 'hoist'],
    ['a chain hoist', 'hoist'],
    ['a swatter', 'fly swatter'],
    ['a fly swatter', 'fly swatter'],
    ['a flyswatter', 'fly swatter'],
    ['a paperweight', 'paperweight'],
    ['a pouch', 'pouch'],
    ['a drawstring pouch', 'pouch'],
    ['a poker', 'poker'],
    ['a fire poker', 'poker'],
    ['a nightstick', 'nightstick'],
    ['a bludgeon', 'bludgeon'],
    ['a shillelagh', 'bludgeon'],
    ['a gallows', 'gallows'],
    ['a scabbard', 'scabbard'],
    ['a whetstone', 'whetstone'],
    ['a hone', 'whetstone'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['un fer à cheval', 'horseshoe'],
    ['ein Hufeisen', 'horseshoe'],
    ['серп', 'sickle'],
    ['una mantequera', 'churn'],
    ['ein Schwungrad', 'flywheel'],
    ['蝇拍', 'fly swatter'],
    ['un fermacarte', 'paperweight'],
    ['火かき棒', 'poker'],
    ['кочерга', 'poker'],
    ['une matraque', 'nightstick'],
    ['un giogo', 'yoke'],
    ['une baratte', 'churn'],
    ['ein Galgen', 'gallows'],
    ['ножны', 'scabbard'],
    ['砥石', 'whetstone'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('moves no word of another kind: a horse, a wheel, a bag, a fire, a stick stay themselves', () => {
    const stays: Array<[string, string]> = [
      ['a horse', 'horse'],
      ['a shoe', 'shoe'],
      ['a wheel', 'wheel'],
      ['a bag', 'handbag'],
      ['a campfire', 'campfire'],
      ['a stick', 'stick'],
      ['a golf club', 'golf club'],
      ['a nightclub', 'nightclub'],
      ['a baton', 'baton'],
      ['a jug', 'jug'],
      ['a forceps', 'forceps'],
      ['a xylophone', 'xylophone'],
      ['a wine glass', 'wine glass'],
      ['a crane', 'crane'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });
});

describe('one build stands in for its kin, and says so', () => {
  it.each([
    ['a creamer', 'jug'],
    ['a hemostat', 'forceps'],
    ['a snifter', 'wine glass'],
    ['a bandanna', 'neckerchief'],
    ['a club', 'bludgeon'],
    ['a cudgel', 'bludgeon'],
    ['a truncheon', 'nightstick'],
    ['a billy', 'nightstick'],
    ['a string', 'rope'],
    ['a cord', 'rope'],
    ['a twine', 'rope'],
    ['a hank', 'rope'],
    ['a sheath', 'scabbard'],
  ])('%s is shown as the %s', (prompt, kind) => {
    const reading = interpretPrompt(prompt, 1);
    expect(reading).toMatchObject({ kind, match: 'related' });
    expect(reading.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });
});

describe('each is drawn by its telling look', () => {
  it('a horseshoe stands open end up, a flat grey iron U pierced by eight nail holes', async () => {
    const shoe = await build('a horseshoe');
    const iron = box(shoe, 'shoe');
    expect(iron.size[1]).toBeGreaterThan(iron.size[2] * 8);
    expect(Math.abs(iron.size[0] - iron.size[1])).toBeLessThan(iron.size[1] * 0.25);
    const holes = named(shoe, 'nail_hole');
    expect(holes).toHaveLength(8);
    // The holes on the front face, none in the open top between the heels.
    expect(bounds(holes).max[2]).toBeGreaterThan(iron.max[2] - 0.001);
    const [r, g, b] = rgb(shoe, 'shoe');
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(0.08);
    expect(Math.max(...rgb(shoe, 'nail_hole_1'))).toBeLessThan(0.1);
  });

  it('a sickle is a thin steel crescent rising from a short wooden grip', async () => {
    const sickle = await build('a sickle');
    const blade = box(sickle, 'blade');
    const handle = box(sickle, 'handle');
    expect(blade.max[1]).toBeGreaterThan(handle.max[1] + 0.1);
    expect(blade.min[1]).toBeGreaterThan(handle.min[1] + handle.size[1] * 0.5);
    expect(blade.size[0]).toBeGreaterThan(0.15);
    expect(blade.size[2]).toBeLessThan(0.005);
    const [r, , b] = rgb(sickle, 'handle');
    expect(r).toBeGreaterThan(b + 0.2);
  });

  it('a tomahawk is a long wooden haft with a small iron head at the top, blade and spike', async () => {
    const axe = await build('a tomahawk');
    const haft = box(axe, 'haft');
    const head = box(axe, 'head');
    expect(haft.size[1]).toBeGreaterThan(head.size[1] * 5);
    expect(head.min[1]).toBeGreaterThan(haft.max[1] * 0.8);
    // The blade reaches forward of the haft and the spike behind it.
    expect(head.max[0]).toBeGreaterThan(haft.max[0] + 0.06);
    expect(head.min[0]).toBeLessThan(haft.min[0] - 0.04);
  });

  it('a churn is a tall tapering wooden barrel bound in iron hoops, its dasher standing out of the lid', async () => {
    const churn = await build('a churn');
    const barrel = box(churn, 'barrel');
    expect(barrel.size[1]).toBeGreaterThan(barrel.size[0] * 2);
    expect(box(churn, 'hoop').size[0]).toBeGreaterThan(box(churn, 'hoop_top').size[0]);
    expect(box(churn, 'dasher').max[1]).toBeGreaterThan(box(churn, 'lid').max[1] + 0.2);
    expect(named(churn, 'seam_')).toHaveLength(12);
  });

  it('a grindstone is a stone wheel facing the viewer in a wooden frame, a crank on its axle', async () => {
    const grind = await build('a grindstone');
    const stone = box(grind, 'stone');
    expect(stone.size[0]).toBeGreaterThan(stone.size[2] * 4);
    expect(stone.size[1]).toBeGreaterThan(stone.size[2] * 4);
    expect(named(grind, 'leg')).toHaveLength(4);
    expect(box(grind, 'crank_grip').max[2]).toBeGreaterThan(stone.max[2] + 0.2);
    // The wheel rides above the frame's rails, its lowest arc in the trough.
    expect(stone.max[1]).toBeGreaterThan(bounds(named(grind, 'rail')).max[1] + 0.25);
    expect(stone.min[1]).toBeLessThan(box(grind, 'trough').max[1]);
  });

  it('a flywheel is a heavy open rim on six spokes, its shaft on two bearings', async () => {
    const wheel = await build('a flywheel');
    const rim = box(wheel, 'rim');
    expect(rim.size[1]).toBeGreaterThan(rim.size[2] * 5);
    expect(named(wheel, 'spoke_')).toHaveLength(6);
    expect(named(wheel, 'pedestal')).toHaveLength(2);
    const shaft = box(wheel, 'shaft');
    expect(shaft.size[2]).toBeGreaterThan(rim.size[2] * 4);
  });

  it('an ox yoke is a long arched beam with a bow hanging under each end', async () => {
    const yoke = await build('an ox yoke');
    const beam = box(yoke, 'beam');
    expect(beam.size[0]).toBeGreaterThan(beam.size[1] * 5);
    const bows = named(yoke, 'bow_');
    expect(bows).toHaveLength(2);
    expect(bounds(bows).min[1]).toBeLessThan(beam.min[1] - 0.1);
    expect(box(yoke, 'bow_l').max[0]).toBeLessThan(0);
    expect(box(yoke, 'bow_r').min[0]).toBeGreaterThan(0);
  });

  it('a hoist is a yellow chain block hung from an A-frame gantry, a hook below on its chain', async () => {
    const hoist = await build('a hoist');
    const beam = box(hoist, 'beam');
    const block = box(hoist, 'block');
    expect(named(hoist, 'leg_')).toHaveLength(4);
    expect(block.max[1]).toBeLessThan(beam.min[1]);
    expect(box(hoist, 'hook').max[1]).toBeLessThan(block.min[1] - 0.4);
    const [r, g, b] = rgb(hoist, 'block');
    expect(r).toBeGreaterThan(b + 0.4);
    expect(g).toBeGreaterThan(b + 0.2);
  });

  it('a fly swatter is a square open grid of ribs on a long thin handle', async () => {
    const swatter = await build('a fly swatter');
    const handle = box(swatter, 'handle');
    const grid = bounds([...named(swatter, 'rib_'), ...named(swatter, 'frame')]);
    expect(grid.min[1]).toBeGreaterThan(handle.max[1] - 0.01);
    expect(handle.size[1]).toBeGreaterThan(grid.size[1] * 2);
    expect(Math.abs(grid.size[0] - grid.size[1])).toBeLessThan(0.03);
    expect(named(swatter, 'rib_v').length).toBeGreaterThanOrEqual(8);
  });

  it('a paperweight is a low glass dome on a coloured ground, a flower at its crown', async () => {
    const weight = await build('a paperweight');
    const dome = box(weight, 'dome');
    expect(dome.size[0]).toBeGreaterThan(dome.size[1] * 1.3);
    expect(named(weight, 'petal_')).toHaveLength(6);
    expect(bounds(named(weight, 'petal_')).max[1]).toBeGreaterThan(dome.max[1] - 0.004);
    const [r, g, b] = rgb(weight, 'eye');
    expect(r + g).toBeGreaterThan(b * 3);
  });

  it('a pouch is a round leather bag gathered at the neck, its drawstring hanging in knots', async () => {
    const pouch = await build('a pouch');
    const bag = box(pouch, 'bag');
    expect(box(pouch, 'ruffle').min[1]).toBeGreaterThan(bag.max[1] - 0.01);
    expect(named(pouch, 'drawstring_')).toHaveLength(2);
    expect(named(pouch, 'knot_')).toHaveLength(2);
    const [r, , b] = rgb(pouch, 'bag');
    expect(r).toBeGreaterThan(b + 0.2);
  });

  it('a poker is a long black iron rod with a brass loop handle and a hook at its foot', async () => {
    const poker = await build('a poker');
    const rod = box(poker, 'rod');
    expect(rod.size[1]).toBeGreaterThan(0.5);
    expect(box(poker, 'loop').min[1]).toBeGreaterThan(rod.max[1] - 0.01);
    expect(box(poker, 'hook').max[1]).toBeLessThan(rod.min[1] + rod.size[1] * 0.2);
    expect(Math.max(...rgb(poker, 'rod'))).toBeLessThan(0.1);
  });

  it('a nightstick is a black baton with a side handle; a bludgeon a club heavier at the top', async () => {
    const stick = await build('a nightstick');
    const shaft = box(stick, 'stick');
    expect(shaft.size[1]).toBeGreaterThan(0.5);
    expect(box(stick, 'side_grip').min[0]).toBeGreaterThan(shaft.max[0]);
    expect(Math.max(...rgb(stick, 'stick'))).toBeLessThan(0.1);
    const club = await build('a bludgeon');
    const body = box(club, 'club');
    expect(body.size[1]).toBeGreaterThan(body.size[0] * 5);
    expect(bounds(named(club, 'knot')).min[1]).toBeGreaterThan(body.size[1] * 0.35);
  });

  it('a string is the rope kind drawn thin: a hank of tan string many turns high, its end loose', async () => {
    const rope = await build('a rope');
    const string = await build('a string');
    expect(named(string, 'coil_')).toHaveLength(0);
    const turns = named(string, 'turn_');
    expect(turns).toHaveLength(7);
    const thick = box(rope, 'coil_1').size[1];
    expect(box(string, 'turn_1').size[1]).toBeLessThan(thick * 0.5);
    expect(box(string, 'loose_end').max[2]).toBeGreaterThan(bounds(turns).max[2]);
  });

  it('a gallows is an upright post and crossbeam on a platform, a noose hanging from the beam', async () => {
    const gallows = await build('a gallows');
    const post = box(gallows, 'post');
    const beam = box(gallows, 'beam');
    expect(post.size[1]).toBeGreaterThan(post.size[0] * 8);
    expect(beam.min[1]).toBeGreaterThan(post.max[1] - 0.2);
    expect(box(gallows, 'post').min[1]).toBeGreaterThanOrEqual(
      box(gallows, 'platform').max[1] - 0.01,
    );
    const noose = box(gallows, 'noose');
    expect(noose.max[1]).toBeLessThan(beam.min[1] - 0.5);
    expect(noose.min[0]).toBeGreaterThan(post.max[0]);
  });

  it('a scabbard is a long dark leather sheath tipped in brass, a sword hilt standing out of it', async () => {
    const scabbard = await build('a scabbard');
    const sheath = box(scabbard, 'scabbard');
    expect(sheath.size[1]).toBeGreaterThan(sheath.size[0] * 8);
    expect(box(scabbard, 'chape').min[1]).toBeLessThan(sheath.min[1] + 0.02);
    expect(box(scabbard, 'guard').size[0]).toBeGreaterThan(sheath.size[0] * 2);
    expect(box(scabbard, 'pommel').max[1]).toBeGreaterThan(sheath.max[1] + 0.15);
    const [r, g, b] = rgb(scabbard, 'scabbard');
    expect(r).toBeGreaterThan(b * 2);
    expect(Math.max(r, g, b)).toBeLessThan(0.6);
  });

  it('a whetstone is a flat two-tone stone on a wooden base, coarse orange under fine pale grit', async () => {
    const stone = await build('a whetstone');
    const coarse = box(stone, 'coarse');
    const fine = box(stone, 'fine');
    expect(fine.min[1]).toBeGreaterThan(coarse.min[1]);
    expect(coarse.size[0]).toBeGreaterThan(coarse.size[1] * 8);
    const [r, , b] = rgb(stone, 'coarse');
    expect(r).toBeGreaterThan(b + 0.3);
    expect(Math.min(...rgb(stone, 'fine'))).toBeGreaterThan(0.5);
  });
});
