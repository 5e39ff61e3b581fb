import { describe, expect, it } from 'vitest';
import { spawnServe } from '../../helpers/cli.ts';
import { removeDir, tempDir } from '../../helpers/gateway.ts';
import { prose } from '../../helpers/prose.ts';
import {
  download,
  submitSpeechTask,
  waitForTask,
  waitWhileProgressing,
} from '../../helpers/tasks.ts';

describe('a task interrupted by SIGKILL', () => {
  it('runs again after the restart and completes with the same bytes a clean run gives', async () => {
    const dir = await tempDir();
    const body = {
      model: 'beta-speech-v8',
      Text: prose(20_000),
      VoiceId: 'en_female_grace',
      Bitrate: '64k',
    };
    try {
      const first = await spawnServe(['--port', '0', '--data-dir', dir]);
      const key = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(first.output())![1]!;
      const { body: submitted } = await submitSpeechTask(first.url, key, body);
      await waitForTask(
        first.url,
        key,
        submitted.id,
        (t) => t.status === 'in_progress' && t.progress >= 10,
      );
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await spawnServe(['--port', '0', '--data-dir', dir]);
      try {
        // Both renders wait while they make progress: a busy machine slows them, no more.
        const done = await waitWhileProgressing(second.url, key, submitted.id);
        expect(done.status).toBe('completed');
        const recovered = await download(done.content_url!, key);

        const { body: again } = await submitSpeechTask(second.url, key, body);
        const clean = await waitWhileProgressing(second.url, key, again.id);
        const reference = await download(clean.content_url!, key);
        expect(recovered.bytes.equals(reference.bytes)).toBe(true);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await removeDir(dir);
    }
    // Only a hang guard: the waits above fail first if a task stops moving.
  }, 3_600_000);
});
