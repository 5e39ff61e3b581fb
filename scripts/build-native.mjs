// `npm install` (postinstall): builds native/malloc-tune, the gateway's glibc allocator
// settings (docs/architecture.md "Memory"), with the node-gyp npm runs scripts with. It is
// optional: should the build fail (no compiler, not glibc), the gateway runs the same with more
// memory resident, and this says so instead of failing the install.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../native/malloc-tune/', import.meta.url));

function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  try {
    return createRequire(import.meta.url).resolve('node-gyp/bin/node-gyp.js');
  } catch {
    return null;
  }
}

const gyp = nodeGyp();
const result = gyp
  ? spawnSync(process.execPath, [gyp, 'rebuild', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    })
  : null;
if (!result || result.status !== 0) {
  console.warn(
    'voxmesh: native/malloc-tune was not built (node-gyp ' +
      (gyp ? 'failed' : 'not found') +
      '); the gateway works without it but keeps more memory resident (docs/architecture.md "Memory").',
  );
}
