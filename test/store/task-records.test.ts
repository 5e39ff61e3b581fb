import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TimestampsDocument } from '../../contract/speech.ts';
import { bearer, removeDir, startGateway, tempDir } from '../helpers/gateway.ts';
import { prose } from '../helpers/prose.ts';
import { speak } from '../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

const TEXT = prose(600);

describe('task records keep a preview, the text lives in the task folder', () => {
  it('a sync request records the first words only, and its full text in input.txt', async () => {
    const gw = await startGateway();
    try {
      const key = await gw.key();
      const res = await speak(gw.url, key, {
        model: 'beta-speech-v8',
        input: TEXT,
        voice: 'en_female_ava',
      });
      expect(res.status).toBe(200);
      const id = res.headers.get('x-task-id')!;
      const record = gw.gateway.taskStore.find(id)!;
      expect(record.kind).toBe('speech');
      expect(JSON.stringify(record)).not.toContain(TEXT);
      const preview = record.kind === 'speech' ? record.request.input_preview : '';
      expect(preview.endsWith('…')).toBe(true);
      expect([...preview].length).toBeLessThanOrEqual(121);
      expect(TEXT.startsWith(preview.slice(0, -1))).toBe(true);
      const stored = await readFile(gw.gateway.files.pathFor('speech', id, 'input.txt'), 'utf8');
      expect(stored).toBe(TEXT);
      // The database file does not grow with the text either.
      await gw.gateway.db.idle();
      const db = await readFile(path.join(gw.dataDir, 'voxmesh.db.json'), 'utf8');
      expect(db).not.toContain(TEXT);
    } finally {
      await gw.close();
      await removeDir(gw.dataDir);
    }
  });

  it('a queued task that is recovered after a restart speaks its full text', async () => {
    const dir = await tempDir();
    try {
      // A gateway that runs no task: the submission stays queued until it stops.
      const first = await startGateway({ dataDir: dir, taskLimits: { concurrency: 0 } });
      const key = await first.key();
      const { body } = await submitSpeechTask(first.url, key, {
        model: 'beta-speech-v8',
        Text: TEXT,
        VoiceId: 'en_female_ava',
        TimestampType: 'word',
      });
      expect(body.status).toBe('queued');
      await first.close();

      const second = await startGateway({ dataDir: dir });
      try {
        const done = await waitForTask(second.url, key, body.id);
        expect(done.status).toBe('completed');
        const stamps = JSON.parse(
          (await download(done.timestamps_url!, key)).bytes.toString(),
        ) as TimestampsDocument;
        // The last word spoken is the text's last word (the preview ends ~500 characters earlier).
        expect(stamps.segments.at(-1)!.text).toBe('anyone');
        expect(stamps.segments.at(-1)!.char_end).toBe(TEXT.trimEnd().length);
        expect(done.duration_ms).toBeGreaterThan(10_000);
      } finally {
        await second.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});

describe('a database written by the previous version (schema 2)', () => {
  it('moves each record’s text into its task folder and keeps the preview; queued tasks still run', async () => {
    const dir = await tempDir();
    try {
      // Keys come from a first start, so the secret store knows them.
      const setup = await startGateway({ dataDir: dir });
      const key = await setup.key();
      await setup.close();
      const file = path.join(dir, 'voxmesh.db.json');
      const current = JSON.parse(await readFile(file, 'utf8')) as {
        keys: Array<{ id: string; owner: string }>;
      };
      const k = current.keys[0]!;
      const base = { owner: k.owner, key_id: k.id, model: 'beta-speech-v8', files: {} };
      const request = {
        voice: 'en_female_ava',
        format: 'mp3',
        bitrate_kbps: 128,
        prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
        timestamp_type: 'sentence',
      };
      const old = {
        schemaVersion: 2,
        keys: current.keys,
        usage: [{ key_id: k.id, model: 'beta-speech-v8', characters: 600, requests: 1 }],
        tasks: [
          {
            ...base,
            id: 'task_OldSyncRequest0000000001',
            kind: 'speech',
            source: 'sync',
            status: 'completed',
            progress: 100,
            created_at: 1_700_000_000,
            completed_at: 1_700_000_001,
            request: { mode: 'speech', input: TEXT, ...request },
            files: { content: 'audio.mp3' },
            content_type: 'audio/mpeg',
            duration_ms: 1000,
            characters: [...TEXT].length,
            bytes: 100,
          },
          {
            ...base,
            id: 'task_OldQueuedTask000000000002',
            kind: 'speech',
            source: 'task',
            status: 'queued',
            progress: 0,
            created_at: 1_700_000_002,
            request: { mode: 'speech', ...request },
          },
        ],
      };
      const queuedDir = path.join(dir, 'files', 'speech', 'task_OldQueuedTask000000000002');
      await mkdir(queuedDir, { recursive: true });
      await writeFile(path.join(queuedDir, 'input.txt'), 'An old queued task.');
      await writeFile(file, JSON.stringify(old));

      const gw = await startGateway({ dataDir: dir });
      try {
        const sync = gw.gateway.taskStore.find('task_OldSyncRequest0000000001')!;
        expect(sync.request).not.toHaveProperty('input');
        expect(sync.request).toMatchObject({ input_preview: expect.stringMatching(/…$/) });
        const moved = gw.gateway.files.pathFor('speech', sync.id, 'input.txt');
        expect(await readFile(moved, 'utf8')).toBe(TEXT);
        expect(await readFile(file, 'utf8')).not.toContain(TEXT);

        const queued = await waitForTask(gw.url, key, 'task_OldQueuedTask000000000002');
        expect(queued.status).toBe('completed');
        expect(gw.gateway.taskStore.find(queued.id)!.request).toMatchObject({
          input_preview: 'An old queued task.',
        });

        const list = await fetch(`${gw.url}/v1/tasks`, { headers: bearer(key) });
        const page = (await list.json()) as { data: Array<{ id: string }> };
        expect(page.data.map((t) => t.id)).toEqual([
          'task_OldQueuedTask000000000002',
          'task_OldSyncRequest0000000001',
        ]);
        const usage = await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) });
        expect(await usage.json()).toMatchObject({
          data: [{ model: 'beta-speech-v8', characters: 600 + 19, requests: 2 }],
        });
      } finally {
        await gw.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
