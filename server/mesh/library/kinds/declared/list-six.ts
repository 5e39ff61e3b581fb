/**
 * Kinds for the sixth held-out list's unknown nouns (issue #32, session 18, K): things a person
 * asks for by a plain word that no kind built — a casino, a costume, a bed sheet, a collar, a
 * necklace, a wig, a bubble, a rack, a timer, a dam, a generator, a tomb, a bunker, a lens, a
 * nightclub, a leash, a meteor, a telegraph, a lever. Each is built as the picture the word
 * calls up, with what tells it from its near kinds: the casino's lit CASINO sign, the tomb's
 * cross and RIP (the sarcophagus is the stone chest alone), the meteor's fiery tail (the comet's
 * is pale), the timer's red wedge of time left. Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { lettering, signBoard } from './buildings-by-use.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';

/** A superhero's suit from the front: legs apart, arms hanging a little out from the body. */
const SUIT: V2[] = [
  [-0.2, 0],
  [-0.03, 0],
  [0, 0.66],
  [0.03, 0],
  [0.2, 0],
  [0.21, 0.78],
  [0.22, 1.0],
  [0.34, 0.72],
  [0.44, 0.76],
  [0.31, 1.28],
  [0.12, 1.36],
  [0, 1.31],
  [-0.12, 1.36],
  [-0.31, 1.28],
  [-0.44, 0.76],
  [-0.34, 0.72],
  [-0.22, 1.0],
  [-0.21, 0.78],
];

/** A T-shirt's front on a clothes rack, [across, up]; hung edge-on along the rail. */
const SHIRT: V2[] = [
  [-0.2, 0],
  [0.2, 0],
  [0.2, 0.42],
  [0.27, 0.36],
  [0.32, 0.44],
  [0.17, 0.58],
  [-0.17, 0.58],
  [-0.32, 0.44],
  [-0.27, 0.36],
  [-0.2, 0.42],
];

/** A bed sheet's footprint as it hangs: a thin strip rippling in and out along the line. */
const SHEET_WAVE: V2[] = (() => {
  const xs = spaced(17, -1.05, 1.05);
  const z = (x: number): number => 0.07 * Math.sin(x * 6);
  return [
    ...xs.map((x) => [x, z(x) - 0.012] as V2),
    ...[...xs].reverse().map((x) => [x, z(x) + 0.012] as V2),
  ];
})();

/**
 * An arch dam's footprint, [x, z]: the band between two circles about (0, 7) of radius `outer`
 * (the upstream face, bulging back towards the water) and `inner`, through ±`half` radians.
 */
function arcBand(outer: number, inner: number, half: number): V2[] {
  const angles = spaced(13, -half, half);
  const point = (r: number, a: number): V2 => [r * Math.sin(a), 7 - r * Math.cos(a)];
  return [
    ...angles.map((a) => point(inner, a)),
    ...[...angles].reverse().map((a) => point(outer, a)),
  ];
}

/** Pearls of a necklace hanging in a U over a bust, [x, y]. */
const PEARLS: readonly V3[] = spaced(19, -0.47, 0.47).map((t) => {
  const a = t * Math.PI;
  return [0.058 * Math.sin(a), 0.205 - 0.1 * Math.cos(a), 0.056] as V3;
});

/** A necklace bust's outline from the front: shoulders and a neck. */
const BUST: V2[] = [
  [-0.15, 0],
  [0.15, 0],
  [0.15, 0.05],
  [0.13, 0.16],
  [0.06, 0.21],
  [0.045, 0.32],
  [-0.045, 0.32],
  [-0.06, 0.21],
  [-0.13, 0.16],
  [-0.15, 0.05],
];

/** A pie slice of a disc of radius r from 12 o'clock clockwise through `deg` degrees, [x, y]. */
function wedge(r: number, deg: number): V2[] {
  const n = Math.max(2, Math.round(deg / 10));
  return [
    [0, 0],
    ...Array.from({ length: n + 1 }, (_, i) => {
      const a = ((deg * i) / n) * (Math.PI / 180);
      return [r * Math.sin(a), r * Math.cos(a)] as V2;
    }),
  ];
}

/** Tick marks round a dial of radius r, centred on (0, cy), on a face at z. */
function ticks(r: number, cy: number, z: number): V3[] {
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * 2 * Math.PI;
    return [r * Math.sin(a), cy + r * Math.cos(a), z] as V3;
  });
}

const CASINO_RED = 0x8a1a2a;
/** A wig's hair colours (blonde, black, party pink, auburn): one pick for every lock. */
const HAIR = [0xe8c060, 0x2a1a12, 0xe85aa0, 0xb8402a];
const NEON_PINK = 0xff3ab4;

const BUILDINGS: readonly KindDecl[] = [
  {
    // A gaming house: a red front with gold trim, its name in lights over a gold canopy,
    // columns either side of the door and a red carpet out to the street.
    kind: 'casino',
    nouns: ['casino', 'casinos', 'gambling house', 'gaming house', 'gambling den'],
    size: [8.9, 14],
    parts: [
      part('walls', { box: [14, 6, 8] }, 'plaster', { at: [0, 0, -1], color: CASINO_RED }),
      part('cornice', { box: [14.4, 0.5, 8.4] }, 'gold', {
        at: [0, 6, -1],
        role: 'accent',
        answersTo: ['trim'],
      }),
      ...signBoard('sign', 'CASINO', [0, 6.5, 3.0], [10, 2.2], 0x1a1a1a, 0xf4c430),
      part('bulb', { ball: 0.16 }, 'light', {
        ...at([
          ...spaced(13, -4.8, 4.8).map((x) => [x, 8.7, 3.0] as V3),
          ...spaced(13, -4.8, 4.8).map((x) => [x, 6.62, 3.0] as V3),
        ]),
        color: 0xfff0a0,
        role: 'fixed',
        answersTo: ['lights'],
      }),
      part('door', { box: [3.6, 2.9, 0.2] }, 'glass', {
        at: [0, 0, 3.0],
        color: 0x5a4a1a,
        role: 'fixed',
      }),
      part('canopy', { box: [6.4, 0.35, 2.2] }, 'gold', { at: [0, 3.2, 4.0], role: 'accent' }),
      part('column', { cyl: 3.2, r: 0.2 }, 'gold', {
        ...at([
          [-2.9, 0, 4.8],
          [2.9, 0, 4.8],
        ]),
        role: 'accent',
      }),
      part('carpet', { box: [3.2, 0.04, 3.4] }, 'fabric', {
        at: [0, 0, 4.6],
        color: 0xc8102a,
        role: 'fixed',
      }),
      part('window', { box: [1.6, 1.8, 0.1] }, 'glass', {
        ...at([
          [-5.2, 2.2, 3.0],
          [5.2, 2.2, 3.0],
        ]),
        color: 0xf0c050,
        role: 'fixed',
      }),
    ],
  },
  {
    // A club at night: a black box of a building, CLUB in pink neon, neon bands along the
    // wall, a dark door and a velvet rope on chrome posts where the queue waits.
    kind: 'nightclub',
    nouns: ['nightclub', 'nightclubs', 'night club', 'dance club'],
    size: [5.2, 12],
    parts: [
      part('walls', { box: [12, 5, 7] }, 'paint', { at: [0, 0, -1], color: 0x1a1a24 }),
      part('pavement', { box: [12, 0.1, 4] }, 'concrete', { at: [0, 0, 4.4], role: 'detail' }),
      ...signBoard('sign', 'CLUB', [0, 3.1, 2.8], [5.4, 1.5], 0x101018, NEON_PINK),
      part('neon', { box: [12.04, 0.14, 0.1] }, 'light', {
        at: [0, 4.6, 2.5],
        color: 0x38e8ff,
        role: 'accent',
        answersTo: ['neon', 'lights'],
      }),
      part('neon_low', { box: [12.04, 0.14, 0.1] }, 'light', {
        at: [0, 0.4, 2.5],
        color: 0xb040ff,
        role: 'fixed',
      }),
      part('door', { box: [1.6, 2.5, 0.15] }, 'darkMetal', { at: [0, 0, 2.55], role: 'fixed' }),
      part('post', { cyl: 1.0, r: 0.05 }, 'chrome', {
        ...at([
          [-4.4, 0.1, 4.2],
          [-2.9, 0.1, 4.2],
          [-1.4, 0.1, 4.2],
        ]),
        role: 'fixed',
      }),
      part('post_foot', { cyl: 0.05, r: 0.2 }, 'chrome', {
        ...at([
          [-4.4, 0.1, 4.2],
          [-2.9, 0.1, 4.2],
          [-1.4, 0.1, 4.2],
        ]),
        role: 'fixed',
      }),
      part(
        'rope',
        {
          sweep: [
            [-4.4, 1.05, 4.2],
            [-3.65, 0.78, 4.2],
            [-2.9, 1.05, 4.2],
            [-2.15, 0.78, 4.2],
            [-1.4, 1.05, 4.2],
          ],
          r: 0.045,
        },
        'fabric',
        { color: 0xb0102a, role: 'accent', answersTo: ['rope'] },
      ),
    ],
  },
  {
    // A family tomb: a small stone house on a plinth with columns at its door, a pediment
    // carved RIP and a cross on top, on a patch of grass.
    kind: 'tomb',
    nouns: ['tomb', 'tombs', 'mausoleum', 'mausoleums', 'burial vault', 'vault tomb'],
    size: [5, 7],
    parts: [
      part('grass', { box: [6, 0.06, 7] }, 'grass', { at: [0, 0, 0.4], role: 'fixed' }),
      part('plinth', { box: [4, 0.4, 5] }, 'stone', { role: 'detail', answersTo: ['base'] }),
      part('walls', { box: [3, 2.6, 3.8] }, 'stone', { at: [0, 0.4, -0.3] }),
      part('column', { cyl: 2.6, r: 0.18 }, 'marble', {
        ...at([
          [-1.2, 0.4, 1.9],
          [1.2, 0.4, 1.9],
        ]),
        role: 'accent',
      }),
      part('entablature', { box: [3.6, 0.45, 4.7] }, 'stone', { at: [0, 3.0, 0] }),
      part(
        'pediment',
        {
          extrude: [
            [-1.8, 0],
            [1.8, 0],
            [0, 0.9],
          ],
          depth: 4.7,
        },
        'stone',
        { at: [0, 3.45, 0], answersTo: ['roof'] },
      ),
      ...lettering('inscription', 'RIP', [0, 3.06, 2.35], 0.34, 0x2a2a2a, 0.05),
      part('door', { box: [1.2, 1.9, 0.1] }, 'iron', {
        at: [0, 0.4, 1.62],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('cross', { box: [0.14, 0.8, 0.14] }, 'stone', { at: [0, 4.25, 0], role: 'fixed' }),
      part('cross_bar', { box: [0.5, 0.14, 0.14] }, 'stone', { at: [0, 4.7, 0], role: 'fixed' }),
    ],
  },
  {
    // A concrete pillbox dug into a grass mound: a thick roof slab and a dark firing slit.
    kind: 'bunker',
    nouns: ['bunker', 'bunkers'],
    size: [2.3, 8],
    parts: [
      part(
        'mound',
        {
          lathe: [
            [0, 2.1],
            [1.6, 1.8],
            [3, 1.0],
            [4, 0],
          ],
          smooth: true,
        },
        'grass',
        { at: [0, 0, -1.2], color: 0x6a8a4a, role: 'detail', answersTo: ['grass', 'earth'] },
      ),
      part('front', { box: [4, 1.8, 1.6] }, 'concrete', { at: [0, 0, 2.2], color: 0x8c8a82 }),
      part('roof', { box: [4.8, 0.45, 2.2] }, 'concrete', {
        at: [0, 1.75, 2.2],
        answersTo: ['roof'],
      }),
      part('slit', { box: [2.8, 0.24, 0.1] }, 'paint', {
        at: [0, 1.1, 3.0],
        color: 0x0c0c0c,
        role: 'fixed',
      }),
      part('door', { box: [0.9, 1.4, 0.1] }, 'iron', {
        at: [1.5, 0, 3.0],
        color: 0x4a4a3a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A concrete dam across a valley: the reservoir high behind it between the banks, a small
    // river let out below, a road along its crest.
    kind: 'dam',
    nouns: ['dam', 'dams', 'weir', 'reservoir dam', 'hydroelectric dam'],
    size: [5.6, 16],
    parts: [
      part('wall', { plan: arcBand(8, 7.2, 0.55), height: 5 }, 'concrete', { color: 0xb4b0a6 }),
      part('crest', { plan: arcBand(8.1, 7.1, 0.56), height: 0.3 }, 'concrete', {
        at: [0, 5, 0],
        color: 0x9a968c,
        role: 'detail',
        answersTo: ['road', 'crest'],
      }),
      part('water', { box: [8.6, 4.5, 6.6] }, 'ocean', {
        at: [0, 0, -3.6],
        color: 0x2a6ab0,
        role: 'accent',
        answersTo: ['water', 'lake', 'reservoir'],
      }),
      part('river', { box: [2.4, 0.16, 5.4] }, 'ocean', {
        at: [0, 0.1, 3.2],
        color: 0x3a7ac0,
        role: 'fixed',
      }),
      part('ground', { box: [8.6, 0.12, 5.4] }, 'grass', { at: [0, 0, 3.2], role: 'fixed' }),
      part(
        'bank',
        {
          extrude: [
            [4.0, 0],
            [5.2, 0],
            [5.2, 5.0],
            [4.0, 5.5],
          ],
          depth: 8,
        },
        'stone',
        {
          at: [0, 0, -2.8],
          mirror: true,
          color: 0x8a7a5e,
          role: 'detail',
          answersTo: ['banks', 'hills', 'rock'],
        },
      ),
      part('sluice', { box: [0.7, 0.9, 0.2] }, 'paint', {
        ...at([-1.2, 0, 1.2].map((x) => [x, 0.2, 7 - Math.sqrt(7.2 * 7.2 - x * x) - 0.05] as V3)),
        color: 0x1a1a1e,
        role: 'fixed',
      }),
    ],
  },
];

const THINGS: readonly KindDecl[] = [
  {
    // A superhero's costume on its hanger: blue suit, red cape behind, a gold emblem on the
    // chest, belt and red boots.
    kind: 'costume',
    nouns: [
      'costume',
      'costumes',
      'fancy dress',
      'halloween costume',
      'superhero costume',
      'masquerade costume',
    ],
    size: [1.6, 0.9],
    parts: [
      part('suit', { extrude: SUIT, depth: 0.12, round: 0.02 }, 'fabric', { color: 0x1e4fc8 }),
      part(
        'cape',
        {
          extrude: [
            [-0.2, 1.36],
            [0.2, 1.36],
            [0.5, 0.22],
            [-0.5, 0.22],
          ],
          depth: 0.03,
        },
        'fabric',
        { at: [0, 0, -0.075], color: 0xd01c28, role: 'accent', answersTo: ['cape'] },
      ),
      part(
        'emblem',
        {
          extrude: [
            [0, 1.02],
            [0.11, 1.14],
            [0, 1.26],
            [-0.11, 1.14],
          ],
          depth: 0.02,
        },
        'paint',
        { at: [0, 0, 0.065], color: 0xf4c430, role: 'fixed' },
      ),
      part('belt', { box: [0.45, 0.06, 0.13] }, 'paint', {
        at: [0, 0.74, 0],
        color: 0xf4c430,
        role: 'fixed',
      }),
      part('boot', { box: [0.17, 0.26, 0.13] }, 'leather', {
        at: [0.115, 0, 0],
        mirror: true,
        color: 0xd01c28,
        role: 'fixed',
      }),
      part(
        'hanger',
        {
          sweep: [
            [-0.2, 1.33, 0],
            [0, 1.46, 0],
            [0.2, 1.33, 0],
          ],
          r: 0.01,
        },
        'wood',
        { role: 'fixed' },
      ),
      part(
        'hook',
        {
          sweep: [
            [0, 1.45, 0],
            [0, 1.54, 0],
            [0.02, 1.59, 0],
            [0.05, 1.57, 0],
          ],
          r: 0.006,
        },
        'steel',
        { role: 'fixed' },
      ),
    ],
  },
  {
    // A bed sheet pegged out on a washing line between two posts, rippling in the wind.
    kind: 'bed sheet',
    nouns: [
      'bed sheet',
      'bed sheets',
      'bedsheet',
      'bedsheets',
      'sheet',
      'sheets',
      'fitted sheet',
      'bed linen',
    ],
    size: [2, 2.7],
    parts: [
      part('sheet', { plan: SHEET_WAVE, height: 1.5 }, 'linen', {
        at: [0, 0.42, 0],
        color: 0xdce8f6,
      }),
      part('hem', { plan: SHEET_WAVE, height: 0.08 }, 'linen', {
        at: [0, 0.42, 0],
        color: 0x8aaad8,
        role: 'accent',
        answersTo: ['hem', 'stripe'],
      }),
      part('post', { cyl: 2, r: 0.04 }, 'wood', {
        ...at([
          [-1.3, 0, 0],
          [1.3, 0, 0],
        ]),
        role: 'fixed',
      }),
      rod('line', [-1.3, 1.93, 0], [1.3, 1.93, 0], 0.008, 'plastic', { role: 'fixed' }),
      part('peg', { box: [0.025, 0.08, 0.03] }, 'wood', {
        ...at([-0.9, 0, 0.9].map((x) => [x, 1.87, 0.07 * Math.sin(x * 6)] as V3)),
        color: 0xc8a070,
        role: 'fixed',
      }),
    ],
  },
  {
    // A dog's collar standing on its edge: a leather band with its buckle on top and a round
    // name tag hanging from the ring below.
    kind: 'dog collar',
    nouns: ['dog collar', 'dog collars', 'collar', 'collars', 'pet collar', 'cat collar'],
    size: [0.16, 0.14],
    parts: [
      part('band', { ring: 0.0635, r: 0.0075 }, 'leather', {
        at: [0, 0.1, -0.006],
        copies: [[0, 0, 0.012]],
        color: 0xc62828,
      }),
      part('buckle', { box: [0.03, 0.01, 0.034] }, 'steel', {
        at: [0, 0.164, 0],
        role: 'accent',
        answersTo: ['buckle'],
      }),
      part('stud', { ball: 0.004 }, 'steel', {
        ...at(
          [-60, -30, 30, 60].map((d) => {
            const a = (d * Math.PI) / 180;
            return [0.0665 * Math.sin(a), 0.1 + 0.0665 * Math.cos(a), 0] as V3;
          }),
        ),
        role: 'fixed',
      }),
      part('ring', { ring: 0.008, r: 0.0018 }, 'steel', { at: [0, 0.026, 0.008], role: 'fixed' }),
      part('tag', { cyl: 0.003, r: 0.015 }, 'gold', {
        turn: [90, 0, 0],
        at: [0, 0.017, 0.01],
        role: 'fixed',
        answersTo: ['tag'],
      }),
    ],
  },
  {
    // A dog's lead hung on its hook by the wall: the hand loop over the hook, the strap
    // hanging down, the steel clip at its end hooked to a collar.
    kind: 'leash',
    nouns: ['leash', 'leashes', 'dog leash', 'dog lead'],
    size: [1.0, 0.2],
    parts: [
      part('board', { box: [0.2, 0.14, 0.02] }, 'wood', {
        at: [0, 0.84, -0.04],
        role: 'fixed',
        answersTo: ['board', 'wall'],
      }),
      rod('hook', [0, 0.9, -0.03], [0, 0.91, 0.04], 0.007, 'steel', { role: 'fixed' }),
      part('loop', { ring: 0.05, r: 0.012 }, 'fabric', {
        at: [0, 0.85, 0.03],
        color: 0xd02a2a,
        answersTo: ['handle'],
      }),
      part(
        'strap',
        {
          sweep: [
            [0, 0.8, 0.03],
            [0.02, 0.62, 0.035],
            [-0.015, 0.42, 0.04],
            [0.01, 0.19, 0.035],
          ],
          r: 0.012,
        },
        'fabric',
        { color: 0xd02a2a },
      ),
      rod('clip', [0.01, 0.19, 0.035], [0.005, 0.135, 0.035], 0.01, 'steel', {
        role: 'accent',
        answersTo: ['clip', 'hook'],
      }),
      part('collar', { ring: 0.06, r: 0.01 }, 'leather', {
        at: [0, 0.07, 0.035],
        color: 0x2a4a9a,
        role: 'fixed',
        answersTo: ['collar'],
      }),
    ],
  },
  {
    // A pearl necklace hanging in a U on a black velvet bust, a red pendant at its lowest point.
    kind: 'necklace',
    looks: VARIANT_LOOKS['necklace'],
    nouns: [
      'necklace',
      'necklaces',
      'pearl necklace',
      'string of pearls',
      'choker',
      'pendant necklace',
    ],
    size: [0.32, 0.3],
    parts: [
      part('bust', { extrude: BUST, depth: 0.1, round: 0.015 }, 'fabric', {
        color: 0x1a1a1e,
        role: 'detail',
        answersTo: ['stand', 'bust'],
      }),
      part('pearl', { ball: 0.0095 }, 'ceramic', {
        ...at(PEARLS),
        color: 0xf6efe2,
        answersTo: ['pearls', 'beads'],
      }),
      part('pendant', { ellipsoid: [0.014, 0.019, 0.009] }, 'gem', {
        at: [0, 0.085, 0.058],
        role: 'accent',
        answersTo: ['pendant'],
      }),
    ],
  },
  {
    // A long wig on a white foam head on its stand: crown, fringe and hair to the shoulders.
    kind: 'wig',
    nouns: ['wig', 'wigs', 'hairpiece', 'periwig'],
    size: [0.46, 0.26],
    parts: [
      part('stand', { cyl: 0.02, r: 0.09 }, 'plastic', { color: 0x2a2a2a, role: 'fixed' }),
      part('neck', { cyl: 0.2, r: 0.038 }, 'plastic', {
        at: [0, 0.02, 0],
        color: 0xe8e4dc,
        role: 'fixed',
      }),
      part('head', { ellipsoid: [0.08, 0.105, 0.09] }, 'plastic', {
        at: [0, 0.3, 0],
        color: 0xe8e4dc,
        role: 'fixed',
        answersTo: ['head'],
      }),
      part('crown', { ellipsoid: [0.095, 0.085, 0.1] }, 'fur', {
        at: [0, 0.35, -0.018],
        colors: HAIR,
        answersTo: ['hair'],
      }),
      part('locks', { ellipsoid: [0.1, 0.16, 0.07] }, 'fur', {
        at: [0, 0.25, -0.045],
        colors: HAIR,
        answersTo: ['hair'],
      }),
      part('side', { ellipsoid: [0.03, 0.12, 0.055] }, 'fur', {
        at: [0.07, 0.26, -0.005],
        mirror: true,
        colors: HAIR,
        answersTo: ['hair'],
      }),
      part('fringe', { ellipsoid: [0.085, 0.03, 0.03] }, 'fur', {
        at: [0, 0.37, 0.07],
        colors: HAIR,
        answersTo: ['hair'],
      }),
    ],
  },
  {
    // Soap bubbles blown from a plastic wand: one big clear ball with a faint sheen, two
    // smaller ones drifting off it.
    kind: 'bubble',
    nouns: ['bubble', 'bubbles', 'soap bubble', 'soap bubbles'],
    size: [0.5, 0.5],
    parts: [
      part('bubble', { ball: 0.17 }, 'glass', { at: [0.05, 0.3, 0], color: 0xb8d0f8 }),
      part('sheen', { ellipsoid: [0.05, 0.035, 0.02] }, 'glass', {
        at: [0.0, 0.4, 0.14],
        turn: [-30, 0, 30],
        color: 0xfff8ff,
        role: 'fixed',
      }),
      part('small', { ball: 0.07 }, 'glass', {
        at: [0.25, 0.4, 0.05],
        color: 0xd8f0e8,
        role: 'accent',
      }),
      part('tiny', { ball: 0.04 }, 'glass', {
        at: [0.33, 0.5, 0.05],
        color: 0xf0e0d8,
        role: 'accent',
      }),
      part('wand_ring', { ring: 0.06, r: 0.007 }, 'plastic', {
        turn: [0, 60, 0],
        at: [-0.15, 0.18, 0.05],
        color: 0xe84a9a,
        role: 'fixed',
        answersTo: ['wand'],
      }),
      rod('wand', [-0.18, 0.125, 0.08], [-0.3, 0.0, 0.18], 0.007, 'plastic', {
        color: 0xe84a9a,
        role: 'fixed',
        answersTo: ['wand'],
      }),
    ],
  },
  {
    // A clothes rack: a chrome rail on two uprights and wheeled feet, shirts on hangers.
    kind: 'clothes rack',
    nouns: ['clothes rack', 'rack', 'racks', 'garment rack', 'clothes rail'],
    size: [1.6, 1.3],
    parts: [
      rod('upright', [-0.62, 0.08, 0], [-0.62, 1.55, 0], 0.018, 'chrome', {
        copies: [[1.24, 0, 0]],
        role: 'accent',
      }),
      rod('rail', [-0.64, 1.55, 0], [0.64, 1.55, 0], 0.018, 'chrome', {
        role: 'accent',
        answersTo: ['rail'],
      }),
      rod('foot', [-0.62, 0.08, -0.25], [-0.62, 0.08, 0.25], 0.02, 'chrome', {
        copies: [[1.24, 0, 0]],
        role: 'accent',
      }),
      part('wheel', { cyl: 0.03, r: 0.035 }, 'rubber', {
        turn: [0, 0, 90],
        ...at([
          [-0.6, 0.045, -0.25],
          [-0.6, 0.045, 0.25],
          [0.64, 0.045, -0.25],
          [0.64, 0.045, 0.25],
        ]),
        role: 'fixed',
      }),
      ...[0xe8e4dc, 0x2a5a9a, 0xc8322a, 0x3a7a4a, 0xe8b83a].map((color, i): PartDecl =>
        part(`shirt_${i + 1}`, { extrude: SHIRT, depth: 0.03 }, 'fabric', {
          turn: [0, 90, 0],
          at: [-0.44 + i * 0.22, 0.84, 0],
          color,
          role: i === 0 ? 'main' : 'fixed',
          answersTo: ['shirt', 'clothes'],
        }),
      ),
      part(
        'hanger',
        {
          sweep: [
            [0, 1.43, -0.2],
            [0, 1.5, 0],
            [0, 1.43, 0.2],
          ],
          r: 0.006,
        },
        'wood',
        { ...at(spaced(5, -0.44, 0.44).map((x) => [x, 0, 0] as V3)), role: 'fixed' },
      ),
      part('hook', { ring: 0.03, r: 0.004, arc: 240, from: -60 }, 'steel', {
        turn: [0, 90, 0],
        ...at(spaced(5, -0.44, 0.44).map((x) => [x, 1.54, 0] as V3)),
        role: 'fixed',
      }),
    ],
  },
  {
    // A kitchen timer: a round white face with its dial, the red wedge of time left, the
    // knob in the middle and a bell on top.
    kind: 'timer',
    nouns: ['timer', 'timers', 'kitchen timer', 'countdown timer'],
    size: [0.11, 0.1],
    parts: [
      part('body', { cyl: 0.04, r: 0.048 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.052, -0.02],
        color: 0xf4f2ee,
      }),
      part('face', { cyl: 0.002, r: 0.044 }, 'paper', {
        turn: [90, 0, 0],
        at: [0, 0.052, 0.02],
        role: 'fixed',
      }),
      part('time_left', { extrude: wedge(0.036, 130), depth: 0.002 }, 'paint', {
        at: [0, 0.052, 0.023],
        color: 0xe0282a,
        role: 'accent',
      }),
      part('tick', { box: [0.003, 0.007, 0.002] }, 'paint', {
        ...at(ticks(0.039, 0.0485, 0.023)),
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('knob', { cyl: 0.012, r: 0.01 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.052, 0.022],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('bell', { ball: 0.014 }, 'chrome', {
        at: [0, 0.1, -0.01],
        role: 'fixed',
        answersTo: ['bell'],
      }),
      part('foot', { box: [0.02, 0.008, 0.03] }, 'rubber', {
        ...at([
          [-0.025, 0, -0.01],
          [0.025, 0, -0.01],
        ]),
        role: 'fixed',
      }),
    ],
  },
  {
    // A portable generator in its black tube frame: red fuel tank on top, the engine and the
    // alternator drum side by side, a control panel with sockets.
    kind: 'generator',
    nouns: [
      'generator',
      'generators',
      'electric generator',
      'portable generator',
      'dynamo',
      'genset',
    ],
    size: [0.6, 0.7],
    parts: [
      part('engine', { box: [0.3, 0.3, 0.32], round: 0.02 }, 'paint', {
        at: [-0.12, 0.06, 0],
        color: 0xd8282a,
      }),
      part('tank', { box: [0.5, 0.13, 0.4], round: 0.04 }, 'paint', {
        at: [0, 0.36, 0],
        color: 0xd8282a,
        answersTo: ['tank'],
      }),
      part('cap', { cyl: 0.025, r: 0.03 }, 'plastic', {
        at: [-0.12, 0.49, 0],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('alternator', { cyl: 0.2, r: 0.12 }, 'darkMetal', {
        turn: [0, 0, 90],
        at: [0.23, 0.24, 0],
        role: 'detail',
      }),
      part('panel', { box: [0.18, 0.14, 0.02] }, 'plastic', {
        at: [0.2, 0.1, 0.13],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('socket', { cyl: 0.01, r: 0.018 }, 'plastic', {
        turn: [90, 0, 0],
        ...at([
          [0.16, 0.18, 0.14],
          [0.24, 0.18, 0.14],
        ]),
        color: 0xf0c020,
        role: 'fixed',
      }),
      ...[-0.33, 0.33].flatMap((x, i): PartDecl[] => [
        rod(`frame_post_${i + 1}`, [x, 0.02, -0.2], [x, 0.5, -0.2], 0.014, 'darkMetal', {
          copies: [[0, 0, 0.4]],
          role: 'accent',
          answersTo: ['frame'],
        }),
        rod(`frame_top_${i + 1}`, [x, 0.5, -0.2], [x, 0.5, 0.2], 0.014, 'darkMetal', {
          role: 'accent',
          answersTo: ['frame'],
        }),
        rod(`frame_skid_${i + 1}`, [x, 0.02, -0.2], [x, 0.02, 0.2], 0.014, 'darkMetal', {
          role: 'accent',
          answersTo: ['frame'],
        }),
      ]),
      rod('frame_rail', [-0.33, 0.5, -0.2], [0.33, 0.5, -0.2], 0.014, 'darkMetal', {
        copies: [[0, 0, 0.4]],
        role: 'accent',
        answersTo: ['frame'],
      }),
      rod('frame_base', [-0.33, 0.02, -0.2], [0.33, 0.02, -0.2], 0.014, 'darkMetal', {
        copies: [[0, 0, 0.4]],
        role: 'accent',
        answersTo: ['frame'],
      }),
    ],
  },
  {
    // A camera lens lying on its side: black barrel, rubber focus ring, a red ring near the
    // front and the blue-coated glass looking out.
    kind: 'lens',
    nouns: [
      'lens',
      'lenses',
      'camera lens',
      'zoom lens',
      'telephoto lens',
      'objective lens',
      'lense',
    ],
    size: [0.08, 0.13],
    parts: [
      part('barrel', { cyl: 0.1, r: 0.038 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.04, -0.05],
        color: 0x1c1c1e,
      }),
      part('focus_ring', { cyl: 0.034, r: 0.041 }, 'rubber', {
        turn: [90, 0, 0],
        at: [0, 0.04, -0.015],
        role: 'fixed',
      }),
      part('rib', { cyl: 0.003, r: 0.042 }, 'rubber', {
        turn: [90, 0, 0],
        ...at(spaced(5, -0.012, 0.014).map((z) => [0, 0.04, z] as V3)),
        color: 0x0c0c0c,
        role: 'fixed',
      }),
      part('red_ring', { cyl: 0.003, r: 0.0385 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 0.04, 0.034],
        color: 0xd01818,
        role: 'fixed',
      }),
      part('rim', { ring: 0.036, r: 0.005 }, 'plastic', {
        at: [0, 0.04, 0.05],
        color: 0x1c1c1e,
        role: 'fixed',
      }),
      part('glass', { ellipsoid: [0.034, 0.034, 0.012] }, 'glass', {
        at: [0, 0.04, 0.048],
        color: 0x5a6ab8,
        role: 'fixed',
        answersTo: ['glass'],
      }),
      part('mount', { cyl: 0.01, r: 0.031 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0, 0.04, -0.06],
        role: 'fixed',
      }),
    ],
  },
  {
    // A meteor falling: a dark rock glowing at its front, a tail of flame streaming up and
    // back behind it.
    kind: 'meteor',
    nouns: ['meteor', 'meteors', 'meteoroid'],
    size: [1.3, 1.5],
    parts: [
      part('rock', { ellipsoid: [0.22, 0.19, 0.2] }, 'stone', {
        at: [0.5, 0.2, 0],
        turn: [10, 20, 15],
        color: 0x3a302a,
        role: 'detail',
        answersTo: ['rock', 'stone'],
      }),
      part('crater', { ball: 0.045 }, 'stone', {
        ...at([
          [0.62, 0.3, 0.12],
          [0.66, 0.14, 0.1],
          [0.5, 0.12, 0.18],
        ]),
        color: 0x1e1814,
        role: 'fixed',
      }),
      // The tail streams back from behind the rock, narrower than it so the rock shows whole.
      part('flame', { cyl: 1.3, r: 0.17, rTop: 0.015 }, 'light', {
        turn: [0, 0, 48],
        at: [0.44, 0.26, -0.02],
        color: 0xff5a14,
      }),
      part('core', { cyl: 0.75, r: 0.11, rTop: 0.01 }, 'light', {
        turn: [0, 0, 48],
        at: [0.4, 0.3, 0.04],
        color: 0xffd84a,
        role: 'accent',
      }),
      part('streak', { cyl: 0.9, r: 0.06, rTop: 0.005 }, 'light', {
        turn: [0, 0, 52],
        ...at([
          [0.5, 0.38, -0.06],
          [0.58, 0.16, 0.02],
        ]),
        color: 0xff8a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A telegraph key on its wooden base: the brass lever on its pivot, the black knob, the
    // contact beneath and the two terminals with their wires.
    kind: 'telegraph',
    nouns: ['telegraph', 'telegraphs', 'morse key', 'morse code key', 'telegraph machine'],
    size: [0.08, 0.22],
    parts: [
      part('base', { box: [0.22, 0.02, 0.11], round: 0.004 }, 'darkWood'),
      part('pivot', { box: [0.024, 0.036, 0.06] }, 'brass', {
        at: [-0.03, 0.02, 0],
        role: 'accent',
      }),
      part('lever', { box: [0.18, 0.01, 0.014] }, 'brass', {
        turn: [0, 0, -3],
        at: [0.0, 0.05, 0],
        role: 'accent',
        answersTo: ['lever', 'key', 'arm'],
      }),
      part('knob', { cyl: 0.014, r: 0.017 }, 'plastic', {
        at: [0.085, 0.054, 0],
        color: 0x141414,
        role: 'fixed',
        answersTo: ['knob'],
      }),
      part('contact', { cyl: 0.026, r: 0.005 }, 'brass', { at: [0.06, 0.02, 0], role: 'accent' }),
      part('spring', { cyl: 0.024, r: 0.006 }, 'steel', { at: [-0.075, 0.02, 0], role: 'fixed' }),
      part('terminal', { cyl: 0.016, r: 0.007 }, 'brass', {
        ...at([
          [-0.09, 0.02, 0.035],
          [-0.09, 0.02, -0.035],
        ]),
        role: 'accent',
      }),
      part(
        'wire',
        {
          sweep: [
            [-0.09, 0.034, 0.035],
            [-0.12, 0.03, 0.05],
            [-0.15, 0.006, 0.07],
            [-0.19, 0.004, 0.05],
          ],
          r: 0.003,
        },
        'rubber',
        { color: 0x8a1a1a, role: 'fixed' },
      ),
      part(
        'wire_2',
        {
          sweep: [
            [-0.09, 0.034, -0.035],
            [-0.12, 0.03, -0.05],
            [-0.15, 0.006, -0.07],
            [-0.19, 0.004, -0.04],
          ],
          r: 0.003,
        },
        'rubber',
        { color: 0x1a1a1a, role: 'fixed' },
      ),
    ],
  },
  {
    // A lever as the textbook draws it: a plank tipped over a stone wedge, a heavy block on
    // its low end, the long arm raised.
    kind: 'lever',
    nouns: ['lever', 'levers'],
    size: [0.7, 1.7],
    vary: 0.06,
    parts: [
      part(
        'fulcrum',
        {
          extrude: [
            [-0.24, 0],
            [0.24, 0],
            [0, 0.36],
          ],
          depth: 0.3,
        },
        'stone',
        { role: 'detail', answersTo: ['fulcrum'] },
      ),
      part('plank', { box: [1.7, 0.06, 0.2] }, 'wood', {
        turn: [0, 0, -12],
        at: [-0.28, 0.42, 0],
        answersTo: ['bar', 'beam', 'plank'],
      }),
      part('load', { box: [0.3, 0.26, 0.26], round: 0.02 }, 'stone', {
        turn: [0, 0, -12],
        at: [0.42, 0.32, 0],
        color: 0x6a6660,
        role: 'accent',
        answersTo: ['load', 'weight', 'rock'],
      }),
    ],
  },
];

/** A pegboard's holes, [x, y, z] on its face: 9 across, 6 up. */
const PEG_HOLES: readonly V3[] = Array.from(
  { length: 54 },
  (_, i) => [-0.36 + (i % 9) * 0.09, 0.33 + Math.floor(i / 9) * 0.09, 0.011] as V3,
);

/** A sheet of foil pulled off its roll, crumpled into a few tilted plates, [centre, turn]. */
const FOIL_PLATES: readonly (readonly [V3, V3])[] = [
  [
    [0, 0.04, 0.065],
    [14, 0, 2],
  ],
  [
    [0.01, 0.03, 0.135],
    [-6, 0, -3],
  ],
  [
    [-0.005, 0.022, 0.2],
    [8, 0, 2],
  ],
];

/** Colour pans of a watercolour box, left to right. */
const PANS = [0xd8202a, 0xf08a1a, 0xf4d020, 0x3a9a3a, 0x2a6ad0, 0x6a2a9a, 0x8a4a2a, 0x1a1a1a];

/** An arbour's arch, [x, y]: from one post top over to the other. */
const ARCH: V3[] = spaced(9, 0, 1).map((t) => {
  const a = Math.PI * (1 - t);
  return [0.6 * Math.cos(a), 2.0 + 0.35 * Math.sin(a), 0] as V3;
});

/** Leaves and grapes hanging along an arbour's arch: where each cluster sits. */
const ARBOUR_LEAVES: readonly V3[] = [
  ...ARCH.filter((_, i) => i % 2 === 0).flatMap(([x, y]) => [
    [x, y + 0.04, 0.3] as V3,
    [x * 0.9, y + 0.06, -0.3] as V3,
  ]),
  [-0.6, 1.6, 0.3],
  [-0.6, 1.1, -0.3],
  [-0.6, 0.6, 0.3],
  [0.6, 1.5, -0.3],
  [0.6, 1.2, 0.3],
  [0.6, 0.7, -0.3],
];

const MORE: readonly KindDecl[] = [
  {
    // A workshop pegboard: a brown board of holes on two feet, hooks holding a hammer, a
    // wrench, a screwdriver and a roll of tape.
    kind: 'pegboard',
    nouns: ['pegboard', 'pegboards', 'peg board', 'tool board', 'tool wall'],
    size: [0.95, 0.9],
    parts: [
      part('board', { box: [0.9, 0.62, 0.02] }, 'wood', {
        at: [0, 0.3, 0],
        color: 0xb8875a,
        answersTo: ['board'],
      }),
      part('hole', { cyl: 0.004, r: 0.007 }, 'paint', {
        turn: [90, 0, 0],
        ...at(PEG_HOLES),
        color: 0x3a2a1a,
        role: 'fixed',
      }),
      part('foot', { box: [0.06, 0.3, 0.25] }, 'wood', {
        ...at([
          [-0.38, 0, 0],
          [0.38, 0, 0],
        ]),
        color: 0x8a6038,
        role: 'detail',
      }),
      rod('hook', [0, 0.78, 0.01], [0, 0.78, 0.05], 0.004, 'steel', {
        copies: [
          [-0.27, 0, 0],
          [0.18, 0, 0],
          [0.27, -0.27, 0],
        ],
        role: 'fixed',
      }),
      rod('hammer_handle', [-0.27, 0.8, 0.05], [-0.27, 0.5, 0.05], 0.012, 'wood', {
        color: 0xc89a5a,
        role: 'fixed',
        answersTo: ['hammer'],
      }),
      part('hammer_head', { box: [0.12, 0.035, 0.03] }, 'steel', {
        at: [-0.27, 0.79, 0.05],
        role: 'fixed',
        answersTo: ['hammer'],
      }),
      part('wrench', { box: [0.025, 0.26, 0.008] }, 'chrome', {
        at: [0, 0.5, 0.05],
        role: 'fixed',
      }),
      part('wrench_end', { ring: 0.022, r: 0.007 }, 'chrome', {
        at: [0, 0.78, 0.05],
        copies: [[0, -0.28, 0]],
        role: 'fixed',
      }),
      rod('screwdriver', [0.18, 0.78, 0.05], [0.18, 0.48, 0.05], 0.004, 'steel', {
        role: 'fixed',
      }),
      part(
        'screwdriver_handle',
        {
          capsule: [
            [0.18, 0.78, 0.05],
            [0.18, 0.68, 0.05],
          ],
          r: 0.016,
        },
        'plastic',
        {
          color: 0xd0282a,
          role: 'fixed',
          answersTo: ['screwdriver'],
        },
      ),
      part('tape', { ring: 0.04, r: 0.014 }, 'plastic', {
        at: [0.27, 0.47, 0.05],
        color: 0xf0c020,
        role: 'fixed',
        answersTo: ['tape'],
      }),
    ],
  },
  {
    // A leather gun holster standing up, the pistol's grip showing over its mouth, a strap
    // with a snap across it and the belt loop behind.
    kind: 'holster',
    nouns: ['holster', 'holsters', 'gun holster', 'pistol holster', 'shoulder holster'],
    size: [0.32, 0.16],
    parts: [
      part(
        'pouch',
        {
          extrude: [
            [-0.055, 0.14],
            [-0.02, 0],
            [0.035, 0],
            [0.07, 0.17],
            [0.07, 0.22],
            [-0.06, 0.22],
          ],
          depth: 0.05,
          round: 0.008,
        },
        'leather',
        { color: 0x6a3a1a },
      ),
      part(
        'grip',
        {
          extrude: [
            [-0.055, 0.21],
            [-0.015, 0.21],
            [0.0, 0.3],
            [-0.04, 0.315],
            [-0.07, 0.23],
          ],
          depth: 0.032,
          round: 0.006,
        },
        'plastic',
        { color: 0x2a2622, role: 'fixed', answersTo: ['gun', 'pistol', 'grip'] },
      ),
      part('slide', { box: [0.12, 0.03, 0.026] }, 'darkMetal', {
        at: [0.0, 0.215, 0],
        role: 'fixed',
        answersTo: ['gun', 'pistol'],
      }),
      part('strap', { box: [0.03, 0.07, 0.056] }, 'leather', {
        at: [-0.03, 0.2, 0],
        turn: [0, 0, -20],
        color: 0x4a2a12,
        role: 'accent',
        answersTo: ['strap'],
      }),
      part('snap', { cyl: 0.004, r: 0.008 }, 'brass', {
        turn: [90, 0, 0],
        at: [-0.04, 0.235, 0.028],
        role: 'fixed',
      }),
      part('belt_loop', { box: [0.05, 0.09, 0.012] }, 'leather', {
        at: [0.01, 0.12, -0.031],
        color: 0x4a2a12,
        role: 'accent',
      }),
      part('stitch', { box: [0.003, 0.16, 0.052] }, 'fabric', {
        at: [0.055, 0.03, 0],
        turn: [0, 0, 11],
        color: 0xe8d8a8,
        role: 'fixed',
      }),
    ],
  },
  {
    // Kitchen foil: the long box with its silver roll showing and a sheet pulled out over the
    // worktop, crumpled a little.
    kind: 'kitchen foil',
    nouns: ['kitchen foil', 'foil', 'roll of foil'],
    size: [0.07, 0.34],
    parts: [
      part('box', { box: [0.32, 0.045, 0.055] }, 'paper', {
        color: 0x2a5ab0,
        role: 'accent',
        answersTo: ['box'],
      }),
      part('roll', { cyl: 0.3, r: 0.02 }, 'aluminum', {
        turn: [0, 0, 90],
        at: [0.15, 0.045, 0.005],
        color: 0xd8dce0,
      }),
      ...FOIL_PLATES.map(([c, turn], i): PartDecl =>
        part(`sheet_${i + 1}`, { box: [0.28, 0.003, 0.075] }, 'aluminum', {
          at: c,
          turn,
          color: 0xe4e6ea,
          answersTo: ['sheet', 'foil'],
        }),
      ),
      part('teeth', { box: [0.3, 0.006, 0.004] }, 'steel', {
        at: [0, 0.045, 0.029],
        role: 'fixed',
      }),
    ],
  },
  {
    // A spiral sketchbook open on a sketch in pencil — a round face, a few strokes of hair and
    // shading — with the pencil lying beside it.
    kind: 'sketch',
    nouns: ['sketch', 'sketches', 'drawing', 'pencil drawing', 'pencil sketch'],
    size: [0.03, 0.4],
    parts: [
      part('pad', { box: [0.3, 0.012, 0.22] }, 'paper', { color: 0xf8f4ea }),
      part('cover', { box: [0.31, 0.004, 0.23] }, 'paper', {
        color: 0x2a2a2a,
        role: 'accent',
        answersTo: ['cover'],
      }),
      part('spiral', { ring: 0.008, r: 0.0015 }, 'steel', {
        turn: [0, 90, 0],
        ...at(spaced(12, -0.13, 0.13).map((x) => [x, 0.012, -0.108] as V3)),
        role: 'fixed',
      }),
      part('face', { ring: 0.055, r: 0.0018 }, 'paint', {
        turn: [90, 0, 0],
        at: [-0.02, 0.0125, 0.01],
        color: 0x3a3a3e,
        role: 'fixed',
        answersTo: ['drawing', 'lines'],
      }),
      part('eye', { ball: 0.006 }, 'paint', {
        ...at([
          [-0.04, 0.012, -0.015],
          [0.0, 0.012, -0.015],
        ]),
        color: 0x3a3a3e,
        role: 'fixed',
      }),
      part('smile', { ring: 0.03, r: 0.0016, arc: 140, from: 20 }, 'paint', {
        turn: [90, 0, 0],
        at: [-0.02, 0.0125, 0.005],
        color: 0x3a3a3e,
        role: 'fixed',
      }),
      rod('hair', [-0.07, 0.0125, -0.025], [0.03, 0.0125, -0.04], 0.0018, 'paint', {
        copies: [
          [0.005, 0, -0.008],
          [0.01, 0, -0.016],
        ],
        color: 0x3a3a3e,
        role: 'fixed',
      }),
      rod('shade', [0.06, 0.0125, 0.07], [0.11, 0.0125, 0.03], 0.0022, 'paint', {
        copies: [
          [0.008, 0, 0.008],
          [0.016, 0, 0.016],
          [0.024, 0, 0.024],
        ],
        color: 0x6a6a6e,
        role: 'fixed',
      }),
      part(
        'pencil',
        {
          capsule: [
            [0.155, 0.004, -0.06],
            [0.165, 0.004, 0.08],
          ],
          r: 0.004,
        },
        'paint',
        {
          color: 0xf0c020,
          role: 'fixed',
          answersTo: ['pencil'],
        },
      ),
      part('pencil_tip', { cyl: 0.018, r: 0.004, rTop: 0.0008 }, 'wood', {
        turn: [90, 0, 0],
        at: [0.1655, 0.004, 0.08],
        color: 0xe8c89a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A watercolour on its board: washes of sky, hills and a sun on the paper, the open paint
    // box of coloured pans and a brush beside it.
    kind: 'watercolor',
    nouns: [
      'watercolor',
      'watercolour',
      'watercolors',
      'watercolours',
      'watercolor painting',
      'watercolour painting',
      'aquarelle',
    ],
    size: [0.03, 0.5],
    parts: [
      part('board', { box: [0.34, 0.01, 0.26] }, 'paper', {
        color: 0xfaf6ee,
        answersTo: ['paper'],
      }),
      part('sky', { box: [0.3, 0.002, 0.11] }, 'paint', {
        at: [0, 0.01, -0.06],
        color: 0x8ab8e8,
        role: 'accent',
        answersTo: ['sky'],
      }),
      part('hill', { ellipsoid: [0.1, 0.003, 0.07] }, 'paint', {
        at: [-0.06, 0.011, 0.04],
        copies: [[0.13, 0, 0.01]],
        color: 0x6ab86a,
        role: 'fixed',
        answersTo: ['hills'],
      }),
      part('sun', { cyl: 0.003, r: 0.025 }, 'paint', {
        at: [0.09, 0.01, -0.075],
        color: 0xf8c838,
        role: 'fixed',
      }),
      part('paint_box', { box: [0.2, 0.018, 0.08] }, 'plastic', {
        at: [0.02, 0, 0.165],
        color: 0x1a1a1a,
        role: 'detail',
        answersTo: ['box', 'paint box'],
      }),
      ...PANS.map((color, i): PartDecl =>
        part(`pan_${i + 1}`, { box: [0.018, 0.006, 0.028] }, 'paint', {
          at: [-0.057 + i * 0.022, 0.018, 0.165],
          color,
          role: 'fixed',
        }),
      ),
      part(
        'brush',
        {
          capsule: [
            [-0.175, 0.006, -0.08],
            [-0.18, 0.006, 0.12],
          ],
          r: 0.005,
        },
        'wood',
        {
          color: 0xb8402a,
          role: 'fixed',
          answersTo: ['brush'],
        },
      ),
      part(
        'bristles',
        {
          capsule: [
            [-0.18, 0.006, 0.12],
            [-0.181, 0.006, 0.15],
          ],
          r: 0.006,
          r2: 0.002,
        },
        'fur',
        {
          color: 0x2a1a12,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // A cold frame in a garden: a low wooden box, higher at the back, its glass lid propped
    // open on a stick over rows of seedlings in the soil.
    kind: 'cold frame',
    nouns: ['cold frame', 'cold frames', 'coldframe', 'seedling frame'],
    size: [0.55, 1.2],
    parts: [
      part('back', { box: [1.2, 0.45, 0.04] }, 'wood', { at: [0, 0, -0.33] }),
      part('front', { box: [1.2, 0.25, 0.04] }, 'wood', { at: [0, 0, 0.33] }),
      part(
        'side',
        {
          extrude: [
            [-0.35, 0],
            [0.35, 0],
            [0.35, 0.25],
            [-0.35, 0.45],
          ],
          depth: 0.04,
        },
        'wood',
        { turn: [0, -90, 0], at: [0.58, 0, 0], mirror: true },
      ),
      part('soil', { box: [1.12, 0.12, 0.62] }, 'soil', { role: 'fixed' }),
      part('seedling', { ball: 0.035 }, 'leaf', {
        ...at(
          [-0.4, -0.2, 0, 0.2, 0.4].flatMap((x) =>
            [-0.15, 0.05, 0.22].map((z) => [x, 0.15, z] as V3),
          ),
        ),
        color: 0x5aa83a,
        role: 'fixed',
        answersTo: ['seedlings', 'plants'],
      }),
      part('lid', { box: [1.2, 0.02, 0.74] }, 'glass', {
        turn: [-28, 0, 0],
        at: [0, 0.62, -0.02],
        color: 0xcfe8f0,
        role: 'fixed',
        answersTo: ['lid', 'glass'],
      }),
      part('lid_frame', { box: [1.22, 0.03, 0.04] }, 'wood', {
        turn: [-28, 0, 0],
        at: [0, 0.45, -0.35],
        copies: [[0, 0.35, 0.65]],
        role: 'accent',
      }),
      rod('prop', [0.5, 0.25, 0.3], [0.5, 0.78, 0.3], 0.012, 'wood', { role: 'fixed' }),
    ],
  },
  {
    // A garden arbour: an arch of two pairs of posts joined over the top by a curved beam and
    // slats, a vine climbing it with bunches of grapes.
    kind: 'arbor',
    nouns: [
      'arbor',
      'arbour',
      'arbors',
      'arbours',
      'pergola',
      'garden arch',
      'grape arbor',
      'bower',
      'rose arch',
    ],
    size: [2.4, 1.4],
    parts: [
      part('post', { box: [0.1, 2.0, 0.1] }, 'wood', {
        ...at([
          [-0.6, 0, -0.3],
          [-0.6, 0, 0.3],
          [0.6, 0, -0.3],
          [0.6, 0, 0.3],
        ]),
        color: 0xe8e4da,
      }),
      part('arch', { sweep: ARCH, r: 0.05 }, 'wood', {
        copies: [[0, 0, 0.6]],
        at: [0, 0, -0.3],
        color: 0xe8e4da,
        answersTo: ['arch'],
      }),
      part('slat', { box: [0.05, 0.05, 0.74] }, 'wood', {
        ...at(ARCH.slice(1, -1).map(([x, y]) => [x, y, 0] as V3)),
        color: 0xe8e4da,
        role: 'detail',
      }),
      part('leaves', { ellipsoid: [0.2, 0.15, 0.17] }, 'leaf', {
        ...at(ARBOUR_LEAVES),
        color: 0x3f8a3a,
        role: 'accent',
        answersTo: ['vine', 'leaves'],
      }),
      part(
        'grapes',
        {
          capsule: [
            [0, 0, 0],
            [0, -0.14, 0],
          ],
          r: 0.05,
          r2: 0.02,
        },
        'plastic',
        {
          ...at([
            [-0.3, 2.2, 0.3],
            [0.35, 2.2, -0.3],
            [0.6, 1.45, 0.3],
          ]),
          color: 0x5a2a6a,
          role: 'fixed',
          answersTo: ['grapes'],
        },
      ),
    ],
  },
  {
    // A leaf blower: the orange engine with its handle on top, the long tube angled down to
    // the ground and a little heap of leaves blown ahead of it.
    kind: 'leaf blower',
    nouns: ['leaf blower', 'leaf blowers', 'leafblower', 'garden blower'],
    size: [0.42, 1.1],
    parts: [
      part('engine', { box: [0.26, 0.24, 0.2], round: 0.04 }, 'plastic', {
        at: [-0.3, 0.12, 0],
        color: 0xf07a1a,
      }),
      part(
        'handle',
        {
          sweep: [
            [-0.4, 0.34, 0],
            [-0.35, 0.43, 0],
            [-0.22, 0.43, 0],
            [-0.18, 0.34, 0],
          ],
          r: 0.016,
        },
        'plastic',
        {
          color: 0x2a2a2a,
          role: 'fixed',
          answersTo: ['handle'],
        },
      ),
      part('tank', { box: [0.2, 0.1, 0.16], round: 0.02 }, 'plastic', {
        at: [-0.32, 0.03, 0],
        color: 0xe8e4da,
        role: 'fixed',
      }),
      part(
        'tube',
        {
          capsule: [
            [-0.18, 0.2, 0],
            [0.5, 0.04, 0],
          ],
          r: 0.035,
          r2: 0.028,
        },
        'plastic',
        {
          color: 0xf07a1a,
          answersTo: ['tube', 'nozzle'],
        },
      ),
      part(
        'nozzle',
        {
          capsule: [
            [0.5, 0.04, 0],
            [0.56, 0.03, 0],
          ],
          r: 0.028,
        },
        'plastic',
        {
          color: 0x2a2a2a,
          role: 'fixed',
        },
      ),
      part('leaf', { ellipsoid: [0.03, 0.006, 0.02] }, 'leaf', {
        ...at([
          [0.62, 0.006, 0.02],
          [0.66, 0.012, -0.04],
          [0.7, 0.006, 0.05],
          [0.74, 0.01, -0.01],
          [0.6, 0.008, -0.06],
        ]),
        colors: [0xd8782a, 0xc8402a, 0xe8b83a],
        role: 'fixed',
        answersTo: ['leaves'],
      }),
      part('ground', { box: [0.4, 0.004, 0.2] }, 'grass', { at: [0.62, 0, 0], role: 'fixed' }),
    ],
  },
];

/** A drying rack's rails, [height, z] on each slope of its A-frame (apex 0.9 m up). */
const RACK_RAILS: readonly V3[] = [0.3, 0.5, 0.7].flatMap((h) => {
  const z = 0.3 * (1 - h / 0.9);
  return [[-0.45, h, z] as V3, [-0.45, h, -z] as V3];
});

/** An aviary's bars: uprights round its four sides. */
const AVIARY_BARS: readonly V3[] = [
  ...spaced(11, -1.2, 1.2).flatMap((x) => [[x, 0, 0.9] as V3, [x, 0, -0.9] as V3]),
  ...spaced(7, -0.9, 0.9)
    .slice(1, -1)
    .flatMap((z) => [[1.2, 0, z] as V3, [-1.2, 0, z] as V3]),
];

/** A veil's footprint, [x, z]: a thin half ring behind and round the head. */
const VEIL: V2[] = (() => {
  const angles = spaced(13, Math.PI * 0.05, Math.PI * 0.95);
  return [
    ...angles.map((a) => [0.13 * Math.cos(a), -0.13 * Math.sin(a)] as V2),
    ...[...angles].reverse().map((a) => [0.122 * Math.cos(a), -0.122 * Math.sin(a)] as V2),
  ];
})();

const THIRD: readonly KindDecl[] = [
  {
    // A folding drying rack: white rails on an A-frame, a towel and a shirt hung over them.
    kind: 'drying rack',
    nouns: [
      'drying rack',
      'drying racks',
      'clotheshorse',
      'clothes horse',
      'airer',
      'clothes airer',
      'laundry rack',
    ],
    size: [0.92, 0.95],
    parts: [
      ...[-0.45, 0.45].flatMap((x, i): PartDecl[] => [
        rod(`leg_${i + 1}`, [x, 0, 0.3], [x, 0.9, 0], 0.012, 'steel', {
          copies: [[0, 0, -0.3]],
          color: 0xf4f4f0,
          answersTo: ['frame'],
        }),
      ]),
      rod('leg_back', [-0.45, 0, -0.3], [-0.45, 0.9, 0], 0.012, 'steel', {
        copies: [[0.9, 0, 0]],
        color: 0xf4f4f0,
        answersTo: ['frame'],
      }),
      rod('ridge', [-0.45, 0.9, 0], [0.45, 0.9, 0], 0.01, 'steel', {
        color: 0xf4f4f0,
        answersTo: ['frame'],
      }),
      part(
        'rail',
        {
          capsule: [
            [0, 0, 0],
            [0.9, 0, 0],
          ],
          r: 0.006,
        },
        'steel',
        {
          ...at(RACK_RAILS),
          color: 0xf4f4f0,
          answersTo: ['rails', 'frame'],
        },
      ),
      part('towel', { box: [0.36, 0.42, 0.012] }, 'fabric', {
        turn: [-18, 0, 0],
        at: [-0.2, 0.3, 0.2],
        color: 0x3a8ad0,
        role: 'accent',
        answersTo: ['towel', 'laundry'],
      }),
      part('shirt', { extrude: SHIRT, depth: 0.012 }, 'fabric', {
        turn: [18, 0, 0],
        at: [0.2, 0.12, -0.16],
        color: 0xe8524a,
        role: 'fixed',
        answersTo: ['shirt', 'laundry'],
      }),
    ],
  },
  {
    // A party horn: a striped paper cone with a fringe at its mouth and a mouthpiece.
    kind: 'party horn',
    nouns: [
      'party horn',
      'party horns',
      'noisemaker',
      'noise maker',
      'party blower',
      'party hooter',
    ],
    size: [0.1, 0.32],
    parts: [
      part('cone', { cyl: 0.26, r: 0.008, rTop: 0.045 }, 'paper', {
        turn: [0, 0, -90],
        at: [-0.13, 0.05, 0],
        color: 0x2a8ad8,
      }),
      part('stripe', { cyl: 0.02, r: 0.02, rTop: 0.024 }, 'paper', {
        turn: [0, 0, -90],
        ...at([-0.07, 0.0, 0.07].map((x) => [x, 0.05, 0] as V3)),
        color: 0xf4c430,
        role: 'accent',
        answersTo: ['stripes'],
      }),
      part('fringe', { box: [0.04, 0.006, 0.012] }, 'paper', {
        ...at(
          Array.from({ length: 10 }, (_, i) => {
            const a = (i / 10) * 2 * Math.PI;
            return [0.145, 0.05 + 0.047 * Math.cos(a), 0.047 * Math.sin(a)] as V3;
          }),
        ),
        color: 0xe8423a,
        role: 'fixed',
      }),
      part('mouthpiece', { cyl: 0.025, r: 0.009 }, 'plastic', {
        turn: [0, 0, -90],
        at: [-0.155, 0.05, 0],
        color: 0xf4f4f0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A tea trolley: two wooden shelves on four legs with castors and a handle, a teapot
    // and two cups on top.
    kind: 'tea trolley',
    nouns: [
      'tea trolley',
      'tea trolleys',
      'teacart',
      'tea cart',
      'serving cart',
      'serving trolley',
      'bar cart',
    ],
    size: [0.95, 0.85],
    parts: [
      part('top', { box: [0.7, 0.03, 0.42] }, 'wood', {
        at: [0, 0.72, 0],
        answersTo: ['shelf', 'top'],
      }),
      part('shelf', { box: [0.7, 0.03, 0.42] }, 'wood', { at: [0, 0.25, 0], answersTo: ['shelf'] }),
      part('leg', { box: [0.03, 0.72, 0.03] }, 'brass', {
        ...at([
          [-0.34, 0.03, -0.2],
          [-0.34, 0.03, 0.2],
          [0.34, 0.03, -0.2],
          [0.34, 0.03, 0.2],
        ]),
        role: 'accent',
        answersTo: ['legs', 'frame'],
      }),
      part('castor', { ball: 0.03 }, 'rubber', {
        ...at([
          [-0.34, 0.03, -0.2],
          [-0.34, 0.03, 0.2],
          [0.34, 0.03, -0.2],
          [0.34, 0.03, 0.2],
        ]),
        role: 'fixed',
      }),
      part(
        'handle',
        {
          sweep: [
            [-0.35, 0.75, -0.2],
            [-0.44, 0.85, -0.2],
            [-0.44, 0.85, 0.2],
            [-0.35, 0.75, 0.2],
          ],
          r: 0.012,
        },
        'brass',
        {
          role: 'accent',
          answersTo: ['handle'],
        },
      ),
      part('teapot', { ellipsoid: [0.09, 0.075, 0.09] }, 'ceramic', {
        at: [-0.1, 0.825, 0],
        color: 0xf4f0e8,
        role: 'fixed',
        answersTo: ['teapot'],
      }),
      part('teapot_lid', { cyl: 0.03, r: 0.04, rTop: 0.015 }, 'ceramic', {
        at: [-0.1, 0.89, 0],
        color: 0xf4f0e8,
        role: 'fixed',
      }),
      rod('spout', [-0.03, 0.82, 0], [0.04, 0.88, 0], 0.012, 'ceramic', {
        color: 0xf4f0e8,
        role: 'fixed',
      }),
      part('cup', { cyl: 0.06, r: 0.035, rTop: 0.042 }, 'ceramic', {
        ...at([
          [0.15, 0.75, -0.08],
          [0.2, 0.75, 0.1],
        ]),
        color: 0xf4f0e8,
        role: 'fixed',
        answersTo: ['cups'],
      }),
      part('saucer', { cyl: 0.008, r: 0.06 }, 'ceramic', {
        ...at([
          [0.15, 0.75, -0.08],
          [0.2, 0.75, 0.1],
        ]),
        color: 0x8ab0d8,
        role: 'fixed',
      }),
    ],
  },
  {
    // Lumber: a stack of pale sawn two-by-fours, one lying across the top, end grain showing.
    kind: 'two-by-four',
    nouns: ['two-by-four', 'two-by-fours', 'two by four', 'timber boards'],
    size: [0.2, 2.4],
    parts: [
      part('board', { box: [2.4, 0.09, 0.045] }, 'wood', {
        ...at([
          [0, 0, -0.075],
          [0, 0, -0.025],
          [0, 0, 0.025],
          [0, 0, 0.075],
          [0, 0.09, -0.05],
          [0, 0.09, 0.0],
          [0, 0.09, 0.05],
        ]),
        color: 0xc89a5c,
      }),
      part('cross', { box: [0.045, 0.09, 0.9] }, 'wood', {
        at: [0.6, 0.18, 0.1],
        color: 0xd8b47a,
        role: 'accent',
      }),
      part('end_grain', { box: [0.006, 0.08, 0.04] }, 'wood', {
        ...at([
          [1.2, 0.005, -0.075],
          [1.2, 0.005, -0.025],
          [1.2, 0.005, 0.025],
          [1.2, 0.005, 0.075],
          [1.2, 0.095, -0.05],
          [1.2, 0.095, 0.0],
          [1.2, 0.095, 0.05],
        ]),
        color: 0xc8a06a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A bridal veil on a white head stand: sheer white tulle falling from a little tiara,
    // round the back and sides to below the shoulders.
    kind: 'veil',
    nouns: ['veil', 'veils', 'bridal veil', 'wedding veil', 'tulle veil'],
    size: [0.5, 0.3],
    parts: [
      part('stand', { cyl: 0.02, r: 0.09 }, 'plastic', { color: 0x2a2a2a, role: 'fixed' }),
      part('neck', { cyl: 0.2, r: 0.038 }, 'plastic', {
        at: [0, 0.02, 0],
        color: 0xe8e4dc,
        role: 'fixed',
      }),
      part('head', { ellipsoid: [0.08, 0.105, 0.09] }, 'plastic', {
        at: [0, 0.3, 0],
        color: 0xe8e4dc,
        role: 'fixed',
        answersTo: ['head'],
      }),
      part('veil', { plan: VEIL, height: 0.38, taper: 0.55 }, 'glass', {
        at: [0, 0.02, 0],
        color: 0xfcfcff,
        answersTo: ['tulle', 'lace'],
      }),
      part(
        'veil_back',
        { plan: VEIL.map(([x, z]) => [x * 1.8, z * 1.6] as V2), height: 0.24, taper: 0.7 },
        'glass',
        {
          at: [0, 0.02, -0.01],
          color: 0xf4f4fa,
          answersTo: ['tulle', 'lace'],
        },
      ),
      part('tiara', { ring: 0.07, r: 0.006, arc: 180 }, 'silver', {
        turn: [-20, 0, 0],
        at: [0, 0.38, 0.0],
        role: 'accent',
        answersTo: ['tiara', 'comb'],
      }),
      part('gem', { ball: 0.012 }, 'gem', {
        at: [0, 0.44, -0.024],
        color: 0xe8f4ff,
        role: 'fixed',
      }),
    ],
  },
  {
    // An amulet on its cord: a bronze disc with a blue eye-stone at its heart, the cord's
    // loop laid out round it.
    kind: 'amulet',
    nouns: ['amulet', 'amulets', 'talisman', 'talismans', 'charm pendant', 'good luck charm'],
    size: [0.03, 0.2],
    parts: [
      part('disc', { cyl: 0.006, r: 0.035 }, 'bronze', { at: [0, 0, 0.07] }),
      part('rim', { ring: 0.035, r: 0.004 }, 'gold', {
        turn: [90, 0, 0],
        at: [0, 0.004, 0.07],
        role: 'accent',
      }),
      part('stone', { ellipsoid: [0.016, 0.008, 0.016] }, 'gem', {
        at: [0, 0.006, 0.07],
        color: 0x1a5ad8,
        role: 'fixed',
        answersTo: ['stone', 'eye'],
      }),
      part('pupil', { ellipsoid: [0.006, 0.004, 0.006] }, 'paint', {
        at: [0, 0.013, 0.07],
        color: 0x101014,
        role: 'fixed',
      }),
      part('cord', { ring: 0.08, r: 0.003 }, 'leather', {
        turn: [90, 0, 0],
        at: [0, 0.003, -0.045],
        color: 0x4a2a12,
        role: 'detail',
        answersTo: ['cord', 'string'],
      }),
      part('bail', { ring: 0.008, r: 0.002 }, 'gold', { at: [0, 0.008, 0.033], role: 'fixed' }),
    ],
  },
  {
    // A garden aviary: a big wire cage on a low wall with a sloping roof, a branch across it
    // and coloured birds perched inside.
    kind: 'aviary',
    nouns: ['aviary', 'aviaries', 'birdhouse cage', 'flight cage', 'walk-in aviary'],
    size: [2.3, 2.5],
    parts: [
      part('base', { box: [2.5, 0.3, 1.9] }, 'brick', {
        role: 'detail',
        answersTo: ['wall', 'base'],
      }),
      part('bar', { cyl: 1.7, r: 0.012 }, 'darkMetal', {
        ...at(AVIARY_BARS.map(([x, , z]) => [x, 0.3, z] as V3)),
        role: 'accent',
        answersTo: ['bars', 'wire', 'mesh'],
      }),
      part('roof', { box: [2.6, 0.08, 2.0] }, 'wood', {
        at: [0, 2.0, 0],
        color: 0x6a4a2a,
        answersTo: ['roof'],
      }),
      part('rail', { box: [2.42, 0.04, 0.04] }, 'darkMetal', {
        at: [0, 1.1, 0.9],
        copies: [[0, 0, -1.8]],
        role: 'accent',
      }),
      rod('branch', [-1.2, 1.2, 0.1], [1.2, 1.35, -0.1], 0.035, 'bark', {
        role: 'fixed',
        answersTo: ['branch'],
      }),
      ...[
        [-0.6, 0x2a9a4a, 0xf0c020],
        [0.0, 0x2a6ad8, 0xf4f4f0],
        [0.6, 0xe8402a, 0xf0c020],
      ].flatMap(([x, body, head], i): PartDecl[] => {
        const y = 1.2 + ((x! + 1.2) / 2.4) * 0.15 + 0.03;
        return [
          part(`bird_${i + 1}`, { ellipsoid: [0.16, 0.1, 0.09] }, 'feathers', {
            turn: [0, 0, 25],
            at: [x!, y + 0.1, 0],
            color: body!,
            role: 'fixed',
            answersTo: ['birds'],
          }),
          part(`bird_head_${i + 1}`, { ball: 0.07 }, 'feathers', {
            at: [x! + 0.13, y + 0.2, 0],
            color: head!,
            role: 'fixed',
            answersTo: ['birds'],
          }),
        ];
      }),
    ],
  },
];

/** Warp threads of a frame loom, [x, y, z]: 15 across its width. */
const WARP: readonly V3[] = spaced(15, -0.3, 0.3).map((x) => [x, 0.15, 0] as V3);

/** Woven bands at a loom's foot, bottom up: [colour, height]. */
const WEFT: readonly (readonly [number, number])[] = [
  [0xc8322a, 0.1],
  [0xf0c020, 0.06],
  [0x2a5a9a, 0.1],
  [0xf4efe2, 0.05],
];

const FOURTH: readonly KindDecl[] = [
  {
    // A frame loom standing on its feet: the wooden frame, the warp threads strung from top
    // to bottom, bands of coloured weft woven at the foot and the shuttle across them.
    kind: 'loom',
    nouns: [
      'loom',
      'looms',
      'weaving loom',
      'hand loom',
      'handloom',
      'frame loom',
      'tapestry loom',
    ],
    size: [1.15, 0.9],
    vary: 0.06,
    parts: [
      part('post', { box: [0.06, 1.1, 0.06] }, 'wood', {
        ...at([
          [-0.38, 0.05, 0],
          [0.38, 0.05, 0],
        ]),
        answersTo: ['frame'],
      }),
      part('beam', { box: [0.9, 0.07, 0.08] }, 'wood', {
        ...at([
          [0, 0.08, 0],
          [0, 1.05, 0],
        ]),
        answersTo: ['frame'],
      }),
      part('foot', { box: [0.08, 0.05, 0.45] }, 'wood', {
        ...at([
          [-0.38, 0, 0],
          [0.38, 0, 0],
        ]),
        role: 'detail',
      }),
      part('warp', { box: [0.005, 0.9, 0.005] }, 'fabric', {
        ...at(WARP),
        color: 0xf4efe2,
        role: 'fixed',
        answersTo: ['threads', 'warp'],
      }),
      ...WEFT.map(([color, h], i): PartDecl => {
        const y = 0.15 + WEFT.slice(0, i).reduce((sum, [, hh]) => sum + hh, 0);
        return part(`weft_${i + 1}`, { box: [0.62, h, 0.02] }, 'fabric', {
          at: [0, y, 0],
          color,
          role: i === 0 ? 'main' : 'fixed',
          answersTo: ['cloth', 'weaving'],
        });
      }),
      part(
        'shuttle',
        {
          extrude: [
            [-0.2, 0],
            [-0.16, -0.02],
            [0.16, -0.02],
            [0.2, 0],
            [0.16, 0.02],
            [-0.16, 0.02],
          ],
          depth: 0.025,
        },
        'darkWood',
        { at: [0.05, 0.48, 0.02], role: 'accent', answersTo: ['shuttle'] },
      ),
    ],
  },
  {
    // A pair of cufflinks on a little white cushion: gold faces set with blue enamel, each with
    // its post and toggle bar.
    kind: 'cufflink',
    nouns: ['cufflink', 'cufflinks', 'cuff link', 'cuff links', 'pair of cufflinks'],
    size: [0.04, 0.09],
    vary: 0.06,
    parts: [
      part('cushion', { box: [0.09, 0.015, 0.05], round: 0.006 }, 'fabric', {
        color: 0xf4f2ee,
        role: 'detail',
        answersTo: ['cushion', 'box'],
      }),
      ...[-0.022, 0.022].flatMap((x, i): PartDecl[] => [
        part(`face_${i + 1}`, { cyl: 0.004, r: 0.011 }, 'gold', {
          turn: [70, 0, 0],
          at: [x, 0.028, 0.006],
          answersTo: ['face', 'faces'],
        }),
        part(`enamel_${i + 1}`, { cyl: 0.0015, r: 0.008 }, 'gem', {
          turn: [70, 0, 0],
          at: [x, 0.0295, 0.0098],
          color: 0x1a4ab8,
          role: 'accent',
          answersTo: ['enamel', 'stone'],
        }),
        rod(`post_${i + 1}`, [x, 0.026, 0.0], [x, 0.02, -0.012], 0.0018, 'gold', { role: 'fixed' }),
        part(
          `toggle_${i + 1}`,
          {
            capsule: [
              [x - 0.008, 0.017, -0.014],
              [x + 0.008, 0.017, -0.014],
            ],
            r: 0.003,
          },
          'gold',
          {
            role: 'fixed',
          },
        ),
      ]),
    ],
  },
  {
    // Brass knuckles lying flat: four finger rings in a row over the curved grip bar.
    kind: 'knuckle duster',
    nouns: ['knuckle duster', 'knuckle dusters', 'knuckles duster', 'knucks', 'brass knuckles'],
    size: [0.014, 0.11],
    vary: 0.06,
    parts: [
      part('ring', { ring: 0.012, r: 0.0045 }, 'brass', {
        turn: [90, 0, 0],
        ...at([-0.036, -0.012, 0.012, 0.036].map((x) => [x, 0.0045, 0] as V3)),
      }),
      part(
        'grip',
        {
          sweep: [
            [-0.045, 0.0045, 0.012],
            [-0.025, 0.0045, 0.03],
            [0.025, 0.0045, 0.03],
            [0.045, 0.0045, 0.012],
          ],
          r: 0.0055,
        },
        'brass',
        { answersTo: ['grip', 'bar'] },
      ),
    ],
  },
  {
    // A fur muff: a soft round tube of fur with its dark openings at the ends and a cord to
    // hang it from the neck.
    kind: 'muff',
    nouns: ['muff', 'muffs', 'hand muff', 'hand warmer muff'],
    size: [0.42, 0.34],
    vary: 0.06,
    parts: [
      part(
        'muff',
        {
          capsule: [
            [-0.09, 0.12, 0],
            [0.09, 0.12, 0],
          ],
          r: 0.12,
        },
        'fur',
        { color: 0xf2ede4 },
      ),
      part('opening', { cyl: 0.01, r: 0.065 }, 'fabric', {
        turn: [0, 0, 90],
        ...at([
          [-0.2, 0.12, 0],
          [0.21, 0.12, 0],
        ]),
        color: 0x3a2a2a,
        role: 'fixed',
        answersTo: ['lining'],
      }),
      part(
        'cord',
        {
          sweep: [
            [-0.1, 0.22, 0],
            [-0.12, 0.32, 0],
            [0, 0.4, 0],
            [0.12, 0.32, 0],
            [0.1, 0.22, 0],
          ],
          r: 0.006,
        },
        'fabric',
        { color: 0xb8a07a, role: 'accent', answersTo: ['cord', 'strap'] },
      ),
    ],
  },
];

export const LIST_SIX_KINDS: readonly KindDecl[] = [
  ...BUILDINGS,
  ...THINGS,
  ...MORE,
  ...THIRD,
  ...FOURTH,
];
