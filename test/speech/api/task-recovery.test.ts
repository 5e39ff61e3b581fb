import { describe, it } from 'vitest';
import { expectRecoveryAfterSigkill, LONG_TASK_TIMEOUT_MS } from './long-task-checks.ts';

describe('a task interrupted by SIGKILL', () => {
  // A text that renders for seconds, long enough to be killed mid-render; the same case at
  // 20,000 characters runs in the soak suite (test/soak/task-recovery.soak.test.ts).
  it(
    'runs again after the restart and completes with the same bytes a clean run gives',
    () => expectRecoveryAfterSigkill(3_000),
    LONG_TASK_TIMEOUT_MS,
  );
});
