import { Router, type Request, type Response } from 'express';
import type { VoiceList } from '../contract/speech.ts';
import { authOf } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { requireModelOfKind } from '../models/catalog.ts';
import { modelOfBody } from '../models/model-of-body.ts';
import { contentTypeFor } from './audio/pcm.ts';
import type { SpeechDeps } from './deps.ts';
import type { SpeechJob } from './job.ts';
import { GAMMA_TEXT_LIMITS, parseGammaBody } from './cloning/index.ts';
import { localCloneJob, localSpeechJob } from './local-channel.ts';
import { SpeechSession } from './recorded-session.ts';
import { parseSyncSpeech, SPEECH_BODY_LIMIT } from './request/speech-request.ts';
import type { SpeechRuntime } from './runtime.ts';
import { voiceListItem, voicesOf } from './voices/index.ts';

type SyncSpeechDeps = Pick<SpeechDeps, 'taskStore' | 'files'>;

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
  const deps = { files: ctx.files, taskStore: ctx.taskStore, runtime };
  return new SpeechSession(deps, job, { source: 'sync', key: authOf(req).key });
}

/** Speech mode: the finished file in one response, once it is safely stored. */
async function speakWhole(
  ctx: SyncSpeechDeps,
  runtime: SpeechRuntime,
  req: Request,
  res: Response,
  job: SpeechJob,
) {
  const session = syncSession(ctx, runtime, req, job);
  res.on('close', () => session.abort());
  const chunks: Uint8Array[] = [];
  const stored = await session.run({
    timestamps: job.timestampType,
    onAudio: (bytes) => void chunks.push(bytes),
  });
  const audio = Buffer.concat(chunks);
  if (stored.finalHeader) audio.set(stored.finalHeader, 0);
  audioHeaders(res, session, stored.contentType);
  res.setHeader('x-audio-duration-ms', String(stored.durationMs));
  res.setHeader('Content-Length', String(audio.length));
  res.end(audio);
}

/** Writes to the response, waiting while the client is slow; false once it has gone. */
function send(res: Response, bytes: Uint8Array): Promise<boolean> {
  if (bytes.length === 0 || res.destroyed) return Promise.resolve(!res.destroyed);
  if (res.write(bytes)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Stream mode: audio goes out as each sentence is encoded (chunked transfer), and to a
 * file for the history. The duration is known only at the end: it is sent as the
 * trailer `x-audio-duration-ms`. A client that disconnects stops the synthesis.
 */
async function speakStreaming(
  ctx: SyncSpeechDeps,
  runtime: SpeechRuntime,
  req: Request,
  res: Response,
  job: SpeechJob,
) {
  const session = syncSession(ctx, runtime, req, job);
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
        if (!(await send(res, bytes))) throw new ClientGone();
      },
    });
    start(stored.contentType);
    res.addTrailers({ 'x-audio-duration-ms': String(stored.durationMs) });
    res.end();
  } catch (err) {
    if (err instanceof ClientGone || session.aborted) return;
    throw err;
  }
}

class ClientGone extends Error {}

export function speechRoutes(ctx: SyncSpeechDeps, runtime: SpeechRuntime): Router {
  const router = Router();
  route(router, '/audio/speech', {
    post: [
      ...jsonBody(SPEECH_BODY_LIMIT),
      async (req, res) => {
        const model = modelOfBody(req, 'speech');
        let job: SpeechJob;
        if (model.id === 'gamma-tts-2') {
          job = await localCloneJob(parseGammaBody(req.body, GAMMA_TEXT_LIMITS.sync));
        } else {
          job = localSpeechJob(parseSyncSpeech(model.id, req.body as Record<string, unknown>));
        }
        if (job.mode === 'stream') await speakStreaming(ctx, runtime, req, res, job);
        else await speakWhole(ctx, runtime, req, res, job);
      },
    ],
  });
  route(router, '/audio/voices', {
    get: (req, res) => {
      const model = req.query.model;
      if (model === undefined) {
        throw invalidRequest('missing_field', "The query parameter 'model' is required.", 'model');
      }
      if (typeof model !== 'string')
        throw invalidRequest('invalid_value', "'model' must be one id.", 'model');
      requireModelOfKind(authOf(req).key, model, 'speech');
      res.json({ object: 'list', data: voicesOf(model).map(voiceListItem) } satisfies VoiceList);
    },
  });
  return router;
}
