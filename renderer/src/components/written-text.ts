/**
 * The text as the user wrote it, with the timed segments laid over it: each segment keeps
 * the characters before it (spaces, punctuation, paragraph breaks) and the characters after
 * the last one (a final period) are kept too. Offsets are code points, as the gateway
 * counts them (docs/architecture.md, timestamps). Without the source, segments are joined
 * by spaces.
 */
export interface Span {
  text: string;
  char_start: number;
  char_end: number;
}

export interface WrittenPiece {
  /** The source's characters before this segment. */
  gap: string;
  /** The gap holds markdown markup (a heading's #, a quote's >, a bullet, emphasis marks). */
  markup: boolean;
  /** The segment as written in the source. */
  text: string;
}

/**
 * Markdown markup in a gap: what the gateway removes before speaking (docs/decisions.md, the
 * lexicon pass "runs after markdown removal") and the read-along shows muted, so
 * "# The Voyage" reads as a heading, not as words.
 */
const MARKUP = /(?:^|\n)[ \t]{0,3}(?:#{1,6}|>|[-*+])[ \t]|[*_`~]/;

export function writtenPieces(
  segments: readonly Span[],
  source: string | null | undefined,
): { pieces: WrittenPiece[]; tail: string } {
  const cps = source ? Array.from(source) : null;
  let end = 0;
  const pieces = segments.map((s, i) => {
    const usable = cps !== null && s.char_start >= end && s.char_end <= cps.length;
    const gap = usable ? cps.slice(end, s.char_start).join('') : i ? ' ' : '';
    const text = usable ? cps.slice(s.char_start, s.char_end).join('') : s.text;
    if (usable) end = s.char_end;
    return { gap, markup: MARKUP.test(gap), text };
  });
  const tail = cps && segments.length ? cps.slice(end).join('') : '';
  return { pieces, tail };
}
