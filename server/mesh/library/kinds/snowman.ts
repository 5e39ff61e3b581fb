/** Snowman: three snowballs, coal eyes and buttons, carrot nose, stick arms, hat and scarf. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const snowman: ObjectKind = {
  kind: 'snowman',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const r1 = rng.vary(0.42, 0.08);
      const r2 = r1 * rng.range(0.68, 0.76);
      const r3 = r2 * rng.range(0.62, 0.72);
      const y1 = r1 * 0.92;
      const y2 = y1 + r1 * 0.82 + r2 * 0.75;
      const y3 = y2 + r2 * 0.85 + r3 * 0.75;
      b.add('base', g.ball([0, y1, 0], r1).trim([0, 1, 0], 0.001), palette.main(FINISH.snow));
      b.add('torso', g.ball([0, y2, 0], r2), palette.main(FINISH.snow));
      b.add('head', g.ball([0, y3, 0], r3), palette.main(FINISH.snow));

      const onSurface = (c: V3, r: number, yaw: number, pitch: number): V3 => [
        c[0] + r * Math.sin(yaw) * Math.cos(pitch),
        c[1] + r * Math.sin(pitch),
        c[2] + r * Math.cos(yaw) * Math.cos(pitch),
      ];
      const eyes: Solid[] = [];
      for (const sx of [1, -1]) {
        eyes.push(g.ball(onSurface([0, y3, 0], r3 * 0.95, sx * 0.35, 0.25), r3 * 0.1, g.n(0.25)));
      }
      b.add('eyes', g.union(eyes), palette.fixed(FINISH.coal));
      if (!opts.lacks('nose')) {
        const base = onSurface([0, y3, 0], r3 * 0.9, 0, 0.02);
        const nose = g.rod(
          base,
          [base[0], base[1] - r3 * 0.05, base[2] + r3 * rng.range(0.7, 1.0)],
          r3 * 0.12,
          0.002,
          g.n(0.3),
        );
        b.add('nose', nose, palette.fixed(FINISH.carrot));
      }
      const buttonCount = opts.number(3, 0, 6, 'button');
      if (buttonCount > 0) {
        const buttons: Solid[] = [];
        for (let i = 0; i < buttonCount; i++) {
          const pitch = 0.45 - (1.0 * i) / Math.max(1, buttonCount - 1);
          const c: V3 = i < 3 || buttonCount <= 3 ? [0, y2, 0] : [0, y1, 0];
          buttons.push(
            g.ball(onSurface(c, (i < 3 ? r2 : r1) * 0.97, 0, pitch), r2 * 0.08, g.n(0.25)),
          );
        }
        b.add('buttons', g.union(buttons), palette.fixed(FINISH.coal));
      }
      if (!opts.lacks('arm')) {
        for (const [sx, side] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const from: V3 = [sx * r2 * 0.7, y2 + r2 * 0.2, 0];
          const up = rng.range(0.2, 0.7);
          const to: V3 = [sx * (r2 + r1 * 1.1), y2 + r2 * 0.2 + r1 * up, rng.range(-0.1, 0.1)];
          const mid: V3 = [
            (from[0] + to[0] * 2) / 3,
            (from[1] + to[1] * 2) / 3,
            (from[2] + to[2] * 2) / 3,
          ];
          const arm = g.union([
            g.rod(from, to, 0.018, 0.01, 8),
            g.rod(mid, [mid[0] + sx * 0.1, mid[1] + 0.12, mid[2]], 0.01, 0.005, 8),
            g.rod(to, [to[0] + sx * 0.07, to[1] + 0.08, to[2]], 0.008, 0.004, 8),
          ]);
          b.add(`arm_${side}`, arm, palette.fixed(FINISH.bark));
        }
      }
      if (opts.want(rng.chance(0.75), 'hat')) {
        const top = y3 + r3 * 0.78;
        const hat = g.union([
          g.cyl(0.025, r3 * 1.35, r3 * 1.35).move(0, top, 0),
          g.cyl(r3 * rng.range(1.0, 1.4), r3 * 0.8, r3 * 0.85).move(0, top, 0),
        ]);
        b.add(
          'hat',
          hat.rotate(rng.range(-8, 8), 0, rng.range(-8, 8)).move(0, 0, 0),
          palette.accent(tinted(FINISH.fabric, hexRgb(0x1e1e22), 'black felt')),
        );
      }
      if (opts.want(rng.chance(0.7), 'scarf')) {
        const neckY = y2 + r2 * 0.78;
        const ring = g
          .arc(r3 * 0.82, r3 * 0.16, 0, 360, g.n(0.6))
          .rotate(90, 0, 0)
          .move(0, neckY, 0);
        const tail = g
          .box(r3 * 0.35, r2 * 0.7, 0.03)
          .move(r3 * 0.45, neckY - r2 * 0.65, r2 * 0.6)
          .rotate(10, 0, -5);
        const red = rng.pick([0xc62828, 0x1e5fd0, 0x2e8e44, 0xe0a020]);
        b.add('scarf', ring.add(tail), palette.accent(tinted(FINISH.fabric, hexRgb(red), 'wool')));
      }
    }),
};
