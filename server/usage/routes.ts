import { Router } from 'express';
import type { UsageItem, UsageReport } from '../contract/usage.ts';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import type { Database } from '../store/database.ts';
import { usageOf } from './usage.ts';

/** What the usage routes read. */
export interface UsageDeps {
  db: Database;
}

/** GET /v1/usage: characters billed per model for the calling key. */
export function usageRoutes(ctx: UsageDeps): Router {
  const router = Router();
  route(router, '/usage', {
    get: (req, res) => {
      const key = authOf(req).key;
      const data = usageOf(ctx.db, key.id).map((u): UsageItem => ({
        model: u.model,
        characters: u.characters,
        requests: u.requests,
      }));
      res.json({ object: 'usage', key_id: key.id, data } satisfies UsageReport);
    },
  });
  return router;
}
