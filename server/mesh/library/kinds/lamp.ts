/** Lamp: base, stem, fabric shade and bulb; floor lamps stand tall, desk lamps bend an arm. */
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const lamp: ObjectKind = {
  kind: 'lamp',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const floor = b.is('floor lamp');
      const desk = b.is('desk lamp');
      const metal = rng.pick([FINISH.brass, FINISH.steel, FINISH.darkMetal]);

      if (desk) {
        const baseR = rng.vary(0.08, 0.1);
        b.add('base', g.cyl(0.025, baseR, baseR * 0.9), palette.main(metal));
        const elbow: [number, number, number] = [rng.vary(0.12), rng.vary(0.3), 0];
        const head: [number, number, number] = [elbow[0] + rng.vary(0.22), elbow[1] + 0.08, 0];
        const arm: Solid = g.union([
          g.rod([0, 0.02, 0], elbow, 0.008),
          g.rod(elbow, head, 0.008),
          g.ball(elbow, 0.015, g.n(0.3)),
        ]);
        b.add('arm', arm, palette.main(metal));
        const shadeR = rng.vary(0.07, 0.1);
        const shade = g
          .revolve(
            [
              [0.02, 0.1],
              [shadeR, 0],
              [shadeR - 0.003, 0],
              [0.017, 0.095],
              [0, 0.095],
              [0, 0.1],
            ],
            g.n(),
          )
          .rotate(0, 0, 35)
          .move(head[0] + 0.03, head[1] - 0.09, 0);
        b.add('shade', shade, palette.accent(metal));
        b.add(
          'bulb',
          g.ball([head[0] + 0.06, head[1] - 0.06, 0], 0.025, g.n(0.5)),
          palette.fixed(FINISH.light),
        );
        return;
      }

      const total = rng.vary(floor ? 1.6 : 0.55, 0.08);
      const shadeH = rng.vary(floor ? 0.32 : 0.22, 0.1);
      const shadeBottomR = rng.vary(floor ? 0.22 : 0.17, 0.1);
      const shadeTopR = shadeBottomR * rng.range(0.55, 0.85);
      const baseR = rng.vary(floor ? 0.16 : 0.085, 0.1);
      const shadeY = total - shadeH;
      const ceramicBase = !floor && rng.chance(0.5);

      if (ceramicBase) {
        const bh = shadeY * 0.65;
        const base = g.revolve(
          [
            [0, 0],
            [baseR * 0.7, 0],
            [baseR, bh * 0.35],
            [baseR * 0.85, bh * 0.75],
            [baseR * 0.35, bh],
            [0, bh],
          ],
          g.n(),
        );
        b.add('base', base, palette.main(FINISH.ceramic));
        b.add(
          'stem',
          g.cyl(shadeY + shadeH * 0.35 - bh, 0.008, 0.008, g.n(0.3)).move(0, bh - 0.005, 0),
          palette.fixed(metal),
        );
      } else {
        b.add('base', g.cyl(0.03, baseR, baseR * 0.85), palette.main(metal));
        b.add(
          'stem',
          g.cyl(shadeY + shadeH * 0.35, 0.012, 0.012, g.n(0.3)).move(0, 0.02, 0),
          palette.main(metal),
        );
      }
      const bulbY = shadeY + shadeH * 0.35 + 0.035;
      b.add('bulb', g.ball([0, bulbY, 0], 0.03, g.n(0.5)), palette.fixed(FINISH.light));
      if (opts.want(true, 'shade')) {
        const t = 0.003;
        const shade = g
          .revolve(
            [
              [shadeBottomR - t, 0],
              [shadeBottomR, 0],
              [shadeTopR, shadeH],
              [shadeTopR - t, shadeH],
            ],
            g.n(),
          )
          .move(0, shadeY, 0);
        b.add('shade', shade, palette.accent({ ...FINISH.linen, label: 'lampshade' }));
      }
    }),
};
