/** Bird: egg-shaped body, head with beak and eyes, folded wings, tail, thin legs with toes.
 * Ducks, penguins, owls, flamingos and others change shape and plumage by noun; swans and
 * geese raise a long neck, peacocks and turkeys a fanned tail. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** Plumage by noun: body, wings/accent, breast (sRGB). */
const PLUMAGE: Record<string, [number, number, number]> = {
  crow: [0x1a1a1e, 0x111114, 0x1a1a1e],
  raven: [0x1a1a1e, 0x111114, 0x1a1a1e],
  canary: [0xf2d230, 0xe0b820, 0xf6e060],
  robin: [0x7a5a3a, 0x5a4028, 0xd8602a],
  parrot: [0x2aa04a, 0x2050c0, 0xe0c020],
  bluebird: [0x3a6ad0, 0x2a4aa0, 0xd88a4a],
  dove: [0xe8e8ea, 0xc8c8cc, 0xf2f2f4],
  pigeon: [0x8a8e98, 0x6a6e78, 0x9a8aa0],
  seagull: [0xf2f2f2, 0x9aa0a8, 0xf8f8f8],
  gull: [0xf2f2f2, 0x9aa0a8, 0xf8f8f8],
  duck: [0xf2e8d0, 0x8a6a4a, 0xf4ecd8],
  duckling: [0xf2d040, 0xe8c030, 0xf6dc60],
  chick: [0xf2d040, 0xe8c030, 0xf6dc60],
  chicken: [0xf4f0e8, 0xe8e0d0, 0xf8f4ec],
  hen: [0xa0602a, 0x7a4820, 0xb87838],
  owl: [0x8a6a48, 0x6a4e34, 0xd8c8a8],
  eagle: [0x4a3220, 0x3a2618, 0x4a3220],
  hawk: [0x8a6040, 0x6a4830, 0xe8dcc8],
  'bird of prey': [0x4a3a2a, 0x3a2a1e, 0xd8ccb8],
  'game bird': [0x9a5a2a, 0x6a3a1a, 0xc88a4a],
  'domestic fowl': [0x5a3a26, 0x3a2618, 0x7a5034],
  cock: [0xb8502a, 0x2a4a3a, 0xd8802a],
  rooster: [0xb8502a, 0x2a4a3a, 0xd8802a],
  gamecock: [0xb8502a, 0x2a4a3a, 0xd8802a],
  // Birds the tuning list named by their colours (session 17): a copper pheasant, a black
  // and white woodpecker and magpie, a brown nightingale.
  pheasant: [0xa8582a, 0x7a4a2a, 0xc0703a],
  woodpecker: [0x1a1a1e, 0xf0f0ec, 0xf4f4f0],
  magpie: [0x16161a, 0x1a2a4a, 0xf4f4f2],
  nightingale: [0x8a6a4a, 0x6a4e36, 0xd8c8b0],
  jackdaw: [0x2a2a30, 0x1a1a20, 0x4a4a50],
  parakeet: [0x6ac83a, 0x3a8a2a, 0xe8e04a],
  poultry: [0xf4f0e8, 0xe8e0d0, 0xf8f4ec],
  'anseriform bird': [0xe8e8e4, 0xb8b8b4, 0xf2f2ee],
  'corvine bird': [0x1a1a1e, 0x111114, 0x2a2a30],
  flamingo: [0xf08aa0, 0xe07088, 0xf4a0b4],
  swan: [0xf6f6f4, 0xe8e8e6, 0xfafaf8],
  goose: [0x9a948a, 0x6a6458, 0xe8e4dc],
  // Downy young: a gosling's yellow-olive fluff, a cygnet's grey.
  gosling: [0xd8c860, 0xb8a848, 0xe8dc88],
  cygnet: [0xa8a49c, 0x8c8880, 0xc4c0b8],
  peacock: [0x1a4ab0, 0x5a7a4a, 0x1a5ac0],
  peahen: [0x8a7a62, 0x6a5a44, 0xd8ccb4],
  turkey: [0x4a3424, 0x3a281c, 0x5a3e2a],
  cockatoo: [0xf4f4f0, 0xe8e8e2, 0xf6f6f2],
  penguin: [0x1e1e24, 0x1a1a20, 0xf4f4f2],
  sparrow: [0x8a6a48, 0x6a5038, 0xd8c8b0],
  finch: [0xc89a58, 0x6a5038, 0xe8d8b0],
  bird: [0x6a8ab0, 0x4a6a90, 0xe8dcc8],
  songbird: [0x6a8ab0, 0x4a6a90, 0xe8dcc8],
};

/** Nouns for a young bird (as the noun or a stand-in's chain). */
const YOUNG_BIRDS = [
  'chick',
  'duckling',
  'gosling',
  'cygnet',
  'nestling',
  'fledgling',
  'young bird',
  'baby bird',
  'eaglet',
  'owlet',
];

export const bird: ObjectKind = {
  kind: 'bird',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const upright = b.is('penguin', 'owl');
      const duck = b.is('duck', 'drake', 'duckling', 'anseriform bird', 'swan', 'goose');
      // Swans and geese carry their head high on a long neck; peacocks and turkeys fan a tail.
      // A chick, duckling, gosling or cygnet: a round ball of down, a big head, a stub of a
      // beak, big eyes, short legs and no long neck yet.
      const young = b.is(...YOUNG_BIRDS);
      const longNeck = young ? 0 : b.is('swan') ? 1.5 : b.is('goose') ? 1.0 : 0;
      const fan = b.is('peacock', 'peafowl') ? 'peacock' : b.is('turkey') ? 'turkey' : null;
      const flamingo = b.is('flamingo');
      const chicken = b.is('chicken', 'hen', 'chick', 'cock', 'gallinaceous bird');
      const size = b.is('eagle', 'swan', 'turkey')
        ? 3.2
        : fan || b.is('goose')
          ? 2.8
          : b.is('hawk', 'owl', 'crow', 'raven', 'seagull', 'gull')
            ? 2.2
            : b.is('penguin')
              ? 3.5
              : duck
                ? 2.2
                : chicken
                  ? b.is('chick')
                    ? 0.8
                    : 2.5
                  : flamingo
                    ? 3
                    : b.is('parrot', 'pigeon', 'dove', 'cockatoo')
                      ? 1.6
                      : 1;
      const k = 0.1 * size * (young && !b.is('chick') ? 0.45 : 1);
      const colors =
        b.pick(PLUMAGE) ?? PLUMAGE[rng.pick(['bird', 'canary', 'robin', 'bluebird', 'sparrow'])]!;
      const feathers = tinted(FINISH.feathers, hexRgb(colors[0]), 'feathers');
      const wingFinish = tinted(FINISH.feathers, hexRgb(colors[1]), 'wing feathers');
      const breastFinish = tinted(FINISH.feathers, hexRgb(colors[2]), 'breast feathers');

      // A swan sits low as if on water, its body long.
      const swan = b.is('swan');
      const legLen =
        k *
        (young ? 0.3 : 1) *
        (flamingo ? 2.6 : upright ? 0.25 : swan ? 0.08 : duck ? 0.35 : rng.vary(0.7, 0.1));
      const bodyL = k * rng.vary(young ? 0.7 : upright ? 0.75 : swan ? 1.3 : 1.0, 0.08);
      const bodyR = k * rng.vary(young ? 0.56 : upright ? 0.6 : 0.5, 0.08);
      // Birds of prey perch upright-ish, where a songbird leans forward.
      const raptor = b.is('eagle', 'hawk', 'bird of prey', 'falcon');
      const tilt = young
        ? 15
        : upright
          ? 80
          : flamingo
            ? 5
            : duck
              ? 8
              : raptor
                ? 52
                : rng.range(20, 35);
      const cy = legLen + bodyR * (upright ? 1.2 : 0.95);
      const t = (tilt * Math.PI) / 180;
      const axis: V3 = [Math.cos(t), Math.sin(t), 0];
      const front: V3 = [axis[0] * bodyL * 0.4, cy + axis[1] * bodyL * 0.4, 0];
      const back: V3 = [-axis[0] * bodyL * 0.55, cy - axis[1] * bodyL * 0.55, 0];
      const body = g.hull([
        g.ellipsoid(front, [bodyR, bodyR, bodyR * 0.95], g.n(0.6)),
        g.ellipsoid(back, [bodyR * 0.7, bodyR * 0.7, bodyR * 0.65], g.n(0.5)),
      ]);
      b.add('body', body, palette.main(feathers));
      const breast = g.ellipsoid(
        [front[0] + bodyR * 0.25, front[1] - bodyR * 0.2, 0],
        [bodyR * 0.82, bodyR * 0.85, bodyR * 0.82],
        g.n(0.5),
      );
      b.add('breast', breast, palette.accent(breastFinish));

      // Head: on top of an upright body, at the front of a level one (flamingos: long neck).
      const headR = k * (young ? 0.46 : upright ? 0.42 : duck ? 0.32 : 0.34) * rng.vary(1, 0.06);
      let headC: V3;
      if (upright) headC = [front[0] + bodyR * 0.05, front[1] + bodyR * 0.9 + headR * 0.5, 0];
      else if (flamingo) {
        headC = [front[0] + bodyR * 0.9, front[1] + k * 3.2, 0];
        const neck = g.tube(
          [
            [front[0] + bodyR * 0.5, front[1] + bodyR * 0.3, 0],
            [front[0] + bodyR * 1.6, front[1] + k * 1.2, 0],
            [front[0] - bodyR * 0.2, front[1] + k * 2.2, 0],
            [headC[0] - headR * 0.4, headC[1] - headR * 0.3, 0],
          ],
          [k * 0.16, k * 0.12, k * 0.11, k * 0.12],
          g.n(0.35),
        );
        b.add('neck', neck, palette.main(feathers));
      } else if (longNeck > 0) {
        // An S-curve up from the breast, the head leaning forward at its top.
        headC = [front[0] + bodyR * 0.9, front[1] + k * longNeck, 0];
        const neck = g.tube(
          [
            [front[0] + bodyR * 0.4, front[1] + bodyR * 0.3, 0],
            [front[0] + bodyR * 1.0, front[1] + k * longNeck * 0.35, 0],
            [front[0] + bodyR * 0.45, front[1] + k * longNeck * 0.7, 0],
            [headC[0] - headR * 0.3, headC[1] - headR * 0.4, 0],
          ],
          [k * 0.15, k * 0.12, k * 0.11, k * 0.12],
          g.n(0.35),
        );
        b.add('neck', neck, palette.main(feathers));
      } else headC = [front[0] + bodyR * 0.75, front[1] + bodyR * 0.75, 0];
      b.add(
        'head',
        g.ball(headC, headR, g.n(0.6)),
        palette.main(
          upright && b.is('penguin')
            ? feathers
            : duck && b.is('duck', 'drake')
              ? tinted(FINISH.feathers, hexRgb(0x2a6a3a), 'green head feathers')
              : b.is('eagle')
                ? tinted(FINISH.feathers, hexRgb(0xf4f2ec), 'white head feathers')
                : feathers,
        ),
      );

      // Beak.
      const beakL =
        headR *
        (young ? 0.55 : 1) *
        (duck ? 1.1 : b.is('eagle', 'hawk') ? 0.8 : flamingo ? 1.3 : 0.75);
      const beakBase: V3 = [headC[0] + headR * 0.8, headC[1] - headR * (duck ? 0.2 : 0.1), 0];
      let beak: Solid;
      if (duck) {
        beak = g.hull([
          g.ellipsoid(beakBase, [headR * 0.2, headR * 0.18, headR * 0.35], g.n(0.3)),
          g.ellipsoid(
            [beakBase[0] + beakL, beakBase[1] - headR * 0.05, 0],
            [headR * 0.25, headR * 0.1, headR * 0.3],
            g.n(0.3),
          ),
        ]);
      } else {
        const tip: V3 = [
          beakBase[0] + beakL,
          beakBase[1] - beakL * (b.is('eagle', 'hawk', 'parrot', 'owl', 'flamingo') ? 0.5 : 0.15),
          0,
        ];
        beak = g.rod(beakBase, tip, headR * (upright ? 0.22 : 0.3), headR * 0.03, g.n(0.35));
      }
      const beakColor = flamingo
        ? 0x2a2a2a
        : b.is('crow', 'raven', 'penguin', 'owl', 'sparrow')
          ? 0x3a3432
          : b.is('eagle')
            ? 0xf2c020
            : 0xf0a020;
      b.add('beak', beak, palette.fixed(tinted(FINISH.beak, hexRgb(beakColor), 'beak')));
      const eyeR = headR * (b.is('owl') ? 0.32 : young ? 0.22 : 0.17);
      for (const [sz, lr] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const eye = b.is('owl')
          ? g.ball(
              [headC[0] + headR * 0.72, headC[1] + headR * 0.15, sz * headR * 0.4],
              eyeR,
              g.n(0.4),
            )
          : g.ball(
              [headC[0] + headR * 0.45, headC[1] + headR * 0.2, sz * headR * 0.78],
              eyeR,
              g.n(0.3),
            );
        b.add(
          `eye_${lr}`,
          eye,
          palette.fixed(b.is('owl') ? tinted(FINISH.eye, hexRgb(0xf0a020), 'owl eye') : FINISH.eye),
        );
      }
      if (chicken && !b.is('chick')) {
        const comb = g.union(
          [0, 1, 2].map((i) =>
            g.ball(
              [headC[0] + headR * (0.3 - i * 0.3), headC[1] + headR * 0.95, 0],
              headR * 0.28,
              g.n(0.3),
            ),
          ),
        );
        b.add('comb', comb, palette.fixed(tinted(FINISH.pink, hexRgb(0xd02020), 'comb')));
      }

      // Wings folded along the sides (or flippers).
      if (!opts.lacks('wing')) {
        for (const [sz, lr] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const wl = bodyL * (upright ? 0.8 : 1.05);
          const root: V3 = [
            front[0] - axis[0] * bodyL * 0.05,
            front[1] + bodyR * 0.2,
            sz * bodyR * 0.85,
          ];
          const tipPt: V3 = [root[0] - axis[0] * wl, root[1] - axis[1] * wl, sz * bodyR * 0.65];
          const wing = g.hull([
            g.ellipsoid(root, [bodyR * 0.5, bodyR * 0.45, bodyR * 0.14], g.n(0.35)),
            g.ellipsoid(tipPt, [bodyR * 0.15, bodyR * 0.12, bodyR * 0.06], g.n(0.25)),
          ]);
          b.add(`wing_${lr}`, wing, palette.accent(wingFinish));
        }
      }
      // A crest of plumes on the head: a peacock's, a cockatoo's yellow one.
      if (b.is('peacock', 'peafowl', 'cockatoo')) {
        const cockatoo = b.is('cockatoo');
        const crest = g.union(
          [-1, 0, 1].map((i) =>
            g.capsule(
              [headC[0], headC[1] + headR * 0.7, i * headR * 0.2],
              [headC[0] - headR * (cockatoo ? 0.6 : 0.2), headC[1] + headR * 1.5, i * headR * 0.4],
              headR * (cockatoo ? 0.12 : 0.06),
              headR * 0.14,
              8,
            ),
          ),
        );
        b.add(
          'crest',
          crest,
          cockatoo
            ? palette.fixed(tinted(FINISH.feathers, hexRgb(0xf2d030), 'crest'))
            : palette.main(feathers),
        );
      }
      // A fanned tail: a thin upright disc behind the back, rimmed (turkey) or eyed (peacock).
      if (fan && !opts.lacks('tail')) {
        const R = bodyL * (fan === 'peacock' ? 1.5 : 1.0);
        const fanC: V3 = [back[0] - bodyR * 0.15, Math.max(back[1] + R * 0.45, R * 0.85), 0];
        const rim = fan === 'peacock' ? 0x2a7a5a : 0xd8c8a8;
        const tailColor = fan === 'peacock' ? 0x3a8a4a : colors[1];
        b.add(
          'tail',
          g.ellipsoid(fanC, [R * 0.05, R * 0.85, R], g.n(0.7)),
          palette.accent(tinted(FINISH.feathers, hexRgb(tailColor), 'tail feathers')),
        );
        b.add(
          'tail_rim',
          g.ellipsoid(
            [fanC[0] - R * 0.02, fanC[1] + R * 0.02, 0],
            [R * 0.04, R * 0.9, R * 1.06],
            g.n(0.7),
          ),
          palette.fixed(tinted(FINISH.feathers, hexRgb(rim), 'tail rim')),
        );
        if (fan === 'peacock') {
          // Eyespots on the face of the fan, in two arcs.
          const spots: Solid[] = [];
          for (const [ring, n] of [
            [0.78, 9],
            [0.48, 6],
          ] as const) {
            for (let i = 0; i < n; i++) {
              const a = Math.PI * (0.12 + (0.76 * i) / (n - 1));
              const y = fanC[1] + Math.sin(a) * R * 0.85 * ring - R * 0.1;
              const z = Math.cos(a) * R * ring;
              spots.push(
                g.ellipsoid([fanC[0] + R * 0.04, y, z], [R * 0.03, R * 0.07, R * 0.06], 10),
              );
            }
          }
          b.add(
            'eyespots',
            g.union(spots),
            palette.fixed(tinted(FINISH.feathers, hexRgb(0x1a2a8a), 'eyespots')),
          );
        } else {
          // A turkey's red wattle hangs from the beak down the throat.
          b.add(
            'wattle',
            g.capsule(
              [headC[0] + headR * 0.7, headC[1] - headR * 0.1, 0],
              [headC[0] + headR * 0.55, headC[1] - headR * 1.3, 0],
              headR * 0.22,
              headR * 0.3,
              10,
            ),
            palette.fixed(tinted(FINISH.pink, hexRgb(0xc8202a), 'wattle')),
          );
        }
      }
      // Tail feathers.
      else if (!opts.lacks('tail')) {
        const tl = bodyL * (duck || upright ? 0.3 : 0.7);
        const tailTip: V3 = [
          back[0] - axis[0] * tl,
          back[1] - axis[1] * tl + (duck ? tl * 0.5 : 0),
          0,
        ];
        const tail = g.hull([
          g.ellipsoid(back, [bodyR * 0.3, bodyR * 0.1, bodyR * 0.3], g.n(0.3)),
          g.ellipsoid(
            tailTip,
            [bodyR * 0.2, bodyR * 0.05, bodyR * (upright ? 0.25 : 0.45)],
            g.n(0.3),
          ),
        ]);
        b.add('tail', tail, palette.accent(wingFinish));
      }
      // Legs and feet.
      const legColor = tinted(
        FINISH.beak,
        hexRgb(flamingo ? 0xe07088 : duck || b.is('penguin') ? 0xf08a20 : 0x8a6a4a),
        'legs',
      );
      for (const [sz, lr] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const z = sz * bodyR * 0.35;
        const hip: V3 = [front[0] * 0.2, cy - bodyR * 0.6, z];
        const foot: V3 = [front[0] * 0.2, k * 0.03, z];
        const toeL = k * (duck || b.is('penguin') ? 0.35 : 0.25);
        const toes: Solid[] = [g.rod(hip, foot, k * (flamingo ? 0.04 : 0.035), k * 0.03, 8)];
        if (duck || b.is('penguin')) {
          toes.push(
            g.hull([
              g.ball(foot, k * 0.03, 8),
              g.ball([foot[0] + toeL, k * 0.02, z + toeL * 0.5], k * 0.02, 8),
              g.ball([foot[0] + toeL, k * 0.02, z - toeL * 0.5], k * 0.02, 8),
            ]),
          );
        } else {
          for (const a of [-0.5, 0, 0.5, Math.PI]) {
            const len = a === Math.PI ? toeL * 0.6 : toeL;
            toes.push(
              g.capsule(
                foot,
                [foot[0] + Math.cos(a) * len, k * 0.02, z + Math.sin(a) * len],
                k * 0.022,
                k * 0.016,
                8,
              ),
            );
          }
        }
        b.add(`leg_${lr}`, g.union(toes), palette.fixed(legColor));
      }
    }),
};
