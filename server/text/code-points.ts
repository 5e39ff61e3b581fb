/**
 * Code-point helpers. Every character offset in the speech pipeline counts Unicode code points
 * (docs/decisions.md §1 counts text limits the same way), so an emoji such as 😀 — two UTF-16 units —
 * is one character. A lone surrogate also counts as one.
 */

/** The text as an array of code points, each a one- or two-unit string. */
export function codePoints(text: string): string[] {
  return Array.from(text);
}

/** Number of code points in `text`. */
export function cpLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The code points [start, end) of `text`, as a string. */
export function cpSlice(text: string, start: number, end?: number): string {
  const cursor = new CodePointCursor(text);
  const from = cursor.unitIndex(Math.max(0, start));
  return end === undefined
    ? text.slice(from)
    : text.slice(from, cursor.unitIndex(Math.max(start, end)));
}

/**
 * A text to take many code-point slices of (word after word of a long text): its UTF-16 index
 * of every code point is worked out once — not at all when it has no surrogate pairs, the
 * usual case, where code points and UTF-16 units coincide.
 */
export class CodePointText {
  readonly text: string;
  /** UTF-16 index of each code point and of the end; null when they are the same. */
  readonly #units: Int32Array | null;

  constructor(text: string) {
    this.text = text;
    this.#units = cpToUnits(text);
  }

  get length(): number {
    return this.#units ? this.#units.length - 1 : this.text.length;
  }

  /** Code points [start, end) — like cpSlice, in constant time. */
  slice(start: number, end: number = this.length): string {
    const clamp = (cp: number) => Math.min(Math.max(0, cp), this.length);
    const units = this.#units;
    const from = clamp(start);
    const to = Math.max(from, clamp(end));
    return units ? this.text.slice(units[from], units[to]) : this.text.slice(from, to);
  }
}

/** Whether `text` has any surrogate (paired or not): only then can code points and units differ. */
export function hasSurrogates(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) return true;
  }
  return false;
}

/** Code-point offset → UTF-16 index (length cps + 1), or null when every unit is a code point. */
export function cpToUnits(text: string): Int32Array | null {
  if (!hasSurrogates(text)) return null;
  const units: number[] = [];
  for (let i = 0; i < text.length; i++) {
    units.push(i);
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  units.push(text.length);
  return Int32Array.from(units);
}

/**
 * Converts increasing code-point offsets of one text into UTF-16 indexes, walking the text once
 * overall. Offsets past the end give `text.length`.
 */
export class CodePointCursor {
  readonly #text: string;
  #cp = 0;
  #unit = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** UTF-16 index of code point `offset`; `offset` may not be below the previous call's. */
  unitIndex(offset: number): number {
    if (offset < this.#cp) throw new RangeError('CodePointCursor only moves forward');
    const text = this.#text;
    while (this.#cp < offset && this.#unit < text.length) {
      const unit = text.charCodeAt(this.#unit);
      const pair =
        unit >= 0xd800 &&
        unit <= 0xdbff &&
        this.#unit + 1 < text.length &&
        (text.charCodeAt(this.#unit + 1) & 0xfc00) === 0xdc00;
      this.#unit += pair ? 2 : 1;
      this.#cp++;
    }
    return this.#unit;
  }
}
