/**
 * Electron main process: starts the gateway in-process, or joins one already running on the
 * same data directory (a `voxmesh serve`) without opening its database (server/start.ts),
 * then opens the studio window on the gateway's own URL.
 * The renderer is an ordinary HTTP client of the gateway; the only thing it asks of
 * main is the connection (base URL + the app's key), over a checked IPC channel.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, shell } from 'electron';
import type { Gateway } from '../server/app.ts';
import { DEFAULT_PORT } from '../server/config.ts';
import { consoleLogger } from '../server/log.ts';
import { appKeyOf, start } from '../server/start.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let gateway: Gateway | null = null;
let connection: { baseUrl: string; apiKey: string } | null = null;

/** Our own gateway, or the one a `voxmesh serve` already runs on this data directory. */
async function startGateway(): Promise<{ baseUrl: string; apiKey: string }> {
  const started = await start({
    dataDir: app.getPath('userData'),
    port: DEFAULT_PORT,
    uiDir: path.join(here, '..', 'renderer'),
    logger: consoleLogger(),
    otherGatewayAtPort: 'next',
  });
  if (started.kind === 'started') gateway = started.gateway;
  return { baseUrl: started.url, apiKey: await appKeyOf(started) };
}

function createWindow(conn: { baseUrl: string }): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    title: 'VoxMesh',
    webPreferences: {
      preload: path.join(here, '..', 'preload', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  const origin = new URL(conn.baseUrl).origin;
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:/.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== origin) event.preventDefault();
  });
  void win.loadURL(`${conn.baseUrl}/`);
}

ipcMain.handle('voxmesh:connection', (event) => {
  const sender = event.senderFrame?.url;
  if (!connection || !sender || new URL(sender).origin !== new URL(connection.baseUrl).origin) {
    throw new Error('refused: the connection is only handed to the studio window');
  }
  return connection;
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('before-quit', (event) => {
  if (!gateway) return;
  event.preventDefault();
  const closing = gateway;
  gateway = null;
  void closing.close().finally(() => app.quit());
});

void app.whenReady().then(async () => {
  connection = await startGateway();
  createWindow(connection);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0 && connection) createWindow(connection);
  });
});
