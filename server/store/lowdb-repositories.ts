import type { Database } from './database.ts';
import type { KeyRecord } from './key-record.ts';
import type { KeyRepository, UsageLedger } from './ports.ts';
import type { UsageRow } from './usage-row.ts';

/**
 * The lowdb adapter of the small storage ports: each collection is an array of the one
 * JSON document (store/database.ts), read from memory and saved before a write resolves.
 */

export class LowdbKeyRepository implements KeyRepository {
  constructor(private readonly db: Database) {}

  all(): readonly KeyRecord[] {
    return this.db.data.keys;
  }

  /** This gateway is the only writer of its data directory: memory is always current. */
  refresh(): Promise<void> {
    return Promise.resolve();
  }

  async insert(record: KeyRecord): Promise<void> {
    this.db.data.keys.push(record);
    await this.db.save();
  }

  async update(_record: KeyRecord): Promise<void> {
    // The record is the document's own object: the change is in it already.
    await this.db.save();
  }

  touch(_record: KeyRecord): void {
    void this.db.save().catch(() => undefined);
  }
}

/** The usage rows; bills join the database write the task repository makes next. */
export class LowdbUsageLedger implements UsageLedger {
  constructor(private readonly db: Database) {}

  bill(keyId: string, model: string, characters: number, line?: number): void {
    let row = this.db.data.usage.find((u) => u.key_id === keyId && u.model === model);
    if (!row) {
      row = { key_id: keyId, model, characters: 0, requests: 0 };
      this.db.data.usage.push(row);
    }
    row.characters += characters;
    row.requests += 1;
    if (line !== undefined)
      this.db.data.billed_through = Math.max(this.db.data.billed_through, line);
  }

  billedThrough(): number {
    return this.db.data.billed_through;
  }

  of(keyId: string): UsageRow[] {
    return this.db.data.usage.filter((u) => u.key_id === keyId);
  }
}
