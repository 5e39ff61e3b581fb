import { Router } from 'express';
import { upstreamUpdateBody } from '../../contract/schemas.ts';
import { requireScope } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import type { UpstreamChannel } from './channel.ts';
import { isOwnAddress, type OwnAddress } from './self-address.ts';
import { normalizeBaseUrl } from './settings.ts';

/**
 * The upstream's own routes: its settings (`/upstream`, admin keys only), and the wait that
 * lets a read following a forwarded sync response find its record. Requests that create
 * work reach the upstream through the capability's transports, which the registry sends here
 * (models/channels.ts).
 */
export function upstreamRoutes(
  channel: UpstreamChannel,
  ownAddress: () => OwnAddress | null,
): Router {
  const router = Router();
  // A read that follows a forwarded sync response finds its record, which is written just
  // after the response ended (creating routes do not wait: they read no record).
  router.use(async (req, _res, next) => {
    if (req.method !== 'POST' && channel.records.size > 0) await channel.records.settled();
    next();
  });
  router.use('/upstream', requireScope('admin'));
  adminRoutes(router, channel, ownAddress);
  return router;
}

/** The body of PUT /v1/upstream, as the contract publishes it (contract/schemas.ts). */
const updateSchema = upstreamUpdateBody;

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
