/**
 * More everyday things of a home, kitchen, bathroom and office (issue #32, session 20, K): the
 * utensils, small appliances, nursery things, fittings and desk things a person names that no
 * kind built yet — a whisk, a blender, a stand mixer, a hair dryer, an ironing board, a
 * French press, a first aid kit, a baby bottle, a stapler, a hole punch, a walkie-talkie, a
 * jerrycan, a deep fryer, a hammock, a spirit level, a dressing table… (docs/decisions.md, "Household things by sight"). Declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, star } from './outlines.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

const RED = 0xc8281e;
const WHITE = 0xf4f4f0;
const BLACK = 0x1e1e20;

/** Colour lists shared by the parts of one body, so the seed picks one colour for them all. */
const POTTY = [0x8ab8e8, 0xf0a0b8, 0xf2dc5a, 0x8ad0a0];
const BOOKEND = [BLACK, 0x8a5a34, 0xb8bcc2];
const MIXER = [RED, 0xe8e0d0, 0x4a7ab0, 0x6aa88a];
const PACIFIER = [0x8ab8e8, 0xf0a0b8, 0x8ad0a0];
const JERRYCAN = [RED, 0x4a5a2a, 0xe8c020];
const LID = [0x2a6ab0, 0x4a9a4a, RED];
const DRYER = [0xf0a0b8, BLACK, WHITE, 0x4a7ab0];

/** A heart `k` wide, [x, z]: two lobes at the back, its point towards the viewer. */
function heart(k: number): V2[] {
  return Array.from({ length: 40 }, (_, i) => {
    const t = (2 * Math.PI * i) / 40;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [(x * k) / 32, (-y * k) / 32] as V2;
  }).reverse();
}

/** A protractor, [x, y]: a half disc with a half-disc window. */
const PROTRACTOR: V2[] = [...arcPoints([0, 0], 0.075, 0, 180, 24)];

/** A jerrycan from the side, [x, y]: a tall slab, its spout shoulder cut at a slope. */
const JERRYCAN_SIDE: V2[] = [
  [-0.17, 0],
  [0.17, 0],
  [0.17, 0.42],
  [0.12, 0.47],
  [-0.17, 0.47],
];

/** Balloon whisk loops: each a U of wire turned about the handle's axis. */
function whiskLoops(n: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) =>
    part(
      `loop_${i + 1}`,
      {
        sweep: [
          [0.0, 0.012, 0],
          [0.06, 0.03, 0],
          [0.14, 0.045, 0],
          [0.19, 0.03, 0],
          [0.2, 0.0, 0],
          [0.19, -0.03, 0],
          [0.14, -0.045, 0],
          [0.06, -0.03, 0],
          [0.0, -0.012, 0],
        ],
        r: 0.0018,
      },
      'steel',
      { turn: [(180 * i) / n, 0, 0], at: [0, 0.05, 0], answersTo: ['wires', 'loops'] },
    ),
  );
}

export const HOME_MORE_KINDS: readonly KindDecl[] = [
  // ---- Kitchen ----
  {
    // A balloon whisk lying down: loops of steel wire gathered into a handle.
    kind: 'whisk',
    nouns: ['whisk', 'balloon whisk', 'wire whisk'],
    size: [0.1, 0.32],
    parts: [
      ...whiskLoops(4),
      rod('handle', [0.0, 0.05, 0], [-0.12, 0.05, 0], 0.014, 'steel', { color: 0x8a8e94 }),
    ],
  },
  {
    // A blender: a clear jug with blades on a motor base with buttons, a black lid.
    kind: 'blender',
    nouns: ['blender', 'liquidiser', 'liquidizer', 'smoothie maker', 'food blender'],
    size: [0.42, 0.2],
    parts: [
      part('base', { box: [0.18, 0.12, 0.18], round: 0.02 }, 'plastic', { color: BLACK }),
      part('buttons', { box: [0.022, 0.016, 0.01], round: 0.003 }, 'plastic', {
        ...at(spaced(3, -0.04, 0.04).map((x) => [x, 0.05, 0.09] as V3)),
        color: 0xd8dadc,
        role: 'detail',
      }),
      part(
        'jug',
        {
          lathe: [
            [0, 0],
            [0.055, 0],
            [0.075, 0.24],
          ],
          wall: 0.004,
        },
        'glass',
        { at: [0, 0.12, 0], answersTo: ['jar', 'cup'] },
      ),
      part('blades', { box: [0.07, 0.004, 0.012] }, 'steel', {
        at: [0, 0.135, 0],
        copies: [[0, 0.004, 0]],
        turn: [0, 60, 0],
        role: 'detail',
      }),
      part('smoothie', { cyl: 0.1, r: 0.052, rTop: 0.06 }, 'plain', {
        at: [0, 0.124, 0],
        color: 0xe05a7a,
        role: 'fixed',
        optional: 0.5,
        answersTo: ['smoothie', 'fruit'],
      }),
      part('lid', { cyl: 0.025, r: 0.078 }, 'plastic', { at: [0, 0.36, 0], color: BLACK }),
      part('handle', { ring: 0.05, r: 0.01, arc: 180, from: -90 }, 'plastic', {
        at: [0.065, 0.25, 0],
        color: BLACK,
      }),
    ],
  },
  {
    // A stand mixer: a curved arm over a steel bowl on a heavy base, the whisk dipping in.
    kind: 'stand mixer',
    nouns: ['stand mixer', 'mixer', 'food mixer', 'kitchen mixer', 'electric mixer'],
    size: [0.36, 0.36],
    parts: [
      part('base', { box: [0.34, 0.05, 0.22], round: 0.02 }, 'paint', {
        colors: MIXER,
      }),
      part('column', { box: [0.1, 0.24, 0.14], round: 0.04 }, 'paint', {
        at: [-0.12, 0.04, 0],
        colors: MIXER,
      }),
      part(
        'head',
        {
          capsule: [
            [-0.14, 0.3, 0],
            [0.1, 0.3, 0],
          ],
          r: 0.07,
          r2: 0.055,
        },
        'paint',
        {
          colors: MIXER,
        },
      ),
      part(
        'bowl',
        {
          lathe: [
            [0, 0],
            [0.05, 0],
            [0.09, 0.05],
            [0.1, 0.13],
          ],
          wall: 0.004,
        },
        'steel',
        { at: [0.05, 0.05, 0], role: 'detail' },
      ),
      rod('beater', [0.05, 0.23, 0], [0.05, 0.12, 0], 0.006, 'steel', { role: 'detail' }),
      part('beater_head', { ellipsoid: [0.04, 0.035, 0.012] }, 'steel', {
        at: [0.05, 0.1, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A hand mixer: a handled body with two beaters hanging below it.
    kind: 'hand mixer',
    nouns: ['hand mixer', 'eggbeater', 'egg beater', 'electric whisk', 'hand blender'],
    size: [0.26, 0.22],
    parts: [
      part(
        'body',
        {
          capsule: [
            [-0.07, 0.17, 0],
            [0.08, 0.17, 0],
          ],
          r: 0.045,
          r2: 0.035,
        },
        'plastic',
        {
          color: WHITE,
        },
      ),
      part(
        'handle',
        {
          sweep: [
            [-0.08, 0.2, 0],
            [-0.06, 0.25, 0],
            [0.05, 0.25, 0],
            [0.07, 0.2, 0],
          ],
          r: 0.014,
        },
        'plastic',
        { color: WHITE },
      ),
      rod('beater', [-0.015, 0.13, -0.02], [-0.015, 0.03, -0.02], 0.004, 'steel', {
        copies: [[0.03, 0, 0.04]],
        role: 'detail',
      }),
      part('whisk', { ellipsoid: [0.018, 0.03, 0.018] }, 'steel', {
        ...at([
          [-0.015, 0.03, -0.02],
          [0.015, 0.03, 0.02],
        ]),
        role: 'detail',
      }),
      part('button', { box: [0.02, 0.01, 0.02] }, 'plastic', {
        at: [0.0, 0.255, 0],
        color: 0x4a7ab0,
        role: 'accent',
      }),
    ],
  },
  {
    // A French press: a glass beaker in a steel frame, a plunger rod and knob through the lid.
    kind: 'french press',
    nouns: ['french press', 'cafetiere', 'press pot', 'coffee press', 'plunger pot'],
    size: [0.26, 0.16],
    parts: [
      part(
        'beaker',
        {
          lathe: [
            [0, 0],
            [0.05, 0],
            [0.05, 0.18],
          ],
          wall: 0.003,
        },
        'glass',
        { at: [0, 0.012, 0] },
      ),
      part('coffee', { cyl: 0.12, r: 0.046 }, 'plain', {
        at: [0, 0.015, 0],
        color: 0x3a2214,
        role: 'fixed',
      }),
      part('base', { cyl: 0.015, r: 0.055 }, 'steel', {}),
      rod('frame', [0.052, 0.01, 0], [0.052, 0.19, 0], 0.004, 'steel', {
        copies: [[-0.104, 0, 0]],
      }),
      part('lid', { cyl: 0.018, r: 0.054 }, 'steel', { at: [0, 0.19, 0] }),
      rod('rod', [0, 0.2, 0], [0, 0.25, 0], 0.003, 'steel'),
      part('knob', { ball: 0.014 }, 'plastic', { at: [0, 0.255, 0], color: BLACK, role: 'accent' }),
      part('handle', { ring: 0.045, r: 0.01, arc: 180, from: -90 }, 'plastic', {
        at: [0.055, 0.1, 0],
        color: BLACK,
        role: 'accent',
      }),
    ],
  },
  {
    // A coffee grinder: a wooden box with a drawer, a steel bowl on top and a crank handle.
    kind: 'coffee grinder',
    nouns: ['coffee grinder', 'coffee mill', 'burr grinder', 'coffee-grinder'],
    size: [0.26, 0.14],
    parts: [
      part('box', { box: [0.12, 0.12, 0.12] }, 'wood', { color: 0x8a5a34 }),
      part('drawer', { box: [0.08, 0.035, 0.01] }, 'wood', {
        at: [0, 0.02, 0.06],
        color: 0x6a4024,
        role: 'detail',
      }),
      part('knob', { ball: 0.008 }, 'brass', { at: [0, 0.038, 0.068], role: 'detail' }),
      part('hopper', { cyl: 0.04, r: 0.045, rTop: 0.055 }, 'brass', { at: [0, 0.12, 0] }),
      rod('shaft', [0, 0.16, 0], [0, 0.2, 0], 0.006, 'iron'),
      rod('crank', [0, 0.2, 0], [0.08, 0.21, 0], 0.005, 'iron'),
      rod('crank_grip', [0.08, 0.21, 0], [0.08, 0.25, 0], 0.01, 'wood', {
        color: 0x6a4024,
        role: 'accent',
      }),
    ],
  },
  {
    // A vegetable peeler: a handle with a swivel blade in a Y frame.
    kind: 'peeler',
    nouns: ['peeler', 'vegetable peeler', 'potato peeler', 'y peeler'],
    size: [0.03, 0.18],
    parts: [
      rod('handle', [-0.1, 0.012, 0], [0.01, 0.012, 0], 0.012, 'plastic', { color: 0x2a8a4a }),
      part(
        'frame',
        {
          sweep: [
            [0.01, 0.012, 0],
            [0.03, 0.012, 0.025],
            [0.06, 0.012, 0.025],
            [0.06, 0.012, -0.025],
            [0.03, 0.012, -0.025],
            [0.01, 0.012, 0],
          ],
          r: 0.0035,
        },
        'steel',
      ),
      part('blade', { box: [0.006, 0.003, 0.048] }, 'steel', {
        at: [0.05, 0.01, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A kitchen funnel: a wide cone narrowing into a spout, with a small tab.
    kind: 'funnel',
    nouns: ['funnel', 'kitchen funnel', 'filler funnel'],
    size: [0.16, 0.14],
    parts: [
      part(
        'cone',
        {
          lathe: [
            [0.009, 0],
            [0.012, 0.06],
            [0.07, 0.14],
            [0.07, 0.15],
          ],
          wall: 0.003,
        },
        'plastic',
        { color: 0xe8a020 },
      ),
      part('tab', { ring: 0.014, r: 0.003 }, 'plastic', {
        at: [0.082, 0.145, 0],
        color: 0xe8a020,
      }),
    ],
  },
  {
    // Cookie cutters: a star and a heart of thin steel strip lying on the table.
    kind: 'cookie cutter',
    nouns: ['cookie cutter', 'biscuit cutter', 'cookie cutters', 'pastry cutter'],
    size: [0.03, 0.16],
    parts: [
      part('star', { plan: star(5, 0.045, 0.02), height: 0.022 }, 'steel', {
        at: [-0.035, 0, 0],
        minus: [{ shape: { plan: star(5, 0.042, 0.017), height: 0.03 }, at: [-0.035, 0.002, 0] }],
      }),
      part('heart', { plan: heart(0.075), height: 0.022 }, 'steel', {
        at: [0.045, 0, 0.01],
        minus: [{ shape: { plan: heart(0.068), height: 0.03 }, at: [0.045, 0.002, 0.01] }],
        color: RED,
        role: 'accent',
      }),
    ],
  },
  {
    // A citrus juicer: a ridged dome over a dish with a spout, half an orange beside it.
    kind: 'juicer',
    nouns: ['juicer', 'citrus juicer', 'lemon squeezer', 'orange squeezer', 'juice squeezer'],
    size: [0.1, 0.22],
    parts: [
      part(
        'dish',
        {
          lathe: [
            [0, 0],
            [0.07, 0],
            [0.085, 0.035],
          ],
          wall: 0.004,
        },
        'glass',
        { color: 0xe8f0f2 },
      ),
      part(
        'cone',
        {
          lathe: [
            [0, 0.02],
            [0.035, 0.02],
            [0.025, 0.06],
            [0.01, 0.085],
            [0, 0.09],
          ],
        },
        'glass',
        { color: 0xe8f0f2 },
      ),
      part(
        'spout',
        {
          capsule: [
            [0.08, 0.03, 0],
            [0.1, 0.035, 0],
          ],
          r: 0.008,
          r2: 0.005,
        },
        'glass',
        {
          color: 0xe8f0f2,
        },
      ),
      part('orange', { ball: 0.035 }, 'plain', {
        at: [-0.07, 0.035, 0.08],
        minus: [{ shape: { box: [0.1, 0.1, 0.1] }, at: [-0.07, 0.035, 0.08] }],
        color: 0xf08a1a,
        role: 'fixed',
      }),
      part('orange_flesh', { cyl: 0.002, r: 0.032 }, 'plain', {
        at: [-0.07, 0.033, 0.08],
        color: 0xf8c050,
        role: 'fixed',
      }),
    ],
  },
  {
    // A food processor: a tall clear bowl with a feed tube and pusher on a motor base.
    kind: 'food processor',
    nouns: ['food processor', 'kitchen processor', 'food chopper'],
    size: [0.4, 0.24],
    parts: [
      part('base', { box: [0.22, 0.13, 0.2], round: 0.025 }, 'plastic', { color: WHITE }),
      part('dial', { cyl: 0.01, r: 0.022 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.065, 0.1],
        color: 0x8a8e94,
        role: 'detail',
      }),
      part(
        'bowl',
        {
          lathe: [
            [0, 0],
            [0.09, 0],
            [0.09, 0.17],
          ],
          wall: 0.004,
        },
        'glass',
        { at: [0, 0.13, 0] },
      ),
      part('blade', { box: [0.13, 0.004, 0.02] }, 'steel', {
        at: [0, 0.16, 0],
        turn: [0, 30, 0],
        role: 'detail',
      }),
      part('lid', { cyl: 0.012, r: 0.093 }, 'glass', { at: [0, 0.3, 0] }),
      part('tube', { box: [0.06, 0.09, 0.04], round: 0.01 }, 'glass', { at: [0.04, 0.31, 0] }),
      part('pusher', { box: [0.05, 0.03, 0.032], round: 0.01 }, 'plastic', {
        at: [0.04, 0.395, 0],
        color: WHITE,
      }),
      part('handle', { ring: 0.06, r: 0.012, arc: 180, from: -90 }, 'glass', {
        at: [0.09, 0.22, 0],
      }),
    ],
  },
  {
    // An electric hot plate: a low steel box with one black burner ring and a knob.
    kind: 'hot plate',
    nouns: ['hot plate', 'hotplate', 'electric burner', 'single burner', 'electric hob'],
    size: [0.08, 0.3],
    parts: [
      part('body', { box: [0.28, 0.06, 0.26], round: 0.01 }, 'steel', {}),
      part('plate', { cyl: 0.012, r: 0.09 }, 'iron', { at: [0, 0.06, -0.01], color: 0x1e1e20 }),
      part('coil', { ring: 0.055, r: 0.006 }, 'iron', {
        turn: [90, 0, 0],
        at: [0, 0.072, -0.01],
        color: 0x3a3a3e,
        role: 'detail',
      }),
      part('coil_inner', { ring: 0.03, r: 0.006 }, 'iron', {
        turn: [90, 0, 0],
        at: [0, 0.072, -0.01],
        color: 0x3a3a3e,
        role: 'detail',
      }),
      facingZ('knob', [0.1, 0.03, 0.13], 0.014, 0.015, 'plastic', { color: BLACK, role: 'accent' }),
      part('light', { ball: 0.005 }, 'light', {
        at: [0.06, 0.03, 0.131],
        color: 0xff3020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A kitchen range hood: a steel canopy narrowing into a tall chimney.
    kind: 'range hood',
    nouns: [
      'range hood',
      'cooker hood',
      'extractor hood',
      'kitchen hood',
      'stove hood',
      'exhaust hood',
    ],
    size: [0.9, 0.9],
    parts: [
      part(
        'canopy',
        {
          plan: [
            [-0.45, -0.25],
            [0.45, -0.25],
            [0.45, 0.25],
            [-0.45, 0.25],
          ],
          height: 0.22,
          taper: [0.35, 0.6],
        },
        'steel',
        { at: [0, 0.06, 0] },
      ),
      part('rim', { box: [0.9, 0.06, 0.5] }, 'steel', {}),
      part('chimney', { box: [0.28, 0.62, 0.26] }, 'steel', { at: [0, 0.26, -0.02] }),
      part('filter', { box: [0.8, 0.004, 0.42] }, 'aluminum', {
        at: [0, 0, 0],
        color: 0x8a8e94,
        role: 'detail',
      }),
      part('buttons', { box: [0.025, 0.02, 0.006] }, 'plastic', {
        ...at(spaced(3, 0.24, 0.36).map((x) => [x, 0.02, 0.251] as V3)),
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A dish rack: a wire tray of plates standing on edge and cups upside down.
    kind: 'dish rack',
    nouns: ['dish rack', 'dish drainer', 'dish drying rack'],
    size: [0.26, 0.46],
    parts: [
      part('tray', { box: [0.46, 0.02, 0.32] }, 'plastic', { color: 0xd8dadc }),
      part('wires', { box: [0.004, 0.08, 0.3] }, 'steel', {
        ...at(spaced(8, -0.2, 0.1).map((x) => [x, 0.02, 0] as V3)),
        role: 'detail',
      }),
      part('plates', { cyl: 0.01, r: 0.11 }, 'ceramic', {
        turn: [0, 0, 90],
        ...at(spaced(5, -0.16, 0.06).map((x) => [x + 0.005, 0.12, 0] as V3)),
        color: WHITE,
        answersTo: ['plate', 'dishes'],
      }),
      part(
        'cup',
        {
          lathe: [
            [0, 0],
            [0.035, 0],
            [0.03, 0.08],
            [0, 0.08],
          ],
        },
        'ceramic',
        {
          ...at([
            [0.16, 0.02, -0.07],
            [0.16, 0.02, 0.07],
          ]),
          color: 0x4a7ab0,
          role: 'accent',
          answersTo: ['cups', 'mugs'],
        },
      ),
    ],
  },
  {
    // A baby bottle: a clear bottle with graduations, a coloured collar and a teat.
    kind: 'baby bottle',
    nouns: ['baby bottle', 'feeding bottle', 'nursing bottle', "baby's bottle", 'formula bottle'],
    size: [0.2, 0.07],
    parts: [
      part(
        'bottle',
        {
          lathe: [
            [0, 0],
            [0.03, 0],
            [0.033, 0.01],
            [0.033, 0.13],
            [0, 0.13],
          ],
        },
        'glass',
      ),
      part('milk', { cyl: 0.08, r: 0.031 }, 'plain', {
        at: [0, 0.004, 0],
        color: 0xf8f6ee,
        role: 'fixed',
      }),
      part('marks', { box: [0.012, 0.002, 0.003] }, 'paint', {
        ...at(spaced(4, 0.03, 0.11).map((y) => [0, y, 0.033] as V3)),
        color: 0x3a6ab0,
        role: 'fixed',
      }),
      part('collar', { cyl: 0.025, r: 0.035 }, 'plastic', {
        at: [0, 0.125, 0],
        colors: [0x8ab8e8, 0xf0a0b8, 0xf2dc5a],
        role: 'accent',
      }),
      part(
        'teat',
        {
          lathe: [
            [0, 0],
            [0.02, 0],
            [0.012, 0.02],
            [0.008, 0.035],
            [0.005, 0.045],
            [0, 0.047],
          ],
          smooth: true,
        },
        'rubber',
        { at: [0, 0.15, 0], color: 0xe8c890, role: 'detail', answersTo: ['nipple'] },
      ),
    ],
  },
  {
    // A dummy: a teat on a wide shield with a ring handle.
    kind: 'pacifier',
    nouns: ['pacifier', 'soother', 'binky', 'baby pacifier', "baby's dummy"],
    size: [0.05, 0.06],
    parts: [
      part('shield', { ellipsoid: [0.028, 0.02, 0.006] }, 'plastic', {
        at: [0, 0.02, 0],
        colors: PACIFIER,
      }),
      part(
        'teat',
        {
          capsule: [
            [0, 0.02, -0.004],
            [0, 0.02, -0.03],
          ],
          r: 0.007,
          r2: 0.01,
        },
        'rubber',
        {
          color: 0xe8c890,
          role: 'detail',
        },
      ),
      part('ring', { ring: 0.016, r: 0.003 }, 'plastic', {
        turn: [0, 90, 0],
        at: [0, 0.02, 0.018],
        colors: PACIFIER,
      }),
    ],
  },
  // ---- Bathroom and laundry ----
  {
    // A hair dryer: a barrel with a nozzle and a grille, a handle below and a cord.
    kind: 'hair dryer',
    nouns: ['hair dryer', 'hairdryer', 'blow dryer', 'blow-dryer', 'hair drier', 'blowdryer'],
    size: [0.26, 0.26],
    parts: [
      part(
        'barrel',
        {
          capsule: [
            [-0.08, 0.2, 0],
            [0.08, 0.2, 0],
          ],
          r: 0.045,
        },
        'plastic',
        {
          colors: DRYER,
        },
      ),
      lyingX('nozzle', [0.14, 0.2, 0], 0.06, 0.03, 'plastic', { color: 0x2a2a2a, role: 'detail' }),
      part('grille', { cyl: 0.005, r: 0.04 }, 'plastic', {
        turn: [0, 0, 90],
        at: [-0.122, 0.2, 0],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part(
        'handle',
        {
          capsule: [
            [0.0, 0.18, 0],
            [0.03, 0.04, 0],
          ],
          r: 0.022,
          r2: 0.02,
        },
        'plastic',
        {
          colors: DRYER,
        },
      ),
      part('switch', { box: [0.012, 0.025, 0.01] }, 'plastic', {
        at: [0.03, 0.1, 0.016],
        turn: [0, 0, -12],
        color: WHITE,
        role: 'detail',
      }),
      part(
        'cord',
        {
          sweep: [
            [0.03, 0.03, 0],
            [0.05, 0.0, 0.02],
            [0.1, 0.0, 0.06],
            [0.14, 0.0, 0.04],
          ],
          r: 0.005,
        },
        'rubber',
        { role: 'detail' },
      ),
    ],
  },
  {
    // An ironing board: a long pointed padded board on crossed folding legs.
    kind: 'ironing board',
    nouns: ['ironing board', 'iron board', 'ironing table'],
    size: [0.9, 1.3],
    parts: [
      part(
        'board',
        {
          plan: [
            [-0.6, -0.18],
            [0.35, -0.18],
            [0.55, -0.1],
            [0.65, 0],
            [0.55, 0.1],
            [0.35, 0.18],
            [-0.6, 0.18],
          ],
          height: 0.035,
        },
        'fabric',
        { at: [0, 0.82, 0], colors: [0x8ab8e8, 0xd8c8e8, 0xc8e0c0], answersTo: ['cover'] },
      ),
      rod('leg_a', [-0.4, 0.0, -0.16], [0.25, 0.82, -0.12], 0.014, 'steel', {
        copies: [[0, 0, 0.28]],
      }),
      rod('leg_b', [0.25, 0.0, -0.16], [-0.4, 0.82, -0.12], 0.014, 'steel', {
        copies: [[0, 0, 0.28]],
      }),
      rod('foot', [-0.4, 0.014, -0.2], [-0.4, 0.014, 0.2], 0.016, 'rubber', {
        copies: [[0.65, 0, 0]],
      }),
      part('rest', { box: [0.16, 0.01, 0.22] }, 'steel', { at: [-0.66, 0.82, 0], role: 'detail' }),
    ],
  },
  {
    // A first aid kit: a red case with a white cross and a handle.
    kind: 'first aid kit',
    nouns: ['first aid kit', 'first-aid kit', 'medical kit', 'first aid box', 'medkit'],
    size: [0.2, 0.3],
    parts: [
      part('case', { box: [0.3, 0.2, 0.1], round: 0.015 }, 'plastic', { color: RED }),
      part('cross_v', { box: [0.035, 0.11, 0.004] }, 'paint', {
        at: [0, 0.045, 0.05],
        color: WHITE,
        role: 'fixed',
        answersTo: ['cross'],
      }),
      part('cross_h', { box: [0.11, 0.035, 0.004] }, 'paint', {
        at: [0, 0.083, 0.05],
        color: WHITE,
        role: 'fixed',
        answersTo: ['cross'],
      }),
      part(
        'handle',
        {
          sweep: [
            [-0.05, 0.2, 0],
            [-0.045, 0.235, 0],
            [0.045, 0.235, 0],
            [0.05, 0.2, 0],
          ],
          r: 0.008,
        },
        'plastic',
        { color: 0x2a2a2a, role: 'detail' },
      ),
      part('latch', { box: [0.03, 0.02, 0.006] }, 'plastic', {
        ...at([
          [-0.1, 0.16, 0.05],
          [0.1, 0.16, 0.05],
        ]),
        color: WHITE,
        role: 'detail',
      }),
    ],
  },
  {
    // Cotton swabs: short white sticks with a cotton tip at each end, lying crossed.
    kind: 'cotton swab',
    nouns: [
      'cotton swab',
      'cotton bud',
      'q-tip',
      'qtip',
      'cotton swabs',
      'cotton buds',
      'ear bud',
      'swab',
    ],
    size: [0.01, 0.08],
    parts: [
      rod('stick', [-0.033, 0.003, 0], [0.033, 0.003, 0], 0.0013, 'plastic', { color: WHITE }),
      part('tip', { ellipsoid: [0.006, 0.003, 0.003] }, 'fabric', {
        ...at([
          [-0.036, 0.003, 0],
          [0.036, 0.003, 0],
        ]),
        color: 0xfafaf8,
        role: 'detail',
      }),
      rod('stick_2', [-0.025, 0.006, -0.022], [0.025, 0.006, 0.022], 0.0013, 'plastic', {
        color: 0x8ab8e8,
        role: 'accent',
      }),
      part('tip_2', { ellipsoid: [0.005, 0.003, 0.004] }, 'fabric', {
        ...at([
          [-0.027, 0.006, -0.024],
          [0.027, 0.006, 0.024],
        ]),
        color: 0xfafaf8,
        role: 'detail',
      }),
    ],
  },
  {
    // Tweezers: two steel arms joined at the back, their tips nearly meeting.
    kind: 'tweezers',
    nouns: ['tweezers', 'tweezer', 'pair of tweezers'],
    size: [0.003, 0.11],
    parts: [
      part('arm_l', { box: [0.1, 0.002, 0.007] }, 'steel', {
        at: [0, 0, 0.0035],
        turn: [0, -4, 0],
      }),
      part('arm_r', { box: [0.1, 0.002, 0.007] }, 'steel', {
        at: [0, 0, -0.0035],
        turn: [0, 4, 0],
      }),
      part('grip', { box: [0.03, 0.0025, 0.007] }, 'rubber', {
        ...at([
          [-0.01, 0, 0.0045],
          [-0.01, 0, -0.0045],
        ]),
        colors: [RED, 0x2a6ab0, 0xf0a0b8],
        role: 'accent',
      }),
      part('joint', { box: [0.012, 0.003, 0.012] }, 'steel', { at: [-0.05, 0, 0] }),
    ],
  },
  // ---- Office and school ----
  {
    // A stapler: a long top arm hinged over a base, a strip of staples showing.
    kind: 'stapler',
    nouns: ['stapler', 'desk stapler', 'staple machine', 'office stapler'],
    size: [0.07, 0.18],
    parts: [
      part('base', { box: [0.18, 0.015, 0.05], round: 0.006 }, 'plastic', { color: BLACK }),
      part('arm', { box: [0.17, 0.025, 0.042], round: 0.01 }, 'paint', {
        at: [0.0, 0.035, 0],
        turn: [0, 0, 4],
        colors: [RED, BLACK, 0x4a7ab0],
      }),
      part('hinge', { box: [0.025, 0.04, 0.042] }, 'plastic', {
        at: [-0.078, 0.01, 0],
        color: BLACK,
      }),
      part('anvil', { box: [0.02, 0.003, 0.03] }, 'steel', {
        at: [0.065, 0.015, 0],
        role: 'detail',
      }),
      part('staples', { box: [0.1, 0.008, 0.012] }, 'steel', {
        at: [0.0, 0.026, 0.0],
        role: 'detail',
      }),
    ],
  },
  {
    // A hole punch: a base with a paper slot, two punch heads under a long lever.
    kind: 'hole punch',
    nouns: ['hole punch', 'paper punch', 'hole puncher', 'hole-punch'],
    size: [0.08, 0.14],
    parts: [
      part('base', { box: [0.14, 0.02, 0.1], round: 0.006 }, 'plastic', { color: 0x2a2a2e }),
      part('heads', { cyl: 0.04, r: 0.012 }, 'steel', {
        ...at([
          [-0.04, 0.02, 0.02],
          [0.04, 0.02, 0.02],
        ]),
        role: 'detail',
      }),
      part('lever', { box: [0.15, 0.018, 0.1], round: 0.008 }, 'paint', {
        at: [0, 0.058, -0.01],
        turn: [8, 0, 0],
        colors: [0x4a7ab0, RED, 0x8a8e94],
      }),
      part('post', { box: [0.12, 0.045, 0.02] }, 'plastic', {
        at: [0, 0.02, -0.04],
        color: 0x2a2a2e,
      }),
    ],
  },
  {
    // A rubber stamp: a wooden knob and handle on a block with a red rubber face, an ink pad.
    kind: 'rubber stamp',
    nouns: ['rubber stamp', 'ink stamp', 'date stamp', 'office stamp'],
    size: [0.1, 0.14],
    parts: [
      part('face', { box: [0.06, 0.006, 0.04] }, 'rubber', { color: RED, role: 'fixed' }),
      part('block', { box: [0.065, 0.02, 0.045] }, 'wood', { at: [0, 0.006, 0], color: 0xc89a62 }),
      part(
        'handle',
        {
          lathe: [
            [0, 0],
            [0.014, 0],
            [0.008, 0.03],
            [0.012, 0.045],
            [0.018, 0.06],
            [0, 0.072],
          ],
          smooth: true,
        },
        'wood',
        { at: [0, 0.024, 0], color: 0x8a5a34, role: 'accent' },
      ),
      part('ink_pad', { box: [0.08, 0.012, 0.06], round: 0.003 }, 'plastic', {
        at: [0.07, 0, 0.0],
        color: 0x2a2a2e,
        role: 'detail',
      }),
      part('ink', { box: [0.07, 0.002, 0.05] }, 'fabric', {
        at: [0.07, 0.012, 0],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A paint roller: a fluffy roller on a bent wire frame and a handle, in its tray.
    kind: 'paint roller',
    nouns: ['paint roller', 'roller brush', 'paint roller tray', 'decorating roller'],
    size: [0.12, 0.36],
    parts: [
      part('tray', { box: [0.3, 0.04, 0.34] }, 'plastic', {
        minus: [{ shape: { box: [0.28, 0.04, 0.32] }, at: [0, 0.01, 0] }],
        color: 0x9aa0a6,
        role: 'detail',
      }),
      part('paint', { box: [0.28, 0.012, 0.14] }, 'paint', {
        at: [0, 0.0, 0.08],
        color: 0x4a9ad0,
        role: 'accent',
      }),
      lyingX('roller', [0, 0.07, -0.04], 0.2, 0.03, 'fabric', { color: 0xf4f0e0 }),
      part(
        'frame',
        {
          sweep: [
            [0.1, 0.07, -0.04],
            [0.12, 0.07, -0.04],
            [0.12, 0.11, -0.1],
            [0.06, 0.14, -0.18],
          ],
          r: 0.004,
        },
        'steel',
        { role: 'detail' },
      ),
      rod('handle', [0.06, 0.14, -0.18], [0.0, 0.17, -0.28], 0.014, 'plastic', {
        color: 0xe8c020,
        role: 'accent',
      }),
    ],
  },
  {
    // A paper shredder: a bin with a slotted cutting head and strips of paper feeding in.
    kind: 'shredder',
    nouns: ['shredder', 'document shredder'],
    size: [0.5, 0.34],
    parts: [
      part('bin', { box: [0.32, 0.4, 0.22], round: 0.01 }, 'plastic', { color: 0x2a2a2e }),
      part('head', { box: [0.34, 0.08, 0.24], round: 0.01 }, 'plastic', {
        at: [0, 0.4, 0],
        color: 0x3a3a3e,
      }),
      part('slot', { box: [0.24, 0.004, 0.01] }, 'plastic', {
        at: [0, 0.48, 0],
        color: BLACK,
        role: 'fixed',
      }),
      part('paper', { box: [0.2, 0.14, 0.003] }, 'paper', {
        at: [0, 0.48, 0],
        turn: [-8, 0, 0],
        color: WHITE,
        role: 'fixed',
      }),
      part('window', { box: [0.2, 0.14, 0.004] }, 'glass', {
        at: [0, 0.14, 0.11],
        color: 0x6a7a8a,
        role: 'detail',
      }),
      part('strips', { box: [0.006, 0.12, 0.003] }, 'paper', {
        ...at(spaced(12, -0.08, 0.08).map((x) => [x, 0.15, 0.113] as V3)),
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A USB flash drive: a slim body, a steel plug and a lanyard loop.
    kind: 'flash drive',
    nouns: [
      'flash drive',
      'usb stick',
      'usb drive',
      'thumb drive',
      'memory stick',
      'pen drive',
      'usb flash drive',
    ],
    size: [0.012, 0.07],
    parts: [
      part('body', { box: [0.045, 0.009, 0.018], round: 0.003 }, 'plastic', {
        colors: [0x2a6ab0, RED, BLACK, 0x4a9a4a],
      }),
      part('plug', { box: [0.013, 0.0045, 0.012] }, 'steel', { at: [0.029, 0.002, 0] }),
      part('contacts', { box: [0.004, 0.0012, 0.0025] }, 'gold', {
        ...at([
          [0.03, 0.006, -0.003],
          [0.03, 0.006, 0.003],
        ]),
        role: 'detail',
      }),
      part('loop', { ring: 0.005, r: 0.0012 }, 'steel', {
        turn: [90, 0, 0],
        at: [-0.025, 0.0045, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A portable hard drive: a flat dark case with a light and a cable.
    kind: 'hard drive',
    nouns: ['hard drive', 'external hard drive', 'hdd', 'hard disk drive', 'ssd'],
    size: [0.02, 0.13],
    parts: [
      part('case', { box: [0.08, 0.018, 0.12], round: 0.006 }, 'plastic', { color: 0x2a2a2e }),
      part('label', { box: [0.05, 0.001, 0.03] }, 'steel', {
        at: [0, 0.018, 0.03],
        role: 'detail',
      }),
      part('light', { box: [0.01, 0.003, 0.003] }, 'light', {
        at: [0, 0.008, 0.06],
        color: 0x40a0ff,
        role: 'fixed',
      }),
      part(
        'cable',
        {
          sweep: [
            [0, 0.009, -0.06],
            [0, 0.006, -0.09],
            [0.04, 0.004, -0.12],
            [0.09, 0.004, -0.11],
          ],
          r: 0.0025,
        },
        'rubber',
        { role: 'detail' },
      ),
    ],
  },
  {
    // A walkie-talkie: a chunky handset with a stubby antenna, a speaker grille and a knob.
    kind: 'walkie-talkie',
    nouns: [
      'walkie-talkie',
      'walkie talkie',
      'walkietalkie',
      'two-way radio',
      'handheld radio',
      'handie-talkie',
    ],
    size: [0.24, 0.07],
    parts: [
      part('body', { box: [0.065, 0.15, 0.035], round: 0.01 }, 'plastic', {
        colors: [BLACK, 0xe8c020, 0x2a6ab0],
      }),
      rod('antenna', [-0.018, 0.14, 0], [-0.018, 0.23, 0], 0.006, 'rubber', {}),
      part('knob', { cyl: 0.02, r: 0.008 }, 'plastic', {
        at: [0.018, 0.15, 0],
        color: BLACK,
        role: 'detail',
      }),
      part('grille', { box: [0.045, 0.004, 0.004] }, 'plastic', {
        ...at(spaced(5, 0.06, 0.11).map((y) => [0, y, 0.018] as V3)),
        color: 0x3a3a3e,
        role: 'detail',
      }),
      part('screen', { box: [0.035, 0.02, 0.003] }, 'glass', {
        at: [0, 0.025, 0.018],
        color: 0x9ac8a0,
        role: 'fixed',
      }),
      part('ptt', { box: [0.006, 0.035, 0.016] }, 'rubber', {
        at: [-0.034, 0.07, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A clear protractor: a half disc with a half-disc window and scale marks round the arc.
    kind: 'protractor',
    nouns: ['protractor', 'angle measurer', 'half-circle protractor'],
    size: [0.004, 0.16],
    parts: [
      part('plate', { extrude: PROTRACTOR, depth: 0.003 }, 'plastic', {
        turn: [-90, 0, 0],
        at: [0, 0.0015, 0],
        minus: [{ shape: { cyl: 0.01, r: 0.03 }, at: [0, -0.005, 0] }],
        color: 0x9ad0e8,
      }),
      part('ticks', { box: [0.0012, 0.001, 0.01] }, 'paint', {
        ...at(
          spaced(19, 0, 180).map((a) => {
            const r = 0.068;
            return [
              Math.cos((a * Math.PI) / 180) * r,
              0.003,
              -Math.sin((a * Math.PI) / 180) * r,
            ] as V3;
          }),
        ),
        color: BLACK,
        role: 'fixed',
      }),
      part('base_line', { box: [0.15, 0.001, 0.0015] }, 'paint', {
        at: [0, 0.003, -0.001],
        color: BLACK,
        role: 'fixed',
      }),
    ],
  },
  {
    // A zipped pencil case: a soft capsule of fabric with a zip and pull.
    kind: 'pencil case',
    nouns: ['pencil case', 'pencil pouch', 'pencil box', 'pen case'],
    size: [0.07, 0.22],
    parts: [
      part(
        'body',
        {
          capsule: [
            [-0.08, 0.035, 0],
            [0.08, 0.035, 0],
          ],
          r: 0.035,
        },
        'fabric',
        {
          colors: [0x2a6ab0, RED, 0x8a4ab0, 0x4a9a4a],
        },
      ),
      rod('zip', [-0.09, 0.069, 0], [0.09, 0.069, 0], 0.003, 'steel', { role: 'detail' }),
      part('pull', { box: [0.012, 0.004, 0.02] }, 'steel', {
        at: [0.06, 0.07, 0.01],
        role: 'detail',
      }),
    ],
  },
  {
    // A glass inkwell with ink and a dipped quill.
    kind: 'inkwell',
    nouns: ['inkwell', 'ink well'],
    size: [0.2, 0.08],
    parts: [
      part(
        'well',
        {
          lathe: [
            [0, 0],
            [0.035, 0],
            [0.035, 0.03],
            [0.012, 0.045],
            [0.012, 0.055],
            [0, 0.055],
          ],
        },
        'glass',
        { color: 0x2a3a6a },
      ),
      part('ink', { cyl: 0.025, r: 0.032 }, 'plain', {
        at: [0, 0.002, 0],
        color: 0x101830,
        role: 'fixed',
      }),
      part(
        'quill',
        {
          capsule: [
            [0, 0.04, 0],
            [0.04, 0.2, 0.02],
          ],
          r: 0.002,
          r2: 0.004,
        },
        'plain',
        {
          color: 0xf4f0e8,
          role: 'detail',
        },
      ),
      part('vane', { ellipsoid: [0.004, 0.06, 0.012] }, 'feathers', {
        at: [0.03, 0.16, 0.015],
        turn: [0, 0, -14],
        color: 0xf4f0e8,
        role: 'detail',
      }),
    ],
  },
  // ---- Around the house ----
  {
    // A wall air conditioner: a long white unit with a louvre and a small display.
    kind: 'air conditioner',
    nouns: [
      'air conditioner',
      'air conditioning unit',
      'ac unit',
      'air con',
      'aircon',
      'split air conditioner',
    ],
    size: [0.3, 0.9],
    parts: [
      part('unit', { box: [0.9, 0.28, 0.22], round: 0.04 }, 'plastic', { color: WHITE }),
      part('louvre', { box: [0.8, 0.03, 0.05] }, 'plastic', {
        at: [0, 0.03, 0.1],
        turn: [-25, 0, 0],
        color: 0xd8dadc,
        role: 'detail',
      }),
      part('vent', { box: [0.82, 0.004, 0.01] }, 'plastic', {
        ...at([
          [0, 0.075, 0.108],
          [0, 0.085, 0.108],
        ]),
        color: 0x8a8e94,
        role: 'detail',
      }),
      part('display', { box: [0.06, 0.025, 0.004] }, 'light', {
        at: [0.32, 0.17, 0.111],
        color: 0x40c0ff,
        role: 'fixed',
      }),
      part('snowflake', { box: [0.014, 0.014, 0.003] }, 'light', {
        at: [0.25, 0.175, 0.111],
        turn: [0, 0, 45],
        color: 0x40c0ff,
        role: 'fixed',
      }),
    ],
  },
  {
    // A round wall thermostat: a white plate with a dial ring and a number display.
    kind: 'thermostat',
    nouns: ['thermostat', 'room thermostat', 'smart thermostat', 'heating thermostat'],
    size: [0.1, 0.1],
    parts: [
      part('plate', { box: [0.1, 0.1, 0.012], round: 0.008 }, 'plastic', { color: WHITE }),
      facingZ('dial', [0, 0.05, 0.006], 0.02, 0.038, 'steel', {}),
      facingZ('face', [0, 0.05, 0.026], 0.003, 0.03, 'glass', { color: 0x1e1e22, role: 'accent' }),
      part('digits', { box: [0.02, 0.012, 0.002] }, 'light', {
        at: [0, 0.045, 0.0295],
        color: 0xf0a020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A power strip: a long block of sockets on a cord, a red switch at the end.
    kind: 'power strip',
    nouns: [
      'power strip',
      'extension lead',
      'multi plug',
      'power bar',
      'plug strip',
      'socket strip',
      'multiplug',
    ],
    size: [0.04, 0.36],
    parts: [
      part('block', { box: [0.32, 0.035, 0.06], round: 0.008 }, 'plastic', { color: WHITE }),
      part('socket', { cyl: 0.004, r: 0.016 }, 'plastic', {
        ...at(spaced(4, -0.1, 0.08).map((x) => [x, 0.033, 0] as V3)),
        color: 0xd8dadc,
        role: 'detail',
      }),
      part('pins', { box: [0.004, 0.002, 0.01] }, 'plastic', {
        ...at(
          spaced(4, -0.1, 0.08).flatMap((x) => [
            [x - 0.006, 0.037, 0] as V3,
            [x + 0.006, 0.037, 0] as V3,
          ]),
        ),
        color: BLACK,
        role: 'fixed',
      }),
      part('switch', { box: [0.03, 0.012, 0.03], round: 0.004 }, 'plastic', {
        at: [0.135, 0.032, 0],
        color: RED,
        role: 'fixed',
      }),
      part(
        'cord',
        {
          sweep: [
            [-0.16, 0.015, 0],
            [-0.2, 0.006, 0],
            [-0.22, 0.006, 0.06],
            [-0.18, 0.006, 0.12],
          ],
          r: 0.0045,
        },
        'plastic',
        { color: WHITE, role: 'detail' },
      ),
    ],
  },
  {
    // A phone charger: a white plug block with prongs and a cable ending in a connector.
    kind: 'charger',
    nouns: [
      'charger',
      'phone charger',
      'usb charger',
      'charging cable',
      'charger plug',
      'power adapter',
    ],
    size: [0.03, 0.16],
    parts: [
      part('block', { box: [0.03, 0.03, 0.03], round: 0.004 }, 'plastic', { color: WHITE }),
      part('prong', { box: [0.003, 0.002, 0.016] }, 'steel', {
        ...at([
          [-0.006, 0.014, -0.022],
          [0.006, 0.014, -0.022],
        ]),
        role: 'detail',
      }),
      part(
        'cable',
        {
          sweep: [
            [0, 0.015, 0.015],
            [0, 0.004, 0.04],
            [0.05, 0.003, 0.07],
            [0.1, 0.003, 0.04],
            [0.12, 0.003, 0.0],
          ],
          r: 0.0022,
        },
        'plastic',
        { color: WHITE },
      ),
      part('connector', { box: [0.012, 0.006, 0.02], round: 0.002 }, 'plastic', {
        at: [0.12, 0.0, -0.008],
        color: WHITE,
      }),
    ],
  },
  {
    // A free-standing coat rack: a pole on a tripod foot with curled hooks at the top.
    kind: 'coat rack',
    nouns: ['coat rack', 'hat stand', 'hatstand', 'clothes rack stand', 'hat rack'],
    size: [1.8, 0.5],
    parts: [
      rod('pole', [0, 0.05, 0], [0, 1.75, 0], 0.022, 'wood', {}),
      ...[0, 120, 240].map((a, i) => {
        const r = (a * Math.PI) / 180;
        return rod(
          `foot_${i + 1}`,
          [0, 0.2, 0],
          [Math.cos(r) * 0.25, 0.01, Math.sin(r) * 0.25],
          0.018,
          'wood',
          {
            answersTo: ['feet', 'legs'],
          },
        );
      }),
      ...[0, 90, 180, 270].map((a, i) => {
        const r = (a * Math.PI) / 180;
        const c = Math.cos(r);
        const s = Math.sin(r);
        return part(
          `hook_${i + 1}`,
          {
            sweep: [
              [0, 1.62, 0],
              [c * 0.1, 1.68, s * 0.1],
              [c * 0.16, 1.75, s * 0.16],
              [c * 0.17, 1.8, s * 0.17],
            ],
            r: 0.011,
          },
          'wood',
          { answersTo: ['hooks'] },
        );
      }),
      part('knob', { ball: 0.035 }, 'wood', { at: [0, 1.77, 0] }),
      part(
        'coat',
        {
          capsule: [
            [0.17, 1.7, 0.0],
            [0.2, 1.1, 0.0],
          ],
          r: 0.07,
          r2: 0.12,
        },
        'fabric',
        {
          color: 0x8a5a34,
          role: 'fixed',
          optional: 0.5,
        },
      ),
    ],
  },
  {
    // A bunk bed: two beds one above the other on four posts, a ladder up the side.
    kind: 'bunk bed',
    nouns: ['bunk bed', 'bunkbed', 'bunk beds', 'double-decker bed'],
    size: [1.7, 2.0],
    parts: [
      part('post', { box: [0.07, 1.7, 0.07] }, 'wood', {
        ...at([
          [-0.97, 0, 0.45],
          [0.97, 0, 0.45],
          [-0.97, 0, -0.45],
          [0.97, 0, -0.45],
        ]),
        color: 0xc89a62,
      }),
      part('frame', { box: [2.0, 0.1, 0.96] }, 'wood', {
        ...at([
          [0, 0.2, 0],
          [0, 1.1, 0],
        ]),
        color: 0xc89a62,
      }),
      part('mattress', { box: [1.88, 0.14, 0.86], round: 0.04 }, 'fabric', {
        ...at([
          [0, 0.3, 0],
          [0, 1.2, 0],
        ]),
        color: 0x3a6ab0,
        role: 'accent',
        answersTo: ['bedding', 'blanket'],
      }),
      part('pillow', { box: [0.4, 0.1, 0.6], round: 0.04 }, 'linen', {
        ...at([
          [-0.7, 0.44, 0],
          [-0.7, 1.34, 0],
        ]),
        color: WHITE,
        role: 'detail',
      }),
      part('guard', { box: [1.3, 0.2, 0.04] }, 'wood', { at: [-0.3, 1.2, 0.47], color: 0xc89a62 }),
      rod('ladder_rail', [0.55, 0.0, 0.5], [0.55, 1.4, 0.5], 0.02, 'wood', {
        copies: [[0.35, 0, 0]],
        color: 0xc89a62,
      }),
      rod('rung', [0.55, 0.35, 0.5], [0.9, 0.35, 0.5], 0.015, 'wood', {
        copies: [
          [0, 0.3, 0],
          [0, 0.6, 0],
          [0, 0.9, 0],
        ],
        color: 0xc89a62,
      }),
    ],
  },
  {
    // A magazine rack: a low open box with slotted sides, magazines standing in it.
    kind: 'magazine rack',
    nouns: ['magazine rack', 'magazine holder', 'magazine stand', 'newspaper rack'],
    size: [0.4, 0.42],
    parts: [
      part('base', { box: [0.42, 0.03, 0.26] }, 'wood', {}),
      part('side', { box: [0.42, 0.16, 0.02] }, 'wood', {
        ...at([
          [0, 0.03, 0.12],
          [0, 0.03, -0.12],
        ]),
      }),
      part('divider', { box: [0.42, 0.26, 0.015] }, 'wood', { at: [0, 0.03, 0] }),
      rod('handle', [-0.12, 0.29, 0], [0.12, 0.29, 0], 0.012, 'wood', {}),
      ...(
        [
          ['red', RED, -0.06, 0.02],
          ['blue', 0x2a6ab0, 0.06, -0.05],
          ['yellow', 0xe8c020, -0.08, -0.06],
        ] as const
      ).map(([name, c, z, x]) =>
        part(`magazine_${name}`, { box: [0.26, 0.32, 0.012] }, 'paper', {
          at: [x, 0.03, z],
          turn: [z > 0 ? 6 : -6, 0, 0],
          color: c,
          role: 'fixed',
          answersTo: ['magazines'],
        }),
      ),
    ],
  },
  {
    // A tablecloth: a table dressed in a checked cloth that falls over its edges.
    kind: 'tablecloth',
    nouns: ['tablecloth', 'table cloth', 'table linen', 'table cover'],
    size: [0.78, 1.4],
    parts: [
      part('leg', { box: [0.06, 0.5, 0.06] }, 'wood', {
        ...at([
          [-0.6, 0, 0.34],
          [0.6, 0, 0.34],
          [-0.6, 0, -0.34],
          [0.6, 0, -0.34],
        ]),
        role: 'detail',
      }),
      part('cloth', { box: [1.4, 0.28, 0.9], round: 0.01 }, 'fabric', {
        at: [0, 0.48, 0],
        color: WHITE,
      }),
      part('checks', { box: [0.1, 0.282, 0.902] }, 'fabric', {
        ...at(spaced(7, -0.6, 0.6).map((x) => [x, 0.479, 0] as V3)),
        color: RED,
        role: 'accent',
      }),
      part('checks_z', { box: [1.402, 0.282, 0.1] }, 'fabric', {
        ...at(spaced(5, -0.36, 0.36).map((z) => [0, 0.479, z] as V3)),
        color: RED,
        role: 'accent',
      }),
    ],
  },
  // ---- Containers ----
  {
    // A jerrycan: a tall flat can with a three-bar handle and a spout cap at one corner.
    kind: 'jerrycan',
    nouns: [
      'jerrycan',
      'jerry can',
      'gas can',
      'fuel can',
      'petrol can',
      'jerrican',
      'gasoline can',
    ],
    size: [0.5, 0.36],
    parts: [
      part('can', { extrude: JERRYCAN_SIDE, depth: 0.16, round: 0.015 }, 'paint', {
        colors: JERRYCAN,
      }),
      part('ribs', { box: [0.24, 0.3, 0.004] }, 'paint', {
        at: [0, 0.07, 0.08],
        colors: JERRYCAN,
        role: 'detail',
        minus: [{ shape: { box: [0.2, 0.26, 0.01] }, at: [0, 0.09, 0.08] }],
      }),
      part('handle', { box: [0.2, 0.05, 0.03] }, 'paint', {
        at: [-0.04, 0.47, 0],
        colors: JERRYCAN,
        minus: [{ shape: { box: [0.16, 0.03, 0.04] }, at: [-0.04, 0.47, 0] }],
      }),
      part('spout', { cyl: 0.05, r: 0.025 }, 'steel', {
        turn: [0, 0, -45],
        at: [0.135, 0.44, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A plastic food container: a clear tub with a coloured snap lid, tabs at the sides.
    kind: 'food container',
    nouns: [
      'food container',
      'tupperware',
      'lunch container',
      'storage container',
      'plastic container',
      'meal prep container',
    ],
    size: [0.1, 0.2],
    parts: [
      part(
        'tub',
        {
          plan: [
            [-0.09, -0.065],
            [0.09, -0.065],
            [0.09, 0.065],
            [-0.09, 0.065],
          ],
          height: 0.08,
          taper: 1.08,
        },
        'glass',
        { color: 0xe8f0f2 },
      ),
      part('food', { box: [0.17, 0.05, 0.12] }, 'plain', {
        at: [0, 0.005, 0],
        color: 0xe8a040,
        role: 'fixed',
        optional: 0.6,
      }),
      part('lid', { box: [0.2, 0.014, 0.145], round: 0.006 }, 'plastic', {
        at: [0, 0.08, 0],
        colors: LID,
        role: 'accent',
      }),
      part('tab', { box: [0.04, 0.018, 0.012] }, 'plastic', {
        ...at([
          [0, 0.072, 0.077],
          [0, 0.072, -0.077],
        ]),
        colors: LID,
        role: 'accent',
      }),
    ],
  },
  {
    // A shoebox: a cardboard box with its lid set ajar and tissue paper showing.
    kind: 'shoebox',
    nouns: ['shoebox', 'shoe box', 'shoe-box'],
    size: [0.14, 0.34],
    parts: [
      part('box', { box: [0.33, 0.11, 0.2] }, 'paper', { color: 0xc8a070 }),
      part('tissue', { box: [0.31, 0.02, 0.18] }, 'paper', {
        at: [0, 0.1, 0],
        color: 0xf4f0f4,
        role: 'fixed',
      }),
      part('lid', { box: [0.34, 0.035, 0.21] }, 'paper', {
        at: [0.04, 0.11, -0.04],
        turn: [0, 10, 0],
        color: 0xe8e0d0,
        role: 'accent',
      }),
      part('logo', { box: [0.08, 0.002, 0.04] }, 'paint', {
        at: [0.05, 0.145, -0.03],
        color: RED,
        role: 'detail',
      }),
    ],
  },
  // ---- Session 20 (K), third round: the rest a person names round a house ----
  {
    // A deep fryer: a steel box with a basket whose long handle sticks out over the front.
    kind: 'deep fryer',
    nouns: ['deep fryer', 'fryer', 'air fryer', 'deep fat fryer', 'chip pan fryer'],
    size: [0.3, 0.4],
    parts: [
      part('body', { box: [0.32, 0.22, 0.26], round: 0.02 }, 'steel', {}),
      part('lid', { box: [0.3, 0.05, 0.24], round: 0.02 }, 'plastic', {
        at: [0, 0.22, 0],
        color: BLACK,
        role: 'accent',
      }),
      part('window', { box: [0.12, 0.008, 0.08] }, 'glass', {
        at: [0, 0.268, 0],
        color: 0x3a3a40,
        role: 'detail',
      }),
      rod('basket_handle', [0, 0.2, 0.13], [0, 0.22, 0.3], 0.014, 'plastic', {
        color: BLACK,
        role: 'accent',
      }),
      facingZ('knob', [0.11, 0.1, 0.13], 0.015, 0.02, 'plastic', { color: BLACK, role: 'detail' }),
      part('light', { ball: 0.006 }, 'light', {
        at: [-0.1, 0.12, 0.13],
        color: 0xff3020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A hammock: a striped cloth slung between two posts on a frame, sagging in a curve.
    kind: 'hammock',
    nouns: ['hammock', 'hammock stand', 'garden hammock', 'rope hammock'],
    size: [1.1, 2.8],
    parts: [
      part('frame', { box: [2.8, 0.06, 0.08] }, 'wood', { color: 0x9a6a3c }),
      rod('post', [-1.35, 0.03, 0], [-1.2, 1.05, 0], 0.04, 'wood', { color: 0x9a6a3c }),
      rod('post_r', [1.35, 0.03, 0], [1.2, 1.05, 0], 0.04, 'wood', { color: 0x9a6a3c }),
      rod('foot', [-1.35, 0.03, -0.35], [-1.35, 0.03, 0.35], 0.04, 'wood', {
        copies: [[2.7, 0, 0]],
        color: 0x9a6a3c,
      }),
      part(
        'cloth',
        {
          sweep: [
            [-1.2, 1.0, 0],
            [-0.9, 0.75, 0],
            [-0.5, 0.56, 0],
            [0, 0.5, 0],
            [0.5, 0.56, 0],
            [0.9, 0.75, 0],
            [1.2, 1.0, 0],
          ],
          r: [0.02, 0.12, 0.25, 0.3, 0.25, 0.12, 0.02],
        },
        'fabric',
        { colors: [0xe85a3a, 0x3a8ad0, 0xe8c020] },
      ),
    ],
  },
  {
    // A spirit level: a long aluminium bar with a green bubble vial in the middle.
    kind: 'spirit level',
    nouns: ['spirit level', 'bubble level', 'level tool'],
    size: [0.06, 0.6],
    parts: [
      part('bar', { box: [0.6, 0.055, 0.025], round: 0.004 }, 'paint', { color: 0xe8c020 }),
      lyingX('vial', [0, 0.027, 0.0], 0.06, 0.015, 'glass', {
        color: 0x7ae06a,
        role: 'fixed',
        answersTo: ['bubble'],
      }),
      part('end', { box: [0.02, 0.057, 0.027] }, 'rubber', {
        ...at([
          [-0.3, 0, 0],
          [0.3, 0, 0],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A shaving brush: a turned handle with a domed knot of bristles.
    kind: 'shaving brush',
    nouns: ['shaving brush', 'badger brush', 'lather brush'],
    size: [0.11, 0.06],
    parts: [
      part(
        'handle',
        {
          lathe: [
            [0, 0],
            [0.022, 0],
            [0.018, 0.02],
            [0.014, 0.04],
            [0.018, 0.055],
            [0, 0.055],
          ],
          smooth: true,
        },
        'wood',
        { color: 0x6a3a1e },
      ),
      part('ring', { cyl: 0.006, r: 0.019 }, 'chrome', { at: [0, 0.053, 0], role: 'detail' }),
      part('knot', { ellipsoid: [0.024, 0.04, 0.024] }, 'fur', {
        at: [0, 0.07, 0],
        color: 0xd8cfc0,
        role: 'accent',
        answersTo: ['bristles'],
      }),
    ],
  },
  {
    // A bottle of white glue with an orange twist nozzle.
    kind: 'glue',
    nouns: ['glue', 'glue bottle', 'bottle of glue', 'pva glue', 'school glue'],
    size: [0.16, 0.06],
    parts: [
      part(
        'bottle',
        {
          lathe: [
            [0, 0],
            [0.028, 0],
            [0.03, 0.01],
            [0.03, 0.1],
            [0.016, 0.115],
            [0, 0.115],
          ],
        },
        'plastic',
        { color: WHITE },
      ),
      part('label', { cyl: 0.05, r: 0.0305 }, 'paper', {
        at: [0, 0.03, 0],
        colors: [0x2a6ab0, RED, 0xe8a020],
        role: 'accent',
      }),
      part('cap', { cyl: 0.035, r: 0.012, rTop: 0.004 }, 'plastic', {
        at: [0, 0.113, 0],
        color: 0xf07a1a,
        role: 'accent',
        answersTo: ['nozzle'],
      }),
    ],
  },
  {
    // A wall sconce: a back plate with a curved arm holding an upturned glass shade.
    kind: 'sconce',
    nouns: ['sconce', 'wall sconce', 'wall lamp', 'wall light', 'wall-mounted lamp'],
    size: [0.32, 0.18],
    parts: [
      part('plate', { box: [0.08, 0.16, 0.02], round: 0.006 }, 'brass', { at: [0, 0.0, -0.08] }),
      part(
        'arm',
        {
          sweep: [
            [0, 0.08, -0.07],
            [0, 0.08, -0.02],
            [0, 0.11, 0.03],
            [0, 0.16, 0.04],
          ],
          r: 0.008,
        },
        'brass',
        {},
      ),
      part(
        'shade',
        {
          lathe: [
            [0.02, 0],
            [0.05, 0.04],
            [0.075, 0.12],
          ],
          wall: 0.004,
        },
        'glass',
        { at: [0, 0.16, 0.04], color: 0xf4ead2, role: 'accent' },
      ),
      part('bulb', { ball: 0.025 }, 'light', {
        at: [0, 0.2, 0.04],
        color: 0xfff3c4,
        role: 'fixed',
      }),
    ],
  },
  {
    // A staple gun: a chunky body with a squeeze handle above and a flat nose below.
    kind: 'staple gun',
    nouns: ['staple gun', 'stapling gun', 'staplegun'],
    size: [0.14, 0.2],
    parts: [
      part('body', { box: [0.18, 0.07, 0.04], round: 0.01 }, 'paint', {
        colors: [RED, 0xe8c020, 0x2a2a2e],
      }),
      part('handle', { box: [0.16, 0.02, 0.032], round: 0.008 }, 'plastic', {
        at: [-0.01, 0.1, 0],
        turn: [0, 0, 8],
        color: BLACK,
        role: 'accent',
      }),
      part('hinge', { box: [0.025, 0.05, 0.03] }, 'steel', {
        at: [-0.075, 0.06, 0],
        role: 'detail',
      }),
      part('nose', { box: [0.03, 0.01, 0.04] }, 'steel', { at: [0.075, 0.0, 0], role: 'detail' }),
    ],
  },
  {
    // An orbital sander: a square pad under a rounded motor body with a grip on top.
    kind: 'sander',
    nouns: ['sander', 'orbital sander', 'power sander', 'electric sander', 'palm sander'],
    size: [0.16, 0.16],
    parts: [
      part('pad', { box: [0.14, 0.02, 0.14], round: 0.006 }, 'rubber', { color: 0x2a2a2e }),
      part('sandpaper', { box: [0.142, 0.004, 0.142] }, 'paper', {
        color: 0xc8a060,
        role: 'fixed',
        answersTo: ['sandpaper'],
      }),
      part('motor', { cyl: 0.09, r: 0.055, rTop: 0.045 }, 'paint', {
        at: [0, 0.02, 0],
        colors: [0x2a8a4a, 0xe8c020, 0x2a6ab0, RED],
      }),
      part('grip', { ellipsoid: [0.05, 0.03, 0.045] }, 'rubber', {
        at: [0, 0.11, 0],
        role: 'detail',
      }),
      facingZ('dust_port', [0, 0.05, -0.045], 0.05, 0.018, 'plastic', {
        turn: [-90, 0, 0],
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A desk letter tray: two stacked open trays of papers on posts.
    kind: 'letter tray',
    nouns: ['letter tray', 'in-tray', 'in tray', 'paper tray', 'desk tray', 'document tray'],
    size: [0.16, 0.34],
    parts: [
      part('tray', { box: [0.26, 0.05, 0.34] }, 'plastic', {
        ...at([
          [0, 0, 0],
          [0, 0.1, 0],
        ]),
        minus: [
          { shape: { box: [0.24, 0.05, 0.32] }, at: [0, 0.01, 0.0] },
          { shape: { box: [0.24, 0.05, 0.32] }, at: [0, 0.11, 0.0] },
        ],
        colors: [BLACK, 0x2a6ab0, 0xd8dadc],
      }),
      part('post', { cyl: 0.06, r: 0.006 }, 'steel', {
        ...at([
          [-0.12, 0.05, 0.16],
          [0.12, 0.05, 0.16],
          [-0.12, 0.05, -0.16],
          [0.12, 0.05, -0.16],
        ]),
        role: 'detail',
      }),
      part('papers', { box: [0.21, 0.02, 0.29] }, 'paper', {
        ...at([
          [0, 0.01, 0],
          [0, 0.11, 0],
        ]),
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A garlic press: two hinged handles, a perforated cup between them.
    kind: 'garlic press',
    nouns: ['garlic press', 'garlic crusher', 'garlic squeezer'],
    size: [0.04, 0.2],
    parts: [
      rod('handle_low', [-0.1, 0.012, 0], [0.06, 0.012, 0], 0.01, 'steel', {}),
      rod('handle_high', [-0.1, 0.04, 0], [0.06, 0.026, 0], 0.01, 'steel', {}),
      part('cup', { cyl: 0.03, r: 0.022 }, 'steel', { at: [0.07, 0.0, 0] }),
      part('hinge', { cyl: 0.035, r: 0.009 }, 'steel', {
        turn: [90, 0, 0],
        at: [0.095, 0.025, -0.0175],
      }),
      part(
        'grip',
        {
          capsule: [
            [-0.1, 0.012, 0],
            [-0.04, 0.012, 0],
          ],
          r: 0.013,
        },
        'rubber',
        {
          copies: [[0, 0.028, 0]],
          colors: [RED, BLACK, 0x2a8a4a],
          role: 'accent',
        },
      ),
    ],
  },
  {
    // A soap dish holding a bar of soap.
    kind: 'soap dish',
    nouns: ['soap dish', 'soap holder', 'soap tray', 'soapdish'],
    size: [0.05, 0.14],
    parts: [
      part('dish', { ellipsoid: [0.07, 0.02, 0.05] }, 'ceramic', {
        at: [0, 0.02, 0],
        minus: [{ shape: { box: [0.2, 0.05, 0.2] }, at: [0, 0.025, 0] }],
        color: WHITE,
      }),
      part('soap', { box: [0.08, 0.025, 0.05], round: 0.01 }, 'plastic', {
        at: [0, 0.015, 0],
        colors: [0xf0b0c8, 0x9ad0e8, 0xf2e6a0],
        role: 'accent',
        answersTo: ['bar'],
      }),
    ],
  },
  {
    // A window squeegee: a rubber blade on a crossbar with a short handle.
    kind: 'squeegee',
    nouns: ['squeegee', 'window squeegee', 'window wiper', 'shower squeegee'],
    size: [0.05, 0.3],
    parts: [
      part('blade', { box: [0.3, 0.012, 0.012] }, 'rubber', {}),
      part('holder', { box: [0.3, 0.02, 0.02] }, 'steel', { at: [0, 0.012, 0] }),
      rod('handle', [0, 0.03, 0], [0, 0.04, 0.2], 0.013, 'plastic', {
        color: 0x2a6ab0,
        role: 'accent',
      }),
    ],
  },
  {
    // A scrubbing brush: a wooden back with a grip and stiff bristles below.
    kind: 'scrub brush',
    nouns: ['scrub brush', 'scrubbing brush', 'dish brush'],
    size: [0.08, 0.18],
    parts: [
      part('bristles', { box: [0.16, 0.03, 0.06] }, 'fabric', { color: 0xe8d8a8, role: 'accent' }),
      part('back', { box: [0.18, 0.025, 0.07], round: 0.01 }, 'wood', {
        at: [0, 0.03, 0],
        color: 0xc89a62,
      }),
      part('grip', { ellipsoid: [0.06, 0.02, 0.025] }, 'wood', {
        at: [0, 0.055, 0],
        color: 0xb8875a,
      }),
    ],
  },
  {
    // A lint roller: a handle and a roll of sticky paper.
    kind: 'lint roller',
    nouns: ['lint roller', 'lint brush', 'fluff roller', 'sticky roller'],
    size: [0.07, 0.24],
    parts: [
      lyingX('roll', [0.05, 0.03, 0], 0.1, 0.03, 'paper', { color: WHITE }),
      part(
        'frame',
        {
          sweep: [
            [0.1, 0.03, 0],
            [0.11, 0.03, 0],
            [0.11, 0.05, 0],
            [0.0, 0.05, 0],
          ],
          r: 0.004,
        },
        'plastic',
        {
          color: 0x2a6ab0,
          role: 'accent',
        },
      ),
      rod('handle', [0.0, 0.05, 0], [-0.12, 0.04, 0], 0.012, 'plastic', {
        color: 0x2a6ab0,
        role: 'accent',
      }),
    ],
  },
  {
    // A pincushion: a round red cushion stuck with coloured pins.
    kind: 'pincushion',
    nouns: ['pincushion', 'pin cushion', 'pin-cushion', 'tomato pincushion'],
    size: [0.07, 0.08],
    parts: [
      part('cushion', { ellipsoid: [0.04, 0.028, 0.04] }, 'fabric', {
        at: [0, 0.028, 0],
        color: RED,
      }),
      part(
        'pins',
        {
          capsule: [
            [0, 0, 0],
            [0, 0.025, 0],
          ],
          r: 0.0012,
        },
        'steel',
        {
          ...at([
            [0, 0.05, 0],
            [0.02, 0.045, 0.01],
            [-0.018, 0.046, -0.012],
            [0.01, 0.047, -0.02],
            [-0.01, 0.047, 0.02],
          ]),
          role: 'detail',
        },
      ),
      part('heads', { ball: 0.004 }, 'plastic', {
        ...at([
          [0, 0.075, 0],
          [0.02, 0.07, 0.01],
          [-0.018, 0.071, -0.012],
          [0.01, 0.072, -0.02],
          [-0.01, 0.072, 0.02],
        ]),
        color: 0xe8c020,
        role: 'fixed',
      }),
      part('leaf', { plan: star(5, 0.014, 0.006), height: 0.003 }, 'fabric', {
        at: [0, 0.054, 0],
        color: 0x2a8a3a,
        role: 'fixed',
        optional: 0.6,
      }),
    ],
  },
  {
    // A bottle of correction fluid with its brush cap.
    kind: 'correction fluid',
    nouns: [
      'correction fluid',
      'white-out',
      'whiteout',
      'tipp-ex',
      'tippex',
      'liquid paper',
      'correction pen',
    ],
    size: [0.1, 0.04],
    parts: [
      part(
        'bottle',
        {
          lathe: [
            [0, 0],
            [0.018, 0],
            [0.018, 0.05],
            [0.01, 0.058],
            [0, 0.058],
          ],
        },
        'plastic',
        { color: WHITE },
      ),
      part('label', { cyl: 0.03, r: 0.0185 }, 'paper', {
        at: [0, 0.01, 0],
        color: 0x2a6ab0,
        role: 'accent',
      }),
      part('cap', { cyl: 0.035, r: 0.011, rTop: 0.008 }, 'plastic', {
        at: [0, 0.056, 0],
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A pair of bookends holding a few books upright.
    kind: 'bookend',
    nouns: ['bookend', 'bookends', 'book end', 'book ends'],
    size: [0.2, 0.3],
    parts: [
      part('end', { box: [0.015, 0.18, 0.12] }, 'steel', {
        ...at([
          [-0.12, 0, 0],
          [0.12, 0, 0],
        ]),
        colors: BOOKEND,
      }),
      part('foot', { box: [0.08, 0.006, 0.12] }, 'steel', {
        ...at([
          [-0.09, 0, 0],
          [0.09, 0, 0],
        ]),
        colors: BOOKEND,
      }),
      ...(
        [
          ['red', RED, -0.08, 0.2],
          ['blue', 0x2a6ab0, -0.04, 0.17],
          ['green', 0x2a8a4a, 0.0, 0.19],
          ['yellow', 0xe8c020, 0.04, 0.16],
          ['brown', 0x8a5a34, 0.08, 0.18],
        ] as const
      ).map(([name, c, x, h]) =>
        part(`book_${name}`, { box: [0.04, h, 0.11] }, 'paper', {
          at: [x, 0.006, 0],
          color: c,
          role: 'fixed',
          answersTo: ['books'],
        }),
      ),
    ],
  },
  {
    // A plug-in night light: a small white plug body with a glowing shell.
    kind: 'night light',
    nouns: ['night light', 'nightlight', 'night-light', 'plug-in night light'],
    size: [0.1, 0.07],
    parts: [
      part('plug', { box: [0.05, 0.07, 0.025], round: 0.008 }, 'plastic', { color: WHITE }),
      part('glow', { ellipsoid: [0.035, 0.035, 0.02] }, 'light', {
        at: [0, 0.05, 0.012],
        colors: [0xfff0a0, 0xa0d0ff, 0xffb0d0],
        role: 'fixed',
      }),
      part('prongs', { box: [0.004, 0.01, 0.015] }, 'steel', {
        ...at([
          [-0.008, 0.03, -0.018],
          [0.008, 0.03, -0.018],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A dressing table: a low table with drawers and a tall mirror on its back, a stool.
    kind: 'dressing table',
    nouns: ['dressing table', 'vanity table', 'vanity', 'makeup table', 'vanity desk'],
    size: [1.5, 1.1],
    parts: [
      part('top', { box: [1.1, 0.04, 0.45] }, 'wood', { at: [0, 0.72, 0], color: WHITE }),
      part('drawers', { box: [0.3, 0.72, 0.44] }, 'wood', {
        ...at([
          [-0.4, 0, 0],
          [0.4, 0, 0],
        ]),
        color: WHITE,
      }),
      part('knobs', { ball: 0.015 }, 'brass', {
        ...at([
          [-0.4, 0.6, 0.225],
          [-0.4, 0.4, 0.225],
          [-0.4, 0.2, 0.225],
          [0.4, 0.6, 0.225],
          [0.4, 0.4, 0.225],
          [0.4, 0.2, 0.225],
        ]),
        role: 'detail',
      }),
      part('frame', { ellipsoid: [0.32, 0.4, 0.03] }, 'wood', {
        at: [0, 1.15, -0.19],
        color: WHITE,
      }),
      part('mirror', { ellipsoid: [0.28, 0.36, 0.02] }, 'chrome', {
        at: [0, 1.15, -0.175],
        role: 'fixed',
      }),
    ],
  },
  {
    // A child's potty: a rounded plastic seat with a raised splash guard at the front.
    kind: 'potty',
    nouns: ['potty', 'potty chair', 'training potty', 'baby potty'],
    size: [0.24, 0.34],
    parts: [
      part(
        'base',
        {
          lathe: [
            [0, 0],
            [0.13, 0],
            [0.14, 0.12],
            [0.15, 0.17],
          ],
          wall: 0.012,
        },
        'plastic',
        { colors: POTTY },
      ),
      part('rim', { ring: 0.145, r: 0.018 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.17, 0],
        color: WHITE,
      }),
      part('guard', { ellipsoid: [0.06, 0.05, 0.03] }, 'plastic', {
        at: [0, 0.19, 0.13],
        color: WHITE,
      }),
      part('back', { box: [0.22, 0.12, 0.03], round: 0.015 }, 'plastic', {
        at: [0, 0.15, -0.15],
        colors: POTTY,
      }),
    ],
  },
];
