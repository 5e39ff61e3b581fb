import { describe, expect, it } from 'vitest';
import { parsePhonemes, respell } from '../../server/lexicon/phonemes.ts';
import { normalizeForSpeech } from '../../server/speech/text/normalize.ts';
import type { PronunciationEntry } from '../../server/speech/text/normalize-lexicon.ts';
import { cpSlice } from '../../server/text/code-points.ts';

const entry = (
  grapheme: string,
  say: string,
  extra: Partial<PronunciationEntry> = {},
): PronunciationEntry => ({
  grapheme,
  say,
  caseSensitive: false,
  wholeWord: true,
  locales: [],
  ...extra,
});

/** The original span each word of the normalized text maps to. */
function wordsMapped(input: string, lexicon: PronunciationEntry[], lang = 'en-US') {
  const n = normalizeForSpeech(input, lang, lexicon);
  const out: [string, string][] = [];
  for (const m of n.text.matchAll(/\S+/gu)) {
    const span = n.mapSpan(
      [...n.text.slice(0, m.index)].length,
      [...n.text.slice(0, m.index + m[0].length)].length,
    );
    out.push([m[0], cpSlice(input, span.start, span.end)]);
  }
  return { text: n.text, words: out };
}

describe('the lexicon pass of normalization', () => {
  it('replaces whole words, longest first, and maps every word read back to the grapheme', () => {
    const r = wordsMapped('🎉 Run NGINX on New York City servers, $3 each.', [
      entry('nginx', 'engine x'),
      entry('New York', 'the big apple'),
      entry('New York City', 'N Y C'),
    ]);
    expect(r.text).toContain('Run engine x on N Y C servers, three dollars each.');
    expect(r.words).toContainEqual(['engine', 'NGINX']);
    expect(r.words).toContainEqual(['x', 'NGINX']);
    expect(r.words).toContainEqual(['C', 'New York City']);
    expect(r.words).toContainEqual(['dollars', '$3']);
  });

  it('keeps whole_word, case_sensitive and locales', () => {
    const n = (text: string, e: PronunciationEntry, lang = 'en') =>
      normalizeForSpeech(text, lang, [e]).text;
    expect(n('Xcodes and Xcode', entry('Xcode', 'ex code'))).toBe('Xcodes and ex code');
    expect(n('Xcodes', entry('Xcode', 'ex code', { wholeWord: false }))).toBe('ex code s');
    expect(n('SQL and sql', entry('SQL', 'sequel', { caseSensitive: true }))).toBe(
      'sequel and sql',
    );
    expect(n('SQL', entry('SQL', 'sequel', { locales: ['fr'] }))).toBe('SQL');
    expect(n('SQL', entry('SQL', 'sequel', { locales: ['en'] }), 'en-GB')).toBe('sequel');
    expect(n('C++ rocks', entry('C++', 'see plus plus'))).toBe('see plus plus rocks');
  });
});

describe('ARPAbet phones', () => {
  it('are validated and normalized, and respelled syllable by syllable', () => {
    expect(parsePhonemes(' eh1  n jh ih0 n eh1 k s ')).toEqual({
      phones: 'EH1 N JH IH0 N EH1 K S',
    });
    expect(respell('EH1 N JH IH0 N EH1 K S')).toBe('ehn-jih-nehks');
    expect(parsePhonemes('K S')).toHaveProperty('error');
    expect(parsePhonemes('K2 AA1')).toHaveProperty('error');
    expect(parsePhonemes('QQ AA1')).toHaveProperty('error');
  });
});
