/** Chair: seat, legs, backrest; armrests, cushion, rockers by prompt or noun (stool, throne). */
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { hexRgb } from '../../prompt/colors.ts';

export const chair: ObjectKind = {
  kind: 'chair',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const stool = b.is('stool', 'bar stool');
      const throne = b.is('throne');
      const rocking = b.is('rocking chair');
      const seatH = stool && b.is('bar stool') ? rng.vary(0.75, 0.05) : rng.vary(0.45, 0.06);
      const seatW = rng.vary(throne ? 0.62 : 0.46, 0.08);
      const seatD = rng.vary(throne ? 0.55 : 0.44, 0.08);
      const seatT = rng.vary(0.04, 0.15);
      const legCount = opts.number(stool ? rng.pick([3, 4]) : 4, 1, 8, 'leg');
      const round = stool ? rng.chance(0.7) : legCount !== 4;
      const roundLegs = rng.chance(0.5);
      const legR = rng.vary(0.02, 0.15);
      // A throne is gilded, tall-backed and upholstered in red velvet (in dark wood with a plain
      // back it read as a dining chair).
      const wood = throne ? FINISH.gold : FINISH.wood;
      const velvet = { ...FINISH.fabric, color: hexRgb(0xa01828) };

      // Seat.
      const seat = round
        ? g.cyl(seatT, Math.max(seatW, seatD) / 2)
        : g.roundedBox(seatW, seatT, seatD, 0.008);
      b.add('seat', seat.move(0, seatH - seatT, 0), palette.main(wood));

      // Legs.
      const legTop = seatH - seatT + 0.002;
      const inset = 0.03;
      const spots: Array<[number, number]> = [];
      if (legCount === 4 && !round) {
        for (const [sx, sz] of [
          [-1, 1],
          [1, 1],
          [1, -1],
          [-1, -1],
        ] as const) {
          spots.push([sx * (seatW / 2 - inset), sz * (seatD / 2 - inset)]);
        }
      } else if (legCount === 1) {
        spots.push([0, 0]);
      } else {
        const rr = Math.max(seatW, seatD) / 2 - inset;
        for (let i = 0; i < legCount; i++) {
          const a = (2 * Math.PI * i) / legCount + Math.PI / 4;
          spots.push([rr * Math.cos(a), rr * Math.sin(a)]);
        }
      }
      spots.forEach(([x, z], i) => {
        let leg: Solid;
        if (legCount === 1) {
          leg = g.cyl(legTop, 0.035).add(g.cyl(0.03, Math.max(seatW, seatD) * 0.4, 0.05));
        } else if (roundLegs || round) {
          const splay = stool ? 0.06 : 0;
          leg = g.rod(
            [x * (1 + splay * 3), 0, z * (1 + splay * 3)],
            [x, legTop, z],
            legR * 0.8,
            legR,
          );
        } else {
          leg = g.box(legR * 2, legTop, legR * 2).move(x, 0, z);
        }
        b.add(`leg_${i + 1}`, leg, palette.main(wood));
      });
      if (stool && legCount > 1 && rng.chance(0.7)) {
        // A ring of rungs a third of the way up.
        const y = legTop * 0.35;
        const rungs: Solid[] = [];
        for (let i = 0; i < spots.length; i++) {
          const [x0, z0] = spots[i]!;
          const [x1, z1] = spots[(i + 1) % spots.length]!;
          const k = stool ? 1.06 : 1;
          rungs.push(g.rod([x0 * k, y, z0 * k], [x1 * k, y, z1 * k], legR * 0.5));
        }
        b.add('rungs', g.union(rungs), palette.main(wood));
      }
      if (rocking) {
        const rockers: Solid[] = [];
        for (const sx of [-1, 1]) {
          const R = seatD * 1.6;
          const arc = g.arc(R, 0.015, 250, 40).rotate(0, 90, 0);
          const bb = arc.bounds();
          rockers.push(arc.move(sx * (seatW / 2 - inset), -bb.min[1] - 0.01, 0));
        }
        b.add('rockers', g.union(rockers), palette.main(wood));
      }

      // Backrest: two posts, a top rail and slats (or a panel).
      const wantBack = opts.want(!stool, 'backrest');
      const backH = throne ? rng.vary(1.2, 0.08) : rng.vary(0.45, 0.1);
      const backZ = -(seatD / 2) + 0.02;
      if (wantBack) {
        const y0 = seatH - 0.005;
        const tilt = throne ? 0 : rng.range(4, 10);
        const pieces: Solid[] = [];
        const postW = 0.035;
        for (const sx of [-1, 1]) {
          pieces.push(g.box(postW, backH, 0.035).move((sx * (seatW - postW)) / 2, 0, 0));
        }
        pieces.push(g.box(seatW, 0.07, 0.03).move(0, backH - 0.07, 0));
        if (throne || rng.chance(0.4)) {
          pieces.push(g.box(seatW - 0.02, backH * 0.8, 0.02).move(0, backH * 0.12, 0));
          if (throne) {
            pieces.push(
              g
                .cyl(0.02, seatW * 0.3)
                .rotate(90, 0, 0)
                .move(0, backH + 0.02, 0.01),
            );
          }
        } else {
          const slats = rng.int(2, 4);
          for (let i = 0; i < slats; i++) {
            const x = ((i + 1) / (slats + 1) - 0.5) * (seatW - postW);
            pieces.push(g.box(0.025, backH - 0.06, 0.018).move(x, 0, 0));
          }
        }
        const back = g.union(pieces).rotate(-tilt, 0, 0).move(0, y0, backZ);
        b.add('backrest', back, palette.main(wood));
        if (throne) {
          const panel = g
            .roundedBox(seatW - 0.08, backH * 0.7, 0.03, 0.01)
            .move(0, y0 + backH * 0.14, backZ + 0.02);
          b.add('back_cushion', panel, palette.accent(velvet));
          const tops = [-1, 1].map((sx) =>
            g.sphere(0.035).move((sx * (seatW - postW)) / 2, y0 + backH + 0.02, backZ),
          );
          b.add('finials', g.union(tops), palette.main(wood));
        }
      }

      // Armrests.
      const wantArms = opts.want(throne || b.is('armchair', 'recliner'), 'armrest', 'arm');
      if (wantArms) {
        const armY = seatH + rng.vary(0.22, 0.1);
        for (const [sx, side] of [
          [-1, 'l'],
          [1, 'r'],
        ] as const) {
          const x = sx * (seatW / 2 - 0.02);
          const post = g
            .box(0.035, armY - seatH + 0.01, 0.035)
            .move(x, seatH - 0.005, seatD / 2 - 0.05);
          const rail = g.roundedBox(0.06, 0.03, seatD * 0.95, 0.01).move(x, armY, -0.01);
          b.add(`armrest_${side}`, post.add(rail), palette.main(wood));
        }
      }

      // Cushion.
      if (opts.want(throne || b.is('armchair', 'recliner'), 'cushion')) {
        const cushion = round
          ? g.cyl(0.05, Math.max(seatW, seatD) / 2 - 0.02)
          : g.roundedBox(seatW - 0.04, 0.06, seatD - 0.04, 0.025);
        const def = throne ? velvet : FINISH.fabric;
        b.add('cushion', cushion.move(0, seatH - 0.01, 0.01), palette.accent(def));
      }
    }),
};
