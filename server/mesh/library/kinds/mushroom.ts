/** Mushroom: a bulging stem and a domed cap with gills beneath; fly agarics get white spots.
 * Fungi a person tells apart by shape take their group's look (`FUNGUS_LOOKS`, keyed by the
 * noun or a word of a stand-in's WordNet chain): a chanterelle's golden funnel, a puffball's
 * white ball, a bracket fungus's shelves on a stump (docs/decisions.md, "Animals and plants by
 * the class that has a build"). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble, type Builder } from '../builder.ts';
import type { Solid, V2, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import { smoothCurve } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

export const mushroom: ObjectKind = {
  kind: 'mushroom',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const look = b.pick(FUNGUS_LOOKS);
      if (look?.form) {
        FORMS[look.form](b, look);
        return;
      }
      const porcini = b.is('porcini') || look?.cap === 'bun';
      const agaric =
        look !== undefined
          ? look.spots === true
          : b.is('toadstool', 'amanita') || (!porcini && rng.chance(0.6));
      const H = rng.vary(porcini ? 0.1 : 0.095, 0.12) * (look?.tall ?? 1);
      const stemR = rng.vary(porcini ? 0.028 : 0.016, 0.1) * (look?.stout ?? 1);
      const capR = rng.vary(porcini ? 0.06 : 0.058, 0.12) * (look?.wide ?? 1);
      const capH =
        capR *
        rng.range(0.55, 0.8) *
        (look?.cap === 'flat' ? 0.45 : look?.cap === 'bell' ? 3.4 : look?.cap === 'cone' ? 1.6 : 1);
      const lean = rng.range(-0.08, 0.08);

      const stemProfile = smoothCurve(
        porcini
          ? [
              [stemR * 1.3, 0],
              [stemR * 1.5, H * 0.3],
              [stemR * 1.2, H * 0.7],
              [stemR, H],
            ]
          : [
              [stemR * 1.25, 0],
              [stemR * 1.1, H * 0.25],
              [stemR * 0.95, H * 0.6],
              [stemR * 0.85, H],
            ],
        16,
      );
      const stem = g.revolve([[0, 0], ...stemProfile, [0, H]], g.n(0.6)).warp((v) => {
        v[0] += lean * v[1] * (v[1] / H);
      });
      b.add(
        'stem',
        stem,
        palette.detail(
          look?.stemColor !== undefined
            ? tinted(FINISH.stem, hexRgb(look.stemColor), 'mushroom stem')
            : FINISH.stem,
        ),
      );

      // Cap: dome over a shallow concave underside.
      const dome: V2[] = [];
      const n = 14;
      for (let i = 0; i <= n; i++) {
        const a = (Math.PI / 2) * (i / n);
        // A bell or a cone narrows faster towards its top than a dome.
        const r = look?.cap === 'cone' ? capR * (1 - i / n) ** 1.1 : capR * Math.cos(a);
        dome.push([r, capH * Math.sin(a) * (1 - 0.1 * Math.cos(a))]);
      }
      const funnel = look?.cap === 'funnel';
      // A funnel (a chanterelle, a milkcap): the stem flares into a cap whose middle is sunk.
      const capOutline: V2[] = funnel
        ? [
            [0, -capH * 0.9],
            [stemR * 1.1, -capH * 0.9],
            [capR * 0.55, -capH * 0.2],
            [capR, capH * 0.45],
            [capR * 0.97, capH * 0.62],
            [capR * 0.6, capH * 0.42],
            [0, capH * 0.2],
          ]
        : [
            [0, -capH * 0.12],
            [capR * 0.9, -capH * 0.08],
            ...dome.map(([r, y]) => [r * 1.0, y] as V2),
            [0, capH],
          ];
      const topX = lean * H;
      const capY = H - capH * (look?.cap === 'bell' ? 0.55 : 0.15);
      const cap = g.revolve(capOutline, g.n()).move(topX, capY, 0);
      const capColor =
        look?.capColor ??
        (agaric ? 0xd02018 : porcini ? 0x7a4a22 : rng.pick([0xa8743a, 0xc89a68, 0x8a5a30]));
      b.add('cap', cap, palette.main(tinted(FINISH.cap, hexRgb(capColor), 'cap')));
      if (!funnel) {
        const gills = g
          .cyl(capH * 0.1, capR * 0.88, stemR, g.n())
          .move(topX, capY - capH * 0.12, 0);
        b.add(
          'gills',
          gills,
          palette.fixed(tinted(FINISH.stem, hexRgb(look?.gills ?? 0xe8dcc0), 'gills')),
        );
      }
      // An inky cap's rim dissolves into black ink.
      if (look?.rim !== undefined) {
        const rim = g
          .cyl(capH * 0.14, capR * 1.02, capR * 0.96, g.n())
          .move(topX, capY - capH * 0.12, 0);
        b.add('rim', rim, palette.fixed(tinted(FINISH.cap, hexRgb(look.rim), 'cap rim')));
      }

      if (opts.want(agaric || look?.scales !== undefined, 'spot')) {
        const spots: Solid[] = [];
        const count = opts.number(
          rng.int(7, 11) * (look?.scales !== undefined ? 2 : 1),
          1,
          look?.scales !== undefined ? 40 : 20,
          'spot',
        );
        for (let i = 0; i < count; i++) {
          const a = ((2 * Math.PI * i) / count) * 2.4 + rng.range(0, 0.4);
          const e = rng.range(0.25, 1.3);
          const r = capR * Math.cos(e);
          const y = capH * Math.sin(e) * (1 - 0.1 * Math.cos(e));
          const s = capR * rng.range(0.1, 0.16);
          spots.push(
            g.ellipsoid(
              [topX + r * Math.cos(a), capY + y, r * Math.sin(a)],
              [s, s * 0.45, s],
              g.n(0.3),
            ),
          );
        }
        b.add(
          'spots',
          g.union(spots),
          palette.accent(tinted(FINISH.stem, hexRgb(look?.scales ?? 0xf8f6f0), 'spots')),
        );
      }
      if (opts.has('ring') || look?.ring === true) {
        const ring = g
          .cyl(H * 0.08, stemR * 1.05, stemR * 1.6, g.n(0.6))
          .move(lean * H * 0.55, H * 0.68, 0);
        b.add('ring', ring, palette.detail(FINISH.stem));
      }
    }),
};

/**
 * A fungus group's look: the cap mushroom's shape and colours, or a form of its own. `cap`:
 * `flat` (a shiitake, a parasol), `bell` (a shaggy mane), `cone`, `funnel` (a chanterelle) or
 * `bun` (a bolete, the porcini's fat stem); `scales`: the colour of scales dotted on the cap;
 * `rim`: the cap's edge in its own colour.
 */
interface FungusLook {
  form?: 'ball' | 'star' | 'shelf' | 'stinkhorn' | 'morel';
  cap?: 'flat' | 'bell' | 'cone' | 'funnel' | 'bun';
  capColor?: number;
  stemColor?: number;
  gills?: number;
  spots?: boolean;
  scales?: number;
  rim?: number;
  ring?: boolean;
  tall?: number;
  stout?: number;
  wide?: number;
}

const PUFFBALL: FungusLook = { form: 'ball', capColor: 0xece2cc };
const SHELF: FungusLook = { form: 'shelf', capColor: 0x8a5a32 };
const MEADOW: FungusLook = { capColor: 0xf0ebe0, gills: 0x9a6a5a, stemColor: 0xf4f0e8 };

/** Fungi by the group a person names them by (docs/decisions.md, "Animals and plants by the
 * class that has a build"). */
const FUNGUS_LOOKS: Readonly<Record<string, FungusLook>> = {
  puffball: PUFFBALL,
  'giant puffball': { ...PUFFBALL, wide: 1.8 },
  earthball: { form: 'ball', capColor: 0xb89a5a, scales: 0x6a4a26 },
  'false truffle': { form: 'ball', capColor: 0xb89a5a, scales: 0x6a4a26 },
  earthstar: { form: 'star', capColor: 0x9a8268 },
  stinkhorn: { form: 'stinkhorn', capColor: 0x4a4a26 },
  morel: { form: 'morel', capColor: 0xc8a470 },
  verpa: { form: 'morel', capColor: 0xa8804a },
  polypore: SHELF,
  'bracket fungus': SHELF,
  'shelf fungus': SHELF,
  'beefsteak fungus': { form: 'shelf', capColor: 0xa02a20 },
  'oyster mushroom': { form: 'shelf', capColor: 0x9a968e },
  chanterelle: { cap: 'funnel', capColor: 0xf0a830, stemColor: 0xf0b848, tall: 0.8, stout: 1.5 },
  'cinnabar chanterelle': { cap: 'funnel', capColor: 0xe04a2a, stemColor: 0xe06040 },
  "pig's ears": { cap: 'funnel', capColor: 0x8a5a7a, stemColor: 0xb08aa0 },
  milkcap: { cap: 'funnel', capColor: 0xe0783a, stemColor: 0xe89050 },
  bolete: { cap: 'bun', capColor: 0x7a4a22 },
  cep: { cap: 'bun', capColor: 0x7a4a22 },
  shiitake: { cap: 'flat', capColor: 0x6a4028, scales: 0xd8c8a8, gills: 0xf0e8d8, stout: 1.3 },
  shaggymane: { cap: 'bell', capColor: 0xf4f0e8, scales: 0xc8a880, wide: 0.7, tall: 1.3 },
  'inky cap': { cap: 'bell', capColor: 0xa8a29a, rim: 0x1e1c1c, wide: 0.7, tall: 1.2 },
  lepiota: { cap: 'flat', capColor: 0xe8dcc4, scales: 0x7a5a3a, ring: true, tall: 1.9 },
  'parasol mushroom': {
    cap: 'flat',
    capColor: 0xe8dcc4,
    scales: 0x7a5a3a,
    ring: true,
    tall: 1.9,
    wide: 1.5,
  },
  blewits: { capColor: 0x9a7aa8, stemColor: 0xb8a0c4, gills: 0xc0a8cc },
  waxycap: { cap: 'cone', capColor: 0xe83a1e, stemColor: 0xf0a040, spots: false },
  'fly agaric': { capColor: 0xd02018, spots: true },
  'death cap': { capColor: 0xa8b078, ring: true, gills: 0xf4f4ec },
  'meadow mushroom': MEADOW,
  'horse mushroom': MEADOW,
  champignon: MEADOW,
};

/** Fungi not built as a cap on a stem. */
const FORMS: Readonly<
  Record<NonNullable<FungusLook['form']>, (b: Builder, l: FungusLook) => void>
> = {
  ball: puffball,
  star: earthstar,
  shelf: bracket,
  stinkhorn,
  morel,
};

function fungusFinish(color: number, label: string): ReturnType<typeof tinted> {
  return tinted(FINISH.cap, hexRgb(color), label);
}

/** Bumps dotted over the upper part of an ellipsoid (warts on a puffball, scales). */
function dots(b: Builder, c: V3, r: V3, count: number, size: number): Solid[] {
  const { g, rng } = b;
  const out: Solid[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, 2 * Math.PI);
    const e = rng.range(0.15, 1.35);
    const p: V3 = [
      c[0] + r[0] * Math.cos(e) * Math.cos(a),
      c[1] + r[1] * Math.sin(e),
      c[2] + r[2] * Math.cos(e) * Math.sin(a),
    ];
    out.push(g.ball(p, size, g.n(0.25)));
  }
  return out;
}

/** A puffball (an earthball): a plump ball sitting on the ground, pinched at its base. */
function puffball(b: Builder, look: FungusLook): void {
  const { g, rng, palette } = b;
  const R = rng.vary(0.055, 0.1) * (look.wide ?? 1);
  const c: V3 = [0, R * 0.85, 0];
  const ball = g.union([
    g.ellipsoid(c, [R, R * 0.85, R], g.n(0.8)),
    g.cyl(R * 0.3, R * 0.35, R * 0.55, g.n(0.5)),
  ]);
  b.add('ball', ball, palette.main(fungusFinish(look.capColor ?? 0xf2eee4, 'puffball')));
  const warts = dots(b, c, [R, R * 0.85, R], look.scales !== undefined ? 22 : 14, R * 0.06);
  b.add('spots', g.union(warts), palette.accent(fungusFinish(look.scales ?? 0xe4dccc, 'warts')));
}

/** An earthstar: a ball with a pore on top, on a star of pointed rays curled to the ground. */
function earthstar(b: Builder, look: FungusLook): void {
  const { g, rng, palette } = b;
  const R = rng.vary(0.03, 0.08);
  const rays: Solid[] = [];
  const count = 8;
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count + rng.range(-0.1, 0.1);
    const len = R * rng.range(2.1, 2.5);
    const dir: V3 = [Math.cos(a), 0, Math.sin(a)];
    const side: V3 = [-Math.sin(a), 0, Math.cos(a)];
    const w = R * 0.55;
    rays.push(
      g.hull([
        g.ball([side[0] * w, R * 0.3, side[2] * w], R * 0.08, 6),
        g.ball([-side[0] * w, R * 0.3, -side[2] * w], R * 0.08, 6),
        g.ball([dir[0] * len * 0.6, R * 0.12, dir[2] * len * 0.6], R * 0.1, 6),
        g.ball([dir[0] * len, R * 0.04, dir[2] * len], R * 0.05, 6),
      ]),
    );
  }
  b.add('rays', g.union(rays), palette.accent(fungusFinish(0xc8aa86, 'rays')));
  const c: V3 = [0, R * 1.2, 0];
  b.add(
    'ball',
    g.ellipsoid(c, [R, R * 0.9, R], g.n(0.7)),
    palette.main(fungusFinish(look.capColor ?? 0x9a8268, 'earthstar')),
  );
  b.add(
    'pore',
    g.cyl(R * 0.35, R * 0.2, R * 0.06, g.n(0.3)).move(0, c[1] + R * 0.75, 0),
    palette.fixed(fungusFinish(0x5a4a3a, 'pore')),
  );
}

/** A bracket fungus: semicircular shelves stacked on the side of a cut stump. */
function bracket(b: Builder, look: FungusLook): void {
  const { g, rng, palette } = b;
  const H = rng.vary(0.16, 0.08);
  const R = H * 0.42;
  b.add('stump', g.cyl(H, R * 1.05, R, g.n(0.8)), palette.detail(FINISH.bark));
  b.add(
    'top',
    g.cyl(H * 0.02, R * 0.96, R * 0.96, g.n(0.8)).move(0, H, 0),
    palette.detail(FINISH.paleWood),
  );
  const shelves: Solid[] = [];
  const rims: Solid[] = [];
  const tiers: ReadonlyArray<readonly [number, number, number]> = [
    [0.3, -0.25, 1.0],
    [0.52, 0.35, 0.85],
    [0.72, -0.05, 0.7],
  ];
  for (const [y, a, s] of tiers) {
    const w = R * 1.2 * s * rng.vary(1, 0.08);
    const cx = Math.cos(a) * R * 0.85;
    const cz = Math.sin(a) * R * 0.85;
    const dir: V3 = [Math.cos(a), 0, Math.sin(a)];
    shelves.push(g.ellipsoid([cx, H * y, cz], [w, w * 0.2, w], g.n(0.6)));
    rims.push(
      g.ellipsoid(
        [cx + dir[0] * w * 0.08, H * y - w * 0.08, cz + dir[2] * w * 0.08],
        [w * 1.04, w * 0.1, w * 1.04],
        g.n(0.6),
      ),
    );
  }
  b.add(
    'shelves',
    g.union(shelves),
    palette.main(fungusFinish(look.capColor ?? 0x8a5a32, 'bracket')),
  );
  b.add('rims', g.union(rims), palette.accent(fungusFinish(0xe8dcc4, 'shelf rim')));
}

/** A stinkhorn: a tall white spongy stalk out of a white egg, under a dark slimy cone. */
function stinkhorn(b: Builder, look: FungusLook): void {
  const { g, rng, palette } = b;
  const H = rng.vary(0.15, 0.08);
  const r = H * 0.09;
  b.add(
    'volva',
    g.ellipsoid([0, r * 0.9, 0], [r * 1.9, r * 1.3, r * 1.9], g.n(0.6)),
    palette.accent(FINISH.stem),
  );
  b.add('stem', g.cyl(H * 0.8, r, r * 0.85, g.n(0.6)), palette.detail(FINISH.stem));
  const cap = g
    .revolve(
      [
        [0, 0],
        [r * 1.35, 0],
        [r * 1.2, H * 0.12],
        [r * 0.75, H * 0.24],
        [0, H * 0.27],
      ],
      g.n(0.6),
    )
    .move(0, H * 0.72, 0);
  b.add('cap', cap, palette.main(fungusFinish(look.capColor ?? 0x4a4a26, 'stinkhorn cap')));
}

/** A morel: a tall honeycombed cone, pale ridges round dark pits, on a stout white stem. */
function morel(b: Builder, look: FungusLook): void {
  const { g, rng, palette } = b;
  const H = rng.vary(0.13, 0.08);
  const r = H * 0.14;
  b.add('stem', g.cyl(H * 0.42, r * 1.2, r, g.n(0.6)), palette.detail(FINISH.stem));
  const capR = r * 1.9;
  const capH = H * 0.62;
  const y0 = H * 0.36;
  const outline: V2[] = [[0, 0]];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    outline.push([capR * Math.sin(Math.PI * (0.5 + 0.5 * t)) ** 0.7 * (1 - 0.15 * t), capH * t]);
  }
  outline.push([0, capH]);
  b.add(
    'cap',
    g.revolve(outline, g.n(0.7)).move(0, y0, 0),
    palette.main(fungusFinish(look.capColor ?? 0xc8a470, 'morel cap')),
  );
  const pits: Solid[] = [];
  const rows = 6;
  for (let row = 0; row < rows; row++) {
    const t = (row + 0.5) / (rows + 0.4);
    const rr = capR * Math.sin(Math.PI * (0.5 + 0.5 * t)) ** 0.7 * (1 - 0.15 * t);
    const per = Math.max(4, Math.round(9 * (rr / capR)));
    for (let k = 0; k < per; k++) {
      const a = (2 * Math.PI * (k + (row % 2) * 0.5)) / per;
      const s = Math.min(rr * 0.32, capH * 0.07);
      pits.push(
        g.ellipsoid(
          [Math.cos(a) * rr * 0.97, y0 + capH * t, Math.sin(a) * rr * 0.97],
          [s, s * 1.3, s],
          g.n(0.25),
        ),
      );
    }
  }
  b.add('pits', g.union(pits), palette.accent(fungusFinish(0x4a3018, 'pits')));
}
