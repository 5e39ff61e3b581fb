import type { Request } from 'express';
import { authOf } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import type { ModelKind } from './catalog.ts';
import type { ModelRegistry, ResolvedOfKind } from './registry.ts';

/**
 * The `model` field of a JSON body: present, a string, known, allowed for the key, of
 * `kind` — with the channel that runs it here (the registry decides).
 */
export function modelOfBody<K extends ModelKind>(
  req: Request,
  kind: K,
  registry: ModelRegistry,
): ResolvedOfKind<K> {
  const model = (req.body as Record<string, unknown>).model;
  if (model === undefined) throw invalidRequest('missing_field', "'model' is required.", 'model');
  if (typeof model !== 'string')
    throw invalidRequest('invalid_value', "'model' must be a string.", 'model');
  return registry.resolve(authOf(req).key, model, kind);
}
