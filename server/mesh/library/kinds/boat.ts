/** Boat: a convex hull shaped from keel and gunwale lines, a wooden deck, masts with sails
 * (sailboats, ships), a cabin (motor boats, yachts) or oars (rowboats). A boat told by its
 * type (`BOAT_LOOKS`, keyed by the noun or a word of its WordNet chain) takes that type's
 * build: a flat barge, a stubby tug, an orange lifeboat, a grey gunboat, a steel ship, an
 * ark, a houseboat, a two-masted ketch or brig (docs/decisions.md, "Vehicles, ships,
 * buildings and landforms … helper places"). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Builder } from '../builder.ts';
import type { Geo, Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** The builds a boat's type takes; the plain boat is a motorboat, sailboat or tall ship. */
type BoatLook =
  | 'rowboat'
  | 'sampan'
  | 'barge'
  | 'houseboat'
  | 'ark'
  | 'tug'
  | 'lifeboat'
  | 'gunboat'
  | 'steel ship'
  | 'icebreaker'
  | 'two-master'
  | 'brig';

/**
 * A boat's look by the noun or the nearest word of its WordNet chain: every barge (a hoy, a
 * lighter, a flatboat) is flat and long, every small boat (a skiff, a gig, a dory) an open
 * rowing boat, every ship that is no sailing vessel (a troopship, a lightship, a whaler) a
 * steel ship with a funnel, not the tall ship with three masts.
 */
const BOAT_LOOKS: Readonly<Record<string, BoatLook>> = {
  houseboat: 'houseboat',
  ark: 'ark',
  barge: 'barge',
  scow: 'barge',
  'canal boat': 'barge',
  tugboat: 'tug',
  lifeboat: 'lifeboat',
  gunboat: 'gunboat',
  'guard boat': 'gunboat',
  icebreaker: 'icebreaker',
  sampan: 'sampan',
  'small boat': 'rowboat',
  dory: 'rowboat',
  longboat: 'rowboat',
  yawl: 'two-master',
  ketch: 'two-master',
  brig: 'brig',
  brigantine: 'brig',
  ship: 'steel ship',
};

/** The boat's look, or null for the plain build (a ship itself is still the tall ship). */
function boatLook(b: Builder): BoatLook | null {
  // The ship itself and the ships of the age of sail stay the tall ship.
  const tall = ['sailing ship', 'pirate ship', 'pirate', 'galleon', 'schooner'];
  if (b.noun === 'ship' || b.is(...tall, 'treasure ship', 'slave ship')) return null;
  if (b.is('sailing vessel') && !b.is('ketch', 'yawl', 'brig', 'brigantine')) return null;
  return b.pick(BOAT_LOOKS) ?? null;
}

/** The hull of a keel line and a gunwale line, bow at +x, keel at y = 0. */
function roundHull(g: Geo, L: number, beam: number, depth: number): Solid {
  const pts: V3[] = [];
  const n = 10;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = -L / 2 + L * t;
    const half = (beam / 2) * Math.pow(Math.sin(Math.PI * (0.28 + 0.72 * t)), 0.7);
    const sheer = depth * (1 + 0.25 * Math.pow(t, 3) + 0.1 * Math.pow(1 - t, 2));
    pts.push([x, sheer, Math.max(0.02, half)], [x, sheer, -Math.max(0.02, half)]);
    const keel = depth * (0.45 * Math.pow(t, 4) + 0.25 * Math.pow(1 - t, 3));
    pts.push([x, keel, 0.02 * L * (1 - t)], [x, keel, -0.02 * L * (1 - t)]);
    pts.push(
      [x, depth * 0.45 + keel * 0.5, half * 0.92],
      [x, depth * 0.45 + keel * 0.5, -half * 0.92],
    );
  }
  return g.hull(pts);
}

/** A flat-bottomed box hull with raked ends (a barge, a houseboat, an ark), bow at +x. */
function boxHull(g: Geo, L: number, beam: number, depth: number, rake: number): Solid {
  const pts: V3[] = [];
  for (const z of [beam / 2, -beam / 2]) {
    pts.push([-L / 2 + rake * 0.6, 0, z], [L / 2 - rake, 0, z]);
    pts.push([-L / 2, depth, z], [L / 2, depth, z]);
  }
  return g.hull(pts);
}

const paint = (hex: number, name: string): ReturnType<typeof tinted> =>
  tinted(FINISH.paint, hexRgb(hex), name);

export const boat: ObjectKind = {
  kind: 'boat',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const look = boatLook(b);
      if (look && look !== 'rowboat' && look !== 'two-master' && look !== 'brig') {
        buildTyped(b, look);
        return;
      }
      const rowboat = b.is('rowboat', 'dinghy') || look === 'rowboat';
      const brig = look === 'brig';
      const ship =
        brig || (!look && b.is('ship', 'sailing ship', 'pirate ship', 'galleon', 'schooner'));
      const yacht = b.is('yacht');
      const sailboat =
        look === 'two-master' ||
        b.is(
          'sailboat',
          'sail boat',
          'sailing boat',
          'sloop',
          // Stand-ins under WordNet's sailing vessel ("a ketch") carry sails too.
          'sailing vessel',
        );
      const L = rng.vary(rowboat ? 3.2 : brig ? 15 : ship ? 22 : yacht ? 12 : 7, 0.08);
      const beam = L * rng.vary(rowboat ? 0.38 : ship ? 0.28 : 0.33, 0.06);
      const depth = L * rng.vary(rowboat ? 0.17 : ship ? 0.16 : 0.14, 0.06);
      const woodHull = rowboat || b.is('pirate ship', 'galleon');

      let hull = roundHull(g, L, beam, depth);
      if (rowboat) {
        const inner = hull.scale([0.9, 1, 0.84]).move(0, depth * 0.22, 0);
        hull = hull.sub(inner);
      }
      const paint = woodHull
        ? FINISH.darkWood
        : tinted(
            FINISH.paint,
            // A yacht is white (as a small green motorboat it read as a motorboat).
            hexRgb(yacht ? 0xf4f4f2 : rng.pick([0xf4f4f2, 0x1e3a6a, 0xb02222, 0x2a6a4a])),
            'hull paint',
          );
      const deckY = depth * 0.98;
      b.add('hull', hull, palette.main(paint));
      const deck = hull
        .and(g.boxAt([-L, deckY - 0.05 * depth, -L], [L, deckY + 0.03 * depth, L]))
        .scale([0.96, 1, 0.92])
        .move(0, depth * 0.04, 0);
      if (!rowboat) b.add('deck', deck, palette.detail(FINISH.paleWood));

      // Sails.
      const sails = opts.number(
        sailboat || ship || yacht ? (brig ? 4 : ship ? 3 : 2) : rowboat ? 0 : rng.pick([0, 2]),
        0,
        5,
        'sail',
      );
      const masts = Math.max(
        sails > 0 ? 1 : 0,
        opts.number(brig ? 2 : ship ? 3 : sails > 0 ? 1 : 0, 0, 4, 'mast'),
      );
      const sailFinish = tinted(
        FINISH.linen,
        hexRgb(b.is('pirate ship') ? 0x202020 : 0xf4f0e6),
        'sailcloth',
      );
      const mastH = L * (ship ? 0.9 : 1.25);
      const mastWood = FINISH.wood;
      let sailLeft = sails;
      for (let m = 0; m < masts; m++) {
        const mx = masts === 1 ? L * 0.08 : L * (0.3 - (0.6 * m) / (masts - 1));
        const h = mastH * (masts === 1 ? 1 : m === 1 ? 1 : 0.85);
        const mast = g.cyl(h, L * 0.012, L * 0.008, g.n(0.3)).move(mx, deckY * 0.5, 0);
        b.add(`mast_${m + 1}`, mast, palette.detail(mastWood));
        if (sailLeft <= 0) continue;
        if (ship) {
          // Square sails on yards.
          const perMast = Math.max(1, Math.round(sailLeft / (masts - m)));
          for (let s = 0; s < perMast; s++) {
            const y = deckY + h * (perMast === 1 ? 0.45 : 0.35 + 0.28 * s);
            const w = beam * (1.3 - 0.25 * s);
            const sail = g
              .box(0.08, h * (perMast === 1 ? 0.34 : 0.24), w)
              .warp((v) => {
                v[0] += 0.35 * beam * (1 - ((2 * v[2]) / w) ** 2) * 0.3;
              })
              .move(mx + 0.2, y - h * 0.12, 0);
            const yard = g.rod(
              [mx, y + h * 0.125, -w / 2 - 0.2],
              [mx, y + h * 0.125, w / 2 + 0.2],
              L * 0.006,
              L * 0.006,
              8,
            );
            b.add(`sail_${m + 1}_${s + 1}`, sail, palette.accent(sailFinish));
            b.add(`yard_${m + 1}_${s + 1}`, yard, palette.detail(mastWood));
          }
          sailLeft -= perMast;
        } else {
          const boomY = deckY + 0.9;
          const boomL = L * 0.42;
          const main = g.extrude(
            [
              [mx - 0.1, boomY + 0.05],
              [mx - boomL, boomY + 0.05],
              [mx - 0.1, deckY + h * 0.5 - 0.2 + h * 0.45],
            ],
            0.03,
          );
          b.add('mainsail', main, palette.accent(sailFinish));
          b.add(
            'boom',
            g.rod([mx, boomY, 0], [mx - boomL - 0.1, boomY, 0], L * 0.008, L * 0.008, 8),
            palette.detail(mastWood),
          );
          if (sailLeft >= 2) {
            const jib = g.extrude(
              [
                [mx + 0.1, deckY + 0.4],
                [L * 0.45, deckY + 0.3],
                [mx + 0.1, deckY + h * 0.5 + h * 0.35],
              ],
              0.03,
            );
            b.add('jib', jib, palette.accent(sailFinish));
          }
          sailLeft = 0;
        }
      }
      if (look === 'two-master' && masts === 1 && sails > 0) {
        // A ketch or yawl: a shorter mizzen mast aft with its own sail.
        const mx = -L * 0.3;
        const h = mastH * 0.62;
        b.add(
          'mizzen_mast',
          g.cyl(h, L * 0.01, L * 0.007, g.n(0.3)).move(mx, deckY * 0.5, 0),
          palette.detail(mastWood),
        );
        const mizzen = g.extrude(
          [
            [mx - 0.1, deckY + 0.7],
            [mx - L * 0.2, deckY + 0.7],
            [mx - 0.1, deckY + h * 0.9],
          ],
          0.03,
        );
        b.add('mizzen_sail', mizzen, palette.accent(sailFinish));
      }
      if (b.is('pirate ship')) {
        const flag = g
          .box(L * 0.06, L * 0.04, 0.02)
          .move(L * 0.03 + L * 0.3, deckY * 0.5 + mastH - L * 0.05, 0);
        b.add('flag', flag, palette.fixed(tinted(FINISH.fabric, hexRgb(0x111111), 'black flag')));
      }

      // Cabin or oars.
      if (opts.want(yacht || (!rowboat && sails === 0) || (!ship && rng.chance(0.5)), 'cabin')) {
        const cw = beam * 0.55;
        const cl = L * (yacht ? 0.45 : 0.3);
        const ch = depth * (yacht ? 0.9 : 0.6);
        const cabin = g.roundedBox(cl, ch, cw, ch * 0.2).move(-L * 0.05, deckY, 0);
        b.add(
          'cabin',
          cabin,
          palette.accent(tinted(FINISH.paint, hexRgb(0xf4f4f2), 'white paint')),
        );
        const glass = g
          .roundedBox(cl * 0.85, ch * 0.3, cw + 0.04, 0.02)
          .move(-L * 0.05, deckY + ch * 0.5, 0);
        b.add(
          'cabin_windows',
          glass,
          palette.fixed(tinted(FINISH.glass, hexRgb(0x28323c), 'tinted glass')),
        );
      }
      if (rowboat || opts.has('oar')) {
        const oars: Solid[] = [];
        for (const sz of [1, -1]) {
          const from: V3 = [0.1 * L, deckY + 0.15, sz * beam * 0.2];
          const to: V3 = [-0.15 * L, deckY * 0.2, sz * beam * 1.0];
          oars.push(g.rod(from, to, 0.02, 0.02, 8));
          oars.push(g.ellipsoid(to, [0.25, 0.03, 0.1], 12).rotate(0, 0, 0));
        }
        b.add('oars', g.union(oars), palette.detail(FINISH.wood));
        const seat = g.box(0.25, 0.04, beam * 0.8).move(0, depth * 0.6, 0);
        b.add('thwart', seat, palette.detail(FINISH.wood));
      }
      if (!rowboat && !ship) {
        const keelFin = g.extrude(
          [
            [L * 0.1, 0.05],
            [-L * 0.1, 0.05],
            [-L * 0.06, -depth * 0.9],
            [L * 0.02, -depth * 0.9],
          ],
          L * 0.015,
        );
        if (sails > 0) b.add('keel', keelFin, palette.fixed(FINISH.darkMetal));
      }
    }),
};

/** A deck cut from a hull at `y` (its top slab), slightly inset. */
function deckOf(g: Geo, hull: Solid, L: number, y: number, t: number): Solid {
  return hull
    .and(g.boxAt([-L, y - t, -L], [L, y + t * 0.6, L]))
    .scale([0.97, 1, 0.94])
    .move(0, t * 0.5, 0);
}

/** A band of dark window glass on a block's sides and front. */
function windows(
  b: Builder,
  name: string,
  x: number,
  y: number,
  l: number,
  w: number,
  h: number,
): void {
  const glass = b.g.roundedBox(l * 0.9, h, w + 0.04, Math.min(h, w) * 0.05).move(x, y, 0);
  b.add(name, glass, b.palette.fixed(tinted(FINISH.glass, hexRgb(0x1e2830), 'window glass')));
}

/** The typed boats (`BOAT_LOOKS`), each built whole here. */
function buildTyped(b: Builder, look: BoatLook): void {
  const { g, rng, palette } = b;
  const white = paint(0xf4f4f2, 'white paint');
  if (look === 'barge' || look === 'houseboat' || look === 'ark') {
    const ark = look === 'ark';
    const house = look === 'houseboat';
    const L = rng.vary(ark ? 16 : house ? 11 : 15, 0.06);
    const beam = L * (ark ? 0.3 : house ? 0.36 : 0.24);
    const depth = L * (ark ? 0.14 : house ? 0.08 : 0.09);
    const hull = boxHull(g, L, beam, depth, depth * (ark ? 1.6 : 1.1));
    const hullPaint = ark
      ? FINISH.darkWood
      : paint(
          house
            ? rng.pick([0x2a5a8a, 0xf4f4f2, 0x2a6a4a])
            : rng.pick([0x2a2e34, 0x6a2a1e, 0x23354a]),
          'hull paint',
        );
    b.add('hull', hull, palette.main(hullPaint));
    const deck = g.boxAt(
      [-L / 2 + depth * 0.2, depth, -beam / 2],
      [L / 2 - depth * 0.2, depth * 1.06, beam / 2],
    );
    b.add('deck', deck, palette.detail(ark ? FINISH.wood : FINISH.darkMetal));
    if (look === 'barge') {
      // An open hold with a coaming, heaped with sand or coal.
      const hl = L * 0.72;
      const hw = beam * 0.8;
      const coaming = g
        .boxAt([-hl / 2, depth, -hw / 2], [hl / 2, depth * 1.35, hw / 2])
        .sub(
          g.boxAt(
            [-hl / 2 + 0.15, depth, -hw / 2 + 0.15],
            [hl / 2 - 0.15, depth * 1.5, hw / 2 - 0.15],
          ),
        );
      b.add('hold', coaming, palette.detail(hullPaint), ['coaming']);
      const load = rng.pick([0xc8a870, 0x2a2a2a, 0x9a8a78]);
      const heaps: Solid[] = [];
      for (let i = 0; i < 3; i++) {
        const x = -hl / 2 + (hl * (i + 0.5)) / 3;
        heaps.push(g.ellipsoid([x, depth * 1.2, 0], [hl / 6.2, depth * 0.7, hw * 0.42], g.n(0.5)));
      }
      const cargo = g
        .union(heaps)
        .and(
          g.boxAt(
            [-hl / 2 + 0.15, depth, -hw / 2 + 0.15],
            [hl / 2 - 0.15, depth * 3, hw / 2 - 0.15],
          ),
        );
      b.add('cargo', cargo, palette.accent(tinted(FINISH.stone, hexRgb(load), 'cargo')), ['load']);
      return;
    }
    // A house on the deck: walls, windows, a door and a pitched roof.
    const wl = L * (ark ? 0.62 : 0.6);
    const ww = beam * (ark ? 0.7 : 0.8);
    const wh = ark ? depth * 1.1 : beam * 0.5;
    const y0 = depth * 1.06;
    const wx = ark ? 0 : -L * 0.06;
    const walls = g.box(wl, wh, ww).move(wx, y0, 0);
    const wallPaint = ark
      ? FINISH.wood
      : paint(rng.pick([0xf0e6d0, 0xd8e8f0, 0xf4f4f2]), 'wall paint');
    b.add('house', walls, palette.accent(wallPaint), ['walls', 'cabin']);
    const roofH = ww * (ark ? 0.45 : 0.35);
    const roof = g
      .extrude(
        [
          [-ww / 2 - 0.25, 0],
          [ww / 2 + 0.25, 0],
          [0, roofH],
        ],
        wl + 0.4,
      )
      .rotate(0, 90, 0)
      .move(wx, y0 + wh, 0);
    b.add(
      'roof',
      roof,
      palette.detail(ark ? FINISH.darkWood : tinted(FINISH.roofTile, hexRgb(0x8a3a2a), 'roof')),
    );
    if (ark) {
      const win = g.box(wl * 0.8, wh * 0.16, ww + 0.04).move(0, y0 + wh * 0.65, 0);
      b.add('windows', win, palette.fixed(tinted(FINISH.darkWood, hexRgb(0x2a1a10), 'shadow')));
      const door = g.box(wl * 0.12, wh * 0.5, 0.1).move(wl * 0.1, y0, ww / 2);
      b.add('door', door, palette.fixed(tinted(FINISH.darkWood, hexRgb(0x2a1a10), 'shadow')));
      const ramp = g
        .box(wl * 0.12, 0.08, depth * 2.2)
        .rotate(-32, 0, 0)
        .move(wl * 0.1, depth * 0.6, ww / 2 + depth * 0.9);
      b.add('ramp', ramp, palette.detail(FINISH.wood), ['gangplank']);
    } else {
      for (const side of [1, -1]) {
        for (let i = 0; i < 3; i++) {
          const win = g
            .box(wl * 0.14, wh * 0.38, 0.06)
            .move(wx - wl * 0.3 + wl * 0.3 * i, y0 + wh * 0.4, (side * (ww + 0.04)) / 2);
          b.add(
            'windows',
            win,
            palette.fixed(tinted(FINISH.glass, hexRgb(0x28323c), 'window glass')),
          );
        }
      }
      const door = g.box(0.06, wh * 0.75, ww * 0.3).move(wx + wl / 2 + 0.02, y0, 0);
      b.add('door', door, palette.detail(paint(0x7a4a2a, 'door paint')));
    }
    return;
  }

  if (look === 'sampan') {
    const L = rng.vary(5.5, 0.06);
    const beam = L * 0.3;
    const depth = L * 0.12;
    const hull = roundHull(g, L, beam, depth).scale([1, 1, 1]);
    const inner = hull.scale([0.92, 1, 0.84]).move(0, depth * 0.2, 0);
    b.add('hull', hull.sub(inner), palette.main(FINISH.wood));
    const r = beam * 0.42;
    const canopy = g
      .cyl(L * 0.34, r, r, g.n(0.75))
      .rotate(0, 0, 90)
      .move(L * 0.12, depth * 0.9, 0)
      .sub(
        g
          .cyl(L * 0.36, r * 0.92, r * 0.92, g.n(0.75))
          .rotate(0, 0, 90)
          .move(L * 0.13, depth * 0.9, 0),
      )
      .and(g.boxAt([-L, depth * 0.9, -L], [L, L, L]));
    b.add('canopy', canopy, palette.accent(tinted(FINISH.bark, hexRgb(0x8a6a3a), 'woven bamboo')), [
      'roof',
    ]);
    const oar = g.rod([-L * 0.45, depth * 1.2, 0], [-L * 0.85, -depth * 0.3, 0.1], 0.04, 0.04, 8);
    b.add('oar', oar, palette.detail(FINISH.paleWood), ['scull']);
    return;
  }

  // The powered boats and ships: a round hull, a deck, a wheelhouse or superstructure.
  const tug = look === 'tug';
  const life = look === 'lifeboat';
  const gun = look === 'gunboat';
  const ice = look === 'icebreaker';
  const L = rng.vary(tug ? 7 : life ? 5 : gun ? 11 : ice ? 18 : 20, 0.06);
  const beam = L * (tug ? 0.42 : life ? 0.36 : gun ? 0.22 : ice ? 0.22 : 0.16);
  const depth = L * (tug ? 0.18 : life ? 0.2 : gun ? 0.12 : ice ? 0.13 : 0.11);
  const hull = roundHull(g, L, beam, depth);
  const hullHex = tug
    ? rng.pick([0xb02222, 0x1e2a3a])
    : life
      ? 0xf26a1b
      : gun
        ? 0x7d848c
        : ice
          ? 0xc0262a
          : rng.pick([0x1e2a3a, 0x2a2a2c, 0x7a2a1e, 0x2a4a3a]);
  b.add('hull', hull, palette.main(paint(hullHex, 'hull paint')));
  const deckY = depth * 0.98;
  b.add(
    'deck',
    deckOf(g, hull, L, deckY, depth * 0.05),
    palette.detail(gun ? paint(0x5a5e60, 'deck grey') : FINISH.darkMetal),
  );
  const grey = paint(0x7d848c, 'grey paint');
  const upper = life ? paint(0xf26a1b, 'orange paint') : gun ? grey : white;

  if (life) {
    // The enclosed canopy of a ship's lifeboat, with round windows and a hatch on top.
    const cl = L * 0.78;
    const ch = depth * 0.85;
    const cw = beam * 0.8;
    const canopy = g.roundedBox(cl, ch, cw, ch * 0.45).move(-L * 0.04, deckY, 0);
    b.add('canopy', canopy, palette.accent(upper), ['roof', 'cover']);
    windows(b, 'windows', -L * 0.04, deckY + ch * 0.5, cl * 0.7, cw, ch * 0.18);
    const hatch = g
      .roundedBox(cl * 0.22, ch * 0.35, cw * 0.4, ch * 0.1)
      .move(L * 0.05, deckY + ch * 0.8, 0);
    b.add('hatch', hatch, palette.detail(white));
    const band = g
      .boxAt([-L, depth * 0.55, -L], [L, depth * 0.68, L])
      .and(hull.scale([1.01, 1, 1.02]));
    b.add('stripe', band, palette.fixed(white));
    return;
  }

  // Superstructure: a tug's wheelhouse forward, a gunboat's bridge midships, a ship's
  // accommodation aft (an icebreaker's high one amidships).
  const sx = tug ? L * 0.05 : gun ? -L * 0.05 : ice ? L * 0.02 : -L * 0.3;
  const sl = L * (tug ? 0.38 : gun ? 0.22 : ice ? 0.3 : 0.16);
  const sw = beam * (tug ? 0.7 : 0.72);
  const tiers = tug ? 1 : gun ? 1 : ice ? 3 : 2;
  const th = tug ? depth * 0.7 : gun ? depth * 0.8 : depth * 0.8;
  for (let i = 0; i < tiers; i++) {
    const f = 1 - i * 0.12;
    const block = g.roundedBox(sl * f, th, sw * f, th * 0.08).move(sx, deckY + i * th, 0);
    b.add(i === 0 ? 'superstructure' : `superstructure_${i + 1}`, block, palette.accent(upper), [
      'cabin',
    ]);
    windows(b, 'windows', sx, deckY + i * th + th * 0.55, sl * f, sw * f, th * 0.2);
  }
  const topY = deckY + tiers * th;
  if (tug) {
    // The tall wheelhouse with windows all round, a funnel aft of it, tyre fenders.
    const wl = sl * 0.5;
    const wheelhouse = g
      .roundedBox(wl, th * 1.1, sw * 0.85, th * 0.08)
      .move(sx + sl * 0.18, topY, 0);
    b.add('wheelhouse', wheelhouse, palette.accent(white), ['bridge']);
    windows(b, 'wheelhouse_windows', sx + sl * 0.18, topY + th * 0.55, wl, sw * 0.85, th * 0.38);
    const roof = g.box(wl * 1.15, th * 0.1, sw * 0.95).move(sx + sl * 0.18, topY + th * 1.1, 0);
    b.add('wheelhouse_roof', roof, palette.detail(paint(0x202326, 'black paint')));
    const rubber = tinted(FINISH.rubber, hexRgb(0x1a1a1a), 'tyre rubber');
    const tyres: Solid[] = [];
    // A heavy rubbing band round the gunwale, tyres hung from it, a bow fender.
    tyres.push(
      g.boxAt([-L, depth * 0.78, -L], [L, depth * 1.0, L]).and(hull.scale([1.04, 1, 1.08])),
    );
    for (const z of [1, -1]) {
      for (let i = 0; i < 4; i++) {
        const x = -L * 0.3 + L * 0.16 * i;
        const half = (beam / 2) * Math.pow(Math.sin(Math.PI * (0.28 + 0.72 * (x / L + 0.5))), 0.7);
        tyres.push(
          g
            .cyl(0.12, depth * 0.17, depth * 0.17, g.n(0.5))
            .rotate(90, 0, 0)
            .move(x, depth * 0.62, z * (half + 0.04)),
        );
      }
    }
    tyres.push(
      g.capsule(
        [L * 0.46, depth * 0.95, -beam * 0.16],
        [L * 0.46, depth * 0.95, beam * 0.16],
        depth * 0.2,
      ),
    );
    b.add('fenders', g.union(tyres), palette.fixed(rubber), ['tyres', 'tires', 'fender']);
  }
  // The funnel: a tug's and a ship's behind the wheelhouse, black-topped.
  const fx = tug ? sx - sl * 0.28 : gun ? sx - sl * 0.75 : ice ? sx - sl * 0.25 : sx - sl * 0.1;
  const fy = tug ? topY : ice ? topY : topY - th * 0.3;
  const fh = depth * (tug ? 1.1 : gun ? 0.9 : 1.3);
  const fr = beam * (tug ? 0.12 : 0.1);
  const funnelHex = gun ? 0x7d848c : ice ? 0xf0c020 : rng.pick([0xe0b020, 0xb02222, 0xf4f4f2]);
  const funnel = g.roundedBox(fr * 2.4, fh, fr * 2, fr * 0.5).move(fx, gun ? deckY : fy, 0);
  b.add('funnel', funnel, palette.accent(paint(funnelHex, 'funnel paint')), [
    'smokestack',
    'chimney',
  ]);
  const capTop = (gun ? deckY : fy) + fh;
  const cap = g.roundedBox(fr * 2.5, fh * 0.16, fr * 2.1, fr * 0.3).move(fx, capTop - fh * 0.16, 0);
  b.add('funnel_top', cap, palette.fixed(paint(0x1a1a1a, 'black paint')));
  // A mast above the bridge.
  const mastX = tug ? sx + sl * 0.18 : sx + sl * 0.1;
  const mastBase = tug ? topY + th * 1.2 : topY;
  const mast = g.rod(
    [mastX, mastBase, 0],
    [mastX, mastBase + depth * (tug ? 0.9 : 1.4), 0],
    L * 0.008,
    L * 0.006,
    8,
  );
  b.add('mast', mast, palette.detail(paint(0x3a3e44, 'dark grey paint')));

  if (gun) {
    // A gun turret on the foredeck with its barrel over the bow, a smaller one aft.
    for (const [x, s, dir] of [
      [L * 0.26, 1, 1],
      [-L * 0.32, 0.75, -1],
    ] as const) {
      const r = beam * 0.3 * s;
      const tur = g.cyl(depth * 0.6 * s, r, r * 0.8, g.n(0.5)).move(x, deckY, 0);
      b.add('turret', tur, palette.accent(grey), ['gun turret']);
      const by = deckY + depth * 0.38 * s;
      const barrel = g.rod(
        [x, by, 0],
        [x + dir * L * 0.2 * s, by + depth * 0.1, 0],
        r * 0.2,
        r * 0.16,
        8,
      );
      b.add('gun', barrel, palette.fixed(paint(0x3a3e44, 'gunmetal')), ['barrel', 'cannon']);
    }
    return;
  }
  if (!tug && !ice) {
    // A cargo ship's foredeck: hatches in a row and a foremast.
    for (let i = 0; i < 3; i++) {
      const hx = L * 0.3 - i * L * 0.16;
      const hatch = g.box(L * 0.11, depth * 0.2, beam * 0.62).move(hx, deckY, 0);
      b.add('hatch', hatch, palette.detail(paint(0x3a5a7a, 'hatch paint')), ['hatches']);
    }
    const fore = g.rod(
      [L * 0.4, deckY, 0],
      [L * 0.4, deckY + depth * 1.5, 0],
      L * 0.006,
      L * 0.005,
      8,
    );
    b.add('foremast', fore, palette.detail(paint(0x3a3e44, 'dark grey paint')));
  }
}
