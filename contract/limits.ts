/**
 * Wire contract: limits the gateway enforces that clients (the studio) also need to know.
 * The gateway's checks (`TEXT_LIMITS.task`, `GAMMA_TEXT_LIMITS.task`) and the studio's forms
 * and book import take them from here.
 */

/** Code points of text a speech task takes (`POST /v1/audio/speech/tasks`, every model). */
export const TASK_TEXT_LIMIT = 500_000;
