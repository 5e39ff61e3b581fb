/**
 * Sofa: an upholstered base on short legs, seat and back cushions, two padded arms. Upholstery
 * takes the prompt's colour and material ("a green velvet sofa"); the legs are wood.
 */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const UPHOLSTERY = [0x5a6b7d, 0x8a7a66, 0x3f5a48, 0x9a4a3a, 0xb8ad9c, 0x44485a];

export const sofa: ObjectKind = {
  kind: 'sofa',
  surfaces: ['seat'],
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const small = b.is('loveseat', 'love seat', 'settee');
      const seats = opts.number(small ? 2 : rng.pick([2, 3, 3]), 1, 5, 'cushion', 'seat');
      const seatW = rng.vary(0.62, 0.06);
      const armW = opts.want(true, 'armrest', 'arm') ? rng.vary(0.17, 0.2) : 0;
      const W = seats * seatW + 2 * armW;
      const D = rng.vary(0.88, 0.06);
      const legH = rng.vary(0.1, 0.3);
      const baseH = rng.vary(0.2, 0.1);
      const cushionH = rng.vary(0.15, 0.12);
      const backD = rng.vary(0.2, 0.1);
      const backH = rng.vary(0.42, 0.1);
      const body = palette.main(tinted(FINISH.fabric, hexRgb(rng.pick(UPHOLSTERY)), 'upholstery'));
      const seatTop = legH + baseH;

      b.add('base', g.roundedBox(W, baseH, D, 0.04).move(0, legH, 0), body);

      const seat: Solid[] = [];
      const inner = W - 2 * armW;
      const cushionD = D - backD - 0.02;
      for (let i = 0; i < seats; i++) {
        const x = -inner / 2 + (i + 0.5) * (inner / seats);
        seat.push(
          g
            .roundedBox(inner / seats - 0.015, cushionH, cushionD, 0.05)
            .move(x, seatTop - 0.01, D / 2 - cushionD / 2),
        );
      }
      b.add('seat', g.union(seat), body);

      if (opts.want(true, 'backrest', 'back')) {
        const back: Solid[] = [];
        for (let i = 0; i < seats; i++) {
          const x = -inner / 2 + (i + 0.5) * (inner / seats);
          back.push(
            g
              .roundedBox(inner / seats - 0.015, backH + cushionH, backD, 0.06)
              .rotate(-8, 0, 0)
              .move(x, seatTop - 0.01, -D / 2 + backD / 2 + 0.02),
          );
        }
        back.push(g.roundedBox(W, backH * 0.8, 0.1, 0.04).move(0, seatTop - 0.02, -D / 2 + 0.05));
        b.add('backrest', g.union(back), body);
      }

      if (armW > 0) {
        for (const [i, sx] of [-1, 1].entries()) {
          const arm = g
            .roundedBox(armW, baseH + cushionH + 0.14, D, 0.06)
            .move(sx * (W / 2 - armW / 2), legH, 0);
          b.add(`armrest_${i + 1}`, arm, body);
        }
      }

      const wood = rng.pick([FINISH.darkWood, FINISH.wood]);
      const legs: Solid[] = [];
      for (const sx of [-1, 1])
        for (const sz of [-1, 1])
          legs.push(
            g.cyl(legH + 0.01, 0.025, 0.018, 10).move(sx * (W / 2 - 0.08), 0, sz * (D / 2 - 0.08)),
          );
      b.add('legs', g.union(legs), palette.accent(wood));
    }),
};
