/**
 * Everyday things that were misses on the looked-at lists of issue #32 (held-out lists 2 and
 * 3, now tuning lists): objects, food, plants, vehicles and street things, declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';

/** A wheel of radius `r` and width `w` on an axle along X, its outer face at `x`. */
function wheel(name: string, x: number, z: number, r: number, w: number): PartDecl {
  return {
    name,
    shape: { cyl: w, r },
    turn: [0, 0, 90],
    at: [x, r, z],
    finish: 'rubber',
    role: 'fixed',
    mirror: true,
  };
}

/** `n` points evenly round a circle of radius `r` in the XZ plane at height `y`. */
function around(n: number, r: number, y: number, phase = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = phase + (2 * Math.PI * i) / n;
    return [Math.cos(a) * r, y, Math.sin(a) * r] as V3;
  });
}

/** One part repeated at each point (the first point is where it is placed). */
function at(points: readonly V3[]): { at: V3; copies: V3[] } {
  const [first, ...rest] = points as [V3, ...V3[]];
  return {
    at: first,
    copies: rest.map((p) => [p[0] - first[0], p[1] - first[1], p[2] - first[2]] as V3),
  };
}

/** A star footprint of `n` folds between radii `outer` and `inner` (pleats, petals). */
function pleats(n: number, outer: number, inner: number): Array<[number, number]> {
  return Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n;
    const r = i % 2 === 0 ? outer : inner;
    return [Math.cos(a) * r, Math.sin(a) * r];
  });
}

/** A drupe-clustered berry (blackberry, raspberry) of one colour. */
function berry(kind: string, nouns: string[], color: number): KindDecl {
  const drupelets: V3[] = [];
  for (const [y, r, n] of [
    [0.006, 0.006, 5],
    [0.012, 0.009, 8],
    [0.019, 0.01, 9],
    [0.026, 0.009, 8],
    [0.032, 0.005, 5],
  ] as const) {
    drupelets.push(...around(n, r, y, y * 40));
  }
  return {
    kind,
    nouns,
    size: [0.04, 0.03],
    parts: [
      {
        name: 'core',
        shape: { ellipsoid: [0.009, 0.016, 0.009] },
        at: [0, 0.018, 0],
        finish: 'plain',
        color,
      },
      {
        name: 'drupelet',
        shape: { ball: 0.0045 },
        ...at(drupelets),
        finish: 'plain',
        color,
        role: 'detail',
      },
      {
        name: 'calyx',
        shape: { cyl: 0.004, r: 0.009, rTop: 0.004 },
        at: [0, 0.035, 0],
        finish: 'leaf',
        role: 'fixed',
      },
    ],
  };
}

export const BREADTH_KINDS: readonly KindDecl[] = [
  {
    // The hand water pump of a yard or well (WordNet's first sense is the machine in general).
    kind: 'pump',
    nouns: ['pump', 'water pump', 'hand pump', 'well pump', 'village pump'],
    size: [1.2, 0.7],
    parts: [
      { name: 'base', shape: { box: [0.4, 0.12, 0.4] }, finish: 'stone', role: 'accent' },
      { name: 'body', shape: { cyl: 0.8, r: 0.07 }, at: [0, 0.12, 0], finish: 'iron' },
      {
        name: 'cap',
        shape: { cyl: 0.08, r: 0.09, rTop: 0.05 },
        at: [0, 0.92, 0],
        finish: 'iron',
      },
      {
        name: 'spout',
        shape: {
          sweep: [
            [0, 0.72, 0],
            [0, 0.72, 0.2],
            [0, 0.64, 0.27],
          ],
          r: 0.03,
        },
        finish: 'iron',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0, 0.98, 0.02],
            [0, 1.16, -0.4],
          ],
          r: 0.018,
        },
        finish: 'iron',
      },
      {
        name: 'bucket',
        shape: {
          lathe: [
            [0.1, 0],
            [0.12, 0.16],
          ],
          wall: 0.008,
        },
        at: [0, 0.12, 0.27],
        finish: 'wood',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'skirt',
    nouns: ['skirt', 'miniskirt', 'maxi skirt', 'pleated skirt', 'kilt', 'tutu'],
    size: [0.6, 0.6],
    parts: [
      {
        // A pleated footprint narrowing to the waist: the folds read as a skirt, not a shade.
        name: 'skirt',
        shape: { plan: pleats(28, 0.3, 0.27), height: 0.52, taper: 0.52 },
        finish: 'fabric',
        color: 0x2c3e7a,
      },
      {
        name: 'waistband',
        shape: { cyl: 0.06, r: 0.158 },
        at: [0, 0.5, 0],
        finish: 'fabric',
        color: 0x1c2a58,
        role: 'accent',
        answersTo: ['waist', 'band'],
      },
    ],
  },
  {
    kind: 'cape',
    nouns: ['cape', 'cloak', 'mantle', 'hooded cloak', 'superhero cape'],
    size: [1.45, 0.85],
    parts: [
      {
        name: 'cape',
        shape: {
          lathe: [
            [0.44, 0],
            [0.38, 0.6],
            [0.3, 1.1],
            [0.24, 1.24],
            [0.14, 1.32],
            [0.08, 1.34],
          ],
          smooth: true,
          wall: 0.015,
        },
        finish: 'fabric',
        color: 0x8a1c24,
      },
      {
        name: 'hood',
        shape: { ellipsoid: [0.16, 0.2, 0.1] },
        at: [0, 1.22, -0.2],
        finish: 'fabric',
        color: 0x8a1c24,
      },
      {
        name: 'opening',
        shape: { box: [0.05, 1.2, 0.05] },
        turn: [-5, 0, 0],
        at: [0, 0.02, 0.41],
        finish: 'fabric',
        color: 0x2a0a0e,
        role: 'fixed',
      },
      {
        name: 'lining',
        shape: { cyl: 0.02, r: 0.41 },
        at: [0, 0.005, 0],
        finish: 'fabric',
        color: 0xd8b040,
        role: 'accent',
      },
      {
        name: 'clasp',
        shape: { ball: 0.03 },
        at: [0, 1.3, 0.14],
        finish: 'gold',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'pickup truck',
    nouns: ['pickup truck', 'pickup', 'pick-up', 'pick-up truck', 'ute'],
    size: [1.9, 5.3],
    parts: [
      {
        name: 'body',
        shape: { box: [1.9, 0.55, 5.2], round: 0.08 },
        at: [0, 0.45, 0],
        finish: 'paint',
        color: 0x2a5a9a,
      },
      {
        name: 'cab',
        shape: { box: [1.8, 0.75, 1.7], round: 0.1 },
        at: [0, 0.98, 0.45],
        finish: 'paint',
        color: 0x2a5a9a,
        answersTo: ['roof'],
      },
      {
        name: 'windshield',
        shape: { box: [1.6, 0.5, 0.05] },
        turn: [-25, 0, 0],
        at: [0, 1.15, 1.27],
        finish: 'glass',
        role: 'fixed',
        answersTo: ['window', 'windscreen'],
      },
      {
        name: 'side_window',
        shape: { box: [0.04, 0.4, 1.2] },
        at: [0.9, 1.2, 0.45],
        finish: 'glass',
        role: 'fixed',
        mirror: true,
      },
      {
        name: 'bed_side',
        shape: { box: [0.08, 0.45, 2.3] },
        at: [0.91, 0.98, -1.45],
        finish: 'paint',
        color: 0x2a5a9a,
        mirror: true,
      },
      {
        name: 'tailgate',
        shape: { box: [1.9, 0.45, 0.08] },
        at: [0, 0.98, -2.56],
        finish: 'paint',
        color: 0x2a5a9a,
      },
      {
        name: 'bumper',
        shape: { box: [1.95, 0.2, 0.12] },
        at: [0, 0.45, 2.62],
        finish: 'chrome',
        role: 'detail',
        copies: [[0, 0, -5.24]],
      },
      {
        name: 'headlight',
        shape: { box: [0.3, 0.14, 0.04] },
        at: [0.65, 0.75, 2.6],
        finish: 'light',
        role: 'fixed',
        mirror: true,
      },
      wheel('wheel', 0.98, 1.6, 0.42, 0.3),
      { ...wheel('wheel', 0.98, -1.6, 0.42, 0.3), name: 'rear_wheel' },
    ],
  },
  {
    kind: 'freight car',
    nouns: [
      'freight car',
      'boxcar',
      'goods wagon',
      'railcar',
      'railway car',
      'railroad car',
      'wagon of a train',
    ],
    size: [4.2, 13],
    parts: [
      {
        name: 'body',
        shape: { box: [3, 3, 12.5], round: 0.05 },
        at: [0, 1.1, 0],
        finish: 'paint',
        color: 0x8a3a22,
      },
      {
        name: 'roof',
        shape: { box: [3.1, 0.15, 12.6], round: 0.06 },
        at: [0, 4.05, 0],
        finish: 'paint',
        color: 0x5a2616,
      },
      {
        name: 'door',
        shape: { box: [0.06, 2.4, 2.4] },
        at: [1.52, 1.3, 0],
        finish: 'paint',
        color: 0x6e2e1a,
        role: 'accent',
        mirror: true,
      },
      {
        name: 'rib',
        shape: { box: [0.04, 2.9, 0.1] },
        at: [1.51, 1.15, -5.5],
        copies: [1, 2, 3, 4, 7, 8, 9, 10].map((i) => [0, 0, i] as V3),
        finish: 'paint',
        color: 0x5a2616,
        role: 'detail',
        mirror: true,
      },
      {
        name: 'bogie',
        shape: { box: [2.2, 0.4, 2.6] },
        at: [0, 0.5, 4.3],
        copies: [[0, 0, -8.6]],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'wheel',
        shape: { cyl: 0.15, r: 0.46 },
        turn: [0, 0, 90],
        at: [1.05, 0.46, 4.9],
        copies: [
          [0, 0, -1.2],
          [0, 0, -8.6],
          [0, 0, -9.8],
        ],
        finish: 'iron',
        role: 'fixed',
        mirror: true,
      },
      {
        name: 'coupler',
        shape: { box: [0.3, 0.3, 0.5] },
        at: [0, 0.8, 6.4],
        copies: [[0, 0, -12.8]],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'telephone booth',
    nouns: [
      'telephone booth',
      'phone booth',
      'telephone box',
      'phone box',
      'call box',
      'telephone kiosk',
      'phone kiosk',
    ],
    size: [2.6, 1.05],
    parts: [
      { name: 'base', shape: { box: [1.05, 0.12, 1.05] }, finish: 'paint', color: 0xc4161c },
      {
        name: 'post',
        shape: { box: [0.1, 2.2, 0.1] },
        at: [-0.46, 0.12, -0.46],
        copies: [
          [0.92, 0, 0],
          [0, 0, 0.92],
          [0.92, 0, 0.92],
        ],
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'pane',
        shape: { box: [0.84, 1.7, 0.02] },
        at: [0, 0.35, 0.46],
        copies: [[0, 0, -0.92]],
        finish: 'glass',
        role: 'fixed',
        answersTo: ['window', 'glass'],
      },
      {
        name: 'side_pane',
        shape: { box: [0.02, 1.7, 0.84] },
        at: [0.46, 0.35, 0],
        finish: 'glass',
        role: 'fixed',
        mirror: true,
      },
      {
        name: 'bar',
        shape: { box: [0.86, 0.04, 0.05] },
        at: [0, 0.35, 0.47],
        copies: [0.3, 0.6, 0.9, 1.2, 1.5, 1.7].map((y) => [0, y, 0] as V3),
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'side_bar',
        shape: { box: [0.05, 0.04, 0.86] },
        at: [0.47, 0.35, 0],
        copies: [0.3, 0.6, 0.9, 1.2, 1.5, 1.7].map((y) => [0, y, 0] as V3),
        finish: 'paint',
        color: 0xc4161c,
        mirror: true,
      },
      {
        name: 'kick_panel',
        shape: { box: [0.9, 0.25, 0.9] },
        at: [0, 0.12, 0],
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'header',
        shape: { box: [1.05, 0.28, 1.05] },
        at: [0, 2.28, 0],
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'sign',
        shape: { box: [0.72, 0.14, 1.08] },
        at: [0, 2.35, 0],
        finish: 'light',
        role: 'accent',
      },
      {
        name: 'roof',
        shape: { box: [1.12, 0.12, 1.12], round: 0.04 },
        at: [0, 2.56, 0],
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'dome',
        shape: { ellipsoid: [0.5, 0.12, 0.5] },
        at: [0, 2.66, 0],
        finish: 'paint',
        color: 0xc4161c,
      },
      {
        name: 'telephone',
        shape: { box: [0.22, 0.3, 0.14] },
        at: [0, 1.2, -0.38],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'fried egg',
    nouns: ['fried egg', 'sunny side up', 'egg sunny side up', 'eggs sunny side up'],
    size: [0.03, 0.16],
    parts: [
      {
        name: 'egg',
        shape: {
          plan: [
            [0.07, 0],
            [0.05, 0.05],
            [0.0, 0.065],
            [-0.055, 0.055],
            [-0.08, 0.005],
            [-0.06, -0.05],
            [-0.01, -0.07],
            [0.05, -0.055],
          ],
          height: 0.008,
          taper: 0.96,
        },
        finish: 'ceramic',
        color: 0xfbfaf4,
        answersTo: ['egg white', 'albumen'],
      },
      {
        name: 'yolk',
        shape: { ellipsoid: [0.027, 0.016, 0.027] },
        at: [0.006, 0.008, 0.004],
        finish: 'plain',
        color: 0xf6a800,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'wreath',
    nouns: ['wreath', 'christmas wreath', 'garland', 'laurel wreath', 'door wreath'],
    size: [0.52, 0.52],
    parts: [
      {
        name: 'ring',
        shape: { ring: 0.2, r: 0.05 },
        at: [0, 0.25, 0],
        finish: 'pine',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.05, 0.025, 0.04] },
        ...at(
          Array.from({ length: 14 }, (_, i) => {
            const a = (2 * Math.PI * i) / 14;
            return [Math.cos(a) * 0.2, 0.25 + Math.sin(a) * 0.2, 0.03] as V3;
          }),
        ),
        finish: 'pine',
        role: 'detail',
      },
      {
        name: 'berry',
        shape: { ball: 0.018 },
        ...at(
          [0.5, 1.4, 2.3, 3.3, 4.2, 5.5].map(
            (a) => [Math.cos(a) * 0.2, 0.25 + Math.sin(a) * 0.2, 0.07] as V3,
          ),
        ),
        finish: 'plain',
        color: 0xc81020,
        role: 'accent',
      },
      {
        name: 'bow',
        shape: { ellipsoid: [0.06, 0.035, 0.02] },
        at: [0.05, 0.06, 0.05],
        copies: [[-0.1, 0, 0]],
        finish: 'fabric',
        color: 0xc81020,
        role: 'accent',
        answersTo: ['ribbon'],
      },
    ],
  },
  {
    kind: 'bouquet',
    nouns: ['bouquet', 'bunch of flowers', 'posy', 'nosegay', 'corsage', 'bridal bouquet'],
    size: [0.5, 0.3],
    parts: [
      {
        name: 'stem',
        shape: { cyl: 0.3, r: 0.03, rTop: 0.045 },
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'wrap',
        shape: {
          lathe: [
            [0.035, 0.08],
            [0.1, 0.25],
            [0.15, 0.36],
          ],
          wall: 0.004,
        },
        finish: 'paper',
        color: 0xf2e6d0,
        role: 'accent',
        answersTo: ['paper', 'wrapping'],
      },
      {
        name: 'ribbon',
        shape: { cyl: 0.03, r: 0.047 },
        at: [0, 0.12, 0],
        finish: 'fabric',
        color: 0xd02850,
        role: 'detail',
      },
      {
        name: 'flower',
        shape: { ball: 0.045 },
        ...at([[0, 0.38, 0], ...around(6, 0.08, 0.35)]),
        finish: 'flower',
        color: 0xd8304a,
        answersTo: ['bloom', 'rose'],
      },
      {
        name: 'blossom',
        shape: { ball: 0.035 },
        ...at(around(6, 0.1, 0.33, 0.5)),
        finish: 'flower',
        color: 0xf4eef0,
        role: 'accent',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.05, 0.012, 0.025] },
        ...at(around(5, 0.13, 0.32, 0.2)),
        finish: 'leaf',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'trough',
    nouns: ['trough', 'water trough', 'feeding trough', 'horse trough', 'manger'],
    size: [0.6, 1.8],
    parts: [
      {
        name: 'trough',
        shape: { box: [1.8, 0.4, 0.6] },
        at: [0, 0.18, 0],
        minus: [{ shape: { box: [1.68, 0.4, 0.48] }, at: [0, 0.26, 0] }],
        finish: 'wood',
      },
      {
        name: 'water',
        shape: { box: [1.68, 0.02, 0.48] },
        at: [0, 0.46, 0],
        finish: 'ocean',
        color: 0x5a8ab0,
        role: 'fixed',
      },
      {
        name: 'leg',
        shape: { box: [0.1, 0.2, 0.7] },
        at: [-0.75, 0, 0],
        copies: [[1.5, 0, 0]],
        finish: 'darkWood',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'vending machine',
    nouns: ['vending machine', 'soda machine', 'snack machine', 'drinks machine', 'drink machine'],
    size: [1.85, 0.95],
    parts: [
      {
        name: 'cabinet',
        shape: { box: [0.95, 1.85, 0.8], round: 0.02 },
        finish: 'paint',
        color: 0xc8202a,
        answersTo: ['body'],
      },
      {
        name: 'window',
        shape: { box: [0.6, 1.1, 0.03] },
        at: [-0.1, 0.6, 0.4],
        finish: 'glass',
        role: 'fixed',
      },
      {
        name: 'shelf',
        shape: { box: [0.58, 0.02, 0.04] },
        at: [-0.1, 0.75, 0.41],
        copies: [0.25, 0.5, 0.75].map((y) => [0, y, 0] as V3),
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'can',
        shape: { cyl: 0.14, r: 0.035 },
        ...at(
          [0.77, 1.02, 1.27, 1.52].flatMap((y, row) =>
            [-0.3, -0.18, -0.06, 0.06].map((x) => [x, y, 0.43 + (row % 2) * 0.001] as V3),
          ),
        ),
        finish: 'plastic',
        color: 0x2a7ad0,
        role: 'accent',
      },
      {
        name: 'panel',
        shape: { box: [0.2, 0.5, 0.03] },
        at: [0.33, 1.05, 0.4],
        finish: 'darkMetal',
        role: 'fixed',
        answersTo: ['buttons', 'keypad'],
      },
      {
        name: 'slot',
        shape: { box: [0.6, 0.16, 0.03] },
        at: [-0.1, 0.22, 0.4],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'pitchfork',
    nouns: ['pitchfork', 'hayfork', 'hay fork', 'garden fork', 'digging fork'],
    size: [0.08, 1.5],
    parts: [
      {
        name: 'handle',
        shape: { cyl: 1.15, r: 0.016 },
        turn: [0, 0, -90],
        at: [-0.7, 0.03, 0],
        finish: 'wood',
      },
      {
        name: 'ferrule',
        shape: { cyl: 0.08, r: 0.022 },
        turn: [0, 0, -90],
        at: [0.42, 0.03, 0],
        finish: 'iron',
        role: 'accent',
      },
      {
        name: 'crossbar',
        shape: {
          capsule: [
            [0.5, 0.03, -0.09],
            [0.5, 0.03, 0.09],
          ],
          r: 0.012,
        },
        finish: 'iron',
        role: 'accent',
      },
      ...[-0.09, 0, 0.09].map((z, i) => ({
        name: `tine_${i + 1}`,
        shape: {
          sweep: [
            [0.5, 0.03, z],
            [0.66, 0.035, z * 1.05],
            [0.8, 0.06, z * 1.1],
          ] as V3[],
          r: [0.009, 0.008, 0.004],
        },
        finish: 'iron',
        role: 'accent' as const,
        answersTo: ['tine', 'prong'],
      })),
    ],
  },
  {
    kind: 'nut',
    nouns: ['nut', 'walnut', 'hazelnut', 'chestnut', 'pecan', 'nutshell', 'filbert'],
    size: [0.035, 0.04],
    parts: [
      {
        name: 'shell',
        shape: { ellipsoid: [0.017, 0.016, 0.02] },
        at: [0, 0.016, 0],
        finish: 'bark',
        color: 0x8e5e30,
      },
      {
        name: 'seam',
        shape: { ring: 0.0172, r: 0.0035 },
        turn: [0, 90, 0],
        at: [0, 0.016, 0],
        finish: 'bark',
        color: 0x5a3818,
        role: 'detail',
      },
      {
        name: 'tip',
        shape: { ball: 0.003 },
        at: [0, 0.016, 0.02],
        finish: 'wood',
        color: 0x7a5026,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'potato',
    nouns: ['potato', 'spud', 'tater', 'sweet potato', 'yam', 'jacket potato'],
    size: [0.06, 0.11],
    parts: [
      {
        name: 'potato',
        shape: { ellipsoid: [0.04, 0.028, 0.05] },
        at: [0, 0.028, 0],
        finish: 'plain',
        color: 0xb88a52,
        answersTo: ['skin'],
      },
      {
        name: 'lump',
        shape: { ellipsoid: [0.03, 0.025, 0.028] },
        at: [0.012, 0.027, 0.03],
        copies: [[-0.024, 0.002, -0.055]],
        finish: 'plain',
        color: 0xb88a52,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.0035 },
        ...at([
          [0.02, 0.05, 0.01],
          [-0.018, 0.048, -0.01],
          [0.03, 0.035, -0.025],
          [-0.01, 0.05, 0.03],
        ]),
        finish: 'soil',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'snowball',
    nouns: ['snowball', 'snow ball', 'ball of snow'],
    size: [0.09, 0.09],
    parts: [
      { name: 'snow', shape: { ball: 0.042 }, at: [0, 0.042, 0], finish: 'snow' },
      {
        name: 'clump',
        shape: { ball: 0.016 },
        ...at([
          [0.03, 0.06, 0.02],
          [-0.032, 0.05, 0.018],
          [0.005, 0.08, -0.015],
          [0.02, 0.03, -0.032],
          [-0.02, 0.03, 0.035],
        ]),
        finish: 'snow',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'grenade',
    nouns: ['grenade', 'hand grenade', 'frag grenade', 'pineapple grenade'],
    size: [0.12, 0.07],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.03, 0.042, 0.03] },
        at: [0, 0.042, 0],
        finish: 'paint',
        color: 0x4a5a2a,
      },
      {
        name: 'segment',
        shape: { ring: 0.029, r: 0.004 },
        turn: [90, 0, 0],
        at: [0, 0.03, 0],
        copies: [
          [0, 0.012, 0],
          [0, 0.024, 0],
        ],
        finish: 'paint',
        color: 0x3c4a22,
        role: 'detail',
      },
      {
        name: 'rib',
        shape: { ellipsoid: [0.004, 0.038, 0.031] },
        at: [0, 0.042, 0],
        finish: 'paint',
        color: 0x3c4a22,
        role: 'detail',
      },
      {
        name: 'fuse',
        shape: { cyl: 0.022, r: 0.011 },
        at: [0, 0.08, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'lever',
        shape: { box: [0.008, 0.06, 0.012] },
        turn: [0, 0, -12],
        at: [0.024, 0.045, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'pin',
        shape: { ring: 0.012, r: 0.0015 },
        at: [-0.02, 0.092, 0],
        finish: 'steel',
        role: 'fixed',
        answersTo: ['ring'],
      },
    ],
  },
  {
    kind: 'tram',
    nouns: [
      'tram',
      'streetcar',
      'tramcar',
      'trolley car',
      'trolleycar',
      'street car',
      'light rail',
    ],
    size: [3.6, 14],
    parts: [
      {
        name: 'body',
        shape: { box: [2.5, 2.4, 13], round: 0.35 },
        at: [0, 0.5, 0],
        finish: 'paint',
        color: 0xd8302a,
      },
      {
        name: 'stripe',
        shape: { box: [2.54, 0.5, 12.6], round: 0.2 },
        at: [0, 0.75, 0],
        finish: 'paint',
        color: 0xf0e8d0,
        role: 'accent',
      },
      {
        name: 'window',
        shape: { box: [2.54, 0.9, 1.4] },
        at: [0, 1.55, -5],
        copies: [1, 2, 3, 4, 5, 6].map((i) => [0, 0, i * 1.66] as V3),
        finish: 'glass',
        role: 'fixed',
      },
      {
        name: 'windshield',
        shape: { box: [2.1, 1.0, 0.2] },
        at: [0, 1.5, 6.45],
        copies: [[0, 0, -12.9]],
        finish: 'glass',
        role: 'fixed',
      },
      {
        name: 'roof',
        shape: { box: [2.2, 0.2, 12], round: 0.08 },
        at: [0, 2.85, 0],
        finish: 'paint',
        color: 0xb8b8b0,
      },
      {
        name: 'pantograph',
        shape: {
          sweep: [
            [0, 3.05, -1],
            [0, 3.6, -0.2],
            [0, 3.05, 0.6],
          ],
          r: 0.04,
        },
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'pantograph_bar',
        shape: {
          capsule: [
            [-0.7, 3.6, -0.2],
            [0.7, 3.6, -0.2],
          ],
          r: 0.04,
        },
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'bogie',
        shape: { box: [2, 0.5, 2.4] },
        at: [0, 0.1, 4],
        copies: [[0, 0, -8]],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'wheel',
        shape: { cyl: 0.12, r: 0.35 },
        turn: [0, 0, 90],
        at: [1.04, 0.35, 4.6],
        copies: [
          [0, 0, -1.2],
          [0, 0, -8],
          [0, 0, -9.2],
        ],
        finish: 'iron',
        role: 'fixed',
        mirror: true,
      },
    ],
  },
  berry('blackberry', ['blackberry', 'mulberry', 'dewberry', 'boysenberry', 'bramble'], 0x2a0f2e),
  berry('raspberry', ['raspberry', 'loganberry'], 0xc81e3c),
];
