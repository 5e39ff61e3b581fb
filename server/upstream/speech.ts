import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { SpeechTaskSubmitted } from '../../contract/speech-tasks.ts';
import { authOf } from '../http/auth.ts';
import { ClientDisconnected } from '../http/client-gone.ts';
import { invalidRequest } from '../http/errors.ts';
import { isKnownModelId } from '../models/catalog.ts';
import type { RegisteredModel } from '../models/registry.ts';
import { AUDIO_CONTENT_TYPES } from '../speech/audio/pcm.ts';
import { GAMMA_TEXT_LIMITS, parseGammaBody } from '../speech/cloning/index.ts';
import { audioFileName, describeJob, INPUT_FILE } from '../speech/history.ts';
import type { OutputFormat } from '../speech/job.ts';
import { localSpeechJob } from '../speech/local-channel.ts';
import { requireSpeakable } from '../speech/request/speakable.ts';
import { parseSyncSpeech } from '../speech/request/speech-request.ts';
import { parseSpeechSubmission } from '../speech/task-routes.ts';
import { speechTaskObject } from '../speech/task-view.ts';
import type { FilesArea } from '../store/files.ts';
import { newTaskId } from '../tasks/ids.ts';
import { newTaskRecord } from '../tasks/access.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import { previewOf } from '../text/preview.ts';
import { type SpeechTaskRecord, type SpeechTaskRequest } from '../speech/task-record.ts';
import type { TaskStore } from '../tasks/task-store.ts';
import { originOf } from '../tasks/views.ts';
import { cpLength } from '../text/code-points.ts';
import type { UpstreamChannel } from './channel.ts';
import { errorFrom } from './client.ts';
import { forwardBody, saveForward } from './forward-body.ts';
import { hopsOf } from './hops.ts';
import { LocalCopy } from './local-copy.ts';

export interface UpstreamDeps {
  files: FilesArea;
  taskStore: TaskStore;
  tasks: TaskRunner;
  /** Downloads outside the upstream's origin may reach private addresses (`--allow-private-fetch`). */
  allowPrivateFetch?: boolean;
}

interface Validated {
  text: string;
  request: SpeechTaskRequest;
}

function inputOf(body: Record<string, unknown>): string {
  const input = body.input ?? body.text;
  if (typeof input !== 'string' || input.length === 0)
    throw invalidRequest('missing_field', "'input' is required.", 'input');
  return input;
}

/**
 * A sync speech body checked as the local channel checks it (same 400s); a model only the
 * upstream lists is checked for its text only (the upstream knows its fields).
 */
function validateSync(model: RegisteredModel, body: Record<string, unknown>): Validated {
  if (!isKnownModelId(model.id)) {
    const text = inputOf(body);
    return {
      text,
      request: {
        mode: 'speech',
        input_preview: previewOf(text),
        format: 'mp3',
        bitrate_kbps: null,
      },
    };
  }
  if (model.id === 'gamma-tts-2') {
    const clone = parseGammaBody(body, GAMMA_TEXT_LIMITS.sync);
    requireSpeakable(clone.input);
    return {
      text: clone.input,
      request: {
        mode: 'speech',
        input_preview: previewOf(clone.input),
        bitrate_kbps: null,
        emotion: clone.emotion,
        emotion_weight: clone.emotion_weight,
        format: clone.response_format,
      },
    };
  }
  const job = localSpeechJob(parseSyncSpeech(model.id, body));
  requireSpeakable(job.text);
  return { text: job.text, request: describeJob(job) };
}

function formatOf(contentType: string | undefined, fallback: OutputFormat): OutputFormat {
  const type = (contentType ?? '').split(';')[0]?.trim();
  for (const [format, full] of Object.entries(AUDIO_CONTENT_TYPES)) {
    if (full.split(';')[0] === type) return format as OutputFormat;
  }
  return fallback;
}

/** Writes to the response, waiting while the client is slow; false once it has gone. */
function send(res: Response, bytes: Buffer): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
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

const PASSED_HEADERS = ['content-type', 'content-length', 'x-audio-duration-ms', 'trailer'];

/**
 * Sync speech on the upstream: validated here, forwarded, and its audio streamed back
 * chunk by chunk as it arrives (never buffered whole). A copy is written beside the stream
 * (a slow disk does not hold the client up) and, once the client has every byte, flushed to
 * disk and recorded in the history, billed like a local result; reads made after the
 * response wait for that record (`channel.records`). Our id, not the upstream's, is in
 * `x-task-id`.
 */
export async function forwardSyncSpeech(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  req: Request,
  res: Response,
  model: RegisteredModel,
): Promise<void> {
  const body = req.body as Record<string, unknown>;
  const { text, request } = validateSync(model, body);
  channel.requireUp();
  const key = authOf(req).key;
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new ClientDisconnected());
  });
  const createdAt = Math.floor(Date.now() / 1000);
  let upstream: IncomingMessage;
  try {
    upstream = await channel.client.submit(
      '/v1/audio/speech',
      forwardBody(channel, model.id, body),
      controller.signal,
      hopsOf(req),
    );
  } catch (err) {
    if (controller.signal.aborted) throw new ClientDisconnected();
    throw err;
  }
  if (upstream.statusCode !== 200) throw await errorFrom(upstream);
  const id = newTaskId();
  const characters = cpLength(text);
  const format = formatOf(upstream.headers['content-type'], request.format);
  const name = audioFileName(format);
  for (const h of PASSED_HEADERS) {
    const v = upstream.headers[h];
    if (typeof v === 'string') res.setHeader(h, v);
  }
  res.setHeader('x-task-id', id);
  res.setHeader('x-usage-input-tokens', String(characters));
  res.status(200);
  // The headers go out with the first chunk of audio; the files are opened meanwhile.
  const copy = new LocalCopy(deps.files.writer('speech', id, name));
  const input = deps.files.write('speech', id, INPUT_FILE, text);
  input.catch(() => undefined); // awaited below
  const discard = async () => {
    await copy.abort();
    await input.catch(() => undefined);
    await deps.files.removeTask('speech', id);
  };
  let bytes = 0;
  try {
    for await (const chunk of upstream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      copy.push(chunk);
      if (!(await send(res, chunk))) throw new ClientDisconnected();
      if (copy.behind) await copy.caughtUp();
    }
    if (!upstream.complete) throw new Error('the upstream cut the audio short');
  } catch (err) {
    upstream.destroy();
    await discard();
    if (controller.signal.aborted || res.destroyed) throw new ClientDisconnected();
    throw err;
  }
  const duration = Number(
    upstream.trailers['x-audio-duration-ms'] ?? upstream.headers['x-audio-duration-ms'],
  );
  const record: SpeechTaskRecord = {
    id,
    kind: 'speech',
    source: 'sync',
    channel: 'upstream',
    seq: 0,
    owner: key.owner,
    key_id: key.id,
    model: model.id,
    status: 'completed',
    progress: 100,
    created_at: createdAt,
    started_at: createdAt,
    completed_at: Math.floor(Date.now() / 1000),
    request: { ...request, format },
    files: { content: name },
    content_type: upstream.headers['content-type'] ?? 'application/octet-stream',
    ...(Number.isFinite(duration) ? { duration_ms: duration } : {}),
    characters,
    bytes,
  };
  // Registered before the response ends: a read that follows it waits for the record.
  const recorded = channel.records.track(
    (async () => {
      try {
        await copy.commit();
        await input;
        await deps.taskStore.addFinished(record, characters);
      } catch (err) {
        channel.log.error(`recording upstream speech ${id} failed`, err);
        await discard().catch(() => undefined);
      }
    })(),
  );
  const trailer = upstream.trailers['x-audio-duration-ms'];
  if (trailer !== undefined && res.getHeader('trailer'))
    res.addTrailers({ 'x-audio-duration-ms': trailer });
  res.end();
  await recorded;
}

/**
 * A speech task for the upstream: validated as a local one, recorded here (our id, the
 * text in its folder), and submitted upstream by the task runner's upstream handler.
 */
export async function submitSpeechTask(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  req: Request,
  res: Response,
  model: RegisteredModel,
): Promise<void> {
  const body = req.body as Record<string, unknown>;
  let text: string;
  let request: SpeechTaskRequest;
  if (isKnownModelId(model.id)) {
    ({ text, request } = parseSpeechSubmission(model.id, body));
  } else {
    text = inputOf(body);
    request = { mode: 'speech', input_preview: previewOf(text), format: 'mp3', bitrate_kbps: null };
  }
  channel.requireUp();
  const key = authOf(req).key;
  const record = newTaskRecord('speech', key, model.id, request);
  record.channel = 'upstream';
  const { id, object, created_at, status, progress } = speechTaskObject(record, originOf(req));
  await deps.tasks.submitWithFiles(record, async () => {
    await deps.files.write('speech', record.id, INPUT_FILE, text);
    await saveForward(
      deps.files,
      'speech',
      record.id,
      forwardBody(channel, model.id, body),
      hopsOf(req),
    );
  });
  res.status(200).json({
    id,
    object,
    created_at,
    status,
    model: model.id,
    progress,
  } satisfies SpeechTaskSubmitted);
}
