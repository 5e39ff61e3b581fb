/** Fish: a laterally flattened body of ellipsoids, forked tail fin, dorsal and side fins, eyes.
 * Sharks, whales, dolphins and goldfish by noun; the tuna, salmon, trout and other fish with
 * a body of their own are declared in declared/fish-bodies.ts. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const SCALES = [0xe08a2a, 0x6a9ac8, 0xb8c0c8, 0xd8c040, 0x4aa08a, 0xd84a4a];

export const fish: ObjectKind = {
  kind: 'fish',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      // An orca is known by its black and white: a black body, white belly and eye patch, and
      // a tall dorsal fin; WordNet files it under the dolphins, but it has no beak.
      const orca = b.is('orca', 'killer whale');
      // A beluga is the white whale (WordNet's first beluga is a sturgeon, which no one asks
      // a model of): white all over, smaller, no dorsal fin to speak of.
      const beluga = b.is('beluga', 'beluga whale', 'white whale');
      const whale = beluga || b.is('whale');
      const mammal = orca || whale || b.is('dolphin');
      const shark = b.is('shark');
      // A guppy: a tiny olive fish with a great bright fan of a tail; a sturgeon a long grey
      // fish, slim and shark-like (session 27, beasts16).
      const guppy = b.is('guppy');
      const sturgeon = b.is('sturgeon');
      const L = rng.vary(
        orca
          ? 6
          : beluga
            ? 4.5
            : whale
              ? 12
              : shark
                ? 2.6
                : sturgeon
                  ? 1.6
                  : b.is('dolphin')
                    ? 2.2
                    : b.is('goldfish', 'guppy', 'minnow', 'clownfish')
                      ? 0.1
                      : b.is('carp', 'koi')
                        ? 0.6
                        : 0.32,
        0.08,
      );
      const deep = rng.vary(
        shark || mammal ? 0.2 : sturgeon ? 0.15 : b.is('goldfish') ? 0.45 : 0.32,
        0.1,
      );
      const H = L * deep;
      const W = L * (mammal ? 0.2 : shark ? 0.17 : 0.13) * rng.vary(1, 0.08);
      const cy = H * 0.5 + L * 0.02;
      const color = orca
        ? 0x15171c
        : b.is('goldfish', 'koi')
          ? 0xf07a1a
          : b.is('clownfish')
            ? 0xf06a10
            : shark || b.is('dolphin')
              ? 0x7a8a98
              : sturgeon
                ? 0x5e6058
                : guppy
                  ? 0x8a8a5a
                  : beluga
                    ? 0xeef0ec
                    : whale
                      ? 0x34465a
                      : rng.pick(SCALES);
      const skin =
        mammal || shark
          ? tinted(FINISH.skin, hexRgb(color), 'skin')
          : tinted(FINISH.scales, hexRgb(color), 'scales');

      // Body: nose to tail stem.
      const nose: V3 = [L * 0.45, cy - H * 0.05, 0];
      const body = g.hull([
        g.ellipsoid([L * 0.12, cy, 0], [L * 0.3, H * 0.5, W * 0.5], g.n(0.8)),
        g.ellipsoid(
          [nose[0] - L * 0.05, nose[1], 0],
          [L * 0.06, H * (shark ? 0.2 : 0.28), W * 0.35],
          g.n(0.5),
        ),
        g.ellipsoid([-L * 0.28, cy + H * 0.02, 0], [L * 0.08, H * 0.16, W * 0.22], g.n(0.5)),
      ]);
      b.add('body', body, palette.main(skin));
      if (b.is('dolphin') && !orca) {
        // A dolphin's beak: a short round snout below a bulging forehead.
        b.add(
          'beak',
          g.capsule(
            [nose[0] - L * 0.03, nose[1] - H * 0.1, 0],
            [nose[0] + L * 0.08, nose[1] - H * 0.12, 0],
            H * 0.13,
            H * 0.08,
            g.n(0.4),
          ),
          palette.main(skin),
        );
      }
      const belly = g.ellipsoid(
        [L * 0.1, cy - H * 0.14, 0],
        [L * 0.27, H * 0.34, W * 0.46],
        g.n(0.6),
      );
      b.add(
        'belly',
        belly,
        palette.accent(tinted(skin, hexRgb(mammal || shark ? 0xe8e8e4 : 0xf2eadc), 'belly')),
      );
      // Tail: a forked fin in the vertical plane (horizontal flukes for whales and dolphins).
      const tx = -L * 0.33;
      const span = H * (b.is('goldfish') ? 1.1 : guppy ? 2.2 : 0.75);
      const fork = rng.range(0.1, 0.25) * L;
      // A guppy's tail is a broad fan as long as half its body, not a fork.
      const tailOutline: Array<[number, number]> = guppy
        ? [
            [tx + L * 0.04, 0.0],
            [tx - L * 0.36, span * 0.45],
            [tx - L * 0.42, 0],
            [tx - L * 0.36, -span * 0.45],
          ]
        : [
            [tx + L * 0.04, 0.0],
            [tx - L * 0.18, span * 0.6],
            [tx - L * 0.2 + fork * 0.3, 0],
            [tx - L * 0.18, -span * 0.6],
          ];
      let tail: Solid = g.extrude(tailOutline, W * 0.12);
      if (mammal) tail = tail.rotate(90, 0, 0);
      // The guppy's fan is drawn in a bright colour of its own (only a guppy draws it).
      const fin = guppy
        ? tinted(FINISH.scales, hexRgb(rng.pick([0xf06a1a, 0x2a7ae0, 0xe03a8a])), 'tail')
        : skin;
      b.add('tail_fin', tail.move(0, cy, 0), palette.accent(fin));

      // Dorsal and side fins.
      if (!opts.lacks('fin')) {
        const dh = H * (orca ? 1.1 : shark ? 0.75 : whale ? (beluga ? 0.06 : 0.15) : 0.45);
        const dorsal = g.extrude(
          [
            [L * 0.15, cy + H * 0.4],
            [-L * 0.12, cy + H * 0.3],
            [-L * 0.02 - (shark ? L * 0.08 : 0), cy + H * 0.4 + dh],
          ],
          W * 0.1,
        );
        b.add('dorsal_fin', dorsal, palette.accent(skin));
        for (const [sz, lr] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const root: V3 = [L * 0.2, cy - H * 0.2, sz * W * 0.4];
          const fin = g.hull([
            g.ellipsoid(root, [L * 0.05, H * 0.05, W * 0.05], g.n(0.25)),
            g.ellipsoid(
              [root[0] - L * 0.12, root[1] - H * 0.2, sz * W * (mammal || shark ? 1.3 : 0.8)],
              [L * 0.03, H * 0.02, W * 0.04],
              g.n(0.25),
            ),
          ]);
          b.add(`fin_${lr}`, fin, palette.accent(skin));
        }
      }
      for (const [sz, lr] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const eye = g.ball(
          [L * 0.34, cy + H * 0.08, sz * W * 0.34],
          Math.max(H * 0.07, L * 0.012),
          g.n(0.3),
        );
        b.add(`eye_${lr}`, eye, palette.fixed(FINISH.eye));
      }
      if (orca) {
        // The white oval behind and above each eye.
        for (const [sz, lr] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const patch = g.ellipsoid(
            [L * 0.24, cy + H * 0.14, sz * W * 0.3],
            [L * 0.07, H * 0.1, W * 0.22],
            g.n(0.35),
          );
          b.add(
            `eye_patch_${lr}`,
            patch,
            palette.fixed(tinted(FINISH.skin, hexRgb(0xf4f4f0), 'white skin')),
          );
        }
      }
      if (b.is('clownfish') || opts.has('stripe')) {
        const bands: Solid[] = [];
        for (const x of [L * 0.27, L * 0.05, -L * 0.2]) {
          bands.push(
            body
              .scale([1, 1.02, 1.04])
              .move(0, -cy * 0.02, 0)
              .and(g.boxAt([x - L * 0.04, -L, -L], [x + L * 0.04, L, L])),
          );
        }
        b.add(
          'stripes',
          g.union(bands),
          palette.fixed(tinted(FINISH.scales, hexRgb(0xf8f8f4), 'white scales')),
        );
      }
    }),
};
