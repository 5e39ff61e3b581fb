/**
 * Case folding of one code point the way a regular expression with the `iu` flags compares
 * characters (simple case folding, one code point to one), for the lexicon trie
 * (lexicon-matcher.ts, docs/decisions.md "The lexicon is compiled once per change").
 *
 * Two code points fold to the same number exactly when `/x/iu` matches `y`. The folded value is
 * a representative of the pair's class, not always the Unicode case folding itself (Cherokee
 * folds to its small letters here): only equality of folded values is used.
 */

/** Folded values of code points whose case mappings differ from them, checked once each. */
const folded = new Map<number, number>();

/** Pairs that only case folding joins (ΐ, ΰ, ﬅ): the second is what the first folds to. */
const FOLDED_ONLY = new Map<number, number>([
  [0x1fd3, 0x0390],
  [0x1fe3, 0x03b0],
  [0xfb05, 0xfb06],
]);

function single(text: string): number | null {
  const cp = text.codePointAt(0);
  return cp !== undefined && String.fromCodePoint(cp).length === text.length ? cp : null;
}

/** Whether `/c/iu` matches `other`: the engine's own case folding decides. */
function sameUnderIgnoreCase(cp: number, other: number): boolean {
  return new RegExp(`^\\u{${cp.toString(16)}}$`, 'iu').test(String.fromCodePoint(other));
}

/** The value `cp` compares as when case is ignored (regular expression `iu` semantics). */
export function foldCodePoint(cp: number): number {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp;
  const known = folded.get(cp);
  if (known !== undefined) return known;
  const ch = String.fromCodePoint(cp);
  const lower = ch.toLowerCase();
  if (lower === ch && ch.toUpperCase() === ch) return cp;
  // Lower case of the upper case first: it joins ς and σ, ſ and s, ϐ and β; a candidate the
  // engine does not equate (ı's upper case is I, whose lower case is i) is not taken. A few
  // pairs are joined by case folding alone (their upper cases are two characters).
  const candidates = [single(ch.toUpperCase().toLowerCase()), single(lower), FOLDED_ONLY.get(cp)];
  let result = cp;
  for (const candidate of candidates) {
    if (candidate != null && candidate !== cp && sameUnderIgnoreCase(cp, candidate)) {
      result = candidate;
      break;
    }
  }
  folded.set(cp, result);
  return result;
}
