import type { TimestampsDocument } from '../../contract/speech.ts';
import type { AtomicWriter } from '../store/atomic-file.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskFiles } from '../store/task-record.ts';
import { audioFileName, TIMESTAMPS_FILE } from './history.ts';
import type { SpeechJob } from './job.ts';
import { renderSpeech, type RenderOptions, type RenderStep, type RenderSummary } from './render.ts';
import type { SpeechRuntime } from './runtime.ts';

export interface RenderToFilesOptions extends RenderOptions {
  /** Granularity of the timestamps file, or null for none. */
  timestamps: 'word' | 'sentence' | null;
  /** Each piece of encoded audio as it is stored (the tail included), e.g. to send it on. */
  onAudio?: (bytes: Uint8Array) => Promise<void> | void;
  /** Each step once its audio is stored (for progress, word frames…). */
  onStep?: (step: RenderStep) => Promise<void> | void;
  /**
   * A tag to put before the audio (an MP3's ID3v2, book/id3.ts): `initial` is written first and
   * `final(durationMs)`, of the same length, over it once the audio is complete.
   */
  leadingTag?: { initial: Uint8Array; final: (durationMs: number) => Uint8Array };
}

export interface StoredSpeech extends RenderSummary {
  files: TaskFiles;
}

/**
 * Renders a job into its task folder — every route's one way of producing speech: the audio
 * and (unless `timestamps` is null) the timestamps JSON stream to temporary files that become
 * the outputs only when both are complete. On failure both are discarded and the error is
 * rethrown; the folder itself is the caller's (a task keeps its input there).
 */
export async function renderToFiles(
  files: FilesArea,
  runtime: SpeechRuntime,
  job: SpeechJob,
  taskId: string,
  options: RenderToFilesOptions,
): Promise<StoredSpeech> {
  const { timestamps, onAudio, onStep, leadingTag, ...synthesis } = options;
  const audio = await files.writer('speech', taskId, audioFileName(job.format));
  let stamps: AtomicWriter | null = null;
  try {
    stamps = timestamps && (await files.writer('speech', taskId, TIMESTAMPS_FILE));
    const store = async (bytes: Uint8Array) => {
      if (bytes.length === 0) return;
      await audio.write(bytes);
      await onAudio?.(bytes);
    };
    // The TimestampsDocument of the contract, streamed: its head, the spans, then its duration.
    const head: Pick<TimestampsDocument, 'task_id' | 'type'> | null = timestamps && {
      task_id: taskId,
      type: timestamps,
    };
    await stamps?.write(`${JSON.stringify(head).slice(0, -1)},"segments":[`);
    if (leadingTag) await store(leadingTag.initial);
    let first = true;
    const steps = renderSpeech(runtime, job, synthesis);
    let next = await steps.next();
    while (!next.done) {
      const step = next.value;
      await store(step.bytes);
      if (stamps) {
        for (const span of timestamps === 'word' ? step.words : [step.sentence]) {
          await stamps.write(`${first ? '' : ','}${JSON.stringify(span)}`);
          first = false;
        }
      }
      await onStep?.(step);
      next = await steps.next();
    }
    const summary = next.value;
    await store(summary.tail);
    await stamps?.write(`],"duration_ms":${summary.durationMs}}`);
    let header = summary.finalHeader ?? undefined;
    let tagBytes = 0;
    if (leadingTag) {
      if (header) throw new Error('a leading tag and a final header cannot both be written');
      header = leadingTag.final(summary.durationMs);
      tagBytes = leadingTag.initial.length;
      if (header.length !== tagBytes) throw new Error('the final tag changed size');
    }
    await audio.commit(header);
    await stamps?.commit();
    return {
      ...summary,
      bytes: summary.bytes + tagBytes,
      files: {
        content: audioFileName(job.format),
        ...(stamps ? { timestamps: TIMESTAMPS_FILE } : {}),
      },
    };
  } catch (err) {
    await audio.abort();
    await stamps?.abort();
    throw err;
  }
}
