/** Bench: slatted seat and backrest on two side frames (cast iron or wood). */
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const bench: ObjectKind = {
  kind: 'bench',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const pew = b.is('pew');
      const L = rng.vary(pew ? 2.6 : 1.6, 0.1);
      const seatH = rng.vary(0.44, 0.05);
      const depth = rng.vary(0.45, 0.08);
      const slats = rng.int(3, 5);
      const iron = !pew && rng.chance(0.5);
      const frameFinish = iron ? FINISH.iron : FINISH.darkWood;
      const wood = pew ? FINISH.darkWood : FINISH.wood;
      const wantBack = opts.want(true, 'backrest');

      const seat: Solid[] = [];
      const gap = 0.012;
      const slatW = (depth - gap * (slats - 1)) / slats;
      for (let i = 0; i < slats; i++) {
        const z = -depth / 2 + slatW / 2 + i * (slatW + gap);
        seat.push(g.roundedBox(L, 0.035, slatW, 0.008).move(0, seatH - 0.035, z));
      }
      b.add('seat', g.union(seat), palette.main(wood));

      const backH = rng.vary(0.42, 0.1);
      const tilt = rng.range(8, 16);
      if (wantBack) {
        const back: Solid[] = [];
        const bs = pew ? 1 : rng.int(2, 3);
        for (let i = 0; i < bs; i++) {
          const h = pew ? backH : 0.08;
          const y = pew ? 0 : 0.08 + i * (backH / bs);
          back.push(g.roundedBox(L, h, 0.03, 0.008).move(0, y, 0));
        }
        const backrest = g
          .union(back)
          .rotate(-tilt, 0, 0)
          .move(0, seatH + 0.02, -depth / 2 + 0.02);
        b.add('backrest', backrest, palette.main(wood));
      }

      // Side frames (or a few legs along a long bench).
      const frames = L > 2 ? 3 : 2;
      for (let i = 0; i < frames; i++) {
        const x = (i / (frames - 1) - 0.5) * (L - 0.16);
        const parts: Solid[] = [
          g.boxAt([x - 0.025, 0, depth / 2 - 0.08], [x + 0.025, seatH - 0.03, depth / 2 - 0.03]),
          g.boxAt([x - 0.025, 0, -depth / 2 + 0.03], [x + 0.025, seatH - 0.03, -depth / 2 + 0.08]),
          g.boxAt(
            [x - 0.025, seatH - 0.08, -depth / 2 + 0.03],
            [x + 0.025, seatH - 0.03, depth / 2 - 0.03],
          ),
        ];
        if (wantBack) {
          parts.push(
            g
              .box(0.05, backH + 0.04, 0.04)
              .rotate(-tilt, 0, 0)
              .move(x, seatH - 0.03, -depth / 2 + 0.05),
          );
        }
        if (opts.want(iron, 'armrest', 'arm') && i !== 1) {
          parts.push(
            g.boxAt(
              [x - 0.03, seatH + 0.2, -depth / 2 + 0.03],
              [x + 0.03, seatH + 0.24, depth / 2],
            ),
          );
          parts.push(
            g.boxAt(
              [x - 0.02, seatH - 0.04, depth / 2 - 0.06],
              [x + 0.02, seatH + 0.22, depth / 2 - 0.02],
            ),
          );
        }
        b.add(`frame_${i + 1}`, g.union(parts), palette.accent(frameFinish));
      }
    }),
};
