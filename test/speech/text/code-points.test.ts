import { describe, expect, it } from 'vitest';

import {
  CodePointCursor,
  codePoints,
  cpLength,
  cpSlice,
} from '../../../server/speech/text/code-points.ts';

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
});
