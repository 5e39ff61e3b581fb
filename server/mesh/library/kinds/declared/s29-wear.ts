/**
 * Things worn, by their class (issue #32, session 29, helper wear; docs/decisions.md "Things
 * worn, by their class"). Two kinds that whole WordNet classes reach through the families of
 * prompt/meaning.ts, and looks on two garment kinds declared elsewhere:
 *
 * - a **pocket**: a patch of blue denim with the back pocket of a pair of jeans sewn on it —
 *   its five-sided outline in orange double stitching, copper rivets at its top corners and
 *   the top of a phone standing out of its mouth; every pocket (a breast pocket, a hip
 *   pocket, a vest pocket, a fob) reaches it;
 * - a **long robe**: the loose ankle-length robe with long wide sleeves worn across North and
 *   East Africa and Arabia (a thobe, a kanzu, a dishdasha), white with a buttoned placket at
 *   the neck; every loose outer robe WordNet files without a kind (an aba, a haik, an izar, a
 *   burka) reaches it, an abaya or an aba in black and a burka in blue with its mesh grille;
 * - looks: the coat's `military uniform` (every uniform of soldiers: fatigues, battle dress,
 *   khakis) is an olive jacket in camouflage blotches with four flapped pockets, a dress
 *   uniform navy with gold and a white belt; the cassock's `vestment` (an alb, a surplice) is
 *   the white robe with a coloured stole hanging down its front; the tie's `tie clip` and
 *   `tie tack` (a tiepin, a stickpin) are the tie with a silver clip across it or a gold pin
 *   with a small stone through it.
 *
 * Garments stand upright facing +Z, as the other garment kinds do.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { COAT } from './outlines.ts';
import { at, lyingX, part, rod, spaced } from './part-shorthand.ts';

// --- Pocket ----------------------------------------------------------------------------------

const DENIM = 0x3d5f8f;
const STITCH = 0xd98a2b;
const PANEL_W = 0.36;
const PANEL_H = 0.42;
const PANEL_D = 0.012;
/** The pocket's front face sits this far in front of the panel's. */
const PATCH_Z = PANEL_D / 2 + 0.006;

/** A jeans back pocket from the front: square top, sides, a point at the bottom. */
const POCKET_OUTLINE: V2[] = [
  [-0.1, 0.34],
  [0.1, 0.34],
  [0.095, 0.14],
  [0, 0.1],
  [-0.095, 0.14],
];

/** A thin stitch line from `a` to `b` on the pocket's face. */
function stitch(name: string, a: V2, b: V2): PartDecl {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return part(name, { box: [length, 0.0035, 0.003] }, 'fabric', {
    turn: [0, 0, deg],
    at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.00175, PATCH_Z + 0.004],
    color: STITCH,
    role: 'fixed',
    answersTo: ['stitching', 'stitches', 'thread'],
  });
}

/** The outline drawn `inset` inside the pocket's edge (x scaled in, y kept). */
function insetOutline(inset: number): V2[] {
  return POCKET_OUTLINE.map(([x, y]): V2 => [
    x * (1 - inset / 0.1),
    y > 0.3 ? y - inset * 1.6 : y + inset * (y < 0.12 ? 1.4 : 0.6),
  ]);
}

const POCKET_STITCHES: PartDecl[] = [0.012, 0.022].flatMap((inset, row) => {
  const pts = insetOutline(inset);
  // The top edge has its own hem line; the stitching runs round the sides and the point.
  return [1, 2, 3].map((i) =>
    stitch(`stitch_${row + 1}_${i}`, pts[i]!, pts[(i + 1) % pts.length]!),
  );
});

const pocket: KindDecl = {
  kind: 'pocket',
  nouns: ['pocket', 'pockets', 'jeans pocket', 'back pocket', 'trouser pocket'],
  size: [0.42, 0.36],
  parts: [
    // The patch of denim the pocket is sewn on, standing like the back of a pair of jeans.
    part('panel', { box: [PANEL_W, PANEL_H, PANEL_D], round: 0.004 }, 'fabric', {
      color: DENIM,
      answersTo: ['jeans', 'denim', 'cloth', 'fabric'],
    }),
    // What the pocket holds: the top of a phone standing out of its mouth, between the
    // panel and the pocket's cloth.
    part('phone', { box: [0.085, 0.16, 0.008], round: 0.006 }, 'plastic', {
      at: [0.012, 0.29, PANEL_D / 2 + 0.004],
      turn: [0, 0, -6],
      color: 0x1d1f24,
      role: 'fixed',
      optional: 0.75,
      answersTo: ['phone', 'smartphone'],
    }),
    part('pocket', { extrude: POCKET_OUTLINE, depth: 0.006 }, 'fabric', {
      at: [0, 0, PATCH_Z - 0.003],
      color: 0x44689a,
      answersTo: ['pocket', 'patch'],
    }),
    // The mouth's hem, folded over: a band along the pocket's top edge and its stitch line.
    part('hem', { box: [0.2, 0.022, 0.008] }, 'fabric', {
      at: [0, 0.319, PATCH_Z],
      color: 0x36557f,
      answersTo: ['hem', 'mouth'],
    }),
    part('hem_stitch', { box: [0.19, 0.0035, 0.003] }, 'fabric', {
      at: [0, 0.316, PATCH_Z + 0.004],
      color: STITCH,
      role: 'fixed',
      answersTo: ['stitching', 'stitches', 'thread'],
    }),
    ...POCKET_STITCHES,
    // A curved decorative stitch across its face, two arcs meeting at the middle.
    stitch('arc_l', [-0.075, 0.25], [0, 0.205]),
    stitch('arc_r', [0.075, 0.25], [0, 0.205]),
    // Copper rivets at the two top corners.
    part('rivet', { cyl: 0.006, r: 0.009 }, 'copper', {
      turn: [90, 0, 0],
      at: [-0.093, 0.33, PATCH_Z + 0.006],
      copies: [[0.186, 0, 0]],
      color: 0xb87333,
      role: 'detail',
      answersTo: ['rivets'],
    }),
    // The waistband's seam across the top of the panel and a belt loop.
    part('yoke_seam', { box: [PANEL_W, 0.004, 0.003] }, 'fabric', {
      at: [0, 0.375, PANEL_D / 2 + 0.0015],
      color: STITCH,
      role: 'fixed',
      answersTo: ['stitching'],
    }),
    part('belt_loop', { box: [0.022, 0.06, 0.008], round: 0.002 }, 'fabric', {
      at: [-0.14, 0.36, PANEL_D / 2 + 0.004],
      color: 0x36557f,
      answersTo: ['belt loop', 'loop'],
    }),
  ],
  // A breast pocket is the pocket of a shirt: pale cotton, a pen clipped in it, no rivets.
  looks: {
    'breast pocket': {
      drop: ['panel', 'pocket', 'hem', 'rivet', 'phone', 'belt_loop', 'yoke_seam'],
      parts: [
        part('panel', { box: [PANEL_W, PANEL_H, PANEL_D], round: 0.004 }, 'fabric', {
          color: 0xdfe8f2,
          answersTo: ['shirt', 'cloth', 'fabric'],
        }),
        part('pocket', { extrude: POCKET_OUTLINE, depth: 0.006 }, 'fabric', {
          at: [0, 0, PATCH_Z - 0.003],
          color: 0xd3deea,
          answersTo: ['pocket', 'patch'],
        }),
        part('hem', { box: [0.2, 0.022, 0.008] }, 'fabric', {
          at: [0, 0.319, PATCH_Z],
          color: 0xc8d4e2,
          answersTo: ['hem', 'mouth'],
        }),
        part('pen', { cyl: 0.17, r: 0.007 }, 'plastic', {
          at: [0.05, 0.2, PANEL_D / 2 + 0.006],
          color: 0x1f3a8a,
          role: 'fixed',
          answersTo: ['pen'],
        }),
        part('pen_clip', { box: [0.006, 0.06, 0.004] }, 'chrome', {
          at: [0.05, 0.3, PATCH_Z + 0.005],
          role: 'fixed',
          answersTo: ['clip'],
        }),
      ],
    },
  },
};

// --- Long robe -------------------------------------------------------------------------------

/** A long loose robe from the front: to the ankle, long wide sleeves hanging, a round neck. */
const LONG_ROBE: V2[] = [
  [-0.34, 0],
  [0.34, 0],
  [0.27, 0.96],
  [0.47, 0.52],
  [0.62, 0.56],
  [0.4, 1.26],
  [0.13, 1.34],
  [0, 1.3],
  [-0.13, 1.34],
  [-0.4, 1.26],
  [-0.62, 0.56],
  [-0.47, 0.52],
  [-0.27, 0.96],
];

const ROBE_WHITE = 0xf3f1ea;

function robeBody(color: number): PartDecl {
  return part('robe', { extrude: LONG_ROBE, depth: 0.09, round: 0.025 }, 'linen', {
    color,
    answersTo: ['body', 'robe', 'cloth'],
  });
}

const ROBE_PARTS: PartDecl[] = [
  robeBody(ROBE_WHITE),
  // A placket from the neck to the chest, closed by small buttons, and a band round the neck.
  part('placket', { box: [0.05, 0.26, 0.006] }, 'linen', {
    at: [0, 1.03, 0.046],
    color: 0xe4e0d4,
    answersTo: ['placket'],
  }),
  part('button', { cyl: 0.006, r: 0.009 }, 'plastic', {
    turn: [90, 0, 0],
    at: [0, 1.07, 0.05],
    copies: [
      [0, 0.07, 0],
      [0, 0.14, 0],
    ],
    color: 0xcfc8b4,
    role: 'detail',
    answersTo: ['buttons'],
  }),
  part('neckband', { box: [0.25, 0.035, 0.095], round: 0.012 }, 'linen', {
    at: [0, 1.285, 0],
    color: 0xe4e0d4,
    answersTo: ['collar', 'neck'],
  }),
  // The folds of loose cloth falling to the hem.
  part('fold', { box: [0.012, 0.8, 0.004] }, 'linen', {
    at: [-0.16, 0.05, 0.046],
    copies: [[0.32, 0, 0]],
    color: 0xdcd8cc,
    role: 'fixed',
    answersTo: ['folds'],
  }),
];

/** A robe of one colour throughout: the body and its neck, placket and folds in shades of it. */
function robeIn(color: number, shade: number): StateDecl {
  return {
    drop: ['robe', 'placket', 'neckband', 'fold', 'button'],
    parts: [
      robeBody(color),
      part('neckband', { box: [0.25, 0.035, 0.095], round: 0.012 }, 'linen', {
        at: [0, 1.285, 0],
        color: shade,
        answersTo: ['collar', 'neck'],
      }),
      part('fold', { box: [0.012, 0.8, 0.004] }, 'linen', {
        at: [-0.16, 0.05, 0.046],
        copies: [[0.32, 0, 0]],
        color: shade,
        role: 'fixed',
        answersTo: ['folds'],
      }),
    ],
  };
}

/** A burka: the robe in blue, its head covered to a crown with the mesh grille at the eyes. */
const BURQA_BLUE = 0x4f7fc4;
const BURQA: StateDecl = {
  drop: ['robe', 'placket', 'neckband', 'fold', 'button'],
  parts: [
    robeBody(BURQA_BLUE),
    part('hood', { ellipsoid: [0.15, 0.19, 0.14] }, 'linen', {
      at: [0, 1.45, 0],
      color: BURQA_BLUE,
      answersTo: ['hood', 'head'],
    }),
    part('cap', { cyl: 0.05, r: 0.11, rTop: 0.09 }, 'linen', {
      at: [0, 1.56, 0],
      color: 0x456fb0,
      answersTo: ['cap', 'crown'],
    }),
    // The grille: a small dark lattice over the face, a few bars each way.
    ...[-0.04, -0.013, 0.013, 0.04].map((x, i) =>
      part(`grille_bar_${i + 1}`, { box: [0.006, 0.07, 0.004] }, 'fabric', {
        at: [x, 1.44, 0.134],
        color: 0x1f2f4a,
        role: 'fixed',
        answersTo: ['grille', 'mesh'],
      }),
    ),
    ...[1.45, 1.475, 1.5].map((y, i) =>
      part(`grille_rung_${i + 1}`, { box: [0.1, 0.005, 0.004] }, 'fabric', {
        at: [0, y, 0.132],
        color: 0x1f2f4a,
        role: 'fixed',
        answersTo: ['grille', 'mesh'],
      }),
    ),
    // The pleats falling from the head down the front.
    part('fold', { box: [0.012, 1.0, 0.004] }, 'linen', {
      at: [-0.12, 0.05, 0.046],
      copies: [
        [0.12, 0, 0],
        [0.24, 0, 0],
      ],
      color: 0x3d6aa8,
      role: 'fixed',
      answersTo: ['pleats', 'folds'],
    }),
  ],
};

const BLACK_ROBE = robeIn(0x17171a, 0x2a2a30);

const longRobe: KindDecl = {
  kind: 'long robe',
  nouns: ['long robe', 'thobe', 'thawb', 'dishdasha', 'kandura', 'kanzu', 'jubba', 'thobes'],
  size: [1.34, 1.24],
  parts: ROBE_PARTS,
  looks: { abaya: BLACK_ROBE, aba: BLACK_ROBE, burqa: BURQA, burka: BURQA },
};

// --- Shoelace -------------------------------------------------------------------------------

const LACE = 0xf7f7f2;
const LACE_R = 0.0042;
/** Eyelet rows of the upper, bottom to top, and the half-gap between the two columns. */
const EYELET_Y = spaced(5, 0.045, 0.205);
const EYELET_X = 0.048;
/** The laces lie this far in front of the upper's face. */
const LACE_Z = 0.013;

/** A lace run between two points on the upper's face. */
function laceRun(name: string, a: V2, b: V2): PartDecl {
  return rod(name, [a[0], a[1], LACE_Z], [b[0], b[1], LACE_Z], LACE_R, 'fabric', {
    color: LACE,
    answersTo: ['lace', 'laces', 'shoelace'],
  });
}

/** One loop of the bow: an oval out to one side of the knot (`side` -1 or 1). */
function bowLoop(side: number): V3[] {
  const top = EYELET_Y[EYELET_Y.length - 1]! + 0.012;
  return Array.from({ length: 13 }, (_, i): V3 => {
    const a = (2 * Math.PI * i) / 12;
    return [side * (0.038 - 0.034 * Math.cos(a)), top + 0.02 * Math.sin(a), LACE_Z + 0.006];
  });
}

const LACE_TOP = EYELET_Y[EYELET_Y.length - 1]!;

const shoelace: KindDecl = {
  kind: 'shoelace',
  nouns: ['shoelace', 'shoelaces', 'shoe lace', 'shoe laces'],
  size: [0.27, 0.2],
  parts: [
    // The top of a sneaker's upper, the laces' setting: a panel, its tongue showing between
    // the two rows of eyelets.
    part('upper', { box: [0.2, 0.25, 0.012], round: 0.004 }, 'fabric', {
      colors: [0x2f5fa8, 0xc8342c, 0x2e2e33],
      answersTo: ['shoe', 'upper', 'sneaker'],
    }),
    part('tongue', { box: [0.06, 0.23, 0.004], round: 0.002 }, 'fabric', {
      at: [0, 0.02, 0.007],
      color: 0x55575c,
      role: 'fixed',
      answersTo: ['tongue'],
    }),
    part('eyelet', { ring: 0.008, r: 0.0028 }, 'chrome', {
      ...at(
        EYELET_Y.flatMap((y): V3[] => [
          [-EYELET_X, y, 0.009],
          [EYELET_X, y, 0.009],
        ]),
      ),
      role: 'detail',
      answersTo: ['eyelets'],
    }),
    // The lace: straight across the bottom row, then crossing up to the top.
    laceRun('lace_bottom', [-EYELET_X, EYELET_Y[0]!], [EYELET_X, EYELET_Y[0]!]),
    ...EYELET_Y.slice(0, -1).flatMap((y, i) => [
      laceRun(`lace_cross_${i + 1}a`, [-EYELET_X, y], [EYELET_X, EYELET_Y[i + 1]!]),
      laceRun(`lace_cross_${i + 1}b`, [EYELET_X, y], [-EYELET_X, EYELET_Y[i + 1]!]),
    ]),
    // Tied in a bow at the top: two loops, the knot, two tails hanging with their aglets.
    part('bow_loop', { sweep: bowLoop(1), r: LACE_R }, 'fabric', {
      color: LACE,
      answersTo: ['bow', 'lace', 'laces'],
    }),
    part('bow_loop_l', { sweep: bowLoop(-1), r: LACE_R }, 'fabric', {
      color: LACE,
      answersTo: ['bow', 'lace', 'laces'],
    }),
    part('knot', { ball: 0.009 }, 'fabric', {
      at: [0, LACE_TOP + 0.012, LACE_Z + 0.008],
      color: LACE,
      answersTo: ['knot', 'lace'],
    }),
    part(
      'tail',
      {
        sweep: [
          [0.004, LACE_TOP + 0.01, LACE_Z + 0.008],
          [0.03, LACE_TOP - 0.03, LACE_Z + 0.01],
          [0.05, LACE_TOP - 0.08, LACE_Z + 0.012],
        ],
        r: LACE_R,
      },
      'fabric',
      { color: LACE, mirror: true, answersTo: ['lace', 'laces'] },
    ),
    rod(
      'aglet',
      [0.05, LACE_TOP - 0.08, LACE_Z + 0.012],
      [0.056, LACE_TOP - 0.105, LACE_Z + 0.012],
      0.0048,
      'plastic',
      { color: 0x1c1c1f, role: 'fixed', mirror: true, answersTo: ['aglets', 'tips'] },
    ),
  ],
};

// --- Cuff ------------------------------------------------------------------------------------

const CUFF_R = 0.055;
const SLEEVE_R = 0.07;

const cuff: KindDecl = {
  kind: 'cuff',
  nouns: ['cuff', 'shirt cuff', 'shirt cuffs', 'french cuff', 'french cuffs', 'turnup'],
  size: [0.15, 0.42],
  parts: [
    // A jacket's sleeve lying along X, the white shirt cuff standing out of its end, a gold
    // cufflink through the cuff: what a person shows when they "shoot their cuffs".
    lyingX('jacket_sleeve', [-0.2, SLEEVE_R, 0], 0.3, SLEEVE_R, 'fabric', {
      color: 0x263247,
      answersTo: ['sleeve', 'jacket'],
    }),
    part('sleeve_buttons', { cyl: 0.006, r: 0.008 }, 'plastic', {
      turn: [90, 0, 0],
      at: [-0.08, SLEEVE_R + 0.01, SLEEVE_R - 0.004],
      copies: [
        [-0.022, 0, 0],
        [-0.044, 0, 0],
      ],
      color: 0x111114,
      role: 'detail',
      answersTo: ['buttons'],
    }),
    lyingX('cuff', [-0.01, SLEEVE_R, 0], 0.12, CUFF_R, 'linen', {
      color: 0xf7f7f4,
      answersTo: ['cuff', 'shirt'],
    }),
    // The cuff's turned-back fold and its seam, and the dark opening at its end.
    lyingX('fold', [-0.035, SLEEVE_R, 0], 0.006, CUFF_R + 0.003, 'linen', {
      color: 0xe6e6e0,
      role: 'fixed',
      answersTo: ['fold', 'seam'],
    }),
    lyingX('opening', [0.051, SLEEVE_R, 0], 0.002, CUFF_R - 0.006, 'fabric', {
      color: 0x3a3a3c,
      role: 'fixed',
      answersTo: ['opening', 'inside'],
    }),
    // The cufflink: a gold face on the cuff's front, its bar through the slit.
    part('cufflink', { box: [0.022, 0.022, 0.006], round: 0.003 }, 'gold', {
      at: [0.015, SLEEVE_R - 0.011, CUFF_R + 0.001],
      role: 'accent',
      answersTo: ['cufflink', 'link'],
    }),
    part('cufflink_stone', { cyl: 0.003, r: 0.007 }, 'gem', {
      turn: [90, 0, 0],
      at: [0.015, SLEEVE_R, CUFF_R + 0.005],
      colors: [0x1f4fa8, 0xc0102a, 0x1a1a1a],
      role: 'fixed',
      answersTo: ['stone', 'gem'],
    }),
  ],
};

// --- Rosette ---------------------------------------------------------------------------------

const ROSETTE_Y = 0.2;
const ROSETTE_COLORS = [0x1f4fb8, 0xc41e2a, 0xe8b820];

/** `n` pleats of ribbon round the centre, each a thin slab pointing out at radius `r`. */
function pleats(name: string, n: number, r: number, long: number, z: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const deg = (360 * i) / n;
    const a = (deg * Math.PI) / 180;
    return part(`${name}_${i + 1}`, { box: [long, 0.03, 0.006], round: 0.002 }, 'fabric', {
      turn: [0, 0, deg],
      at: [r * Math.cos(a), ROSETTE_Y + r * Math.sin(a) - 0.015, z],
      colors: ROSETTE_COLORS,
      answersTo: ['ribbon', 'pleats'],
    });
  });
}

const rosette: KindDecl = {
  kind: 'rosette',
  nouns: ['rosette', 'rosettes', 'prize rosette', 'award rosette', 'ribbon rosette'],
  size: [0.32, 0.22],
  parts: [
    // Two ribbon tails hanging from behind, their ends cut on the slant.
    part(
      'tail',
      {
        extrude: [
          [-0.024, 0],
          [0.024, 0.012],
          [0.03, ROSETTE_Y],
          [-0.024, ROSETTE_Y],
        ],
        depth: 0.005,
      },
      'fabric',
      {
        turn: [0, 0, -12],
        at: [0.035, 0.005, 0],
        mirror: true,
        colors: ROSETTE_COLORS,
        answersTo: ['ribbon', 'tails'],
      },
    ),
    // The gathered ribbon round it in two rings, the outer ring white-edged.
    part('ring', { cyl: 0.006, r: 0.1 }, 'fabric', {
      turn: [90, 0, 0],
      at: [0, ROSETTE_Y, 0],
      color: 0xf4f2ea,
      role: 'fixed',
      answersTo: ['edge', 'trim'],
    }),
    ...pleats('pleat', 20, 0.072, 0.05, 0.004),
    ...pleats('inner_pleat', 14, 0.048, 0.036, 0.009),
    // The button in the middle.
    part('centre', { cyl: 0.01, r: 0.036 }, 'gold', {
      turn: [90, 0, 0],
      at: [0, ROSETTE_Y, 0.008],
      role: 'accent',
      answersTo: ['centre', 'center', 'badge'],
    }),
    part('centre_rim', { ring: 0.036, r: 0.004 }, 'gold', {
      at: [0, ROSETTE_Y, 0.018],
      role: 'accent',
      answersTo: ['centre', 'center'],
    }),
  ],
};

// --- Looks on garment kinds declared elsewhere -------------------------------------------------

const OLIVE = 0x55603a;
const CAMO = [0x3b4228, 0x7a6c48, 0x2c2e22];

/** Camouflage blotches on a jacket's front: flat ovals of three colours. */
const BLOTCHES: PartDecl[] = (
  [
    [-0.2, 0.7, 0.07, 0.04, 20],
    [0.15, 0.55, 0.08, 0.035, -30],
    [-0.1, 0.3, 0.06, 0.04, 50],
    [0.2, 0.18, 0.07, 0.03, 10],
    [-0.22, 0.12, 0.05, 0.035, -15],
    [0.02, 0.78, 0.05, 0.03, 0],
    [0.38, 0.5, 0.05, 0.03, 60],
    [-0.38, 0.45, 0.05, 0.03, -60],
    [0.08, 0.42, 0.05, 0.03, 35],
  ] as const
).map(([x, y, rx, ry, deg], i) =>
  part(`camo_${i + 1}`, { ellipsoid: [rx, ry, 0.004] }, 'fabric', {
    turn: [0, 0, deg],
    at: [x, y, 0.041],
    color: CAMO[i % CAMO.length],
    role: 'fixed',
    answersTo: ['camouflage', 'camo'],
  }),
);

/** A flapped patch pocket on a jacket's front at (x, y): the pocket, its flap, a button. */
function flappedPocket(name: string, x: number, y: number, w: number, h: number): PartDecl[] {
  return [
    part(`${name}_pocket`, { box: [w, h, 0.008] }, 'fabric', {
      at: [x, y, 0.043],
      color: 0x4d5734,
      answersTo: ['pockets'],
    }),
    part(`${name}_flap`, { box: [w + 0.01, 0.03, 0.01] }, 'fabric', {
      at: [x, y + h - 0.012, 0.046],
      color: 0x454e2e,
      answersTo: ['pockets', 'flaps'],
    }),
    part(`${name}_button`, { cyl: 0.006, r: 0.009 }, 'fabric', {
      turn: [90, 0, 0],
      at: [x, y + h - 0.016, 0.051],
      color: 0x2c3020,
      role: 'detail',
      answersTo: ['buttons'],
    }),
  ];
}

/** A soldier's uniform: the olive jacket in camouflage, four flapped pockets, shoulder straps. */
const MILITARY_UNIFORM: StateDecl = {
  drop: ['body', 'button', 'collar'],
  parts: [
    part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', {
      color: OLIVE,
      answersTo: ['jacket', 'uniform'],
    }),
    part('collar', { extrude: coatCollar(), depth: 0.1, round: 0.01 }, 'fabric', {
      color: 0x4a5432,
      role: 'accent',
    }),
    ...BLOTCHES,
    ...flappedPocket('chest_l', -0.12, 0.56, 0.12, 0.12),
    ...flappedPocket('chest_r', 0.12, 0.56, 0.12, 0.12),
    ...flappedPocket('hip_l', -0.14, 0.1, 0.14, 0.15),
    ...flappedPocket('hip_r', 0.14, 0.1, 0.14, 0.15),
    part('button', { cyl: 0.01, r: 0.012 }, 'fabric', {
      turn: [90, 0, 0],
      at: [0, 0.2, 0.042],
      copies: [0.14, 0.28, 0.42].map((y): V3 => [0, y, 0]),
      color: 0x2c3020,
      role: 'detail',
    }),
    part('shoulder_strap', { box: [0.15, 0.02, 0.09], round: 0.006 }, 'fabric', {
      at: [0.25, 0.86, 0],
      turn: [0, 0, -17],
      mirror: true,
      color: 0x454e2e,
      answersTo: ['epaulettes', 'straps'],
    }),
    part('flag_patch', { box: [0.07, 0.045, 0.004] }, 'fabric', {
      at: [-0.47, 0.62, 0.03],
      turn: [0, 0, 62],
      color: 0x9a8a5a,
      role: 'fixed',
      answersTo: ['patch', 'badge'],
    }),
  ],
};

/**
 * A dress uniform (a full-dress one too), filed under the military uniform but worn on
 * parade: navy with a red stand collar, two rows of gilt buttons, gold epaulettes and a white
 * belt with its buckle — no camouflage.
 */
const DRESS_UNIFORM: StateDecl = {
  drop: ['body', 'button', 'collar'],
  parts: [
    part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', {
      color: 0x1b2540,
      answersTo: ['jacket', 'uniform'],
    }),
    part('collar', { extrude: coatCollar(), depth: 0.1, round: 0.01 }, 'fabric', {
      color: 0xa81e2a,
      role: 'accent',
    }),
    part('button', { cyl: 0.01, r: 0.015 }, 'gold', {
      turn: [90, 0, 0],
      at: [0.07, 0.18, 0.042],
      copies: [0.13, 0.26, 0.39, 0.52].map((y): V3 => [0, y, 0]),
      mirror: true,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
    part('epaulette', { box: [0.16, 0.025, 0.1], round: 0.008 }, 'gold', {
      at: [0.25, 0.86, 0],
      turn: [0, 0, -17],
      mirror: true,
      role: 'fixed',
      answersTo: ['epaulettes'],
    }),
    part('belt', { box: [0.57, 0.05, 0.09], round: 0.008 }, 'leather', {
      at: [0, 0.3, 0],
      color: 0xf4f2ec,
      role: 'fixed',
      answersTo: ['belt'],
    }),
    part('buckle', { box: [0.07, 0.055, 0.01], round: 0.004 }, 'gold', {
      at: [0, 0.298, 0.046],
      role: 'fixed',
      answersTo: ['buckle'],
    }),
  ],
};

/** The coat's collar outline (as the coat kind's). */
function coatCollar(): V2[] {
  return [
    [-0.14, 0.82],
    [0.14, 0.82],
    [0.12, 0.94],
    [-0.12, 0.94],
  ];
}

/** An alb with a stole: the cassock's long robe in white, a coloured band down each side. */
const VESTMENT: StateDecl = {
  drop: ['robe', 'button', 'collar', 'tab'],
  parts: [
    part('robe', { extrude: LONG_ROBE, depth: 0.08, round: 0.02 }, 'linen', {
      color: 0xf6f4ee,
      answersTo: ['body', 'alb', 'robe'],
    }),
    part('collar', { box: [0.24, 0.05, 0.095], round: 0.02 }, 'linen', {
      at: [0, 1.28, 0],
      color: 0xeae6dc,
    }),
    part('stole', { box: [0.07, 0.78, 0.008] }, 'fabric', {
      at: [-0.1, 0.48, 0.044],
      copies: [[0.2, 0, 0]],
      colors: [0x2f7a3a, 0x7a2a8a, 0xb01f2a],
      role: 'accent',
      answersTo: ['stole'],
    }),
    part('stole_cross', { box: [0.04, 0.012, 0.004] }, 'gold', {
      at: [-0.1, 0.6, 0.05],
      copies: [[0.2, 0, 0]],
      role: 'fixed',
      answersTo: ['cross'],
    }),
    part('stole_cross_stem', { box: [0.012, 0.06, 0.004] }, 'gold', {
      at: [-0.1, 0.575, 0.05],
      copies: [[0.2, 0, 0]],
      role: 'fixed',
      answersTo: ['cross'],
    }),
    part('cincture', { box: [0.56, 0.025, 0.1], round: 0.01 }, 'fabric', {
      at: [0, 0.8, 0],
      color: 0xefeade,
      role: 'fixed',
      answersTo: ['belt', 'cincture', 'cord'],
    }),
  ],
};

/** A tie clip: a silver bar clipped across the tie's blade, a little below the knot. */
const TIE_CLIP: StateDecl = {
  drop: ['stripe'],
  parts: [
    part('tie_clip', { box: [0.085, 0.011, 0.008], round: 0.002 }, 'chrome', {
      at: [0, 0.25, 0.006],
      role: 'fixed',
      answersTo: ['clip', 'tie clip', 'bar'],
    }),
  ],
};

/** A tie pin (a tiepin, a stickpin): a gold head set with a small gem, pinned through it. */
const TIE_PIN: StateDecl = {
  drop: ['stripe'],
  parts: [
    part('pin_head', { cyl: 0.005, r: 0.009 }, 'gold', {
      turn: [90, 0, 0],
      at: [0, 0.3, 0.005],
      role: 'fixed',
      answersTo: ['pin', 'head'],
    }),
    part('pin_gem', { ball: 0.006 }, 'gem', {
      at: [0, 0.3, 0.011],
      color: 0xc0102a,
      role: 'accent',
      answersTo: ['gem', 'jewel', 'stone'],
    }),
  ],
};

/** Looks this file adds to kinds declared elsewhere, by kind (spread into their `looks`). */
export const S29_WEAR_LOOKS: Readonly<Record<string, Readonly<Record<string, StateDecl>>>> = {
  coat: {
    'military uniform': MILITARY_UNIFORM,
    'dress uniform': DRESS_UNIFORM,
    'full-dress uniform': DRESS_UNIFORM,
  },
  cassock: { vestment: VESTMENT },
  tie: {
    'tie clip': TIE_CLIP,
    'tie tack': TIE_PIN,
    tiepin: TIE_PIN,
    scarfpin: TIE_PIN,
    stickpin: TIE_PIN,
  },
};

export const S29_WEAR_KINDS: readonly KindDecl[] = [pocket, longRobe, shoelace, cuff, rosette];
