// A gateway in its own process, its data in the folder given as the first argument (the
// caller creates and removes it): prints {"url","key"} then serves until SIGTERM.
// Like ../servers/gateway-server.ts, but that one leaves its temporary folder behind, which
// matters once a bench has written a few hundred megabytes of audio into it.
import { createGateway } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: gateway-process.ts <data-dir>');

const gateway = await createGateway({ dataDir, secretStore: 'file', logger: silentLogger });
const { secret } = await gateway.keys.create({ label: 'bench' });
const { url } = await gateway.listen();
process.stdout.write(`${JSON.stringify({ url, key: secret })}\n`);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
