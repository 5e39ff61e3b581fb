import { describe, expect, it } from 'vitest';

import { codePoints } from '../../../server/text/code-points.ts';
import { splitSentences } from '../../../server/speech/text/sentences.ts';
import type { Segment, SplitSentencesOptions } from '../../../server/speech/text/sentences.ts';

const texts = (text: string, options?: SplitSentencesOptions): string[] =>
  splitSentences(text, options).map((segment) => segment.text);

/** Segments plus the gaps between them must give back the input, gaps being whitespace. */
function expectExactCover(text: string, segments: Segment[], maxLength: number): void {
  const cps = codePoints(text);
  let at = 0;
  let rebuilt = '';
  for (const segment of segments) {
    expect(segment.charStart).toBeGreaterThanOrEqual(at);
    expect(segment.charEnd).toBeGreaterThan(segment.charStart);
    expect(segment.charEnd - segment.charStart).toBeLessThanOrEqual(maxLength);
    const gap = cps.slice(at, segment.charStart).join('');
    expect(gap).toMatch(/^\s*$/u);
    expect(segment.text).toBe(cps.slice(segment.charStart, segment.charEnd).join(''));
    expect(segment.text).toBe(segment.text.trim());
    rebuilt += gap + segment.text;
    at = segment.charEnd;
  }
  const tail = cps.slice(at).join('');
  expect(tail).toMatch(/^\s*$/u);
  expect(rebuilt + tail).toBe(text);
}

describe('splitSentences', () => {
  it('splits English sentences at . ! ?', () => {
    expect(texts('Hello world. How are you? Fine!  Good.')).toEqual([
      'Hello world.',
      'How are you?',
      'Fine!',
      'Good.',
    ]);
  });

  it('splits Chinese at 。！？； without spaces', () => {
    expect(texts('你好世界。今天天气很好！我们去吧？好；行。')).toEqual([
      '你好世界。',
      '今天天气很好！',
      '我们去吧？',
      '好；',
      '行。',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(texts('He said "Stop!" Then he left. (See above.) 「你好。」他说。')).toEqual([
      'He said "Stop!"',
      'Then he left.',
      '(See above.)',
      '「你好。」',
      '他说。',
    ]);
    expect(texts('She asked “Why?” They laughed.')).toEqual(['She asked “Why?”', 'They laughed.']);
  });

  it('does not split after abbreviations', () => {
    expect(texts('Mr. Smith met Dr. Jones at St. Paul’s. They left.')).toEqual([
      'Mr. Smith met Dr. Jones at St. Paul’s.',
      'They left.',
    ]);
    expect(texts('Fruit, e.g. apples, i.e. the red ones, etc. are good. Yes.')).toEqual([
      'Fruit, e.g. apples, i.e. the red ones, etc. are good.',
      'Yes.',
    ]);
    expect(texts('The U.S. Army won vs. Navy. Next.')).toEqual([
      'The U.S. Army won vs. Navy.',
      'Next.',
    ]);
    expect(texts('See No. 5 and Jan. 3 here. Say no. Then go.')).toEqual([
      'See No. 5 and Jan. 3 here.',
      'Say no.',
      'Then go.',
    ]);
  });

  it('splits after etc. when a new sentence starts', () => {
    expect(texts('I like apples, pears, etc. The end.')).toEqual([
      'I like apples, pears, etc.',
      'The end.',
    ]);
  });

  it('keeps decimals, versions and addresses whole', () => {
    expect(texts('Pi is 3.14 and v2.0.1 is out at example.com today. Next.')).toEqual([
      'Pi is 3.14 and v2.0.1 is out at example.com today.',
      'Next.',
    ]);
  });

  it('handles ellipses', () => {
    expect(texts('Wait... what? I do not know… Maybe. Well...')).toEqual([
      'Wait... what?',
      'I do not know…',
      'Maybe.',
      'Well...',
    ]);
  });

  it('does not split before a lowercase continuation', () => {
    expect(texts('"Really?" she asked. "Yes!" he said.')).toEqual([
      '"Really?" she asked.',
      '"Yes!" he said.',
    ]);
  });

  it('treats line breaks and blank lines as boundaries', () => {
    expect(texts('Title\nFirst line\r\nSecond line\n\nNew paragraph')).toEqual([
      'Title',
      'First line',
      'Second line',
      'New paragraph',
    ]);
  });

  it('can keep hard-wrapped lines together and split at blank lines only', () => {
    const text = 'This sentence is\nwrapped here\nand there\n\nNext paragraph\u2029Third';
    expect(texts(text, { lineBreaks: 'paragraph' })).toEqual([
      'This sentence is\nwrapped here\nand there',
      'Next paragraph',
      'Third',
    ]);
  });

  it('joins punctuation-only pieces to a neighbour instead of making them sentences', () => {
    expect(texts('... Hello. --- . World')).toEqual(['... Hello. --- .', 'World']);
    expect(texts('!!!')).toEqual(['!!!']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\t\u3000 ')).toEqual([]);
  });

  it('cuts long sentences at clause marks, then spaces, then hard, within maxLength', () => {
    const commas = 'one two three, '.repeat(30).trim();
    const segments = splitSentences(commas, { maxLength: 50 });
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments.slice(0, -1)) expect(segment.text.endsWith(',')).toBe(true);
    expectExactCover(commas, segments, 50);

    const spaces = 'word '.repeat(100).trim();
    const bySpace = splitSentences(spaces, { maxLength: 42 });
    for (const segment of bySpace) expect(segment.text).toMatch(/^word( word)*$/);
    expectExactCover(spaces, bySpace, 42);

    const solid = 'x'.repeat(95);
    expect(texts(solid, { maxLength: 40 })).toEqual([
      'x'.repeat(40),
      'x'.repeat(40),
      'x'.repeat(15),
    ]);

    const chinese = '中文没有空格'.repeat(20) + '，' + '还是没有'.repeat(10) + '。';
    const cjk = splitSentences(chinese, { maxLength: 150 });
    expect(cjk[0]?.text.endsWith('，')).toBe(true);
    expectExactCover(chinese, cjk, 150);
  });

  it('uses 300 code points as the default limit', () => {
    const long = 'lorem ipsum dolor '.repeat(60);
    for (const segment of splitSentences(long)) {
      expect(segment.charEnd - segment.charStart).toBeLessThanOrEqual(300);
    }
  });

  it('never cuts an emoji sequence or a combining mark apart', () => {
    const family = '👨‍👩‍👧';
    const text = family.repeat(30);
    const segments = splitSentences(text, { maxLength: 10 });
    for (const segment of segments) expect(segment.text.startsWith('\u200d')).toBe(false);
    expectExactCover(text, segments, 10);
    const accents = 'e\u0301'.repeat(30);
    for (const segment of splitSentences(accents, { maxLength: 7 })) {
      expect(segment.text.startsWith('\u0301')).toBe(false);
    }
  });

  it('counts offsets in code points (an emoji is one)', () => {
    const segments = splitSentences('I 😀 you. Next 🍕 one.');
    expect(segments).toEqual([
      { text: 'I 😀 you.', charStart: 0, charEnd: 8 },
      { text: 'Next 🍕 one.', charStart: 9, charEnd: 20 },
    ]);
  });

  it('reproduces any input exactly from segments and gaps (property)', () => {
    const pieces = [
      'Hello',
      'world',
      'Mr.',
      'Dr.',
      'e.g.',
      'U.S.',
      'etc.',
      '3.14',
      '.',
      '...',
      '…',
      '!',
      '?',
      '?!',
      '。',
      '！',
      '；',
      '，',
      ',',
      '"',
      '”',
      '」',
      ')',
      '(',
      '你好',
      '世界',
      '😀',
      '👨‍👩‍👧',
      'e\u0301',
      ' ',
      '  ',
      '\n',
      '\n\n',
      '\r\n',
      '\t',
      '\u3000',
      '\u2029',
      'a',
      'I',
      'x'.repeat(37),
      '\uD800',
    ];
    let seed = 12345;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 400; run++) {
      const count = random(60);
      let text = '';
      for (let i = 0; i < count; i++) text += pieces[random(pieces.length)];
      const maxLength = 1 + random(80);
      const lineBreaks = random(2) === 0 ? 'sentence' : 'paragraph';
      expectExactCover(text, splitSentences(text, { maxLength, lineBreaks }), maxLength);
    }
  });
});
