/**
 * Which request-log lines the Settings → Server log shows (docs/decisions.md, "Studio,
 * second wave": the request log). Pure, so the panel and its tests read the same rule.
 */
import type { RequestLogLine } from '@voxmesh/contract/admin.ts';

export type StatusClass = 'all' | '2xx' | '3xx' | '4xx' | '5xx';
export const STATUS_CLASSES: readonly StatusClass[] = ['all', '2xx', '3xx', '4xx', '5xx'];

/** `all`: any key; `none`: requests made without a (valid) key; else a key's label. */
export type KeyFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'label'; label: string };

export interface LogFilter {
  status: StatusClass;
  /** Text the path must contain (case-insensitive); empty for any. */
  route: string;
  key: KeyFilter;
  /** Show successful `GET /health` checks (the studio's own poll among them). */
  health: boolean;
}

export const NO_FILTER: LogFilter = {
  status: 'all',
  route: '',
  key: { kind: 'all' },
  health: false,
};

/**
 * A health check that answered: what the studio itself sends every few seconds (and what
 * load balancers send). Failed checks are never hidden — they are why one reads the log.
 */
export function isHealthCheck(line: RequestLogLine): boolean {
  return line.method === 'GET' && /^\/health(?:\?|$)/.test(line.path) && line.status < 400;
}

export function matches(line: RequestLogLine, f: LogFilter): boolean {
  if (!f.health && isHealthCheck(line)) return false;
  if (f.status !== 'all' && Math.floor(line.status / 100) !== Number(f.status[0])) return false;
  const route = f.route.trim().toLowerCase();
  if (route && !line.path.toLowerCase().includes(route)) return false;
  if (f.key.kind === 'none' && line.key_label !== null) return false;
  if (f.key.kind === 'label' && line.key_label !== f.key.label) return false;
  return true;
}

/** One line as plain text, for the clipboard: every field, the request id last. */
export function lineText(line: RequestLogLine): string {
  return [
    line.time,
    line.method,
    line.path,
    line.status,
    `${line.ms} ms`,
    line.key_label ?? '-',
    line.request_id,
  ].join(' ');
}
