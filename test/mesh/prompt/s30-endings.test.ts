/**
 * Issue 32 (session 30): an inflected word is cut only by its own language's endings, and a
 * noun only by a noun's (docs/decisions.md, "Endings by language").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('an English word alone is not another language’s word with an ending', () => {
  it.each([
    ['dacha', 'roof', 'German "Dach" with an "-a"'],
    ['lace', 'lake', 'French "lac" with an "-e"'],
    ['tartan', 'cake', 'Spanish "tarta" with an "-n"'],
    ['capon', 'peninsula', 'Italian "capo" with an "-n"'],
    ['planer', 'map', 'French "plan" with an "-er"'],
    ['magneto', 'magnet', 'German "Magnet" with an "-o"'],
  ])('"%s" is no %s (%s)', (prompt, wrong) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe(wrong);
    expect(reading.language).toBeUndefined();
  });

  it('the English word is read in English instead', () => {
    expect(read('dacha')).toMatchObject({ kind: 'house', match: 'related' });
    expect(read('capon')).toMatchObject({ kind: 'bird', match: 'related' });
    expect(read('tartan')).toMatchObject({ kind: 'bolt of cloth', match: 'related' });
  });

  it('a lone English word ending like an Italian plural stays English', () => {
    expect(read('manicotti').kind).not.toBe('muff');
    expect(read('manicotti').language).toBeUndefined();
  });
});

describe('words of each language still take their own endings', () => {
  it.each([
    ['ein rotes Auto', 'car', 'de', 'red'],
    ['zwei rote Autos', 'car', 'de', 'red'],
    ['des voitures rouges', 'car', 'fr', 'red'],
    ['une voiture verte', 'car', 'fr', 'green'],
    ['casas rojas', 'house', 'es', 'red'],
    ['dos gatos negros', 'cat', 'es', 'black'],
    ['carros vermelhos', 'car', 'pt', 'red'],
  ])('"%s" is the %s, read as %s, in %s', (prompt, kind, language, colour) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind, language });
    expect(JSON.stringify(reading)).toContain(colour);
  });

  it('Italian plurals change their last vowel, among other words', () => {
    expect(read('due gatti')).toMatchObject({ kind: 'cat', language: 'it' });
    expect(read('tre cani')).toMatchObject({ kind: 'dog', language: 'it' });
    expect(read('gatti neri')).toMatchObject({ kind: 'cat', language: 'it' });
    expect(read('macchine rosse')).toMatchObject({ kind: 'car', language: 'it' });
    expect(JSON.stringify(read('macchine rosse'))).toContain('red');
  });
});

describe('an English noun typed without the accent another language writes', () => {
  it('"tripe" is the food, no Portuguese "tripé" (a tripod)', () => {
    expect(read('tripe').kind).not.toBe('tripod');
    expect(read('tripe').language).toBeUndefined();
  });

  it('"cote" is no French "côté" (beside) read as an abstract', () => {
    expect(read('cote').match).not.toBe('abstract');
  });

  it('the other language, written with its accents and words around it, still reads', () => {
    expect(read('un trépied')).toMatchObject({ kind: 'tripod', language: 'fr' });
    expect(read('une chaise à côté d’une table').kind).toBe('chair');
  });
});
