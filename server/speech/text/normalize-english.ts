/**
 * English text normalization: numbers, dates, times, money, percentages, units, abbreviations
 * and a few symbols become the words a careful reader would say.
 *
 * The text is scanned once from left to right. At each place where a rule could start (a digit,
 * a currency or other symbol, a word start), the rules are tried in order, and the first that
 * matches replaces its stretch; the scan then continues after it. Every rule is a sticky
 * regular expression without nested repetition, so the whole pass stays linear.
 *
 * Readings (American style):
 * - 42 "forty-two", 1,234,567 "one million two hundred thirty-four thousand five hundred
 *   sixty-seven", -5 "minus five", 3.14 "three point one four", 007 "zero zero seven";
 * - 1st "first", 22nd "twenty-second"; 1990s "nineteen nineties", '90s "nineties";
 * - years: a four-digit number is read as a year (1999 "nineteen ninety-nine", 2024 "twenty
 *   twenty-four") after "in", "since", "by", a month…, before AD/BC, or on its own between 1100
 *   and 2099 unless a plain lower-case word follows ("2024 apples" stays a quantity);
 * - dates: 2024-03-05, 03/05/2024 (month first, or day first for en-GB and similar),
 *   5 March 2024, March 5th, 2024;
 * - times: 3:30 pm "three thirty p m", 14:05 "fourteen oh five", 9:00 "nine o'clock", 11am;
 * - money: $3.50 "three dollars and fifty cents", €1 "one euro", £2.5 million, ¥500, 5 EUR;
 * - 50% "fifty percent", 1/2 "one half", 10-20 "ten to twenty", 5 km "five kilometers",
 *   phone numbers digit by digit;
 * - Dr. Mr. Mrs. Ms. Prof. St. (Saint or Street) Jr. vs. etc. e.g. i.e. No. 5 and others;
 *   & "and", # before a number "number", + and = between numbers.
 * A full stop that ends a sentence is kept when an abbreviation swallowed it ("etc.").
 */

import type { Edit } from './normalize-map.ts';
import { cardinal, decimal, digitByDigit, ordinal, pluralOf, year } from './normalize-numbers.ts';

export interface EnglishOptions {
  /** Read d/m/y dates day first (en-GB, en-AU, …) rather than month first (en-US). */
  dayFirst: boolean;
}

interface Context {
  text: string;
  options: EnglishOptions;
}

interface Rule {
  /** Sticky, Unicode. */
  pattern: RegExp;
  say(match: RegExpExecArray, context: Context): string | null;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_ABBREVIATIONS: Readonly<Record<string, number>> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Sept: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};
/** A month, full ("March") or abbreviated with or without its dot ("Mar", "Mar."). */
const MONTH = `(${MONTH_NAMES.join('|')}|(?:${Object.keys(MONTH_ABBREVIATIONS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?)`;
/** A whole number, with or without thousands separators. */
const INTEGER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}.,])`;
const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}])`;
const SIGN = '([-\u2212])?';

const CURRENCIES: Readonly<Record<string, { one: string; many: string; cent?: [string, string] }>> =
  {
    $: { one: 'dollar', many: 'dollars', cent: ['cent', 'cents'] },
    USD: { one: 'dollar', many: 'dollars', cent: ['cent', 'cents'] },
    '€': { one: 'euro', many: 'euros', cent: ['cent', 'cents'] },
    EUR: { one: 'euro', many: 'euros', cent: ['cent', 'cents'] },
    '£': { one: 'pound', many: 'pounds', cent: ['penny', 'pence'] },
    GBP: { one: 'pound', many: 'pounds', cent: ['penny', 'pence'] },
    '¥': { one: 'yen', many: 'yen' },
    JPY: { one: 'yen', many: 'yen' },
  };
const SCALE_WORDS: Readonly<Record<string, string>> = {
  thousand: 'thousand',
  million: 'million',
  billion: 'billion',
  trillion: 'trillion',
  k: 'thousand',
  K: 'thousand',
  m: 'million',
  M: 'million',
  bn: 'billion',
  B: 'billion',
};

/** Units after a number: [singular, plural]. */
const UNITS: Readonly<Record<string, [string, string]>> = {
  'km/h': ['kilometer per hour', 'kilometers per hour'],
  mph: ['mile per hour', 'miles per hour'],
  kph: ['kilometer per hour', 'kilometers per hour'],
  km: ['kilometer', 'kilometers'],
  cm: ['centimeter', 'centimeters'],
  mm: ['millimeter', 'millimeters'],
  m: ['meter', 'meters'],
  kg: ['kilogram', 'kilograms'],
  g: ['gram', 'grams'],
  mg: ['milligram', 'milligrams'],
  ml: ['milliliter', 'milliliters'],
  l: ['liter', 'liters'],
  L: ['liter', 'liters'],
  lb: ['pound', 'pounds'],
  lbs: ['pound', 'pounds'],
  oz: ['ounce', 'ounces'],
  ft: ['foot', 'feet'],
  in: ['inch', 'inches'],
  mi: ['mile', 'miles'],
  '°C': ['degree Celsius', 'degrees Celsius'],
  '°F': ['degree Fahrenheit', 'degrees Fahrenheit'],
  '°': ['degree', 'degrees'],
  h: ['hour', 'hours'],
  hr: ['hour', 'hours'],
  hrs: ['hour', 'hours'],
  min: ['minute', 'minutes'],
  s: ['second', 'seconds'],
  sec: ['second', 'seconds'],
  ms: ['millisecond', 'milliseconds'],
  GHz: ['gigahertz', 'gigahertz'],
  MHz: ['megahertz', 'megahertz'],
  kHz: ['kilohertz', 'kilohertz'],
  Hz: ['hertz', 'hertz'],
  GB: ['gigabyte', 'gigabytes'],
  MB: ['megabyte', 'megabytes'],
  KB: ['kilobyte', 'kilobytes'],
  kB: ['kilobyte', 'kilobytes'],
  TB: ['terabyte', 'terabytes'],
  kW: ['kilowatt', 'kilowatts'],
  kWh: ['kilowatt hour', 'kilowatt hours'],
  mAh: ['milliamp hour', 'milliamp hours'],
  V: ['volt', 'volts'],
  W: ['watt', 'watts'],
};
/** Units that may follow the number after a space ("5 km"); the others must touch it ("5m"). */
const SPACED_UNITS = [
  'km/h',
  'mph',
  'kph',
  'km',
  'cm',
  'mm',
  'kg',
  'mg',
  'ml',
  'lbs',
  'lb',
  'oz',
  'ft',
  'mi',
  '°C',
  '°F',
  'hrs',
  'hr',
  'min',
  'sec',
  'ms',
  'GHz',
  'MHz',
  'kHz',
  'Hz',
  'GB',
  'MB',
  'KB',
  'kB',
  'TB',
  'kWh',
  'kW',
  'mAh',
];
const TOUCHING_UNITS = ['°', 'm', 'g', 'l', 'L', 'h', 's', 'in', 'V', 'W'];

const ERAS: Readonly<Record<string, string>> = {
  AD: 'A D',
  'A.D.': 'A D',
  BC: 'B C',
  'B.C.': 'B C',
  BCE: 'B C E',
  'B.C.E.': 'B C E',
  CE: 'C E',
  'C.E.': 'C E',
};

/** Abbreviation → [reading, may it end a sentence?]. */
const ABBREVIATIONS: Readonly<Record<string, [string, boolean]>> = {
  'Mr.': ['Mister', false],
  'Mrs.': ['Missus', false],
  'Ms.': ['Miz', false],
  'Prof.': ['Professor', false],
  'Jr.': ['Junior', true],
  'Sr.': ['Senior', true],
  'Mt.': ['Mount', false],
  'Ft.': ['Fort', false],
  'Gen.': ['General', false],
  'Capt.': ['Captain', false],
  'Lt.': ['Lieutenant', false],
  'Sgt.': ['Sergeant', false],
  'Col.': ['Colonel', false],
  'Gov.': ['Governor', false],
  'Sen.': ['Senator', false],
  'Rep.': ['Representative', false],
  'Rev.': ['Reverend', false],
  'Hon.': ['Honorable', false],
  'Ave.': ['Avenue', true],
  'Blvd.': ['Boulevard', true],
  'Rd.': ['Road', true],
  'Dept.': ['Department', true],
  'Inc.': ['Incorporated', true],
  'Ltd.': ['Limited', true],
  'Co.': ['Company', true],
  'Corp.': ['Corporation', true],
  'vs.': ['versus', false],
  vs: ['versus', false],
  'etc.': ['et cetera', true],
  'approx.': ['approximately', false],
  'e.g.': ['for example', false],
  'E.g.': ['For example', false],
  'i.e.': ['that is', false],
  'I.e.': ['That is', false],
  'a.k.a.': ['also known as', false],
  'et al.': ['and others', true],
  'cf.': ['compare', false],
  'Fig.': ['Figure', false],
  'fig.': ['figure', false],
};

/** Words before a four-digit number that make it a year. */
const YEAR_CUES = new Set([
  'in',
  'since',
  'from',
  'until',
  'till',
  'by',
  'before',
  'after',
  'during',
  'circa',
  'year',
  'of',
  'early',
  'late',
  'mid',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'christmas',
  'class',
  ...MONTH_NAMES.map((month) => month.toLowerCase()),
]);
/** Words before a number that make it a quantity or a label. */
const QUANTITY_CUES = new Set([
  'over',
  'under',
  'about',
  'around',
  'nearly',
  'almost',
  'than',
  'some',
  'approximately',
  'exactly',
  'only',
  'just',
  'total',
  'number',
  'page',
  'room',
  'flight',
  'route',
  'pay',
  'paid',
  'cost',
  'costs',
]);
/** Lower-case words that may follow a year without making it a quantity. */
const AFTER_YEAR = new Set([
  'was',
  'were',
  'is',
  'will',
  'would',
  'saw',
  'had',
  'has',
  'marked',
  'brought',
  'began',
  'ended',
  'changed',
  'became',
  'and',
  'or',
  'to',
  'through',
  'when',
  'until',
  'onwards',
  'onward',
]);

const FRACTION_NAMES: Readonly<Record<string, [string, string]>> = {
  '2': ['half', 'halves'],
  '4': ['quarter', 'quarters'],
};

const WORD_CHAR = /[\p{L}\p{N}]/u;

function rule(source: string, say: Rule['say']): Rule {
  return { pattern: new RegExp(source, 'uy'), say };
}

function digitsOf(integer: string): string {
  return integer.replace(/,/g, '');
}

function numberWords(integer: string | undefined, fraction: string | undefined): string {
  if (fraction !== undefined)
    return decimal(integer === undefined ? '' : digitsOf(integer), fraction);
  return cardinalOf(digitsOf(integer ?? '0'));
}

/** A cardinal, but digit by digit when written with leading zeros ("007"). */
function cardinalOf(digits: string): string {
  return digits.length > 1 && digits.startsWith('0') ? digitByDigit(digits) : cardinal(digits);
}

function monthNumber(name: string): number {
  const full = MONTH_NAMES.indexOf(name);
  return full >= 0 ? full + 1 : (MONTH_ABBREVIATIONS[name.replace(/\.$/, '')] ?? 0);
}

/** `spoken`, with the full stop back if the match swallowed one that ends a sentence. */
function withSentenceEnd(spoken: string, match: RegExpExecArray, context: Context): string {
  const end = (match.index as number) + match[0].length;
  return match[0].endsWith('.') && sentenceEndsAt(context.text, end) ? `${spoken}.` : spoken;
}

function monthName(month: number): string {
  return MONTH_NAMES[month - 1] as string;
}

function validDay(day: number): boolean {
  return day >= 1 && day <= 31;
}

function fullYear(digits: string): string {
  if (digits.length !== 2) return digits;
  const n = Number(digits);
  return String(n < 50 ? 2000 + n : 1900 + n);
}

function monthDay(month: number, day: number, yearDigits?: string): string {
  const date = `${monthName(month)} ${ordinal(String(day))}`;
  return yearDigits ? `${date}, ${year(yearDigits)}` : date;
}

function dayMonth(day: number, month: number, yearDigits?: string): string {
  const date = `the ${ordinal(String(day))} of ${monthName(month)}`;
  return yearDigits ? `${date}, ${year(yearDigits)}` : date;
}

/** The word before `at` (lower-cased), skipping spaces and commas. */
function wordBefore(text: string, at: number): string {
  const match = /(\p{L}+)[\s,]*$/u.exec(text.slice(Math.max(0, at - 40), at));
  return match ? (match[1] as string).toLowerCase() : '';
}

/** The word after `at`, as written, skipping spaces. */
function wordAfter(text: string, at: number): string {
  const match = /^[ \t]*([\p{L}.]+)/u.exec(text.slice(at, at + 40));
  return match ? (match[1] as string) : '';
}

/** Whether a full stop just before `at` ends a sentence: the text ends or a new one starts. */
function sentenceEndsAt(text: string, at: number): boolean {
  const rest = /^(\s*)(.?)/su.exec(text.slice(at, at + 40)) as RegExpExecArray;
  const space = rest[1] as string;
  const next = rest[2] as string;
  if (next === '') return true;
  if (space === '') return false;
  return /[\n\r]/.test(space) || /[\p{Lu}\p{N}"'“‘(]/u.test(next);
}

function isYear(digits: string, text: string, start: number, end: number): boolean {
  const n = Number(digits);
  if (digits.length !== 4 || n < 1000) return false;
  const before = wordBefore(text, start);
  if (QUANTITY_CUES.has(before)) return false;
  if (YEAR_CUES.has(before)) return true;
  const after = wordAfter(text, end);
  if (ERAS[after] !== undefined || ERAS[after.replace(/\.$/, '')] !== undefined) return true;
  if (n < 1100 || n > 2099) return false;
  return !/^\p{Ll}/u.test(after) || AFTER_YEAR.has(after.replace(/\.$/, ''));
}

/**
 * Whether "Dr." / "St." at [start, end) is a title before a name ("Dr. Smith", "St. Louis")
 * rather than part of an address ("Elm Dr.", "12 Main St. He…"): a title is followed by a
 * capitalised word, and not preceded by a number or by a capitalised word inside the sentence.
 */
function isTitlePosition(text: string, start: number, end: number): boolean {
  if (!/^\s+\p{Lu}/u.test(text.slice(end, end + 3))) return false;
  const before = /(?:^|([.!?\n"“(]\s*)|\s)(\p{L}+|\p{N}+)\s+$/u.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  if (!before) return true;
  const word = before[2] as string;
  if (/^\p{N}/u.test(word)) return false;
  const sentenceStart = before.index === 0 && start <= 40 ? true : before[1] !== undefined;
  return !/^\p{Lu}/u.test(word) || sentenceStart;
}

function currencyAmount(
  symbol: string,
  integer: string,
  fraction: string | undefined,
  scale: string | undefined,
): string {
  const currency = CURRENCIES[symbol] ?? CURRENCIES['$'];
  if (!currency) return numberWords(integer, fraction);
  const whole = digitsOf(integer);
  if (scale) {
    return `${numberWords(integer, fraction)} ${SCALE_WORDS[scale] ?? scale} ${currency.many}`;
  }
  if (fraction !== undefined && (!currency.cent || fraction.length > 2)) {
    return `${decimal(whole, fraction)} ${currency.many}`;
  }
  const units = Number(whole);
  const unitWords = `${cardinalOf(whole)} ${units === 1 ? currency.one : currency.many}`;
  const cents = fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));
  if (!currency.cent || cents === 0) return unitWords;
  const centWords = `${cardinal(String(cents))} ${cents === 1 ? currency.cent[0] : currency.cent[1]}`;
  return /^0*$/.test(whole) ? centWords : `${unitWords} and ${centWords}`;
}

function negative(sign: string | undefined, words: string): string {
  return sign ? `minus ${words}` : words;
}

function clockTime(
  hours: string,
  minutes: string,
  seconds: string | undefined,
  meridiem: string | undefined,
): string {
  const h = Number(hours);
  const m = Number(minutes);
  const suffix = meridiem ? ` ${meridiem.toLowerCase()} m` : '';
  let words: string;
  if (m === 0) {
    if (meridiem) words = cardinal(String(h));
    else
      words =
        h >= 1 && h <= 12 ? `${cardinal(String(h))} o'clock` : `${cardinal(String(h))} hundred`;
  } else {
    words = `${cardinal(String(h))} ${m < 10 ? `oh ${cardinal(String(m))}` : cardinal(String(m))}`;
  }
  if (seconds !== undefined && Number(seconds) > 0) {
    const s = Number(seconds);
    words += ` and ${cardinal(String(s))} ${s === 1 ? 'second' : 'seconds'}`;
  }
  return words + suffix;
}

function fraction(numerator: string, denominator: string): string | null {
  const n = Number(numerator);
  const d = Number(denominator);
  if (d === 0) return null;
  if (numerator === '24' && denominator === '7') return 'twenty-four seven';
  const named = FRACTION_NAMES[denominator];
  const top = cardinal(numerator);
  if (named) return `${top} ${n === 1 ? named[0] : named[1]}`;
  if (d >= 3 && d <= 10) {
    const name = ordinal(denominator);
    return `${top} ${n === 1 ? name : pluralOf(name)}`;
  }
  return `${top} over ${cardinal(denominator)}`;
}

function unitWords(unit: string, plural: boolean): string {
  const words = UNITS[unit] as [string, string];
  return plural ? words[1] : words[0];
}

/** Escapes text for use inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const RULES: readonly Rule[] = [
  // 2024-03-05
  rule(String.raw`(?<![\p{N}.\-])(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\p{N}])`, (m) =>
    monthDay(Number(m[2]), Number(m[3]), m[1]),
  ),
  // 03/05/2024, 3/5/24
  rule(String.raw`(?<![\p{N}/.])(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?![\p{N}/])`, (m, context) => {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const yearDigits = fullYear(m[3] as string);
    const dayFirst = a > 12 || (context.options.dayFirst && b <= 12);
    const [month, day] = dayFirst ? [b, a] : [a, b];
    if (month < 1 || month > 12 || !validDay(day)) return null;
    return dayFirst ? dayMonth(day, month, yearDigits) : monthDay(month, day, yearDigits);
  }),
  // 5 March 2024, 5th of March
  rule(
    String.raw`(?<![\p{L}\p{N}])(\d{1,2})(?:st|nd|rd|th)?\s(?:of\s)?${MONTH}(?![\p{L}])(?:,?\s(\d{4})(?![\p{N}]))?`,
    (m, context) => {
      const day = Number(m[1]);
      if (!validDay(day)) return null;
      const date = dayMonth(day, monthNumber(m[2] as string), m[3]);
      // "on the 3rd of May": the article is already there.
      const spoken = wordBefore(context.text, m.index as number) === 'the' ? date.slice(4) : date;
      return withSentenceEnd(spoken, m, context);
    },
  ),
  // March 5th, 2024; Mar. 5
  rule(
    String.raw`(?<![\p{L}])${MONTH}\s(\d{1,2})(?:st|nd|rd|th)?${NOT_BEFORE_WORD}(?:,?\s(\d{4})(?![\p{N}]))?`,
    (m) => {
      const day = Number(m[2]);
      return validDay(day) ? monthDay(monthNumber(m[1] as string), day, m[3]) : null;
    },
  ),
  // March 2024
  rule(
    String.raw`(?<![\p{L}])${MONTH}\s(\d{4})(?![\p{N}])`,
    (m) => `${monthName(monthNumber(m[1] as string))} ${year(m[2] as string)}`,
  ),
  // 14:05, 3:30 pm, 10:15:30
  rule(
    String.raw`(?<![\p{N}:.])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?:\s?([AaPp])\.?[Mm](\.?)(?![\p{L}]))?(?![\p{N}:])`,
    (m, context) => {
      const time = clockTime(m[1] as string, m[2] as string, m[3], m[4]);
      const end = (m.index as number) + m[0].length;
      return m[5] && sentenceEndsAt(context.text, end) ? `${time}.` : time;
    },
  ),
  // 11am, 3 p.m.
  rule(
    String.raw`(?<![\p{L}\p{N}.:])(1[0-2]|0?[1-9])\s?([AaPp])\.?[Mm](\.?)(?![\p{L}\p{N}])`,
    (m, context) => {
      const time = `${cardinal(String(Number(m[1])))} ${(m[2] as string).toLowerCase()} m`;
      const end = (m.index as number) + m[0].length;
      return m[3] && sentenceEndsAt(context.text, end) ? `${time}.` : time;
    },
  ),
  // $3.50, -€5, £2.5 million, $5k
  rule(
    String.raw`(?<![\p{L}\p{N}])${SIGN}([$€£¥])\s?${INTEGER}(?:\.(\d+))?(?:\s(thousand|million|billion|trillion)|(k|K|m|M|bn|B))?${NOT_BEFORE_WORD}`,
    (m) => negative(m[1], currencyAmount(m[2] as string, m[3] as string, m[4], m[5] ?? m[6])),
  ),
  // 5€, 100 USD
  rule(
    String.raw`${NOT_AFTER_WORD}${SIGN}${INTEGER}(?:\.(\d+))?\s?([€£¥$]|USD|EUR|GBP|JPY)${NOT_BEFORE_WORD}`,
    (m) => negative(m[1], currencyAmount(m[4] as string, m[2] as string, m[3], undefined)),
  ),
  // 50%, -3.5 %
  rule(String.raw`${NOT_AFTER_WORD}${SIGN}${INTEGER}(?:\.(\d+))?\s?%`, (m) =>
    negative(m[1], `${numberWords(m[2], m[3])} percent`),
  ),
  // (555) 123-4567, 555-123-4567, +1 555 123 4567, 555-1234
  rule(
    String.raw`(?<![\p{N}\-])(?:\+?1[\s.\-])?(?:\((\d{3})\)\s?|(\d{3})[\s.\-])(\d{3})[.\-\s](\d{4})(?![\p{N}\-])|(?<![\p{N}\-.,])(\d{3})-(\d{4})(?![\p{N}\-])`,
    (m) =>
      [m[1] ?? m[2], m[3] ?? m[5], m[4] ?? m[6]]
        .filter((group): group is string => group !== undefined)
        .map(digitByDigit)
        .join(', '),
  ),
  // 10-20, 1999–2004
  rule(
    String.raw`${NOT_AFTER_WORD}(\d+)(?:-|\s?–\s?)(\d+)(?![\p{L}\p{N}]|[.,]\d|-\d)`,
    (m, context) => {
      const [a, b] = [m[1] as string, m[2] as string];
      const start = m.index as number;
      const end = start + m[0].length;
      const years = a.length === 4 && b.length === 4 && isYear(a, context.text, start, end);
      return years ? `${year(a)} to ${year(b)}` : `${cardinalOf(a)} to ${cardinalOf(b)}`;
    },
  ),
  // 1/2, 3/4, 5/8
  rule(String.raw`(?<![\p{L}\p{N}/.])(\d{1,3})/(\d{1,3})(?![\p{N}/])`, (m) =>
    fraction(m[1] as string, m[2] as string),
  ),
  // 1990s, '90s, 80s
  rule(String.raw`(?<![\p{L}\p{N}])(?:(\d{3}0)|(\d{1,2}00)|['’]?(\d0))s${NOT_BEFORE_WORD}`, (m) => {
    if (m[1]) return pluralOf(year(m[1]));
    if (m[2]) return m[2] === '100' ? 'hundreds' : pluralOf(cardinal(m[2]));
    return pluralOf(cardinal(m[3] as string));
  }),
  // 1st, 22nd, 1,000th
  rule(String.raw`${NOT_AFTER_WORD}${INTEGER}(st|nd|rd|th)${NOT_BEFORE_WORD}`, (m) =>
    ordinal(digitsOf(m[1] as string)),
  ),
  // 5 km, 20°C, 3.5kg, 10m
  rule(
    String.raw`${NOT_AFTER_WORD}${SIGN}${INTEGER}(?:\.(\d+))?(?:\s?(${SPACED_UNITS.map(escape).join('|')})|(${TOUCHING_UNITS.map(escape).join('|')}))${NOT_BEFORE_WORD}`,
    (m) => {
      const unit = (m[4] ?? m[5]) as string;
      const plural = m[3] !== undefined || digitsOf(m[2] as string) !== '1';
      return negative(m[1], `${numberWords(m[2], m[3])} ${unitWords(unit, plural)}`);
    },
  ),
  // 42, -5, 3.14, .5, 1,000,000, 1999 (a year), 44 BC
  rule(
    String.raw`${NOT_AFTER_WORD}${SIGN}(?:${INTEGER}(?:\.(\d+))?|\.(\d+))(?![\p{N}]|[.,]\d)`,
    (m, context) => {
      const start = m.index as number;
      const end = start + m[0].length;
      const integer = m[2];
      const fractionDigits = m[3] ?? m[4];
      if (m[1] && start > 0 && !/[\s([{]/u.test(context.text[start - 1] as string)) return null;
      let words: string;
      if (
        !m[1] &&
        integer !== undefined &&
        fractionDigits === undefined &&
        isYear(integer, context.text, start, end)
      ) {
        words = year(integer);
      } else {
        words = negative(m[1], numberWords(integer, fractionDigits));
      }
      return words;
    },
  ),
  // AD, BC after a number
  rule(
    String.raw`(?<=\p{N}\s)(A\.D\.|B\.C\.E\.|B\.C\.|C\.E\.|AD|BCE|BC|CE)(?![\p{L}])`,
    (m, context) => {
      const era = ERAS[m[1] as string] as string;
      const end = (m.index as number) + m[0].length;
      return m[1]?.endsWith('.') && sentenceEndsAt(context.text, end) ? `${era}.` : era;
    },
  ),
  // Dr. (Doctor or Drive), St. (Saint or Street)
  rule(String.raw`(?<![\p{L}\p{N}.])(Dr|St)\.`, (m, context) => {
    const start = m.index as number;
    const end = start + m[0].length;
    const title = isTitlePosition(context.text, start, end);
    if (title) return m[1] === 'Dr' ? 'Doctor' : 'Saint';
    const word = m[1] === 'Dr' ? 'Drive' : 'Street';
    return sentenceEndsAt(context.text, end) ? `${word}.` : word;
  }),
  // No. 5, Nos. 3
  rule(String.raw`(?<![\p{L}\p{N}.])(No|no|Nos|nos)\.(?=\s?\d)`, (m) =>
    m[1]?.toLowerCase() === 'nos' ? 'numbers' : 'number',
  ),
  // Vol. 2
  rule(String.raw`(?<![\p{L}\p{N}.])(Vol|vol)\.(?=\s?\d)`, () => 'volume'),
  // Jan. → January (before a number or at a sentence's end the date rules did not take)
  rule(
    String.raw`(?<![\p{L}\p{N}.])(${Object.keys(MONTH_ABBREVIATIONS).join('|')})\.`,
    (m, context) => {
      const name = monthName(monthNumber(m[1] as string));
      const end = (m.index as number) + m[0].length;
      return sentenceEndsAt(context.text, end) ? `${name}.` : name;
    },
  ),
  // Mr., etc., e.g., vs
  rule(
    String.raw`(?<![\p{L}\p{N}.])(${Object.keys(ABBREVIATIONS)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\p{L}])`,
    (m, context) => {
      const [reading, mayEnd] = ABBREVIATIONS[m[1] as string] as [string, boolean];
      const end = (m.index as number) + m[0].length;
      return mayEnd && sentenceEndsAt(context.text, end) ? `${reading}.` : reading;
    },
  ),
  // #5
  rule(String.raw`#(?=\d)`, () => 'number'),
  // &, +, =, ×, ÷, ±, ~5
  rule(String.raw`&`, () => 'and'),
  rule(String.raw`(?<=[\s\p{N}])[+](?=[\s\p{N}])`, () => 'plus'),
  rule(String.raw`(?<=[\s\p{N}])=(?=[\s\p{N}])`, () => 'equals'),
  rule(String.raw`(?<=[\s\p{N}])×(?=[\s\p{N}])`, () => 'times'),
  rule(String.raw`÷`, () => 'divided by'),
  rule(String.raw`±`, () => 'plus or minus'),
  rule(String.raw`~(?=\d)`, () => 'about'),
  rule(String.raw`(?<=\s|^)@(?=\p{L})`, () => 'at'),
];

/**
 * Whether `at` is the first word of a sentence: after nothing, a line break or . ! ? — unless
 * that full stop belonged to an abbreviation already read out (`previous`, "No. 5").
 */
function startsSentence(text: string, at: number, previous: Edit | undefined): boolean {
  const from = Math.max(0, at - 12);
  const before = /(?:^|([.!?…]["'”’)\]]*))\s*$|\n\s*$/u.exec(text.slice(from, at));
  if (!before) return false;
  if (before[0].includes('\n')) return true;
  if (before[1] === undefined) return from === 0;
  if (previous && from + before.index < previous.end) return /[.!?]\s*$/.test(previous.text);
  return true;
}

function capitalized(words: string): string {
  const first = words.codePointAt(0);
  if (first === undefined) return words;
  const head = String.fromCodePoint(first);
  return /\p{Ll}/u.test(head) ? head.toUpperCase() + words.slice(head.length) : words;
}

/** Where a rule may start: digits, symbols, a dot before a digit, a word's first letter. */
const CANDIDATE = /[\p{N}$€£¥\u2212&#+=×÷±~@'’-]|[.(](?=\d)|(?<![\p{L}\p{N}])\p{L}/gu;

export function englishEdits(text: string, options: EnglishOptions): Edit[] {
  const context: Context = { text, options };
  const edits: Edit[] = [];
  CANDIDATE.lastIndex = 0;
  for (let candidate = CANDIDATE.exec(text); candidate; candidate = CANDIDATE.exec(text)) {
    const at = candidate.index;
    for (const { pattern, say } of RULES) {
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (!match || match[0].length === 0) continue;
      const spoken = say(match, context);
      if (spoken === null) continue;
      const end = at + match[0].length;
      const before = at > 0 && WORD_CHAR.test(text[at - 1] as string) ? ' ' : '';
      const after = end < text.length && WORD_CHAR.test(text[end] as string) ? ' ' : '';
      // "1999 was…" at a sentence start: "Nineteen…", so sentence splitting still sees one.
      const words = startsSentence(text, at, edits[edits.length - 1])
        ? capitalized(spoken)
        : spoken;
      edits.push({ start: at, end, text: before + words + after });
      CANDIDATE.lastIndex = end;
      break;
    }
  }
  return edits;
}
