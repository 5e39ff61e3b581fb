/** Mug or cup: a hollow ceramic body of revolution with a loop handle; teacups get a saucer. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { radiusAt, smoothCurve, vesselOutline } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

const GLAZES = [0xf5f2ea, 0xf5f2ea, 0x2f5fa8, 0xc8402e, 0x3f8a5a, 0xf0c040, 0x303030, 0x9ad0e0];

export const mug: ObjectKind = {
  kind: 'mug',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const teacup = b.is('teacup', 'tea cup');
      const tankard = b.is('tankard');
      const tumbler = b.is('tumbler');
      const H = rng.vary(teacup ? 0.06 : tankard ? 0.15 : 0.095, 0.08);
      const R = rng.vary(teacup ? 0.045 : tankard ? 0.05 : 0.041, 0.08);
      const taper = teacup ? -0.35 : rng.range(-0.12, 0.08);
      const belly = rng.range(-0.03, 0.08);
      const outer: V2[] = smoothCurve(
        [
          [R * (1 + taper / 2) - 0.004, 0],
          [R * (1 + taper / 2), 0.004],
          [R * (1 + belly), H * 0.5],
          [R * (1 - taper / 2), H * 0.97],
          [R * (1 - taper / 2) - 0.0015, H],
        ],
        24,
      );
      const wall = tankard ? 0.005 : 0.0045;
      const withSaucer = teacup || opts.has('base');
      const lift = withSaucer ? 0.009 : 0;
      const body = g.revolve(vesselOutline(outer, wall, 0.007)).move(0, lift, 0);
      const glaze = tankard ? FINISH.steel : tinted(FINISH.ceramic, hexRgb(rng.pick(GLAZES)));
      b.add('body', body, palette.main(glaze));

      if (opts.want(!tumbler, 'handle')) {
        const mid = H * (teacup ? 0.55 : 0.5);
        const span = H * (teacup ? 0.32 : 0.34);
        const tubeR = teacup ? 0.004 : rng.vary(0.0065, 0.1);
        const x = radiusAt(outer, mid) - wall / 2;
        const handle = g
          .arc(span, tubeR, -90, 180)
          .scale([rng.vary(0.8, 0.1), 1, 1])
          .move(x, mid + lift, 0);
        b.add('handle', handle, palette.main(glaze));
      }
      if (withSaucer) {
        const sr = R * 1.75;
        const saucer = g.revolve(
          [
            [0, 0],
            [sr * 0.45, 0],
            [sr * 0.5, 0.004],
            [sr, 0.012],
            [sr, 0.016],
            [sr * 0.55, 0.009],
            [0, 0.009],
          ],
          g.n(),
        );
        b.add('saucer', saucer, palette.main(glaze));
      }
      if (opts.has('lid')) {
        const lr = radiusAt(outer, H) + 0.002;
        const lid = g
          .revolve([
            [0, 0],
            [lr, 0],
            [lr, 0.006],
            [lr * 0.5, 0.014],
            [0, 0.016],
          ])
          .move(0, H + lift, 0);
        b.add('lid', lid, palette.main(glaze));
      }
    }),
};
