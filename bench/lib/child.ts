import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The V8 flags the product's launchers give the gateway's process (scripts/start.mjs). */
export const GATEWAY_NODE_FLAGS = JSON.parse(
  readFileSync(new URL('../../scripts/gateway-node-flags.json', import.meta.url), 'utf8'),
) as string[];

/**
 * CPU time (user + system) a process has used so far, in ms (Linux /proc): a busy machine
 * stretches wall-clock figures, much less this.
 */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Runs a TypeScript script in its own Node process; resolves with the first JSON line it prints. */
export function spawnJsonLine<T>(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; info: T }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...GATEWAY_NODE_FLAGS, '--import', 'tsx', script, ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...env },
      },
    );
    let buf = '';
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl !== -1) resolve({ child, info: JSON.parse(buf.slice(0, nl)) as T });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
