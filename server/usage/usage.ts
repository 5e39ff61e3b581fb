import type { Database } from '../store/database.ts';
import type { UsageRow } from './usage-row.ts';

export function recordUsage(db: Database, keyId: string, model: string, characters: number): void {
  let row = db.data.usage.find((u) => u.key_id === keyId && u.model === model);
  if (!row) {
    row = { key_id: keyId, model, characters: 0, requests: 0 };
    db.data.usage.push(row);
  }
  row.characters += characters;
  row.requests += 1;
}

export function usageOf(db: Database, keyId: string): UsageRow[] {
  return db.data.usage.filter((u) => u.key_id === keyId);
}
