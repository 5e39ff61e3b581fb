import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { authOf, requireScope } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import { MESH_BODY_LIMIT } from '../mesh/request.ts';
import type { ModelKind } from '../models/catalog.ts';
import type { ModelRegistry, RegisteredModel } from '../models/registry.ts';
import { SPEECH_BODY_LIMIT } from '../speech/request/speech-request.ts';
import type { UpstreamChannel } from './channel.ts';
import { submitMeshTask } from './mesh.ts';
import { isOwnAddress, type OwnAddress } from './self-address.ts';
import { normalizeBaseUrl } from './settings.ts';
import { forwardSyncSpeech, submitSpeechTask, type UpstreamDeps } from './speech.ts';

type Forward = (
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  req: Request,
  res: Response,
  model: RegisteredModel,
) => Promise<void>;

/**
 * The routes that create work, for models the registry gives this channel: the body is
 * read (with the local route's limit) and, when its model runs upstream, handled here;
 * otherwise the request goes on to the local route unchanged.
 */
export function upstreamRoutes(
  channel: UpstreamChannel,
  registry: ModelRegistry,
  deps: UpstreamDeps & { ownAddress: () => OwnAddress | null },
): Router {
  const router = Router();
  const dispatch =
    (kind: ModelKind, forward: Forward) =>
    async (req: Request, res: Response, next: (arg?: unknown) => void): Promise<void> => {
      const id = (req.body as Record<string, unknown>).model;
      if (typeof id !== 'string' || registry.channelOf(id) !== 'upstream') {
        next();
        return;
      }
      const model = registry.require(authOf(req).key, id);
      if (model.kind !== kind)
        throw invalidRequest(
          'invalid_value',
          `'${id}' is not a ${kind === 'speech' ? 'speech' : '3D'} model.`,
          'model',
        );
      await forward(channel, deps, req, res, model);
    };
  const active = Router();
  active.post(
    '/audio/speech',
    ...jsonBody(SPEECH_BODY_LIMIT),
    dispatch('speech', forwardSyncSpeech),
  );
  active.post(
    '/audio/speech/tasks',
    ...jsonBody(SPEECH_BODY_LIMIT),
    dispatch('speech', submitSpeechTask),
  );
  active.post('/3d', ...jsonBody(MESH_BODY_LIMIT), dispatch('3d', submitMeshTask));
  // A read that follows a forwarded sync response finds its record, which is written just
  // after the response ended (creating routes do not wait: they read no record).
  router.use(async (req, _res, next) => {
    if (req.method !== 'POST' && channel.records.size > 0) await channel.records.settled();
    next();
  });
  // Without an upstream nothing here runs: local routes see requests exactly as before.
  router.use((req, res, next) => (channel.configured ? active(req, res, next) : next()));
  router.use('/upstream', requireScope('admin'));
  adminRoutes(router, channel, deps.ownAddress);
  return router;
}

const updateSchema = z.strictObject({
  url: z.string().nullable().optional(),
  key: z.string().min(1).nullable().optional(),
  routes: z.record(z.string().min(1), z.enum(['upstream', 'local'])).optional(),
  model_map: z.record(z.string().min(1), z.string().min(1)).optional(),
});

/** `GET`/`PUT /v1/upstream` and `POST /v1/upstream/test` (admin keys only). */
function adminRoutes(
  router: Router,
  channel: UpstreamChannel,
  ownAddress: () => OwnAddress | null,
): void {
  route(router, '/upstream', {
    get: (_req, res) => {
      res.json(channel.info());
    },
    put: [
      ...jsonBody(),
      async (req, res) => {
        const parsed = updateSchema.safeParse(req.body, { reportInput: true });
        if (!parsed.success) throw zodToApiError(parsed.error);
        const change = parsed.data;
        let url: string | null | undefined = change.url;
        if (typeof url === 'string') {
          try {
            url = normalizeBaseUrl(url);
          } catch (err) {
            throw invalidRequest('invalid_value', (err as Error).message, 'url');
          }
          const own = ownAddress();
          if (own && isOwnAddress(url, own)) {
            throw invalidRequest(
              'upstream_is_self',
              `${url} is this gateway's own address: an upstream must be another service.`,
              'url',
            );
          }
        }
        await channel.update({
          ...(url !== undefined ? { url } : {}),
          ...(change.key !== undefined ? { key: change.key } : {}),
          ...(change.routes ? { routes: change.routes } : {}),
          ...(change.model_map ? { modelMap: change.model_map } : {}),
        });
        res.json(channel.info());
      },
    ],
  });
  route(router, '/upstream/test', {
    post: async (_req, res) => {
      await channel.check();
      res.json(channel.info());
    },
  });
}
