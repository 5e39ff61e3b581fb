/**
 * Everyday things of the ImageNet classes that read as unknown (issue #32, session 19, I): the
 * things people photograph and name — a harmonica, a xylophone, a lawn mower, a sewing machine,
 * a cash machine, an iPod, a radiator, a piggy bank, a sleeping bag, a unicycle, a gong, a
 * guillotine, a triumphal arch, a jigsaw puzzle, a honeycomb… Each is built as the picture the
 * word calls up, with what tells it from its near kinds (docs/decisions.md, "ImageNet things
 * people name"). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arch, oval, polygon } from './outlines.ts';
import { lettering } from './buildings-by-use.ts';
import { at, part, rod, spaced, type More } from './part-shorthand.ts';

/** A wheel (a disc `w` thick, its axle along X) centred on `c`. */
function wheelX(
  name: string,
  c: V3,
  r: number,
  w: number,
  finish: string,
  more: More = {},
): PartDecl {
  return part(name, { cyl: w, r }, finish, {
    turn: [0, 0, 90],
    at: [c[0] + w / 2, c[1], c[2]],
    ...more,
  });
}

/** A disc `t` thick facing +Z (its axis along Z), centred on `c`. */
function discZ(
  name: string,
  c: V3,
  r: number,
  t: number,
  finish: string,
  more: More = {},
): PartDecl {
  return part(name, { cyl: t, r }, finish, {
    turn: [90, 0, 0],
    at: [c[0], c[1], c[2] - t / 2],
    ...more,
  });
}

const RAINBOW = [0xd8282a, 0xf07a1a, 0xf2c81c, 0x3aa83a, 0x2a7ad8, 0x4a3ab8, 0x9a3ab8, 0xe05aa0];
const DARK = 0x1e1e22;
/** Colour lists parts pick from together (one pick per list, declare.ts). */
const OCARINA = [0x2a5ab8, 0x8a5a3a, 0x3a8a5a];
const SEWING = [0xf2f0ea, 0x1e1e22];
const ATM_PAINT = [0x2a4a8a, 0xc8202a, 0x3a3a3e];
const BAG = [0x2a6ad8, 0x3a8a3a, 0xc8202a, 0x5a3a8a];
const FRAME = [0xc8202a, 0x2a5ab8, 0x1e1e22];
const SLED = [0xc8202a, 0xf2c01c, 0x2a5ab8, 0x1e1e22];
const SHADE = [0xe8dcc0, 0x3a5a8a, 0x8a2a2a, 0x5a8a5a];

const MUSIC: readonly KindDecl[] = [
  {
    // A mouth organ lying on its back: a wooden comb between two chrome covers, its row of
    // square blow holes along the front.
    kind: 'harmonica',
    nouns: ['harmonica', 'mouth organ', 'blues harp'],
    size: [0.03, 0.11],
    parts: [
      part('comb', { box: [0.1, 0.012, 0.026] }, 'wood', { at: [0, 0.006, 0], role: 'accent' }),
      part('cover_bottom', { box: [0.104, 0.006, 0.028], round: 0.002 }, 'chrome', {
        at: [0, 0, -0.001],
      }),
      part('cover_top', { box: [0.104, 0.008, 0.028], round: 0.003 }, 'chrome', {
        at: [0, 0.018, -0.001],
        answersTo: ['cover'],
      }),
      part('hole', { box: [0.0055, 0.0065, 0.002] }, 'plastic', {
        ...at(spaced(10, -0.0441, 0.0441).map((x) => [x, 0.0088, 0.0125] as V3)),
        color: DARK,
        role: 'fixed',
        answersTo: ['holes'],
      }),
    ],
  },
  {
    // A toy xylophone: rainbow bars from long to short across two rails, a mallet on top.
    kind: 'xylophone',
    nouns: ['xylophone', 'marimba', 'toy xylophone'],
    size: [0.05, 0.4],
    parts: [
      rod('rail', [-0.17, 0.012, -0.075], [0.17, 0.012, -0.05], 0.012, 'wood', {
        copies: [[0, 0, 0.125]],
        role: 'accent',
        answersTo: ['frame'],
      }),
      rod('rail_end', [-0.17, 0.012, -0.075], [-0.17, 0.012, 0.075], 0.012, 'wood', {
        copies: [[0.34, 0, 0]],
        role: 'accent',
        answersTo: ['frame'],
      }),
      ...spaced(8, -0.15, 0.15).map((x, i) =>
        part(`bar_${i + 1}`, { box: [0.032, 0.01, 0.2 - i * 0.012], round: 0.003 }, 'paint', {
          at: [x, 0.022, 0],
          color: RAINBOW[i],
          answersTo: ['bars', 'bar', 'keys'],
        }),
      ),
      rod('mallet_stick', [-0.06, 0.036, 0.1], [0.1, 0.036, 0.16], 0.004, 'wood', {
        role: 'detail',
        answersTo: ['mallet'],
      }),
      part('mallet_head', { ball: 0.014 }, 'wood', {
        at: [-0.065, 0.036, 0.098],
        color: 0xd8282a,
        role: 'fixed',
        answersTo: ['mallet'],
      }),
    ],
    looks: {
      // A marimba: long rosewood bars on a wooden frame on legs, brass tubes hanging under.
      marimba: {
        drop: [
          'rail',
          'rail_end',
          'mallet_stick',
          'mallet_head',
          ...Array.from({ length: 8 }, (_, i) => `bar_${i + 1}`),
        ],
        parts: [
          ...spaced(10, -0.45, 0.45).map((x, i) =>
            part(`bar_${i + 1}`, { box: [0.08, 0.025, 0.42 - i * 0.022], round: 0.006 }, 'wood', {
              at: [x, 0.86, 0],
              color: 0x8a3a1e,
              answersTo: ['bars', 'bar', 'keys'],
            }),
          ),
          ...spaced(10, -0.45, 0.45).map((x, i) =>
            part(`tube_${i + 1}`, { cyl: 0.5 - i * 0.035, r: 0.028 }, 'brass', {
              at: [x, 0.86 - (0.5 - i * 0.035), 0],
              role: 'accent',
              answersTo: ['tubes', 'resonators'],
            }),
          ),
          part('frame', { box: [1.04, 0.06, 0.06] }, 'wood', {
            at: [0, 0.8, -0.2],
            copies: [[0, 0, 0.4]],
            color: 0x5a3a22,
            role: 'accent',
          }),
          part('leg', { box: [0.06, 0.8, 0.06] }, 'wood', {
            ...at([
              [-0.5, 0, -0.2],
              [-0.5, 0, 0.2],
              [0.5, 0, -0.2],
              [0.5, 0, 0.2],
            ]),
            color: 0x5a3a22,
            role: 'accent',
            answersTo: ['legs', 'frame'],
          }),
        ],
      },
    },
  },
  {
    // A bronze gong hung by two cords in a wooden frame, a raised boss in its middle and a
    // padded beater leaning on a post.
    kind: 'gong',
    nouns: ['gong', 'tam-tam', 'tamtam', 'gongs'],
    size: [1.4, 1.2],
    parts: [
      part('post', { box: [0.08, 1.4, 0.08] }, 'wood', {
        ...at([
          [-0.55, 0, 0],
          [0.55, 0, 0],
        ]),
        color: 0x7a2a1a,
        role: 'accent',
        answersTo: ['frame', 'stand'],
      }),
      part('beam', { box: [1.3, 0.1, 0.1] }, 'wood', {
        at: [0, 1.34, 0],
        color: 0x7a2a1a,
        role: 'accent',
        answersTo: ['frame', 'stand'],
      }),
      part('foot', { box: [0.12, 0.06, 0.5] }, 'wood', {
        ...at([
          [-0.55, 0, 0],
          [0.55, 0, 0],
        ]),
        color: 0x7a2a1a,
        role: 'accent',
      }),
      discZ('disc', [0, 0.78, 0], 0.42, 0.03, 'bronze', { answersTo: ['gong'] }),
      part('rim', { ring: 0.42, r: 0.025 }, 'bronze', { at: [0, 0.78, 0] }),
      part('boss', { ellipsoid: [0.09, 0.09, 0.04] }, 'gold', {
        at: [0, 0.78, 0.015],
        role: 'accent',
      }),
      rod('cord', [-0.2, 1.13, 0], [-0.3, 1.34, 0], 0.008, 'fabric', {
        copies: [[0.5, 0, 0]],
        color: 0xc8202a,
        role: 'fixed',
      }),
      rod('cord_r', [0.2, 1.13, 0], [0.3, 1.34, 0], 0.008, 'fabric', {
        color: 0xc8202a,
        role: 'fixed',
      }),
      rod('beater', [0.64, 0.02, 0.2], [0.6, 0.7, 0.06], 0.012, 'wood', {
        role: 'detail',
        answersTo: ['mallet'],
      }),
      part('beater_head', { ball: 0.06 }, 'fabric', {
        at: [0.6, 0.72, 0.06],
        color: 0xd8c8a0,
        role: 'fixed',
        answersTo: ['mallet'],
      }),
    ],
  },
  {
    // An ocarina: a fat glazed egg with a mouthpiece sticking out and finger holes on top.
    kind: 'ocarina',
    nouns: ['ocarina', 'sweet potato flute', 'vessel flute'],
    size: [0.07, 0.17],
    parts: [
      part('body', { ellipsoid: [0.065, 0.035, 0.045] }, 'ceramic', {
        at: [0, 0.036, 0],
        colors: OCARINA,
      }),
      part('mouthpiece', { box: [0.05, 0.018, 0.024], round: 0.006 }, 'ceramic', {
        at: [-0.075, 0.03, 0],
        colors: OCARINA,
        answersTo: ['body'],
      }),
      part('hole', { cyl: 0.004, r: 0.006 }, 'plastic', {
        ...at([
          [-0.025, 0.067, -0.016],
          [-0.005, 0.069, -0.02],
          [0.015, 0.069, -0.02],
          [0.035, 0.066, -0.016],
          [-0.025, 0.067, 0.016],
          [-0.005, 0.069, 0.02],
          [0.015, 0.069, 0.02],
          [0.035, 0.066, 0.016],
        ]),
        color: DARK,
        role: 'fixed',
        answersTo: ['holes'],
      }),
      part('window', { box: [0.012, 0.004, 0.012] }, 'plastic', {
        at: [-0.04, 0.066, 0],
        color: DARK,
        role: 'fixed',
      }),
    ],
  },
  {
    // Pan pipes: a raft of bamboo pipes long to short, bound by two cords across.
    kind: 'panpipe',
    nouns: ['panpipe', 'panpipes', 'pan pipes', 'pan flute', 'pan-pipes', 'syrinx', 'pipes of pan'],
    size: [0.3, 0.3],
    parts: [
      ...spaced(9, -0.11, 0.11).map((x, i) =>
        part(`pipe_${i + 1}`, { cyl: 0.3 - i * 0.022, r: 0.013 }, 'bamboo', {
          at: [x, 0.3 - (0.3 - i * 0.022), 0],
          answersTo: ['pipes', 'pipe'],
        }),
      ),
      part('band', { box: [0.26, 0.02, 0.032] }, 'fabric', {
        at: [0, 0.24, 0],
        copies: [[0, -0.08, 0]],
        color: 0xb8202a,
        role: 'accent',
        answersTo: ['cord', 'binding'],
      }),
    ],
  },
];

const DEVICES: readonly KindDecl[] = [
  {
    // A push mower: a low deck on four wheels, the engine on top, a grass bag behind and the
    // handle rising back to a bar.
    kind: 'lawn mower',
    nouns: ['lawn mower', 'lawnmower', 'mower', 'grass cutter', 'push mower', 'power mower'],
    size: [1.0, 1.5],
    parts: [
      part('deck', { box: [0.52, 0.16, 0.56], round: 0.05 }, 'paint', {
        at: [0, 0.06, 0.1],
        colors: [0xc8202a, 0x2a8a3a, 0xe8b81c],
        answersTo: ['body'],
      }),
      ...[
        [-0.27, 0.1, 0.3],
        [0.27, 0.1, 0.3],
        [-0.27, 0.12, -0.12],
        [0.27, 0.12, -0.12],
      ].map(([x, y, z], i) =>
        wheelX(`wheel_${i + 1}`, [x! + (x! < 0 ? -0.02 : 0.02), y!, z!], y!, 0.05, 'rubber', {
          color: 0x1e1e1e,
          role: 'fixed',
          answersTo: ['wheels'],
        }),
      ),
      part('engine', { cyl: 0.16, r: 0.13 }, 'metal', {
        at: [0, 0.21, 0.12],
        color: 0x3a3a3e,
        role: 'detail',
      }),
      part('engine_cap', { cyl: 0.04, r: 0.09, rTop: 0.06 }, 'plastic', {
        at: [0, 0.37, 0.12],
        color: DARK,
        role: 'fixed',
      }),
      part('bag', { box: [0.4, 0.3, 0.34], round: 0.04 }, 'fabric', {
        at: [0, 0.08, -0.34],
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['grass bag', 'grass catcher'],
      }),
      rod('handle', [-0.22, 0.2, -0.2], [-0.24, 0.98, -0.76], 0.014, 'steel', {
        copies: [[0.46, 0, 0]],
        role: 'detail',
      }),
      rod('handle_bar', [-0.24, 0.98, -0.76], [0.22, 0.98, -0.76], 0.016, 'rubber', {
        color: DARK,
        role: 'fixed',
        answersTo: ['handle'],
      }),
    ],
  },
  {
    // A household sewing machine: a flat bed, a pillar on the right, the arm over to the head
    // on the left with its needle down to the plate, a hand wheel and a spool of thread on top.
    kind: 'sewing machine',
    nouns: ['sewing machine', 'sewing machines', 'singer sewing machine'],
    size: [0.32, 0.45],
    parts: [
      part('bed', { box: [0.44, 0.06, 0.2], round: 0.01 }, 'plastic', {
        colors: SEWING,
        answersTo: ['body', 'base'],
      }),
      part('pillar', { box: [0.1, 0.2, 0.15], round: 0.02 }, 'plastic', {
        at: [0.15, 0.06, -0.01],
        colors: SEWING,
        answersTo: ['body'],
      }),
      part('arm', { box: [0.4, 0.08, 0.13], round: 0.025 }, 'plastic', {
        at: [0.01, 0.22, -0.01],
        colors: SEWING,
        answersTo: ['body'],
      }),
      part('head', { box: [0.07, 0.12, 0.13], round: 0.02 }, 'plastic', {
        at: [-0.16, 0.15, -0.01],
        colors: SEWING,
        answersTo: ['body'],
      }),
      rod('needle_bar', [-0.17, 0.08, 0.02], [-0.17, 0.16, 0.02], 0.005, 'chrome', {
        role: 'detail',
        answersTo: ['needle'],
      }),
      rod('needle', [-0.17, 0.061, 0.02], [-0.17, 0.085, 0.02], 0.0015, 'steel', {
        role: 'detail',
      }),
      part('plate', { box: [0.08, 0.003, 0.08] }, 'chrome', { at: [-0.17, 0.06, 0.02] }),
      wheelX('hand_wheel', [0.215, 0.24, -0.01], 0.055, 0.025, 'metal', {
        color: 0x9a9aa0,
        role: 'detail',
        answersTo: ['wheel'],
      }),
      rod('spool_pin', [0.06, 0.3, -0.02], [0.06, 0.34, -0.02], 0.004, 'chrome', {
        role: 'detail',
      }),
      part('spool', { cyl: 0.035, r: 0.016 }, 'fabric', {
        at: [0.06, 0.3, -0.02],
        colors: [0xc8202a, 0x2a5ab8, 0xe8b81c],
        role: 'fixed',
        answersTo: ['thread'],
      }),
      part('dial', { cyl: 0.01, r: 0.025 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0.1, 0.26, 0.055],
        color: 0xc8202a,
        role: 'fixed',
      }),
      part('cloth', { box: [0.18, 0.004, 0.16] }, 'fabric', {
        at: [-0.12, 0.06, 0.06],
        colors: [0x4a8ad8, 0xd85a8a, 0xf0d04a],
        role: 'fixed',
        optional: 0.6,
      }),
    ],
  },
  {
    // A home router / modem: a flat black box on its feet, three aerials up the back and a
    // row of green lights along the front.
    kind: 'modem',
    nouns: [
      'modem',
      'router',
      'wifi router',
      'wi-fi router',
      'wireless router',
      'internet router',
      'broadband router',
      'cable modem',
    ],
    size: [0.2, 0.24],
    parts: [
      part('body', { box: [0.22, 0.04, 0.14], round: 0.01 }, 'plastic', {
        at: [0, 0.006, 0],
        colors: [0x1e1e22, 0xf2f2f2],
      }),
      part('foot', { box: [0.03, 0.006, 0.03] }, 'rubber', {
        ...at([
          [-0.08, 0, -0.05],
          [0.08, 0, -0.05],
          [-0.08, 0, 0.05],
          [0.08, 0, 0.05],
        ]),
        color: DARK,
        role: 'fixed',
      }),
      rod('antenna', [-0.08, 0.04, -0.06], [-0.1, 0.2, -0.08], 0.007, 'plastic', {
        copies: [
          [0.08, 0.005, -0.005],
          [0.16, 0, 0],
        ],
        color: DARK,
        role: 'fixed',
        answersTo: ['antennas', 'aerials'],
      }),
      part('light', { box: [0.008, 0.006, 0.004] }, 'light', {
        ...at(spaced(6, -0.07, 0.05).map((x) => [x, 0.025, 0.071] as V3)),
        color: 0x3aff6a,
        role: 'fixed',
        answersTo: ['lights', 'leds'],
      }),
    ],
  },
  {
    // A cash machine in a wall panel: a steel fascia under a hood, a blue screen, a keypad,
    // the card slot and the cash slot.
    kind: 'cash machine',
    nouns: [
      'cash machine',
      'atm',
      'cash dispenser',
      'automated teller machine',
      'automated teller',
      'cashpoint',
      'cash point',
      'bank machine',
      'teller machine',
    ],
    size: [1.7, 0.9],
    parts: [
      part('body', { box: [0.8, 1.6, 0.6] }, 'paint', {
        at: [0, 0, -0.3],
        colors: ATM_PAINT,
      }),
      part('fascia', { box: [0.66, 0.9, 0.04] }, 'steel', { at: [0, 0.55, 0], role: 'detail' }),
      part('hood', { box: [0.8, 0.12, 0.2] }, 'paint', {
        at: [0, 1.45, 0.05],
        colors: ATM_PAINT,
        answersTo: ['body'],
      }),
      part('screen', { box: [0.36, 0.26, 0.02] }, 'glass', {
        at: [0, 1.08, 0.04],
        color: 0x3a8ae0,
        role: 'fixed',
      }),
      part('shelf', { box: [0.6, 0.04, 0.2] }, 'steel', { at: [0, 0.78, 0.1], role: 'detail' }),
      part('key', { box: [0.04, 0.012, 0.035] }, 'metal', {
        ...at(
          [0, 1, 2, 3].flatMap((r) =>
            [0, 1, 2].map((c) => [-0.07 + c * 0.05, 0.82, 0.05 + r * 0.04] as V3),
          ),
        ),
        color: 0xc8c8cc,
        role: 'fixed',
        answersTo: ['keypad', 'keys'],
      }),
      part('card_slot', { box: [0.1, 0.02, 0.03] }, 'plastic', {
        at: [0.2, 0.86, 0.02],
        color: 0x3aff6a,
        role: 'fixed',
      }),
      part('cash_slot', { box: [0.3, 0.04, 0.02] }, 'plastic', {
        at: [0, 0.62, 0.02],
        color: DARK,
        role: 'fixed',
      }),
    ],
  },
  {
    // An iPod classic: a white slab standing up, a screen in its top half and the round click
    // wheel with its centre button below.
    kind: 'ipod',
    nouns: [
      'ipod',
      'mp3 player',
      'music player',
      'media player',
      'portable music player',
      'digital audio player',
      'walkman mp3',
    ],
    size: [0.1, 0.1],
    parts: [
      part('body', { box: [0.062, 0.104, 0.012], round: 0.006 }, 'plastic', {
        colors: [0xf4f4f4, 0x1e1e22, 0xc8c8cc],
      }),
      part('screen', { box: [0.05, 0.036, 0.002] }, 'glass', {
        at: [0, 0.06, 0.006],
        color: 0x4a8ad8,
        role: 'fixed',
      }),
      discZ('wheel', [0, 0.032, 0.0065], 0.02, 0.002, 'plastic', {
        color: 0xd8d8dc,
        role: 'fixed',
        answersTo: ['click wheel'],
      }),
      discZ('button', [0, 0.032, 0.0075], 0.007, 0.002, 'plastic', {
        color: 0xf8f8f8,
        role: 'fixed',
      }),
    ],
  },
  {
    // A hi-fi CD player: a black box, its tray slid out with a rainbow-sheened disc in it,
    // a lit display and round buttons.
    kind: 'cd player',
    nouns: [
      'cd player',
      'compact disc player',
      'compact disk player',
      'cd deck',
      'discman',
      'dvd player',
      'blu-ray player',
    ],
    size: [0.1, 0.5],
    parts: [
      part('body', { box: [0.43, 0.09, 0.3], round: 0.006 }, 'metal', {
        at: [0, 0.01, -0.1],
        colors: [0x1e1e22, 0xb8b8bc],
      }),
      part('foot', { box: [0.04, 0.01, 0.04] }, 'rubber', {
        ...at([
          [-0.17, 0, -0.2],
          [0.17, 0, -0.2],
          [-0.17, 0, 0.0],
          [0.17, 0, 0.0],
        ]),
        color: DARK,
        role: 'fixed',
      }),
      part('tray', { box: [0.15, 0.014, 0.15] }, 'plastic', {
        at: [-0.1, 0.065, 0.12],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('disc', { cyl: 0.003, r: 0.06 }, 'chrome', {
        at: [-0.1, 0.079, 0.12],
        color: 0xd8d0f0,
        role: 'fixed',
        answersTo: ['cd', 'disc'],
      }),
      part('disc_label', { cyl: 0.001, r: 0.03 }, 'paper', {
        at: [-0.1, 0.082, 0.12],
        colors: [0xd8282a, 0xf2c81c, 0x2a7ad8],
        role: 'fixed',
      }),
      part('display', { box: [0.12, 0.03, 0.004] }, 'light', {
        at: [0.1, 0.045, 0.051],
        color: 0x5ad8f0,
        role: 'fixed',
      }),
      discZ('button', [0.04, 0.03, 0.052], 0.007, 0.004, 'chrome', {
        copies: [
          [0.025, 0, 0],
          [0.05, 0, 0],
          [0.075, 0, 0],
          [0.1, 0, 0],
        ],
        role: 'detail',
        answersTo: ['buttons'],
      }),
    ],
  },
  {
    // A personal cassette player: a small box standing up, the cassette showing through its
    // window with both reels, a row of piano keys on top and headphones plugged in.
    kind: 'cassette player',
    nouns: ['cassette player', 'tape player', 'walkman', 'personal stereo'],
    size: [0.2, 0.15],
    parts: [
      part('body', { box: [0.12, 0.085, 0.032], round: 0.005 }, 'plastic', {
        colors: [0x2a5ab8, 0xc8202a, 0xe8e8e8, 0xe8b81c],
      }),
      part('window', { box: [0.1, 0.06, 0.003] }, 'glass', {
        at: [0, 0.012, 0.016],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('cassette_label', { box: [0.08, 0.02, 0.002] }, 'paper', {
        at: [0, 0.046, 0.018],
        color: 0xf0e8d0,
        role: 'fixed',
        answersTo: ['cassette'],
      }),
      discZ('reel', [-0.022, 0.033, 0.0185], 0.009, 0.002, 'plastic', {
        copies: [[0.044, 0, 0]],
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['reels', 'cassette'],
      }),
      part('key', { box: [0.016, 0.01, 0.016] }, 'metal', {
        ...at(spaced(5, -0.04, 0.04).map((x) => [x, 0.085, 0] as V3)),
        color: 0xc8c8cc,
        role: 'fixed',
        answersTo: ['buttons', 'keys'],
      }),
      rod('cable', [0.05, 0.09, 0], [0.06, 0.16, 0], 0.002, 'plastic', {
        color: DARK,
        role: 'fixed',
        answersTo: ['headphones'],
      }),
      part('headphone_band', { ring: 0.05, r: 0.004, arc: 180 }, 'plastic', {
        at: [0.06, 0.15, 0],
        color: 0xc8c8cc,
        role: 'fixed',
        answersTo: ['headphones'],
      }),
      part('earpiece', { cyl: 0.012, r: 0.02 }, 'fabric', {
        turn: [0, 0, 90],
        at: [0.016, 0.15, 0],
        copies: [[0.096, 0, 0]],
        color: 0xe86a1a,
        role: 'fixed',
        answersTo: ['headphones'],
      }),
    ],
  },
  {
    // A video projector: a pale box on little feet, a big lens off-centre in its front and vents
    // along the side (a beam of light drawn as a cone read as a megaphone's horn).
    kind: 'projector',
    nouns: [
      'projector',
      'video projector',
      'digital projector',
      'data projector',
      'lcd projector',
      'overhead projector',
    ],
    size: [0.12, 0.32],
    parts: [
      part('body', { box: [0.3, 0.09, 0.22], round: 0.02 }, 'plastic', {
        at: [0, 0.012, 0],
        colors: [0xf0f0f0, 0x2a2a2e],
      }),
      part('foot', { cyl: 0.012, r: 0.01 }, 'rubber', {
        ...at([
          [-0.11, 0, -0.08],
          [0.11, 0, -0.08],
          [-0.11, 0, 0.08],
          [0.11, 0, 0.08],
        ]),
        color: DARK,
        role: 'fixed',
      }),
      discZ('lens_barrel', [-0.07, 0.057, 0.115], 0.04, 0.02, 'plastic', {
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['lens'],
      }),
      discZ('lens', [-0.07, 0.057, 0.126], 0.03, 0.004, 'glass', {
        color: 0x5a7ac8,
        role: 'fixed',
      }),
      part('vent', { box: [0.004, 0.05, 0.006] }, 'plastic', {
        ...at(spaced(7, 0.02, 0.11).map((x) => [x, 0.03, 0.11] as V3)),
        color: 0x5a5a5e,
        role: 'fixed',
      }),
      part('button', { cyl: 0.004, r: 0.01 }, 'plastic', {
        at: [0.09, 0.102, 0.04],
        copies: [[0.025, 0, 0]],
        color: 0x3aa83a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A column radiator under a window: white sections side by side joined top and bottom,
    // on short feet, a valve and its pipe at one end.
    kind: 'radiator',
    nouns: [
      'radiator',
      'heating radiator',
      'column radiator',
      'panel radiator',
      'central heating radiator',
    ],
    size: [0.7, 0.9],
    parts: [
      part('section', { box: [0.055, 0.56, 0.09], round: 0.02 }, 'metal', {
        ...at(spaced(12, -0.36, 0.36).map((x) => [x, 0.08, 0] as V3)),
        color: 0xf2f2ee,
        answersTo: ['body', 'sections', 'fins'],
      }),
      part('header', { box: [0.8, 0.04, 0.05], round: 0.015 }, 'metal', {
        at: [0, 0.6, 0],
        copies: [[0, -0.48, 0]],
        color: 0xf2f2ee,
        answersTo: ['body'],
      }),
      part('foot', { box: [0.06, 0.08, 0.12] }, 'metal', {
        ...at([
          [-0.3, 0, 0],
          [0.3, 0, 0],
        ]),
        color: 0xf2f2ee,
        answersTo: ['body'],
      }),
      rod('pipe', [0.42, 0.14, 0], [0.46, 0.14, 0], 0.014, 'chrome', { role: 'detail' }),
      rod('pipe_down', [0.46, 0.0, 0], [0.46, 0.14, 0], 0.014, 'chrome', { role: 'detail' }),
      part('valve', { cyl: 0.08, r: 0.024 }, 'plastic', {
        at: [0.46, 0.14, 0],
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['knob', 'thermostat'],
      }),
    ],
  },
  {
    // A desk pencil sharpener: a small block with the cone hole in its side, a yellow pencil
    // stuck in it and a curl of shaving.
    kind: 'pencil sharpener',
    nouns: ['pencil sharpener', 'sharpener', 'pencil-sharpener'],
    size: [0.03, 0.16],
    parts: [
      part('body', { box: [0.034, 0.03, 0.026], round: 0.003 }, 'plastic', {
        colors: [0xc8202a, 0x2a5ab8, 0x3aa83a, 0xb8b8bc],
      }),
      part('blade', { box: [0.022, 0.016, 0.002] }, 'steel', {
        at: [0, 0.006, 0.011],
        role: 'detail',
      }),
      part('screw', { cyl: 0.002, r: 0.002 }, 'steel', {
        turn: [90, 0, 0],
        at: [0.008, 0.014, 0.012],
        role: 'detail',
      }),
      part('pencil', { cyl: 0.07, r: 0.0045 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.08, 0.014, 0],
        color: 0xf2c01c,
        role: 'fixed',
      }),
      part('pencil_wood', { cyl: 0.012, r: 0.0045, rTop: 0.001 }, 'wood', {
        turn: [0, 0, 90],
        at: [0.01, 0.014, 0],
        color: 0xe8c89a,
        role: 'fixed',
        answersTo: ['pencil'],
      }),
      part('eraser', { cyl: 0.01, r: 0.0046 }, 'rubber', {
        turn: [0, 0, 90],
        at: [0.09, 0.014, 0],
        color: 0xf08aa0,
        role: 'fixed',
        answersTo: ['pencil'],
      }),
      part('shaving', { ring: 0.008, r: 0.0015, arc: 300 }, 'wood', {
        at: [-0.026, 0.008, 0.004],
        color: 0xe8c89a,
        role: 'fixed',
        optional: 0.8,
      }),
    ],
  },
  {
    // A piggy bank: a round pink pig on four stubby legs, a coin slot on its back with a coin
    // going in, a flat snout, ears and a curl of tail.
    kind: 'piggy bank',
    nouns: ['piggy bank', 'penny bank', 'money box', 'moneybox', 'coin bank', 'piggybank'],
    size: [0.14, 0.2],
    parts: [
      part('body', { ellipsoid: [0.08, 0.06, 0.065] }, 'ceramic', {
        turn: [0, 90, 0],
        at: [0, 0.078, 0],
        color: 0xf4a0b8,
      }),
      discZ('snout', [0, 0.082, 0.078], 0.022, 0.024, 'ceramic', {
        color: 0xf08aa8,
        answersTo: ['body'],
      }),
      part('nostril', { cyl: 0.003, r: 0.004 }, 'ceramic', {
        turn: [90, 0, 0],
        at: [-0.008, 0.082, 0.089],
        copies: [[0.016, 0, 0]],
        color: 0x8a3a4a,
        role: 'fixed',
      }),
      part('ear', { cyl: 0.022, r: 0.014, rTop: 0.002 }, 'ceramic', {
        turn: [20, 0, 0],
        at: [0.03, 0.122, 0.035],
        mirror: true,
        color: 0xf4a0b8,
        answersTo: ['body'],
      }),
      part('eye', { ball: 0.0055 }, 'plastic', {
        at: [0.022, 0.1, 0.07],
        mirror: true,
        color: DARK,
        role: 'fixed',
      }),
      part('leg', { cyl: 0.03, r: 0.014 }, 'ceramic', {
        ...at([
          [-0.035, 0, -0.04],
          [0.035, 0, -0.04],
          [-0.035, 0, 0.04],
          [0.035, 0, 0.04],
        ]),
        color: 0xf4a0b8,
        answersTo: ['body', 'legs'],
      }),
      part('slot', { box: [0.006, 0.004, 0.034] }, 'plastic', {
        at: [0, 0.136, -0.005],
        color: DARK,
        role: 'fixed',
      }),
      wheelX('coin', [0, 0.15, -0.005], 0.015, 0.003, 'gold', {
        role: 'fixed',
        answersTo: ['coins'],
      }),
      part('tail', { ring: 0.01, r: 0.0025, arc: 300 }, 'ceramic', {
        turn: [0, 90, 0],
        at: [0, 0.09, -0.09],
        color: 0xf4a0b8,
        answersTo: ['body'],
      }),
    ],
  },
  {
    // A disposable lighter standing up, its flame lit over the steel hood and striker wheel.
    kind: 'lighter',
    nouns: ['lighter', 'cigarette lighter', 'pocket lighter', 'disposable lighter', 'gas lighter'],
    size: [0.12, 0.03],
    parts: [
      part('body', { box: [0.025, 0.065, 0.012], round: 0.004 }, 'plastic', {
        colors: [0xd8282a, 0x2a7ad8, 0x3aa83a, 0xf2c81c, 0x1e1e22],
      }),
      part('hood', { box: [0.025, 0.014, 0.012] }, 'chrome', { at: [0, 0.065, 0] }),
      wheelX('wheel', [-0.004, 0.081, 0], 0.004, 0.01, 'steel', { role: 'detail' }),
      part('button', { box: [0.01, 0.006, 0.01] }, 'plastic', {
        at: [0.006, 0.078, 0],
        color: DARK,
        role: 'fixed',
      }),
      part(
        'flame',
        {
          lathe: [
            [0, 0],
            [0.006, 0.008],
            [0.005, 0.02],
            [0, 0.04],
          ],
          smooth: true,
        },
        'light',
        {
          at: [0.004, 0.079, 0],
          color: 0xffb020,
          role: 'fixed',
          optional: 0.85,
        },
      ),
    ],
    states: { lit: {}, unlit: { drop: ['flame'] } },
  },
  {
    // A perfume bottle: a faceted glass flask of pink scent, a gold collar and an atomiser
    // bulb on its tube with a tassel.
    kind: 'perfume',
    nouns: [
      'perfume',
      'perfume bottle',
      'scent bottle',
      'eau de toilette',
      'eau de parfum',
      'cologne bottle',
    ],
    size: [0.14, 0.12],
    parts: [
      part('bottle', { box: [0.07, 0.08, 0.04], round: 0.012 }, 'glass', {
        colors: [0xf08ab8, 0xe8b84a, 0xa08ad8],
        answersTo: ['glass', 'body'],
      }),
      part('collar', { cyl: 0.014, r: 0.011 }, 'gold', { at: [0, 0.08, 0], role: 'accent' }),
      part('cap', { cyl: 0.012, r: 0.008 }, 'gold', { at: [0, 0.094, 0], role: 'accent' }),
      rod('tube', [0.006, 0.1, 0], [0.05, 0.09, 0], 0.003, 'fabric', {
        color: 0xe8b84a,
        role: 'fixed',
      }),
      part('bulb', { ellipsoid: [0.018, 0.014, 0.014] }, 'rubber', {
        at: [0.066, 0.088, 0],
        colors: [0xd8283a, 0xe8b84a],
        role: 'fixed',
        answersTo: ['atomizer'],
      }),
      part('tassel', { cyl: 0.03, r: 0.003, rTop: 0.001 }, 'fabric', {
        turn: [180, 0, 0],
        at: [0.066, 0.076, 0],
        color: 0xe8b84a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A thimble: a silver cap dimpled all over, open end down, a needle beside it.
    kind: 'thimble',
    nouns: ['thimble', 'thimbles', 'sewing thimble'],
    size: [0.025, 0.03],
    parts: [
      part(
        'cap',
        {
          lathe: [
            [0.0095, 0],
            [0.0088, 0.014],
            [0.0075, 0.02],
            [0.004, 0.0235],
            [0, 0.0245],
          ],
          smooth: true,
        },
        'silver',
        { answersTo: ['thimble', 'body'] },
      ),
      part('rim', { ring: 0.0095, r: 0.0012 }, 'silver', {
        turn: [90, 0, 0],
        at: [0, 0.0012, 0],
      }),
      part('dimple', { ball: 0.0009 }, 'metal', {
        ...at(
          [0.006, 0.011, 0.016].flatMap((y, row) =>
            Array.from({ length: row === 2 ? 6 : 10 }, (_, i) => {
              const a = (i / (row === 2 ? 6 : 10)) * 2 * Math.PI + row * 0.3;
              const r = row === 2 ? 0.0079 : row === 1 ? 0.0089 : 0.0092;
              return [r * Math.sin(a), y, r * Math.cos(a)] as V3;
            }),
          ),
        ),
        color: 0x5a5a60,
        role: 'fixed',
      }),
      rod('needle', [0.008, 0.0008, -0.008], [0.03, 0.0008, 0.01], 0.0006, 'steel', {
        role: 'detail',
        optional: 0.8,
      }),
    ],
  },
];

/** The sides of a bar of length `len` that fits a circle of radius r at offset d. */
function chord(r: number, d: number): number {
  return 2 * Math.sqrt(Math.max(0, r * r - d * d));
}

const STONE = 0x9a968c;
const GRASS = 0x5a8a3a;

const OUTDOORS: readonly KindDecl[] = [
  {
    // A mummy sleeping bag laid out flat: a padded body tapering to the feet, quilted in
    // channels, a hood round the opening at the head and the zip down one side.
    kind: 'sleeping bag',
    nouns: ['sleeping bag', 'sleeping bags', 'sleeping-bag', 'sleepingbag', 'mummy bag'],
    size: [0.3, 2.0],
    parts: [
      part('body', { ellipsoid: [0.92, 0.11, 0.36] }, 'fabric', {
        at: [0.05, 0.11, 0],
        colors: BAG,
      }),
      part('hood', { ellipsoid: [0.26, 0.15, 0.42] }, 'fabric', {
        at: [-0.8, 0.13, 0],
        colors: BAG,
        answersTo: ['body'],
      }),
      part('opening', { ellipsoid: [0.22, 0.05, 0.25] }, 'fabric', {
        at: [-0.66, 0.22, 0],
        color: 0x3a3a44,
        role: 'fixed',
        answersTo: ['lining'],
      }),
      part('pillow', { ellipsoid: [0.16, 0.07, 0.24] }, 'fabric', {
        at: [-0.88, 0.24, 0],
        color: 0xf2f0ea,
        role: 'fixed',
        optional: 0.6,
      }),
      ...spaced(6, -0.3, 0.75).map((x, i) =>
        part(
          `channel_${i + 1}`,
          { ellipsoid: [0.02, 0.1, 0.3 - Math.abs(x - 0.2) * 0.12] },
          'fabric',
          {
            at: [x, 0.12, 0],
            color: 0x1e1e2a,
            role: 'fixed',
          },
        ),
      ),
      part('zip', { box: [1.3, 0.02, 0.018] }, 'metal', {
        at: [0.1, 0.1, 0.3],
        color: 0xc8c8cc,
        role: 'fixed',
      }),
    ],
  },
  {
    // A unicycle upright: one spoked wheel, the fork to a seat post and a saddle, the cranks
    // and pedals at the hub.
    kind: 'unicycle',
    nouns: ['unicycle', 'monocycle', 'unicycles'],
    size: [1.0, 0.5],
    parts: [
      part('tire', { ring: 0.24, r: 0.025 }, 'rubber', {
        turn: [0, 90, 0],
        at: [0, 0.265, 0],
        color: 0x1e1e1e,
        role: 'fixed',
        answersTo: ['wheel', 'tyre'],
      }),
      part('rim', { ring: 0.215, r: 0.008 }, 'chrome', {
        turn: [0, 90, 0],
        at: [0, 0.265, 0],
        role: 'detail',
        answersTo: ['wheel'],
      }),
      wheelX('hub', [0, 0.265, 0], 0.025, 0.07, 'chrome', { role: 'detail' }),
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * 2 * Math.PI;
        return rod(
          `spoke_${i + 1}`,
          [0, 0.265, 0],
          [0, 0.265 + 0.21 * Math.sin(a), 0.21 * Math.cos(a)],
          0.003,
          'chrome',
          { role: 'detail', answersTo: ['spokes'] },
        );
      }),
      rod('fork', [-0.045, 0.265, 0], [-0.045, 0.56, 0], 0.012, 'paint', {
        copies: [[0.09, 0, 0]],
        colors: FRAME,
        answersTo: ['frame'],
      }),
      part('crown', { box: [0.12, 0.04, 0.04] }, 'paint', {
        at: [0, 0.55, 0],
        colors: FRAME,
        answersTo: ['frame'],
      }),
      rod('seat_post', [0, 0.58, 0], [0, 0.82, 0], 0.014, 'chrome', { role: 'detail' }),
      part('saddle', { ellipsoid: [0.07, 0.035, 0.13] }, 'leather', {
        at: [0, 0.85, 0],
        color: 0x1e1e22,
        role: 'accent',
        answersTo: ['seat'],
      }),
      rod('crank', [0.05, 0.265, 0], [0.06, 0.265, 0.13], 0.01, 'chrome', {
        role: 'detail',
      }),
      rod('crank_l', [-0.05, 0.265, 0], [-0.06, 0.265, -0.13], 0.01, 'chrome', {
        role: 'detail',
        answersTo: ['crank'],
      }),
      part('pedal', { box: [0.08, 0.02, 0.05] }, 'plastic', {
        at: [0.1, 0.255, 0.13],
        copies: [[-0.2, 0, -0.26]],
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['pedals'],
      }),
    ],
  },
  {
    // A snowmobile: a hull with its hood and windscreen forward, a long black seat, the
    // rubber track under the back and two skis out front.
    kind: 'snowmobile',
    nouns: [
      'snowmobile',
      'snow mobile',
      'skidoo',
      'ski-doo',
      'snow scooter',
      'motor sled',
      'motor sledge',
      'snowmachine',
    ],
    size: [1.2, 2.8],
    parts: [
      part('hull', { box: [0.8, 0.32, 2.0], round: 0.08 }, 'paint', {
        at: [0, 0.2, -0.1],
        colors: SLED,
        answersTo: ['body'],
      }),
      part('hood', { box: [0.76, 0.3, 0.8], round: 0.12 }, 'paint', {
        at: [0, 0.42, 0.45],
        colors: SLED,
        answersTo: ['body'],
      }),
      part('windshield', { box: [0.6, 0.3, 0.02] }, 'glass', {
        turn: [-30, 0, 0],
        at: [0, 0.68, 0.15],
        color: 0x3a4a5a,
        role: 'fixed',
      }),
      part('seat', { box: [0.42, 0.16, 0.95], round: 0.05 }, 'leather', {
        at: [0, 0.5, -0.55],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('track', { box: [0.5, 0.26, 1.3], round: 0.1 }, 'rubber', {
        at: [0, 0.0, -0.45],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('ski', { box: [0.12, 0.03, 0.9], round: 0.01 }, 'plastic', {
        at: [-0.42, 0, 0.75],
        copies: [[0.84, 0, 0]],
        color: 0x1e1e22,
        role: 'fixed',
        answersTo: ['skis'],
      }),
      rod('ski_tip', [-0.42, 0.015, 1.19], [-0.42, 0.12, 1.3], 0.02, 'plastic', {
        copies: [[0.84, 0, 0]],
        color: 0x1e1e22,
        role: 'fixed',
        answersTo: ['skis'],
      }),
      rod('strut', [-0.42, 0.03, 0.75], [-0.3, 0.3, 0.6], 0.025, 'steel', {
        role: 'detail',
      }),
      rod('strut_r', [0.42, 0.03, 0.75], [0.3, 0.3, 0.6], 0.025, 'steel', {
        role: 'detail',
        answersTo: ['strut'],
      }),
      rod('handlebar', [-0.35, 0.78, -0.02], [0.35, 0.78, -0.02], 0.018, 'metal', {
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      rod('steering_post', [0, 0.6, 0.05], [0, 0.78, -0.02], 0.025, 'metal', {
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['handlebar'],
      }),
      part('headlight', { ellipsoid: [0.1, 0.05, 0.03] }, 'light', {
        at: [0, 0.48, 0.85],
        color: 0xfff4c0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A boathouse: a plank shed on piles over the water, a wide opening on the water side
    // with a boat's bow showing, a gabled roof.
    kind: 'boathouse',
    nouns: ['boathouse', 'boat house', 'boat shed', 'boatshed'],
    size: [4.4, 7],
    parts: [
      part('water', { box: [7, 0.1, 7] }, 'paint', {
        at: [0, 0, 0],
        color: 0x2a6a9a,
        role: 'fixed',
      }),
      part('pile', { cyl: 0.8, r: 0.12 }, 'wood', {
        ...at([
          [-2.1, 0.05, -1.8],
          [2.1, 0.05, -1.8],
          [-2.1, 0.05, 1.8],
          [2.1, 0.05, 1.8],
        ]),
        color: 0x5a4a3a,
        role: 'detail',
      }),
      part('walls', { box: [4.4, 2.4, 3.8] }, 'wood', {
        at: [0, 0.8, 0],
        color: 0x8a3a2a,
        minus: [{ shape: { box: [2.6, 1.8, 1] }, at: [0, 0.6, 1.9] }],
      }),
      part(
        'roof',
        {
          extrude: [
            [-2.5, 0],
            [2.5, 0],
            [0, 1.4],
          ],
          depth: 4.2,
        },
        'slate',
        {
          at: [0, 3.2, 0],
          color: 0x3a3a3e,
          role: 'accent',
        },
      ),
      part('deck', { box: [1.0, 0.12, 2.0] }, 'wood', {
        at: [-1.7, 0.7, 2.9],
        color: 0xa07a50,
        role: 'detail',
        answersTo: ['dock', 'jetty'],
      }),
      part('dock_pile', { cyl: 0.75, r: 0.1 }, 'wood', {
        ...at([
          [-2.0, 0.05, 3.7],
          [-1.4, 0.05, 3.7],
        ]),
        color: 0x5a4a3a,
        role: 'detail',
      }),
      part(
        'boat',
        {
          extrude: [
            [-0.6, 0],
            [0.6, 0],
            [0.8, 0.45],
            [-0.8, 0.45],
          ],
          depth: 3.2,
        },
        'wood',
        {
          at: [0, 0.1, 2.2],
          color: 0xf2f0ea,
          role: 'fixed',
        },
      ),
      part('trim', { box: [2.8, 0.2, 0.12] }, 'paint', {
        at: [0, 2.4, 1.92],
        color: 0xf2f0ea,
        role: 'fixed',
      }),
    ],
  },
  {
    // A geyser in eruption: a pale sinter mound with its steaming pool and a tall column of
    // water and spray rising from the vent.
    kind: 'geyser',
    nouns: ['geyser', 'geysers', 'erupting geyser'],
    size: [5, 4.4],
    parts: [
      part(
        'mound',
        {
          lathe: [
            [0, 0],
            [2.2, 0],
            [1.6, 0.25],
            [0.6, 0.45],
            [0, 0.45],
          ],
          smooth: true,
        },
        'stone',
        {
          color: 0xc8a878,
          answersTo: ['ground', 'rock'],
        },
      ),
      part('pool', { cyl: 0.05, r: 0.6 }, 'paint', {
        at: [0, 0.43, 0],
        color: 0x3ab0c8,
        role: 'fixed',
      }),
      part('rim', { ring: 0.62, r: 0.08 }, 'stone', {
        turn: [90, 0, 0],
        at: [0, 0.46, 0],
        color: 0xd88a3a,
        role: 'fixed',
      }),
      part(
        'column',
        {
          lathe: [
            [0, 0],
            [0.3, 0],
            [0.22, 1.2],
            [0.26, 2.6],
            [0.45, 3.6],
            [0.2, 4.2],
            [0, 4.3],
          ],
          smooth: true,
        },
        'ice',
        {
          at: [0, 0.45, 0],
          color: 0xd8eef8,
          role: 'fixed',
          answersTo: ['water', 'jet'],
        },
      ),
      part('spray', { ellipsoid: [0.5, 0.35, 0.5] }, 'snow', {
        ...at([
          [-0.4, 3.9, 0.1],
          [0.4, 4.0, -0.1],
          [0, 4.45, 0],
        ]),
        color: 0xf4f8fa,
        role: 'fixed',
        answersTo: ['steam'],
      }),
      part('splash', { ellipsoid: [0.35, 0.25, 0.35] }, 'ice', {
        ...at([
          [-0.4, 0.55, 0.2],
          [0.4, 0.55, -0.15],
        ]),
        color: 0xd8eef8,
        role: 'fixed',
        answersTo: ['water'],
      }),
    ],
  },
];

/** Triumphal arch: the whole block, its middle arch and the two side arches cut through. */
const ARCH_MAIN = arch(1.6, 2.6);
const ARCH_SIDE = arch(0.7, 1.3);

const STRUCTURES: readonly KindDecl[] = [
  {
    // A triumphal arch: a great stone block with a tall arched way through, a smaller arch
    // either side, columns on its front and an attic storey on top.
    kind: 'triumphal arch',
    nouns: [
      'triumphal arch',
      'arc de triomphe',
      'arch of triumph',
      'memorial arch',
      'victory arch',
      'triumphal arches',
    ],
    size: [6.2, 6],
    parts: [
      part('body', { box: [5.6, 4.6, 1.8] }, 'stone', {
        color: 0xe0d8c4,
        minus: [
          { shape: { extrude: ARCH_MAIN, depth: 3 } },
          { shape: { extrude: ARCH_SIDE, depth: 3 }, at: [-1.9, 0, 0] },
          { shape: { extrude: ARCH_SIDE, depth: 3 }, at: [1.9, 0, 0] },
        ],
      }),
      part('cornice', { box: [5.9, 0.25, 2.0] }, 'stone', { at: [0, 4.6, 0], color: 0xd0c8b4 }),
      part('attic', { box: [5.6, 1.2, 1.8] }, 'stone', { at: [0, 4.85, 0], color: 0xe0d8c4 }),
      part('column', { cyl: 4.2, r: 0.16 }, 'stone', {
        ...at([-2.55, -1.25, 1.25, 2.55].map((x) => [x, 0.2, 0.95] as V3)),
        color: 0xf0e8d8,
        answersTo: ['columns'],
      }),
      part('plinth', { box: [0.45, 0.2, 0.45] }, 'stone', {
        ...at([-2.55, -1.25, 1.25, 2.55].map((x) => [x, 0, 0.95] as V3)),
        color: 0xd0c8b4,
      }),
      part('panel', { box: [2.4, 0.8, 0.06] }, 'bronze', {
        at: [0, 5.05, 0.92],
        role: 'accent',
        answersTo: ['inscription'],
      }),
      part('keystone', { box: [0.3, 0.45, 0.1] }, 'stone', {
        at: [0, 3.3, 0.92],
        color: 0xd0c8b4,
      }),
    ],
  },
  {
    // A megalith: a trilithon of two great standing stones under a lintel, with more standing
    // stones round it on the grass (Stonehenge).
    kind: 'megalith',
    nouns: [
      'megalith',
      'megaliths',
      'standing stone',
      'standing stones',
      'menhir',
      'stonehenge',
      'trilithon',
      'stone circle',
      'dolmen',
    ],
    size: [3.6, 6],
    parts: [
      part('ground', { cyl: 0.06, r: 3 }, 'grass', { color: GRASS, role: 'fixed' }),
      part('upright', { box: [0.8, 3, 0.55], round: 0.08 }, 'stone', {
        ...at([
          [-0.7, 0.06, 0],
          [0.7, 0.06, 0],
        ]),
        color: STONE,
        answersTo: ['stones', 'stone'],
      }),
      part('lintel', { box: [2.4, 0.5, 0.6], round: 0.08 }, 'stone', {
        at: [0, 3.06, 0],
        color: STONE,
        answersTo: ['stones', 'stone'],
      }),
      part('stone', { box: [0.7, 2.2, 0.5], round: 0.1 }, 'stone', {
        ...at([
          [-2.2, 0.06, -0.9],
          [2.2, 0.06, -0.7],
          [-1.6, 0.06, 1.6],
        ]),
        color: 0x8a867c,
        answersTo: ['stones'],
      }),
      part('fallen', { box: [2.0, 0.5, 0.6], round: 0.1 }, 'stone', {
        turn: [0, 25, 0],
        at: [1.5, 0.06, 1.4],
        color: 0x8a867c,
        answersTo: ['stones'],
      }),
    ],
  },
  {
    // A guillotine: two tall posts on a scaffold, the slanted blade hung high between them
    // under its weight, the lunette board with its round hole, the bench and a basket.
    kind: 'guillotine',
    nouns: ['guillotine', 'guillotines'],
    size: [4, 1.8],
    parts: [
      part('platform', { box: [1.8, 0.4, 1.6] }, 'wood', { color: 0x6a4a30, role: 'detail' }),
      part('post', { box: [0.14, 3.4, 0.16] }, 'wood', {
        ...at([
          [-0.32, 0.4, 0],
          [0.32, 0.4, 0],
        ]),
        color: 0x8a1e1e,
        answersTo: ['frame', 'posts'],
      }),
      part('beam', { box: [0.9, 0.18, 0.22] }, 'wood', {
        at: [0, 3.8, 0],
        color: 0x8a1e1e,
        answersTo: ['frame'],
      }),
      part('weight', { box: [0.5, 0.25, 0.1] }, 'iron', { at: [0, 2.95, 0], role: 'detail' }),
      part(
        'blade',
        {
          extrude: [
            [-0.25, 0.0],
            [0.25, 0.22],
            [0.25, 0.42],
            [-0.25, 0.42],
          ],
          depth: 0.03,
        },
        'steel',
        {
          at: [0, 2.55, 0],
          role: 'detail',
        },
      ),
      part('lunette', { box: [0.5, 0.4, 0.1] }, 'wood', {
        at: [0, 0.9, 0],
        color: 0x6a4a30,
        role: 'detail',
        minus: [{ shape: { cyl: 0.4, r: 0.09 }, turn: [90, 0, 0], at: [0, 1.1, -0.2] }],
      }),
      part('bench', { box: [0.4, 0.12, 1.1] }, 'wood', {
        at: [0, 0.82, -0.6],
        color: 0x6a4a30,
        role: 'detail',
      }),
      part('bench_leg', { box: [0.1, 0.42, 0.1] }, 'wood', {
        at: [0, 0.4, -1.0],
        color: 0x6a4a30,
        role: 'detail',
      }),
      part('basket', { cyl: 0.3, r: 0.24, rTop: 0.28 }, 'wood', {
        at: [0, 0.4, 0.45],
        color: 0xb89a5a,
        role: 'fixed',
      }),
      part('step', { box: [0.8, 0.2, 0.35] }, 'wood', {
        at: [0, 0, 0.95],
        color: 0x6a4a30,
        role: 'detail',
        answersTo: ['stairs', 'steps'],
      }),
    ],
  },
  {
    // A maypole: a tall white pole on a green, a wreath of leaves and flowers at its top and
    // bright ribbons running down to the grass all round.
    kind: 'maypole',
    nouns: ['maypole', 'may pole', 'maypoles'],
    size: [4.2, 2.8],
    parts: [
      part('ground', { cyl: 0.05, r: 1.4 }, 'grass', { color: GRASS, role: 'fixed' }),
      part('pole', { cyl: 4.0, r: 0.07 }, 'paint', { at: [0, 0.05, 0], color: 0xf4f2ea }),
      part('wreath', { ring: 0.28, r: 0.07 }, 'leaf', {
        turn: [90, 0, 0],
        at: [0, 3.7, 0],
        color: 0x3a8a3a,
        role: 'fixed',
        answersTo: ['garland', 'crown'],
      }),
      rod('wreath_tie', [0, 3.7, 0], [0.28, 3.7, 0], 0.03, 'paint', {
        copies: [[-0.56, 0, 0]],
        color: 0xf4f2ea,
        role: 'fixed',
      }),
      part('flower', { ball: 0.07 }, 'flower', {
        ...at(
          Array.from({ length: 6 }, (_, i) => {
            const a = (i / 6) * 2 * Math.PI;
            return [0.28 * Math.cos(a), 3.76, 0.28 * Math.sin(a)] as V3;
          }),
        ),
        color: 0xf07ab8,
        role: 'fixed',
      }),
      part('finial', { ball: 0.1 }, 'gold', { at: [0, 4.05, 0], role: 'accent' }),
      ...Array.from({ length: 8 }, (_, i) => {
        const a = ((i + 0.5) / 8) * 2 * Math.PI;
        return rod(
          `ribbon_${i + 1}`,
          [0.06 * Math.cos(a), 3.9, 0.06 * Math.sin(a)],
          [1.25 * Math.cos(a), 0.07, 1.25 * Math.sin(a)],
          0.018,
          'fabric',
          { color: RAINBOW[i], role: 'fixed', answersTo: ['ribbons'] },
        );
      }),
    ],
  },
  {
    // A cast-iron manhole cover set in the road: a round lid with a raised grid in its
    // frame, in a patch of asphalt.
    kind: 'manhole cover',
    nouns: [
      'manhole cover',
      'manhole',
      'drain cover',
      'sewer cover',
      'manhole lid',
      'utility hole cover',
    ],
    size: [0.1, 1.2],
    parts: [
      part('road', { box: [1.2, 0.06, 1.2] }, 'concrete', {
        color: 0x3a3a3e,
        role: 'fixed',
        answersTo: ['asphalt', 'street'],
      }),
      part('frame', { ring: 0.36, r: 0.03 }, 'iron', {
        turn: [90, 0, 0],
        at: [0, 0.06, 0],
      }),
      part('lid', { cyl: 0.025, r: 0.34 }, 'iron', { at: [0, 0.055, 0] }),
      ...spaced(7, -0.27, 0.27).flatMap((d, i) => [
        part(`rib_x_${i + 1}`, { box: [chord(0.31, d), 0.012, 0.022] }, 'iron', {
          at: [0, 0.078, d],
          answersTo: ['pattern', 'grid'],
        }),
        part(`rib_z_${i + 1}`, { box: [0.022, 0.012, chord(0.31, d)] }, 'iron', {
          at: [d, 0.078, 0],
          answersTo: ['pattern', 'grid'],
        }),
      ]),
      part('hole', { cyl: 0.004, r: 0.02 }, 'plastic', {
        at: [-0.2, 0.079, 0.0],
        copies: [[0.4, 0, 0]],
        color: 0x0e0e10,
        role: 'fixed',
      }),
    ],
  },
  {
    // A barber's chair: red leather seat, back and headrest on a chrome pump column, chrome
    // arms, the footrest plate out front and the pump pedal.
    kind: 'barber chair',
    nouns: [
      'barber chair',
      "barber's chair",
      'barbers chair',
      'barber-chair',
      'hairdresser chair',
      'salon chair',
    ],
    size: [1.3, 0.9],
    parts: [
      part('base', { cyl: 0.05, r: 0.32 }, 'chrome', { role: 'detail' }),
      part('column', { cyl: 0.36, r: 0.07 }, 'chrome', { at: [0, 0.05, 0], role: 'detail' }),
      part('seat', { box: [0.56, 0.14, 0.56], round: 0.05 }, 'leather', {
        at: [0, 0.41, 0],
        color: 0xa81a1e,
      }),
      part('back', { box: [0.54, 0.62, 0.12], round: 0.05 }, 'leather', {
        turn: [-12, 0, 0],
        at: [0, 0.5, -0.3],
        color: 0xa81a1e,
        answersTo: ['backrest'],
      }),
      part('headrest', { box: [0.26, 0.14, 0.1], round: 0.04 }, 'leather', {
        at: [0, 1.12, -0.44],
        color: 0xa81a1e,
        role: 'accent',
      }),
      rod('headrest_bar', [0, 0.98, -0.42], [0, 1.14, -0.44], 0.015, 'chrome', { role: 'detail' }),
      part('arm', { box: [0.08, 0.06, 0.52], round: 0.02 }, 'leather', {
        at: [0.31, 0.68, 0],
        mirror: true,
        color: 0x1e1e22,
        role: 'accent',
        answersTo: ['armrests'],
      }),
      rod('arm_post', [0.31, 0.55, 0.2], [0.31, 0.68, 0.2], 0.014, 'chrome', {
        mirror: true,
        role: 'detail',
      }),
      rod('footrest_bar', [0, 0.42, 0.26], [0, 0.16, 0.55], 0.02, 'chrome', { role: 'detail' }),
      part('footrest', { box: [0.44, 0.03, 0.18] }, 'chrome', {
        at: [0, 0.13, 0.58],
        role: 'detail',
      }),
      rod('pedal', [0.06, 0.1, 0.05], [0.2, 0.06, 0.35], 0.015, 'chrome', { role: 'detail' }),
    ],
  },
  {
    // A toilet seat on its own: the open oval ring with its lid raised behind on the hinge.
    kind: 'toilet seat',
    nouns: ['toilet seat', 'toilet seats', 'toilet lid', 'loo seat'],
    size: [0.45, 0.45],
    parts: [
      part('ring', { plan: oval(0.19, 0.22, 24), height: 0.025 }, 'plastic', {
        at: [0, 0, 0.04],
        color: 0xf4f4f2,
        minus: [{ shape: { plan: oval(0.11, 0.14, 24), height: 0.1 }, at: [0, -0.03, 0.06] }],
        answersTo: ['seat'],
      }),
      part('hinge', { box: [0.28, 0.03, 0.05], round: 0.01 }, 'plastic', {
        at: [0, 0, -0.19],
        color: 0xe8e8e6,
        role: 'accent',
      }),
      part('lid', { plan: oval(0.19, 0.22, 24), height: 0.02 }, 'plastic', {
        turn: [-100, 0, 0],
        at: [0, 0.22, -0.2],
        color: 0xf4f4f2,
        answersTo: ['cover'],
      }),
      part('bumper', { box: [0.03, 0.008, 0.03] }, 'rubber', {
        ...at([
          [-0.15, -0.006, 0.1],
          [0.15, -0.006, 0.1],
        ]),
        color: 0xd8d8d8,
        role: 'fixed',
      }),
    ],
  },
  {
    // A roller blind half down a window: the roll along the top, the cloth hanging to its
    // bottom bar and a pull cord with a ring.
    kind: 'window shade',
    nouns: [
      'window shade',
      'roller blind',
      'roller shade',
      'window blind roller',
      'blackout blind',
      'pull-down shade',
    ],
    size: [1.4, 1.1],
    parts: [
      part('frame', { box: [1.1, 1.3, 0.1] }, 'wood', {
        color: 0xf2f0ea,
        role: 'accent',
        minus: [{ shape: { box: [0.9, 1.1, 0.3] }, at: [0, 0.1, -0.1] }],
        answersTo: ['window'],
      }),
      part('glass', { box: [0.9, 1.1, 0.02] }, 'glass', {
        at: [0, 0.1, -0.02],
        color: 0x9ac8e8,
        role: 'fixed',
        answersTo: ['window'],
      }),
      wheelX('roll', [0, 1.24, 0.1], 0.05, 1.04, 'fabric', {
        colors: SHADE,
        answersTo: ['blind', 'shade'],
      }),
      part('cloth', { box: [0.98, 0.62, 0.01] }, 'fabric', {
        at: [0, 0.62, 0.12],
        colors: SHADE,
        answersTo: ['blind', 'shade'],
      }),
      wheelX('bar', [0, 0.62, 0.12], 0.015, 1.0, 'wood', { color: 0x8a6a4a, role: 'detail' }),
      rod('cord', [0, 0.62, 0.13], [0, 0.45, 0.13], 0.004, 'fabric', {
        color: 0xf2f0ea,
        role: 'fixed',
      }),
      part('pull', { ring: 0.03, r: 0.007 }, 'plastic', {
        at: [0, 0.42, 0.13],
        color: 0xf2f0ea,
        role: 'fixed',
      }),
    ],
  },
];

/** A jigsaw picture, by row of pieces from the back: sky, hills, meadow. */
const PUZZLE_ROWS = [0x4a9ae8, 0x8ac8f4, 0x2a8a3a, 0x9ad84a];
const PUZZLE_ACCENT = [0xf2c01c, 0xd84a2a];

const PAPER_AND_PLAY: readonly KindDecl[] = [
  {
    // A jigsaw puzzle nearly done: a board of interlocking pieces (a sky, hills and a meadow
    // with the sun and a red roof), one gap, and the missing piece lying by it.
    kind: 'jigsaw puzzle',
    nouns: ['jigsaw puzzle', 'puzzle', 'jigsaw puzzles', 'puzzle piece', 'jigsaw piece'],
    size: [0.02, 0.5],
    parts: [
      part('board', { box: [0.46, 0.006, 0.36] }, 'paper', {
        color: 0x5a4a3a,
        role: 'fixed',
      }),
      ...PUZZLE_ROWS.flatMap((color, row) =>
        [0, 1, 2, 3, 4].flatMap((col) => {
          if (row === 2 && col === 3) return [];
          const x = -0.18 + col * 0.09;
          const z = -0.135 + row * 0.09;
          const c =
            row === 0 && col === 4
              ? PUZZLE_ACCENT[0]!
              : row === 1 && col === 1
                ? PUZZLE_ACCENT[1]!
                : color;
          return [
            part(`piece_${row + 1}_${col + 1}`, { box: [0.078, 0.01, 0.078] }, 'paper', {
              at: [x, 0.006, z],
              color: c,
              answersTo: ['pieces', 'piece'],
            }),
            ...(col < 4
              ? [
                  part(`knob_${row + 1}_${col + 1}`, { cyl: 0.01, r: 0.013 }, 'paper', {
                    at: [x + 0.047, 0.006, z],
                    color: c,
                    answersTo: ['pieces'],
                  }),
                ]
              : []),
            ...(row < 3
              ? [
                  part(`tab_${row + 1}_${col + 1}`, { cyl: 0.01, r: 0.013 }, 'paper', {
                    at: [x, 0.006, z + 0.047],
                    color: c,
                    answersTo: ['pieces'],
                  }),
                ]
              : []),
          ];
        }),
      ),
      part('loose_piece', { box: [0.078, 0.01, 0.078] }, 'paper', {
        at: [0.265, 0, 0.12],
        color: 0x4a9a4a,
        answersTo: ['piece', 'pieces'],
      }),
      part('loose_knob', { cyl: 0.01, r: 0.013 }, 'paper', {
        at: [0.265, 0, 0.12 - 0.047],
        copies: [[0.047, 0, 0.047]],
        color: 0x4a9a4a,
        answersTo: ['piece'],
      }),
    ],
  },
  {
    // A comic book standing up: a glossy cover of coloured panels under a yellow masthead, a
    // red POW burst on it.
    kind: 'comic book',
    nouns: ['comic book', 'comics', 'comic books', 'graphic novel', 'funny book'],
    size: [0.27, 0.18],
    parts: [
      part('pages', { box: [0.17, 0.26, 0.006] }, 'paper', { color: 0xf4f0e4, role: 'fixed' }),
      part('cover', { box: [0.17, 0.26, 0.002] }, 'paper', {
        at: [0, 0, 0.004],
        colors: [0x2a4ab8, 0xc8202a, 0x1e1e22],
      }),
      part('masthead', { box: [0.16, 0.045, 0.002] }, 'paint', {
        at: [0, 0.205, 0.006],
        color: 0xf2d01c,
        role: 'accent',
        answersTo: ['title'],
      }),
      ...lettering('title', 'COMIC', [0, 0.212, 0.007], 0.03, 0xc8202a, 0.002),
      part('panel', { box: [0.07, 0.07, 0.002] }, 'paper', {
        ...at([
          [-0.04, 0.11, 0.006],
          [0.04, 0.11, 0.006],
          [-0.04, 0.02, 0.006],
        ]),
        color: 0xf4e8c8,
        role: 'fixed',
        answersTo: ['panels'],
      }),
      part(
        'burst',
        {
          extrude: polygon(14, 0.045).map(
            ([x, y], i) => [x * (i % 2 ? 0.55 : 1), y * (i % 2 ? 0.55 : 1)] as V2,
          ),
          depth: 0.002,
        },
        'paint',
        {
          at: [0.04, 0.055, 0.007],
          color: 0xf2d01c,
          role: 'fixed',
        },
      ),
      ...lettering('bam', 'BAM', [0.04, 0.045, 0.008], 0.022, 0xd8202a, 0.002),
    ],
  },
  {
    // A crossword: a square grid of white and black squares printed on a sheet, a pencil
    // lying across it.
    kind: 'crossword puzzle',
    nouns: ['crossword puzzle', 'crossword', 'crosswords', 'crossword grid'],
    size: [0.012, 0.3],
    parts: [
      part('sheet', { box: [0.26, 0.002, 0.3] }, 'paper', { color: 0xf2efe6 }),
      part('grid', { box: [0.21, 0.002, 0.21] }, 'paper', {
        at: [0, 0.002, -0.02],
        color: 0xfdfdfd,
        role: 'fixed',
      }),
      part('black', { box: [0.029, 0.002, 0.029] }, 'paint', {
        ...at(
          (
            [
              [0, 3],
              [1, 1],
              [1, 5],
              [2, 3],
              [3, 0],
              [3, 6],
              [4, 3],
              [5, 1],
              [5, 5],
              [6, 3],
              [3, 2],
              [3, 4],
            ] as const
          ).map(([r, c]) => [-0.09 + c * 0.03, 0.004, -0.11 + r * 0.03] as V3),
        ),
        color: 0x141414,
        role: 'fixed',
        answersTo: ['squares'],
      }),
      ...spaced(8, -0.105, 0.105).flatMap((d, i) => [
        part(`line_x_${i + 1}`, { box: [0.21, 0.0025, 0.002] }, 'paint', {
          at: [0, 0.003, d - 0.02],
          color: 0x222222,
          role: 'fixed',
        }),
        part(`line_z_${i + 1}`, { box: [0.002, 0.0025, 0.21] }, 'paint', {
          at: [d, 0.003, -0.02],
          color: 0x222222,
          role: 'fixed',
        }),
      ]),
      part('clues', { box: [0.2, 0.0025, 0.004] }, 'paint', {
        ...at(spaced(3, 0.1, 0.13).map((z) => [0, 0.002, z] as V3)),
        color: 0x8a8a8a,
        role: 'fixed',
      }),
      part('pencil', { cyl: 0.17, r: 0.004 }, 'paint', {
        turn: [0, 30, 90],
        at: [0.07, 0.006, 0.06],
        color: 0xf2c01c,
        role: 'fixed',
        optional: 0.9,
      }),
    ],
  },
  {
    // An eraser: a rounded block, red at one end and blue at the other, a few crumbs by it.
    kind: 'eraser',
    // Not "rubber eraser": the reader takes rubber as its material (docs/decisions.md, "A noun
    // that swallows its modifier").
    nouns: ['eraser', 'pencil eraser', 'erasers'],
    size: [0.015, 0.06],
    parts: [
      part('body', { box: [0.032, 0.012, 0.02], round: 0.003 }, 'rubber', {
        at: [-0.014, 0, 0],
        color: 0xe0404a,
      }),
      part('end', { box: [0.024, 0.012, 0.02], round: 0.003 }, 'rubber', {
        at: [0.014, 0, 0],
        color: 0x2a5ad8,
        role: 'accent',
      }),
      part('crumb', { ball: 0.0015 }, 'rubber', {
        ...at([
          [0.027, 0.0015, 0.011],
          [0.0275, 0.0015, 0.006],
          [0.027, 0.0015, 0.001],
        ]),
        color: 0x9a9aa0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A slide rule: a long white rule with scales, its slide drawn out a little and the glass
    // cursor with its red hairline.
    kind: 'slide rule',
    nouns: ['slide rule', 'slipstick', 'slide rules'],
    size: [0.02, 0.32],
    parts: [
      part('stock', { box: [0.3, 0.006, 0.05] }, 'plastic', { color: 0xf4f2e8 }),
      part('slide', { box: [0.3, 0.007, 0.016] }, 'plastic', {
        at: [0.04, 0.001, 0],
        color: 0xe8e0c8,
        role: 'accent',
      }),
      part('tick', { box: [0.0008, 0.008, 0.007] }, 'paint', {
        ...at(spaced(30, -0.14, 0.14).map((x) => [x, 0, -0.018] as V3)),
        color: 0x141414,
        role: 'fixed',
        answersTo: ['scale', 'marks'],
      }),
      part('tick_low', { box: [0.0008, 0.008, 0.007] }, 'paint', {
        ...at(spaced(30, -0.14, 0.14).map((x) => [x * 0.9, 0, 0.018] as V3)),
        color: 0x141414,
        role: 'fixed',
        answersTo: ['scale', 'marks'],
      }),
      part('cursor', { box: [0.03, 0.012, 0.058], round: 0.002 }, 'glass', {
        at: [-0.02, 0, 0],
        color: 0xd8ecf4,
        role: 'fixed',
      }),
      part('hairline', { box: [0.001, 0.0125, 0.054] }, 'paint', {
        at: [-0.02, 0.0005, 0],
        color: 0xd8202a,
        role: 'fixed',
      }),
    ],
  },
];

/** Honeycomb cells, [x, y] centres on a hexagonal grid (pointy side up). */
const CELLS: readonly V2[] = [0, 1, 2, 3, 4].flatMap((row) =>
  [0, 1, 2, 3, 4, 5].map(
    (col) => [-0.125 + col * 0.05 + (row % 2) * 0.025, 0.03 + row * 0.0433] as V2,
  ),
);

const KITCHEN_AND_FOOD: readonly KindDecl[] = [
  {
    // An espresso machine: a steel body, the group head with its portafilter handle, a small
    // cup on the drip tray under the spout, the steam wand and a pressure gauge.
    kind: 'espresso maker',
    nouns: [
      'espresso maker',
      'espresso machine',
      'coffee machine',
      'coffee maker',
      'cappuccino machine',
      'coffeemaker',
      'barista machine',
    ],
    size: [0.42, 0.42],
    parts: [
      part('body', { box: [0.36, 0.36, 0.3], round: 0.015 }, 'steel', {
        at: [0, 0, -0.04],
        colors: [0xc8c8cc, 0xc8202a, 0x1e1e22],
      }),
      part('cup_rail', { box: [0.34, 0.03, 0.26] }, 'chrome', {
        at: [0, 0.36, -0.04],
        role: 'detail',
      }),
      part('top_cup', { cyl: 0.05, r: 0.03, rTop: 0.035 }, 'ceramic', {
        at: [-0.08, 0.39, -0.04],
        copies: [[0.08, 0, 0]],
        color: 0xf8f8f4,
        role: 'fixed',
      }),
      part('group', { cyl: 0.04, r: 0.045 }, 'chrome', { at: [0, 0.21, 0.14], role: 'detail' }),
      part('portafilter', { cyl: 0.03, r: 0.038 }, 'chrome', {
        at: [0, 0.18, 0.14],
        role: 'detail',
      }),
      rod('handle', [0, 0.195, 0.18], [0, 0.19, 0.32], 0.014, 'plastic', {
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('drip_tray', { box: [0.3, 0.03, 0.1] }, 'chrome', { at: [0, 0, 0.16], role: 'detail' }),
      part('cup', { cyl: 0.05, r: 0.026, rTop: 0.03 }, 'ceramic', {
        at: [0, 0.03, 0.15],
        color: 0xf8f8f4,
        role: 'fixed',
      }),
      part('coffee', { cyl: 0.002, r: 0.027 }, 'paint', {
        at: [0, 0.074, 0.15],
        color: 0x5a3418,
        role: 'fixed',
      }),
      rod('steam_wand', [0.15, 0.26, 0.1], [0.17, 0.08, 0.17], 0.006, 'chrome', { role: 'detail' }),
      discZ('gauge', [-0.1, 0.28, 0.115], 0.035, 0.012, 'chrome', { role: 'detail' }),
      discZ('gauge_face', [-0.1, 0.28, 0.122], 0.028, 0.004, 'paint', {
        color: 0xf8f8f0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A kitchen turner: a broad slotted blade, its neck bent up to a black handle.
    kind: 'spatula',
    nouns: ['spatula', 'egg slice', 'spatulas'],
    size: [0.04, 0.32],
    parts: [
      part('blade', { box: [0.09, 0.003, 0.085], round: 0.001 }, 'steel', {
        at: [-0.1, 0, 0],
        minus: [-0.025, 0, 0.025].map((z) => ({
          shape: { box: [0.06, 0.02, 0.01] as V3 },
          at: [-0.1, -0.005, z] as V3,
        })),
      }),
      rod('neck', [-0.06, 0.002, 0], [0.0, 0.025, 0], 0.005, 'steel', { answersTo: ['blade'] }),
      rod('handle', [0.0, 0.025, 0], [0.2, 0.04, 0], 0.012, 'plastic', {
        color: 0x1e1e22,
        role: 'accent',
      }),
      part('hang_hole', { ring: 0.007, r: 0.002 }, 'steel', {
        turn: [90, 0, 0],
        at: [0.2, 0.052, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A honeycomb: a standing slab of golden wax cells, most full of honey, some capped, a
    // drop of honey running from the bottom.
    kind: 'honeycomb',
    nouns: ['honeycomb', 'honey comb', 'comb honey', 'honeycombs', 'comb of honey'],
    size: [0.26, 0.32],
    parts: [
      part('backing', { box: [0.31, 0.22, 0.02], round: 0.01 }, 'wax', {
        at: [0, 0.008, -0.012],
        color: 0xd89a2a,
        answersTo: ['comb', 'wax'],
      }),
      part('cell', { plan: polygon(6, 0.027), height: 0.02 }, 'wax', {
        turn: [90, 0, 0],
        ...at(CELLS.filter((_, i) => i % 5 !== 2).map(([x, y]) => [x, y, 0] as V3)),
        color: 0xe0a030,
        // A cut is placed in the object's frame, after the part's own turn (declare.ts): the
        // first cell's hollow; its copies carry it.
        minus: [
          {
            shape: { plan: polygon(6, 0.021), height: 0.03 },
            turn: [90, 0, 0],
            at: [CELLS[0]![0], CELLS[0]![1], 0.006],
          },
        ],
        answersTo: ['cells', 'comb'],
      }),
      part('capped', { plan: polygon(6, 0.027), height: 0.02 }, 'wax', {
        turn: [90, 0, 0],
        ...at(CELLS.filter((_, i) => i % 5 === 2).map(([x, y]) => [x, y, 0] as V3)),
        color: 0xf4d488,
        answersTo: ['cells', 'comb'],
      }),
      part('honey', { plan: polygon(6, 0.021), height: 0.012 }, 'wax', {
        turn: [90, 0, 0],
        ...at(CELLS.filter((_, i) => i % 5 !== 2).map(([x, y]) => [x, y, 0.002] as V3)),
        color: 0xb8600a,
        role: 'fixed',
      }),
      part(
        'drip',
        {
          capsule: [
            [0.03, 0.005, 0.005],
            [0.03, 0.035, 0.005],
          ],
          r: 0.006,
          r2: 0.004,
        },
        'wax',
        {
          color: 0xb8600a,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // Guacamole in a stone molcajete on three feet: a green mound flecked with tomato and
    // onion, tortilla chips stuck in it and a lime wedge by it.
    kind: 'guacamole',
    nouns: ['guacamole', 'guac', 'avocado dip', 'bowl of guacamole'],
    size: [0.16, 0.26],
    parts: [
      part(
        'bowl',
        {
          lathe: [
            [0.05, 0.02],
            [0.1, 0.04],
            [0.115, 0.09],
          ],
          wall: 0.012,
        },
        'stone',
        {
          color: 0x4a4644,
          role: 'accent',
          answersTo: ['molcajete'],
        },
      ),
      part('foot', { cyl: 0.03, r: 0.016, rTop: 0.02 }, 'stone', {
        ...at(
          [0, 1, 2].map((i) => {
            const a = (i / 3) * 2 * Math.PI;
            return [0.045 * Math.cos(a), 0, 0.045 * Math.sin(a)] as V3;
          }),
        ),
        color: 0x4a4644,
        role: 'accent',
      }),
      part('dip', { ellipsoid: [0.1, 0.045, 0.1] }, 'paint', {
        at: [0, 0.085, 0],
        color: 0x8ab83a,
        answersTo: ['guacamole'],
      }),
      part('tomato', { box: [0.012, 0.008, 0.012] }, 'paint', {
        ...at([
          [0.02, 0.128, 0.02],
          [-0.03, 0.122, 0.04],
          [0.05, 0.115, -0.03],
          [-0.04, 0.12, -0.03],
        ]),
        color: 0xd8282a,
        role: 'fixed',
      }),
      part('onion', { box: [0.01, 0.007, 0.01] }, 'paint', {
        ...at([
          [-0.01, 0.128, -0.01],
          [0.04, 0.12, 0.03],
          [-0.05, 0.116, 0.01],
        ]),
        color: 0xf4f4ec,
        role: 'fixed',
      }),
      ...[
        [0.02, -25, 0],
        [-0.035, 20, 60],
        [0.01, -15, 140],
      ].map(([x, tilt, yaw], i) =>
        part(
          `chip_${i + 1}`,
          {
            extrude: [
              [-0.035, 0],
              [0.035, 0],
              [0, 0.07],
            ],
            depth: 0.003,
          },
          'paint',
          {
            turn: [tilt!, yaw!, 0],
            at: [x!, 0.1, 0.0],
            color: 0xe8c060,
            role: 'fixed',
            answersTo: ['chips', 'tortilla chips'],
          },
        ),
      ),
      part('lime', { cyl: 0.012, r: 0.025 }, 'paint', {
        turn: [0, 0, 70],
        at: [0.13, 0.0, 0.05],
        color: 0x5aa82a,
        role: 'fixed',
        optional: 0.8,
      }),
    ],
  },
  {
    // A trifle in its glass bowl on a foot: layers of sponge, red jelly with berries and
    // custard under whipped cream, strawberries on top.
    kind: 'trifle',
    nouns: ['trifle', 'trifles', 'english trifle', 'sherry trifle'],
    size: [0.2, 0.22],
    parts: [
      part(
        'foot',
        {
          lathe: [
            [0.06, 0],
            [0.06, 0.01],
            [0.025, 0.02],
            [0.03, 0.045],
          ],
        },
        'glass',
        {
          color: 0xe8f0f4,
          role: 'fixed',
        },
      ),
      part('sponge', { cyl: 0.035, r: 0.085, rTop: 0.095 }, 'paint', {
        at: [0, 0.045, 0],
        color: 0xe8c070,
        role: 'fixed',
        answersTo: ['cake'],
      }),
      part('jelly', { cyl: 0.04, r: 0.095, rTop: 0.103 }, 'glass', {
        at: [0, 0.08, 0],
        color: 0xd8202a,
        role: 'fixed',
      }),
      part('custard', { cyl: 0.035, r: 0.103, rTop: 0.108 }, 'paint', {
        at: [0, 0.12, 0],
        color: 0xf4d860,
        role: 'fixed',
      }),
      part(
        'cream',
        {
          lathe: [
            [0, 0],
            [0.108, 0],
            [0.1, 0.02],
            [0.05, 0.04],
            [0, 0.045],
          ],
          smooth: true,
        },
        'paint',
        {
          at: [0, 0.155, 0],
          color: 0xfbf8ef,
          role: 'fixed',
        },
      ),
      part('rim', { ring: 0.11, r: 0.004 }, 'glass', {
        turn: [90, 0, 0],
        at: [0, 0.17, 0],
        color: 0xe8f0f4,
        role: 'fixed',
        answersTo: ['bowl', 'glass'],
      }),
      part('berry', { ellipsoid: [0.012, 0.015, 0.012] }, 'paint', {
        ...at([
          [0, 0.2, 0],
          [0.05, 0.185, 0.02],
          [-0.045, 0.185, 0.03],
          [0.01, 0.185, -0.05],
          [-0.03, 0.19, -0.03],
        ]),
        color: 0xd8202a,
        role: 'fixed',
        answersTo: ['strawberries', 'fruit'],
      }),
    ],
  },
];

/** Segments of a seven-segment digit lit for each figure: a top, b/c right, d bottom, e/f left, g middle. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** A time shown in seven-segment figures `h` high on a face at z, centred on (x, y). */
function digits(name: string, time: string, [x, y, z]: V3, h: number, color: number): PartDecl[] {
  const w = h * 0.5;
  const t = h * 0.12;
  const step = w * 1.5;
  const figures = [...time];
  const left = x - ((figures.length - 1) * step) / 2;
  return figures.flatMap((ch, i) => {
    const cx = left + i * step;
    if (ch === ':') {
      return [
        part(`${name}_colon_${i + 1}`, { box: [t, t, 0.002] }, 'light', {
          at: [cx, y - h * 0.22, z],
          copies: [[0, h * 0.4, 0]],
          color,
          role: 'fixed',
        }),
      ];
    }
    const seg: Record<string, [V3, V3]> = {
      a: [
        [cx, y + h / 2 - t, z],
        [w, t, 0.002],
      ],
      d: [
        [cx, y - h / 2, z],
        [w, t, 0.002],
      ],
      g: [
        [cx, y - t / 2, z],
        [w, t, 0.002],
      ],
      b: [
        [cx + w / 2, y, z],
        [t, h / 2 - t / 2, 0.002],
      ],
      c: [
        [cx + w / 2, y - h / 2 + t / 2, z],
        [t, h / 2 - t / 2, 0.002],
      ],
      f: [
        [cx - w / 2, y, z],
        [t, h / 2 - t / 2, 0.002],
      ],
      e: [
        [cx - w / 2, y - h / 2 + t / 2, z],
        [t, h / 2 - t / 2, 0.002],
      ],
    };
    return [...SEGMENTS[ch]!].map((k) =>
      part(`${name}_${i + 1}${k}`, { box: seg[k]![1] }, 'light', {
        at: seg[k]![0],
        color,
        role: 'fixed',
        answersTo: ['digits', 'numbers'],
      }),
    );
  });
}

const BALL_COLORS = [
  0xf2c81c, 0x2a4ab8, 0xd8202a, 0x6a2a9a, 0xe86a1a, 0x1e8a3a, 0x8a1e1e, 0x141414, 0xf2c81c,
  0x2a4ab8,
];

const MORE_THINGS: readonly KindDecl[] = [
  {
    // The space shuttle on its launch stack: the orange external tank, a white booster either
    // side, the orbiter on its front with a black nose, delta wings and the tail fin.
    kind: 'space shuttle',
    nouns: ['space shuttle', 'space shuttles', 'shuttle orbiter', 'space plane', 'spaceplane'],
    size: [5.6, 2.4],
    parts: [
      part(
        'tank',
        {
          lathe: [
            [0.42, 0],
            [0.42, 4.2],
            [0.3, 4.75],
            [0.08, 5.1],
            [0, 5.15],
          ],
          smooth: true,
        },
        'paint',
        {
          color: 0xd8702a,
          answersTo: ['external tank', 'fuel tank'],
        },
      ),
      part(
        'booster',
        {
          lathe: [
            [0.2, 0],
            [0.19, 0.3],
            [0.19, 4.0],
            [0.12, 4.4],
            [0, 4.55],
          ],
          smooth: true,
        },
        'paint',
        {
          ...at([
            [-0.62, 0.1, 0],
            [0.62, 0.1, 0],
          ]),
          color: 0xf4f4f2,
          role: 'accent',
          answersTo: ['boosters', 'rockets'],
        },
      ),
      part('nozzle', { cyl: 0.2, r: 0.22, rTop: 0.14 }, 'metal', {
        ...at([
          [-0.62, -0.1, 0],
          [0.62, -0.1, 0],
        ]),
        color: 0x5a5a5e,
        role: 'detail',
      }),
      part(
        'fuselage',
        {
          capsule: [
            [0, 0.75, 0.75],
            [0, 3.3, 0.75],
          ],
          r: 0.3,
        },
        'paint',
        {
          color: 0xf4f4f2,
          role: 'accent',
          answersTo: ['orbiter', 'body'],
        },
      ),
      part('nose', { cyl: 0.45, r: 0.3, rTop: 0.06 }, 'paint', {
        at: [0, 3.3, 0.75],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part(
        'wing',
        {
          extrude: [
            [-1.1, 0.75],
            [1.1, 0.75],
            [0.3, 2.2],
            [-0.3, 2.2],
          ],
          depth: 0.1,
        },
        'paint',
        {
          at: [0, 0, 0.72],
          color: 0xf4f4f2,
          role: 'accent',
          answersTo: ['wings'],
        },
      ),
      part(
        'wing_edge',
        {
          extrude: [
            [-1.12, 0.72],
            [1.12, 0.72],
            [1.1, 0.82],
            [-1.1, 0.82],
          ],
          depth: 0.11,
        },
        'paint',
        {
          at: [0, 0, 0.72],
          color: 0x1e1e22,
          role: 'fixed',
        },
      ),
      part(
        'fin',
        {
          extrude: [
            [0, 0.9],
            [0.9, 0.7],
            [0.9, 1.0],
            [0, 1.9],
          ],
          depth: 0.08,
        },
        'paint',
        {
          turn: [0, -90, 0],
          at: [0, 0, 0.95],
          color: 0xf4f4f2,
          role: 'accent',
          answersTo: ['tail'],
        },
      ),
      part('engine', { cyl: 0.18, r: 0.1, rTop: 0.06 }, 'metal', {
        ...at([
          [-0.14, 0.57, 0.78],
          [0.14, 0.57, 0.78],
          [0, 0.57, 0.98],
        ]),
        color: 0x5a5a5e,
        role: 'detail',
        answersTo: ['engines'],
      }),
      part('window', { box: [0.3, 0.1, 0.06] }, 'glass', {
        at: [0, 3.05, 1.02],
        color: 0x2a2a3a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A pool table: green cloth in a wooden frame on four legs, six pockets, a rack of
    // coloured balls with the white cue ball and the cue lying across.
    kind: 'pool table',
    nouns: ['pool table', 'billiard table', 'snooker table', 'billiards table', 'pool tables'],
    size: [0.9, 2.6],
    parts: [
      part('bed', { box: [2.3, 0.12, 1.2] }, 'fabric', {
        at: [0, 0.7, 0],
        color: 0x1e7a3a,
        answersTo: ['cloth', 'felt', 'top'],
      }),
      part('rail', { box: [2.5, 0.08, 0.12] }, 'wood', {
        at: [0, 0.76, -0.66],
        copies: [[0, 0, 1.32]],
        color: 0x6a3a1e,
        role: 'accent',
        answersTo: ['frame', 'cushion'],
      }),
      part('rail_end', { box: [0.12, 0.08, 1.44] }, 'wood', {
        at: [-1.21, 0.76, 0],
        copies: [[2.42, 0, 0]],
        color: 0x6a3a1e,
        role: 'accent',
        answersTo: ['frame', 'cushion'],
      }),
      part('apron', { box: [2.4, 0.16, 1.3] }, 'wood', {
        at: [0, 0.56, 0],
        color: 0x6a3a1e,
        role: 'accent',
        answersTo: ['frame'],
      }),
      part('leg', { box: [0.16, 0.56, 0.16] }, 'wood', {
        ...at([
          [-1.05, 0, -0.5],
          [1.05, 0, -0.5],
          [-1.05, 0, 0.5],
          [1.05, 0, 0.5],
        ]),
        color: 0x6a3a1e,
        role: 'accent',
        answersTo: ['legs'],
      }),
      part('pocket', { cyl: 0.04, r: 0.07 }, 'leather', {
        ...at([
          [-1.16, 0.8, -0.6],
          [0, 0.8, -0.62],
          [1.16, 0.8, -0.6],
          [-1.16, 0.8, 0.6],
          [0, 0.8, 0.62],
          [1.16, 0.8, 0.6],
        ]),
        color: 0x141414,
        role: 'fixed',
        answersTo: ['pockets'],
      }),
      ...[
        [0.5, 0],
        [0.56, -0.03],
        [0.56, 0.03],
        [0.62, -0.06],
        [0.62, 0],
        [0.62, 0.06],
        [0.68, -0.09],
        [0.68, -0.03],
        [0.68, 0.03],
        [0.68, 0.09],
      ].map(([x, z], i) =>
        part(`ball_${i + 1}`, { ball: 0.029 }, 'plastic', {
          at: [x!, 0.849, z!],
          color: BALL_COLORS[i],
          role: 'fixed',
          answersTo: ['balls'],
        }),
      ),
      part('cue_ball', { ball: 0.029 }, 'plastic', {
        at: [-0.55, 0.849, 0.05],
        color: 0xfaf8f0,
        role: 'fixed',
      }),
      rod('cue', [-0.62, 0.85, 0.08], [-1.6, 0.9, 0.5], 0.012, 'wood', {
        color: 0xd8b070,
        role: 'fixed',
        answersTo: ['cue stick'],
      }),
    ],
  },
  {
    // A heavy punching bag hung by its chains from the arm of a stand.
    kind: 'punching bag',
    nouns: ['punching bag', 'punch bag', 'punchbag', 'heavy bag', 'boxing bag'],
    size: [2.3, 1.4],
    parts: [
      part('base', { box: [0.9, 0.08, 0.9] }, 'steel', { color: 0x2a2a2e, role: 'detail' }),
      part('post', { box: [0.1, 2.3, 0.1] }, 'steel', {
        at: [-0.4, 0.08, 0],
        color: 0x2a2a2e,
        role: 'detail',
        answersTo: ['stand'],
      }),
      part('arm', { box: [0.9, 0.08, 0.08] }, 'steel', {
        at: [0.0, 2.26, 0],
        color: 0x2a2a2e,
        role: 'detail',
        answersTo: ['stand'],
      }),
      rod('chain', [0.35, 2.26, 0], [0.35, 1.72, 0.12], 0.012, 'chrome', {
        copies: [[0, 0, -0.24]],
        role: 'detail',
        answersTo: ['chains'],
      }),
      part(
        'bag',
        {
          capsule: [
            [0.35, 0.5, 0],
            [0.35, 1.52, 0],
          ],
          r: 0.2,
        },
        'leather',
        {
          colors: [0xc8202a, 0x1e1e22, 0x2a4ab8],
          answersTo: ['bag'],
        },
      ),
      part('band', { cyl: 0.08, r: 0.205 }, 'leather', {
        at: [0.35, 1.25, 0],
        copies: [[0, -0.55, 0]],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('glove', { ellipsoid: [0.1, 0.08, 0.13] }, 'leather', {
        at: [0.0, 0.16, 0.25],
        copies: [[0.22, 0, 0.04]],
        color: 0xd8202a,
        role: 'fixed',
        optional: 0.6,
        answersTo: ['boxing gloves'],
      }),
    ],
  },
  {
    // A toy pinwheel: four curled vanes of bright paper pinned to the top of a stick.
    kind: 'pinwheel',
    nouns: ['pinwheel', 'toy windmill', 'paper windmill', 'pinwheels'],
    size: [0.55, 0.3],
    parts: [
      rod('stick', [0, 0, -0.01], [0, 0.42, -0.01], 0.006, 'wood', { role: 'detail' }),
      ...[0, 90, 180, 270].map((deg, i) =>
        part(
          `vane_${i + 1}`,
          {
            extrude: [
              [0, 0],
              [0.13, 0.005],
              [0.005, 0.13],
            ],
            depth: 0.004,
          },
          'paper',
          {
            // Each vane tipped like a propeller blade, so the four read as a wheel that turns.
            turn: [0, 35, deg],
            at: [0, 0.42, 0.01],
            color: [0xd8202a, 0x2a6ad8, 0xf2c81c, 0x2aa84a][i],
            role: 'fixed',
            answersTo: ['vanes', 'blades'],
          },
        ),
      ),
      part('pin', { ball: 0.014 }, 'plastic', {
        at: [0, 0.42, 0.012],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
    ],
  },
  {
    // A chainsaw: an orange motor body with its front grip arched over the top, the rear
    // handle, and the long guide bar with its chain running forward.
    kind: 'chainsaw',
    nouns: ['chainsaw', 'chain saw', 'chainsaws'],
    size: [0.3, 0.85],
    parts: [
      part('body', { box: [0.3, 0.2, 0.18], round: 0.03 }, 'plastic', {
        at: [0, 0.02, 0],
        colors: [0xe86a1a, 0xd8202a, 0xf2c81c],
      }),
      part('engine_cover', { box: [0.2, 0.04, 0.16], round: 0.015 }, 'plastic', {
        at: [-0.02, 0.22, 0],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('front_grip', { ring: 0.11, r: 0.012, arc: 180 }, 'plastic', {
        turn: [0, 90, 0],
        at: [0.08, 0.12, 0],
        color: 0x1e1e22,
        role: 'fixed',
        answersTo: ['handle'],
      }),
      part('rear_handle', { ring: 0.07, r: 0.014, arc: 240, from: 60 }, 'plastic', {
        at: [-0.17, 0.12, 0],
        color: 0x1e1e22,
        role: 'fixed',
        answersTo: ['handle'],
      }),
      part('bar', { box: [0.46, 0.08, 0.012], round: 0.004 }, 'steel', {
        at: [0.37, 0.06, 0],
        role: 'detail',
        answersTo: ['guide bar', 'blade'],
      }),
      part('chain', { box: [0.48, 0.1, 0.008] }, 'metal', {
        at: [0.375, 0.05, 0],
        color: 0x3a3a3e,
        role: 'fixed',
        answersTo: ['teeth'],
      }),
      part('guard', { box: [0.03, 0.16, 0.16], round: 0.01 }, 'plastic', {
        at: [0.16, 0.1, 0],
        color: 0x1e1e22,
        role: 'fixed',
      }),
    ],
  },
  {
    // A digital alarm clock: a black box with the time in red seven-segment figures.
    kind: 'digital clock',
    nouns: ['digital clock', 'digital alarm clock', 'led clock', 'digital clocks'],
    size: [0.1, 0.2],
    parts: [
      part('body', { box: [0.2, 0.09, 0.08], round: 0.01 }, 'plastic', {
        colors: [0x1e1e22, 0xf4f4f4, 0x5a5a60],
      }),
      part('face', { box: [0.17, 0.06, 0.003] }, 'glass', {
        at: [0, 0.015, 0.04],
        color: 0x0e0e10,
        role: 'fixed',
      }),
      ...digits('digit', '12:30', [0, 0.045, 0.0425], 0.04, 0xff2a1a),
      part('button', { box: [0.03, 0.008, 0.02] }, 'plastic', {
        at: [-0.05, 0.09, 0],
        copies: [[0.05, 0, 0]],
        color: 0x5a5a60,
        role: 'fixed',
      }),
    ],
  },
  {
    // A parking meter: a steel head on a post, a domed window over its dial, a coin slot.
    kind: 'parking meter',
    nouns: ['parking meter', 'parking meters'],
    size: [1.5, 0.35],
    parts: [
      part('foot', { cyl: 0.05, r: 0.12 }, 'concrete', { color: 0x9a9a9a, role: 'fixed' }),
      part('post', { cyl: 1.1, r: 0.04 }, 'paint', { at: [0, 0.05, 0], color: 0x5a5a60 }),
      part('head', { box: [0.24, 0.3, 0.16], round: 0.04 }, 'metal', {
        at: [0, 1.12, 0],
        colors: [0x9aa0a8, 0x2a4a8a, 0x2a6a3a],
      }),
      part('dome', { ellipsoid: [0.1, 0.09, 0.07] }, 'glass', {
        at: [0, 1.34, 0.04],
        color: 0xc8dce8,
        role: 'fixed',
        answersTo: ['window'],
      }),
      part('dial', { box: [0.12, 0.08, 0.004] }, 'paint', {
        at: [0, 1.3, 0.08],
        color: 0xf4f4f0,
        role: 'fixed',
      }),
      part('flag', { box: [0.02, 0.05, 0.004] }, 'paint', {
        at: [0.02, 1.31, 0.083],
        color: 0xd8202a,
        role: 'fixed',
      }),
      part('slot', { box: [0.05, 0.01, 0.01] }, 'plastic', {
        at: [0, 1.22, 0.08],
        color: 0x141414,
        role: 'fixed',
      }),
      part('knob', { cyl: 0.03, r: 0.025 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0.06, 1.18, 0.07],
        role: 'detail',
      }),
    ],
  },
  {
    // A canoe paddle lying flat: a wooden shaft, a broad rounded blade and a T-grip.
    kind: 'paddle',
    nouns: ['paddle', 'canoe paddle', 'kayak paddle', 'boat paddle', 'paddles'],
    size: [0.045, 1.5],
    parts: [
      rod('shaft', [-0.7, 0.02, 0], [0.25, 0.02, 0], 0.015, 'wood', { color: 0xc8945a }),
      part('blade', { ellipsoid: [0.3, 0.012, 0.1] }, 'wood', {
        at: [0.5, 0.02, 0],
        color: 0xc8945a,
        answersTo: ['shaft'],
      }),
      rod('grip', [-0.72, 0.02, -0.06], [-0.72, 0.02, 0.06], 0.018, 'wood', {
        color: 0x8a5a2a,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('tip', { box: [0.05, 0.026, 0.12], round: 0.01 }, 'paint', {
        at: [0.77, 0.007, 0],
        colors: [0xd8202a, 0xf2c81c, 0x1e1e22],
        role: 'fixed',
      }),
    ],
  },
  {
    // A tripod turnstile: a steel cabinet with three arms on a slanted hub, one barring the way.
    kind: 'turnstile',
    nouns: ['turnstile', 'turnstiles', 'ticket barrier'],
    size: [1.0, 1.2],
    parts: [
      part('cabinet', { box: [0.3, 1.0, 0.9], round: 0.03 }, 'steel', { at: [-0.2, 0, 0] }),
      part('top', { box: [0.32, 0.04, 0.92] }, 'plastic', {
        at: [-0.2, 1.0, 0],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('hub', { cyl: 0.16, r: 0.08 }, 'chrome', {
        turn: [0, 0, -60],
        at: [-0.06, 0.78, 0],
        role: 'detail',
      }),
      // Three arms out of the hub: one level across the way, two folded down and back.
      ...(
        [
          [0.55, 0, 0],
          [0.26, -0.4, 0.22],
          [0.26, 0.06, -0.48],
        ] as const
      ).map(([dx, dy, dz], i) =>
        rod(`arm_${i + 1}`, [0.04, 0.84, 0], [0.04 + dx, 0.84 + dy, dz], 0.022, 'chrome', {
          role: 'detail',
          answersTo: ['arms', 'bars'],
        }),
      ),
      part('light', { box: [0.02, 0.06, 0.06] }, 'light', {
        at: [-0.04, 0.9, 0.35],
        color: 0x3aff6a,
        role: 'fixed',
      }),
      part('reader', { box: [0.02, 0.08, 0.12] }, 'plastic', {
        at: [-0.04, 0.62, 0.3],
        color: 0x2a4ab8,
        role: 'fixed',
      }),
    ],
  },
  {
    // A Venetian gondola: a long black hull rising at both ends, the steel prow comb, a red
    // cushioned seat and the oar on its rowlock at the stern.
    kind: 'gondola',
    nouns: ['gondola', 'gondolas', 'venetian gondola', 'venetian boat'],
    size: [1.6, 6],
    parts: [
      part(
        'hull',
        {
          extrude: [
            [-3, 0.9],
            [-2.6, 0.45],
            [-1.6, 0.1],
            [0, 0],
            [1.6, 0.1],
            [2.6, 0.45],
            [3, 1.1],
            [2.7, 1.0],
            [2.3, 0.6],
            [0, 0.5],
            [-2.3, 0.6],
            [-2.75, 0.85],
          ],
          depth: 0.8,
        },
        'paint',
        { color: 0x141418, answersTo: ['boat'] },
      ),
      part(
        'ferro',
        {
          extrude: [
            [0, 0],
            [0.12, 0],
            [0.22, 0.6],
            [0.02, 0.7],
            [-0.06, 0.3],
          ],
          depth: 0.04,
        },
        'steel',
        {
          at: [2.9, 0.95, 0],
          role: 'detail',
          answersTo: ['prow'],
        },
      ),
      part('seat', { box: [0.9, 0.25, 0.7], round: 0.06 }, 'fabric', {
        at: [0, 0.45, 0],
        color: 0xb8202a,
        role: 'accent',
        answersTo: ['cushion'],
      }),
      part('seat_back', { box: [0.15, 0.4, 0.7], round: 0.05 }, 'fabric', {
        at: [-0.45, 0.45, 0],
        color: 0xb8202a,
        role: 'accent',
        answersTo: ['cushion', 'seat'],
      }),
      part('forcola', { box: [0.12, 0.5, 0.12] }, 'wood', {
        at: [-2.2, 0.55, 0.35],
        color: 0x6a3a1e,
        role: 'detail',
        answersTo: ['rowlock'],
      }),
      rod('oar', [-2.2, 1.05, 0.4], [-3.4, 0.1, 0.9], 0.035, 'wood', {
        color: 0xc8945a,
        role: 'detail',
      }),
    ],
  },
  {
    // A cocktail shaker: a steel cup tapering up to its cap and knob, a cocktail glass by it.
    kind: 'cocktail shaker',
    nouns: ['cocktail shaker', 'martini shaker', 'cocktail shakers'],
    size: [0.25, 0.2],
    parts: [
      part(
        'cup',
        {
          lathe: [
            [0, 0],
            [0.045, 0],
            [0.05, 0.005],
            [0.05, 0.14],
            [0.042, 0.16],
          ],
        },
        'steel',
        {
          answersTo: ['body'],
        },
      ),
      part(
        'cap',
        {
          lathe: [
            [0.043, 0],
            [0.04, 0.04],
            [0.015, 0.07],
            [0.01, 0.08],
          ],
        },
        'chrome',
        {
          at: [0, 0.155, 0],
        },
      ),
      part('knob', { cyl: 0.015, r: 0.014 }, 'chrome', { at: [0, 0.23, 0] }),
      part('glass_foot', { cyl: 0.004, r: 0.035 }, 'glass', {
        at: [0.085, 0, 0.02],
        color: 0xe8f0f4,
        role: 'fixed',
      }),
      rod('glass_stem', [0.085, 0.004, 0.02], [0.085, 0.07, 0.02], 0.003, 'glass', {
        color: 0xe8f0f4,
        role: 'fixed',
      }),
      part('drink', { cyl: 0.045, r: 0.004, rTop: 0.045 }, 'glass', {
        at: [0.085, 0.07, 0.02],
        color: 0xe8d890,
        role: 'fixed',
        answersTo: ['cocktail', 'glass'],
      }),
      part('olive', { ball: 0.008 }, 'paint', {
        at: [0.085, 0.108, 0.02],
        color: 0x6a8a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A go-kart: a low tube frame on four fat wheels, a bucket seat, a small steering wheel
    // and the engine by the seat.
    kind: 'go-kart',
    nouns: ['go-kart', 'go kart', 'gokart', 'kart', 'karting car'],
    size: [0.6, 1.8],
    parts: [
      part('floor', { box: [0.75, 0.04, 1.5] }, 'steel', {
        at: [0, 0.06, 0],
        color: 0x3a3a3e,
        role: 'detail',
        answersTo: ['frame'],
      }),
      part('nose', { box: [0.7, 0.12, 0.3], round: 0.04 }, 'plastic', {
        at: [0, 0.08, 0.72],
        colors: [0xd8202a, 0x2a6ad8, 0xf2c81c, 0x2aa84a],
        answersTo: ['body', 'bumper'],
      }),
      part('side_pod', { box: [0.14, 0.12, 0.6], round: 0.04 }, 'plastic', {
        at: [0.38, 0.08, 0.05],
        mirror: true,
        colors: [0xd8202a, 0x2a6ad8, 0xf2c81c, 0x2aa84a],
        answersTo: ['body'],
      }),
      ...[
        [0.46, 0.55],
        [-0.46, 0.55],
        [0.48, -0.55],
        [-0.48, -0.55],
      ].map(([x, z], i) =>
        wheelX(`wheel_${i + 1}`, [x!, 0.13, z!], 0.13, i < 2 ? 0.12 : 0.18, 'rubber', {
          color: 0x1e1e1e,
          role: 'fixed',
          answersTo: ['wheels', 'tires'],
        }),
      ),
      rod('axle', [-0.5, 0.13, 0.55], [0.5, 0.13, 0.55], 0.02, 'steel', {
        copies: [[0, 0, -1.1]],
        color: 0x3a3a3e,
        role: 'detail',
      }),
      part('seat', { box: [0.4, 0.35, 0.4], round: 0.08 }, 'plastic', {
        at: [0, 0.1, -0.3],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      rod('column', [0, 0.1, 0.42], [0, 0.42, 0.2], 0.015, 'steel', { role: 'detail' }),
      part('steering_wheel', { ring: 0.12, r: 0.015 }, 'rubber', {
        turn: [-60, 0, 0],
        at: [0, 0.42, 0.2],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('engine', { box: [0.2, 0.22, 0.25], round: 0.02 }, 'metal', {
        at: [0.3, 0.1, -0.45],
        color: 0x8a8a90,
        role: 'detail',
      }),
      part('bumper', { box: [0.9, 0.06, 0.06] }, 'steel', {
        at: [0, 0.1, -0.78],
        color: 0x3a3a3e,
        role: 'detail',
      }),
    ],
  },
  {
    // A stretcher: two poles with the canvas between them, the handles out at both ends and
    // short feet under it, a folded blanket on top.
    kind: 'stretcher',
    nouns: ['stretcher', 'stretchers', 'field stretcher', 'gurney', 'hospital gurney'],
    size: [0.25, 2.3],
    parts: [
      rod('pole', [-1.12, 0.16, -0.28], [1.12, 0.16, -0.28], 0.025, 'metal', {
        copies: [[0, 0, 0.56]],
        color: 0x9a9aa0,
        role: 'detail',
        answersTo: ['poles', 'handles'],
      }),
      part('canvas', { box: [1.8, 0.02, 0.56] }, 'fabric', {
        at: [0, 0.15, 0],
        colors: [0x5a6a3a, 0xe86a1a, 0x2a4a8a],
      }),
      part('foot', { box: [0.04, 0.14, 0.04] }, 'metal', {
        ...at([
          [-0.85, 0, -0.28],
          [0.85, 0, -0.28],
          [-0.85, 0, 0.28],
          [0.85, 0, 0.28],
        ]),
        color: 0x9a9aa0,
        role: 'detail',
      }),
      part('grip', { cyl: 0.18, r: 0.03 }, 'rubber', {
        turn: [0, 0, 90],
        ...at([
          [-0.94, 0.16, -0.28],
          [-0.94, 0.16, 0.28],
          [1.12, 0.16, -0.28],
          [1.12, 0.16, 0.28],
        ]),
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('cross', { box: [0.3, 0.01, 0.08] }, 'paint', {
        at: [0.5, 0.17, 0],
        color: 0xd8202a,
        role: 'fixed',
      }),
      part('cross_bar', { box: [0.08, 0.01, 0.3] }, 'paint', {
        at: [0.5, 0.17, 0],
        color: 0xd8202a,
        role: 'fixed',
        answersTo: ['cross'],
      }),
    ],
  },
  {
    // An oxygen mask: a clear cup over the nose and mouth, its elastic strap, the green tube
    // and the reservoir bag hanging under it.
    kind: 'oxygen mask',
    nouns: ['oxygen mask', 'oxygen masks', 'o2 mask'],
    size: [0.3, 0.2],
    parts: [
      part(
        'cup',
        {
          lathe: [
            [0, 0],
            [0.02, 0.01],
            [0.055, 0.05],
            [0.06, 0.07],
          ],
          wall: 0.004,
        },
        'glass',
        {
          turn: [-90, 0, 0],
          at: [0, 0.2, 0.07],
          color: 0xd8ecf0,
          role: 'fixed',
          answersTo: ['mask'],
        },
      ),
      part('rim', { ring: 0.058, r: 0.006 }, 'rubber', {
        at: [0, 0.2, 0.005],
        color: 0x7ac8a8,
        role: 'fixed',
      }),
      part('strap', { ring: 0.085, r: 0.004, arc: 200, from: -10 }, 'rubber', {
        turn: [90, 0, 0],
        at: [0, 0.2, -0.08],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
      rod('tube', [0, 0.2, 0.072], [0.02, 0.14, 0.08], 0.009, 'plastic', {
        color: 0x6ac89a,
        role: 'accent',
      }),
      part('bag', { ellipsoid: [0.05, 0.07, 0.04] }, 'plastic', {
        at: [0.03, 0.07, 0.08],
        color: 0x6ac89a,
        role: 'accent',
        answersTo: ['reservoir bag'],
      }),
      rod('hose', [0.03, 0.0, 0.08], [0.2, 0.0, 0.1], 0.006, 'plastic', {
        color: 0x6ac89a,
        role: 'accent',
        answersTo: ['tube'],
      }),
    ],
  },
  {
    // A restaurant menu standing open like a book: two covers in a V, MENU over the dishes'
    // lines on the right page.
    kind: 'menu',
    nouns: ['menu', 'menus', 'bill of fare', 'menu card'],
    size: [0.3, 0.45],
    parts: [
      part('cover_left', { box: [0.22, 0.3, 0.008] }, 'leather', {
        turn: [0, 30, 0],
        at: [-0.095, 0, 0.055],
        colors: [0x6a1a1e, 0x1e1e22, 0x2a3a5a],
        answersTo: ['cover'],
      }),
      part('cover_right', { box: [0.22, 0.3, 0.008] }, 'leather', {
        turn: [0, -30, 0],
        at: [0.095, 0, 0.055],
        colors: [0x6a1a1e, 0x1e1e22, 0x2a3a5a],
        answersTo: ['cover'],
      }),
      part('page', { box: [0.2, 0.28, 0.004] }, 'paper', {
        turn: [0, -30, 0],
        at: [0.097, 0.01, 0.065],
        color: 0xf6f0dc,
        role: 'fixed',
      }),
      part('page_left', { box: [0.2, 0.28, 0.004] }, 'paper', {
        turn: [0, 30, 0],
        at: [-0.097, 0.01, 0.065],
        color: 0xf6f0dc,
        role: 'fixed',
        answersTo: ['page'],
      }),
      ...lettering('title', 'MENU', [0, 0.24, 0], 0.035, 0x6a1a1e, 0.003).map((p) => ({
        ...p,
        turn: [0, -30, 0] as V3,
        at: [0.097, 0.24, 0.069] as V3,
        minus: undefined,
      })),
      ...spaced(6, 0.05, 0.2).map((y, i) =>
        part(`line_${i + 1}`, { box: [0.14, 0.008, 0.003] }, 'paint', {
          turn: [0, -30, 0],
          at: [0.097, y, 0.07],
          color: 0x3a3a3a,
          role: 'fixed',
          answersTo: ['text'],
        }),
      ),
    ],
  },
  {
    // A slow cooker: a glazed crock in its black housing with side handles, a glass lid with
    // a knob and the dial on the front.
    kind: 'slow cooker',
    nouns: ['slow cooker', 'crock pot', 'crockpot', 'crock-pot', 'slow cookers'],
    size: [0.3, 0.38],
    parts: [
      part(
        'housing',
        {
          lathe: [
            [0, 0],
            [0.15, 0],
            [0.16, 0.02],
            [0.16, 0.17],
            [0.155, 0.18],
          ],
        },
        'metal',
        {
          colors: [0x2a2a2e, 0xb8b8bc, 0x8a1e1e],
          answersTo: ['body'],
        },
      ),
      part(
        'crock',
        {
          lathe: [
            [0.15, 0],
            [0.152, 0.03],
            [0.148, 0.04],
          ],
        },
        'ceramic',
        {
          at: [0, 0.175, 0],
          color: 0x4a3a2e,
          role: 'fixed',
        },
      ),
      part(
        'lid',
        {
          lathe: [
            [0, 0.05],
            [0.08, 0.045],
            [0.14, 0.02],
            [0.155, 0],
          ],
          smooth: true,
        },
        'glass',
        {
          at: [0, 0.21, 0],
          color: 0xd8e4ea,
          role: 'fixed',
        },
      ),
      part('knob', { cyl: 0.025, r: 0.02 }, 'plastic', {
        at: [0, 0.255, 0],
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('handle', { box: [0.05, 0.025, 0.08], round: 0.01 }, 'plastic', {
        at: [0.18, 0.14, 0],
        mirror: true,
        color: 0x1e1e22,
        role: 'fixed',
      }),
      part('dial', { cyl: 0.015, r: 0.028 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.07, 0.152],
        color: 0xf4f4f0,
        role: 'fixed',
      }),
      part('light', { box: [0.012, 0.012, 0.01] }, 'light', {
        at: [0.05, 0.07, 0.158],
        color: 0xff3a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // An artichoke: a round green head of overlapping pointed bracts, their tips tinged
    // purple, on a short cut stem.
    kind: 'artichoke',
    nouns: ['artichoke', 'artichokes', 'globe artichoke'],
    size: [0.12, 0.1],
    parts: [
      part('stem', { cyl: 0.03, r: 0.012, rTop: 0.014 }, 'leaf', { color: 0x7a9a4a }),
      part(
        'core',
        {
          lathe: [
            [0, 0],
            [0.03, 0.005],
            [0.042, 0.04],
            [0.03, 0.08],
            [0, 0.095],
          ],
          smooth: true,
        },
        'leaf',
        {
          at: [0, 0.025, 0],
          color: 0x5a8a3a,
          answersTo: ['head'],
        },
      ),
      ...[
        [0.045, 0.035, 8, 60],
        [0.043, 0.06, 8, 45],
        [0.032, 0.085, 6, 28],
      ].flatMap(([r, y, n, tilt], row) =>
        Array.from({ length: n! }, (_, i) => {
          const deg = (360 * i) / n! + row * 22;
          const a = (deg * Math.PI) / 180;
          return part(`bract_${row + 1}_${i + 1}`, { ellipsoid: [0.02, 0.032, 0.008] }, 'leaf', {
            turn: [tilt!, deg, 0],
            at: [r! * Math.sin(a), y!, r! * Math.cos(a)],
            color: row === 0 ? 0x6a9a44 : row === 1 ? 0x5a8a3a : 0x6a5a7a,
            answersTo: ['bracts', 'leaves'],
          });
        }),
      ),
    ],
  },
];

/** A shower curtain's colours: every fold picks the same one. */
const CURTAIN = [0x7ac8e8, 0xf2f2ee, 0xf4b8c8, 0xb8e0b0];

const BATCH_THREE: readonly KindDecl[] = [
  {
    // A car wheel: a black tyre round a silver alloy rim with five spokes and wheel nuts.
    kind: 'car wheel',
    nouns: ['car wheel', 'alloy wheel', 'wheel rim', 'car wheels'],
    size: [0.65, 0.65],
    parts: [
      part('tyre', { ring: 0.25, r: 0.075 }, 'rubber', {
        at: [0, 0.325, 0],
        color: 0x1e1e1e,
        role: 'fixed',
        answersTo: ['tire'],
      }),
      discZ('rim', [0, 0.325, 0], 0.19, 0.1, 'aluminum', { answersTo: ['wheel'] }),
      discZ('hub', [0, 0.325, 0.06], 0.05, 0.03, 'chrome', { role: 'detail' }),
      ...Array.from({ length: 5 }, (_, i) => {
        const a = (i / 5) * 2 * Math.PI + Math.PI / 2;
        return rod(
          `spoke_${i + 1}`,
          [0.04 * Math.cos(a), 0.325 + 0.04 * Math.sin(a), 0.06],
          [0.17 * Math.cos(a), 0.325 + 0.17 * Math.sin(a), 0.055],
          0.022,
          'aluminum',
          { answersTo: ['spokes', 'rim'] },
        );
      }),
      part('hollow', { cyl: 0.005, r: 0.175 }, 'metal', {
        turn: [90, 0, 0],
        at: [0, 0.325, 0.05],
        color: 0x2a2a2e,
        role: 'fixed',
      }),
      part('nut', { cyl: 0.02, r: 0.008 }, 'chrome', {
        turn: [90, 0, 0],
        ...at(
          Array.from({ length: 5 }, (_, i) => {
            const a = (i / 5) * 2 * Math.PI;
            return [0.032 * Math.cos(a), 0.325 + 0.032 * Math.sin(a), 0.07] as V3;
          }),
        ),
        role: 'detail',
      }),
    ],
  },
  {
    // A yurt: a round white felt wall under a low cone roof with a crown ring, a painted door.
    kind: 'yurt',
    nouns: ['yurt', 'yurts', 'mongolian tent'],
    size: [3.2, 5.4],
    parts: [
      part('wall', { cyl: 1.6, r: 2.5 }, 'fabric', { color: 0xf2ecdc }),
      part('roof', { cyl: 1.2, r: 2.65, rTop: 0.45 }, 'fabric', {
        at: [0, 1.6, 0],
        color: 0xe8e0cc,
        role: 'accent',
      }),
      part('band', { cyl: 0.12, r: 2.52 }, 'fabric', {
        at: [0, 0.7, 0],
        copies: [[0, 0.55, 0]],
        color: 0x8a2a1e,
        role: 'fixed',
        answersTo: ['bands', 'ropes'],
      }),
      part('crown', { cyl: 0.25, r: 0.5 }, 'wood', {
        at: [0, 2.75, 0],
        color: 0xb8202a,
        role: 'fixed',
      }),
      part('door', { box: [0.9, 1.35, 0.15] }, 'wood', {
        at: [0, 0, 2.45],
        color: 0xd8402a,
        role: 'fixed',
      }),
      part('door_frame', { box: [1.1, 0.15, 0.18] }, 'wood', {
        at: [0, 1.35, 2.45],
        color: 0xe8b81c,
        role: 'fixed',
      }),
    ],
  },
  {
    // A motorhome: a long white box body over a van cab, the sleeping bay over the cab, a
    // side door and windows, a stripe along its side.
    kind: 'motorhome',
    nouns: ['motorhome', 'motor home', 'recreational vehicle', 'rv', 'camper van', 'campervan'],
    size: [3.2, 7.2],
    parts: [
      part('body', { box: [2.3, 2.4, 5.0], round: 0.12 }, 'paint', {
        at: [0, 0.5, -0.9],
        color: 0xf4f2ec,
      }),
      part('cab', { box: [2.2, 1.4, 1.7], round: 0.15 }, 'paint', {
        at: [0, 0.5, 2.35],
        color: 0xf4f2ec,
        answersTo: ['body'],
      }),
      part('luton', { box: [2.3, 0.8, 1.3], round: 0.2 }, 'paint', {
        at: [0, 2.1, 2.1],
        color: 0xf4f2ec,
        answersTo: ['body'],
      }),
      part('windscreen', { box: [1.9, 0.6, 0.05] }, 'glass', {
        turn: [-15, 0, 0],
        at: [0, 1.3, 3.15],
        color: 0x3a4a5a,
        role: 'fixed',
      }),
      part('stripe', { box: [2.32, 0.18, 6.2] }, 'paint', {
        at: [0, 1.1, -0.3],
        color: 0x2a5ab8,
        role: 'accent',
      }),
      part('window', { box: [2.34, 0.5, 0.9] }, 'glass', {
        ...at([
          [0, 1.6, -2.4],
          [0, 1.6, -0.3],
        ]),
        color: 0x3a4a5a,
        role: 'fixed',
      }),
      part('door', { box: [0.06, 1.9, 0.7] }, 'paint', {
        at: [1.16, 0.55, 0.8],
        color: 0xe8e6e0,
        role: 'fixed',
      }),
      ...[
        [1.1, 2.4],
        [-1.1, 2.4],
        [1.1, -2.3],
        [-1.1, -2.3],
      ].map(([x, z], i) =>
        wheelX(`wheel_${i + 1}`, [x!, 0.42, z!], 0.42, 0.3, 'rubber', {
          color: 0x1e1e1e,
          role: 'fixed',
          answersTo: ['wheels'],
        }),
      ),
    ],
  },
  {
    // An offshore drilling platform: a deck on four great legs standing in the sea, the
    // derrick tower, a crane, a helipad and a flare boom.
    kind: 'drilling platform',
    nouns: [
      'drilling platform',
      'offshore platform',
      'oil platform',
      'offshore rig',
      'oil rig platform',
      'offshore drilling rig',
    ],
    size: [6.5, 7],
    parts: [
      part('sea', { box: [7, 0.2, 7] }, 'paint', { color: 0x2a5a8a, role: 'fixed' }),
      part('leg', { cyl: 2.2, r: 0.35 }, 'paint', {
        ...at([
          [-1.8, 0.2, -1.8],
          [1.8, 0.2, -1.8],
          [-1.8, 0.2, 1.8],
          [1.8, 0.2, 1.8],
        ]),
        color: 0xe8b81c,
        answersTo: ['legs'],
      }),
      part('deck', { box: [4.6, 0.8, 4.6] }, 'metal', {
        at: [0, 2.4, 0],
        color: 0x8a8a90,
        role: 'accent',
      }),
      part('module', { box: [2.2, 1.0, 1.6] }, 'paint', {
        at: [-1.1, 3.2, 1.3],
        color: 0xf4f4f0,
        role: 'fixed',
        answersTo: ['quarters'],
      }),
      part('derrick', { cyl: 3.2, r: 0.8, rTop: 0.2 }, 'steel', {
        at: [0.8, 3.2, -0.6],
        role: 'detail',
        answersTo: ['tower'],
      }),
      part('helipad', { cyl: 0.12, r: 1.1 }, 'paint', {
        at: [-1.1, 4.2, 1.3],
        color: 0x2a6a3a,
        role: 'fixed',
      }),
      part('helipad_ring', { ring: 0.7, r: 0.06 }, 'paint', {
        turn: [90, 0, 0],
        at: [-1.1, 4.34, 1.3],
        color: 0xf2c81c,
        role: 'fixed',
      }),
      rod('crane', [1.6, 3.2, 1.6], [3.0, 5.0, 2.4], 0.12, 'paint', {
        color: 0xe86a1a,
        role: 'fixed',
      }),
      rod('flare_boom', [-2.2, 3.0, -1.8], [-3.4, 3.8, -2.4], 0.1, 'steel', { role: 'detail' }),
      part(
        'flare',
        {
          lathe: [
            [0, 0],
            [0.2, 0.1],
            [0.15, 0.4],
            [0, 0.7],
          ],
          smooth: true,
        },
        'light',
        {
          at: [-3.4, 3.8, -2.4],
          color: 0xff8a1a,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // A shower curtain on its rail around the end of a bath: rings on a chrome rod between
    // two posts, the curtain in folds.
    kind: 'shower curtain',
    nouns: ['shower curtain', 'shower curtains', 'bath curtain'],
    size: [2.0, 1.7],
    parts: [
      part('tub', { box: [1.6, 0.55, 0.75], round: 0.06 }, 'ceramic', {
        at: [0, 0, -0.2],
        color: 0xf8f8f6,
        role: 'fixed',
        answersTo: ['bath', 'bathtub'],
      }),
      part('post', { cyl: 1.45, r: 0.02 }, 'chrome', {
        ...at([
          [-0.8, 0.55, 0.17],
          [0.8, 0.55, 0.17],
        ]),
        role: 'detail',
      }),
      rod('rod', [-0.8, 2.0, 0.17], [0.8, 2.0, 0.17], 0.018, 'chrome', {
        role: 'detail',
        answersTo: ['rail'],
      }),
      part('ring', { ring: 0.03, r: 0.006 }, 'chrome', {
        turn: [0, 90, 0],
        ...at(spaced(12, -0.72, 0.72).map((x) => [x, 1.99, 0.17] as V3)),
        role: 'detail',
        answersTo: ['rings'],
      }),
      ...spaced(12, -0.7, 0.7).map((x, i) =>
        part(`fold_${i + 1}`, { box: [0.13, 1.35, 0.02] }, 'fabric', {
          turn: [0, i % 2 === 0 ? 25 : -25, 0],
          at: [x, 0.62, 0.17],
          colors: CURTAIN,
          answersTo: ['curtain'],
        }),
      ),
    ],
  },
];

export const IMAGENET_THING_KINDS: readonly KindDecl[] = [
  ...MUSIC,
  ...DEVICES,
  ...OUTDOORS,
  ...STRUCTURES,
  ...PAPER_AND_PLAY,
  ...KITCHEN_AND_FOOD,
  ...MORE_THINGS,
  ...BATCH_THREE,
];
