/** Teapot: a squat ceramic body, lid with knob, curved spout and loop handle. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { radiusAt, smoothCurve } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

const GLAZES = [0xf5f2ea, 0x2f5fa8, 0xc8402e, 0x3f8a5a, 0x2a2a2a, 0xe0c890];

export const teapot: ObjectKind = {
  kind: 'teapot',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const kettle = b.is('kettle');
      const H = rng.vary(0.14, 0.1);
      const R = rng.vary(0.095, 0.1);
      const outer = smoothCurve(
        [
          [R * 0.62, 0],
          [R * 0.9, H * 0.18],
          [R, H * 0.45],
          [R * 0.85, H * 0.8],
          [R * 0.5, H],
        ],
        28,
      );
      const glaze = kettle
        ? FINISH.steel
        : tinted(FINISH.ceramic, hexRgb(rng.pick(GLAZES)), 'glaze');
      b.add('body', g.revolve([[0, 0], ...outer, [0, H]] as V2[]), palette.main(glaze));

      if (!opts.lacks('lid')) {
        const lr = R * 0.52;
        const lid = g
          .revolve([
            [0, 0],
            [lr, 0],
            [lr * 0.9, H * 0.12],
            [lr * 0.3, H * 0.2],
            [0, H * 0.2],
          ])
          .add(g.ball([0, H * 0.24, 0], H * 0.06, g.n(0.4)))
          .move(0, H - 0.004, 0);
        b.add('lid', lid, palette.main(glaze));
      }
      if (!opts.lacks('spout')) {
        const y0 = H * 0.3;
        const x0 = radiusAt(outer, y0) - 0.01;
        const rise = rng.range(0.85, 1.05);
        const spout = g.tube(
          [
            [x0, y0, 0],
            [x0 + R * 0.35, y0 + H * 0.25, 0],
            [x0 + R * 0.55, y0 + H * 0.55 * rise, 0],
            [x0 + R * 0.75, y0 + H * 0.8 * rise, 0],
          ],
          [H * 0.1, H * 0.07, H * 0.05, H * 0.045],
          g.n(0.4),
        );
        b.add('spout', spout, palette.main(glaze));
      }
      if (!opts.lacks('handle')) {
        if (kettle) {
          const handle = g.arc(R * 0.6, H * 0.04, 0, 180, g.n(0.5)).move(0, H * 0.93, 0);
          b.add('handle', handle, palette.fixed(FINISH.darkMetal));
        } else {
          const mid = H * 0.5;
          const x = -radiusAt(outer, mid) + 0.006;
          const handle = g
            .arc(H * 0.3, H * 0.04, 90, 180, g.n(0.5))
            .scale([1.1, 1.05, 1])
            .move(x, mid, 0);
          b.add('handle', handle, palette.main(glaze));
        }
      }
    }),
};
