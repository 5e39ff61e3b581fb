/** Starts and stops studio-gateway-process.ts: for the e2e specs and the studio benches. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface E2eGateway {
  url: string;
  key: string | null;
  dataDir: string;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('./studio-gateway-process.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

export function launchGateway(
  opts: { dataDir?: string; noKey?: boolean; port?: number } = {},
): Promise<E2eGateway> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      VOXMESH_E2E_DATA_DIR: opts.dataDir ?? '',
      VOXMESH_E2E_NO_KEY: opts.noKey ? '1' : '',
      VOXMESH_E2E_PORT: opts.port ? String(opts.port) : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`gateway exited early (${code})`)));
    lines.once('line', (line) => {
      const info = JSON.parse(line) as { url: string; key: string | null; dataDir: string };
      child.removeAllListeners('exit');
      resolve({
        ...info,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
