import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { SpeechCall } from '../models/channels.ts';
import type { TaskRecordOf } from '../store/task-record.ts';
import { newTaskId } from '../tasks/ids.ts';
import { cpLength } from '../text/code-points.ts';
import { WEBSOCKET_PATH } from '../../contract/websocket.ts';
import type { UpstreamChannel } from './channel.ts';
import { unavailable } from './client.ts';
import { HOP_HEADER, hopHeaderValue, hopsOf } from './hops.ts';
import type { UpstreamDeps } from './speech.ts';

const CLOSE_INTERNAL = 1011;

export type UpstreamSessionDeps = Pick<UpstreamDeps, 'files' | 'taskStore' | 'speechFiles'> & {
  log: Logger;
};

/**
 * A WebSocket session for a model the upstream runs, once the speech transport has read and
 * checked its request frame (`frame`): proxied frame by frame, in order, both ways; the
 * audio is copied to the files area and the session recorded in the history under our id,
 * which replaces the upstream's in the `complete` frame.
 */
export async function proxySession(
  channel: UpstreamChannel,
  ctx: UpstreamSessionDeps,
  client: WebSocket,
  call: SpeechCall,
  frame: string,
): Promise<void> {
  const { key } = call;
  const model = call.model.id;
  const via = hopsOf(call.incoming);
  const fail = (error: ApiError, code: number) => {
    if (client.readyState === client.OPEN) {
      client.send(JSON.stringify({ type: 'error', error: error.toBody().error }));
      client.close(code, error.code ?? 'error');
    }
  };
  const id = newTaskId();
  const createdAt = Math.floor(Date.now() / 1000);
  const format = call.request.format;
  const name = ctx.speechFiles.audio(format);
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
    upstream.send(frame);
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
    const characters = cpLength(call.text);
    const duration = Number(complete?.duration_ms);
    const entry: TaskRecordOf<'speech'> = {
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
      request: call.request,
      files: { content: name },
      content_type: ctx.speechFiles.contentTypeOf(format),
      ...(Number.isFinite(duration) ? { duration_ms: duration } : {}),
      characters,
      bytes,
    };
    await ctx.taskStore.addFinished(entry, characters);
  };
}
