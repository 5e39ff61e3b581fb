/**
 * A task in parts on one gateway (the in-process queue) has its join run beside its parts: it
 * reads each part as soon as that part is done, while later parts are still being spoken, so
 * the thread that encodes is busy while the cores speak (docs/architecture.md "A book in
 * parts"). Real runner, real queue, a real lowdb file in a temp dir; the parted handler is a
 * stand-in whose parts end when the test says.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import { openLowdbStorage, type LowdbStorage } from '../../server/store/lowdb-storage.ts';
import type { SpeechTaskRecord } from '../../server/speech/task-record.ts';
import { newTaskId } from '../../server/tasks/ids.ts';
import { InProcessQueue } from '../../server/tasks/in-process-queue.ts';
import {
  TaskFailure,
  TaskRunner,
  type PartedTaskHandler,
  type TaskContext,
} from '../../server/tasks/runner.ts';

let dir: string;
let storage: LowdbStorage;
let runner: TaskRunner;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-beside-'));
  const files = new FilesArea(dir);
  await files.init();
  storage = await openLowdbStorage(dir, files, silentLogger);
  const queue = new InProcessQueue({ concurrency: 2, runningPerKey: 2 });
  runner = new TaskRunner(storage.tasks, queue, files, silentLogger, {
    concurrency: 2,
    runningPerKey: 2,
    pendingPerKey: 8,
  });
});
afterEach(async () => {
  await runner.stop();
  await rm(dir, { recursive: true, force: true });
});

function record(): SpeechTaskRecord {
  return {
    id: newTaskId(),
    kind: 'speech',
    source: 'task',
    owner: 'owner-1',
    key_id: 'key-1',
    model: 'beta-speech-v8',
    status: 'queued',
    progress: 0,
    created_at: 0,
    seq: 1,
    files: {},
    request: {
      mode: 'speech',
      input_preview: '',
      format: 'mp3',
      bitrate_kbps: 128,
      voice: 'en_female_ava',
      prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
      timestamp_type: 'word',
    },
  };
}

/** Three parts, each ended (or failed) by the test; the join logs what it reads, when. */
function standIn() {
  const log: string[] = [];
  const done = new Set<number>();
  const ends = new Map<number, (error?: Error) => void>();
  const started = new Map<number, Promise<void>>();
  const startedResolvers = new Map<number, () => void>();
  for (const i of [0, 1, 2])
    started.set(i, new Promise((resolve) => startedResolvers.set(i, resolve)));
  let joined!: () => void;
  const joinEnded = new Promise<void>((resolve) => (joined = resolve));
  const handler: PartedTaskHandler = {
    plan: () => Promise.resolve(3),
    part: (_ctx: TaskContext, index: number) =>
      new Promise<void>((resolve, reject) => {
        log.push(`part ${index} starts`);
        startedResolvers.get(index)!();
        ends.set(index, (error) => {
          if (error) return reject(error);
          done.add(index);
          log.push(`part ${index} done`);
          resolve();
        });
      }),
    partDone: (_record, index) => Promise.resolve(done.has(index)),
    async join(ctx) {
      try {
        for (const index of [0, 1, 2]) {
          await ctx.partReady?.(index);
          log.push(`join reads part ${index}`);
        }
        return { files: {}, characters: 3 };
      } finally {
        joined();
      }
    },
  };
  return { handler, log, ends, started, joinEnded };
}

async function settled(id: string, status: string): Promise<SpeechTaskRecord> {
  for (;;) {
    const now = (await runner.find(id)) as SpeechTaskRecord | undefined;
    if (now?.status === status) return now;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a task in parts on one gateway', () => {
  it('joins each part as soon as it is done, while the later parts are still being spoken', async () => {
    const { handler, log, ends, started } = standIn();
    runner.registerParted('speech', handler);
    const task = await runner.submit(record());
    await started.get(0);
    await started.get(1);
    ends.get(0)!();
    await settled(task.id, 'in_progress');
    await started.get(2);
    // Part 1 still speaks, and the join has read part 0 already.
    await expect.poll(() => log.includes('join reads part 0')).toBe(true);
    expect(log).not.toContain('join reads part 1');
    ends.get(1)!();
    ends.get(2)!();
    const done = await settled(task.id, 'completed');
    expect(done.status).toBe('completed');
    expect(log.indexOf('join reads part 0')).toBeLessThan(log.indexOf('part 1 done'));
    expect(log.filter((l) => l.startsWith('join reads'))).toEqual([
      'join reads part 0',
      'join reads part 1',
      'join reads part 2',
    ]);
  });

  it('fails with the failing part’s error, and its join stops instead of waiting for ever', async () => {
    const { handler, ends, started, joinEnded } = standIn();
    runner.registerParted('speech', handler);
    const task = await runner.submit(record());
    await started.get(0);
    ends.get(0)!(new TaskFailure('engine_failed', 'The engine stopped.'));
    const failed = await settled(task.id, 'failed');
    expect(failed.error).toEqual({ code: 'engine_failed', message: 'The engine stopped.' });
    await joinEnded;
    ends.get(1)?.();
    expect(runner.localCounts().running).toBeLessThanOrEqual(1);
  });
});
