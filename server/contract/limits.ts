/**
 * Wire contract: limits the gateway enforces that clients (the studio) also need to know.
 * The gateway's own checks (server/speech/request/speech-request.ts `TEXT_LIMITS.task`,
 * server/speech/cloning/gamma-request.ts) hold the same values; test/studio/book-limits.test.ts
 * fails if they part.
 */

/** Code points of text a speech task takes (`POST /v1/audio/speech/tasks`, every model). */
export const TASK_TEXT_LIMIT = 500_000;
