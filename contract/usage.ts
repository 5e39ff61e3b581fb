/**
 * Wire contract: `GET /v1/usage`, characters billed per model for the calling key
 * (docs/decisions.md §6). Type-only; imports nothing.
 */

export interface UsageItem {
  model: string;
  /** Unicode code points billed. */
  characters: number;
  requests: number;
}

export interface UsageReport {
  object: 'usage';
  key_id: string;
  data: UsageItem[];
}
