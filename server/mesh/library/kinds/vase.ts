/** Vase: a hollow body of revolution in one of several classic shapes; handles, flowers. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { radiusAt, smoothCurve, vesselOutline } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

/** Radius (fraction of the widest) at evenly spaced heights, bottom to top. */
const SHAPES: Record<string, readonly number[]> = {
  classic: [0.55, 0.85, 1, 0.85, 0.5, 0.32, 0.36, 0.48],
  bulb: [0.6, 0.95, 1, 0.8, 0.35, 0.22, 0.22, 0.3],
  cylinder: [0.85, 0.9, 0.92, 0.94, 0.96, 0.98, 1, 1],
  trumpet: [0.7, 0.45, 0.35, 0.33, 0.38, 0.5, 0.72, 1],
  amphora: [0.25, 0.55, 0.9, 1, 0.85, 0.45, 0.3, 0.36],
  pot: [0.72, 0.76, 0.8, 0.84, 0.88, 0.92, 0.96, 1],
};
const GLAZES = [0x2f5fa8, 0x1f7a72, 0xc8402e, 0xf2efe6, 0x7a4aa0, 0xd9a23a, 0x3a3a3a, 0x9cc4d8];

/**
 * Ceramic ware by its class (issue #32, session 29; docs/decisions.md "Household things,
 * vessels and instruments by their class"): every ware WordNet files under ceramic ware stands
 * in as the vase, in its ware's own glaze and painted bands, keyed by the noun or a word of its
 * chain — delft and willow pattern white with cobalt bands, majolica cream with blue and ochre,
 * porcelain and china white with a gold line, stoneware salt-glazed grey with a cobalt band,
 * earthenware and terracotta the bare red clay, Wedgwood's jasper pale blue with a white band,
 * cloisonné enamel blue between gold wires.
 */
interface Ware {
  glaze: number;
  bands: readonly number[];
  bare?: boolean;
}
const WARES: Readonly<Record<string, Ware>> = {
  delft: { glaze: 0xf3f2ec, bands: [0x24479a, 0x24479a, 0x24479a] },
  willowware: { glaze: 0xf3f2ec, bands: [0x2a4f9e, 0x2a4f9e] },
  majolica: { glaze: 0xf0e3bd, bands: [0x2a5aa6, 0xd98a1e, 0x2a5aa6] },
  maiolica: { glaze: 0xf0e3bd, bands: [0x2a5aa6, 0xd98a1e, 0x2a5aa6] },
  faience: { glaze: 0xeef1ea, bands: [0x1f8a86, 0x1f8a86] },
  porcelain: { glaze: 0xf8f8f5, bands: [0xc9a040] },
  china: { glaze: 0xf8f8f5, bands: [0xc9a040] },
  'bone china': { glaze: 0xfaf7ef, bands: [0xc9a040] },
  crackleware: { glaze: 0xe4dcc6, bands: [0x7d7260] },
  stoneware: { glaze: 0x9d9585, bands: [0x2c4c8c] },
  earthenware: { glaze: 0xb7683d, bands: [], bare: true },
  'terra cotta': { glaze: 0xb7683d, bands: [], bare: true },
  'terra sigillata': { glaze: 0xa8452a, bands: [] },
  agateware: { glaze: 0x8c5c3c, bands: [0xe2caa2, 0x5a3a24, 0xe2caa2] },
  lusterware: { glaze: 0xb77a45, bands: [0xe8c88a] },
  wedgwood: { glaze: 0x7f9fc9, bands: [0xf4f4f0, 0xf4f4f0] },
  spode: { glaze: 0xf3f2ec, bands: [0x2a4f9e, 0x2a4f9e] },
  cloisonne: { glaze: 0x1f5fae, bands: [0xd4ad4c, 0xc8302a, 0xd4ad4c] },
};

export const vase: ObjectKind = {
  kind: 'vase',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const pot = b.is('pot', 'flowerpot', 'flower pot');
      const amphora = b.is('amphora', 'urn');
      const jar = b.is('jar');
      const shapeName = pot
        ? 'pot'
        : amphora
          ? 'amphora'
          : jar
            ? 'cylinder'
            : rng.pick(['classic', 'bulb', 'cylinder', 'trumpet', 'classic']);
      const H = rng.vary(pot ? 0.2 : jar ? 0.18 : amphora ? 0.5 : 0.35, 0.1);
      const Rmax = rng.vary(pot ? 0.11 : jar ? 0.065 : shapeName === 'cylinder' ? 0.07 : 0.1, 0.1);
      const fractions = SHAPES[shapeName]!;
      const control: V2[] = fractions.map((f, i) => [
        Rmax * rng.vary(f, 0.06),
        (H * i) / (fractions.length - 1),
      ]);
      const outer = smoothCurve(control, 48, 0.012);
      const wall = jar ? 0.003 : 0.005;
      const body = g.revolve(vesselOutline(outer, wall, 0.01, 0.006));
      const ware = pot || jar || amphora ? undefined : b.pick(WARES);
      const def = pot
        ? FINISH.terracotta
        : jar
          ? FINISH.glass
          : ware
            ? tinted(ware.bare ? FINISH.terracotta : FINISH.ceramic, hexRgb(ware.glaze))
            : tinted(FINISH.ceramic, hexRgb(rng.pick(GLAZES)));
      b.add('body', body, palette.main(def));
      // A ware's painted bands: thin rings standing just proud of the body, shoulder to foot.
      ware?.bands.forEach((band, i) => {
        const y = H * (ware.bands.length === 1 ? 0.9 : 0.82 - (0.62 * i) / (ware.bands.length - 1));
        const r = radiusAt(outer, y) + 0.0015;
        const ring = g
          .cyl(H * 0.05, r)
          .sub(g.cyl(H * 0.07, r - 0.004).move(0, -H * 0.01, 0))
          .move(0, y - H * 0.025, 0);
        b.add(`band_${i + 1}`, ring, palette.accent(tinted(FINISH.ceramic, hexRgb(band))));
      });

      if (pot) {
        const soilR = radiusAt(outer, H * 0.88) - wall;
        b.add('soil', g.cyl(0.015, soilR).move(0, H * 0.86, 0), palette.fixed(FINISH.soil));
      }
      if (jar || opts.has('lid')) {
        const lr = radiusAt(outer, H) + 0.003;
        const lid = g
          .cyl(0.02, lr)
          .add(g.ball([0, 0.02, 0], lr * 0.25, g.n(0.3)))
          .move(0, H - 0.01, 0);
        b.add('lid', lid, palette.accent(jar ? FINISH.steel : def));
      }
      if (opts.want(amphora, 'handle')) {
        const y0 = H * 0.55;
        const y1 = H * 0.88;
        const r0 = radiusAt(outer, y0) - wall / 2;
        const r1 = radiusAt(outer, y1) - wall / 2;
        const reach = Math.max(r0, r1) + H * 0.08;
        for (const [sx, side] of [
          [1, 'r'],
          [-1, 'l'],
        ] as const) {
          const handle = g.tube(
            [
              [sx * r0, y0, 0],
              [sx * reach, y0 + (y1 - y0) * 0.35, 0],
              [sx * reach, y1, 0],
              [sx * r1, y1 + 0.01, 0],
            ],
            [0.008, 0.008, 0.008, 0.008],
            g.n(0.3),
          );
          b.add(`handle_${side}`, handle, palette.main(def));
        }
      }
      const flowers = opts.number(pot ? 0 : opts.has('flower') ? rng.int(3, 5) : 0, 1, 9, 'flower');
      if (flowers > 0) {
        const stems: Solid[] = [];
        const neck = radiusAt(outer, H) * 0.5;
        const heads: Solid[] = [];
        for (let i = 0; i < flowers; i++) {
          const a = (2 * Math.PI * i) / flowers + rng.range(0, 0.6);
          const lean = rng.range(0.05, 0.25) * H;
          const top: [number, number, number] = [
            Math.cos(a) * (neck + lean),
            H + rng.range(0.25, 0.45) * H + 0.1,
            Math.sin(a) * (neck + lean),
          ];
          stems.push(
            g.rod([Math.cos(a) * neck * 0.5, H * 0.3, Math.sin(a) * neck * 0.5], top, 0.003),
          );
          const petals: Solid[] = [g.ball(top, 0.012, g.n(0.3))];
          for (let p = 0; p < 5; p++) {
            const pa = (2 * Math.PI * p) / 5;
            petals.push(
              g.ellipsoid(
                [top[0] + Math.cos(pa) * 0.02, top[1], top[2] + Math.sin(pa) * 0.02],
                [0.016, 0.006, 0.016],
                g.n(0.3),
              ),
            );
          }
          heads.push(g.union(petals));
        }
        b.add('stems', g.union(stems), palette.fixed(FINISH.leaf));
        heads.forEach((h, i) => b.add(`flower_${i + 1}`, h, palette.fixed(FINISH.flower)));
      }
    }),
};
