import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, internalError } from './errors.ts';

export type UpgradeHandler = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The WebSocket routes of the gateway: the one way to register an upgrade. A capability
 * registers its path; the HTTP server's `upgrade` event goes to `handle`, which applies the
 * Host guard and answers unknown paths with a 404 before any handler runs.
 */
export class UpgradeRoutes {
  private readonly handlers = new Map<string, UpgradeHandler>();
  /** Attachments that run on the first upgrade to their path, in the order given. */
  private readonly pending = new Map<string, Array<() => void | Promise<void>>>();

  /** `refusal` is asked first of every upgrade (the Host, the path, loops): null lets it on. */
  constructor(private readonly refusal: (req: http.IncomingMessage) => ApiError | null) {}

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

  /**
   * Runs `attach` — which registers or wraps the handler of `pathname` — on the first upgrade
   * to that path, so what the handler needs (the `ws` package, the request schemas) loads on
   * first use instead of at start. Attachments of one path run in the order they were given,
   * as `register` then `wrap` would.
   */
  attachOnFirstUse(pathname: string, attach: () => void | Promise<void>): void {
    const list = this.pending.get(pathname) ?? [];
    list.push(attach);
    this.pending.set(pathname, list);
  }

  /** Runs every pending attachment now (the background warm-up). */
  async preload(): Promise<void> {
    for (const pathname of [...this.pending.keys()]) await this.attachPending(pathname);
  }

  /** Attachments running now, by path: upgrades that arrive meanwhile wait for them. */
  private readonly attaching = new Map<string, Promise<void>>();

  private attachPending(pathname: string): Promise<void> {
    const list = this.pending.get(pathname);
    if (!list) return this.attaching.get(pathname) ?? Promise.resolve();
    this.pending.delete(pathname);
    const done = (async () => {
      for (const attach of list) await attach();
    })().finally(() => this.attaching.delete(pathname));
    this.attaching.set(pathname, done);
    return done;
  }

  readonly handle: UpgradeHandler = (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const refusal = this.refusal(req);
    if (refusal) {
      refuseUpgrade(socket, refusal);
      return;
    }
    if (this.pending.has(pathname) || this.attaching.has(pathname)) {
      this.attachPending(pathname).then(
        () => this.dispatch(pathname, req, socket, head),
        () => refuseUpgrade(socket, internalError('websocket')),
      );
      return;
    }
    this.dispatch(pathname, req, socket, head);
  };

  private dispatch(
    pathname: string,
    req: http.IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ): void {
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
  }
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
