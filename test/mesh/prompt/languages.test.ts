/**
 * Issue 16 §5: every kind the library builds can be asked for in each of the eight other
 * languages, by each of its words there, in a phrase with a colour.
 */
import { describe, expect, it } from 'vitest';
import { translationsOf } from '../../../server/mesh/prompt/languages.ts';
import { LEXICON_KINDS, kindOfNoun } from '../../../server/mesh/prompt/nouns.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

/** "a red …" as people write it in each language (a word alone may be English too: "chat"). */
function redOne(language: string, word: string): string {
  const phrase: Record<string, string> = {
    zh: `红色的${word}`,
    ja: `赤い${word}`,
    es: `${word} rojo`,
    fr: `${word} rouge`,
    de: `roter ${word}`,
    it: `${word} rosso`,
    pt: `${word} vermelho`,
    ru: `красный ${word}`,
  };
  return phrase[language]!;
}

describe('nouns in other languages', () => {
  it('every kind the library builds has a word in each language', () => {
    const missing = LEXICON_KINDS.filter((kind) => translationsOf(kind) === null);
    expect(missing).toEqual([]);
  });

  it.each(LEXICON_KINDS)('%s is understood from each language', (kind) => {
    const row = translationsOf(kind)!;
    const wrong: string[] = [];
    for (const [language, words] of Object.entries(row)) {
      for (const word of words) {
        const got = interpretPrompt(redOne(language, word), 1);
        if (got.kind !== kindOfNoun(kind)) wrong.push(`${language} "${word}" → ${got.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('Russian names of several words, as people write them', () => {
  // The lexicon keeps Russian as stems; a name of two words was only matched when typed as
  // its stems, so "нижняя юбка" read as a skirt and "тлеющие угли" as nothing (session 25).
  it.each([
    ['нижняя юбка', 'petticoat'],
    ['зелёный лук', 'scallion'],
    ['яичная скорлупа', 'eggshell'],
    ['тлеющие угли', 'ember'],
    ['снежное поле', 'snowfield'],
    ['виниловая пластинка', 'record'],
    ['ремень безопасности', 'car seat'],
  ])('%s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, language: 'ru' });
  });

  it('a colour before a noun is still the colour: "красная машина" is a red car', () => {
    expect(interpretPrompt('красная машина', 1)).toMatchObject({ kind: 'car', colors: ['red'] });
  });
});

describe('German ß', () => {
  // Folded to "ss" as the lexicon is, so "Straße" and "Strasse" are one word (session 25).
  it.each([
    ['eine Straßenlaterne', { kind: 'street lamp' }],
    ['ein Reißverschluss', { kind: 'zipper' }],
    ['ein weißes Auto', { kind: 'car', colors: ['white'] }],
    ['ein großer Hund', { kind: 'dog', size: 'large' }],
    ['ein Fußball', { kind: 'ball' }],
  ])('%s is understood', (prompt, reading) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ ...reading, language: 'de' });
  });
});
