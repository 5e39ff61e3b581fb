/**
 * `voxmesh keys list|create|revoke`: through the running gateway's admin routes when one
 * owns the data directory (it alone writes the database), else on the database directly.
 */
import { AdminCallError, adminCall } from '../keys/admin-client.ts';
import {
  createKeyOptions,
  createKeySchema,
  publicKeyView,
  unknownModelIn,
} from '../keys/admin-routes.ts';
import { KeyNotFoundError, KeyService } from '../keys/key-service.ts';
import { chooseSecretStore } from '../keys/secret-store.ts';
import { consoleLogger } from '../log.ts';
import { Database } from '../store/database.ts';
import { FilesArea } from '../store/files.ts';
import { LowdbKeyRepository } from '../store/lowdb-repositories.ts';
import { liveInstance } from '../store/instance.ts';
import { secretStoreChoice, UsageError, type KeysArgs } from './args.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

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
    k.scopes.length ? k.scopes.join(',') : '-',
    k.hint,
    date(k.created_at),
    date(k.last_used_at),
    k.revoked_at === null ? 'active' : 'revoked',
  ]);
  const header = [
    'ID',
    'LABEL',
    'OWNER',
    'MODELS',
    'SCOPES',
    'KEY',
    'CREATED',
    'LAST USED',
    'STATUS',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  for (const row of [header, ...rows])
    out(
      row
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

/** `keys` on a team server's database (`--database`). */
async function onDatabase(
  args: KeysArgs,
  action: string | undefined,
  rest: string[],
  createInput: ReturnType<typeof createKeySchema.parse> | null,
): Promise<unknown> {
  const log = consoleLogger();
  const { openPostgresStorage } = await import('../store/postgres/storage.ts');
  const files = new FilesArea(args.dataDir);
  const storage = await openPostgresStorage(args.database!, files, log);
  try {
    const service = new KeyService(
      storage.keys,
      await chooseSecretStore(secretStoreChoice(args.secretStore), args.dataDir, (m) =>
        log.warn(m),
      ),
    );
    if (action === 'list') return service.list().map(publicKeyView);
    if (action === 'create' && createInput) {
      const { record, secret } = await service.create(createKeyOptions(createInput));
      return { ...publicKeyView(record), secret };
    }
    return publicKeyView(await service.revoke(rest[0] ?? ''));
  } catch (err) {
    if (err instanceof KeyNotFoundError) throw new UsageError(err.message);
    throw err;
  } finally {
    await storage.idle();
    await storage.close();
  }
}

export async function keys(args: KeysArgs): Promise<number> {
  const { action, rest, dataDir } = args;

  let createInput: ReturnType<typeof createKeySchema.parse> | null = null;
  if (action === 'create') {
    const models =
      args.models === undefined || args.models.trim() === '*'
        ? '*'
        : args.models
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean);
    const parsed = createKeySchema.safeParse({
      label: args.label,
      owner: args.owner,
      models,
      admin: args.admin,
    });
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

  // A team server's keys are in its database, which any number of processes share.
  const running = args.database ? null : await liveInstance(dataDir);
  let result: unknown;
  if (args.database) {
    result = await onDatabase(args, action, rest, createInput);
  } else if (running) {
    try {
      if (action === 'list')
        result = ((await adminCall(running, 'GET', '/keys')) as { data: KeyView[] }).data;
      else if (action === 'create') result = await adminCall(running, 'POST', '/keys', createInput);
      else
        result = await adminCall(running, 'DELETE', `/keys/${encodeURIComponent(rest[0] ?? '')}`);
    } catch (err) {
      if (err instanceof AdminCallError) throw new UsageError(err.message);
      throw err;
    }
  } else {
    const log = consoleLogger();
    const db = await Database.open(dataDir);
    const service = new KeyService(
      new LowdbKeyRepository(db),
      await chooseSecretStore(secretStoreChoice(args.secretStore), dataDir, (m) => log.warn(m)),
    );
    try {
      if (action === 'list') result = service.list().map(publicKeyView);
      else if (action === 'create' && createInput) {
        const { record, secret } = await service.create(createKeyOptions(createInput));
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
      `Created key ${created.id} (label "${created.label}", owner ${created.owner}, models ${created.models === '*' ? '*' : created.models.join(',')}${created.scopes.includes('admin') ? ', admin' : ''}).`,
    );
    out('Its secret is shown this once:');
    out(`  ${created.secret}`);
    // The variable the README, the studio's snippets and the start-up banner use.
    out(`Use it from a shell: export VOXMESH_KEY=${created.secret}`);
  } else {
    out(`Revoked key ${(result as KeyView).id}. Requests with it now get 401.`);
  }
  return 0;
}
