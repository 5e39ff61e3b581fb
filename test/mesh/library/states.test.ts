/**
 * Issue 32, session 17: a state put before a thing reaches the parts where the kind can show
 * it (an open book, a closed laptop or umbrella, an unlit candle, a carved pumpkin, half an
 * apple) and is reported as not shown where it cannot (`unshown`); every state's build is
 * still one piece.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const read = (prompt: string) => interpretPrompt(prompt, 1);
const build = (prompt: string) => buildScene(prompt, { detail, seed: 1 });
const names = (parts: readonly ScenePart[]): string[] => parts.map((p) => p.name);

describe('state words are read', () => {
  it.each([
    ['an open book', 'book', 'open'],
    ['a closed laptop', 'laptop', 'closed'],
    ['a closed umbrella', 'umbrella', 'closed'],
    ['an unlit candle', 'candle', 'unlit'],
    ['a carved pumpkin', 'pumpkin', 'carved'],
    ['half an apple', 'apple', 'half'],
    ['a sliced orange', 'orange', 'half'],
  ])('%s: the %s is built %s', (prompt, kind, state) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, state, match: 'exact' });
    expect(it.unshown).toBeUndefined();
  });

  it.each([
    ['a broken vase', 'vase', 'broken'],
    ['a wet dog', 'dog', 'wet'],
    ['an open door', 'door', 'open'],
  ])('%s: the %s cannot show it, and says so', (prompt, kind, word) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, unshown: [word] });
    expect(it.state).toBeUndefined();
  });

  it('"carved" before a noun is a state, after it what the thing is made of', () => {
    expect(read('a carved pumpkin').state).toBe('carved');
    expect(read('a statue carved from marble').state).toBeUndefined();
  });

  it('a state word is never taken for the noun of an unknown thing', () => {
    expect(read('an open book').noun).toBe('book');
    expect(read('a closed book')).toMatchObject({ kind: 'book', state: 'closed' });
  });
});

describe('states reach the parts', () => {
  it('an open book shows its pages and text; a book is a closed slab', async () => {
    expect(names((await build('an open book')).parts)).toEqual(
      expect.arrayContaining(['cover', 'pages', 'text']),
    );
    expect(names((await build('a book')).parts)).not.toContain('text');
  });

  it("a carved pumpkin and a jack-o'-lantern show a hollow through a cut face", async () => {
    for (const prompt of ['a carved pumpkin', "a jack-o'-lantern"])
      expect(names((await build(prompt)).parts)).toContain('inside');
    expect(names((await build('a pumpkin')).parts)).not.toContain('inside');
  });

  it('half an apple shows its flesh and pips; an unlit candle has no flame', async () => {
    expect(names((await build('half an apple')).parts)).toEqual(
      expect.arrayContaining(['body', 'flesh', 'seeds']),
    );
    expect(names((await build('an unlit candle')).parts)).not.toContain('flame');
    expect(names((await build('a candle')).parts)).toContain('flame');
  });

  it('a closed umbrella is furled: slimmer than an open one', async () => {
    const open = bounds((await build('an umbrella')).parts);
    const shut = bounds((await build('a closed umbrella')).parts);
    expect(shut.size[0]).toBeLessThan(open.size[0] * 0.3);
  });

  it('an open chest shows its inside and a raised lid; an open box is hollow', async () => {
    expect(names((await build('an open chest')).parts)).toEqual(
      expect.arrayContaining(['body', 'inside', 'lid']),
    );
    expect(names((await build('a chest')).parts)).not.toContain('inside');
    expect(read('an open box')).toMatchObject({ kind: 'crate', state: 'open' });
    expect(names((await build('an open box')).parts)).toContain('inside');
  });

  it('a closed laptop lies flat', async () => {
    const open = bounds((await build('a laptop')).parts);
    const shut = bounds((await build('a closed laptop')).parts);
    expect(shut.size[1]).toBeLessThan(open.size[1] * 0.3);
  });

  // Every state's build hangs together, as parts-hold.test.ts asks of the default builds.
  const STATED = [
    'an open book',
    'an open chest',
    'an open box',
    'a closed laptop',
    'a closed umbrella',
    'an unlit candle',
    'a carved pumpkin',
    'half an apple',
    'half a pear',
    'a sliced orange',
    'half a lemon',
    'half a peach',
    'half a plum',
    'half a tomato',
    'half an avocado',
    'half a coconut',
    'half an egg',
    'half an onion',
  ];
  it.each(STATED)('%s is one piece', async (prompt) => {
    const parts = (await build(prompt)).parts;
    const gap = Math.max(...bounds(parts).size) * 0.01;
    const near = (a: ScenePart, b: ScenePart): boolean => {
      const x = bounds([a]);
      const y = bounds([b]);
      return [0, 1, 2].every((k) => x.min[k]! <= y.max[k]! + gap && y.min[k]! <= x.max[k]! + gap);
    };
    const reached = new Set([0]);
    const todo = [0];
    while (todo.length > 0) {
      const i = todo.pop()!;
      parts.forEach((q, j) => {
        if (!reached.has(j) && near(parts[i]!, q)) {
          reached.add(j);
          todo.push(j);
        }
      });
    }
    expect(parts.filter((_, j) => !reached.has(j)).map((p) => p.name)).toEqual([]);
  });
});
