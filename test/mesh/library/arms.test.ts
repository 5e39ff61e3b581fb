/**
 * Issue 32 (session 22, W): siege engines, polearms and hand weapons are their own kinds, drawn
 * with the feature a person names them by — a catapult's arm and bucket, a trebuchet's
 * counterweight, a halberd's axe blade beside its spike, a trident's three prongs, a flail's
 * ball on a chain — where they were unknown or fell on a spear, a tower or a planet.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));
const part = (scene: Scene, prefix: string) => {
  const hit = scene.parts.filter((p) => p.name.startsWith(prefix));
  if (hit.length === 0) throw new Error(`no ${prefix} in ${scene.parts.map((p) => p.name)}`);
  return bounds(hit);
};

describe('siege engines, polearms and hand weapons by their own look', () => {
  it.each([
    ['a catapult', 'catapult'],
    ['a mangonel', 'catapult'],
    ['a trebuchet', 'trebuchet'],
    ['a ballista', 'ballista'],
    ['a battering ram', 'battering ram'],
    ['a siege tower', 'siege tower'],
    ['a halberd', 'halberd'],
    ['a glaive', 'glaive'],
    ['a trident', 'trident'],
    ['a mace', 'mace'],
    ['a morning star', 'morning star'],
    ['a flail', 'flail'],
    ['a grappling hook', 'grappling hook'],
    ['a grapple', 'grappling hook'],
    ['an arrowhead', 'arrowhead'],
    ['a palisade', 'palisade'],
  ])('%s reads as a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a catapult holds a bucket high on its arm above wheels; a trebuchet hangs a counterweight', async () => {
    const catapult = await build('a catapult');
    expect(part(catapult, 'bucket').min[1]).toBeGreaterThan(part(catapult, 'wheel').max[1] * 2);
    expect(has(catapult, 'arm')).toBe(true);
    const trebuchet = await build('a trebuchet');
    const weight = part(trebuchet, 'counterweight');
    expect(weight.min[1]).toBeGreaterThan(1);
    expect(part(trebuchet, 'beam').max[1]).toBeGreaterThan(weight.max[1]);
    // Taller than a person: a siege engine, not a toy.
    expect(bounds(trebuchet.parts).size[1]).toBeGreaterThan(4);
  });

  it('a halberd has an axe blade and a back spike at the top of a long pole', async () => {
    const halberd = await build('a halberd');
    const pole = part(halberd, 'pole');
    const blade = part(halberd, 'blade');
    const beak = part(halberd, 'beak');
    expect(pole.size[1]).toBeGreaterThan(1.5);
    expect(blade.min[0]).toBeGreaterThan(pole.min[0]);
    expect(beak.max[0]).toBeLessThan(pole.max[0]);
    expect(blade.min[1]).toBeGreaterThan(pole.size[1] * 0.8);
    expect(part(halberd, 'point').max[1]).toBeGreaterThan(blade.max[1]);
  });

  it('a trident has three prongs; a spear keeps its one point', async () => {
    const trident = await build('a trident');
    const prongs = trident.parts.filter((p) => p.name.startsWith('prong'));
    expect(prongs.length).toBe(3);
    expect(interpretPrompt('a spear', 1).kind).toBe('spear');
  });

  it('a morning star is spiked on its handle; a flail hangs its spiked ball from a chain', async () => {
    const star = await build('a morning star');
    expect(has(star, 'spike')).toBe(true);
    expect(part(star, 'head').min[1]).toBeGreaterThan(part(star, 'handle').max[1] * 0.9);
    const flail = await build('a flail');
    const head = part(flail, 'head');
    expect(has(flail, 'chain')).toBe(true);
    // The ball hangs beside the handle's top, not on it.
    expect(head.min[0]).toBeGreaterThan(part(flail, 'handle').max[0]);
  });

  it.each([
    ['a blunderbuss', 'blunderbuss'],
    ['a flintlock', 'flintlock'],
    ['an uzi', 'submachine gun'],
    ['a shotgun', 'shotgun'],
    ['a machine gun', 'machine gun'],
    ['a rocket launcher', 'rocket launcher'],
    ['a flamethrower', 'flamethrower'],
    ['a cleaver', 'cleaver'],
    ['a machete', 'machete'],
    ['a scalpel', 'scalpel'],
    ['a bread knife', 'bread knife'],
    ['a switchblade', 'switchblade'],
    ['a swiss army knife', 'pocket knife'],
    ['a bayonet', 'bayonet'],
    ['a smoke bomb', 'smoke bomb'],
    ['a cluster bomb', 'cluster bomb'],
    ['a land mine', 'land mine'],
    ['a sea mine', 'sea mine'],
    ['a torpedo', 'torpedo'],
    ['a depth charge', 'depth charge'],
  ])('%s is its own member of its family: a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a blunderbuss flares at the muzzle; an uzi has a magazine below', async () => {
    const blunderbuss = await build('a blunderbuss');
    const barrel = blunderbuss.parts.find((p) => p.name === 'barrel')!;
    const pos = barrel.mesh.positions;
    // The bore is wider at its muzzle (far +X end) than along its length.
    const box = bounds([barrel]);
    let muzzle = 0;
    let middle = 0;
    for (let i = 0; i < pos.length; i += 3) {
      const t = (pos[i]! - box.min[0]) / box.size[0];
      const r = Math.abs(pos[i + 2]!);
      if (t > 0.95) muzzle = Math.max(muzzle, r);
      if (t > 0.3 && t < 0.5) middle = Math.max(middle, r);
    }
    expect(muzzle).toBeGreaterThan(middle * 2.5);
    const uzi = await build('an uzi');
    expect(part(uzi, 'magazine').min[1]).toBeLessThan(part(uzi, 'grip').min[1]);
    const mg = await build('a machine gun');
    expect(has(mg, 'bipod')).toBe(true);
    expect(has(mg, 'ammo_belt')).toBe(true);
  });

  it('knives differ: a cleaver is broad, a bread knife long and narrow, a scalpel small', async () => {
    const depth = async (prompt: string) => part(await build(prompt), 'blade').size;
    const cleaver = await depth('a cleaver');
    const bread = await depth('a bread knife');
    const scalpel = await depth('a scalpel');
    expect(cleaver[1] / cleaver[0]).toBeGreaterThan(0.4);
    expect(bread[1] / bread[0]).toBeLessThan(0.2);
    expect(scalpel[0]).toBeLessThan(0.06);
  });

  it('bombs differ from the cartoon bomb: a smoke bomb puffs smoke, a torpedo has a propeller', async () => {
    expect(has(await build('a smoke bomb'), 'smoke')).toBe(true);
    expect(has(await build('a cluster bomb'), 'bomblet')).toBe(true);
    expect(has(await build('a torpedo'), 'propeller')).toBe(true);
    expect(has(await build('a sea mine'), 'horn')).toBe(true);
    expect(interpretPrompt('a bomb', 1).kind).toBe('bomb');
  });
});
