/**
 * Where a book is cut into parts that any worker renders on its own (book/parts.ts,
 * docs/architecture.md "A book in parts"). Cuts fall only between the renderer's own sentences
 * — the segments `runtime.synthesize` makes of the normalized text — so each part, rendered
 * alone, speaks exactly the sentences the whole text would, and its last sentence is given the
 * pause the whole text would give it (`gapAfter`). A chapter start is the preferred cut, then a
 * paragraph, then a sentence end. Pure and deterministic: the same text, locale and lexicon give
 * the same plan on any machine.
 */
import { CodePointText, cpSlice } from '../../text/code-points.ts';
import { pauseAfterMs } from '../engines/segment-pauses.ts';
import { normalizeForSpeech, type NormalizedText } from '../text/normalize.ts';
import type { Lexicon } from '../text/normalize-lexicon.ts';
import { splitSentences, type Segment } from '../text/sentences.ts';
import type { ChapterStart } from './chapters.ts';

/** Code points a part aims at. */
export const PART_TARGET = 5_000;

/** One part: a span of the text sent, in code points, end exclusive; parts tile the text. */
export interface BookPart {
  charStart: number;
  charEnd: number;
  /**
   * The normalized whitespace between the part's last sentence and the next part's first, whose
   * pause (segment-pauses.ts) the part's audio ends with; absent for the last part.
   */
  gapAfter?: string;
}

export interface PartPlan {
  /** Code points of the whole text. */
  characters: number;
  parts: BookPart[];
}

/** A sentence of the renderer, with its span in the text sent and the gap after it. */
interface PlacedSentence {
  /** Normalized text of the sentence (what the engine speaks). */
  spoken: string;
  /** Its span in the text sent. */
  start: number;
  end: number;
  /** Normalized whitespace up to the next sentence ('' for the last). */
  gapAfter: string;
}

/** The sentences `runtime.synthesize` renders for `normalized`, placed in the text sent. */
function placedSentences(normalized: NormalizedText): PlacedSentence[] {
  const segments: Segment[] = splitSentences(normalized.text);
  const text = new CodePointText(normalized.text);
  return segments.map((segment, i) => {
    const span = normalized.mapSpan(segment.charStart, segment.charEnd);
    const next = segments[i + 1];
    return {
      spoken: segment.text,
      start: span.start,
      end: span.end,
      gapAfter: next ? text.slice(segment.charEnd, next.charStart) : '',
    };
  });
}

/**
 * How good a cut before sentence `i` is: a chapter's start beats any pause; otherwise the pause
 * the renderer leaves there (a paragraph's is the longest, then a sentence end's, then a
 * clause's), measured at the base speaking rate.
 */
function cutStrength(
  sentences: readonly PlacedSentence[],
  i: number,
  chapterStarts: readonly number[],
): number {
  const before = sentences[i - 1] as PlacedSentence;
  const at = sentences[i] as PlacedSentence;
  if (chapterStarts.some((c) => c >= before.end && c <= at.start)) return Number.MAX_SAFE_INTEGER;
  return pauseAfterMs({ text: before.spoken, charStart: 0, charEnd: 0 }, before.gapAfter);
}

/**
 * Indexes of the sentences that start a part (0 first). Greedy: from a part's start, the best
 * cut whose part has between half and 1.2× the target; a text of at most 1.2× the target is one
 * part.
 */
function chooseCuts(
  sentences: readonly PlacedSentence[],
  characters: number,
  target: number,
  chapterStarts: readonly number[],
): number[] {
  const starts = [0];
  const min = Math.floor(target / 2);
  const max = Math.ceil(target * 1.2);
  let from = 0;
  while (true) {
    const partStart = from === 0 ? 0 : (sentences[from] as PlacedSentence).start;
    if (characters - partStart <= max) break;
    let best = -1;
    let bestScore = -1;
    let bestDistance = Infinity;
    for (let i = from + 1; i < sentences.length; i++) {
      const length = (sentences[i] as PlacedSentence).start - partStart;
      if (length > max) {
        // No cut in the window (a part of one very long sentence): the first one past it.
        if (best === -1) best = i;
        break;
      }
      if (length < min) continue;
      const score = cutStrength(sentences, i, chapterStarts);
      const distance = Math.abs(length - target);
      if (score > bestScore || (score === bestScore && distance < bestDistance)) {
        best = i;
        bestScore = score;
        bestDistance = distance;
      }
    }
    if (best === -1) break;
    starts.push(best);
    from = best;
  }
  return starts;
}

/**
 * Whether the text of `part`, normalized and split on its own, gives exactly the sentences
 * `whole[first, last]` (same spoken text, same spans, same gaps between them): then the part's
 * audio is that of those sentences in the whole. Normalization looks at context only within a
 * line, so this holds at paragraph and sentence cuts; the check makes it a fact, not a hope.
 */
function speaksAsInWhole(
  text: string,
  part: { charStart: number; charEnd: number },
  whole: readonly PlacedSentence[],
  first: number,
  last: number,
  locale: string,
  lexicon: Lexicon,
): boolean {
  const alone = placedSentences(
    normalizeForSpeech(cpSlice(text, part.charStart, part.charEnd), locale, lexicon),
  );
  if (alone.length !== last - first + 1) return false;
  return alone.every((s, k) => {
    const w = whole[first + k] as PlacedSentence;
    return (
      s.spoken === w.spoken &&
      s.start + part.charStart === w.start &&
      s.end + part.charStart === w.end &&
      (k === alone.length - 1 || s.gapAfter === w.gapAfter)
    );
  });
}

/** Lets the event loop run (a gateway's HTTP thread may be planning a 500,000-character book). */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The parts of `text` (spoken in `locale` with `lexicon`): about `target` code points each,
 * cut before a chapter's heading where one is near. A cut the check above refuses is dropped
 * (its two parts become one). Each part's check runs in a turn of the event loop of its own.
 */
export async function planParts(
  text: string,
  options: {
    locale: string;
    lexicon?: Lexicon;
    chapters?: readonly ChapterStart[];
    target?: number;
  },
): Promise<PartPlan> {
  const lexicon = options.lexicon ?? [];
  const normalized = normalizeForSpeech(text, options.locale, lexicon);
  const characters = normalized.sourceLength;
  const sentences = placedSentences(normalized);
  const chapterStarts = (options.chapters ?? []).map((c) => c.charStart);
  const cuts = chooseCuts(sentences, characters, options.target ?? PART_TARGET, chapterStarts);
  const startOf = (k: number): number =>
    k === 0 ? 0 : (sentences[cuts[k] as number] as PlacedSentence).start;
  const endOf = (k: number): number => (k + 1 < cuts.length ? startOf(k + 1) : characters);
  const checked = new Set<string>();
  // Drop refused cuts until every part speaks as it does in the whole (one part always does).
  for (let k = 0; k < cuts.length;) {
    const span = { charStart: startOf(k), charEnd: endOf(k) };
    const key = `${span.charStart}:${span.charEnd}`;
    const last = k + 1 < cuts.length ? (cuts[k + 1] as number) - 1 : sentences.length - 1;
    await turn();
    if (
      cuts.length === 1 ||
      checked.has(key) ||
      speaksAsInWhole(text, span, sentences, cuts[k] as number, last, options.locale, lexicon)
    ) {
      checked.add(key);
      k++;
    } else if (k + 1 < cuts.length) {
      cuts.splice(k + 1, 1);
    } else {
      cuts.splice(k, 1);
      k = 0;
    }
  }
  const parts: BookPart[] = cuts.map((_, k) => {
    const next = cuts[k + 1];
    return {
      charStart: startOf(k),
      charEnd: endOf(k),
      ...(next !== undefined ? { gapAfter: (sentences[next - 1] as PlacedSentence).gapAfter } : {}),
    };
  });
  return { characters, parts };
}
