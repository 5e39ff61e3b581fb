/**
 * The usage collection's record, as stored in the database (store/schema.ts assembles it).
 * Imports nothing, so the store can name it without depending on the ledger's code.
 */

/** Billed characters and request counts, per key and model. */
export interface UsageRow {
  key_id: string;
  model: string;
  characters: number;
  requests: number;
}
