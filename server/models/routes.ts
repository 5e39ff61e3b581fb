import { Router } from 'express';
import type { ModelList } from '../../contract/models.ts';
import { authOf } from '../http/auth.ts';
import type { KeyRecord } from '../store/key-record.ts';
import { route } from '../http/route.ts';
import { modelObject, type ModelRegistry } from './registry.ts';

export { modelObject } from './registry.ts';

/**
 * The serialized list a key may see while only the embedded engines run models: a key's
 * models never change once it is made and the local catalog is fixed for the process, so
 * it is built once per key and sent as stored. With an active upstream the list follows
 * the upstream's, so it is built per request.
 */
const listBodies = new WeakMap<KeyRecord, Buffer>();

function listBodyFor(registry: ModelRegistry, key: KeyRecord): Buffer {
  const cacheable = registry.localOnly();
  let body = cacheable ? listBodies.get(key) : undefined;
  if (!body) {
    const list: ModelList = { object: 'list', data: registry.list(key).map(modelObject) };
    body = Buffer.from(JSON.stringify(list));
    if (cacheable) listBodies.set(key, body);
  }
  return body;
}

export function modelRoutes(registry: ModelRegistry): Router {
  const router = Router();
  route(router, '/models', {
    get: (req, res) => {
      // What res.json would send, without serializing the same list again.
      res.set('Content-Type', 'application/json; charset=utf-8');
      res.send(listBodyFor(registry, authOf(req).key));
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
