/** Fish: a laterally flattened body of ellipsoids, forked tail fin, dorsal and side fins, eyes.
 * Sharks, whales, dolphins and goldfish by noun; the tuna, salmon, trout and other fish with
 * a body of their own are declared in declared/fish-bodies.ts. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble, type Builder } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const SCALES = [0xe08a2a, 0x6a9ac8, 0xb8c0c8, 0xd8c040, 0x4aa08a, 0xd84a4a];

/** A fish family's look over the generic build (sizes relative to the generic fish). */
interface FishLook {
  /** Scales, and a darker back over the upper third. */
  color: number;
  back?: number;
  fins?: number;
  /** Length and depth (height over length) multipliers. */
  size?: number;
  deep?: number;
  /** Long toothy jaws as a fraction of the length (a gar's). */
  snout?: number;
  /** Dark (or pale) spots over the flanks; dark upright bars. */
  spots?: number;
  bars?: number;
  /** Whiskers at the mouth (a loach's); the sucking disc on a remora's head. */
  barbels?: boolean;
  sucker?: boolean;
}

const CYPRINID: FishLook = { color: 0xb8a474, back: 0x4e5034, fins: 0xb8784a, deep: 0.95 };
const SUNFISH: FishLook = {
  color: 0x7a9a5a,
  back: 0x3e5a3a,
  fins: 0x5a7a4a,
  deep: 1.6,
  bars: 0x3a4e34,
};

/**
 * Fish by the family a person tells them apart by (session 28, animals; docs/decisions.md,
 * "Animals said often, by class"), read by the noun or the nearest word of a stand-in's
 * WordNet chain, so a family's unlisted species share its look: carps brassy with orange fins
 * (a rudd golden with red fins, a tench green), the topminnows small (a molly black), a gar
 * long with long jaws, a tarpon big and silver, a bluefish blue-backed, a remora with its
 * sucking disc, the sea breams deep and silver-pink, groupers mottled brown, the scorpion
 * fish mottled red-brown, a loach slim and whiskered, a young fish tiny and silver.
 */
const FISH_LOOKS: Readonly<Record<string, FishLook>> = {
  cyprinid: CYPRINID,
  chub: { ...CYPRINID, color: 0xc0b490, size: 1.4 },
  rudd: { ...CYPRINID, color: 0xd8b048, back: 0x6a6030, fins: 0xd8301e },
  tench: { ...CYPRINID, color: 0x5a6a2e, back: 0x3a4420, fins: 0x3a4420, deep: 1.0 },
  dace: { ...CYPRINID, color: 0xc8ccd0, back: 0x5a6470, fins: 0xc8b8a8, deep: 0.8 },
  topminnow: { color: 0x9a9a6a, back: 0x5a5a3a, size: 0.3 },
  cyprinodont: { color: 0x9a9a6a, back: 0x5a5a3a, size: 0.3 },
  mollie: { color: 0x1e1e24, fins: 0x26262c, size: 0.3 },
  molly: { color: 0x1e1e24, fins: 0x26262c, size: 0.3 },
  swordtail: { color: 0xe0501e, fins: 0xe0501e, size: 0.3 },
  characin: { color: 0xc8ccd4, back: 0x2a6ad8, fins: 0xd8402a, size: 0.3 },
  gar: { color: 0x8a9460, back: 0x4a5634, size: 3, deep: 0.42, snout: 0.24, spots: 0x2e3020 },
  bowfin: { color: 0x7a7444, back: 0x4a4628, size: 2, deep: 0.75, spots: 0x3a3620 },
  tarpon: { color: 0xd0d4d8, back: 0x5a6a7a, fins: 0x9aa4ac, size: 4, deep: 0.85 },
  bluefish: { color: 0xb8c4cc, back: 0x2e5e86, fins: 0x5a7a8a, size: 2, deep: 0.8 },
  remora: { color: 0x8a8a86, back: 0x5a5a58, size: 1.6, deep: 0.5, sucker: true },
  'sea bream': { color: 0xd8c4bc, back: 0x9a8a8a, fins: 0xc8a8a0, size: 1.3, deep: 1.5 },
  sparid: { color: 0xd8c4bc, back: 0x9a8a8a, fins: 0xc8a8a0, size: 1.3, deep: 1.5 },
  porgy: { color: 0xd8c4bc, back: 0x9a8a8a, fins: 0xc8a8a0, size: 1.3, deep: 1.5 },
  snapper: { color: 0xd85a4a, back: 0xb03a2e, fins: 0xe06a5a, size: 1.5, deep: 1.2 },
  grouper: { color: 0x8a6a4a, back: 0x5a4430, size: 2.5, deep: 1.1, spots: 0xd8c4a0 },
  scorpaenoid: { color: 0xa05a3a, back: 0x6a3a24, fins: 0x8a4a2e, deep: 1.0, spots: 0x4a2a1a },
  lionfish: { color: 0xa8442e, fins: 0xe8d8c8, deep: 1.0, bars: 0xf2ece4 },
  mullet: { color: 0xb0b4b4, back: 0x5a6470, size: 1.5, deep: 0.75 },
  loach: { color: 0xa08a5a, back: 0x6a5a3a, size: 0.5, deep: 0.45, spots: 0x4a3a22, barbels: true },
  'young fish': { color: 0xc8ccd0, back: 0x7a8a96, size: 0.3 },
  fingerling: { color: 0xc8ccd0, back: 0x7a8a96, size: 0.3 },
  smelt: { color: 0xc8ccd0, back: 0x7a9a9a, size: 0.5, deep: 0.6 },
  anchovy: { color: 0xb8c0c8, back: 0x3e6a7a, size: 0.4, deep: 0.6 },
  'pike-perch': { color: 0xa89a4a, back: 0x5a5a2a, fins: 0x8a8a5a, size: 1.6, deep: 0.7 },
  'freshwater bream': SUNFISH,
  crappie: SUNFISH,
  'butterfly fish': { color: 0xf2d020, fins: 0xf2d020, deep: 2.1, bars: 0x1e1e22 },
  angelfish: { color: 0xe8e4d8, fins: 0xe8e4d8, deep: 2.3, bars: 0x2a2a2a },
};

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
      // A cetacean, the class's own name, is the whale (session 30, living): the family's build
      // drawn as a fish named no whale or dolphin.
      const whale = beluga || b.is('whale', 'cetacean');
      const mammal = orca || whale || b.is('dolphin');
      const shark = b.is('shark');
      // A guppy: a tiny olive fish with a great bright fan of a tail; a sturgeon a long grey
      // fish, slim and shark-like (session 27, beasts16).
      const guppy = b.is('guppy');
      const sturgeon = b.is('sturgeon');
      // A family's look (FISH_LOOKS) over the seeded build, which still draws its numbers so
      // every other fish keeps its bytes.
      const look = mammal || shark || guppy || sturgeon ? undefined : b.pick(FISH_LOOKS);
      const drawnL = rng.vary(
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
      const L = drawnL * (look?.size ?? 1);
      const drawnDeep = rng.vary(
        shark || mammal ? 0.2 : sturgeon ? 0.15 : b.is('goldfish') ? 0.45 : 0.32,
        0.1,
      );
      const deep = drawnDeep * (look?.deep ?? 1);
      const H = L * deep;
      const W = L * (mammal ? 0.2 : shark ? 0.17 : 0.13) * rng.vary(1, 0.08);
      const cy = H * 0.5 + L * 0.02;
      const drawnColor = orca
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
      const color = look?.color ?? drawnColor;
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
        : look?.fins !== undefined
          ? tinted(FINISH.scales, hexRgb(look.fins), 'fins')
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
        b.add('dorsal_fin', dorsal, palette.accent(guppy ? skin : fin));
        const sideFin = guppy ? skin : fin;
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
          b.add(`fin_${lr}`, fin, palette.accent(sideFin));
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
      if (look) addFamilyMarks(b, look, { body, L, H, W, cy, nose });
    }),
};

/** The body's measures the family's marks are laid on. */
interface FishFrame {
  body: Solid;
  L: number;
  H: number;
  W: number;
  cy: number;
  nose: V3;
}

/**
 * A family's marks on the generic body: a darker back, spots or bars on the flanks, a gar's
 * long jaws, a loach's whiskers, a remora's sucking disc. Fixed places, no draws.
 */
function addFamilyMarks(b: Builder, look: FishLook, f: FishFrame): void {
  const { g, palette } = b;
  const { body, L, H, W, cy, nose } = f;
  const scales = (color: number, name: string): ReturnType<typeof palette.fixed> =>
    palette.fixed(tinted(FINISH.scales, hexRgb(color), name));
  // A shell a little larger than the body, so marks cut from it sit on its surface.
  const shell = body.scale([1.01, 1.03, 1.08]).move(0, -cy * 0.03, 0);
  if (look.back !== undefined) {
    b.add(
      'back',
      shell.and(g.boxAt([-L, cy + H * 0.14, -L], [L, cy + H, L])),
      scales(look.back, 'back scales'),
      ['body'],
    );
  }
  if (look.bars !== undefined) {
    const bands = [0.28, 0.12, -0.04, -0.18].map((x) =>
      shell.and(g.boxAt([x * L - L * 0.03, -L, -L], [x * L + L * 0.03, L, L])),
    );
    b.add('bars', g.union(bands), scales(look.bars, 'bars'), ['stripe']);
  }
  if (look.spots !== undefined) {
    const spots: Solid[] = [];
    const r = Math.max(H * 0.06, L * 0.012);
    for (const x of [0.3, 0.18, 0.04, -0.1]) {
      for (const y of [0.14, -0.06]) {
        const u = (x - 0.12) / 0.3;
        const v = y / 0.5;
        const z = W * 0.5 * Math.sqrt(Math.max(0, 1 - u * u - v * v));
        for (const sz of [1, -1]) spots.push(g.ball([x * L, cy + y * H, sz * z * 0.98], r, 8));
      }
    }
    b.add('spots', g.union(spots), scales(look.spots, 'spots'));
  }
  if (look.snout !== undefined) {
    b.add(
      'snout',
      g.hull([
        g.ellipsoid([nose[0] - L * 0.03, nose[1], 0], [L * 0.05, H * 0.14, W * 0.22], g.n(0.4)),
        g.ellipsoid(
          [nose[0] + look.snout * L, nose[1] - H * 0.04, 0],
          [L * 0.012, H * 0.05, W * 0.08],
          g.n(0.3),
        ),
      ]),
      scales(look.color, 'jaws'),
      ['body', 'jaw'],
    );
  }
  if (look.barbels) {
    const whiskers = [1, -1].flatMap((sz) => [
      g.capsule(
        [nose[0] - L * 0.01, nose[1] - H * 0.12, sz * W * 0.15],
        [nose[0] + L * 0.06, nose[1] - H * 0.45, sz * W * 0.7],
        H * 0.035,
        H * 0.02,
        8,
      ),
      g.capsule(
        [nose[0] - L * 0.01, nose[1] - H * 0.05, sz * W * 0.2],
        [nose[0] + L * 0.08, nose[1] - H * 0.2, sz * W * 0.9],
        H * 0.03,
        H * 0.02,
        8,
      ),
    ]);
    b.add('barbels', g.union(whiskers), scales(look.back ?? look.color, 'barbels'), ['whiskers']);
  }
  if (look.sucker) {
    const disc = g.ellipsoid(
      [L * 0.27, cy + H * 0.43, 0],
      [L * 0.11, H * 0.07, W * 0.32],
      g.n(0.5),
    );
    b.add('sucker', disc, scales(0x6a6a66, 'sucking disc'));
    const ridges = [0.35, 0.3, 0.25, 0.2].map((x) =>
      g.boxAt(
        [x * L - L * 0.006, cy + H * 0.47, -W * 0.22],
        [x * L + L * 0.006, cy + H * 0.5, W * 0.22],
      ),
    );
    b.add('sucker_ridges', g.union(ridges), scales(0x3a3a38, 'disc ridges'), ['sucker']);
  }
}
