/**
 * Abstract sculpture on a plinth, for nouns the library does not know: one of a few seeded
 * forms (twisted column, stacked stones, organic blob, ring) chosen by the noun, so the same
 * unknown word keeps its form, and shaped by the seed.
 */
import { assemble, type Builder } from '../builder.ts';
import type { Solid, V2, V3 } from '../geo.ts';
import { FINISH } from '../materials.ts';
import { hashSeed, Rng } from '../rng.ts';
import type { ObjectKind } from '../types.ts';

const FORMS = ['twist', 'cairn', 'blob', 'ring'] as const;
type Form = (typeof FORMS)[number];

export const sculpture: ObjectKind = {
  kind: 'sculpture',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, palette } = b;
      const noun = interpretation.noun ?? '';
      const form: Form = noun
        ? FORMS[hashSeed('sculpture-form', noun) % FORMS.length]!
        : rng.pick(FORMS);
      // The noun also fixes some proportions, so one word keeps a recognisable look.
      const nounRng = new Rng(hashSeed('sculpture-shape', noun));
      const plinthW = rng.vary(0.45, 0.1);
      const plinthH = rng.vary(0.35, 0.15);
      const plinth = g.roundedBox(plinthW, plinthH, plinthW, 0.015);
      b.add('plinth', plinth, palette.accent(FINISH.marble));
      const H = rng.vary(0.9, 0.15) * nounRng.range(0.8, 1.25);
      const body = build(b, form, H, plinthW, nounRng).move(0, plinthH - 0.005, 0);
      b.add(
        'sculpture',
        body,
        palette.main({ ...FINISH.brass, label: 'bronze', color: [0.55, 0.3, 0.12] }),
      );
    }),
};

function build(b: Builder, form: Form, H: number, base: number, nounRng: Rng): Solid {
  const { g, rng } = b;
  switch (form) {
    case 'twist': {
      const sides = nounRng.int(3, 6);
      const star = nounRng.chance(0.5);
      const r = base * 0.3;
      const outline: V2[] = [];
      const n = star ? sides * 2 : sides;
      for (let i = 0; i < n; i++) {
        const a = (2 * Math.PI * i) / n;
        const k = star && i % 2 === 1 ? 0.55 : 1;
        outline.push([Math.cos(a) * r * k, Math.sin(a) * r * k]);
      }
      const twist = rng.range(120, 300) * (nounRng.chance(0.5) ? 1 : -1);
      return g.extrudeUp(outline, H, twist, rng.range(0.2, 0.6));
    }
    case 'cairn': {
      const stones: Solid[] = [];
      let y = 0;
      const count = rng.int(4, 6);
      for (let i = 0; i < count; i++) {
        const r = base * 0.42 * (1 - (i / count) * 0.6) * rng.range(0.85, 1.05);
        const h = r * rng.range(0.45, 0.65);
        stones.push(
          g
            .ellipsoid(
              [rng.range(-0.03, 0.03), y + h * 0.9, rng.range(-0.03, 0.03)],
              [r, h, r * rng.range(0.75, 1)],
              g.n(0.6),
            )
            .rotate(0, rng.range(0, 180), 0),
        );
        y += h * 1.7;
      }
      return g.union(stones);
    }
    case 'blob': {
      const pts: Solid[] = [];
      const count = rng.int(5, 8);
      for (let i = 0; i < count; i++) {
        const t = i / (count - 1);
        const c: V3 = [
          Math.sin(t * 5 + nounRng.range(0, 6)) * base * 0.18,
          H * t * 0.85 + base * 0.15,
          Math.cos(t * 4) * base * 0.12,
        ];
        pts.push(g.ball(c, base * rng.range(0.14, 0.24) * (1 - t * 0.4), g.n(0.6)));
      }
      const links: Solid[] = [];
      for (let i = 0; i + 1 < pts.length; i++) links.push(g.hull([pts[i]!, pts[i + 1]!]));
      return g.union(links).trim([0, 1, 0], 0);
    }
    case 'ring': {
      const R = H * 0.38;
      const ring = g
        .arc(R, R * rng.range(0.16, 0.26), 0, 360, g.n())
        .scale([1, rng.range(1, 1.3), 1])
        .rotate(0, nounRng.range(0, 90), 0);
      const bb = ring.bounds();
      const foot = g.cyl(base * 0.12, base * 0.28, base * 0.18, g.n(0.5));
      return ring.move(0, -bb.min[1] + base * 0.08, 0).add(foot);
    }
  }
}
