/** Tower: a round stone shaft with battlements or a conical roof, door, slit windows, flag;
 * lighthouses get stripes and a lantern room. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble, type Builder } from '../builder.ts';
import type { Solid } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const tower: ObjectKind = {
  kind: 'tower',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      if (b.is('lighthouse', 'light house')) lighthouse(b);
      else stoneTower(b);
    }),
};

/** A crenellated ring: `count` merlons around radius R, from y to y + h. */
export function battlements(b: Builder, R: number, wall: number, h: number, count: number): Solid {
  const { g } = b;
  const ring = g.annulus(R, R - wall, h);
  const gaps: Solid[] = [];
  for (let i = 0; i < count; i++) {
    const a = (360 * (i + 0.5)) / count;
    const w = ((2 * Math.PI * R) / count) * 0.45;
    gaps.push(
      g
        .box(w, h, wall * 4)
        .move(0, h * 0.45, R)
        .rotate(0, a, 0),
    );
  }
  return ring.sub(...gaps);
}

function stoneTower(b: Builder): void {
  const { g, rng, opts, palette } = b;
  const turret = b.is('turret');
  const H = rng.vary(turret ? 7 : 15, 0.12);
  const R = rng.vary(turret ? 1.5 : 2.6, 0.1);
  const taper = rng.range(0.85, 0.97);
  // A steeple is a church's spire: the tall pointed roof is what names it, never battlements.
  const spire = b.is('spire', 'minaret', 'steeple');
  const stone = spire ? FINISH.marble : FINISH.stone;
  b.add('body', g.cyl(H, R, R * taper), palette.main(stone));
  const topR = R * taper;

  const roofed = opts.want(spire || (!opts.has('battlement') && rng.chance(0.5)), 'roof');
  const crenellated = opts.want(!roofed, 'battlement');
  if (crenellated) {
    const corbel = g.cyl(0.5, topR, topR * 1.12).move(0, H - 0.3, 0);
    const crown = battlements(b, topR * 1.12, 0.45, 1.1, Math.max(8, Math.round(topR * 4))).move(
      0,
      H + 0.2,
      0,
    );
    b.add('battlements', corbel.add(crown), palette.main(stone));
  }
  if (roofed) {
    const roofH = topR * rng.range(1.8, 2.6) * (spire ? 1.8 : 1);
    const y0 = crenellated ? H + 0.8 : H - 0.05;
    const roof = g.cyl(roofH, topR * 1.18, 0.02).move(0, y0, 0);
    b.add('roof', roof, palette.accent(rng.chance(0.5) ? FINISH.slate : FINISH.roofTile));
    if (b.is('steeple')) {
      // A church's steeple carries a cross at its point, not a castle's flag.
      const top = y0 + roofH - 0.1;
      const cross = g.box(0.18, 1.6, 0.18).add(g.box(0.9, 0.18, 0.18).move(0, 1.05, 0));
      b.add('cross', cross.move(0, top, 0), palette.fixed(FINISH.gold));
    } else if (opts.want(rng.chance(0.7), 'flag')) flag(b, y0 + roofH - 0.2, 2.2);
  } else if (opts.want(rng.chance(0.5), 'flag')) {
    flag(b, H, 3);
  }

  // Arched door and slit windows.
  const doorW = 1.2;
  const doorH = 2.2;
  const arch = g
    .box(doorW, doorH - doorW / 2, 0.3)
    .add(
      g.rod(
        [0, doorH - doorW / 2, -0.15],
        [0, doorH - doorW / 2, 0.15],
        doorW / 2,
        doorW / 2,
        g.n(0.5),
      ),
    );
  if (!opts.lacks('door'))
    b.add('door', arch.move(0, 0.02, R - 0.1), palette.fixed(FINISH.darkWood));
  const windows = opts.number(rng.int(3, 5), 0, 12, 'window');
  const slits: Solid[] = [];
  for (let i = 0; i < windows; i++) {
    const y = 4 + ((H - 6) * i) / Math.max(1, windows - 1);
    const a = i * rng.range(70, 130) + 30;
    const r = R - (R - topR) * (y / H);
    slits.push(
      g
        .box(0.35, 1.2, 0.3)
        .move(0, y, r - 0.08)
        .rotate(0, a, 0),
    );
  }
  if (slits.length > 0)
    b.add(
      'windows',
      g.union(slits),
      palette.fixed(tinted(FINISH.glass, hexRgb(0x20262e), 'dark glass')),
    );
}

function flag(b: Builder, y: number, pole: number): void {
  const { g, rng, palette } = b;
  b.add('flagpole', g.cyl(pole, 0.05, 0.04, 12).move(0, y, 0), palette.fixed(FINISH.darkWood));
  const cloth = g
    .box(1.2, 0.7, 0.03)
    .warp((v) => {
      v[2] += Math.sin(v[0] * 4) * 0.08;
    })
    .move(0.62, y + pole - 0.75, 0);
  b.add(
    'flag',
    cloth,
    palette.accent(tinted(FINISH.fabric, hexRgb(rng.pick([0xc62828, 0x1e5fd0, 0xf0c040])), 'flag')),
  );
}

function lighthouse(b: Builder): void {
  const { g, rng, palette } = b;
  const H = rng.vary(18, 0.1);
  const R = rng.vary(2.6, 0.1);
  const top = R * rng.range(0.55, 0.7);
  b.add('body', g.cyl(H, R, top), palette.main(FINISH.plaster));
  const bands: Solid[] = [];
  const n = rng.int(3, 4);
  for (let i = 0; i < n; i++) {
    const y0 = (H * (2 * i + 1)) / (2 * n + 1);
    const y1 = (H * (2 * i + 2)) / (2 * n + 1);
    const r0 = R + (top - R) * (y0 / H) + 0.03;
    const r1 = R + (top - R) * (y1 / H) + 0.03;
    bands.push(
      g.revolve([
        [r0 - 0.1, y0],
        [r0, y0],
        [r1, y1],
        [r1 - 0.1, y1],
      ]),
    );
  }
  b.add(
    'stripes',
    g.union(bands),
    palette.accent(tinted(FINISH.paint, hexRgb(0xc62828), 'red paint')),
  );
  b.add('gallery', g.cyl(0.3, top * 1.35).move(0, H, 0), palette.fixed(FINISH.darkMetal));
  b.add('lantern', g.cyl(2.2, top * 0.8).move(0, H + 0.3, 0), palette.fixed(FINISH.light));
  const cap = g.cyl(0.3, top * 0.95).add(g.cyl(top * 0.9, top * 0.9, 0.05).move(0, 0.3, 0));
  b.add(
    'cap',
    cap.move(0, H + 2.5, 0),
    palette.fixed(tinted(FINISH.darkMetal, hexRgb(0x7a1c1c), 'red metal')),
    ['top', 'roof'],
  );
  b.add('door', g.box(1.1, 2.1, 0.3).move(0, 0.02, R - 0.1), palette.fixed(FINISH.darkWood));
}
