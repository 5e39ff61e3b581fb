/**
 * Four-legged animals (cats, dogs and their relatives) from one parametric body: a smooth
 * torso (hull of chest and hip ellipsoids), a head with a muzzle, ears, four tapered legs
 * with paws, a curving tail, eyes and a nose. Facing +x.
 */
import type { Builder } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, type Finish } from '../materials.ts';

export interface QuadrupedShape {
  /** Torso length, chest to hips (m). */
  length: number;
  /** Height of the back at the shoulders (m). */
  height: number;
  /** Torso half-thickness relative to height. */
  girth: number;
  /** Head radius relative to height. */
  head: number;
  /** Muzzle length relative to head radius. */
  muzzle: number;
  ears: 'pointed' | 'floppy' | 'round';
  /** Ear size relative to head radius. */
  earSize: number;
  /** Leg radius relative to height. */
  leg: number;
  /** Tail length relative to torso length, its thickness relative to leg radius and how it curls. */
  tail: number;
  tailGirth: number;
  tailCurl: number;
  fur: Finish;
  /** Muzzle/chest/tail-tip colour; null for the fur colour. */
  markings: Finish | null;
  /** Legs, ears and eye patches in another colour (a panda's black), else the fur. */
  points?: Finish;
  /** The eye patches joined into one band across the face (a raccoon's mask). */
  mask?: boolean;
  eyeColor: Finish;
  mane?: boolean;
  /** A long neck (horse, giraffe): length relative to height, rising at `angle` degrees. */
  neck?: { length: number; angle: number };
  /** A band down the middle of the back in this finish (a skunk's white stripe). */
  backStripe?: Finish;
  /** A horse's mane: a crest along the top of the neck in this finish. */
  crest?: Finish;
  /** Hooves in this finish at the foot of each leg instead of paws. */
  hooves?: Finish;
  /** Elephant trunk and tusks instead of a muzzle. */
  trunk?: boolean;
  horns?:
    | 'cow'
    | 'goat'
    | 'ram'
    | 'swept'
    | 'antlers'
    | 'palmate'
    | 'rhino'
    | 'dragon'
    | 'tusks'
    | 'unicorn'
    | 'hook'
    | 'spear'
    | 'spike';
  /** Horns or antlers this many times their usual size (an ox's spread, a reindeer's rack). */
  hornScale?: number;
  /** Bat-like wings on the shoulders (dragons). */
  wings?: Finish;
  /** A hump on the back (camels), relative to the torso radius. */
  hump?: number;
  /** Where the humps stand, as fractions of half the torso length (+ towards the chest):
   * [0] one mid-back hump (the default), [0.4, -0.4] a Bactrian camel's two, [0.6] a moose's
   * shoulder hump. */
  humpAt?: readonly number[];
  /** Tail start angle in half-turns (0.2 rises, negative hangs; default 0.2). */
  tailAngle?: number;
  /** A poodle's clip: fluffed balls of coat round the ankles, on the crown, at the tail's
   * tip and over the chest, what names the breed (a plain coat is any dog). */
  pompoms?: boolean;
  /** A pig's snout: a flat disc with two nostrils at the muzzle's end in this finish, in place
   * of the nose (without it a pink pig read as a sheep). */
  snoutDisc?: Finish;
  /** Eyes this many times their usual size (a young animal's). */
  eyeScale?: number;
  /** Horns in this finish instead of pale horn (a mountain goat's black daggers). */
  hornColor?: Finish;
  /** A tuft of beard hanging under the chin in this finish (goats, a wildebeest). */
  beard?: Finish;
  /** Long hair hanging from the flanks nearly to the ground in this finish (a yak's, a musk
   * ox's skirt). */
  skirt?: Finish;
  /** A band round the torso in this finish (a Malayan tapir's white saddle). */
  saddle?: Finish;
  /** Where the band sits, as a fraction of half the torso length (+ towards the chest; a
   * Tasmanian devil's white chest band); default -0.35, over the hips. */
  saddleAt?: number;
  /** A flat bill at the snout's end in this finish, in place of the nose (a platypus). */
  bill?: Finish;
  /** The tail as a flat paddle (a platypus's, a beaver's). */
  paddleTail?: boolean;
  /** Overlapping plates over the back and tail in this finish (a pangolin's scales). */
  scales?: Finish;
}

/**
 * Nouns for the young of a four-legged kind (as the noun or a stand-in's chain: "a colt" is
 * read through the foal). WordNet files most of them under "young mammal", not the species.
 */
const YOUNG = [
  'puppy',
  'pup',
  'whelp',
  'kitten',
  'kitty',
  'calf',
  'lamb',
  'lambkin',
  'foal',
  'colt',
  'filly',
  'piglet',
  'piggy',
  'shoat',
  'shote',
  'fawn',
  'kid goat',
  'cub',
  'young mammal',
  'leveret',
  'joey',
];

/** True when the prompt's noun names a young animal ("a puppy", "a bear cub"). */
export function isYoung(b: Builder): boolean {
  return b.is(...YOUNG) || / cub$/.test(b.noun);
}

/**
 * The young of an animal, from the grown one's shape: a head much bigger for the body, a
 * short muzzle, big eyes, a short round trunk on stubby legs, a short tail, and no horns,
 * antlers, mane or hump yet. The coat keeps its colour: mixed towards cream (colours are
 * linear here) even a tenth turned a brown foal pink and a bear cub grey.
 */
export function youngShape(s: QuadrupedShape): QuadrupedShape {
  const young: QuadrupedShape = {
    ...s,
    length: s.length * 0.74,
    girth: s.girth * 1.18,
    head: s.head * 1.45,
    muzzle: s.muzzle * 0.6,
    earSize: s.earSize * 1.12,
    leg: s.leg * 1.2,
    tail: s.tail * 0.55,
    eyeScale: 1.55,
  };
  delete young.horns;
  delete young.hornScale;
  delete young.hump;
  delete young.humpAt;
  delete young.mane;
  delete young.beard;
  delete young.skirt;
  if (young.neck) young.neck = { ...young.neck, length: young.neck.length * 0.75 };
  return young;
}

export function buildQuadruped(b: Builder, s: QuadrupedShape): void {
  const { g, rng, opts, palette } = b;
  const L = s.length;
  const H = s.height;
  const legR = H * s.leg;
  const bodyR = H * s.girth;
  const backY = H;
  const bellyY = backY - bodyR * 2;
  const chestX = L / 2;
  const hipX = -L / 2;
  const stone = palette.material !== null;

  // Torso.
  const torso = g.hull([
    g.ellipsoid([chestX * 0.75, backY - bodyR, 0], [bodyR * 1.1, bodyR * 1.05, bodyR], g.n(0.7)),
    g.ellipsoid(
      [hipX * 0.75, backY - bodyR * 0.95, 0],
      [bodyR * 1.05, bodyR * 0.95, bodyR * 0.92],
      g.n(0.7),
    ),
  ]);
  b.add('body', torso, palette.main(s.fur));
  if (!stone) coatMarks(b, s, chestX * 0.75, hipX * 0.75, backY - bodyR, bodyR);
  if (s.backStripe && !stone) {
    const stripe = g.tube(
      [
        [chestX * 1.0, backY - bodyR * 0.12, 0],
        [chestX * 0.4, backY + bodyR * 0.02, 0],
        [hipX * 0.4, backY + bodyR * 0.02, 0],
        [hipX * 1.0, backY - bodyR * 0.15, 0],
      ],
      [bodyR * 0.22, bodyR * 0.3, bodyR * 0.3, bodyR * 0.22],
      g.n(0.4),
    );
    b.add('stripe', stripe, palette.fixed(s.backStripe));
  }
  if (s.saddle && !stone) {
    const saddle = g.ellipsoid(
      [(s.saddleAt ?? -0.35) * chestX, backY - bodyR * 0.95, 0],
      [
        bodyR * (s.saddleAt !== undefined && s.saddleAt > 0 ? 0.4 : 1.05),
        bodyR * 1.04,
        bodyR * 1.02,
      ],
      g.n(0.6),
    );
    b.add('saddle', saddle, palette.fixed(s.saddle));
  }
  if (s.scales && !stone) {
    // Rows of flat plates laid over the back and flanks, each tilted up at its back edge so
    // they read as overlapping scales.
    const plates: Solid[] = [];
    const rows = 8;
    const cy = backY - bodyR;
    for (let i = 0; i < rows; i++) {
      const x = hipX * 0.85 + ((chestX * 0.85 - hipX * 0.85) * (i + 0.5)) / rows;
      for (const deg of [-75, -45, -15, 15, 45, 75]) {
        const d = deg + (i % 2) * 15;
        const a = (d * Math.PI) / 180;
        plates.push(
          g
            .ellipsoid([0, 0, 0], [bodyR * 0.3, bodyR * 0.08, bodyR * 0.3], 10)
            .rotate(0, 0, 12)
            .rotate(d, 0, 0)
            .move(x, cy + Math.cos(a) * bodyR * 0.98, Math.sin(a) * bodyR * 0.95),
        );
      }
    }
    b.add('scales', g.union(plates), palette.fixed(s.scales));
  }
  if (s.skirt) {
    // Long hair: a deep fringe under the flanks, from the chest to the hips, hanging to the
    // middle of the legs (what tells a yak or a musk ox from a cow).
    const hang = bellyY * 0.45;
    const skirt = g.hull([
      g.ellipsoid(
        [chestX * 0.8, backY - bodyR * 1.1, 0],
        [bodyR * 1.15, bodyR * 1.1, bodyR * 1.12],
      ),
      g.ellipsoid([hipX * 0.8, backY - bodyR * 1.05, 0], [bodyR * 1.1, bodyR * 1.05, bodyR * 1.08]),
      g.ellipsoid([chestX * 0.6, hang + bodyR * 0.25, 0], [bodyR * 0.8, bodyR * 0.25, bodyR * 1.1]),
      g.ellipsoid([hipX * 0.6, hang + bodyR * 0.25, 0], [bodyR * 0.8, bodyR * 0.25, bodyR * 1.05]),
    ]);
    b.add('long_hair', skirt, palette.accent(s.skirt), ['hair', 'coat']);
  }

  // Legs: upper and lower segments and a paw.
  for (const [x0, fb] of [
    [chestX * 0.72, 'f'],
    [hipX * 0.68, 'r'],
  ] as const) {
    for (const [sz, lr] of [
      [1, 'l'],
      [-1, 'r'],
    ] as const) {
      const z = sz * bodyR * 0.55;
      const stride = rng.range(-0.06, 0.06) * H;
      const top: V3 = [x0, bellyY + bodyR * 0.8, z];
      const knee: V3 = [x0 + stride + (fb === 'r' ? -legR * 0.8 : legR * 0.3), bellyY * 0.45, z];
      const paw: V3 = [x0 + stride * 1.5 + legR * 0.4, legR * 0.75, z];
      const leg = g.union([
        g.capsule(top, knee, legR * (fb === 'r' ? 1.6 : 1.3), legR * 1.0),
        g.capsule(knee, [paw[0] - legR * 0.3, paw[1] + legR * 0.3, z], legR, legR * 0.85),
        g.ellipsoid([paw[0], paw[1], z], [legR * 1.35, legR * 0.75, legR * 1.05], g.n(0.35)),
      ]);
      b.add(`leg_${fb}${lr}`, leg, s.points ? palette.accent(s.points) : palette.main(s.fur));
      if (s.pompoms) {
        const puff = g.ball([paw[0] - legR * 0.2, paw[1] + legR * 1.6, z], legR * 2.1, g.n(0.4));
        b.add(`pompom_${fb}${lr}`, puff, palette.main(s.fur), ['pompom', 'pompoms']);
      }
      if (s.hooves) {
        const hoof = g.cyl(legR * 0.9, legR * 1.25, legR * 1.05, g.n(0.3)).move(paw[0], 0, z);
        b.add(`hoof_${fb}${lr}`, hoof, palette.fixed(s.hooves));
      }
    }
  }

  // Head and muzzle.
  const headR = H * s.head;
  let neck: V3 = [chestX * 0.95, backY - bodyR * 0.2, 0];
  let headC: V3 = [chestX + headR * 0.9, backY + headR * 0.75, 0];
  if (s.neck) {
    const a = (s.neck.angle * Math.PI) / 180;
    const len = s.neck.length * H;
    neck = [chestX * 0.8 + Math.cos(a) * len, backY - bodyR * 0.3 + Math.sin(a) * len, 0];
    headC = [neck[0] + headR * 0.5, neck[1] + headR * 0.35, 0];
    b.add(
      'neck',
      g.capsule([chestX * 0.7, backY - bodyR, 0], neck, bodyR * 0.7, headR * 0.6, g.n(0.5)),
      palette.main(s.fur),
    );
    if (s.crest) {
      // Along the back of the neck, from the withers to behind the ears.
      const from: V3 = [chestX * 0.55, backY - bodyR * 0.05, 0];
      const to: V3 = [neck[0] - headR * 0.35, neck[1] + headR * 0.75, 0];
      const mid: V3 = [
        (from[0] + to[0]) / 2 - bodyR * 0.18,
        (from[1] + to[1]) / 2 + bodyR * 0.22,
        0,
      ];
      b.add(
        'mane',
        g.tube([from, mid, to], [bodyR * 0.22, bodyR * 0.26, headR * 0.28], g.n(0.4)),
        palette.accent(s.crest),
      );
    }
  } else {
    b.add(
      'neck',
      g.capsule([chestX * 0.7, backY - bodyR, 0], neck, bodyR * 0.75, headR * 0.75, g.n(0.5)),
      palette.main(s.fur),
    );
  }
  const skull = g.ellipsoid(headC, [headR, headR * 0.92, headR * 0.95], g.n(0.7));
  const snoutL = headR * s.muzzle;
  const snoutC: V3 = [headC[0] + headR * 0.55 + snoutL * 0.5, headC[1] - headR * 0.3, 0];
  const snout = g.hull([
    g.ellipsoid(
      [headC[0] + headR * 0.4, headC[1] - headR * 0.2, 0],
      [headR * 0.45, headR * 0.45, headR * 0.5],
      g.n(0.5),
    ),
    g.ellipsoid(
      snoutC,
      [
        Math.max(snoutL * 0.55, headR * 0.25),
        headR * (s.muzzle > 1.3 ? 0.42 : 0.3),
        headR * (s.muzzle > 1.3 ? 0.4 : 0.33),
      ],
      g.n(0.5),
    ),
  ]);
  b.add('head', skull, palette.main(s.fur));
  if (s.pompoms) {
    const topknot = g.ball([headC[0] - headR * 0.15, headC[1] + headR * 0.8, 0], headR * 0.8);
    b.add('topknot', topknot, palette.main(s.fur), ['pompom', 'pompoms']);
    const ruff = g.ellipsoid(
      [chestX * 0.8, backY - bodyR * 0.9, 0],
      [bodyR * 1.25, bodyR * 1.3, bodyR * 1.25],
      g.n(0.6),
    );
    b.add('ruff', ruff, palette.main(s.fur), ['pompom', 'pompoms']);
  }
  if (s.trunk) {
    const t0: V3 = [headC[0] + headR * 0.7, headC[1] - headR * 0.1, 0];
    const trunk = g.tube(
      [
        t0,
        [t0[0] + headR * 0.45, t0[1] - headR * 0.7, 0],
        [t0[0] + headR * 0.55, t0[1] - headR * 1.6, 0],
        [t0[0] + headR * 0.8, t0[1] - headR * 2.3, 0],
      ],
      [headR * 0.38, headR * 0.3, headR * 0.22, headR * 0.17],
      g.n(0.4),
    );
    b.add('trunk', trunk, palette.main(s.fur));
    for (const sz of [1, -1]) {
      const tusk = g.tube(
        [
          [headC[0] + headR * 0.55, headC[1] - headR * 0.55, sz * headR * 0.35],
          [headC[0] + headR * 1.0, headC[1] - headR * 1.1, sz * headR * 0.4],
          [headC[0] + headR * 1.45, headC[1] - headR * 1.0, sz * headR * 0.35],
        ],
        [headR * 0.1, headR * 0.08, headR * 0.03],
        g.n(0.3),
      );
      b.add(sz > 0 ? 'tusk_l' : 'tusk_r', tusk, palette.fixed(FINISH.ceramic));
    }
  } else {
    b.add('muzzle', snout, s.markings ? palette.accent(s.markings) : palette.main(s.fur));
  }
  if (s.beard) {
    // From under the jaw, hanging down and a little back.
    const chin: V3 = [headC[0] + headR * 0.55, headC[1] - headR * 0.55, 0];
    const beard = g.capsule(
      chin,
      [chin[0] - headR * 0.25, chin[1] - headR * 1.4, 0],
      headR * 0.32,
      headR * 0.14,
      g.n(0.4),
    );
    b.add('beard', beard, palette.accent(s.beard));
  }
  if (s.horns) buildHorns(b, s.horns, headC, headR, s.hornScale ?? 1, s.hornColor);
  if (s.wings) {
    for (const sz of [1, -1]) {
      const span = L * 1.3;
      const wing = g
        .extrude(
          [
            [0, 0],
            [span * 0.35, span * 0.55],
            [span * 0.1, span * 1.0],
            [-span * 0.25, span * 0.75],
            [-span * 0.5, span * 0.5],
            [-span * 0.45, span * 0.15],
          ],
          bodyR * 0.06,
        )
        .rotate(sz * 62, 0, 0)
        .move(chestX * 0.3, backY - bodyR * 0.2, sz * bodyR * 0.5);
      b.add(sz > 0 ? 'wing_l' : 'wing_r', wing, palette.accent(s.wings));
    }
  }
  if (s.hump) {
    const at = s.humpAt ?? [0];
    const wide = at.length > 1 ? 0.6 : 1;
    at.forEach((f, i) => {
      const hump = g.ellipsoid(
        [f * chestX, backY - bodyR * 0.2, 0],
        [bodyR * 0.8 * wide, bodyR * (0.4 + s.hump!), bodyR * 0.6],
        g.n(0.5),
      );
      b.add(at.length > 1 ? `hump_${i + 1}` : 'hump', hump, palette.main(s.fur));
    });
  }
  const tipX = snoutC[0] + Math.max(snoutL * 0.55, headR * 0.25);
  if (s.snoutDisc && !stone) {
    const t = headR * 0.16;
    const discR = headR * 0.36;
    const disc = g.cyl(t, discR, discR * 0.92).rotate(0, 0, -90);
    b.add('snout', disc.move(tipX - t * 0.6, snoutC[1], 0), palette.fixed(s.snoutDisc));
    for (const sz of [1, -1]) {
      const nostril = g.ellipsoid(
        [tipX + t * 0.4, snoutC[1], sz * discR * 0.38],
        [t * 0.35, discR * 0.3, discR * 0.16],
        g.n(0.3),
      );
      b.add(sz > 0 ? 'nostril_l' : 'nostril_r', nostril, palette.fixed(FINISH.coal));
    }
  } else if (s.bill && !stone) {
    // A duck's bill on a mammal: broad, flat and rounded, reaching well past the snout.
    const bill = g.ellipsoid(
      [tipX + headR * 0.7, snoutC[1] - headR * 0.05, 0],
      [headR * 1.05, headR * 0.16, headR * 0.62],
      g.n(0.5),
    );
    b.add('bill', bill, palette.fixed(s.bill));
  } else
    b.add(
      'nose',
      g.ellipsoid(
        [tipX - headR * 0.05, snoutC[1] + headR * 0.12, 0],
        [headR * 0.12, headR * 0.1, headR * 0.15],
        g.n(0.3),
      ),
      stone
        ? palette.main(s.fur)
        : palette.fixed(s.ears === 'pointed' && s.muzzle < 0.8 ? FINISH.pink : FINISH.coal),
    );
  for (const [sz, lr] of [
    [1, 'l'],
    [-1, 'r'],
  ] as const) {
    const eye = g.ball(
      [headC[0] + headR * 0.72, headC[1] + headR * 0.18, sz * headR * 0.42],
      headR * 0.16 * (s.eyeScale ?? 1),
      g.n(0.3),
    );
    b.add(`eye_${lr}`, eye, stone ? palette.main(s.fur) : palette.fixed(s.eyeColor));
    if (s.points && !stone && s.mask) {
      // One band across both eyes, drawn once (with the first eye).
      if (sz === 1)
        b.add(
          'mask',
          g.ellipsoid(
            [headC[0] + headR * 0.66, headC[1] + headR * 0.16, 0],
            [headR * 0.32, headR * 0.24, headR * 0.98],
            g.n(0.4),
          ),
          palette.accent(s.points),
        );
    } else if (s.points && !stone) {
      // A patch around the eye, tilted down towards the snout, that the eye sits in.
      const patch = g.ellipsoid(
        [headC[0] + headR * 0.64, headC[1] + headR * 0.1, sz * headR * 0.46],
        [headR * 0.24, headR * 0.32, headR * 0.26],
        g.n(0.3),
      );
      b.add(`eye_patch_${lr}`, patch, palette.accent(s.points));
    }
  }

  // Ears.
  if (!opts.lacks('ear')) {
    const e = headR * s.earSize;
    for (const [sz, lr] of [
      [1, 'l'],
      [-1, 'r'],
    ] as const) {
      const base: V3 = [headC[0] - headR * 0.1, headC[1] + headR * 0.6, sz * headR * 0.5];
      let ear: Solid;
      if (s.ears === 'pointed') {
        ear = g.hull([
          g.ellipsoid(base, [e * 0.45, e * 0.1, e * 0.35], g.n(0.3)),
          g.ball([base[0] - e * 0.1, base[1] + e * 0.95, base[2] + sz * e * 0.15], e * 0.05, 8),
        ]);
      } else if (s.ears === 'floppy') {
        ear = g.hull([
          g.ellipsoid(
            [base[0], base[1], base[2] + sz * e * 0.1],
            [e * 0.35, e * 0.12, e * 0.2],
            g.n(0.3),
          ),
          g.ellipsoid(
            [base[0] - e * 0.15, base[1] - e * 0.9, base[2] + sz * e * 0.35],
            [e * 0.3, e * 0.35, e * 0.1],
            g.n(0.3),
          ),
        ]);
      } else {
        ear = g.ellipsoid(
          [base[0], base[1] + e * 0.2, base[2]],
          [e * 0.35, e * 0.4, e * 0.15],
          g.n(0.3),
        );
      }
      b.add(`ear_${lr}`, ear, s.points ? palette.accent(s.points) : palette.main(s.fur));
    }
  }

  // Mane (lions).
  if (s.mane) {
    const mane = g.ellipsoid(
      [headC[0] - headR * 0.35, headC[1] - headR * 0.1, 0],
      [headR * 0.9, headR * 1.6, headR * 1.6],
      g.n(0.6),
    );
    b.add(
      'mane',
      mane,
      palette.accent({
        ...s.fur,
        color: [s.fur.color[0] * 0.5, s.fur.color[1] * 0.32, s.fur.color[2] * 0.2],
        label: 'mane',
      }),
    );
  }

  // Tail: a chain rising from the hips.
  if (!opts.lacks('tail')) {
    const tl = L * s.tail;
    const pts: V3[] = [];
    const radii: number[] = [];
    const n = 5;
    // On a long low body (a weasel's) the hips end well inside hipX: start at their end.
    const start: V3 = [Math.max(hipX - bodyR * 0.6, hipX * 0.75 - bodyR), backY - bodyR * 0.35, 0];
    const side = rng.range(-0.15, 0.15);
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const ang =
        ((s.tailAngle ?? 0.2) +
          s.tailCurl * t * (s.tailAngle !== undefined && s.tailAngle < 0 ? -0.3 : 1)) *
        Math.PI;
      pts.push([
        start[0] - Math.cos(ang) * tl * t * 0.8 - tl * 0.1 * t,
        start[1] + Math.sin(ang) * tl * t * 0.7,
        side * tl * t * t,
      ]);
      radii.push(legR * s.tailGirth * (1 - 0.55 * t));
    }
    const tail = s.paddleTail
      ? g.ellipsoid(
          [start[0] - tl * 0.4, start[1] - bodyR * 0.3, 0],
          [tl * 0.55, bodyR * 0.16, bodyR * 0.6],
          g.n(0.5),
        )
      : g.tube(pts, radii, g.n(0.35));
    b.add('tail', tail, palette.main(s.fur));
    if (s.pompoms) {
      const tip = g.ball(pts[n]!, legR * 2.4, g.n(0.4));
      b.add('tail_pompom', tip, palette.main(s.fur), ['pompom', 'pompoms']);
    }
  }
  if (opts.has('collar')) {
    const collar = g
      .arc(bodyR * 0.78, bodyR * 0.08, 0, 360)
      .rotate(0, 90, 0)
      .rotate(0, 0, -35)
      .move(neck[0] - bodyR * 0.1, neck[1] - bodyR * 0.3, 0);
    b.add('collar', collar, palette.fixed(FINISH.leather));
  }
}

function buildHorns(
  b: Builder,
  type: NonNullable<QuadrupedShape['horns']>,
  c: V3,
  h: number,
  k: number,
  color?: Finish,
): void {
  const { g, palette } = b;
  // Rooted on the head (radius h), sized by r.
  const r = h * k;
  const horn = palette.fixed(
    color ?? { ...FINISH.ceramic, color: [0.85, 0.8, 0.68], label: 'horn' },
  );
  if (type === 'tusks') {
    // A boar's: two short curved tusks from the sides of the snout, turning up.
    for (const sz of [1, -1]) {
      const pts: V3[] = [
        [c[0] + r * 1.0, c[1] - r * 0.45, sz * r * 0.25],
        [c[0] + r * 1.3, c[1] - r * 0.3, sz * r * 0.45],
        [c[0] + r * 1.3, c[1] + r * 0.15, sz * r * 0.55],
      ];
      b.add(
        sz > 0 ? 'tusk_l' : 'tusk_r',
        g.tube(pts, [r * 0.13, r * 0.1, r * 0.035], g.n(0.3)),
        palette.fixed(FINISH.ceramic),
      );
    }
    return;
  }
  if (type === 'palmate') {
    // A moose's: a short beam out to each side, then a broad flat palm tilted up and out
    // with a row of tines along its rim.
    const bone = palette.fixed({ ...FINISH.ceramic, color: [0.2, 0.14, 0.08], label: 'antler' });
    for (const sz of [1, -1]) {
      const base: V3 = [c[0] - h * 0.1, c[1] + h * 0.65, sz * h * 0.4];
      const palmC: V3 = [base[0] - r * 0.1, base[1] + r * 0.55, base[2] + sz * r * 1.25];
      let solid = g.capsule(
        base,
        [palmC[0], palmC[1] - r * 0.1, palmC[2] - sz * r * 0.6],
        r * 0.16,
        r * 0.13,
        g.n(0.3),
      );
      solid = solid.add(
        g
          .ellipsoid([0, 0, 0], [r * 0.75, r * 0.1, r * 0.95], g.n(0.5))
          .rotate(sz * -35, 0, 0)
          .move(palmC),
      );
      for (let i = 0; i < 5; i++) {
        const a = ((i - 2) / 2) * 0.9;
        const rim: V3 = [
          palmC[0] + Math.sin(a) * r * 0.65,
          palmC[1] + r * 0.5,
          palmC[2] + sz * Math.cos(a) * r * 0.6,
        ];
        solid = solid.add(
          g.capsule(
            [rim[0], rim[1] - r * 0.3, rim[2] - sz * r * 0.15],
            [rim[0], rim[1] + r * 0.25, rim[2] + sz * r * 0.1],
            r * 0.08,
            r * 0.03,
            g.n(0.3),
          ),
        );
      }
      b.add(sz > 0 ? 'horn_l' : 'horn_r', solid, bone);
    }
    return;
  }
  if (type === 'unicorn') {
    // One long spiralled horn from the forehead, pointing up and forward.
    const root: V3 = [c[0] + h * 0.45, c[1] + h * 0.7, 0];
    const tip: V3 = [root[0] + r * 1.3, root[1] + r * 2.4, 0];
    let solid = g.hull([g.ball(root, r * 0.22, 10), g.ball(tip, r * 0.03, 6)]);
    for (let i = 1; i <= 4; i++) {
      const t = i / 5;
      solid = solid.add(
        g.ball(
          [root[0] + (tip[0] - root[0]) * t, root[1] + (tip[1] - root[1]) * t, 0],
          r * 0.22 * (1 - t) + r * 0.04,
          8,
        ),
      );
    }
    b.add(
      'horn',
      solid,
      palette.fixed({ ...FINISH.gold, color: [0.95, 0.78, 0.35], label: 'horn' }),
    );
    return;
  }
  if (type === 'rhino') {
    const tip: V3 = [c[0] + r * 1.9, c[1] + r * 0.5, 0];
    b.add(
      'horn',
      g.hull([g.ball([c[0] + r * 1.5, c[1] - r * 0.1, 0], r * 0.28), g.ball(tip, r * 0.04, 8)]),
      horn,
    );
    return;
  }
  if (type === 'ram') {
    // A ram's: a thick horn curling back, down and forward round each ear in one spiral turn,
    // the shape that tells a ram from a ewe at a glance.
    const n = 9;
    for (const sz of [1, -1]) {
      const pts: V3[] = [];
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const a = Math.PI / 2 + t * Math.PI * 1.7;
        const rho = r * (0.62 - 0.34 * t);
        pts.push([
          c[0] - h * 0.2 + rho * Math.cos(a),
          c[1] + h * 0.15 + rho * Math.sin(a),
          sz * (h * 0.6 + r * 0.35 * t),
        ]);
      }
      const radii = pts.map((_, i) => r * (0.24 - (0.17 * i) / (n - 1)));
      // Ridged tan horn, darker than the fleece it curls against (pale horn vanished on it).
      const ramHorn = palette.fixed({
        ...FINISH.ceramic,
        color: [0.32, 0.22, 0.13],
        label: 'horn',
      });
      b.add(sz > 0 ? 'horn_l' : 'horn_r', g.tube(pts, radii, g.n(0.3)), ramHorn);
    }
    return;
  }
  for (const sz of [1, -1]) {
    const base: V3 = [c[0] - h * 0.1, c[1] + h * 0.7, sz * h * 0.45];
    let pts: V3[];
    if (type === 'cow')
      pts = [
        base,
        [base[0], base[1] + r * 0.2, base[2] + sz * r * 0.6],
        [base[0] + r * 0.2, base[1] + r * 0.6, base[2] + sz * r * 0.8],
      ];
    else if (type === 'swept')
      // A water buffalo's: wide, flat crescents swept out and back from the top of the head.
      pts = [
        base,
        [base[0] - r * 0.15, base[1] + r * 0.15, base[2] + sz * r * 0.8],
        [base[0] - r * 0.6, base[1] + r * 0.35, base[2] + sz * r * 1.4],
        [base[0] - r * 1.2, base[1] + r * 0.7, base[2] + sz * r * 1.5],
      ];
    else if (type === 'hook')
      // A wildebeest's or musk ox's: out and down beside the head, then hooked up at the tip.
      pts = [
        [base[0], base[1] - h * 0.1, base[2] * 0.6],
        [base[0] + r * 0.05, base[1] + r * 0.05, base[2] + sz * r * 0.55],
        [base[0] + r * 0.15, base[1] - r * 0.45, base[2] + sz * r * 0.95],
        [base[0] + r * 0.3, base[1] - r * 0.2, base[2] + sz * r * 1.2],
        [base[0] + r * 0.35, base[1] + r * 0.25, base[2] + sz * r * 1.25],
      ];
    else if (type === 'spear')
      // An oryx's: long, straight and close together, raked back in line with the face.
      pts = [
        base,
        [base[0] - r * 0.9, base[1] + r * 1.0, base[2] + sz * r * 0.12],
        [base[0] - r * 1.8, base[1] + r * 2.0, base[2] + sz * r * 0.25],
      ];
    else if (type === 'spike')
      // A mountain goat's or chamois's: short, thin, rising and curving back at the tip.
      pts = [
        base,
        [base[0] - r * 0.05, base[1] + r * 0.55, base[2] + sz * r * 0.06],
        [base[0] - r * 0.35, base[1] + r * 0.85, base[2] + sz * r * 0.1],
      ];
    else if (type === 'goat' || type === 'dragon')
      pts = [
        base,
        [base[0] - r * 0.5, base[1] + r * 0.6, base[2] + sz * r * 0.15],
        [base[0] - r * 1.1, base[1] + r * 0.5, base[2] + sz * r * 0.3],
      ];
    else
      pts = [
        base,
        [base[0] - r * 0.2, base[1] + r * 1.2, base[2] + sz * r * 0.5],
        [base[0] + r * 0.3, base[1] + r * 2.0, base[2] + sz * r * 0.9],
        [base[0] - r * 0.4, base[1] + r * 2.3, base[2] + sz * r * 1.1],
      ];
    const radii = pts.map(
      (_, i) =>
        r *
        (type === 'antlers' || type === 'spike' ? 0.12 : type === 'spear' ? 0.09 : 0.16) *
        (1 - (0.7 * i) / pts.length),
    );
    let solid = g.tube(pts, radii, g.n(0.3));
    if (type === 'antlers') {
      // Two tines forward off the beam, thick enough to read at a glance.
      for (const [from, up] of [
        [1, 0.5],
        [2, 0.7],
      ] as const) {
        const p = pts[from]!;
        solid = solid.add(
          g.capsule(
            p,
            [p[0] + r * 0.7, p[1] + r * up, p[2] + sz * r * 0.1],
            r * 0.08,
            r * 0.04,
            g.n(0.3),
          ),
        );
      }
    }
    b.add(
      sz > 0 ? 'horn_l' : 'horn_r',
      solid,
      type === 'dragon'
        ? palette.accent({ ...FINISH.ceramic, color: [0.85, 0.8, 0.68], label: 'horn' })
        : type === 'antlers'
          ? palette.fixed({ ...FINISH.ceramic, color: [0.12, 0.07, 0.04], label: 'antler' })
          : horn,
    );
  }
}

/**
 * A striped, spotted or pied coat drawn as shapes on the torso, so it reads in an untextured
 * draft too (a zebra is otherwise a white horse, a leopard a yellow cat): dark bands over the
 * back and sides, dots, or broad flat patches on the flanks, in the coat's accent colour.
 */
function coatMarks(
  b: Builder,
  s: QuadrupedShape,
  front: number,
  back: number,
  y: number,
  r: number,
): void {
  const { g, palette } = b;
  const kind = s.fur.surface;
  const ink = s.fur.accent;
  if (!ink || (kind !== 'stripes' && kind !== 'spots' && kind !== 'patches')) return;
  const finish = { ...s.fur, color: ink, label: kind };
  delete finish.accent;
  const marks: Solid[] = [];
  if (kind === 'stripes') {
    const n = 7;
    for (let i = 0; i < n; i++) {
      const x = back + ((front - back) * (i + 0.5)) / n;
      marks.push(
        g
          .arc(r * 0.97, r * 0.075, -25, 230)
          .rotate(0, 90, 0)
          .rotate(0, 0, i % 2 === 0 ? 12 : -8)
          .move(x, y, 0),
      );
    }
  } else if (kind === 'spots') {
    const rows = 6;
    for (let i = 0; i < rows; i++) {
      const x = back + ((front - back) * (i + 0.5)) / rows;
      for (const deg of [-70, -35, 0, 35, 70]) {
        const a = ((deg + (i % 2) * 17) * Math.PI) / 180;
        marks.push(g.ball([x, y + Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.86], r * 0.19, 10));
      }
    }
  } else {
    // Patches on each flank and one over the back, flat against the hide.
    for (const [fx, up, side] of [
      [0.25, 0.2, 1],
      [0.75, -0.1, 1],
      [0.45, 0.05, -1],
      [0.85, 0.25, -1],
    ] as const) {
      const x = back + (front - back) * fx;
      marks.push(g.ellipsoid([x, y + up * r, side * r * 0.9], [r * 0.42, r * 0.34, r * 0.14], 12));
    }
    marks.push(
      g.ellipsoid(
        [back + (front - back) * 0.55, y + r * 0.9, 0],
        [r * 0.4, r * 0.14, r * 0.36],
        12,
      ),
    );
  }
  b.add(kind, g.union(marks), palette.fixed(finish));
}
