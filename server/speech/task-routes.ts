import { readFile } from 'node:fs/promises';
import { TIMESTAMPS_FORMATS } from '../../contract/request-values.ts';
import { Router, type Request, type Response } from 'express';
import { speechCapabilitiesOf } from '../../contract/catalog.ts';
import type { SpeechTaskSubmitted } from '../../contract/speech-tasks.ts';
import type { TimestampsDocument, TimestampsFormat } from '../../contract/speech.ts';
import { authOf } from '../http/auth.ts';
import { invalidRequest, notFound } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { readStoredFile, sendFile } from '../http/send-file.ts';
import { newTaskRecord, requireCompleted, requireOwnTask } from '../tasks/access.ts';
import { originOf } from '../tasks/views.ts';
import { type SpeechTaskRequest } from './task-record.ts';
import type { SpeechDeps } from './deps.ts';
import { describeClone, describeJob, INPUT_FILE } from './history.ts';
import { localSpeechJob } from './local-channel.ts';
import type { VoiceDirectory } from './voices/directory.ts';
import { requireSpeakable } from './request/speakable.ts';
import { parseTaskSpeech, SPEECH_BODY_LIMIT } from './request/speech-request.ts';
import { modelOfBody } from '../models/model-of-body.ts';
import { isBuiltIn, type ResolvedOfKind } from '../models/registry.ts';
import { checkRemoteOnly } from './checked-request.ts';
import { BOOK_FILE, REFERENCE_FILE } from './task-handler.ts';
import { parseBookFields, storedBook } from './book/book-request.ts';
import { GAMMA_TEXT_LIMITS, parseGammaBody } from './cloning/index.ts';
import { gammaJobLocale } from './gamma.ts';
import { refuseOverlongTaskExpansion } from './task-input-limit.ts';
import { speechTaskObject } from './task-view.ts';
import { cuesOf, SUBTITLE_TYPES, toSrt, toVtt } from './subtitles.ts';
import type { TaskRecord } from '../store/task-record.ts';

/** `?format=` of a timestamps download: json (default), srt or vtt; else 400. */
function timestampsFormat(value: unknown): TimestampsFormat {
  if (value === undefined) return 'json';
  if (typeof value === 'string' && (TIMESTAMPS_FORMATS as readonly string[]).includes(value))
    return value as TimestampsFormat;
  throw invalidRequest(
    'invalid_value',
    `'format' must be one of "json", "srt", "vtt"; got ${JSON.stringify(value)}.`,
    'format',
  );
}

/** A speech task body, validated as submitted: its text, the request as stored, the reference. */
export interface SpeechSubmission {
  text: string;
  request: SpeechTaskRequest;
  /** gamma-tts-2: the reference URL (fetched when the task runs). */
  reference: string | null;
  /** The language the text is spoken in (which lexicon entries apply). */
  locale: string;
}

/**
 * Validates a speech task body for `modelId` (whatever channel runs it): the same 400s for
 * every model. A named voice is resolved now, so an unknown one is refused at submission.
 */
export function parseSpeechSubmission(
  modelId: string,
  body: Record<string, unknown>,
  voices?: VoiceDirectory,
): SpeechSubmission {
  let text: string;
  let request: SpeechTaskRequest;
  let reference: string | null = null;
  let locale: string;
  if (speechCapabilitiesOf(modelId)?.voice === 'reference') {
    // The reference is fetched when the task runs: a bad one fails the task.
    const clone = parseGammaBody(body, GAMMA_TEXT_LIMITS.task);
    text = clone.input;
    reference = clone.reference_audio_url;
    locale = gammaJobLocale(text);
    request = describeClone(clone);
  } else {
    const job = localSpeechJob(parseTaskSpeech(modelId, body), voices);
    text = job.text;
    locale = job.voice.locale;
    request = describeJob(job);
  }
  requireSpeakable(text);
  return { text, request, reference, locale };
}

/**
 * A speech task for a model another channel runs (the registry says which): checked as a
 * local one is (a model only that channel lists: its text only), recorded here under our id,
 * and its inputs saved by the channel before the runner's handler for that channel takes it.
 */
async function submitToChannel(
  ctx: Pick<SpeechDeps, 'tasks' | 'remote' | 'voices'>,
  req: Request,
  res: Response,
  model: ResolvedOfKind<'speech'>,
): Promise<void> {
  const body = req.body as Record<string, unknown>;
  const { text, request } = isBuiltIn(model)
    ? parseSpeechSubmission(model.id, body, ctx.voices)
    : checkRemoteOnly(body);
  const name = model.channel;
  if (name === 'local') throw new Error('the embedded engines are not a remote channel');
  const channel = ctx.remote.speech(name);
  channel.requireUp();
  const key = authOf(req).key;
  const record = newTaskRecord('speech', key, model.id, request);
  record.channel = name;
  const { id, object, created_at, status, progress } = speechTaskObject(record, originOf(req));
  const call = { model, key, body, incoming: req, text, request };
  await ctx.tasks.submitWithFiles(record, () => channel.prepareTask(record, call));
  res.status(200).json({
    id,
    object,
    created_at,
    status,
    model: model.id,
    progress,
  } satisfies SpeechTaskSubmitted);
}

export function speechTaskRoutes(
  ctx: Pick<
    SpeechDeps,
    'tasks' | 'taskStore' | 'files' | 'lexiconOf' | 'registry' | 'remote' | 'voices'
  >,
): Router {
  const router = Router();
  const own = (req: Request) =>
    requireOwnTask(ctx.taskStore, authOf(req).key, String(req.params.id), 'speech');

  route(router, '/audio/speech/tasks', {
    post: [
      ...jsonBody(SPEECH_BODY_LIMIT),
      async (req, res) => {
        const model = modelOfBody(req, 'speech', ctx.registry);
        if (model.channel !== 'local') {
          await submitToChannel(ctx, req, res, model);
          return;
        }
        const { text, request, reference, locale } = parseSpeechSubmission(
          model.id,
          req.body as Record<string, unknown>,
          ctx.voices,
        );
        const book = storedBook(parseBookFields(req.body as Record<string, unknown>, text));
        const key = authOf(req).key;
        // Refused before it is queued: the limit is on the text as spoken (task-input-limit.ts).
        refuseOverlongTaskExpansion(text, ctx.lexiconOf?.(key.owner) ?? null, locale);
        const record = newTaskRecord('speech', key, model.id, request);
        // The answer is the task as accepted: queued, progress 0 (it may start at once).
        const { id, object, created_at, status, progress } = speechTaskObject(
          record,
          originOf(req),
        );
        await ctx.tasks.submitWithFiles(record, async () => {
          await ctx.files.write('speech', record.id, INPUT_FILE, text);
          if (reference !== null)
            await ctx.files.write('speech', record.id, REFERENCE_FILE, reference);
          if (book !== null)
            await ctx.files.write('speech', record.id, BOOK_FILE, JSON.stringify(book));
        });
        res.status(200).json({
          id,
          object,
          created_at,
          status,
          model: model.id,
          progress,
        } satisfies SpeechTaskSubmitted);
      },
    ],
  });

  route(router, '/audio/speech/tasks/:id', {
    get: async (req, res) => {
      res.json(speechTaskObject(await own(req), originOf(req)));
    },
  });

  route(router, '/audio/speech/tasks/:id/content', {
    get: async (req, res) => {
      const record = await own(req);
      requireCompleted(record, 'audio');
      const name = record.files.content;
      if (!name) throw notFound('content_not_found', 'This task has no audio file.', 'task_id');
      await sendFile(res, ctx.files.pathFor('speech', record.id, name), {
        'Content-Type': record.content_type ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${record.id}.${name.split('.').pop() ?? 'bin'}"`,
        ...(record.bytes !== undefined ? { 'Content-Length': String(record.bytes) } : {}),
        ...(record.duration_ms !== undefined
          ? { 'x-audio-duration-ms': String(record.duration_ms) }
          : {}),
      });
    },
  });

  /** The text the client submitted: the task folder's input file (sync records too). */
  const inputOf = async (record: TaskRecord): Promise<string | null> => {
    try {
      return await readFile(ctx.files.pathFor('speech', record.id, INPUT_FILE), 'utf8');
    } catch {
      return null;
    }
  };

  /**
   * The full text of a task (or recorded sync request) as submitted, plain UTF-8: records keep
   * only `input_preview`. Any status; another owner's task is the same 404 as an unknown one.
   */
  route(router, '/audio/speech/tasks/:id/input', {
    get: async (req, res) => {
      const record = await own(req);
      const text = await inputOf(record);
      if (text === null)
        throw notFound('input_not_found', 'This task has no stored input text.', 'task_id');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.send(text);
    },
  });

  route(router, '/audio/speech/tasks/:id/timestamps', {
    get: async (req, res) => {
      const format = timestampsFormat(req.query.format);
      const record = await own(req);
      requireCompleted(record, 'timestamps');
      if (!record.files.timestamps) {
        throw notFound('timestamps_not_found', 'This task produced no timestamps.', 'task_id');
      }
      const file = ctx.files.pathFor('speech', record.id, record.files.timestamps);
      if (format === 'json') {
        await sendFile(res, file, { 'Content-Type': 'application/json' });
        return;
      }
      const doc = JSON.parse((await readStoredFile(file)).toString('utf8')) as TimestampsDocument;
      const cues = cuesOf(doc, doc.type === 'word' ? await inputOf(record) : null);
      const body = format === 'srt' ? toSrt(cues) : toVtt(cues);
      res.setHeader('Content-Type', SUBTITLE_TYPES[format]);
      res.setHeader('Content-Disposition', `attachment; filename="${record.id}.${format}"`);
      res.send(body);
    },
  });
  return router;
}
