/** Bird: egg-shaped body, head with beak and eyes, folded wings, tail, thin legs with toes.
 * Ducks, penguins, owls, flamingos and others change shape and plumage by noun; swans and
 * geese raise a long neck, peacocks and turkeys a fanned tail. The groups a person tells
 * birds apart by (waders, pelicans, toucans, parrots, corvids, songbirds, game birds,
 * seabirds…) take their legs, neck, bill, tail and markings from `FORMS`
 * (docs/decisions.md, "Birds by the group a person recognises"). */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Geo, Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** Plumage by noun: body, wings/accent, breast (sRGB). */
const PLUMAGE: Record<string, [number, number, number]> = {
  crow: [0x1a1a1e, 0x111114, 0x1a1a1e],
  raven: [0x1a1a1e, 0x111114, 0x1a1a1e],
  canary: [0xf2d230, 0xe0b820, 0xf6e060],
  robin: [0x7a5a3a, 0x5a4028, 0xd8602a],
  parrot: [0x2aa04a, 0x2050c0, 0xe0c020],
  bluebird: [0x3a6ad0, 0x2a4aa0, 0xd88a4a],
  dove: [0xe8e8ea, 0xc8c8cc, 0xf2f2f4],
  pigeon: [0x8a8e98, 0x6a6e78, 0x9a8aa0],
  seagull: [0xf2f2f2, 0x9aa0a8, 0xf8f8f8],
  gull: [0xf2f2f2, 0x9aa0a8, 0xf8f8f8],
  duck: [0xf2e8d0, 0x8a6a4a, 0xf4ecd8],
  duckling: [0xf2d040, 0xe8c030, 0xf6dc60],
  chick: [0xf2d040, 0xe8c030, 0xf6dc60],
  chicken: [0xf4f0e8, 0xe8e0d0, 0xf8f4ec],
  hen: [0xa0602a, 0x7a4820, 0xb87838],
  owl: [0x8a6a48, 0x6a4e34, 0xd8c8a8],
  eagle: [0x4a3220, 0x3a2618, 0x4a3220],
  hawk: [0x8a6040, 0x6a4830, 0xe8dcc8],
  'bird of prey': [0x4a3a2a, 0x3a2a1e, 0xd8ccb8],
  'game bird': [0x9a5a2a, 0x6a3a1a, 0xc88a4a],
  'domestic fowl': [0x5a3a26, 0x3a2618, 0x7a5034],
  cock: [0xb8502a, 0x2a4a3a, 0xd8802a],
  rooster: [0xb8502a, 0x2a4a3a, 0xd8802a],
  gamecock: [0xb8502a, 0x2a4a3a, 0xd8802a],
  // Birds the tuning list named by their colours (session 17): a copper pheasant, a black
  // and white woodpecker and magpie, a brown nightingale.
  pheasant: [0xa8582a, 0x7a4a2a, 0xc0703a],
  woodpecker: [0x1a1a1e, 0xf0f0ec, 0xf4f4f0],
  magpie: [0x16161a, 0x1a2a4a, 0xf4f4f2],
  nightingale: [0x8a6a4a, 0x6a4e36, 0xd8c8b0],
  jackdaw: [0x2a2a30, 0x1a1a20, 0x4a4a50],
  parakeet: [0x6ac83a, 0x3a8a2a, 0xe8e04a],
  poultry: [0xf4f0e8, 0xe8e0d0, 0xf8f4ec],
  'anseriform bird': [0xe8e8e4, 0xb8b8b4, 0xf2f2ee],
  'corvine bird': [0x1a1a1e, 0x111114, 0x2a2a30],
  flamingo: [0xf08aa0, 0xe07088, 0xf4a0b4],
  swan: [0xf6f6f4, 0xe8e8e6, 0xfafaf8],
  goose: [0x9a948a, 0x6a6458, 0xe8e4dc],
  // Downy young: a gosling's yellow-olive fluff, a cygnet's grey.
  gosling: [0xd8c860, 0xb8a848, 0xe8dc88],
  cygnet: [0xa8a49c, 0x8c8880, 0xc4c0b8],
  peacock: [0x1a4ab0, 0x5a7a4a, 0x1a5ac0],
  peahen: [0x8a7a62, 0x6a5a44, 0xd8ccb4],
  turkey: [0x4a3424, 0x3a281c, 0x5a3e2a],
  cockatoo: [0xf4f4f0, 0xe8e8e2, 0xf6f6f2],
  penguin: [0x1e1e24, 0x1a1a20, 0xf4f4f2],
  sparrow: [0x8a6a48, 0x6a5038, 0xd8c8b0],
  finch: [0xc89a58, 0x6a5038, 0xe8d8b0],
  // Birds by group (session 19, B): the colours a person names each by.
  heron: [0x9aa0a8, 0x6a707a, 0xe4e6e8],
  egret: [0xf6f6f4, 0xeeeeec, 0xfafaf8],
  'great white heron': [0xf6f6f4, 0xeeeeec, 0xfafaf8],
  bittern: [0x9a7a50, 0x7a5e3c, 0xd8c4a0],
  stork: [0xf4f4f2, 0x1a1a1e, 0xf8f8f6],
  ibis: [0xf4f4f2, 0xe8e8e6, 0xf8f8f6],
  'scarlet ibis': [0xe0402a, 0xc8301e, 0xe85a3a],
  spoonbill: [0xf4d8dc, 0xe8a8b4, 0xf8e8ea],
  crane: [0xa8acb2, 0x7a7e86, 0xc8ccd0],
  'crane bird': [0xa8acb2, 0x7a7e86, 0xc8ccd0],
  curlew: [0x9a8a72, 0x7a6a54, 0xe8e0d0],
  gallinule: [0x2a2a34, 0x3a3a30, 0x32323c],
  moorhen: [0x2a2a34, 0x3a3a30, 0x32323c],
  gannet: [0xf6f6f2, 0xeeeeea, 0xfafaf6],
  grebe: [0x7a5a40, 0x5a4634, 0xf0ece4],
  'podicipitiform seabird': [0x7a5a40, 0x5a4634, 0xf0ece4],
  bullfinch: [0x8a8e96, 0x2a2a2e, 0xe0604a],
  nuthatch: [0x6a7a98, 0x5a6a88, 0xe0a870],
  shorebird: [0x9a8a72, 0x7a6a54, 0xf2f0ea],
  sandpiper: [0x9a8a72, 0x7a6a54, 0xf2f0ea],
  plover: [0x9a8a72, 0x7a6a54, 0xf2f0ea],
  coot: [0x26262a, 0x1e1e22, 0x2e2e34],
  rail: [0x6a5a44, 0x4e4232, 0x8a8a90],
  pelican: [0xf6f6f2, 0xd8d8d4, 0xfafaf6],
  cormorant: [0x1e2022, 0x2a2c2a, 0x26282a],
  'pelecaniform seabird': [0x1e2022, 0x2a2c2a, 0x26282a],
  toucan: [0x141416, 0x141416, 0xf6e6a0],
  hornbill: [0x1a1a1e, 0x1a1a1e, 0xf2f2ee],
  macaw: [0xd42a24, 0x2050c0, 0xe8c420],
  budgerigar: [0x6ac83a, 0x3a8a2a, 0xe8e04a],
  budgie: [0x6ac83a, 0x3a8a2a, 0xe8e04a],
  lovebird: [0x5ab83a, 0x3a8a2a, 0xf0903a],
  rook: [0x1a1a1e, 0x111114, 0x1a1a1e],
  jay: [0xc8a48e, 0x2a4a9a, 0xd8bca8],
  blackbird: [0x141416, 0x101012, 0x18181a],
  thrush: [0x8a6e4e, 0x6e5438, 0xf0e4cc],
  lark: [0x9a7e5a, 0x7a603e, 0xe2d2b4],
  skylark: [0x9a7e5a, 0x7a603e, 0xe2d2b4],
  wren: [0x9a6a3e, 0x7a522e, 0xc89a6a],
  titmouse: [0x7a9a5a, 0x3a6ac0, 0xf0d030],
  tit: [0x7a9a5a, 0x3a6ac0, 0xf0d030],
  'blue tit': [0x7a9a5a, 0x3a6ac0, 0xf0d030],
  'great tit': [0x6a8a4a, 0x4a6a7a, 0xf0d030],
  'wood pigeon': [0x8a8e98, 0x6a6e78, 0x9a8aa0],
  'kiwi bird': [0x7a5a3a, 0x6a4a30, 0x8a6a48],
  kiwi: [0x7a5a3a, 0x6a4a30, 0x8a6a48],
  chickadee: [0x9a9a9e, 0x6a6a70, 0xf0e8d8],
  goldfinch: [0xc8a070, 0x1a1a1e, 0xf4f0e8],
  cardinal: [0xd0201e, 0xb01a18, 0xd8281e],
  starling: [0x1e2420, 0x1a2a24, 0x242a26],
  swallow: [0x1a2450, 0x141c3a, 0xf4f0e8],
  martin: [0x1a2450, 0x141c3a, 0xf4f0e8],
  swift: [0x2a2622, 0x221e1a, 0x3a342e],
  hummingbird: [0x2a9a5a, 0x1e7a44, 0xe8ecea],
  warbler: [0xb8b03a, 0x8a8a3a, 0xe8dc50],
  oriole: [0xf0b020, 0x1a1a1e, 0xf4c030],
  'new world oriole': [0x1a1a1e, 0x141416, 0x1a1a1e],
  mockingbird: [0x8a8a8e, 0x5a5a60, 0xe8e8e6],
  quail: [0x8a6a48, 0x6a5038, 0xc8a880],
  grouse: [0x7a5a3a, 0x5a4028, 0x9a7a58],
  partridge: [0x8a8680, 0x8a6a48, 0xb0aca4],
  'guinea fowl': [0x3a3c44, 0x30323a, 0x44464e],
  guineafowl: [0x3a3c44, 0x30323a, 0x44464e],
  tern: [0xf6f6f4, 0xb8bcc4, 0xfafaf8],
  puffin: [0x1a1a1e, 0x141416, 0xf6f6f2],
  albatross: [0xf6f6f4, 0x3a3a40, 0xfafaf8],
  loon: [0x1a1c1e, 0x1a1c1e, 0xf2f2f0],
  kingfisher: [0x1a7ac0, 0x1a6aa8, 0xe0782a],
  kookaburra: [0xe8dcc4, 0x6a4a2e, 0xf0e8d8],
  cuckoo: [0x8a8e96, 0x6a6e76, 0xe8e6e0],
  roadrunner: [0x7a6448, 0x5a4630, 0xd8c8a8],
  // Birds said often and drawn as the seeded songbird (session 28, animals; docs/decisions.md,
  // "Animals said often, by class"): the shrike grey over a white breast with black wings, the
  // nightjars (a whippoorwill) mottled grey-brown, the junco slate grey with a white belly, the
  // turtledove warm brown with a pinkish breast and rufous wings, the guan dark brown, the brant
  // a dark goose, a biddy the hen it is.
  shrike: [0x9a9ea4, 0x1e1e22, 0xf2f0ec],
  goatsucker: [0x7a6a58, 0x56483a, 0xa89880],
  junco: [0x5a5e66, 0x4a4e56, 0xf4f4f2],
  turtledove: [0xa8866a, 0x8a5a36, 0xd8b4a8],
  guan: [0x3a3028, 0x2a2420, 0x4a3e34],
  brant: [0x4a4a50, 0x2e2e34, 0x8a8a90],
  biddy: [0xa0602a, 0x7a4820, 0xb87838],
  bird: [0x6a8ab0, 0x4a6a90, 0xe8dcc8],
  songbird: [0x6a8ab0, 0x4a6a90, 0xe8dcc8],
};

/** A bill's shape: a cone (songbirds), a straight dagger (herons, kingfishers), a long
 * down-curved one (ibis), a hooked one (parrots), a pelican's with its pouch, a toucan's or
 * hornbill's huge one, a spoonbill's spatula, a puffin's deep triangle. */
type Bill = 'cone' | 'dagger' | 'curved' | 'hook' | 'pouch' | 'huge' | 'spoon' | 'deep';

/** How a group's body differs from the plain songbird (lengths: legs and neck in units of
 * the body size, the bill in head radii, tail and wings in body lengths). */
interface BirdForm {
  size?: number;
  legs?: number;
  neck?: number;
  tilt?: number;
  /** Body radius and head radius multipliers (a plump grouse, a small-headed heron). */
  plump?: number;
  headScale?: number;
  bill?: Bill;
  billLen?: number;
  billColor?: number;
  /** A second colour on the bill: a toucan's black tip, a pelican's pouch, a puffin's band. */
  billAccent?: number;
  /** Tail length, and a forked, long-and-level or cocked-up tail. */
  tail?: number;
  tailShape?: 'forked' | 'level' | 'cocked';
  wings?: number;
  legColor?: number;
  /** The whole head (and neck) in another colour; a cap on its crown; a face mask; a throat. */
  head?: number;
  cap?: number;
  face?: number;
  throat?: number;
  crest?: number;
  /** Pale or dark spots over the body (guineafowl, starling) or the breast (thrush). */
  spots?: number;
  breastSpots?: number;
  /** A bar of colour along each folded wing (a goldfinch's yellow). */
  wingBar?: number;
  /** No wings to show (a kiwi's are hidden in its feathers). */
  wingless?: boolean;
}

const WADER: BirdForm = {
  size: 2.6,
  legs: 2.3,
  neck: 1.7,
  tilt: 18,
  headScale: 0.8,
  bill: 'dagger',
  billLen: 2.4,
  billColor: 0xd8b030,
  tail: 0.35,
  legColor: 0x5a5a40,
};
const SONGBIRD: BirdForm = { size: 0.9, bill: 'cone', billLen: 0.7 };
const CORVID: BirdForm = {
  size: 2,
  bill: 'dagger',
  billLen: 1.15,
  billColor: 0x1a1a1c,
  legColor: 0x1a1a1c,
  tilt: 22,
};
const GAME: BirdForm = {
  size: 2,
  legs: 0.45,
  plump: 1.18,
  tilt: 12,
  bill: 'cone',
  billLen: 0.6,
  billColor: 0x6a5a4a,
  tail: 0.45,
  legColor: 0x8a7a6a,
};

/** Birds by the group a person recognises them by (docs/decisions.md, "Birds by the group a
 * person recognises"): a noun's own row first, else the nearest group on its WordNet chain. */
const FORMS: Record<string, BirdForm> = {
  // Waders: long legs, a long S-neck and a long bill.
  'wading bird': WADER,
  heron: WADER,
  egret: { ...WADER, legColor: 0x1a1a1c, billColor: 0xe8c020 },
  'great white heron': { ...WADER, legColor: 0x1a1a1c, billColor: 0xe8c020 },
  bittern: { ...WADER, neck: 0.6, legs: 1.2, billColor: 0xc8a040, legColor: 0x8a9a40 },
  stork: { ...WADER, neck: 1.1, billColor: 0xd8301e, legColor: 0xd8402a, billLen: 2.6 },
  ibis: { ...WADER, neck: 1.2, bill: 'curved', billLen: 2.6, billColor: 0x2a2a2c, head: 0x1a1a1c },
  'scarlet ibis': { ...WADER, neck: 1.2, bill: 'curved', billLen: 2.6, billColor: 0x2a2a2c },
  spoonbill: { ...WADER, neck: 1.2, bill: 'spoon', billLen: 2.4, billColor: 0x4a4a48 },
  crane: { ...WADER, neck: 1.9, legs: 2.5, billLen: 1.8, billColor: 0x4a4a40, cap: 0xc8201e },
  shorebird: {
    size: 1.2,
    legs: 1.2,
    tilt: 14,
    bill: 'dagger',
    billLen: 1.8,
    billColor: 0x2a2a2c,
    tail: 0.4,
  },
  'crane bird': {
    ...WADER,
    neck: 1.9,
    legs: 2.5,
    billLen: 1.8,
    billColor: 0x4a4a40,
    cap: 0xc8201e,
  },
  curlew: {
    size: 1.5,
    legs: 1.3,
    tilt: 14,
    bill: 'curved',
    billLen: 2.6,
    billColor: 0x3a3430,
    tail: 0.4,
    legColor: 0x6a7a8a,
  },
  gallinule: {
    size: 1.8,
    legs: 0.9,
    tilt: 14,
    plump: 1.1,
    bill: 'cone',
    billLen: 0.8,
    billColor: 0xd0201e,
    tail: 0.35,
    legColor: 0xc8c020,
  },
  gannet: {
    size: 2.6,
    legs: 0.4,
    tilt: 12,
    bill: 'dagger',
    billLen: 1.5,
    billColor: 0x9aa0a8,
    head: 0xf0dc90,
    wings: 1.3,
    tail: 0.5,
    legColor: 0x3a3a3c,
  },
  'podicipitiform seabird': {
    size: 1.8,
    legs: 0.12,
    tilt: 8,
    bill: 'dagger',
    billLen: 1.2,
    billColor: 0x2a2a2c,
    crest: 0x5a3a24,
    tail: 0.1,
    legColor: 0x2a2a2c,
  },
  bullfinch: {
    size: 0.9,
    plump: 1.15,
    bill: 'cone',
    billLen: 0.6,
    billColor: 0x1a1a1c,
    cap: 0x141416,
  },
  nuthatch: { size: 0.9, tilt: 10, bill: 'dagger', billLen: 0.9, billColor: 0x3a3a3c, tail: 0.35 },
  rail: { size: 1.8, legs: 0.9, tilt: 14, plump: 1.1, bill: 'cone', billLen: 0.8, tail: 0.3 },
  coot: {
    size: 1.8,
    legs: 0.9,
    tilt: 14,
    plump: 1.1,
    bill: 'cone',
    billLen: 0.8,
    billColor: 0xf4f4f0,
    tail: 0.3,
    legColor: 0x7a8a3a,
  },
  // Pelicans: a long bill with its pouch; cormorants black with a thin hooked bill.
  pelican: {
    size: 3,
    legs: 0.4,
    neck: 1.0,
    tilt: 12,
    bill: 'pouch',
    billLen: 3.6,
    billColor: 0xf0b040,
    billAccent: 0xf0c860,
    tail: 0.3,
    legColor: 0xe89a30,
  },
  'pelecaniform seabird': {
    size: 2.4,
    legs: 0.45,
    neck: 1.0,
    tilt: 45,
    bill: 'dagger',
    billLen: 1.6,
    billColor: 0x4a4a40,
    legColor: 0x1a1a1c,
  },
  // Huge coloured bills.
  toucan: {
    size: 1.8,
    tilt: 40,
    bill: 'huge',
    billLen: 2.6,
    billColor: 0xf08a1a,
    billAccent: 0x1a1a1c,
    tail: 0.8,
    legColor: 0x4a6ab0,
  },
  hornbill: {
    size: 2.4,
    tilt: 32,
    bill: 'huge',
    billLen: 2.4,
    billColor: 0xf2c420,
    billAccent: 0xe0601a,
    tail: 1.0,
    legColor: 0x2a2a2c,
  },
  // Parrots: a hooked bill, an upright perch, a long tail (macaws, parakeets).
  parrot: {
    size: 1.6,
    tilt: 58,
    bill: 'hook',
    billLen: 0.95,
    billColor: 0xe8e0c8,
    tail: 0.9,
    legColor: 0x6a6a70,
  },
  macaw: {
    size: 2.2,
    tilt: 58,
    bill: 'hook',
    billLen: 1.0,
    billColor: 0xf0ece4,
    billAccent: 0x1a1a1c,
    tail: 1.8,
    face: 0xf4f2ee,
    legColor: 0x6a6a70,
  },
  parakeet: {
    size: 1.2,
    tilt: 55,
    bill: 'hook',
    billLen: 0.7,
    billColor: 0xd8c8a8,
    tail: 1.3,
    legColor: 0x8a8aa0,
  },
  budgerigar: {
    size: 1.1,
    tilt: 55,
    bill: 'hook',
    billLen: 0.65,
    billColor: 0xd8c8a8,
    tail: 1.2,
    head: 0xf0e050,
    legColor: 0x8a8aa0,
  },
  budgie: {
    size: 1.1,
    tilt: 55,
    bill: 'hook',
    billLen: 0.65,
    billColor: 0xd8c8a8,
    tail: 1.2,
    head: 0xf0e050,
    legColor: 0x8a8aa0,
  },
  lovebird: {
    size: 1.1,
    tilt: 50,
    bill: 'hook',
    billLen: 0.75,
    billColor: 0xd8301e,
    tail: 0.5,
    face: 0xf07a3a,
    legColor: 0x8a8aa0,
  },
  cockatoo: {
    size: 1.8,
    tilt: 58,
    bill: 'hook',
    billLen: 0.95,
    billColor: 0x2a2a2c,
    tail: 0.8,
    legColor: 0x6a6a70,
  },
  // Corvids: black, a strong straight bill; the magpie's long tail, the jay's pink-brown.
  'corvine bird': CORVID,
  crow: CORVID,
  raven: { ...CORVID, size: 2.4, billLen: 1.35 },
  rook: { ...CORVID, face: 0xb8b0a8, billColor: 0x7a7470 },
  jackdaw: { ...CORVID, size: 1.6, billLen: 0.85, head: 0x6a6a72, cap: 0x1a1a1e },
  magpie: { ...CORVID, size: 1.8, tail: 1.7, tailShape: 'level' },
  jay: { ...CORVID, size: 1.6, billLen: 0.9, face: 0xf0ece8, tail: 0.8, legColor: 0x8a7a6a },
  // Thrushes: the blackbird black with an orange-yellow bill, the song thrush's spotted breast.
  thrush: {
    ...SONGBIRD,
    size: 1.2,
    billLen: 0.9,
    bill: 'dagger',
    billColor: 0x6a5a48,
    breastSpots: 0x4a3420,
    legColor: 0xc8a088,
  },
  blackbird: {
    ...SONGBIRD,
    size: 1.3,
    bill: 'dagger',
    billLen: 0.95,
    billColor: 0xf0a010,
    tail: 0.9,
    legColor: 0x3a3028,
  },
  robin: { ...SONGBIRD, plump: 1.12 },
  // Small songbirds: a cone bill and their real colours; the wren's cocked tail, the
  // swallow's fork, the hummingbird tiny with a needle bill.
  sparrow: SONGBIRD,
  finch: SONGBIRD,
  canary: SONGBIRD,
  nightingale: { ...SONGBIRD, bill: 'dagger', billLen: 0.8, billColor: 0x6a5a48 },
  lark: { ...SONGBIRD, crest: 0x8a6e4a, breastSpots: 0x6a5030, billColor: 0x8a7a68 },
  skylark: { ...SONGBIRD, crest: 0x8a6e4a, breastSpots: 0x6a5030, billColor: 0x8a7a68 },
  wren: {
    ...SONGBIRD,
    size: 0.7,
    plump: 1.15,
    bill: 'dagger',
    billLen: 0.8,
    billColor: 0x5a4a3a,
    tail: 0.6,
    tailShape: 'cocked',
  },
  titmouse: {
    ...SONGBIRD,
    size: 0.75,
    plump: 1.1,
    cap: 0x2a6ad0,
    face: 0xf6f6f4,
    billColor: 0x2a2a2c,
  },
  tit: { ...SONGBIRD, size: 0.75, plump: 1.1, cap: 0x2a6ad0, face: 0xf6f6f4, billColor: 0x2a2a2c },
  'blue tit': {
    ...SONGBIRD,
    size: 0.75,
    plump: 1.1,
    cap: 0x2a6ad0,
    face: 0xf6f6f4,
    billColor: 0x2a2a2c,
  },
  'great tit': {
    ...SONGBIRD,
    size: 0.85,
    plump: 1.1,
    cap: 0x141416,
    face: 0xf6f6f4,
    throat: 0x141416,
    billColor: 0x2a2a2c,
  },
  // The kiwi: a round brown body on stout legs, no tail or wings to see, a long thin bill.
  'kiwi bird': {
    size: 1.6,
    legs: 0.5,
    tilt: 4,
    plump: 1.35,
    headScale: 0.75,
    bill: 'curved',
    billLen: 2.6,
    billColor: 0xd8c8a8,
    tail: 0.05,
    wingless: true,
    legColor: 0xc8b8a0,
  },
  chickadee: {
    ...SONGBIRD,
    size: 0.75,
    plump: 1.1,
    cap: 0x141416,
    face: 0xf6f6f4,
    throat: 0x141416,
    billColor: 0x2a2a2c,
  },
  goldfinch: { ...SONGBIRD, face: 0xd0201e, cap: 0x141416, billColor: 0xf0dcc8, wingBar: 0xf2d020 },
  cardinal: {
    ...SONGBIRD,
    size: 1.1,
    crest: 0xd0201e,
    face: 0x141416,
    billColor: 0xe8501e,
    tail: 0.9,
  },
  starling: {
    ...SONGBIRD,
    size: 1.2,
    bill: 'dagger',
    billLen: 1.0,
    billColor: 0xe8c020,
    spots: 0xe8e0c8,
    tail: 0.5,
    legColor: 0xc89a88,
  },
  swallow: {
    ...SONGBIRD,
    tilt: 12,
    legs: 0.3,
    wings: 1.5,
    tail: 1.3,
    tailShape: 'forked',
    throat: 0xb8301e,
    billColor: 0x1a1a1c,
  },
  martin: {
    ...SONGBIRD,
    tilt: 12,
    legs: 0.3,
    wings: 1.5,
    tail: 0.9,
    tailShape: 'forked',
    billColor: 0x1a1a1c,
  },
  swift: {
    ...SONGBIRD,
    tilt: 10,
    legs: 0.2,
    wings: 1.9,
    tail: 0.7,
    tailShape: 'forked',
    billColor: 0x1a1a1c,
    throat: 0xc8c4bc,
  },
  hummingbird: {
    size: 0.5,
    legs: 0.35,
    tilt: 25,
    bill: 'dagger',
    billLen: 2.6,
    billColor: 0x1a1a1c,
    wings: 1.3,
    tail: 0.5,
    throat: 0xd02040,
    legColor: 0x2a2a2c,
  },
  warbler: { ...SONGBIRD, size: 0.8, bill: 'dagger', billLen: 0.8, billColor: 0x5a5a4a },
  oriole: {
    ...SONGBIRD,
    size: 1.1,
    bill: 'dagger',
    billLen: 0.9,
    billColor: 0x5a5a60,
    head: 0x1a1a1e,
  },
  mockingbird: {
    ...SONGBIRD,
    size: 1.1,
    bill: 'dagger',
    billLen: 0.9,
    billColor: 0x2a2a2c,
    tail: 1.2,
  },
  // Game birds: plump on short legs; the pheasant's long level tail, the guineafowl spotted.
  pheasant: {
    ...GAME,
    size: 2.6,
    tail: 2.2,
    tailShape: 'level',
    head: 0x1a5a3a,
    face: 0xc8201e,
    legs: 0.6,
  },
  quail: { ...GAME, size: 1.2, tail: 0.25, crest: 0x2a2a2c, face: 0x6a4a30, spots: 0xe8dcc4 },
  grouse: { ...GAME, tail: 0.5, face: 0xc8201e, spots: 0xd8c8a8, legColor: 0xc8bca8 },
  partridge: { ...GAME, size: 1.6, tail: 0.3, face: 0xd07a3a },
  'guinea fowl': {
    ...GAME,
    size: 2,
    plump: 1.3,
    head: 0x4a70c0,
    face: 0xd02a1e,
    tail: 0.35,
    spots: 0xf4f4f2,
    neck: 0.35,
  },
  guineafowl: {
    ...GAME,
    size: 2,
    plump: 1.3,
    head: 0x4a70c0,
    face: 0xd02a1e,
    tail: 0.35,
    spots: 0xf4f4f2,
    neck: 0.35,
  },
  peahen: {
    ...GAME,
    size: 2.6,
    legs: 0.8,
    crest: 0x6a5a44,
    head: 0x2a6a5a,
    face: 0xf4f2ee,
    tail: 0.9,
    neck: 0.55,
  },
  // Seabirds: the tern's black cap and fork, the puffin's deep striped bill, the albatross's
  // long narrow wings, the loon's dagger bill on a low body.
  tern: {
    size: 1.6,
    legs: 0.35,
    tilt: 12,
    bill: 'dagger',
    billLen: 1.5,
    billColor: 0xd8301e,
    cap: 0x141416,
    wings: 1.45,
    tail: 1.0,
    tailShape: 'forked',
    legColor: 0xd8301e,
  },
  puffin: {
    size: 1.6,
    legs: 0.4,
    tilt: 62,
    plump: 1.1,
    bill: 'deep',
    billLen: 1.15,
    billColor: 0xf0601a,
    billAccent: 0x3a4a5a,
    face: 0xf4f4f0,
    tail: 0.2,
    legColor: 0xf07a1a,
  },
  albatross: {
    size: 3.2,
    legs: 0.45,
    tilt: 10,
    bill: 'dagger',
    billLen: 1.8,
    billColor: 0xe8c8a0,
    wings: 1.6,
    tail: 0.35,
    legColor: 0xe0c0b0,
  },
  loon: {
    size: 2.4,
    legs: 0.12,
    tilt: 6,
    bill: 'dagger',
    billLen: 1.7,
    billColor: 0x1a1a1c,
    spots: 0xf2f2f0,
    tail: 0.2,
    legColor: 0x1a1a1c,
  },
  // Woodpeckers cling upright with a chisel bill and a red crown; kingfishers are big-headed
  // with a long dagger bill; the cuckoo slim, grey and long-tailed with a barred breast.
  woodpecker: {
    size: 1.4,
    tilt: 72,
    bill: 'dagger',
    billLen: 1.2,
    billColor: 0x3a3a3c,
    cap: 0xd0201e,
    spots: 0xf4f4f0,
    tail: 0.7,
    legColor: 0x4a4a4c,
  },
  kingfisher: {
    size: 1.1,
    tilt: 32,
    headScale: 1.3,
    bill: 'dagger',
    billLen: 2.4,
    billColor: 0x1a1a1c,
    tail: 0.35,
    throat: 0xf6f2ea,
    legColor: 0xd8402a,
  },
  kookaburra: {
    size: 1.8,
    tilt: 30,
    headScale: 1.25,
    bill: 'dagger',
    billLen: 1.7,
    billColor: 0x3a3430,
    face: 0x4a3424,
    tail: 0.8,
    legColor: 0x8a8a80,
  },
  cuckoo: {
    size: 1.5,
    tilt: 18,
    bill: 'cone',
    billLen: 0.9,
    billColor: 0x3a3430,
    breastSpots: 0x4a4a52,
    tail: 1.4,
    tailShape: 'level',
    legColor: 0xe8c020,
  },
  // Session 28 (animals): the shrike's black mask and stout dark bill, the nightjar's flat
  // big-headed body on tiny legs with a stub of a bill, long wings and a pale throat band, the
  // junco's pink bill, the turtledove's small head and pink legs, the guan's long level tail
  // and red dewlap, the brant's black head and neck.
  shrike: {
    ...SONGBIRD,
    size: 1.2,
    bill: 'dagger',
    billLen: 0.75,
    billColor: 0x1a1a1c,
    face: 0x141416,
    tail: 1.0,
    legColor: 0x2a2a2c,
  },
  goatsucker: {
    size: 1.5,
    legs: 0.15,
    tilt: 6,
    headScale: 1.2,
    bill: 'cone',
    billLen: 0.3,
    billColor: 0x2a2420,
    wings: 1.35,
    tail: 0.9,
    tailShape: 'level',
    throat: 0xeeeae0,
    spots: 0xcfc2a4,
    legColor: 0x6a5a4a,
  },
  junco: { ...SONGBIRD, billColor: 0xe8c4b4, legColor: 0xc8a898 },
  turtledove: {
    size: 1.4,
    legs: 0.45,
    tilt: 18,
    headScale: 0.85,
    bill: 'cone',
    billLen: 0.55,
    billColor: 0x3a3434,
    spots: 0x3a2a22,
    tail: 0.9,
    legColor: 0xc86a6a,
  },
  guan: {
    ...GAME,
    size: 2.6,
    legs: 0.75,
    plump: 1.0,
    tail: 1.5,
    tailShape: 'level',
    throat: 0xc8201e,
    neck: 0.4,
    legColor: 0xc8503a,
  },
  brant: { head: 0x141416, billColor: 0x1a1a1c, legColor: 0x1a1a1c },
  roadrunner: {
    size: 2,
    legs: 1.1,
    tilt: 15,
    bill: 'dagger',
    billLen: 1.5,
    billColor: 0x2a2a2c,
    crest: 0x5a4630,
    spots: 0xe8dcc0,
    tail: 1.6,
    tailShape: 'level',
    legColor: 0x6a7a8a,
  },
};

/** Nouns for a young bird (as the noun or a stand-in's chain). */
const YOUNG_BIRDS = [
  'chick',
  'duckling',
  'gosling',
  'cygnet',
  'nestling',
  'fledgling',
  'young bird',
  'baby bird',
  'eaglet',
  'owlet',
  // "Any recently hatched animal (especially birds)": the chick a person pictures (session 29).
  'hatchling',
];

/**
 * A group's bill from its base on the face (pointing +X): the bill, and a second-coloured
 * mark on it or null (a toucan's tip, a hornbill's casque, a pelican's pouch, a puffin's band,
 * a parrot's lower mandible).
 */
function formBill(
  g: Geo,
  bill: Bill,
  base: V3,
  L: number,
  headR: number,
  casque: boolean,
): [Solid, Solid | null] {
  const at = (dx: number, dy: number, dz = 0): V3 => [base[0] + dx, base[1] + dy, base[2] + dz];
  switch (bill) {
    case 'dagger':
      return [
        g.rod(at(-headR * 0.1, 0), at(L, -L * 0.06), headR * 0.22, headR * 0.02, g.n(0.35)),
        null,
      ];
    case 'curved':
      return [
        g.tube(
          [
            at(-headR * 0.1, 0),
            at(L * 0.4, -L * 0.06),
            at(L * 0.75, -L * 0.22),
            at(L * 0.93, -L * 0.45),
          ],
          [headR * 0.2, headR * 0.14, headR * 0.09, headR * 0.03],
          g.n(0.35),
        ),
        null,
      ];
    case 'hook': {
      const upper = g.tube(
        [
          at(-headR * 0.15, headR * 0.1),
          at(L * 0.45, L * 0.22),
          at(L * 0.85, 0),
          at(L * 0.72, -L * 0.55),
        ],
        [headR * 0.4, headR * 0.33, headR * 0.2, headR * 0.05],
        g.n(0.35),
      );
      const lower = g.ellipsoid(
        at(L * 0.2, -headR * 0.3),
        [headR * 0.32, headR * 0.24, headR * 0.26],
        g.n(0.35),
      );
      return [upper, lower];
    }
    case 'pouch': {
      const upper = g.hull([
        g.ellipsoid(at(0, 0), [headR * 0.3, headR * 0.18, headR * 0.3], g.n(0.35)),
        g.ellipsoid(at(L, -L * 0.06), [headR * 0.12, headR * 0.1, headR * 0.14], g.n(0.35)),
      ]);
      const pouch = g.hull([
        g.ellipsoid(at(0, -headR * 0.15), [headR * 0.3, headR * 0.2, headR * 0.26], g.n(0.35)),
        g.ellipsoid(at(L * 0.45, -headR * 0.75), [L * 0.25, headR * 0.45, headR * 0.3], g.n(0.45)),
        g.ellipsoid(at(L * 0.92, -L * 0.08), [headR * 0.1, headR * 0.08, headR * 0.1], g.n(0.35)),
      ]);
      return [upper, pouch];
    }
    case 'huge': {
      const tip = at(L, -L * 0.22);
      const mid = at(L * 0.8, -L * 0.14);
      const bill = g.hull([
        g.ellipsoid(at(headR * 0.05, 0), [headR * 0.35, headR * 0.55, headR * 0.34], g.n(0.45)),
        g.ellipsoid(tip, [headR * 0.1, headR * 0.1, headR * 0.09], g.n(0.35)),
      ]);
      const mark = casque
        ? g.ellipsoid(at(L * 0.28, headR * 0.5), [L * 0.32, headR * 0.28, headR * 0.22], g.n(0.4))
        : g.hull([
            g.ellipsoid(mid, [headR * 0.08, headR * 0.24, headR * 0.19], g.n(0.35)),
            g.ellipsoid(tip, [headR * 0.12, headR * 0.12, headR * 0.11], g.n(0.35)),
          ]);
      return [bill, mark];
    }
    case 'spoon':
      return [
        g.union([
          g.rod(at(-headR * 0.1, 0), at(L * 0.82, -L * 0.05), headR * 0.17, headR * 0.1, g.n(0.35)),
          g.ellipsoid(at(L * 0.85, -L * 0.06), [L * 0.2, headR * 0.12, headR * 0.5], g.n(0.45)),
        ]),
        null,
      ];
    case 'deep': {
      const bill = g.hull([
        g.ellipsoid(at(0, -headR * 0.05), [headR * 0.22, headR * 0.6, headR * 0.3], g.n(0.4)),
        g.ellipsoid(at(L, -L * 0.25), [headR * 0.06, headR * 0.1, headR * 0.08], g.n(0.35)),
      ]);
      const band = g.ellipsoid(
        at(headR * 0.02, -headR * 0.05),
        [headR * 0.14, headR * 0.64, headR * 0.32],
        g.n(0.4),
      );
      return [bill, band];
    }
    default:
      return [g.rod(base, at(L, -L * 0.15), headR * 0.3, headR * 0.03, g.n(0.35)), null];
  }
}

export const bird: ObjectKind = {
  kind: 'bird',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const upright = b.is('penguin', 'owl');
      // A goldeneye is a diving duck and a fantail a fancy pigeon, named though WordNet's first
      // senses are others (docs/decisions.md, "A spent list's made things, round 2").
      const duck = b.is(
        'duck',
        'drake',
        'duckling',
        'anseriform bird',
        'swan',
        'goose',
        'goldeneye',
      );
      // Swans and geese carry their head high on a long neck; peacocks and turkeys fan a tail.
      // A chick, duckling, gosling or cygnet: a round ball of down, a big head, a stub of a
      // beak, big eyes, short legs and no long neck yet.
      const young = b.is(...YOUNG_BIRDS);
      // The group's form (FORMS): none for the young, which are all down and head.
      const form: BirdForm | undefined = young ? undefined : b.pick(FORMS);
      const longNeck = young ? 0 : (form?.neck ?? (b.is('swan') ? 1.5 : b.is('goose') ? 1.0 : 0));
      const fan = b.is('peacock', 'peafowl') ? 'peacock' : b.is('turkey') ? 'turkey' : null;
      const flamingo = b.is('flamingo');
      // Only the domestic fowl wears a comb (a pheasant or guineafowl has its own form).
      const chicken =
        !form && b.is('chicken', 'hen', 'biddy', 'chick', 'cock', 'gallinaceous bird');
      const size =
        form?.size !== undefined
          ? form.size
          : b.is('eagle', 'swan', 'turkey')
            ? 3.2
            : fan || b.is('goose')
              ? 2.8
              : b.is('hawk', 'owl', 'crow', 'raven', 'seagull', 'gull')
                ? 2.2
                : b.is('penguin')
                  ? 3.5
                  : duck
                    ? 2.2
                    : chicken
                      ? b.is('chick')
                        ? 0.8
                        : 2.5
                      : flamingo
                        ? 3
                        : b.is('parrot', 'pigeon', 'dove', 'cockatoo', 'fantail')
                          ? 1.6
                          : 1;
      const k = 0.1 * size * (young && !b.is('chick') ? 0.45 : 1);
      const colors =
        b.pick(PLUMAGE) ?? PLUMAGE[rng.pick(['bird', 'canary', 'robin', 'bluebird', 'sparrow'])]!;
      const feathers = tinted(FINISH.feathers, hexRgb(colors[0]), 'feathers');
      const wingFinish = tinted(FINISH.feathers, hexRgb(colors[1]), 'wing feathers');
      const breastFinish = tinted(FINISH.feathers, hexRgb(colors[2]), 'breast feathers');

      // A swan sits low as if on water, its body long.
      const swan = b.is('swan');
      const legLen =
        k *
        (young ? 0.3 : 1) *
        (form?.legs !== undefined
          ? form.legs
          : flamingo
            ? 2.6
            : upright
              ? 0.25
              : swan
                ? 0.08
                : duck
                  ? 0.35
                  : rng.vary(0.7, 0.1));
      const bodyL = k * rng.vary(young ? 0.7 : upright ? 0.75 : swan ? 1.3 : 1.0, 0.08);
      const bodyR = k * rng.vary(young ? 0.56 : upright ? 0.6 : 0.5, 0.08) * (form?.plump ?? 1);
      // Birds of prey perch upright-ish, where a songbird leans forward.
      const raptor = b.is('eagle', 'hawk', 'bird of prey', 'falcon');
      const tilt =
        form?.tilt !== undefined
          ? form.tilt
          : young
            ? 15
            : upright
              ? 80
              : flamingo
                ? 5
                : duck
                  ? 8
                  : raptor
                    ? 52
                    : rng.range(20, 35);
      const cy = legLen + bodyR * (upright ? 1.2 : 0.95);
      const t = (tilt * Math.PI) / 180;
      const axis: V3 = [Math.cos(t), Math.sin(t), 0];
      const front: V3 = [axis[0] * bodyL * 0.4, cy + axis[1] * bodyL * 0.4, 0];
      const back: V3 = [-axis[0] * bodyL * 0.55, cy - axis[1] * bodyL * 0.55, 0];
      const body = g.hull([
        g.ellipsoid(front, [bodyR, bodyR, bodyR * 0.95], g.n(0.6)),
        g.ellipsoid(back, [bodyR * 0.7, bodyR * 0.7, bodyR * 0.65], g.n(0.5)),
      ]);
      b.add('body', body, palette.main(feathers));
      const breast = g.ellipsoid(
        [front[0] + bodyR * 0.25, front[1] - bodyR * 0.2, 0],
        [bodyR * 0.82, bodyR * 0.85, bodyR * 0.82],
        g.n(0.5),
      );
      b.add('breast', breast, palette.accent(breastFinish));

      // Head: on top of an upright body, at the front of a level one (flamingos: long neck).
      const headR =
        k *
        (young ? 0.46 : upright ? 0.42 : duck ? 0.32 : 0.34) *
        rng.vary(1, 0.06) *
        (form?.headScale ?? 1);
      // A group's head colour (a pheasant's green, a guineafowl's blue) also runs down its neck.
      const headFinish =
        form?.head !== undefined
          ? tinted(FINISH.feathers, hexRgb(form.head), 'head feathers')
          : undefined;
      let headC: V3;
      if (upright) headC = [front[0] + bodyR * 0.05, front[1] + bodyR * 0.9 + headR * 0.5, 0];
      else if (flamingo) {
        headC = [front[0] + bodyR * 0.9, front[1] + k * 3.2, 0];
        const neck = g.tube(
          [
            [front[0] + bodyR * 0.5, front[1] + bodyR * 0.3, 0],
            [front[0] + bodyR * 1.6, front[1] + k * 1.2, 0],
            [front[0] - bodyR * 0.2, front[1] + k * 2.2, 0],
            [headC[0] - headR * 0.4, headC[1] - headR * 0.3, 0],
          ],
          [k * 0.16, k * 0.12, k * 0.11, k * 0.12],
          g.n(0.35),
        );
        b.add('neck', neck, palette.main(feathers));
      } else if (longNeck > 0) {
        // An S-curve up from the breast, the head leaning forward at its top.
        headC = [front[0] + bodyR * 0.9, front[1] + k * longNeck, 0];
        const neck = g.tube(
          [
            [front[0] + bodyR * 0.4, front[1] + bodyR * 0.3, 0],
            [front[0] + bodyR * 1.0, front[1] + k * longNeck * 0.35, 0],
            [front[0] + bodyR * 0.45, front[1] + k * longNeck * 0.7, 0],
            [headC[0] - headR * 0.3, headC[1] - headR * 0.4, 0],
          ],
          [k * 0.15, k * 0.12, k * 0.11, k * 0.12],
          g.n(0.35),
        );
        b.add('neck', neck, palette.main(headFinish ?? feathers));
      } else headC = [front[0] + bodyR * 0.75, front[1] + bodyR * 0.75, 0];
      b.add(
        'head',
        g.ball(headC, headR, g.n(0.6)),
        palette.main(
          headFinish
            ? headFinish
            : upright && b.is('penguin')
              ? feathers
              : duck && b.is('duck', 'drake', 'goldeneye')
                ? tinted(FINISH.feathers, hexRgb(0x2a6a3a), 'green head feathers')
                : b.is('eagle')
                  ? tinted(FINISH.feathers, hexRgb(0xf4f2ec), 'white head feathers')
                  : feathers,
        ),
      );

      // Beak.
      const beakL =
        headR *
        (young ? 0.55 : 1) *
        (form?.billLen ?? (duck ? 1.1 : b.is('eagle', 'hawk') ? 0.8 : flamingo ? 1.3 : 0.75));
      const beakBase: V3 = [headC[0] + headR * 0.8, headC[1] - headR * (duck ? 0.2 : 0.1), 0];
      let beak: Solid;
      let billAccent: Solid | null = null;
      if (form?.bill !== undefined && form.bill !== 'cone') {
        [beak, billAccent] = formBill(g, form.bill, beakBase, beakL, headR, b.is('hornbill'));
      } else if (duck) {
        beak = g.hull([
          g.ellipsoid(beakBase, [headR * 0.2, headR * 0.18, headR * 0.35], g.n(0.3)),
          g.ellipsoid(
            [beakBase[0] + beakL, beakBase[1] - headR * 0.05, 0],
            [headR * 0.25, headR * 0.1, headR * 0.3],
            g.n(0.3),
          ),
        ]);
      } else {
        const tip: V3 = [
          beakBase[0] + beakL,
          beakBase[1] - beakL * (b.is('eagle', 'hawk', 'parrot', 'owl', 'flamingo') ? 0.5 : 0.15),
          0,
        ];
        beak = g.rod(beakBase, tip, headR * (upright ? 0.22 : 0.3), headR * 0.03, g.n(0.35));
      }
      const beakColor =
        form?.billColor !== undefined
          ? form.billColor
          : flamingo
            ? 0x2a2a2a
            : b.is('crow', 'raven', 'penguin', 'owl', 'sparrow')
              ? 0x3a3432
              : b.is('eagle')
                ? 0xf2c020
                : 0xf0a020;
      b.add('beak', beak, palette.fixed(tinted(FINISH.beak, hexRgb(beakColor), 'beak')));
      if (billAccent) {
        b.add(
          'beak_mark',
          billAccent,
          palette.fixed(tinted(FINISH.beak, hexRgb(form?.billAccent ?? beakColor), 'beak mark')),
          ['beak'],
        );
      }
      // Markings on the head: a crown cap, a face mask, a throat patch.
      const mark = (name: string, solid: Solid, color: number): void =>
        b.add(name, solid, palette.fixed(tinted(FINISH.feathers, hexRgb(color), name)), ['head']);
      if (form?.cap !== undefined) {
        mark(
          'cap',
          g.ellipsoid(
            [headC[0] - headR * 0.05, headC[1] + headR * 0.45, 0],
            [headR * 0.85, headR * 0.62, headR * 0.86],
            g.n(0.5),
          ),
          form.cap,
        );
      }
      if (form?.face !== undefined) {
        mark(
          'face',
          g.ellipsoid(
            [headC[0] + headR * 0.55, headC[1] - headR * 0.05, 0],
            [headR * 0.5, headR * 0.55, headR * 0.74],
            g.n(0.5),
          ),
          form.face,
        );
      }
      if (form?.throat !== undefined) {
        mark(
          'throat',
          g.ellipsoid(
            [headC[0] + headR * 0.3, headC[1] - headR * 0.62, 0],
            [headR * 0.6, headR * 0.5, headR * 0.62],
            g.n(0.5),
          ),
          form.throat,
        );
      }
      const eyeR = headR * (b.is('owl') ? 0.32 : young ? 0.22 : 0.17);
      for (const [sz, lr] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const eye = b.is('owl')
          ? g.ball(
              [headC[0] + headR * 0.72, headC[1] + headR * 0.15, sz * headR * 0.4],
              eyeR,
              g.n(0.4),
            )
          : g.ball(
              [headC[0] + headR * 0.45, headC[1] + headR * 0.2, sz * headR * 0.78],
              eyeR,
              g.n(0.3),
            );
        b.add(
          `eye_${lr}`,
          eye,
          palette.fixed(b.is('owl') ? tinted(FINISH.eye, hexRgb(0xf0a020), 'owl eye') : FINISH.eye),
        );
      }
      if (chicken && !b.is('chick')) {
        const comb = g.union(
          [0, 1, 2].map((i) =>
            g.ball(
              [headC[0] + headR * (0.3 - i * 0.3), headC[1] + headR * 0.95, 0],
              headR * 0.28,
              g.n(0.3),
            ),
          ),
        );
        b.add('comb', comb, palette.fixed(tinted(FINISH.pink, hexRgb(0xd02020), 'comb')));
      }

      // Wings folded along the sides (or flippers).
      if (!opts.lacks('wing') && !form?.wingless) {
        for (const [sz, lr] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const wl = bodyL * (upright ? 0.8 : 1.05) * (form?.wings ?? 1);
          const root: V3 = [
            front[0] - axis[0] * bodyL * 0.05,
            front[1] + bodyR * 0.2,
            sz * bodyR * 0.85,
          ];
          const tipPt: V3 = [root[0] - axis[0] * wl, root[1] - axis[1] * wl, sz * bodyR * 0.65];
          const wing = g.hull([
            g.ellipsoid(root, [bodyR * 0.5, bodyR * 0.45, bodyR * 0.14], g.n(0.35)),
            g.ellipsoid(tipPt, [bodyR * 0.15, bodyR * 0.12, bodyR * 0.06], g.n(0.25)),
          ]);
          b.add(`wing_${lr}`, wing, palette.accent(wingFinish));
          if (form?.wingBar !== undefined) {
            const bar = g.capsule(
              [root[0], root[1] - bodyR * 0.05, sz * bodyR * 0.97],
              [
                root[0] - axis[0] * wl * 0.6,
                root[1] - axis[1] * wl * 0.6 - bodyR * 0.05,
                sz * bodyR * 0.86,
              ],
              bodyR * 0.1,
              bodyR * 0.06,
              8,
            );
            b.add(
              `wing_bar_${lr}`,
              bar,
              palette.fixed(tinted(FINISH.feathers, hexRgb(form.wingBar), 'wing bar')),
              ['wing'],
            );
          }
        }
      }
      // A crest of plumes on the head: a peacock's, a cockatoo's yellow one.
      if (b.is('peacock', 'peafowl', 'cockatoo') || form?.crest !== undefined) {
        const cockatoo = b.is('cockatoo') || form?.crest !== undefined;
        const crest = g.union(
          [-1, 0, 1].map((i) =>
            g.capsule(
              [headC[0], headC[1] + headR * 0.7, i * headR * 0.2],
              [headC[0] - headR * (cockatoo ? 0.6 : 0.2), headC[1] + headR * 1.5, i * headR * 0.4],
              headR * (cockatoo ? 0.12 : 0.06),
              headR * 0.14,
              8,
            ),
          ),
        );
        b.add(
          'crest',
          crest,
          cockatoo
            ? palette.fixed(tinted(FINISH.feathers, hexRgb(form?.crest ?? 0xf2d030), 'crest'))
            : palette.main(feathers),
        );
      }
      // A fanned tail: a thin upright disc behind the back, rimmed (turkey) or eyed (peacock).
      if (fan && !opts.lacks('tail')) {
        const R = bodyL * (fan === 'peacock' ? 1.5 : 1.0);
        const fanC: V3 = [back[0] - bodyR * 0.15, Math.max(back[1] + R * 0.45, R * 0.85), 0];
        const rim = fan === 'peacock' ? 0x2a7a5a : 0xd8c8a8;
        const tailColor = fan === 'peacock' ? 0x3a8a4a : colors[1];
        b.add(
          'tail',
          g.ellipsoid(fanC, [R * 0.05, R * 0.85, R], g.n(0.7)),
          palette.accent(tinted(FINISH.feathers, hexRgb(tailColor), 'tail feathers')),
        );
        b.add(
          'tail_rim',
          g.ellipsoid(
            [fanC[0] - R * 0.02, fanC[1] + R * 0.02, 0],
            [R * 0.04, R * 0.9, R * 1.06],
            g.n(0.7),
          ),
          palette.fixed(tinted(FINISH.feathers, hexRgb(rim), 'tail rim')),
        );
        if (fan === 'peacock') {
          // Eyespots on the face of the fan, in two arcs.
          const spots: Solid[] = [];
          for (const [ring, n] of [
            [0.78, 9],
            [0.48, 6],
          ] as const) {
            for (let i = 0; i < n; i++) {
              const a = Math.PI * (0.12 + (0.76 * i) / (n - 1));
              const y = fanC[1] + Math.sin(a) * R * 0.85 * ring - R * 0.1;
              const z = Math.cos(a) * R * ring;
              spots.push(
                g.ellipsoid([fanC[0] + R * 0.04, y, z], [R * 0.03, R * 0.07, R * 0.06], 10),
              );
            }
          }
          b.add(
            'eyespots',
            g.union(spots),
            palette.fixed(tinted(FINISH.feathers, hexRgb(0x1a2a8a), 'eyespots')),
          );
        } else {
          // A turkey's red wattle hangs from the beak down the throat.
          b.add(
            'wattle',
            g.capsule(
              [headC[0] + headR * 0.7, headC[1] - headR * 0.1, 0],
              [headC[0] + headR * 0.55, headC[1] - headR * 1.3, 0],
              headR * 0.22,
              headR * 0.3,
              10,
            ),
            palette.fixed(tinted(FINISH.pink, hexRgb(0xc8202a), 'wattle')),
          );
        }
      }
      // Tail feathers.
      else if (!opts.lacks('tail')) {
        const tl = bodyL * (form?.tail ?? (duck || upright ? 0.3 : 0.7));
        // A level tail (pheasant, magpie) runs out behind; a cocked one (wren) points up; a
        // long one never reaches below the feet.
        let a =
          form?.tailShape === 'level'
            ? t * 0.35
            : form?.tailShape === 'cocked'
              ? -(70 * Math.PI) / 180
              : t;
        const lowest = k * 0.05;
        if (back[1] - Math.sin(a) * tl < lowest)
          a = Math.asin(Math.max(0, (back[1] - lowest) / tl));
        const dir: V3 = [-Math.cos(a), -Math.sin(a), 0];
        const tailTip: V3 = [
          back[0] + dir[0] * tl,
          back[1] + dir[1] * tl + (duck ? tl * 0.5 : 0),
          0,
        ];
        const root = g.ellipsoid(back, [bodyR * 0.3, bodyR * 0.1, bodyR * 0.3], g.n(0.3));
        const wide =
          bodyR * (upright ? 0.25 : form?.tail !== undefined && form.tail > 1.2 ? 0.3 : 0.45);
        const tail =
          form?.tailShape === 'forked'
            ? g.union(
                [1, -1].map((sz) =>
                  g.hull([
                    g.ellipsoid(back, [bodyR * 0.3, bodyR * 0.1, bodyR * 0.25], g.n(0.3)),
                    g.ellipsoid(
                      [tailTip[0], tailTip[1], sz * bodyR * 0.45],
                      [bodyR * 0.12, bodyR * 0.04, bodyR * 0.06],
                      g.n(0.3),
                    ),
                  ]),
                ),
              )
            : g.hull([root, g.ellipsoid(tailTip, [bodyR * 0.2, bodyR * 0.05, wide], g.n(0.3))]);
        b.add('tail', tail, palette.accent(wingFinish));
      }
      // Spots over the flanks and wings (guineafowl, starling) or on the breast (thrush).
      if (form?.spots !== undefined || form?.breastSpots !== undefined) {
        const spots: Solid[] = [];
        const sr = bodyR * 0.075;
        if (form.spots !== undefined) {
          const n1: V3 = [-Math.sin(t), Math.cos(t), 0];
          for (let i = 0; i < 5; i++) {
            const f = 0.1 + i * 0.2;
            const c: V3 = [
              back[0] + (front[0] - back[0]) * f,
              back[1] + (front[1] - back[1]) * f,
              0,
            ];
            const r = bodyR * (0.7 + 0.3 * f) * 0.97;
            for (const deg of [-150, -115, -80, 80, 115, 150]) {
              const th = (deg * Math.PI) / 180;
              spots.push(
                g.ball(
                  [
                    c[0] + r * Math.cos(th) * n1[0],
                    c[1] + r * Math.cos(th) * n1[1],
                    r * Math.sin(th),
                  ],
                  sr,
                  8,
                ),
              );
            }
          }
          // And over the folded wings, which hide the upper flanks.
          if (!opts.lacks('wing') && !form.wingless) {
            const wl = bodyL * (upright ? 0.8 : 1.05) * (form.wings ?? 1);
            for (const sz of [1, -1]) {
              const root: V3 = [front[0] - axis[0] * bodyL * 0.05, front[1] + bodyR * 0.2, 0];
              for (let i = 0; i < 4; i++) {
                const f = 0.12 + i * 0.2;
                for (const dy of [-0.16, 0.16]) {
                  spots.push(
                    g.ball(
                      [
                        root[0] - axis[0] * wl * f,
                        root[1] - axis[1] * wl * f + dy * bodyR * (1 - f),
                        sz * bodyR * (1.0 - 0.3 * f),
                      ],
                      sr * (1.1 - f * 0.4),
                      8,
                    ),
                  );
                }
              }
            }
          }
        }
        if (form.breastSpots !== undefined) {
          const bc: V3 = [front[0] + bodyR * 0.25, front[1] - bodyR * 0.2, 0];
          for (const el of [-35, -12, 10]) {
            for (const az of [-55, -25, 5, 35]) {
              const e = (el * Math.PI) / 180;
              const z = ((az + (el === -12 ? 12 : 0)) * Math.PI) / 180;
              spots.push(
                g.ball(
                  [
                    bc[0] + bodyR * 0.82 * Math.cos(e) * Math.cos(z),
                    bc[1] + bodyR * 0.85 * Math.sin(e),
                    bodyR * 0.82 * Math.cos(e) * Math.sin(z),
                  ],
                  sr * 0.8,
                  8,
                ),
              );
            }
          }
        }
        b.add(
          'spots',
          g.union(spots),
          palette.fixed(
            tinted(FINISH.feathers, hexRgb(form.spots ?? form.breastSpots ?? 0xffffff), 'spots'),
          ),
        );
      }
      // Legs and feet.
      const legColor = tinted(
        FINISH.beak,
        hexRgb(
          form?.legColor ?? (flamingo ? 0xe07088 : duck || b.is('penguin') ? 0xf08a20 : 0x8a6a4a),
        ),
        'legs',
      );
      for (const [sz, lr] of [
        [1, 'l'],
        [-1, 'r'],
      ] as const) {
        const z = sz * bodyR * 0.35;
        const hip: V3 = [front[0] * 0.2, cy - bodyR * 0.6, z];
        const foot: V3 = [front[0] * 0.2, k * 0.03, z];
        const toeL = k * (duck || b.is('penguin') ? 0.35 : 0.25);
        const toes: Solid[] = [g.rod(hip, foot, k * (flamingo ? 0.04 : 0.035), k * 0.03, 8)];
        if (duck || b.is('penguin')) {
          toes.push(
            g.hull([
              g.ball(foot, k * 0.03, 8),
              g.ball([foot[0] + toeL, k * 0.02, z + toeL * 0.5], k * 0.02, 8),
              g.ball([foot[0] + toeL, k * 0.02, z - toeL * 0.5], k * 0.02, 8),
            ]),
          );
        } else {
          for (const a of [-0.5, 0, 0.5, Math.PI]) {
            const len = a === Math.PI ? toeL * 0.6 : toeL;
            toes.push(
              g.capsule(
                foot,
                [foot[0] + Math.cos(a) * len, k * 0.02, z + Math.sin(a) * len],
                k * 0.022,
                k * 0.016,
                8,
              ),
            );
          }
        }
        b.add(`leg_${lr}`, g.union(toes), palette.fixed(legColor));
      }
    }),
};
