import type http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import express, { type Express, Router } from 'express';
import { DEFAULT_HOST, type GatewayConfig } from './config.ts';
import type { HealthReport } from '../contract/health.ts';
import { authIfAny } from './http/auth.ts';
import { cors } from './http/cors.ts';
import { errorHandler, notFoundRoute } from './http/error-handler.ts';
import { createHostCheck, hostGuard } from './http/host-guard.ts';
import { openApiRoute } from './http/openapi-route.ts';
import { checkPath, pathGuard } from './http/path-guard.ts';
import { requestId } from './http/request-id.ts';
import { recordRequests, RequestLog, requestLogRoutes } from './http/request-log.ts';
import { route } from './http/route.ts';
import { setUiHeaders } from './http/ui-headers.ts';
import type { UpgradeHandler } from './http/upgrades.ts';
import { KeyService } from './keys/key-service.ts';
import { chooseSecretStore } from './keys/secret-store.ts';
import { consoleLogger, type Logger } from './log.ts';
import { RemoteChannels } from './models/channels.ts';
import { ModelRegistry } from './models/registry.ts';
import { SPEECH_FILE_NAMES } from './speech/file-names.ts';
import { MESH_FILE_NAMES } from './mesh/file-names.ts';
import { modelRoutes } from './models/routes.ts';
import { routeModule, type RouteModule } from './http/route-module.ts';
import { LexiconStore } from './lexicon/lexicon-store.ts';
import { lexiconLookup } from './lexicon/pronunciations.ts';
import { MeshPool } from './mesh/mesh-pool.ts';
import { meshTaskObject } from './mesh/task-view.ts';
import { speechTaskObject } from './speech/task-view.ts';
import { WEBSOCKET_PATH } from '../contract/websocket.ts';
import { defaultTaskLimits, TaskRunner } from './tasks/runner.ts';
import { pollLane } from './tasks/poll-lane.ts';
import { TaskViews } from './tasks/views.ts';
import { removeStaleTemps } from './store/atomic-file.ts';
import { FilesArea } from './store/files.ts';
import type { LowdbStorage } from './store/lowdb-storage.ts';
import type { Storage } from './store/ports.ts';
import { openBackend, type Backend } from './compose/backend.ts';
import { registerLocalTaskHandlers } from './compose/task-handlers.ts';
import type { LowdbUsageLedger } from './store/lowdb-repositories.ts';
import type { TaskStore } from './store/task-store.ts';
import { serverInfoRoutes } from './server-info.ts';
import { openUpstream } from './upstream/index.ts';
import { VERSION } from './version.ts';
import { gatewayServer } from './compose/http-server.ts';
import { lazySpeech } from './compose/lazy-speech.ts';
import { listenAndPublish } from './compose/listen.ts';
import { orderlyShutdown } from './compose/shutdown.ts';
import { backgroundWarmUp } from './compose/warm-up.ts';
import { lazyVoicePacks } from './compose/voice-packs.ts';
import { JsonVoicePackRepository } from './store/json-voice-packs.ts';
import { v1Router, type V1Route } from './compose/route-table.ts';
import { tuneMalloc } from './workers/malloc-tuning.ts';

/**
 * One gateway, composed from a config: no module-level state anywhere. Each capability is
 * given only the dependencies it uses (its `…Deps` interface); none imports this file.
 */
export interface Gateway {
  config: GatewayConfig;
  /** Where state is kept: the desktop's lowdb file, or a team server's PostgreSQL. */
  backend: Backend['kind'];
  /** The storage ports (either adapter); each goes to its users. */
  storage: Storage;
  /**
   * The desktop adapter itself (lowdb and the history log), for tests and benches that look
   * inside it; a team server has none and throws.
   */
  db: LowdbStorage;
  keys: KeyService;
  files: FilesArea;
  log: Logger;
  /** The desktop's task store (tests; throws on a team server). */
  taskStore: TaskStore;
  /** The desktop's usage ledger (tests; throws on a team server). */
  usage: LowdbUsageLedger;
  tasks: TaskRunner;
  views: TaskViews;
  app: Express;
  /** The `/v1` route table the gateway mounts (compose/route-table.ts). */
  v1Routes: readonly V1Route[];
  server: http.Server;
  /** Starts listening; resolves with the bound port and base URL. */
  listen(): Promise<{ port: number; url: string }>;
  /** Stops accepting, lets running requests finish, flushes the database. */
  close(): Promise<void>;
  /** Routes a WebSocket upgrade on `pathname` (after the Host guard) to `handler`. */
  onUpgrade(pathname: string, handler: UpgradeHandler): void;
  /**
   * Resolves once the background warm-up that `listen` starts is over (at once when it is
   * turned off or never started); never rejects.
   */
  warmedUp(): Promise<void>;
}

/** How old a temporary file must be before a team gateway's start-up sweep removes it. */
const TEAM_STALE_TEMP_MS = 6 * 3600 * 1000;

export type GatewayOptions = Partial<GatewayConfig> & Pick<GatewayConfig, 'dataDir'>;

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  // Before any engine loads: big blocks freed later must not pin the arenas (malloc-tuning.ts).
  tuneMalloc();
  const config: GatewayConfig = {
    host: DEFAULT_HOST,
    port: 0,
    corsOrigins: [],
    allowedHosts: [],
    secretStore: 'auto',
    logger: consoleLogger(),
    // VOXMESH_WARM_UP=0 turns the warm-up off for a process (tests that spawn `serve`).
    warmUp: process.env.VOXMESH_WARM_UP !== '0',
    ...options,
  };
  const log = config.logger;
  const startedAtMs = Date.now();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  // Whatever a crash left half-written is a temporary file: drop it, keep the real ones.
  // The files area (a folder per task) is swept once the gateway is up, sparing the
  // temporary files of writes this process has started (a recovered task's).
  await removeStaleTemps(config.dataDir, ['files']);
  const files = new FilesArea(config.dataDir);
  await files.init();
  const taskLimits = { ...defaultTaskLimits(), ...config.taskLimits };
  const backend = await openBackend(config, files, log, taskLimits);
  const db = backend.storage;
  const secrets =
    typeof config.secretStore === 'string'
      ? await chooseSecretStore(config.secretStore, config.dataDir, (m) => log.warn(m))
      : config.secretStore;
  const keys = new KeyService(db.keys, secrets);
  const usage = db.usage;
  const taskStore = db.tasks;
  const tasks = new TaskRunner(taskStore, backend.queue, files, log, taskLimits);
  // On a team server the shared queue keeps the embedded engines' jobs through any restart.
  if (backend.kind === 'team') tasks.keepsJobs = (lane) => lane === 'local';
  const views = new TaskViews();
  const speech = lazySpeech(config);
  const speechRuntime = speech.get;
  // Voice packs (docs/voice-packs.md): their records are read now (a small file, or on a team
  // server the database's rows, shared by every gateway and worker), the service with the
  // first route or speech request that needs it.
  const voicePacks = lazyVoicePacks(
    config,
    backend.kind === 'team'
      ? backend.storage.voicePacks
      : await JsonVoicePackRepository.open(config.dataDir),
    speechRuntime,
    log,
  );
  const lexicon = new LexiconStore(db.lexicon);
  if (backend.kind === 'team') {
    // Another gateway changed a lexicon: what was compiled from it is compiled again.
    backend.storage.changes.on('change', (table, owners) => {
      if (table === 'lexicon') lexicon.changedElsewhere(owners);
    });
    backend.storage.changes.on('resync', () => lexicon.changedElsewhere());
  }
  const lexiconOf = lexiconLookup(lexicon);
  const meshPool = new MeshPool(config.meshWorkerUrl ? { workerUrl: config.meshWorkerUrl } : {});
  registerLocalTaskHandlers(tasks, {
    files,
    taskStore,
    speech,
    meshPool,
    lexiconOf,
    allowPrivateFetch: config.allowPrivateFetch,
    bookInParts: backend.kind === 'team',
    voices: async () => (await voicePacks.get()).voices,
  });
  views.register('speech', speechTaskObject);
  // The registry says which channel runs each model; remote channels (the upstream) add
  // themselves to it and to `remote` (models/channels.ts) when opened.
  const registry = new ModelRegistry();
  const remote = new RemoteChannels();
  const mesh = { files, tasks, taskStore, registry, remote };
  views.register('3d', meshTaskObject);
  // Names this gateway in the hop header of what it forwards (upstream/hops.ts).
  const gatewayId = randomBytes(8).toString('hex');
  const upstream = await openUpstream(config.upstream, {
    settings: db.settings,
    gatewayId,
    ownAddress: () => {
      const address = server.address();
      return typeof address === 'object' && address
        ? { host: config.host, port: address.port }
        : null;
    },
    keys,
    log,
    registry,
    remote,
    tasks,
    files,
    taskStore,
    allowPrivateFetch: config.allowPrivateFetch === true,
    speechFiles: SPEECH_FILE_NAMES,
    meshFiles: MESH_FILE_NAMES,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestId());
  const requestLog = new RequestLog();
  app.use(recordRequests(requestLog));
  app.use(hostGuard(config.allowedHosts));
  // Every decision below is made on a path that means what it says (http/path-guard.ts).
  app.use(pathGuard());
  app.use(upstream.loopGuard);
  if (config.corsOrigins.length > 0) app.use(cors(config.corsOrigins));

  const root = Router();
  route(root, '/health', {
    get: (_req, res) => {
      res.json({ status: 'ok', service: 'voxmesh', version: VERSION } satisfies HealthReport);
    },
  });
  app.use(root);

  const uiServed = Boolean(config.uiDir && existsSync(path.join(config.uiDir, 'index.html')));
  if (config.uiDir && uiServed) {
    // The studio UI: static files only; anything else falls through to the JSON 404.
    // Its responses carry the CSP and the other headers of server/http/ui-headers.ts.
    app.use(
      express.static(config.uiDir, {
        index: 'index.html',
        fallthrough: true,
        setHeaders: setUiHeaders,
      }),
    );
  }

  // Every group of routes is a route module (http/route-module.ts): it loads its code on the
  // first request it answers (or during the warm-up) and is skipped at once by requests for
  // other first segments. Only what /health needs loads before the gateway listens.
  const adminToken = randomBytes(24).toString('base64url');
  const admin = routeModule('*', async () =>
    (await import('./keys/admin-routes.ts')).adminRoutes(keys, adminToken, (id) =>
      registry.knows(id),
    ),
  );
  app.use('/admin', admin);

  // The /v1 route table (compose/route-table.ts): who may reach each group of routes, and its
  // stage among the groups that share its first segments. The stage, not this list's order,
  // says who sees a request first; test/http/route-table.test.ts checks that no two groups
  // answer the same method and path.
  const v1Routes: V1Route[] = [
    {
      // The published contract needs no key (http/openapi-route.ts).
      name: 'openapi',
      access: 'public',
      stage: 'answer',
      module: routeModule(['openapi.json'], () => openApiRoute(VERSION)),
    },
    {
      name: 'models',
      access: 'key',
      stage: 'answer',
      module: routeModule(['models'], () => modelRoutes(registry)),
    },
    // Sees reads of audio, 3D and tasks first: a read after a forwarded response waits for
    // its record (upstream/routes.ts); answers /v1/upstream.
    { name: 'upstream', access: 'key', stage: 'before', module: upstream.routes },
    {
      name: 'speech',
      access: 'key',
      stage: 'answer',
      module: routeModule(['audio'], async () =>
        (await import('./speech/routes.ts')).speechRoutes(
          {
            taskStore,
            files,
            allowPrivateFetch: config.allowPrivateFetch,
            syncLimits: config.syncLimits,
            lexiconOf,
            registry,
            remote,
            voices: (await voicePacks.get()).voices,
            samplesDir: path.join(config.dataDir, 'samples'),
          },
          await speechRuntime(),
        ),
      ),
    },
    {
      name: 'voice packs',
      access: 'key',
      stage: 'answer',
      module: routeModule(['audio'], async () =>
        (await import('./speech/packs/routes.ts')).voicePackRoutes(
          await voicePacks.get(),
          config.voicePackMaxBytes ??
            (await import('./speech/packs/service.ts')).DEFAULT_VOICE_PACK_MAX_BYTES,
        ),
      ),
    },
    {
      name: 'speech tasks',
      access: 'key',
      stage: 'answer',
      module: routeModule(['audio'], async () =>
        (await import('./speech/task-routes.ts')).speechTaskRoutes({
          tasks,
          taskStore,
          files,
          lexiconOf,
          registry,
          remote,
          voices: (await voicePacks.get()).voices,
        }),
      ),
    },
    {
      name: 'lexicon',
      access: 'key',
      stage: 'answer',
      module: routeModule(['audio'], async () =>
        (await import('./lexicon/routes.ts')).lexiconRoutes({
          lexicon,
          sample: async () => ({
            runtime: await speechRuntime(),
            registry,
            voices: (await voicePacks.get()).voices,
            lexiconOf,
            limits: config.lexiconSampleLimits,
          }),
        }),
      ),
    },
    {
      name: '3d',
      access: 'key',
      stage: 'answer',
      module: routeModule(['3d'], async () => {
        const [routes, request] = await Promise.all([
          import('./mesh/routes.ts'),
          import('./mesh/request.ts'),
        ]);
        return { router: routes.meshRoutes(mesh, meshPool), warmUp: request.warmUpMeshParsing };
      }),
    },
    {
      name: 'tasks',
      access: 'key',
      stage: 'answer',
      module: routeModule(['tasks'], async () =>
        (await import('./tasks/routes.ts')).historyRoutes({ taskStore, tasks, views }),
      ),
    },
    {
      name: 'usage',
      access: 'key',
      stage: 'answer',
      module: routeModule(['usage'], async () =>
        (await import('./usage/routes.ts')).usageRoutes({ usage }),
      ),
    },
    {
      name: 'keys',
      access: 'admin',
      stage: 'answer',
      module: routeModule(['keys'], async () =>
        (await import('./keys/admin-routes.ts')).keyRoutes(
          keys,
          (req) => authIfAny(req)?.key.id ?? null,
          (id) => registry.knows(id),
        ),
      ),
    },
    {
      name: 'server',
      access: 'admin',
      stage: 'answer',
      module: routeModule(['server'], async () =>
        serverInfoRoutes({
          config,
          keys,
          tasks,
          speechPool: (await speechRuntime()).pool,
          meshPool,
          uiServed,
          startedAtMs,
          backend: backend.kind,
          workers: () => (backend.kind === 'team' ? backend.shared.workers() : Promise.resolve([])),
          warmUp: () => warmUp.state(),
        }),
      ),
    },
    {
      name: 'logs',
      access: 'admin',
      stage: 'answer',
      module: routeModule(['logs'], () => requestLogRoutes(requestLog)),
    },
    // What no route answered: forwarded upstream when an upstream model asks for a route this
    // gateway lacks (upstream/passthrough.ts), else the JSON 404.
    {
      name: 'passthrough',
      access: 'key',
      stage: 'fallback',
      module: routeModule('*', () => upstream.passthrough),
    },
    {
      name: 'not found',
      access: 'key',
      stage: 'fallback',
      module: routeModule('*', () => Router().use(notFoundRoute())),
    },
  ];
  app.use('/v1', v1Router(v1Routes, keys));
  // Every group of routes is a route module (http/route-module.ts): it loads its code on the
  // first request it answers (or during the warm-up) and is skipped at once by requests for
  // other first segments. Only what /health needs loads before the gateway listens.
  const modules: RouteModule[] = [admin, ...v1Routes.map((entry) => entry.module)];

  app.use(notFoundRoute());
  app.use(errorHandler(log));

  // Task polls that need nothing but their answer skip Express (tasks/poll-lane.ts).
  const hostCheck = createHostCheck(config.allowedHosts);
  const answerPoll = pollLane({
    keys,
    taskStore,
    views,
    requestLog,
    hostCheck,
    cors: config.corsOrigins.length > 0,
    held: () => upstream.channel.records.size > 0,
  });
  const { server, upgrades } = gatewayServer(
    app,
    answerPoll,
    (req) => hostCheck(req) ?? checkPath(req) ?? upstream.loopRefusal(req),
  );

  await tasks.recover();
  // (A second of margin: file times come from a coarser clock than Date.now().)
  // On a team server other processes write into the same folders: only what is hours old
  // can be what a crash left behind (docs/deploy.md).
  const staleBefore =
    backend.kind === 'team' ? startedAtMs - TEAM_STALE_TEMP_MS : startedAtMs - 1000;
  void removeStaleTemps(files.root, [], staleBefore).catch((err: unknown) =>
    log.warn(`Could not clean temporary files: ${String(err)}`),
  );

  // The WebSocket route (and `ws`) loads on the first upgrade to it, or during the warm-up.
  upgrades.attachOnFirstUse(WEBSOCKET_PATH, async () =>
    (await import('./speech/websocket.ts')).attachSpeechWebSocket(
      {
        keys,
        files,
        taskStore,
        log,
        lexiconOf,
        syncLimits: config.syncLimits,
        registry,
        remote,
        voices: (await voicePacks.get()).voices,
      },
      await speechRuntime(),
      upgrades,
      {
        ...(config.wsFirstFrameTimeoutMs
          ? { firstFrameTimeoutMs: config.wsFirstFrameTimeoutMs }
          : {}),
      },
    ),
  );

  // One speech worker, one 3D worker and the routes, in the background once listening.
  const warmUp = backgroundWarmUp(
    { speech, meshPool, modules, upgrades, log },
    config.warmUp !== false,
  );
  const desktopOnly = <T>(what: string, value: () => T): T => {
    if (backend.kind !== 'desktop')
      throw new Error(`this gateway keeps its data in PostgreSQL: it has no ${what}`);
    return value();
  };
  return {
    config,
    backend: backend.kind,
    storage: backend.storage,
    get db() {
      return desktopOnly('lowdb storage', () => backend.storage as LowdbStorage);
    },
    keys,
    files,
    log,
    get taskStore() {
      return desktopOnly('lowdb task store', () => (backend.storage as LowdbStorage).tasks);
    },
    get usage() {
      return desktopOnly('lowdb usage ledger', () => (backend.storage as LowdbStorage).usage);
    },
    tasks,
    views,
    app,
    v1Routes,
    server,
    onUpgrade(pathname, handler) {
      upgrades.register(pathname, handler);
    },
    warmedUp: warmUp.done,
    async listen() {
      const bound = await listenAndPublish(server, config, adminToken);
      warmUp.start();
      upstream.channel.start();
      return bound;
    },
    close: closingVoicePacks(
      voicePacks,
      orderlyShutdown({
        dataDir: config.dataDir,
        warmUp,
        server,
        upstream: upstream.channel,
        tasks,
        speech,
        meshPool,
        db,
      }),
    ),
  };
}

/** Stops voice pack downloads (they resume on the next start), then the rest. */
function closingVoicePacks(
  packs: { close(): Promise<void> },
  rest: () => Promise<void>,
): () => Promise<void> {
  return async () => {
    await packs.close();
    await rest();
  };
}
