import type { Database } from '../store/database.ts';
import type { UsageRow } from '../store/usage-row.ts';

/**
 * The usage ledger: the only code that bills. It changes the rows in memory; the caller
 * (the task store, which bills a request with the history line that records it) saves them.
 */
export class UsageLedger {
  constructor(private readonly db: Database) {}

  /**
   * Adds one request of `characters` code points to the key's row for the model. `line`
   * is the history line the bill was written with: the ledger remembers the last one, so
   * that after a crash the bills of later lines are applied once.
   */
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

  of(keyId: string): UsageRow[] {
    return this.db.data.usage.filter((u) => u.key_id === keyId);
  }
}
