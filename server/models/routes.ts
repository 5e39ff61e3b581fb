import { Router } from 'express';
import { authOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { modelsFor, requireModel, type ModelInfo } from './catalog.ts';

function modelObject(m: ModelInfo) {
  return { id: m.id, object: 'model', created: m.created, owned_by: m.owned_by };
}

export function modelRoutes(): Router {
  const router = Router();
  route(router, '/models', {
    get: (req, res) => {
      res.json({ object: 'list', data: modelsFor(authOf(req).key).map(modelObject) });
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
