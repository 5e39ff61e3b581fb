/**
 * The usage collection's record, as stored in the database: storage's own type, which the
 * one biller (the `UsageLedger` port, store/ports.ts) writes. Imports nothing, so storage depends on no capability.
 */

/** Billed characters and request counts, per key and model. */
export interface UsageRow {
  key_id: string;
  model: string;
  characters: number;
  requests: number;
}
