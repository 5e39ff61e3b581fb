import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** What a route module's `load` gives: its router, and what warms its first request. */
export interface LoadedRoutes {
  router: Router;
  /** Run once by `preload()` (the background warm-up): first-call work of the routes. */
  warmUp?: () => void;
}

/** A group of routes mounted on a router: a request handler that can also be loaded early. */
export interface RouteModule extends RequestHandler {
  /** The first path segments it answers, `'*'` for every path. */
  readonly segments: readonly string[] | '*';
  /** Builds the routes now (the background warm-up), so no request waits for the import. */
  preload(): Promise<void>;
  /** Loads the routes and lists the method and path of each (`ALL` for `router.all`). */
  answers(): Promise<RouteAnswer[]>;
}

/** One route of a module: its method (upper case) and its path as declared. */
export interface RouteAnswer {
  method: string;
  path: string;
  /** Whether this route's path matches `path` (a concrete path, as Express would match it). */
  matches(path: string): boolean;
}

/** The routes declared on a router (its own, not those of routers mounted inside it). */
function routesOf(router: Router): RouteAnswer[] {
  const answers: RouteAnswer[] = [];
  // Express's types leave out a layer's `match`, which its router calls on every request.
  const stack = router.stack as unknown as Array<{
    route?: { path?: unknown; methods?: Record<string, boolean> };
    match(path: string): boolean;
  }>;
  for (const layer of stack) {
    const path = layer.route?.path;
    if (typeof path !== 'string') continue;
    for (const [method, on] of Object.entries(layer.route?.methods ?? {})) {
      if (!on) continue;
      answers.push({
        method: method === '_all' ? 'ALL' : method.toUpperCase(),
        path,
        matches: (concrete) => layer.match(concrete),
      });
    }
  }
  return answers;
}

/**
 * The first segment of a path relative to the mount (`/3d/abc?x` → `3d`), lower-cased as
 * Express matches routes case-insensitively.
 */
function firstSegment(url: string): string {
  let end = 1;
  while (end < url.length) {
    const c = url.charCodeAt(end);
    if (c === 47 /* / */ || c === 63 /* ? */) break;
    end++;
  }
  return url.slice(1, end).toLowerCase();
}

/** A router's route paths whose first segment is not one of `segments` (a wrong declaration). */
function routesOutside(router: Router, segments: ReadonlySet<string>): string[] {
  const outside: string[] = [];
  for (const layer of router.stack as Array<{ route?: { path?: unknown } }>) {
    const path = layer.route?.path;
    if (typeof path === 'string' && !segments.has(firstSegment(path))) outside.push(path);
  }
  return outside;
}

/**
 * Mounts a group of routes that answers only paths whose first segment (after the mount
 * point) is one of `segments`, `'*'` for every path. Two costs it saves:
 *
 * - **Start-up.** `load` runs on the first request the group sees (or on `preload()`), so
 *   the modules it imports — schemas, encoders, vocabularies — are not loaded before the
 *   gateway answers `/health`. Give it `() => import('./x.ts').then(...)`.
 * - **Dispatch.** A request for another segment goes on at once, without entering the
 *   group's router: Express walks a router's layers one by one and leaves a router that
 *   matched nothing through `setImmediate`, so each group a request passed cost a turn of
 *   the event loop behind every other request in flight.
 *
 * Every route of the loaded router must start with a declared segment (checked when it
 * loads), so skipping a group never hides a route from a request.
 */
export function routeModule(
  segments: readonly string[] | '*',
  load: () => Router | LoadedRoutes | Promise<Router | LoadedRoutes>,
): RouteModule {
  const accepted = segments === '*' ? null : new Set(segments.map((s) => s.toLowerCase()));
  let router: Router | null = null;
  let loading: Promise<LoadedRoutes> | null = null;

  const build = (): Promise<LoadedRoutes> => {
    loading ??= Promise.resolve()
      .then(load)
      .then((loaded) => {
        const routes = typeof loaded === 'function' ? { router: loaded } : loaded;
        const built = routes.router;
        const outside = accepted ? routesOutside(built, accepted) : [];
        if (outside.length > 0) {
          throw new Error(
            `Routes ${outside.join(', ')} are outside their module's segments (${[...(accepted ?? [])].join(', ')}).`,
          );
        }
        router = built;
        return routes;
      });
    return loading;
  };

  const handler = (req: Request, res: Response, next: NextFunction): void => {
    if (accepted && !accepted.has(firstSegment(req.url))) {
      next();
      return;
    }
    if (router) {
      router(req, res, next);
      return;
    }
    build().then(
      (routes) => routes.router(req, res, next),
      (err: unknown) => next(err),
    );
  };
  let warmed = false;
  return Object.assign(handler, {
    segments,
    answers: async () => routesOf((await build()).router),
    preload: async () => {
      const routes = await build();
      if (!warmed) {
        warmed = true;
        routes.warmUp?.();
      }
    },
  });
}
