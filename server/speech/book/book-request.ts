/**
 * The book fields of a speech task (extensions, docs/decisions.md §7): `chapters` (where each chapter
 * starts), `title` and `cover` (for the MP3's tags). Checked at submission; each failure is a
 * 400 naming the field (`chapters[2].char_start`).
 */
import { invalidRequest } from '../../http/errors.ts';
import { cpLength } from '../../text/code-points.ts';
import { MAX_CHAPTERS, MAX_TITLE, type ChapterStart } from './chapters.ts';
import type { BookTags } from './id3.ts';

/** Decoded bytes of a cover picture. */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

export interface BookRequest extends BookTags {
  /** Given by the client; absent = found in the text. */
  chapters?: ChapterStart[];
}

/** As stored in the task folder (`book.json`). */
export interface StoredBook {
  title?: string;
  cover?: { mime: 'image/jpeg' | 'image/png'; base64: string };
  chapters?: { title: string; char_start: number }[];
}

const CONTROL = /[\p{Cc}\p{Cs}]/u;

function title(value: unknown, param: string): string {
  if (typeof value !== 'string') {
    throw invalidRequest(
      value === undefined ? 'missing_field' : 'invalid_value',
      `'${param}' must be a string.`,
      param,
    );
  }
  const trimmed = value.trim();
  if (trimmed === '') throw invalidRequest('invalid_value', `'${param}' must not be empty.`, param);
  if (cpLength(trimmed) > MAX_TITLE)
    throw invalidRequest('out_of_range', `'${param}' is at most ${MAX_TITLE} characters.`, param);
  if (CONTROL.test(trimmed))
    throw invalidRequest(
      'invalid_value',
      `'${param}' must not contain control characters or line breaks.`,
      param,
    );
  return trimmed;
}

function cover(value: unknown): NonNullable<BookTags['cover']> {
  const match =
    typeof value === 'string'
      ? /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/=\s]+)$/u.exec(value)
      : null;
  if (!match) {
    throw invalidRequest(
      'invalid_value',
      "'cover' must be a data: URL of a JPEG or PNG picture (data:image/jpeg;base64,…).",
      'cover',
    );
  }
  const mime = match[1] as 'image/jpeg' | 'image/png';
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > MAX_COVER_BYTES) {
    throw invalidRequest(
      'out_of_range',
      `'cover' is at most ${MAX_COVER_BYTES / 1024 / 1024} MiB of picture.`,
      'cover',
    );
  }
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if ((mime === 'image/jpeg' && !jpeg) || (mime === 'image/png' && !png)) {
    throw invalidRequest(
      'invalid_value',
      `'cover' does not hold a ${mime === 'image/png' ? 'PNG' : 'JPEG'} picture.`,
      'cover',
    );
  }
  return { mime, bytes };
}

function chapters(value: unknown, textLength: number): ChapterStart[] {
  if (!Array.isArray(value))
    throw invalidRequest(
      'invalid_value',
      '\'chapters\' must be an array of {"title", "char_start"}.',
      'chapters',
    );
  if (value.length > MAX_CHAPTERS)
    throw invalidRequest(
      'out_of_range',
      `'chapters' holds at most ${MAX_CHAPTERS} chapters.`,
      'chapters',
    );
  const out: ChapterStart[] = [];
  for (const [i, item] of value.entries()) {
    const at = `chapters[${i}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw invalidRequest(
        'invalid_value',
        `'${at}' must be an object {"title", "char_start"}.`,
        at,
      );
    }
    const fields = item as Record<string, unknown>;
    const unknown = Object.keys(fields).find((k) => k !== 'title' && k !== 'char_start');
    if (unknown !== undefined)
      throw invalidRequest(
        'unknown_field',
        `'${at}.${unknown}' is not a chapter field (title, char_start).`,
        `${at}.${unknown}`,
      );
    const start = fields.char_start;
    if (typeof start !== 'number' || !Number.isInteger(start)) {
      throw invalidRequest(
        start === undefined ? 'missing_field' : 'invalid_value',
        `'${at}.char_start' must be an integer (a code point offset into the text).`,
        `${at}.char_start`,
      );
    }
    if (start < 0 || start >= textLength) {
      throw invalidRequest(
        'out_of_range',
        `'${at}.char_start' must be from 0 to ${textLength - 1} (the text's length in code points); got ${start}.`,
        `${at}.char_start`,
      );
    }
    const previous = out[out.length - 1];
    if (previous && start <= previous.charStart) {
      throw invalidRequest(
        'invalid_value',
        `'${at}.char_start' must be greater than the chapter before it (${previous.charStart}).`,
        `${at}.char_start`,
      );
    }
    out.push({ title: title(fields.title, `${at}.title`), charStart: start });
  }
  return out;
}

/** The book fields of a task body (all optional). */
export function parseBookFields(body: Record<string, unknown>, text: string): BookRequest {
  const out: BookRequest = {};
  if (body.title !== undefined) out.title = title(body.title, 'title');
  if (body.cover !== undefined) out.cover = cover(body.cover);
  if (body.chapters !== undefined) out.chapters = chapters(body.chapters, cpLength(text));
  return out;
}

export function storedBook(book: BookRequest): StoredBook | null {
  if (!book.title && !book.cover && !book.chapters) return null;
  return {
    ...(book.title ? { title: book.title } : {}),
    ...(book.cover
      ? {
          cover: {
            mime: book.cover.mime,
            base64: Buffer.from(book.cover.bytes).toString('base64'),
          },
        }
      : {}),
    ...(book.chapters
      ? { chapters: book.chapters.map((c) => ({ title: c.title, char_start: c.charStart })) }
      : {}),
  };
}

export function bookOfStored(stored: StoredBook): BookRequest {
  return {
    ...(stored.title ? { title: stored.title } : {}),
    ...(stored.cover
      ? { cover: { mime: stored.cover.mime, bytes: Buffer.from(stored.cover.base64, 'base64') } }
      : {}),
    ...(stored.chapters
      ? { chapters: stored.chapters.map((c) => ({ title: c.title, charStart: c.char_start })) }
      : {}),
  };
}
