/**
 * Issue 32, session 28 (helper places): places on the ground a person names that were
 * unknown. A hole is dug in turf with its heap of earth and a spade; a ditch runs between two
 * banks (a moat holds water, a trench is lined with sandbags); a crossroads is two roads
 * crossing with zebra stripes and a traffic light; a roundabout a ring road round a planted
 * island; a path an earth track through grass; a sidewalk paving slabs on a kerb beside the
 * road; a peninsula land running out into the sea with a lighthouse at its tip; a delta a
 * river fanning into channels; a plain flat grassland (a steppe golden, a tundra with snow).
 * A ballroom, a lobby and a cloakroom are the room furnished for their use. Each is checked
 * by the parts and colours a person would look for.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { buildPlace, hasNamed, part } from './scenes.ts';

const rgb = (p: ScenePart): [number, number, number] => {
  const [r, g, b] = p.material.baseColor;
  return [r!, g!, b!];
};
const top = (p: ScenePart): number => bounds([p]).max[1];
const bottom = (p: ScenePart): number => bounds([p]).min[1];
/** Longest side over height. */
const flatness = (scene: Scene): number => {
  const box = bounds(scene.parts);
  return Math.max(box.size[0], box.size[2]) / box.size[1];
};
const reads = (prompt: string) => interpretPrompt(prompt, 1);

describe('what each noun reads as', () => {
  it.each([
    ['a hole', 'hole'],
    ['a ditch', 'ditch'],
    ['a crossroads', 'crossroads'],
    ['an intersection', 'crossroads'],
    ['a roundabout', 'roundabout'],
    ['a traffic circle', 'roundabout'],
    ['a path', 'path'],
    ['a footpath', 'path'],
    ['a trail', 'path'],
    ['a sidewalk', 'sidewalk'],
    ['a walkway', 'sidewalk'],
    ['a peninsula', 'peninsula'],
    ['a headland', 'peninsula'],
    ['a delta', 'delta'],
    ['a plain', 'plain'],
    ['a steppe', 'plain'],
    ['a tundra', 'plain'],
    ['a woodland', 'tree'],
    ['a sky', 'sky'],
    ['the sky', 'sky'],
  ])('%s is the %s', (prompt, kind) => {
    expect(reads(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a pit', 'hole'],
    ['a pothole', 'hole'],
    ['a burrow', 'hole'],
    ['a sinkhole', 'hole'],
    ['a trench', 'ditch'],
    ['a moat', 'ditch'],
    ['an interchange', 'crossroads'],
    ['a cloverleaf', 'crossroads'],
    ['a bridle path', 'path'],
    ['a spit', 'peninsula'],
    ['a ness', 'peninsula'],
    ['a salt flat', 'plain'],
    ['a chasm', 'canyon'],
    ['an abyss', 'canyon'],
    ['a marina', 'pier'],
    ['a floe', 'iceberg'],
    ['a gulag', 'prison'],
    ['a rampart', 'wall'],
    ['a battlement', 'wall'],
    ['a highland', 'hill'],
    ['a ballroom', 'room'],
    ['a foyer', 'room'],
    ['a coatroom', 'room'],
    ['a lane', 'road'],
    ['a landing', 'staircase'],
    ['a cellblock', 'prison'],
    ['a lido', 'swimming pool'],
    ['an esplanade', 'sidewalk'],
    ['a kerb', 'sidewalk'],
    ['a rapid', 'river'],
    ['a col', 'valley'],
    ['a strait', 'inlet'],
    ['a shoreline', 'beach'],
    ['a nave', 'church'],
    ['an exit', 'door'],
    ['a gateway', 'gate'],
    ['a portal', 'doorway'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const noun = prompt.replace(/^an? /, '');
    expect(reads(prompt)).toMatchObject({ kind, match: 'related', stand_in_for: noun });
  });

  it('the plain stays an adjective before another noun', () => {
    expect(reads('a plain white box').kind).not.toBe('plain');
    expect(reads('a plain shirt').kind).not.toBe('plain');
  });
});

describe('holes and ditches', () => {
  it('a hole is dark inside, cut below the turf, with a heap of earth and a spade', async () => {
    const hole = await buildPlace('a hole');
    const pit = part(hole, 'hole');
    expect(Math.max(...rgb(pit))).toBeLessThan(0.1);
    expect(bottom(pit)).toBeLessThan(top(part(hole, 'turf')) - 0.2 * bounds(hole.parts).size[1]);
    for (const p of ['heap', 'spade_blade', 'spade_handle']) expect(hasNamed(hole, p)).toBe(true);
    expect(apart(hole.parts)).toEqual([]);
  });

  it('a ditch is long and low; a moat holds water, a trench has sandbags', async () => {
    const ditch = await buildPlace('a ditch');
    expect(flatness(ditch)).toBeGreaterThan(5);
    expect(hasNamed(ditch, 'water')).toBe(false);
    const moat = await buildPlace('a moat');
    const [r, g, b] = rgb(part(moat, 'water'));
    expect(b).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(r);
    const trench = await buildPlace('a trench');
    expect(hasNamed(trench, 'sandbags')).toBe(true);
    expect(hasNamed(trench, 'duckboard')).toBe(true);
  });
});

describe('roads and ways', () => {
  it('a crossroads is two dark roads crossing, with zebra stripes and a traffic light', async () => {
    const x = await buildPlace('a crossroads');
    const a = bounds([part(x, 'road')]).size;
    const b = bounds([part(x, 'cross_road')]).size;
    expect(a[0]).toBeGreaterThan(a[2] * 3);
    expect(b[2]).toBeGreaterThan(b[0] * 3);
    expect(Math.max(...rgb(part(x, 'road')))).toBeLessThan(0.2);
    for (const p of ['zebra_east', 'zebra_north', 'red_lamp', 'green_lamp', 'signal_pole'])
      expect(hasNamed(x, p)).toBe(true);
  });

  it('a roundabout is a ring of road round a raised green island with a tree', async () => {
    const r = await buildPlace('a roundabout');
    const island = part(r, 'island');
    const ring = part(r, 'ring_road');
    expect(bounds([ring]).size[0]).toBeGreaterThan(bounds([island]).size[0] * 1.8);
    expect(top(island)).toBeGreaterThan(top(ring));
    const [ir, ig] = rgb(island);
    expect(ig).toBeGreaterThan(ir);
    expect(hasNamed(r, 'crown')).toBe(true);
  });

  it('a path is a pale earth track winding through green grass', async () => {
    const p = await buildPlace('a path');
    const [gr, gg] = rgb(part(p, 'ground'));
    expect(gg).toBeGreaterThan(gr);
    const [pr, , pb] = rgb(part(p, 'path'));
    expect(pr).toBeGreaterThan(pb);
    expect(flatness(p)).toBeGreaterThan(3);
  });

  it('a sidewalk is slabs on a kerb above the road, with a street lamp', async () => {
    const s = await buildPlace('a sidewalk');
    expect(top(part(s, 'slab_1'))).toBeGreaterThan(top(part(s, 'road')));
    expect(hasNamed(s, 'kerb')).toBe(true);
    expect(hasNamed(s, 'lamp_post')).toBe(true);
    expect(s.parts.filter((q) => q.name.startsWith('slab')).length).toBeGreaterThan(4);
  });
});

describe('coasts and open land', () => {
  it('a peninsula is green land running out into blue sea, a lighthouse at its tip', async () => {
    const p = await buildPlace('a peninsula');
    const [sr, , sb] = rgb(part(p, 'sea'));
    expect(sb).toBeGreaterThan(sr);
    const land = bounds([part(p, 'land')]);
    expect(land.size[2]).toBeGreaterThan(land.size[0] * 2);
    expect(hasNamed(p, 'lighthouse')).toBe(true);
  });

  it('a delta fans into channels over green land into the sea', async () => {
    const d = await buildPlace('a delta');
    expect(d.parts.filter((q) => q.name.startsWith('channel')).length).toBe(4);
    const fan = bounds([part(d, 'fan')]);
    expect(fan.size[0]).toBeGreaterThan(fan.size[2]);
    expect(flatness(d)).toBeGreaterThan(10);
  });

  it('a plain is flat grassland; a steppe golden; a tundra carries snow and no tree', async () => {
    const plain = await buildPlace('a plain');
    expect(flatness(plain)).toBeGreaterThan(4);
    const [, g, b] = rgb(part(plain, 'ground'));
    expect(g).toBeGreaterThan(b);
    const steppe = await buildPlace('a steppe');
    const [sr, , sb] = rgb(part(steppe, 'ground'));
    expect(sr).toBeGreaterThan(sb * 1.5);
    const tundra = await buildPlace('a tundra');
    expect(hasNamed(tundra, 'snow')).toBe(true);
    expect(hasNamed(tundra, 'crown')).toBe(false);
  });
});

describe('rooms by their use', () => {
  it('a ballroom has a chandelier over a dance floor, no rug', async () => {
    const room = await buildPlace('a ballroom');
    expect(hasNamed(room, 'chandelier')).toBe(true);
    expect(hasNamed(room, 'dance_floor')).toBe(true);
    expect(hasNamed(room, 'rug')).toBe(false);
  });

  it('a lobby or a foyer has a reception desk and a sofa', async () => {
    for (const prompt of ['a lobby', 'a foyer', 'a vestibule']) {
      const room = await buildPlace(prompt);
      expect(hasNamed(room, 'reception_desk')).toBe(true);
      expect(hasNamed(room, 'sofa')).toBe(true);
    }
  });

  it('a cloakroom has coats of several colours on a rail behind a counter', async () => {
    const room = await buildPlace('a cloakroom');
    const coats = room.parts.filter((p) => p.name.startsWith('coat_') && p.name !== 'coat_rail');
    expect(coats.length).toBe(7);
    expect(new Set(coats.map((c) => rgb(c).join())).size).toBeGreaterThan(4);
    expect(hasNamed(room, 'counter')).toBe(true);
  });
});

describe('the sky', () => {
  it('a sky is a blue pane with white clouds standing out of it and a yellow sun', async () => {
    const sky = await buildPlace('a sky');
    const [r, g, b] = rgb(part(sky, 'sky'));
    expect(b).toBeGreaterThan(r * 1.5);
    expect(b).toBeGreaterThan(g);
    const clouds = sky.parts.filter((p) => p.name.startsWith('cloud_'));
    expect(clouds.length).toBe(15);
    for (const c of clouds) expect(Math.min(...rgb(c))).toBeGreaterThan(0.9);
    const [sr, sg, sb] = rgb(part(sky, 'sun'));
    expect(Math.min(sr, sg)).toBeGreaterThan(sb * 2);
    const box = bounds(sky.parts);
    expect(box.size[0]).toBeGreaterThan(box.size[2] * 4);
  });

  it('a red sky takes its colour on the pane, the clouds stay white', async () => {
    const sky = await buildPlace('a red sky');
    const [r, g] = rgb(part(sky, 'sky'));
    expect(r).toBeGreaterThan(g * 2);
    expect(Math.min(...rgb(part(sky, 'cloud_1_1')))).toBeGreaterThan(0.9);
  });
});

describe('works by what they make', () => {
  it('a winery says so, with casks before it and rows of vines with grapes beside it', async () => {
    const w = await buildPlace('a winery');
    expect(w.interpretation).toMatchObject({ kind: 'factory', stand_in_for: 'winery' });
    for (const p of ['sign_1', 'cask', 'vines', 'grapes']) expect(hasNamed(w, p)).toBe(true);
    expect(hasNamed(w, 'chimney')).toBe(false);
    const [r, g, b] = rgb(part(w, 'vines_1'));
    expect(g).toBeGreaterThan(Math.max(r, b));
  });

  it('a distillery says so, with copper pot stills and their swan necks on its roof', async () => {
    const d = await buildPlace('a distillery');
    expect(d.interpretation).toMatchObject({ kind: 'factory', stand_in_for: 'distillery' });
    expect(
      d.parts.filter((p) => p.name.startsWith('sign_') && p.name !== 'sign_board').length,
    ).toBe('DISTILLERY'.length);
    const still = part(d, 'still_1');
    const [r, g, b] = rgb(still);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(bottom(still)).toBeGreaterThan(top(part(d, 'walls')) - 0.01);
    expect(hasNamed(d, 'swan_neck_1')).toBe(true);
  });
});

describe('bridges by their type', () => {
  it('a drawbridge is a plank deck raised on chains from a gatehouse over a moat', async () => {
    const b = await buildPlace('a drawbridge');
    expect(b.interpretation).toMatchObject({ kind: 'bridge', stand_in_for: 'drawbridge' });
    for (const p of ['gatehouse', 'moat', 'chain_1', 'chain_2']) expect(hasNamed(b, p)).toBe(true);
    const deck = bounds([part(b, 'deck')]);
    expect(deck.size[1]).toBeGreaterThan(deck.size[0] * 0.3);
    expect(apart(b.parts)).toEqual([]);
  });

  it('an overpass is a flat road deck on piers over a road below', async () => {
    const b = await buildPlace('an overpass');
    const deck = part(b, 'deck');
    expect(bottom(deck)).toBeGreaterThan(top(part(b, 'road_below')));
    expect(hasNamed(b, 'pier')).toBe(true);
    expect(hasNamed(b, 'guard_rail')).toBe(true);
    expect(apart(b.parts)).toEqual([]);
  });

  it('a trestle carries rails on sleepers over braced timber legs', async () => {
    const b = await buildPlace('a trestle');
    for (const p of ['leg_1', 'brace_1', 'sleeper', 'rail']) expect(hasNamed(b, p)).toBe(true);
    expect(apart(b.parts)).toEqual([]);
  });

  it('a bridge named for nothing is still the stone arch', async () => {
    const b = await buildPlace('a bridge');
    expect(hasNamed(b, 'railing')).toBe(true);
    expect(hasNamed(b, 'pier')).toBe(false);
  });
});
