/**
 * Things worn told apart inside their family (issue #32, session 30, helper wear; docs/decisions.md
 * "Things worn told apart inside their family"). A family's one build stood for every member: every
 * hat a black top hat (a pillbox, a porkpie), every dress the short pink one (a sari, a caftan, a
 * gown), every cap the baseball cap (a beany), every tie the striped necktie (a bolo, a cravat),
 * every skirt the short pleated one (a maxi). The looks here are keyed by WordNet classes — the
 * nearest word of a stand-in's chain — so a member not named takes its class's look: every woman's
 * hat (millinery) is a soft wide-brimmed hat with a flower, every snap-brim hat a low flat porkpie,
 * every gown floor-length, every skullcap the knitted beanie, every cravat a short puffed
 * neckcloth. Each look is built from the family's frame (the hat's brim and crown, the dress's
 * skirt and bodice) with what tells the member apart. Plain data, applied by `withWearLooks` in
 * index.ts.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { ROBE, SHIRT } from './outlines.ts';
import { at, part, spaced } from './part-shorthand.ts';

// --- Hats (the top hat's `brim`, `crown`, `band`; brim at y 0, crown from y 0.01). ---------

const HAT_PARTS = ['brim', 'crown', 'band'];

/**
 * A woman's hat (every member of WordNet's millinery without a look of its own): a wide soft straw
 * brim, a low rounded crown, a ribbon round it and a spray of flowers on the ribbon.
 */
const LADY_HAT: StateDecl = {
  drop: HAT_PARTS,
  parts: [
    part(
      'brim',
      {
        lathe: [
          [0.08, 0.012],
          [0.14, 0.008],
          [0.2, 0],
          [0.21, 0.006],
        ],
        smooth: true,
      },
      'fabric',
      { color: 0xe8d6b0 },
    ),
    part(
      'crown',
      {
        lathe: [
          [0.088, 0],
          [0.088, 0.05],
          [0.074, 0.088],
          [0.035, 0.104],
          [0, 0.106],
        ],
        smooth: true,
      },
      'fabric',
      { at: [0, 0.008, 0], color: 0xe8d6b0, answersTo: ['top'] },
    ),
    part('band', { cyl: 0.03, r: 0.091 }, 'fabric', {
      at: [0, 0.01, 0],
      color: 0xc8506e,
      role: 'accent',
      answersTo: ['ribbon'],
    }),
    part('flower', { ball: 0.02 }, 'fabric', {
      ...at([
        [0.07, 0.03, 0.055],
        [0.045, 0.036, 0.075],
        [0.088, 0.036, 0.03],
      ]),
      color: 0xf4f0f2,
      role: 'fixed',
      answersTo: ['flowers'],
    }),
    part('flower_heart', { ball: 0.008 }, 'fabric', {
      ...at([
        [0.078, 0.038, 0.068],
        [0.052, 0.044, 0.09],
        [0.1, 0.044, 0.036],
      ]),
      color: 0xf0c030,
      role: 'fixed',
    }),
    part('leaf', { ellipsoid: [0.022, 0.006, 0.01] }, 'plain', {
      turn: [0, 40, 10],
      at: [0.1, 0.024, 0.075],
      color: 0x4a8a3a,
      role: 'fixed',
    }),
  ],
};

/**
 * A pillbox: a small brimless drum with straight sides and a flat top, in red felt, a bow at
 * one side with a feather rising from it.
 */
const PILLBOX: StateDecl = {
  drop: HAT_PARTS,
  parts: [
    part('crown', { cyl: 0.07, r: 0.085 }, 'fabric', {
      color: 0xa82236,
      answersTo: ['top', 'hat'],
    }),
    part('bow', { ellipsoid: [0.03, 0.018, 0.01] }, 'fabric', {
      turn: [0, 90, 0],
      at: [0.086, 0.038, 0.026],
      copies: [[0, 0, -0.052]],
      color: 0x1a1a1c,
      role: 'accent',
    }),
    part('bow_knot', { ball: 0.013 }, 'fabric', {
      at: [0.088, 0.038, 0],
      color: 0x1a1a1c,
      role: 'accent',
    }),
    part(
      'feather',
      {
        sweep: [
          [0.09, 0.04, 0],
          [0.1, 0.09, -0.01],
          [0.085, 0.15, -0.03],
          [0.055, 0.19, -0.05],
        ],
        r: [0.006, 0.014, 0.012, 0.003],
      },
      'fabric',
      { color: 0x1a1a1c, role: 'accent', answersTo: ['plume'] },
    ),
  ],
};

/**
 * A snap-brim hat (a porkpie): a low crown with a flat top and a round dent in it, a short
 * brim turned up at the edge, a dark band. Lower and smaller than a top hat or a fedora.
 */
const PORKPIE: StateDecl = {
  drop: HAT_PARTS,
  parts: [
    part(
      'brim',
      {
        lathe: [
          [0.07, 0.006],
          [0.12, 0.002],
          [0.14, 0.008],
          [0.145, 0.02],
        ],
        smooth: true,
      },
      'fabric',
      { color: 0x6a5644 },
    ),
    part('crown', { cyl: 0.07, r: 0.088, rTop: 0.086 }, 'fabric', {
      at: [0, 0.004, 0],
      color: 0x6a5644,
      answersTo: ['top'],
    }),
    part('dent', { ring: 0.058, r: 0.009 }, 'fabric', {
      turn: [90, 0, 0],
      at: [0, 0.074, 0],
      color: 0x5a4838,
      role: 'fixed',
    }),
    part('band', { cyl: 0.022, r: 0.09 }, 'fabric', {
      at: [0, 0.006, 0],
      color: 0x1a1a1c,
      role: 'accent',
    }),
  ],
};

// --- Dresses (the dress's `skirt` to a waist at y 0.67, `bodice` above, `belt`). ----------

const DRESS_PARTS = ['skirt', 'bodice', 'belt'];

/** A skirt from the front, hem `hem` wide at y 0, to the waist at `waist`. */
function skirtTo(hem: number, waist: number, color: number): PartDecl {
  return part(
    'skirt',
    {
      extrude: [
        [-hem, 0],
        [0, -0.02],
        [hem, 0],
        [0.16, waist],
        [-0.16, waist],
      ],
      depth: 0.06,
      round: 0.015,
    },
    'fabric',
    { color },
  );
}

/** A bodice from the front, waist at y 0: on two straps, or straight across (strapless). */
function bodice(color: number, straps: boolean, lift: number): PartDecl {
  const top: V2[] = straps
    ? [
        [0.17, 0.34],
        [0.155, 0.54],
        [0.115, 0.54],
        [0.075, 0.38],
        [0, 0.32],
        [-0.075, 0.38],
        [-0.115, 0.54],
        [-0.155, 0.54],
        [-0.17, 0.34],
      ]
    : [
        [0.18, 0.34],
        [0.1, 0.38],
        [0, 0.33],
        [-0.1, 0.38],
        [-0.18, 0.34],
      ];
  return part(
    'bodice',
    {
      extrude: [[-0.16, 0], [0.16, 0], [0.19, 0.24], ...top, [-0.19, 0.24]],
      depth: 0.07,
      round: 0.015,
    },
    'fabric',
    { at: [0, lift, 0], color },
  );
}

const belt = (y: number, color: number): PartDecl =>
  part('belt', { box: [0.36, 0.05, 0.085], round: 0.01 }, 'fabric', {
    at: [0, y, 0],
    color,
    role: 'accent',
  });

/**
 * A gown (every member of WordNet's gown without a look of its own): the skirt falls to the floor,
 * a slim sash.
 */
const GOWN: StateDecl = {
  drop: DRESS_PARTS,
  parts: [skirtTo(0.34, 1.0, 0x2a2a6a), bodice(0x2a2a6a, true, 0.97), belt(0.99, 0x9a9ac8)],
};

/** A strapless dress: the bodice straight across above the bust, no straps. */
const STRAPLESS: StateDecl = {
  drop: ['bodice'],
  parts: [bodice(0xc02a5a, false, 0.64)],
};

/**
 * A sari: a long wrapped skirt to the floor, pleated at the front, with a gold border; a
 * short-sleeved blouse; the loose end (the pallu) across the body from the hip over one
 * shoulder, gold-edged.
 */
const SARI_COLOUR = 0xe0641c;
const GOLD = 0xd8a830;
const SARI: StateDecl = {
  drop: DRESS_PARTS,
  parts: [
    skirtTo(0.3, 1.0, SARI_COLOUR),
    part('border', { box: [0.62, 0.05, 0.065] }, 'fabric', {
      at: [0, 0.0, 0],
      color: GOLD,
      role: 'accent',
      answersTo: ['hem'],
    }),
    part('pleats', { box: [0.018, 0.7, 0.01] }, 'fabric', {
      ...at(spaced(4, -0.06, 0.06).map((x) => [x, 0.05, 0.035] as V3)),
      color: 0xc8501a,
      role: 'fixed',
    }),
    part(
      'blouse',
      {
        extrude: [
          [-0.16, 0.98],
          [0.16, 0.98],
          [0.19, 1.22],
          [0.28, 1.3],
          [0.22, 1.4],
          [0.1, 1.44],
          [0, 1.38],
          [-0.1, 1.44],
          [-0.22, 1.4],
          [-0.28, 1.3],
          [-0.19, 1.22],
        ],
        depth: 0.065,
        round: 0.015,
      },
      'fabric',
      { color: 0x7a1a4a, role: 'accent', answersTo: ['choli', 'top'] },
    ),
    part(
      'pallu',
      {
        extrude: [
          [-0.2, 0.84],
          [-0.05, 0.84],
          [0.22, 1.42],
          [0.2, 1.48],
          [0.08, 1.45],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.04], color: SARI_COLOUR, answersTo: ['drape', 'sash'] },
    ),
    part('pallu_edge', { box: [0.03, 0.66, 0.012] }, 'fabric', {
      turn: [0, 0, -26],
      at: [0.0, 0.82, 0.05],
      color: GOLD,
      role: 'accent',
    }),
  ],
};

/**
 * A caftan: one loose straight robe to the ankles with wide
 * sleeves to the elbow, a gold-trimmed slit neck and a patterned band at the hem.
 */
const CAFTAN: StateDecl = {
  drop: DRESS_PARTS,
  parts: [
    part(
      'robe',
      {
        extrude: [
          [-0.3, 0],
          [0.3, 0],
          [0.25, 0.88],
          [0.56, 0.92],
          [0.52, 1.24],
          [0.12, 1.34],
          [0, 1.3],
          [-0.12, 1.34],
          [-0.52, 1.24],
          [-0.56, 0.92],
          [-0.25, 0.88],
        ],
        depth: 0.07,
        round: 0.02,
      },
      'fabric',
      { color: 0x1a8a96, answersTo: ['dress', 'body', 'skirt'] },
    ),
    part(
      'neck_trim',
      {
        extrude: [
          [-0.1, 1.33],
          [-0.07, 1.33],
          [0, 1.1],
          [0.07, 1.33],
          [0.1, 1.33],
          [0, 1.05],
        ],
        depth: 0.008,
      },
      'fabric',
      { at: [0, 0, 0.036], color: GOLD, role: 'accent', answersTo: ['trim'] },
    ),
    part('hem_band', { box: [0.6, 0.07, 0.074] }, 'fabric', {
      at: [0, 0.04, 0],
      color: 0xe8b040,
      role: 'accent',
      answersTo: ['hem', 'band'],
    }),
    part('hem_motif', { box: [0.035, 0.035, 0.01] }, 'fabric', {
      turn: [0, 0, 45],
      ...at(spaced(6, -0.24, 0.24).map((x) => [x, 0.055, 0.038] as V3)),
      color: 0xa8241c,
      role: 'fixed',
    }),
    part('sleeve_band', { box: [0.05, 0.3, 0.074] }, 'fabric', {
      turn: [0, 0, 6],
      at: [0.54, 0.93, 0],
      mirror: true,
      color: 0xe8b040,
      role: 'accent',
    }),
  ],
};

// --- Skirts (the pleated skirt's `skirt`, `waistband` at y 0.5). ---------------------------

/** A pleated footprint: `n` folds between radii `outer` and `inner`. */
function folds(n: number, outer: number, inner: number): V2[] {
  return Array.from({ length: n * 2 }, (_, i) => {
    const a = (Math.PI * i) / n;
    const r = i % 2 === 0 ? outer : inner;
    return [r * Math.cos(a), r * Math.sin(a)] as V2;
  });
}

/** A maxi skirt: soft folds falling to the ankles, twice the pleated skirt's length. */
const MAXI: StateDecl = {
  drop: ['skirt', 'waistband'],
  parts: [
    part('skirt', { plan: folds(16, 0.27, 0.25), height: 0.96, taper: 0.58 }, 'fabric', {
      color: 0x8a4a2a,
    }),
    part('waistband', { cyl: 0.06, r: 0.162 }, 'fabric', {
      at: [0, 0.94, 0],
      color: 0x6a3420,
      role: 'accent',
      answersTo: ['waist', 'band'],
    }),
  ],
};

/**
 * A longyi (a lungi): one long cloth of bright checks wrapped round as a straight skirt to the
 * ankles, its end folded over in front and tucked in a knot at the waist.
 */
/** An oval footprint, `a` across and `b` deep, scaled by `k`. */
const oval = (a: number, b: number, k = 1): V2[] =>
  Array.from({ length: 24 }, (_, i) => {
    const t = (Math.PI * 2 * i) / 24;
    return [a * k * Math.cos(t), b * k * Math.sin(t)] as V2;
  });

const WRAP_HEIGHT = 0.92;
const WRAP_TAPER = 0.78;
/** A band of the wrap's checks at height `y`, just proud of the cloth there. */
const wrapBand = (name: string, y: number): PartDecl =>
  part(
    name,
    { plan: oval(0.2, 0.15, 1.015 * (1 - ((1 - WRAP_TAPER) * y) / WRAP_HEIGHT)), height: 0.035 },
    'fabric',
    { at: [0, y, 0], color: 0x1a2a5a, role: 'accent', answersTo: ['checks', 'stripes'] },
  );

const WRAP_SKIRT: StateDecl = {
  drop: ['skirt', 'waistband'],
  parts: [
    part('skirt', { plan: oval(0.2, 0.15), height: WRAP_HEIGHT, taper: WRAP_TAPER }, 'fabric', {
      color: 0x3a6ab0,
      answersTo: ['cloth', 'wrap'],
    }),
    ...spaced(5, 0.08, 0.72).map((y, i) => wrapBand(`check_${i + 1}`, y)),
    part(
      'fold',
      {
        extrude: [
          [-0.02, WRAP_HEIGHT - 0.04],
          [0.1, WRAP_HEIGHT - 0.04],
          [0.08, 0.0],
          [-0.06, 0.0],
        ],
        depth: 0.012,
      },
      'fabric',
      { turn: [-2.2, 0, 0], at: [0, 0, 0.153], color: 0x2a5aa0, role: 'fixed' },
    ),
    part('roll', { plan: oval(0.2, 0.15, WRAP_TAPER * 1.05), height: 0.05 }, 'fabric', {
      at: [0, WRAP_HEIGHT - 0.05, 0],
      color: 0x2a4a8a,
      role: 'accent',
      answersTo: ['waist', 'waistband'],
    }),
    part('knot', { ellipsoid: [0.045, 0.035, 0.025] }, 'fabric', {
      at: [0.03, 0.86, 0.13],
      color: 0x2a4a8a,
      role: 'fixed',
    }),
  ],
};

// --- Neckwear (the necktie's `knot`, `blade`, `stripe`; it stands on its tip). -------------

const TIE_PARTS = ['knot', 'blade', 'stripe'];

/**
 * A bolo tie: two black leather cords hanging from a silver slide set with a turquoise
 * stone, each ending in a silver tip.
 */
const BOLO: StateDecl = {
  drop: TIE_PARTS,
  parts: [
    part(
      'cord',
      {
        capsule: [
          [0.01, 0.42, 0],
          [0.03, 0.1, 0],
        ],
        r: 0.006,
      },
      'leather',
      { mirror: true, color: 0x1a1410, answersTo: ['cords', 'string'] },
    ),
    part('loop', { ring: 0.04, r: 0.006, arc: 180 }, 'leather', {
      at: [0, 0.42, -0.004],
      color: 0x1a1410,
      role: 'fixed',
    }),
    part('slide', { ellipsoid: [0.038, 0.046, 0.012] }, 'silver', {
      at: [0, 0.38, 0.004],
      role: 'detail',
      answersTo: ['clasp'],
    }),
    part('stone', { ellipsoid: [0.026, 0.033, 0.01] }, 'plain', {
      at: [0, 0.38, 0.012],
      color: 0x30b0a8,
      role: 'fixed',
      answersTo: ['turquoise', 'gem'],
    }),
    part('tip', { cyl: 0.04, r: 0.004, rTop: 0.007 }, 'silver', {
      turn: [0, 0, 180],
      at: [0.03, 0.1, 0],
      mirror: true,
      role: 'detail',
      answersTo: ['tips', 'aglets'],
    }),
  ],
};

/**
 * A cravat (and every kind of cravat WordNet lists): a short, wide, puffed silk neckcloth filling
 * the open neck of a white shirt, gathered in a knot under the collar's points and held by a gold
 * pin.
 */
const CRAVAT: StateDecl = {
  drop: TIE_PARTS,
  parts: [
    part(
      'shirt',
      {
        extrude: [
          [-0.17, 0.12],
          [0.17, 0.12],
          [0.17, 0.47],
          [0.06, 0.5],
          [-0.06, 0.5],
          [-0.17, 0.47],
        ],
        depth: 0.02,
      },
      'fabric',
      { at: [0, 0, -0.03], color: 0xf4f4f0, role: 'fixed', answersTo: ['collar'] },
    ),
    part(
      'collar',
      {
        extrude: [
          [0.03, 0.5],
          [0.09, 0.5],
          [0.15, 0.36],
          [0.06, 0.4],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.03], mirror: true, color: 0xfafaf6, role: 'fixed' },
    ),
    part('knot', { ellipsoid: [0.05, 0.03, 0.03] }, 'fabric', {
      at: [0, 0.43, 0.005],
      color: 0x6a1a8a,
    }),
    part(
      'blade',
      {
        extrude: [
          [-0.045, 0.42],
          [0.045, 0.42],
          [0.085, 0.32],
          [0.075, 0.2],
          [0, 0.16],
          [-0.075, 0.2],
          [-0.085, 0.32],
        ],
        depth: 0.04,
        round: 0.018,
      },
      'fabric',
      { color: 0x6a1a8a, answersTo: ['cravat', 'neckcloth'] },
    ),
    part('fold', { box: [0.01, 0.2, 0.01] }, 'fabric', {
      turn: [0, 0, 14],
      at: [0.018, 0.2, 0.021],
      copies: [[-0.045, 0.01, 0]],
      color: 0x4a1060,
      role: 'fixed',
    }),
    part('pin', { ball: 0.013 }, 'gold', {
      at: [0, 0.34, 0.024],
      role: 'detail',
      answersTo: ['tiepin', 'stickpin'],
    }),
  ],
};

// --- Shirts (the T-shirt's flat `body`, short sleeves, from y 0 to the neck at 0.68). -----

/**
 * A shirt (every shirt WordNet lists without a kind or look of its own): the T-shirt's body in pale
 * blue with a pointed collar, a buttoned placket down the front and a breast pocket.
 */
const SHIRT_COLOUR = 0x6e9ad0;
const BUTTONED_SHIRT: StateDecl = {
  drop: ['body'],
  parts: [
    part('body', { extrude: SHIRT, depth: 0.05, round: 0.015 }, 'fabric', {
      color: SHIRT_COLOUR,
    }),
    part(
      'collar',
      {
        extrude: [
          [0.0, 0.6],
          [0.1, 0.69],
          [0.15, 0.66],
          [0.09, 0.55],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.027], mirror: true, color: 0x8ab0e0, role: 'accent' },
    ),
    part('placket', { box: [0.05, 0.6, 0.008] }, 'fabric', {
      at: [0, 0, 0.026],
      color: 0x5e88c0,
      role: 'accent',
      answersTo: ['front'],
    }),
    part('button', { cyl: 0.006, r: 0.012 }, 'plastic', {
      turn: [90, 0, 0],
      ...at(spaced(5, 0.08, 0.52).map((y) => [0, y, 0.03] as V3)),
      color: 0xf4f4f4,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
    part('pocket', { box: [0.1, 0.11, 0.008] }, 'fabric', {
      at: [-0.13, 0.36, 0.026],
      color: 0x5e88c0,
      role: 'accent',
    }),
  ],
};

/**
 * A dashiki: a loose pullover shirt in a bright print, its V neck framed by a broad
 * embroidered yoke, and a bordered hem.
 */
const DASHIKI: StateDecl = {
  drop: ['body'],
  parts: [
    part('body', { extrude: SHIRT, depth: 0.05, round: 0.015 }, 'fabric', { color: 0xe8a020 }),
    part(
      'yoke',
      {
        extrude: [
          [-0.2, 0.66],
          [-0.1, 0.69],
          [0, 0.5],
          [0.1, 0.69],
          [0.2, 0.66],
          [0.16, 0.52],
          [0, 0.34],
          [-0.16, 0.52],
        ],
        depth: 0.01,
      },
      'fabric',
      { at: [0, 0, 0.027], color: 0x1a1a1a, role: 'accent', answersTo: ['embroidery'] },
    ),
    part('motif', { box: [0.03, 0.03, 0.01] }, 'fabric', {
      turn: [0, 0, 45],
      ...at([
        [-0.12, 0.56, 0.033],
        [0.12, 0.56, 0.033],
        [-0.06, 0.47, 0.033],
        [0.06, 0.47, 0.033],
        [0, 0.39, 0.033],
      ]),
      color: 0xc8281c,
      role: 'fixed',
    }),
    part('hem_band', { box: [0.5, 0.05, 0.056] }, 'fabric', {
      at: [0, 0.0, 0],
      color: 0x1a6a3a,
      role: 'accent',
      answersTo: ['hem'],
    }),
    part('sleeve_band', { box: [0.05, 0.14, 0.056] }, 'fabric', {
      turn: [0, 0, -56],
      at: [0.45, 0.39, 0],
      mirror: true,
      color: 0x1a6a3a,
      role: 'accent',
    }),
  ],
};

// --- Scarves and belts (the knitted scarf's `loop`, `end`, `stripe`, `fringe`; the belt's
// `strap`, `buckle`, `tongue`, `tail`). -----------------------------------------------------

/**
 * A stole (a rebozo): a wide woven wrap laid flat, folded once in its middle so both ends
 * hang, a band of pattern near each end and a long fringe.
 */
function shawl(color: number, band: number): StateDecl {
  return {
    drop: ['loop', 'end', 'stripe', 'fringe'],
    parts: [
      part(
        'wrap',
        {
          extrude: [
            [-0.3, 0.08],
            [-0.1, 0.08],
            [-0.04, 0.6],
            [0.04, 0.6],
            [0.1, 0.08],
            [0.3, 0.08],
            [0.12, 0.7],
            [-0.12, 0.7],
          ],
          depth: 0.02,
          round: 0.006,
        },
        'fabric',
        { color, answersTo: ['stole', 'shawl', 'scarf'] },
      ),
      part('band', { box: [0.2, 0.035, 0.026] }, 'fabric', {
        ...at([
          [-0.2, 0.13, 0],
          [0.2, 0.13, 0],
        ]),
        color: band,
        role: 'accent',
        answersTo: ['stripe', 'stripes'],
      }),
      part('fringe', { box: [0.01, 0.08, 0.01] }, 'fabric', {
        ...at([...spaced(7, -0.29, -0.11), ...spaced(7, 0.11, 0.29)].map((x) => [x, 0.0, 0] as V3)),
        color,
        role: 'fixed',
        answersTo: ['tassels'],
      }),
    ],
  };
}

/**
 * A cummerbund (a sash, a waistband) laid out flat from the front: a wide band of burgundy
 * silk, deepest in its middle, pleated across, with a narrow strap to each side and a clasp.
 */
const SASH: StateDecl = {
  drop: ['strap', 'buckle', 'tongue', 'tail'],
  parts: [
    part(
      'band',
      {
        extrude: [
          [-0.26, 0.05],
          [-0.16, 0.0],
          [0.16, 0.0],
          [0.26, 0.05],
          [0.26, 0.11],
          [0.16, 0.17],
          [-0.16, 0.17],
          [-0.26, 0.11],
        ],
        depth: 0.02,
        round: 0.005,
      },
      'fabric',
      { color: 0x6a1424, answersTo: ['sash', 'cummerbund'] },
    ),
    part('pleat', { box: [0.4, 0.007, 0.006] }, 'fabric', {
      ...at(spaced(4, 0.035, 0.135).map((y) => [0, y, 0.011] as V3)),
      color: 0x3a0812,
      role: 'accent',
      answersTo: ['pleats'],
    }),
    part('strap', { box: [0.18, 0.022, 0.008] }, 'fabric', {
      at: [0.35, 0.072, 0],
      mirror: true,
      color: 0x1a1a1e,
      role: 'accent',
    }),
    part('clasp', { box: [0.03, 0.03, 0.012] }, 'silver', {
      at: [0.42, 0.068, 0],
      role: 'detail',
      answersTo: ['buckle'],
    }),
  ],
};

// --- Shoes (the sneaker's `upper`, `insole`, `toe_cap`, `sole`, lying along X, toe at +X). --

/**
 * A flipper (a swim fin): a black rubber foot pocket with a long, flat, flaring blade past
 * the toes, ribbed along its sides.
 */
const FLIPPER: StateDecl = {
  drop: ['upper', 'insole', 'toe_cap', 'sole', 'lace'],
  parts: [
    part('pocket', { ellipsoid: [0.1, 0.042, 0.052] }, 'rubber', {
      at: [-0.06, 0.036, 0],
      minus: [{ shape: { ellipsoid: [0.065, 0.03, 0.036] }, at: [-0.12, 0.062, 0] }],
      color: 0x1a1a1e,
      answersTo: ['foot', 'shoe'],
    }),
    part(
      'blade',
      {
        plan: [
          [0.0, -0.05],
          [0.34, -0.1],
          [0.37, 0.0],
          [0.34, 0.1],
          [0.0, 0.05],
        ],
        height: 0.012,
      },
      'rubber',
      { at: [0, 0.01, 0], color: 0x1e6ab0, answersTo: ['fin'] },
    ),
    part('rib', { box: [0.35, 0.02, 0.014] }, 'rubber', {
      turn: [0, -8.4, 0],
      at: [0.17, 0.012, 0.075],
      color: 0x1a1a1e,
      role: 'fixed',
    }),
    part('rib_2', { box: [0.35, 0.02, 0.014] }, 'rubber', {
      turn: [0, 8.4, 0],
      at: [0.17, 0.012, -0.075],
      color: 0x1a1a1e,
      role: 'fixed',
    }),
  ],
};

// --- Caps (the baseball cap's `crown`, `visor`, `button`). ---------------------------------

/**
 * A cap nobody named (a glengarry): most of WordNet's caps
 * have no peak, so the one that stands for them is a soft navy wool bonnet — a band round the
 * head, a low full crown, a red pompom on top and two ribbons at the back — not the baseball
 * cap.
 */
const BONNET: StateDecl = {
  drop: ['crown', 'visor', 'button'],
  parts: [
    part('band', { cyl: 0.035, r: 0.1 }, 'fabric', {
      color: 0x1a2440,
      role: 'accent',
      answersTo: ['headband'],
    }),
    part(
      'crown',
      {
        lathe: [
          [0.098, 0],
          [0.118, 0.03],
          [0.112, 0.06],
          [0.07, 0.085],
          [0, 0.09],
        ],
        smooth: true,
      },
      'fabric',
      { at: [0, 0.03, 0], color: 0x24305a, answersTo: ['top'] },
    ),
    part('pompom', { ball: 0.022 }, 'fabric', {
      at: [0, 0.125, 0],
      color: 0xc02030,
      role: 'accent',
      answersTo: ['toorie', 'bobble'],
    }),
    part('ribbon', { box: [0.016, 0.07, 0.004] }, 'fabric', {
      turn: [0, 0, 8],
      at: [0.016, 0, -0.102],
      mirror: true,
      color: 0x101420,
      role: 'fixed',
      answersTo: ['ribbons', 'tails'],
    }),
  ],
};

// --- Robes (the bathrobe's `body`: hem 0.68 wide at y 0, `belt` at 0.6, `collar`). ------

/** A lace edge along a straight run of the robe, `w` wide and `h` tall. */
const lace = (name: string, w: number, h: number, at: V3, turn: V3 = [0, 0, 0]): PartDecl =>
  part(name, { box: [w, h, 0.012] }, 'fabric', {
    turn,
    at,
    color: 0xfaf4ec,
    role: 'fixed',
    answersTo: ['lace', 'trim'],
  });

/**
 * A negligee (and a housecoat, of its synset): a woman's loose dressing gown in blush satin, ivory
 * lace down its fronts, at its hem and its cuffs, tied with a satin ribbon in a bow.
 */
const NEGLIGEE: StateDecl = {
  drop: ['body', 'belt', 'collar'],
  parts: [
    part(
      'body',
      {
        extrude: ROBE,
        depth: 0.1,
        round: 0.02,
      },
      'fabric',
      { color: 0xc0607e, answersTo: ['robe', 'gown'] },
    ),
    lace('lace_front', 0.035, 0.52, [0.06, 0.66, 0.05], [0, 0, -12]),
    lace('lace_front_2', 0.035, 0.52, [-0.06, 0.66, 0.05], [0, 0, 12]),
    lace('lace_hem', 0.66, 0.05, [0, 0, 0.05]),
    lace('lace_cuff', 0.14, 0.035, [0.54, 0.74, 0.05], [0, 0, 52]),
    lace('lace_cuff_2', 0.14, 0.035, [-0.54, 0.74, 0.05], [0, 0, -52]),
    part('belt', { box: [0.56, 0.04, 0.12] }, 'fabric', {
      at: [0, 0.6, 0],
      color: 0xf4e8e0,
      role: 'accent',
      answersTo: ['ribbon', 'sash'],
    }),
    part('bow', { ellipsoid: [0.045, 0.025, 0.015] }, 'fabric', {
      turn: [0, 0, 20],
      at: [0.05, 0.62, 0.065],
      copies: [[-0.1, 0, 0]],
      color: 0xf4e8e0,
      role: 'accent',
    }),
  ],
};

// --- Looks by the family's kind, keyed by the chain word they go with. ---------------------

/** The cap's knitted beanie (class-looks.ts): every skullcap without a kind (a beany). */
const BEANIE = CLASS_LOOKS['cap'].looks['beanie'];
/** The hat's chef's hat (class-looks.ts): WordNet's toque is "a tall white hat … worn by chefs". */
const CHEF_HAT = CLASS_LOOKS['hat'].looks["chef's hat"];

const LOOKS: Readonly<Record<string, Readonly<Record<string, StateDecl>>>> = {
  hat: {
    millinery: LADY_HAT,
    pillbox: PILLBOX,
    toque: CHEF_HAT,
    'snap-brim hat': PORKPIE,
    porkpie: PORKPIE,
  },
  dress: {
    gown: GOWN,
    strapless: STRAPLESS,
    sari: SARI,
    caftan: CAFTAN,
  },
  skirt: { 'maxi skirt': MAXI, maxiskirt: MAXI, maxi: MAXI, lungi: WRAP_SKIRT },
  scarf: { stole: shawl(0xd8c8a8, 0x8a2a2a), rebozo: shawl(0x2a5a7a, 0xd8c8a8) },
  belt: { girdle: SASH, cummerbund: SASH },
  shoe: { flipper: FLIPPER },
  bathrobe: { negligee: NEGLIGEE },
  // A jockey cap or a golf cap is the baseball cap's synonym: it keeps the cap's own build.
  cap: { skullcap: BEANIE, 'baseball cap': {} },
  // WordNet's T-shirt is named "jersey" first, so a tee shirt (its synonym) would take the
  // football shirt's look: it keeps the plain T-shirt.
  't-shirt': { 'tee shirt': {}, shirt: BUTTONED_SHIRT, dashiki: DASHIKI },
  tie: { 'bolo tie': BOLO, bolo: BOLO, cravat: CRAVAT },
};

/**
 * Looks for the members a family's kind does not name and no look of it reaches: every cap
 * standing in (a glengarry) is the brimless bonnet. The kind's own nouns keep its build.
 */
const UNNAMED: Readonly<Record<string, StateDecl>> = { cap: BONNET };

/** The kinds with this domain's looks added (a kind's own looks win on the same key). */
export function withWearLooks(kinds: readonly KindDecl[]): KindDecl[] {
  return kinds.map((decl) => {
    const looks = LOOKS[decl.kind];
    const unnamed = UNNAMED[decl.kind];
    const withLooks = looks ? { ...decl, looks: { ...looks, ...decl.looks } } : decl;
    if (!unnamed || decl.lookOf) return withLooks;
    const own = new Set(decl.nouns);
    return { ...withLooks, lookOf: (noun: string) => (own.has(noun) ? undefined : unnamed) };
  });
}
