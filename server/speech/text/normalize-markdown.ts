/**
 * Markdown → the text a reader would say. Markup is deleted, content kept:
 * - line starts: headings (#…), block quotes (>), bullets (- * +, with [ ] / [x] task boxes),
 *   fence lines (``` ~~~: the code between them is kept), thematic breaks (--- *** ___),
 *   link reference definitions ([id]: url), table separator rows;
 * - inline: emphasis and strike-through markers (* ** *** _ __ ~~) where they open or close a
 *   span, code-span backticks, links [text](url) and [text][id] → text, images ![alt](url) →
 *   alt, autolinks <https://…> → the address, HTML tags, backslash escapes, table pipes.
 * An underscore inside a word ("snake_case") becomes a space. Everything else is copied, so
 * plain text (any language) passes through unchanged. Ordered-list numbers are kept.
 */

import type { Edit } from './normalize-map.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** The underline of a Setext heading ("Title" over "====="). */
const SETEXT_UNDERLINE = /^ {0,3}=+[ \t]*$/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+.*$/;
const TABLE_SEPARATOR = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/;
/** One line-start marker (applied repeatedly: "> - # x"). */
const LINE_MARKER =
  /^(?:[ \t]{0,3}>[ \t]?|[ \t]{0,3}#{1,6}(?:[ \t]+|$)|[ \t]*[-*+][ \t]+(?:\[[ xX]\][ \t]+)?)/;
const CLOSING_HASHES = /[ \t]+#+[ \t]*$/;

const INLINE = new RegExp(
  [
    '(?<code>`+)',
    '(?<open>!?\\[)',
    '(?<close>\\])',
    '(?<tag></?[A-Za-z][A-Za-z0-9-]*(?:\\s[^<>\\n]*)?/?>)',
    '(?<auto><(?:https?://|mailto:)[^\\s<>]+>|<[^\\s<>@]+@[^\\s<>@]+>)',
    '(?<escape>\\\\[\\\\`*_{}\\[\\]()#+\\-.!>~|])',
    '(?<emphasis>~~|\\*{1,3}|_{1,3})',
    '(?<pipe>\\|)',
  ].join('|'),
  'gu',
);
const LINK_TAIL = /\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)|\]\[[^\]\n]*\]/y;
/** Longest link text looked at, so that a line full of "[" stays linear. */
const MAX_LINK_TEXT = 500;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** The edits that remove Markdown markup from `text`, in order. */
export function markdownEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  let inFence = false;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const contentEnd = lineStart + line.length;
    if (FENCE.test(line)) {
      inFence = !inFence;
      if (line.length > 0) edits.push({ start: lineStart, end: contentEnd, text: '' });
    } else if (!inFence) {
      if (
        THEMATIC_BREAK.test(line) ||
        SETEXT_UNDERLINE.test(line) ||
        REFERENCE_DEFINITION.test(line) ||
        isTableSeparator(line)
      ) {
        if (line.length > 0) edits.push({ start: lineStart, end: contentEnd, text: '' });
      } else {
        lineEdits(text, lineStart, contentEnd, edits);
      }
    }
    lineStart = lineEnd + 1;
  }
  return edits;
}

function isTableSeparator(line: string): boolean {
  return line.includes('-') && line.includes('|') && TABLE_SEPARATOR.test(line);
}

function lineEdits(text: string, start: number, end: number, edits: Edit[]): void {
  let at = start;
  for (;;) {
    const marker = LINE_MARKER.exec(text.slice(at, end));
    if (!marker || marker[0].length === 0) break;
    edits.push({ start: at, end: at + marker[0].length, text: '' });
    at += marker[0].length;
  }
  let contentEnd = end;
  const closing = CLOSING_HASHES.exec(text.slice(at, end));
  if (closing && /^[ \t]{0,3}#/.test(text.slice(start, end))) contentEnd = at + closing.index;
  inlineEdits(text, at, contentEnd, edits);
  if (contentEnd < end) edits.push({ start: contentEnd, end, text: '' });
}

/** Inline markup between `start` and `end` (one line). */
function inlineEdits(text: string, start: number, end: number, edits: Edit[]): void {
  const tails = new Map<number, number>();
  const isTable = countPipes(text, start, end) >= 2;
  const line = text.slice(start, end);
  /** Per backtick run, where the next equal run was last found in `line` (-1: none left). */
  const runs = new Map<string, number>();
  const nextRun = (token: string, from: number): number => {
    const known = runs.get(token);
    if (known !== undefined && (known < 0 || known >= from)) return known;
    const found = line.indexOf(token, from);
    runs.set(token, found);
    return found;
  };
  INLINE.lastIndex = start;
  for (let match = INLINE.exec(text); match && match.index < end; match = INLINE.exec(text)) {
    const at = match.index;
    const token = match[0];
    const tailEnd = tails.get(at);
    if (tailEnd !== undefined) {
      edits.push({ start: at, end: tailEnd, text: '' });
      INLINE.lastIndex = tailEnd;
      continue;
    }
    if (at + token.length > end) break;
    const groups = match.groups ?? {};
    if (groups['code']) {
      const found = nextRun(token, at + token.length - start);
      const close = found < 0 ? -1 : start + found;
      if (close < 0 || close === at + token.length) continue;
      // Code span: drop the backticks, keep the code as it is.
      edits.push({ start: at, end: at + token.length, text: '' });
      edits.push({ start: close, end: close + token.length, text: '' });
      INLINE.lastIndex = close + token.length;
    } else if (groups['open']) {
      const tail = findLinkTail(text, at + token.length, end);
      if (tail) {
        edits.push({ start: at, end: at + token.length, text: '' });
        tails.set(tail.start, tail.end);
      }
    } else if (groups['tag']) {
      const joins = isWordChar(text[at - 1]) && isWordChar(text[at + token.length]);
      edits.push({ start: at, end: at + token.length, text: joins ? ' ' : '' });
    } else if (groups['auto']) {
      const open = token.startsWith('<mailto:') ? 8 : 1;
      edits.push({ start: at, end: at + open, text: '' });
      edits.push({ start: at + token.length - 1, end: at + token.length, text: '' });
    } else if (groups['escape']) {
      edits.push({ start: at, end: at + 1, text: '' });
    } else if (groups['pipe']) {
      if (isTable) edits.push({ start: at, end: at + 1, text: pipeText(text, at, start, end) });
    } else if (groups['emphasis']) {
      emphasisEdit(text, at, token, start, end, edits);
    }
  }
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && LETTER_OR_DIGIT.test(c);
}

function countPipes(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = text.indexOf('|', start); i >= 0 && i < end; i = text.indexOf('|', i + 1)) count++;
  return count;
}

/** A table cell border: gone at the row's edges, a comma between cells. */
function pipeText(text: string, at: number, start: number, end: number): string {
  if (text.slice(start, at).trim() === '' || text.slice(at + 1, end).trim() === '') return '';
  return ',';
}

/** The "](url)" or "][id]" closing a link whose text starts at `from`, if on this line. */
function findLinkTail(
  text: string,
  from: number,
  end: number,
): { start: number; end: number } | null {
  let depth = 0;
  const limit = Math.min(end, from + MAX_LINK_TEXT);
  for (let i = from; i < limit; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      depth++;
    } else if (c === ']') {
      if (depth > 0) {
        depth--;
        continue;
      }
      LINK_TAIL.lastIndex = i;
      const tail = LINK_TAIL.exec(text);
      if (!tail || i + tail[0].length > end) return null;
      return { start: i, end: i + tail[0].length };
    }
  }
  return null;
}

/** Deletes an emphasis run that opens or closes a span; an intra-word "_" becomes a space. */
function emphasisEdit(
  text: string,
  at: number,
  token: string,
  start: number,
  end: number,
  edits: Edit[],
): void {
  const before = at > start ? text[at - 1] : undefined;
  const after = at + token.length < end ? text[at + token.length] : undefined;
  const wordBefore = before !== undefined && LETTER_OR_DIGIT.test(before);
  const wordAfter = after !== undefined && LETTER_OR_DIGIT.test(after);
  if (token.startsWith('_') && wordBefore && wordAfter) {
    edits.push({ start: at, end: at + token.length, text: ' ' });
    return;
  }
  const spaceBefore = before === undefined || WHITESPACE.test(before);
  const spaceAfter = after === undefined || WHITESPACE.test(after);
  const opens = !spaceAfter && (spaceBefore || PUNCTUATION.test(before as string));
  const closes = !spaceBefore && (spaceAfter || PUNCTUATION.test(after as string));
  // "2*3" between digits is arithmetic, not emphasis.
  if (token.startsWith('*') && wordBefore && wordAfter && /\d/.test(`${before}${after}`)) return;
  if (opens || closes || (token.startsWith('*') && wordBefore && wordAfter)) {
    edits.push({ start: at, end: at + token.length, text: '' });
  }
}
