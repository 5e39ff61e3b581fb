/**
 * Food and drink by family (issue #32, session 27; docs/decisions.md "Food and drink by
 * family, session 27"). A family's one build stood for every member: every soup the same
 * orange bowl, every spirit amber whisky, every beer pale lager, every sausage the grilled
 * steak. The looks here are keyed by WordNet classes (a stand-in's chain passes through
 * them: "a borscht" ← borsch, "a goulash" ← stew, "a frankfurter" ← frank), so a member not
 * named takes its class's look. Each look is built from the kind's own parts, recoloured,
 * with what tells the member apart added (a dollop of sour cream, chunks of a stew, a tan
 * head on a stout). Plain data, applied by `withFoodLooks` in index.ts.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part } from './part-shorthand.ts';

/** A look that gives named parts of a kind new colours (same shapes), plus parts added. */
function recolour(
  decl: KindDecl,
  colours: Readonly<Record<string, number>>,
  added: readonly PartDecl[] = [],
  drop: readonly string[] = [],
): StateDecl {
  const names = Object.keys(colours);
  const kept = decl.parts.filter((p) => names.includes(p.name));
  if (kept.length !== names.length)
    throw new Error(`${decl.kind}: no part among ${names.join(', ')} to recolour`);
  return {
    drop: [...names, ...drop],
    parts: [...kept.map((p) => ({ ...p, color: colours[p.name]!, colors: undefined })), ...added],
  };
}

// --- Sausages (the bratwurst's three links `sausage_1..3`, `grill`, `mustard`). ---

const LINKS = ['sausage_1', 'sausage_2', 'sausage_3'];

/** A liverwurst (liver pudding): a fat pale chub on the board, its cut end and two slices. */
const CHUB: StateDecl = {
  drop: [...LINKS, 'grill', 'mustard'],
  parts: [
    part(
      'sausage',
      {
        capsule: [
          [-0.08, 0.034, -0.01],
          [0.03, 0.034, -0.01],
        ],
        r: 0.026,
      },
      'plastic',
      { color: 0xb08a7a, answersTo: ['sausage', 'casing'] },
    ),
    part('end', { cyl: 0.004, r: 0.025 }, 'plain', {
      turn: [0, 0, 90],
      at: [0.036, 0.034, -0.01],
      color: 0xd8b4a4,
      role: 'accent',
      answersTo: ['slice'],
    }),
    part('slice', { cyl: 0.005, r: 0.025 }, 'plain', {
      turn: [14, 0, 0],
      ...at([
        [0.072, 0.012, 0.02],
        [0.094, 0.014, 0.03],
      ]),
      color: 0xd0ac9c,
      role: 'accent',
      answersTo: ['slice', 'slices'],
    }),
  ],
};

function sausageLooks(decl: KindDecl): Record<string, StateDecl> {
  // A frankfurter (frank, wiener, hot dog sausage) is smooth and pink-red, not grilled.
  const frank = recolour(decl, Object.fromEntries(LINKS.map((n) => [n, 0xc8503e])), [], ['grill']);
  // Blood sausage (black pudding) is near black.
  const blood = recolour(decl, Object.fromEntries(LINKS.map((n) => [n, 0x3a1612])), [], ['grill']);
  return { frank: frank, 'liver pudding': CHUB, 'blood sausage': blood };
}

// --- Soups and stews (the bowl's `soup` surface at y 0.054, radius 0.068; `herbs`). ---

const SURFACE = 0.057;

/** Chunks floating in a stew: lumps of one colour at the given points on the surface. */
function chunks(name: string, color: number, points: readonly [number, number][], r = 0.011) {
  return part(name, { box: [r * 1.6, r, r * 1.5], round: r * 0.3 }, 'plain', {
    turn: [8, 30, 5],
    ...at(points.map(([x, z]) => [x, SURFACE, z] as V3)),
    color,
    role: 'fixed',
    answersTo: [name],
  });
}

/** A dollop of cream in the middle of a soup. */
const DOLLOP = part('cream', { ellipsoid: [0.016, 0.006, 0.014] }, 'plain', {
  at: [-0.008, SURFACE, 0.006],
  color: 0xfbf8f0,
  role: 'fixed',
  answersTo: ['cream', 'sour cream'],
});

function soupLooks(decl: KindDecl): Record<string, StateDecl> {
  const stew = recolour(decl, { soup: 0x6a3216 }, [
    chunks('meat', 0x4a2210, [
      [0.02, 0.02],
      [-0.03, -0.01],
      [0.035, -0.028],
      [-0.01, 0.038],
    ]),
    chunks('potato', 0xe8cc80, [
      [-0.025, 0.025],
      [0.01, -0.035],
      [0.042, 0.01],
    ]),
    chunks('carrot', 0xe06a1a, [
      [0.0, 0.004],
      [-0.04, -0.028],
    ]),
  ]);
  return {
    // Beet-red borscht with a spoon of sour cream (and its dill).
    borsch: recolour(decl, { soup: 0x8e0e2e }, [DOLLOP]),
    // Gazpacho: cold tomato red, diced cucumber on top.
    gazpacho: recolour(decl, { soup: 0xc8381a }, [
      chunks(
        'cucumber',
        0x6aa83a,
        [
          [0.012, 0.01],
          [-0.02, 0.02],
          [0.03, -0.02],
          [-0.028, -0.018],
          [0.004, -0.03],
        ],
        0.007,
      ),
    ]),
    // Vichyssoise: pale cream, chives (the bowl's herbs).
    vichyssoise: recolour(decl, { soup: 0xf2ead0 }),
    chowder: recolour(decl, { soup: 0xf0e2c0 }, [
      chunks('potato', 0xe8cc80, [
        [0.02, 0.02],
        [-0.03, -0.01],
        [0.03, -0.028],
      ]),
    ]),
    stew,
    // Goulash: paprika red-brown, chunks of beef.
    goulash: recolour(decl, { soup: 0x9a2e12 }, stew.parts!.slice(1)),
    // A fish stew (bouillabaisse): saffron orange with black mussel shells.
    'fish stew': recolour(decl, { soup: 0xd8701a }, [
      part('mussel', { ellipsoid: [0.016, 0.006, 0.009] }, 'plastic', {
        turn: [0, 40, 0],
        ...at([
          [0.025, SURFACE, 0.015],
          [-0.028, SURFACE, -0.012],
          [0.01, SURFACE, -0.032],
        ]),
        color: 0x1e1e2a,
        role: 'fixed',
        answersTo: ['mussel', 'mussels', 'shell'],
      }),
      chunks('fish', 0xf4eee0, [
        [-0.02, 0.03],
        [0.04, -0.01],
      ]),
    ]),
    // Ratatouille: red sauce with pepper, courgette and aubergine pieces.
    ratatouille: recolour(
      decl,
      { soup: 0xa8281a },
      [
        chunks('pepper', 0xd8201a, [
          [0.02, 0.02],
          [-0.03, 0.0],
        ]),
        chunks('courgette', 0x4a8a2a, [
          [-0.01, 0.03],
          [0.03, -0.02],
          [-0.025, -0.03],
        ]),
        chunks('aubergine', 0x4a1e4a, [
          [0.01, -0.005],
          [0.042, 0.012],
        ]),
        chunks('yellow pepper', 0xf0c020, [[-0.04, 0.02]]),
      ],
      ['herbs'],
    ),
  };
}

// --- Drinks (the glass kinds' `drink` part; the beer's `foam`). ---

function spiritLooks(decl: KindDecl): Record<string, StateDecl> {
  // A clear spirit is clear, where whisky and rum are amber.
  const clear = recolour(decl, { drink: 0xe6eef0 });
  const green = recolour(decl, { drink: 0x8ab82a });
  return {
    vodka: clear,
    gin: clear,
    tequila: clear,
    ouzo: clear,
    grappa: clear,
    kirsch: clear,
    schnapps: clear,
    sambuca: clear,
    maraschino: clear,
    chartreuse: green,
  };
}

function beerLooks(decl: KindDecl): Record<string, StateDecl> {
  // A stout or a porter: black beer under a tan head.
  const dark = recolour(decl, { drink: 0x1e0e06, foam: 0xe0c89a });
  return { stout: dark, porter: dark };
}

function wineLooks(decl: KindDecl): Record<string, StateDecl> {
  return {
    // Sherry, port, marsala, madeira: amber-brown.
    'fortified wine': recolour(decl, { drink: 0x9a4a14 }),
    'white wine': recolour(decl, { drink: 0xf0d870 }),
  };
}

// --- Syrups (the sauce bottle's amber syrup jug) and clams (the seashell). ---

/** A look with every part of one colour given another (the syrup jug's amber glass). */
function tint(look: StateDecl, from: number, to: number): StateDecl {
  return {
    ...look,
    parts: look.parts?.map((p) => (p.color === from ? { ...p, color: to } : p)),
  };
}

const SYRUP_AMBER = 0xa0561a;

function syrupLooks(decl: KindDecl): Record<string, StateDecl> {
  const syrup = decl.looks?.['syrup'];
  if (!syrup) throw new Error('sauce bottle: no syrup look to tint');
  return {
    // Molasses near black-brown, grenadine pomegranate red, treacle (a pale cane syrup) gold.
    molasses: tint(syrup, SYRUP_AMBER, 0x3a1808),
    grenadine: tint(syrup, SYRUP_AMBER, 0xb0122a),
    treacle: tint(syrup, SYRUP_AMBER, 0xd0901a),
  };
}

const LOOKS: Readonly<Record<string, (decl: KindDecl) => Record<string, StateDecl>>> = {
  bratwurst: sausageLooks,
  'bowl of soup': soupLooks,
  'glass of whisky': spiritLooks,
  'glass of beer': beerLooks,
  'glass of wine': wineLooks,
  'sauce bottle': syrupLooks,
};

/** The kinds with this domain's looks added (a kind's own looks win on the same key). */
export function withFoodLooks(kinds: readonly KindDecl[]): KindDecl[] {
  return kinds.map((decl) => {
    const looks = LOOKS[decl.kind];
    return looks ? { ...decl, looks: { ...looks(decl), ...decl.looks } } : decl;
  });
}
