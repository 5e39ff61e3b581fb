import { describe, expect, it } from 'vitest';

import { sourceOffset, toEspeakInput } from '../../../server/speech/engines/espeak-input.ts';

describe('toEspeakInput', () => {
  it('escapes markup characters and maps positions back', () => {
    const input = toEspeakInput('a<b & c>😀d');
    expect(input.text).toBe('a&lt;b &amp; c&gt;😀d');
    expect(input.sourceLength).toBe(10);
    // eSpeak positions are 1-based code points of input.text.
    expect(sourceOffset(input, 1)).toBe(0); // a
    expect(sourceOffset(input, 6)).toBe(2); // b, after "&lt;"
    expect(sourceOffset(input, 14)).toBe(6); // c
    expect(sourceOffset(input, 19)).toBe(8); // 😀
    expect(sourceOffset(input, 20)).toBe(9); // d
    expect(sourceOffset(input, 99)).toBe(10);
    expect(sourceOffset(input, 0)).toBe(0);
  });

  it('disarms phoneme brackets', () => {
    expect(toEspeakInput("[[h@l'oU]]").text).toBe("((h@l'oU))");
  });

  it('turns NUL, control characters, U+FFFD and lone surrogates into spaces', () => {
    const input = toEspeakInput('a\u0000b\u0007c\u007fd\u0085e\uFFFDf\uD800g\th\ni\rj');
    expect(input.text).toBe('a b c d e f g\th\ni\rj');
    expect(input.sourceIndex.length).toBe(input.sourceLength);
  });
});
