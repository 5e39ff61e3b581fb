/**
 * Issue 32 (session 27): a definite article is evidence of its language, as "ein" already
 * was (docs/decisions.md, "Articles are evidence of their language").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a definite article says which language the prompt is in', () => {
  it.each([
    ['das Boot', 'boat', 'de'],
    ['der Bär', 'bear', 'de'],
    ['der Kipper', 'dump truck', 'de'],
    ['el barco', 'boat', 'es'],
    ['los gatos', 'cat', 'es'],
    ['les chats', 'cat', 'fr'],
    ['il gatto', 'cat', 'it'],
    ['lo zaino', 'backpack', 'it'],
  ])('"%s" is the %s, read as %s', (prompt, kind, language) => {
    expect(read(prompt)).toMatchObject({ kind, language });
  });

  it('an English prompt with a word spelled like an article stays English', () => {
    expect(read('a fox in its den')).toMatchObject({ kind: 'fox' });
    expect(read('a fox in its den').language).toBeUndefined();
    expect(read('a boot').kind).toBe('boot');
    expect(read('a barn').kind).toBe('barn');
  });

  it('an article alone is no prompt in another language', () => {
    for (const word of ['den', 'el']) expect(read(word).language).toBeUndefined();
  });
});
