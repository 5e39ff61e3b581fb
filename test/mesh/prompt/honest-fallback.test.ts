/**
 * Issue 32: a noun the library has no kind for gets a stand-in only from its own shape
 * family (and says so: `related`, `stand_in_for`), else `unknown` with a neutral placeholder
 * and suggestions; English prompts are not read as German or Spanish lookalikes.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { nounsOfKind } from '../../../server/mesh/prompt/nouns.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('stand-ins stay within their shape family', () => {
  // Each of these once reached an unrelated kind (TV remote, PC monitor, guitar, car, house…).
  const ONCE_MISLEADING = [
    'a fire hydrant',
    'a grandfather clock',
    'a ceiling fan',
    'a microphone',
    'a camera',
    'an hourglass',
    'a padlock',
    'an octopus',
    'a drum',
    'a trumpet',
    'a wheelbarrow',
    'a tent',
    'a bridge',
    'a mailbox',
    'a kangaroo',
    'a rifle',
  ];
  it.each(ONCE_MISLEADING)('%s is built as itself or said to be unknown', (prompt) => {
    const it = read(prompt);
    expect(it.match).not.toBe('related');
    if (it.match === 'exact') expect(nounsOfKind(it.kind)).toContain(it.noun);
    else {
      expect(it).toMatchObject({ match: 'unknown', kind: 'placeholder' });
      expect(it.suggestions!.length).toBeGreaterThan(0);
      expect(it.suggestions).not.toContain('placeholder');
    }
  });

  it.each([
    ['a tabby', 'cat'],
    ['a jaguar', 'cat'],
    ['a mandolin', 'guitar'],
    ['a dhole', 'dog'],
  ])('%s may stand in as a %s and says so', (prompt, kind) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related', stand_in_for: it.noun });
    expect(it.chain![0]).toBe(it.noun);
  });

  it('a rarer sense that names a person does not make a ceiling fan a figure', () => {
    expect(read('a ceiling fan').kind).not.toBe('figure');
  });

  it('words that name no thing still make an abstract sculpture', () => {
    expect(read('freedom')).toMatchObject({ kind: 'sculpture', match: 'abstract' });
    expect(read('freedom').suggestions).toBeUndefined();
  });

  it('a made-up word is unknown, with suggestions by spelling', () => {
    const it = read('a chiar');
    expect(it).toMatchObject({ match: 'unknown', kind: 'placeholder' });
    expect(it.suggestions).toContain('chair');
  });
});

describe('the prompt language follows the whole prompt', () => {
  it('an English article wins over a German lookalike', () => {
    for (const prompt of ['a barn', 'a boot']) {
      const it = read(prompt);
      expect(it.language).toBeUndefined();
      expect(['bear', 'boat']).not.toContain(it.kind);
    }
  });

  it('"una barca a vela" is a sailboat, not a candle', () => {
    expect(read('una barca a vela')).toMatchObject({
      kind: 'boat',
      noun: 'sailboat',
      language: 'es',
    });
    expect(read('un voilier rouge')).toMatchObject({ noun: 'sailboat', colors: ['red'] });
  });

  it('черепаха is a turtle, not a sweater on a figure', () => {
    const it = read('черепаха');
    expect(it.language).toBe('ru');
    expect(it.noun).toBe('turtle');
    expect(it.kind).not.toBe('figure');
  });

  it('灯台 in a Japanese prompt is a lighthouse', () => {
    expect(read('緑の灯台')).toMatchObject({ kind: 'tower', noun: 'lighthouse', language: 'ja' });
  });

  // Session 18 (R2): a name with no article was read by its lookalikes ("bars" → Bär,
  // "mascara" → máscara, the lexicon's words being written without accents).
  it.each(['parallel bars', 'mascara', 'Mascara', 'a foyer'])(
    '"%s", a lone name English knows, is read as English',
    (prompt) => {
      const it = read(prompt);
      expect(it.language).toBeUndefined();
      expect(['bear', 'mask', 'fireplace']).not.toContain(it.kind);
    },
  );

  it('a lone word English only borrows, or that is another language as well, stays foreign', () => {
    expect(read('lapin')).toMatchObject({ kind: 'rabbit', language: 'fr' });
    expect(read('una mesa')).toMatchObject({ kind: 'table', language: 'es' });
    // Since session 26 English knows a mesa (the flat-topped hill), so the lone word is it.
    expect(read('mesa')).toMatchObject({ kind: 'mesa', match: 'exact' });
    expect(read('mascara roja')).toMatchObject({ kind: 'mask', language: 'es' });
  });

  it('still reads real foreign prompts', () => {
    expect(read('a casa vermelha')).toMatchObject({ kind: 'house', language: 'pt' });
    expect(read('ein Boot')).toMatchObject({ kind: 'boat', language: 'de' });
    expect(read('ein brauner Bär')).toMatchObject({ kind: 'bear', language: 'de' });
  });
});
