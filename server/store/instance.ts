import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-file.ts';

/**
 * `gateway.json` in the data directory tells other processes (the `keys` command, a
 * second `serve`, the desktop app) that a gateway owns this directory and where it
 * listens. Mode 0600: it carries the admin token.
 */
export interface InstanceInfo {
  pid: number;
  url: string;
  adminToken: string;
  version: string;
}

const FILE = 'gateway.json';

export function instanceFile(dataDir: string): string {
  return path.join(dataDir, FILE);
}

export async function publishInstance(dataDir: string, info: InstanceInfo): Promise<void> {
  await writeFileAtomic(instanceFile(dataDir), JSON.stringify(info));
}

export async function withdrawInstance(dataDir: string, pid = process.pid): Promise<void> {
  const current = await readInstance(dataDir);
  if (current?.pid === pid) await rm(instanceFile(dataDir), { force: true });
}

async function readInstance(dataDir: string): Promise<InstanceInfo | null> {
  try {
    return JSON.parse(await readFile(instanceFile(dataDir), 'utf8')) as InstanceInfo;
  } catch {
    return null;
  }
}

export async function isVoxMeshAt(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return false;
    const body = (await res.json()) as { service?: string };
    return body.service === 'voxmesh';
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The gateway running on this data directory, if one is alive and answering. */
export async function liveInstance(dataDir: string): Promise<InstanceInfo | null> {
  const info = await readInstance(dataDir);
  if (!info || info.pid === process.pid || !processAlive(info.pid)) return null;
  return (await isVoxMeshAt(info.url)) ? info : null;
}
