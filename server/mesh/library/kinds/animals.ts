/**
 * Four-legged animals beyond cats and dogs: one quadruped body (quadruped.ts) with species
 * proportions. A new species is a table row: back height and torso length in metres, then
 * head, legs, ears, tail, coat and extras (neck, hooves, horns, trunk, wings, hump).
 */
import { hexRgb } from '../../prompt/colors.ts';
import type { Builder } from '../builder.ts';
import { familyKinds } from '../family.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { buildQuadruped, isYoung, youngShape, type QuadrupedShape } from './quadruped.ts';

interface Species {
  height: number;
  length: number;
  girth: number;
  head: number;
  muzzle: number;
  ears: QuadrupedShape['ears'];
  earSize: number;
  leg: number;
  tail: number;
  tailGirth: number;
  coat: number;
  /** Pattern colour for the coat, drawn as `coat` says (stripes or spots). */
  pattern?: number;
  coatPattern?: 'stripes' | 'spots' | 'patches';
  markings?: number;
  /** Colour of legs, ears and eye patches (a panda's black). */
  points?: number;
  surface?: 'fur' | 'skin';
  neck?: QuadrupedShape['neck'];
  hooves?: boolean;
  horns?: QuadrupedShape['horns'];
  trunk?: boolean;
  wings?: number;
  hump?: number;
  humpAt?: readonly number[];
  hornScale?: number;
  /** A skunk's stripe down the back, in this colour. */
  backStripe?: number;
  /** A horse's mane along the neck, in this colour. */
  crest?: number;
  /** A shaggy mane round the head and shoulders (a lion's; a bison's front). */
  mane?: boolean;
  /** The dark eye patches as one band (a raccoon's mask). */
  mask?: boolean;
  /** A pig's flat snout disc, in this colour. */
  snoutDisc?: number;
  tailAngle?: number;
  /** Horn colour over the pale default (a mountain goat's black horns). */
  hornColor?: number;
  /** A chin beard in this colour (goats, a wildebeest). */
  beard?: number;
  /** Long hair hanging from the flanks in this colour (a yak, a musk ox). */
  skirt?: number;
  /** A band round the torso in this colour, at `saddleAt` (a tapir's saddle, a devil's chest). */
  saddle?: number;
  saddleAt?: number;
  /** Overlapping scales over the back in this colour (a pangolin). */
  scales?: number;
  /** A duck's bill in this colour (a platypus), and a flat paddle for a tail. */
  bill?: number;
  paddleTail?: boolean;
}

const HOOF = tinted(FINISH.coal, hexRgb(0x2a221c), 'hoof');

const SPECIES: Record<string, Species> = {
  // Horses are deep-chested on strong legs: thinner, they read as a deer or a dog.
  horse: {
    height: 1.45,
    length: 1.0,
    girth: 0.25,
    head: 0.12,
    muzzle: 2.4,
    ears: 'pointed',
    earSize: 0.7,
    leg: 0.052,
    tail: 0.7,
    tailGirth: 2.2,
    coat: 0x7a4a2a,
    crest: 0x2a1c14,
    neck: { length: 0.5, angle: 58 },
    hooves: true,
  },
  // A white horse with a golden spiral horn and a pale mane.
  unicorn: {
    height: 1.45,
    length: 1.0,
    girth: 0.25,
    head: 0.12,
    muzzle: 2.4,
    ears: 'pointed',
    earSize: 0.7,
    leg: 0.052,
    tail: 0.7,
    tailGirth: 2.2,
    coat: 0xf8f6f4,
    crest: 0xe8a0d0,
    neck: { length: 0.5, angle: 58 },
    hooves: true,
    horns: 'unicorn',
  },
  zebra: {
    height: 1.3,
    length: 0.9,
    girth: 0.21,
    head: 0.11,
    muzzle: 2.2,
    ears: 'pointed',
    earSize: 0.85,
    leg: 0.042,
    tail: 0.6,
    tailGirth: 1.4,
    coat: 0xf2f0ea,
    pattern: 0x151515,
    coatPattern: 'stripes',
    crest: 0x151515,
    neck: { length: 0.45, angle: 55 },
    hooves: true,
  },
  donkey: {
    height: 1.1,
    length: 0.8,
    girth: 0.23,
    head: 0.13,
    muzzle: 2.0,
    ears: 'pointed',
    earSize: 1.5,
    leg: 0.045,
    tail: 0.6,
    tailGirth: 1.2,
    coat: 0x8a8078,
    markings: 0xd8d0c8,
    crest: 0x4a4440,
    neck: { length: 0.4, angle: 50 },
    hooves: true,
  },
  giraffe: {
    height: 2.5,
    length: 0.9,
    girth: 0.14,
    head: 0.06,
    muzzle: 2.2,
    ears: 'pointed',
    earSize: 0.8,
    leg: 0.025,
    tail: 0.6,
    tailGirth: 1.2,
    coat: 0xe0a850,
    pattern: 0x7a4422,
    coatPattern: 'spots',
    neck: { length: 0.85, angle: 68 },
    hooves: true,
    horns: 'goat',
  },
  elephant: {
    tailAngle: -0.35,
    height: 2.6,
    length: 1.5,
    girth: 0.33,
    head: 0.2,
    muzzle: 0.6,
    ears: 'round',
    earSize: 1.6,
    leg: 0.085,
    tail: 0.45,
    tailGirth: 0.4,
    coat: 0x8c8a88,
    surface: 'skin',
    trunk: true,
  },
  // The woolly mammoth: an elephant in long brown hair, a high domed back and great
  // curving tusks.
  mammoth: {
    tailAngle: -0.35,
    height: 2.9,
    length: 1.6,
    girth: 0.36,
    head: 0.22,
    muzzle: 0.6,
    ears: 'round',
    earSize: 0.8,
    leg: 0.095,
    tail: 0.35,
    tailGirth: 0.5,
    coat: 0x5a3820,
    trunk: true,
    hump: 0.5,
    humpAt: [0.5],
  },
  cow: {
    height: 1.35,
    length: 1.2,
    girth: 0.3,
    head: 0.15,
    muzzle: 1.5,
    ears: 'round',
    earSize: 0.55,
    leg: 0.055,
    tail: 0.75,
    tailGirth: 0.5,
    coat: 0xf2efe6,
    pattern: 0x1e1c1a,
    coatPattern: 'patches',
    markings: 0xe8a0a0,
    hooves: true,
    horns: 'cow',
    neck: { length: 0.2, angle: 25 },
  },
  // Buffalo and bison: dark, shaggy-fronted and humped, where the cow is pied and lean.
  buffalo: {
    height: 1.5,
    length: 1.3,
    girth: 0.36,
    head: 0.17,
    muzzle: 1.1,
    ears: 'round',
    earSize: 0.45,
    leg: 0.065,
    tail: 0.5,
    tailGirth: 0.6,
    coat: 0x3a2a20,
    markings: 0x2a1e18,
    hooves: true,
    horns: 'cow',
    hump: 0.7,
    mane: true,
    neck: { length: 0.15, angle: 15 },
  },
  pig: {
    height: 0.65,
    length: 0.75,
    girth: 0.4,
    head: 0.27,
    muzzle: 0.8,
    ears: 'floppy',
    earSize: 0.6,
    leg: 0.08,
    tail: 0.3,
    tailGirth: 0.4,
    coat: 0xf0a8a8,
    surface: 'skin',
    hooves: true,
    snoutDisc: 0xe07a88,
  },
  sheep: {
    height: 0.8,
    length: 0.7,
    girth: 0.38,
    head: 0.16,
    muzzle: 1.2,
    ears: 'floppy',
    earSize: 0.6,
    leg: 0.045,
    tail: 0.2,
    tailGirth: 1.2,
    coat: 0xf0ece0,
    markings: 0x2a2624,
    hooves: true,
  },
  goat: {
    height: 0.8,
    length: 0.65,
    girth: 0.27,
    head: 0.15,
    muzzle: 1.5,
    ears: 'pointed',
    earSize: 0.8,
    leg: 0.045,
    tail: 0.2,
    tailGirth: 0.9,
    coat: 0xe8e0d0,
    hooves: true,
    horns: 'goat',
    beard: 0xd8d0c0,
    neck: { length: 0.25, angle: 55 },
  },
  deer: {
    height: 1.1,
    length: 0.8,
    girth: 0.2,
    head: 0.11,
    muzzle: 1.8,
    ears: 'pointed',
    earSize: 1.0,
    leg: 0.035,
    tail: 0.2,
    tailGirth: 1.3,
    coat: 0xa86a3a,
    markings: 0xf0e8dc,
    hooves: true,
    horns: 'antlers',
    neck: { length: 0.4, angle: 62 },
  },
  // Deer by their antlers and build: the moose dark and high-shouldered with broad palms and
  // a long drooping muzzle, the reindeer stocky with a pale neck and a great rack.
  moose: {
    height: 1.8,
    length: 1.15,
    girth: 0.27,
    head: 0.13,
    muzzle: 2.6,
    ears: 'pointed',
    earSize: 0.9,
    leg: 0.045,
    tail: 0.12,
    tailGirth: 1.2,
    coat: 0x3e2a1c,
    markings: 0x4e3a2a,
    hooves: true,
    horns: 'palmate',
    hornScale: 1.5,
    hump: 0.35,
    humpAt: [0.55],
    neck: { length: 0.3, angle: 40 },
  },
  reindeer: {
    height: 1.15,
    length: 0.85,
    girth: 0.27,
    head: 0.12,
    muzzle: 1.7,
    ears: 'pointed',
    earSize: 0.8,
    leg: 0.045,
    tail: 0.15,
    tailGirth: 1.3,
    coat: 0x7a6452,
    markings: 0xece4d6,
    hooves: true,
    horns: 'antlers',
    hornScale: 1.5,
    neck: { length: 0.35, angle: 50 },
  },
  // Cattle for work: brown, unpatterned, with a wide spread of horns.
  ox: {
    height: 1.45,
    length: 1.3,
    girth: 0.32,
    head: 0.15,
    muzzle: 1.4,
    ears: 'round',
    earSize: 0.55,
    leg: 0.06,
    tail: 0.75,
    tailGirth: 0.5,
    coat: 0x6a4228,
    markings: 0x8a6448,
    hooves: true,
    horns: 'cow',
    hornScale: 2.2,
    neck: { length: 0.2, angle: 25 },
  },
  // A wild pig: dark bristly brown, longer in the snout, with tusks.
  boar: {
    height: 0.8,
    length: 0.85,
    girth: 0.38,
    head: 0.27,
    muzzle: 1.1,
    ears: 'pointed',
    earSize: 0.55,
    leg: 0.07,
    tail: 0.3,
    tailGirth: 0.4,
    coat: 0x4a3a2c,
    markings: 0x3a2c22,
    hooves: true,
    horns: 'tusks',
  },
  // Camelids without a hump (upright neck, banana ears, woolly) and the two-humped camel.
  llama: {
    height: 1.15,
    length: 0.75,
    girth: 0.26,
    head: 0.1,
    muzzle: 1.3,
    ears: 'pointed',
    earSize: 1.5,
    leg: 0.045,
    tail: 0.2,
    tailGirth: 1.6,
    coat: 0xeee4d2,
    markings: 0xe4d8c4,
    hooves: true,
    neck: { length: 0.75, angle: 80 },
  },
  'bactrian camel': {
    height: 1.8,
    length: 1.2,
    girth: 0.25,
    head: 0.1,
    muzzle: 2.0,
    ears: 'round',
    earSize: 0.5,
    leg: 0.04,
    tail: 0.4,
    tailGirth: 0.8,
    coat: 0x9a7248,
    neck: { length: 0.45, angle: 30 },
    hump: 0.8,
    humpAt: [0.45, -0.45],
  },
  'polar bear': {
    height: 1.15,
    length: 1.15,
    girth: 0.4,
    head: 0.21,
    muzzle: 1.2,
    ears: 'round',
    earSize: 0.4,
    leg: 0.12,
    tail: 0.12,
    tailGirth: 1.0,
    coat: 0xf2efe4,
    neck: { length: 0.25, angle: 20 },
  },
  // Low, broad, short-legged diggers: a grey back, dark legs, a pale striped face.
  badger: {
    tailAngle: -0.05,
    height: 0.3,
    length: 0.5,
    girth: 0.45,
    head: 0.3,
    muzzle: 1.1,
    ears: 'round',
    earSize: 0.35,
    leg: 0.11,
    tail: 0.25,
    tailGirth: 1.6,
    coat: 0x8e8a84,
    markings: 0xf2f0ea,
    points: 0x1e1c1a,
    mask: true,
  },
  // Black with a white stripe down the back and a great plumed tail held up.
  skunk: {
    tailAngle: 0.42,
    height: 0.25,
    length: 0.36,
    girth: 0.46,
    head: 0.32,
    muzzle: 0.9,
    ears: 'round',
    earSize: 0.4,
    leg: 0.08,
    tail: 1.1,
    tailGirth: 3.4,
    coat: 0x1e1e22,
    markings: 0xf2f2ee,
    backStripe: 0xf2f2ee,
  },
  bear: {
    height: 1.1,
    length: 1.0,
    girth: 0.42,
    head: 0.24,
    muzzle: 0.9,
    ears: 'round',
    earSize: 0.5,
    leg: 0.12,
    tail: 0.15,
    tailGirth: 1.0,
    coat: 0x4a3020,
  },
  panda: {
    height: 0.85,
    length: 0.8,
    girth: 0.45,
    head: 0.3,
    muzzle: 0.55,
    ears: 'round',
    earSize: 0.5,
    leg: 0.13,
    tail: 0.12,
    tailGirth: 1.0,
    coat: 0xf4f2ee,
    markings: 0xf4f2ee,
    points: 0x1c1c1c,
  },
  rabbit: {
    height: 0.2,
    length: 0.2,
    girth: 0.5,
    head: 0.36,
    muzzle: 0.45,
    ears: 'pointed',
    earSize: 1.5,
    leg: 0.14,
    tail: 0.25,
    tailGirth: 2.5,
    coat: 0xb8a088,
    markings: 0xf4f0e8,
  },
  mouse: {
    height: 0.06,
    length: 0.07,
    girth: 0.45,
    head: 0.38,
    muzzle: 0.9,
    ears: 'round',
    earSize: 0.9,
    leg: 0.09,
    tail: 1.6,
    tailGirth: 0.4,
    coat: 0x9a9490,
    markings: 0xe8a0a8,
  },
  squirrel: {
    height: 0.15,
    length: 0.15,
    girth: 0.42,
    head: 0.33,
    muzzle: 0.6,
    ears: 'pointed',
    earSize: 0.8,
    leg: 0.1,
    tail: 1.4,
    tailGirth: 2.8,
    coat: 0xb0602a,
    markings: 0xf0e0c8,
  },
  // Rodents apart from the mouse: the rat longer and darker, the hamster round and tailless.
  rat: {
    tailAngle: -0.05,
    height: 0.09,
    length: 0.14,
    girth: 0.42,
    head: 0.33,
    muzzle: 1.3,
    ears: 'round',
    earSize: 0.7,
    leg: 0.09,
    tail: 1.5,
    tailGirth: 0.45,
    coat: 0x6a5e54,
    markings: 0xd8a0a0,
  },
  // An opossum: a rat's body, bigger and grey, its face white, a long bare tail.
  opossum: {
    tailAngle: -0.05,
    height: 0.2,
    length: 0.32,
    girth: 0.45,
    head: 0.3,
    muzzle: 1.4,
    ears: 'round',
    earSize: 0.6,
    leg: 0.08,
    tail: 1.1,
    tailGirth: 0.5,
    coat: 0x9a9896,
    markings: 0xf2efe8,
  },
  hamster: {
    height: 0.07,
    length: 0.06,
    girth: 0.55,
    head: 0.45,
    muzzle: 0.5,
    ears: 'round',
    earSize: 0.55,
    leg: 0.1,
    tail: 0.1,
    tailGirth: 0.6,
    coat: 0xd89a50,
    markings: 0xf4ece0,
  },
  // Raccoons wear a dark mask and dark paws (the panda's points); koalas big round ears.
  raccoon: {
    height: 0.35,
    length: 0.4,
    girth: 0.42,
    head: 0.3,
    muzzle: 0.9,
    ears: 'pointed',
    earSize: 0.8,
    leg: 0.08,
    tail: 0.9,
    tailGirth: 2.6,
    coat: 0x8a8480,
    markings: 0xe8e4dc,
    points: 0x2a2624,
    mask: true,
  },
  otter: {
    tailAngle: -0.05,
    height: 0.28,
    length: 0.65,
    girth: 0.4,
    head: 0.3,
    muzzle: 0.7,
    ears: 'round',
    earSize: 0.35,
    leg: 0.1,
    tail: 0.9,
    tailGirth: 2.2,
    coat: 0x5a3e2a,
    markings: 0xc8aa88,
  },
  koala: {
    height: 0.4,
    length: 0.3,
    girth: 0.5,
    head: 0.48,
    muzzle: 0.35,
    ears: 'round',
    earSize: 1.5,
    leg: 0.12,
    tail: 0.05,
    tailGirth: 0.5,
    coat: 0x8e8c8c,
    markings: 0xecebea,
  },
  anteater: {
    tailAngle: -0.05,
    height: 0.7,
    length: 1.0,
    girth: 0.32,
    head: 0.16,
    muzzle: 4.0,
    ears: 'round',
    earSize: 0.4,
    leg: 0.07,
    tail: 0.9,
    tailGirth: 3.0,
    coat: 0x6a5a4a,
    points: 0x2a2420,
  },
  armadillo: {
    tailAngle: -0.2,
    height: 0.22,
    length: 0.35,
    girth: 0.5,
    head: 0.3,
    muzzle: 1.6,
    ears: 'pointed',
    earSize: 0.6,
    leg: 0.1,
    tail: 1.0,
    tailGirth: 0.8,
    coat: 0xa89070,
    pattern: 0x5a4838,
    coatPattern: 'stripes',
  },
  camel: {
    height: 1.9,
    length: 1.1,
    girth: 0.22,
    head: 0.1,
    muzzle: 2.0,
    ears: 'round',
    earSize: 0.5,
    leg: 0.035,
    tail: 0.4,
    tailGirth: 0.8,
    coat: 0xc8a070,
    neck: { length: 0.45, angle: 30 },
    hump: 0.9,
  },
  hippo: {
    tailAngle: -0.3,
    height: 1.4,
    length: 1.7,
    girth: 0.45,
    head: 0.3,
    muzzle: 1.1,
    ears: 'round',
    earSize: 0.3,
    leg: 0.11,
    tail: 0.12,
    tailGirth: 0.8,
    coat: 0x8a7a84,
    surface: 'skin',
  },
  rhino: {
    tailAngle: -0.3,
    height: 1.6,
    length: 1.6,
    girth: 0.38,
    head: 0.2,
    muzzle: 1.4,
    ears: 'pointed',
    earSize: 0.6,
    leg: 0.1,
    tail: 0.2,
    tailGirth: 0.5,
    coat: 0x8a8884,
    surface: 'skin',
    horns: 'rhino',
  },
  dragon: {
    tailAngle: 0.05,
    height: 1.6,
    length: 1.6,
    girth: 0.28,
    head: 0.17,
    muzzle: 1.7,
    ears: 'pointed',
    earSize: 0.4,
    leg: 0.08,
    tail: 2.0,
    tailGirth: 1.6,
    coat: 0x2f7a3a,
    markings: 0xd8c070,
    surface: 'skin',
    horns: 'dragon',
    wings: 0x7a2a2a,
    neck: { length: 0.55, angle: 50 },
  },
  crocodile: {
    tailAngle: -0.02,
    height: 0.45,
    length: 1.8,
    girth: 0.45,
    head: 0.33,
    muzzle: 3.2,
    ears: 'round',
    earSize: 0.01,
    leg: 0.14,
    tail: 1.5,
    tailGirth: 2.4,
    coat: 0x4a5a2a,
    surface: 'skin',
  },
  lizard: {
    tailAngle: -0.03,
    height: 0.06,
    length: 0.14,
    girth: 0.5,
    head: 0.5,
    muzzle: 1.2,
    ears: 'round',
    earSize: 0.01,
    leg: 0.15,
    tail: 1.8,
    tailGirth: 2.0,
    coat: 0x6a9a3a,
    surface: 'skin',
  },
  dinosaur: {
    tailAngle: 0.0,
    height: 3.2,
    length: 4.0,
    girth: 0.32,
    head: 0.1,
    muzzle: 1.2,
    ears: 'round',
    earSize: 0.01,
    leg: 0.08,
    tail: 1.4,
    tailGirth: 3.0,
    coat: 0x6a8a4a,
    surface: 'skin',
    neck: { length: 1.3, angle: 45 },
  },

  // Wild bovids and other mammals by their own build (issue #32, session 19, M; see
  // docs/decisions.md "Animals by their own body"): every wild bovid was the Holstein cow, and
  // the weasels, wombat, platypus, aardvark, pangolin and tapir had no body at all.
  // Antelopes: light, long-legged, tan over a pale belly, horns rising and swept back.
  antelope: {
    height: 1.0,
    length: 0.78,
    girth: 0.2,
    head: 0.1,
    muzzle: 1.9,
    ears: 'pointed',
    earSize: 1.0,
    leg: 0.034,
    tail: 0.22,
    tailGirth: 0.9,
    coat: 0xb47a44,
    markings: 0xf4ece0,
    hooves: true,
    horns: 'goat',
    hornScale: 1.4,
    neck: { length: 0.38, angle: 62 },
  },
  // The mountain goat: white and shaggy, a beard, a high shoulder, short black dagger horns.
  'mountain goat': {
    height: 0.95,
    length: 0.8,
    girth: 0.3,
    head: 0.12,
    muzzle: 2.0,
    ears: 'pointed',
    earSize: 0.75,
    leg: 0.06,
    tail: 0.12,
    tailGirth: 1.2,
    coat: 0xf6f4ec,
    markings: 0xeeebe2,
    hooves: true,
    horns: 'spike',
    hornScale: 1.5,
    hornColor: 0x1a1816,
    beard: 0xf6f4ec,
    hump: 0.3,
    humpAt: [0.6],
    neck: { length: 0.22, angle: 45 },
  },
  // The musk ox: low and massive under a dark skirt of long hair, pale horns hooked down
  // beside the face and up at the tips.
  'musk ox': {
    height: 1.2,
    length: 1.0,
    girth: 0.32,
    head: 0.16,
    muzzle: 1.1,
    ears: 'round',
    earSize: 0.35,
    leg: 0.07,
    tail: 0.1,
    tailGirth: 0.8,
    coat: 0x3a2a1e,
    markings: 0x5a4a3a,
    hooves: true,
    horns: 'hook',
    hornScale: 1.4,
    hornColor: 0xd8ccb0,
    skirt: 0x3a2a1e,
    hump: 0.35,
    humpAt: [0.5],
    neck: { length: 0.12, angle: 10 },
  },
  // Weasels: long and low on short legs (a body three or more times as long as it is tall),
  // brown over a cream belly; the ferret, stoat, ermine and mink are its looks.
  weasel: {
    height: 0.09,
    length: 0.34,
    girth: 0.36,
    head: 0.2,
    muzzle: 0.9,
    ears: 'round',
    earSize: 0.5,
    leg: 0.09,
    tail: 0.45,
    tailGirth: 1.5,
    coat: 0x8a5530,
    markings: 0xf2e6cc,
    tailAngle: 0.05,
  },
  // Mongooses: grizzled grey-brown, low, a pointed face and a long tapering tail.
  mongoose: {
    height: 0.16,
    length: 0.42,
    girth: 0.3,
    head: 0.15,
    muzzle: 1.4,
    ears: 'round',
    earSize: 0.4,
    leg: 0.07,
    tail: 0.85,
    tailGirth: 1.9,
    coat: 0x8a7a62,
    markings: 0x9a8a72,
    tailAngle: -0.04,
  },
  // The wombat: a round brown barrel on stumpy legs, a broad blunt head, no tail to speak of.
  wombat: {
    height: 0.38,
    length: 0.4,
    girth: 0.48,
    head: 0.26,
    muzzle: 0.45,
    ears: 'pointed',
    earSize: 0.4,
    leg: 0.11,
    tail: 0.03,
    tailGirth: 0.6,
    coat: 0x5a4a3e,
    markings: 0x4a3e34,
  },
  // The platypus: a flat brown body low on the ground, a duck's bill and a beaver's tail.
  platypus: {
    height: 0.12,
    length: 0.3,
    girth: 0.38,
    head: 0.22,
    muzzle: 0.45,
    ears: 'round',
    earSize: 0.12,
    leg: 0.1,
    tail: 0.55,
    tailGirth: 3,
    coat: 0x6a4a30,
    bill: 0x2e2e30,
    paddleTail: true,
    tailAngle: 0,
  },
  // The aardvark: an arched grey-pink body, a long tubular snout, tall ears and a thick tail.
  aardvark: {
    height: 0.6,
    length: 0.85,
    girth: 0.34,
    head: 0.15,
    muzzle: 3.4,
    ears: 'pointed',
    earSize: 2.4,
    leg: 0.08,
    tail: 0.6,
    tailGirth: 2.6,
    coat: 0x9a7e72,
    surface: 'skin',
    tailAngle: -0.1,
  },
  // The pangolin: low, covered in brown scales (bands here), a small head and a long thick tail.
  pangolin: {
    height: 0.26,
    length: 0.5,
    girth: 0.42,
    head: 0.16,
    muzzle: 1.5,
    ears: 'round',
    earSize: 0.15,
    leg: 0.09,
    tail: 1.0,
    tailGirth: 3.6,
    coat: 0x6a5034,
    scales: 0x8a6a44,
    surface: 'skin',
    tailAngle: -0.05,
  },
  // The tapir: a heavy black pig-like body with a white saddle and a long drooping snout.
  tapir: {
    height: 0.95,
    length: 1.0,
    girth: 0.32,
    head: 0.15,
    muzzle: 2.3,
    ears: 'round',
    earSize: 0.5,
    leg: 0.07,
    tail: 0.06,
    tailGirth: 0.8,
    coat: 0x1e1c1e,
    markings: 0x2a2628,
    saddle: 0xf0eee8,
    hooves: true,
  },
  // The hyena: a rough sandy coat with dark spots, round ears, a heavy head.
  hyena: {
    height: 0.8,
    length: 0.72,
    girth: 0.25,
    head: 0.16,
    muzzle: 1.2,
    ears: 'round',
    earSize: 0.75,
    leg: 0.055,
    tail: 0.35,
    tailGirth: 1.6,
    coat: 0xa08a64,
    markings: 0x3a3028,
    pattern: 0x4a3a2a,
    coatPattern: 'spots',
  },
  // The Tasmanian devil: black, stocky, a big head, pink ears, a white band across the chest.
  'tasmanian devil': {
    height: 0.3,
    length: 0.45,
    girth: 0.36,
    head: 0.24,
    muzzle: 0.8,
    ears: 'round',
    earSize: 0.8,
    leg: 0.09,
    tail: 0.45,
    tailGirth: 2.0,
    coat: 0x1c1a1a,
    markings: 0x2a2424,
    saddle: 0xf4f2ee,
    saddleAt: 0.85,
  },
  // The mole: a velvet black cylinder, no ears to see, a pink pointed snout, big pink hands.
  mole: {
    height: 0.07,
    length: 0.13,
    girth: 0.46,
    head: 0.24,
    muzzle: 1.4,
    ears: 'round',
    earSize: 0.05,
    leg: 0.16,
    tail: 0.15,
    tailGirth: 0.8,
    coat: 0x262426,
    markings: 0xe8a0a8,
    points: 0xe8a0a8,
  },
};

/** A row's change for one of its nouns: fields set over the row's, features taken off. */
interface NounLook extends Partial<Species> {
  without?: ReadonlyArray<
    | 'horns'
    | 'hump'
    | 'mane'
    | 'hornScale'
    | 'pattern'
    | 'coatPattern'
    | 'beard'
    | 'points'
    | 'surface'
    | 'mask'
    | 'saddle'
  >;
}

/**
 * Nouns on a species row whose look differs from the row's, because the sex or age shows
 * (a ram's curled horns, a fawn's spots and no antlers) or the animal is a different build
 * under the same row (a water buffalo has no bison hump). Read by the prompt's noun or a
 * stand-in's chain.
 */
const WATER_BUFFALO: NounLook = {
  coat: 0x3c3c3e,
  markings: 0x303032,
  horns: 'swept',
  hornScale: 1.7,
  without: ['hump', 'mane'],
};

const WILDEBEEST: NounLook = {
  height: 1.3,
  length: 1.0,
  girth: 0.27,
  head: 0.15,
  muzzle: 1.9,
  earSize: 0.7,
  leg: 0.045,
  tail: 0.5,
  coat: 0x46424a,
  markings: 0x242226,
  crest: 0x1c1a18,
  beard: 0x1c1a18,
  horns: 'hook',
  hornScale: 1.5,
  hornColor: 0x2a2622,
  neck: { length: 0.32, angle: 32 },
};

const NOUN_LOOKS: Readonly<Record<string, NounLook>> = {
  ram: { horns: 'ram', hornScale: 1.5 },
  ewe: { without: ['horns'] },
  // The young: small here; their build (big head, short muzzle, no horns) is youngShape's.
  lamb: { height: 0.5, length: 0.42 },
  // Young and female deer carry no antlers; a fawn is small and white-spotted.
  fawn: {
    height: 0.65,
    length: 0.45,
    coat: 0xb8783e,
    pattern: 0xf4ece0,
    coatPattern: 'spots',
    without: ['horns'],
  },
  doe: { without: ['horns'] },
  // Antelopes carry horns, not antlers: ringed, rising and swept back.
  antelope: { horns: 'goat', hornScale: 1.4 },
  gazelle: { horns: 'goat', hornScale: 1.3, coat: 0xc89058 },
  // A bull is the dark, heavy, wide-horned one: without the dairy cow's black-and-white patches
  // a Holstein read as "cow" whatever the noun.
  bull: {
    coat: 0x2e221c,
    markings: 0x4a3a32,
    girth: 0.36,
    hornScale: 1.9,
    without: ['pattern', 'coatPattern'],
  },
  calf: { height: 0.85, length: 0.7 },
  'kid goat': { height: 0.5, length: 0.4 },
  foal: { height: 0.95, length: 0.7 },
  // Horses by their coat (session 26): the palomino golden with a pale mane, the pinto and
  // the paint white with big brown patches, the appaloosa white with dark spots.
  palomino: { coat: 0xd8a850, crest: 0xf4ecd8 },
  pinto: { coat: 0xf2eee6, pattern: 0x6a3a1c, coatPattern: 'patches', crest: 0x3a2416 },
  'paint horse': { coat: 0xf2eee6, pattern: 0x6a3a1c, coatPattern: 'patches', crest: 0x3a2416 },
  appaloosa: { coat: 0xf0ece4, pattern: 0x3a2a20, coatPattern: 'spots', crest: 0x5a4a3a },
  // Horses by WordNet's class and coat (session 28, animals): a dun sandy grey-brown with a
  // black mane and the dark stripe down its back; every draft horse (a clydesdale, a
  // percheron, a shire) big, heavy-bodied and thick-legged in a dark bay; every pony (a
  // shetland) short-legged and stocky.
  dun: { coat: 0x8a7252, crest: 0x221a14, backStripe: 0x2a2018 },
  'draft horse': { height: 1.6, girth: 0.34, leg: 0.07, coat: 0x5a3018, crest: 0x1e1410 },
  pony: { height: 0.85, length: 0.9, girth: 0.33, leg: 0.062, muzzle: 1.9, head: 0.14 },
  piglet: { height: 0.3, length: 0.3 },
  // A piggy or a shoat is the piglet (their synset's stand-in reaches the pig by the noun alone).
  piggy: { height: 0.3, length: 0.3 },
  shoat: { height: 0.3, length: 0.3 },
  shote: { height: 0.3, length: 0.3 },
  'water buffalo': WATER_BUFFALO,
  'water ox': WATER_BUFFALO,
  // Under the ox row (session 18): a longhorn's horns span wide on a red-and-white hide; a
  // zebu is pale with a hump over its shoulders.
  longhorn: { horns: 'swept', hornScale: 3.2, coat: 0xb0602a, markings: 0xf2ece0 },
  zebu: { coat: 0xd6cec2, markings: 0xc4bcb0, hump: 0.6, humpAt: [0.6], earSize: 0.8 },
  // Wild bovids and mustelids by their noun (issue #32, session 19, M).
  // Antelopes: the wildebeest is dark and heavy-fronted, maned and bearded, horns hooked out,
  // down and up; the oryx pale with long straight horns; the kudu grey-brown with tall horns.
  wildebeest: WILDEBEEST,
  gnu: WILDEBEEST,
  oryx: { coat: 0xd8ccb8, markings: 0x2a2420, horns: 'spear', hornScale: 1.7 },
  gemsbok: { coat: 0xd8ccb8, markings: 0x2a2420, horns: 'spear', hornScale: 1.7 },
  kudu: {
    coat: 0x8a7a6a,
    pattern: 0xf4f0e8,
    coatPattern: 'stripes',
    horns: 'spear',
    hornScale: 1.9,
    earSize: 1.4,
  },
  eland: { coat: 0xc09a6a, height: 1.5, girth: 0.25, horns: 'spear', hornScale: 1.0 },
  impala: { coat: 0xb86a38, hornScale: 1.5 },
  springbok: { coat: 0xc88a4a, pattern: 0x5a3420, hornScale: 1.1 },
  ibex: { coat: 0x8a7458, horns: 'goat', hornScale: 2.6, beard: 0x4a3a2a },
  // Wild sheep (standing in as the sheep): brown, white-rumped, with the ram's great curls.
  bighorn: { coat: 0x8a6a4a, markings: 0xeee6d8, horns: 'ram', hornScale: 1.7 },
  mouflon: { coat: 0x7a4a2a, markings: 0xeee6d8, horns: 'ram', hornScale: 1.6 },
  argali: { coat: 0x9a7a5a, markings: 0xeee6d8, horns: 'ram', hornScale: 1.9 },
  // The yak under the ox row: dark, long-haired to the knees, humped, horns up.
  yak: {
    coat: 0x2a2220,
    markings: 0x3a302a,
    skirt: 0x2a2220,
    hump: 0.35,
    humpAt: [0.55],
    hornScale: 2.0,
  },
  // Weasels: the ferret cream with a dark mask and legs, the ermine white, the mink and marten
  // dark, the stoat the weasel's brown.
  ferret: { coat: 0xeadcc0, markings: 0xf6f0e4, points: 0x4a3a2c, mask: true },
  ermine: { coat: 0xf6f4ee, markings: 0xf6f4ee },
  mink: { coat: 0x3a2418, markings: 0x3a2418 },
  marten: { coat: 0x5a3a20, markings: 0xf0c878 },
  // The meerkat (standing in as the mongoose): sandy, dark round the eyes.
  meerkat: { coat: 0xc8a878, markings: 0xe8d4b0, tail: 0.6 },
  // Salamanders by their class (session 27, animals; docs/decisions.md, "Animals by their
  // class's look"): every salamander is the lizard's build in the fire salamander's black with
  // yellow spots (its coat drawn as shapes, so not the lizard's plain skin); the olm, a blind
  // cave salamander, long, thin-legged and pale pink.
  salamander: { coat: 0x1e1e1c, pattern: 0xf0c020, coatPattern: 'spots', without: ['surface'] },
  olm: { coat: 0xf0ccc4, length: 0.17, girth: 0.42, leg: 0.1, head: 0.42 },
  // The warthog under the boar row (session 27, beasts16): grey and sparse-haired, a big flat
  // head with long curved tusks, a thin tail.
  warthog: {
    coat: 0x5e5852,
    markings: 0x4e4842,
    head: 0.32,
    leg: 0.06,
    hornScale: 1.45,
    tailGirth: 0.25,
  },
  // Rodents that stand in as the mouse, by genus (session 29, living; docs/decisions.md
  // "Animals and plants by the class that has a build"): every vole short-tailed, small-eared
  // and brown; a lemming a stout tawny ball with black-mottled back and a stub of a tail; a
  // dormouse golden with a thick furry tail; a jerboa sandy, on long hind legs with a very long
  // tail; every gerbil (a jird) sandy with a long furred tail; the big South American rodents
  // (a coypu, an agouti, a paca, a cavy, a viscacha) many times the mouse's size, a coypu dark
  // brown with a long rat's tail, an agouti and a paca tailless on long legs, a paca spotted
  // white, a cavy the guinea pig's round tailless body, a viscacha grey with long ears.
  vole: { coat: 0x6a4e36, markings: 0xb8a890, tail: 0.45, earSize: 0.55, muzzle: 0.6, girth: 0.5 },
  lemming: {
    coat: 0xc08a4a,
    pattern: 0x2a2420,
    coatPattern: 'patches',
    markings: 0xe8d8b8,
    tail: 0.15,
    earSize: 0.45,
    muzzle: 0.5,
    girth: 0.56,
  },
  dormouse: { coat: 0xd09a48, markings: 0xf0e4c8, tail: 1.3, tailGirth: 2.2, earSize: 1.1 },
  jerboa: {
    coat: 0xd8b880,
    markings: 0xf6eee0,
    tail: 2.6,
    tailGirth: 0.35,
    earSize: 1.9,
    leg: 0.16,
    height: 0.08,
  },
  gerbil: { coat: 0xc89a5e, markings: 0xf4ece0, tail: 1.3, tailGirth: 0.8, earSize: 0.9 },
  coypu: {
    coat: 0x5a402a,
    markings: 0x8a7a64,
    height: 0.3,
    length: 0.45,
    tail: 0.9,
    tailGirth: 0.6,
    earSize: 0.5,
    muzzle: 0.7,
  },
  agouti: {
    coat: 0x9a6a32,
    markings: 0xc8a070,
    height: 0.35,
    length: 0.42,
    leg: 0.12,
    tail: 0.08,
    earSize: 0.7,
  },
  paca: {
    coat: 0x6a4428,
    pattern: 0xf0e8d8,
    coatPattern: 'spots',
    height: 0.35,
    length: 0.5,
    leg: 0.11,
    tail: 0.08,
    earSize: 0.6,
  },
  cavy: { coat: 0xa8784a, markings: 0xf0e4d0, height: 0.14, length: 0.16, tail: 0.05, girth: 0.58 },
  viscacha: {
    coat: 0x9a9690,
    markings: 0xe8e4de,
    height: 0.3,
    length: 0.4,
    earSize: 1.5,
    tail: 0.9,
    tailGirth: 1.4,
  },
  // A chevrotain (a mouse deer) is hornless, small and dark brown.
  chevrotain: { coat: 0x7a4e2e, markings: 0xf0e6d6, without: ['horns'] },
  'mouse deer': { coat: 0x7a4e2e, markings: 0xf0e6d6, without: ['horns'] },
  // A muskrat (its fur is WordNet's first muskrat) is a coypu's dark brown, smaller; a
  // chinchilla (its fur first too) a plump grey puff with big round ears and a bushy tail.
  muskrat: {
    coat: 0x4a3422,
    markings: 0x7a6a58,
    height: 0.16,
    length: 0.26,
    tail: 0.9,
    tailGirth: 0.5,
    earSize: 0.45,
    muzzle: 0.7,
  },
  chinchilla: {
    coat: 0x9c9ea2,
    markings: 0xeeeeec,
    height: 0.13,
    length: 0.14,
    girth: 0.56,
    earSize: 1.7,
    tail: 0.8,
    tailGirth: 2.2,
    muzzle: 0.45,
  },
  // The raccoon's kin: a coati reddish-brown with a long pointed snout and no mask; a kinkajou
  // golden, round-eared, short-faced and unmasked, with a long tail.
  coati: { coat: 0x8a5a34, markings: 0xd8c0a0, muzzle: 1.6, without: ['mask', 'points'] },
  kinkajou: {
    coat: 0xb07a3a,
    markings: 0xd8b078,
    muzzle: 0.55,
    ears: 'round',
    earSize: 0.6,
    tail: 1.3,
    tailGirth: 1.2,
    without: ['mask', 'points'],
  },
  // The Tasmanian devil's kin: a thylacine sandy and dog-sized with dark stripes over its back
  // and a long stiff tail; a numbat small and red-brown with white bands across its rump.
  thylacine: {
    coat: 0xb89a6a,
    pattern: 0x3a2a1e,
    coatPattern: 'stripes',
    markings: 0xd8c4a0,
    height: 0.55,
    length: 0.8,
    girth: 0.3,
    muzzle: 1.4,
    ears: 'pointed',
    tail: 0.7,
    tailGirth: 1.2,
    without: ['saddle'],
  },
  numbat: {
    coat: 0x9a4a28,
    pattern: 0xf4ece0,
    coatPattern: 'stripes',
    markings: 0xe8d8c0,
    height: 0.15,
    length: 0.25,
    muzzle: 1.3,
    ears: 'pointed',
    tail: 0.9,
    tailGirth: 1.8,
    without: ['saddle'],
  },
};

/** The row with its noun's look over it. */
function speciesLook(s: Species, look: NounLook | undefined): Species {
  if (!look) return s;
  const { without = [], ...over } = look;
  const row: Species = { ...s, ...over };
  for (const feature of without) delete row[feature];
  return row;
}

function build(b: Builder, row: Species): void {
  const { rng } = b;
  const s = speciesLook(row, b.pick(NOUN_LOOKS));
  const base = s.surface === 'skin' ? FINISH.skin : FINISH.fur;
  const fur = tinted(base, hexRgb(s.coat), s.surface === 'skin' ? 'hide' : 'fur');
  if (s.surface === 'skin') fur.surface = 'skin';
  if (s.pattern !== undefined) fur.accent = hexRgb(s.pattern);
  if (s.coatPattern !== undefined && s.surface !== 'skin') fur.surface = s.coatPattern;
  const shape: QuadrupedShape = {
    length: rng.vary(s.length, 0.06),
    height: rng.vary(s.height, 0.06),
    girth: rng.vary(s.girth, 0.05),
    head: rng.vary(s.head, 0.05),
    muzzle: s.muzzle,
    ears: s.ears,
    earSize: rng.vary(s.earSize, 0.08),
    leg: rng.vary(s.leg, 0.05),
    tail: rng.vary(s.tail, 0.08),
    tailGirth: s.tailGirth,
    tailCurl: rng.range(0.05, 0.3),
    fur,
    markings: s.markings === undefined ? null : tinted(base, hexRgb(s.markings), 'markings'),
    eyeColor: tinted(FINISH.eye, hexRgb(0x1a120c), 'eye'),
  };
  if (s.points !== undefined) shape.points = tinted(base, hexRgb(s.points), 'fur');
  if (s.neck) shape.neck = s.neck;
  if (s.hooves) shape.hooves = HOOF;
  if (s.horns) shape.horns = s.horns;
  if (s.trunk) shape.trunk = true;
  if (s.wings !== undefined) shape.wings = tinted(FINISH.skin, hexRgb(s.wings), 'wing membrane');
  if (s.hump !== undefined) shape.hump = s.hump;
  if (s.humpAt) shape.humpAt = s.humpAt;
  if (s.hornScale !== undefined) shape.hornScale = s.hornScale;
  if (s.mane) shape.mane = true;
  if (s.backStripe !== undefined) shape.backStripe = tinted(base, hexRgb(s.backStripe), 'stripe');
  if (s.crest !== undefined) shape.crest = tinted(base, hexRgb(s.crest), 'mane');
  if (s.mask) shape.mask = true;
  if (s.snoutDisc !== undefined)
    shape.snoutDisc = tinted(FINISH.skin, hexRgb(s.snoutDisc), 'snout');
  if (s.hornColor !== undefined)
    shape.hornColor = tinted(FINISH.ceramic, hexRgb(s.hornColor), 'horn');
  if (s.beard !== undefined) shape.beard = tinted(base, hexRgb(s.beard), 'beard');
  if (s.skirt !== undefined) shape.skirt = tinted(base, hexRgb(s.skirt), 'long hair');
  if (s.saddle !== undefined) shape.saddle = tinted(base, hexRgb(s.saddle), 'saddle');
  if (s.saddleAt !== undefined) shape.saddleAt = s.saddleAt;
  if (s.bill !== undefined) shape.bill = tinted(FINISH.skin, hexRgb(s.bill), 'bill');
  if (s.paddleTail) shape.paddleTail = true;
  if (s.scales !== undefined) shape.scales = tinted(FINISH.skin, hexRgb(s.scales), 'scales');
  const tailAngle = s.tailAngle ?? (s.hooves ? -0.3 : undefined);
  if (tailAngle !== undefined) shape.tailAngle = tailAngle;
  buildQuadruped(b, isYoung(b) ? youngShape(shape) : shape);
}

/** Reach of the whole animal: torso plus neck and head in front and tail behind. */
function nominal(s: Species): [number, number] {
  const neckUp = s.neck ? s.neck.length * s.height * Math.sin((s.neck.angle * Math.PI) / 180) : 0;
  const h = s.height + s.head * s.height * 1.7 + neckUp;
  const reach =
    s.length + s.height * (s.head * (2 + s.muzzle) + (s.neck ? s.neck.length * 0.6 : 0));
  return [h, reach + s.length * s.tail * 0.6];
}

export const ANIMAL_KINDS: ObjectKind[] = familyKinds(SPECIES, nominal, (b, s) => build(b, s));
