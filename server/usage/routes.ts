import { Router } from 'express';
import type { UsageItem, UsageReport } from '../../contract/usage.ts';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import type { UsageLedger } from '../store/ports.ts';

/** What the usage routes read. */
export interface UsageDeps {
  usage: UsageLedger;
}

/** GET /v1/usage: characters billed per model for the calling key. */
export function usageRoutes(ctx: UsageDeps): Router {
  const router = Router();
  route(router, '/usage', {
    get: async (req, res) => {
      const key = authOf(req).key;
      const data = (await ctx.usage.of(key.id)).map((u): UsageItem => ({
        model: u.model,
        characters: u.characters,
        requests: u.requests,
      }));
      res.json({ object: 'usage', key_id: key.id, data } satisfies UsageReport);
    },
  });
  return router;
}
