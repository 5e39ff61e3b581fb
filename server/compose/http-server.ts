import http from 'node:http';
import type { Express } from 'express';
import type { ApiError } from '../http/errors.ts';
import { UpgradeRoutes } from '../http/upgrades.ts';

/** How long an idle keep-alive connection stays open (above common proxies' 60 s). */
const KEEP_ALIVE_MS = 65_000;

/**
 * The gateway's HTTP server: each request is offered to `lane` first (the task poll lane,
 * tasks/poll-lane.ts, which answers the polls that need nothing but their answer), and goes
 * to Express when the lane leaves it. WebSocket upgrades go to `upgrades`, after `refusal`.
 */
export function gatewayServer(
  app: Express,
  lane: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
  refusal: (req: http.IncomingMessage) => ApiError | null,
): { server: http.Server; upgrades: UpgradeRoutes } {
  const server = http.createServer((req, res) => {
    if (!lane(req, res)) app(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const upgrades = new UpgradeRoutes(refusal);
  server.on('upgrade', upgrades.handle);
  return { server, upgrades };
}
