/**
 * Issue 32, session 22 (P): prehistoric animals by their telling silhouette, plants a person
 * names by one look, and sports grounds by their layout (docs/decisions.md "Prehistoric
 * animals, plants by their look, sports grounds"). Each is read as its own kind (the held-out
 * misses were placeholders, one bush, a gem, a ball, an ice skate) and shows the part a person
 * looks for.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const partsOf = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));
const box = (scene: Scene, prefix: string) => {
  const parts = partsOf(scene, prefix);
  if (parts.length === 0)
    throw new Error(`no ${prefix} in ${scene.parts.map((p) => p.name).join(', ')}`);
  return bounds(parts);
};

describe('prehistoric animals', () => {
  it.each([
    ['a dimetrodon', 'dimetrodon'],
    ['a plesiosaurus', 'plesiosaur'],
    ['a plesiosaur', 'plesiosaur'],
    ['a pteranodon', 'pterodactyl'],
    ['a triceratops', 'triceratops'],
    ['a stegosaurus', 'stegosaurus'],
    ['an ankylosaurus', 'ankylosaurus'],
    ['a parasaurolophus', 'parasaurolophus'],
    ['an iguanodon', 'iguanodon'],
    ['an ichthyosaurus', 'ichthyosaur'],
    ['a trilobite', 'trilobite'],
    ['an ammonite', 'ammonite'],
    ['a megalodon', 'megalodon'],
  ])('%s is read as the %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('a dimetrodon carries a sail taller than its body along its back', async () => {
    const d = await build('a dimetrodon');
    const sail = box(d, 'sail');
    const body = box(d, 'body');
    expect(sail.size[1]).toBeGreaterThan(body.size[1] * 1.5);
    expect(sail.size[2]).toBeGreaterThan(sail.size[0] * 10);
    expect(partsOf(d, 'spine').length).toBeGreaterThanOrEqual(5);
  });

  it('a plesiosaur holds a small head high on a long neck, over four flippers', async () => {
    const p = await build('a plesiosaur');
    expect(box(p, 'head').min[1]).toBeGreaterThan(box(p, 'body').max[1] * 2);
    expect(partsOf(p, 'front_flipper').length + partsOf(p, 'back_flipper').length).toBe(4);
  });

  it('a pterodactyl spreads wings far wider than it stands tall, with a crest', async () => {
    const p = await build('a pterodactyl');
    const all = bounds(p.parts);
    expect(box(p, 'wing').size[0]).toBeGreaterThan(all.size[1] * 2);
    // The crest sweeps back well behind the head.
    expect(box(p, 'crest').min[2]).toBeLessThan(box(p, 'head').min[2] - box(p, 'head').size[2]);
  });

  it('a triceratops has a frill behind its head and three pale horns', async () => {
    const t = await build('a triceratops');
    expect(box(t, 'frill').size[0]).toBeGreaterThan(box(t, 'head').size[0] * 1.5);
    const horns = [...partsOf(t, 'brow_horn'), ...partsOf(t, 'nose_horn')];
    expect(horns.length).toBe(3);
    for (const h of horns) expect(Math.min(...h.material.baseColor)).toBeGreaterThan(0.5);
  });

  it('a stegosaurus has a row of plates and tail spikes; an ankylosaurus a tail club', async () => {
    const s = await build('a stegosaurus');
    expect(partsOf(s, 'plate').length).toBeGreaterThanOrEqual(8);
    expect(box(s, 'plate').max[1]).toBeGreaterThan(box(s, 'body').max[1]);
    expect(partsOf(s, 'tail_spike').length).toBeGreaterThanOrEqual(2);
    const a = await build('an ankylosaurus');
    expect(box(a, 'club').max[2]).toBeLessThan(box(a, 'body').min[2]);
    expect(partsOf(a, 'knob').length).toBeGreaterThan(10);
  });

  it('a parasaurolophus wears a long crest; an iguanodon none', async () => {
    expect(partsOf(await build('a parasaurolophus'), 'crest').length).toBe(1);
    expect(partsOf(await build('an iguanodon'), 'crest').length).toBe(0);
  });

  it('a megalodon shows its teeth; an ammonite is coiled and ribbed', async () => {
    expect(partsOf(await build('a megalodon'), 'tooth').length).toBeGreaterThanOrEqual(8);
    const a = await build('an ammonite');
    const shell = box(a, 'shell');
    expect(Math.abs(shell.size[0] - shell.size[1])).toBeLessThan(shell.size[1] * 0.3);
    expect(partsOf(a, 'rib').length).toBeGreaterThan(10);
  });
});

describe('plants by their look', () => {
  it.each([
    ['a cannabis', 'cannabis'],
    ['a hemp', 'cannabis'],
    ['a jasmine', 'jasmine'],
    ['a rose bush', 'rose bush'],
    ['an elderberry', 'elderberry'],
    ['a tumbleweed', 'tumbleweed'],
    ['a venus flytrap', 'venus flytrap'],
    ['a carnivorous plant', 'venus flytrap'],
    ['a pitcher plant', 'pitcher plant'],
    ['a banana peel', 'banana peel'],
  ])('%s is read as the %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('"an elder" stays a person, not the elderberry bush', async () => {
    expect((await build('an elder')).interpretation.kind).not.toBe('elderberry');
  });

  it('a cannabis plant has fans of seven leaflets', async () => {
    const c = await build('a cannabis');
    expect(c.parts.filter((p) => /^fan_1_1_leaflet_/.test(p.name)).length).toBe(7);
  });

  it('jasmine flowers are white, rose bush roses red, elderberries dark', async () => {
    const petal = partsOf(await build('a jasmine'), 'petal_1')[0]!;
    expect(Math.min(...petal.material.baseColor)).toBeGreaterThan(0.8);
    const rose = partsOf(await build('a rose bush'), 'rose')[0]!;
    const [r, g, b] = rose.material.baseColor;
    expect(r).toBeGreaterThan(g! * 3);
    expect(r).toBeGreaterThan(b! * 2);
    const berry = partsOf(await build('an elderberry'), 'berry')[0]!;
    expect(Math.max(...berry.material.baseColor)).toBeLessThan(0.2);
  });

  it('a tumbleweed is a round ball of twigs; a venus flytrap has paired toothed traps', async () => {
    const t = await build('a tumbleweed');
    const all = bounds(t.parts);
    expect(all.size[1] / all.size[0]).toBeGreaterThan(0.8);
    expect(partsOf(t, 'twig').length).toBeGreaterThan(12);
    const v = await build('a venus flytrap');
    expect(v.parts.filter((p) => /^trap_\d_[lr]$/.test(p.name)).length).toBe(10);
    expect(v.parts.some((p) => p.name.startsWith('teeth_'))).toBe(true);
  });
});

describe('sports grounds and places', () => {
  it.each([
    ['a baseball diamond', 'baseball diamond'],
    ['a football pitch', 'football pitch'],
    ['a soccer pitch', 'football pitch'],
    ['an ice rink', 'ice rink'],
    ['a hockey rink', 'ice rink'],
    ['a skate park', 'skate park'],
    ['a half pipe', 'skate park'],
    ['a bowling alley', 'bowling alley'],
    ['a boxing ring', 'boxing ring'],
    ['a basketball court', 'basketball court'],
    ['a running track', 'running track'],
    ['a golf course', 'golf course'],
    ['a water mill', 'water mill'],
    ['a rope bridge', 'rope bridge'],
    ['a coliseum', 'roman amphitheatre'],
  ])('%s is read as the %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('a baseball diamond is a wide field with three white bases, not a gem', async () => {
    const d = await build('a baseball diamond');
    const all = bounds(d.parts);
    expect(Math.max(all.size[0], all.size[2])).toBeGreaterThan(all.size[1] * 10);
    expect(partsOf(d, 'base').length).toBe(3);
    expect(d.parts.some((p) => p.name === 'mound')).toBe(true);
  });

  it('a football pitch has a goal at each end; a boxing ring ropes and four posts', async () => {
    expect(partsOf(await build('a football pitch'), 'goal_post').length).toBe(4);
    const r = await build('a boxing ring');
    expect(r.parts.filter((p) => p.name.startsWith('rope_')).length).toBeGreaterThanOrEqual(12);
    expect(partsOf(r, 'post').length).toBe(4);
  });

  it('a bowling alley ends in ten pins a lane; a half pipe is the ramp alone', async () => {
    const alley = await build('a bowling alley');
    expect(alley.parts.filter((p) => /^pin_\d+$/.test(p.name)).length).toBe(30);
    const park = await build('a skate park');
    const pipe = await build('a half pipe');
    expect(partsOf(park, 'grind_rail').length).toBe(1);
    expect(partsOf(pipe, 'grind_rail').length).toBe(0);
    expect(partsOf(pipe, 'half_pipe').length).toBe(1);
  });

  it('a water mill has its wheel beside the house; a coliseum rings of arches', async () => {
    const m = await build('a water mill');
    expect(box(m, 'rim').min[0]).toBeGreaterThan(box(m, 'house').max[0] - 0.5);
    expect(partsOf(m, 'paddle').length).toBe(12);
    expect(partsOf(await build('a coliseum'), 'arch_1').length).toBeGreaterThanOrEqual(24);
  });

  it('a rope bridge sags between its two banks', async () => {
    const b = await build('a rope bridge');
    const planks = partsOf(b, 'plank').map((p) => bounds([p]));
    const ends = Math.max(planks[0]!.min[1], planks[planks.length - 1]!.min[1]);
    const middle = planks[Math.floor(planks.length / 2)]!.min[1];
    expect(middle).toBeLessThan(ends - 0.5);
  });
});
