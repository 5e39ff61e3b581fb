/** Planet: a sphere with oceans and continents, craters (moons), cloud bands (gas giants),
 * rings and moons by noun and parts. A desk-globe size. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const planet: ObjectKind = {
  kind: 'planet',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const moon = b.is('moon');
      const earth = b.is('earth', 'globe', 'world');
      const gas =
        b.is('jupiter', 'saturn') || (!earth && !moon && !b.is('mars') && rng.chance(0.4));
      const R = rng.vary(0.5, 0.05);
      // A desk globe stands on a base, its sphere raised above it.
      const desk = b.is('globe');
      const cy = desk ? R + 0.28 : R;
      const c: V3 = [0, cy, 0];
      const randomDir = (): V3 => {
        const y = rng.range(-1, 1);
        const a = rng.range(0, Math.PI * 2);
        const r = Math.sqrt(1 - y * y);
        return [Math.cos(a) * r, y, Math.sin(a) * r];
      };

      if (moon || b.is('mars')) {
        let body: Solid = g.ball(c, R);
        const craters: Solid[] = [];
        for (let i = 0; i < rng.int(8, 14); i++) {
          const d = randomDir();
          const cr = R * rng.range(0.06, 0.18);
          craters.push(
            g.ball(
              [d[0] * (R + cr * 0.55), R + d[1] * (R + cr * 0.55), d[2] * (R + cr * 0.55)],
              cr,
              g.n(0.35),
            ),
          );
        }
        body = body.sub(...craters);
        const color = moon ? 0xb8b6b0 : 0xc0562a;
        b.add(
          'surface',
          body,
          palette.main(tinted(FINISH.stone, hexRgb(color), moon ? 'moon rock' : 'red dust')),
        );
      } else if (gas) {
        const base = b.is('jupiter')
          ? 0xd8b890
          : b.is('saturn')
            ? 0xe0c890
            : rng.pick([0xd8b890, 0x8ab0d8, 0xc8a0d0]);
        b.add(
          'atmosphere',
          g.ball(c, R),
          palette.main(tinted(FINISH.plain, hexRgb(base), 'clouds')),
        );
        const bands: Solid[] = [];
        const shell = g.ball(c, R * 1.008);
        for (let i = 0; i < rng.int(3, 5); i++) {
          const y = R + rng.range(-0.75, 0.75) * R;
          const h = R * rng.range(0.06, 0.14);
          bands.push(shell.and(g.boxAt([-2 * R, y - h / 2, -2 * R], [2 * R, y + h / 2, 2 * R])));
        }
        b.add(
          'bands',
          g.union(bands),
          palette.accent(tinted(FINISH.plain, hexRgb(0xa0643a), 'cloud bands')),
        );
      } else {
        b.add('ocean', g.ball(c, R), palette.accent(FINISH.ocean));
        const blobs: Solid[] = [];
        // Enough land, large enough, to read as continents: five to eight small blobs often
        // all fell on the far side and the Earth read as a plain blue ball.
        // The first one faces the front (+z, towards the viewer) so the Earth shows land
        // from where it is first seen.
        for (let i = 0; i < rng.int(9, 12); i++) {
          const d: V3 = i === 0 ? [rng.range(0.2, 0.5), rng.range(0, 0.3), 0.85] : randomDir();
          const k = R * rng.range(0.85, 1.0);
          blobs.push(
            g.ellipsoid(
              [d[0] * k, cy + d[1] * k, d[2] * k],
              [R * rng.range(0.4, 0.6), R * rng.range(0.3, 0.5), R * rng.range(0.4, 0.6)],
              g.n(0.4),
            ),
          );
        }
        const land = g.ball(c, R * 1.02).and(g.union(blobs));
        b.add('continents', land, palette.main(FINISH.land));
        // Ice caps follow the sphere (a thin shell under a ball at each pole), no flat discs.
        const caps = g
          .ball(c, R * 1.024)
          .and(g.union([g.ball([0, cy + R, 0], R * 0.4), g.ball([0, cy - R, 0], R * 0.4)]));
        b.add('ice_caps', caps, palette.fixed(FINISH.snow));
        if (desk) {
          const metal = palette.fixed(FINISH.brass);
          b.add('base', g.cyl(0.05, R * 0.5, R * 0.42), palette.detail(FINISH.darkWood));
          // A half-circle meridian round the sphere, resting on a post from the base.
          b.add('post', g.cyl(cy - R * 1.03 - 0.02, 0.025).move(0, 0.04, 0), metal);
          const meridian = g.arc(R * 1.03, 0.016, -90, 180).move(0, cy, 0);
          b.add('meridian', meridian, metal);
        }
      }

      if (opts.want(b.is('saturn') || (gas && rng.chance(0.5)), 'ring')) {
        const ring = g
          .annulus(R * 2.1, R * 1.35, R * 0.012)
          .move(0, -R * 0.006, 0)
          .rotate(rng.range(12, 28), 0, rng.range(-10, 10))
          .move(0, R, 0);
        b.add('rings', ring, palette.accent(tinted(FINISH.stone, hexRgb(0xc8b898), 'ring dust')));
      }
      const moons = opts.number(0, 0, 6, 'moon');
      for (let i = 0; i < moons; i++) {
        const a = (2 * Math.PI * i) / moons + 0.4;
        const d = R * rng.range(2.4, 3.0);
        const mr = R * rng.range(0.1, 0.2);
        b.add(
          `moon_${i + 1}`,
          g.ball([Math.cos(a) * d, R + rng.range(-0.3, 0.3) * R, Math.sin(a) * d], mr, g.n(0.5)),
          palette.fixed(tinted(FINISH.stone, hexRgb(0xb8b6b0), 'moon rock')),
        );
      }
    }),
};
