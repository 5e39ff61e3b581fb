import { describe, expect, it } from 'vitest';

import { alignWordEvents } from '../../../server/speech/engines/word-timing.ts';
import type { TimingMark } from '../../../server/speech/engines/word-timing.ts';

const word = (position: number, ms: number): TimingMark => ({ position, ms, kind: 'word' });
const end = (position: number, ms: number): TimingMark => ({ position, ms, kind: 'end' });

const wordTimes = (text: string, marks: TimingMark[], duration: number): number[] =>
  alignWordEvents(text, marks, duration)
    .filter((event) => event.type === 'word')
    .map((event) => event.startMs);

describe('alignWordEvents', () => {
  it('gives each word the time of its first mark', () => {
    expect(wordTimes('Hello big world', [word(0, 0), word(6, 300), word(10, 500)], 900)).toEqual([
      0, 300, 500,
    ]);
  });

  it('places unmarked characters between their neighbours, by position', () => {
    // 你好世界: eSpeak marks 你 and 世 only.
    expect(wordTimes('你好世界', [word(0, 0), word(2, 400), word(3, 600)], 800)).toEqual([
      0, 200, 400, 600,
    ]);
  });

  it('uses clause ends as anchors for trailing unmarked words', () => {
    // 很好。: 好 unmarked, the clause ends (mark on 。) at 1000 ms.
    expect(wordTimes('很好。', [word(0, 500), end(2, 1000)], 1200)).toEqual([500, 750]);
    // Three emoji with one mark; the end mark inside the last one moves to its end.
    expect(wordTimes('😀😀😀', [word(0, 0), end(2, 900)], 1000)).toEqual([0, 300, 600]);
  });

  it('spreads words over the audio when there are no marks at all', () => {
    expect(wordTimes('ab cd', [], 1000)).toEqual([0, 600]);
  });

  it('keeps times non-decreasing and inside the audio', () => {
    const times = wordTimes(
      'one two three four',
      [word(0, 500), word(4, 100), word(14, 5000)],
      900,
    );
    expect(times).toEqual([500, 500, 500, 900]);
  });

  it('ignores marks outside words but keeps them as anchors', () => {
    // "$5" — eSpeak marks "$" (position 0) and "5".
    expect(wordTimes('$5 now', [word(0, 100), word(1, 300), word(3, 700)], 1000)).toEqual([
      300, 700,
    ]);
  });

  it('adds a sentence event before the first word of each sentence', () => {
    const events = alignWordEvents(
      'Hi there. Bye!',
      [word(0, 0), word(3, 200), word(10, 800)],
      1200,
    );
    expect(events).toEqual([
      { type: 'sentence', charStart: 0, charEnd: 9, startMs: 0 },
      { type: 'word', charStart: 0, charEnd: 2, startMs: 0 },
      { type: 'word', charStart: 3, charEnd: 8, startMs: 200 },
      { type: 'sentence', charStart: 10, charEnd: 14, startMs: 800 },
      { type: 'word', charStart: 10, charEnd: 13, startMs: 800 },
    ]);
  });

  it('returns nothing for text without words', () => {
    expect(alignWordEvents('... !!', [word(0, 0)], 500)).toEqual([]);
  });
});
