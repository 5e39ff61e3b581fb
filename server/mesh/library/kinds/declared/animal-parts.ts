/**
 * Parts of animals as objects (issue #32, session 23, B): a paw with its pads, a hoof, a
 * crab's claw, a beak, a bird's wing, a bushy tail, an antler, an animal's horn, a tusk,
 * fangs, a shark's fin, a turtle's shell, whiskers, a lion's mane and a rooster's comb. Each
 * keeps the silhouette that names it and its natural colours. See docs/decisions.md, "The body
 * as objects". Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, spaced } from './part-shorthand.ts';

const FUR = 0xa07850;
const PAD = 0xd88a90;
const KERATIN = 0x3a3230;
const IVORY = 0xeee4c8;
const ANTLER = 0xb89a70;

/** Points along a curved horn from its base: `curl` radians of bend over `length`, in X–Y, setting off `from` radians off
 * upright. */
function hornPath(base: V3, length: number, curl: number, n = 9, from = 0): V3[] {
  const pts: V3[] = [];
  let a = from;
  let p: V3 = base;
  for (let i = 0; i < n; i++) {
    pts.push(p);
    const step = length / (n - 1);
    a += curl / (n - 1);
    p = [p[0] + step * Math.sin(a), p[1] + step * Math.cos(a), p[2]];
  }
  return pts;
}

/** A curved tapering horn from its base along a bend, as a tube of falling radius. */
function hornTube(
  name: string,
  pts: readonly V3[],
  r0: number,
  power: number,
  finish: string,
  color: number,
  more: Partial<PartDecl> = {},
): PartDecl {
  const n = pts.length;
  const radii = pts.map((_, i) => Math.max(r0 * 0.06, r0 * (1 - i / (n - 1)) ** power));
  return part(name, { sweep: pts, r: radii }, finish, { color, ...more });
}

/** A feather as a flattened leaf shape from `base` along `dir` (degrees from up, in X–Y). */
function feather(name: string, base: V3, length: number, width: number, angle: number): PartDecl {
  const rad = (angle * Math.PI) / 180;
  return part(name, { ellipsoid: [width, length / 2, width * 0.18] }, 'feathers', {
    color: 0xf4f2ec,
    turn: [0, 0, -angle],
    at: [base[0] + (Math.sin(rad) * length) / 2, base[1] + (Math.cos(rad) * length) / 2, base[2]],
    answersTo: ['wing', 'feather'],
  });
}

/** A turtle shell's dome and where its plates sit on it, [x, z]. */
const DOME: V3 = [0.13, 0.12, 0.16];
const SCUTES: readonly [number, number][] = [
  [0, 0],
  [0, 0.075],
  [0, -0.075],
  [0, 0.135],
  [0, -0.135],
  [0.065, 0.04],
  [-0.065, 0.04],
  [0.065, -0.04],
  [-0.065, -0.04],
  [0.105, 0.0],
  [-0.105, 0.0],
  [0.09, 0.085],
  [-0.09, 0.085],
  [0.09, -0.085],
  [-0.09, -0.085],
];

/** An animal horn's bend, from its root. */
const HORN: V3[] = hornPath([-0.1, 0.03, 0], 0.34, 1.5, 11);

/** The branch of an antler: a beam sweeping up and back with tines rising from it. */
const BEAM: V3[] = [
  [0, 0.02, 0],
  [0.03, 0.12, -0.02],
  [0.07, 0.24, -0.05],
  [0.1, 0.36, -0.06],
  [0.11, 0.47, -0.04],
  [0.1, 0.56, -0.01],
];

export const ANIMAL_PART_KINDS: readonly KindDecl[] = [
  {
    // A raised paw, pads to the viewer: the big heart-shaped pad and four toe beans on fur.
    kind: 'paw',
    nouns: ['paw', 'cat paw', 'dog paw', 'animal foot', 'forepaw', 'pad of a paw'],
    size: [0.12, 0.08],
    parts: [
      part('leg', { cyl: 0.05, r: 0.022 }, 'fur', { color: FUR }),
      part('paw', { ellipsoid: [0.036, 0.034, 0.022] }, 'fur', {
        color: FUR,
        at: [0, 0.072, 0],
      }),
      part('toe', { ellipsoid: [0.013, 0.015, 0.014] }, 'fur', {
        color: FUR,
        answersTo: ['paw'],
        ...at([
          [-0.028, 0.1, 0.002],
          [-0.01, 0.109, 0.002],
          [0.01, 0.109, 0.002],
          [0.028, 0.1, 0.002],
        ]),
      }),
      part('main_pad', { ellipsoid: [0.019, 0.015, 0.006] }, 'skin', {
        color: PAD,
        role: 'accent',
        at: [0, 0.062, 0.02],
        answersTo: ['pad'],
      }),
      part('toe_bean', { ellipsoid: [0.0075, 0.0085, 0.0045] }, 'skin', {
        color: PAD,
        role: 'accent',
        answersTo: ['pad'],
        ...at([
          [-0.027, 0.097, 0.015],
          [-0.0095, 0.106, 0.0155],
          [0.0095, 0.106, 0.0155],
          [0.027, 0.097, 0.015],
        ]),
      }),
    ],
  },
  {
    // A horse's hoof at the foot of its leg: the dark horn of the hoof, the pastern and
    // fetlock above with a fringe of hair, a steel shoe beneath.
    kind: 'hoof',
    nouns: ['hoof', 'horse hoof', 'horse foot'],
    size: [0.3, 0.16],
    parts: [
      part('horseshoe', { ring: 0.06, r: 0.009, arc: 290, from: -55 }, 'steel', {
        role: 'fixed',
        turn: [90, 0, 0],
        at: [0, 0.009, 0.005],
        answersTo: ['shoe'],
      }),
      part('hoof', { cyl: 0.085, r: 0.07, rTop: 0.05 }, 'plastic', {
        color: KERATIN,
        at: [0, 0.008, 0],
      }),
      part('coronet', { cyl: 0.03, r: 0.052, rTop: 0.046 }, 'fur', {
        color: 0x5a3a24,
        at: [0, 0.092, -0.002],
        answersTo: ['hair'],
      }),
      part(
        'pastern',
        {
          capsule: [
            [0, 0.11, -0.005],
            [0, 0.2, -0.03],
          ],
          r: 0.042,
          r2: 0.045,
        },
        'fur',
        {
          color: 0x7a4a2a,
          answersTo: ['leg'],
        },
      ),
      part('fetlock', { ball: 0.052 }, 'fur', {
        color: 0x7a4a2a,
        at: [0, 0.22, -0.03],
        answersTo: ['leg'],
      }),
      part('cannon', { cyl: 0.09, r: 0.036 }, 'fur', {
        color: 0x7a4a2a,
        at: [0, 0.23, -0.03],
        answersTo: ['leg'],
      }),
    ],
  },
  {
    // A crab's or lobster's claw: the swollen hand and its two jagged pincers.
    kind: 'claw',
    nouns: ['claw', 'pincer', 'pincers', 'crab claw', 'lobster claw', 'chela', 'nipper'],
    size: [0.2, 0.22],
    parts: [
      part(
        'arm',
        {
          capsule: [
            [-0.1, 0.02, 0],
            [-0.045, 0.05, 0],
          ],
          r: 0.018,
          r2: 0.024,
        },
        'skin',
        {
          color: 0xd04a2a,
        },
      ),
      part('hand', { ellipsoid: [0.062, 0.044, 0.034] }, 'skin', {
        color: 0xd04a2a,
        turn: [0, 0, 35],
        at: [0.0, 0.065, 0],
        answersTo: ['claw'],
      }),
      part(
        'fixed_finger',
        {
          sweep: [
            [0.04, 0.095, 0],
            [0.075, 0.13, 0],
            [0.095, 0.165, 0],
            [0.1, 0.2, 0],
          ],
          r: [0.026, 0.019, 0.011, 0.003],
        },
        'skin',
        { color: 0xd04a2a, answersTo: ['claw', 'pincer'] },
      ),
      part(
        'moving_finger',
        {
          sweep: [
            [0.015, 0.1, 0],
            [0.025, 0.145, 0],
            [0.05, 0.18, 0],
            [0.084, 0.2, 0],
          ],
          r: [0.02, 0.016, 0.01, 0.003],
        },
        'skin',
        { color: 0xd04a2a, answersTo: ['claw', 'pincer'] },
      ),
      part('tip', { ball: 0.0045 }, 'skin', {
        color: 0x2a2020,
        role: 'fixed',
        ...at([
          [0.1, 0.2, 0],
          [0.084, 0.2, 0],
        ]),
      }),
    ],
  },
  {
    // A bird's beak on a ring of feathers: the hooked upper mandible over the lower.
    kind: 'beak',
    nouns: ['beak', 'bird beak', 'neb'],
    size: [0.06, 0.1],
    parts: [
      part('feathers', { ellipsoid: [0.032, 0.032, 0.012] }, 'feathers', {
        color: 0xf2f0ea,
        role: 'accent',
        at: [0, 0.032, -0.01],
      }),
      part(
        'upper_mandible',
        {
          sweep: [
            [0, 0.036, -0.002],
            [0, 0.038, 0.025],
            [0, 0.034, 0.05],
            [0, 0.026, 0.066],
            [0, 0.019, 0.07],
          ],
          r: [0.017, 0.014, 0.009, 0.005, 0.002],
        },
        'plastic',
        { color: 0xf0a020, answersTo: ['beak'] },
      ),
      part(
        'lower_mandible',
        {
          sweep: [
            [0, 0.024, -0.002],
            [0, 0.021, 0.025],
            [0, 0.022, 0.046],
            [0, 0.024, 0.056],
          ],
          r: [0.013, 0.01, 0.006, 0.002],
        },
        'plastic',
        { color: 0xe08a18, answersTo: ['beak'] },
      ),
      part('nostril', { ellipsoid: [0.0025, 0.0015, 0.004] }, 'coal', {
        color: 0x1a1a1a,
        role: 'fixed',
        mirror: true,
        at: [0.009, 0.047, 0.018],
      }),
      part('eye', { ball: 0.006 }, 'eye', { role: 'fixed', mirror: true, at: [0.024, 0.045, 0.0] }),
    ],
  },
  {
    // A bird's wing spread upward and out: the arm along its front edge, long flight feathers
    // fanning from it, rows of shorter coverts over their roots.
    kind: 'wing',
    nouns: ['wing', 'bird wing', 'feathered wing', 'angel wing'],
    size: [0.55, 0.6],
    parts: [
      part(
        'arm',
        {
          sweep: [
            [0, 0.04, 0],
            [0.1, 0.25, 0.01],
            [0.22, 0.42, 0.01],
            [0.4, 0.52, 0],
          ],
          r: [0.03, 0.026, 0.02, 0.012],
        },
        'feathers',
        { color: 0xf4f2ec, answersTo: ['wing'] },
      ),
      ...spaced(13, 0, 1).map((t, i) =>
        feather(
          `flight_feather_${i + 1}`,
          [0.4 * t, 0.04 + 0.48 * t ** 0.8, -0.008],
          0.26 + 0.14 * t,
          0.05,
          100 + 70 * (1 - t),
        ),
      ),
      ...spaced(9, 0.02, 0.98).map((t, i) =>
        feather(
          `covert_${i + 1}`,
          [0.4 * t, 0.04 + 0.48 * t ** 0.8, 0.012],
          0.15,
          0.045,
          110 + 60 * (1 - t),
        ),
      ),
    ],
  },
  {
    // A bushy tail curving up from its root to a white tip, as a fox carries one.
    kind: 'tail',
    nouns: ['tail', 'animal tail', 'bushy tail'],
    size: [0.25, 0.45],
    parts: [
      part(
        'tail',
        {
          sweep: [
            [-0.25, 0.03, 0],
            [-0.15, 0.045, 0],
            [-0.05, 0.075, 0],
            [0.04, 0.125, 0],
            [0.1, 0.2, 0],
            [0.12, 0.28, 0],
          ],
          r: [0.02, 0.042, 0.06, 0.068, 0.064, 0.052],
        },
        'fur',
        { color: 0xc8642a },
      ),
      part(
        'tip',
        {
          sweep: [
            [0.12, 0.28, 0],
            [0.115, 0.34, 0],
            [0.095, 0.375, 0],
          ],
          r: [0.052, 0.036, 0.006],
        },
        'fur',
        { color: 0xf4efe6, role: 'accent' },
      ),
    ],
  },
  {
    // A stag's antlers on the cap of its skull: each beam rising from its burr and curving back,
    // four tines off its front.
    kind: 'antler',
    nouns: ['antler', 'deer antler', 'stag antler', 'rack of antlers'],
    size: [0.66, 0.5],
    parts: [
      part('skull_cap', { ellipsoid: [0.08, 0.045, 0.065] }, 'plaster', {
        color: 0xe8dcc0,
        role: 'fixed',
        at: [0, 0.045, 0],
      }),
      part('burr', { cyl: 0.03, r: 0.04 }, 'plaster', {
        color: 0x9a8060,
        mirror: true,
        at: [0.055, 0.06, 0],
      }),
      part('beam', { sweep: BEAM, r: [0.034, 0.031, 0.027, 0.023, 0.017, 0.007] }, 'plaster', {
        color: ANTLER,
        mirror: true,
        at: [0.055, 0.06, 0],
        answersTo: ['antler'],
      }),
      ...(
        [
          [BEAM[1]!, [0.1, 0.19, 0.07]],
          [BEAM[2]!, [0.17, 0.33, 0.05]],
          [BEAM[3]!, [0.2, 0.47, 0.0]],
          [BEAM[4]!, [0.02, 0.6, -0.08]],
        ] as const
      ).map(([from, to], i) =>
        part(
          `tine_${i + 1}`,
          {
            sweep: [
              from,
              [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - 0.01, (from[2] + to[2]) / 2],
              [to[0], to[1], to[2]],
            ],
            r: [0.018, 0.013, 0.005],
          },
          'plaster',
          { color: ANTLER, mirror: true, at: [0.055, 0.06, 0], answersTo: ['antler', 'tine'] },
        ),
      ),
    ],
  },
  {
    // An animal's horn: a ringed cone curving up from its base, pale at the root, dark at the
    // point (a cow's or a ram's, or a drinking horn).
    kind: 'animal horn',
    nouns: [
      'animal horn',
      'cow horn',
      'ram horn',
      'goat horn',
      'rhino horn',
      'drinking horn',
      'horn of a bull',
    ],
    size: [0.3, 0.3],
    parts: [
      hornTube('horn', HORN.slice(0, 8), 0.05, 0.8, 'plaster', 0xe6d8b6, { answersTo: ['horn'] }),
      part('ridge', { ring: 0.044, r: 0.004 }, 'plaster', {
        color: 0xc8b690,
        role: 'fixed',
        turn: [90, 0, 0],
        ...at([
          [-0.1, 0.05, 0],
          [-0.099, 0.08, 0],
        ]),
      }),
      hornTube('point', HORN.slice(7), 0.012, 1, 'plaster', 0x3a3026, {
        role: 'fixed',
        answersTo: ['tip'],
      }),
    ],
  },
  {
    // An elephant's tusk: a long ivory cone curving up from its broken-off root.
    kind: 'tusk',
    nouns: ['tusk', 'walrus tusk', 'mammoth tusk'],
    size: [1.0, 1.3],
    parts: [
      hornTube(
        'tusk',
        hornPath([-0.7, 0.13, 0], 1.6, -1.05, 12, 1.45),
        0.13,
        0.6,
        'plaster',
        IVORY,
      ),
      part('root', { ball: 0.13 }, 'plaster', {
        color: 0xc8b48c,
        role: 'fixed',
        at: [-0.7, 0.13, 0],
      }),
    ],
  },
  {
    // Fangs as a vampire or a snake bares them: two long white points among the teeth of an
    // upper jaw's pink gum.
    kind: 'fang',
    nouns: ['fang', 'vampire fangs', 'snake fang'],
    size: [0.05, 0.07],
    parts: [
      part('gum', { ring: 0.03, r: 0.009, arc: 180, from: 0 }, 'skin', {
        color: 0xe08a96,
        role: 'accent',
        turn: [90, 0, 0],
        at: [0, 0.04, 0],
      }),
      ...spaced(8, 0.2, Math.PI - 0.2)
        .filter((_, i) => i !== 1 && i !== 6)
        .map((a, i) =>
          part(
            `tooth_${i + 1}`,
            {
              capsule: [
                [0, 0.036, 0],
                [0, 0.024, 0],
              ],
              r: 0.0055,
            },
            'ceramic',
            {
              color: 0xf6f2e8,
              at: [0.03 * Math.cos(a), 0, 0.03 * Math.sin(a)],
              answersTo: ['teeth'],
            },
          ),
        ),
      ...[1, 6].map((k, i) => {
        const a = 0.2 + ((Math.PI - 0.4) * k) / 7;
        return part(
          `fang_${i + 1}`,
          {
            capsule: [
              [0, 0.037, 0],
              [0, 0.002, 0.003],
            ],
            r: 0.0065,
            r2: 0.0008,
          },
          'ceramic',
          { color: 0xf8f6f0, at: [0.03 * Math.cos(a), 0, 0.03 * Math.sin(a)], answersTo: ['fang'] },
        );
      }),
    ],
  },
  {
    // A shark's dorsal fin cutting up out of a patch of sea.
    kind: 'fin',
    nouns: ['fin', 'shark fin', 'dorsal fin', 'fish fin'],
    size: [0.45, 0.6],
    parts: [
      part('water', { cyl: 0.02, r: 0.3 }, 'ocean', { role: 'fixed', answersTo: ['water', 'sea'] }),
      part(
        'fin',
        {
          extrude: [
            [-0.2, 0.0],
            [0.16, 0.0],
            [0.08, 0.06],
            [0.06, 0.18],
            [0.1, 0.36],
            [0.0, 0.24],
            [-0.14, 0.07],
          ],
          depth: 0.04,
          round: 0.012,
        },
        'skin',
        { color: 0x6a7a88, at: [0, 0.012, 0], turn: [0, 35, 0] },
      ),
    ],
  },
  {
    // A tortoise's shell: a high dome of six-sided plates with a rim of smaller ones.
    kind: 'turtle shell',
    nouns: ['turtle shell', 'carapace', 'shell of a turtle', 'turtle carapace'],
    size: [0.14, 0.32],
    parts: [
      part('carapace', { ellipsoid: DOME }, 'plastic', {
        color: 0x3e3418,
        minus: [{ shape: { box: [0.4, 0.2, 0.4] }, at: [0, -0.2, 0] }],
        at: [0, 0.0, 0],
        answersTo: ['shell'],
      }),
      part('rim', { ring: 0.135, r: 0.012 }, 'plastic', {
        color: 0x4a3e20,
        role: 'accent',
        turn: [90, 0, 0],
        at: [0, 0.01, 0],
      }),
      ...SCUTES.map(([x, z], i) => {
        const y = DOME[1] * Math.sqrt(Math.max(0, 1 - (x / DOME[0]) ** 2 - (z / DOME[2]) ** 2));
        const n: V3 = [x / DOME[0] ** 2, y / DOME[1] ** 2, z / DOME[2] ** 2];
        const deg = 180 / Math.PI;
        return part(`scute_${i + 1}`, { ellipsoid: [0.036, 0.012, 0.04] }, 'plastic', {
          color: 0x8a7a40,
          role: 'accent',
          turn: [Math.atan2(n[2], n[1]) * deg, 0, -Math.atan2(n[0], n[1]) * deg],
          at: [x * 0.97, y * 0.97, z * 0.97],
          answersTo: ['scute'],
        });
      }),
    ],
  },
  {
    // A cat's whiskers: three long fine hairs fanning from each side of a muzzle with its pink
    // nose.
    kind: 'whisker',
    nouns: ['whisker', 'cat whiskers', 'vibrissa'],
    size: [0.05, 0.2],
    parts: [
      part('muzzle', { ellipsoid: [0.018, 0.014, 0.014] }, 'fur', {
        color: 0xf2ece2,
        mirror: true,
        at: [0.014, 0.014, 0],
        answersTo: ['fur'],
      }),
      part('nose', { ellipsoid: [0.009, 0.006, 0.006] }, 'skin', {
        color: PAD,
        role: 'fixed',
        at: [0, 0.026, 0.008],
      }),
      ...[-14, 0, 14].map((a, i) =>
        part(
          `whisker_${i + 1}`,
          {
            sweep: [
              [0.02, 0.016, 0.01],
              [0.055, 0.016 + 0.012 * Math.sin((a * Math.PI) / 180) + 0.004, 0.016],
              [0.095, 0.016 + 0.03 * Math.sin((a * Math.PI) / 180) + 0.002, 0.02],
            ],
            r: [0.0013, 0.0011, 0.0006],
          },
          'plastic',
          { color: 0xf8f8f8, mirror: true, answersTo: ['whisker'] },
        ),
      ),
    ],
  },
  {
    // A lion's mane on its own: a ring of shaggy golden tufts round the place of a face.
    kind: 'mane',
    nouns: ['mane', 'lion mane', 's mane", '],
    size: [0.5, 0.5],
    parts: Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      return part(`tuft_${i + 1}`, { ellipsoid: [0.07, 0.1, 0.06] }, 'fur', {
        color: i % 2 ? 0xb86a28 : 0xc88a3a,
        turn: [0, 0, (-a * 180) / Math.PI],
        at: [0.17 * Math.sin(a), 0.25 + 0.17 * Math.cos(a), i % 2 ? -0.02 : 0],
        answersTo: ['mane'],
      });
    }),
  },
  {
    // A rooster's comb: the red serrated crest over its wattles.
    kind: 'rooster comb',
    nouns: ['rooster comb', 'cockscomb', 's comb", '],
    size: [0.09, 0.1],
    parts: [
      part('blade', { box: [0.014, 0.03, 0.07], round: 0.006 }, 'skin', {
        color: 0xd8202a,
        at: [0, 0.02, 0],
        answersTo: ['comb'],
      }),
      part('point', { ellipsoid: [0.007, 0.02, 0.01] }, 'skin', {
        color: 0xd8202a,
        answersTo: ['comb'],
        ...at(
          spaced(5, -0.028, 0.028).map(
            (z, i) => [0, 0.05 + (i % 2) * 0.006 - Math.abs(z) * 0.3, z] as V3,
          ),
        ),
      }),
      part('wattle', { ellipsoid: [0.008, 0.016, 0.01] }, 'skin', {
        color: 0xc81a24,
        mirror: true,
        at: [0.008, 0.016, 0.04],
      }),
    ],
  },
];
