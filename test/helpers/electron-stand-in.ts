/**
 * A small stand-in for the Electron API the shell uses (main/electron-port.ts): it records
 * what the shell asks for — window options, menus, tray menus, login-item writes, IPC
 * handlers, dialogs — and lets a test act as the user (click a tray item, close the
 * window, quit) or as a renderer (invoke an IPC channel from some frame).
 */
import { EventEmitter } from 'node:events';
import type {
  DialogFilter,
  ElectronPort,
  FrameLike,
  IpcEventLike,
  MenuItemSpec,
  PreventableEvent,
  WindowBounds,
  WindowSpec,
} from '../../main/electron-port.ts';

type Handler = (event: IpcEventLike, ...args: unknown[]) => unknown;

class Preventable implements PreventableEvent {
  prevented = false;
  preventDefault(): void {
    this.prevented = true;
  }
}

let nextContentsId = 1;

export class FakeSession {
  permissionRequest: ((wc: unknown, permission: string, cb: (g: boolean) => void) => void) | null =
    null;
  permissionCheck: ((...args: never[]) => boolean) | null = null;
  setPermissionRequestHandler(h: FakeSession['permissionRequest']): void {
    this.permissionRequest = h;
  }
  setPermissionCheckHandler(h: (...args: never[]) => boolean): void {
    this.permissionCheck = h;
  }
}

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly session = new FakeSession();
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  setWindowOpenHandler(h: (d: { url: string }) => { action: 'deny' }): void {
    this.openHandler = h;
  }
  /** Fires a navigation event; true when the shell let it through. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const e = new Preventable();
    this.emit(event, e, url);
    return !e.prevented;
  }
}

export class FakeWindow extends EventEmitter {
  readonly webContents: FakeWebContents;
  visible = false;
  maximized = false;
  destroyed = false;
  url: string | null = null;
  bounds: WindowBounds;
  constructor(
    readonly spec: WindowSpec,
    private readonly stand: ElectronStandIn,
  ) {
    super();
    this.bounds = { x: spec.x ?? 10, y: spec.y ?? 10, width: spec.width, height: spec.height };
    this.webContents = new FakeWebContents();
    stand.windows.push(this);
    stand.app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url: string): Promise<void> {
    this.url = url;
    this.emit('ready-to-show');
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {}
  restore(): void {}
  maximize(): void {
    this.maximized = true;
  }
  isMinimized(): boolean {
    return false;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getNormalBounds(): WindowBounds {
    return this.bounds;
  }
  /** The user closes the window; false when the shell kept it (hidden) instead. */
  close(): boolean {
    const e = new Preventable();
    this.emit('close', e);
    if (e.prevented) return false;
    this.destroyed = true;
    this.emit('closed');
    this.stand.windows.splice(this.stand.windows.indexOf(this), 1);
    if (this.stand.windows.length === 0) this.stand.app.emit('window-all-closed');
    return true;
  }
}

class FakeApp extends EventEmitter {
  singleInstanceLock = true;
  quitCalls = 0;
  /** Set once a quit went through (no before-quit listener prevented it). */
  quitted = false;
  loginItem = { openAtLogin: false };
  readonly loginItemWrites: Array<{ openAtLogin: boolean }> = [];
  constructor(
    private readonly paths: { userData: string; downloads: string },
    readonly appPath: string,
  ) {
    super();
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }
  quit(): void {
    this.quitCalls++;
    const e = new Preventable();
    this.emit('before-quit', e);
    if (!e.prevented) this.quitted = true;
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
  getPath(name: 'userData' | 'downloads'): string {
    return this.paths[name];
  }
  getAppPath(): string {
    return this.appPath;
  }
  getLoginItemSettings(): { openAtLogin: boolean } {
    return { ...this.loginItem };
  }
  setLoginItemSettings(settings: { openAtLogin: boolean }): void {
    this.loginItemWrites.push(settings);
    this.loginItem = { openAtLogin: settings.openAtLogin };
  }
}

export class FakeTray extends EventEmitter {
  tooltip = '';
  menu: MenuItemSpec[] = [];
  destroyed = false;
  constructor(readonly image: string) {
    super();
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: object): void {
    this.menu = (menu as { template: MenuItemSpec[] }).template;
  }
  destroy(): void {
    this.destroyed = true;
  }
  /** The tray item with this label (or whose label starts with it). */
  item(label: string): MenuItemSpec {
    const found = this.menu.find((i) => i.label?.startsWith(label));
    if (!found) throw new Error(`no tray item '${label}' in ${JSON.stringify(this.labels())}`);
    return found;
  }
  labels(): string[] {
    return this.menu.filter((i) => i.type !== 'separator').map((i) => i.label ?? `(${i.role})`);
  }
}

export interface DialogCall {
  kind: 'open' | 'save';
  options: { title: string; filters: DialogFilter[]; defaultPath?: string };
}

export class ElectronStandIn {
  readonly app: FakeApp;
  readonly windows: FakeWindow[] = [];
  readonly trays: FakeTray[] = [];
  readonly handlers = new Map<string, Handler>();
  readonly clipboardWrites: string[] = [];
  readonly revealed: string[] = [];
  readonly openedExternally: string[] = [];
  readonly dialogCalls: DialogCall[] = [];
  applicationMenu: MenuItemSpec[] | null = null;
  /** What the next dialog answers (a path, or null for cancel). */
  nextDialogPath: string | null = null;

  constructor(paths: { userData: string; downloads: string; appPath: string }) {
    this.app = new FakeApp(paths, paths.appPath);
  }

  /** The API object handed to `runShell`. */
  port(): ElectronPort {
    // Each fake class closes over this stand-in.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const stand = this;
    return {
      app: this.app,
      BrowserWindow: class extends FakeWindow {
        constructor(spec: WindowSpec) {
          super(spec, stand);
        }
      },
      Menu: {
        buildFromTemplate: (template) => ({ template }),
        setApplicationMenu: (menu) => {
          stand.applicationMenu = (menu as { template: MenuItemSpec[] }).template;
        },
      },
      Tray: class extends FakeTray {
        constructor(image: string) {
          super(image);
          stand.trays.push(this);
        }
      },
      clipboard: { writeText: (text) => void stand.clipboardWrites.push(text) },
      shell: {
        showItemInFolder: (p) => void stand.revealed.push(p),
        openExternal: async (url) => void stand.openedExternally.push(url),
      },
      dialog: {
        showOpenDialog: async (_w, options) => {
          stand.dialogCalls.push({ kind: 'open', options });
          const p = stand.nextDialogPath;
          return { canceled: p === null, filePaths: p === null ? [] : [p] };
        },
        showSaveDialog: async (_w, options) => {
          stand.dialogCalls.push({ kind: 'save', options });
          const p = stand.nextDialogPath;
          return p === null ? { canceled: true } : { canceled: false, filePath: p };
        },
      },
      ipcMain: {
        handle: (channel, listener) => {
          if (stand.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
          stand.handlers.set(channel, listener);
        },
      },
    };
  }

  get window(): FakeWindow {
    const w = this.windows[0];
    if (!w) throw new Error('no window');
    return w;
  }

  get tray(): FakeTray {
    const t = this.trays[0];
    if (!t) throw new Error('no tray');
    return t;
  }

  /** A renderer calls `ipcRenderer.invoke(channel, ...args)` from `frame` of `sender`. */
  async invoke(
    channel: string,
    from: { senderId: number; frame: FrameLike | null },
    ...args: unknown[]
  ): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ sender: { id: from.senderId }, senderFrame: from.frame }, ...args);
  }

  /** The studio window's own top frame, showing `url`. */
  studioFrame(url: string): { senderId: number; frame: FrameLike } {
    return { senderId: this.window.webContents.id, frame: { url, parent: null } };
  }
}
