/**
 * The desktop adapter of the LexiconRepository: `lexicon.json` in the data directory, every
 * owner's entries held in memory and rewritten atomically (temp file, fsync, rename) when a
 * lexicon changes, writes serialized. A file of its own, not a collection of voxmesh.db.json:
 * the database is saved on every request (usage, a key's last use), and with the lexicon
 * inside it each request rewrote every entry — 0.84 MB for 5,000 — (migration 7 moved it out;
 * docs/architecture.md, "The lexicons").
 */
import path from 'node:path';
import { readJsonFile, writeFileAtomic } from './atomic-file.ts';
import type { LexiconRecord } from './lexicon-record.ts';
import type { LexiconRepository } from './ports.ts';

export const LEXICON_FILE = 'lexicon.json';

interface Document {
  version: 1;
  entries: LexiconRecord[];
}

/** Writes `entries` as the lexicon file of `dataDir` (also migration 7's move). */
export function writeLexiconFile(dataDir: string, entries: LexiconRecord[]): Promise<void> {
  const doc: Document = { version: 1, entries };
  return writeFileAtomic(path.join(dataDir, LEXICON_FILE), JSON.stringify(doc));
}

export class JsonLexiconRepository implements LexiconRepository {
  #writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly dataDir: string,
    private entries: LexiconRecord[],
  ) {}

  static async open(dataDir: string): Promise<JsonLexiconRepository> {
    const doc = (await readJsonFile(path.join(dataDir, LEXICON_FILE))) as Partial<Document> | null;
    const entries = doc?.entries ?? [];
    return new JsonLexiconRepository(dataDir, entries);
  }

  of(owner: string): LexiconRecord[] {
    return this.entries.filter((e) => e.owner === owner);
  }

  replace(owner: string, records: LexiconRecord[]): Promise<void> {
    this.entries = [...this.entries.filter((e) => e.owner !== owner), ...records];
    const snapshot = this.entries;
    this.#writing = this.#writing
      .catch(() => undefined)
      .then(() => writeLexiconFile(this.dataDir, snapshot));
    return this.#writing;
  }
}
