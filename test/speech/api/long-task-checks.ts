/**
 * What a long speech task must do, whatever its length: the same checks run in the normal
 * suite at a few thousand characters (seconds of rendering) and in the soak suite
 * (test/soak/, `npm run test:soak`) at the lengths users send, an hour of audio. Rendering is
 * sentence by sentence through one encoder, so a longer text exercises the same code for
 * longer; the soak sizes find what only builds up over time (drift, memory, slow stalls).
 */
import { expect } from 'vitest';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import { cpSlice } from '../../../server/text/code-points.ts';
import { spawnServe } from '../../helpers/cli.ts';
import { scanMp3 } from '../../helpers/decoded.ts';
import { removeDir, tempDir } from '../../helpers/gateway.ts';
import { prose } from '../../helpers/prose.ts';
import {
  download,
  submitSpeechTask,
  waitForTask,
  waitWhileProgressing,
} from '../../helpers/tasks.ts';

/** Only a hang guard for these cases: their waits fail first if a task stops moving. */
export const LONG_TASK_TIMEOUT_MS = 3_600_000;

/** Segments in order, inside the audio, each the text it says. */
export function checkTimeline(doc: TimestampsDocument, text: string): void {
  let prevStart = 0;
  let prevChar = -1;
  for (const s of doc.segments) {
    expect(s.start_ms).toBeGreaterThanOrEqual(prevStart);
    expect(s.end_ms).toBeGreaterThanOrEqual(s.start_ms);
    expect(s.end_ms).toBeLessThanOrEqual(doc.duration_ms);
    expect(s.char_start).toBeGreaterThan(prevChar);
    expect(s.text).toBe(cpSlice(text, s.char_start, s.char_end));
    prevStart = s.start_ms;
    prevChar = s.char_start;
  }
}

/**
 * A task of `chars` characters of prose renders seamlessly: it reports progress on the way,
 * its duration is the sum of its sentences, the MP3 has no gaps or clicks, and the word
 * times cover every word.
 */
export async function expectSeamlessLongTask(
  url: string,
  key: string,
  chars: number,
): Promise<void> {
  const text = prose(chars);
  const { body } = await submitSpeechTask(url, key, {
    model: 'beta-speech-v8',
    Text: text,
    VoiceId: 'en_male_oliver',
    Bitrate: '64k',
    TimestampType: 'word',
  });
  let sawProgress = false;
  // Waits as long as the task keeps moving: a busy machine makes it slower, not wrong.
  const done = await waitWhileProgressing(url, key, body.id, {
    onPoll: (t) => {
      if (t.status === 'in_progress' && t.progress > 0 && t.progress < 100) sawProgress = true;
    },
  });
  expect(done.status).toBe('completed');
  expect(sawProgress).toBe(true);
  const audio = await download(done.content_url!, key);
  const scan = await scanMp3(audio.bytes);
  // Decoded length = sum of the sentences' PCM, plus the encoder's delay and padding (< 3 frames).
  expect(scan.durationMs - done.duration_ms!).toBeGreaterThanOrEqual(0);
  expect(scan.durationMs - done.duration_ms!).toBeLessThan(3 * 24);
  // Longest pause is the paragraph pause (540 ms at the voice's rate) plus the engine's own edges.
  expect(scan.longestInnerSilenceMs).toBeLessThan(1000);
  expect(scan.clicks).toBe(0);

  const doc = JSON.parse(
    (await download(done.timestamps_url!, key)).bytes.toString(),
  ) as TimestampsDocument;
  expect(doc.type).toBe('word');
  expect(doc.duration_ms).toBe(done.duration_ms);
  checkTimeline(doc, text);
  const words = text.match(/[A-Za-z']+/g)!;
  expect(doc.segments.map((s) => s.text.replace(/[^A-Za-z']/g, '')).filter(Boolean)).toEqual(words);
}

/**
 * A task of `chars` characters killed (SIGKILL) once it is 10% done runs again when `serve`
 * restarts on the same data folder, and completes with the same bytes a clean run gives.
 */
export async function expectRecoveryAfterSigkill(chars: number): Promise<void> {
  const dir = await tempDir();
  const body = {
    model: 'beta-speech-v8',
    Text: prose(chars),
    VoiceId: 'en_female_grace',
    Bitrate: '64k',
  };
  try {
    const first = await spawnServe(['--port', '0', '--data-dir', dir]);
    const key = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(first.output())![1]!;
    const { body: submitted } = await submitSpeechTask(first.url, key, body);
    const killedAt = await waitForTask(
      first.url,
      key,
      submitted.id,
      // Past 10%; or already over, which cannot be interrupted (and fails below, not hangs).
      (t) =>
        (t.status === 'in_progress' && t.progress >= 10) ||
        t.status === 'completed' ||
        t.status === 'failed',
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // Killed mid-render, not after: otherwise the restart would have nothing to recover.
    expect(killedAt.status).toBe('in_progress');

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
}
