import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { removeDir, startGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit3d, wait3d } from '../../../tools/mesh-client.ts';

// A gateway whose 3D worker dies mid-job (the test-only `meshWorkerUrl` hook).
const DYING_WORKER = new URL('../fixtures/dying-mesh-worker.mjs', import.meta.url);

let gw: TestGateway;
let key: string;

beforeAll(async () => {
  gw = await startGateway({ meshWorkerUrl: DYING_WORKER, warmUp: false });
  key = await gw.key();
});

afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

describe('a 3D task whose worker dies', () => {
  it('becomes failed with the code worker_exited, and later tasks still run', async () => {
    const first = await submit3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a red mug' });
    expect(first.status).toBe(200);
    const failed = await wait3d(gw.url, key, first.body.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: 'worker_exited', message: expect.stringContaining('exited') },
      failed_at: expect.any(Number),
    });
    // The slot was freed: the next task is taken up (and meets the same fate), not left queued.
    const second = await submit3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a blue cup' });
    expect(await wait3d(gw.url, key, second.body.id)).toMatchObject({
      status: 'failed',
      error: { code: 'worker_exited' },
    });
  });
});
