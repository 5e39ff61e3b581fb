import type { LexiconRepository } from '../store/ports.ts';
import type { LexiconRecord } from '../store/lexicon-record.ts';

/** Entries one owner may keep. */
export const MAX_ENTRIES_PER_OWNER = 5_000;

/** Fields of an entry after validation (lexicon-entry.ts), before it is stored. */
export type LexiconFields = Omit<LexiconRecord, 'owner' | 'created_at' | 'updated_at'>;

/**
 * The pronunciation lexicons, one per owner: the only code that writes the `lexicon`
 * collection. Changes are made in memory and saved before the call resolves.
 */
export class LexiconStore {
  /** Changes made to each owner's lexicon, for whoever caches what it computed from it. */
  readonly #versions = new Map<string, number>();

  constructor(private readonly repo: LexiconRepository) {}

  /**
   * A number that changes whenever the owner's lexicon is written (docs/decisions.md
   * "The lexicon is compiled once per change"): the compiled matcher is kept until it does.
   */
  version(owner: string): number {
    return (this.#versions.get(owner) ?? 0) + this.#everyone;
  }

  /** Bumped when every owner's lexicon may have changed (both counts only grow). */
  #everyone = 0;

  /**
   * Counted once the repository holds the new entries, never before: a lookup while a write is
   * on its way (a database's transaction) compiles the old entries, and must not keep them
   * under the new count, or the change would be ignored until the next one.
   */
  #changed(owner: string): void {
    this.#versions.set(owner, (this.#versions.get(owner) ?? 0) + 1);
  }

  /**
   * Another process sharing the storage (a team server's other gateway) changed these
   * owners' lexicons, or every owner's when none are named: compiled matchers are remade.
   */
  changedElsewhere(owners?: readonly string[]): void {
    if (owners) for (const owner of owners) this.#changed(owner);
    else this.#everyone++;
  }

  /** The owner's entries, in the order they were added. */
  of(owner: string): LexiconRecord[] {
    return this.repo.of(owner);
  }

  find(owner: string, grapheme: string): LexiconRecord | undefined {
    return this.of(owner).find((e) => e.grapheme === grapheme);
  }

  /** Adds or replaces entries (by grapheme); false if the owner would exceed the limit. */
  async put(
    owner: string,
    entries: readonly LexiconFields[],
    replaceAll = false,
  ): Promise<boolean> {
    const now = Math.floor(Date.now() / 1000);
    const current = this.of(owner);
    const mine = new Map(replaceAll ? [] : current.map((e) => [e.grapheme, e] as const));
    const created = new Map(current.map((e) => [e.grapheme, e.created_at] as const));
    for (const fields of entries) {
      mine.set(fields.grapheme, {
        owner,
        ...fields,
        created_at: created.get(fields.grapheme) ?? now,
        updated_at: now,
      });
    }
    if (mine.size > MAX_ENTRIES_PER_OWNER) return false;
    await this.repo.replace(owner, [...mine.values()]);
    this.#changed(owner);
    return true;
  }

  /** Removes one entry; false if the owner has none for `grapheme`. */
  async delete(owner: string, grapheme: string): Promise<boolean> {
    const mine = this.of(owner);
    const kept = mine.filter((e) => e.grapheme !== grapheme);
    if (kept.length === mine.length) return false;
    await this.repo.replace(owner, kept);
    this.#changed(owner);
    return true;
  }
}
