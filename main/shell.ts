/**
 * The desktop shell's behaviour, given the Electron API (main.ts passes the real one, the
 * tests a recording stand-in): one instance per user, the gateway joined or started
 * (gateway-link.ts), one hardened studio window whose size and place are remembered, a tray
 * with the gateway's status, the application menu, the bridge's IPC handlers for the studio
 * window only, and a quit that waits for the gateway's writes.
 */
import type { SecretStoreChoice } from '../server/keys/secret-store.ts';
import type { Logger } from '../server/log.ts';
import { CHANNELS, type PanelPath, type ServerControlState } from '../preload/api.ts';
import { appMenuTemplate } from './app-menu.ts';
import type { BrowserWindowLike, ElectronPort, IpcEventLike } from './electron-port.ts';
import { FileDialogs } from './file-dialogs.ts';
import { linkGateway, type GatewayLink } from './gateway-link.ts';
import { hardenWebContents, isStudioSender, webPreferences } from './security.ts';
import { loadSettings, saveSettings, type ShellSettings } from './shell-settings.ts';
import { trayTemplate } from './tray-menu.ts';
import { loadWindowState, MIN_HEIGHT, MIN_WIDTH, saveWindowState } from './window-state.ts';

export interface ShellOptions {
  /** The gateway's data directory (the same default as `voxmesh serve`). */
  dataDir: string;
  /** Where the window state and the shell's settings are kept. */
  stateDir: string;
  uiDir: string;
  preload: string;
  trayIcon: string;
  port: number;
  platform: NodeJS.Platform;
  logger: Logger;
  secretStore?: SecretStoreChoice;
  warmUp?: boolean;
  /** How often the tray's status line is refreshed. */
  statusEveryMs?: number;
}

export interface Shell {
  /** false when another instance already runs (this one quits, that one shows its window). */
  readonly primary: boolean;
  /** Resolves once the gateway is linked and the window and tray exist. */
  readonly ready: Promise<void>;
  link(): GatewayLink | null;
  window(): BrowserWindowLike | null;
  settings(): ShellSettings;
  refreshTray(): Promise<void>;
  /** Resolves once a quit has closed this process's gateway. */
  readonly closed: Promise<void>;
}

export class RefusedSenderError extends Error {
  constructor() {
    super('refused: the bridge answers the studio window only');
  }
}

export function runShell(electron: ElectronPort, options: ShellOptions): Shell {
  const { app } = electron;
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    markClosed();
    return {
      primary: false,
      ready: Promise.resolve(),
      link: () => null,
      window: () => null,
      settings: () => ({ keepRunningWhileTasksRun: true }),
      refreshTray: async () => {},
      closed,
    };
  }

  const log = options.logger;
  let link: GatewayLink | null = null;
  let window: BrowserWindowLike | null = null;
  let tray: InstanceType<ElectronPort['Tray']> | null = null;
  let settings: ShellSettings = { keepRunningWhileTasksRun: true };
  let quitting = false;
  let gatewayClosed = false;
  let statusTimer: NodeJS.Timeout | null = null;
  /** The user stopped the gateway this process runs (Settings → Server); `link` is kept. */
  let serverStopped = false;
  const pendingWrites = new Set<Promise<void>>();
  const trusted = new Set<number>();
  const dialogs = new FileDialogs(electron, () => app.getPath('downloads'));
  const origin = (): string | null => (link ? new URL(link.baseUrl).origin : null);

  const track = (write: Promise<void>): void => {
    const settled = write.catch((err: unknown) => log.warn(`shell: ${String(err)}`));
    pendingWrites.add(settled);
    void settled.finally(() => pendingWrites.delete(settled));
  };

  // Second launch: this instance shows its window instead.
  app.on('second-instance', () => void showWindow());
  app.on('activate', () => void showWindow());
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, origin, (url) => void electron.shell.openExternal(url)),
  );

  // The bridge (preload/api.ts). Every handler first checks who asks.
  const studioOnly =
    <A extends unknown[], R>(answer: (window: BrowserWindowLike, ...args: A) => R) =>
    (event: IpcEventLike, ...args: unknown[]): R => {
      if (!window || !isStudioSender(event, trusted, origin())) throw new RefusedSenderError();
      return answer(window, ...(args as A));
    };
  electron.ipcMain.handle(
    CHANNELS.connection,
    studioOnly(() => ({ baseUrl: link?.baseUrl ?? '', apiKey: link?.apiKey ?? '' })),
  );
  electron.ipcMain.handle(
    CHANNELS.openFile,
    studioOnly((win, kind: unknown) => dialogs.open(win, kind)),
  );
  electron.ipcMain.handle(
    CHANNELS.saveFile,
    studioOnly((win, kind: unknown, name: unknown, bytes: unknown) =>
      dialogs.save(win, kind, name, bytes),
    ),
  );
  electron.ipcMain.handle(
    CHANNELS.reveal,
    studioOnly((_win, id: unknown) => dialogs.reveal(id)),
  );

  // Start and stop of the gateway this process runs (docs/decisions.md, "Studio, second
  // wave": the server page). A joined `voxmesh serve` is not ours to stop.
  const serverState = (): ServerControlState => {
    const url = link ? `${link.baseUrl}/v1` : '';
    if (link?.kind === 'joined') return { state: 'external', url };
    return { state: serverStopped || !link ? 'stopped' : 'running', url };
  };
  electron.ipcMain.handle(
    CHANNELS.serverState,
    studioOnly(() => serverState()),
  );
  electron.ipcMain.handle(
    CHANNELS.setServerRunning,
    studioOnly(async (win, running: unknown) => {
      if (typeof running !== 'boolean') throw new TypeError('running must be true or false');
      if (!link || link.kind === 'joined') return serverState();
      if (!running && !serverStopped) {
        await link.close();
        serverStopped = true;
        log.info('shell: the gateway was stopped from the studio');
      } else if (running && serverStopped) {
        const before = link.baseUrl;
        link = await linkGateway(linkOptions(link.port));
        serverStopped = false;
        log.info(`shell: the gateway was started again at ${link.baseUrl}`);
        // Another program took the port meanwhile: the studio follows the gateway there.
        if (link.baseUrl !== before) void win.loadURL(`${link.baseUrl}/`);
      }
      void refreshTray();
      return serverState();
    }),
  );

  function linkOptions(port: number): Parameters<typeof linkGateway>[0] {
    return {
      dataDir: options.dataDir,
      port,
      uiDir: options.uiDir,
      logger: log,
      ...(options.secretStore ? { secretStore: options.secretStore } : {}),
      ...(options.warmUp === undefined ? {} : { warmUp: options.warmUp }),
    };
  }

  app.on('window-all-closed', () => {
    if (options.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', (event) => {
    quitting = true;
    if (gatewayClosed) return;
    // Hold the quit until the window state is written and the gateway has finished its
    // running requests and flushed its database (gateway.close), then quit for real.
    event.preventDefault();
    if (statusTimer) clearInterval(statusTimer);
    void (async () => {
      await Promise.all(pendingWrites);
      if (!serverStopped) await link?.close();
      gatewayClosed = true;
      tray?.destroy();
      markClosed();
      app.quit();
    })().catch((err: unknown) => {
      log.error('shell: closing the gateway failed', err);
      gatewayClosed = true;
      markClosed();
      app.quit();
    });
  });

  async function showWindow(): Promise<void> {
    if (!link) return;
    if (!window) {
      await createWindow(link);
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  }

  async function createWindow(linked: GatewayLink): Promise<void> {
    const state = await loadWindowState(options.stateDir);
    const win = new electron.BrowserWindow({
      ...(state.x === undefined ? {} : { x: state.x, y: state.y }),
      width: state.width,
      height: state.height,
      minWidth: MIN_WIDTH,
      minHeight: MIN_HEIGHT,
      title: 'VoxMesh',
      show: false,
      webPreferences: webPreferences(options.preload),
    });
    window = win;
    const id = win.webContents.id;
    trusted.add(id);
    if (state.maximized) win.maximize();
    win.on('ready-to-show', () => win.show());
    win.on('close', (event) => {
      track(saveWindowState(options.stateDir, win));
      const tasks = linked.localTasks();
      const busy = tasks.running + tasks.queued > 0;
      if (!quitting && settings.keepRunningWhileTasksRun && busy) {
        // The gateway keeps working; the tray brings the window back.
        event.preventDefault();
        win.hide();
      }
    });
    win.on('closed', () => {
      trusted.delete(id);
      if (window === win) window = null;
    });
    await win.loadURL(`${linked.baseUrl}/`);
  }

  function navigate(path: PanelPath): void {
    void showWindow().then(() => window?.webContents.send(CHANNELS.navigate, path));
  }

  async function refreshTray(): Promise<void> {
    if (!link || !tray) return;
    const linked = link;
    const template = trayTemplate(
      {
        kind: linked.kind,
        port: linked.port,
        tasks: serverStopped ? null : await linked.tasks(),
        stopped: serverStopped,
      },
      {
        startAtLogin: app.getLoginItemSettings().openAtLogin,
        keepRunningWhileTasksRun: settings.keepRunningWhileTasksRun,
      },
      {
        openStudio: () => void showWindow(),
        copyApiUrl: () => electron.clipboard.writeText(`${linked.baseUrl}/v1`),
        copyApiKey: () => electron.clipboard.writeText(linked.apiKey),
        setStartAtLogin: (on) => {
          // The only place the login item is ever written: the user's own click.
          app.setLoginItemSettings({ openAtLogin: on });
          void refreshTray();
        },
        setKeepRunning: (on) => {
          settings = { ...settings, keepRunningWhileTasksRun: on };
          track(saveSettings(options.stateDir, settings));
          void refreshTray();
        },
        quit: () => app.quit(),
      },
    );
    tray?.setContextMenu(electron.Menu.buildFromTemplate(template));
  }

  const ready = (async () => {
    await app.whenReady();
    settings = await loadSettings(options.stateDir);
    link = await linkGateway(linkOptions(options.port));
    if (link.kind === 'joined')
      log.info(`shell: using the gateway already running at ${link.baseUrl}`);
    electron.Menu.setApplicationMenu(
      electron.Menu.buildFromTemplate(appMenuTemplate(options.platform, navigate)),
    );
    tray = new electron.Tray(options.trayIcon);
    tray.setToolTip('VoxMesh');
    tray.on('click', () => void showWindow());
    await refreshTray();
    statusTimer = setInterval(() => void refreshTray(), options.statusEveryMs ?? 3000);
    statusTimer.unref();
    await createWindow(link);
  })();
  ready.catch((err: unknown) => {
    log.error('shell: could not start', err);
    app.quit();
  });

  return {
    primary: true,
    ready,
    link: () => link,
    window: () => window,
    settings: () => settings,
    refreshTray,
    closed,
  };
}
