/** Boat: a convex hull shaped from keel and gunwale lines, a wooden deck, masts with sails
 * (sailboats, ships), a cabin (motor boats, yachts) or oars (rowboats). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const boat: ObjectKind = {
  kind: 'boat',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const rowboat = b.is('rowboat', 'dinghy');
      const ship = b.is('ship', 'sailing ship', 'pirate ship', 'galleon', 'schooner');
      const yacht = b.is('yacht');
      const sailboat = b.is(
        'sailboat',
        'sail boat',
        'sailing boat',
        'sloop',
        // Stand-ins under WordNet's sailing vessel ("a ketch") carry sails too.
        'sailing vessel',
      );
      const L = rng.vary(rowboat ? 3.2 : ship ? 22 : yacht ? 12 : 7, 0.08);
      const beam = L * rng.vary(rowboat ? 0.38 : ship ? 0.28 : 0.33, 0.06);
      const depth = L * rng.vary(rowboat ? 0.17 : ship ? 0.16 : 0.14, 0.06);
      const woodHull = rowboat || b.is('pirate ship', 'galleon');

      // Hull: the hull of a keel line and a gunwale line, bow at +x.
      const pts: V3[] = [];
      const n = 10;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const x = -L / 2 + L * t;
        const half = (beam / 2) * Math.pow(Math.sin(Math.PI * (0.28 + 0.72 * t)), 0.7);
        const sheer = depth * (1 + 0.25 * Math.pow(t, 3) + 0.1 * Math.pow(1 - t, 2));
        pts.push([x, sheer, Math.max(0.02, half)], [x, sheer, -Math.max(0.02, half)]);
        const keel = depth * (0.45 * Math.pow(t, 4) + 0.25 * Math.pow(1 - t, 3));
        pts.push([x, keel, 0.02 * L * (1 - t)], [x, keel, -0.02 * L * (1 - t)]);
        pts.push(
          [x, depth * 0.45 + keel * 0.5, half * 0.92],
          [x, depth * 0.45 + keel * 0.5, -half * 0.92],
        );
      }
      let hull = g.hull(pts);
      if (rowboat) {
        const inner = hull.scale([0.9, 1, 0.84]).move(0, depth * 0.22, 0);
        hull = hull.sub(inner);
      }
      const paint = woodHull
        ? FINISH.darkWood
        : tinted(
            FINISH.paint,
            // A yacht is white (as a small green motorboat it read as a motorboat).
            hexRgb(yacht ? 0xf4f4f2 : rng.pick([0xf4f4f2, 0x1e3a6a, 0xb02222, 0x2a6a4a])),
            'hull paint',
          );
      const deckY = depth * 0.98;
      b.add('hull', hull, palette.main(paint));
      const deck = hull
        .and(g.boxAt([-L, deckY - 0.05 * depth, -L], [L, deckY + 0.03 * depth, L]))
        .scale([0.96, 1, 0.92])
        .move(0, depth * 0.04, 0);
      if (!rowboat) b.add('deck', deck, palette.detail(FINISH.paleWood));

      // Sails.
      const sails = opts.number(
        sailboat || ship || yacht ? (ship ? 3 : 2) : rowboat ? 0 : rng.pick([0, 2]),
        0,
        5,
        'sail',
      );
      const masts = Math.max(
        sails > 0 ? 1 : 0,
        opts.number(ship ? 3 : sails > 0 ? 1 : 0, 0, 4, 'mast'),
      );
      const sailFinish = tinted(
        FINISH.linen,
        hexRgb(b.is('pirate ship') ? 0x202020 : 0xf4f0e6),
        'sailcloth',
      );
      const mastH = L * (ship ? 0.9 : 1.25);
      const mastWood = FINISH.wood;
      let sailLeft = sails;
      for (let m = 0; m < masts; m++) {
        const mx = masts === 1 ? L * 0.08 : L * (0.3 - (0.6 * m) / (masts - 1));
        const h = mastH * (masts === 1 ? 1 : m === 1 ? 1 : 0.85);
        const mast = g.cyl(h, L * 0.012, L * 0.008, g.n(0.3)).move(mx, deckY * 0.5, 0);
        b.add(`mast_${m + 1}`, mast, palette.detail(mastWood));
        if (sailLeft <= 0) continue;
        if (ship) {
          // Square sails on yards.
          const perMast = Math.max(1, Math.round(sailLeft / (masts - m)));
          for (let s = 0; s < perMast; s++) {
            const y = deckY + h * (perMast === 1 ? 0.45 : 0.35 + 0.28 * s);
            const w = beam * (1.3 - 0.25 * s);
            const sail = g
              .box(0.08, h * (perMast === 1 ? 0.34 : 0.24), w)
              .warp((v) => {
                v[0] += 0.35 * beam * (1 - ((2 * v[2]) / w) ** 2) * 0.3;
              })
              .move(mx + 0.2, y - h * 0.12, 0);
            const yard = g.rod(
              [mx, y + h * 0.125, -w / 2 - 0.2],
              [mx, y + h * 0.125, w / 2 + 0.2],
              L * 0.006,
              L * 0.006,
              8,
            );
            b.add(`sail_${m + 1}_${s + 1}`, sail, palette.accent(sailFinish));
            b.add(`yard_${m + 1}_${s + 1}`, yard, palette.detail(mastWood));
          }
          sailLeft -= perMast;
        } else {
          const boomY = deckY + 0.9;
          const boomL = L * 0.42;
          const main = g.extrude(
            [
              [mx - 0.1, boomY + 0.05],
              [mx - boomL, boomY + 0.05],
              [mx - 0.1, deckY + h * 0.5 - 0.2 + h * 0.45],
            ],
            0.03,
          );
          b.add('mainsail', main, palette.accent(sailFinish));
          b.add(
            'boom',
            g.rod([mx, boomY, 0], [mx - boomL - 0.1, boomY, 0], L * 0.008, L * 0.008, 8),
            palette.detail(mastWood),
          );
          if (sailLeft >= 2) {
            const jib = g.extrude(
              [
                [mx + 0.1, deckY + 0.4],
                [L * 0.45, deckY + 0.3],
                [mx + 0.1, deckY + h * 0.5 + h * 0.35],
              ],
              0.03,
            );
            b.add('jib', jib, palette.accent(sailFinish));
          }
          sailLeft = 0;
        }
      }
      if (b.is('pirate ship')) {
        const flag = g
          .box(L * 0.06, L * 0.04, 0.02)
          .move(L * 0.03 + L * 0.3, deckY * 0.5 + mastH - L * 0.05, 0);
        b.add('flag', flag, palette.fixed(tinted(FINISH.fabric, hexRgb(0x111111), 'black flag')));
      }

      // Cabin or oars.
      if (opts.want(yacht || (!rowboat && sails === 0) || (!ship && rng.chance(0.5)), 'cabin')) {
        const cw = beam * 0.55;
        const cl = L * (yacht ? 0.45 : 0.3);
        const ch = depth * (yacht ? 0.9 : 0.6);
        const cabin = g.roundedBox(cl, ch, cw, ch * 0.2).move(-L * 0.05, deckY, 0);
        b.add(
          'cabin',
          cabin,
          palette.accent(tinted(FINISH.paint, hexRgb(0xf4f4f2), 'white paint')),
        );
        const glass = g
          .roundedBox(cl * 0.85, ch * 0.3, cw + 0.04, 0.02)
          .move(-L * 0.05, deckY + ch * 0.5, 0);
        b.add(
          'cabin_windows',
          glass,
          palette.fixed(tinted(FINISH.glass, hexRgb(0x28323c), 'tinted glass')),
        );
      }
      if (rowboat || opts.has('oar')) {
        const oars: Solid[] = [];
        for (const sz of [1, -1]) {
          const from: V3 = [0.1 * L, deckY + 0.15, sz * beam * 0.2];
          const to: V3 = [-0.15 * L, deckY * 0.2, sz * beam * 1.0];
          oars.push(g.rod(from, to, 0.02, 0.02, 8));
          oars.push(g.ellipsoid(to, [0.25, 0.03, 0.1], 12).rotate(0, 0, 0));
        }
        b.add('oars', g.union(oars), palette.detail(FINISH.wood));
        const seat = g.box(0.25, 0.04, beam * 0.8).move(0, depth * 0.6, 0);
        b.add('thwart', seat, palette.detail(FINISH.wood));
      }
      if (!rowboat && !ship) {
        const keelFin = g.extrude(
          [
            [L * 0.1, 0.05],
            [-L * 0.1, 0.05],
            [-L * 0.06, -depth * 0.9],
            [L * 0.02, -depth * 0.9],
          ],
          L * 0.015,
        );
        if (sails > 0) b.add('keel', keelFin, palette.fixed(FINISH.darkMetal));
      }
    }),
};
