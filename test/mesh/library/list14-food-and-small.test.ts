/**
 * Issue 32 (session 26): fourteen foods and small things the fourteenth list of nouns got
 * wrong (a peppermint was a tree, a gingerbread a cake, a sinker a doughnut, a tampon a plug)
 * or found unknown are kinds, each drawn as the thing a person pictures (docs/decisions.md,
 * "The fourteenth list's food and small things").
 */
import { describe, expect, it } from 'vitest';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, has, named, part } from './scenes.ts';

describe('fourteen foods and small things are kinds of their own', () => {
  it.each([
    ['a peppermint', 'peppermint'],
    ['a peppermint candy', 'peppermint'],
    ['a mint candy', 'peppermint'],
    ['a starlight mint', 'peppermint'],
    ['a gingerbread', 'gingerbread'],
    ['a gingerbread man', 'gingerbread'],
    ['a gingerbread cookie', 'gingerbread'],
    ['a sinker', 'sinker'],
    ['a fishing sinker', 'sinker'],
    ['a tampon', 'tampon'],
    ['okra', 'okra'],
    ['an okra pod', 'okra'],
    ['a horseradish', 'horseradish'],
    ['a horseradish root', 'horseradish'],
    ['sashimi', 'sashimi'],
    ['a kazoo', 'kazoo'],
    ['a gasket', 'gasket'],
    ['an o-ring', 'gasket'],
    ['an o ring', 'gasket'],
    ['a hairball', 'hairball'],
    ['a hair ball', 'hairball'],
    ['a furball', 'hairball'],
    ['a cinder', 'cinder'],
    ['cinders', 'cinder'],
    ['a clinker', 'cinder'],
    ['sherbet', 'sherbet'],
    ['sherbert', 'sherbet'],
    ['a lemon sorbet', 'sherbet'],
    ['a pillowcase', 'pillowcase'],
    ['a pillow case', 'pillowcase'],
    ['a pillow slip', 'pillowcase'],
    ['a paintball', 'paintball'],
    ['a paintball gun', 'paintball'],
    ['a paintball marker', 'paintball'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['un kazoo', 'kazoo'],
    ['オクラ', 'okra'],
    ['一个姜饼人', 'gingerbread'],
    ['ein Lebkuchenmann', 'gingerbread'],
    ['un caramelo de menta', 'peppermint'],
    ['una federa', 'pillowcase'],
    ['un sorbetto', 'sherbet'],
    ['刺身', 'sashimi'],
    ['грузило', 'sinker'],
    ['наволочка', 'pillowcase'],
    ['un raifort', 'horseradish'],
    ['ein Dichtungsring', 'gasket'],
    ['une taie d’oreiller', 'pillowcase'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('moves no word of another kind: a mint is the herb, a seal the animal, a ring a ring', () => {
    const stays: Array<[string, string]> = [
      ['a mint', 'herb'],
      ['menta', 'herb'],
      ['a seal', 'seal'],
      ['a ring', 'ring'],
      ['a finger', 'finger'],
      ['a ball', 'ball'],
      ['a pillow', 'pillow'],
      ['an ember', 'ember'],
      ['a cinder block', 'brick'],
      ['шлакоблок', 'brick'],
      ['a doughnut', 'donut'],
      ['a plug', 'plug'],
      ['a gun', 'gun'],
      ['a marker', 'pen'],
      ['a cookie', 'cookie'],
      ['a gingerbread house', 'house'],
      ['a toffee', 'wrapped candy'],
      ['a rubber stamp', 'rubber stamp'],
      ['un tampon encreur', 'rubber stamp'],
      ['казуар', 'ostrich'],
      ['a whistle', 'whistle'],
      ['sushi', 'sushi'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });

  it('takes no seal ring (a signet ring) or lady’s finger (a sponge biscuit) for its own', () => {
    expect(interpretPrompt('a seal ring', 1).kind).not.toBe('gasket');
    expect(interpretPrompt("a lady's finger", 1).kind).not.toBe('okra');
  });
});

describe('each is drawn by its telling look', () => {
  it('a peppermint is a flat white disc, wider than tall, with a red pinwheel on top', async () => {
    const mint = await build('a peppermint');
    const candy = box(mint, 'candy');
    expect(candy.size[0]).toBeGreaterThan(candy.size[1] * 3);
    const stripes = named(mint, 'stripe_');
    expect(stripes).toHaveLength(8);
    expect(bounds(stripes).max[1]).toBeGreaterThan(candy.max[1]);
    const [r, g] = stripes[0]!.material.baseColor;
    expect(r).toBeGreaterThan(g + 0.5);
    expect(Math.min(...part(mint, 'candy').material.baseColor)).toBeGreaterThan(0.9);
  });

  it('a peppermint is in its cellophane, twisted at both ends, by the seed’s chance', async () => {
    const seeds = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => build('a peppermint', seed)),
    );
    const wrapped = seeds.filter((s) => has(s, 'wrapper'));
    expect(wrapped.length).toBeGreaterThan(0);
    expect(wrapped.length).toBeLessThan(seeds.length);
    for (const s of seeds) expect(named(s, 'twist_')).toHaveLength(has(s, 'wrapper') ? 2 : 0);
    const twists = bounds(named(wrapped[0]!, 'twist_'));
    expect(twists.size[0]).toBeGreaterThan(box(wrapped[0]!, 'candy').size[0] * 1.5);
  });

  it('a gingerbread man is a flat brown cookie person standing, iced with eyes and buttons', async () => {
    const man = await build('a gingerbread man');
    const cookie = box(man, 'cookie');
    expect(cookie.size[1]).toBeGreaterThan(cookie.size[2] * 8);
    expect(cookie.size[0]).toBeGreaterThan(cookie.size[2] * 8);
    const [r, g, b] = part(man, 'cookie').material.baseColor;
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(named(man, 'eye_')).toHaveLength(2);
    expect(named(man, 'button_')).toHaveLength(3);
    // The eyes high on the head, the icing on the front face.
    expect(bounds(named(man, 'eye_')).min[1]).toBeGreaterThan(cookie.min[1] + cookie.size[1] * 0.7);
    expect(bounds(named(man, 'eye_')).max[2]).toBeGreaterThan(cookie.max[2]);
    expect(Math.min(...part(man, 'eye_1').material.baseColor)).toBeGreaterThan(0.8);
  });

  it('a sinker is a grey lead weight with its brass eye above and the line above that', async () => {
    const sinker = await build('a sinker');
    const weight = box(sinker, 'weight');
    const eye = box(sinker, 'eye');
    expect(eye.min[1]).toBeGreaterThan(weight.max[1] - 0.002);
    expect(box(sinker, 'line').max[1]).toBeGreaterThan(eye.max[1]);
    const [r, g, b] = part(sinker, 'weight').material.baseColor;
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(0.08);
    const [er, , eb] = part(sinker, 'eye').material.baseColor;
    expect(er).toBeGreaterThan(eb + 0.2);
  });

  it('a tampon is a white cotton cylinder lying down, its string trailing from one end', async () => {
    const tampon = await build('a tampon');
    const cotton = box(tampon, 'cotton');
    expect(cotton.size[0]).toBeGreaterThan(cotton.size[1] * 3);
    const string = box(tampon, 'string');
    expect(string.min[0]).toBeLessThan(cotton.min[0] - 0.02);
    expect(Math.min(...part(tampon, 'cotton').material.baseColor)).toBeGreaterThan(0.85);
  });

  it('okra is three ridged green pods, each with its pale cap and stem', async () => {
    const okra = await build('okra');
    expect(named(okra, 'pod_')).toHaveLength(3);
    expect(named(okra, 'ridge_')).toHaveLength(15);
    expect(named(okra, 'cap_')).toHaveLength(3);
    const pod = box(okra, 'pod_2');
    expect(Math.max(pod.size[0], pod.size[2])).toBeGreaterThan(pod.size[1] * 3);
    const [r, g, b] = part(okra, 'pod_1').material.baseColor;
    expect(g).toBeGreaterThan(r + 0.1);
    expect(g).toBeGreaterThan(b + 0.1);
  });

  it('a horseradish is a long tapering brown root lying down, leaves rising from its crown', async () => {
    const radish = await build('a horseradish');
    const root = box(radish, 'root');
    expect(root.size[0]).toBeGreaterThan(root.size[1] * 4);
    const leaves = bounds(named(radish, 'leaf_'));
    expect(leaves.max[1]).toBeGreaterThan(root.max[1] + 0.05);
    expect(leaves.min[0]).toBeGreaterThan(root.min[0] + root.size[0] * 0.5);
    const [r, g, b] = part(radish, 'root').material.baseColor;
    expect(r).toBeGreaterThan(b + 0.15);
    expect(r).toBeGreaterThan(g);
  });

  it('sashimi is orange salmon slices with white fat and red tuna on a plate, with wasabi', async () => {
    const sashimi = await build('sashimi');
    const plate = box(sashimi, 'plate');
    expect(named(sashimi, 'salmon_')).toHaveLength(4);
    expect(named(sashimi, 'tuna_')).toHaveLength(3);
    expect(named(sashimi, 'fat_').length).toBeGreaterThanOrEqual(8);
    for (const fish of [...named(sashimi, 'salmon_'), ...named(sashimi, 'tuna_')])
      expect(bounds([fish]).min[1]).toBeGreaterThan(plate.max[1] - 0.01);
    const [sr, sg, sb] = part(sashimi, 'salmon_1').material.baseColor;
    expect(sr).toBeGreaterThan(sg);
    expect(sg).toBeGreaterThan(sb);
    const [tr, tg] = part(sashimi, 'tuna_1').material.baseColor;
    expect(tr).toBeGreaterThan(tg + 0.3);
    expect(has(sashimi, 'wasabi')).toBe(true);
    expect(plate.size[0]).toBeGreaterThan(plate.size[2] * 1.8);
  });

  it('a kazoo is a metal tube tapering to one end, its round turret on top', async () => {
    const kazoo = await build('a kazoo');
    const tube = box(kazoo, 'tube');
    const turret = box(kazoo, 'turret');
    expect(tube.size[0]).toBeGreaterThan(tube.size[1] * 3.5);
    expect(turret.max[1]).toBeGreaterThan(tube.max[1] + 0.005);
    expect(box(kazoo, 'cap').min[1]).toBeGreaterThan(tube.max[1]);
    expect(Math.abs((turret.min[0] + turret.max[0]) / 2)).toBeLessThan(tube.size[0] * 0.3);
    expect(part(kazoo, 'tube').material.metallic).toBeGreaterThan(0.5);
    const blue = await build('a blue kazoo');
    expect(part(blue, 'tube').material.baseColor).toEqual(colorRgb('blue'));
  });

  it('a gasket is a flat black ring with bolt holes; an o-ring the black ring alone', async () => {
    const gasket = await build('a gasket');
    const ring = box(gasket, 'gasket');
    expect(ring.size[0]).toBeGreaterThan(ring.size[1] * 10);
    expect(Math.max(...part(gasket, 'gasket').material.baseColor)).toBeLessThan(0.2);
    // Hollow in the middle: no vertex near its centre.
    const p = part(gasket, 'gasket').mesh.positions;
    let nearest = Infinity;
    for (let i = 0; i < p.length; i += 3) nearest = Math.min(nearest, Math.hypot(p[i]!, p[i + 2]!));
    expect(nearest).toBeGreaterThan(ring.size[0] * 0.2);
    const oRing = await build('an o-ring');
    const torus = box(oRing, 'gasket');
    expect(torus.size[0]).toBeGreaterThan(torus.size[1] * 5);
    expect(torus.size[0]).toBeLessThan(ring.size[0]);
  });

  it('a hairball is a low fuzzy clump of fur with wisps all round it', async () => {
    const hairball = await build('a hairball');
    const clump = bounds(hairball.parts);
    expect(clump.size[0]).toBeGreaterThan(clump.size[1] * 1.5);
    expect(named(hairball, 'wisp_').length).toBeGreaterThan(30);
    expect(part(hairball, 'clump').material.surface).toBe('fur');
  });

  it('a cinder is a dark porous lump with a dull glow in a crack, no bright ember', async () => {
    const cinder = await build('a cinder');
    expect(Math.max(...part(cinder, 'lump').material.baseColor)).toBeLessThan(0.3);
    const [r, g, b] = part(cinder, 'glow').material.baseColor;
    expect(r).toBeGreaterThan(g + 0.2);
    expect(g).toBeGreaterThan(b);
    // Smaller than the lump, and duller than an ember's glow.
    expect(box(cinder, 'glow').size[0]).toBeLessThan(box(cinder, 'lump').size[0] * 0.6);
    const ember = await build('an ember');
    expect(r).toBeLessThan(part(ember, 'glow_1').material.baseColor[0]);
  });

  it('sherbet is three pastel scoops in a glass dish on a stem', async () => {
    const sherbet = await build('sherbet');
    const dish = box(sherbet, 'dish');
    for (const name of ['scoop_orange', 'scoop_lime', 'scoop_raspberry']) {
      const scoop = box(sherbet, name);
      expect(scoop.min[1]).toBeGreaterThan(dish.min[1] + dish.size[1] * 0.5);
      // Pastel: light, none of its channels near black.
      const rgb = part(sherbet, name).material.baseColor;
      expect(Math.max(...rgb)).toBeGreaterThan(0.6);
      expect(Math.min(...rgb)).toBeGreaterThan(0.1);
    }
    expect(part(sherbet, 'dish').material.surface).toBe('glass');
    const [lr, lg, lb] = part(sherbet, 'scoop_lime').material.baseColor;
    expect(lg).toBeGreaterThan(lr);
    expect(lg).toBeGreaterThan(lb);
  });

  it('a pillowcase lies flat and thin, its mouth open at one end', async () => {
    const pillowcase = await build('a pillowcase');
    const cover = box(pillowcase, 'case');
    expect(cover.size[0]).toBeGreaterThan(cover.size[1] * 6);
    expect(cover.size[2]).toBeGreaterThan(cover.size[1] * 4);
    // Seen from its side the open end is a notch between its two layers: at mid-height its
    // surface reaches well back from that end, where a closed case's would not.
    const p = part(pillowcase, 'case').mesh.positions;
    let deepest = 0;
    for (let i = 0; i < p.length; i += 3) {
      const y = p[i + 1]! - cover.min[1];
      if (y > cover.size[1] * 0.2 && y < cover.size[1] * 0.5 && p[i]! > 0)
        deepest = Math.max(deepest, cover.max[0] - p[i]!);
    }
    expect(deepest).toBeGreaterThan(cover.size[0] * 0.1);
    const white = await build('a white pillowcase');
    expect(part(white, 'case').material.baseColor).toEqual(colorRgb('white'));
  });

  it('a paintball is the marker with its hopper on top, its tank behind, and bright balls by it', async () => {
    const marker = await build('a paintball');
    const body = box(marker, 'body');
    expect(box(marker, 'hopper').min[1]).toBeGreaterThan(body.max[1] - 0.02);
    expect(box(marker, 'tank').max[0]).toBeLessThan(body.min[0] + 0.02);
    expect(box(marker, 'barrel').min[0]).toBeGreaterThan(body.max[0] - 0.03);
    const balls = named(marker, 'ball_');
    expect(balls.length).toBeGreaterThanOrEqual(5);
    expect(new Set(balls.map((b) => b.material.baseColor.join())).size).toBeGreaterThanOrEqual(4);
  });
});
