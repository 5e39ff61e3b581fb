import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const objectsOf = (prompt: string): string[] =>
  (interpretPrompt(prompt, 1).objects ?? []).map((o) => o.kind);

describe('a body part after "with" belongs to its creature (docs "Body parts on a creature")', () => {
  it.each([
    ['a man with a blue hand', 'figure'],
    ['a deer with brown antlers', 'deer'],
    ['a dog with a big nose', 'dog'],
    ['a horse with black hooves', 'horse'],
    ['an elephant with long tusks', 'elephant'],
    ['a robot with a big hand', 'robot'],
  ])('%s is the %s alone, no second thing beside it', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
    expect(objectsOf(prompt)).toEqual([]);
  });

  it('the part alone is its own kind', () => {
    expect(interpretPrompt('a hand', 1).kind).toBe('hand');
    expect(interpretPrompt('an antler', 1).kind).toBe('antler');
  });

  it('a bone or an organ stays a thing of its own ("a dog with a bone")', () => {
    expect(objectsOf('a dog with a bone')).toEqual(['bone']);
    expect(objectsOf('a dog holding a bone')).toEqual(['bone']);
  });

  it('on a thing that is no creature the part is set beside it', () => {
    expect(objectsOf('a table with a hand')).toEqual(['hand']);
  });

  it('a calendar with a date shows no fruit; a plate with a date does', () => {
    expect(objectsOf('a calendar with a date')).toEqual([]);
    expect(objectsOf('a plate with a date')).toEqual(['date']);
  });
});
