import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeModule } from '../../server/http/route-module.ts';
import { route } from '../../server/http/route.ts';
import { bearer, rawRequest, type TestGateway, useGateway } from '../helpers/gateway.ts';

describe('a route module loads on the first request for its segments, and only then', () => {
  const loads = { shapes: 0, colours: 0 };
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    const shapes = routeModule(['shapes'], () => {
      loads.shapes++;
      const router = Router();
      route(router, '/shapes/:id', { get: (req, res) => res.json({ shape: req.params.id }) });
      return router;
    });
    const colours = routeModule(['colours'], async () => {
      loads.colours++;
      const router = Router();
      route(router, '/colours', { get: (_req, res) => res.json({ colours: ['red'] }) });
      return router;
    });
    app.use(shapes, colours, (_req, res) => {
      res.status(404).json({ error: 'unknown' });
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('loads nothing for a path of another segment, and answers it as before', async () => {
    const res = await rawRequest(`${url}/elsewhere/1`);
    expect(res.status).toBe(404);
    expect(loads).toEqual({ shapes: 0, colours: 0 });
  });

  it('loads a module once, on its first request, matching segments case-insensitively', async () => {
    expect((await rawRequest(`${url}/shapes/cube`)).json()).toEqual({ shape: 'cube' });
    expect((await rawRequest(`${url}/SHAPES/ball?x=1`)).json()).toEqual({ shape: 'ball' });
    expect(loads).toEqual({ shapes: 1, colours: 0 });
    // A method the route does not answer still gets its 405 from the loaded module.
    expect((await rawRequest(`${url}/shapes/cube`, { method: 'DELETE' })).status).toBe(405);
  });

  it('refuses a router whose routes lie outside its declared segments', async () => {
    const wrong = routeModule(['shapes'], () => {
      const router = Router();
      route(router, '/colours', { get: (_req, res) => res.json({}) });
      return router;
    });
    await expect(wrong.preload()).rejects.toThrow(/outside/);
  });
});

describe('the gateway answers every route after lazy loading exactly as before', () => {
  let gw: TestGateway;
  let key: string;
  useGateway((g, k) => {
    gw = g;
    key = k;
  });

  it('serves /health, models, 3D, tasks and unknown routes', async () => {
    expect((await rawRequest(`${gw.url}/health`)).status).toBe(200);
    const get = (path: string) => rawRequest(`${gw.url}${path}`, { headers: bearer(key) });
    expect((await get('/v1/models')).status).toBe(200);
    expect((await get('/v1/3d/3d_0123456789abcdef0123456789abcdef')).json()).toMatchObject({
      error: { code: 'task_not_found' },
    });
    expect((await get('/v1/tasks')).status).toBe(200);
    expect((await get('/v1/nothing-here')).json()).toMatchObject({
      error: { code: 'unknown_route' },
    });
  });
});
