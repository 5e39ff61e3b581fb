/**
 * Electron main process entry: the real Electron API handed to the shell (shell.ts), with
 * the paths of the bundle (dist/main/main.js beside dist/preload and dist/renderer).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { DEFAULT_PORT, defaultDataDir } from '../server/config.ts';
import { consoleLogger } from '../server/log.ts';
import type { ElectronPort } from './electron-port.ts';
import { runShell } from './shell.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = electron.app.getAppPath();

runShell(
  // Electron's declarations are far wider than the port; its classes' overloads defeat a
  // structural check, so the port is asserted here and exercised by the stand-in tests.
  electron as unknown as ElectronPort,
  {
    dataDir: process.env.VOXMESH_DATA_DIR ?? defaultDataDir(),
    stateDir: electron.app.getPath('userData'),
    uiDir: path.join(here, '..', 'renderer'),
    preload: path.join(here, '..', 'preload', 'preload.cjs'),
    trayIcon: path.join(root, 'assets', 'tray.png'),
    port: process.env.VOXMESH_PORT ? Number(process.env.VOXMESH_PORT) : DEFAULT_PORT,
    platform: process.platform,
    logger: consoleLogger(),
  },
);
