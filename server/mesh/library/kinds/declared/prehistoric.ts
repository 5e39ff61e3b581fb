/**
 * Prehistoric animals by their telling silhouette (issue #32, session 22, P; docs/decisions.md
 * "Prehistoric animals, plants by their look, sports grounds"): a dimetrodon's sail, a
 * plesiosaur's long neck over four flippers, a pterosaur's wings and crest, a triceratops's
 * frill and three horns, a stegosaur's plates, an ankylosaur's armour and tail club, a
 * hadrosaur's crest, an ichthyosaur's long snout, a trilobite's lobes, an ammonite's coil and
 * a megalodon's jaws. Before, all were the placeholder or the one long-necked dinosaur.
 * Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

const EYE = { finish: 'eye', color: 0x141414, role: 'fixed' } as const;
const BONE = 0xece2c6;

/** A flat outline standing along the body's length (Z), centred on x = 0. */
function fin(
  name: string,
  outline: readonly V2[],
  where: V3,
  color: number,
  role = 'main',
): PartDecl {
  return part(name, { extrude: outline, depth: 0.03 }, 'scales', {
    turn: [0, -90, 0],
    at: where,
    color,
    role: role as PartDecl['role'],
  });
}

/** A fan: the outline of a semicircular sail `w` long and `h` high. */
function fan(w: number, h: number): V2[] {
  const top = Array.from({ length: 11 }, (_, i): V2 => {
    const t = i / 10;
    return [-w / 2 + w * t, h * Math.pow(Math.sin(Math.PI * t), 0.7) + 0.02];
  });
  return [[w / 2, 0], [-w / 2, 0], ...top];
}

// Dimetrodon: a sprawling lizard-like body under a tall sail of spines.
const DIMETRODON_SKIN = 0x7a6a48;
const DIMETRODON: KindDecl = {
  kind: 'dimetrodon',
  nouns: ['dimetrodon', 'sail-backed reptile', 'sailback'],
  size: [1.4, 3.2],
  parts: [
    part('body', { ellipsoid: [0.26, 0.2, 0.62] }, 'scales', {
      at: [0, 0.36, 0],
      color: DIMETRODON_SKIN,
    }),
    part('head', { ellipsoid: [0.13, 0.15, 0.26] }, 'scales', {
      at: [0, 0.4, 0.74],
      color: DIMETRODON_SKIN,
    }),
    part('jaw', { ellipsoid: [0.11, 0.06, 0.22] }, 'scales', {
      at: [0, 0.3, 0.8],
      color: 0xc8b888,
      role: 'accent',
    }),
    part('eye', { ball: 0.025 }, EYE.finish, { ...EYE, at: [0.1, 0.48, 0.8], mirror: true }),
    part(
      'tail',
      {
        sweep: [
          [0, 0.36, -0.5],
          [0, 0.28, -1.0],
          [0, 0.14, -1.45],
          [0, 0.05, -1.75],
        ],
        r: [0.16, 0.1, 0.05, 0.02],
      },
      'scales',
      {
        color: DIMETRODON_SKIN,
      },
    ),
    rod('front_leg', [0.18, 0.3, 0.38], [0.4, 0.04, 0.45], 0.05, 'scales', {
      mirror: true,
      color: DIMETRODON_SKIN,
      answersTo: ['legs'],
    }),
    rod('back_leg', [0.18, 0.3, -0.35], [0.42, 0.04, -0.42], 0.06, 'scales', {
      mirror: true,
      color: DIMETRODON_SKIN,
      answersTo: ['legs'],
    }),
    fin('sail', fan(1.1, 0.95), [0, 0.42, 0.02], 0xc0603a, 'accent'),
    ...Array.from({ length: 9 }, (_, i): PartDecl => {
      const t = (i + 1) / 10;
      const z = 0.55 - 1.1 * t;
      const h = 0.95 * Math.pow(Math.sin(Math.PI * t), 0.7);
      return rod(`spine_${i + 1}`, [0, 0.48, z], [0, 0.44 + h, z], 0.018, 'scales', {
        color: 0x5a3a22,
        role: 'detail',
        answersTo: ['spines'],
      });
    }),
  ],
};

// Plesiosaur: a broad flat body on four long flippers, a very long neck, a small head.
const PLESIO = 0x4a6878;
const PLESIOSAUR: KindDecl = {
  kind: 'plesiosaur',
  nouns: ['plesiosaur', 'plesiosaurus', 'elasmosaur', 'elasmosaurus'],
  size: [2.0, 5.5],
  parts: [
    part('body', { ellipsoid: [0.45, 0.3, 0.8] }, 'scales', { at: [0, 0.42, 0], color: PLESIO }),
    part('belly', { ellipsoid: [0.38, 0.2, 0.68] }, 'scales', {
      at: [0, 0.3, 0.02],
      color: 0xc8d0c0,
      role: 'accent',
    }),
    part(
      'neck',
      {
        sweep: [
          [0, 0.5, 0.6],
          [0, 0.85, 1.15],
          [0, 1.35, 1.45],
          [0, 1.75, 1.55],
        ],
        r: [0.22, 0.14, 0.1, 0.085],
      },
      'scales',
      { color: PLESIO },
    ),
    part('head', { ellipsoid: [0.1, 0.09, 0.2] }, 'scales', { at: [0, 1.8, 1.7], color: PLESIO }),
    part('eye', { ball: 0.022 }, EYE.finish, { ...EYE, at: [0.075, 1.85, 1.74], mirror: true }),
    part(
      'tail',
      {
        sweep: [
          [0, 0.42, -0.7],
          [0, 0.34, -1.15],
          [0, 0.2, -1.55],
        ],
        r: [0.2, 0.1, 0.03],
      },
      'scales',
      { color: PLESIO },
    ),
    part('front_flipper', { ellipsoid: [0.6, 0.05, 0.17] }, 'scales', {
      turn: [0, -30, -12],
      at: [0.68, 0.2, 0.38],
      mirror: true,
      color: PLESIO,
      answersTo: ['flippers', 'flipper'],
    }),
    part('back_flipper', { ellipsoid: [0.48, 0.05, 0.14] }, 'scales', {
      turn: [0, 30, -12],
      at: [0.6, 0.2, -0.45],
      mirror: true,
      color: PLESIO,
      answersTo: ['flippers', 'flipper'],
    }),
  ],
};

/** A pterosaur's wing seen from above: straight leading edge, trailing edge swept back. */
const WING: V2[] = [
  [0, 0.15],
  [1.2, 0.2],
  [2.5, 0.08],
  [2.9, -0.1],
  [2.3, -0.45],
  [1.3, -0.85],
  [0.4, -1.0],
  [0, -0.7],
];
const PTERO = 0x8a6a4e;
const PTEROSAUR: KindDecl = {
  kind: 'pterodactyl',
  nouns: ['pterodactyl', 'pteranodon', 'pterosaur', 'pterodactyle'],
  size: [1.9, 6],
  parts: [
    part('body', { ellipsoid: [0.2, 0.34, 0.2] }, 'skin', {
      turn: [20, 0, 0],
      at: [0, 1.05, -0.05],
      color: PTERO,
    }),
    rod('neck', [0, 1.22, 0.02], [0, 1.45, 0.15], 0.07, 'skin', { color: PTERO }),
    part('head', { ellipsoid: [0.09, 0.1, 0.16] }, 'skin', { at: [0, 1.5, 0.18], color: PTERO }),
    part(
      'beak',
      {
        capsule: [
          [0, 1.49, 0.25],
          [0, 1.4, 0.95],
        ],
        r: 0.065,
        r2: 0.008,
      },
      'beak',
      {
        color: 0xd8b060,
        role: 'accent',
      },
    ),
    part(
      'crest',
      {
        capsule: [
          [0, 1.55, 0.15],
          [0, 1.72, -0.5],
        ],
        r: 0.06,
        r2: 0.01,
      },
      'skin',
      {
        color: 0xc8402e,
        role: 'accent',
      },
    ),
    part('eye', { ball: 0.022 }, EYE.finish, { ...EYE, at: [0.075, 1.54, 0.24], mirror: true }),
    part('wing', { extrude: WING, depth: 0.025 }, 'skin', {
      turn: [90, 0, 8],
      at: [0.12, 1.14, 0.04],
      mirror: true,
      color: 0x9a6444,
      answersTo: ['wings'],
    }),
    rod('leg', [0.08, 0.9, -0.08], [0.14, 0.05, -0.02], 0.035, 'skin', {
      mirror: true,
      color: PTERO,
      role: 'detail',
      answersTo: ['legs'],
    }),
    part('foot', { ellipsoid: [0.05, 0.03, 0.09] }, 'skin', {
      at: [0.14, 0.03, 0.04],
      mirror: true,
      color: PTERO,
      role: 'detail',
    }),
  ],
};

// Triceratops: a heavy four-legged body, a bony frill behind the head, three horns, a beak.
const CERATOPS = 0x7a7a48;
const TRICERATOPS: KindDecl = {
  kind: 'triceratops',
  nouns: ['triceratops', 'ceratopsian', 'styracosaurus', 'torosaurus', 'horned dinosaur'],
  size: [3.0, 9],
  scale: 3,
  parts: [
    part('body', { ellipsoid: [0.36, 0.33, 0.62] }, 'scales', {
      at: [0, 0.64, 0],
      color: CERATOPS,
    }),
    part('belly', { ellipsoid: [0.3, 0.2, 0.5] }, 'scales', {
      at: [0, 0.48, 0.02],
      color: 0xc0b888,
      role: 'accent',
    }),
    rod('front_leg', [0.22, 0.55, 0.38], [0.25, 0.07, 0.42], 0.09, 'scales', {
      mirror: true,
      color: CERATOPS,
      answersTo: ['legs'],
    }),
    rod('back_leg', [0.24, 0.6, -0.34], [0.26, 0.07, -0.36], 0.11, 'scales', {
      mirror: true,
      color: CERATOPS,
      answersTo: ['legs'],
    }),
    part(
      'tail',
      {
        sweep: [
          [0, 0.68, -0.55],
          [0, 0.52, -0.95],
          [0, 0.3, -1.28],
        ],
        r: [0.18, 0.1, 0.025],
      },
      'scales',
      { color: CERATOPS },
    ),
    part('head', { ellipsoid: [0.19, 0.2, 0.3] }, 'scales', {
      at: [0, 0.68, 0.84],
      color: CERATOPS,
    }),
    part(
      'beak',
      {
        capsule: [
          [0, 0.62, 1.06],
          [0, 0.5, 1.22],
        ],
        r: 0.09,
        r2: 0.03,
      },
      'beak',
      {
        color: 0x4a4034,
        role: 'detail',
      },
    ),
    part('frill', { cyl: 0.05, r: 0.44 }, 'scales', {
      turn: [72, 0, 0],
      at: [0, 0.82, 0.6],
      color: 0xc0703a,
      role: 'accent',
    }),
    part('frill_rim', { ring: 0.44, r: 0.035, arc: 200, from: -10 }, 'scales', {
      turn: [-18, 0, 0],
      at: [0, 0.84, 0.6],
      color: 0x5a4a30,
      role: 'detail',
    }),
    rod('brow_horn', [0.1, 0.84, 0.9], [0.15, 1.02, 1.38], 0.05, 'ceramic', {
      mirror: true,
      color: BONE,
      role: 'fixed',
      answersTo: ['horns', 'horn'],
    }),
    part(
      'nose_horn',
      {
        capsule: [
          [0, 0.72, 1.1],
          [0, 0.88, 1.24],
        ],
        r: 0.045,
        r2: 0.01,
      },
      'ceramic',
      {
        color: BONE,
        role: 'fixed',
        answersTo: ['horns', 'horn'],
      },
    ),
    part('eye', { ball: 0.025 }, EYE.finish, { ...EYE, at: [0.16, 0.78, 0.9], mirror: true }),
  ],
};

// Stegosaurus: an arched back carrying two rows of tall plates, a small low head, tail spikes.
const STEGO = 0x6e7e48;
const PLATE: V2[] = [
  [0, 0],
  [0.11, 0.16],
  [0.02, 0.34],
  [-0.1, 0.18],
  [-0.09, 0.0],
];
const STEGOSAURUS: KindDecl = {
  kind: 'stegosaurus',
  nouns: ['stegosaurus', 'stegosaur', 'kentrosaurus'],
  size: [4, 9],
  scale: 3,
  parts: [
    part('body', { ellipsoid: [0.3, 0.34, 0.66] }, 'scales', {
      turn: [8, 0, 0],
      at: [0, 0.72, 0],
      color: STEGO,
    }),
    part('belly', { ellipsoid: [0.24, 0.2, 0.5] }, 'scales', {
      at: [0, 0.54, 0.04],
      color: 0xc8c090,
      role: 'accent',
    }),
    rod('front_leg', [0.18, 0.55, 0.4], [0.2, 0.06, 0.46], 0.07, 'scales', {
      mirror: true,
      color: STEGO,
      answersTo: ['legs'],
    }),
    rod('back_leg', [0.2, 0.68, -0.28], [0.22, 0.07, -0.3], 0.1, 'scales', {
      mirror: true,
      color: STEGO,
      answersTo: ['legs'],
    }),
    part(
      'neck',
      {
        capsule: [
          [0, 0.66, 0.52],
          [0, 0.46, 0.92],
        ],
        r: 0.13,
        r2: 0.08,
      },
      'scales',
      { color: STEGO },
    ),
    part('head', { ellipsoid: [0.08, 0.08, 0.16] }, 'scales', {
      at: [0, 0.43, 1.02],
      color: STEGO,
    }),
    part('eye', { ball: 0.016 }, EYE.finish, { ...EYE, at: [0.065, 0.47, 1.05], mirror: true }),
    part(
      'tail',
      {
        sweep: [
          [0, 0.76, -0.55],
          [0, 0.7, -1.0],
          [0, 0.55, -1.45],
        ],
        r: [0.17, 0.09, 0.035],
      },
      'scales',
      { color: STEGO },
    ),
    rod('tail_spike', [0.02, 0.6, -1.3], [0.24, 0.78, -1.42], 0.025, 'ceramic', {
      mirror: true,
      color: BONE,
      role: 'fixed',
      answersTo: ['spikes'],
    }),
    rod('tail_spike_2', [0.02, 0.64, -1.16], [0.22, 0.84, -1.2], 0.025, 'ceramic', {
      mirror: true,
      color: BONE,
      role: 'fixed',
      answersTo: ['spikes'],
    }),
    ...Array.from({ length: 10 }, (_, i): PartDecl => {
      const z = 0.42 - i * 0.16;
      const inBody = Math.abs(z) < 0.62;
      const y = inBody ? 0.72 + 0.34 * Math.sqrt(1 - (z / 0.66) ** 2) - 0.06 : 0.7;
      const s = 0.55 + 0.7 * Math.sin((Math.PI * (i + 0.6)) / 10.5);
      return part(
        `plate_${i + 1}`,
        { extrude: PLATE.map(([x, yy]): V2 => [x * s, yy * s]), depth: 0.025 },
        'scales',
        {
          turn: [0, -90, 0],
          at: [i % 2 === 0 ? 0.04 : -0.04, y, z],
          color: 0xc05a32,
          role: 'accent',
          answersTo: ['plates'],
        },
      );
    }),
  ],
};

// Ankylosaurus: a low, wide armoured body studded with knobs, side spikes, a tail club.
const ANKYLO = 0x8a7652;
const KNOBS: V3[] = [];
for (const z of [-0.45, -0.25, -0.05, 0.15, 0.35])
  for (const x of [-0.3, -0.15, 0, 0.15, 0.3]) {
    const q = 1 - (x / 0.48) ** 2 - (z / 0.66) ** 2;
    if (q > 0.05) KNOBS.push([x, 0.48 + 0.26 * Math.sqrt(q), z]);
  }
const ANKYLOSAURUS: KindDecl = {
  kind: 'ankylosaurus',
  nouns: ['ankylosaurus', 'ankylosaur', 'armored dinosaur', 'armoured dinosaur', 'nodosaur'],
  size: [1.7, 7],
  scale: 2.5,
  parts: [
    part('body', { ellipsoid: [0.48, 0.26, 0.66] }, 'scales', { at: [0, 0.48, 0], color: ANKYLO }),
    part('knob', { ball: 0.05 }, 'scales', {
      ...at(KNOBS),
      color: 0x5e4c34,
      role: 'detail',
      answersTo: ['armor', 'armour'],
    }),
    ...[-0.4, -0.15, 0.1, 0.35].map((z, i): PartDecl =>
      part(
        `spike_${i + 1}`,
        {
          capsule: [
            [0.4, 0.44, z],
            [0.62, 0.42, z - 0.05],
          ],
          r: 0.045,
          r2: 0.008,
        },
        'ceramic',
        {
          mirror: true,
          color: 0xd8ccaa,
          role: 'fixed',
          answersTo: ['spikes'],
        },
      ),
    ),
    rod('front_leg', [0.26, 0.36, 0.38], [0.3, 0.06, 0.42], 0.08, 'scales', {
      mirror: true,
      color: ANKYLO,
      answersTo: ['legs'],
    }),
    rod('back_leg', [0.28, 0.36, -0.38], [0.32, 0.06, -0.4], 0.09, 'scales', {
      mirror: true,
      color: ANKYLO,
      answersTo: ['legs'],
    }),
    part('head', { ellipsoid: [0.19, 0.13, 0.2] }, 'scales', {
      at: [0, 0.44, 0.72],
      color: ANKYLO,
    }),
    rod('head_horn', [0.14, 0.5, 0.64], [0.24, 0.54, 0.56], 0.035, 'ceramic', {
      mirror: true,
      color: 0xd8ccaa,
      role: 'fixed',
    }),
    part('eye', { ball: 0.02 }, EYE.finish, { ...EYE, at: [0.15, 0.48, 0.8], mirror: true }),
    part(
      'tail',
      {
        sweep: [
          [0, 0.48, -0.6],
          [0, 0.42, -1.0],
          [0, 0.36, -1.34],
        ],
        r: [0.14, 0.07, 0.05],
      },
      'scales',
      { color: ANKYLO },
    ),
    part('club', { ellipsoid: [0.17, 0.1, 0.13] }, 'scales', {
      at: [0, 0.36, -1.42],
      color: 0x5e4c34,
      role: 'detail',
      answersTo: ['tail club'],
    }),
  ],
};

// Hadrosaurs: a heavy body on long hind legs, a duck bill; the parasaurolophus's long crest.
const HADRO = 0x6a8a62;
const HADROSAUR: KindDecl = {
  kind: 'parasaurolophus',
  nouns: [
    'parasaurolophus',
    'hadrosaur',
    'hadrosaurus',
    'duck-billed dinosaur',
    'duckbill dinosaur',
  ],
  size: [4.5, 10],
  scale: 3,
  parts: [
    part('body', { ellipsoid: [0.26, 0.3, 0.56] }, 'scales', {
      turn: [-18, 0, 0],
      at: [0, 0.86, 0],
      color: HADRO,
    }),
    part('belly', { ellipsoid: [0.2, 0.2, 0.42] }, 'scales', {
      turn: [-18, 0, 0],
      at: [0, 0.76, 0.06],
      color: 0xd0c89a,
      role: 'accent',
    }),
    part('thigh', { ellipsoid: [0.1, 0.24, 0.18] }, 'scales', {
      at: [0.19, 0.7, -0.1],
      mirror: true,
      color: HADRO,
    }),
    rod('shin', [0.2, 0.55, -0.16], [0.21, 0.08, -0.06], 0.07, 'scales', {
      mirror: true,
      color: HADRO,
      answersTo: ['legs'],
    }),
    part('foot', { ellipsoid: [0.08, 0.05, 0.14] }, 'scales', {
      at: [0.21, 0.05, 0.04],
      mirror: true,
      color: HADRO,
      role: 'detail',
    }),
    rod('arm', [0.15, 0.86, 0.36], [0.2, 0.56, 0.54], 0.045, 'scales', {
      mirror: true,
      color: HADRO,
      answersTo: ['legs'],
    }),
    part(
      'neck',
      {
        capsule: [
          [0, 1.0, 0.42],
          [0, 1.32, 0.66],
        ],
        r: 0.12,
        r2: 0.085,
      },
      'scales',
      { color: HADRO },
    ),
    part('head', { ellipsoid: [0.08, 0.1, 0.18] }, 'scales', { at: [0, 1.38, 0.76], color: HADRO }),
    part('bill', { ellipsoid: [0.08, 0.04, 0.13] }, 'beak', {
      at: [0, 1.31, 0.92],
      color: 0xd8c088,
      role: 'detail',
    }),
    part('eye', { ball: 0.017 }, EYE.finish, { ...EYE, at: [0.065, 1.42, 0.78], mirror: true }),
    part(
      'crest',
      {
        capsule: [
          [0, 1.44, 0.74],
          [0, 1.7, 0.2],
        ],
        r: 0.045,
        r2: 0.035,
      },
      'scales',
      {
        color: 0xc04a34,
        role: 'accent',
      },
    ),
    part(
      'tail',
      {
        sweep: [
          [0, 0.95, -0.45],
          [0, 0.9, -0.95],
          [0, 0.78, -1.45],
          [0, 0.66, -1.8],
        ],
        r: [0.18, 0.11, 0.06, 0.015],
      },
      'scales',
      { color: HADRO },
    ),
  ],
};

// Iguanodon: the hadrosaur's body without a crest, its thumbs spikes.
const IGUANODON: KindDecl = {
  kind: 'iguanodon',
  nouns: ['iguanodon'],
  size: HADROSAUR.size,
  scale: 3,
  parts: [
    ...HADROSAUR.parts.filter((p) => p.name !== 'crest'),
    rod('thumb_spike', [0.2, 0.62, 0.5], [0.24, 0.72, 0.62], 0.025, 'ceramic', {
      mirror: true,
      color: BONE,
      role: 'fixed',
      answersTo: ['spikes'],
    }),
  ],
};

// Ichthyosaur: a dolphin-shaped reptile with a long narrow snout, a huge eye, a crescent tail.
const ICHTHYO = 0x4e6286;
const ICHTHYOSAUR: KindDecl = {
  kind: 'ichthyosaur',
  nouns: ['ichthyosaur', 'ichthyosaurus', 'fish lizard'],
  size: [1.3, 3.6],
  parts: [
    part('body', { ellipsoid: [0.3, 0.34, 0.9] }, 'scales', { at: [0, 0.5, 0], color: ICHTHYO }),
    part('belly', { ellipsoid: [0.24, 0.22, 0.76] }, 'scales', {
      at: [0, 0.38, 0.05],
      color: 0xd8dcd0,
      role: 'accent',
    }),
    part(
      'snout',
      {
        capsule: [
          [0, 0.52, 0.82],
          [0, 0.46, 1.6],
        ],
        r: 0.1,
        r2: 0.02,
      },
      'scales',
      { color: ICHTHYO },
    ),
    part('eye', { ball: 0.055 }, EYE.finish, { ...EYE, at: [0.15, 0.6, 0.74], mirror: true }),
    fin(
      'dorsal_fin',
      [
        [0.3, 0],
        [-0.25, 0],
        [-0.2, 0.3],
      ],
      [0, 0.78, -0.1],
      ICHTHYO,
    ),
    part(
      'tail',
      {
        sweep: [
          [0, 0.5, -0.8],
          [0, 0.5, -1.2],
          [0, 0.5, -1.45],
        ],
        r: [0.2, 0.09, 0.05],
      },
      'scales',
      { color: ICHTHYO },
    ),
    part(
      'fluke_top',
      {
        capsule: [
          [0, 0.5, -1.45],
          [0, 0.95, -1.68],
        ],
        r: 0.08,
        r2: 0.02,
      },
      'scales',
      { color: ICHTHYO, answersTo: ['tail fin'] },
    ),
    part(
      'fluke_bottom',
      {
        capsule: [
          [0, 0.5, -1.45],
          [0, 0.08, -1.66],
        ],
        r: 0.08,
        r2: 0.02,
      },
      'scales',
      { color: ICHTHYO, answersTo: ['tail fin'] },
    ),
    part('flipper', { ellipsoid: [0.32, 0.04, 0.11] }, 'scales', {
      turn: [0, -25, -20],
      at: [0.36, 0.28, 0.4],
      mirror: true,
      color: ICHTHYO,
      answersTo: ['flippers'],
    }),
    part('hind_flipper', { ellipsoid: [0.2, 0.035, 0.08] }, 'scales', {
      turn: [0, 25, -20],
      at: [0.26, 0.28, -0.45],
      mirror: true,
      color: ICHTHYO,
      answersTo: ['flippers'],
    }),
  ],
};

// Trilobite: an oval of three lengthwise lobes and many ribbed segments under a head shield.
const TRILO = 0x6a5644;
const TRILOBITE: KindDecl = {
  kind: 'trilobite',
  nouns: ['trilobite'],
  size: [0.02, 0.09],
  parts: [
    part('body', { ellipsoid: [0.03, 0.011, 0.042] }, 'stone', {
      at: [0, 0.009, -0.008],
      color: TRILO,
    }),
    part('head_shield', { ellipsoid: [0.036, 0.012, 0.022] }, 'stone', {
      at: [0, 0.009, 0.03],
      color: 0x7a6452,
      answersTo: ['head'],
    }),
    part(
      'axis',
      {
        capsule: [
          [0, 0.016, 0.04],
          [0, 0.012, -0.046],
        ],
        r: 0.009,
        r2: 0.004,
      },
      'stone',
      {
        color: 0x584434,
        role: 'accent',
      },
    ),
    ...Array.from({ length: 9 }, (_, i): PartDecl => {
      const z = 0.012 - i * 0.0068;
      const w = 2 * 0.03 * Math.sqrt(Math.max(0.05, 1 - ((z + 0.008) / 0.044) ** 2));
      return part(`segment_${i + 1}`, { box: [w, 0.004, 0.0028] }, 'stone', {
        at: [0, 0.014, z],
        color: 0x4a3a2c,
        role: 'detail',
        answersTo: ['segments'],
      });
    }),
    part('eye', { ball: 0.0045 }, 'stone', {
      at: [0.014, 0.017, 0.032],
      mirror: true,
      color: 0x2a2018,
      role: 'fixed',
    }),
    part(
      'spine',
      {
        capsule: [
          [0.03, 0.008, 0.022],
          [0.04, 0.006, -0.012],
        ],
        r: 0.003,
        r2: 0.001,
      },
      'stone',
      {
        mirror: true,
        color: 0x7a6452,
        role: 'detail',
      },
    ),
  ],
};

// Ammonite: a ribbed shell coiled flat in a spiral, standing on its edge.
const COIL: V3[] = [];
const COIL_R: number[] = [];
const SPIRAL = (a: number): number => 0.012 * Math.exp(0.17 * a);
const AMMONITE_TOP = SPIRAL(4 * Math.PI) * 1.45;
for (let i = 0; i <= 48; i++) {
  const a = (i / 48) * 4 * Math.PI;
  const r = SPIRAL(a);
  COIL.push([r * Math.cos(a), AMMONITE_TOP + r * Math.sin(a), 0]);
  COIL_R.push(r * 0.42);
}
const AMMONITE: KindDecl = {
  kind: 'ammonite',
  nouns: ['ammonite', 'ammonoid', 'nautiloid fossil'],
  size: [0.16, 0.16],
  parts: [
    part('shell', { sweep: COIL, r: COIL_R }, 'stone', { color: 0xc09a6a }),
    ...Array.from({ length: 30 }, (_, i): PartDecl => {
      const a = Math.PI + ((i + 0.5) / 30) * 3 * Math.PI;
      const r = SPIRAL(a);
      const tube = r * 0.42;
      return part(`rib_${i + 1}`, { ring: tube * 1.02, r: tube * 0.09 }, 'stone', {
        turn: [0, 90, (a * 180) / Math.PI + 90],
        at: [r * Math.cos(a), AMMONITE_TOP + r * Math.sin(a), 0],
        color: 0x8a6a44,
        role: 'accent',
        answersTo: ['ribs'],
      });
    }),
  ],
};

// Megalodon: a huge grey shark, jaws open on rows of white teeth.
const SHARK = 0x6a7a8a;
const MEGALODON: KindDecl = {
  kind: 'megalodon',
  nouns: ['megalodon', 'megalodon shark', 'carcharodon megalodon'],
  size: [4, 16],
  scale: 5,
  parts: [
    part('body', { ellipsoid: [0.3, 0.34, 1.1] }, 'skin', { at: [0, 0.55, 0], color: SHARK }),
    part('belly', { ellipsoid: [0.25, 0.22, 0.95] }, 'skin', {
      at: [0, 0.44, 0.05],
      color: 0xe8e8e2,
      role: 'accent',
    }),
    part('mouth', { ellipsoid: [0.2, 0.12, 0.12] }, 'skin', {
      at: [0, 0.42, 0.92],
      color: 0x5a1e22,
      role: 'fixed',
    }),
    ...Array.from({ length: 9 }, (_, i): PartDecl => {
      const a = ((i - 4) / 4) * 1.1;
      const x = 0.17 * Math.sin(a);
      const z = 0.92 + 0.11 * Math.cos(a);
      return part(`tooth_${i + 1}`, { cyl: 0.06, r: 0.018, rTop: 0.001 }, 'ceramic', {
        turn: [180, 0, 0],
        at: [x, 0.53, z],
        color: 0xf8f6ee,
        role: 'fixed',
        answersTo: ['teeth'],
      });
    }),
    ...Array.from({ length: 9 }, (_, i): PartDecl => {
      const a = ((i - 4) / 4) * 1.1;
      return part(`lower_tooth_${i + 1}`, { cyl: 0.06, r: 0.018, rTop: 0.001 }, 'ceramic', {
        at: [0.17 * Math.sin(a), 0.31, 0.92 + 0.11 * Math.cos(a)],
        color: 0xf8f6ee,
        role: 'fixed',
        answersTo: ['teeth'],
      });
    }),
    part('eye', { ball: 0.025 }, EYE.finish, { ...EYE, at: [0.19, 0.66, 0.78], mirror: true }),
    fin(
      'dorsal_fin',
      [
        [0.22, 0],
        [-0.25, 0],
        [-0.3, 0.42],
      ],
      [0, 0.8, 0.1],
      SHARK,
    ),
    part(
      'pectoral_fin',
      {
        extrude: [
          [0, 0.06],
          [0.5, -0.18],
          [0.42, -0.26],
          [0, -0.08],
        ],
        depth: 0.22,
      },
      'skin',
      {
        turn: [0, 0, -10],
        at: [0.18, 0.42, 0.35],
        mirror: true,
        color: SHARK,
        answersTo: ['fins'],
      },
    ),
    part(
      'tail',
      {
        sweep: [
          [0, 0.55, -1.0],
          [0, 0.58, -1.3],
        ],
        r: [0.15, 0.07],
      },
      'skin',
      { color: SHARK },
    ),
    part(
      'tail_top',
      {
        capsule: [
          [0, 0.58, -1.28],
          [0, 1.05, -1.6],
        ],
        r: 0.07,
        r2: 0.015,
      },
      'skin',
      { color: SHARK, answersTo: ['tail fin'] },
    ),
    part(
      'tail_bottom',
      {
        capsule: [
          [0, 0.56, -1.28],
          [0, 0.2, -1.5],
        ],
        r: 0.06,
        r2: 0.015,
      },
      'skin',
      { color: SHARK, answersTo: ['tail fin'] },
    ),
    ...[0.58, 0.64, 0.7].map((z, i): PartDecl =>
      part(`gill_${i + 1}`, { box: [0.01, 0.16, 0.012] }, 'skin', {
        at: [0.235, 0.5, z],
        mirror: true,
        color: 0x3a4450,
        role: 'fixed',
      }),
    ),
  ],
};

export const PREHISTORIC_KINDS: readonly KindDecl[] = [
  DIMETRODON,
  PLESIOSAUR,
  PTEROSAUR,
  TRICERATOPS,
  STEGOSAURUS,
  ANKYLOSAURUS,
  HADROSAUR,
  IGUANODON,
  ICHTHYOSAUR,
  TRILOBITE,
  AMMONITE,
  MEGALODON,
];
