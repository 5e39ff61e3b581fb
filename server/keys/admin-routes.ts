import { timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ApiError, invalidRequest, notFound } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { isKnownModelId } from '../models/catalog.ts';
import { ensureAppKey } from './app-key.ts';
import { KeyNotFoundError, type KeyService } from './key-service.ts';
import type { KeyRecord } from './key-record.ts';

export const ADMIN_TOKEN_HEADER = 'x-voxmesh-admin-token';

/** A key as shown to its administrator: everything but the hash. */
export function publicKeyView(k: KeyRecord) {
  return {
    id: k.id,
    label: k.label,
    owner: k.owner,
    models: k.models,
    hint: k.hint,
    created_at: k.created_at,
    last_used_at: k.last_used_at,
    revoked_at: k.revoked_at,
  };
}

export const createKeySchema = z.object({
  label: z.string().trim().min(1).max(100),
  owner: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, underscore or dash, at most 64')
    .optional(),
  models: z.union([z.literal('*'), z.array(z.string().min(1)).max(200)]).optional(),
});

export type CreateKeyInput = z.infer<typeof createKeySchema>;

/** Names the first model id the catalog does not know, if any. */
export function unknownModelIn(models: CreateKeyInput['models']): string | null {
  if (!models || models === '*') return null;
  return models.find((id) => !isKnownModelId(id)) ?? null;
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
 * Key management for the `keys` command while a gateway runs on the same data
 * directory, so the two never write the database at once. Guarded by a random token
 * that only the data directory's owner can read.
 */
export function adminRoutes(keys: KeyService, adminToken: string): Router {
  const router = Router();
  router.use(requireAdminToken(adminToken));
  route(router, '/keys', {
    get: (_req, res) => {
      res.json({ object: 'list', data: keys.list().map(publicKeyView) });
    },
    post: [
      ...jsonBody(),
      async (req, res) => {
        const parsed = createKeySchema.safeParse(req.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw invalidRequest(
            'invalid_value',
            issue?.message ?? 'invalid',
            issue?.path.join('.') ?? null,
          );
        }
        const unknown = unknownModelIn(parsed.data.models);
        if (unknown)
          throw invalidRequest('model_not_found', `Unknown model '${unknown}'.`, 'models');
        const { record, secret } = await keys.create(parsed.data);
        res.status(201).json({ ...publicKeyView(record), secret });
      },
    ],
  });
  route(router, '/app-key', {
    // The desktop app joining a running `serve`: the studio's key, created once.
    post: async (_req, res) => {
      res.json({ secret: await ensureAppKey(keys) });
    },
  });
  route(router, '/keys/:id', {
    delete: async (req, res) => {
      try {
        res.json(publicKeyView(await keys.revoke(String(req.params.id))));
      } catch (err) {
        if (err instanceof KeyNotFoundError) throw notFound('key_not_found', err.message, 'id');
        throw err;
      }
    },
  });
  return router;
}
