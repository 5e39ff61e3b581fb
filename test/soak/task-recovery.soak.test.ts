/**
 * Soak (`npm run test:soak`): a task of 20,000 characters (about 24 minutes of audio) killed
 * with SIGKILL at 10% and recovered by the next `serve`. The normal suite runs the same case
 * at 3,000 characters (test/speech/api/task-recovery.test.ts).
 */
import { describe, it } from 'vitest';
import {
  expectRecoveryAfterSigkill,
  LONG_TASK_TIMEOUT_MS,
} from '../speech/api/long-task-checks.ts';

describe('a long task interrupted by SIGKILL', () => {
  it(
    'runs again after the restart and completes with the same bytes a clean run gives',
    () => expectRecoveryAfterSigkill(20_000),
    LONG_TASK_TIMEOUT_MS,
  );
});
