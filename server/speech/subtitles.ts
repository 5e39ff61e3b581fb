import type { TimedSpan, TimestampsDocument, TimestampsFormat } from '../../contract/speech.ts';
import { CodePointText } from '../text/code-points.ts';

/** Subtitle conventions (EBU / Netflix style): two lines of about 42 characters, ≤ 7 s. */
export const CUE_MAX_CHARS = 84;
export const LINE_MAX_CHARS = 42;
export const CUE_MAX_MS = 7000;

/** One subtitle: times in ms; `lines` are shown one under the other. */
export interface Cue {
  start_ms: number;
  end_ms: number;
  lines: string[];
}

export const SUBTITLE_TYPES: Record<Exclude<TimestampsFormat, 'json'>, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

const SENTENCE_END = /[.!?…。！？]|\n\s*\n/;
const CLAUSE_END = /[,;:，；：、—]/;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** East Asian wide and fullwidth characters take two columns on screen. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Width in columns, as subtitle limits count it: 42 a line is 21 Chinese characters. */
export function columns(text: string): number {
  let n = 0;
  for (const ch of text) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

/**
 * Breaks `text` into lines of at most `max` columns at spaces (a word longer than that
 * gets a line of its own). Text without spaces (Chinese, Japanese) is cut where it fills.
 * Two lines are balanced rather than filled greedily, so a cue reads evenly.
 */
export function wrapLines(text: string, max = LINE_MAX_CHARS): string[] {
  if (columns(text) <= max) return [text];
  const words = text.split(' ');
  if (words.length === 1) {
    const lines: string[] = [];
    let line = '';
    for (const ch of text) {
      if (line && columns(line + ch) > max) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }
  if (columns(text) <= 2 * max) {
    // The break that makes the longer of the two lines shortest.
    let best: string[] | null = null;
    let bestLongest = Infinity;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ');
      const b = words.slice(i).join(' ');
      const longest = Math.max(columns(a), columns(b));
      if (longest < bestLongest) {
        bestLongest = longest;
        best = [a, b];
      }
    }
    if (best && bestLongest <= max) return best;
  }
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && columns(line) + 1 + columns(word) > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Word spans grouped into readable cues: a cue ends at the end of a sentence, or before it
 * would pass 84 characters or 7 seconds, then preferably after a comma, semicolon or colon
 * in its second half. A cue's text is the submitted text from its first word up to the next
 * cue's first word, so punctuation between and after words is kept.
 */
function wordCues(words: readonly TimedSpan[], input: string | null): Cue[] {
  const text = input === null ? null : new CodePointText(input);
  /** What follows word i up to word i + 1 (or the end of the text). */
  const tail = (i: number) => {
    const w = words[i]!;
    if (!text) return i + 1 < words.length ? ' ' : '';
    return text.slice(w.char_end, words[i + 1]?.char_start ?? text.length);
  };
  const pieces = words.map(
    (w, i) => (text ? text.slice(w.char_start, w.char_end) : w.text) + tail(i),
  );
  const cueText = (from: number, to: number) => collapse(pieces.slice(from, to + 1).join(''));
  const cues: Cue[] = [];
  const close = (from: number, to: number) => {
    const t = cueText(from, to);
    if (t)
      cues.push({
        start_ms: words[from]!.start_ms,
        end_ms: words[to]!.end_ms,
        lines: wrapLines(t),
      });
  };
  let first = 0;
  for (let i = 0; i < words.length; i++) {
    const tooLong = () =>
      columns(cueText(first, i)) > CUE_MAX_CHARS ||
      words[i]!.end_ms - words[first]!.start_ms > CUE_MAX_MS;
    if (i > first && tooLong()) {
      // Break after the last clause mark in the cue's second half, else before this word.
      let at = i - 1;
      for (let j = i - 2; j >= first; j--) {
        if (columns(cueText(first, j)) < CUE_MAX_CHARS / 2) break;
        if (CLAUSE_END.test(tail(j))) {
          at = j;
          break;
        }
      }
      close(first, at);
      first = at + 1;
      // Rarely, what is left with this word is still too long: close it too.
      if (i > first && tooLong()) {
        close(first, i - 1);
        first = i;
      }
    }
    if (SENTENCE_END.test(tail(i)) || i === words.length - 1) {
      close(first, i);
      first = i + 1;
    }
  }
  return cues;
}

/**
 * The cues of a timestamps document: one per sentence for sentence timestamps (a long
 * sentence wraps onto more lines rather than being timed by guesswork), or words grouped
 * as `wordCues` does. `input` is the submitted text, when it is still at hand.
 */
export function cuesOf(doc: TimestampsDocument, input: string | null): Cue[] {
  if (doc.type === 'word') return wordCues(doc.segments, input);
  const cues: Cue[] = [];
  for (const s of doc.segments) {
    const t = collapse(s.text);
    if (t) cues.push({ start_ms: s.start_ms, end_ms: s.end_ms, lines: wrapLines(t) });
  }
  return cues;
}

function clock(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(total % 1000, 3)}`;
}

/** SubRip: numbered cues, `hh:mm:ss,mmm`, a blank line after each. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map(
      (c, i) =>
        `${i + 1}\n${clock(c.start_ms, ',')} --> ${clock(c.end_ms, ',')}\n${c.lines.join('\n')}\n`,
    )
    .join('\n');
}

const escapeVtt = (line: string) =>
  line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: the `WEBVTT` header, `hh:mm:ss.mmm`, cue text escaped (`&`, `<`, `>`). */
export function toVtt(cues: readonly Cue[]): string {
  const body = cues
    .map(
      (c, i) =>
        `${i + 1}\n${clock(c.start_ms, '.')} --> ${clock(c.end_ms, '.')}\n${c.lines.map(escapeVtt).join('\n')}\n`,
    )
    .join('\n');
  return `WEBVTT\n\n${body}`;
}
