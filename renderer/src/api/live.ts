/** The speech WebSocket: one request frame, then binary audio and JSON frames. */
import type {
  WsCompleteFrame,
  WsProgressFrame,
  WsRequestFrame,
  WsServerFrame,
  WsWord,
} from '@voxmesh/contract/websocket.ts';
import type { ErrorDetail } from '@voxmesh/contract/errors.ts';
import type { Connection } from './http.ts';

export type { WsCompleteFrame, WsProgressFrame, WsRequestFrame, WsWord };

export interface LiveHandlers {
  onAudio(bytes: ArrayBuffer): void;
  onProgress(frame: WsProgressFrame): void;
  onComplete(frame: WsCompleteFrame): void;
  onError(detail: ErrorDetail | null, closeCode: number): void;
}

/** Opens a session; the key travels as the `bearer.<key>` subprotocol browsers can send. */
export function openLive(
  conn: Connection,
  model: string,
  request: WsRequestFrame,
  on: LiveHandlers,
): WebSocket {
  const wsBase = conn.baseUrl.replace(/^http/, 'ws');
  const ws = new WebSocket(
    `${wsBase}/v1/audio/speech/websocket?model=${encodeURIComponent(model)}`,
    [`bearer.${conn.apiKey}`],
  );
  ws.binaryType = 'arraybuffer';
  let failed: ErrorDetail | null = null;
  let completed = false;
  ws.onopen = () => ws.send(JSON.stringify(request));
  ws.onmessage = (ev: MessageEvent<ArrayBuffer | string>) => {
    if (typeof ev.data !== 'string') return on.onAudio(ev.data);
    const frame = JSON.parse(ev.data) as WsServerFrame;
    if (frame.type === 'progress') on.onProgress(frame);
    else if (frame.type === 'complete') {
      completed = true;
      on.onComplete(frame);
    } else failed = frame.error;
  };
  ws.onclose = (ev) => {
    if (!completed && ev.code !== 1000) on.onError(failed, ev.code);
  };
  return ws;
}
