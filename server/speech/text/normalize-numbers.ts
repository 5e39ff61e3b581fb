/**
 * English number words: cardinals, ordinals, years, decimals, digit strings. American style
 * ("one hundred twenty-three", no "and"), tens and units joined by a hyphen. Inputs are strings
 * of ASCII digits, so any length is safe: numbers beyond the quadrillions are read digit by digit.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];
/** Longest integer read as a number; longer digit strings are read digit by digit. */
const MAX_CARDINAL_DIGITS = SCALES.length * 3;

const IRREGULAR_ORDINALS: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 0 ≤ n < 1000. */
function underThousand(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(`${ONES[hundreds]} hundred`);
  if (rest > 0 || hundreds === 0) words.push(underHundred(rest));
  return words.join(' ');
}

/** 0 ≤ n < 100. */
function underHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return unit === 0 ? tens : `${tens}-${ONES[unit]}`;
}

/** "1234" → "one thousand two hundred thirty-four". Leading zeros are ignored. */
export function cardinal(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > MAX_CARDINAL_DIGITS) return digitByDigit(trimmed);
  const groups: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 3) {
    groups.unshift(Number(trimmed.slice(Math.max(0, end - 3), end)));
  }
  if (groups.every((group) => group === 0)) return 'zero';
  const words: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const scale = SCALES[groups.length - 1 - i] as string;
    words.push(scale ? `${underThousand(group)} ${scale}` : underThousand(group));
  });
  return words.join(' ');
}

/** "one hundred twenty-three" → "one hundred twenty-third". */
export function ordinalOf(words: string): string {
  const match = /([a-z]+)$/.exec(words);
  if (!match) return words;
  const last = match[1] as string;
  const head = words.slice(0, words.length - last.length);
  let ordinal: string;
  if (IRREGULAR_ORDINALS[last]) ordinal = IRREGULAR_ORDINALS[last];
  else if (last.endsWith('y')) ordinal = `${last.slice(0, -1)}ieth`;
  else ordinal = `${last}th`;
  return head + ordinal;
}

/** "22" → "twenty-second". */
export function ordinal(digits: string): string {
  return ordinalOf(cardinal(digits));
}

/** "thirty" → "thirties", "hundred" → "hundreds" (for decades and plural ordinals). */
export function pluralOf(words: string): string {
  if (words.endsWith('y')) return `${words.slice(0, -1)}ies`;
  if (words.endsWith('x')) return `${words}es`;
  return `${words}s`;
}

/** "0123" → "zero one two three". */
export function digitByDigit(digits: string): string {
  return Array.from(digits, (d) => ONES[Number(d)] ?? d).join(' ');
}

/** "3", "14" → "three point one four". */
export function decimal(integer: string, fraction: string): string {
  const whole = integer === '' ? '' : `${cardinal(integer)} `;
  return `${whole}point ${digitByDigit(fraction)}`;
}

/**
 * A year as it is said: 1999 "nineteen ninety-nine", 1905 "nineteen oh five", 1900 "nineteen
 * hundred", 2000 "two thousand", 2005 "two thousand five", 2024 "twenty twenty-four". Years
 * below 1000 and round thousands ("3000") are read as cardinals.
 */
export function year(digits: string): string {
  const n = Number(digits);
  if (!Number.isInteger(n) || n < 1000 || n > 9999) return cardinal(digits);
  const high = Math.floor(n / 100);
  const low = n % 100;
  if (high % 10 === 0 && low < 10) return cardinal(digits);
  if (low === 0) return `${underHundred(high)} hundred`;
  if (low < 10) return `${underHundred(high)} oh ${ONES[low]}`;
  return `${underHundred(high)} ${underHundred(low)}`;
}
