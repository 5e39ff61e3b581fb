import { readFile, rm } from 'node:fs/promises';
import type { FileKind, FilesArea } from '../store/files.ts';
import type { UpstreamChannel } from './channel.ts';

/** What an upstream task sends: the client's body with the upstream's model id. */
const FORWARD_FILE = 'upstream-request.json';
/**
 * The gateways the submitting request had passed through (hops.ts), kept for the runner's
 * later submission so a loop through tasks is found too; absent when there were none.
 */
const VIA_FILE = 'upstream-via.json';

/** The body as the upstream gets it: the client's fields, the upstream's id of the model. */
export function forwardBody(
  channel: UpstreamChannel,
  model: string,
  body: Record<string, unknown>,
): string {
  return JSON.stringify({ ...body, model: channel.upstreamIdOf(model) });
}

/** Saves what the runner will submit for an upstream task (in its task folder). */
export async function saveForward(
  files: FilesArea,
  kind: FileKind,
  taskId: string,
  body: string,
  via: readonly string[],
): Promise<void> {
  await files.write(kind, taskId, FORWARD_FILE, body);
  if (via.length > 0) await files.write(kind, taskId, VIA_FILE, JSON.stringify(via));
}

/** What `saveForward` kept. */
export async function loadForward(
  files: FilesArea,
  kind: FileKind,
  taskId: string,
): Promise<{ body: string; via: string[] }> {
  const body = await readFile(files.pathFor(kind, taskId, FORWARD_FILE), 'utf8');
  const via = await readFile(files.pathFor(kind, taskId, VIA_FILE), 'utf8').then(
    (text) => {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
    },
    () => [],
  );
  return { body, via };
}

/** Drops the saved submission once the task has an outcome. */
export async function dropForward(files: FilesArea, kind: FileKind, taskId: string): Promise<void> {
  await rm(files.pathFor(kind, taskId, FORWARD_FILE), { force: true });
  await rm(files.pathFor(kind, taskId, VIA_FILE), { force: true });
}
