import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BookError, openBook, selection } from '../../renderer/src/books/book.ts';
import { xhtmlToText } from '../../renderer/src/books/xhtml-text.ts';
import { writtenPieces } from '../../renderer/src/components/written-text.ts';
import { cpSlice } from '../../server/text/code-points.ts';
import { buildEpub, COVER_PNG, EPUB_CHAPTERS, EPUB_TITLE } from '../fixtures/epub.ts';

describe('XHTML to text', () => {
  it('keeps the words, breaks blocks into paragraphs, decodes entities and skips what is never read', () => {
    const doc = xhtmlToText(
      '<html><head><title>T &amp; U</title><style>h1{}</style></head><body><h2 id="a">Hi <b>there</b></h2>' +
        '<p>One&nbsp;two &#x1F600; <ruby>漢<rt>kan</rt></ruby>\n   three</p><!-- note --><pre>a  b\nc</pre>' +
        '<p>x<br>y <img alt="a map"/> &bogus; 5 &lt; 6</p><script>never()</script></body></html>',
    );
    expect(doc.title).toBe('T & U');
    expect(doc.text).toBe(
      'Hi there\n\nOne\u00a0two 😀 漢 three\n\na  b\nc\n\nx\ny a map &bogus; 5 < 6',
    );
    expect(doc.headings).toEqual([{ level: 2, title: 'Hi there', offset: 0 }]);
    expect(doc.ids.get('a')).toBe(0);
  });
});

describe('opening an EPUB', () => {
  for (const toc of ['nav', 'ncx'] as const) {
    it(`reads title, cover, text and chapters from the ${toc === 'nav' ? 'EPUB 3 navigation document' : 'EPUB 2 NCX'}`, () => {
      const book = openBook('harbour.epub', buildEpub({ toc }));
      expect(book.title).toBe(EPUB_TITLE);
      expect(book.cover?.mime).toBe('image/png');
      expect(Buffer.from(book.cover!.bytes).equals(COVER_PNG)).toBe(true);
      expect(book.chapters.map((c) => c.title)).toEqual(EPUB_CHAPTERS);
      // each chapter starts at its heading, in code points of the text
      for (const c of book.chapters)
        expect(cpSlice(book.text, c.charStart, c.charStart + c.title.length)).toBe(c.title);
      expect(book.text).toContain('The gulls were loud\u00a0and hungry.');
      expect(book.text).toContain('Lanterns glowed along the pier — one, two, three.');
      expect(book.text).not.toContain('never read');
      expect(book.text).not.toContain('Contents');
    });
  }

  it('gives the chosen chapters only, with their offsets in the new text', () => {
    const book = openBook('harbour.epub', buildEpub());
    const chosen = selection(book, new Set([0, 2]));
    expect(chosen.chapters.map((c) => c.title)).toEqual(['The Arrival', 'Departure']);
    for (const c of chosen.chapters)
      expect(cpSlice(chosen.text, c.charStart, c.charStart + c.title.length)).toBe(c.title);
    expect(chosen.text).not.toContain('fog');
    expect(selection(book, new Set([0, 1, 2])).text).toBe(book.text);
  });

  it('refuses what is not an EPUB, and zip bombs, with a reason', () => {
    expect(() => openBook('x.epub', strToU8('hello'))).toThrow(BookError);
    const noPackage = zipSync({ 'a.txt': strToU8('hi') });
    expect(() => openBook('x.epub', noPackage)).toThrow(
      expect.objectContaining({ reason: 'noPackage' }),
    );
    const bomb = zipSync({ 'META-INF/container.xml': new Uint8Array(40 * 1024 * 1024) });
    expect(() => openBook('x.epub', bomb)).toThrow(expect.objectContaining({ reason: 'tooLarge' }));
  });

  it('opens HTML with its headings as chapters, and text as it is', () => {
    const html = openBook(
      'a.html',
      strToU8('<title>Doc</title><h1>Book</h1><h2>One</h2><p>a</p><h2>Two</h2><p>b</p>'),
    );
    expect(html.title).toBe('Doc');
    expect(html.chapters.map((c) => c.title)).toEqual(['One', 'Two']);
    expect(openBook('a.md', strToU8('# Hi\n\ntext')).text).toBe('# Hi\n\ntext');
  });
});

describe('opening markdown', () => {
  it('lists its # headings as chapters at their offsets, not headings inside code fences', () => {
    const md =
      '# The Voyage\n\nIt began.\n\n```\n# not a heading\n```\n\n# The Return\n\nIt ended. 🚢\n';
    const book = openBook('story.md', strToU8(md));
    expect(book.text).toBe(md);
    expect(book.chapters.map((c) => c.title)).toEqual(['The Voyage', 'The Return']);
    const second = book.chapters[1]!.charStart;
    expect(cpSlice(book.text, second, second + 12)).toBe('# The Return');
    expect(openBook('notes.txt', strToU8(md)).chapters).toEqual([]);
  });
});

describe('text as written under the read-along', () => {
  it('keeps every character of the source and marks markdown markup in the gaps', () => {
    const source = '# The Voyage\n\nIt *began*, at last.';
    const spans = [
      { text: 'The', char_start: 2, char_end: 5 },
      { text: 'Voyage', char_start: 6, char_end: 12 },
      { text: 'It', char_start: 14, char_end: 16 },
      { text: 'began', char_start: 18, char_end: 23 },
      { text: 'at', char_start: 26, char_end: 28 },
      { text: 'last', char_start: 29, char_end: 33 },
    ];
    const { pieces, tail } = writtenPieces(spans, source);
    expect(pieces.map((p) => p.gap + p.text).join('') + tail).toBe(source);
    expect(tail).toBe('.');
    expect(pieces.map((p) => p.markup)).toEqual([true, false, false, true, true, false]);
    // Without the source: the segments joined by spaces.
    expect(
      writtenPieces(spans, null)
        .pieces.map((p) => p.gap + p.text)
        .join(''),
    ).toBe('The Voyage It began at last');
  });
});
