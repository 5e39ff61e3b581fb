// `npm test`'s first step: `npm run lint` and `npm run typecheck` side by side, one on each
// core (each is a chain of single-threaded tools: eslint, prettier, the cycle check and
// Electronegativity; tsc, then vue-tsc), so the step takes the longer of the two instead of
// their sum. Each one's output is printed whole once it ends, the lint's first; the exit
// status is the first failure's, so either failing fails `npm test` as before.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`, keeping its output; resolves with its exit code and output. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (err) => resolve({ code: 1, output: Buffer.from(`${err.message}\n`) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

const scripts = ['lint', 'typecheck'];
const results = await Promise.all(scripts.map(run));
let status = 0;
for (const [i, { code, output }] of results.entries()) {
  process.stdout.write(`== npm run ${scripts[i]} (${code === 0 ? 'passed' : `exit ${code}`})\n`);
  process.stdout.write(output);
  if (code !== 0 && status === 0) status = code;
}
process.exit(status);
