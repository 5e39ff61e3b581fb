/**
 * Storage that cannot be reached right now — a team server's database down, restarting or
 * out of connections (docs/decisions.md, "A database that goes down mid-request"). The request
 * was not wrong and may well succeed a moment later, so the API answers 503 with Retry-After
 * (http/error-handler.ts), never a 500. Adapters throw it for connection failures only; any
 * other storage error is still a bug.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** What a 503 for unreachable storage tells the client to wait, in seconds. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;
