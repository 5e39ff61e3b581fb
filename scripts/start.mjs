// `npm start`: the studio. With an Electron binary it opens the desktop window; without
// one (it cannot be downloaded on every machine) it serves the very same UI from the
// gateway and prints the address to open in a browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('dist/renderer/index.html')) run('npx', ['vite', 'build', '--logLevel', 'warn']);

// Requiring `electron` downloads its binary when it is missing (npm install does not:
// allowScripts keeps its install script off), so this is where it is fetched on demand.
function electronBinary() {
  if (process.env.VOXMESH_BROWSER) return null;
  try {
    const bin = require('electron');
    return typeof bin === 'string' && existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

const electron = electronBinary();
const passThrough = process.argv.slice(2);
let child;
if (electron && !process.env.VOXMESH_BROWSER) {
  run(process.execPath, ['scripts/build-main.mjs']);
  child = spawn(electron, ['.', ...passThrough], { stdio: 'inherit' });
} else {
  console.log(
    'Electron is not available here (its binary could not be downloaded, or VOXMESH_BROWSER ' +
      'is set), so the studio runs in your browser instead: open the "Studio UI" address ' +
      'printed below.',
  );
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli.ts', 'serve', '--ui', ...passThrough],
    {
      stdio: 'inherit',
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
