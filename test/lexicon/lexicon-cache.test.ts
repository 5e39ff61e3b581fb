import { afterAll, describe, expect, it } from 'vitest';
import { LexiconStore, type LexiconFields } from '../../server/lexicon/lexicon-store.ts';
import { lexiconLookup } from '../../server/lexicon/pronunciations.ts';
import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import { JsonLexiconRepository } from '../../server/store/json-lexicon.ts';
import { openPostgresStorage } from '../../server/store/postgres/storage.ts';
import type { LexiconRepository } from '../../server/store/ports.ts';
import { lexiconEdits } from '../../server/speech/text/normalize-lexicon.ts';
import { removeDir, tempDir } from '../helpers/gateway.ts';
import { teamDatabase, teamServersMissing } from '../helpers/team-servers.ts';

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

/** A lexicon repository of each kind, with what closes it. */
const repositories: [string, () => Promise<[LexiconRepository, () => Promise<void>]>][] = [
  [
    'a lexicon file',
    async () => {
      const dir = await tempDir();
      dirs.push(dir);
      return [await JsonLexiconRepository.open(dir), () => Promise.resolve()];
    },
  ],
];
if (!teamServersMissing()) {
  repositories.push([
    'a team server’s database',
    async () => {
      const dir = await tempDir();
      dirs.push(dir);
      const files = new FilesArea(dir);
      await files.init();
      const storage = await openPostgresStorage(await teamDatabase(), files, silentLogger);
      return [storage.lexicon, () => storage.close()];
    },
  ]);
}

describe.each(repositories)("an owner's lexicon kept in %s", (_, open) => {
  it('is compiled again once a write lands, even when a session read it while the write was on its way', async () => {
    const [repo, close] = await open();
    try {
      const store = new LexiconStore(repo);
      const lookup = lexiconLookup(store);
      const writing = store.put('ann', [fields('nginx', 'engine x')]);
      // A session starts while the entry is being written: it may speak without it ...
      lookup('ann');
      await writing;
      // ... but every session after the write has it.
      expect(lexiconEdits('nginx', lookup('ann') ?? [], 'en')).toEqual([
        { start: 0, end: 5, text: 'engine x' },
      ]);
      const removing = store.delete('ann', 'nginx');
      lookup('ann');
      expect(await removing).toBe(true);
      expect(lookup('ann')).toBeNull();
    } finally {
      await close();
    }
  });
});
