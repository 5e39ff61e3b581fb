/** House: walls, gable or hip roof, doors, windows with frames, chimney; storeys by prompt. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const WALLS = [0xf1ead8, 0xf6f1e6, 0xe9d8a6, 0xc9dbe6, 0xe8c8c0, 0xd8e2c8, 0xb85a44];
const DOORS = [0x7a1e1e, 0x1e4a7a, 0x2e5a2e, 0x5e3b20, 0x303030];

export const house: ObjectKind = {
  kind: 'house',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const small = b.is('hut', 'cabin', 'cottage');
      const big = b.is('mansion', 'villa', 'manor', 'manor house', 'chateau', 'château');
      // A bungalow is one wide, low storey under a hipped roof (session 24: it was drawn with
      // two storeys as often as not).
      const bungalow = b.is('bungalow', 'ranch house');
      const doll = b.is('dollhouse');
      // A chalet is timber, two storeys under a low roof with wide eaves, a balcony across
      // its front; a duplex is one wide house with two front doors (session 27, places).
      const chalet = b.is('chalet');
      const duplex = b.is('duplex', 'duplex house', 'semi-detached house');
      const unit = doll ? 0.08 : 1;
      // A balcony asked for needs an upper floor to stand out from.
      const storeys = Math.max(
        opts.number(big || chalet ? 2 : small || bungalow ? 1 : rng.pick([1, 2]), 1, 4, 'floor'),
        (opts.has('balcony') || chalet) && !opts.has('floor') ? 2 : 1,
      );
      const W = rng.vary(big ? 14 : small ? 5 : bungalow || duplex ? 11 : 8.5, 0.1) * unit;
      const D = rng.vary(big ? 10 : small ? 4.2 : bungalow ? 7.5 : 6.5, 0.1) * unit;
      const storeyH = 2.8 * unit;
      const wallH = storeys * storeyH + 0.3 * unit;
      const overhang = (chalet ? 1.2 : 0.45) * unit;
      const pitch = chalet ? 0.45 : rng.range(0.55, 0.85);
      const roofH = (D / 2 + overhang) * pitch;
      const hip = bungalow || (!b.is('cabin', 'hut') && !chalet && rng.chance(0.3));
      // A manor is the big house in dressed stone (in pale plaster it read as any big house).
      const wallFinish = b.is('cabin')
        ? FINISH.wood
        : chalet
          ? tinted(FINISH.wood, hexRgb(0x9a6434), 'larch boards')
          : b.is('manor', 'manor house', 'chateau', 'château')
            ? tinted(FINISH.stone, hexRgb(0xb8a890), 'stone')
            : tinted(FINISH.plaster, hexRgb(rng.pick(WALLS)), 'plaster');

      // Walls, with the gable triangles when the roof has gables.
      const walls: Solid[] = [g.box(W, wallH, D)];
      if (!hip) {
        const gableH = (roofH * (D / 2)) / (D / 2 + overhang);
        walls.push(
          g
            .extrude(
              [
                [-D / 2, 0],
                [D / 2, 0],
                [0, gableH],
              ],
              W,
            )
            .rotate(0, 90, 0)
            .move(0, wallH - 0.01, 0),
        );
      }
      b.add('walls', g.union(walls), palette.main(wallFinish));

      // Roof: a shell over the walls.
      const t = 0.18 * unit;
      let roof: Solid;
      const roofFinish = chalet
        ? tinted(FINISH.slate, hexRgb(0x4a3a30), 'shingles')
        : rng.chance(0.65)
          ? FINISH.roofTile
          : FINISH.slate;
      if (hip) {
        const x0 = W / 2 + overhang;
        const z0 = D / 2 + overhang;
        const ridge = Math.max(0.01, W / 2 - D / 2);
        const outer = g.hull([
          [-x0, 0, -z0],
          [x0, 0, -z0],
          [x0, 0, z0],
          [-x0, 0, z0],
          [-ridge, roofH, 0],
          [ridge, roofH, 0],
        ]);
        roof = outer.sub(outer.move(0, -t, 0)).move(0, wallH, 0);
      } else {
        const prism = g
          .extrude(
            [
              [-D / 2 - overhang, 0],
              [D / 2 + overhang, 0],
              [0, roofH],
            ],
            W + 2 * overhang,
          )
          .rotate(0, 90, 0);
        roof = prism.sub(prism.move(0, -t, 0)).move(0, wallH - t * 0.6, 0);
      }
      b.add('roof', roof, palette.accent(roofFinish));

      // Doors along the front.
      const doors = opts.number(big || duplex ? 2 : 1, 1, 4, 'door');
      const doorW = 1.0 * unit;
      const doorH = 2.15 * unit;
      const doorFinish = tinted(FINISH.paint, hexRgb(rng.pick(DOORS)), 'door paint');
      const doorXs: number[] = [];
      for (let i = 0; i < doors; i++) {
        const x = doors === 1 ? rng.range(-0.15, 0.15) * W : ((i + 0.5) / doors - 0.5) * W * 0.8;
        doorXs.push(x);
        const door = g.box(doorW, doorH, 0.12 * unit).move(x, 0.02 * unit, D / 2);
        const knob = g.ball(
          [x + doorW * 0.35, doorH * 0.48, D / 2 + 0.08 * unit],
          0.05 * unit,
          g.n(0.2),
        );
        b.add(`door_${i + 1}`, door.add(knob), palette.fixed(doorFinish));
      }
      const porch = !doll && opts.has('porch');
      if (!doll && !porch)
        b.add(
          'step',
          g.box(doorW * 1.6, 0.15, 0.5).move(doorXs[0]!, 0, D / 2 + 0.2),
          palette.fixed(FINISH.stone),
        );

      // Windows: a glass pane and a frame, front, back and sides, every storey.
      const glass = tinted(FINISH.glass, hexRgb(0x8fb4c8), 'window glass');
      const frameFinish = tinted(FINISH.paint, hexRgb(0xf4f4f0), 'window frames');
      const winW = 1.1 * unit;
      const winH = 1.3 * unit;
      const frames: Solid[] = [];
      const panes: Solid[] = [];
      const perRow = Math.max(1, Math.floor(W / (2.6 * unit)));
      const asked = opts.count('window');
      let placed = 0;
      // The front windows drawn, where shutters hang if asked for.
      const fronts: Array<readonly [number, number]> = [];
      const addWindow = (x: number, y: number, z: number, side: boolean): void => {
        if (asked !== undefined && placed >= asked) return;
        if (opts.lacks('window')) return;
        placed++;
        if (!side && z > 0) fronts.push([x, y]);
        const fw = winW + 0.16 * unit;
        const fh = winH + 0.16 * unit;
        const depth = 0.1 * unit;
        let frame = g.box(fw, fh, depth).sub(g.box(winW, winH, depth * 3).move(0, 0.08 * unit, 0));
        frame = frame.add(g.box(0.06 * unit, winH, depth * 0.8).move(0, 0.08 * unit, 0));
        frame = frame.add(g.box(winW, 0.06 * unit, depth * 0.8).move(0, 0.08 * unit + winH / 2, 0));
        let pane = g.box(winW, winH, depth * 0.5).move(0, 0.08 * unit, 0);
        if (side) {
          frame = frame.rotate(0, 90, 0);
          pane = pane.rotate(0, 90, 0);
        }
        frames.push(frame.move(x, y, z));
        panes.push(pane.move(x, y, z));
      };
      for (let s = 0; s < storeys; s++) {
        const y = s * storeyH + 0.95 * unit;
        for (let i = 0; i < perRow; i++) {
          const x = ((i + 0.5) / perRow - 0.5) * W * 0.85;
          if (s === 0 && doorXs.some((dx) => Math.abs(dx - x) < (doorW + winW) / 2 + 0.2 * unit))
            continue;
          addWindow(x, y, D / 2, false);
        }
      }
      for (let s = 0; s < storeys; s++) {
        const y = s * storeyH + 0.95 * unit;
        addWindow(W / 2, y, 0, true);
        addWindow(-W / 2, y, 0, true);
        for (let i = 0; i < perRow; i++)
          addWindow(((i + 0.5) / perRow - 0.5) * W * 0.85, y, -D / 2, false);
      }
      if (panes.length > 0) {
        b.add('windows', g.union(panes), palette.fixed(glass));
        b.add('window_frames', g.union(frames), palette.fixed(frameFinish));
      }

      // Parts a prompt names: a porch, a balcony, shutters, a skylight, a driveway (issue #32,
      // session 26; docs/decisions.md, "A house with a porch"). None draws a seeded number,
      // so a house that asks for none builds the bytes it did before they existed.
      const trim = tinted(FINISH.paint, hexRgb(0xf4f4f0), 'trim');
      if (porch) {
        // A deck before the door, two posts and a lean-to roof from the wall.
        const pw = Math.min(W * 0.8, doorW * 4);
        const pd = 1.9 * unit;
        const px = Math.max(-W / 2 + pw / 2, Math.min(W / 2 - pw / 2, doorXs[0]!));
        const postH = 2.7 * unit;
        const deck = g.box(pw, 0.32 * unit, pd + 0.05).move(px, 0, D / 2 + pd / 2 - 0.02);
        const posts = [-1, 1].map((side) =>
          g
            .box(0.16 * unit, postH, 0.16 * unit)
            .move(px + side * (pw / 2 - 0.15 * unit), 0.3 * unit, D / 2 + pd - 0.15 * unit),
        );
        const lean = g
          .box(pw + 0.3 * unit, 0.12 * unit, pd + 0.45 * unit)
          .rotate(-12, 0, 0)
          .move(px, 0.3 * unit + postH + 0.05 * unit, D / 2 + pd / 2 + 0.05 * unit);
        b.add('porch', g.union([deck, ...posts]), palette.detail(trim));
        b.add(
          'porch_roof',
          lean,
          palette.detail(tinted(FINISH.slate, hexRgb(0x5a5a60), 'porch roof')),
          ['porch'],
        );
      }
      if ((opts.has('balcony') || (chalet && !opts.lacks('balcony'))) && storeys > 1) {
        // A slab out from the first upper floor, railed on three sides.
        const bw = chalet ? W * 0.9 : Math.min(W * 0.45, 3.2 * unit);
        const bd = 1.1 * unit;
        const y = storeyH;
        const slab = g.box(bw, 0.16 * unit, bd + 0.05).move(0, y, D / 2 + bd / 2 - 0.02);
        const railH = 1.0 * unit;
        const rails: Solid[] = [
          g.box(bw, 0.07 * unit, 0.07 * unit).move(0, y + railH, D / 2 + bd - 0.04),
          ...[-1, 1].map((side) =>
            g
              .box(0.07 * unit, 0.07 * unit, bd)
              .move(side * (bw / 2 - 0.04), y + railH, D / 2 + bd / 2),
          ),
        ];
        const bars = Math.round(bw / (0.2 * unit));
        for (let i = 0; i <= bars; i++)
          rails.push(
            g
              .box(0.04 * unit, railH, 0.04 * unit)
              .move(-bw / 2 + 0.04 + ((bw - 0.08) * i) / bars, y + 0.15 * unit, D / 2 + bd - 0.04),
          );
        for (const side of [-1, 1])
          for (let i = 0; i < 4; i++)
            rails.push(
              g
                .box(0.04 * unit, railH, 0.04 * unit)
                .move(side * (bw / 2 - 0.04), y + 0.15 * unit, D / 2 + (bd * (i + 0.5)) / 4),
            );
        b.add(
          'balcony',
          slab,
          palette.detail(tinted(FINISH.stone, hexRgb(0xd8d4cc), 'balcony slab')),
        );
        b.add(
          'balcony_railing',
          g.union(rails),
          palette.detail(tinted(FINISH.iron, hexRgb(0x2a2a2e), 'railing')),
          ['balcony', 'railing'],
        );
      }
      if (opts.has('shutters', 'shutter')) {
        // A panel either side of every front window.
        const leaves: Solid[] = [];
        for (const [x, y] of fronts)
          for (const side of [-1, 1])
            leaves.push(
              g
                .box(winW * 0.48, winH + 0.12 * unit, 0.06 * unit)
                .move(
                  x + side * (winW * 0.5 + 0.08 * unit + winW * 0.24),
                  y + 0.02 * unit,
                  D / 2 + 0.02 * unit,
                ),
            );
        if (leaves.length > 0)
          b.add(
            'shutters',
            g.union(leaves),
            palette.detail(tinted(FINISH.paint, hexRgb(0x2e6a46), 'shutter paint')),
            ['shutter'],
          );
      }
      if (opts.has('skylight')) {
        // A framed pane lying on the front slope of the roof, halfway up.
        const run = D / 2 + overhang;
        const tilt = (Math.atan2(roofH, run) * 180) / Math.PI;
        const zc = run * 0.45;
        const yc = wallH - t * 0.6 + roofH * (1 - zc / run) + t * 0.4;
        const frame = g
          .box(1.3 * unit, 0.14 * unit, 1.5 * unit)
          .rotate(tilt, 0, 0)
          .move(-W * 0.2, yc - 0.07 * unit, zc);
        const pane = g
          .box(1.06 * unit, 0.05 * unit, 1.26 * unit)
          .rotate(tilt, 0, 0)
          .move(-W * 0.2, yc + 0.05 * unit, zc + 0.01);
        b.add(
          'skylight',
          frame,
          palette.detail(tinted(FINISH.darkMetal, hexRgb(0x3a3a40), 'skylight frame')),
        );
        b.add('skylight_glass', pane, palette.fixed(glass), ['skylight']);
      }
      if (opts.has('driveway')) {
        // A paved strip from the front of the house out to the road, beside the door.
        const dx = doorXs[0]! > 0 ? -W * 0.3 : W * 0.3;
        b.add(
          'driveway',
          g.box(2.8 * unit, 0.04 * unit, 6 * unit).move(dx, 0, D / 2 + 3 * unit),
          palette.detail(tinted(FINISH.stone, hexRgb(0x8a8a88), 'paving')),
        );
      }

      // Chimney through the roof.
      if (opts.want(!doll && rng.chance(0.6), 'chimney')) {
        const cx = W * rng.range(0.18, 0.32) * (rng.chance(0.5) ? 1 : -1);
        const cz = -D * 0.2;
        const slopeY = wallH + roofH * (1 - Math.abs(cz) / (D / 2 + overhang));
        const chimney = g
          .box(0.7 * unit, slopeY - wallH + 1.1 * unit, 0.7 * unit)
          .move(cx, wallH, cz);
        b.add('chimney', chimney, palette.detail(tinted(FINISH.stone, hexRgb(0x9a4a36), 'brick')));
      }
    }),
};
