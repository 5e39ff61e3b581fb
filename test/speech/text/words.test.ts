import { describe, expect, it } from 'vitest';

import { splitWords } from '../../../server/speech/text/words.ts';

const words = (text: string): string[] => splitWords(text).map((word) => word.text);

describe('splitWords', () => {
  it('splits English at spaces and punctuation', () => {
    expect(words('Hello, world! How are you?')).toEqual(['Hello', 'world', 'How', 'are', 'you']);
  });

  it('keeps contractions, hyphenated words, numbers and dotted names whole', () => {
    expect(words("don't well-known 3.14 1,000 U.S. example.com l·l rock'n'roll")).toEqual([
      "don't",
      'well-known',
      '3.14',
      '1,000',
      'U.S',
      'example.com',
      'l·l',
      "rock'n'roll",
    ]);
    expect(words('apples,pears - end')).toEqual(['apples', 'pears', 'end']);
  });

  it('makes each Chinese or Japanese character a word', () => {
    expect(words('你好，世界。カタカナ')).toEqual(['你', '好', '世', '界', 'カ', 'タ', 'カ', 'ナ']);
    expect(words('我有3个ABC')).toEqual(['我', '有', '3', '个', 'ABC']);
  });

  it('makes each emoji, with its modifiers and joined parts, one word', () => {
    expect(words('I 😀😀 👍🏽 👨‍👩‍👧 🇺🇸 ❤️ ok')).toEqual(['I', '😀', '😀', '👍🏽', '👨‍👩‍👧', '🇺🇸', '❤️', 'ok']);
  });

  it('keeps combining marks with their letter', () => {
    expect(words('cafe\u0301 e\u0301t\u00e9')).toEqual(['cafe\u0301', 'e\u0301t\u00e9']);
  });

  it('counts offsets in code points', () => {
    expect(splitWords('😀 ab 你')).toEqual([
      { text: '😀', charStart: 0, charEnd: 1 },
      { text: 'ab', charStart: 2, charEnd: 4 },
      { text: '你', charStart: 5, charEnd: 6 },
    ]);
  });

  it('finds no words in punctuation, symbols or blanks', () => {
    expect(words('... !? — $ % & \n\t')).toEqual([]);
    expect(words('')).toEqual([]);
  });
});
