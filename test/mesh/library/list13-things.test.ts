/**
 * Issue 32 (session 25): thirteen everyday things the thirteenth list of nouns found unknown
 * (they were a generic placeholder) are kinds, each drawn as the thing a person pictures
 * (docs/decisions.md, "Thirteen everyday things the thirteenth list found unknown").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { has, part } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix)).length;

describe('thirteen everyday things are kinds of their own', () => {
  it.each([
    ['a sleigh', 'sleigh'],
    ["santa's sleigh", 'sleigh'],
    ['a christmas sleigh', 'sleigh'],
    ['a zipper', 'zipper'],
    ['a zip fastener', 'zipper'],
    ['a crater', 'crater'],
    ['an impact crater', 'crater'],
    ['mistletoe', 'mistletoe'],
    ['a sprig of mistletoe', 'mistletoe'],
    ['a blindfold', 'blindfold'],
    ['a deodorant', 'deodorant'],
    ['a deodorant stick', 'deodorant'],
    ['a periscope', 'periscope'],
    ['a toupee', 'toupee'],
    ['a toga', 'toga'],
    ['a harpoon', 'harpoon'],
    ['a pigsty', 'pigsty'],
    ['a pig sty', 'pigsty'],
    ['a pigpen', 'pigsty'],
    ['a monolith', 'monolith'],
    ['a mural', 'mural'],
    ['a fresco', 'mural'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('takes no word from the kinds that had it: a sledge is a sled, a hairpiece a wig', () => {
    expect(interpretPrompt('a sledge', 1).kind).toBe('sled');
    expect(interpretPrompt('a sled', 1).kind).toBe('sled');
    expect(interpretPrompt('a sledgehammer', 1).kind).toBe('sledgehammer');
    expect(interpretPrompt('a hairpiece', 1).kind).toBe('wig');
    expect(interpretPrompt('a wig', 1).kind).toBe('wig');
    expect(interpretPrompt('a pen', 1).kind).toBe('pen');
    expect(interpretPrompt('a pig', 1).kind).toBe('pig');
    expect(interpretPrompt('a wall', 1).kind).toBe('wall');
  });

  it('is asked for in other languages by phrases, not by the sled’s or the wig’s word', () => {
    expect(interpretPrompt('traîneau du père noël', 1).kind).toBe('sleigh');
    expect(interpretPrompt('traîneau', 1).kind).toBe('sled');
    expect(interpretPrompt('ein reissverschluss', 1).kind).toBe('zipper');
    expect(interpretPrompt('свинарник', 1).kind).toBe('pigsty');
    expect(interpretPrompt('свинья', 1).kind).toBe('pig');
  });
});

describe('each is drawn by its telling look', () => {
  it('a sleigh is a red body with a high back, on runners that curl up before it', async () => {
    const sleigh = await build('a sleigh');
    expect(named(sleigh, 'runner_')).toBe(2);
    const body = bounds([part(sleigh, 'body')]);
    const runner = bounds([part(sleigh, 'runner_1')]);
    expect(runner.max[0]).toBeGreaterThan(body.max[0]);
    expect(runner.min[1]).toBeLessThan(body.min[1]);
    const [r, g, b] = part(sleigh, 'body').material.baseColor;
    expect(r).toBeGreaterThan(g + 0.3);
    expect(r).toBeGreaterThan(b + 0.3);
  });

  it('a green sleigh has a green body and keeps its gold runners', async () => {
    const sleigh = await build('a green sleigh');
    expect(part(sleigh, 'body').material.baseColor).toEqual(colorRgb('green'));
    expect(part(sleigh, 'runner_1').material.baseColor).not.toEqual(colorRgb('green'));
  });

  it('a zip line and a zip drive are no zippers', () => {
    expect(interpretPrompt('a zip line', 1).kind).not.toBe('zipper');
    expect(interpretPrompt('a zip drive', 1).kind).not.toBe('zipper');
  });

  it('a zipper has two rows of teeth parting in a V above its slider, with a pull tab', async () => {
    const zipper = await build('a zipper');
    for (const name of ['slider', 'pull', 'tape_r', 'tape_l']) expect(has(zipper, name)).toBe(true);
    const slider = bounds([part(zipper, 'slider')]);
    const open = teethOf(zipper, 'teeth_right_open_');
    const locked = teethOf(zipper, 'teeth_right_');
    expect(open.min[1]).toBeGreaterThan(slider.max[1] - 0.01);
    expect(open.max[0]).toBeGreaterThan(locked.max[0] + 0.03);
  });

  it('a red zipper has red tapes', async () => {
    const zipper = await build('a red zipper');
    expect(part(zipper, 'tape_r').material.baseColor).toEqual(colorRgb('red'));
  });

  it('a crater is a bowl below its raised rim, in the ground', async () => {
    const crater = await build('a crater');
    const bowl = part(crater, 'bowl');
    const rim = bounds([part(crater, 'rim')]);
    const ground = bounds([part(crater, 'ground')]);
    expect(rim.max[1]).toBeGreaterThan(ground.max[1] + 0.3);
    // The bowl's middle lies below the plain around it.
    const p = bowl.mesh.positions;
    let lowest = Infinity;
    for (let i = 0; i < p.length; i += 3)
      if (Math.hypot(p[i]!, p[i + 2]!) < 0.2) lowest = Math.min(lowest, p[i + 1]!);
    expect(lowest).toBeLessThan(ground.max[1]);
  });

  it('mistletoe is paired leaves and white berries, tied with a red ribbon', async () => {
    const sprig = await build('mistletoe');
    expect(named(sprig, 'leaf_')).toBe(12);
    expect(named(sprig, 'berry_')).toBeGreaterThanOrEqual(9);
    expect(Math.min(...part(sprig, 'berry_1').material.baseColor)).toBeGreaterThan(0.8);
    const [r, g] = part(sprig, 'knot').material.baseColor;
    expect(r).toBeGreaterThan(g + 0.4);
  });

  it('a blindfold is a dark band round a bust’s head at its eyes, knotted behind', async () => {
    const blindfold = await build('a blindfold');
    const band = bounds([part(blindfold, 'band')]);
    const head = bounds([part(blindfold, 'head')]);
    expect(band.min[1]).toBeGreaterThan(head.min[1]);
    expect(band.max[1]).toBeLessThan(head.max[1]);
    expect(bounds([part(blindfold, 'knot')]).min[2]).toBeLessThan(head.min[2]);
    expect(Math.max(...part(blindfold, 'band').material.baseColor)).toBeLessThan(0.2);
    const red = await build('a red blindfold');
    expect(part(red, 'band').material.baseColor).toEqual(colorRgb('red'));
  });

  it('a deodorant is a stick out of its labelled case, its cap off beside it', async () => {
    const deodorant = await build('a deodorant');
    for (const name of ['body', 'label', 'stick', 'cap']) expect(has(deodorant, name)).toBe(true);
    expect(bounds([part(deodorant, 'stick')]).min[1]).toBeGreaterThan(
      bounds([part(deodorant, 'body')]).max[1] - 0.01,
    );
    const pink = await build('a pink deodorant');
    expect(part(pink, 'body').material.baseColor).toEqual(colorRgb('pink'));
  });

  it('a periscope rises from the sea, its head and window looking ahead', async () => {
    const periscope = await build('a periscope');
    const head = bounds([part(periscope, 'scope_head')]);
    const tube = bounds([part(periscope, 'tube')]);
    expect(head.max[2]).toBeGreaterThan(tube.max[2] + 0.05);
    expect(bounds([part(periscope, 'window')]).max[2]).toBeGreaterThan(head.max[2] - 0.01);
    expect(bounds([part(periscope, 'sea')]).max[1]).toBeLessThan(0.1);
  });

  it('a toupee is a short hairpiece on the crown of a stand’s bald head', async () => {
    const toupee = await build('a toupee');
    const hair = bounds([part(toupee, 'hairpiece')]);
    const head = bounds([part(toupee, 'head')]);
    // A cap of hair over the crown, short of the ears: no wig's locks down to the shoulders.
    expect(hair.max[1]).toBeGreaterThan(head.max[1]);
    expect(hair.min[1]).toBeGreaterThan(head.min[1] + head.size[1] * 0.4);
    expect(named(toupee, 'strand_')).toBe(6);
    const grey = await build('a grey toupee');
    expect(part(grey, 'hairpiece').material.baseColor).toEqual(colorRgb('grey'));
    expect(part(grey, 'head').material.baseColor).toEqual(part(toupee, 'head').material.baseColor);
  });

  it('a toga is white cloth with a purple border, on a figure crowned with laurel', async () => {
    const toga = await build('a toga');
    for (const name of ['robe', 'sash', 'hem', 'sash_border', 'wreath'])
      expect(has(toga, name)).toBe(true);
    expect(Math.min(...part(toga, 'robe').material.baseColor)).toBeGreaterThan(0.7);
    const [r, g, b] = part(toga, 'hem').material.baseColor;
    expect(b).toBeGreaterThan(g + 0.2);
    expect(r).toBeGreaterThan(g);
  });

  it('a harpoon is a long shaft with a barbed iron head and a line to a coil', async () => {
    const harpoon = await build('a harpoon');
    const shaft = bounds([part(harpoon, 'shaft')]);
    const head = bounds([part(harpoon, 'harpoon_head')]);
    expect(shaft.size[0]).toBeGreaterThan(1.4);
    expect(head.min[0]).toBeGreaterThan(shaft.max[0] - 0.1);
    expect(named(harpoon, 'coil_')).toBe(3);
    expect(has(harpoon, 'line')).toBe(true);
  });

  it('a pigsty is a low shed by a fenced, muddy pen with a pink pig in it', async () => {
    const sty = await build('a pigsty');
    for (const name of ['shed', 'roof', 'mud', 'pig_body', 'pig_snout'])
      expect(has(sty, name)).toBe(true);
    expect(named(sty, 'post_')).toBeGreaterThanOrEqual(8);
    const [r, g] = part(sty, 'pig_body').material.baseColor;
    expect(r).toBeGreaterThan(g + 0.15);
  });

  it('a monolith is a tall slim black slab standing on the ground', async () => {
    const monolith = await build('a monolith');
    const slab = bounds([part(monolith, 'slab')]);
    expect(slab.size[1]).toBeGreaterThan(slab.size[0] * 2);
    expect(slab.size[0]).toBeGreaterThan(slab.size[2] * 3);
    expect(Math.max(...part(monolith, 'slab').material.baseColor)).toBeLessThan(0.1);
  });

  it('a mural is a picture painted on a brick wall: sky, sun, rainbow and hills', async () => {
    const mural = await build('a mural');
    for (const name of ['wall', 'sky', 'sun', 'hill_back', 'hill_front'])
      expect(has(mural, name)).toBe(true);
    expect(named(mural, 'rainbow_')).toBe(6);
    expect(bounds([part(mural, 'sky')]).min[2]).toBeGreaterThan(
      bounds([part(mural, 'wall')]).max[2] - 0.01,
    );
    const red = await build('a mural with a red wall');
    expect(part(red, 'wall').material.baseColor).toEqual(colorRgb('red'));
  });
});

/** The box round one row of teeth: the parts named `prefix` and a number. */
function teethOf(s: Scene, prefix: string): ReturnType<typeof bounds> {
  return bounds(
    s.parts.filter((p) => p.name.startsWith(prefix) && /^\d+$/.test(p.name.slice(prefix.length))),
  );
}
