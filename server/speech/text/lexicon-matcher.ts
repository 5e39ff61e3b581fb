/**
 * An owner's pronunciation lexicon compiled into two tries (case-sensitive entries, and
 * case-insensitive ones keyed by folded code points), built once per change of the lexicon
 * and reused by every request (docs/decisions.md "The lexicon is compiled once per change").
 * A scan costs the text's length times the depth walked, whatever the number of entries;
 * the regular expression built from every entry on each request that this replaces stalled
 * the gateway with 5,000 entries (issue #27, item 3).
 *
 * Matching is that of normalize-lexicon.ts: at each position the longest grapheme that
 * matches (its whole-word sides included), left to right, never overlapping, each trie on
 * its own; then a case-sensitive match wins over a case-insensitive one over the same text.
 */
import { cpLength } from '../../text/code-points.ts';
import { foldCodePoint } from './case-fold.ts';

/** One entry of an owner's lexicon, as the matcher applies it. */
export interface PronunciationEntry {
  grapheme: string;
  /** What the engine reads instead. */
  say: string;
  /**
   * A phoneme entry's IPA (lexicon/arpabet-ipa.ts), for an engine that takes phonemes: it then
   * reads these instead of `say` (normalize-lexicon.ts).
   */
  ipa?: string;
  caseSensitive: boolean;
  wholeWord: boolean;
  /** Lower-case language codes; empty = every language. */
  locales: readonly string[];
}

/** A grapheme found in the text (UTF-16 offsets) and the entry it found. */
export interface LexiconMatch {
  start: number;
  end: number;
  entry: PronunciationEntry;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function isWordCodePoint(cp: number | undefined): boolean {
  return cp !== undefined && WORD_CHAR.test(String.fromCodePoint(cp));
}

interface Terminal {
  entry: PronunciationEntry;
  /** Whole-word sides to check: where the grapheme begins / ends with a word character. */
  checkStart: boolean;
  checkEnd: boolean;
}

/** Code points go up to U+10FFFF: a parent node and a code point make one number key. */
const CODE_POINTS = 0x110000;

/**
 * `count` slots grouped by `groupOf(i)` (0 .. groups - 1), each group's slots in their order:
 * where each group starts (groups + 1 numbers) and the slots in group order.
 */
function groupBy(
  count: number,
  groups: number,
  groupOf: (i: number) => number,
): { start: Int32Array; order: Int32Array } {
  const start = new Int32Array(groups + 1);
  for (let i = 0; i < count; i++) start[groupOf(i) + 1] = (start[groupOf(i) + 1] ?? 0) + 1;
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] ?? 0) + (start[g] ?? 0);
  const fill = start.slice(0, groups);
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const g = groupOf(i);
    order[fill[g] ?? 0] = i;
    fill[g] = (fill[g] ?? 0) + 1;
  }
  return { start, order };
}

/** Code points of a text with the UTF-16 offset of each (and the length at the end). */
interface CodePoints {
  cps: number[];
  offsets: number[];
}

function codePointsOf(text: string): CodePoints {
  const cps: number[] = [];
  const offsets: number[] = [];
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    cps.push(cp);
    offsets.push(i);
    i += cp > 0xffff ? 2 : 1;
  }
  offsets.push(text.length);
  return { cps, offsets };
}

/**
 * A trie flattened into typed arrays: node n's edges are edgeCp/edgeTo[edgeStart[n] ..
 * edgeStart[n + 1]) sorted by code point, its entries terminals[termStart[n] .. termStart[n + 1]).
 * A few arrays instead of a Map per node: 5,000 entries make some 100,000 nodes, which as
 * objects made every full garbage collection of the gateway ≈ 50 ms slower.
 */
class Trie {
  readonly size: number;
  readonly #edgeStart: Int32Array;
  readonly #edgeCp: Int32Array;
  readonly #edgeTo: Int32Array;
  readonly #termStart: Int32Array;
  readonly #terminals: readonly Terminal[];

  constructor(entries: readonly PronunciationEntry[], fold: boolean) {
    // Built with one Map of edges keyed by parent and code point, then flattened: a Map per
    // node made compiling 5,000 entries cost 0.1–0.3 s of the HTTP thread.
    const edgeOf = new Map<number, number>();
    const edgeParent: number[] = [];
    const edgeCp: number[] = [];
    const termNode: number[] = [];
    const terminals: Terminal[] = [];
    let nodes = 1;
    for (const entry of entries) {
      const chars = [...entry.grapheme];
      if (chars.length === 0) continue;
      let node = 0;
      for (const ch of chars) {
        const cp = ch.codePointAt(0) ?? 0;
        const key = fold ? foldCodePoint(cp) : cp;
        let child = edgeOf.get(node * CODE_POINTS + key);
        if (child === undefined) {
          child = nodes;
          nodes += 1;
          edgeOf.set(node * CODE_POINTS + key, child);
          edgeParent.push(node);
          edgeCp.push(key);
        }
        node = child;
      }
      termNode.push(node);
      terminals.push({
        entry,
        checkStart: entry.wholeWord && WORD_CHAR.test(chars[0] ?? ''),
        checkEnd: entry.wholeWord && WORD_CHAR.test(chars[chars.length - 1] ?? ''),
      });
    }
    this.size = terminals.length;
    // Edge e leads to node e + 1 (nodes are made one per edge, in order).
    const edges = groupBy(edgeParent.length, nodes, (e) => edgeParent[e] ?? 0);
    this.#edgeStart = edges.start;
    this.#edgeCp = new Int32Array(edgeParent.length);
    this.#edgeTo = new Int32Array(edgeParent.length);
    for (let n = 0; n < nodes; n++) {
      const from = edges.start[n] ?? 0;
      const to = edges.start[n + 1] ?? 0;
      if (to - from > 1)
        edges.order.subarray(from, to).sort((x, y) => (edgeCp[x] ?? 0) - (edgeCp[y] ?? 0));
      for (let k = from; k < to; k++) {
        const e = edges.order[k] ?? 0;
        this.#edgeCp[k] = edgeCp[e] ?? 0;
        this.#edgeTo[k] = e + 1;
      }
    }
    const terms = groupBy(terminals.length, nodes, (t) => termNode[t] ?? 0);
    this.#termStart = terms.start;
    this.#terminals = Array.from(terms.order, (t) => terminals[t] as Terminal);
  }

  /** The child of `node` along `cp`, or -1 (binary search of its sorted edges). */
  #child(node: number, cp: number): number {
    let lo = this.#edgeStart[node] ?? 0;
    let hi = (this.#edgeStart[node + 1] ?? 0) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.#edgeCp[mid] ?? 0;
      if (at === cp) return this.#edgeTo[mid] ?? -1;
      if (at < cp) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Longest match at each position, left to right, not overlapping. */
  scan(
    original: CodePoints,
    keys: readonly number[],
    applies: (entry: PronunciationEntry) => boolean,
  ): LexiconMatch[] {
    const { cps, offsets } = original;
    const found: LexiconMatch[] = [];
    const n = keys.length;
    let i = 0;
    while (i < n) {
      let node = 0;
      let bestEnd = -1;
      let best: PronunciationEntry | undefined;
      const wordBefore = i > 0 && isWordCodePoint(cps[i - 1]);
      for (let j = i; j < n;) {
        node = this.#child(node, keys[j] ?? -1);
        if (node < 0) break;
        j += 1;
        const from = this.#termStart[node] ?? 0;
        const to = this.#termStart[node + 1] ?? 0;
        if (from === to) continue;
        const wordAfter = j < n && isWordCodePoint(cps[j]);
        for (let t = from; t < to; t++) {
          const terminal = this.#terminals[t];
          if (
            terminal &&
            !(terminal.checkStart && wordBefore) &&
            !(terminal.checkEnd && wordAfter) &&
            applies(terminal.entry)
          ) {
            bestEnd = j;
            best = terminal.entry;
            break;
          }
        }
      }
      if (best) {
        found.push({ start: offsets[i] ?? 0, end: offsets[bestEnd] ?? 0, entry: best });
        i = bestEnd;
      } else {
        i += 1;
      }
    }
    return found;
  }
}

/** Whether an entry for `locales` applies to text in `lang` ("en" covers "en-GB"). */
export function localeApplies(locales: readonly string[], lang: string): boolean {
  if (locales.length === 0) return true;
  const code = lang.trim().toLowerCase().replace(/_/gu, '-');
  return locales.some((l) => code === l || code.startsWith(`${l}-`) || l.startsWith(`${code}-`));
}

/** A lexicon ready to match: immutable; compile a new one when the entries change. */
export class LexiconMatcher {
  readonly #sensitive: Trie;
  readonly #insensitive: Trie;
  /** Entries kept (graphemes that are not empty). */
  readonly size: number;
  /**
   * The most a match can grow the text, per code point of its grapheme: what is read plus the
   * two spaces an edit may add, over the grapheme. Matches never overlap, so no text grows by
   * more than this factor once the lexicon is applied (an upper bound that needs no scan).
   */
  readonly maxGrowth: number;

  constructor(entries: readonly PronunciationEntry[]) {
    let growth = 1;
    for (const e of entries) {
      const g = cpLength(e.grapheme);
      if (g > 0) growth = Math.max(growth, (cpLength(e.say) + 2) / g);
    }
    this.maxGrowth = growth;
    this.#sensitive = new Trie(
      entries.filter((e) => e.caseSensitive),
      false,
    );
    this.#insensitive = new Trie(
      entries.filter((e) => !e.caseSensitive),
      true,
    );
    this.size = this.#sensitive.size + this.#insensitive.size;
  }

  /**
   * Every match of each trie in `text` for text in `lang`, with its rank (0 case-sensitive,
   * 1 case-insensitive). The two lists overlap; normalize-lexicon.ts chooses between them.
   */
  matches(text: string, lang: string): (LexiconMatch & { rank: number })[] {
    if (this.size === 0 || text === '') return [];
    const memo = new Map<readonly string[], boolean>();
    const applies = (entry: PronunciationEntry): boolean => {
      if (entry.locales.length === 0) return true;
      let yes = memo.get(entry.locales);
      if (yes === undefined) {
        yes = localeApplies(entry.locales, lang);
        memo.set(entry.locales, yes);
      }
      return yes;
    };
    const original = codePointsOf(text);
    const out: (LexiconMatch & { rank: number })[] = [];
    if (this.#sensitive.size > 0) {
      for (const m of this.#sensitive.scan(original, original.cps, applies))
        out.push({ ...m, rank: 0 });
    }
    if (this.#insensitive.size > 0) {
      const folded = original.cps.map(foldCodePoint);
      for (const m of this.#insensitive.scan(original, folded, applies))
        out.push({ ...m, rank: 1 });
    }
    return out;
  }
}
