/**
 * XHTML (or HTML) → the text a listener hears: a small tokenizer of our own, no DOM, so it runs
 * the same in the studio and in tests. It keeps the words, turns block elements into paragraph
 * breaks, decodes entities, folds white space (but in <pre>), drops what is never read
 * (head, script, style, ruby annotations), and remembers where each `id` and heading falls —
 * in code points of the text it returns, the unit the gateway counts in.
 */

export interface XhtmlText {
  text: string;
  /** Code point offset in `text` of each element with an `id`. */
  ids: Map<string, number>;
  /** Headings h1–h6 in order: level, title, code point offset. */
  headings: { level: number; title: string; offset: number }[];
  /** The document's <title>, if any. */
  title: string | null;
}

const SKIPPED = new Set(['head', 'script', 'style', 'template', 'rt', 'rp', 'noscript']);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
  'wbr',
]);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  shy: '',
  zwj: '\u200d',
  zwnj: '\u200c',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  middot: '\u00b7',
  bull: '\u2022',
  deg: '\u00b0',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  ccedil: '\u00e7',
  szlig: '\u00df',
  times: '\u00d7',
  minus: '\u2212',
};

/** Entities decoded; an unknown or malformed one is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/giu,
    (whole, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? Number.parseInt(body.slice(2), 16)
            : Number(body.slice(1));
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED[body] ?? NAMED[body.toLowerCase()] ?? whole;
    },
  );
}

/** Attributes of a start tag's inside (`a href="x" id='y'`). */
function attributesOf(inside: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const re = /([^\s=/>"']+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/gu;
  for (const m of inside.matchAll(re)) {
    attrs.set((m[1] ?? '').toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

const cpCount = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800)) n++;
  }
  return n;
};

/** Builds the text with paragraph breaks that never pile up and never lead. */
class TextBuilder {
  readonly #parts: string[] = [];
  #length = 0;
  /** 0 none, 1 a space, 2 a line break, 3 a paragraph break — owed before the next word. */
  #pending = 0;

  get offset(): number {
    return this.#length + (this.#length === 0 ? 0 : ([0, 1, 1, 2][this.#pending] ?? 0));
  }

  owe(level: number): void {
    this.#pending = Math.max(this.#pending, level);
  }

  words(text: string, preformatted: boolean): void {
    if (preformatted) {
      this.#flush();
      this.#push(text);
      return;
    }
    const folded = text.replace(/[ \t\n\r\f]+/gu, ' ');
    if (folded === '') return;
    if (folded.startsWith(' ')) this.owe(1);
    // Only the folded ASCII space is trimmed: a no-break space is part of the text.
    const inner = folded.replace(/^ | $/gu, '');
    if (inner !== '') {
      this.#flush();
      this.#push(inner);
    }
    if (folded.endsWith(' ') && folded.length > 0) this.owe(1);
  }

  #flush(): void {
    if (this.#length > 0 && this.#pending > 0)
      this.#push([' ', ' ', '\n', '\n\n'][this.#pending] ?? '');
    this.#pending = 0;
  }

  #push(s: string): void {
    this.#parts.push(s);
    this.#length += cpCount(s);
  }

  finish(): string {
    return this.#parts.join('');
  }
}

/** Converts one XHTML or HTML document. Never throws: malformed markup is read as well as it can be. */
export function xhtmlToText(source: string): XhtmlText {
  const out = new TextBuilder();
  const ids = new Map<string, number>();
  const headings: XhtmlText['headings'] = [];
  let title: string | null = null;
  let skipDepth = 0;
  let skipping: string | null = null;
  let pre = 0;
  let heading: { level: number; start: number; parts: string[] } | null = null;
  let inTitle = false;
  const titleParts: string[] = [];
  const tokens =
    /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[!?][^>]*>|<(\/?)([a-zA-Z][\w:.-]*)([^>]*)>|[^<]+|</gu;
  for (const m of source.matchAll(tokens)) {
    const token = m[0];
    const name = m[3]?.toLowerCase().replace(/^.*:/u, '');
    if (name === undefined) {
      if (
        token.startsWith('<!--') ||
        (token.startsWith('<!') && m[1] === undefined) ||
        token.startsWith('<?')
      )
        continue;
      const raw = m[1] ?? token;
      const text = m[1] !== undefined ? raw : decodeEntities(raw);
      if (inTitle) titleParts.push(text);
      if (skipping) continue;
      out.words(text, pre > 0);
      heading?.parts.push(text);
      continue;
    }
    const closing = m[2] === '/';
    const inside = m[4] ?? '';
    if (skipping) {
      if (name === 'title') inTitle = !closing;
      if (name === skipping) skipDepth += closing ? -1 : inside.trimEnd().endsWith('/') ? 0 : 1;
      if (skipDepth === 0) skipping = null;
      continue;
    }
    if (!closing && name === 'title') {
      inTitle = true;
    }
    if (closing && name === 'title') inTitle = false;
    if (!closing && SKIPPED.has(name) && !inside.trimEnd().endsWith('/')) {
      skipping = name;
      skipDepth = 1;
      // <title> lives in <head>: keep reading it while the head is skipped.
      continue;
    }
    if (name === 'br') {
      out.owe(2);
      continue;
    }
    if (BLOCKS.has(name)) out.owe(3);
    if (!closing) {
      const id = attributesOf(inside).get('id');
      if (id && !ids.has(id)) ids.set(id, out.offset);
      if (/^h[1-6]$/u.test(name))
        heading = { level: Number(name[1]), start: out.offset, parts: [] };
      if (name === 'pre') pre++;
      if (name === 'img') {
        const alt = attributesOf(inside).get('alt');
        if (alt) out.words(` ${alt} `, false);
      }
      if (VOID.has(name) || inside.trimEnd().endsWith('/')) continue;
    } else {
      if (name === 'pre') pre = Math.max(0, pre - 1);
      if (heading && name === `h${heading.level}`) {
        const text = heading.parts.join('').replace(/\s+/gu, ' ').trim();
        if (text) headings.push({ level: heading.level, title: text, offset: heading.start });
        heading = null;
      }
    }
  }
  const docTitle = titleParts.join('').replace(/\s+/gu, ' ').trim();
  if (docTitle) title = docTitle;
  return { text: out.finish(), ids, headings, title };
}
