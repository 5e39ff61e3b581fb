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
import { foldCodePoint } from './case-fold.ts';
import type { PronunciationEntry } from './normalize-lexicon.ts';

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

interface TrieNode {
  next: Map<number, TrieNode>;
  /** Entries whose grapheme ends here, in the order they were added. */
  terminals: Terminal[];
}

const newNode = (): TrieNode => ({ next: new Map(), terminals: [] });

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

class Trie {
  readonly root = newNode();
  size = 0;

  constructor(private readonly fold: boolean) {}

  add(entry: PronunciationEntry): void {
    const chars = [...entry.grapheme];
    if (chars.length === 0) return;
    let node = this.root;
    for (const ch of chars) {
      const cp = ch.codePointAt(0) ?? 0;
      const key = this.fold ? foldCodePoint(cp) : cp;
      let child = node.next.get(key);
      if (!child) {
        child = newNode();
        node.next.set(key, child);
      }
      node = child;
    }
    node.terminals.push({
      entry,
      checkStart: entry.wholeWord && WORD_CHAR.test(chars[0] ?? ''),
      checkEnd: entry.wholeWord && WORD_CHAR.test(chars[chars.length - 1] ?? ''),
    });
    this.size += 1;
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
      let node: TrieNode | undefined = this.root;
      let bestEnd = -1;
      let best: PronunciationEntry | undefined;
      const wordBefore = i > 0 && isWordCodePoint(cps[i - 1]);
      for (let j = i; j < n;) {
        node = node.next.get(keys[j] ?? -1);
        if (!node) break;
        j += 1;
        if (node.terminals.length === 0) continue;
        const wordAfter = j < n && isWordCodePoint(cps[j]);
        const hit = node.terminals.find(
          (t) => !(t.checkStart && wordBefore) && !(t.checkEnd && wordAfter) && applies(t.entry),
        );
        if (hit) {
          bestEnd = j;
          best = hit.entry;
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
  readonly #sensitive = new Trie(false);
  readonly #insensitive = new Trie(true);
  /** Entries kept (graphemes that are not empty). */
  readonly size: number;

  constructor(entries: readonly PronunciationEntry[]) {
    for (const e of entries) (e.caseSensitive ? this.#sensitive : this.#insensitive).add(e);
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
