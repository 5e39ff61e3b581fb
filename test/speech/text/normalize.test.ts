import { describe, expect, it } from 'vitest';

import { cpLength, cpSlice } from '../../../server/text/code-points.ts';
import { normalizeForSpeech } from '../../../server/speech/text/normalize.ts';
import type { NormalizedText } from '../../../server/speech/text/normalize.ts';
import { splitWords } from '../../../server/speech/text/words.ts';

interface Case {
  input: string;
  spoken: string;
  /** [a piece of the spoken text, the original characters it must map back to]. */
  maps?: [string, string][];
  lang?: string;
}

/** The original characters behind the first occurrence of `piece` in the normalized text. */
function origin(normalized: NormalizedText, input: string, piece: string): string {
  const unit = normalized.text.indexOf(piece);
  if (unit < 0) throw new Error(`"${piece}" is not in "${normalized.text}"`);
  const start = cpLength(normalized.text.slice(0, unit));
  const span = normalized.mapSpan(start, start + cpLength(piece));
  return cpSlice(input, span.start, span.end);
}

/** Every spoken word maps to a non-empty span of the original, in order. */
function expectWordsMapInOrder(normalized: NormalizedText, input: string): void {
  let previous = 0;
  for (const word of splitWords(normalized.text)) {
    const span = normalized.mapSpan(word.charStart, word.charEnd);
    expect(span.start).toBeGreaterThanOrEqual(previous);
    expect(span.end).toBeGreaterThan(span.start);
    expect(span.end).toBeLessThanOrEqual(normalized.sourceLength);
    expect(normalized.map(word.charStart)).toBe(span.start);
    previous = span.start;
    const original = cpSlice(input, span.start, span.end);
    // A word copied unchanged maps onto itself.
    if (original.toLowerCase().includes(word.text.toLowerCase())) continue;
    expect(original.trim()).not.toBe('');
  }
}

const ENGLISH: Record<string, Case[]> = {
  cardinals: [
    { input: 'I have 42 cats.', spoken: 'I have forty-two cats.', maps: [['forty-two', '42']] },
    { input: 'Only 7 left', spoken: 'Only seven left' },
    {
      input: 'It has 101 rooms and 0 pools.',
      spoken: 'It has one hundred one rooms and zero pools.',
      maps: [['hundred', '101']],
    },
    { input: 'Agent 007', spoken: 'Agent zero zero seven', maps: [['seven', '007']] },
  ],
  thousands: [
    {
      input: 'About 1,234,567 people.',
      spoken: 'About one million two hundred thirty-four thousand five hundred sixty-seven people.',
      maps: [['million', '1,234,567']],
    },
    { input: 'We sold 12,000 units.', spoken: 'We sold twelve thousand units.' },
  ],
  ordinals: [
    {
      input: 'She came 1st, he came 22nd and I was 103rd.',
      spoken: 'She came first, he came twenty-second and I was one hundred third.',
      maps: [
        ['first', '1st'],
        ['twenty-second', '22nd'],
        ['third', '103rd'],
      ],
    },
    { input: 'The 1,000th visitor', spoken: 'The one thousandth visitor' },
  ],
  decimals: [
    {
      input: 'Pi is 3.14 and half is 0.5 or .5.',
      spoken: 'Pi is three point one four and half is zero point five or point five.',
      maps: [
        ['point one', '3.14'],
        ['zero point', '0.5'],
      ],
    },
  ],
  negatives: [
    {
      input: 'It was -5 degrees, then −12.5.',
      spoken: 'It was minus five degrees, then minus twelve point five.',
      maps: [
        ['minus five', '-5'],
        ['twelve', '−12.5'],
      ],
    },
    { input: 'COVID-19 and 5-3', spoken: 'COVID-nineteen and five to three' },
  ],
  years: [
    {
      input: 'In 1999 we bought 2024 apples.',
      spoken: 'In nineteen ninety-nine we bought two thousand twenty-four apples.',
      maps: [
        ['ninety-nine', '1999'],
        ['twenty-four', '2024'],
      ],
    },
    {
      input: '1999 was a good year. Over 2000 people came.',
      spoken: 'Nineteen ninety-nine was a good year. Over two thousand people came.',
    },
    {
      input: 'Since 2005, and by 1905. It ended in 2010.',
      spoken: 'Since two thousand five, and by nineteen oh five. It ended in twenty ten.',
    },
    {
      input: 'From 1066 to 1485; 44 BC and 476 AD.',
      spoken:
        'From ten sixty-six to fourteen eighty-five; forty-four B C and four hundred seventy-six A D.',
    },
    {
      input: 'The 1990s, the ’80s and the 1800s; 1999–2004.',
      spoken:
        'The nineteen nineties, the eighties and the eighteen hundreds; nineteen ninety-nine to two thousand four.',
      maps: [['nineties', '1990s']],
    },
  ],
  dates: [
    {
      input: 'Due 2024-03-05.',
      spoken: 'Due March fifth, twenty twenty-four.',
      maps: [['fifth', '2024-03-05']],
    },
    {
      input: 'Born 5 March 2024 and 3rd of May.',
      spoken: 'Born the fifth of March, twenty twenty-four and the third of May.',
      maps: [['fifth', '5 March 2024']],
    },
    {
      input: 'On March 5th, 2024, and on Mar. 7 and June 2024.',
      spoken:
        'On March fifth, twenty twenty-four, and on March seventh and June twenty twenty-four.',
      maps: [['seventh', 'Mar. 7']],
    },
    { input: 'On 03/05/2024.', spoken: 'On March fifth, twenty twenty-four.' },
    { input: 'On 03/05/2024.', spoken: 'On the third of May, twenty twenty-four.', lang: 'en-GB' },
    { input: 'On 25/12/99.', spoken: 'On the twenty-fifth of December, nineteen ninety-nine.' },
    { input: 'on the 3rd of September', spoken: 'on the third of September' },
  ],
  times: [
    {
      input: 'At 3:30 pm or 14:05, not 9:00 or 15:00.',
      spoken:
        'At three thirty p m or fourteen oh five, not nine o’clock or fifteen hundred.'.replace(
          '’',
          "'",
        ),
      maps: [
        ['p m', '3:30 pm'],
        ['oh five', '14:05'],
      ],
    },
    {
      input: 'Leave at 11am or 6:45 a.m. Then rest.',
      spoken: 'Leave at eleven a m or six forty-five a m. Then rest.',
      maps: [['eleven a m', '11am']],
    },
  ],
  currencies: [
    {
      input: 'It costs $3.50, $1 or $0.99.',
      spoken: 'It costs three dollars and fifty cents, one dollar or ninety-nine cents.',
      maps: [
        ['dollars', '$3.50'],
        ['cents', '$3.50'],
        ['one dollar', '$1'],
      ],
    },
    {
      input: '€2.05, £1.50, ¥500 and ¥1.5',
      spoken:
        'Two euros and five cents, one pound and fifty pence, five hundred yen and one point five yen',
      maps: [
        ['euros', '€2.05'],
        ['pence', '£1.50'],
        ['hundred yen', '¥500'],
      ],
    },
    {
      input: 'A $2.5 million deal, $5k, -$20 and 10 EUR or 5€.',
      spoken:
        'A two point five million dollars deal, five thousand dollars, minus twenty dollars and ten euros or five euros.',
      maps: [['million', '$2.5 million']],
    },
  ],
  percentages: [
    {
      input: '50% off, -3.5 % growth',
      spoken: 'Fifty percent off, minus three point five percent growth',
      maps: [['percent', '50%']],
    },
  ],
  'fractions, ranges, units, phones, symbols': [
    {
      input: 'Add 1/2 cup and 3/4 spoon, 2/3 of it, 24/7.',
      spoken: 'Add one half cup and three quarters spoon, two thirds of it, twenty-four seven.',
    },
    {
      input: 'Pages 10-20 and 5 km at 20°C; 3.5kg; 1 mile',
      spoken:
        'Pages ten to twenty and five kilometers at twenty degrees Celsius; three point five kilograms; one mile',
      maps: [['kilometers', '5 km']],
    },
    {
      input: 'Call (555) 123-4567 or 555-1234.',
      spoken:
        'Call five five five, one two three, four five six seven or five five five, one two three four.',
    },
    {
      input: 'AT&T, No. 5, #3, 2 + 2 = 4',
      spoken: 'AT and T, number five, number three, two plus two equals four',
      maps: [
        ['and', '&'],
        ['number', 'No.'],
      ],
    },
  ],
  abbreviations: [
    {
      input: 'Dr. Smith met Mr. and Mrs. Jones on Elm Dr. near St. Louis.',
      spoken: 'Doctor Smith met Mister and Missus Jones on Elm Drive near Saint Louis.',
      maps: [
        ['Doctor', 'Dr.'],
        ['Drive', 'Dr.'],
        ['Saint', 'St.'],
      ],
    },
    {
      input: 'She lives on Main St. He works at Acme Inc. in town.',
      spoken: 'She lives on Main Street. He works at Acme Incorporated in town.',
    },
    {
      input: 'Fruit, e.g. apples, i.e. food, etc. Then Tom vs. Jerry, Prof. X and Bob Jr. left.',
      spoken:
        'Fruit, for example apples, that is food, et cetera. Then Tom versus Jerry, Professor X and Bob Junior left.',
      maps: [
        ['for example', 'e.g.'],
        ['cetera', 'etc.'],
      ],
    },
  ],
  'web addresses': [
    {
      input: 'See https://www.example.com/docs/intro.html?x=1 now.',
      spoken: 'See example dot com slash docs slash intro dot html now.',
      maps: [['slash docs', 'https://www.example.com/docs/intro.html?x=1']],
    },
    {
      input: 'Visit example.org. Or www.test.co.uk, ok?',
      spoken: 'Visit example dot org. Or test dot co dot uk, ok?',
    },
    {
      input: 'Write to jane.doe+news@mail.example.com today.',
      spoken: 'Write to jane dot doe plus news at mail dot example dot com today.',
      maps: [['at mail', 'jane.doe+news@mail.example.com']],
    },
  ],
  emoji: [
    {
      input: 'Great job 👍🏽! Family: 👨‍👩‍👧, flag 🇫🇷, key 1️⃣.',
      spoken: 'Great job ! Family: , flag , key one.',
      maps: [['one', '1']],
    },
    { input: 'love❤️you', spoken: 'love you' },
  ],
  markdown: [
    {
      input: '# Title\n\nSome **bold**, *italic*, _em_ and `code` text.',
      spoken: 'Title\n\nSome bold, italic, em and code text.',
      maps: [
        ['bold', 'bold'],
        ['code', 'code'],
      ],
    },
    {
      input: 'Read [the guide](https://x.com/guide "Guide") or ![a cat](cat.png).',
      spoken: 'Read the guide or a cat.',
      maps: [['guide', 'guide']],
    },
    {
      input: '- first item\n* second item\n> quoted\n1. step one\n---\n~~old~~ snake_case',
      spoken: 'first item\nsecond item\nquoted\nOne. step one\n\nold snake case',
    },
    {
      input: '```\nx = 1\n```\n| a | b |\n|---|---|\n| 1 | 2 |',
      spoken: '\nx equals one\n\n a , b \n\n One , two ',
    },
  ],
};

describe('normalizeForSpeech (English)', () => {
  for (const [category, cases] of Object.entries(ENGLISH)) {
    describe(category, () => {
      it.each(cases)('$input', ({ input, spoken, maps, lang }) => {
        const normalized = normalizeForSpeech(input, lang ?? 'en-US');
        expect(normalized.text).toBe(spoken);
        expect(normalized.sourceLength).toBe(cpLength(input));
        for (const [piece, original] of maps ?? []) {
          expect(origin(normalized, input, piece)).toBe(original);
        }
        expectWordsMapInOrder(normalized, input);
        // Normalizing again changes nothing.
        expect(normalizeForSpeech(spoken, lang ?? 'en-US').text).toBe(spoken);
      });
    });
  }
});

describe('normalizeForSpeech (other languages)', () => {
  it('leaves Chinese unchanged, digits and punctuation included', () => {
    const text = '你好世界，今天天气很好。我有3个苹果和ABC！2024年3月5日，价格是¥50。';
    for (const lang of ['cmn', 'zh', 'zh-CN', 'yue']) {
      const normalized = normalizeForSpeech(text, lang);
      expect(normalized.text).toBe(text);
      for (let i = 0; i <= cpLength(text); i++) expect(normalized.map(i)).toBe(i);
    }
  });

  it('strips Markdown and emoji from Chinese only', () => {
    const text = '## 标题\n**重要**的事情😀说三遍';
    const normalized = normalizeForSpeech(text, 'cmn');
    expect(normalized.text).toBe('标题\n重要的事情说三遍');
    expect(origin(normalized, text, '重要')).toBe('重要');
    expect(origin(normalized, text, '说')).toBe('说');
  });

  it('keeps digits for the engine and shortens addresses to their host', () => {
    const text =
      'Es kostet 3,50 € am 5. März, siehe https://www.beispiel.de/pfad?x=1 😀 **jetzt**.';
    const normalized = normalizeForSpeech(text, 'de-DE');
    expect(normalized.text).toBe('Es kostet 3,50 € am 5. März, siehe beispiel.de  jetzt.');
    expect(origin(normalized, text, 'beispiel.de')).toBe('https://www.beispiel.de/pfad?x=1');
    expect(normalizeForSpeech('Le 5 mai 2024, 50 % de réduction, a@b.fr', 'fr').text).toBe(
      'Le 5 mai 2024, 50 % de réduction, a@b.fr',
    );
  });
});

describe('offset mapping', () => {
  it('maps engine events back to the original, merging words of one replaced stretch', () => {
    const input = '👋 Pay $3.50 now!';
    const normalized = normalizeForSpeech(input, 'en');
    expect(normalized.text).toBe(' Pay three dollars and fifty cents now!');
    const words = splitWords(normalized.text);
    const events = [
      { type: 'sentence', charStart: 1, charEnd: cpLength(normalized.text), startMs: 0 },
      ...words.map((word, i) => ({
        type: 'word',
        charStart: word.charStart,
        charEnd: word.charEnd,
        startMs: i * 100,
      })),
    ];
    const mapped = normalized.mapEvents(events);
    expect(
      mapped.map((event) => [
        event.type,
        cpSlice(input, event.charStart, event.charEnd),
        event.startMs,
      ]),
    ).toEqual([
      ['sentence', 'Pay $3.50 now!', 0],
      ['word', 'Pay', 0],
      ['word', '$3.50', 100],
      ['word', 'now', 600],
    ]);
  });

  it('counts code points on both sides', () => {
    const input = '𝒳 costs $5 😀😀 ok';
    const normalized = normalizeForSpeech(input, 'en');
    expect(normalized.text).toBe('𝒳 costs five dollars  ok');
    expect(origin(normalized, input, 'dollars')).toBe('$5');
    expect(origin(normalized, input, 'ok')).toBe('ok');
    expect(normalized.map(cpLength(normalized.text))).toBe(cpLength(input));
    expect(normalized.mapSpan(3, 3)).toEqual({ start: 3, end: 3 });
  });

  it('handles empty and markup-only text', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['😀', ''],
      ['---', ''],
      ['```', ''],
      ['# ', ''],
      ['**', '**'],
      ['[]()', ''],
    ];
    for (const [input, spoken] of cases) {
      const normalized = normalizeForSpeech(input, 'en-US');
      expect(normalized.text).toBe(spoken);
      expect(normalized.map(0)).toBeLessThanOrEqual(cpLength(input));
      expect(normalized.mapSpan(0, cpLength(spoken)).end).toBeLessThanOrEqual(cpLength(input));
    }
  });

  it('never throws and keeps spans in order on random odd input', () => {
    const pieces = [
      'a',
      'B',
      '1',
      '0',
      ' ',
      '\n',
      '.',
      ',',
      ':',
      '-',
      '/',
      '$',
      '€',
      '%',
      '*',
      '_',
    ];
    pieces.push('`', '[', ']', '(', ')', '#', '>', '<', '@', '&', '+', '😀', '👍🏽', '\u200d', '中');
    pieces.push('\ud800', '\u0000', 'St.', 'Dr.', 'May', 'pm', 'http://', 'www.', '.com', 'e.g.');
    pieces.push('th', "'", '’', '–', '°C', 'km', '2024', '1999');
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let k = 0; k < 400; k++) {
      let input = '';
      const length = Math.floor(random() * 30);
      for (let i = 0; i < length; i++) input += pieces[Math.floor(random() * pieces.length)];
      for (const lang of ['en-US', 'de', 'cmn']) {
        const normalized = normalizeForSpeech(input, lang);
        let previous = 0;
        for (const word of splitWords(normalized.text)) {
          const span = normalized.mapSpan(word.charStart, word.charEnd);
          expect(span.start).toBeGreaterThanOrEqual(previous);
          expect(span.end).toBeGreaterThanOrEqual(span.start);
          expect(span.end).toBeLessThanOrEqual(cpLength(input));
          previous = span.start;
        }
      }
    }
  });

  it('stays linear on long input', () => {
    const unit =
      'On 2024-03-05 Dr. Smith paid $3.50 (50%) at 3:30 pm, see example.com 😀 **now**. ';
    const input = unit.repeat(3000);
    const normalized = normalizeForSpeech(input, 'en-US');
    const expected = normalizeForSpeech(unit, 'en-US').text;
    expect(normalized.text).toBe(expected.repeat(3000));
    const last = splitWords(normalized.text).pop();
    expect(last).toBeDefined();
    const span = normalized.mapSpan(last?.charStart ?? 0, last?.charEnd ?? 0);
    expect(cpSlice(input, span.start, span.end)).toBe('now');
  });
});
