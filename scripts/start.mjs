// `npm start`: the studio. With an Electron binary it opens the desktop window; without
// one (it cannot be downloaded on every machine) it serves the very same UI from the
// gateway and prints the address to open in a browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/**
 * V8 flags for the process the gateway runs in (docs/architecture.md "Memory"): 2 MB
 * semi-spaces keep the main thread's young generation from growing to 3 × 16 MB while a long
 * text is read, for about 1 % more CPU. `npm run serve` and the Linux packages pass the same.
 */
const NODE_FLAGS = JSON.parse(
  readFileSync(new URL('./gateway-node-flags.json', import.meta.url), 'utf8'),
);
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('dist/renderer/index.html')) run('npx', ['vite', 'build', '--logLevel', 'warn']);

// The Electron binary, fetched on first use: npm install does not (allowScripts keeps the
// package's install script off). Its own download prints a stack trace when there is no
// network, and requiring `electron` would start it with that output on our terminal; so the
// download runs here quietly and one plain sentence says why the browser is used instead
// (docs/decisions.md, "Start-up a newcomer trusts").
let electronMissing = 'VOXMESH_BROWSER is set';
function electronBinary() {
  if (process.env.VOXMESH_BROWSER) return null;
  let dir;
  try {
    dir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    electronMissing = 'the electron package is not installed';
    return null;
  }
  const installed = () => {
    const pathFile = path.join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const bin = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(bin) ? bin : null;
  };
  const ready = installed();
  if (ready) return ready;
  console.log('Fetching the Electron binary…');
  const fetched = spawnSync(process.execPath, [path.join(dir, 'install.js')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const bin = installed();
  if (!bin) {
    const said = `${fetched.stderr ?? ''}\n${fetched.stdout ?? ''}`;
    const why = /(?:Error|error):\s*([^\n]+)/.exec(said)?.[1]?.trim();
    electronMissing = `its binary could not be downloaded${why ? `: ${why}` : ''}`;
  }
  return bin;
}

const electron = electronBinary();
const passThrough = process.argv.slice(2);
let child;
if (electron) {
  run(process.execPath, ['scripts/build-main.mjs']);
  // Electron's main process (the gateway's) takes V8 flags only this way, at launch.
  child = spawn(electron, [`--js-flags=${NODE_FLAGS.join(' ')}`, '.', ...passThrough], {
    stdio: 'inherit',
  });
} else {
  console.log(
    `Electron is not available here (${electronMissing}), so the studio runs in your browser ` +
      'instead: open the "Studio UI" address printed below.',
  );
  child = spawn(
    process.execPath,
    [...NODE_FLAGS, '--import', 'tsx', 'server/cli.ts', 'serve', '--ui', ...passThrough],
    {
      stdio: 'inherit',
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
