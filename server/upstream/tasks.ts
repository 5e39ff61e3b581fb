import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { MeshTaskMetadata } from '../../contract/mesh.ts';
import { ApiError } from '../http/errors.ts';
import { pinnedGet, resolveAllowed } from '../net/outbound.ts';
import { TaskFailure, type TaskHandler, type TaskOutcome } from '../tasks/runner.ts';
import type { TaskKind, TaskRecord, RemoteRef } from '../store/task-record.ts';
import { cpLength } from '../text/code-points.ts';
import type { UpstreamChannel } from './channel.ts';
import { errorFrom, readJson, sleep } from './client.ts';
import { dropForward, loadForward } from './forward-body.ts';
import type { UpstreamDeps } from './speech.ts';

/** The fields of an upstream task object this channel reads. */
interface UpstreamTask {
  id?: unknown;
  status?: unknown;
  progress?: unknown;
  error?: { code?: unknown; message?: unknown };
  content_url?: unknown;
  timestamps_url?: unknown;
  duration_ms?: unknown;
  data?: { url?: unknown };
  model_urls?: { glb?: unknown };
  thumbnail_url?: unknown;
  metadata?: unknown;
}

const PATHS: Record<TaskKind, string> = {
  speech: '/v1/audio/speech/tasks',
  '3d': '/v1/3d',
};

function failureOf(err: ApiError): TaskFailure {
  return new TaskFailure(err.code ?? 'upstream_error', err.message);
}

/**
 * Runs an upstream task: submits it (once: the upstream's id is saved before anything
 * else, so a restart resumes polling instead of submitting again), polls it with backoff
 * (2–5 s rising ×1.5 up to 30 s; a 429, a 5xx or an unreachable upstream mean "ask again
 * later"), and once it is completed copies its results into our files area. A task still
 * unfinished past the deadline fails `upstream_timeout`.
 */
export function upstreamTaskHandler(channel: UpstreamChannel, deps: UpstreamDeps): TaskHandler {
  return async ({ record, signal, progress }) => {
    const ref = record.upstream ?? (await submit(channel, deps, record, signal));
    const done = await poll(channel, record, ref, signal, progress);
    const outcome =
      record.kind === 'speech'
        ? await copySpeech(channel, deps, record, ref, done, signal)
        : await copyMesh(channel, deps, record, ref, done, signal);
    await dropForward(deps.files, record.kind, record.id);
    return outcome;
  };
}

async function submit(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecord,
  signal: AbortSignal,
): Promise<RemoteRef> {
  const { body, via } = await loadForward(deps.files, record.kind, record.id);
  let res: IncomingMessage;
  try {
    res = await channel.client.submit(PATHS[record.kind], body, signal, via);
  } catch (err) {
    if (err instanceof ApiError) throw failureOf(err);
    throw err;
  }
  if (res.statusCode !== 200 && res.statusCode !== 201 && res.statusCode !== 202)
    throw failureOf(await errorFrom(res));
  const answer = await readJson<UpstreamTask>(res);
  if (typeof answer.id !== 'string' || answer.id.length === 0)
    throw new TaskFailure('upstream_bad_answer', 'The upstream accepted the task without an id.');
  const ref = { id: answer.id, submitted_at: Date.now() };
  await deps.taskStore.setUpstream(record, ref);
  return ref;
}

async function poll(
  channel: UpstreamChannel,
  record: TaskRecord,
  ref: RemoteRef,
  signal: AbortSignal,
  progress: (percent: number) => void,
): Promise<UpstreamTask> {
  const t = channel.tuning;
  const path = `${PATHS[record.kind]}/${encodeURIComponent(ref.id)}`;
  let wait = t.pollMinMs + Math.random() * t.pollJitterMs;
  let lastProblem: ApiError | null = null;
  for (;;) {
    const left = ref.submitted_at + t.taskDeadlineMs - Date.now();
    if (left <= 0) {
      if (
        lastProblem?.code === 'upstream_unavailable' ||
        lastProblem?.code === 'upstream_auth_failed'
      )
        throw new TaskFailure(
          lastProblem.code,
          `The upstream stayed unavailable until the task's deadline: ${lastProblem.message}`,
        );
      throw new TaskFailure(
        'upstream_timeout',
        `The upstream did not finish the task within ${Math.round(t.taskDeadlineMs / 1000)} s.`,
      );
    }
    await sleep(Math.min(wait, left), signal);
    wait = Math.min(wait * t.pollFactor, t.pollMaxMs);
    let task: UpstreamTask;
    try {
      const res = await channel.client.call('GET', path, { signal });
      const status = res.statusCode ?? 0;
      if (status === 429 || status >= 500 || status === 401 || status === 403) {
        lastProblem = await errorFrom(res);
        continue; // still running, or the upstream is struggling: ask again later
      }
      if (status !== 200) {
        const err = await errorFrom(res);
        throw status === 404
          ? new TaskFailure('upstream_task_lost', 'The upstream no longer knows this task.')
          : failureOf(err);
      }
      task = await readJson<UpstreamTask>(res);
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      if (err instanceof ApiError) {
        lastProblem = err;
        continue;
      }
      throw err;
    }
    lastProblem = null;
    if (task.status === 'completed') return task;
    if (task.status === 'failed') {
      const code = typeof task.error?.code === 'string' ? task.error.code : 'upstream_failed';
      const message =
        typeof task.error?.message === 'string' ? task.error.message : 'The upstream task failed.';
      throw new TaskFailure(code, message);
    }
    if (typeof task.progress === 'number') progress(task.progress);
  }
}

/**
 * Copies one result file into the task folder, streaming (never whole in memory) and
 * bounded in size. A URL on the upstream's origin is fetched with the key; any other only
 * from a public address (the outbound rules), without it. Returns the bytes written.
 */
async function download(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecord,
  link: string,
  name: string,
  signal: AbortSignal,
  options: {
    /** Replaces the upstream's id by ours in a text result. */
    rewrite?: { from: string; to: string };
    /** The only media type accepted. */
    type?: string;
  } = {},
): Promise<number> {
  const { rewrite, type } = options;
  const url = new URL(link, channel.client.origin() ?? undefined);
  const max = channel.tuning.maxDownloadBytes;
  let res: IncomingMessage;
  try {
    if (url.origin === channel.client.origin()) {
      res = await channel.client.callUrl('GET', url, { signal }, channel.tuning.requestTimeoutMs);
    } else {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new TaskFailure(
          'upstream_bad_answer',
          'The upstream linked a result by a non-http URL.',
        );
      const address = await resolveAllowed(
        url,
        deps.allowPrivateFetch ? { isAllowed: () => true } : {},
      ).catch(() => {
        throw new TaskFailure(
          'upstream_download_refused',
          'The upstream linked a result on an address this gateway does not fetch from.',
        );
      });
      res = await pinnedGet(url, address, {}, signal);
    }
  } catch (err) {
    if (err instanceof ApiError) throw failureOf(err);
    throw err;
  }
  if (res.statusCode !== 200) {
    res.resume();
    throw new TaskFailure(
      'upstream_download_failed',
      `Copying a result from the upstream failed (HTTP ${res.statusCode}).`,
    );
  }
  if (type !== undefined && res.headers['content-type']?.split(';')[0]?.trim() !== type) {
    res.resume();
    throw new TaskFailure('upstream_bad_answer', `An upstream result is not ${type}.`);
  }
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    res.destroy();
    throw tooLarge(max);
  }
  const writer = await deps.files.writer(record.kind, record.id, name);
  const swap = rewrite ? new Swap(rewrite.from, rewrite.to) : null;
  let bytes = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > max) throw tooLarge(max);
      const out = swap ? swap.push(chunk) : chunk;
      if (out.length > 0) await writer.write(out);
    }
    if (!res.complete)
      throw new TaskFailure('upstream_download_failed', 'The upstream cut a result short.');
    if (swap) await writer.write(swap.end());
    await writer.commit();
  } catch (err) {
    res.destroy();
    await writer.abort().catch(() => undefined);
    throw err;
  }
  return bytes;
}

/**
 * Replaces every `from` with `to` in a byte stream, whatever the chunk boundaries: the
 * upstream's task id inside a timestamps document becomes ours.
 */
class Swap {
  private carry = Buffer.alloc(0);
  private readonly from: Buffer;
  private readonly to: Buffer;
  constructor(from: string, to: string) {
    this.from = Buffer.from(from);
    this.to = Buffer.from(to);
  }

  push(chunk: Buffer): Buffer {
    const data = Buffer.concat([this.carry, chunk]);
    const parts: Buffer[] = [];
    let at = 0;
    for (let i = data.indexOf(this.from); i !== -1; i = data.indexOf(this.from, at)) {
      parts.push(data.subarray(at, i), this.to);
      at = i + this.from.length;
    }
    // Keep what could be the start of a match split by the next chunk.
    const keep = Math.max(at, data.length - (this.from.length - 1));
    parts.push(data.subarray(at, keep));
    this.carry = Buffer.from(data.subarray(keep));
    return Buffer.concat(parts);
  }

  end(): Buffer {
    return this.carry;
  }
}

function tooLarge(max: number): TaskFailure {
  return new TaskFailure(
    'upstream_result_too_large',
    `An upstream result is larger than the ${max} bytes this gateway copies.`,
  );
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

async function copySpeech(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecord,
  ref: RemoteRef,
  task: UpstreamTask,
  signal: AbortSignal,
): Promise<TaskOutcome> {
  if (record.kind !== 'speech') throw new Error('not a speech task');
  const base = `${PATHS.speech}/${encodeURIComponent(ref.id)}`;
  const names = deps.speechFiles;
  const content = names.audio(record.request.format);
  const bytes = await download(
    channel,
    deps,
    record,
    str(task.content_url) ?? `${channel.client.urlFor(`${base}/content`)}`,
    content,
    signal,
  );
  const files: TaskOutcome['files'] = { content };
  const timestamps = str(task.timestamps_url);
  if (timestamps) {
    await download(channel, deps, record, timestamps, names.timestamps, signal, {
      rewrite: { from: ref.id, to: record.id },
    });
    files.timestamps = names.timestamps;
  }
  const text = await readFile(deps.files.pathFor('speech', record.id, names.input), 'utf8');
  return {
    files,
    content_type: names.contentTypeOf(record.request.format),
    ...(typeof task.duration_ms === 'number' ? { duration_ms: task.duration_ms } : {}),
    characters: cpLength(text),
    bytes,
  };
}

async function copyMesh(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecord,
  ref: RemoteRef,
  task: UpstreamTask,
  signal: AbortSignal,
): Promise<TaskOutcome> {
  const link =
    str(task.model_urls?.glb) ??
    str(task.data?.url) ??
    `${channel.client.urlFor(`${PATHS['3d']}/${encodeURIComponent(ref.id)}/content`)}`;
  const bytes = await download(channel, deps, record, link, deps.meshFiles.glb, signal);
  // The upstream's thumbnail goes where the derived-files cache keeps the ones it makes, so
  // it is found as a local task's is; without one (or not a PNG), the cache makes it from
  // the GLB on first request, as for a local task.
  const thumbnail = str(task.thumbnail_url);
  const derived = deps.meshFiles.thumbnail;
  if (thumbnail) {
    await download(channel, deps, record, thumbnail, derived.file, signal, {
      type: derived.contentType,
    }).catch((err: unknown) => {
      if (signal.aborted) throw err;
    });
  }
  const metadata =
    typeof task.metadata === 'object' && task.metadata !== null
      ? (task.metadata as MeshTaskMetadata)
      : undefined;
  return {
    files: { content: deps.meshFiles.glb },
    content_type: 'model/gltf-binary',
    bytes,
    ...(metadata ? { result: { metadata } } : {}),
  };
}
