// A gateway in its own process for load benches: prints {"url","key"} then serves.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';

const gateway = await createGateway({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-')),
  secretStore: 'file',
  logger: silentLogger,
});
const { secret } = await gateway.keys.create({ label: 'bench' });
const { url } = await gateway.listen();
process.stdout.write(`${JSON.stringify({ url, key: secret })}\n`);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
