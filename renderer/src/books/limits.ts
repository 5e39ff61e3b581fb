/**
 * How much of a file the studio reads when it opens a book (docs/decisions.md, "Opening a book
 * is bounded by the task limit"): the text stops at the gateway's task limit, and every byte
 * bound on the way there is derived from it, so no file — a zip bomb, a huge .txt — makes the
 * tab hold more than a few times what a task can take.
 */
import { TASK_TEXT_LIMIT } from '@voxmesh/contract/limits.ts';

/** The most text a book gives the editor, in code points: what one speech task takes. */
export const TEXT_LIMIT = TASK_TEXT_LIMIT;

/** Bytes of a plain text file read: enough for TEXT_LIMIT code points of 4-byte UTF-8. */
export const TEXT_FILE_BYTES = TEXT_LIMIT * 4 + 4;

/**
 * Bytes of one HTML or XHTML document read or unpacked (an EPUB's chapter, its package
 * document, its table of contents): markup-heavy books run to a few bytes per character.
 */
export const DOCUMENT_BYTES = TEXT_LIMIT * 16;

/** Bytes unpacked from one EPUB in all, whatever its number of documents. */
export const UNPACKED_BYTES = TEXT_LIMIT * 64;

/** A cover bigger than this is left out (the gateway takes at most 2 MiB). */
export const COVER_BYTES = 2 * 1024 * 1024;

/** An EPUB file is read whole (its directory is at its end); a bigger one is refused. */
export const EPUB_FILE_BYTES = 256 * 1024 * 1024;

/** Whether UTF-16 unit `i` of `s` starts a surrogate pair. */
function pairAt(s: string, i: number): boolean {
  const hi = s.charCodeAt(i);
  if (hi < 0xd800 || hi > 0xdbff || i + 1 >= s.length) return false;
  const lo = s.charCodeAt(i + 1);
  return lo >= 0xdc00 && lo <= 0xdfff;
}

/** Code points in `s` (as `[...s].length`, without the array). */
export function codePointCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i += pairAt(s, i) ? 2 : 1) n++;
  return n;
}

/** `s` cut to its first `max` code points, and whether anything was cut. */
export function capText(s: string, max = TEXT_LIMIT): { text: string; cut: boolean } {
  if (s.length <= max) return { text: s, cut: false };
  let i = 0;
  for (let n = 0; n < max && i < s.length; n++) i += pairAt(s, i) ? 2 : 1;
  return { text: s.slice(0, i), cut: i < s.length };
}
