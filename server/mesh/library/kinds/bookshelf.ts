/** Bookshelf: a carcass with shelves and rows of books of seeded heights and colours. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const BOOK_COLORS = [0x8a2a2a, 0x2a4a7a, 0x2e6a3a, 0xd8b060, 0x5a3a6a, 0x1e1e1e, 0xc86a2a];

export const bookshelf: ObjectKind = {
  kind: 'bookshelf',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const H = rng.vary(1.8, 0.1);
      const W = rng.vary(0.9, 0.15);
      const D = rng.vary(0.32, 0.08);
      const t = 0.025;
      const shelves = opts.number(Math.max(3, Math.round(H / 0.36)), 1, 8, 'shelf');
      const wood = rng.pick([FINISH.wood, FINISH.darkWood, FINISH.paleWood]);
      const kick = 0.06;
      const bay = (H - kick - t) / shelves;

      let carcass: Solid = g.box(W, H, D);
      const holes: Solid[] = [];
      for (let i = 0; i < shelves; i++) {
        const y0 = kick + t + i * bay;
        holes.push(g.boxAt([-W / 2 + t, y0, -D / 2 + 0.012], [W / 2 - t, y0 + bay - t, D]));
      }
      carcass = carcass.sub(...holes);
      b.add('frame', carcass, palette.main(wood));

      if (opts.want(true, 'book')) {
        const groups: Solid[][] = BOOK_COLORS.map(() => []);
        for (let i = 0; i < shelves; i++) {
          const y0 = kick + t + i * bay;
          let x = -W / 2 + t + 0.01;
          const end = W / 2 - t - rng.range(0.05, 0.3) * W;
          while (x < end) {
            const bw = rng.range(0.02, 0.045);
            const bh = Math.min(bay - t - 0.02, rng.range(0.6, 0.92) * (bay - t));
            const bd = D * rng.range(0.7, 0.88);
            if (x + bw > W / 2 - t - 0.005) break;
            const color = rng.int(0, BOOK_COLORS.length - 1);
            groups[color]!.push(
              g.boxAt([x, y0, -D / 2 + 0.015], [x + bw, y0 + bh, -D / 2 + 0.015 + bd]),
            );
            x += bw + 0.002;
          }
          if (rng.chance(0.5) && x < W / 2 - t - 0.1) {
            // One leaning book.
            const bh = (bay - t) * 0.7;
            groups[0]!.push(
              g
                .box(0.03, bh, D * 0.7)
                .rotate(0, 0, -20)
                .move(x + 0.13, y0, 0),
            );
          }
        }
        groups.forEach((books, i) => {
          if (books.length === 0) return;
          b.add(
            `books_${i + 1}`,
            g.union(books),
            palette.fixed(tinted(FINISH.paper, hexRgb(BOOK_COLORS[i]!), 'book covers')),
          );
        });
      }
    }),
};
