import { describe, expect, it } from 'vitest';

import { silentLogger } from '../../server/log.ts';
import { MeshPool } from '../../server/mesh/mesh-pool.ts';
import { SPEECH_WARM_WORKERS, SpeechRuntime } from '../../server/speech/runtime.ts';
import type { ServerInfo } from '../../contract/admin.ts';
import { bearer, removeDir, startGateway } from '../helpers/gateway.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

describe('warm start', () => {
  it('warms two speech workers (Flite only) and one 3D worker; more speech workers start when needed', async () => {
    const speech = new SpeechRuntime({ workers: 3 });
    const mesh = new MeshPool({ size: 2 });
    try {
      await Promise.all([speech.warmUp(), mesh.warmUp()]);
      expect(speech.pool.workers).toBe(SPEECH_WARM_WORKERS);
      expect(SPEECH_WARM_WORKERS).toBe(2);
      expect(mesh.workers).toBe(1);
      await speech.warmUp(undefined, speech.pool.size);
      expect(speech.pool.workers).toBe(3);
    } finally {
      await Promise.all([speech.close(), mesh.close()]);
    }
  });

  it('listens first, warms up in the background, then serves with the warm workers', async () => {
    const gw = await startGateway({ warmUp: true });
    try {
      const health = await fetch(`${gw.url}/health`);
      expect(health.status).toBe(200);
      await gw.gateway.warmedUp();
      const key = await gw.key();
      const res = await fetch(`${gw.url}/v1/audio/speech`, {
        method: 'POST',
        headers: { ...bearer(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: 'beta-speech-v8',
          voice: 'en_female_ava',
          input: 'Hello after a warm start.',
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await gw.close();
      await removeDir(gw.dataDir);
    }
  });

  it('stops the idle warm 3D worker while a speech task renders on the engine workers, without a warning', async () => {
    const warnings: string[] = [];
    const gw = await startGateway({
      warmUp: true,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    try {
      await gw.gateway.warmedUp();
      const admin = await gw.key({ admin: true });
      const pools = async () => {
        const res = await fetch(`${gw.url}/v1/server`, { headers: bearer(admin) });
        return ((await res.json()) as ServerInfo).engines;
      };
      const workers = async (name: string): Promise<number | undefined> =>
        (await pools()).find((e) => e.name === name)?.workers_started;
      // Warm: one 3D worker and two engine workers (one on a one-core machine); any further
      // engine worker starts when work needs it.
      const info = (await (
        await fetch(`${gw.url}/v1/server`, { headers: bearer(admin) })
      ).json()) as ServerInfo;
      expect(info.warm_up).toBe('done');
      expect(await workers('3d')).toBe(1);
      const speechMax = (await pools()).find((e) => e.name === 'speech')?.workers_max;
      expect(await workers('speech')).toBe(Math.min(SPEECH_WARM_WORKERS, speechMax!));
      const submitted = await submitSpeechTask(gw.url, admin, {
        model: 'beta-speech-v8',
        Text: 'A short chapter. It still runs as a task, like a book would.',
        VoiceId: 'en_female_ava',
      });
      expect(submitted.status).toBe(200);
      const done = await waitForTask(gw.url, admin, submitted.body.id);
      expect(done.status).toBe('completed');
      // Its memory went to the task; the next 3D job starts a worker of its own. The task
      // spoke on the engine workers, starting none beyond the pool's size.
      expect(await workers('3d')).toBe(0);
      expect(await workers('speech')).toBeLessThanOrEqual(speechMax!);
      expect(warnings).toEqual([]);
    } finally {
      await gw.close();
      await removeDir(gw.dataDir);
    }
  });

  it('stops warming up when the gateway closes in the middle, without a warning', async () => {
    const warnings: string[] = [];
    const gw = await startGateway({
      warmUp: true,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    await gw.close();
    await gw.gateway.warmedUp();
    expect(warnings).toEqual([]);
    await removeDir(gw.dataDir);
  });
});
