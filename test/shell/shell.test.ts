import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../preload/api.ts';
import { runShell, type Shell } from '../../main/shell.ts';
import { silentLogger } from '../../server/log.ts';
import { instanceFile } from '../../server/store/instance.ts';
import { spawnServe } from '../helpers/cli.ts';
import { ElectronStandIn } from '../helpers/electron-stand-in.ts';
import { bearer, rawRequest, removeDir, tempDir } from '../helpers/gateway.ts';

interface Running {
  stand: ElectronStandIn;
  shell: Shell;
  dataDir: string;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A shell on the stand-in with a fresh data directory (or the one given). */
async function launch(
  opts: { dataDir?: string; stateDir?: string; lock?: boolean } = {},
): Promise<Running> {
  const dataDir = opts.dataDir ?? (await tempDir('voxmesh-shell-'));
  const stateDir = opts.stateDir ?? dataDir;
  const stand = new ElectronStandIn({ userData: stateDir, downloads: dataDir, appPath: '/app' });
  if (opts.lock === false) stand.app.singleInstanceLock = false;
  const shell = runShell(stand.port(), {
    dataDir,
    stateDir,
    uiDir: path.join(dataDir, 'no-ui'),
    preload: '/app/dist/preload/preload.cjs',
    trayIcon: '/app/assets/tray.png',
    port: 0,
    platform: 'linux',
    logger: silentLogger,
    secretStore: 'file',
    warmUp: false,
  });
  await shell.ready;
  cleanups.push(async () => {
    if (!stand.app.quitted) stand.app.quit();
    await shell.closed;
    if (!opts.dataDir) await removeDir(dataDir);
  });
  return { stand, shell, dataDir };
}

describe('desktop shell: the studio window', () => {
  it('is isolated, sandboxed and without Node, and loads the gateway it started', async () => {
    const { stand, shell } = await launch();
    const prefs = stand.window.spec.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/dist/preload/preload.cjs',
    });
    const link = shell.link();
    expect(link?.kind).toBe('started');
    expect(stand.window.url).toBe(`${link?.baseUrl}/`);
    expect(stand.window.visible).toBe(true);
    const health = await rawRequest(`${link?.baseUrl}/health`);
    expect(health.status).toBe(200);
  });

  it('stays on the gateway: other origins, new windows, webviews and permissions are refused', async () => {
    const { stand, shell } = await launch();
    const wc = stand.window.webContents;
    const base = shell.link()?.baseUrl ?? '';
    expect(wc.navigate(`${base}/#/history`)).toBe(true);
    expect(wc.navigate('https://example.com/')).toBe(false);
    expect(wc.navigate('file:///etc/passwd')).toBe(false);
    expect(wc.navigate('https://example.com/', 'will-redirect')).toBe(false);

    expect(wc.openHandler?.({ url: 'https://example.com/docs' })).toEqual({ action: 'deny' });
    expect(wc.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    // An https link opens in the system browser instead; nothing else is handed out.
    expect(stand.openedExternally).toEqual(['https://example.com/docs']);

    const webview = { prevented: false, preventDefault: () => (webview.prevented = true) };
    wc.emit('will-attach-webview', webview);
    expect(webview.prevented).toBe(true);

    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      wc.session.permissionRequest?.(wc, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(wc.session.permissionCheck?.()).toBe(false);
  });

  it('remembers its size, place and maximised state', async () => {
    const stateDir = await tempDir('voxmesh-shell-state-');
    cleanups.push(() => removeDir(stateDir));
    const first = await launch({ stateDir });
    expect(first.stand.window.spec).toMatchObject({ width: 1280, height: 860 });
    first.stand.window.bounds = { x: 40, y: 30, width: 1000, height: 700 };
    first.stand.window.maximized = true;
    first.stand.app.quit();
    expect(first.stand.window.close()).toBe(true);
    await first.shell.closed;

    const second = await launch({ stateDir });
    expect(second.stand.window.spec).toMatchObject({ x: 40, y: 30, width: 1000, height: 700 });
    expect(second.stand.window.maximized).toBe(true);
  });
});

describe('desktop shell: one instance, one gateway per data directory', () => {
  it('a second launch quits at once; the first one shows its window again', async () => {
    const second = await launch({ lock: false });
    expect(second.shell.primary).toBe(false);
    expect(second.stand.app.quitCalls).toBe(1);
    expect(second.stand.windows).toHaveLength(0);
    expect(second.stand.trays).toHaveLength(0);
    expect(existsSync(instanceFile(second.dataDir))).toBe(false);

    const first = await launch();
    first.stand.window.hide();
    first.stand.app.emit('second-instance');
    await new Promise((r) => setImmediate(r));
    expect(first.stand.window.visible).toBe(true);
  });

  it('joins a voxmesh serve already running on the same data directory', async () => {
    const dataDir = await tempDir('voxmesh-shell-join-');
    const serve = await spawnServe(['--port', '0', '--data-dir', dataDir]);
    cleanups.push(async () => {
      serve.child.kill('SIGTERM');
      await serve.exited;
      await removeDir(dataDir);
    });
    const { stand, shell } = await launch({ dataDir });
    const link = shell.link();
    expect(link?.kind).toBe('joined');
    expect(link?.baseUrl).toBe(serve.url);
    expect(stand.window.url).toBe(`${serve.url}/`);
    // The studio's key came from the running gateway and works there.
    const models = await rawRequest(`${serve.url}/v1/models`, {
      headers: bearer(link?.apiKey ?? ''),
    });
    expect(models.status).toBe(200);
    expect(stand.tray.item('Using voxmesh serve on port').label).toMatch(/no tasks in progress/);
    // Not this app's gateway: the studio is told where it is stopped, and cannot stop it.
    const studio = stand.studioFrame(`${serve.url}/#/settings`);
    expect(await stand.invoke(CHANNELS.serverState, studio)).toEqual({
      state: 'external',
      url: `${serve.url}/v1`,
    });
    expect(await stand.invoke(CHANNELS.setServerRunning, studio, false)).toMatchObject({
      state: 'external',
    });
    expect((await rawRequest(`${serve.url}/health`)).status).toBe(200);

    // Quitting the app leaves the serve running, still owning the data directory.
    stand.app.quit();
    await shell.closed;
    expect(stand.app.quitted).toBe(true);
    expect((await rawRequest(`${serve.url}/health`)).status).toBe(200);
    const info = JSON.parse(await readFile(instanceFile(dataDir), 'utf8')) as { pid: number };
    expect(info.pid).toBe(serve.child.pid);
  });
});

describe('desktop shell: the bridge', () => {
  it('hands the connection to the studio window only', async () => {
    const { stand, shell } = await launch();
    const base = shell.link()?.baseUrl ?? '';
    const studio = stand.studioFrame(`${base}/#/speech`);
    const connection = (await stand.invoke(CHANNELS.connection, studio)) as {
      baseUrl: string;
      apiKey: string;
    };
    expect(connection.baseUrl).toBe(base);
    const models = await rawRequest(`${base}/v1/models`, { headers: bearer(connection.apiKey) });
    expect(models.status).toBe(200);

    const refused = /refused: the bridge answers the studio window only/;
    const elsewhere = {
      senderId: studio.senderId,
      frame: { url: 'https://evil.example/', parent: null },
    };
    await expect(async () => stand.invoke(CHANNELS.connection, elsewhere)).rejects.toThrow(refused);
    const subframe = {
      senderId: studio.senderId,
      frame: { url: `${base}/`, parent: studio.frame },
    };
    await expect(async () => stand.invoke(CHANNELS.connection, subframe)).rejects.toThrow(refused);
    const otherContents = { senderId: 999_999, frame: { url: `${base}/`, parent: null } };
    await expect(async () => stand.invoke(CHANNELS.connection, otherContents)).rejects.toThrow(
      refused,
    );
    const noFrame = { senderId: studio.senderId, frame: null };
    for (const channel of [CHANNELS.openFile, CHANNELS.saveFile, CHANNELS.reveal]) {
      await expect(async () => stand.invoke(channel, noFrame, 'text')).rejects.toThrow(refused);
      await expect(async () => stand.invoke(channel, elsewhere, 'text')).rejects.toThrow(refused);
    }
  });

  it('stops and starts the gateway it runs, for the studio window only', async () => {
    const { stand, shell } = await launch();
    const base = shell.link()?.baseUrl ?? '';
    const studio = stand.studioFrame(`${base}/#/settings`);
    expect(await stand.invoke(CHANNELS.serverState, studio)).toEqual({
      state: 'running',
      url: `${base}/v1`,
    });
    const elsewhere = {
      senderId: studio.senderId,
      frame: { url: 'https://evil.example/', parent: null },
    };
    await expect(async () =>
      stand.invoke(CHANNELS.setServerRunning, elsewhere, false),
    ).rejects.toThrow(/refused/);
    expect((await rawRequest(`${base}/health`)).status).toBe(200);

    expect(await stand.invoke(CHANNELS.setServerRunning, studio, false)).toMatchObject({
      state: 'stopped',
    });
    await expect(rawRequest(`${base}/health`)).rejects.toThrow();
    await shell.refreshTray();
    expect(stand.tray.item('Server stopped').label).toMatch(/^Server stopped \(port \d+\)$/);

    // Started again on the same port, with the same key: the studio's page stays valid.
    expect(await stand.invoke(CHANNELS.setServerRunning, studio, true)).toEqual({
      state: 'running',
      url: `${base}/v1`,
    });
    const models = await rawRequest(`${base}/v1/models`, {
      headers: bearer(shell.link()?.apiKey ?? ''),
    });
    expect(models.status).toBe(200);
    await expect(async () =>
      stand.invoke(CHANNELS.setServerRunning, studio, 'yes'),
    ).rejects.toThrow(/true or false/);
  });

  it('opens and saves files through native dialogs, and reveals only what it saved', async () => {
    const { stand, shell, dataDir } = await launch();
    const studio = stand.studioFrame(`${shell.link()?.baseUrl}/`);

    const source = path.join(dataDir, 'chapter.md');
    await writeFile(source, '# One\nHello.');
    stand.nextDialogPath = source;
    const picked = (await stand.invoke(CHANNELS.openFile, studio, 'text')) as {
      name: string;
      bytes: Uint8Array;
    };
    expect(picked.name).toBe('chapter.md');
    expect(Buffer.from(picked.bytes).toString()).toBe('# One\nHello.');
    expect(stand.dialogCalls[0]?.options.filters[0]?.extensions).toEqual(
      expect.arrayContaining(['txt', 'md', 'epub']),
    );
    stand.nextDialogPath = null;
    expect(await stand.invoke(CHANNELS.openFile, studio, 'image')).toBeNull();
    await expect(async () => stand.invoke(CHANNELS.openFile, studio, 'exe')).rejects.toThrow(
      /kind/,
    );

    const target = path.join(dataDir, 'speech.mp3');
    stand.nextDialogPath = target;
    const saved = (await stand.invoke(
      CHANNELS.saveFile,
      studio,
      'audio',
      '../../speech.mp3',
      new Uint8Array([1, 2, 3]),
    )) as { id: string; name: string };
    expect(saved.name).toBe('speech.mp3');
    expect([...(await readFile(target))]).toEqual([1, 2, 3]);
    // Only a file name is suggested, in the Downloads folder.
    expect(stand.dialogCalls.at(-1)?.options.defaultPath).toBe(path.join(dataDir, 'speech.mp3'));

    await stand.invoke(CHANNELS.reveal, studio, saved.id);
    expect(stand.revealed).toEqual([target]);
    await expect(async () => stand.invoke(CHANNELS.reveal, studio, '/etc/passwd')).rejects.toThrow(
      /not a file saved/,
    );
  });
});

describe('desktop shell: tray and menu', () => {
  it('shows the status and the tray items; start at login is off and only a click turns it on', async () => {
    const { stand, shell } = await launch();
    const link = shell.link();
    expect(stand.tray.labels()).toEqual([
      `Running on port ${link?.port} — no tasks in progress`,
      'Open studio',
      'Copy API URL',
      'Copy API key',
      'Start at login',
      'Keep running in the tray while tasks run',
      'Quit VoxMesh',
    ]);
    expect(stand.tray.item('Start at login')).toMatchObject({ type: 'checkbox', checked: false });
    // Starting never writes the login item.
    expect(stand.app.loginItemWrites).toEqual([]);

    stand.tray.item('Copy API URL').click?.();
    stand.tray.item('Copy API key').click?.();
    expect(stand.clipboardWrites).toEqual([`${link?.baseUrl}/v1`, link?.apiKey]);

    stand.tray.item('Start at login').click?.();
    expect(stand.app.loginItemWrites).toEqual([{ openAtLogin: true }]);
    await shell.refreshTray();
    expect(stand.tray.item('Start at login').checked).toBe(true);

    stand.window.hide();
    stand.tray.item('Open studio').click?.();
    await new Promise((r) => setImmediate(r));
    expect(stand.window.visible).toBe(true);
  });

  it('has the standard roles and the studio shortcuts in the application menu', async () => {
    const { stand } = await launch();
    const menu = stand.applicationMenu ?? [];
    expect(menu.map((m) => m.role ?? m.label)).toEqual([
      'Studio',
      'editMenu',
      'viewMenu',
      'windowMenu',
      'help',
    ]);
    const studio = menu[0]?.submenu ?? [];
    expect(studio.filter((i) => i.accelerator).map((i) => [i.label, i.accelerator])).toEqual([
      ['Speech', 'CmdOrCtrl+1'],
      ['Long text', 'CmdOrCtrl+2'],
      ['Live', 'CmdOrCtrl+3'],
      ['3D', 'CmdOrCtrl+4'],
      ['History', 'CmdOrCtrl+5'],
      ['Settings', 'CmdOrCtrl+,'],
      ['Generate', 'CmdOrCtrl+Enter'],
      ['Save result', 'CmdOrCtrl+S'],
      ['Play or pause', 'Space'],
    ]);
    studio.find((i) => i.label === 'History')?.click?.();
    await new Promise((r) => setImmediate(r));
    expect(stand.window.webContents.sent).toEqual([
      { channel: CHANNELS.navigate, args: ['/history'] },
    ]);
  });

  it('closing the window while a task runs keeps the app in the tray; quit waits for the gateway', async () => {
    const { stand, shell, dataDir } = await launch();
    const link = shell.link();
    const key = link?.apiKey ?? '';
    const submitted = await rawRequest(`${link?.baseUrl}/v1/3d`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'mesh-6', prompt: 'a wooden chair', mode: 'textured' }),
    });
    expect(submitted.status).toBe(200);
    const id = submitted.json<{ id: string }>().id;

    expect(stand.window.close()).toBe(false);
    expect(stand.window.visible).toBe(false);
    expect(stand.app.quitted).toBe(false);

    // Quit from the tray: held until the gateway has stopped and flushed, then done.
    stand.tray.item('Quit VoxMesh').click?.();
    expect(stand.app.quitted).toBe(false);
    await shell.closed;
    expect(stand.app.quitted).toBe(true);
    expect(stand.tray.destroyed).toBe(true);
    expect(existsSync(instanceFile(dataDir))).toBe(false);
    const history = await readFile(path.join(dataDir, 'voxmesh.db.json'), 'utf8');
    expect(history.length).toBeGreaterThan(0);
    expect(id).toMatch(/^task_/);
  });

  it('with the setting off, closing the window quits even while a task runs', async () => {
    const { stand, shell } = await launch();
    stand.tray.item('Keep running in the tray while tasks run').click?.();
    expect(shell.settings().keepRunningWhileTasksRun).toBe(false);
    const link = shell.link();
    await rawRequest(`${link?.baseUrl}/v1/3d`, {
      method: 'POST',
      headers: { ...bearer(link?.apiKey ?? ''), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'mesh-6', prompt: 'a lamp', mode: 'draft' }),
    });
    expect(stand.window.close()).toBe(true);
    await shell.closed;
    expect(stand.app.quitted).toBe(true);
  });
});
