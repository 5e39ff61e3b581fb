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
  eyeColor: Finish;
  mane?: boolean;
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
      b.add(`leg_${fb}${lr}`, leg, palette.main(s.fur));
    }
  }

  // Head and muzzle.
  const headR = H * s.head;
  const neck: V3 = [chestX * 0.95, backY - bodyR * 0.2, 0];
  const headC: V3 = [chestX + headR * 0.9, backY + headR * 0.75, 0];
  b.add(
    'neck',
    g.capsule([chestX * 0.7, backY - bodyR, 0], neck, bodyR * 0.75, headR * 0.75, g.n(0.5)),
    palette.main(s.fur),
  );
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
      [Math.max(snoutL * 0.55, headR * 0.25), headR * 0.3, headR * 0.33],
      g.n(0.5),
    ),
  ]);
  b.add('head', skull, palette.main(s.fur));
  b.add('muzzle', snout, s.markings ? palette.accent(s.markings) : palette.main(s.fur));
  const tipX = snoutC[0] + Math.max(snoutL * 0.55, headR * 0.25);
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
      headR * 0.16,
      g.n(0.3),
    );
    b.add(`eye_${lr}`, eye, stone ? palette.main(s.fur) : palette.fixed(s.eyeColor));
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
      b.add(`ear_${lr}`, ear, palette.main(s.fur));
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
    const start: V3 = [hipX - bodyR * 0.6, backY - bodyR * 0.35, 0];
    const side = rng.range(-0.15, 0.15);
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const ang = (0.2 + s.tailCurl * t) * Math.PI;
      pts.push([
        start[0] - Math.cos(ang) * tl * t * 0.8 - tl * 0.1 * t,
        start[1] + Math.sin(ang) * tl * t * 0.7,
        side * tl * t * t,
      ]);
      radii.push(legR * s.tailGirth * (1 - 0.55 * t));
    }
    const tail = g.tube(pts, radii, g.n(0.35));
    b.add('tail', tail, palette.main(s.fur));
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
