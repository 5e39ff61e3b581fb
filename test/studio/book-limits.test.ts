// Opening a book in the studio's Long text panel stops at what one speech task takes
// (docs/decisions.md, "Opening a book is bounded by the task limit"): a zip bomb of an EPUB, a
// huge .txt or .html gives the first 500,000 characters and says it was cut, after reading
// only about that much — never the whole file.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { TASK_TEXT_LIMIT } from '../../contract/limits.ts';
import { GAMMA_TEXT_LIMITS } from '../../server/speech/cloning/gamma-request.ts';
import { TEXT_LIMITS } from '../../server/speech/request/speech-request.ts';
import { TASK_TEXT_LIMIT as PANEL_LIMIT } from '../../renderer/src/api/speech-params.ts';
import { openBook, openBookFile, TEXT_LIMIT } from '../../renderer/src/books/book.ts';
import { DOCUMENT_BYTES, TEXT_FILE_BYTES } from '../../renderer/src/books/limits.ts';
import en from '../../renderer/src/i18n/en.ts';
import zhCN from '../../renderer/src/i18n/zh-CN.ts';
import { buildEpub } from '../fixtures/epub.ts';
import { BOMB_LINE, bombEpub } from '../fixtures/epub-bomb.ts';

const LINE = BOMB_LINE;
const MB = 1024 * 1024;

/** The uncompressed sizes an archive declares, summed from its central directory. */
function declaredBytes(zip: Uint8Array): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let total = 0;
  for (let i = 0; i + 46 <= zip.length; i++)
    if (view.getUint32(i, true) === 0x02014b50) total += view.getUint32(i + 24, true);
  return total;
}

const codePoints = (s: string) => [...s].length;

describe('opening a zip bomb of an EPUB (7 chapters, each 31 MB of text once inflated)', () => {
  const bomb = bombEpub(7, 31 * MB);

  it('is a small file that declares over 200 MB', () => {
    expect(bomb.length).toBeLessThan(1 * MB);
    expect(declaredBytes(bomb)).toBeGreaterThan(200 * MB);
  });

  it('gives the first 500,000 characters, says it was cut, and inflates only about that much', async () => {
    const book = await openBookFile(new File([new Uint8Array(bomb)], 'bomb.epub'));
    expect(codePoints(book.text)).toBe(500_000);
    expect(book.text.startsWith(`Chapter 1\n\n${LINE}`)).toBe(true);
    expect(book.cut).toBe(true);
    // Only the chapters that start within the text are offered.
    expect(book.chapters).toEqual([{ title: 'Chapter 1', charStart: 0 }]);
    // A few bytes per character of the text given, not the 217 MB declared.
    expect(book.bytesRead).toBeLessThan(4 * TEXT_LIMIT);
  });
});

describe('opening a plain text or HTML file larger than a task', () => {
  it('cuts a huge .txt at 500,000 characters, reading only its beginning', async () => {
    const huge = new File([LINE.repeat(500_000)], 'huge.txt'); // 22 MB
    const book = await openBookFile(huge);
    expect(codePoints(book.text)).toBe(500_000);
    expect(book.cut).toBe(true);
    expect(book.bytesRead).toBe(TEXT_FILE_BYTES);
    expect(huge.size).toBeGreaterThan(10 * TEXT_FILE_BYTES);
  });

  it('never splits a character made of two UTF-16 units at the cut', async () => {
    const book = await openBookFile(new File(['🙂'.repeat(600_000)], 'smiles.md'));
    expect(codePoints(book.text)).toBe(500_000);
    expect(book.text.endsWith('🙂')).toBe(true);
    expect(book.cut).toBe(true);
  });

  it('keeps a text of exactly 500,000 characters whole, and says nothing', () => {
    const book = openBook('exact.txt', strToU8('a'.repeat(500_000)));
    expect(book.text).toHaveLength(500_000);
    expect(book.cut).toBe(false);
  });

  it('cuts a huge HTML file, offering only the chapters that start within the text', async () => {
    const chapter = (n: number) => `<h2>Part ${n}</h2><p>${LINE.repeat(5_000)}</p>`;
    const html = `<title>Long</title>${[1, 2, 3, 4].map(chapter).join('')}`;
    const book = await openBookFile(new File([html], 'long.html'));
    expect(codePoints(book.text)).toBe(500_000);
    expect(book.cut).toBe(true);
    expect(book.chapters.map((c) => c.title)).toEqual(['Part 1', 'Part 2', 'Part 3']);
  });

  it('leaves out a character cut in half where reading stopped, rather than showing �', async () => {
    // 17 bytes a character, so the 8 MB read ends one byte into a 中.
    const html = `<html>${'<i></i><i></i>中'.repeat(DOCUMENT_BYTES / 17 + 10)}`;
    const book = await openBookFile(new File([html], 'markup.html'));
    expect(book.cut).toBe(true);
    expect(book.bytesRead).toBe(DOCUMENT_BYTES);
    expect(book.text).toMatch(/^中+$/u);
  });

  it('opens a small book whole, as before', async () => {
    const book = await openBookFile(new File([new Uint8Array(buildEpub())], 'harbour.epub'));
    expect(book.cut).toBe(false);
    expect(book.chapters).toHaveLength(3);
    expect(book.cover).not.toBeNull();
  });
});

describe('an EPUB whose sizes lie', () => {
  it('refuses a package document that inflates past its bound though it declares 100 bytes', () => {
    const zip = zipSync({ 'META-INF/container.xml': new Uint8Array(3 * DOCUMENT_BYTES) });
    const view = new DataView(zip.buffer);
    for (let i = 0; i + 46 <= zip.length; i++)
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 100, true);
    expect(() => openBook('liar.epub', zip)).toThrow(
      expect.objectContaining({ reason: 'tooLarge' }),
    );
  });
});

describe('the limit', () => {
  it('is the one the gateway enforces on a speech task, for every model', () => {
    expect(TEXT_LIMIT).toBe(TASK_TEXT_LIMIT);
    expect(TEXT_LIMITS.task).toBe(TASK_TEXT_LIMIT);
    expect(GAMMA_TEXT_LIMITS.task).toBe(TASK_TEXT_LIMIT);
    expect(PANEL_LIMIT).toBe(TASK_TEXT_LIMIT);
  });

  it('is named in the message the studio shows, in both languages', () => {
    for (const messages of [en, zhCN]) {
      expect(messages.books.cut).toContain('{max}');
      expect(messages.books.cut).toContain('{name}');
    }
  });
});
