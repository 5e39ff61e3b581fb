/**
 * Issue 32 (session 25): fish by their own body (library/kinds/declared/fish-bodies.ts).
 * Every ordinary fish was one generic fish in a random scale colour, so a tuna, a mackerel
 * and a herring looked alike, and a cod or a bass was unknown. Checked by what a person looks
 * for from the side: the tuna's crescent tail and yellow finlets, the mackerel's tiger bars,
 * the cod's barbel and three dorsal fins, the perch's bars and orange-red fins, the piranha's
 * red belly and toothed underbite, the barracuda's length, the trout's and salmon's band and
 * spots, the pike's snout and pale spots — and which prompts still read as they did.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { box, names, part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string, seed = 3): Promise<Scene> => buildScene(prompt, { detail, seed });
const count = (scene: Scene, pattern: RegExp): number =>
  scene.parts.filter((p) => pattern.test(p.name)).length;
const rgb = (p: ScenePart): [number, number, number] => {
  const [r, g, b] = p.material.baseColor;
  return [r!, g!, b!];
};
/** Brightness 0–3 of a part's colour. */
const tone = (p: ScenePart): number => rgb(p).reduce((a, c) => a + c, 0);
/** True for a grey or silver: no channel far from the others. */
const neutral = (p: ScenePart): boolean => Math.max(...rgb(p)) - Math.min(...rgb(p)) < 0.15;

const FISH = [
  'tuna',
  'mackerel',
  'herring',
  'cod',
  'bass',
  'perch fish',
  'piranha',
  'barracuda',
  'trout',
  'salmon',
  'pike fish',
] as const;

describe('each fish is read as its own kind', () => {
  it.each([
    ['a tuna', 'tuna'],
    ['a bluefin tuna', 'tuna'],
    ['a mackerel', 'mackerel'],
    ['a herring', 'herring'],
    ['a sardine', 'herring'],
    ['a pilchard', 'herring'],
    ['a sprat', 'herring'],
    ['a cod', 'cod'],
    ['a haddock', 'cod'],
    ['a pollock', 'cod'],
    ['a shad', 'herring'],
    ['a bass', 'bass'],
    ['a smallmouth bass', 'bass'],
    ['a largemouth bass', 'bass'],
    ['a perch fish', 'perch fish'],
    ['a yellow perch', 'perch fish'],
    ['a piranha', 'piranha'],
    ['a barracuda', 'barracuda'],
    ['a trout', 'trout'],
    ['a rainbow trout', 'trout'],
    ['a salmon', 'salmon'],
    ['a pike fish', 'pike fish'],
    ['a northern pike', 'pike fish'],
    ['a muskie', 'pike fish'],
  ])('%s is the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    // A bass guitar, a double bass and a bass drum stay instruments.
    ['a bass guitar', 'guitar'],
    ['a double bass', 'violin'],
    ['a bass drum', 'drum'],
    // A perch alone is where a bird sits; the fish is "a perch fish" or "a yellow perch".
    ['a perch', 'branch'],
    // Fish with no body of their own stay the generic fish.
    // A pike alone is the polearm.
    ['a pike', 'spear'],
    ['a fish', 'fish'],
    ['a shark', 'fish'],
    ['a whale', 'fish'],
    ['a dolphin', 'fish'],
    ['a goldfish', 'fish'],
    ['an eel', 'eel'],
    ['a flatfish', 'flatfish'],
    ['a swordfish', 'swordfish'],
    ['a catfish', 'catfish'],
  ])('%s stays the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  // WordNet files these apart from the kind's own fish (the noun audit's siblings): a sea bass
  // is a silver serranid, not the green black bass; an anchovy and a smelt are no clupeids.
  it.each(['a sea bass', 'an anchovy', 'a smelt', 'a skipjack', 'a european perch'])(
    '%s stays a generic fish',
    (prompt) => {
      expect(interpretPrompt(prompt, 1).kind).toBe('fish');
    },
  );
});

describe('each fish looks like itself from the side', () => {
  it.each(FISH)('a %s is one piece with a body, a tail, fins and two eyes', async (kind) => {
    const fish = await build(`a ${kind}`);
    expect(apart(fish.parts)).toEqual([]);
    expect(names(fish)).toEqual(
      expect.arrayContaining(['body', 'belly', 'tail', 'eye_1', 'eye_2']),
    );
    expect(count(fish, /^(dorsal|anal|pelvic|pectoral)_fin/)).toBeGreaterThanOrEqual(5);
    // Facing +X: the tail behind the body, the eyes in its front third.
    const body = box(fish, 'body');
    expect(box(fish, 'tail').min[0]).toBeLessThan(body.min[0]);
    expect(box(fish, 'eye_1').min[0]).toBeGreaterThan(body.min[0] + body.size[0] * 0.6);
  });

  it('no two fish share a back colour, and a seed does not repaint one', async () => {
    const backs = await Promise.all(
      FISH.map(async (kind) => rgb(part(await build(`a ${kind}`), 'body')).join()),
    );
    expect(new Set(backs).size).toBe(FISH.length);
    const again = rgb(part(await build('a mackerel', 9), 'body')).join();
    expect(again).toBe(backs[FISH.indexOf('mackerel')]);
  });

  it('the tuna: dark blue over a silver belly, yellow finlets, a stiff crescent tail', async () => {
    const tuna = await build('a tuna');
    const [r, g, b] = rgb(part(tuna, 'body'));
    expect(b).toBeGreaterThan(r * 1.5);
    expect(b).toBeGreaterThan(g);
    expect(tone(part(tuna, 'body'))).toBeLessThan(0.8);
    expect(neutral(part(tuna, 'belly'))).toBe(true);
    expect(tone(part(tuna, 'belly'))).toBeGreaterThan(1.5);
    const finlets = tuna.parts.filter((p) => p.name.startsWith('finlets_'));
    expect(finlets.length).toBeGreaterThanOrEqual(10);
    for (const f of finlets) {
      const [fr, fg, fb] = rgb(f);
      expect(fr).toBeGreaterThan(fb * 3);
      expect(fg).toBeGreaterThan(fb * 2);
    }
    // A crescent: the tips sweep back past the middle of the trailing edge, and the tail is
    // taller than the body is deep.
    const tail = part(tuna, 'tail');
    const t = bounds([tail]);
    const mid = (t.min[1] + t.max[1]) / 2;
    const p = tail.mesh.positions;
    let middleBack = Infinity;
    for (let i = 0; i < p.length; i += 3)
      if (Math.abs(p[i + 1]! - mid) < t.size[1] * 0.1) middleBack = Math.min(middleBack, p[i]!);
    expect(middleBack - t.min[0]).toBeGreaterThan(t.size[0] * 0.3);
    expect(t.size[1]).toBeGreaterThan(box(tuna, 'body').size[1]);
  });

  it('the mackerel: slim, blue-green, with dark wavy bars over its back', async () => {
    const mackerel = await build('a mackerel');
    const [r, g, b] = rgb(part(mackerel, 'body'));
    expect(g).toBeGreaterThan(r * 1.5);
    expect(b).toBeGreaterThan(r * 1.5);
    expect(count(mackerel, /^bar_\d+_r$/)).toBeGreaterThanOrEqual(8);
    expect(tone(part(mackerel, 'bar_1_r'))).toBeLessThan(0.3);
    // Its trunk over three and a half times as long as it is deep (a perch's is not three).
    const body = box(mackerel, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 3.5);
    const perch = box(await build('a perch fish'), 'body');
    expect(perch.size[0]).toBeLessThan(perch.size[1] * 3);
  });

  it('the herring: smaller than a mackerel, blue-grey over silver, unmarked', async () => {
    const herring = await build('a herring');
    const mackerel = await build('a mackerel');
    expect(bounds(herring.parts).size[0]).toBeLessThan(bounds(mackerel.parts).size[0]);
    const [r, , b] = rgb(part(herring, 'body'));
    expect(b).toBeGreaterThan(r * 1.5);
    expect(neutral(part(herring, 'belly'))).toBe(true);
    expect(count(herring, /^(bar|spots|stripe|band)_/)).toBe(0);
  });

  it('the cod: olive-brown and mottled, a pale lateral line, a chin barbel, three dorsal fins', async () => {
    const cod = await build('a cod');
    const [r, g, b] = rgb(part(cod, 'body'));
    expect(r).toBeGreaterThan(b * 1.5);
    expect(g).toBeGreaterThan(b * 1.5);
    expect(count(cod, /^mottle_r_\d+$/)).toBeGreaterThanOrEqual(20);
    expect(tone(part(cod, 'lateral_line_r'))).toBeGreaterThan(tone(part(cod, 'body')) * 2);
    expect(names(cod)).toEqual(
      expect.arrayContaining(['dorsal_fin_1', 'dorsal_fin_2', 'dorsal_fin_3', 'barbel']),
    );
    // The barbel hangs from under the chin: at the front, below the head.
    const barbel = box(cod, 'barbel');
    const body = box(cod, 'body');
    expect(barbel.min[0]).toBeGreaterThan(body.min[0] + body.size[0] * 0.85);
    expect(barbel.min[1]).toBeLessThan(box(cod, 'mouth').min[1]);
  });

  it('the bass: green with a dark band along its side and a big mouth', async () => {
    const bass = await build('a bass');
    const [r, g, b] = rgb(part(bass, 'body'));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b * 1.5);
    const band = box(bass, 'band_r');
    expect(band.size[0]).toBeGreaterThan(box(bass, 'body').size[0] * 0.7);
    expect(tone(part(bass, 'band_r'))).toBeLessThan(0.3);
    // The gape runs back under the eye.
    expect(box(bass, 'gape_r').min[0]).toBeLessThan(box(bass, 'eye_1').max[0]);
  });

  it('the perch: yellow-green with dark bars and orange-red lower fins', async () => {
    const perch = await build('a yellow perch');
    expect(perch.interpretation.kind).toBe('perch fish');
    const [r, g, b] = rgb(part(perch, 'body'));
    expect(g).toBeGreaterThan(b * 2);
    expect(r).toBeGreaterThan(b * 1.5);
    expect(count(perch, /^bar_\d+_r$/)).toBeGreaterThanOrEqual(5);
    for (const name of ['anal_fin', 'pelvic_fin']) {
      const [fr, fg, fb] = rgb(part(perch, name));
      expect(fr).toBeGreaterThan(fg * 1.5);
      expect(fr).toBeGreaterThan(fb * 3);
    }
  });

  it('the piranha: a deep grey body, a red belly and a jutting toothed lower jaw', async () => {
    const piranha = await build('a piranha');
    expect(neutral(part(piranha, 'body'))).toBe(true);
    const [r, g, b] = rgb(part(piranha, 'belly'));
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    const body = box(piranha, 'body');
    expect(body.size[1]).toBeGreaterThan(body.size[0] * 0.5);
    expect(box(piranha, 'jaw').max[0]).toBeGreaterThan(body.max[0]);
    const teeth = piranha.parts.filter((p) => p.name.startsWith('teeth_'));
    expect(teeth.length).toBeGreaterThanOrEqual(6);
    for (const tooth of teeth) expect(tone(tooth)).toBeGreaterThan(2.4);
  });

  it('the barracuda: long and slim, a pointed jaw ahead of its snout, dark bars', async () => {
    const barracuda = await build('a barracuda');
    const body = box(barracuda, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 5);
    expect(box(barracuda, 'jaw').max[0]).toBeGreaterThan(box(barracuda, 'body').max[0]);
    expect(count(barracuda, /^bar_\d+_r$/)).toBeGreaterThanOrEqual(10);
  });

  it('the trout is spotted with a pink band; the salmon silver-blue with fewer spots', async () => {
    const trout = await build('a trout');
    const salmon = await build('a salmon');
    for (const fish of [trout, salmon]) {
      const [r, , b] = rgb(part(fish, 'stripe_r'));
      expect(r).toBeGreaterThan(b * 1.5);
      expect(tone(part(fish, 'spots_r_1'))).toBeLessThan(0.2);
    }
    expect(count(trout, /^spots_r_/)).toBeGreaterThan(count(salmon, /^spots_r_/));
    const [sr, , sb] = rgb(part(salmon, 'body'));
    expect(sb).toBeGreaterThan(sr);
    const [tr, tg, tb] = rgb(part(trout, 'body'));
    expect(tg).toBeGreaterThan(tr);
    expect(tg).toBeGreaterThan(tb);
  });

  it('the pike: long and olive with pale spots, a flat snout, its fins far back', async () => {
    const pike = await build('a northern pike');
    const body = box(pike, 'body');
    expect(box(pike, 'snout').max[0]).toBeGreaterThan(body.max[0]);
    expect(count(pike, /^spots_r_/)).toBeGreaterThanOrEqual(20);
    expect(tone(part(pike, 'spots_r_1'))).toBeGreaterThan(tone(part(pike, 'body')) * 3);
    // The dorsal fin stands over the back third, above the anal fin.
    expect(box(pike, 'dorsal_fin').max[0]).toBeLessThan(body.min[0] + body.size[0] * 0.3);
    expect(Math.abs(box(pike, 'dorsal_fin').min[0] - box(pike, 'anal_fin').min[0])).toBeLessThan(
      body.size[0] * 0.05,
    );
  });

  it('"a trout with a blue tail" paints its tail and leaves the body', async () => {
    const trout = await build('a trout with a blue tail');
    expect(part(trout, 'tail').material.baseColor).toEqual(colorRgb('blue'));
    expect(part(trout, 'body').material.baseColor).not.toEqual(colorRgb('blue'));
  });
});

describe('a beluga is the white whale (the fourteenth list, session 25)', () => {
  // WordNet's first beluga is a sturgeon; the list's beluga stood in as a teal fish.
  it('is read as the whale the fish kind builds, white all over and whale-sized', async () => {
    for (const prompt of ['a beluga', 'a beluga whale', 'a white whale']) {
      expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'fish', match: 'exact' });
    }
    const beluga = await build('a beluga');
    const body = beluga.parts.find((p) => p.name === 'body')!;
    expect(Math.min(...body.material.baseColor)).toBeGreaterThan(0.8);
    const length = Math.max(bounds(beluga.parts).size[0], bounds(beluga.parts).size[2]);
    expect(length).toBeGreaterThan(3);
    expect(length).toBeLessThan(bounds((await build('a whale')).parts).size[0]);
  });
});
