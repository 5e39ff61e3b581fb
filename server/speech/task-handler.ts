import { readFile, rm } from 'node:fs/promises';
import type { TaskHandler } from '../tasks/runner.ts';
import type { TaskRecord } from '../tasks/task-record.ts';
import type { Mp3BitrateKbps, OutputFormat, Prosody, SpeechJob } from './job.ts';
import type { Emotion } from './cloning/index.ts';
import { cloneForTask, gammaJob } from './gamma.ts';
import { renderToFiles } from './render-to-files.ts';
import type { SpeechRuntime } from './runtime.ts';
import { cpLength } from '../text/code-points.ts';
import { requireVoice } from './voices/index.ts';
import type { SpeechDeps } from './deps.ts';

export const INPUT_FILE = 'input.txt';
/** gamma-tts-2 tasks: the reference URL (a data: URL can be 27 MB; it stays out of the database). */
export const REFERENCE_FILE = 'reference.url';

/** A gamma task's job: the reference is fetched and measured as the task starts. */
async function gammaTaskJob(
  ctx: Pick<SpeechDeps, 'files' | 'allowPrivateFetch'>,
  record: TaskRecord,
  text: string,
  signal: AbortSignal,
  runtime: SpeechRuntime,
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
  return gammaJob(
    request,
    await cloneForTask(request, runtime, signal, {
      allowPrivateAddresses: ctx.allowPrivateFetch === true,
    }),
  );
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
 * Renders a long-text task straight to disk (renderToFiles): one encoder for the whole text,
 * in the background. Memory stays flat however long the text; progress is the share of code
 * points done.
 */
export function speechTaskHandler(
  ctx: Pick<SpeechDeps, 'files' | 'allowPrivateFetch'>,
  runtime: SpeechRuntime,
): TaskHandler {
  return async ({ record, signal, progress }) => {
    const text = await readFile(ctx.files.pathFor('speech', record.id, INPUT_FILE), 'utf8');
    const job =
      record.model === 'gamma-tts-2'
        ? await gammaTaskJob(ctx, record, text, signal, runtime)
        : jobFromRecord(record, text);
    const characters = cpLength(text);
    const total = Math.max(1, characters);
    const stored = await renderToFiles(ctx, runtime, job, record.id, {
      signal,
      background: true,
      timestamps: job.timestampType,
      onStep: (step) => progress((step.charsDone / total) * 100),
    });
    await rm(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), { force: true });
    return {
      files: stored.files,
      content_type: stored.contentType,
      duration_ms: stored.durationMs,
      characters,
      bytes: stored.bytes,
    };
  };
}
