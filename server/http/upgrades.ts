import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './errors.ts';

export type UpgradeHandler = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The WebSocket routes of the gateway: the one way to register an upgrade. A capability
 * registers its path; the HTTP server's `upgrade` event goes to `handle`, which applies the
 * Host guard and answers unknown paths with a 404 before any handler runs.
 */
export class UpgradeRoutes {
  private readonly handlers = new Map<string, UpgradeHandler>();

  constructor(private readonly checkHost: (req: http.IncomingMessage) => ApiError | null) {}

  /** Routes upgrades on `pathname` to `handler`; the handler authenticates and upgrades. */
  register(pathname: string, handler: UpgradeHandler): void {
    this.handlers.set(pathname, handler);
  }

  /**
   * Puts `wrapper` in front of the handler of `pathname` (a channel that takes some of its
   * sessions, handing the others to `next`).
   */
  wrap(pathname: string, wrapper: (next: UpgradeHandler) => UpgradeHandler): void {
    const next = this.handlers.get(pathname);
    if (next) this.handlers.set(pathname, wrapper(next));
  }

  readonly handle: UpgradeHandler = (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const refusal = this.checkHost(req);
    if (refusal) {
      refuseUpgrade(socket, refusal);
      return;
    }
    const handler = this.handlers.get(pathname);
    if (!handler) {
      refuseUpgrade(
        socket,
        new ApiError(
          404,
          'invalid_request_error',
          'unknown_route',
          `No WebSocket route at ${pathname}.`,
        ),
      );
      return;
    }
    handler(req, socket, head);
  };
}

/** Answers a refused WebSocket handshake with a plain HTTP error and the JSON body. */
export function refuseUpgrade(socket: Duplex, error: ApiError): void {
  const body = JSON.stringify(error.toBody());
  const reason = http.STATUS_CODES[error.status] ?? 'Error';
  const headers = [
    `HTTP/1.1 ${error.status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(error.headers).map(([k, v]) => `${k}: ${v}`),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  socket.end(headers + body);
}
