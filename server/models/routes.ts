import { Router } from 'express';
import type { ModelList, ModelObject } from '../contract/models.ts';
import { authOf } from '../http/auth.ts';
import type { KeyRecord } from '../keys/key-record.ts';
import { route } from '../http/route.ts';
import { modelsFor, requireModel, type ModelInfo } from './catalog.ts';

/** A list item: OpenAI's fields plus what the model makes (DECISIONS §7). */
export function modelObject(m: ModelInfo): ModelObject {
  const base = { id: m.id, object: 'model', created: m.created, owned_by: m.owned_by } as const;
  return m.kind === '3d' ? { ...base, kind: '3d', mode: m.mode } : { ...base, kind: 'speech' };
}

/**
 * The serialized list a key may see. A key's models never change once it is made, and the
 * catalog is fixed for the process, so it is built once per key and sent as stored.
 */
const listBodies = new WeakMap<KeyRecord, Buffer>();

function listBodyFor(key: KeyRecord): Buffer {
  let body = listBodies.get(key);
  if (!body) {
    const list: ModelList = { object: 'list', data: modelsFor(key).map(modelObject) };
    body = Buffer.from(JSON.stringify(list));
    listBodies.set(key, body);
  }
  return body;
}

export function modelRoutes(): Router {
  const router = Router();
  route(router, '/models', {
    get: (req, res) => {
      // What res.json would send, without serializing the same list again.
      res.set('Content-Type', 'application/json; charset=utf-8');
      res.send(listBodyFor(authOf(req).key));
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
