/** Rocket: a body of revolution with an ogive nose, swept fins, portholes, nozzle, boosters. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const rocket: ObjectKind = {
  kind: 'rocket',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const missile = b.is('missile');
      const R = rng.vary(missile ? 0.35 : 0.9, 0.1);
      const bodyL = rng.vary(missile ? 5 : 8, 0.12);
      const noseL = R * rng.range(2.4, 3.4);
      const finH = R * rng.range(1.6, 2.2);
      const y0 = finH * 0.55;
      const bulge = rng.range(0, 0.12);

      // Body: slight waist or bulge, then the nose on top as its own part.
      const body: V2[] = [];
      const steps = 12;
      for (let i = 0; i <= steps; i++) {
        const t = i / steps;
        body.push([
          R * (1 + bulge * Math.sin(Math.PI * t) - 0.08 * (1 - t) * (1 - t)),
          y0 + bodyL * t,
        ]);
      }
      const white = tinted(
        FINISH.paint,
        hexRgb(missile ? 0x8a9096 : 0xf2f2f0),
        missile ? 'grey paint' : 'white paint',
      );
      b.add(
        'body',
        g.revolve([[0, y0], ...body, [0, y0 + bodyL]]),
        palette.main({ ...white, metallic: 0.2 }),
      );
      const nose: V2[] = [[0, 0]];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        nose.push([R * Math.sqrt(Math.max(0, 1 - t * t)) * (1 - 0.15 * t), noseL * t]);
      }
      b.add(
        'nose',
        g.revolve(nose).move(0, y0 + bodyL - 0.01, 0),
        palette.accent(tinted(FINISH.paint, hexRgb(0xd02c20), 'red paint')),
      );

      // Fins around the tail.
      const fins = opts.number(rng.pick([3, 4]), 0, 8, 'fin');
      const span = R * rng.range(1.0, 1.5);
      const sweep = rng.range(0.2, 0.6);
      for (let i = 0; i < fins; i++) {
        const fin = g
          .extrude(
            [
              [R * 0.8, y0 + finH * 1.3],
              [R * 0.8, y0 - 0.05],
              [R + span, -0.0 + finH * 0.0],
              [R + span, finH * (0.35 + sweep * 0.3)],
            ],
            R * 0.12,
          )
          .rotate(0, (360 * i) / fins + 90, 0);
        b.add(
          `fin_${i + 1}`,
          fin,
          palette.accent(tinted(FINISH.paint, hexRgb(0xd02c20), 'red paint')),
        );
      }
      const nozzle = g.revolve([
        [R * 0.35, y0 + 0.05],
        [R * 0.45, y0 - finH * 0.2],
        [R * 0.62, y0 - finH * 0.45],
        [R * 0.55, y0 - finH * 0.45],
        [R * 0.3, y0 - finH * 0.1],
        [0, y0 - finH * 0.1],
        [0, y0 + 0.05],
      ]);
      b.add('nozzle', nozzle, palette.fixed(FINISH.darkMetal));

      // Portholes facing the front.
      const windows = missile ? 0 : opts.number(rng.int(1, 3), 0, 6, 'window');
      for (let i = 0; i < windows; i++) {
        const y = y0 + bodyL * (0.78 - i * 0.16);
        const r = R * 0.28;
        const pane = g.rod([0, y, R * 0.8], [0, y, R * (1 + bulge) + 0.04], r, r, g.n(0.5));
        const rim = g.rod(
          [0, y, R * 0.8],
          [0, y, R * (1 + bulge) + 0.02],
          r * 1.25,
          r * 1.25,
          g.n(0.5),
        );
        b.add(
          `window_${i + 1}`,
          pane,
          palette.fixed(tinted(FINISH.glass, hexRgb(0x6fa8d8), 'porthole glass')),
        );
        b.add(
          `window_rim_${i + 1}`,
          rim.sub(g.rod([0, y, R * 0.7], [0, y, R * 2], r * 0.98, r * 0.98, g.n(0.5))),
          palette.fixed(FINISH.steel),
        );
      }

      const boosters = opts.number(0, 0, 6, 'booster');
      for (let i = 0; i < boosters; i++) {
        const a = (2 * Math.PI * (i + 0.5)) / boosters;
        const r = R * 0.38;
        const d = R + r * 0.9;
        const len = bodyL * 0.45;
        const pod: Solid = g.cyl(len, r).add(g.cyl(r * 2.2, r, 0.02).move(0, len, 0));
        b.add(
          `booster_${i + 1}`,
          pod.move(Math.cos(a) * d, y0 - 0.2, Math.sin(a) * d),
          palette.main(white),
        );
      }
    }),
};
