/** Guitar, upright: a figure-eight body with a sound hole, neck, headstock, bridge, strings
 * and tuning pegs. Ukuleles are smaller; electric guitars have a solid body and pickups. */
import { hexRgb } from '../../prompt/colors.ts';
import { glossOf } from '../../prompt/meaning.ts';
import { assemble } from '../builder.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const guitar: ObjectKind = {
  kind: 'guitar',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const uke = b.is('ukulele', 'uke');
      const electric = b.is('electric guitar', 'bass guitar');
      // Lutes by their class (issue #32, session 29; docs/decisions.md "Household things,
      // vessels and instruments by their class"): a balalaika has its triangle; every other
      // chordophone without a kind (a lute, a mandolin, an oud, a bouzouki, a cittern) the
      // pear-shaped body with a round bowl for a back. They were the figure-eight guitar.
      const triangle = !uke && !electric && b.is('balalaika');
      const pear =
        !uke &&
        !electric &&
        !triangle &&
        b.is('lute', 'mandolin', 'mandola', 'oud', 'bouzouki', 'cittern', 'chordophone');
      // A stringed instrument without a kind whose gloss gives it a long neck (a sitar, a
      // samisen: issue #32, session 30, docs/decisions.md "Reading rules, session 30") is a
      // small round gourd body on a neck twice the guitar's, with the strings its gloss
      // counts; it was the figure-eight guitar.
      const gloss = b.is('stringed instrument') && !b.is('chordophone') ? glossOf(b.noun) : '';
      const longNeck = !uke && !electric && !triangle && !pear && /\blong neck\b/.test(gloss);
      const k = uke ? 0.55 : b.is('mandolin') ? 0.62 : 1;
      const lower = rng.vary(0.19, 0.06) * k * (longNeck ? 0.8 : 1);
      const upper = lower * rng.range(0.72, 0.82);
      const bodyL = longNeck ? lower * 2 : rng.vary(0.5, 0.05) * k;
      const depth = (electric ? 0.045 : 0.1) * k;
      const waist = lower * rng.range(0.6, 0.7);

      // Body outline in the XY plane: lower and upper bouts joined at a waist, smoothed.
      const n = 48;
      const half: number[] = [];
      for (let i = 0; i <= n; i++) {
        const y = (bodyL * i) / n;
        const lo = lower ** 2 - (y - lower) ** 2;
        const up = upper ** 2 - (y - (bodyL - upper)) ** 2;
        const mid = y > lower && y < bodyL - upper ? waist : 0;
        const t = i / n;
        if (longNeck) {
          // A round gourd.
          half.push(Math.sqrt(Math.max(0, lower ** 2 - (y - lower) ** 2)));
        } else if (pear) {
          // Round at the bottom, tapering in a long curve to the neck.
          const bowl = t < 0.4 ? Math.sqrt(Math.max(0, 1 - ((0.4 - t) / 0.4) ** 2)) : 1;
          const taper = t < 0.4 ? 1 : Math.max(0.14, (1 - (t - 0.4) / 0.6) ** 0.75);
          half.push(lower * 1.05 * bowl * taper);
        } else if (triangle) {
          // A flat wide bottom narrowing straight to the neck, its corners a little rounded.
          const corner = t < 0.08 ? Math.sqrt(1 - ((0.08 - t) / 0.08) ** 2) * 0.15 + 0.85 : 1;
          half.push(lower * 1.15 * Math.max(0.12, 1 - t * 0.9) * corner);
        } else half.push(Math.max(Math.sqrt(Math.max(0, lo)), Math.sqrt(Math.max(0, up)), mid));
      }
      const smooth = half.map((w, i) =>
        i === 0 || i === n ? w : (half[i - 1]! + 2 * w + half[i + 1]!) / 4,
      );
      const outline: V2[] = [
        ...smooth.map((w, i) => [Math.max(w, 0.004), (bodyL * i) / n] as V2),
        ...smooth.map((w, i) => [-Math.max(w, 0.004), (bodyL * i) / n] as V2).reverse(),
      ];
      let body: Solid = g.extrude(outline, depth);
      const wood = electric
        ? {
            ...tinted(
              FINISH.paint,
              hexRgb(rng.pick([0xc62828, 0x1a1a1a, 0xf2f2f0, 0x2a5ac8])),
              'lacquer',
            ),
            roughness: 0.2,
          }
        : longNeck
          ? FINISH.wood
          : rng.pick([FINISH.paleWood, FINISH.wood]);
      const holeY = bodyL * 0.62;
      if (!electric && !longNeck) {
        body = body.sub(
          g.rod(
            [0, holeY, depth / 2 - 0.004],
            [0, holeY, depth],
            lower * 0.3,
            lower * 0.3,
            g.n(0.6),
          ),
        );
        b.add(
          'sound_hole',
          g.rod(
            [0, holeY, -depth / 2 + 0.01],
            [0, holeY, depth / 2 - 0.003],
            lower * 0.3,
            lower * 0.3,
            g.n(0.6),
          ),
          palette.fixed(tinted(FINISH.darkWood, hexRgb(0x1a120c), 'dark wood')),
        );
      }
      if (longNeck) {
        // The gourd's round back behind the flat soundboard.
        const back = g
          .ellipsoid([0, lower, -depth / 2 + 0.01], [lower, lower, lower * 0.75])
          .sub(g.box(1, 1, 1).move(0, 0, 0.5 - depth / 2 + 0.01));
        body = g.union([body, back]);
      }
      if (pear) {
        // The lute's bowl: a half ellipsoid behind the flat soundboard.
        const back = g
          .ellipsoid([0, bodyL * 0.42, -depth / 2 + 0.01], [lower, bodyL * 0.44, lower * 0.6])
          .sub(g.box(1, 1, 1).move(0, -0.2, 0.5 - depth / 2 + 0.01));
        body = g.union([body, back]);
      }
      b.add('body', body, palette.main(wood));

      // Neck, fretboard, headstock.
      // A lute's neck is short against its body.
      const neckL = rng.vary(0.45, 0.04) * k * (pear ? 0.62 : longNeck ? 1.9 : 1);
      const neckW = 0.05 * k;
      const neckY = bodyL - 0.02;
      // The neck's face is flush with the body's top, so the fretboard lies on both.
      const neckZ = depth / 2 - depth * 0.15;
      const neck = g.box(neckW, neckL, depth * 0.3).move(0, neckY, neckZ);
      b.add('neck', neck, palette.detail(FINISH.wood));
      const board = g
        .box(neckW * 1.02, neckL + bodyL * 0.25, 0.008)
        .move(0, neckY - bodyL * 0.25, depth / 2);
      b.add('fretboard', board, palette.fixed(FINISH.darkWood));
      const headY = neckY + neckL - 0.005;
      const head = g.extrude(
        [
          [-neckW * 0.55, 0],
          [neckW * 0.55, 0],
          [neckW * 0.75, 0.18 * k],
          [-neckW * 0.75, 0.18 * k],
        ],
        depth * 0.25,
      );
      const headZ = depth / 2 - depth * 0.125;
      // A lute's and an oud's pegbox is bent sharply back from the neck.
      const bent = pear && b.is('lute', 'oud');
      const bend = (s: Solid): Solid =>
        bent ? s.move([0, -headY, -headZ]).rotate(-65, 0, 0).move([0, headY, headZ]) : s;
      b.add('headstock', bend(head.move(0, headY, headZ)), palette.detail(FINISH.darkWood));
      const pegs: Solid[] = [];
      for (let i = 0; i < 3; i++) {
        const y = headY + (0.04 + i * 0.05) * k;
        for (const sx of [1, -1])
          pegs.push(
            g.rod([sx * neckW * 0.6, y, headZ], [sx * neckW * 1.1, y, headZ], 0.006, 0.006, 8),
          );
      }
      b.add('pegs', bend(g.union(pegs)), palette.fixed(FINISH.chrome));

      // Bridge and strings.
      const bridgeY = bodyL * (electric ? 0.25 : 0.3);
      b.add(
        'bridge',
        g.box(lower * 0.6, 0.02, 0.012).move(0, bridgeY, depth / 2),
        palette.fixed(FINISH.darkWood),
      );
      const glossStrings = /\b(three|four|five|six|seven|[3-9]) (?:[a-z]+ )?strings\b/.exec(
        gloss,
      )?.[1];
      const counted = glossStrings
        ? Number(glossStrings) ||
          ['three', 'four', 'five', 'six', 'seven'].indexOf(glossStrings) + 3
        : undefined;
      const strings = opts.number(
        counted ?? (uke ? 4 : triangle ? 3 : b.is('mandolin') ? 8 : 6),
        1,
        12,
        'string',
      );
      const wires: Solid[] = [];
      for (let i = 0; i < strings; i++) {
        const x = (i / Math.max(1, strings - 1) - 0.5) * neckW * 0.75;
        wires.push(
          g.rod(
            [x, bridgeY + 0.01, depth / 2 + 0.008],
            [x * 0.9, headY + 0.005, depth / 2 + 0.002],
            0.0009,
            0.0009,
            6,
          ),
        );
      }
      b.add('strings', g.union(wires), palette.fixed(FINISH.steel));
      if (electric) {
        const pickups = g.union(
          [0.42, 0.55].map((t) => g.box(lower * 0.45, 0.025, 0.012).move(0, bodyL * t, depth / 2)),
        );
        b.add('pickups', pickups, palette.fixed(FINISH.darkMetal));
      }
    }),
};
