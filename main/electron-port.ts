/**
 * The part of Electron the shell uses, as narrow interfaces: main.ts hands the real
 * `electron` module over (the compiler checks it fits), the tests a recording stand-in
 * (test/helpers/electron-stand-in.ts). Nothing here is Electron's own type.
 */

export interface PreventableEvent {
  preventDefault(): void;
}

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export interface WebPreferencesSpec {
  preload: string;
  contextIsolation: boolean;
  sandbox: boolean;
  nodeIntegration: boolean;
  nodeIntegrationInWorker: boolean;
  nodeIntegrationInSubFrames: boolean;
  webSecurity: boolean;
  allowRunningInsecureContent: boolean;
  experimentalFeatures: boolean;
  webviewTag: boolean;
  navigateOnDragDrop: boolean;
  safeDialogs: boolean;
}

export interface WindowSpec extends WindowBounds {
  minWidth: number;
  minHeight: number;
  title: string;
  show: boolean;
  icon?: string;
  webPreferences: WebPreferencesSpec;
}

export interface FrameLike {
  url: string;
  parent: FrameLike | null;
}

export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: never[]) => boolean): void;
}

export interface WebContentsLike {
  readonly id: number;
  readonly session: PermissionSession;
  send(channel: string, ...args: unknown[]): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
}

export interface BrowserWindowLike {
  readonly webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  show(): void;
  hide(): void;
  focus(): void;
  restore(): void;
  maximize(): void;
  isMinimized(): boolean;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  getNormalBounds(): WindowBounds;
  on(event: 'close', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  on(event: 'ready-to-show', listener: () => void): unknown;
}

export interface MenuItemSpec {
  label?: string;
  type?: 'normal' | 'separator' | 'checkbox' | 'submenu';
  role?: string;
  accelerator?: string;
  registerAccelerator?: boolean;
  enabled?: boolean;
  checked?: boolean;
  submenu?: MenuItemSpec[];
  click?: () => void;
}

/** A menu Electron built from a template; the shell only hands it back. */
export type MenuHandle = object;

export interface IpcEventLike {
  readonly sender: { readonly id: number };
  readonly senderFrame: FrameLike | null;
}

export interface DialogFilter {
  name: string;
  extensions: string[];
}

export interface ElectronPort {
  app: {
    requestSingleInstanceLock(): boolean;
    quit(): void;
    whenReady(): Promise<unknown>;
    getPath(name: 'userData' | 'downloads'): string;
    getAppPath(): string;
    getLoginItemSettings(): { openAtLogin: boolean };
    setLoginItemSettings(settings: { openAtLogin: boolean }): void;
    on(event: 'second-instance', listener: () => void): unknown;
    on(event: 'activate', listener: () => void): unknown;
    on(event: 'window-all-closed', listener: () => void): unknown;
    on(event: 'before-quit', listener: (event: PreventableEvent) => void): unknown;
    on(
      event: 'web-contents-created',
      listener: (event: unknown, contents: WebContentsLike) => void,
    ): unknown;
  };
  BrowserWindow: new (spec: WindowSpec) => BrowserWindowLike;
  Menu: {
    buildFromTemplate(template: MenuItemSpec[]): MenuHandle;
    setApplicationMenu(menu: MenuHandle): void;
  };
  Tray: new (image: string) => {
    setToolTip(text: string): void;
    setContextMenu(menu: MenuHandle): void;
    on(event: 'click', listener: () => void): unknown;
    destroy(): void;
  };
  clipboard: { writeText(text: string): void };
  shell: {
    showItemInFolder(fullPath: string): void;
    openExternal(url: string): Promise<void>;
  };
  dialog: {
    showOpenDialog(
      window: BrowserWindowLike,
      options: { title: string; properties: 'openFile'[]; filters: DialogFilter[] },
    ): Promise<{ canceled: boolean; filePaths: string[] }>;
    showSaveDialog(
      window: BrowserWindowLike,
      options: { title: string; defaultPath: string; filters: DialogFilter[] },
    ): Promise<{ canceled: boolean; filePath?: string }>;
  };
  ipcMain: {
    handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  };
}
