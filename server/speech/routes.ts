import { Router, type Request, type Response } from 'express';
import type { VoiceList } from '../../contract/speech.ts';
import { authOf } from '../http/auth.ts';
import { ClientDisconnected } from '../http/client-gone.ts';
import { pacedWrite } from '../http/paced-write.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { modelOfBody } from '../models/model-of-body.ts';
import { isBuiltIn } from '../models/registry.ts';
import { checkSyncForChannel } from './checked-request.ts';
import { contentTypeFor } from './audio/pcm.ts';
import type { SpeechDeps } from './deps.ts';
import type { SpeechJob } from './job.ts';
import { GAMMA_TEXT_LIMITS, parseGammaBody } from './cloning/index.ts';
import { localCloneJob, localSpeechJob } from './local-channel.ts';
import { SpeechSession } from './recorded-session.ts';
import { requireSpeakable } from './request/speakable.ts';
import { parseSyncSpeech, SPEECH_BODY_LIMIT } from './request/speech-request.ts';
import type { SpeechRuntime } from './runtime.ts';
import type { SyncAdmissionLimits } from './sync-admission.ts';
import { DEFAULT_SYNC_LIMITS, refuseOverlongSync, SyncBudget } from './sync-limits.ts';
import type { SyncLimits } from './sync-limits.ts';
import { CATALOG_VOICES } from './voices/directory.ts';
import { sampleSentenceFor, VoiceSamples } from './voice-samples.ts';

type SyncSpeechDeps = Pick<
  SpeechDeps,
  'taskStore' | 'files' | 'allowPrivateFetch' | 'lexiconOf' | 'registry' | 'remote' | 'voices'
> & {
  /** The gateway's `syncLimits`: one request's bounds and the admission queue's (config.ts). */
  syncLimits?: Partial<SyncLimits & SyncAdmissionLimits> | undefined;
  /** Where voice samples are kept (voice-samples.ts). */
  samplesDir: string;
};

/** Aborts with ClientDisconnected once the client leaves before its response is complete. */
function clientGoneSignal(res: Response): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort(new ClientDisconnected());
  });
  return gone.signal;
}

function audioHeaders(res: Response, session: SpeechSession, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('x-task-id', session.id);
  res.setHeader('x-usage-input-tokens', String(session.characters));
}

function syncSession(
  ctx: SyncSpeechDeps,
  runtime: SpeechRuntime,
  req: Request,
  job: SpeechJob,
): SpeechSession {
  const deps = {
    files: ctx.files,
    taskStore: ctx.taskStore,
    runtime,
    ...(ctx.lexiconOf ? { lexiconOf: ctx.lexiconOf } : {}),
  };
  return new SpeechSession(deps, job, { source: 'sync', key: authOf(req).key });
}

/**
 * Holds a sync session to the sync limits (docs/decisions.md §7): a passed deadline or too much
 * audio stops the session, and `failure()` then names the limit.
 */
function limitSession(session: SpeechSession, limits: SyncLimits): SyncBudget {
  const budget = new SyncBudget(limits);
  const stop = () => session.abort(budget.signal.reason);
  if (budget.signal.aborted) stop();
  else budget.signal.addEventListener('abort', stop, { once: true });
  return budget;
}

/** Speech mode: the finished file in one response, once it is safely stored. */
async function speakWhole(res: Response, session: SpeechSession, limits: SyncLimits) {
  const job = session.job;
  const budget = limitSession(session, limits);
  res.on('close', () => session.abort());
  const chunks: Uint8Array[] = [];
  let stored;
  try {
    stored = await session.run({
      timestamps: job.timestampType,
      onAudio: (bytes) => void chunks.push(bytes),
      onStep: (step) => budget.check(step.audioMs),
    });
  } catch (err) {
    throw budget.failure() ?? err;
  } finally {
    budget.dispose();
  }
  const audio = Buffer.concat(chunks);
  if (stored.finalHeader) audio.set(stored.finalHeader, 0);
  audioHeaders(res, session, stored.contentType);
  res.setHeader('x-audio-duration-ms', String(stored.durationMs));
  res.setHeader('Content-Length', String(audio.length));
  res.end(audio);
}

/**
 * Stream mode: audio goes out as each sentence is encoded (chunked transfer), and to a
 * file for the history. The duration is known only at the end: it is sent as the
 * trailer `x-audio-duration-ms`. A client that disconnects stops the synthesis.
 */
async function speakStreaming(res: Response, session: SpeechSession, limits: SyncLimits) {
  const job = session.job;
  const budget = limitSession(session, limits);
  res.on('close', () => {
    if (!res.writableFinished) session.abort();
  });
  const start = (contentType: string) => {
    if (res.headersSent) return;
    audioHeaders(res, session, contentType);
    res.setHeader('Trailer', 'x-audio-duration-ms');
    res.status(200);
    res.flushHeaders();
  };
  try {
    const stored = await session.run({
      timestamps: null,
      onAudio: async (bytes) => {
        start(contentTypeFor(job.format));
        if (!(await pacedWrite(res, bytes))) throw new ClientGone();
      },
      onStep: (step) => budget.check(step.audioMs),
    });
    start(stored.contentType);
    res.addTrailers({ 'x-audio-duration-ms': String(stored.durationMs) });
    res.end();
  } catch (err) {
    // A limit that ends a stream already under way cuts it short (the error handler destroys
    // the response once headers are out); before that, it is the JSON error.
    const limit = budget.failure();
    if (limit) throw limit;
    if (err instanceof ClientGone || session.aborted) throw new ClientDisconnected();
    throw err;
  } finally {
    budget.dispose();
  }
}

class ClientGone extends Error {}

/** The one model a voices route is asked about (`?model=`), or a 400 naming it. */
function modelQuery(req: Request): string {
  const model = req.query.model;
  if (model === undefined) {
    throw invalidRequest('missing_field', "The query parameter 'model' is required.", 'model');
  }
  if (typeof model !== 'string')
    throw invalidRequest('invalid_value', "'model' must be one id.", 'model');
  return model;
}

/** Renders an admitted session in its mode; the slot is the caller's to release. */
async function speak(res: Response, session: SpeechSession, limits: SyncLimits): Promise<void> {
  if (session.job.mode === 'stream') await speakStreaming(res, session, limits);
  else await speakWhole(res, session, limits);
}

export function speechRoutes(ctx: SyncSpeechDeps, runtime: SpeechRuntime): Router {
  const router = Router();
  const voices = ctx.voices ?? CATALOG_VOICES;
  route(router, '/audio/speech', {
    post: [
      ...jsonBody(SPEECH_BODY_LIMIT),
      async (req, res) => {
        const model = modelOfBody(req, 'speech', ctx.registry);
        const body = req.body as Record<string, unknown>;
        if (model.channel !== 'local') {
          // Another channel runs it (the registry says which): checked here as a local
          // request is, then handed over; its admission is that channel's.
          const channel = ctx.remote.speech(model.channel);
          const { text, request } = checkSyncForChannel(model, body, voices);
          channel.requireUp();
          await channel.sync(
            { model, key: authOf(req).key, body, incoming: req, text, request },
            res,
          );
          return;
        }
        if (!isBuiltIn(model)) throw new Error(`local model ${model.id} is not built in`);
        const limits = { ...DEFAULT_SYNC_LIMITS, ...ctx.syncLimits };
        const admission = runtime.syncAdmission;
        const key = authOf(req).key;
        const gone = clientGoneSignal(res);
        // Admission comes after the body is validated and before any engine work: a refusal is
        // a 429 or 503 at once; a waiting client that leaves frees its place (docs/decisions.md,
        // "Bursts of sync speech").
        if (model.capabilities.voice === 'reference') {
          const request = parseGammaBody(body, GAMMA_TEXT_LIMITS.sync);
          requireSpeakable(request.input);
          // The reference is fetched and analysed in an engine worker: that is engine work too.
          const slot = await admission.admit(key.id, gone);
          try {
            const job = await localCloneJob(model.id, request, runtime, {
              allowPrivateAddresses: ctx.allowPrivateFetch === true,
            });
            const session = syncSession(ctx, runtime, req, job);
            refuseOverlongSync(session.spokenText(), job, limits);
            await speak(res, session, limits);
          } finally {
            slot.release();
          }
          return;
        }
        const job = localSpeechJob(parseSyncSpeech(model.id, body), voices);
        requireSpeakable(job.text);
        const session = syncSession(ctx, runtime, req, job);
        // Predicted from what the engine will speak: the owner's lexicon can lengthen it.
        refuseOverlongSync(session.spokenText(), job, limits);
        const slot = await admission.admit(key.id, gone);
        try {
          await speak(res, session, limits);
        } finally {
          slot.release();
        }
      },
    ],
  });
  route(router, '/audio/voices', {
    get: (req, res) => {
      const model = modelQuery(req);
      ctx.registry.resolve(authOf(req).key, model, 'speech');
      res.json({ object: 'list', data: voices.list(model) } satisfies VoiceList);
    },
  });
  const samples = new VoiceSamples(ctx.samplesDir, runtime);
  route(router, '/audio/voices/:voice_id/sample', {
    // A fixed sentence in the voice's language: not billed, not in the history
    // (voice-samples.ts; docs/decisions.md, "Voice samples outside History and usage").
    get: async (req, res) => {
      const id = modelQuery(req);
      const key = authOf(req).key;
      const model = ctx.registry.resolve(key, id, 'speech');
      if (
        model.channel !== 'local' ||
        !isBuiltIn(model) ||
        model.capabilities.voice !== 'catalog'
      ) {
        throw invalidRequest(
          'invalid_value',
          `'${id}' has no voice samples: they are made for this gateway's named-voice models.`,
          'model',
        );
      }
      const voiceId = String(req.params.voice_id);
      if (!voices.list(id).some((v) => v.id === voiceId)) {
        throw new ApiError(
          404,
          'invalid_request_error',
          'voice_not_found',
          `Unknown voice '${voiceId}' for ${id}. GET /v1/audio/voices?model=${id} lists them.`,
          { param: 'voice' },
        );
      }
      const entry = voices.require(id, voiceId);
      const job = localSpeechJob(
        parseSyncSpeech(id, { model: id, input: sampleSentenceFor(entry), voice: voiceId }),
        voices,
      );
      const sample = await samples.get(job, () =>
        runtime.syncAdmission.admit(key.id, clientGoneSignal(res)),
      );
      res.setHeader('Content-Type', sample.contentType);
      res.setHeader('Content-Length', String(sample.bytes.length));
      res.setHeader('Cache-Control', 'private, no-cache');
      res.end(sample.bytes);
    },
  });
  return router;
}
