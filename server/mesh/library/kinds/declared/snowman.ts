/**
 * Snowman, moved from a builder to a declaration (issue #32, kinds as data): three stacked
 * snowballs, coal eyes, a carrot nose, counted coal buttons down the torso ("with 5
 * buttons"), stick arms, and a top hat and scarf that the seed puts on or leaves off unless
 * the prompt says. The seed also varies its proportions and the scarf's wool.
 */
import type { KindDecl } from '../../declare.ts';

// Snowball radii and centres: each ball sinks into the one below.
const R1 = 0.42;
const R2 = 0.3;
const R3 = 0.2;
const Y1 = R1 * 0.92;
const Y2 = Y1 + R1 * 0.82 + R2 * 0.75;
const Y3 = Y2 + R2 * 0.85 + R3 * 0.75;
const NECK = Y2 + R2 * 0.78;
const HAT = Y3 + R3 * 0.78;

/** The scarf's ring and its hanging end share one seeded wool colour. */
const WOOL = [0xc62828, 0x1e5fd0, 0x2e8e44, 0xe0a020] as const;
const COAL = { finish: 'coal', role: 'fixed' as const };

/** A point on a ball's surface: `yaw` from the front (+Z) towards +X, `pitch` up (radians). */
function onBall(y: number, r: number, yaw: number, pitch: number): [number, number, number] {
  return [
    r * Math.sin(yaw) * Math.cos(pitch),
    y + r * Math.sin(pitch),
    r * Math.cos(yaw) * Math.cos(pitch),
  ];
}

const NOSE = onBall(Y3, R3 * 0.9, 0, 0.02);
const ARM_FROM: [number, number, number] = [R2 * 0.7, Y2 + R2 * 0.2, 0];
const ARM_TO: [number, number, number] = [R2 + R1 * 1.1, Y2 + R2 * 0.2 + R1 * 0.45, 0];
const ARM_MID: [number, number, number] = [
  (ARM_FROM[0] + ARM_TO[0] * 2) / 3,
  (ARM_FROM[1] + ARM_TO[1] * 2) / 3,
  0,
];

export const SNOWMAN: KindDecl = {
  kind: 'snowman',
  nouns: ['snowman', 'snow man', 'snowwoman', 'snowperson'],
  size: [1.75, 1.7],
  vary: 0.08,
  parts: [
    {
      name: 'base',
      shape: { ball: R1 },
      at: [0, Y1, 0],
      // Flattened where it sits in the snow.
      minus: [{ shape: { box: [1, 0.1, 1] }, at: [0, -0.1, 0] }],
      finish: 'snow',
    },
    { name: 'torso', shape: { ball: R2 }, at: [0, Y2, 0], finish: 'snow' },
    { name: 'head', shape: { ball: R3 }, at: [0, Y3, 0], finish: 'snow' },
    {
      name: 'eye',
      shape: { ball: R3 * 0.1 },
      at: onBall(Y3, R3 * 0.95, 0.35, 0.25),
      mirror: true,
      ...COAL,
    },
    {
      name: 'nose',
      shape: {
        capsule: [NOSE, [NOSE[0], NOSE[1] - R3 * 0.05, NOSE[2] + R3 * 0.85]],
        r: R3 * 0.12,
        r2: 0.002,
      },
      optional: 1,
      finish: 'carrot',
      role: 'fixed',
    },
    {
      name: 'button',
      shape: { ball: R2 * 0.08 },
      at: onBall(Y2, R2 * 0.97, 0, 0.45),
      // Down the front of the torso: the first high on the chest, the last near its foot.
      repeat: { count: 3, max: 6, turn: [60, 0, 0], pivot: [0, Y2, 0], spread: true },
      ...COAL,
    },
    {
      name: 'arm',
      shape: { capsule: [ARM_FROM, ARM_TO], r: 0.018, r2: 0.01 },
      mirror: true,
      optional: 1,
      finish: 'bark',
      role: 'fixed',
    },
    {
      name: 'twig',
      shape: { capsule: [ARM_MID, [ARM_MID[0] + 0.1, ARM_MID[1] + 0.12, 0]], r: 0.01, r2: 0.005 },
      mirror: true,
      optional: 1,
      answersTo: ['arm'],
      finish: 'bark',
      role: 'fixed',
    },
    {
      name: 'hat',
      shape: {
        lathe: [
          [R3 * 1.35, 0],
          [R3 * 1.35, 0.025],
          [R3 * 0.8, 0.025],
          [R3 * 0.85, R3 * 1.2],
        ],
      },
      at: [0, HAT, 0],
      optional: 0.75,
      finish: 'fabric',
      color: 0x1e1e22,
      role: 'accent',
    },
    {
      name: 'scarf',
      shape: { ring: R3 * 0.82, r: R3 * 0.16 },
      turn: [90, 0, 0],
      at: [0, NECK, 0],
      optional: 0.7,
      finish: 'fabric',
      colors: WOOL,
      role: 'accent',
    },
    {
      name: 'scarf_end',
      shape: { box: [R3 * 0.35, R2 * 0.7, 0.03] },
      turn: [10, 0, -5],
      at: [R3 * 0.45, NECK - R2 * 0.7, R3 * 0.9],
      optional: 0.7,
      answersTo: ['scarf'],
      finish: 'fabric',
      colors: WOOL,
      role: 'accent',
    },
  ],
};
