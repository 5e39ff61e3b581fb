import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { ClientDisconnected } from '../http/client-gone.ts';
import { pacedWrite } from '../http/paced-write.ts';
import type { MeshFileNames, SpeechCall, SpeechFileNames } from '../models/channels.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskRecordOf } from '../store/task-record.ts';
import { newTaskId } from '../tasks/ids.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import type { TaskRepository } from '../store/ports.ts';
import { cpLength } from '../text/code-points.ts';
import type { UpstreamChannel } from './channel.ts';
import { errorFrom } from './client.ts';
import { forwardBody, saveForward } from './forward-body.ts';
import { hopsOf } from './hops.ts';
import { LocalCopy } from './local-copy.ts';

export interface UpstreamDeps {
  files: FilesArea;
  taskStore: TaskRepository;
  tasks: TaskRunner;
  /** Downloads outside the upstream's origin may reach private addresses (`--allow-private-fetch`). */
  allowPrivateFetch?: boolean;
  /** How the speech capability names and types its results (given by app.ts). */
  speechFiles: SpeechFileNames;
  /** How the 3D capability names and types its results (given by app.ts). */
  meshFiles: MeshFileNames;
}

type Format = TaskRecordOf<'speech'>['request']['format'];

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
  call: SpeechCall,
  res: Response,
): Promise<void> {
  const { body, text, request, key, model } = call;
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
      hopsOf(call.incoming),
    );
  } catch (err) {
    if (controller.signal.aborted) throw new ClientDisconnected();
    throw err;
  }
  if (upstream.statusCode !== 200) throw await errorFrom(upstream);
  const id = newTaskId();
  const characters = cpLength(text);
  const names = deps.speechFiles;
  const format = names.formatOf(upstream.headers['content-type'], request.format) as Format;
  const name = names.audio(format);
  for (const h of PASSED_HEADERS) {
    const v = upstream.headers[h];
    if (typeof v === 'string') res.setHeader(h, v);
  }
  res.setHeader('x-task-id', id);
  res.setHeader('x-usage-input-tokens', String(characters));
  res.status(200);
  // The headers go out with the first chunk of audio; the files are opened meanwhile.
  const copy = new LocalCopy(deps.files.writer('speech', id, name));
  const input = deps.files.write('speech', id, names.input, text);
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
      if (!(await pacedWrite(res, chunk))) throw new ClientDisconnected();
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
  const record: TaskRecordOf<'speech'> = {
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
 * A speech task for the upstream, checked and recorded by the speech transport (our id):
 * its text and what the runner's upstream handler will submit go into its folder.
 */
export async function saveSpeechTask(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecordOf<'speech'>,
  call: SpeechCall,
): Promise<void> {
  await deps.files.write('speech', record.id, deps.speechFiles.input, call.text);
  await saveForward(
    deps.files,
    'speech',
    record.id,
    forwardBody(channel, call.model.id, call.body),
    hopsOf(call.incoming),
  );
}
