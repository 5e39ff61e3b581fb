import { describe, expect, it } from 'vitest';

import {
  CodePointCursor,
  CodePointText,
  codePoints,
  cpLength,
  cpSlice,
} from '../../server/text/code-points.ts';

describe('code points', () => {
  it('counts an emoji as one code point', () => {
    expect(cpLength('😀')).toBe(1);
    expect(cpLength('a😀b')).toBe(3);
    expect(codePoints('a😀b')).toEqual(['a', '😀', 'b']);
    expect(cpSlice('a😀b🍕c', 1, 4)).toBe('😀b🍕');
  });

  it('counts a lone surrogate as one code point, like codePoints does', () => {
    for (const text of ['\uD800', 'a\uDC00b', '\uD83D', '😀\uD800']) {
      expect(cpLength(text)).toBe(codePoints(text).length);
    }
  });

  it('counts combining marks and ZWJ parts separately', () => {
    expect(cpLength('e\u0301')).toBe(2);
    expect(cpLength('👨‍👩‍👧')).toBe(5);
  });

  it('maps code-point offsets to UTF-16 indexes in one forward pass', () => {
    const text = 'a😀b🍕c';
    const cursor = new CodePointCursor(text);
    expect([0, 1, 2, 3, 4, 5, 9].map((offset) => cursor.unitIndex(offset))).toEqual([
      0, 1, 3, 4, 6, 7, 7,
    ]);
    expect(() => cursor.unitIndex(2)).toThrow(RangeError);
  });

  it('slices long texts by code points in constant time, with or without surrogate pairs', () => {
    for (const text of ['plain ascii text', 'a😀b🍕c \uD800 lone', '👨‍👩‍👧 e\u0301']) {
      const indexed = new CodePointText(text);
      expect(indexed.length).toBe(cpLength(text));
      for (let start = 0; start <= indexed.length; start++) {
        for (let end = start; end <= indexed.length + 1; end++) {
          expect(indexed.slice(start, end)).toBe(codePoints(text).slice(start, end).join(''));
        }
      }
      expect(indexed.slice(3)).toBe(cpSlice(text, 3));
      expect(indexed.slice(-5, 2)).toBe(cpSlice(text, 0, 2));
      expect(indexed.slice(4, 1)).toBe('');
    }
  });
});
