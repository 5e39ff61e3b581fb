/**
 * Reading an EPUB (2 or 3) in the studio: the zip (zip.ts), its package document (title, cover,
 * reading order), its table of contents (the EPUB 3 navigation document, else the EPUB 2 NCX)
 * and its chapters' text (xhtml-text.ts). The result is one text with chapter offsets in code
 * points — what a speech task takes as `chapters`.
 *
 * Bounded by the task limit (limits.ts; docs/decisions.md, "Opening a book is bounded by the
 * task limit"): chapters are unpacked in reading order only until the text reaches
 * TEXT_LIMIT, each at most DOCUMENT_BYTES and all together at most UNPACKED_BYTES, however
 * far they would inflate; the text is cut there and the book says so (`cut`). A package
 * document or table of contents that does not fit DOCUMENT_BYTES is refused. Only the files
 * the book needs are read.
 */
import { decodeEntities, xhtmlToText, type XhtmlText } from './xhtml-text.ts';
import {
  capText,
  codePointCount,
  COVER_BYTES,
  DOCUMENT_BYTES,
  TEXT_LIMIT,
  UNPACKED_BYTES,
} from './limits.ts';
import {
  unpack,
  zipEntries,
  ZipFormatError,
  type Unpacked,
  type UnpackOptions,
  type ZipEntry,
} from './zip.ts';

export interface BookChapter {
  title: string;
  /** Code point offset into the book's text. */
  charStart: number;
}

export interface Book {
  title: string | null;
  cover: { mime: 'image/jpeg' | 'image/png'; bytes: Uint8Array } | null;
  /** At most TEXT_LIMIT code points. */
  text: string;
  chapters: BookChapter[];
  /** True when the file holds more than `text`: it was cut at TEXT_LIMIT or a byte bound. */
  cut: boolean;
  /** Bytes of the file decoded or unpacked to make the book (bounded, see limits.ts). */
  bytesRead: number;
}

export class BookError extends Error {
  constructor(
    /** i18n key of the reason (books.errors.*). */
    readonly reason: 'notZip' | 'noPackage' | 'tooLarge' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'BookError';
  }
}

const decoder = new TextDecoder('utf-8');

interface Element {
  name: string;
  attrs: Map<string, string>;
  /** Offset of the tag in the document (for the text between tags). */
  index: number;
  end: number;
}

/** Start tags named `name` (namespace prefix ignored), with their attributes. */
function elements(xml: string, name: string): Element[] {
  const out: Element[] = [];
  const re = /<([a-zA-Z][\w.-]*:)?([a-zA-Z][\w.-]*)(\s[^>]*)?>/gu;
  for (const m of xml.matchAll(re)) {
    if ((m[2] ?? '').toLowerCase() !== name) continue;
    const attrs = new Map<string, string>();
    for (const a of (m[3] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gu)) {
      attrs.set((a[1] ?? '').toLowerCase(), decodeEntities(a[2] ?? a[3] ?? ''));
    }
    out.push({ name, attrs, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The text inside the first element `name` after `from` (tags stripped, entities decoded). */
function textOf(xml: string, name: string, from = 0): string | null {
  const re = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`,
    'iu',
  );
  const m = re.exec(xml.slice(from));
  if (!m) return null;
  return decodeEntities((m[1] ?? '').replace(/<[^>]*>/gu, ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** `href` relative to the file `base` (a zip path), fragment kept apart, %-escapes decoded. */
function resolve(base: string, href: string): { path: string; fragment: string | null } {
  const hash = href.indexOf('#');
  const file = hash === -1 ? href : href.slice(0, hash);
  const fragment = hash === -1 ? null : decodeURIComponentSafe(href.slice(hash + 1));
  if (file === '') return { path: base, fragment };
  const parts = base.split('/').slice(0, -1);
  for (const part of decodeURIComponentSafe(file).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return { path: parts.join('/'), fragment };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The zip's files, read on demand within the book's budget of unpacked bytes. */
class EpubFiles {
  private readonly entries: Map<string, ZipEntry>;
  /** Bytes unpacked so far. */
  read = 0;

  constructor(private readonly bytes: Uint8Array) {
    try {
      this.entries = zipEntries(bytes);
    } catch (err) {
      throw new BookError('notZip', `This is not an EPUB (a zip archive): ${String(err)}`);
    }
  }

  private get left(): number {
    return Math.max(0, UNPACKED_BYTES - this.read);
  }

  private unpack(entry: ZipEntry, options: UnpackOptions): Unpacked {
    try {
      const out = unpack(this.bytes, entry, options);
      this.read += out.bytes.length;
      return out;
    } catch (err) {
      if (err instanceof ZipFormatError)
        throw new BookError('notZip', `This EPUB's zip archive is damaged: ${err.message}`);
      throw err;
    }
  }

  /** A document read whole (package, table of contents); too large for its bound: refused. */
  document(path: string): string | null {
    const entry = this.entries.get(path);
    if (!entry) return null;
    const limit = Math.min(DOCUMENT_BYTES, this.left);
    const tooLarge = () =>
      new BookError('tooLarge', `${path} unpacks to more than ${limit} bytes; it is refused.`);
    if (entry.size > limit) throw tooLarge();
    const out = this.unpack(entry, { limit });
    if (!out.complete) throw tooLarge();
    return decoder.decode(out.bytes);
  }

  /**
   * A chapter's text, unpacked only until it holds `wanted` code points of text (or its byte
   * bound): a 31 MB chapter stops after about `wanted` bytes. Null when there is no such file.
   */
  chapter(path: string, wanted: number): { doc: XhtmlText; complete: boolean } | null {
    const entry = this.entries.get(path);
    if (!entry) return null;
    let last: { bytes: Uint8Array; doc: XhtmlText } | null = null;
    const convert = (bytes: Uint8Array): XhtmlText => {
      if (last?.bytes === bytes) return last.doc;
      // A fresh streaming decoder leaves out a character cut in half at the end.
      const source = new TextDecoder('utf-8').decode(bytes, { stream: true });
      last = { bytes, doc: xhtmlToText(source) };
      return last.doc;
    };
    const out = this.unpack(entry, {
      limit: Math.min(DOCUMENT_BYTES, this.left),
      // A document's text has at most as many code points as it has bytes.
      checkFrom: wanted,
      enough: (soFar) => codePointCount(convert(soFar).text) >= wanted,
    });
    return { doc: convert(out.bytes), complete: out.complete };
  }

  /** A picture of at most `limit` bytes, else null. */
  picture(path: string, limit: number): Uint8Array | null {
    const entry = this.entries.get(path);
    if (!entry || entry.size > limit) return null;
    const out = this.unpack(entry, { limit });
    return out.complete ? out.bytes : null;
  }
}

interface TocEntry {
  title: string;
  href: string;
}

/** The EPUB 3 navigation document's `toc` nav: its links in order (nesting flattened). */
function navEntries(xhtml: string): TocEntry[] {
  const navs = elements(xhtml, 'nav');
  const toc =
    navs.find((n) =>
      (n.attrs.get('epub:type') ?? n.attrs.get('role') ?? '')
        .split(/\s+/u)
        .some((t) => t === 'toc' || t === 'doc-toc'),
    ) ?? navs[0];
  if (!toc) return [];
  const close = xhtml.indexOf('</nav', toc.end);
  const body = xhtml.slice(toc.end, close === -1 ? undefined : close);
  const out: TocEntry[] = [];
  for (const m of body.matchAll(/<(?:[\w.-]+:)?a\s([^>]*)>([\s\S]*?)<\/(?:[\w.-]+:)?a\s*>/giu)) {
    const href = /href\s*=\s*(?:"([^"]*)"|'([^']*)')/iu.exec(m[1] ?? '');
    const title = decodeEntities((m[2] ?? '').replace(/<[^>]*>/gu, ''))
      .replace(/\s+/gu, ' ')
      .trim();
    const target = href ? decodeEntities(href[1] ?? href[2] ?? '') : '';
    if (title && target) out.push({ title, href: target });
  }
  return out;
}

/** The EPUB 2 NCX's navPoints in document order (nesting flattened). */
function ncxEntries(ncx: string): TocEntry[] {
  const out: TocEntry[] = [];
  for (const point of elements(ncx, 'navpoint')) {
    const title = textOf(ncx, 'text', point.end);
    const content = elements(ncx.slice(point.end), 'content')[0];
    const src = content?.attrs.get('src');
    if (title && src) out.push({ title, href: src });
  }
  return out;
}

/** Reads an EPUB file's bytes into a Book. Throws BookError when it is not a readable EPUB. */
export function readEpub(bytes: Uint8Array): Book {
  const files = new EpubFiles(bytes);
  const container = files.document('META-INF/container.xml');
  const opfPath = container
    ? elements(container, 'rootfile')[0]?.attrs.get('full-path')
    : undefined;
  const opf = opfPath ? files.document(opfPath) : null;
  if (!opf || !opfPath)
    throw new BookError(
      'noPackage',
      'The EPUB has no package document (META-INF/container.xml → .opf).',
    );

  const manifest = new Map<string, { href: string; type: string; properties: string }>();
  for (const item of elements(opf, 'item')) {
    const id = item.attrs.get('id');
    const href = item.attrs.get('href');
    if (id && href) {
      manifest.set(id, {
        href: resolve(opfPath, href).path,
        type: item.attrs.get('media-type') ?? '',
        properties: item.attrs.get('properties') ?? '',
      });
    }
  }
  const spine = elements(opf, 'itemref')
    .filter((ref) => ref.attrs.get('linear') !== 'no')
    .map((ref) => manifest.get(ref.attrs.get('idref') ?? '')?.href)
    .filter((href): href is string => href !== undefined);

  // The table of contents first (it is small, and must be whole): EPUB 3 nav, else the NCX
  // named by the spine, else any NCX.
  let toc: { entries: TocEntry[]; base: string } = { entries: [], base: opfPath };
  const nav = [...manifest.values()].find((m) => m.properties.split(/\s+/u).includes('nav'));
  const navText = nav ? files.document(nav.href) : null;
  if (nav && navText) toc = { entries: navEntries(navText), base: nav.href };
  if (toc.entries.length === 0) {
    const spineEl = elements(opf, 'spine')[0];
    const ncxId = spineEl?.attrs.get('toc');
    const ncx =
      (ncxId ? manifest.get(ncxId) : undefined) ??
      [...manifest.values()].find((m) => m.type === 'application/x-dtbncx+xml');
    const ncxText = ncx ? files.document(ncx.href) : null;
    if (ncx && ncxText) toc = { entries: ncxEntries(ncxText), base: ncx.href };
  }

  // The reading order's text up to the limit, each document's start and ids remembered.
  const starts = new Map<string, number>();
  const idsOf = new Map<string, Map<string, number>>();
  let text = '';
  let length = 0;
  let cut = false;
  for (const path of spine) {
    if (starts.has(path)) continue;
    if (length >= TEXT_LIMIT) {
      cut = true;
      break;
    }
    const read = files.chapter(path, TEXT_LIMIT - length);
    if (read === null) continue;
    if (!read.complete) cut = true;
    const part = read.doc;
    if (part.text.trim() === '') {
      starts.set(path, length);
      idsOf.set(path, new Map());
    } else {
      if (text !== '') {
        text += '\n\n';
        length += 2;
      }
      starts.set(path, length);
      const ids = new Map<string, number>();
      for (const [id, at] of part.ids) ids.set(id, length + at);
      idsOf.set(path, ids);
      text += part.text;
      length += codePointCount(part.text);
    }
    if (!read.complete) break;
  }
  const capped = capText(text);
  text = capped.text;
  cut ||= capped.cut;
  length = Math.min(length, TEXT_LIMIT);
  if (text.trim() === '') {
    if (cut) throw new BookError('tooLarge', 'The EPUB has no text within the bytes read.');
    throw new BookError('empty', 'The EPUB has no text to read.');
  }

  const chapters: BookChapter[] = [];
  for (const entry of toc.entries) {
    const target = resolve(toc.base, entry.href);
    const start = starts.get(target.path);
    if (start === undefined) continue;
    const at =
      (target.fragment !== null ? idsOf.get(target.path)?.get(target.fragment) : undefined) ??
      start;
    if (at >= length) continue;
    if (chapters.length > 0 && at <= (chapters[chapters.length - 1] as BookChapter).charStart)
      continue;
    chapters.push({ title: entry.title.slice(0, 200), charStart: at });
  }

  const title = textOf(opf, 'title');
  const cover = coverOf(files, opf, manifest);
  return { title: title || null, cover, text, chapters, cut, bytesRead: files.read };
}

/** The cover picture: the manifest item with `cover-image`, else the one `<meta name="cover">` names. */
function coverOf(
  files: EpubFiles,
  opf: string,
  manifest: Map<string, { href: string; type: string; properties: string }>,
): Book['cover'] {
  const byProperty = [...manifest.values()].find((m) =>
    m.properties.split(/\s+/u).includes('cover-image'),
  );
  const metaId = elements(opf, 'meta')
    .find((m) => m.attrs.get('name') === 'cover')
    ?.attrs.get('content');
  const item = byProperty ?? (metaId ? manifest.get(metaId) : undefined);
  if (!item || (item.type !== 'image/jpeg' && item.type !== 'image/png')) return null;
  const file = files.picture(item.href, COVER_BYTES);
  return file ? { mime: item.type, bytes: file } : null;
}
