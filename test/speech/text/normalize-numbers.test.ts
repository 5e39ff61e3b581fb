import { describe, expect, it } from 'vitest';

import {
  cardinal,
  decimal,
  digitByDigit,
  ordinal,
  pluralOf,
  year,
} from '../../../server/speech/text/normalize-numbers.ts';

describe('English number words', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['13', 'thirteen'],
    ['40', 'forty'],
    ['99', 'ninety-nine'],
    ['100', 'one hundred'],
    ['101', 'one hundred one'],
    ['1000', 'one thousand'],
    ['1001', 'one thousand one'],
    ['20020', 'twenty thousand twenty'],
    ['1000000', 'one million'],
    [
      '123456789',
      'one hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine',
    ],
    ['000', 'zero'],
    ['0042', 'forty-two'],
  ])('cardinal %s → %s', (digits, words) => {
    expect(cardinal(digits)).toBe(words);
  });

  it('reads numbers too long to name digit by digit', () => {
    expect(cardinal('1'.repeat(19))).toBe(Array(19).fill('one').join(' '));
    expect(cardinal('999999999999999999')).toMatch(/^nine hundred ninety-nine quadrillion/);
  });

  it.each([
    ['1', 'first'],
    ['2', 'second'],
    ['3', 'third'],
    ['5', 'fifth'],
    ['8', 'eighth'],
    ['9', 'ninth'],
    ['12', 'twelfth'],
    ['20', 'twentieth'],
    ['21', 'twenty-first'],
    ['100', 'one hundredth'],
    ['1000000', 'one millionth'],
  ])('ordinal %s → %s', (digits, words) => {
    expect(ordinal(digits)).toBe(words);
  });

  it.each([
    ['1999', 'nineteen ninety-nine'],
    ['1905', 'nineteen oh five'],
    ['1900', 'nineteen hundred'],
    ['2000', 'two thousand'],
    ['2005', 'two thousand five'],
    ['2010', 'twenty ten'],
    ['2024', 'twenty twenty-four'],
    ['1066', 'ten sixty-six'],
    ['1005', 'one thousand five'],
    ['476', 'four hundred seventy-six'],
  ])('year %s → %s', (digits, words) => {
    expect(year(digits)).toBe(words);
  });

  it('reads decimals, digits and plurals', () => {
    expect(decimal('3', '14')).toBe('three point one four');
    expect(decimal('', '5')).toBe('point five');
    expect(digitByDigit('007')).toBe('zero zero seven');
    expect(pluralOf('ninety')).toBe('nineties');
    expect(pluralOf('hundred')).toBe('hundreds');
    expect(pluralOf('six')).toBe('sixes');
  });
});
