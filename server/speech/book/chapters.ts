/**
 * Chapters of a long text: found in the text (markdown headings, "Chapter N" lines) or given
 * with the request, then placed in time as the audio is made (chapterTimes).
 *
 * Offsets are code points of the text the client sent, as everywhere in the speech pipeline.
 */
import { cpLength } from '../../text/code-points.ts';

export interface ChapterStart {
  title: string;
  /** Code point where the chapter begins. */
  charStart: number;
}

/** The most chapters a text has (found or given). */
export const MAX_CHAPTERS = 1_000;
/** Code points of a chapter title. */
export const MAX_TITLE = 200;

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/u;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty';
/** "Chapter 12", "CHAPTER XII", "Chapter Twenty-One: The Storm", "Chapter 3. Home". */
const CHAPTER_LINE = new RegExp(
  `^[ \\t]*(?:chapter|chap\\.)[ \\t]+(?:\\d{1,4}|[ivxlcdm]{1,8}|(?:${NUMBER_WORDS})(?:[- ](?:${NUMBER_WORDS}))?)\\b(?:[ \\t]*[.:\\u2014\\u2013-][ \\t]*\\S.*|[ \\t]*)$`,
  'iu',
);

/** Markdown emphasis and code marks taken out of a heading title; white space folded. */
function cleanTitle(raw: string): string {
  const title = raw
    .replace(/[*_`~]+/gu, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  const points = [...title];
  return points.length > MAX_TITLE ? `${points.slice(0, MAX_TITLE - 1).join('')}…` : title;
}

interface Line {
  text: string;
  /** Code point offset of the line's first character. */
  start: number;
}

function* linesOf(text: string): Generator<Line> {
  let start = 0;
  let unit = 0;
  while (unit <= text.length) {
    let end = text.indexOf('\n', unit);
    if (end === -1) end = text.length;
    const line = text.slice(unit, end).replace(/\r$/u, '');
    yield { text: line, start };
    start += cpLength(text.slice(unit, end)) + 1;
    unit = end + 1;
  }
}

/**
 * The chapters of `text`: markdown headings if it has any — those of the shallowest level that
 * occurs at least twice (a book's "# Title" over its "## Chapter" headings is left out), else
 * every heading — otherwise lines of the form "Chapter N" (a number, a Roman numeral or a number
 * word, optionally followed by a title). Headings inside fenced code blocks do not count. An
 * empty list when there are none.
 */
export function detectChapters(text: string): ChapterStart[] {
  const headings: (ChapterStart & { level: number })[] = [];
  const chapterLines: ChapterStart[] = [];
  let fenced = false;
  for (const line of linesOf(text)) {
    if (/^ {0,3}(```|~~~)/u.test(line.text)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = HEADING.exec(line.text);
    if (heading) {
      const title = cleanTitle(heading[2] ?? '');
      if (title) headings.push({ title, charStart: line.start, level: (heading[1] ?? '#').length });
      continue;
    }
    if (CHAPTER_LINE.test(line.text)) {
      const title = cleanTitle(line.text);
      const offset = line.text.length - line.text.trimStart().length;
      chapterLines.push({ title, charStart: line.start + offset });
    }
    if (headings.length + chapterLines.length > MAX_CHAPTERS * 4) break;
  }
  let found: ChapterStart[];
  if (headings.length > 0) {
    const counts = new Map<number, number>();
    for (const h of headings) counts.set(h.level, (counts.get(h.level) ?? 0) + 1);
    const levels = [...counts.keys()].sort((a, b) => a - b);
    const level = levels.find((l) => (counts.get(l) ?? 0) >= 2);
    found = (level === undefined ? headings : headings.filter((h) => h.level === level)).map(
      ({ title, charStart }) => ({ title, charStart }),
    );
  } else {
    found = chapterLines;
  }
  return found.slice(0, MAX_CHAPTERS);
}

/** A chapter placed in the audio. */
export interface TimedChapter {
  title: string;
  charStart: number;
  startMs: number;
}

/**
 * Places chapters in time as sentences are rendered: a chapter starts with the first sentence
 * that ends after its first character (the sentence holding its heading). Chapters whose text
 * was never reached (none after the last sentence) start at the end of the audio.
 */
export class ChapterClock {
  readonly #chapters: readonly ChapterStart[];
  readonly #starts: number[] = [];

  constructor(chapters: readonly ChapterStart[]) {
    this.#chapters = chapters;
  }

  get count(): number {
    return this.#chapters.length;
  }

  /** One rendered sentence: its code point span and its start in the audio. */
  sentence(charEnd: number, startMs: number): void {
    while (this.#starts.length < this.#chapters.length) {
      const next = this.#chapters[this.#starts.length] as ChapterStart;
      if (next.charStart >= charEnd) break;
      this.#starts.push(Math.max(0, Math.round(startMs)));
    }
  }

  /** The chapters with their start times, once the audio (`durationMs` long) is complete. */
  finish(durationMs: number): TimedChapter[] {
    const end = Math.max(0, Math.floor(durationMs) - 1);
    return this.#chapters.map((c, i) => ({
      title: c.title,
      charStart: c.charStart,
      startMs: Math.min(this.#starts[i] ?? end, end),
    }));
  }

  /**
   * Placeholder times (1, 2, 3… ms: distinct and non-zero, as a tag writer may drop an empty
   * chapter), for a tag of the final size before the audio exists.
   */
  placeholder(): TimedChapter[] {
    return this.#chapters.map((c, i) => ({
      title: c.title,
      charStart: c.charStart,
      startMs: i + 1,
    }));
  }
}
