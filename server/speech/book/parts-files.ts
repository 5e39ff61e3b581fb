/**
 * The files of a book's parts in its task folder (docs/architecture.md "A book in parts"):
 * `parts.json` (the plan), and for each part `part-NNNN.pcm` (its sentences' samples, 32-bit
 * float little-endian at the engine's rate, exactly what the encoder would have been given) and
 * `part-NNNN.json` (each sentence's text, span, sample count and word events). Both are written
 * atomically, the JSON last: a part is done when its JSON exists. Everything a part or the join
 * needs is in the folder, so any machine sharing the data directory can do either.
 */
import { open, readFile, rm, stat } from 'node:fs/promises';
import type { FilesArea } from '../../store/files.ts';
import type { TaskOutcome } from '../../tasks/runner.ts';
import type { SegmentSynthesis } from '../engines/synthesize-text.ts';
import type { SpeechEvent } from '../engines/types.ts';
import type { PartPlan } from './parts-plan.ts';

export const PLAN_FILE = 'parts.json';
/** A gamma task's measured voice (CloneSettings), so every part speaks with the same one. */
export const CLONE_FILE = 'clone.json';
/**
 * A book of one part rendered in one pass by that part (parts.ts): the outcome for the join to
 * return; it marks the part done.
 */
export const OUTCOME_FILE = 'outcome.json';

const name = (index: number, ext: 'pcm' | 'json'): string =>
  `part-${String(index).padStart(4, '0')}.${ext}`;

/** One sentence of a part, as stored; spans are code points of the PART's text. */
export interface StoredSentence {
  text: string;
  charStart: number;
  charEnd: number;
  samples: number;
  events: SpeechEvent[];
}

export interface StoredPart {
  sampleRate: number;
  /** Samples of the part, all sentences. */
  samples: number;
  sentences: StoredSentence[];
}

export async function readPlan(files: FilesArea, taskId: string): Promise<PartPlan> {
  return JSON.parse(await readFile(files.pathFor('speech', taskId, PLAN_FILE), 'utf8')) as PartPlan;
}

export function writePlan(files: FilesArea, taskId: string, plan: PartPlan): Promise<void> {
  return files.write('speech', taskId, PLAN_FILE, JSON.stringify(plan));
}

/** Plan of a task when it has one yet, else null. */
export async function planIfAny(files: FilesArea, taskId: string): Promise<PartPlan | null> {
  try {
    return await readPlan(files, taskId);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export function writeOutcome(files: FilesArea, taskId: string, outcome: TaskOutcome) {
  return files.write('speech', taskId, OUTCOME_FILE, JSON.stringify(outcome));
}

/** The outcome a one-part book's part left, or null. */
export async function outcomeIfAny(files: FilesArea, taskId: string): Promise<TaskOutcome | null> {
  try {
    const text = await readFile(files.pathFor('speech', taskId, OUTCOME_FILE), 'utf8');
    return JSON.parse(text) as TaskOutcome;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Writes a part's sentences as they come; `commit` makes the part done, `abort` leaves none. */
export interface PartWriter {
  sentence(synthesis: SegmentSynthesis): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function partWriter(
  files: FilesArea,
  taskId: string,
  index: number,
): Promise<PartWriter> {
  const pcm = await files.writer('speech', taskId, name(index, 'pcm'));
  const part: StoredPart = { sampleRate: 0, samples: 0, sentences: [] };
  return {
    async sentence({ segment, result }) {
      if (part.sentences.length > 0 && result.sampleRate !== part.sampleRate)
        throw new Error('the sample rate changed within a part');
      part.sampleRate = result.sampleRate;
      const { pcm: samples } = result;
      // Written through before the caller recycles the samples' buffer (to its engine worker),
      // so no copy: a copy per sentence was garbage outside the heap that piled up for tens of
      // MB before V8 collected it (docs/architecture.md "Memory").
      await pcm.writeThrough(
        new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
      );
      part.samples += samples.length;
      part.sentences.push({
        text: segment.text,
        charStart: segment.charStart,
        charEnd: segment.charEnd,
        samples: samples.length,
        events: result.events,
      });
    },
    async commit() {
      await pcm.commit();
      await files.write('speech', taskId, name(index, 'json'), JSON.stringify(part));
    },
    abort: () => pcm.abort(),
  };
}

/**
 * Whether part `index` is complete: its JSON, and samples of the size it says (or, for a book
 * of one part, its outcome).
 */
export async function partStored(
  files: FilesArea,
  taskId: string,
  index: number,
): Promise<boolean> {
  if (index === 0 && (await outcomeIfAny(files, taskId))) return true;
  try {
    const part = JSON.parse(
      await readFile(files.pathFor('speech', taskId, name(index, 'json')), 'utf8'),
    ) as StoredPart;
    const { size } = await stat(files.pathFor('speech', taskId, name(index, 'pcm')));
    return size === part.samples * Float32Array.BYTES_PER_ELEMENT;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Bytes of a part's files (for the docs' measures and logs). */
export async function partBytes(files: FilesArea, taskId: string, index: number): Promise<number> {
  const sizes = await Promise.all(
    (['pcm', 'json'] as const).map(
      async (ext) => (await stat(files.pathFor('speech', taskId, name(index, ext)))).size,
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * The sentences of every part in order, as the renderer would have had them from the engine:
 * spans moved to code points of the whole text by each part's start. One sentence's samples
 * are in memory at a time: a sentence's `pcm` is read over by the next one, so the consumer
 * uses it before asking for the next (renderSpeech encodes it at once) and keeps no reference.
 */
export async function* storedSentences(
  files: FilesArea,
  taskId: string,
  plan: PartPlan,
  signal?: AbortSignal,
): AsyncGenerator<SegmentSynthesis, void, undefined> {
  let index = 0;
  // One buffer for every sentence's samples, read over by the next (see the doc above): a new
  // one per sentence was garbage outside the heap, tens of MB before V8 collected it.
  let reused = new Float32Array(0);
  for (const [k, span] of plan.parts.entries()) {
    const part = JSON.parse(
      await readFile(files.pathFor('speech', taskId, name(k, 'json')), 'utf8'),
    ) as StoredPart;
    const pcm = await open(files.pathFor('speech', taskId, name(k, 'pcm')), 'r');
    try {
      let position = 0;
      for (const s of part.sentences) {
        signal?.throwIfAborted();
        if (s.samples > reused.length)
          reused = new Float32Array(Math.max(s.samples, reused.length * 2));
        const samples = reused.subarray(0, s.samples);
        const bytes = new Uint8Array(samples.buffer, 0, samples.byteLength);
        const { bytesRead } = await pcm.read(bytes, 0, bytes.length, position);
        if (bytesRead !== bytes.length) throw new Error(`part ${k} of ${taskId} is short`);
        position += bytes.length;
        const shift = span.charStart;
        yield {
          index: index++,
          segment: { text: s.text, charStart: s.charStart + shift, charEnd: s.charEnd + shift },
          result: {
            sampleRate: part.sampleRate,
            pcm: samples,
            events: s.events.map((e) => ({
              ...e,
              charStart: e.charStart + shift,
              charEnd: e.charEnd + shift,
            })),
          },
        };
      }
    } finally {
      await pcm.close();
    }
  }
}

/** Removes the parts' files and the plan (after the join, or when the task goes). */
export async function removeParts(files: FilesArea, taskId: string, plan: PartPlan): Promise<void> {
  const names = plan.parts.flatMap((_, k) => [name(k, 'pcm'), name(k, 'json')]);
  await Promise.all(
    [...names, CLONE_FILE, OUTCOME_FILE, PLAN_FILE].map((n) =>
      rm(files.pathFor('speech', taskId, n), { force: true }),
    ),
  );
}
