import type { Request } from 'express';
import { authOf } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import { requireModelOfKind, type ModelKind, type ModelOfKind } from './catalog.ts';

/** The `model` field of a JSON body: present, a string, known, allowed for the key, of `kind`. */
export function modelOfBody<K extends ModelKind>(req: Request, kind: K): ModelOfKind<K> {
  const model = (req.body as Record<string, unknown>).model;
  if (model === undefined) throw invalidRequest('missing_field', "'model' is required.", 'model');
  if (typeof model !== 'string')
    throw invalidRequest('invalid_value', "'model' must be a string.", 'model');
  return requireModelOfKind(authOf(req).key, model, kind);
}
