import type { IncomingMessage } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { ApiError, internalError } from '../http/errors.ts';
import { refuseUpgrade, type UpgradeRoutes } from '../http/upgrades.ts';
import type { KeyRecord } from '../keys/key-record.ts';
import type { ModelRegistry } from '../models/registry.ts';
import { contentTypeFor } from '../speech/audio/pcm.ts';
import { audioFileName, describeJob } from '../speech/history.ts';
import type { SpeechJob } from '../speech/job.ts';
import {
  BEARER_PROTOCOL,
  errorFrame,
  firstFrame,
  handshakeKey,
  parseRequestFrame,
  WEBSOCKET_PATH,
  type WebSocketDeps,
} from '../speech/websocket.ts';
import { newTaskId } from '../tasks/ids.ts';
import type { SpeechTaskRecord } from '../speech/task-record.ts';
import { cpLength } from '../text/code-points.ts';
import { HOP_HEADER, hopHeaderValue, hopsOf } from './hops.ts';
import type { UpstreamChannel } from './channel.ts';
import { unavailable } from './client.ts';

const CLOSE_POLICY = 1008;
const CLOSE_INTERNAL = 1011;

/**
 * The WebSocket speech route for models the upstream runs: the request frame is checked
 * here (the same errors as local), then the session is proxied frame by frame, in order,
 * both ways; the audio is copied to the files area and the session recorded in the history
 * under our id, which replaces the upstream's in the `complete` frame.
 */
export function attachUpstreamWebSocket(
  channel: UpstreamChannel,
  registry: ModelRegistry,
  ctx: WebSocketDeps,
  upgrades: UpgradeRoutes,
  firstFrameTimeoutMs = 10_000,
): void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 256 * 1024,
    handleProtocols: (protocols) => [...protocols].find((p) => BEARER_PROTOCOL.test(p)) ?? false,
  });
  upgrades.wrap(WEBSOCKET_PATH, (next) => (req, socket, head) => {
    const model = new URL(req.url ?? '', 'http://localhost').searchParams.get('model');
    if (!model || registry.channelOf(model) !== 'upstream') {
      next(req, socket, head);
      return;
    }
    let key: KeyRecord;
    try {
      key = handshakeKey(ctx, req);
      registry.require(key, model);
      channel.requireUp();
    } catch (err) {
      refuseUpgrade(socket, err instanceof ApiError ? err : internalError('websocket'));
      return;
    }
    wss.handleUpgrade(
      req,
      socket,
      head,
      (ws) =>
        void proxySession(channel, ctx, ws, key, model, firstFrameTimeoutMs, hopsOf(req)).catch(
          (err: unknown) => ctx.log.error('upstream WebSocket session failed', err),
        ),
    );
  });
}

async function proxySession(
  channel: UpstreamChannel,
  ctx: WebSocketDeps,
  client: WebSocket,
  key: KeyRecord,
  model: string,
  firstFrameTimeoutMs: number,
  via: readonly string[],
): Promise<void> {
  const fail = (error: ApiError, code: number) => {
    if (client.readyState === client.OPEN) {
      client.send(errorFrame(error));
      client.close(code, error.code ?? 'error');
    }
  };
  let frame: RawData | string;
  let job: SpeechJob;
  try {
    frame = await firstFrame(client, firstFrameTimeoutMs);
    job = parseRequestFrame(frame);
  } catch (err) {
    if (err instanceof ApiError) fail(err, CLOSE_POLICY);
    else client.terminate();
    return;
  }
  const id = newTaskId();
  const createdAt = Math.floor(Date.now() / 1000);
  const name = audioFileName(job.format);
  const writer = await ctx.files.writer('speech', id, name);
  const url = channel.client.urlFor(
    `${WEBSOCKET_PATH}?model=${encodeURIComponent(channel.upstreamIdOf(model))}`,
  );
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const upstreamKey = channel.upstreamKey();
  const upstream = new WebSocket(url, {
    headers: {
      ...(upstreamKey ? { authorization: `Bearer ${upstreamKey}` } : {}),
      [HOP_HEADER]: hopHeaderValue(via, channel.gatewayId),
    },
    handshakeTimeout: channel.tuning.requestTimeoutMs,
  });
  let bytes = 0;
  let complete: { duration_ms?: unknown } | null = null;
  // Frames are handled one after another, in the order they came.
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (step: () => Promise<void>) => {
    chain = chain.then(step).catch((err: unknown) => {
      ctx.log.error('upstream WebSocket frame failed', err);
      upstream.terminate();
      client.terminate();
    });
  };

  client.on('message', (data, isBinary) => {
    if (upstream.readyState === upstream.OPEN) upstream.send(data, { binary: isBinary });
  });
  client.on('close', () => {
    if (upstream.readyState === upstream.OPEN || upstream.readyState === upstream.CONNECTING)
      upstream.terminate();
  });
  upstream.on('open', () => {
    upstream.send(frame.toString());
  });
  upstream.on('unexpected-response', (_req, res: IncomingMessage) => {
    res.resume();
    const status = res.statusCode ?? 502;
    inOrder(async () =>
      fail(
        status === 401 || status === 403
          ? new ApiError(
              502,
              'upstream_error',
              'upstream_auth_failed',
              'The upstream refused this gateway\u2019s upstream key.',
            )
          : unavailable(`HTTP ${status} to the WebSocket handshake`),
        CLOSE_INTERNAL,
      ),
    );
    upstream.terminate();
  });
  upstream.on('error', (err) => {
    inOrder(async () =>
      fail(unavailable((err as NodeJS.ErrnoException).code ?? err.message), CLOSE_INTERNAL),
    );
  });
  upstream.on('message', (data, isBinary) => {
    inOrder(async () => {
      const buf = Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[]);
      if (isBinary) {
        bytes += buf.length;
        // The client first, then the copy: the disk never delays the audio.
        if (client.readyState === client.OPEN) client.send(buf, { binary: true });
        await writer.write(buf);
        return;
      }
      let text = buf.toString('utf8');
      try {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        if (parsed.type === 'complete') {
          complete = parsed;
          text = JSON.stringify({ ...parsed, task_id: id });
          await record();
        }
      } catch (err) {
        if (!(err instanceof SyntaxError)) throw err;
      }
      if (client.readyState === client.OPEN) client.send(text);
    });
  });
  upstream.on('close', (code, reason) => {
    inOrder(async () => {
      if (!complete) await writer.abort().catch(() => undefined);
      if (client.readyState === client.OPEN) client.close(code === 1005 ? 1000 : code, reason);
    });
  });

  const record = async () => {
    await writer.commit();
    const characters = cpLength(job.text);
    const duration = Number(complete?.duration_ms);
    const entry: SpeechTaskRecord = {
      id,
      kind: 'speech',
      source: 'websocket',
      channel: 'upstream',
      seq: 0,
      owner: key.owner,
      key_id: key.id,
      model,
      status: 'completed',
      progress: 100,
      created_at: createdAt,
      started_at: createdAt,
      completed_at: Math.floor(Date.now() / 1000),
      request: describeJob(job),
      files: { content: name },
      content_type: contentTypeFor(job.format),
      ...(Number.isFinite(duration) ? { duration_ms: duration } : {}),
      characters,
      bytes,
    };
    await ctx.taskStore.addFinished(entry, characters);
  };
}
