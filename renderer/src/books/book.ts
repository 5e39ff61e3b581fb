/**
 * A book opened in the Long text panel, whatever its file: plain text as it is (the gateway
 * finds its chapters), markdown as it is with its `#` headings listed as chapters, HTML through xhtml-text.ts (chapters from its headings),
 * EPUB through epub.ts (chapters from its table of contents). `selection` then makes the text of
 * the chapters the listener chose, with the chapters' offsets in it.
 *
 * Every kind stops at the task limit (limits.ts; docs/decisions.md, "Opening a book is bounded
 * by the task limit"): a file is read only as far as that text needs, and a book that holds
 * more says so with `cut`.
 */
import { BookError, readEpub, type Book, type BookChapter } from './epub.ts';
import {
  capText,
  codePointCount,
  DOCUMENT_BYTES,
  EPUB_FILE_BYTES,
  TEXT_FILE_BYTES,
  TEXT_LIMIT,
} from './limits.ts';
import { xhtmlToText } from './xhtml-text.ts';

export type { Book, BookChapter };
export { BookError, TEXT_LIMIT };

export type BookKind = 'text' | 'html' | 'epub';

export function kindOf(fileName: string): BookKind {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.epub')) return 'epub';
  if (lower.endsWith('.html') || lower.endsWith('.htm') || lower.endsWith('.xhtml')) return 'html';
  return 'text';
}

/** Headings of the shallowest level that repeats (else all), as chapters. */
function headingChapters(
  headings: { level: number; title: string; offset: number }[],
): BookChapter[] {
  const counts = new Map<number, number>();
  for (const h of headings) counts.set(h.level, (counts.get(h.level) ?? 0) + 1);
  const level = [...counts.keys()].sort((a, b) => a - b).find((l) => (counts.get(l) ?? 0) >= 2);
  return headings
    .filter((h) => level === undefined || h.level === level)
    .map((h) => ({ title: h.title.slice(0, 200), charStart: h.offset }));
}

const isMarkdown = (fileName: string) => /\.(md|markdown)$/i.test(fileName);

/**
 * A markdown file's ATX headings ("# The Voyage", "## Part two") with their code-point
 * offsets, outside fenced code blocks: the chapters the listener sees and picks.
 */
export function markdownHeadings(text: string): { level: number; title: string; offset: number }[] {
  const found: { level: number; title: string; offset: number }[] = [];
  let offset = 0;
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/.exec(line);
    if (m) found.push({ level: m[1]!.length, title: m[2]!, offset });
    offset += codePointCount(line) + 1;
  }
  return found;
}

/** The bytes of a file of this kind that are read (null: all of it, an EPUB). */
function bytesToRead(kind: BookKind): number | null {
  if (kind === 'epub') return null;
  return kind === 'html' ? DOCUMENT_BYTES : TEXT_FILE_BYTES;
}

/**
 * Reads a file's bytes as a book; chapters empty for plain text (found by the gateway).
 * `fileSize` is the whole file's when `bytes` is only its beginning (`openBookFile`).
 */
export function openBook(fileName: string, bytes: Uint8Array, fileSize = bytes.length): Book {
  const kind = kindOf(fileName);
  if (kind === 'epub') {
    if (fileSize > EPUB_FILE_BYTES)
      throw new BookError('tooLarge', `The EPUB is larger than ${EPUB_FILE_BYTES} bytes.`);
    return readEpub(bytes);
  }
  const bound = bytesToRead(kind) ?? bytes.length;
  const read = bytes.subarray(0, bound);
  const unread = fileSize > read.length;
  // Streaming: a character cut in half where reading stopped is left out, not shown as �.
  const source = new TextDecoder('utf-8').decode(read, { stream: unread });
  if (kind === 'html') {
    const doc = xhtmlToText(source);
    const { text, cut } = capText(doc.text);
    const length = codePointCount(text);
    return {
      title: doc.title,
      cover: null,
      text,
      chapters: headingChapters(doc.headings).filter((c) => c.charStart < length),
      cut: cut || unread,
      bytesRead: read.length,
    };
  }
  const { text, cut } = capText(source);
  return {
    title: null,
    cover: null,
    text,
    chapters: isMarkdown(fileName) ? headingChapters(markdownHeadings(text)) : [],
    cut: cut || unread,
    bytesRead: read.length,
  };
}

/**
 * Opens a file the user chose: reads only the part of it the book can use (a plain text or
 * HTML file's beginning; an EPUB whole, as its directory is at its end, if not too large).
 */
export async function openBookFile(file: File): Promise<Book> {
  const kind = kindOf(file.name);
  if (kind === 'epub' && file.size > EPUB_FILE_BYTES)
    throw new BookError('tooLarge', `The EPUB is larger than ${EPUB_FILE_BYTES} bytes.`);
  const bound = bytesToRead(kind) ?? file.size;
  const bytes = new Uint8Array(await file.slice(0, bound).arrayBuffer());
  return openBook(file.name, bytes, file.size);
}

/**
 * The text of the chosen chapters (by index) and their offsets in it. Text before the first
 * chapter (a title page, a preface without an entry) goes with the first chapter.
 */
export function selection(
  book: Book,
  chosen: ReadonlySet<number>,
): { text: string; chapters: BookChapter[] } {
  if (book.chapters.length === 0) return { text: book.text, chapters: [] };
  const points = [...book.text];
  const parts: string[] = [];
  const chapters: BookChapter[] = [];
  let length = 0;
  book.chapters.forEach((chapter, i) => {
    if (!chosen.has(i)) return;
    const start = i === 0 ? 0 : chapter.charStart;
    const end = book.chapters[i + 1]?.charStart ?? points.length;
    const raw = points.slice(start, end);
    let lead = 0;
    while (lead < raw.length && /\s/u.test(raw[lead] as string)) lead++;
    let tail = raw.length;
    while (tail > lead && /\s/u.test(raw[tail - 1] as string)) tail--;
    if (tail === lead) return;
    if (parts.length > 0) {
      parts.push('\n\n');
      length += 2;
    }
    const within = Math.min(Math.max(0, chapter.charStart - start - lead), tail - lead - 1);
    chapters.push({ title: chapter.title, charStart: length + within });
    parts.push(raw.slice(lead, tail).join(''));
    length += tail - lead;
  });
  return { text: parts.join(''), chapters };
}
