// `npm run lint` runs Doyensec's Electronegativity over the desktop shell's code: main/,
// preload/, the UI's index.html (its CSP meta) and package.json (the Electron version).
// Every finding is printed; the run fails on a HIGH (or worse) one.
// Its release-notes check wants GitHub (unreachable here and on CI): it says so and goes on;
// a scan takes about 25 s, most of it waiting for that. Release builds follow Electron's
// support window instead (README).
// Usage: node scripts/electronegativity.mjs [dir to scan instead of the project]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pkgFile = require.resolve('@doyensec/electronegativity/package.json');
const cli = path.join(
  path.dirname(pkgFile),
  JSON.parse(readFileSync(pkgFile, 'utf8')).bin.electronegativity,
);
const electronVersion = JSON.parse(
  readFileSync('node_modules/electron/package.json', 'utf8'),
).version;

const work = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-eneg-'));
try {
  const input = process.argv[2] ?? path.join(work, 'app');
  if (!process.argv[2]) {
    for (const p of ['main', 'preload', 'package.json', 'renderer/index.html']) {
      cpSync(p, path.join(input, p), { recursive: true });
    }
  }
  const csv = path.join(work, 'findings.csv');
  const run = spawnSync(
    process.execPath,
    [cli, '-i', input, '-r', '-v', 'false', '-e', electronVersion, '-o', csv],
    { encoding: 'utf8' },
  );
  let rows;
  try {
    rows = readFileSync(csv, 'utf8').trim().split('\n').slice(1);
  } catch {
    process.stderr.write(`electronegativity did not run:\n${run.stdout}\n${run.stderr}\n`);
    process.exit(1);
  }
  const findings = rows.map((line) => {
    const [id, severity, confidence, file, location] = line
      .split(',')
      .map((c) => c.replace(/^"|"$/g, ''));
    return { id, severity, confidence, file, location };
  });
  const blocking = findings.filter((f) => f.severity === 'HIGH' || f.severity === 'CRITICAL');
  for (const f of findings) {
    console.log(`electronegativity: ${f.severity} ${f.confidence} ${f.id} ${f.file}:${f.location}`);
  }
  console.log(
    `electronegativity (Electron ${electronVersion}): ${findings.length} finding(s), ${blocking.length} high-severity`,
  );
  process.exit(blocking.length > 0 ? 1 : 0);
} finally {
  rmSync(work, { recursive: true, force: true });
}
