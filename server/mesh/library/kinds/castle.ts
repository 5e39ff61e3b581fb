/** Castle: curtain walls with battlements, round corner towers with roofs, a keep, a gate. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { battlements } from './tower.ts';

export const castle: ObjectKind = {
  kind: 'castle',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const palace = b.is('palace');
      const W = rng.vary(palace ? 40 : 30, 0.1);
      const D = rng.vary(palace ? 30 : 26, 0.1);
      const wallH = rng.vary(8, 0.1);
      const wallT = 2.2;
      const stone = palace ? FINISH.marble : FINISH.stone;
      const roofFinish = palace
        ? tinted(FINISH.slate, hexRgb(0x2a4a8a), 'blue slate')
        : rng.chance(0.5)
          ? FINISH.slate
          : FINISH.roofTile;

      // Curtain walls with merlons and a gate in the front.
      const ring = g
        .box(W, wallH, D)
        .sub(g.box(W - 2 * wallT, wallH * 3, D - 2 * wallT).move(0, -wallH, 0));
      const merlons: Solid[] = [];
      const step = 2;
      for (let x = -W / 2 + 1; x <= W / 2 - 1; x += step) {
        merlons.push(
          g.boxAt([x - 0.5, wallH - 0.01, D / 2 - wallT], [x + 0.5, wallH + 1.1, D / 2]),
        );
        merlons.push(
          g.boxAt([x - 0.5, wallH - 0.01, -D / 2], [x + 0.5, wallH + 1.1, -D / 2 + wallT]),
        );
      }
      for (let z = -D / 2 + 1; z <= D / 2 - 1; z += step) {
        merlons.push(
          g.boxAt([W / 2 - wallT, wallH - 0.01, z - 0.5], [W / 2, wallH + 1.1, z + 0.5]),
        );
        merlons.push(
          g.boxAt([-W / 2, wallH - 0.01, z - 0.5], [-W / 2 + wallT, wallH + 1.1, z + 0.5]),
        );
      }
      const gateW = 4;
      const gateH = 5.5;
      const gateCut = g
        .box(gateW, gateH - gateW / 2, wallT * 3)
        .add(
          g.rod(
            [0, gateH - gateW / 2, -wallT * 1.5],
            [0, gateH - gateW / 2, wallT * 1.5],
            gateW / 2,
            gateW / 2,
            g.n(0.5),
          ),
        )
        .move(0, -0.01, D / 2);
      b.add('walls', ring.add(...merlons).sub(gateCut), palette.main(stone));
      const gate = g
        .box(gateW, gateH - gateW / 2, 0.3)
        .add(
          g.rod(
            [0, gateH - gateW / 2, -0.15],
            [0, gateH - gateW / 2, 0.15],
            gateW / 2,
            gateW / 2,
            g.n(0.5),
          ),
        )
        .move(0, 0, D / 2 - wallT / 2);
      if (!opts.lacks('gate')) b.add('gate', gate, palette.fixed(FINISH.darkWood));

      // Corner towers (more on the sides when asked for).
      const towers = opts.number(4, 0, 8, 'tower');
      const spots: Array<[number, number]> = [
        [-W / 2, D / 2],
        [W / 2, D / 2],
        [W / 2, -D / 2],
        [-W / 2, -D / 2],
        [0, -D / 2],
        [-W / 2, 0],
        [W / 2, 0],
        [0, D / 2 + 0.5],
      ];
      const towerR = rng.vary(3.2, 0.08);
      const towerH = wallH * rng.range(1.5, 1.9);
      const roofed = !opts.lacks('roof') && (palace || rng.chance(0.6) || opts.has('roof'));
      const flags: Solid[] = [];
      for (let i = 0; i < towers; i++) {
        const [x, z] = spots[i]!;
        const r = i >= 4 ? towerR * 0.8 : towerR;
        const h = i >= 4 ? towerH * 0.85 : towerH;
        if (i === 7) continue; // the gate stays clear
        const body = g
          .cyl(h, r)
          .add(battlements(b, r * 1.12, 0.6, 1.2, 10).move(0, h - 0.1, 0))
          .move(x, 0, z);
        b.add(`tower_${i + 1}`, body, palette.main(stone));
        if (roofed) {
          const roof = g.cyl(r * 2.2, r * 1.2, 0.05, g.n(0.8)).move(x, h + 0.3, z);
          b.add(`roof_${i + 1}`, roof, palette.accent(roofFinish));
          if (opts.want(i % 2 === 0, 'flag')) {
            const top = h + 0.3 + r * 2.2;
            flags.push(g.cyl(2.5, 0.08, 0.06, 8).move(x, top - 0.3, z));
            flags.push(g.box(1.6, 0.9, 0.05).move(x + 0.85, top + 1.1, z));
          }
        }
      }
      if (flags.length > 0) {
        b.add(
          'flags',
          g.union(flags),
          palette.fixed(
            tinted(FINISH.fabric, hexRgb(rng.pick([0xc62828, 0x1e5fd0, 0xe0b020])), 'flag'),
          ),
        );
      }

      // The keep in the middle-back.
      if (!opts.lacks('keep')) {
        const kw = W * rng.range(0.3, 0.4);
        const kd = D * rng.range(0.3, 0.4);
        const kh = wallH * rng.range(1.8, 2.3);
        const kz = -D * 0.12;
        const keep = g.box(kw, kh, kd).move(0, 0, kz);
        const crown: Solid[] = [];
        for (let x = -kw / 2 + 0.6; x <= kw / 2 - 0.6; x += 1.8) {
          crown.push(
            g.boxAt([x - 0.5, kh - 0.01, kz + kd / 2 - 0.8], [x + 0.5, kh + 1, kz + kd / 2]),
          );
          crown.push(
            g.boxAt([x - 0.5, kh - 0.01, kz - kd / 2], [x + 0.5, kh + 1, kz - kd / 2 + 0.8]),
          );
        }
        b.add('keep', keep.add(...crown), palette.main(stone));
        const windows: Solid[] = [];
        for (let row = 0; row < 3; row++) {
          for (let c = 0; c < 3; c++) {
            const x = (c - 1) * kw * 0.28;
            windows.push(g.box(0.8, 1.6, 0.3).move(x, kh * (0.35 + row * 0.2), kz + kd / 2));
          }
        }
        b.add(
          'keep_windows',
          g.union(windows),
          palette.fixed(tinted(FINISH.glass, hexRgb(0x20262e), 'dark glass')),
        );
      }
    }),
};
