import { readFile, rm } from 'node:fs/promises';
import type { GatewayContext } from '../app.ts';
import type { TaskHandler } from '../tasks/runner.ts';
import type { TaskRecord } from '../tasks/task-record.ts';
import { audioFileName, TIMESTAMPS_FILE } from './history.ts';
import type { Mp3BitrateKbps, OutputFormat, Prosody, SpeechJob } from './job.ts';
import type { Emotion } from './cloning/index.ts';
import { cloneForTask, gammaJob } from './gamma.ts';
import { renderSpeech } from './render.ts';
import type { SpeechRuntime } from './runtime.ts';
import { cpLength } from './text/code-points.ts';
import { requireVoice } from './voices/index.ts';

export const INPUT_FILE = 'input.txt';
/** gamma-tts-2 tasks: the reference URL (a data: URL can be 27 MB; it stays out of the database). */
export const REFERENCE_FILE = 'reference.url';

/** A gamma task's job: the reference is fetched and measured as the task starts. */
async function gammaTaskJob(
  ctx: GatewayContext,
  record: TaskRecord,
  text: string,
  signal: AbortSignal,
): Promise<SpeechJob> {
  const r = record.request as { emotion: Emotion; emotion_weight: number };
  const url = await readFile(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), 'utf8');
  const request = {
    input: text,
    reference_audio_url: url,
    emotion: r.emotion,
    emotion_weight: r.emotion_weight,
    response_format: 'wav' as const,
  };
  return gammaJob(request, await cloneForTask(request, signal));
}

/** Rebuilds the job of a stored task; its text lives in the task's input file. */
export function jobFromRecord(record: TaskRecord, text: string): SpeechJob {
  const r = record.request as {
    voice: string;
    format: OutputFormat;
    bitrate_kbps: Mp3BitrateKbps | null;
    prosody: Prosody;
    timestamp_type: 'word' | 'sentence';
  };
  const model = record.model as SpeechJob['model'];
  return {
    model,
    mode: 'speech',
    text,
    voice: requireVoice(model, r.voice),
    prosody: r.prosody,
    format: r.format,
    bitrateKbps: r.bitrate_kbps ?? 128,
    timestampType: r.timestamp_type,
  };
}

/**
 * Renders a long-text task straight to disk: one encoder for the whole text, audio and
 * timestamps streamed to temporary files that become the outputs only when complete.
 * Memory stays flat however long the text; progress is the share of code points done.
 */
export function speechTaskHandler(ctx: GatewayContext, runtime: SpeechRuntime): TaskHandler {
  return async ({ record, signal, progress }) => {
    const text = await readFile(ctx.files.pathFor('speech', record.id, INPUT_FILE), 'utf8');
    const job =
      record.model === 'gamma-tts-2'
        ? await gammaTaskJob(ctx, record, text, signal)
        : jobFromRecord(record, text);
    const characters = cpLength(text);
    const total = Math.max(1, characters);
    const audio = await ctx.files.writer('speech', record.id, audioFileName(job.format));
    const stamps = await ctx.files.writer('speech', record.id, TIMESTAMPS_FILE);
    try {
      await stamps.write(
        `{"task_id":${JSON.stringify(record.id)},"type":"${job.timestampType}","segments":[`,
      );
      let first = true;
      const steps = renderSpeech(runtime, job, { signal, background: true });
      let next = await steps.next();
      while (!next.done) {
        const step = next.value;
        if (step.bytes.length > 0) await audio.write(step.bytes);
        const spans = job.timestampType === 'word' ? step.words : [step.sentence];
        for (const span of spans) {
          await stamps.write(`${first ? '' : ','}${JSON.stringify(span)}`);
          first = false;
        }
        progress((step.charsDone / total) * 100);
        next = await steps.next();
      }
      const summary = next.value;
      await audio.write(summary.tail);
      await stamps.write(`],"duration_ms":${summary.durationMs}}`);
      await audio.commit(summary.finalHeader ?? undefined);
      await stamps.commit();
      await rm(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), { force: true });
      return {
        files: { content: audioFileName(job.format), timestamps: TIMESTAMPS_FILE },
        content_type: summary.contentType,
        duration_ms: summary.durationMs,
        characters,
        bytes: summary.bytes,
      };
    } catch (err) {
      await audio.abort();
      await stamps.abort();
      throw err;
    }
  };
}
