/**
 * The path of a request as the request log records it: the route it names, never the
 * client's free text (docs/decisions.md, "The request log records routes, not free text").
 *
 * A path is matched segment by segment against the gateway's routes. Literal segments are
 * written as the route spells them; a parameter is written as it was sent only when it is
 * something the gateway made or knows (a task id, a key id, a catalog model id), else as its
 * name in braces: `PUT /v1/audio/lexicon/nginx` is logged `/v1/audio/lexicon/{grapheme}`. A
 * path that is no route keeps the longest route prefix it shares and ends in `{unknown}`.
 */
import { OPERATIONS } from '../../contract/operations.ts';
import { WEBSOCKET_PATH } from '../../contract/websocket.ts';
import { isKnownModelId } from '../models/catalog.ts';
import { FORWARDED_ROUTES } from '../upstream/passthrough.ts';

/**
 * Task ids as `newTaskId` (server/tasks/ids.ts) makes them: `task_` and exactly 24 base-62
 * characters. Narrower than the store's `isValidTaskId` (8 to 64), so less room for a
 * client's own words in something shaped like an id.
 */
const TASK_ID = /^task_[A-Za-z0-9]{24}$/;
/** Key ids as `KeyService` makes them (`key_` and 16 hex digits). */
const KEY_ID = /^key_[0-9a-f]{16}$/;

interface Param {
  /** Written in braces when the value is not kept. */
  name: string;
  /** Whether the value is an id the gateway made or knows, so it may be logged as sent. */
  keep: (value: string) => boolean;
}

type Segment = string | Param;

const task: Param = { name: 'id', keep: (v) => TASK_ID.test(v) };
const key: Param = { name: 'id', keep: (v) => KEY_ID.test(v) };
const model: Param = { name: 'model', keep: isKnownModelId };
const grapheme: Param = { name: 'grapheme', keep: () => false };

/** A `{name}` segment of a published path, as the log treats its values. */
function paramOf(name: string, previous: string | undefined): Param {
  if (name === 'model') return model;
  if (name === 'grapheme') return grapheme;
  return previous === 'keys' ? key : task;
}

/**
 * Every route the gateway answers: the `/v1` operations of the published contract
 * (contract/operations.ts, the table the OpenAPI document is made from), the forwarded
 * routes, the WebSocket route, and the few outside `/v1`. A route missing here is still safe
 * — its path logs as a prefix and `{unknown}` — and test/http/request-log-paths.test.ts
 * fails until it is added.
 */
const ROUTES: readonly (readonly Segment[])[] = [
  ['health'],
  ['admin', 'keys'],
  ['admin', 'keys', key],
  ['admin', 'app-key'],
  ...[...new Set(OPERATIONS.map((op) => op.path))].map((path) => {
    const parts = path.slice(1).split('/');
    return [
      'v1',
      ...parts.map((part, i) =>
        part.startsWith('{') ? paramOf(part.slice(1, -1), parts[i - 1]) : part,
      ),
    ];
  }),
  ...FORWARDED_ROUTES.map((r) => ['v1', ...r.slice(1).split('/')]),
  ['v1', ...WEBSOCKET_PATH.slice('/v1/'.length).split('/')],
];

/** The placeholder for the rest of a path that is no route. */
export const UNKNOWN = '{unknown}';

/** How one sent segment is written under a route's segment, or null when it does not fit. */
function written(route: Segment, sent: string): string | null {
  if (typeof route === 'string') return sent.toLowerCase() === route ? route : null;
  // A parameter takes any non-empty segment (Express would route it there too).
  if (sent === '') return null;
  return route.keep(sent) ? sent : `{${route.name}}`;
}

/**
 * `pathname` (no query string) as logged. Express matches routes case-insensitively and with
 * or without one trailing slash; so does this.
 */
export function loggedRoute(pathname: string): string {
  const sent = pathname.split('/').slice(1);
  if (sent.length > 1 && sent.at(-1) === '') sent.pop();
  let best: string[] = [];
  for (const route of ROUTES) {
    const out: string[] = [];
    for (let i = 0; i < route.length && i < sent.length; i++) {
      const w = written(route[i] as Segment, sent[i] as string);
      if (w === null) break;
      out.push(w);
    }
    if (out.length === route.length && out.length === sent.length) return `/${out.join('/')}`;
    if (out.length > best.length) best = out;
  }
  return `/${[...best, UNKNOWN].join('/')}`;
}
