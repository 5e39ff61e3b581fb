/**
 * Part words ("with armrests", "without a handle", "with two doors", "a three-legged
 * stool") and the strings they become in `Interpretation.parts`:
 *   "armrest"      asked for
 *   "2 door"       asked for, with a number
 *   "no handle"    left out
 */

const PART_WORDS: Record<string, string> = {
  armrest: 'armrest',
  arm: 'arm',
  backrest: 'backrest',
  back: 'backrest',
  cushion: 'cushion',
  seat: 'seat',
  saddle: 'seat',
  wall: 'walls',
  walls: 'walls',
  body: 'body',
  frame: 'frame',
  screen: 'screen',
  blade: 'blade',
  head: 'head',
  trunk: 'trunk',
  top: 'top',
  tabletop: 'top',
  icing: 'icing',
  frosting: 'icing',
  bun: 'bun',
  cheese: 'cheese',
  pad: 'cushion',
  leg: 'leg',
  foot: 'foot',
  handle: 'handle',
  lid: 'lid',
  spout: 'spout',
  door: 'door',
  doorway: 'door',
  window: 'window',
  porthole: 'window',
  chimney: 'chimney',
  roof: 'roof',
  porch: 'porch',
  veranda: 'porch',
  balcony: 'balcony',
  shutter: 'shutters',
  shutters: 'shutters',
  skylight: 'skylight',
  driveway: 'driveway',
  storey: 'floor',
  story: 'floor',
  floor: 'floor',
  level: 'floor',
  flag: 'flag',
  banner: 'flag',
  pennant: 'flag',
  battlement: 'battlement',
  crenellation: 'battlement',
  parapet: 'battlement',
  fin: 'fin',
  booster: 'booster',
  thruster: 'booster',
  engine: 'booster',
  wheel: 'wheel',
  tire: 'wheel',
  tyre: 'wheel',
  spoiler: 'spoiler',
  sail: 'sail',
  mast: 'mast',
  cabin: 'cabin',
  oar: 'oar',
  paddle: 'oar',
  guard: 'guard',
  crossguard: 'guard',
  hilt: 'guard',
  gem: 'gem',
  jewel: 'gem',
  diamond: 'gem',
  ruby: 'gem',
  emerald: 'gem',
  sapphire: 'gem',
  pearl: 'gem',
  point: 'point',
  spike: 'point',
  antenna: 'antenna',
  aerial: 'antenna',
  eye: 'eye',
  ear: 'ear',
  tail: 'tail',
  wing: 'wing',
  whisker: 'whisker',
  collar: 'collar',
  hat: 'hat',
  helmet: 'hat',
  scarf: 'scarf',
  nose: 'nose',
  carrot: 'nose',
  button: 'button',
  spot: 'spot',
  dot: 'spot',
  ring: 'ring',
  moon: 'moon',
  crater: 'crater',
  pillow: 'pillow',
  blanket: 'blanket',
  duvet: 'blanket',
  quilt: 'blanket',
  headboard: 'headboard',
  shelf: 'shelf',
  book: 'book',
  drawer: 'drawer',
  flower: 'flower',
  blossom: 'flower',
  bloom: 'flower',
  pot: 'pot',
  planter: 'pot',
  leaf: 'leaf',
  foliage: 'leaf',
  fruit: 'fruit',
  apple: 'fruit',
  cherry: 'fruit',
  branch: 'branch',
  // Kinds of their own too (session 28), but a part after "with": a tree with roots, a rose
  // with thorns.
  root: 'root',
  thorn: 'thorn',
  cork: 'cork',
  stopper: 'cork',
  cap: 'cap',
  label: 'label',
  shade: 'shade',
  lampshade: 'shade',
  bulb: 'bulb',
  base: 'base',
  stand: 'base',
  pedestal: 'base',
  plinth: 'base',
  tower: 'tower',
  turret: 'tower',
  gate: 'gate',
  string: 'string',
  horn: 'horn',
  beak: 'beak',
  mane: 'mane',
  stripe: 'stripe',
  continent: 'continent',
  land: 'continent',
  ocean: 'ocean',
  // Parts of the kinds declared as data (library/kinds/declared).
  petal: 'petal',
  shell: 'shell',
  strap: 'strap',
  lens: 'lens',
  brim: 'brim',
  claw: 'claw',
  canopy: 'canopy',
  sign: 'sign',
  nozzle: 'nozzle',
  hood: 'hood',
  visor: 'visor',
  pocket: 'pocket',
  belt: 'belt',
  bow: 'bow',
  valve: 'valve',
  // A creature's parts its builders name (docs/decisions.md, "Body parts on a creature"):
  // "a man with a blue hand", "a woman with red hair", "a deer with brown antlers".
  hand: 'hand',
  hoof: 'hoof',
  antler: 'horn',
  neck: 'neck',
  muzzle: 'muzzle',
  hair: 'hair',
  torso: 'torso',
};

/** Adjectives that carry a part and usually a number: "three-legged", "two-storey". */
const PART_ADJECTIVES: Record<string, string> = {
  legged: 'leg',
  wheeled: 'wheel',
  winged: 'wing',
  tailed: 'tail',
  eyed: 'eye',
  horned: 'horn',
  masted: 'mast',
  storied: 'floor',
  storeyed: 'floor',
  armed: 'arm',
  finned: 'fin',
  spotted: 'spot',
  striped: 'stripe',
  doored: 'door',
  handled: 'handle',
};

/** Adjectives that leave a part out: "armless", "a backless bench". */
const PRIVATIVE: Record<string, string> = {
  armless: 'arm',
  backless: 'backrest',
  handleless: 'handle',
  legless: 'leg',
  leafless: 'leaf',
  bare: 'leaf',
  wingless: 'wing',
  tailless: 'tail',
  roofless: 'roof',
  windowless: 'window',
  doorless: 'door',
  hatless: 'hat',
  lidless: 'lid',
  wheelless: 'wheel',
  sailless: 'sail',
};

export function partName(word: string): string | null {
  return PART_WORDS[word] ?? null;
}

export function partAdjective(word: string): string | null {
  return PART_ADJECTIVES[word] ?? null;
}

export function privativePart(word: string): string | null {
  return PRIVATIVE[word] ?? null;
}

export const PART_WORD_LIST: readonly string[] = [
  ...Object.keys(PART_WORDS),
  ...Object.keys(PART_ADJECTIVES),
  ...Object.keys(PRIVATIVE),
];

/** One entry of `Interpretation.parts` in its string form. */
export function formatPart(name: string, wanted: boolean, count: number | null): string {
  if (!wanted) return `no ${name}`;
  return count === null ? name : `${count} ${name}`;
}

/** Reads `Interpretation.parts` back for a builder. */
export class PartOptions {
  private readonly wanted = new Map<string, number | null>();
  private readonly unwanted = new Set<string>();

  constructor(parts: readonly string[]) {
    for (const entry of parts) {
      const words = entry.trim().split(/\s+/);
      if (words[0] === 'no' && words.length > 1) {
        this.unwanted.add(words.slice(1).join(' '));
      } else if (words.length > 1 && /^\d+$/.test(words[0]!)) {
        this.wanted.set(words.slice(1).join(' '), Number(words[0]));
      } else {
        this.wanted.set(words.join(' '), null);
      }
    }
  }

  /** True when any of the names was asked for. */
  has(...names: string[]): boolean {
    return names.some((n) => this.wanted.has(n) && this.wanted.get(n) !== 0);
  }

  /** True when any of the names was left out ("without", "no", "armless", "with 0 ..."). */
  lacks(...names: string[]): boolean {
    return names.some((n) => this.unwanted.has(n) || this.wanted.get(n) === 0);
  }

  /** The number asked for with the first of the names that has one. */
  count(...names: string[]): number | undefined {
    for (const n of names) {
      const c = this.wanted.get(n);
      if (typeof c === 'number') return c;
    }
    return undefined;
  }

  /**
   * Whether to build an optional part: asked → yes, left out → no, otherwise `fallback`
   * (often a seeded coin toss or a noun-dependent default).
   */
  want(fallback: boolean, ...names: string[]): boolean {
    if (this.lacks(...names)) return false;
    if (this.has(...names)) return true;
    return fallback;
  }

  /** A number of parts: the asked number clamped to [min, max], else `fallback`. */
  number(fallback: number, min: number, max: number, ...names: string[]): number {
    if (this.lacks(...names)) return 0;
    const c = this.count(...names);
    return c === undefined ? fallback : Math.max(min, Math.min(max, c));
  }
}
