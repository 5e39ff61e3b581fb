/** Bottle: hollow glass body with shoulder and neck, cork or cap, paper label; flasks. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble, type Builder } from '../builder.ts';
import type { V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { radiusAt, smoothCurve, vesselOutline } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

export const bottle: ObjectKind = {
  kind: 'bottle',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      if (b.is('canteen', 'water flask', 'hip flask')) {
        canteen(b);
        return;
      }
      const beer = b.is('beer bottle');
      const water = b.is('water bottle');
      const flask = b.is('flask', 'potion');
      const H = rng.vary(beer ? 0.23 : water ? 0.24 : flask ? 0.2 : 0.3, 0.06);
      const R = rng.vary(beer ? 0.031 : water ? 0.035 : flask ? 0.07 : 0.037, 0.06);
      const neckR = rng.vary(beer ? 0.012 : water ? 0.016 : flask ? 0.016 : 0.0145, 0.05);
      const shoulder = rng.vary(flask ? 0.35 : beer ? 0.55 : 0.62, 0.06);
      const control: V2[] = flask
        ? [
            [R * 0.45, 0],
            [R * 0.95, H * 0.12],
            [R, H * 0.3],
            [R * 0.7, H * 0.5],
            [neckR, H * 0.66],
            [neckR, H * 0.95],
            [neckR * 1.25, H],
          ]
        : [
            [R - 0.004, 0],
            [R, 0.006],
            [R, H * shoulder * 0.6],
            [R, H * shoulder],
            [(R + neckR) / 2, H * (shoulder + 0.12)],
            [neckR, H * (shoulder + 0.24)],
            [neckR, H * 0.96],
            [neckR * 1.18, H],
          ];
      const outer = smoothCurve(control, 40, 0.004);
      const body = g.revolve(vesselOutline(outer, 0.0028, 0.006, 0.003));
      const glass = beer
        ? tinted(FINISH.greenGlass, hexRgb(0x6a3a12), 'brown glass')
        : water
          ? tinted(FINISH.glass, hexRgb(0x9ad0f0), 'blue plastic')
          : flask
            ? FINISH.glass
            : rng.chance(0.6)
              ? FINISH.greenGlass
              : tinted(FINISH.greenGlass, hexRgb(0x3a2a18), 'dark glass');
      b.add('bottle', body, palette.main(glass));

      const wantCork = opts.want(!beer && !water, 'cork');
      if (wantCork) {
        const cork = g.cyl(0.03, neckR - 0.0025, neckR - 0.0018, g.n(0.4)).move(0, H - 0.018, 0);
        b.add('cork', cork, palette.fixed(FINISH.cork));
      } else if (opts.want(true, 'cap')) {
        const cap = g
          .cyl(beer ? 0.008 : 0.022, neckR * 1.25 + 0.001, undefined, g.n(0.5))
          .move(0, H - 0.006, 0);
        b.add('cap', cap, palette.accent(beer ? FINISH.steel : FINISH.plastic));
      }
      if (flask) {
        const liquidTop = H * 0.42;
        const cavity = g.revolve(
          vesselOutline(
            outer.map(([r, y]) => [Math.max(0.002, r - 0.0035), y] as V2),
            0,
            0,
          ),
        );
        const liquid = cavity.and(g.boxAt([-R * 2, 0.0065, -R * 2], [R * 2, liquidTop, R * 2]));
        b.add('potion', liquid, palette.accent(tinted(FINISH.glass, hexRgb(0x8a2ad0), 'potion')));
      } else if (opts.want(!water || rng.chance(0.5), 'label')) {
        const y0 = H * shoulder * 0.18;
        const y1 = H * shoulder * 0.75;
        const r = radiusAt(outer, (y0 + y1) / 2);
        const label = g.revolve(
          [
            [r - 0.0008, y0],
            [r + 0.0007, y0],
            [r + 0.0007, y1],
            [r - 0.0008, y1],
          ],
          g.n(),
        );
        b.add('label', label, palette.accent(FINISH.paper));
      }
    }),
};

/**
 * A canteen: a flat round water flask standing on its edge, in olive cloth over metal, with a
 * short neck, a screw cap and a carrying strap (the lab flask it stood in for said
 * "chemistry", not "water on a hike").
 */
function canteen(b: Builder): void {
  const { g, rng, opts, palette } = b;
  const R = rng.vary(0.09, 0.05);
  const T = R * 0.55;
  const body = g
    .hull([
      g.cyl(T * 0.6, R, R, g.n()).move(0, -T * 0.3, 0),
      g.cyl(T, R * 0.85, R * 0.85, g.n()).move(0, -T * 0.5, 0),
    ])
    .rotate(90, 0, 0)
    .move(0, R, 0);
  b.add('body', body, palette.main(tinted(FINISH.fabric, hexRgb(0x5a6a3a), 'olive canvas')));
  const neck = g.cyl(R * 0.22, R * 0.13, R * 0.11, g.n(0.5)).move(0, R * 1.95, 0);
  b.add('neck', neck, palette.detail(FINISH.steel));
  if (opts.want(true, 'cap')) {
    b.add(
      'cap',
      g.cyl(R * 0.14, R * 0.16, R * 0.16, g.n(0.5)).move(0, R * 2.12, 0),
      palette.accent(FINISH.darkMetal),
    );
  }
  if (opts.want(true, 'strap')) {
    // Round the rim, open at the top where the neck stands.
    const strap = g.arc(R * 1.0, R * 0.05, 110, 320).move(0, R, 0);
    b.add('strap', strap, palette.fixed(tinted(FINISH.leather, hexRgb(0x4a3018), 'strap')));
  }
}
