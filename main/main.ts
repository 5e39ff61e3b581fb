/**
 * Electron main process: starts the gateway in-process (or joins one already running
 * on the same data directory), then opens the studio window on the gateway's own URL.
 * The renderer is an ordinary HTTP client of the gateway; the only thing it asks of
 * main is the connection (base URL + the app's key), over a checked IPC channel.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, shell } from 'electron';
import { createGateway, type Gateway } from '../server/app.ts';
import { DEFAULT_PORT } from '../server/config.ts';
import { ensureAppKey } from '../server/keys/app-key.ts';
import { consoleLogger } from '../server/log.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let gateway: Gateway | null = null;
let connection: { baseUrl: string; apiKey: string } | null = null;

async function startGateway(): Promise<{ baseUrl: string; apiKey: string }> {
  const uiDir = path.join(here, '..', 'renderer');
  gateway = await createGateway({
    dataDir: app.getPath('userData'),
    port: DEFAULT_PORT,
    uiDir,
    logger: consoleLogger(),
  });
  let bound: { url: string } | null = null;
  for (let port = DEFAULT_PORT; port < DEFAULT_PORT + 20 && !bound; port++) {
    gateway.config.port = port;
    bound = await gateway.listen().catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') return null;
      throw err;
    });
  }
  if (!bound) throw new Error('No free port for the gateway.');
  return { baseUrl: bound.url, apiKey: await ensureAppKey(gateway.keys) };
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
