import { Router } from 'express';
import { route } from './route.ts';

/**
 * `GET /v1/openapi.json`: the OpenAPI 3.1 document generated from the contract
 * (contract/openapi.ts), served without a key so tools can read it before they have one.
 * Built on the first request (zod's JSON Schema output is not needed before) and kept.
 */
export function openApiRoute(version: string): Router {
  const router = Router();
  let body: Promise<string> | null = null;
  route(router, '/openapi.json', {
    get: async (_req, res) => {
      body ??= import('../../contract/openapi.ts').then((m) =>
        JSON.stringify(m.openApiDocument(version)),
      );
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.send(await body);
    },
  });
  return router;
}
