/** Mushroom: a bulging stem and a domed cap with gills beneath; fly agarics get white spots. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { smoothCurve } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

export const mushroom: ObjectKind = {
  kind: 'mushroom',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const porcini = b.is('porcini');
      const agaric = b.is('toadstool', 'amanita') || (!porcini && rng.chance(0.6));
      const H = rng.vary(porcini ? 0.1 : 0.095, 0.12);
      const stemR = rng.vary(porcini ? 0.028 : 0.016, 0.1);
      const capR = rng.vary(porcini ? 0.06 : 0.058, 0.12);
      const capH = capR * rng.range(0.55, 0.8);
      const lean = rng.range(-0.08, 0.08);

      const stemProfile = smoothCurve(
        porcini
          ? [
              [stemR * 1.3, 0],
              [stemR * 1.5, H * 0.3],
              [stemR * 1.2, H * 0.7],
              [stemR, H],
            ]
          : [
              [stemR * 1.25, 0],
              [stemR * 1.1, H * 0.25],
              [stemR * 0.95, H * 0.6],
              [stemR * 0.85, H],
            ],
        16,
      );
      const stem = g.revolve([[0, 0], ...stemProfile, [0, H]], g.n(0.6)).warp((v) => {
        v[0] += lean * v[1] * (v[1] / H);
      });
      b.add('stem', stem, palette.detail(FINISH.stem));

      // Cap: dome over a shallow concave underside.
      const dome: V2[] = [];
      const n = 14;
      for (let i = 0; i <= n; i++) {
        const a = (Math.PI / 2) * (i / n);
        dome.push([capR * Math.cos(a), capH * Math.sin(a) * (1 - 0.1 * Math.cos(a))]);
      }
      const capOutline: V2[] = [
        [0, -capH * 0.12],
        [capR * 0.9, -capH * 0.08],
        ...dome.map(([r, y]) => [r * 1.0, y] as V2),
        [0, capH],
      ];
      const topX = lean * H;
      const capY = H - capH * 0.15;
      const cap = g.revolve(capOutline, g.n()).move(topX, capY, 0);
      const capColor = agaric
        ? 0xd02018
        : porcini
          ? 0x7a4a22
          : rng.pick([0xa8743a, 0xc89a68, 0x8a5a30]);
      b.add('cap', cap, palette.main(tinted(FINISH.cap, hexRgb(capColor), 'cap')));
      const gills = g.cyl(capH * 0.1, capR * 0.88, stemR, g.n()).move(topX, capY - capH * 0.12, 0);
      b.add('gills', gills, palette.fixed(tinted(FINISH.stem, hexRgb(0xe8dcc0), 'gills')));

      if (opts.want(agaric, 'spot')) {
        const spots: Solid[] = [];
        const count = opts.number(rng.int(7, 11), 1, 20, 'spot');
        for (let i = 0; i < count; i++) {
          const a = ((2 * Math.PI * i) / count) * 2.4 + rng.range(0, 0.4);
          const e = rng.range(0.25, 1.3);
          const r = capR * Math.cos(e);
          const y = capH * Math.sin(e) * (1 - 0.1 * Math.cos(e));
          const s = capR * rng.range(0.1, 0.16);
          spots.push(
            g.ellipsoid(
              [topX + r * Math.cos(a), capY + y, r * Math.sin(a)],
              [s, s * 0.45, s],
              g.n(0.3),
            ),
          );
        }
        b.add(
          'spots',
          g.union(spots),
          palette.accent(tinted(FINISH.stem, hexRgb(0xf8f6f0), 'spots')),
        );
      }
      if (opts.has('ring')) {
        const ring = g
          .cyl(H * 0.08, stemR * 1.05, stemR * 1.6, g.n(0.6))
          .move(lean * H * 0.55, H * 0.68, 0);
        b.add('ring', ring, palette.detail(FINISH.stem));
      }
    }),
};
