import type { UpstreamTuning } from '../../server/upstream/index.ts';

/** Polls and checks every few milliseconds: tests wait for task states, not for time. */
export const FAST_UPSTREAM: Partial<UpstreamTuning> = {
  pollMinMs: 20,
  pollJitterMs: 10,
  pollMaxMs: 100,
  healthIntervalMs: 100,
  retryBaseMs: 20,
};
