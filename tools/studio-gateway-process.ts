/**
 * A real gateway serving the built studio (dist/renderer), run as its own Node process
 * (`node --import tsx`) so the speech workers load exactly as under `npm start`. Prints
 * one JSON line `{url, key, dataDir}` once it listens; SIGTERM closes it.
 *
 * Env: VOXMESH_E2E_DATA_DIR reuses a data folder and VOXMESH_E2E_PORT a port (a restart:
 * same origin, so the page's storage survives too); VOXMESH_E2E_NO_KEY skips
 * making a key (the caller kept the secret from the first run).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway } from '../server/app.ts';
import { silentLogger } from '../server/log.ts';

const uiDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));
const dataDir =
  process.env.VOXMESH_E2E_DATA_DIR || (await mkdtemp(path.join(os.tmpdir(), 'voxmesh-e2e-')));
const gateway = await createGateway({
  uiDir,
  dataDir,
  port: Number(process.env.VOXMESH_E2E_PORT || 0),
  secretStore: 'file',
  logger: silentLogger,
  // The specs and benches time no first request: warming workers would only add CPU load.
  warmUp: false,
});
const { url } = await gateway.listen();

let key: string | null = null;
if (!process.env.VOXMESH_E2E_NO_KEY) {
  // The studio's key carries the admin scope once the admin routes are merged; a plain
  // variable (not a literal) keeps this compiling before and after that change.
  const spec = { label: 'studio e2e', models: '*' as const, scopes: ['admin' as const] };
  key = (await gateway.keys.create(spec)).secret;
}
process.stdout.write(`${JSON.stringify({ url, key, dataDir })}\n`);

const stop = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
