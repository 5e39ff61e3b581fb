/**
 * More of the 400–1100 frequency band (issue #32; the held-out list left aside), declared
 * as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at } from './part-shorthand.ts';
import { S28_R2_STADIUM_LOOKS } from './s28-r2places.ts';

/** The poncho's half-width at a height: widening to its points at 0.28, narrowing to the neck. */
function ponchoHalf(y: number): number {
  return y <= 0.28 ? (0.55 * y) / 0.28 : 0.55 - ((y - 0.28) * 0.43) / 0.42;
}

/** A woven band across the poncho between two heights, following its edges. */
function ponchoBand(name: string, y1: number, y2: number, color: number): PartDecl {
  const [a, b] = [ponchoHalf(y1) - 0.01, ponchoHalf(y2) - 0.01];
  const outline: V2[] = [
    [-a, y1],
    [a, y1],
    ...(y1 < 0.28 && y2 > 0.28 ? ([[0.54, 0.28]] as V2[]) : []),
    [b, y2],
    [-b, y2],
    ...(y1 < 0.28 && y2 > 0.28 ? ([[-0.54, 0.28]] as V2[]) : []),
  ];
  return {
    name,
    shape: { extrude: outline, depth: 0.056 },
    finish: 'fabric',
    color,
    role: 'accent',
  };
}

export const BAND3_KINDS: readonly KindDecl[] = [
  {
    kind: 'apron',
    nouns: ['apron', 'pinafore', 'smock'],
    size: [0.9, 0.6],
    parts: [
      {
        name: 'body',
        shape: {
          extrude: [
            [-0.28, 0],
            [0.28, 0],
            [0.3, 0.5],
            [0.14, 0.62],
            [0.14, 0.82],
            [-0.14, 0.82],
            [-0.14, 0.62],
            [-0.3, 0.5],
          ],
          depth: 0.02,
          round: 0.008,
        },
        finish: 'fabric',
        color: 0xe8e0d0,
      },
      {
        name: 'pocket',
        shape: { box: [0.3, 0.14, 0.012], round: 0.004 },
        at: [0, 0.22, 0.012],
        finish: 'fabric',
        color: 0xc04040,
        role: 'accent',
      },
      {
        name: 'strap',
        shape: { ring: 0.14, r: 0.01, arc: 180 },
        at: [0, 0.81, 0],
        finish: 'fabric',
        color: 0xc04040,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'baton',
    nouns: ['baton', 'wand', 'magic wand', 'rod'],
    size: [0.03, 0.4],
    parts: [
      {
        name: 'shaft',
        shape: { cyl: 0.34, r: 0.006, rTop: 0.003 },
        turn: [0, 0, -90],
        at: [-0.17, 0.012, 0],
        finish: 'paint',
        color: 0x141414,
      },
      {
        name: 'tip',
        shape: { cyl: 0.03, r: 0.0035 },
        turn: [0, 0, -90],
        at: [0.16, 0.012, 0],
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'accent',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [-0.2, 0.012, 0],
            [-0.16, 0.012, 0],
          ],
          r: 0.012,
        },
        finish: 'wood',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'cross',
    nouns: ['cross', 'crucifix'],
    size: [0.9, 0.5],
    parts: [
      { name: 'post', shape: { box: [0.1, 0.9, 0.08] }, finish: 'wood' },
      { name: 'beam', shape: { box: [0.5, 0.1, 0.08] }, at: [0, 0.58, 0], finish: 'wood' },
      { name: 'base', shape: { box: [0.3, 0.06, 0.2] }, finish: 'stone', role: 'accent' },
    ],
  },
  {
    kind: 'fishing net',
    nouns: ['fishing net', 'net', 'butterfly net', 'landing net'],
    size: [0.03, 1],
    parts: [
      {
        name: 'rim',
        shape: { ring: 0.2, r: 0.01 },
        turn: [90, 0, 0],
        at: [0.3, 0.01, 0],
        finish: 'darkMetal',
      },
      {
        name: 'handle',
        shape: { cyl: 0.6, r: 0.012 },
        turn: [0, 0, 90],
        at: [0.1, 0.012, 0],
        finish: 'wood',
        role: 'accent',
      },
      ...[-0.14, -0.07, 0, 0.07, 0.14].map((z) => ({
        name: 'mesh',
        shape: { box: [0.4, 0.004, 0.004] as V3 },
        at: [0.3, 0.008, z] as V3,
        finish: 'linen',
        role: 'fixed' as const,
      })),
      ...[0.16, 0.23, 0.3, 0.37, 0.44].map((x) => ({
        name: 'mesh',
        shape: { box: [0.004, 0.004, 0.4] as V3 },
        at: [x, 0.008, 0] as V3,
        finish: 'linen',
        role: 'fixed' as const,
      })),
    ],
  },
  {
    kind: 'mortar',
    nouns: ['mortar', 'pestle', 'grinding bowl'],
    size: [0.18, 0.16],
    parts: [
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0.05, 0],
            [0.075, 0.04],
            [0.08, 0.09],
          ],
          wall: 0.012,
        },
        finish: 'stone',
      },
      {
        name: 'pestle',
        shape: {
          capsule: [
            [0.01, 0.03, 0],
            [0.06, 0.17, 0],
          ],
          r: 0.012,
          r2: 0.018,
        },
        finish: 'stone',
        color: 0x9a9690,
      },
    ],
  },
  {
    kind: 'spool',
    nouns: ['spool', 'spool of thread', 'thread', 'bobbin', 'reel of thread'],
    size: [0.06, 0.05],
    parts: [
      { name: 'flange', shape: { cyl: 0.006, r: 0.022 }, copies: [[0, 0.05, 0]], finish: 'wood' },
      {
        name: 'thread',
        shape: { cyl: 0.044, r: 0.017 },
        at: [0, 0.006, 0],
        finish: 'fabric',
        color: 0xc02a3a,
      },
      { name: 'core', shape: { cyl: 0.06, r: 0.008 }, finish: 'wood' },
    ],
  },
  {
    kind: 'mousetrap',
    nouns: ['mousetrap', 'mouse trap', 'trap', 'rat trap'],
    size: [0.03, 0.1],
    parts: [
      { name: 'base', shape: { box: [0.1, 0.01, 0.045] }, finish: 'paleWood' },
      {
        name: 'bar',
        shape: { ring: 0.018, r: 0.0015, arc: 180 },
        turn: [90, 0, 0],
        at: [0.0, 0.012, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'spring',
        shape: { ring: 0.006, r: 0.0015 },
        turn: [0, 90, 0],
        at: [0, 0.016, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'bait',
        shape: {
          plan: [
            [0.02, -0.01],
            [0.04, 0],
            [0.02, 0.01],
          ],
          height: 0.012,
        },
        at: [0.005, 0.01, 0],
        finish: 'plain',
        color: 0xf2c440,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'pulley',
    nouns: ['pulley', 'block and tackle', 'winch'],
    size: [0.5, 0.2],
    parts: [
      {
        name: 'hook',
        shape: { ring: 0.03, r: 0.008, from: 180, arc: 270 },
        at: [0, 0.45, 0],
        finish: 'iron',
      },
      { name: 'frame', shape: { box: [0.03, 0.2, 0.1] }, at: [0, 0.22, 0], finish: 'iron' },
      {
        name: 'wheel',
        shape: { cyl: 0.04, r: 0.08 },
        turn: [90, 0, 0],
        at: [0, 0.3, -0.02],
        finish: 'wood',
        role: 'accent',
      },
      {
        name: 'rope',
        shape: { cyl: 0.3, r: 0.008 },
        at: [0.08, 0.0, 0],
        mirror: true,
        finish: 'linen',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'fishing rod',
    nouns: ['fishing rod', 'fishing pole', 'fishing reel', 'reel'],
    size: [0.04, 1.8],
    parts: [
      {
        name: 'rod',
        shape: { cyl: 1.8, r: 0.012, rTop: 0.003 },
        turn: [0, 0, -90],
        at: [-0.9, 0.015, 0],
        finish: 'paint',
        color: 0x2a4a2a,
      },
      {
        name: 'handle',
        shape: { cyl: 0.3, r: 0.016 },
        turn: [0, 0, -90],
        at: [-0.9, 0.016, 0],
        finish: 'cork',
        role: 'accent',
      },
      {
        name: 'reel',
        shape: { cyl: 0.03, r: 0.03 },
        turn: [90, 0, 0],
        at: [-0.55, 0.015, 0.012],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'line',
        shape: {
          sweep: [
            [0.9, 0.015, 0],
            [0.95, 0.005, 0],
            [0.96, 0.003, 0],
          ],
          r: 0.0012,
        },
        finish: 'linen',
        role: 'fixed',
      },
    ],
    // "A reel" alone names the reel, not the rod it sits on: a spool of line between two
    // flanges with its crank (a whole rod showed the reel as a dot).
    looks: {
      reel: {
        drop: ['rod', 'handle', 'reel', 'line'],
        parts: [
          {
            name: 'flange',
            shape: { cyl: 0.006, r: 0.05 },
            copies: [[0, 0.066, 0]],
            finish: 'darkMetal',
          },
          { name: 'spool', shape: { cyl: 0.066, r: 0.02 }, finish: 'darkMetal' },
          {
            name: 'line',
            shape: { cyl: 0.054, r: 0.04 },
            at: [0, 0.006, 0],
            finish: 'linen',
            color: 0x3a8a5a,
            role: 'accent',
          },
          {
            name: 'crank',
            shape: { box: [0.05, 0.006, 0.01] },
            at: [0.02, 0.075, 0],
            finish: 'darkMetal',
            role: 'fixed',
          },
          {
            name: 'knob',
            shape: { cyl: 0.025, r: 0.006 },
            at: [0.042, 0.078, 0],
            finish: 'plastic',
            color: 0x1a1a1a,
            role: 'fixed',
          },
        ],
      },
    },
  },
  {
    // A poncho from the front, flat like the shirts: a blanket with a hole for the head, hanging
    // to a point, striped across. It had been a cone under a ball, which read as a bobble hat
    // (session 24).
    kind: 'poncho',
    nouns: ['poncho', 'cloak poncho'],
    size: [0.72, 1.1],
    parts: [
      {
        name: 'body',
        shape: {
          extrude: [
            [0, 0],
            [0.55, 0.28],
            [0.12, 0.7],
            [0.07, 0.72],
            [0, 0.66],
            [-0.07, 0.72],
            [-0.12, 0.7],
            [-0.55, 0.28],
          ],
          depth: 0.05,
          round: 0.01,
        },
        finish: 'fabric',
        color: 0xc0502a,
      },
      // A rolled collar round the neck hole.
      {
        name: 'collar',
        shape: { ring: 0.075, r: 0.028 },
        turn: [90, 0, 0],
        at: [0, 0.7, 0],
        finish: 'fabric',
        color: 0xa8401e,
      },
      ponchoBand('stripe', 0.16, 0.21, 0xf0c030),
      ponchoBand('stripe_2', 0.36, 0.41, 0x2a6a8a),
      ponchoBand('stripe_3', 0.5, 0.54, 0xf0c030),
      // Tassels hang from the two lower edges.
      {
        name: 'fringe',
        shape: { box: [0.014, 0.07, 0.02] },
        ...at(
          [-0.5, -0.4, -0.3, -0.2, -0.1, 0.1, 0.2, 0.3, 0.4, 0.5].map(
            (x) => [x, (Math.abs(x) * 0.28) / 0.55 - 0.02, 0] as V3,
          ),
        ),
        finish: 'fabric',
        color: 0xf0c030,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'turban',
    nouns: ['turban', 'headwrap'],
    size: [0.18, 0.24],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.115, 0.08, 0.12] },
        at: [0, 0.08, 0],
        finish: 'fabric',
        color: 0xd8a020,
      },
      {
        name: 'wrap',
        shape: { ring: 0.1, r: 0.025 },
        turn: [80, 0, 10],
        at: [0, 0.07, 0],
        finish: 'fabric',
        color: 0xc89018,
      },
      { name: 'jewel', shape: { ball: 0.015 }, at: [0, 0.1, 0.12], finish: 'gem', role: 'fixed' },
    ],
  },
  {
    kind: 'whip',
    nouns: ['whip', 'riding crop', 'lash'],
    size: [0.035, 1],
    parts: [
      {
        name: 'handle',
        shape: { cyl: 0.25, r: 0.015, rTop: 0.01 },
        turn: [0, 0, -90],
        at: [-0.45, 0.015, 0],
        finish: 'leather',
      },
      {
        // Coiled on the ground beside the handle, as a whip is kept: a loose line read as a crack.
        name: 'lash',
        shape: {
          sweep: Array.from({ length: 25 }, (_, i) => {
            const a = (i / 24) * Math.PI * 4.5;
            const r = 0.2 - i * 0.005;
            return [-0.2 + 0.2 + Math.cos(a + Math.PI) * r, 0.012, Math.sin(a + Math.PI) * r] as V3;
          }),
          r: Array.from({ length: 25 }, (_, i) => 0.009 - i * 0.0003),
        },
        finish: 'leather',
        color: 0x3a2418,
      },
    ],
  },
  {
    kind: 'plaque',
    nouns: ['plaque', 'nameplate', 'signboard', 'placard'],
    size: [0.3, 0.4],
    parts: [
      {
        name: 'board',
        shape: { box: [0.4, 0.28, 0.02], round: 0.006 },
        at: [0, 0.02, 0],
        finish: 'wood',
      },
      {
        name: 'plate',
        shape: { box: [0.32, 0.2, 0.006] },
        at: [0, 0.06, 0.012],
        finish: 'brass',
        role: 'accent',
      },
      { name: 'stand', shape: { box: [0.3, 0.02, 0.12] }, finish: 'wood' },
    ],
  },
  {
    kind: 'stadium',
    nouns: ['stadium', 'arena', 'amphitheatre', 'amphitheater'],
    // A bullring: sand and a red barrier (s28-r2places.ts).
    looks: S28_R2_STADIUM_LOOKS,
    size: [12, 60],
    parts: [
      {
        name: 'stands',
        shape: {
          lathe: [
            [24, 0],
            [30, 0],
            [30, 11],
            [27, 11],
            [21, 1.5],
            [21, 0],
          ],
        },
        finish: 'concrete',
      },
      { name: 'field', shape: { cyl: 0.2, r: 21.2 }, finish: 'grass', role: 'accent' },
      {
        name: 'line',
        shape: { box: [0.4, 0.22, 40] },
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'plow',
    nouns: ['plow', 'plough', 'harrow'],
    size: [0.9, 1.6],
    parts: [
      {
        name: 'beam',
        shape: {
          capsule: [
            [-0.7, 0.8, 0],
            [0.5, 0.35, 0],
          ],
          r: 0.04,
        },
        finish: 'wood',
      },
      {
        name: 'share',
        shape: {
          extrude: [
            [0.35, 0],
            [0.75, 0],
            [0.55, 0.3],
          ],
          depth: 0.08,
        },
        finish: 'iron',
        role: 'accent',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [-0.7, 0.8, 0.15],
            [-0.3, 0.5, 0.05],
          ],
          r: 0.025,
        },
        copies: [[0, 0, -0.2]],
        finish: 'wood',
      },
      {
        name: 'wheel',
        shape: { ring: 0.15, r: 0.025 },
        at: [0.55, 0.15, 0.06],
        finish: 'iron',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'hinge',
    nouns: ['hinge', 'door hinge'],
    size: [0.1, 0.08],
    parts: [
      {
        name: 'leaf',
        shape: { box: [0.035, 0.1, 0.004] },
        at: [0.02, 0, 0],
        mirror: true,
        finish: 'brass',
      },
      { name: 'knuckle', shape: { cyl: 0.1, r: 0.005 }, finish: 'brass' },
    ],
  },
  {
    kind: 'power outlet',
    nouns: ['power outlet', 'outlet', 'socket', 'wall socket', 'plug socket'],
    size: [0.12, 0.08],
    parts: [
      {
        name: 'plate',
        shape: { box: [0.08, 0.12, 0.01], round: 0.006 },
        finish: 'plastic',
        color: 0xf4f4f0,
      },
      {
        name: 'slot',
        shape: { box: [0.004, 0.014, 0.004] },
        at: [0.008, 0.065, 0.006],
        mirror: true,
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'slot',
        shape: { box: [0.004, 0.014, 0.004] },
        at: [0.008, 0.03, 0.006],
        mirror: true,
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'doorknob',
    nouns: ['doorknob', 'door knob', 'knob', 'door handle', 'doorhandle'],
    size: [0.1, 0.08],
    parts: [
      {
        name: 'rose',
        shape: { cyl: 0.01, r: 0.032 },
        turn: [90, 0, 0],
        at: [0, 0.05, 0],
        finish: 'brass',
      },
      {
        name: 'neck',
        shape: { cyl: 0.04, r: 0.01 },
        turn: [90, 0, 0],
        at: [0, 0.05, 0.01],
        finish: 'brass',
      },
      {
        name: 'knob',
        shape: { ellipsoid: [0.028, 0.028, 0.02] },
        at: [0, 0.05, 0.06],
        finish: 'brass',
      },
      { name: 'plate', shape: { box: [0.05, 0.1, 0.006] }, finish: 'brass', role: 'accent' },
    ],
  },
  {
    kind: 'searchlight',
    nouns: ['searchlight', 'spotlight', 'floodlight', 'stage light'],
    size: [0.9, 0.6],
    parts: [
      { name: 'base', shape: { cyl: 0.08, r: 0.25 }, finish: 'darkMetal' },
      {
        name: 'yoke',
        shape: { ring: 0.22, r: 0.02, from: 180, arc: 180 },
        turn: [0, 90, 0],
        at: [0, 0.5, 0],
        finish: 'darkMetal',
      },
      { name: 'post', shape: { cyl: 0.22, r: 0.04 }, at: [0, 0.07, 0], finish: 'darkMetal' },
      {
        name: 'drum',
        shape: { cyl: 0.35, r: 0.18, rTop: 0.2 },
        turn: [70, 0, 0],
        at: [0, 0.45, -0.12],
        finish: 'paint',
        color: 0x3a4a3a,
      },
      {
        name: 'lens',
        shape: { cyl: 0.02, r: 0.185 },
        turn: [70, 0, 0],
        at: [0, 0.57, 0.21],
        finish: 'light',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'chicken coop',
    nouns: ['chicken coop', 'coop', 'henhouse', 'hen house', 'hutch', 'rabbit hutch'],
    size: [1.3, 1.4],
    parts: [
      {
        name: 'leg',
        shape: { box: [0.08, 0.4, 0.08] },
        at: [0.6, 0, 0.4],
        copies: [
          [-1.2, 0, 0],
          [0, 0, -0.8],
          [-1.2, 0, -0.8],
        ],
        finish: 'wood',
      },
      {
        name: 'walls',
        shape: { box: [1.3, 0.6, 0.9] },
        at: [0, 0.4, 0],
        finish: 'paint',
        color: 0xb0402a,
      },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-0.75, 0],
            [0.75, 0],
            [0, 0.4],
          ],
          depth: 1.05,
        },
        at: [0, 1.0, 0],
        turn: [0, 0, 0],
        finish: 'slate',
        role: 'accent',
      },
      {
        name: 'ramp',
        shape: {
          capsule: [
            [0.3, 0.42, 0.45],
            [0.3, 0.02, 0.95],
          ],
          r: 0.04,
        },
        finish: 'wood',
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { box: [0.25, 0.3, 0.02] },
        at: [0.3, 0.45, 0.455],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'pier',
    nouns: ['pier', 'jetty', 'dock', 'wharf', 'boardwalk'],
    size: [1.4, 5],
    surfaces: ['deck'],
    parts: [
      { name: 'deck', shape: { box: [5, 0.1, 1.4] }, at: [0, 1.2, 0], finish: 'wood' },
      {
        name: 'post',
        shape: { cyl: 1.45, r: 0.08 },
        at: [2.3, 0, 0.6],
        copies: [
          [-1.5, 0, 0],
          [-3, 0, 0],
          [-4.6, 0, 0],
          [0, 0, -1.2],
          [-1.5, 0, -1.2],
          [-3, 0, -1.2],
          [-4.6, 0, -1.2],
        ],
        finish: 'darkWood',
        role: 'accent',
      },
    ],
  },
];
