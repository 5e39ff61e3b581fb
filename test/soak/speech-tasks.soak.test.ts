/**
 * Soak (`npm run test:soak`): a speech task of 50,000 characters, about an hour of audio,
 * rendered, decoded and checked end to end. The normal suite runs the same checks at 5,000
 * characters (test/speech/api/speech-tasks.test.ts).
 */
import { describe, it } from 'vitest';
import { type TestGateway, useGateway } from '../helpers/gateway.ts';
import { expectSeamlessLongTask, LONG_TASK_TIMEOUT_MS } from '../speech/api/long-task-checks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

describe('a speech task of an hour of audio', () => {
  it(
    'renders 50,000 characters seamlessly: duration is the sum of its sentences, no gaps or clicks, word times cover every word',
    () => expectSeamlessLongTask(gw.url, key, 50_000),
    LONG_TASK_TIMEOUT_MS,
  );
});
