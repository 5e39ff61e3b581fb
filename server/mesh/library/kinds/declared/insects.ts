/**
 * Insects that stood in as another order's body (issue #32): a mosquito was the housefly
 * (stout, red-eyed) and a cicada the ant. A mosquito is slender, long-legged, with a
 * proboscis and two narrow wings along its back; a cicada is broad-headed with wide-set eyes
 * and clear wings folded like a roof over a thick body. Declared as data (library/declare.ts);
 * each faces +X.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { leg } from './outlines.ts';

/** Three pairs of jointed legs, their feet `foot` above the ground. */
function sixLegs(
  at: readonly V3[],
  yaws: readonly number[],
  reach: number,
  kneeUp: number,
  r: number,
  foot: number,
  color: number,
): PartDecl[] {
  return at.flatMap((from, i) =>
    [1, -1].map((side) => ({
      name: `leg_${i + 1}${side > 0 ? 'r' : 'l'}`,
      shape: {
        sweep: leg([from[0], from[1], from[2] * side], reach, yaws[i]! * side, kneeUp, foot),
        r: [r, r * 0.8, r * 0.6],
      },
      finish: 'plastic',
      color,
      role: 'detail' as const,
    })),
  );
}

/** A pair of wings: one part per side, `tilt` degrees down from the back (a roof), splayed. */
function wingPair(at: V3, radii: V3, tilt: number, splay: number, color: number): PartDecl[] {
  return [1, -1].map((side) => ({
    name: `wing_${side > 0 ? 'r' : 'l'}`,
    shape: { ellipsoid: radii },
    turn: [-tilt * side, splay * side, 0] as V3,
    at: [at[0], at[1], at[2] * side] as V3,
    finish: 'glass',
    color,
    role: 'fixed' as const,
  }));
}

export const INSECT_KINDS: readonly KindDecl[] = [
  {
    kind: 'mosquito',
    nouns: ['mosquito', 'midge', 'skeeter'],
    size: [0.012, 0.02],
    parts: [
      {
        name: 'thorax',
        shape: { ellipsoid: [0.0018, 0.0017, 0.0015] },
        at: [0.001, 0.009, 0],
        finish: 'plastic',
        color: 0x5a4a3a,
      },
      {
        name: 'abdomen',
        shape: {
          capsule: [
            [-0.0004, 0.0088, 0],
            [-0.0078, 0.0072, 0],
          ],
          r: 0.0011,
          r2: 0.0007,
        },
        finish: 'plastic',
        color: 0x3a3430,
        role: 'accent',
      },
      {
        name: 'head',
        shape: { ball: 0.0011 },
        at: [0.0032, 0.0094, 0],
        finish: 'plastic',
        color: 0x3a3430,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.0007 },
        at: [0.0035, 0.0098, 0.0006],
        copies: [[0, 0, -0.0012]],
        finish: 'eye',
        role: 'fixed',
      },
      {
        name: 'proboscis',
        shape: {
          capsule: [
            [0.004, 0.0092, 0],
            [0.0078, 0.0076, 0],
          ],
          r: 0.00018,
        },
        finish: 'plastic',
        color: 0x2a2420,
        role: 'detail',
      },
      {
        name: 'antenna_r',
        shape: {
          capsule: [
            [0.0036, 0.0101, 0.0003],
            [0.0056, 0.0118, 0.0012],
          ],
          r: 0.00013,
        },
        finish: 'plastic',
        color: 0x2a2420,
        role: 'detail',
      },
      {
        name: 'antenna_l',
        shape: {
          capsule: [
            [0.0036, 0.0101, -0.0003],
            [0.0056, 0.0118, -0.0012],
          ],
          r: 0.00013,
        },
        finish: 'plastic',
        color: 0x2a2420,
        role: 'detail',
      },
      ...wingPair([-0.0025, 0.0104, 0.0013], [0.0045, 0.0002, 0.0011], 5, 12, 0xd0dce8),
      ...sixLegs(
        [
          [0.0016, 0.0082, 0.0008],
          [0.0008, 0.0082, 0.001],
          [0, 0.0082, 0.0008],
        ],
        [40, 90, 140],
        0.011,
        0.003,
        0.00016,
        0.0002,
        0x2a2420,
      ),
    ],
  },
  {
    kind: 'cicada',
    nouns: ['cicada', 'cicala', 'harvestfly'],
    size: [0.02, 0.045],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.012, 0.007, 0.008] },
        at: [0, 0.009, 0],
        finish: 'plastic',
        color: 0x4a5a34,
      },
      {
        name: 'abdomen',
        shape: { ellipsoid: [0.01, 0.006, 0.007] },
        at: [-0.011, 0.008, 0],
        finish: 'plastic',
        color: 0x2e2e24,
        role: 'accent',
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.004, 0.005, 0.009] },
        at: [0.0125, 0.0095, 0],
        finish: 'plastic',
        color: 0x5a7a3a,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.0028 },
        at: [0.0132, 0.011, 0.0085],
        copies: [[0, 0, -0.017]],
        finish: 'paint',
        color: 0x8a2a1a,
        role: 'fixed',
      },
      ...wingPair([-0.011, 0.0145, 0.0055], [0.019, 0.0005, 0.0065], 25, 6, 0xd8e8e0),
      ...sixLegs(
        [
          [0.006, 0.005, 0.005],
          [0, 0.005, 0.006],
          [-0.006, 0.005, 0.005],
        ],
        [50, 90, 125],
        0.012,
        0.004,
        0.0008,
        0.0008,
        0x3a3a2a,
      ),
    ],
  },
];
