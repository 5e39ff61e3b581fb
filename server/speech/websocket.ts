import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { WsCompleteFrame, WsErrorFrame, WsProgressFrame } from '../../contract/websocket.ts';
import { authenticateSecret, bearerSecret } from '../http/auth.ts';
import { ApiError, internalError, invalidRequest } from '../http/errors.ts';
import { refuseUpgrade, type UpgradeRoutes } from '../http/upgrades.ts';
import { LOCAL_MODELS } from '../models/catalog.ts';
import type { SpeechCall } from '../models/channels.ts';
import type { RegisteredModel } from '../models/registry.ts';
import { describeJob } from './history.ts';
import type { KeyRecord } from '../store/key-record.ts';
import type { SpeechDeps } from './deps.ts';
import type { SpeechJob } from './job.ts';
import { localSpeechJob } from './local-channel.ts';
import type { VoiceDirectory } from './voices/directory.ts';
import { requireSpeakable } from './request/speakable.ts';
import { SpeechSession } from './recorded-session.ts';
import { betaRequest, parseBetaFields, TEXT_LIMITS } from './request/speech-request.ts';
import type { SpeechRuntime } from './runtime.ts';
import type { SyncAdmissionLimits } from './sync-admission.ts';
import { DEFAULT_SYNC_LIMITS, refuseOverlongSync, tooMuchAudio } from './sync-limits.ts';
import type { SyncLimits } from './sync-limits.ts';

import { WEBSOCKET_PATH } from '../../contract/websocket.ts';

export { WEBSOCKET_PATH };
export const BEARER_PROTOCOL = /^bearer\.(.+)$/;
/** Close codes (RFC 6455): normal, policy violation (the client's fault), internal error. */
const CLOSE_NORMAL = 1000;
const CLOSE_POLICY = 1008;
const CLOSE_INTERNAL = 1011;
/** IANA's "Try Again Later": the session was refused by admission (docs/decisions.md). */
const CLOSE_TRY_LATER = 1013;

export type WebSocketDeps = Pick<
  SpeechDeps,
  'keys' | 'files' | 'taskStore' | 'log' | 'lexiconOf' | 'registry' | 'remote' | 'voices'
> & {
  /** The gateway's `syncLimits`: a session's audio bound, the admission queue's (config.ts). */
  syncLimits?: Partial<SyncLimits & SyncAdmissionLimits> | undefined;
};

export interface WebSocketOptions {
  /** How long a client has to send its request frame (docs/decisions.md §4: 10 s). */
  firstFrameTimeoutMs?: number;
}

/** The key of a handshake: `Authorization: Bearer`, or the `bearer.<key>` subprotocol browsers can send. */
export async function handshakeKey(ctx: WebSocketDeps, req: IncomingMessage): Promise<KeyRecord> {
  const offered = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .map((p) => BEARER_PROTOCOL.exec(p)?.[1])
    .find(Boolean);
  const secret =
    req.headers.authorization === undefined && offered ? offered : bearerSecret(req.headers);
  return (await authenticateSecret(ctx.keys, secret)).key;
}

export function errorFrame(error: ApiError): string {
  return JSON.stringify({ type: 'error', error: error.toBody().error } satisfies WsErrorFrame);
}

/**
 * Sends and resolves once the data is handed to the socket: a slow reader slows us down.
 * Rejects as soon as the connection closes, whether or not ws calls back for the frame.
 */
function sendAwait(ws: WebSocket, data: Uint8Array | string): Promise<void> {
  if (ws.readyState !== ws.OPEN) return Promise.reject(new Error('socket closed'));
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new Error('socket closed'));
    ws.once('close', onClose);
    ws.send(data, { binary: typeof data !== 'string' }, (err) => {
      ws.off('close', onClose);
      if (err) reject(err);
      else resolve();
    });
  });
}

/**
 * WebSocket streaming for the models whose capabilities say so (API.md, docs/decisions.md §4): one request frame,
 * then binary audio as each sentence is encoded, a `progress` frame with the words of
 * the audio just sent, a `complete` frame and a normal close. Synthesis advances only
 * as fast as the client reads; a disconnect stops it at once.
 */
export function attachSpeechWebSocket(
  ctx: WebSocketDeps,
  runtime: SpeechRuntime,
  upgrades: UpgradeRoutes,
  options: WebSocketOptions = {},
): void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 256 * 1024,
    handleProtocols: (protocols) => [...protocols].find((p) => BEARER_PROTOCOL.test(p)) ?? false,
  });
  const firstFrameTimeout = options.firstFrameTimeoutMs ?? 10_000;

  upgrades.register(WEBSOCKET_PATH, async (req, socket, head) => {
    let key: KeyRecord;
    let model: RegisteredModel;
    try {
      key = await handshakeKey(ctx, req);
      const id = new URL(req.url ?? '', 'http://localhost').searchParams.get('model');
      if (id !== null && ctx.registry.channelOf(id) !== 'local') {
        // Another channel runs it (the registry says which); that channel checks the rest.
        model = ctx.registry.require(key, id);
        ctx.remote.speech(model.channel).requireUp();
      } else {
        if (id === null || !STREAMED_MODELS.includes(id)) {
          throw invalidRequest(
            'invalid_value',
            `The WebSocket route streams ${STREAMED_MODELS.join(', ')} only; got model=${id ?? '(none)'}.`,
            'model',
          );
        }
        model = ctx.registry.require(key, id);
      }
    } catch (err) {
      refuseUpgrade(socket, err instanceof ApiError ? err : internalError('websocket'));
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (model.channel === 'local') void runSession(ctx, runtime, ws, key, firstFrameTimeout);
      else
        void runRemoteSession(ctx, ws, { model, key, incoming: req }, firstFrameTimeout).catch(
          (err: unknown) => ctx.log.error('WebSocket session on another channel failed', err),
        );
    });
  });
}

/** The built-in models the WebSocket route streams (their capabilities say so). */
const STREAMED_MODELS: readonly string[] = LOCAL_MODELS.filter(
  (m) => m.kind === 'speech' && m.capabilities.websocket,
).map((m) => m.id);

/**
 * A session for a model another channel runs: its request frame is read and checked here,
 * as a local session's is (the same errors), then the channel takes the session over.
 */
async function runRemoteSession(
  ctx: WebSocketDeps,
  ws: WebSocket,
  call: Pick<SpeechCall, 'model' | 'key' | 'incoming'>,
  firstFrameTimeoutMs: number,
): Promise<void> {
  let frame: string;
  let job: SpeechJob;
  try {
    frame = (await firstFrame(ws, firstFrameTimeoutMs)).toString();
    job = parseRequestFrame(frame, ctx.voices);
  } catch (err) {
    if (err instanceof ApiError && ws.readyState === ws.OPEN) {
      ws.send(errorFrame(err));
      ws.close(CLOSE_POLICY, err.code ?? 'error');
    } else ws.terminate();
    return;
  }
  const checked = { ...call, body: {}, text: job.text, request: describeJob(job) };
  await ctx.remote.speech(call.model.channel).session(ws, checked, frame);
}

async function runSession(
  ctx: WebSocketDeps,
  runtime: SpeechRuntime,
  ws: WebSocket,
  key: KeyRecord,
  firstFrameTimeoutMs: number,
): Promise<void> {
  const fail = (error: ApiError, code: number) => {
    if (ws.readyState === ws.OPEN) {
      ws.send(errorFrame(error));
      ws.close(code, error.code ?? 'error');
    }
  };

  let job: SpeechJob;
  try {
    const frame = await firstFrame(ws, firstFrameTimeoutMs);
    job = parseRequestFrame(frame, ctx.voices);
  } catch (err) {
    if (err instanceof ApiError) fail(err, CLOSE_POLICY);
    else {
      ctx.log.info('WebSocket speech session: the client disconnected before its request frame');
      ws.terminate();
    }
    return;
  }

  const deps = {
    files: ctx.files,
    taskStore: ctx.taskStore,
    runtime,
    ...(ctx.lexiconOf ? { lexiconOf: ctx.lexiconOf } : {}),
  };
  const session = new SpeechSession(deps, job, { source: 'websocket', key });
  // The sync audio limit holds here too (the client paces the session, so no deadline): the
  // text limit keeps plain text far below it, but the owner's lexicon can lengthen the text.
  const limits = { ...DEFAULT_SYNC_LIMITS, ...ctx.syncLimits };
  try {
    refuseOverlongSync(session.spokenText(), job, limits);
  } catch (err) {
    fail(err instanceof ApiError ? err : internalError(session.id), CLOSE_POLICY);
    return;
  }
  // Sessions render on the same workers as sync requests, so they wait in the same queue; a
  // refusal is the HTTP error as a frame, then close 1013 (try again later).
  const gone = new AbortController();
  const leave = () => {
    gone.abort(new Error('socket closed'));
    session.abort();
  };
  if (ws.readyState !== ws.OPEN) leave();
  ws.on('close', leave);
  ws.on('error', leave);
  let slot;
  try {
    slot = await runtime.syncAdmission.admit(key.id, gone.signal);
  } catch (err) {
    if (err instanceof ApiError) fail(err, CLOSE_TRY_LATER);
    else ctx.log.info('WebSocket speech session: the client disconnected while waiting its turn');
    return;
  }
  const charsTotal = session.characters;
  try {
    // The session's timestamps file has word granularity, whatever the request said.
    const stored = await session.run({
      timestamps: 'word',
      onAudio: (bytes) => sendAwait(ws, bytes),
      onStep: (step) => {
        if (step.audioMs > limits.maxAudioMs) throw tooMuchAudio(limits);
        return sendAwait(
          ws,
          JSON.stringify({
            type: 'progress',
            words: step.words.map((w) => ({
              word: w.text,
              start_ms: w.start_ms,
              end_ms: w.end_ms,
              char_start: w.char_start,
              char_end: w.char_end,
            })),
            chars_done: step.charsDone,
            chars_total: charsTotal,
            audio_ms: Math.round(step.audioMs),
          } satisfies WsProgressFrame),
        );
      },
    });
    await sendAwait(
      ws,
      JSON.stringify({
        type: 'complete',
        task_id: session.id,
        duration_ms: stored.durationMs,
        characters: charsTotal,
        bytes: stored.bytes,
        format: job.format,
      } satisfies WsCompleteFrame),
    );
    ws.close(CLOSE_NORMAL, 'complete');
  } catch (err) {
    if (err instanceof ApiError && ws.readyState === ws.OPEN) {
      fail(err, CLOSE_POLICY);
      return;
    }
    if (session.aborted || ws.readyState !== ws.OPEN) {
      ctx.log.info(
        `WebSocket speech session ${session.id}: the client disconnected before the end`,
      );
      return;
    }
    ctx.log.error('WebSocket speech session failed', err);
    fail(internalError(session.id), CLOSE_INTERNAL);
  } finally {
    slot.release();
  }
}

export function firstFrame(ws: WebSocket, timeoutMs: number): Promise<RawData | string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(
        invalidRequest(
          'request_timeout',
          `No request frame within ${Math.round(timeoutMs / 1000)} s of connecting.`,
        ),
      );
    }, timeoutMs);
    const onMessage = (data: RawData, isBinary: boolean) => {
      cleanup();
      if (isBinary)
        reject(invalidRequest('invalid_json', 'The request frame must be a JSON text frame.'));
      else resolve(data);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('closed'));
    };
    const cleanup = () => {
      clearTimeout(timer);
      ws.off('message', onMessage);
      ws.off('close', onClose);
    };
    ws.on('message', onMessage);
    ws.on('close', onClose);
  });
}

export function parseRequestFrame(frame: RawData | string, voices?: VoiceDirectory): SpeechJob {
  let body: unknown;
  try {
    body = JSON.parse(frame.toString());
  } catch {
    throw invalidRequest('invalid_json', 'The request frame is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidRequest('invalid_json', 'The request frame must be a JSON object.');
  }
  const { fields, spelled } = parseBetaFields(body as Record<string, unknown>);
  const job = localSpeechJob(
    betaRequest(fields, spelled, 'stream', TEXT_LIMITS.betaSpeech, 'the WebSocket'),
    voices,
  );
  requireSpeakable(job.text);
  return job;
}
