// `npm run bench`: every bench in this folder, one after another (or those named:
// `npm run bench -- gateway speech`). Each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = 0;
for (const name of benches) {
  console.log(`\n== bench/${name}.ts`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.ts`], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
