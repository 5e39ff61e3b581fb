/**
 * More garments by their telling look (issue #32, session 23, G; docs/decisions.md "Garments
 * by their telling look"): suits in one piece (a wetsuit, long johns, a spacesuit), sportswear
 * (a tracksuit's striped sleeves, sweatpants' cuffed ankles), work and church clothes (scrubs,
 * a cassock), hats by their outline (a tricorn's three corners, a kepi, a
 * war bonnet's feathers), jewellery (a pendant, a garter) and the regalia. Each was unknown,
 * misread or a plainer neighbour. Declared as data (library/declare.ts); garments stand
 * upright facing +Z.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { polygon, SHIRT, SWEATER } from './outlines.ts';
import { part, rod } from './part-shorthand.ts';
import { S29_WEAR_LOOKS } from './s29-wear.ts';

const WHITE = 0xf6f4ee;

/** A suit in one piece from the front: legs to the ankle, long sleeves hanging, a round neck. */
const ONE_SUIT: V2[] = [
  [-0.26, 0],
  [-0.04, 0],
  [0, 0.66],
  [0.04, 0],
  [0.26, 0],
  [0.24, 0.8],
  [0.24, 1.02],
  [0.42, 0.58],
  [0.51, 0.62],
  [0.34, 1.2],
  [0.12, 1.28],
  [0, 1.23],
  [-0.12, 1.28],
  [-0.34, 1.2],
  [-0.51, 0.62],
  [-0.42, 0.58],
  [-0.24, 1.02],
  [-0.24, 0.8],
];

/** Trousers from the front: two legs from the waistband down (x across, y up). */
const TROUSERS: V2[] = [
  [-0.22, 0],
  [-0.035, 0],
  [0, 0.66],
  [0.035, 0],
  [0.22, 0],
  [0.24, 0.86],
  [-0.24, 0.86],
];

/** A cassock from the front: to the ankle, long sleeves, a little wider at the hem. */
const CASSOCK: V2[] = [
  [-0.32, 0],
  [0.32, 0],
  [0.25, 1.0],
  [0.44, 0.52],
  [0.53, 0.56],
  [0.36, 1.26],
  [0.12, 1.34],
  [0, 1.3],
  [-0.12, 1.34],
  [-0.36, 1.26],
  [-0.53, 0.56],
  [-0.44, 0.52],
  [-0.25, 1.0],
];

/** Two legs of trousers hung under a top: boxes from y = -0.86 up to the hem. */
function trouserLegs(color: number): PartDecl {
  return part('trouser_leg', { box: [0.22, 0.86, 0.12], round: 0.02 }, 'fabric', {
    at: [-0.12, -0.84, 0],
    copies: [[0.24, 0, 0]],
    color,
    answersTo: ['trousers', 'pants', 'legs'],
  });
}

/** A tricorn's footprint: three points, the sides between them bowed in. */
const TRICORN: V2[] = polygon(6, 0.22, 90).map(([x, z], i): V2 =>
  i % 2 === 0 ? [x, z] : [x * 0.6, z * 0.6],
);

/** The corners of a tricorn (x, z): one to the front, two behind. */
const CORNERS: V2[] = polygon(3, 0.2, 90);

/** A tricorn's brim turned up between each two corners: a wall bowed in, gold along its top. */
const TRICORN_WALLS: PartDecl[] = CORNERS.flatMap(([x1, z1], i): PartDecl[] => {
  const [x2, z2] = CORNERS[(i + 1) % 3]!;
  const length = Math.hypot(x2 - x1, z2 - z1) * 0.9;
  const deg = (-Math.atan2(z2 - z1, x2 - x1) * 180) / Math.PI;
  const mid: V3 = [((x1 + x2) / 2) * 0.75, 0, ((z1 + z2) / 2) * 0.75];
  return [
    part(`brim_${i + 1}`, { box: [length, 0.095, 0.016], round: 0.006 }, 'fabric', {
      turn: [0, deg, 0],
      at: mid,
      color: 0x1c1a1c,
      answersTo: ['hat', 'brim', 'corners'],
    }),
    part(`braid_${i + 1}`, { box: [length, 0.012, 0.02] }, 'gold', {
      turn: [0, deg, 0],
      at: [mid[0], 0.09, mid[2]],
      color: 0xd4a83a,
      role: 'accent',
      answersTo: ['braid', 'gold', 'trim'],
    }),
  ];
});

/** `n` feathers of a war bonnet fanned round the back of the band, from -a to +a degrees. */
function feathers(n: number, spread: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const deg = -spread + (2 * spread * i) / Math.max(1, n - 1);
    const a = ((deg - 90) * Math.PI) / 180;
    const base: V3 = [Math.cos(a) * 0.1, 0.05, Math.sin(a) * 0.1];
    const tip: V3 = [Math.cos(a) * 0.2, 0.3, Math.sin(a) * 0.2];
    const dark: V3 = [
      base[0] + (tip[0] - base[0]) * 0.82,
      base[1] + (tip[1] - base[1]) * 0.82,
      base[2] + (tip[2] - base[2]) * 0.82,
    ];
    return [
      rod(`feather_${i + 1}`, base, dark, 0.016, 'feathers', {
        color: WHITE,
        answersTo: ['feather', 'feathers'],
      }),
      rod(`feather_tip_${i + 1}`, dark, tip, 0.014, 'feathers', {
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['tips'],
      }),
    ];
  }).flat();
}

export const GARMENT_MORE_KINDS: readonly KindDecl[] = [
  {
    // A zipped jacket with two white stripes down each sleeve, over matching trousers with
    // the same stripes: the tracksuit people picture.
    kind: 'tracksuit',
    nouns: ['tracksuit', 'track suit', 'sweat suit', 'sweatsuit', 'jogging suit', 'tracksuits'],
    size: [1.55, 1.1],
    parts: [
      part('jacket', { extrude: SWEATER, depth: 0.08, round: 0.02 }, 'fabric', {
        color: 0x1d3f8f,
        answersTo: ['top', 'body'],
      }),
      rod('sleeve_stripe', [0.37, 0.64, 0.035], [0.565, 0.1, 0.035], 0.012, 'fabric', {
        mirror: true,
        color: WHITE,
        role: 'accent',
        answersTo: ['stripe', 'stripes'],
      }),
      rod('zip', [0, 0.02, 0.042], [0, 0.62, 0.042], 0.006, 'steel', {
        color: 0xc8c8c8,
        role: 'fixed',
      }),
      part('collar', { box: [0.22, 0.07, 0.09], round: 0.02 }, 'fabric', {
        at: [0, 0.62, 0],
        color: 0x1d3f8f,
        answersTo: ['neck'],
      }),
      part('hem', { box: [0.52, 0.04, 0.085], round: 0.015 }, 'fabric', {
        at: [0, 0, 0],
        color: WHITE,
        role: 'accent',
        answersTo: ['stripe', 'band'],
      }),
      trouserLegs(0x1d3f8f),
      part('leg_stripe', { box: [0.02, 0.84, 0.124] }, 'fabric', {
        at: [-0.225, -0.83, 0],
        copies: [[0.45, 0, 0]],
        color: WHITE,
        role: 'accent',
        answersTo: ['stripe', 'stripes'],
      }),
    ],
  },
  {
    // Soft grey trousers, loose in the leg and gathered into ribbed cuffs at the ankle, an
    // elastic waistband with a drawstring.
    kind: 'sweatpants',
    nouns: [
      'sweatpants',
      'sweat pants',
      'joggers',
      'jogging bottoms',
      'track pants',
      'jogging pants',
    ],
    size: [0.95, 0.5],
    parts: [
      part('legs', { extrude: TROUSERS, depth: 0.15, round: 0.04 }, 'fabric', {
        at: [0, 0.05, 0],
        color: 0x72757c,
        answersTo: ['body', 'trousers', 'pants'],
      }),
      part('cuff', { box: [0.17, 0.07, 0.13], round: 0.03 }, 'fabric', {
        at: [0.125, 0, 0],
        mirror: true,
        color: 0x5e6168,
        answersTo: ['cuffs'],
      }),
      part('waistband', { box: [0.5, 0.08, 0.16], round: 0.03 }, 'fabric', {
        at: [0, 0.86, 0],
        color: 0x5e6168,
        answersTo: ['band', 'waist'],
      }),
      rod('drawstring', [0.02, 0.9, 0.082], [0.035, 0.74, 0.09], 0.005, 'fabric', {
        mirror: true,
        color: WHITE,
        role: 'accent',
        answersTo: ['string', 'cord'],
      }),
    ],
  },
  {
    // Black neoprene from ankle to wrist in one piece, blue panels at the chest and down the
    // sides, a zip cord hanging at the back, knee pads.
    kind: 'wetsuit',
    nouns: ['wetsuit', 'wet suit', 'wetsuits'],
    size: [1.3, 1.05],
    parts: [
      part('body', { extrude: ONE_SUIT, depth: 0.09, round: 0.025 }, 'rubber', {
        color: 0x17181c,
        answersTo: ['suit', 'neoprene'],
      }),
      part(
        'chest_panel',
        {
          extrude: [
            [-0.24, 0.9],
            [0.24, 0.9],
            [0.24, 1.02],
            [0.12, 1.2],
            [-0.12, 1.2],
            [-0.24, 1.02],
          ],
          depth: 0.012,
        },
        'rubber',
        { at: [0, 0, 0.043], color: 0x1f78c8, role: 'accent', answersTo: ['panel', 'stripe'] },
      ),
      part('side_panel', { box: [0.05, 0.75, 0.094], round: 0.01 }, 'rubber', {
        at: [0.22, 0.1, 0],
        mirror: true,
        color: 0x1f78c8,
        role: 'accent',
        answersTo: ['panel', 'stripe'],
      }),
      part('knee_pad', { box: [0.13, 0.1, 0.012], round: 0.02 }, 'rubber', {
        at: [0.14, 0.3, 0.045],
        mirror: true,
        color: 0x3a3c42,
        role: 'detail',
      }),
      part('neck', { cyl: 0.06, r: 0.07 }, 'rubber', {
        at: [0, 1.2, 0],
        color: 0x17181c,
        answersTo: ['collar'],
      }),
      rod('zip_cord', [0, 1.1, -0.05], [0.02, 0.55, -0.06], 0.008, 'fabric', {
        color: 0x1f78c8,
        role: 'accent',
        answersTo: ['cord', 'zip'],
      }),
    ],
  },
  {
    // Red woollen underwear in one piece from the wrists to the ankles, buttoned down the
    // front to the crotch, ribbed cuffs.
    kind: 'long johns',
    nouns: ['long johns', 'longjohns', 'thermal underwear'],
    size: [1.3, 1.05],
    parts: [
      part('body', { extrude: ONE_SUIT, depth: 0.08, round: 0.025 }, 'fabric', {
        color: 0xb8242a,
        answersTo: ['suit'],
      }),
      part('placket', { box: [0.06, 0.56, 0.01] }, 'fabric', {
        at: [0, 0.66, 0.04],
        color: 0x9a1c22,
        role: 'accent',
      }),
      part('button', { cyl: 0.008, r: 0.014 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.72, 0.045],
        copies: [0.1, 0.2, 0.3, 0.4].map((y): V3 => [0, y, 0]),
        color: WHITE,
        role: 'fixed',
        answersTo: ['buttons'],
      }),
      part('cuff', { box: [0.2, 0.05, 0.085], round: 0.015 }, 'fabric', {
        at: [0.15, 0, 0],
        mirror: true,
        color: 0x9a1c22,
        role: 'accent',
        answersTo: ['cuffs'],
      }),
      part('neckband', { ring: 0.11, r: 0.012, arc: 180, from: 180 }, 'fabric', {
        at: [0, 1.3, 0.03],
        color: 0x9a1c22,
        role: 'accent',
        answersTo: ['collar', 'neck'],
      }),
    ],
  },
  {
    // A white spacesuit: a round helmet with a gold visor, a life-support pack on the back,
    // a control box on the chest, grey gloves and boots, a flag patch.
    kind: 'spacesuit',
    nouns: ['spacesuit', 'space suit', 'spacesuits', 'astronaut suit'],
    size: [1.75, 1.05],
    parts: [
      part('body', { extrude: ONE_SUIT, depth: 0.26, round: 0.08 }, 'fabric', {
        color: 0xeeeeea,
        answersTo: ['suit'],
      }),
      part('helmet', { ball: 0.22 }, 'plastic', {
        at: [0, 1.42, 0],
        color: 0xf4f4f2,
        answersTo: ['head'],
      }),
      part('visor', { ellipsoid: [0.16, 0.12, 0.12] }, 'gold', {
        at: [0, 1.44, 0.12],
        color: 0xd8a838,
        role: 'fixed',
      }),
      part('collar_ring', { cyl: 0.06, r: 0.17 }, 'steel', {
        at: [0, 1.2, 0],
        color: 0xb8bcc2,
        role: 'fixed',
        answersTo: ['ring'],
      }),
      part('backpack', { box: [0.46, 0.6, 0.22], round: 0.04 }, 'plastic', {
        at: [0, 0.66, -0.22],
        color: 0xe2e2de,
        answersTo: ['pack', 'life support'],
      }),
      part('chest_box', { box: [0.26, 0.14, 0.08], round: 0.02 }, 'plastic', {
        at: [0, 0.88, 0.13],
        color: 0xc8ccd2,
        role: 'detail',
        answersTo: ['controls'],
      }),
      part('glove', { ball: 0.07 }, 'rubber', {
        at: [0.39, 0.7, 0],
        mirror: true,
        color: 0x8a8e96,
        role: 'detail',
        answersTo: ['gloves', 'hands'],
      }),
      part('boot', { box: [0.24, 0.16, 0.32], round: 0.05 }, 'rubber', {
        at: [0.14, 0, 0.02],
        mirror: true,
        color: 0x8a8e96,
        role: 'detail',
        answersTo: ['boots', 'feet'],
      }),
      part('flag', { box: [0.1, 0.065, 0.01] }, 'paint', {
        at: [0.4, 1.0, 0.08],
        turn: [0, 0, -34],
        color: 0x2a4aa8,
        role: 'fixed',
        answersTo: ['patch'],
      }),
    ],
  },
  {
    // Hospital scrubs: a teal short-sleeved top with a V neck and a breast pocket over
    // trousers of the same teal.
    kind: 'scrubs',
    nouns: ['scrubs', 'surgical scrubs', 'hospital scrubs', 'scrub suit'],
    size: [1.5, 1],
    parts: [
      part('top', { extrude: SHIRT, depth: 0.07, round: 0.02 }, 'fabric', {
        color: 0x2a9a98,
        answersTo: ['shirt', 'body'],
      }),
      part(
        'v_neck',
        {
          extrude: [
            [-0.1, 0.68],
            [0.1, 0.68],
            [0, 0.5],
          ],
          depth: 0.01,
        },
        'fabric',
        { at: [0, 0, 0.033], color: 0x1e7472, role: 'accent', answersTo: ['neck'] },
      ),
      part('pocket', { box: [0.12, 0.1, 0.01] }, 'fabric', {
        at: [-0.14, 0.4, 0.035],
        color: 0x22847f,
        role: 'accent',
      }),
      trouserLegs(0x2a9a98),
    ],
  },
  {
    // A priest's cassock: a long black robe to the ankle, buttoned all the way down, the
    // white tab of a clerical collar at the neck.
    kind: 'cassock',
    nouns: ['cassock', 'soutane', 'cassocks'],
    size: [1.35, 1.06],
    parts: [
      part('robe', { extrude: CASSOCK, depth: 0.08, round: 0.02 }, 'fabric', {
        color: 0x141416,
        answersTo: ['body', 'cassock'],
      }),
      part('button', { cyl: 0.008, r: 0.011 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.1, 0.041],
        copies: Array.from({ length: 10 }, (_, i): V3 => [0, (i + 1) * 0.105, 0]),
        color: 0x3a3a40,
        role: 'detail',
        answersTo: ['buttons'],
      }),
      part('collar', { box: [0.22, 0.06, 0.1], round: 0.02 }, 'fabric', {
        at: [0, 1.28, 0],
        color: 0x141416,
      }),
      part('tab', { box: [0.05, 0.04, 0.01] }, 'plastic', {
        at: [0, 1.3, 0.05],
        color: 0xfafafa,
        role: 'fixed',
        answersTo: ['clerical collar', 'white'],
      }),
    ],
    // Every vestment (an alb, a surplice) is the white robe with its stole (s29-wear.ts).
    looks: S29_WEAR_LOOKS['cassock'],
  },
  {
    // The crown jewels: a crown, an orb and a sceptre on a red velvet cushion with tassels.
    kind: 'regalia',
    nouns: ['regalia', 'crown jewels'],
    size: [0.4, 0.7],
    parts: [
      part('cushion', { box: [0.6, 0.1, 0.42], round: 0.05 }, 'fabric', {
        color: 0x8a1422,
        answersTo: ['pillow', 'velvet'],
      }),
      part('tassel', { cyl: 0.06, r: 0.012, rTop: 0.02 }, 'fabric', {
        turn: [180, 0, 0],
        at: [0.29, 0.07, 0.2],
        copies: [
          [-0.58, 0, 0],
          [0, 0, -0.4],
          [-0.58, 0, -0.4],
        ],
        color: 0xd4a83a,
        role: 'accent',
      }),
      part('crown_band', { cyl: 0.06, r: 0.085 }, 'gold', {
        at: [0, 0.095, 0],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['crown', 'gold'],
      }),
      part('crown_cap', { ellipsoid: [0.08, 0.07, 0.08] }, 'fabric', {
        at: [0, 0.15, 0],
        color: 0xa01828,
        answersTo: ['crown', 'velvet'],
      }),
      ...polygon(6, 0.082, 90).map(([x, z], i) =>
        part(`crown_point_${i + 1}`, { cyl: 0.06, r: 0.016, rTop: 0.004 }, 'gold', {
          at: [x, 0.15, z],
          color: 0xd4a83a,
          role: 'accent',
          answersTo: ['crown', 'gold'],
        }),
      ),
      part('crown_cross', { box: [0.012, 0.05, 0.012] }, 'gold', {
        at: [0, 0.21, 0],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['cross'],
      }),
      part('orb', { ball: 0.06 }, 'gold', {
        at: [0.2, 0.16, 0.04],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['gold'],
      }),
      part('orb_band', { ring: 0.061, r: 0.006 }, 'gem', {
        at: [0.2, 0.16, 0.04],
        turn: [90, 0, 0],
        color: 0xc01830,
        role: 'fixed',
      }),
      part('orb_cross', { box: [0.012, 0.05, 0.012] }, 'gold', {
        at: [0.2, 0.215, 0.04],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['cross'],
      }),
      rod('sceptre', [-0.28, 0.12, 0.1], [0.06, 0.12, 0.17], 0.012, 'gold', {
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['scepter', 'rod', 'gold'],
      }),
      part('sceptre_jewel', { ball: 0.024 }, 'gem', {
        at: [-0.29, 0.13, 0.1],
        color: 0x6a2ac0,
        role: 'fixed',
        answersTo: ['jewel', 'gem'],
      }),
    ],
  },
  {
    // The three-cornered hat: a black felt brim turned up into three points round a low
    // crown, a cockade at one corner.
    kind: 'tricorn',
    nouns: ['tricorn', 'tricorne', 'cocked hat', 'three-cornered hat', 'tricorn hat'],
    size: [0.13, 0.38],
    parts: [
      part('base', { plan: TRICORN, height: 0.012 }, 'fabric', {
        color: 0x1c1a1c,
        answersTo: ['hat', 'brim'],
      }),
      part('crown', { ellipsoid: [0.1, 0.13, 0.1] }, 'fabric', {
        minus: [{ shape: { box: [0.3, 0.2, 0.3] }, at: [0, -0.2, 0] }],
        color: 0x1c1a1c,
        answersTo: ['hat'],
      }),
      ...TRICORN_WALLS,
      part('cockade', { cyl: 0.012, r: 0.03 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.06, 0.165],
        color: 0x1f3a8a,
        role: 'detail',
        answersTo: ['rosette'],
      }),
    ],
  },
  {
    // A feathered war bonnet: a beaded band, white eagle feathers with black tips standing
    // in a fan round the back of it.
    kind: 'war bonnet',
    nouns: ['war bonnet', 'warbonnet', 'feather headdress', 'feathered headdress'],
    size: [0.35, 0.45],
    parts: [
      part('band', { cyl: 0.06, r: 0.1 }, 'fabric', {
        minus: [{ shape: { cyl: 0.2, r: 0.09 }, at: [0, -0.05, 0] }],
        color: 0xc8302a,
        role: 'accent',
        answersTo: ['headband', 'beads'],
      }),
      part('bead', { ball: 0.012 }, 'plastic', {
        at: [0, 0.03, 0.1],
        copies: [
          [0.05, 0, -0.013],
          [-0.05, 0, -0.013],
        ],
        color: 0x2a7ac8,
        role: 'fixed',
        answersTo: ['beads'],
      }),
      ...feathers(13, 110),
    ],
  },
  {
    // A pendant: a teardrop stone in a gold setting hanging from a fine gold chain.
    kind: 'pendant',
    nouns: ['pendant', 'pendants', 'pendant necklace'],
    size: [0.3, 0.2],
    parts: [
      part('chain', { ring: 0.1, r: 0.0025 }, 'gold', {
        at: [0, 0.16, 0],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['necklace'],
      }),
      part('bail', { ring: 0.008, r: 0.003 }, 'gold', {
        turn: [0, 90, 0],
        at: [0, 0.056, 0],
        color: 0xd4a83a,
        role: 'accent',
      }),
      part(
        'setting',
        {
          lathe: [
            [0.0, 0],
            [0.018, 0.01],
            [0.024, 0.03],
            [0.014, 0.046],
            [0.0, 0.05],
          ],
          smooth: true,
        },
        'gold',
        {
          at: [0, 0.0, 0],
          color: 0xd4a83a,
          role: 'accent',
        },
      ),
      part(
        'stone',
        {
          lathe: [
            [0.0, 0],
            [0.016, 0.01],
            [0.021, 0.026],
            [0.011, 0.042],
            [0.0, 0.046],
          ],
          smooth: true,
        },
        'gem',
        {
          at: [0, 0.002, 0.006],
          color: 0x2a6ad8,
          answersTo: ['gem', 'jewel', 'stone'],
        },
      ),
    ],
  },
  {
    // A bridal garter: a ring of blue satin gathered inside a frill of white lace, a bow.
    kind: 'garter',
    nouns: ['garter', 'garters', 'leg garter', 'bridal garter'],
    size: [0.05, 0.18],
    parts: [
      part('frill', { cyl: 0.035, r: 0.085, rTop: 0.09 }, 'fabric', {
        minus: [{ shape: { cyl: 0.1, r: 0.066 }, at: [0, -0.02, 0] }],
        color: WHITE,
        answersTo: ['lace', 'ruffle'],
      }),
      part('band', { ring: 0.068, r: 0.012 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.018, 0],
        color: 0x6a9ad8,
        role: 'accent',
        answersTo: ['satin', 'ribbon'],
      }),
      part('bow', { ellipsoid: [0.026, 0.012, 0.012] }, 'fabric', {
        at: [0, 0.02, 0.086],
        color: 0x6a9ad8,
        role: 'accent',
        answersTo: ['ribbon'],
      }),
    ],
  },
  {
    // A French kepi: a short cylinder with a flat top, red above a navy band, a black
    // leather visor and chin strap, a gold button each side.
    kind: 'kepi',
    nouns: ['kepi', 'kepis'],
    size: [0.13, 0.22],
    parts: [
      part('crown', { cyl: 0.07, r: 0.088, rTop: 0.082 }, 'fabric', {
        at: [0, 0.06, 0],
        color: 0xb8242a,
        answersTo: ['cap', 'top'],
      }),
      part('band', { cyl: 0.062, r: 0.09 }, 'fabric', {
        color: 0x1e2a5a,
        role: 'accent',
      }),
      part('visor', { ellipsoid: [0.085, 0.008, 0.06] }, 'leather', {
        at: [0, 0.006, 0.085],
        minus: [{ shape: { box: [0.3, 0.1, 0.2] }, at: [0, -0.05, -0.1] }],
        color: 0x101010,
        role: 'detail',
        answersTo: ['peak', 'brim'],
      }),
      part('strap', { box: [0.17, 0.012, 0.01] }, 'leather', {
        at: [0, 0.02, 0.089],
        color: 0x101010,
        role: 'detail',
        answersTo: ['chin strap'],
      }),
      part('button', { ball: 0.008 }, 'gold', {
        at: [0.089, 0.026, 0],
        mirror: true,
        color: 0xd4a83a,
        role: 'fixed',
      }),
    ],
  },
];
