import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../server/cli.ts', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a child process: no keychain unless the test asks for one. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  // No warm-up: these tests do not time first requests, and it would only add CPU load.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VOXMESH_SECRET_STORE: 'file',
    VOXMESH_WARM_UP: '0',
    ...extra,
  };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return env;
}

export function nodeArgs(script: string, args: string[]): string[] {
  return ['--import', 'tsx', script, ...args];
}

/** Runs `voxmesh <args>` to completion. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = childEnv()): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(CLI, args), { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts a script and waits until it prints a line matching `ready` (capturing group 1 = URL). */
export function spawnUntil(
  script: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = childEnv(),
): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(script, args), { cwd: ROOT, env });
    let text = '';
    const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
    const onData = (c: Buffer) => {
      text += c.toString();
      const m = ready.exec(text);
      if (m) {
        resolve({ child, url: m[1] ?? '', output: () => text, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
    void exited.then((code) => reject(new Error(`exited with ${code} before ready:\n${text}`)));
  });
}

export function spawnServe(args: string[], env?: NodeJS.ProcessEnv): Promise<ServeProcess> {
  return spawnUntil(CLI, ['serve', ...args], /listening on (http:\/\/\S+)/, env);
}
