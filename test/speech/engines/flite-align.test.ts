import { describe, expect, it } from 'vitest';

import {
  spokenPhones,
  wordChunks,
  wordStartTimes,
} from '../../../server/speech/engines/flite-align.ts';
import type { SpokenPhone } from '../../../server/speech/engines/flite-align.ts';
import { splitWords } from '../../../server/speech/text/words.ts';

/** Spoken phones from "name:end" pairs, the way -psdur prints them. */
function spoken(line: string): SpokenPhone[] {
  return spokenPhones(
    line.split(' ').map((token) => {
      const [name, end] = token.split(':');
      return { name: name as string, end: Number(end) };
    }),
  );
}

describe('wordChunks', () => {
  it('gives each word the punctuation and symbols touching it', () => {
    const text = '($3.50) costs, Mr. Smith said; AT&T and/or 50% — "ok"';
    expect(wordChunks(text, splitWords(text))).toEqual([
      '($3.50)',
      'costs,',
      'Mr.',
      'Smith',
      'said;',
      'AT&',
      'T',
      'and/',
      'or',
      '50%',
      '"ok"',
    ]);
  });

  it('handles text without words and emoji words', () => {
    expect(wordChunks('...', splitWords('...'))).toEqual([]);
    const text = 'hi 😀!';
    expect(wordChunks(text, splitWords(text))).toEqual(['hi', '😀!']);
  });
});

describe('spokenPhones', () => {
  it('drops pauses and gives each phone its start', () => {
    expect(spoken('pau:0.2 hh:0.3 ay:0.5 pau:0.9 y:1.0')).toEqual([
      { name: 'hh', start: 0.2, end: 0.3 },
      { name: 'ay', start: 0.3, end: 0.5 },
      { name: 'y', start: 0.9, end: 1 },
    ]);
  });
});

describe('wordStartTimes', () => {
  it('starts each word at its first phone when the phones match', () => {
    const phones = spoken('pau:0.2 hh:0.3 ay:0.5 pau:0.9 dh:1.0 eh:1.1 r:1.2 pau:1.4');
    const times = wordStartTimes(
      phones,
      [
        ['hh', 'ay'],
        ['dh', 'eh', 'r'],
      ],
      [2, 5],
    );
    expect(times).toEqual([0.2, 0.9]);
  });

  it('aligns across phones that changed in context', () => {
    // "the apple": alone "the" is "dh ax", before a vowel Flite says "dh iy".
    const phones = spoken('pau:0.1 dh:0.2 iy:0.3 ae:0.4 p:0.5 ax:0.6 l:0.7 pau:0.9');
    const times = wordStartTimes(
      phones,
      [
        ['dh', 'ax'],
        ['ae', 'p', 'ax', 'l'],
      ],
      [3, 5],
    );
    expect(times).toEqual([0.1, 0.3]);
  });

  it('gives a spoken phone without counterpart to the word before it', () => {
    const phones = spoken('pau:0.1 w:0.2 ah:0.3 n:0.4 z:0.5 t:0.6 uw:0.7');
    const times = wordStartTimes(
      phones,
      [
        ['w', 'ah', 'n'],
        ['t', 'uw'],
      ],
      [3, 3],
    );
    expect(times).toEqual([0.1, 0.5]);
  });

  it('puts words without phones where the words before them ended', () => {
    const phones = spoken('pau:0.1 hh:0.2 ay:0.3 pau:0.6 y:0.7 uw:0.8');
    const times = wordStartTimes(phones, [['hh', 'ay'], [], ['y', 'uw'], []], [2, 1, 3, 1]);
    expect(times).toEqual([0.1, 0.3, 0.6, 0.8]);
  });

  it('shares phones out by weight when the expected phones are unknown', () => {
    const phones = spoken('pau:0.1 a:0.2 b:0.3 c:0.4 d:0.5');
    expect(wordStartTimes(phones, null, [1, 1])).toEqual([0.1, 0.3]);
    expect(wordStartTimes(phones, null, [3, 1])).toEqual([0.1, 0.4]);
    expect(wordStartTimes(phones, null, [0, 0])).toEqual([0.1, 0.5]);
  });

  it('stays non-decreasing with nothing spoken or nothing expected', () => {
    expect(wordStartTimes([], [['a'], ['b']], [1, 1])).toEqual([0, 0]);
    expect(wordStartTimes(spoken('pau:0.1 a:0.2'), [[], []], [1, 1])).toEqual([0.1, 0.2]);
    expect(wordStartTimes(spoken('a:0.2'), [], [])).toEqual([]);
  });
});
