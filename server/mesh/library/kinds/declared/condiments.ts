/**
 * Sauces as they come to the table (issue #32, session 26; docs/decisions.md, "Sauces in
 * their bottles"): ketchup, mustard, mayonnaise, syrup and every sauce were unknown, and "a
 * bottle of ketchup" was a green wine bottle. A sauce is drawn in what holds it, each by the
 * marks a person knows it by: ketchup's red squeeze bottle with a white cap, mustard's yellow
 * one with its pointed red-tipped nozzle, mayonnaise cream with a blue cap, barbecue and
 * chocolate sauce dark; hot sauce a slim glass bottle, soy sauce the dark table dispenser with
 * its red spout, syrup an amber jug with a loop at its neck, vinegar and dressing tall pale
 * glass; salsa, pesto, chutney and relish a glass jar showing what is in it.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2 } from '../../geo.ts';
import { part } from './part-shorthand.ts';

/** The squeeze bottle's side: a flat foot, straight sides, a round shoulder to the cap. */
const SQUEEZE: readonly V2[] = [
  [0, 0],
  [0.03, 0],
  [0.034, 0.008],
  [0.035, 0.03],
  [0.035, 0.125],
  [0.032, 0.15],
  [0.025, 0.165],
  [0.018, 0.172],
  [0, 0.172],
];
const CAP_AT = 0.168;

/** The squeeze bottle in its sauce's colour, its cap and label. */
function squeeze(body: number, cap: number, label: number, nozzle: number): PartDecl[] {
  return [
    part('bottle', { lathe: SQUEEZE, smooth: true }, 'plastic', {
      color: body,
      answersTo: ['body', 'sauce'],
    }),
    part('label', { cyl: 0.06, r: 0.0356 }, 'paper', {
      at: [0, 0.045, 0],
      color: label,
      role: 'accent',
    }),
    part('cap', { cyl: 0.026, r: 0.02, rTop: 0.018 }, 'plastic', {
      at: [0, CAP_AT, 0],
      color: cap,
      role: 'fixed',
      answersTo: ['lid', 'top'],
    }),
    part('nozzle', { cyl: 0.018, r: 0.008, rTop: 0.003 }, 'plastic', {
      at: [0, CAP_AT + 0.024, 0],
      color: nozzle,
      role: 'fixed',
      answersTo: ['spout', 'tip'],
    }),
  ];
}

const SQUEEZE_PARTS = ['bottle', 'label', 'cap', 'nozzle'];

/** A glass bottle's side, by its body's radius and height and its neck's radius and height. */
function glassSide(r: number, h: number, neckR: number, neckH: number): V2[] {
  return [
    [0, 0],
    [r * 0.92, 0],
    [r, r * 0.2],
    [r, h],
    [r * 0.75, h + r * 0.45],
    [neckR, h + r * 0.75],
    [neckR, h + r * 0.75 + neckH],
    [0, h + r * 0.75 + neckH],
  ];
}

/** A glass bottle showing its contents' colour, a label and a cap on its neck. */
function glassBottle(
  side: V2[],
  content: number,
  cap: number,
  label: number,
  capH = 0.018,
): PartDecl[] {
  const top = side[side.length - 1]![1];
  const neckR = side[side.length - 2]![0];
  const r = side[3]![0];
  return [
    part('bottle', { lathe: side }, 'glass', { color: content, answersTo: ['body', 'sauce'] }),
    part('label', { cyl: side[3]![1] * 0.45, r: r + 0.0008 }, 'paper', {
      at: [0, side[3]![1] * 0.25, 0],
      color: label,
      role: 'accent',
    }),
    part('cap', { cyl: capH, r: neckR + 0.0025 }, 'plastic', {
      at: [0, top - 0.004, 0],
      color: cap,
      role: 'fixed',
      answersTo: ['lid', 'top'],
    }),
  ];
}

/** A squeeze bottle in other colours. */
const squeezeLook = (body: number, cap: number, label: number, nozzle = cap): StateDecl => ({
  drop: SQUEEZE_PARTS,
  parts: squeeze(body, cap, label, nozzle),
});

/** A glass bottle in place of the squeeze bottle. */
const glassLook = (parts: PartDecl[]): StateDecl => ({ drop: SQUEEZE_PARTS, parts });

/** A glass jar with a metal lid, showing a chunky sauce. */
function jarLook(content: number, lid: number): StateDecl {
  return {
    drop: SQUEEZE_PARTS,
    parts: [
      part('jar', { lathe: glassSide(0.04, 0.085, 0.036, 0.012) }, 'glass', {
        color: content,
        answersTo: ['body', 'sauce', 'glass'],
      }),
      part('label', { cyl: 0.04, r: 0.0408 }, 'paper', {
        at: [0, 0.02, 0],
        color: 0xf4ecd8,
        role: 'accent',
      }),
      part('lid', { cyl: 0.018, r: 0.039 }, 'metal', {
        at: [0, 0.113, 0],
        color: lid,
        role: 'fixed',
        answersTo: ['cap', 'top'],
      }),
    ],
  };
}

/** Looks by noun: the same kind, the bottle each sauce comes in. */
const looks = (entries: ReadonlyArray<readonly [readonly string[], StateDecl]>) =>
  Object.fromEntries(entries.flatMap(([nouns, look]) => nouns.map((n) => [n, look])));

const MUSTARD = squeezeLook(0xe8b418, 0xe8b418, 0xf6f2e6, 0xc8281e);
const MAYONNAISE = squeezeLook(0xf4eed8, 0x2a52a8, 0x2a52a8, 0xf4f4f4);
const DARK_SAUCE = squeezeLook(0x4a1c10, 0x1e1e1e, 0xe8a83a);
const CHOCOLATE = squeezeLook(0x3e2416, 0x3e2416, 0xf0e0c8);
const HOT_SAUCE = glassLook(
  glassBottle(glassSide(0.018, 0.085, 0.008, 0.05), 0xb81a0e, 0xc8281e, 0xf2ead2, 0.02),
);
const SOY = glassLook([
  ...glassBottle(glassSide(0.03, 0.08, 0.011, 0.02), 0x2a140a, 0xc8281e, 0xf2ead2, 0.024),
  part('spout', { cyl: 0.02, r: 0.004, rTop: 0.0025 }, 'plastic', {
    turn: [0, 0, -35],
    at: [0.006, 0.144, 0],
    color: 0xc8281e,
    role: 'fixed',
  }),
]);
const SYRUP = glassLook([
  ...glassBottle(glassSide(0.035, 0.12, 0.012, 0.03), 0xa0561a, 0xf2ead8, 0xf6eede),
  // The jug's little loop handle at the shoulder.
  part('handle', { ring: 0.016, r: 0.004, arc: 220, from: -110 }, 'glass', {
    at: [0.02, 0.16, 0],
    color: 0xa0561a,
    role: 'fixed',
  }),
]);
const VINEGAR = glassLook(
  glassBottle(glassSide(0.028, 0.17, 0.01, 0.05), 0xe4dcae, 0x2a2a2a, 0xf6f0e0),
);
const DRESSING = glassLook(
  glassBottle(glassSide(0.03, 0.12, 0.012, 0.04), 0xe8cf8a, 0x3a6a2a, 0xf6f0e0),
);

const sauceBottle: KindDecl = {
  kind: 'sauce bottle',
  nouns: [
    'sauce bottle',
    'ketchup',
    'catsup',
    'tomato ketchup',
    'ketchup bottle',
    'bottle of ketchup',
    'tomato sauce',
    'sauce bottle',
    'bottle of sauce',
    'squeeze bottle',
    'sauce',
    'condiment',
    'mustard',
    'mustard bottle',
    'bottle of mustard',
    'mayonnaise',
    'mayo',
    'bottle of mayonnaise',
    'barbecue sauce',
    'bbq sauce',
    'steak sauce',
    'chocolate sauce',
    'chocolate syrup',
    'hot sauce',
    'chili sauce',
    'chilli sauce',
    'tabasco',
    'sriracha',
    'soy sauce',
    'syrup',
    'maple syrup',
    'bottle of syrup',
    'pancake syrup',
    'vinegar',
    'bottle of vinegar',
    'salad dressing',
    'dressing',
    'vinaigrette',
    'salsa',
    'jar of salsa',
    'pesto',
    'jar of pesto',
    'chutney',
    'relish',
  ],
  size: [0.2, 0.07],
  parts: squeeze(0xc41e14, 0xf4f4f2, 0xf4f0e2, 0xf4f4f2),
  looks: looks([
    [['mustard', 'mustard bottle', 'bottle of mustard'], MUSTARD],
    [['mayonnaise', 'mayo', 'bottle of mayonnaise'], MAYONNAISE],
    [['barbecue sauce', 'bbq sauce', 'steak sauce'], DARK_SAUCE],
    [['chocolate sauce', 'chocolate syrup'], CHOCOLATE],
    [['hot sauce', 'chili sauce', 'chilli sauce', 'tabasco', 'sriracha'], HOT_SAUCE],
    [['soy sauce'], SOY],
    [['syrup', 'maple syrup', 'bottle of syrup', 'pancake syrup'], SYRUP],
    [['vinegar', 'bottle of vinegar'], VINEGAR],
    [['salad dressing', 'dressing', 'vinaigrette'], DRESSING],
    [['salsa', 'jar of salsa'], jarLook(0xb8321e, 0x2a7a3a)],
    [['pesto', 'jar of pesto'], jarLook(0x4a7a22, 0xb8a040)],
    [['chutney'], jarLook(0x8a4a1a, 0xb8a040)],
    [['relish'], jarLook(0x6a8a22, 0xc83a1e)],
  ]),
};

export const CONDIMENT_KINDS: readonly KindDecl[] = [sauceBottle];
