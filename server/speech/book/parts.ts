/**
 * A speech task done in parts any worker may run, then joined (docs/architecture.md "A book in
 * parts"): `plan` cuts the text between the renderer's sentences (parts-plan.ts), each `part`
 * synthesizes its slice to samples on disk (parts-files.ts), and `join` feeds every part's
 * samples, in order, through the one encoder, timestamps, chapters and tag the one-pass handler
 * uses (task-handler.ts renderTaskAudio). The result is the one-pass result, byte for byte.
 */
import { readFile, rm } from 'node:fs/promises';
import type { TaskRecord } from '../../store/task-record.ts';
import { cpSlice } from '../../text/code-points.ts';
import { TaskFailure, type PartedTaskHandler } from '../../tasks/runner.ts';
import type { CloneSettings } from '../cloning/index.ts';
import type { SpeechRuntime } from '../runtime.ts';
import {
  clonesReference,
  measureTaskReference,
  readBook,
  readTaskText,
  REFERENCE_FILE,
  renderTaskAudio,
  taskJob,
  type SpeechTaskDeps,
} from '../task-handler.ts';
import { overlongTaskExpansion } from '../task-input-limit.ts';
import { takesInlineIpa } from '../text/inline-ipa.ts';
import type { LexiconMatcher } from '../text/lexicon-matcher.ts';
import { normalizeForSpeech } from '../text/normalize.ts';
import type { SpeechTaskRecord } from '../task-record.ts';
import { detectChapters } from './chapters.ts';
import {
  CLONE_FILE,
  outcomeIfAny,
  partStored,
  partWriter,
  planIfAny,
  readPlan,
  removeParts,
  storedSentences,
  writeOutcome,
  writePlan,
} from './parts-files.ts';
import { planParts } from './parts-plan.ts';

function speechRecord(record: TaskRecord): SpeechTaskRecord {
  if (record.kind !== 'speech') throw new Error(`not a speech task: ${record.id}`);
  return record;
}

/** A gamma task's voice, measured once by `plan`. */
async function storedClone(deps: SpeechTaskDeps, record: SpeechTaskRecord) {
  if (!clonesReference(record)) return null;
  const text = await readFile(deps.files.pathFor('speech', record.id, CLONE_FILE), 'utf8');
  return JSON.parse(text) as CloneSettings;
}

/** The speech task handler that shares a book out in parts (registered with registerParted). */
export function speechPartedHandler(
  deps: SpeechTaskDeps,
  runtime: SpeechRuntime,
): PartedTaskHandler {
  return {
    async plan({ record: stored, signal }) {
      const record = speechRecord(stored);
      const existing = await planIfAny(deps.files, record.id);
      if (existing) return existing.parts.length;
      const text = await readTaskText(deps, record.id);
      let clone: CloneSettings | null = null;
      if (clonesReference(record)) {
        // Fetched and measured once: every part speaks with this voice, whatever the URL
        // answers later.
        clone = await measureTaskReference(deps, record, text, signal, runtime);
        await deps.files.write('speech', record.id, CLONE_FILE, JSON.stringify(clone));
      }
      const job = taskJob(record, text, clone, deps.voices);
      const lexicon = deps.lexiconOf?.(record.owner) ?? null;
      // The lexicon may have grown since the task was accepted (task-input-limit.ts).
      refuseOverlong(record.id, text, lexicon, job.voice.locale);
      const book = await readBook(deps, record.id);
      const plan = await planParts(text, {
        locale: job.voice.locale,
        ...(lexicon ? { lexicon } : {}),
        chapters: book.chapters ?? detectChapters(text),
      });
      await writePlan(deps.files, record.id, plan);
      return plan.parts.length;
    },

    async part(ctx, index) {
      const record = speechRecord(ctx.record);
      const plan = await readPlan(deps.files, record.id);
      const span = plan.parts[index];
      if (!span) throw new Error(`task ${record.id} has no part ${index}`);
      const whole = taskJob(
        record,
        await readTaskText(deps, record.id),
        await storedClone(deps, record),
        deps.voices,
      );
      if (plan.parts.length === 1) {
        // A text of one part is rendered in one pass here, its encoding beside its synthesis
        // (samples on disk, then a join that encodes, would only add the encoding's time); the
        // session checks the lexicon's expansion as it starts (SpeechSession.run).
        const outcome = await renderTaskAudio(deps, runtime, ctx, whole);
        await writeOutcome(deps.files, record.id, outcome);
        return;
      }
      // Parts run with the lexicon as it is when each runs, which may have grown since the
      // plan (another task's parts ran first): the whole text is checked again with it, so no
      // part speaks a text the lexicon has made too long (docs/decisions.md, "A lexicon that
      // grows after a book is planned").
      const lexicon = deps.lexiconOf?.(record.owner) ?? null;
      refuseOverlong(record.id, whole.text, lexicon, whole.voice.locale);
      const { signal, progress } = ctx;
      const text = cpSlice(whole.text, span.charStart, span.charEnd);
      const job = {
        ...whole,
        text,
        // Normalized here for the voice's engine: a Piper voice takes the lexicon's phoneme
        // entries as IPA (docs/voice-packs.md, "Lexicon entries").
        ...(lexicon && lexicon.size > 0
          ? {
              lexicon,
              normalized: normalizeForSpeech(text, whole.voice.locale, lexicon, {
                inlineIpa: takesInlineIpa(whole.voice.engineVoice),
              }),
            }
          : {}),
      };
      const length = Math.max(1, span.charEnd - span.charStart);
      const writer = await partWriter(deps.files, record.id, index);
      try {
        for await (const sentence of runtime.synthesize(job, {
          background: true,
          signal,
          ...(span.gapAfter !== undefined ? { followingGap: span.gapAfter } : {}),
        })) {
          await writer.sentence(sentence);
          runtime.pool.recycle(sentence.result.pcm);
          progress((sentence.segment.charEnd / length) * 100);
        }
        if (signal.aborted) throw signal.reason;
        await writer.commit();
      } catch (err) {
        await writer.abort();
        throw err;
      }
    },

    partDone(record, index) {
      return partStored(deps.files, record.id, index);
    },

    async join(ctx) {
      const record = speechRecord(ctx.record);
      const plan = await readPlan(deps.files, record.id);
      const outcome =
        (await outcomeIfAny(deps.files, record.id)) ??
        (await renderTaskAudio(
          deps,
          runtime,
          ctx,
          taskJob(
            record,
            await readTaskText(deps, record.id),
            await storedClone(deps, record),
            deps.voices,
          ),
          storedSentences(deps.files, record.id, plan, ctx.signal),
        ));
      await removeParts(deps.files, record.id, plan);
      await rm(deps.files.pathFor('speech', record.id, REFERENCE_FILE), { force: true });
      return outcome;
    },
  };
}

/**
 * Tasks whose whole text was found short enough with each compiled lexicon: a process that
 * plans a book and runs several of its parts with the same lexicon scans the text once (a scan
 * of 500,000 characters with 5,000 entries takes ≈ 0.2 s here); a new lexicon is scanned again.
 */
const checkedWith = new WeakMap<LexiconMatcher, Set<string>>();

/**
 * Fails the task with `input_too_long` when the lexicon makes its text too long to speak;
 * once per task and compiled lexicon in this process.
 */
function refuseOverlong(
  taskId: string,
  text: string,
  lexicon: LexiconMatcher | null,
  locale: string,
): void {
  if (!lexicon) return;
  let checked = checkedWith.get(lexicon);
  if (checked?.has(taskId)) return;
  const why = overlongTaskExpansion(text, lexicon, locale);
  if (why !== null) throw new TaskFailure('input_too_long', why);
  if (!checked) checkedWith.set(lexicon, (checked = new Set()));
  if (checked.size >= 10_000) checked.clear(); // a lexicon kept for months: forget the oldest
  checked.add(taskId);
}
