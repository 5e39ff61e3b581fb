/** Crystal cluster: hexagonal prisms with pointed tips fanning out of a rocky base. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Geo, Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** One pointed hexagonal prism from y = 0 along +Y: radius r, length h. */
function prism(g: Geo, r: number, h: number): Solid {
  const pts: V3[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push([Math.cos(a) * r, 0, Math.sin(a) * r], [Math.cos(a) * r, h * 0.78, Math.sin(a) * r]);
  }
  pts.push([0, h, 0]);
  return g.hull(pts);
}

export const crystal: ObjectKind = {
  kind: 'crystal',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, palette } = b;
      const single = b.is('gem', 'gemstone');
      const H = rng.vary(single ? 0.06 : 0.25, 0.12);
      const color = b.is('amethyst')
        ? 0x9a5ad8
        : b.is('quartz')
          ? 0xf2f4f8
          : rng.pick([0x9a5ad8, 0x6ac8e8, 0xf2f4f8, 0xe86aa0, 0x6ae0a0]);
      const glass = { ...tinted(FINISH.glass, hexRgb(color), 'crystal'), roughness: 0.04 };
      if (single) {
        // A cut gem: crown and pavilion.
        const pts: V3[] = [];
        const facets = 8;
        for (let i = 0; i < facets; i++) {
          const a = (2 * Math.PI * i) / facets;
          pts.push([Math.cos(a) * H * 0.5, H * 0.45, Math.sin(a) * H * 0.5]);
          pts.push([
            Math.cos(a + Math.PI / facets) * H * 0.3,
            H * 0.62,
            Math.sin(a + Math.PI / facets) * H * 0.3,
          ]);
        }
        pts.push([0, 0, 0]);
        b.add('gem', g.hull(pts), palette.main(glass));
        return;
      }
      const count = rng.int(5, 8);
      const shards: Solid[] = [];
      for (let i = 0; i < count; i++) {
        const main = i === 0;
        const h = H * (main ? 1 : rng.range(0.35, 0.75));
        const r = h * rng.range(0.12, 0.17);
        const tiltX = main ? rng.range(-8, 8) : rng.range(-45, 45);
        const tiltZ = main ? rng.range(-8, 8) : rng.range(-45, 45);
        const at: V3 = main
          ? [0, 0, 0]
          : [rng.range(-1, 1) * H * 0.15, 0, rng.range(-1, 1) * H * 0.15];
        shards.push(
          prism(g, r, h)
            .rotate(tiltX, rng.range(0, 60), tiltZ)
            .move(at[0], H * 0.04, at[2]),
        );
      }
      const cluster = g.union(shards).trim([0, 1, 0], 0);
      b.add('crystals', cluster, palette.main(glass));
      const base = g.hull(
        Array.from({ length: 18 }, (_, i): V3 => {
          const a = (2 * Math.PI * i) / 18 + rng.range(-0.1, 0.1);
          const r = H * rng.range(0.28, 0.36);
          return [
            Math.cos(a) * r,
            rng.range(0, 1) < 0.5 ? 0 : H * rng.range(0.06, 0.12),
            Math.sin(a) * r,
          ];
        }),
      );
      b.add('base', base, palette.fixed(FINISH.darkStone));
    }),
};
