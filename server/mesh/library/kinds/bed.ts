/** Bed: frame on legs, headboard, mattress, pillows and a blanket. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const BLANKETS = [0x2f5fa8, 0xc8402e, 0x3f8a5a, 0xd9c8a3, 0x7a4aa0, 0x8a8f99];

export const bed: ObjectKind = {
  kind: 'bed',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const crib = b.is('crib', 'cot');
      const single = b.is('single bed', 'bunk') || crib || rng.chance(0.3);
      const W = rng.vary(crib ? 0.7 : single ? 1.0 : 1.6, 0.06);
      const L = rng.vary(crib ? 1.3 : 2.1, 0.04);
      const frameH = rng.vary(crib ? 0.5 : 0.32, 0.1);
      const mattressH = rng.vary(0.22, 0.1);
      const wood = rng.pick([FINISH.wood, FINISH.darkWood, FINISH.paleWood]);

      if (b.is('mattress')) {
        // A mattress alone: a thick quilted slab on the floor with a piped edge and tufts
        // (a whole made bed read as a bed).
        const h = 0.24;
        b.add(
          'mattress',
          g.roundedBox(W, h, L, 0.05),
          palette.main(tinted(FINISH.linen, hexRgb(0xf2f0ea), 'ticking')),
        );
        const piping = [h * 0.12, h * 0.88].map((y) =>
          g.roundedBox(W + 0.012, 0.02, L + 0.012, 0.01).move(0, y - 0.01, 0),
        );
        b.add(
          'piping',
          g.union(piping),
          palette.accent(tinted(FINISH.fabric, hexRgb(0x5a7ab8), 'piping')),
        );
        const tufts = [];
        for (let i = 0; i < 4; i++)
          for (let j = 0; j < 7; j++)
            tufts.push(
              g.ball([(i / 3 - 0.5) * (W - 0.3), h, (j / 6 - 0.5) * (L - 0.3)], 0.018, g.n(0.3)),
            );
        b.add(
          'tufts',
          g.union(tufts),
          palette.fixed(tinted(FINISH.linen, hexRgb(0xc8ccd8), 'tuft')),
        );
        return;
      }
      // Along z: head at -z.
      b.add('frame', g.box(W, 0.16, L).move(0, frameH - 0.16, 0), palette.accent(wood));
      const legs = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const;
      legs.forEach(([sx, sz], i) => {
        b.add(
          `leg_${i + 1}`,
          g.box(0.07, frameH - 0.1, 0.07).move(sx * (W / 2 - 0.05), 0, sz * (L / 2 - 0.05)),
          palette.accent(wood),
        );
      });
      if (!opts.lacks('headboard')) {
        const hb = g
          .roundedBox(W + 0.04, rng.vary(crib ? 0.5 : 0.85, 0.12) + frameH, 0.06, 0.02)
          .move(0, 0, -L / 2 - 0.03);
        b.add('headboard', hb, palette.accent(wood));
      }
      if (crib) {
        const bars = [];
        for (let i = 0; i < 12; i++) {
          const z = -L / 2 + (L * (i + 0.5)) / 12;
          for (const sx of [-1, 1])
            bars.push(g.cyl(0.4, 0.012, 0.012, 8).move(sx * (W / 2 - 0.02), frameH, z));
        }
        bars.push(g.boxAt([-W / 2, frameH + 0.38, -L / 2], [-W / 2 + 0.04, frameH + 0.42, L / 2]));
        bars.push(g.boxAt([W / 2 - 0.04, frameH + 0.38, -L / 2], [W / 2, frameH + 0.42, L / 2]));
        b.add('rails', g.union(bars), palette.accent(wood));
      }
      const mattress = g.roundedBox(W - 0.04, mattressH, L - 0.04, 0.05).move(0, frameH - 0.02, 0);
      b.add('mattress', mattress, palette.fixed(FINISH.linen));
      const top = frameH - 0.02 + mattressH;
      if (!opts.lacks('blanket')) {
        const blanket = g
          .roundedBox(W + 0.04, mattressH * 0.55 + 0.03, L * 0.68, 0.03)
          .move(0, top - mattressH * 0.55, L * 0.16);
        b.add(
          'blanket',
          blanket,
          palette.main(tinted(FINISH.fabric, hexRgb(rng.pick(BLANKETS)), 'blanket')),
        );
      }
      const pillows = opts.number(crib ? 0 : single ? 1 : 2, 0, 4, 'pillow');
      for (let i = 0; i < pillows; i++) {
        const pw = Math.min(0.65, (W - 0.12) / pillows);
        const x = ((i + 0.5) / pillows - 0.5) * (W - 0.1);
        const pillow = g.hull([
          g.ellipsoid(
            [x - pw * 0.32, top + 0.06, -L / 2 + 0.28],
            [pw * 0.18, 0.06, 0.15],
            g.n(0.35),
          ),
          g.ellipsoid(
            [x + pw * 0.32, top + 0.06, -L / 2 + 0.28],
            [pw * 0.18, 0.06, 0.15],
            g.n(0.35),
          ),
          g.ellipsoid([x, top + 0.07, -L / 2 + 0.28], [pw * 0.3, 0.07, 0.18], g.n(0.35)),
        ]);
        b.add(
          `pillow_${i + 1}`,
          pillow,
          palette.fixed(tinted(FINISH.linen, hexRgb(0xf8f6f0), 'pillow')),
        );
      }
    }),
};
