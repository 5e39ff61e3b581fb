/**
 * Issue 32 (session 30): readings mended at the session's merge (docs/decisions.md, "A person
 * doing something" and "Readings the merge mended (session 30)").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('what a person is doing is no thing', () => {
  it.each([
    'a woman knitting',
    'a man crocheting',
    'a woman painting',
    'a woman painting on a bench',
    'a chef cooking',
    'a soldier marching',
  ])('"%s" is the person', (prompt) => {
    expect(read(prompt).kind).toBe('figure');
  });

  it('the doing word alone, or after no person, is still the thing it names', () => {
    expect(read('knitting').kind).toBe('knitting');
    expect(read('a painting').kind).toBe('picture frame');
  });

  it('a second thing after "and" is still a thing', () => {
    const reading = read('a woman and a painting');
    expect(reading.kind).toBe('figure');
    expect(reading.objects?.map((o) => o.kind)).toContain('picture frame');
  });

  it('what the person makes, named after the doing word, is kept', () => {
    expect(read('a woman knitting a scarf').kind).toBe('scarf');
  });
});

describe('a food read by its gloss takes the gloss’s head, not a word after it', () => {
  it('a participle after the head ends it: a julienne is no cut of meat', () => {
    expect(read('a julienne').kind).not.toBe('steak');
    expect(read('an aperitif').kind).not.toBe('meal');
  });

  it('a milk pudding is the pudding, no glass of milk', () => {
    expect(read('a blancmange')).toMatchObject({ kind: 'custard', match: 'related' });
  });

  it('"meat of …" is named for its creature and not read as the steak', () => {
    expect(read('a shellfish').kind).not.toBe('steak');
  });

  it('the foods the rule was made for still read', () => {
    expect(read('a tostada').kind).toBe('flatbread');
    expect(read('a zabaglione').kind).toBe('custard');
    expect(read('a windfall').kind).toBe('apple');
  });
});
