/**
 * Issue 32 (session 19, M): animals read right and look like themselves instead of a shared
 * body — every wild bovid was the Holstein cow; the ferret, wombat, abalone, woodlouse and
 * mantis were unknown. Checked by what a person looks for: coat colour, horns, beard and
 * long hair on the bovids, long low bodies and masks on the weasels, the platypus's bill, the
 * woodlouse's plates and the mantis's raised forelegs.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { box, names, part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const count = (scene: Scene, prefix: string): number =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;
const brightest = (p: ScenePart): number => Math.max(...p.material.baseColor);
const darkest = (p: ScenePart): number => Math.min(...p.material.baseColor);

describe('wild bovids have their own coats and horns, not the Holstein cow', () => {
  it('no wild bovid wears the dairy cow’s black-and-white patches', async () => {
    for (const prompt of ['a wildebeest', 'a mountain goat', 'a yak', 'a musk ox', 'a kudu']) {
      const scene = await build(prompt);
      expect(scene.interpretation.kind, prompt).not.toBe('cow');
      expect(names(scene), prompt).not.toContain('patches');
    }
  });

  it('the mountain goat is white, bearded, with short black horns curving back', async () => {
    const goat = await build('a mountain goat');
    expect(goat.interpretation).toMatchObject({ kind: 'mountain goat', match: 'exact' });
    expect(darkest(part(goat, 'body'))).toBeGreaterThan(0.6);
    const head = box(goat, 'head');
    const beard = box(goat, 'beard');
    expect(beard.min[1]).toBeLessThan(head.min[1]);
    for (const side of ['horn_l', 'horn_r']) {
      const horn = part(goat, side);
      expect(brightest(horn)).toBeLessThan(0.1);
      const hb = bounds([horn]);
      // Rooted on the head, the tip behind it.
      expect(hb.min[1]).toBeLessThan(head.max[1]);
      expect(hb.min[0]).toBeLessThan((head.min[0] + head.max[0]) / 2);
    }
  });

  it('the wildebeest is dark, maned and bearded, with dark horns hooked out to the sides', async () => {
    const gnu = await build('a wildebeest');
    expect(gnu.interpretation).toMatchObject({ kind: 'antelope', match: 'exact' });
    expect(brightest(part(gnu, 'body'))).toBeLessThan(0.1);
    expect(names(gnu)).toEqual(expect.arrayContaining(['mane', 'beard', 'horn_l', 'horn_r']));
    const head = box(gnu, 'head');
    const horn = part(gnu, 'horn_l');
    expect(brightest(horn)).toBeLessThan(0.1);
    expect(bounds([horn]).max[2]).toBeGreaterThan(head.max[2] + head.size[2] * 0.3);
    expect((await build('a gnu')).interpretation.kind).toBe('antelope');
  });

  it('the oryx is pale with long straight horns; antelopes are no deer', async () => {
    const oryx = await build('an oryx');
    expect(oryx.interpretation).toMatchObject({ kind: 'antelope', match: 'exact' });
    expect(darkest(part(oryx, 'body'))).toBeGreaterThan(0.4);
    expect(box(oryx, 'horn_l').size[1]).toBeGreaterThan(box(oryx, 'head').size[1] * 1.5);
    for (const prompt of ['an antelope', 'a gazelle', 'an impala', 'a springbok', 'an eland'])
      expect((await build(prompt)).interpretation.kind, prompt).toBe('antelope');
  });

  it('the yak and the musk ox wear long dark hair hanging below the belly', async () => {
    for (const [prompt, kind] of [
      ['a yak', 'ox'],
      ['a musk ox', 'musk ox'],
    ] as const) {
      const scene = await build(prompt);
      expect(scene.interpretation.kind, prompt).toBe(kind);
      const hair = box(scene, 'long_hair');
      expect(hair.min[1], prompt).toBeLessThan(box(scene, 'body').min[1]);
      expect(brightest(part(scene, 'long_hair')), prompt).toBeLessThan(0.1);
      expect(names(scene), prompt).toContain('hump');
    }
    // The musk ox's horns are pale and hang down beside the face.
    const muskOx = await build('a musk ox');
    expect(darkest(part(muskOx, 'horn_l'))).toBeGreaterThan(0.4);
    expect(box(muskOx, 'horn_l').min[1]).toBeLessThan(box(muskOx, 'head').max[1]);
  });

  it('goats are bearded; a bighorn stands in as a brown sheep with curled horns', async () => {
    expect(names(await build('a goat'))).toContain('beard');
    expect(names(await build('an ibex'))).toContain('beard');
    const bighorn = await build('a bighorn');
    expect(bighorn.interpretation).toMatchObject({ kind: 'sheep', match: 'related' });
    expect(names(bighorn)).toEqual(expect.arrayContaining(['horn_l', 'horn_r']));
    expect(brightest(part(bighorn, 'body'))).toBeLessThan(0.4);
  });
});

describe('weasels and small carnivores are long and low, with their own marks', () => {
  it('the ferret’s body is at least three times as long as it is tall, masked', async () => {
    const ferret = await build('a ferret');
    expect(ferret.interpretation).toMatchObject({ kind: 'weasel', match: 'exact' });
    const body = box(ferret, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 3);
    // The whole animal, tail left out, is still long and low.
    const whole = bounds(ferret.parts.filter((p) => p.name !== 'tail'));
    expect(whole.size[0]).toBeGreaterThan(whole.size[1] * 2.5);
    expect(names(ferret)).toContain('mask');
    expect(brightest(part(ferret, 'leg_fl'))).toBeLessThan(0.15);
  });

  it('the weasel, stoat and ermine are weasels (the ermine white); a marten stands in', async () => {
    for (const prompt of ['a weasel', 'a stoat', 'an ermine'])
      expect((await build(prompt)).interpretation, prompt).toMatchObject({
        kind: 'weasel',
        match: 'exact',
      });
    expect(darkest(part(await build('an ermine'), 'body'))).toBeGreaterThan(0.7);
    expect((await build('a marten')).interpretation).toMatchObject({
      kind: 'weasel',
      match: 'related',
    });
  });

  it('a mongoose has a body of its own and a meerkat stands in as one', async () => {
    const mongoose = await build('a mongoose');
    expect(mongoose.interpretation).toMatchObject({ kind: 'mongoose', match: 'exact' });
    expect(box(mongoose, 'body').size[0]).toBeGreaterThan(box(mongoose, 'body').size[1] * 2.5);
    expect((await build('a meerkat')).interpretation).toMatchObject({
      kind: 'mongoose',
      match: 'related',
    });
  });

  it('a hyena is spotted; a Tasmanian devil black with a white chest band', async () => {
    expect(names(await build('a hyena'))).toContain('spots');
    const devil = await build('a tasmanian devil');
    expect(devil.interpretation).toMatchObject({ kind: 'tasmanian devil', match: 'exact' });
    expect(brightest(part(devil, 'body'))).toBeLessThan(0.05);
    const band = part(devil, 'saddle');
    expect(darkest(band)).toBeGreaterThan(0.7);
    // At the chest, the front half of the torso.
    const body = box(devil, 'body');
    expect(bounds([band]).min[0]).toBeGreaterThan((body.min[0] + body.max[0]) / 2);
  });
});

describe('marsupials, monotremes and other mammals have bodies of their own', () => {
  it('the wombat is a stout barrel with next to no tail', async () => {
    const wombat = await build('a wombat');
    expect(wombat.interpretation).toMatchObject({ kind: 'wombat', match: 'exact' });
    const body = box(wombat, 'body');
    expect(body.size[1]).toBeGreaterThan(body.size[0] * 0.55);
    expect(box(wombat, 'tail').size[0]).toBeLessThan(body.size[0] * 0.2);
  });

  it('the platypus has a flat bill beyond its head and a flat paddle tail', async () => {
    const platypus = await build('a platypus');
    expect(platypus.interpretation).toMatchObject({ kind: 'platypus', match: 'exact' });
    const bill = box(platypus, 'bill');
    expect(bill.max[0]).toBeGreaterThan(box(platypus, 'head').max[0]);
    expect(bill.size[1]).toBeLessThan(bill.size[2] * 0.5);
    const tail = box(platypus, 'tail');
    expect(tail.size[1]).toBeLessThan(tail.size[2] * 0.5);
  });

  it('the aardvark has tall ears and a long snout; the pangolin scales', async () => {
    const aardvark = await build('an aardvark');
    expect(aardvark.interpretation).toMatchObject({ kind: 'aardvark', match: 'exact' });
    expect(box(aardvark, 'ear_l').size[1]).toBeGreaterThan(box(aardvark, 'head').size[1]);
    expect(box(aardvark, 'muzzle').size[0]).toBeGreaterThan(box(aardvark, 'head').size[0] * 1.5);
    const pangolin = await build('a pangolin');
    expect(pangolin.interpretation).toMatchObject({ kind: 'pangolin', match: 'exact' });
    expect(names(pangolin)).toContain('scales');
  });

  it('the tapir is dark with a white saddle; the mole is an animal, not a sculpture', async () => {
    const tapir = await build('a tapir');
    expect(tapir.interpretation).toMatchObject({ kind: 'tapir', match: 'exact' });
    expect(brightest(part(tapir, 'body'))).toBeLessThan(0.05);
    expect(darkest(part(tapir, 'saddle'))).toBeGreaterThan(0.7);
    expect((await build('a mole')).interpretation).toMatchObject({ kind: 'mole', match: 'exact' });
  });

  it('the walrus has pale tusks hanging below its muzzle; a dugong stands in as the manatee', async () => {
    const walrus = await build('a walrus');
    expect(walrus.interpretation).toMatchObject({ kind: 'walrus', match: 'exact' });
    const tusk = part(walrus, 'tusk_1');
    expect(darkest(tusk)).toBeGreaterThan(0.6);
    expect(bounds([tusk]).min[1]).toBeLessThan(box(walrus, 'muzzle').min[1]);
    expect((await build('a manatee')).interpretation.kind).toBe('manatee');
    expect((await build('a dugong')).interpretation).toMatchObject({
      kind: 'manatee',
      match: 'related',
    });
  });
});

describe('invertebrates by their own body', () => {
  it('the abalone is a low ear-shaped shell with a row of holes', async () => {
    const abalone = await build('an abalone');
    expect(abalone.interpretation).toMatchObject({ kind: 'abalone', match: 'exact' });
    expect(count(abalone, 'hole')).toBeGreaterThanOrEqual(5);
    const shell = box(abalone, 'shell');
    expect(shell.size[0]).toBeGreaterThan(shell.size[1] * 2.5);
  });

  it('the woodlouse is a grey oval of seven plates on fourteen legs; a pill bug is one', async () => {
    const louse = await build('a woodlouse');
    expect(louse.interpretation).toMatchObject({ kind: 'woodlouse', match: 'exact' });
    expect(count(louse, 'segment_')).toBe(7);
    expect(count(louse, 'leg_')).toBe(14);
    const plate = part(louse, 'segment_1').material.baseColor;
    expect(Math.max(...plate) - Math.min(...plate)).toBeLessThan(0.05);
    const body = bounds(louse.parts.filter((p) => p.name.startsWith('segment_')));
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 2);
    expect((await build('a pill bug')).interpretation.kind).toBe('woodlouse');
  });

  it('the mantis is green and holds its forelegs raised above its body', async () => {
    const mantis = await build('a praying mantis');
    expect(mantis.interpretation).toMatchObject({ kind: 'mantis', match: 'exact' });
    const [r, g, b] = part(mantis, 'abdomen').material.baseColor;
    expect(g).toBeGreaterThan(r! * 1.3);
    expect(g).toBeGreaterThan(b! * 1.3);
    expect(box(mantis, 'foreleg_r').max[1]).toBeGreaterThan(box(mantis, 'abdomen').max[1] * 1.5);
    expect((await build('a mantis')).interpretation.kind).toBe('mantis');
  });

  it('centipedes and millipedes have many segments and many legs; a sea urchin spines', async () => {
    const centipede = await build('a centipede');
    expect(centipede.interpretation).toMatchObject({ kind: 'centipede', match: 'exact' });
    expect(count(centipede, 'leg_')).toBeGreaterThanOrEqual(30);
    const millipede = await build('a millipede');
    expect(millipede.interpretation).toMatchObject({ kind: 'millipede', match: 'exact' });
    expect(count(millipede, 'segment_')).toBeGreaterThanOrEqual(20);
    const urchin = await build('a sea urchin');
    expect(urchin.interpretation).toMatchObject({ kind: 'sea urchin', match: 'exact' });
    expect(count(urchin, 'spine_')).toBeGreaterThanOrEqual(40);
  });
});

describe('fish by their own silhouette, not one shared fish', () => {
  it('an eel is long and thin, a stingray flat with a whip of a tail', async () => {
    const eel = await build('an eel');
    expect(eel.interpretation).toMatchObject({ kind: 'eel', match: 'exact' });
    const body = box(eel, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 8);
    const ray = await build('a stingray');
    expect(ray.interpretation).toMatchObject({ kind: 'stingray', match: 'exact' });
    const disc = box(ray, 'disc');
    expect(disc.size[2]).toBeGreaterThan(disc.size[1] * 8);
    expect(box(ray, 'tail').min[0]).toBeLessThan(disc.min[0] - disc.size[0] * 0.5);
    const manta = await build('a manta ray');
    expect(names(manta)).toEqual(expect.arrayContaining(['horn_r', 'horn_l']));
    expect(brightest(part(manta, 'disc'))).toBeLessThan(0.05);
  });

  it('a swordfish has its sword, a flounder both eyes on top, a catfish whiskers', async () => {
    const sword = await build('a swordfish');
    expect(box(sword, 'sword').min[0]).toBeGreaterThanOrEqual(box(sword, 'body').max[0] - 0.1);
    const flounder = await build('a flounder');
    expect(flounder.interpretation).toMatchObject({ kind: 'flatfish', match: 'exact' });
    const eyes = flounder.parts.filter((p) => p.name.startsWith('eye'));
    expect(eyes).toHaveLength(2);
    // Both on the upper side: standing above the flat body, not one each side of it.
    for (const eye of eyes)
      expect(bounds([eye]).max[1]).toBeGreaterThan(box(flounder, 'body').max[1]);
    const catfish = await build('a catfish');
    expect(catfish.interpretation).toMatchObject({ kind: 'catfish', match: 'exact' });
    expect(count(catfish, 'whisker_') + count(catfish, 'chin_whisker_')).toBe(4);
    const shark = await build('a hammerhead shark');
    expect(box(shark, 'hammer').size[2]).toBeGreaterThan(box(shark, 'body').size[2] * 1.5);
  });
});
