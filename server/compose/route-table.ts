import { Router, type RequestHandler } from 'express';
import { requireApiKey, requireScope } from '../http/auth.ts';
import { singleQueryValues } from '../http/query.ts';
import type { RouteModule } from '../http/route-module.ts';
import type { KeyService } from '../keys/key-service.ts';

/**
 * Who reaches an entry: anyone (`public`, before the key check), any active key (`key`), or
 * keys with the `admin` scope only (`admin`, docs/decisions.md).
 */
export type RouteAccess = 'public' | 'key' | 'admin';

/**
 * Where an entry stands among the entries that share its first segments. The stage, not the
 * table's order, says who sees a request first:
 * - `before`: sees every request for its segments before the others (the upstream's wait
 *   that lets a read find a just-forwarded record), and answers paths of its own;
 * - `answer`: the routes; no two entries answer the same method and path (the table's test
 *   checks it), so their order does not matter;
 * - `fallback`: for whatever no route answered, in the table's order (the upstream
 *   passthrough, then the JSON 404).
 */
export type RouteStage = 'before' | 'answer' | 'fallback';

/** One line of the `/v1` route table. */
export interface V1Route {
  /** What it serves, for the table's test and the reader. */
  name: string;
  access: RouteAccess;
  stage: RouteStage;
  /** Its routes, loaded on first use (http/route-module.ts); its segments are declared there. */
  module: RouteModule;
}

const STAGES: readonly RouteStage[] = ['before', 'answer', 'fallback'];

/**
 * The order the `/v1` router mounts the table in: the public entries, then (after the key
 * check) the others, each by stage and, within a stage, in the table's order.
 */
export function mountOrder(table: readonly V1Route[]): V1Route[] {
  const byStage = (entries: V1Route[]) =>
    STAGES.flatMap((stage) => entries.filter((entry) => entry.stage === stage));
  return [
    ...byStage(table.filter((entry) => entry.access === 'public')),
    ...byStage(table.filter((entry) => entry.access !== 'public')),
  ];
}

/**
 * The `/v1` router made from the table. Admin entries are guarded on their own segments, so
 * the scope check never reaches another entry's paths.
 */
export function v1Router(table: readonly V1Route[], keys: KeyService): Router {
  const v1 = Router();
  let keyChecked = false;
  for (const entry of mountOrder(table)) {
    if (entry.access !== 'public' && !keyChecked) {
      keyChecked = true;
      v1.use(requireApiKey(keys));
      v1.use(singleQueryValues());
    }
    if (entry.access === 'admin') v1.use(adminOnly(entry));
    v1.use(entry.module);
  }
  return v1;
}

function adminOnly(entry: V1Route): RequestHandler {
  const { segments } = entry.module;
  if (segments === '*') throw new Error(`${entry.name}: an admin entry must declare its segments.`);
  const guarded = new Set(segments.map((segment) => segment.toLowerCase()));
  const check = requireScope('admin');
  return (req, res, next) => {
    // Express matches paths case-insensitively, so the check does too.
    if (guarded.has((req.path.split('/')[1] ?? '').toLowerCase())) check(req, res, next);
    else next();
  };
}
