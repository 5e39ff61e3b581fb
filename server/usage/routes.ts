import { Router } from 'express';
import type { GatewayContext } from '../app.ts';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';

/** GET /v1/usage: characters billed per model for the calling key. */
export function usageRoutes(ctx: GatewayContext): Router {
  const router = Router();
  route(router, '/usage', {
    get: (req, res) => {
      const key = authOf(req).key;
      const data = ctx.usage.of(key.id).map((u) => ({
        model: u.model,
        characters: u.characters,
        requests: u.requests,
      }));
      res.json({ object: 'usage', key_id: key.id, data });
    },
  });
  return router;
}
