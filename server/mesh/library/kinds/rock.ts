/** Rock: the hull of a seeded cloud of points on a squashed, lumpy ellipsoid (boulders,
 * pebbles), with chipped facets; asteroids and meteorites get craters. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const rock: ObjectKind = {
  kind: 'rock',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const pebble = b.is('pebble', 'cobble');
      const space = b.is('asteroid', 'meteorite');
      const size = rng.vary(
        pebble ? 0.06 : b.is('boulder') ? 1.6 : b.is('asteroid') ? 3 : 0.6,
        0.15,
      );
      const rx = size * rng.range(0.5, 0.6);
      const ry = size * rng.range(pebble ? 0.18 : 0.3, pebble ? 0.25 : 0.45);
      const rz = size * rng.range(0.38, 0.5);
      const count = Math.round(pebble ? 120 : rng.range(28, 48));
      const pts: V3[] = [];
      const lumps = Array.from(
        { length: 4 },
        () => [rng.range(0, Math.PI * 2), rng.range(-1, 1), rng.range(0.08, 0.2)] as const,
      );
      for (let i = 0; i < count; i++) {
        // Fibonacci sphere directions, jittered.
        const yv = 1 - (2 * (i + 0.5)) / count;
        const rr = Math.sqrt(1 - yv * yv);
        const phi = i * 2.39996 + rng.range(-0.2, 0.2);
        let k = pebble ? 1 : rng.range(0.82, 1.05);
        for (const [la, ly, amp] of lumps) {
          const d = Math.hypot(
            Math.cos(phi) * rr - Math.cos(la),
            yv - ly,
            Math.sin(phi) * rr - Math.sin(la),
          );
          k += amp * Math.exp(-d * d * 3);
        }
        pts.push([Math.cos(phi) * rr * rx * k, yv * ry * k, Math.sin(phi) * rr * rz * k]);
      }
      let stone: Solid = g.hull(pts);
      if (!pebble) {
        // A flat base so it sits, and a few chips.
        stone = stone.trim([0, 1, 0], -ry * rng.range(0.55, 0.75));
        const chips = rng.int(1, 3);
        for (let i = 0; i < chips; i++) {
          const a = rng.range(0, Math.PI * 2);
          const n: V3 = [Math.cos(a), rng.range(-0.2, 0.6), Math.sin(a)];
          const len = Math.hypot(n[0], n[1], n[2]);
          stone = stone.trim(
            [-n[0] / len, -n[1] / len, -n[2] / len],
            -Math.min(rx, rz) * rng.range(0.8, 0.95),
          );
        }
      }
      if (space || opts.has('crater')) {
        const craters: Solid[] = [];
        for (let i = 0; i < rng.int(4, 7); i++) {
          const a = rng.range(0, Math.PI * 2);
          const e = rng.range(-0.2, 1.1);
          const c: V3 = [
            Math.cos(a) * Math.cos(e) * rx,
            Math.sin(e) * ry,
            Math.sin(a) * Math.cos(e) * rz,
          ];
          craters.push(g.ball(c, size * rng.range(0.08, 0.18), g.n(0.4)));
        }
        stone = stone.sub(...craters);
      }
      const finish = space
        ? tinted(FINISH.darkStone, hexRgb(0x4a4440), 'space rock')
        : pebble
          ? tinted(FINISH.stone, hexRgb(rng.pick([0x9a948a, 0x7a746a, 0xb8b0a4])), 'pebble')
          : FINISH.stone;
      b.add('rock', stone, palette.main(finish));
      if (opts.has('moss', 'leaf')) {
        const moss = stone
          .and(g.boxAt([-size, ry * 0.5, -size], [size, size, size]))
          .scale([1.03, 1.04, 1.03]);
        b.add('moss', moss, palette.accent(tinted(FINISH.grass, hexRgb(0x4a7a2a), 'moss')));
      }
    }),
};
