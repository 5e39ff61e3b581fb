/**
 * Rewriting a text while remembering where every part of the result came from.
 *
 * A `Rewriter` walks its source from left to right: stretches are copied unchanged or replaced
 * (an empty replacement deletes). The resulting `Rewrite` maps offsets in the new text back to
 * the source: inside a copied stretch one to one, inside a replacement to the whole replaced
 * stretch — so every word read out of "$3.50" ("three", "dollars", …) maps to "$3.50".
 *
 * Offsets here are UTF-16 indexes (what regular expressions give); normalize.ts converts to
 * code points at its edge.
 */

export interface Rewrite {
  /** The new text. */
  text: string;
  /** Where a span starting at `offset` of the new text starts in the source. */
  mapStart(offset: number): number;
  /** Where a span ending at `offset` (exclusive) of the new text ends in the source. */
  mapEnd(offset: number): number;
}

export class Rewriter {
  readonly source: string;
  readonly #parts: string[] = [];
  /** Pieces of the new text that are not empty, in order. */
  readonly #outStart: number[] = [];
  readonly #srcStart: number[] = [];
  readonly #srcEnd: number[] = [];
  readonly #copied: boolean[] = [];
  #outLength = 0;
  #position = 0;

  constructor(source: string) {
    this.source = source;
  }

  /** Where the source has been consumed up to. */
  get position(): number {
    return this.#position;
  }

  /** Copies the source unchanged up to `end`. */
  copyTo(end: number): void {
    if (end <= this.#position) return;
    const text = this.source.slice(this.#position, end);
    const last = this.#copied.length - 1;
    if (last >= 0 && this.#copied[last] && this.#srcEnd[last] === this.#position) {
      this.#srcEnd[last] = end;
    } else {
      this.#push(this.#position, end, true);
    }
    this.#parts.push(text);
    this.#outLength += text.length;
    this.#position = end;
  }

  /**
   * Replaces the source [start, end) with `text`, copying what lies before `start` first.
   * Stretches must come in order and not overlap.
   */
  replace(start: number, end: number, text: string): void {
    if (start < this.#position || end < start) {
      throw new RangeError(`rewrite out of order at ${start}..${end} (at ${this.#position})`);
    }
    this.copyTo(start);
    if (text.length > 0) {
      this.#push(start, end, false);
      this.#parts.push(text);
      this.#outLength += text.length;
    }
    this.#position = end;
  }

  /** Copies the rest of the source and returns the result. */
  finish(): Rewrite {
    this.copyTo(this.source.length);
    return new PieceMap(
      this.#parts.join(''),
      this.source.length,
      Int32Array.from(this.#outStart),
      Int32Array.from(this.#srcStart),
      Int32Array.from(this.#srcEnd),
      Uint8Array.from(this.#copied, Number),
    );
  }

  #push(srcStart: number, srcEnd: number, copied: boolean): void {
    this.#outStart.push(this.#outLength);
    this.#srcStart.push(srcStart);
    this.#srcEnd.push(srcEnd);
    this.#copied.push(copied);
  }
}

class PieceMap implements Rewrite {
  readonly text: string;
  readonly #sourceLength: number;
  readonly #outStart: Int32Array;
  readonly #srcStart: Int32Array;
  readonly #srcEnd: Int32Array;
  readonly #copied: Uint8Array;

  constructor(
    text: string,
    sourceLength: number,
    outStart: Int32Array,
    srcStart: Int32Array,
    srcEnd: Int32Array,
    copied: Uint8Array,
  ) {
    this.text = text;
    this.#sourceLength = sourceLength;
    this.#outStart = outStart;
    this.#srcStart = srcStart;
    this.#srcEnd = srcEnd;
    this.#copied = copied;
  }

  mapStart(offset: number): number {
    if (offset >= this.text.length) return this.#sourceLength;
    const at = Math.max(0, offset);
    return this.#start(this.#pieceAt(at), at);
  }

  mapEnd(offset: number): number {
    if (offset <= 0) return this.mapStart(0);
    const at = Math.min(offset, this.text.length);
    const k = this.#pieceAt(at - 1);
    const start = this.#outStart[k] as number;
    if (this.#copied[k]) return (this.#srcStart[k] as number) + (at - start);
    return this.#srcEnd[k] as number;
  }

  #start(k: number, offset: number): number {
    const start = this.#outStart[k] as number;
    if (this.#copied[k]) return (this.#srcStart[k] as number) + (offset - start);
    return this.#srcStart[k] as number;
  }

  /** The piece holding `offset` (0 ≤ offset < text.length). */
  #pieceAt(offset: number): number {
    let low = 0;
    let high = this.#outStart.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.#outStart[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

/** A rewrite that changes nothing. */
export function unchanged(text: string): Rewrite {
  const rewriter = new Rewriter(text);
  return rewriter.finish();
}

/**
 * Applies edits to `source`; each replaces [start, end) with `text`. They are taken in order of
 * their start (ties in the order given); one overlapping an earlier edit is skipped.
 */
export function applyEdits(source: string, edits: readonly Edit[]): Rewrite {
  const rewriter = new Rewriter(source);
  const sorted = edits.every((edit, i) => i === 0 || (edits[i - 1] as Edit).start <= edit.start)
    ? edits
    : [...edits].sort((a, b) => a.start - b.start);
  for (const edit of sorted) {
    if (edit.start < rewriter.position || edit.end < edit.start || edit.end > source.length) {
      continue;
    }
    rewriter.replace(edit.start, edit.end, edit.text);
  }
  return rewriter.finish();
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}
