/** Cactus: a ribbed column with bent arms, in a terracotta pot (saguaros stand in the ground). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Geo, Solid, V2, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** A ribbed upright column of radius r and height h (rounded top), standing on y = 0. */
function ribbed(g: Geo, r: number, h: number, ribs: number): Solid {
  const star: V2[] = [];
  const n = ribs * 6;
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const k = 0.9 + 0.1 * Math.cos(a * ribs);
    star.push([Math.cos(a) * r * k, Math.sin(a) * r * k]);
  }
  const prism = g.extrudeUp(star, h + r);
  const cap = g.capsule([0, 0, 0], [0, h - r, 0], r * 1.001, r * 1.001, g.n(0.7));
  return prism.and(cap.add(g.cyl(h - r, r * 1.001).move(0, -0.001, 0)));
}

export const cactus: ObjectKind = {
  kind: 'cactus',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const saguaro = b.is('saguaro');
      const potted = opts.want(!saguaro, 'pot');
      const k = saguaro ? 6 : 1;
      const H = rng.vary(0.32, 0.12) * k;
      const R = rng.vary(0.045, 0.1) * k;
      const ribs = rng.int(7, 10);
      const potH = potted ? rng.vary(0.13, 0.08) : 0;
      const baseY = potted ? potH * 0.85 : 0;

      b.add('body', ribbed(g, R, H, ribs).move(0, baseY, 0), palette.main(FINISH.cactus));
      const arms = opts.number(saguaro ? 2 : rng.int(0, 2), 0, 4, 'arm');
      for (let i = 0; i < arms; i++) {
        const side = i % 2 === 0 ? 1 : -1;
        const a = (side > 0 ? 0 : Math.PI) + rng.range(-0.4, 0.4) + Math.floor(i / 2) * 1.4;
        const y = baseY + H * rng.range(0.3, 0.55);
        const out = R * rng.range(1.6, 2.2);
        const ar = R * rng.range(0.55, 0.7);
        const elbow: V3 = [Math.cos(a) * out, y, Math.sin(a) * out];
        const up = H * rng.range(0.25, 0.4);
        const arm = g.union([
          g.capsule([0, y - ar * 0.3, 0], elbow, ar, ar, g.n(0.5)),
          ribbed(g, ar, up + ar, ribs).move(elbow[0], elbow[1], elbow[2]),
        ]);
        b.add(`arm_${i + 1}`, arm, palette.main(FINISH.cactus));
      }
      if (opts.want(rng.chance(0.4), 'flower')) {
        const top = baseY + H;
        const petals: Solid[] = [g.ball([0, top + 0.005 * k, 0], R * 0.2, g.n(0.3))];
        for (let p = 0; p < 6; p++) {
          const pa = (2 * Math.PI * p) / 6;
          petals.push(
            g.ellipsoid(
              [Math.cos(pa) * R * 0.3, top, Math.sin(pa) * R * 0.3],
              [R * 0.25, R * 0.1, R * 0.25],
              g.n(0.25),
            ),
          );
        }
        b.add(
          'flower',
          g.union(petals),
          palette.accent(
            tinted(FINISH.flower, hexRgb(rng.pick([0xe85a9a, 0xf0c020, 0xe84a2a])), 'flower'),
          ),
        );
      }
      if (potted) {
        const potR = R * rng.range(1.9, 2.4);
        const pot = g.revolve([
          [0, 0],
          [potR * 0.78, 0],
          [potR, potH * 0.82],
          [potR * 1.08, potH * 0.82],
          [potR * 1.08, potH],
          [potR * 0.9, potH],
          [potR * 0.9, potH * 0.3],
          [0, potH * 0.3],
        ]);
        b.add('pot', pot, palette.fixed(FINISH.terracotta));
        b.add(
          'soil',
          g.cyl(potH * 0.35, potR * 0.88, potR * 0.88).move(0, potH * 0.55, 0),
          palette.fixed(FINISH.soil),
        );
      }
    }),
};
