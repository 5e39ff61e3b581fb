/** Table: top, legs (square, tapered or turned), apron; desks get a drawer. */
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const table: ObjectKind = {
  kind: 'table',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const coffee = b.is('coffee table');
      const side = b.is('side table');
      const desk = b.is('desk');
      const height = rng.vary(coffee ? 0.42 : side ? 0.55 : 0.75, 0.05);
      let legs = opts.number(4, 1, 8, 'leg');
      const round = legs === 3 || legs > 4 || (!desk && rng.chance(side ? 0.6 : 0.3));
      if (round && legs === 4 && rng.chance(0.4)) legs = 1;
      const width = rng.vary(coffee ? 1.0 : side ? 0.5 : desk ? 1.3 : 1.5, 0.1);
      const depth = rng.vary(coffee ? 0.55 : side ? 0.5 : desk ? 0.65 : 0.85, 0.1);
      const radius = rng.vary(coffee ? 0.45 : side ? 0.28 : 0.55, 0.1);
      const thick = rng.vary(0.035, 0.15);
      const wood = rng.pick([FINISH.wood, FINISH.darkWood, FINISH.paleWood]);
      const legStyle = rng.pick(['square', 'tapered', 'turned'] as const);

      const top = round ? g.cyl(thick, radius) : g.roundedBox(width, thick, depth, 0.006);
      b.add('top', top.move(0, height - thick, 0), palette.main(wood));

      const legTop = height - thick + 0.002;
      const legR = rng.vary(coffee ? 0.025 : 0.03, 0.1);
      const spots: Array<[number, number]> = [];
      if (legs === 1) spots.push([0, 0]);
      else if (!round && legs === 4) {
        const ix = width / 2 - 0.07;
        const iz = depth / 2 - 0.07;
        spots.push([-ix, iz], [ix, iz], [ix, -iz], [-ix, -iz]);
      } else {
        const rr = (round ? radius : Math.min(width, depth) / 2) * 0.7;
        for (let i = 0; i < legs; i++) {
          const a = (2 * Math.PI * i) / legs + Math.PI / 4;
          spots.push([rr * Math.cos(a), rr * Math.sin(a)]);
        }
      }
      spots.forEach(([x, z], i) => {
        let leg: Solid;
        if (legs === 1) {
          const foot = round ? radius * 0.6 : Math.min(width, depth) * 0.35;
          leg = g
            .revolve(
              [
                [foot, 0],
                [foot, 0.02],
                [legR * 1.6, 0.06],
                [legR * 1.4, legTop * 0.5],
                [legR * 1.8, legTop - 0.03],
                [legR * 2.5, legTop],
                [0, legTop],
                [0, 0],
              ],
              g.n(0.75),
            )
            .move(x, 0, z);
        } else if (legStyle === 'square') {
          leg = g.box(legR * 2, legTop, legR * 2).move(x, 0, z);
        } else if (legStyle === 'tapered') {
          leg = g.cyl(legTop, legR * 0.6, legR * 1.1, g.n(0.4)).move(x, 0, z);
        } else {
          const r = legR;
          leg = g
            .revolve(
              [
                [0, 0],
                [r * 0.7, 0],
                [r * 0.9, legTop * 0.08],
                [r * 0.7, legTop * 0.2],
                [r * 1.25, legTop * 0.45],
                [r * 0.75, legTop * 0.7],
                [r * 1.1, legTop * 0.82],
                [r * 1.1, legTop],
                [0, legTop],
              ],
              g.n(0.4),
            )
            .move(x, 0, z);
        }
        b.add(`leg_${i + 1}`, leg, palette.main(wood));
      });

      if (!round && legs === 4 && !coffee) {
        const h = 0.08;
        const y = legTop - h;
        const ix = width / 2 - 0.07;
        const iz = depth / 2 - 0.07;
        const apron = g.union([
          g.boxAt([-ix, y, iz - 0.01], [ix, legTop, iz + 0.01]),
          g.boxAt([-ix, y, -iz - 0.01], [ix, legTop, -iz + 0.01]),
          g.boxAt([-ix - 0.01, y, -iz], [-ix + 0.01, legTop, iz]),
          g.boxAt([ix - 0.01, y, -iz], [ix + 0.01, legTop, iz]),
        ]);
        b.add('apron', apron, palette.main(wood));
      }
      if (coffee && !round && rng.chance(0.6)) {
        const ix = width / 2 - 0.07;
        const iz = depth / 2 - 0.07;
        b.add(
          'shelf',
          g.boxAt([-ix, height * 0.25, -iz], [ix, height * 0.25 + 0.02, iz]),
          palette.main(wood),
        );
      }
      if (desk || opts.has('drawer')) {
        const dw = Math.min(0.45, width * 0.35);
        const x = width / 2 - 0.07 - dw / 2;
        const box = g.boxAt(
          [x - dw / 2, legTop - 0.16, -depth / 2 + 0.08],
          [x + dw / 2, legTop, depth / 2 - 0.06],
        );
        b.add('drawer', box, palette.main(wood));
        const knob = g.ball([x, legTop - 0.08, depth / 2 - 0.05], 0.012, g.n(0.25));
        b.add('knob', knob, palette.fixed(FINISH.brass));
      }
    }),
};
