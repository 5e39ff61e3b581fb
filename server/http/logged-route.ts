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

/**
 * Every route the gateway answers (server/app.ts and its route modules). A route missing
 * here is still safe — its path logs as a prefix and `{unknown}` — and
 * test/http/request-log-paths.test.ts fails until it is added.
 */
const ROUTES: readonly (readonly Segment[])[] = [
  ['health'],
  ['admin', 'keys'],
  ['admin', 'keys', key],
  ['admin', 'app-key'],
  ['v1', 'models'],
  ['v1', 'models', model],
  ['v1', 'upstream'],
  ['v1', 'upstream', 'test'],
  ...FORWARDED_ROUTES.map((r) => ['v1', ...r.slice(1).split('/')]),
  ['v1', 'audio', 'speech'],
  ['v1', 'audio', 'speech', 'websocket'],
  ['v1', 'audio', 'voices'],
  ['v1', 'audio', 'speech', 'tasks'],
  ['v1', 'audio', 'speech', 'tasks', task],
  ['v1', 'audio', 'speech', 'tasks', task, 'content'],
  ['v1', 'audio', 'speech', 'tasks', task, 'input'],
  ['v1', 'audio', 'speech', 'tasks', task, 'timestamps'],
  ['v1', 'audio', 'lexicon'],
  ['v1', 'audio', 'lexicon', grapheme],
  ['v1', '3d'],
  ['v1', '3d', task],
  ['v1', '3d', task, 'content'],
  ['v1', '3d', task, 'thumbnail'],
  ['v1', 'tasks'],
  ['v1', 'tasks', task],
  ['v1', 'usage'],
  ['v1', 'keys'],
  ['v1', 'keys', key],
  ['v1', 'server'],
  ['v1', 'logs'],
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
