import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createGateway, type Gateway } from './app.ts';
import { DEFAULT_HOST, DEFAULT_PORT, defaultDataDir } from './config.ts';
import {
  ADMIN_TOKEN_HEADER,
  createKeySchema,
  publicKeyView,
  unknownModelIn,
} from './keys/admin-routes.ts';
import { ensureAppKey } from './keys/app-key.ts';
import { KeyNotFoundError, KeyService } from './keys/key-service.ts';
import { chooseSecretStore, type SecretStoreChoice } from './keys/secret-store.ts';
import { consoleLogger } from './log.ts';
import { Database } from './store/database.ts';
import { isVoxMeshAt, liveInstance, type InstanceInfo } from './store/instance.ts';

const USAGE = `Usage:
  voxmesh serve [--port N] [--host H] [--data-dir DIR] [--cors-origin ORIGIN]... [--allowed-host NAME]...
                [--secret-store auto|keychain|file] [--ui] [--allow-private-fetch]
  voxmesh keys list [--data-dir DIR]
  voxmesh keys create --label LABEL [--models id,id|*] [--owner NAME] [--data-dir DIR]
  voxmesh keys revoke KEY_ID [--data-dir DIR]

Environment: VOXMESH_PORT, VOXMESH_HOST, VOXMESH_DATA_DIR, VOXMESH_SECRET_STORE.`;

class UsageError extends Error {}

const out = (line: string) => process.stdout.write(`${line}\n`);

function secretStoreChoice(value: string | undefined): SecretStoreChoice {
  const v = value ?? process.env.VOXMESH_SECRET_STORE ?? 'auto';
  if (v === 'auto' || v === 'keychain' || v === 'file') return v;
  throw new UsageError(`--secret-store must be auto, keychain or file, not '${v}'.`);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`Invalid port '${value}'.`);
  return port;
}

const MAX_PORT_TRIES = 20;

async function listenOnFreePort(
  gateway: Gateway,
  first: number,
  host: string,
): Promise<{ url: string; port: number } | 'already-running'> {
  for (let port = first; port < first + MAX_PORT_TRIES; port++) {
    gateway.config.port = port;
    try {
      const bound = await gateway.listen();
      if (port !== first) out(`Port ${first} is taken by another program; using ${port} instead.`);
      return bound;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || first === 0) throw err;
      const hostPart = host.includes(':') ? `[${host}]` : host;
      if (port === first && (await isVoxMeshAt(`http://${hostPart}:${port}`)))
        return 'already-running';
    }
  }
  throw new Error(`No free port between ${first} and ${first + MAX_PORT_TRIES - 1}.`);
}

async function serve(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      'secret-store': { type: 'string' },
      ui: { type: 'boolean', default: false },
      'allow-private-fetch': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const dataDir = values['data-dir'] ?? process.env.VOXMESH_DATA_DIR ?? defaultDataDir();
  const host = values.host ?? process.env.VOXMESH_HOST ?? DEFAULT_HOST;
  const port = parsePort(values.port ?? process.env.VOXMESH_PORT ?? String(DEFAULT_PORT));

  // Listen for SIGINT/SIGTERM from the start: a stop asked for while starting up is
  // honoured once the gateway is up, never by dying half-way.
  const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });

  const running = await liveInstance(dataDir);
  if (running) {
    out(`VoxMesh is already running at ${running.url} (pid ${running.pid}) on ${dataDir}.`);
    return 0;
  }

  const log = consoleLogger();
  const gateway = await createGateway({
    dataDir,
    host,
    port,
    corsOrigins: values['cors-origin'] ?? [],
    allowedHosts: values['allowed-host'] ?? [],
    secretStore: secretStoreChoice(values['secret-store']),
    logger: log,
    allowPrivateFetch: values['allow-private-fetch'],
    uiDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
  });

  let firstKey: string | null = null;
  if (gateway.keys.activeCount() === 0 && gateway.keys.list().length === 0) {
    firstKey = (await gateway.keys.create({ label: 'default', models: '*' })).secret;
  }

  const bound = await listenOnFreePort(gateway, port, host);
  if (bound === 'already-running') {
    out(`VoxMesh is already running at http://${host}:${port}.`);
    await gateway.close();
    return 0;
  }
  // One write, so a reader that waits for the "listening on" line also has the key.
  const banner = [
    `VoxMesh gateway listening on ${bound.url}  (data: ${dataDir})`,
    `API base URL: ${bound.url}/v1`,
    `Secrets: ${gateway.keys.secrets.description}`,
  ];
  if (firstKey) {
    banner.push(
      '',
      `Your first API key (shown once here; the app reads it from the ${gateway.keys.secrets.description}):`,
      `  ${firstKey}`,
      `Try: curl -H "Authorization: Bearer ${firstKey}" ${bound.url}/v1/models`,
      '',
    );
  }
  if (values.ui) {
    const appKey = await ensureAppKey(gateway.keys);
    banner.push(`Studio UI (the key rides in the #fragment, never sent to the server):`);
    banner.push(`  ${bound.url}/#key=${appKey}`);
  }
  out(banner.join('\n'));

  const signal = await stopRequested;
  out(`${signal} received: finishing running requests and writes, then exiting.`);
  await gateway.close();
  return 0;
}

/** Talks to a running gateway's admin routes so that only it writes the database. */
async function adminCall(
  info: InstanceInfo,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${info.url}/admin${pathname}`, {
    method,
    headers: {
      [ADMIN_TOKEN_HEADER]: info.adminToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { message: string } };
  if (!res.ok) throw new UsageError(json.error?.message ?? `HTTP ${res.status}`);
  return json;
}

type KeyView = ReturnType<typeof publicKeyView>;

function printKeys(list: KeyView[]): void {
  if (list.length === 0) {
    out('No keys. Create one with: voxmesh keys create --label NAME');
    return;
  }
  const date = (s: number | null) =>
    s === null ? '-' : new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ');
  const rows = list.map((k) => [
    k.id,
    k.label,
    k.owner,
    k.models === '*' ? '*' : k.models.join(','),
    k.hint,
    date(k.created_at),
    date(k.last_used_at),
    k.revoked_at === null ? 'active' : 'revoked',
  ]);
  const header = ['ID', 'LABEL', 'OWNER', 'MODELS', 'KEY', 'CREATED', 'LAST USED', 'STATUS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  for (const row of [header, ...rows])
    out(
      row
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

async function keys(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      label: { type: 'string' },
      models: { type: 'string' },
      owner: { type: 'string' },
      'data-dir': { type: 'string' },
      'secret-store': { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [action, ...rest] = positionals;
  const dataDir = values['data-dir'] ?? process.env.VOXMESH_DATA_DIR ?? defaultDataDir();

  let createInput: ReturnType<typeof createKeySchema.parse> | null = null;
  if (action === 'create') {
    const models =
      values.models === undefined || values.models.trim() === '*'
        ? '*'
        : values.models
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean);
    const parsed = createKeySchema.safeParse({ label: values.label, owner: values.owner, models });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UsageError(
        `--${issue?.path.join('.') ?? 'label'}: ${issue?.message ?? 'invalid'} (keys create needs --label).`,
      );
    }
    const unknown = unknownModelIn(parsed.data.models);
    if (unknown) throw new UsageError(`Unknown model '${unknown}' in --models.`);
    createInput = parsed.data;
  } else if (action === 'revoke') {
    if (rest.length !== 1) throw new UsageError('keys revoke takes one key id (see keys list).');
  } else if (action !== 'list') {
    throw new UsageError(`Unknown keys action '${action ?? ''}'.`);
  }

  const running = await liveInstance(dataDir);
  let result: unknown;
  if (running) {
    if (action === 'list')
      result = ((await adminCall(running, 'GET', '/keys')) as { data: KeyView[] }).data;
    else if (action === 'create') result = await adminCall(running, 'POST', '/keys', createInput);
    else result = await adminCall(running, 'DELETE', `/keys/${encodeURIComponent(rest[0] ?? '')}`);
  } else {
    const log = consoleLogger();
    const db = await Database.open(dataDir);
    const service = new KeyService(
      db,
      await chooseSecretStore(secretStoreChoice(values['secret-store']), dataDir, (m) =>
        log.warn(m),
      ),
    );
    try {
      if (action === 'list') result = service.list().map(publicKeyView);
      else if (action === 'create' && createInput) {
        const { record, secret } = await service.create(createInput);
        result = { ...publicKeyView(record), secret };
      } else result = publicKeyView(await service.revoke(rest[0] ?? ''));
    } catch (err) {
      if (err instanceof KeyNotFoundError) throw new UsageError(err.message);
      throw err;
    } finally {
      await db.idle();
    }
  }

  if (action === 'list') printKeys(result as KeyView[]);
  else if (action === 'create') {
    const created = result as KeyView & { secret: string };
    out(
      `Created key ${created.id} (label "${created.label}", owner ${created.owner}, models ${created.models === '*' ? '*' : created.models.join(',')}).`,
    );
    out('Its secret is shown this once:');
    out(`  ${created.secret}`);
  } else {
    out(`Revoked key ${(result as KeyView).id}. Requests with it now get 401.`);
  }
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'serve') return await serve(rest);
    if (command === 'keys') return await keys(rest);
    if (command === undefined || command === 'help' || command === '--help') {
      out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command '${command}'.`);
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      process.stderr.write(`voxmesh: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`voxmesh: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`voxmesh: ${String(err)}\n`);
    process.exit(1);
  },
);
