/**
 * English prompt → `Interpretation`: which object to build and how (colours, materials,
 * size, how many, which parts). The prompt is read as clauses:
 *
 *   "three tiny golden mushrooms | with white spots | on a log"
 *    main noun phrase             with/without      anything else (ignored for the object)
 *
 * The head noun is the last object noun of the main phrase ("table lamp" → lamp); numbers
 * before it give the count; colours and materials are taken from every clause that
 * describes the object itself; unknown words are ignored unless no known noun exists, in
 * which case the last unknown word becomes the noun of a seeded sculpture.
 */
import type { Interpretation } from '../scene.ts';
import { baseColorName, isColorModifier, isCompoundColor } from './colors.ts';
import { materialName, MATERIAL_WORD_LIST } from './materials.ts';
import { kindOfNoun, NOUN_LIST, nounDefaultCount } from './nouns.ts';
import { collectiveOf, MAX_COUNT, MAX_PART_COUNT, numberOf } from './numbers.ts';
import { formatPart, PART_WORD_LIST, partAdjective, partName, privativePart } from './parts.ts';
import { sizeOf, type SizeWord } from './sizes.ts';
import { singular, words } from './tokenize.ts';

/** The kind built for nouns the library does not know. */
export const SCULPTURE_KIND = 'sculpture';

type Marker = 'with' | 'without' | 'attr' | 'other' | 'and' | 'no';

interface Item {
  /** Singular form (or a two-word phrase). */
  text: string;
  plural: boolean;
  number?: number;
  article?: boolean;
  color?: string;
  material?: string;
  size?: SizeWord;
  kind?: string;
  part?: string;
  partAdjective?: string;
  privative?: string;
  marker?: Marker;
  stop?: boolean;
}

interface Clause {
  type: 'main' | 'with' | 'without' | 'attr' | 'other';
  items: Item[];
}

const WITH_WORDS = new Set(['with', 'having', 'featuring', 'including', 'plus', 'wearing']);
const WITHOUT_WORDS = new Set(['without', 'minus', 'lacking', 'sans']);
const ATTR_WORDS = new Set(['made', 'painted', 'colored', 'coloured', 'carved', 'cast', 'built']);
const SPATIAL_WORDS = new Set([
  'on',
  'in',
  'under',
  'underneath',
  'beneath',
  'below',
  'above',
  'over',
  'near',
  'beside',
  'behind',
  'next',
  'inside',
  'at',
  'by',
  'between',
  'among',
  'against',
  'atop',
  'onto',
  'into',
  'holding',
  'sitting',
  'standing',
  'lying',
  'floating',
  'flying',
  'for',
  'like',
  'of',
  'to',
  'from',
  'around',
  'across',
  'through',
  'that',
  'which',
  'who',
  'where',
  'while',
]);

/** Words never taken as the noun of an unknown object. */
const STOP_WORDS = new Set([
  ...'a an the this that these those some any my your our their its his her me i we you it'.split(
    ' ',
  ),
  ...'please make create generate build render design draw show give want need would could can'.split(
    ' ',
  ),
  ...'3d d model mesh object thing something anything item piece kind sort type style styled'.split(
    ' ',
  ),
  ...'very really quite super extremely slightly rather pretty so too just also and or but is are be'.split(
    ' ',
  ),
  ...'low poly lowpoly high res hd detailed realistic cartoon cartoonish cartoony simple stylized'.split(
    ' ',
  ),
  ...'stylised cute beautiful nice cool old new ancient modern vintage classic antique fancy'.split(
    ' ',
  ),
  ...'elegant shiny matte glossy polished smooth rough tall short long wide narrow thin thick fat'.split(
    ' ',
  ),
  ...'round square happy sad angry scary friendly funny little lovely tiny colorful colourful'.split(
    ' ',
  ),
  ...'not no one single'.split(' '),
]);

/** Words that mean "a copy of another object": "a statue of a horse" → a horse. */
const REPRESENTATION: Record<string, string | null> = {
  statue: 'stone',
  sculpture: 'stone',
  carving: 'wood',
  figurine: 'porcelain',
  model: null,
  replica: null,
  toy: 'plastic',
  miniature: null,
};

const KNOWN = new Set<string>([
  ...NOUN_LIST.filter((n) => !n.includes(' ')),
  ...PART_WORD_LIST,
  ...MATERIAL_WORD_LIST,
  ...Object.keys(REPRESENTATION),
]);
const isKnown = (w: string): boolean =>
  KNOWN.has(w) ||
  baseColorName(w) !== null ||
  sizeOf(w) !== null ||
  numberOf(w) !== null ||
  collectiveOf(w) !== null;

/** Reads an English prompt. Unknown words are ignored; the result is never empty. */
export function interpretPrompt(prompt: string, seed: number): Interpretation {
  const items = lex(words(prompt));
  const clauses = splitClauses(items);
  const main = clauses[0]?.type === 'main' ? clauses[0].items : [];

  const colors: string[] = [];
  const materials: string[] = [];
  const parts = new Map<string, string>();
  const addPart = (name: string, wanted: boolean, count: number | null): void => {
    parts.delete(name);
    parts.set(name, formatPart(name, wanted, count));
  };

  // The head noun of the main phrase, or of a "statue of a …" phrase.
  let headIndex = lastIndex(main, (it) => it.kind !== undefined);
  let head: Item | null = headIndex >= 0 ? main[headIndex]! : null;
  let noun: string | null = head?.text ?? null;
  let kind: string | null = head?.kind ?? null;
  let plural = head?.plural ?? false;
  const representation = lastContent(main);
  const impliedMaterial: string[] = [];
  if (representation && representation.text in REPRESENTATION) {
    const ofClause = clauses.find((c, i) => i > 0 && c.type === 'other');
    const target = ofClause?.items.find((it) => it.kind !== undefined);
    if (target && (head === null || head === representation)) {
      kind = target.kind!;
      noun = target.text;
      plural = representation.plural;
      headIndex = main.indexOf(representation);
      head = representation;
      const m = REPRESENTATION[representation.text];
      if (m) impliedMaterial.push(m);
      if (representation.text === 'miniature') head.size = 'tiny';
    }
  }
  if (kind === null) {
    const unknown = lastContent(main);
    if (unknown) {
      noun = unknown.text;
      plural = unknown.plural;
      headIndex = main.indexOf(unknown);
      kind = SCULPTURE_KIND;
    } else {
      const elsewhere = clauses
        .filter((c) => c.type === 'other' || c.type === 'attr')
        .flatMap((c) => c.items)
        .find((it) => it.kind !== undefined);
      kind = elsewhere?.kind ?? SCULPTURE_KIND;
      noun = elsewhere?.text ?? null;
      plural = elsewhere?.plural ?? false;
    }
  }

  // Main phrase: count, size, attributes and part adjectives ("three-legged").
  let size: SizeWord | null = null;
  let count: number | null = null;
  for (let i = 0; i < main.length; i++) {
    const it = main[i]!;
    if (i === headIndex) continue;
    const next = main[i + 1];
    if (it.number !== undefined && next && i + 1 !== headIndex) {
      const part = next.partAdjective ?? next.part;
      if (part) {
        addPart(part, true, Math.min(it.number, MAX_PART_COUNT));
        i++;
        continue;
      }
    }
    if (it.number !== undefined && i < headIndex) {
      if (!it.article) count = it.number;
    } else if (it.number !== undefined) continue;
    else if (it.size && size === null) size = it.size;
    else if (it.color) pushUnique(colors, it.color);
    else if (it.material) pushUnique(materials, it.material);
    else if (it.privative) addPart(it.privative, false, null);
    else if (it.partAdjective) addPart(it.partAdjective, true, null);
  }
  if (head?.size && size === null) size = head.size;

  // With / without / attribute clauses.
  for (const clause of clauses) {
    if (clause.type === 'with' || clause.type === 'without')
      readParts(clause, addPart, colors, materials);
    if (clause.type === 'attr') {
      for (const it of clause.items) {
        if (it.color) pushUnique(colors, it.color);
        else if (it.material) pushUnique(materials, it.material);
      }
    }
  }
  for (const m of impliedMaterial) if (materials.length === 0) materials.push(m);

  count ??= plural ? 3 : noun ? nounDefaultCount(noun) : 1;
  return {
    kind,
    noun,
    colors,
    materials,
    size: size ?? 'medium',
    count: Math.max(1, Math.min(MAX_COUNT, count)),
    parts: [...parts.values()],
    seed,
    match: kind === SCULPTURE_KIND ? 'abstract' : 'exact',
  };
}

function readParts(
  clause: Clause,
  addPart: (name: string, wanted: boolean, count: number | null) => void,
  colors: string[],
  materials: string[],
): void {
  let pending: number | null = null;
  let negate = clause.type === 'without';
  for (const it of clause.items) {
    if (it.marker === 'no') {
      negate = true;
    } else if (it.marker === 'and') {
      negate = clause.type === 'without';
      pending = null;
    } else if (it.number !== undefined) {
      pending = it.article ? null : it.number;
    } else if (it.part) {
      const wanted = !negate && pending !== 0;
      addPart(
        it.part,
        wanted,
        wanted && pending !== null ? Math.min(pending, MAX_PART_COUNT) : null,
      );
      pending = null;
    } else if (it.partAdjective) {
      addPart(it.partAdjective, !negate, null);
    } else if (it.color && !negate) {
      pushUnique(colors, it.color);
    } else if (it.material && !negate) {
      pushUnique(materials, it.material);
    }
  }
}

/** Words → items, joining multi-word colours and nouns. */
function lex(raw: string[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i]!;
    const w1 = raw[i + 1];
    const w2 = raw[i + 2];
    // "dark navy blue", "light blue", "navy blue".
    if (w1 !== undefined && isColorModifier(w)) {
      if (w2 !== undefined && isCompoundColor(`${w1} ${w2}`)) {
        out.push(colorItem(`${w} ${w1} ${w2}`));
        i += 2;
        continue;
      }
      const base = baseColorName(w1);
      if (base) {
        out.push(colorItem(`${w} ${base}`));
        i += 1;
        continue;
      }
    }
    if (w1 !== undefined && isCompoundColor(`${w} ${w1}`)) {
      out.push(colorItem(`${w} ${w1}`));
      i += 1;
      continue;
    }
    // Two-word nouns, plural on the second word: "palm trees", "sports car".
    if (w1 !== undefined) {
      const second = singular(w1, isKnown);
      const phrase = `${w} ${second.word}`;
      const kind = kindOfNoun(phrase);
      if (kind) {
        out.push({ text: phrase, plural: second.plural, kind });
        i += 1;
        continue;
      }
    }
    // "a pair of", "a group of": a number, and the "of" belongs to it.
    const collective = collectiveOf(w);
    if (collective !== null && w1 === 'of') {
      out.push({ text: w, plural: false, number: collective });
      i += 1;
      continue;
    }
    const number = numberOf(w);
    if (number !== null) {
      out.push({ text: w, plural: false, number });
      if (w1 === 'of') i += 1;
      continue;
    }
    if (w === 'a' || w === 'an') {
      out.push({ text: w, plural: false, number: 1, article: true });
      continue;
    }
    out.push(wordItem(w));
  }
  return out;
}

function colorItem(name: string): Item {
  return { text: name, plural: false, color: name };
}

function wordItem(w: string): Item {
  const lemma = singular(w, isKnown);
  const text = lemma.word;
  const item: Item = { text, plural: lemma.plural };
  if (WITH_WORDS.has(w)) item.marker = 'with';
  else if (WITHOUT_WORDS.has(w)) item.marker = 'without';
  else if (ATTR_WORDS.has(w)) item.marker = 'attr';
  else if (w === 'and' || w === 'or' || w === 'nor') item.marker = 'and';
  else if (w === 'no' || w === 'not' || w === 'none') item.marker = 'no';
  else if (SPATIAL_WORDS.has(w)) item.marker = 'other';
  const material = materialName(text);
  if (material) item.material = material;
  const color = baseColorName(text);
  if (color && !material) item.color = color;
  const size = sizeOf(text);
  if (size) item.size = size;
  const kind = kindOfNoun(text);
  if (kind) item.kind = kind;
  const part = partName(text);
  if (part) item.part = part;
  const adjective = partAdjective(w);
  if (adjective) item.partAdjective = adjective;
  const privative = privativePart(w);
  if (privative) item.privative = privative;
  if (STOP_WORDS.has(w)) item.stop = true;
  return item;
}

/**
 * Cuts the items into clauses at "with", "without", "made of" and prepositions. "in"
 * followed by a colour or material ("a car in red") describes the object.
 */
function splitClauses(items: Item[]): Clause[] {
  const clauses: Clause[] = [{ type: 'main', items: [] }];
  let current = clauses[0]!;
  const start = (type: Clause['type']): void => {
    current = { type, items: [] };
    clauses.push(current);
  };
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const next = items[i + 1];
    if (it.marker === 'with') {
      start('with');
    } else if (it.marker === 'without') {
      start('without');
    } else if (it.marker === 'attr') {
      start('attr');
      if (next?.text === 'of' || next?.text === 'from' || next?.text === 'in') i++;
    } else if (it.marker === 'no' && current.type === 'main') {
      start('without');
    } else if (it.marker === 'other' && current.type !== 'attr') {
      if (it.text === 'in' && next && (next.color || next.material)) start('attr');
      else start('other');
    } else if (it.marker === 'other') {
      start('other');
    } else {
      current.items.push(it);
    }
  }
  return clauses;
}

/** The last word of the main phrase that could name an object no lexicon knows. */
function lastContent(items: Item[]): Item | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i]!;
    if (it.stop || it.marker || it.number !== undefined || it.color || it.size) continue;
    if (it.material || it.privative || it.partAdjective) continue;
    if (/^\d/.test(it.text) || it.text.length < 2) continue;
    return it;
  }
  return null;
}

function lastIndex<T>(list: readonly T[], test: (t: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}
