/** Robot: boxy torso with chest panel, head with glowing eyes and antenna, jointed arms with
 * claws, legs with feet (or a wheeled base when asked). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const robot: ObjectKind = {
  kind: 'robot',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const wheels = opts.has('wheel');
      const mech = b.is('mech');
      const k = mech ? 2.2 : 1;
      const legH = (wheels ? 0.25 : rng.vary(0.55, 0.1)) * k;
      const torsoW = rng.vary(0.5, 0.1) * k;
      const torsoH = rng.vary(0.55, 0.1) * k;
      const torsoD = rng.vary(0.32, 0.1) * k;
      const headW = rng.vary(0.32, 0.12) * k;
      const headH = rng.vary(0.26, 0.12) * k;
      const shell = {
        ...tinted(
          FINISH.paint,
          hexRgb(rng.pick([0xb8bcc2, 0xe8e8e4, 0x4a78b8, 0xd8a030])),
          'robot shell',
        ),
        metallic: 0.6,
        roughness: 0.35,
      };
      const joint = FINISH.darkMetal;
      const glow = tinted(FINISH.light, hexRgb(rng.pick([0x40e0ff, 0xff4040, 0x60ff80])), 'glow');

      // Legs or a wheeled base.
      if (wheels) {
        const base = g
          .roundedBox(torsoW * 1.1, legH * 0.7, torsoD * 1.2, 0.03 * k)
          .move(0, legH * 0.25, 0);
        b.add('base', base, palette.main(shell));
        const count = opts.number(4, 2, 6, 'wheel');
        for (let i = 0; i < count; i++) {
          const side = i % 2 === 0 ? 1 : -1;
          const row = Math.floor(i / 2);
          const rows = Math.ceil(count / 2);
          const x = rows === 1 ? 0 : (row / (rows - 1) - 0.5) * torsoW * 0.8;
          const r = legH * 0.45;
          const z = side * (torsoD * 0.6 + 0.03);
          b.add(
            `wheel_${i + 1}`,
            g.rod([x, r, z], [x, r, z + side * 0.06 * k], r, r, g.n(0.6)),
            palette.fixed(FINISH.rubber),
          );
        }
      } else {
        for (const [sx, side] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const x = sx * torsoW * 0.25;
          const leg = g.box(0.12 * k, legH - 0.06 * k, 0.14 * k).move(x, 0.06 * k, 0);
          const knee = g.ball([x, legH * 0.5, 0], 0.075 * k, g.n(0.4));
          const foot = g.roundedBox(0.18 * k, 0.08 * k, 0.26 * k, 0.025 * k).move(x, 0, 0.04 * k);
          b.add(`leg_${side}`, leg, palette.main(shell));
          b.add(`knee_${side}`, knee, palette.fixed(joint));
          b.add(`foot_${side}`, foot, palette.detail(joint));
        }
      }

      // Torso, chest panel, waist.
      const y0 = legH;
      b.add(
        'waist',
        g.cyl(0.08 * k, torsoW * 0.3, torsoW * 0.34, g.n(0.5)).move(0, y0 - 0.02 * k, 0),
        palette.fixed(joint),
      );
      const torsoY = y0 + 0.06 * k;
      b.add(
        'torso',
        g.roundedBox(torsoW, torsoH, torsoD, 0.04 * k).move(0, torsoY, 0),
        palette.main(shell),
      );
      const panel = g
        .roundedBox(torsoW * 0.55, torsoH * 0.4, 0.04 * k, 0.01 * k)
        .move(0, torsoY + torsoH * 0.4, torsoD / 2);
      b.add(
        'chest_panel',
        panel,
        palette.accent(tinted(FINISH.darkMetal, hexRgb(0x30343a), 'panel')),
      );
      const lights: Solid[] = [];
      for (let i = 0; i < 3; i++) {
        lights.push(
          g.ball(
            [(i - 1) * torsoW * 0.13, torsoY + torsoH * 0.6, torsoD / 2 + 0.02 * k],
            0.022 * k,
            g.n(0.25),
          ),
        );
      }
      b.add('chest_lights', g.union(lights), palette.fixed(glow));

      // Arms.
      const shoulderY = torsoY + torsoH - 0.08 * k;
      const armL = rng.vary(0.5, 0.1) * k;
      const lift = rng.range(-10, 35);
      if (!opts.lacks('arm')) {
        for (const [sx, side] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const sh: [number, number, number] = [sx * (torsoW / 2 + 0.05 * k), shoulderY, 0];
          const a = ((sx > 0 ? lift : rng.range(-5, 20)) * Math.PI) / 180;
          const elbow: [number, number, number] = [
            sh[0] + sx * Math.sin(a + 0.15) * armL * 0.5,
            sh[1] - Math.cos(a + 0.15) * armL * 0.5,
            0,
          ];
          const hand: [number, number, number] = [
            elbow[0] + sx * 0.02 * k,
            elbow[1] - armL * 0.45,
            0.1 * k,
          ];
          const arm = g.union([g.rod(sh, elbow, 0.045 * k), g.rod(elbow, hand, 0.04 * k)]);
          b.add(`arm_${side}`, arm, palette.main(shell));
          b.add(
            `shoulder_${side}`,
            g.ball(sh, 0.075 * k, g.n(0.4)).add(g.ball(elbow, 0.055 * k, g.n(0.3))),
            palette.fixed(joint),
          );
          const claw = g.union([
            g
              .box(0.03 * k, 0.1 * k, 0.03 * k)
              .move(hand[0], hand[1] - 0.09 * k, hand[2] + 0.03 * k),
            g
              .box(0.03 * k, 0.1 * k, 0.03 * k)
              .move(hand[0], hand[1] - 0.09 * k, hand[2] - 0.03 * k),
            g.ball(hand, 0.05 * k, g.n(0.3)),
          ]);
          b.add(`hand_${side}`, claw, palette.fixed(joint));
        }
      }

      // Head.
      const neckY = torsoY + torsoH;
      b.add(
        'neck',
        g.cyl(0.06 * k, 0.05 * k, 0.05 * k, g.n(0.4)).move(0, neckY - 0.01 * k, 0),
        palette.fixed(joint),
      );
      const headY = neckY + 0.05 * k;
      const dome = rng.chance(0.35);
      const head = dome
        ? g
            .cyl(headH * 0.6, headW / 2, headW / 2)
            .add(g.ellipsoid([0, headH * 0.6, 0], [headW / 2, headH * 0.45, headW / 2]))
            .move(0, headY, 0)
        : g.roundedBox(headW, headH, headW * 0.85, 0.03 * k).move(0, headY, 0);
      b.add('head', head, palette.main(shell));
      const eyes = opts.number(2, 1, 3, 'eye');
      const faceZ = dome ? headW / 2 : (headW * 0.85) / 2;
      for (let i = 0; i < eyes; i++) {
        const x = eyes === 1 ? 0 : (i / (eyes - 1) - 0.5) * headW * 0.45;
        const y = headY + headH * 0.55;
        const eye = g.rod(
          [x, y, faceZ - 0.03 * k],
          [x, y, faceZ + 0.015 * k],
          0.035 * k,
          0.035 * k,
          g.n(0.4),
        );
        b.add(`eye_${i + 1}`, eye, palette.fixed(glow));
      }
      const mouth = g.box(headW * 0.4, 0.025 * k, 0.02 * k).move(0, headY + headH * 0.2, faceZ);
      b.add('mouth', mouth, palette.fixed(joint));
      if (opts.want(rng.chance(0.7), 'antenna')) {
        const top = headY + (dome ? headH * 1.05 : headH);
        const antenna = g.cyl(0.15 * k, 0.008 * k, 0.008 * k, 8).move(0, top - 0.01, 0);
        b.add(
          'antenna',
          antenna.add(g.ball([0, top + 0.15 * k, 0], 0.025 * k, g.n(0.25))),
          palette.fixed(joint),
        );
      }
      if (!dome) {
        for (const sx of [1, -1]) {
          const ear = g.rod(
            [sx * headW * 0.45, headY + headH * 0.5, 0],
            [sx * (headW * 0.5 + 0.04 * k), headY + headH * 0.5, 0],
            0.04 * k,
            0.04 * k,
            g.n(0.4),
          );
          b.add(sx > 0 ? 'ear_l' : 'ear_r', ear, palette.fixed(joint));
        }
      }
    }),
};
