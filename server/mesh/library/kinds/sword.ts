/** Sword: standing on its pommel — steel blade (curved for katanas and sabres), guard, grip. */
import { assemble } from '../builder.ts';
import type { V3 } from '../geo.ts';
import { FINISH } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const sword: ObjectKind = {
  kind: 'sword',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const dagger = b.is('dagger');
      // A scimitar and a cutlass are broad and deeply curved, every other cavalry sword the
      // slim sabre (docs/decisions.md, "Household things by their class, session 30").
      const broadCurve = b.is('scimitar', 'cutlass', 'cutlas');
      const curved = b.is('katana', 'sabre', 'saber', 'cavalry sword') || broadCurve;
      const big = b.is('claymore', 'broadsword', 'longsword');
      const bladeL = rng.vary(dagger ? 0.25 : big ? 0.95 : curved ? 0.7 : 0.75, 0.08);
      const bladeW = rng.vary(
        dagger ? 0.035 : big ? 0.06 : broadCurve ? 0.056 : curved ? 0.032 : 0.048,
        0.1,
      );
      const t = curved ? 0.007 : 0.009;
      const gripL = rng.vary(dagger ? 0.1 : big ? 0.3 : curved ? 0.26 : 0.18, 0.08);
      const pommelR = curved ? 0.018 : rng.vary(0.028, 0.1);
      const y0 = pommelR * 1.6 + gripL;

      // Blade: a diamond section tapering to the point.
      const tipY = y0 + bladeL;
      const shoulder = y0 + bladeL * rng.range(0.8, 0.9);
      const pts: V3[] = [];
      for (const [y, w] of [
        [y0, bladeW],
        [shoulder, bladeW * (curved ? 0.95 : 0.8)],
      ] as const) {
        pts.push([w / 2, y, 0], [-w / 2, y, 0], [0, y, t / 2], [0, y, -t / 2]);
      }
      pts.push([curved ? bladeW * 0.3 : 0, tipY, 0]);
      let blade = g.hull(pts);
      if (curved) {
        const k = (rng.range(0.08, 0.14) * (broadCurve ? 2.2 : 1)) / bladeL;
        blade = blade.refine(12).warp((v) => {
          const s = Math.max(0, v[1] - y0);
          v[0] -= k * s * s;
        });
      }
      b.add('blade', blade, palette.main(FINISH.steel));

      // Guard.
      if (!opts.lacks('guard')) {
        const guard = curved
          ? g.cyl(0.008, 0.04, 0.04, g.n(0.5)).move(0, y0 - 0.008, 0)
          : g
              .roundedBox(rng.vary(dagger ? 0.09 : big ? 0.28 : 0.2, 0.1), 0.022, 0.03, 0.008)
              .move(0, y0 - 0.022, 0);
        b.add('guard', guard, palette.accent(curved ? FINISH.darkMetal : FINISH.brass));
      }
      // Grip and pommel.
      const grip = g.cyl(gripL, 0.014, 0.016, g.n(0.4)).move(0, y0 - gripL - 0.001, 0);
      b.add(
        'grip',
        grip,
        palette.detail(curved ? { ...FINISH.fabric, label: 'grip wrap' } : FINISH.leather),
      );
      const pommel = curved
        ? g.cyl(0.02, 0.017, 0.017, g.n(0.4)).move(0, pommelR * 1.6 - 0.018, 0)
        : g.ball([0, pommelR, 0], pommelR, g.n(0.5));
      b.add('pommel', pommel, palette.accent(curved ? FINISH.darkMetal : FINISH.brass));
    }),
};
