/** `voxmesh serve`: runs the gateway in the foreground until SIGINT/SIGTERM. */
import { fileURLToPath } from 'node:url';
import { ensureAppKey } from '../keys/app-key.ts';
import { consoleLogger } from '../log.ts';
import { start } from '../start.ts';
import type { ServeArgs } from './args.ts';
import { redactUrl } from './redact-url.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
/** The shell variable of the key everywhere: README, docs, the studio's snippets, this banner. */
const KEY_VARIABLE = 'VOXMESH_KEY';

export async function serve(args: ServeArgs): Promise<number> {
  // Listen for SIGINT/SIGTERM from the start: a stop asked for while starting up is
  // honoured once the gateway is up, never by dying half-way.
  const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });

  let firstKey: string | null = null;
  const started = await start({
    dataDir: args.dataDir,
    host: args.host,
    port: args.port,
    corsOrigins: args.corsOrigins,
    allowedHosts: args.allowedHosts,
    secretStore: args.secretStore,
    allowPrivateFetch: args.allowPrivateFetch,
    ...(args.voiceHub ? { voiceHub: args.voiceHub } : {}),
    ...(args.voicePackMaxBytes ? { voicePackMaxBytes: args.voicePackMaxBytes } : {}),
    ...(args.upstreamUrl || args.upstreamKey || args.routes
      ? {
          upstream: {
            ...(args.upstreamUrl ? { url: args.upstreamUrl } : {}),
            ...(args.upstreamKey ? { key: args.upstreamKey } : {}),
            ...(args.routes ? { routes: args.routes } : {}),
          },
        }
      : {}),
    ...(args.database && args.queue
      ? {
          database: args.database,
          queue: args.queue,
          ...(args.localWorkers !== undefined ? { localWorkers: args.localWorkers } : {}),
          ...(args.queuePrefix ? { queuePrefix: args.queuePrefix } : {}),
          ...(args.queueLockMs ? { queueLockMs: args.queueLockMs } : {}),
        }
      : {}),
    logger: consoleLogger(),
    uiDir: fileURLToPath(new URL('../../dist/renderer', import.meta.url)),
    beforeListen: async (gateway) => {
      // With the studio (--ui) its own key is the one key a newcomer sees: no second one is
      // made (docs/decisions.md, "Start-up a newcomer trusts").
      if (args.ui) return;
      if (gateway.keys.activeCount() === 0 && gateway.keys.list().length === 0) {
        firstKey = (await gateway.keys.create({ label: 'default', models: '*' })).secret;
      }
    },
  });
  if (started.kind === 'joined') {
    const { url, pid } = started.instance;
    out(`VoxMesh is already running at ${url} (pid ${pid}) on ${args.dataDir}.`);
    return 0;
  }
  if (started.kind === 'port-taken') {
    out(`VoxMesh is already running at ${started.url}.`);
    return 0;
  }
  const { gateway, url, movedFrom, port } = started;
  if (movedFrom !== null)
    out(`Port ${movedFrom} is taken by another program; using ${port} instead.`);

  // One write, so a reader that waits for the "listening on" line also has the key.
  const banner = [
    `VoxMesh gateway listening on ${url}  (data: ${args.dataDir})`,
    ...(args.database
      ? [
          `Team server: state in ${redactUrl(args.database)}, tasks on ${redactUrl(args.queue ?? '')} (${args.localWorkers ?? gateway.tasks.limits.concurrency} local workers)`,
        ]
      : []),
    `API base URL: ${url}/v1`,
    // Where secrets are kept, named once: when no keychain answered, the warning above has
    // already named the file.
    `Secrets: ${
      args.secretStore === 'auto' && gateway.keys.secrets.kind === 'file'
        ? 'the encrypted file named in the warning above'
        : gateway.keys.secrets.description
    }`,
  ];
  if (args.upstreamUrl)
    banner.push(`Upstream: ${args.upstreamUrl} (GET /v1/upstream shows its health)`);
  // One key shown, with the variable the README and the studio's snippets use (VOXMESH_KEY).
  const useKey = (key: string) => [
    `  export ${KEY_VARIABLE}=${key}`,
    `  curl -H "Authorization: Bearer $${KEY_VARIABLE}" ${url}/v1/models`,
  ];
  if (firstKey) {
    banner.push(
      '',
      'Your first API key (shown once; kept in the secret store above):',
      `  ${firstKey}`,
      'Use it from a shell:',
      ...useKey(firstKey),
      '',
    );
  }
  if (args.ui) {
    const appKey = await ensureAppKey(gateway.keys);
    banner.push(
      '',
      'Studio UI (the key rides in the #fragment, never sent to the server):',
      `  ${url}/#key=${appKey}`,
      "That key is the studio's own (it may also manage keys); scripts can use it too:",
      ...useKey(appKey),
      'Settings → API keys makes keys limited to chosen models.',
    );
  }
  out(banner.join('\n'));

  const signal = await stopRequested;
  out(`${signal} received: finishing running requests and writes, then exiting.`);
  await gateway.close();
  return 0;
}
