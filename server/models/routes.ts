import { Router } from 'express';
import type { ModelList } from '../contract/models.ts';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { modelObject, type ModelRegistry } from './registry.ts';

export { modelObject } from './registry.ts';

export function modelRoutes(registry: ModelRegistry): Router {
  const router = Router();
  route(router, '/models', {
    get: (req, res) => {
      res.json({
        object: 'list',
        data: registry.list(authOf(req).key).map(modelObject),
      } satisfies ModelList);
    },
  });
  // OpenAI's "retrieve model": 404 for an unknown id, 403 for one the key may not call.
  route(router, '/models/:model', {
    get: (req, res) => {
      res.json(modelObject(registry.require(authOf(req).key, String(req.params.model))));
    },
  });
  return router;
}
