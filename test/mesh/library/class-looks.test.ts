/**
 * Issue 32 (session 19, L): nouns that reached the right class but drew its one look — a bow
 * tie as a necktie, a knight's helmet and a football helmet as a motorbike helmet, a wizard
 * hat as a top hat, a cricket ball and a volleyball as a plain ball, a tepee as a ridge tent,
 * an apple core as the apple, a lunar lander as a satellite, a roast turkey as the live bird,
 * a drum kit as one drum, a pomegranate and a rambutan as a tree. Checked by the parts a
 * person would look for, and each look hangs together as one piece.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { names, part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));
const rgb = (p: ScenePart): readonly number[] => p.material.baseColor;

const LOOKS: ReadonlyArray<readonly [string, string]> = [
  ['a bow tie', 'tie'],
  ["a knight's helmet", 'helmet'],
  ['a football helmet', 'helmet'],
  ['a wizard hat', 'hat'],
  ["a witch's hat", 'hat'],
  ['a cricket ball', 'ball'],
  ['a volleyball', 'ball'],
  ['a tepee', 'tent'],
  ['an apple core', 'apple'],
  ['a lunar lander', 'satellite'],
  ['a roast turkey', 'roast turkey'],
  ['a drum kit', 'drum'],
  ['a pomegranate', 'pomegranate'],
  ['a rambutan', 'rambutan'],
  ['an apricot', 'peach'],
  ['a nectarine', 'peach'],
  ['a mountain range', 'mountain'],
  ['a stupa', 'pagoda'],
  ['a bowler hat', 'fedora'],
  ['a beret', 'cap'],
  ['a beanie', 'cap'],
  ["a chef's hat", 'hat'],
  ['a party hat', 'hat'],
  ['a rugby ball', 'ball'],
  ['a golf ball', 'ball'],
  ['a ping pong ball', 'ball'],
  ['a softball', 'ball'],
  ['a dragon fruit', 'dragon fruit'],
  ['a star fruit', 'star fruit'],
  ['a passion fruit', 'passion fruit'],
  ['a lychee', 'lychee'],
  ['a persimmon', 'persimmon'],
  ['a kumquat', 'kumquat'],
  ['a guava', 'guava'],
  ['a durian', 'durian'],
  ['a jackfruit', 'jackfruit'],
  ['a cantaloupe', 'cantaloupe'],
  ['a papaya', 'mango'],
  ['a fig', 'plum'],
];

describe('looks by name inside one-body classes', () => {
  it.each(LOOKS)('%s is read as its class (%s) and is one piece', async (prompt, kind) => {
    for (const seed of [1, 2]) {
      const scene = await buildScene(prompt, { detail, seed });
      expect(scene.interpretation.kind).toBe(kind);
      expect(apart(scene.parts)).toEqual([]);
    }
  });

  it('a bow tie is two wings either side of a knot, wider than tall; a necktie a long blade', async () => {
    const bow = await build('a bow tie');
    expect(names(bow)).toEqual(expect.arrayContaining(['wing_l', 'wing_r', 'knot']));
    expect(has(bow, 'blade')).toBe(false);
    const size = bounds(bow.parts).size;
    expect(size[0]).toBeGreaterThan(size[1] * 1.5);
    expect(has(await build('a necktie'), 'blade')).toBe(true);
  });

  it('a knight’s helmet is closed steel with an eye slit; a football helmet has a face mask', async () => {
    const knight = await build("a knight's helmet");
    expect(names(knight)).toContain('visor_slit');
    expect(Math.max(...rgb(part(knight, 'visor_slit')))).toBeLessThan(0.2);
    expect(has(knight, 'visor_1')).toBe(false);
    const football = await build('a football helmet');
    const shell = bounds([part(football, 'shell')]);
    const mask = bounds(football.parts.filter((p) => p.name.startsWith('face_bar')));
    expect(mask.max[2]).toBeGreaterThan(shell.max[2]);
    // The motorbike helmet keeps its own look.
    expect(names(await build('a motorcycle helmet'))).toContain('visor');
  });

  it('a wizard hat is tall and pointed with stars; a witch’s hat black with a buckle', async () => {
    const wizard = await build('a wizard hat');
    const top = await build('a top hat');
    expect(bounds(wizard.parts).size[1]).toBeGreaterThan(bounds(top.parts).size[1] * 2);
    expect(wizard.parts.filter((p) => p.name.startsWith('star_')).length).toBeGreaterThanOrEqual(3);
    const witch = await build("a witch's hat");
    expect(names(witch)).toContain('buckle');
    expect(Math.max(...rgb(part(witch, 'crown')))).toBeLessThan(0.15);
  });

  it('a cricket ball is red with a pale seam; a volleyball has yellow and blue panels', async () => {
    const cricket = await build('a cricket ball');
    const [r, g] = rgb(part(cricket, 'shell'));
    expect(r!).toBeGreaterThan(g! * 3);
    expect(Math.min(...rgb(part(cricket, 'seam')))).toBeGreaterThan(0.45);
    const volley = await build('a volleyball');
    const [yr, yg, yb] = rgb(part(volley, 'panels'));
    expect(Math.min(yr!, yg!)).toBeGreaterThan(yb! * 2);
    const [br, , bb] = rgb(part(volley, 'panels_2'));
    expect(bb!).toBeGreaterThan(br! * 3);
  });

  it('a tepee is a cone whose poles cross above its top; no ridge tent', async () => {
    const tepee = await build('a tepee');
    const poles = tepee.parts.filter((p) => p.name.startsWith('pole_'));
    expect(poles.length).toBeGreaterThanOrEqual(5);
    const canvas = bounds([part(tepee, 'canvas')]);
    for (const pole of poles) expect(bounds([pole]).max[1]).toBeGreaterThan(canvas.max[1]);
    expect(has(tepee, 'groundsheet')).toBe(false);
  });

  it('an apple core is pale flesh pinched between red skin ends, with pips', async () => {
    const core = await build('an apple core');
    expect(names(core)).toEqual(expect.arrayContaining(['flesh', 'skin', 'seeds']));
    const flesh = part(core, 'flesh');
    expect(Math.min(...rgb(flesh))).toBeGreaterThan(0.6);
    // The waist: the flesh at mid-height is much narrower than the ends.
    const box = bounds([flesh]);
    const mid = (box.min[1] + box.max[1]) / 2;
    const p = flesh.mesh.positions;
    let waist = 0;
    for (let i = 0; i < p.length; i += 3)
      if (Math.abs(p[i + 1]! - mid) < box.size[1] * 0.04)
        waist = Math.max(waist, Math.hypot(p[i]! - (box.min[0] + box.max[0]) / 2, p[i + 2]!));
    expect(waist).toBeLessThan(box.size[0] * 0.25);
    expect(has(await build('an apple'), 'flesh')).toBe(false);
  });

  it('a lunar lander stands on four legs with footpads, no solar wings', async () => {
    const lander = await build('a lunar lander');
    expect(lander.parts.filter((p) => p.name.startsWith('footpad_')).length).toBe(4);
    expect(names(lander)).toEqual(expect.arrayContaining(['descent_stage', 'cabin']));
    expect(has(lander, 'panel')).toBe(false);
  });

  it('a roast turkey is a browned bird on a platter with frilled drumsticks; a turkey is alive', async () => {
    const roast = await build('a roast turkey');
    expect(roast.interpretation).toMatchObject({ kind: 'roast turkey', match: 'exact' });
    expect(names(roast)).toEqual(
      expect.arrayContaining(['platter', 'body', 'leg_l', 'leg_r', 'frill_l', 'frill_r']),
    );
    const [r, g, b] = rgb(part(roast, 'body'));
    expect(r!).toBeGreaterThan(b! * 2);
    expect(r!).toBeGreaterThan(g!);
    expect((await build('a turkey')).interpretation.kind).toBe('bird');
  });

  it('a drum kit has a bass drum, toms, a snare and cymbals; a drum is one drum', async () => {
    const kit = await build('a drum kit');
    expect(names(kit)).toEqual(
      expect.arrayContaining(['bass_drum', 'snare', 'floor_tom', 'cymbal', 'hi_hat']),
    );
    expect(kit.parts.filter((p) => p.name.endsWith('_head')).length).toBeGreaterThanOrEqual(5);
    expect(has(await build('a drum'), 'cymbal')).toBe(false);
  });

  it('a pomegranate is a red fruit with a crown; a rambutan a red fruit covered in hairs', async () => {
    const pom = await build('a pomegranate');
    expect(pom.interpretation).toMatchObject({ kind: 'pomegranate', match: 'exact' });
    const [r, g] = rgb(part(pom, 'body'));
    expect(r!).toBeGreaterThan(g! * 3);
    expect(pom.parts.filter((p) => p.name.startsWith('sepal_')).length).toBe(6);
    const ramb = await build('a rambutan');
    expect(ramb.interpretation).toMatchObject({ kind: 'rambutan', match: 'exact' });
    expect(ramb.parts.filter((p) => p.name.startsWith('hair_')).length).toBeGreaterThanOrEqual(30);
  });

  it('stone fruit: a peach blushed with a crease, an apricot small and orange, a nectarine red', async () => {
    const peach = await build('a peach');
    expect(names(peach)).toEqual(expect.arrayContaining(['body', 'blush', 'crease']));
    const apricot = await build('an apricot');
    expect(has(apricot, 'blush')).toBe(false);
    expect(bounds([part(apricot, 'body')]).size[0]).toBeLessThan(
      bounds([part(peach, 'body')]).size[0] * 0.8,
    );
    const [ar, , ab] = rgb(part(apricot, 'body'));
    expect(ar!).toBeGreaterThan(ab! * 3);
    const [nr, ng] = rgb(part(await build('a nectarine'), 'blush'));
    expect(nr!).toBeGreaterThan(ng! * 3);
  });

  it('a mountain range is a row of peaks, wider than one mountain; a stupa a white dome', async () => {
    const range = await build('a mountain range');
    expect(range.parts.filter((p) => p.name.startsWith('peak_')).length).toBeGreaterThanOrEqual(4);
    const one = await build('a mountain');
    const ratio = (s: Scene): number => bounds(s.parts).size[0] / bounds(s.parts).size[1];
    expect(ratio(range)).toBeGreaterThan(ratio(one) * 1.5);
    const stupa = await build('a stupa');
    expect(names(stupa)).toEqual(expect.arrayContaining(['dome', 'harmika', 'spire']));
    expect(has(stupa, 'storey')).toBe(false);
    expect(Math.min(...rgb(part(stupa, 'dome')))).toBeGreaterThan(0.8);
    expect(has(await build('a pagoda'), 'storey')).toBe(true);
  });

  it('hats by name: a bowler’s black dome, a beanie’s bobble, a chef’s white toque, a party cone', async () => {
    const bowler = await build('a bowler hat');
    expect(names(bowler)).toContain('brim_curl');
    expect(Math.max(...rgb(part(bowler, 'crown')))).toBeLessThan(0.1);
    expect(names(await build('a beanie'))).toContain('bobble');
    expect(has(await build('a beret'), 'visor')).toBe(false);
    const chef = await build("a chef's hat");
    expect(Math.min(...rgb(part(chef, 'crown')))).toBeGreaterThan(0.8);
    const party = await build('a party hat');
    expect(names(party)).toContain('pompom');
    expect(has(party, 'brim')).toBe(false);
  });

  it('balls by sport: a long rugby ball, a small dimpled golf ball, a yellow softball', async () => {
    const rugby = bounds((await build('a rugby ball')).parts).size;
    expect(rugby[0]).toBeGreaterThan(rugby[1] * 1.4);
    const golf = await build('a golf ball');
    expect(bounds(golf.parts).size[1]).toBeLessThan(0.05);
    expect(Math.min(...rgb(part(golf, 'shell')))).toBeGreaterThan(0.8);
    const [r, g, b] = rgb(part(await build('a softball'), 'shell'));
    expect(Math.min(r!, g!)).toBeGreaterThan(b! * 3);
    expect(names(await build('a softball'))).toContain('stitches');
  });

  it('fruit by name: each its colour and the mark a person knows it by', async () => {
    const dragon = await build('a dragon fruit');
    const [dr, dg, db] = rgb(part(dragon, 'body'));
    expect(dr!).toBeGreaterThan(dg! * 3);
    expect(db!).toBeGreaterThan(dg!);
    expect(dragon.parts.filter((p) => p.name.startsWith('scale_')).length).toBeGreaterThan(12);
    expect(names(await build('a star fruit'))).toContain('slice');
    const passion = await build('a passion fruit');
    expect(names(passion)).toEqual(expect.arrayContaining(['half', 'flesh', 'seed_1']));
    const lychee = await build('a lychee');
    expect(lychee.parts.filter((p) => p.name.startsWith('knob_')).length).toBeGreaterThan(20);
    expect(
      (await build('a persimmon')).parts.filter((p) => p.name.startsWith('sepal_')),
    ).toHaveLength(4);
    const durian = await build('a durian');
    expect(durian.parts.filter((p) => p.name.startsWith('spike_')).length).toBeGreaterThan(40);
    const [fr, , fb] = rgb(part(await build('a guava'), 'flesh'));
    expect(fr!).toBeGreaterThan(fb! * 1.5);
    const papaya = await build('a papaya');
    expect(names(papaya)).toContain('half');
    expect(has(await build('a mango'), 'half')).toBe(false);
    const fig = bounds((await build('a fig')).parts).size;
    const plum = bounds((await build('a plum')).parts).size;
    expect(fig[1] / fig[0]).toBeGreaterThan(plum[1] / plum[0]);
  });
});
