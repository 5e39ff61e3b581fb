import { afterAll, describe, expect, it } from 'vitest';
import { LexiconStore, type LexiconFields } from '../../server/lexicon/lexicon-store.ts';
import { lexiconLookup } from '../../server/lexicon/pronunciations.ts';
import { JsonLexiconRepository } from '../../server/store/json-lexicon.ts';
import { lexiconEdits } from '../../server/speech/text/normalize-lexicon.ts';
import { removeDir, tempDir } from '../helpers/gateway.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

const fields = (grapheme: string, alias: string): LexiconFields => ({
  grapheme,
  alias,
  case_sensitive: false,
  whole_word: true,
  locales: [],
});

describe("an owner's compiled lexicon", () => {
  it('is compiled once, and again only after that owner writes the lexicon', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const store = new LexiconStore(await JsonLexiconRepository.open(dir));
    const lookup = lexiconLookup(store);
    expect(lookup('ann')).toBeNull();

    await store.put('ann', [fields('nginx', 'engine x')]);
    const first = lookup('ann');
    expect(first?.size).toBe(1);
    expect(lookup('ann')).toBe(first);

    // Another owner's write leaves Ann's compiled lexicon as it is.
    await store.put('ben', [fields('nginx', 'en gin x')]);
    expect(lookup('ann')).toBe(first);
    expect(lexiconEdits('nginx', lookup('ben') ?? [], 'en')).toEqual([
      { start: 0, end: 5, text: 'en gin x' },
    ]);

    await store.put('ann', [fields('nginx', 'N G I N X')]);
    const second = lookup('ann');
    expect(second).not.toBe(first);
    expect(lexiconEdits('nginx', second ?? [], 'en')).toEqual([
      { start: 0, end: 5, text: 'N G I N X' },
    ]);

    expect(await store.delete('ann', 'nginx')).toBe(true);
    expect(lookup('ann')).toBeNull();
  });
});
