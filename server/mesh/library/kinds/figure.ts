/** Humanoid figure: a smooth mannequin-like body of ellipsoids and tapered capsules, dressed
 * in shirt, trousers and shoes, with hair; statues, knights and astronauts by noun. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { V3 } from '../geo.ts';
import { FINISH, tinted, type Finish } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const SKIN = [0xf1c8a8, 0xe0b494, 0xc69070, 0x9a6a4a, 0x6a4430];
const SHIRTS = [0x2f5fa8, 0xc62828, 0x3f8a5a, 0xf2f2f0, 0xe0a020, 0x7a4aa0, 0x303030];
const TROUSERS = [0x2a3550, 0x3a3a3a, 0x6a5a44, 0x1e2a40];
const HAIR = [0x2a1c12, 0x5a3a1e, 0xc8a050, 0x1a1a1a, 0x8a3a1a, 0xb0b0b0];
/** Heraldic tinctures for a knight's tabard, shield and plume. */
const HERALDRY = [0xb71c1c, 0x1a3f8f, 0x1b5e20, 0x6a1b9a, 0xf0c030];
/** Plate armour: brushed, not a mirror (a chrome mannequin does not read as a knight). */
const ARMOUR: Finish = {
  ...FINISH.steel,
  label: 'plate armour',
  roughness: 0.5,
  color: hexRgb(0x9aa0a8),
};

export const figure: ObjectKind = {
  kind: 'figure',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const child = b.is('child', 'kid', 'boy', 'girl');
      const female = b.is('woman', 'girl', 'lady');
      const statue = b.is('statue', 'figurine', 'mannequin');
      const knight = b.is('knight', 'soldier');
      const astronaut = b.is('astronaut');
      const heraldic = rng.pick(HERALDRY);
      const tincture = tinted(FINISH.fabric, hexRgb(heraldic), 'tabard');
      const herald = tinted(FINISH.paint, hexRgb(heraldic), 'painted shield');
      const H = rng.vary(child ? 1.25 : female ? 1.66 : 1.76, 0.05);
      const headR = H * (child ? 0.075 : 0.062);
      const shoulderW = H * rng.vary(female ? 0.1 : 0.115, 0.08);
      const hipW = H * rng.vary(female ? 0.095 : 0.085, 0.08);
      const legL = H * (child ? 0.44 : 0.47);
      const armL = H * 0.38;
      const limbR = H * rng.vary(0.026, 0.1);

      const mono: Finish | null = statue
        ? b.is('mannequin')
          ? tinted(FINISH.plastic, hexRgb(0xe8e0d4), 'mannequin')
          : FINISH.marble
        : knight
          ? ARMOUR
          : astronaut
            ? tinted(FINISH.fabric, hexRgb(0xf2f2f0), 'spacesuit')
            : null;
      const skin = mono ?? tinted(FINISH.skin, hexRgb(rng.pick(SKIN)));
      const shirt = mono ?? tinted(FINISH.fabric, hexRgb(rng.pick(SHIRTS)), 'shirt');
      const trousers = mono ?? tinted(FINISH.fabric, hexRgb(rng.pick(TROUSERS)), 'trousers');
      const shoes = mono ?? tinted(FINISH.leather, hexRgb(0x2a1c14), 'shoes');

      // Legs and feet.
      const hipY = legL + H * 0.03;
      for (const [sx, side] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const x = sx * hipW * 0.55;
        const knee: V3 = [x * 0.95, hipY * 0.52, H * 0.005];
        const ankle: V3 = [x * 0.9, H * 0.045, 0];
        const leg = g.union([
          g.capsule([x, hipY, 0], knee, limbR * 1.45, limbR * 1.05),
          g.capsule(knee, ankle, limbR * 1.05, limbR * 0.7),
        ]);
        b.add(`leg_${side}`, leg, knight ? palette.detail(ARMOUR) : palette.accent(trousers));
        const foot = g.hull([
          g.ellipsoid(
            [x * 0.9, H * 0.03, -H * 0.01],
            [limbR * 1.1, H * 0.03, limbR * 1.3],
            g.n(0.3),
          ),
          g.ellipsoid(
            [x * 0.9, H * 0.025, H * 0.085],
            [limbR * 1.1, H * 0.025, limbR * 1.2],
            g.n(0.3),
          ),
        ]);
        b.add(`foot_${side}`, foot, palette.detail(shoes));
      }

      // Torso: pelvis, waist and chest blended by a hull.
      const chestY = hipY + H * 0.2;
      const torso = g.hull([
        g.ellipsoid([0, hipY + H * 0.015, 0], [hipW * 1.15, H * 0.06, H * 0.065], g.n(0.6)),
        g.ellipsoid([0, hipY + H * 0.11, 0], [hipW * 0.95, H * 0.06, H * 0.06], g.n(0.6)),
        g.ellipsoid([0, chestY, 0], [shoulderW * 0.95, H * 0.07, H * 0.075], g.n(0.6)),
        g.ellipsoid([0, chestY + H * 0.06, 0], [shoulderW, H * 0.03, H * 0.05], g.n(0.6)),
      ]);
      b.add('torso', torso, knight ? palette.detail(ARMOUR) : palette.main(shirt));

      // Arms: slightly out, one sometimes raised.
      const shoulderY = chestY + H * 0.055;
      const wave = !knight && rng.chance(0.25);
      for (const [sx, side] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const sh: V3 = [sx * shoulderW * 0.95, shoulderY, 0];
        const raised = wave && sx > 0;
        const spread = rng.range(0.08, 0.22);
        const elbow: V3 = raised
          ? [sh[0] + sx * armL * 0.4, sh[1] + armL * 0.2, 0]
          : [
              sh[0] + sx * armL * 0.46 * Math.sin(spread),
              sh[1] - armL * 0.46 * Math.cos(spread),
              -H * 0.01,
            ];
        const wrist: V3 = raised
          ? [elbow[0] + sx * armL * 0.08, elbow[1] + armL * 0.4, 0]
          : [
              elbow[0] + sx * armL * 0.43 * Math.sin(spread * 0.6),
              elbow[1] - armL * 0.43,
              H * 0.02,
            ];
        const arm = g.union([
          g.capsule(sh, elbow, limbR * 1.05, limbR * 0.85),
          g.capsule(elbow, wrist, limbR * 0.85, limbR * 0.6),
        ]);
        b.add(`arm_${side}`, arm, knight ? palette.detail(ARMOUR) : palette.main(shirt));
        const dir = raised ? 1 : -1;
        const hand = g.ellipsoid(
          [wrist[0], wrist[1] + dir * H * 0.04, wrist[2]],
          [limbR * 0.75, H * 0.045, limbR * 0.45],
          g.n(0.3),
        );
        b.add(`hand_${side}`, hand, palette.detail(skin));
      }

      // Neck, head, hair.
      const neckY = shoulderY + H * 0.02;
      b.add(
        'neck',
        g.cyl(H * 0.05, limbR * 1.1, limbR * 1.0, g.n(0.4)).move(0, neckY - H * 0.015, 0),
        palette.detail(skin),
      );
      const headC: V3 = [0, neckY + H * 0.035 + headR, H * 0.005];
      const head = g.hull([
        g.ellipsoid(headC, [headR * 0.85, headR, headR * 0.95], g.n(0.7)),
        g.ellipsoid(
          [0, headC[1] - headR * 0.55, headC[2] + headR * 0.2],
          [headR * 0.55, headR * 0.4, headR * 0.6],
          g.n(0.5),
        ),
      ]);
      b.add('head', head, palette.detail(skin));
      if (!statue && !astronaut && !knight) {
        const eyes = g.union(
          [1, -1].map((sx) =>
            g.ball(
              [sx * headR * 0.33, headC[1] + headR * 0.05, headC[2] + headR * 0.86],
              headR * 0.1,
              g.n(0.25),
            ),
          ),
        );
        b.add('eyes', eyes, palette.fixed(FINISH.eye));
        const long = female || rng.chance(0.15);
        const hairFinish = tinted(FINISH.fur, hexRgb(rng.pick(HAIR)), 'hair');
        let hair = g.ellipsoid(
          [0, headC[1] + headR * 0.15, headC[2] - headR * 0.08],
          [headR * 0.93, headR * 0.95, headR * 0.98],
          g.n(0.6),
        );
        hair = hair.sub(
          g.boxAt(
            [-headR * 2, headC[1] - headR * 2, headC[2] + headR * 0.25],
            [headR * 2, headC[1] + headR * 0.55, headC[2] + headR * 2],
          ),
        );
        if (long) {
          hair = hair.add(
            g.ellipsoid(
              [0, headC[1] - headR * 0.6, headC[2] - headR * 0.45],
              [headR * 0.95, headR * 1.1, headR * 0.5],
              g.n(0.5),
            ),
          );
        }
        if (!opts.lacks('hair')) b.add('hair', hair, palette.fixed(hairFinish));
      }
      if (knight || astronaut || opts.has('hat')) {
        let helmet = g.ball(headC, headR * 1.22, g.n(0.7));
        if (astronaut) {
          b.add(
            'visor',
            g.ellipsoid(
              [0, headC[1], headC[2] + headR * 0.5],
              [headR * 0.95, headR * 0.75, headR * 0.8],
              g.n(0.5),
            ),
            palette.fixed(tinted(FINISH.gold, hexRgb(0xd0a040), 'visor')),
          );
        } else if (knight) {
          helmet = helmet.sub(
            g.boxAt(
              [-headR * 0.7, headC[1] - headR * 0.05, headC[2]],
              [headR * 0.7, headC[1] + headR * 0.1, headC[2] + headR * 2],
            ),
          );
        } else {
          helmet = g.union([
            g
              .cyl(headR * 0.9, headR * 0.95, headR * 0.9)
              .move(0, headC[1] + headR * 0.45, headC[2]),
            g
              .cyl(headR * 0.08, headR * 1.6, headR * 1.6)
              .move(0, headC[1] + headR * 0.45, headC[2]),
          ]);
        }
        b.add(
          astronaut || knight ? 'helmet' : 'hat',
          helmet,
          palette.accent(
            astronaut
              ? shirt
              : knight
                ? FINISH.steel
                : tinted(FINISH.fabric, hexRgb(0x2a2a2a), 'felt'),
          ),
        );
      }
      if (knight) {
        // Tabard over the chest plate, in the prompt's colour or a heraldic one.
        const tabard = g
          .hull([
            g.ellipsoid([0, chestY, 0], [shoulderW * 0.75, H * 0.075, H * 0.083], g.n(0.5)),
            g.ellipsoid([0, hipY - H * 0.06, 0], [hipW * 1.25, H * 0.02, H * 0.075], g.n(0.5)),
          ])
          .sub(g.boxAt([-H, hipY - H * 0.2, -H * 0.04], [H, chestY + H * 0.2, -H]));
        b.add('tabard', tabard, palette.main(tincture));
        // Shield on the left forearm: a heater shape (box and circle, hulled) with a cross,
        // modelled facing +z, then turned outward and hung on the arm.
        const sw = H * 0.085;
        const shieldAt = (solid: ReturnType<typeof g.boxAt>): ReturnType<typeof g.boxAt> =>
          solid.rotate(0, 55, 0).move(shoulderW * 1.55, shoulderY - armL * 0.55, H * 0.03);
        const shield = g.hull([
          g.boxAt([-sw, 0, 0], [sw, sw * 0.9, H * 0.016]),
          g
            .cyl(H * 0.016, sw * 0.2, sw * 0.2, g.n(0.3))
            .rotate(90, 0, 0)
            .move(0, -sw * 1.25, H * 0.016),
        ]);
        b.add('shield', shieldAt(shield), palette.accent(herald));
        const bar = (w: number, h: number): ReturnType<typeof g.boxAt> =>
          g.boxAt([-w / 2, -h / 2, H * 0.014], [w / 2, h / 2, H * 0.022]).move(0, -sw * 0.15, 0);
        b.add(
          'emblem',
          shieldAt(g.union([bar(sw * 0.32, sw * 1.7), bar(sw * 1.4, sw * 0.32)])),
          palette.fixed(tinted(FINISH.paint, hexRgb(0xf2f0e8), 'heraldic white')),
        );
        // Sword held point-down beside the right leg.
        const hx = -shoulderW * 1.2;
        const hy = shoulderY - armL * 0.95;
        b.add(
          'sword',
          g.union([
            g.boxAt([hx - H * 0.012, H * 0.08, -H * 0.004], [hx + H * 0.012, hy, H * 0.004]),
            g.boxAt([hx - H * 0.06, hy, -H * 0.012], [hx + H * 0.06, hy + H * 0.018, H * 0.012]),
            g.rod([hx, hy, 0], [hx, hy + H * 0.09, 0], H * 0.011),
          ]),
          palette.fixed(FINISH.steel),
        );
        // Plume on the helmet.
        b.add(
          'plume',
          g.ellipsoid(
            [0, headC[1] + headR * 1.25, -headR * 0.35],
            [headR * 0.25, headR * 0.55, headR * 0.8],
            g.n(0.4),
          ),
          palette.fixed(tinted(FINISH.fabric, hexRgb(rng.pick(HERALDRY)), 'plume')),
        );
      }
    }),
};
