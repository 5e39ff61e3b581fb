import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { createKeyBody } from '../../contract/schemas.ts';
import type { CreatedKey, KeyList, KeyView } from '../../contract/admin.ts';
import { ApiError, invalidRequest, notFound } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { isKnownModelId } from '../models/catalog.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import { ensureAppKey } from './app-key.ts';
import { KeyNotFoundError, type CreateKeyOptions, type KeyService } from './key-service.ts';
import type { KeyRecord } from '../store/key-record.ts';
import { ADMIN_TOKEN_HEADER } from './admin-token.ts';

export { ADMIN_TOKEN_HEADER };

/** A key as shown to its administrator: everything but the hash. */
export function publicKeyView(k: KeyRecord): KeyView {
  return {
    id: k.id,
    label: k.label,
    owner: k.owner,
    models: k.models,
    scopes: [...k.scopes],
    hint: k.hint,
    created_at: k.created_at,
    last_used_at: k.last_used_at,
    revoked: k.revoked_at !== null,
    revoked_at: k.revoked_at,
  };
}

/** The body of POST /v1/admin/keys, as the contract publishes it (contract/schemas.ts). */
export const createKeySchema = createKeyBody;

export type CreateKeyInput = z.infer<typeof createKeySchema>;

/**
 * Names the first model id not known, if any: by default the built-in catalog (the `keys`
 * command, offline); a running gateway passes its registry's knowledge, so a key can be
 * limited to any model it can route, upstream ones included.
 */
export function unknownModelIn(
  models: CreateKeyInput['models'],
  knows: (id: string) => boolean = isKnownModelId,
): string | null {
  if (!models || models === '*') return null;
  return models.find((id) => !knows(id)) ?? null;
}

/** What `KeyService.create` takes for a validated create request. */
export function createKeyOptions(input: CreateKeyInput): CreateKeyOptions {
  return {
    label: input.label,
    ...(input.owner !== undefined ? { owner: input.owner } : {}),
    ...(input.models !== undefined ? { models: input.models } : {}),
    scopes: input.admin ? ['admin'] : [],
  };
}

function requireAdminToken(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = Buffer.from(String(req.headers[ADMIN_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(
        401,
        'authentication_error',
        'invalid_admin_token',
        'Admin token missing or wrong.',
      );
    }
    next();
  };
}

/**
 * List, create and revoke keys: `GET /keys`, `POST /keys`, `DELETE /keys/{id}`. Mounted
 * twice with the same behaviour: under `/admin` for the `keys` command and under `/v1`
 * for admin-scoped keys (the studio). `callerKeyId` names the key making the request, if
 * any: a key may not revoke itself, so the studio cannot lock itself out by a misclick.
 */
export function keyRoutes(
  keys: KeyService,
  callerKeyId: (req: Request) => string | null = () => null,
  knowsModel: (id: string) => boolean = isKnownModelId,
): Router {
  const router = Router();
  route(router, '/keys', {
    get: (_req, res) => {
      const body: KeyList = { object: 'list', data: keys.list().map(publicKeyView) };
      res.json(body);
    },
    post: [
      ...jsonBody(),
      async (req, res) => {
        const parsed = createKeySchema.safeParse(req.body, { reportInput: true });
        if (!parsed.success) throw zodToApiError(parsed.error);
        const unknown = unknownModelIn(parsed.data.models, knowsModel);
        if (unknown)
          throw invalidRequest('model_not_found', `Unknown model '${unknown}'.`, 'models');
        const { record, secret } = await keys.create(createKeyOptions(parsed.data));
        const body: CreatedKey = { ...publicKeyView(record), secret };
        res.status(201).json(body);
      },
    ],
  });
  route(router, '/keys/:id', {
    delete: async (req, res) => {
      const id = String(req.params.id);
      if (id === callerKeyId(req)) {
        throw invalidRequest(
          'cannot_revoke_own_key',
          'A key cannot revoke itself. Revoke it with another admin key or `voxmesh keys revoke`.',
          'id',
        );
      }
      try {
        res.json(publicKeyView(await keys.revoke(id)));
      } catch (err) {
        if (err instanceof KeyNotFoundError) throw notFound('key_not_found', err.message, 'id');
        throw err;
      }
    },
  });
  return router;
}

/**
 * Key management for the `keys` command while a gateway runs on the same data
 * directory, so the two never write the database at once. Guarded by a random token
 * that only the data directory's owner can read.
 */
export function adminRoutes(
  keys: KeyService,
  adminToken: string,
  knowsModel: (id: string) => boolean = isKnownModelId,
): Router {
  const router = Router();
  router.use(requireAdminToken(adminToken));
  router.use(keyRoutes(keys, () => null, knowsModel));
  // Only here, behind the data directory's admin token, never under /v1: the desktop app
  // joining a running `serve` gets the studio's key (created once).
  route(router, '/app-key', {
    post: async (_req, res) => {
      res.json({ secret: await ensureAppKey(keys) });
    },
  });
  return router;
}
