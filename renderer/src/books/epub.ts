/**
 * Reading an EPUB (2 or 3) in the studio: the zip (fflate), its package document (title, cover,
 * reading order), its table of contents (the EPUB 3 navigation document, else the EPUB 2 NCX)
 * and its chapters' text (xhtml-text.ts). The result is one text with chapter offsets in code
 * points — what a speech task takes as `chapters`.
 *
 * Bounded: at most MAX_ENTRY_BYTES per file and MAX_TOTAL_BYTES in all are inflated (a zip bomb
 * is refused, not unpacked), and only the files the book needs are read.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { decodeEntities, xhtmlToText } from './xhtml-text.ts';

export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

export interface BookChapter {
  title: string;
  /** Code point offset into the book's text. */
  charStart: number;
}

export interface Book {
  title: string | null;
  cover: { mime: 'image/jpeg' | 'image/png'; bytes: Uint8Array } | null;
  text: string;
  chapters: BookChapter[];
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

function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES) {
          throw new BookError(
            'tooLarge',
            `The book unpacks to more than ${MAX_TOTAL_BYTES / 1024 / 1024} MB.`,
          );
        }
        return true;
      },
    });
  } catch (err) {
    if (err instanceof BookError) throw err;
    throw new BookError('notZip', `This is not an EPUB (a zip archive): ${String(err)}`);
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
  const textual = (name: string) => /\.(xml|opf|ncx|x?html?)$/iu.test(name) || name === 'mimetype';
  const files = unzip(bytes, textual);
  const read = (path: string): string | null => {
    const file = files[path];
    return file ? decoder.decode(file) : null;
  };
  const container = read('META-INF/container.xml');
  const opfPath = container
    ? elements(container, 'rootfile')[0]?.attrs.get('full-path')
    : undefined;
  const opf = opfPath ? read(opfPath) : null;
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

  // The reading order's text, each document's start and ids remembered.
  const starts = new Map<string, number>();
  const idsOf = new Map<string, Map<string, number>>();
  let text = '';
  let length = 0;
  const cp = (s: string) => [...s].length;
  for (const path of spine) {
    const doc = read(path);
    if (doc === null || starts.has(path)) continue;
    const part = xhtmlToText(doc);
    if (part.text.trim() === '') {
      starts.set(path, length);
      idsOf.set(path, new Map());
      continue;
    }
    if (text !== '') {
      text += '\n\n';
      length += 2;
    }
    starts.set(path, length);
    const ids = new Map<string, number>();
    for (const [id, at] of part.ids) ids.set(id, length + at);
    idsOf.set(path, ids);
    text += part.text;
    length += cp(part.text);
  }
  if (text.trim() === '') throw new BookError('empty', 'The EPUB has no text to read.');

  // The table of contents: EPUB 3 nav, else the NCX named by the spine, else any NCX.
  let toc: { entries: TocEntry[]; base: string } = { entries: [], base: opfPath };
  const nav = [...manifest.values()].find((m) => m.properties.split(/\s+/u).includes('nav'));
  const navText = nav ? read(nav.href) : null;
  if (nav && navText) toc = { entries: navEntries(navText), base: nav.href };
  if (toc.entries.length === 0) {
    const spineEl = elements(opf, 'spine')[0];
    const ncxId = spineEl?.attrs.get('toc');
    const ncx =
      (ncxId ? manifest.get(ncxId) : undefined) ??
      [...manifest.values()].find((m) => m.type === 'application/x-dtbncx+xml');
    const ncxText = ncx ? read(ncx.href) : null;
    if (ncx && ncxText) toc = { entries: ncxEntries(ncxText), base: ncx.href };
  }
  const chapters: BookChapter[] = [];
  for (const entry of toc.entries) {
    const target = resolve(toc.base, entry.href);
    const start = starts.get(target.path);
    if (start === undefined) continue;
    const at =
      (target.fragment !== null ? idsOf.get(target.path)?.get(target.fragment) : undefined) ??
      start;
    if (chapters.length > 0 && at <= (chapters[chapters.length - 1] as BookChapter).charStart)
      continue;
    chapters.push({
      title: entry.title.slice(0, 200),
      charStart: Math.min(at, Math.max(0, length - 1)),
    });
  }

  const title = textOf(opf, 'title');
  return { title: title || null, cover: coverOf(bytes, opf, manifest), text, chapters };
}

/** The cover picture: the manifest item with `cover-image`, else the one `<meta name="cover">` names. */
function coverOf(
  bytes: Uint8Array,
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
  const file = unzip(bytes, (name) => name === item.href)[item.href];
  return file ? { mime: item.type, bytes: file } : null;
}
