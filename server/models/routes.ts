import { Router } from 'express';
import type { ModelList, ModelObject } from '../contract/models.ts';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { modelsFor, requireModel, type ModelInfo } from './catalog.ts';

/** A list item: OpenAI's fields plus what the model makes (DECISIONS §7). */
export function modelObject(m: ModelInfo): ModelObject {
  const base = { id: m.id, object: 'model', created: m.created, owned_by: m.owned_by } as const;
  return m.kind === '3d' ? { ...base, kind: '3d', mode: m.mode } : { ...base, kind: 'speech' };
}

export function modelRoutes(): Router {
  const router = Router();
  route(router, '/models', {
    get: (req, res) => {
      res.json({
        object: 'list',
        data: modelsFor(authOf(req).key).map(modelObject),
      } satisfies ModelList);
    },
  });
  // OpenAI's "retrieve model": 404 for an unknown id, 403 for one the key may not call.
  route(router, '/models/:model', {
    get: (req, res) => {
      res.json(modelObject(requireModel(authOf(req).key, String(req.params.model))));
    },
  });
  return router;
}
