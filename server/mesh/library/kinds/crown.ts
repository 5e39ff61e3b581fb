/** Crown: a gold band with points tipped by pearls and set with gems. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const GEMS = [0xc0102a, 0x1040c0, 0x10a050, 0x8a20c0];

export const crown: ObjectKind = {
  kind: 'crown',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const tiara = b.is('tiara', 'diadem');
      const R = rng.vary(tiara ? 0.08 : 0.095, 0.06);
      const bandH = rng.vary(tiara ? 0.02 : 0.04, 0.1);
      const t = 0.006;
      const points = opts.number(tiara ? 5 : rng.int(5, 8), 3, 12, 'point');
      const pointH = rng.vary(tiara ? 0.03 : 0.05, 0.12);
      const band = g.annulus(R, R - t, bandH);
      const spikes: Solid[] = [];
      const tips: Solid[] = [];
      for (let i = 0; i < points; i++) {
        // A crown's points go all round; a tiara's fan over the front, tallest in the middle.
        const a = tiara ? -70 + (140 * i) / Math.max(1, points - 1) : (360 * i) / points;
        const w = ((2 * Math.PI * R) / (tiara ? points * 2.4 : points)) * 0.55;
        const h = tiara ? pointH * (1 - Math.abs(a) / 110) : pointH;
        const spike = g
          .extrude(
            [
              [-w / 2, 0],
              [w / 2, 0],
              [0, h],
            ],
            t,
          )
          .move(0, bandH - 0.002, R - t / 2)
          .rotate(0, a, 0);
        spikes.push(spike);
        const ar = (a * Math.PI) / 180;
        tips.push(
          g.ball(
            [Math.sin(ar) * (R - t / 2), bandH + h, Math.cos(ar) * (R - t / 2)],
            0.006,
            g.n(0.25),
          ),
        );
      }
      let body = band.add(...spikes);
      if (tiara) body = body.and(g.boxAt([-R * 2, -1, -R * 0.2], [R * 2, 1, R * 2]));
      b.add('band', body, palette.main(FINISH.gold));
      b.add(
        'pearls',
        g.union(tips),
        palette.fixed(tinted(FINISH.ceramic, hexRgb(0xf8f4ec), 'pearl')),
      );
      const gems = opts.number(tiara ? 1 : points, 0, 12, 'gem');
      for (let i = 0; i < gems; i++) {
        const a = ((i + 0.5) / points) * 2 * Math.PI + (tiara ? -Math.PI / points : 0);
        const gem = g.ellipsoid(
          [Math.sin(a) * R, bandH / 2, Math.cos(a) * R],
          [0.008, 0.01, 0.008],
          g.n(0.25),
        );
        b.add(
          `gem_${i + 1}`,
          gem,
          palette.accent(tinted(FINISH.gem, hexRgb(GEMS[i % GEMS.length]!), 'gem')),
        );
      }
      if (!tiara && rng.chance(0.5)) {
        const cap = g
          .ellipsoid([0, bandH * 0.6, 0], [R - t, R * 0.75, R - t], g.n(0.6))
          .trim([0, 1, 0], bandH * 0.6);
        b.add('velvet', cap, palette.fixed(tinted(FINISH.fabric, hexRgb(0x8a1020), 'velvet')));
      }
    }),
};
