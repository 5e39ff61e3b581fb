// 3D exports and thumbnails: per prompt, a mesh-6 GLB (draft and textured) is built, then
// each derived file is made in-process (the same code the mesh workers run) and timed.
// Targets (issue #13): thumbnail < 300 ms per task; each export < 500 ms for mesh-6.
// Prints figures only. `--out DIR` also writes every thumbnail and export there to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DerivedKind } from '../server/mesh/export/derive-job.ts';
import { DERIVED_FILES } from '../server/mesh/export/formats.ts';
import { runDeriveJob } from '../server/mesh/export/run-derive.ts';
import type { MeshJob } from '../server/mesh/job.ts';
import { runMeshJob } from '../server/mesh/run-job.ts';

const PROMPTS = [
  'a red wooden chair with armrests',
  'a small house with a chimney',
  'a golden cat',
  'a blue ceramic vase',
];
const KINDS: DerivedKind[] = ['thumbnail', 'obj', 'stl', 'usdz'];
const RUNS = 3;
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
if (outDir) await mkdir(outDir, { recursive: true });

function job(prompt: string, mode: 'draft' | 'textured'): MeshJob {
  return {
    mode,
    artStyle: 'realistic',
    family: 'mesh-6',
    texturePrompt: null,
    shape: { seed: 7, prompt, image: null },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Warm-up: load sharp, gltf-transform and let the hot loops compile.
{
  const { glb } = await runMeshJob(job('a cup', 'textured'), () => undefined);
  for (const derive of KINDS) await runDeriveJob({ derive, glb });
}

console.log(`mesh-6 exports in-process, median of ${RUNS} runs: wall ms (file size), then CPU ms`);
console.log(
  "(CPU time counts every thread of the process, sharp's too; it reads less high than wall",
);
console.log('time when the machine is shared)');
console.log(
  `  ${'prompt'.padEnd(35)} ${'mode'.padEnd(9)} ${'tris'.padStart(6)}  ${KINDS.map((k) => k.padStart(16)).join('  ')}   CPU: ${KINDS.join(' / ')}`,
);
for (const prompt of PROMPTS) {
  for (const mode of ['draft', 'textured'] as const) {
    const built = await runMeshJob(job(prompt, mode), () => undefined);
    const cells: string[] = [];
    const cpus: string[] = [];
    for (const derive of KINDS) {
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes: Uint8Array = new Uint8Array();
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        bytes = (await runDeriveJob({ derive, glb: built.glb })).bytes;
        const c = process.cpuUsage(c0);
        times.push(performance.now() - t0);
        cpu.push((c.user + c.system) / 1000);
      }
      cpus.push(median(cpu).toFixed(0).padStart(5));
      cells.push(
        `${median(times).toFixed(0).padStart(5)} (${(bytes.length / 1024).toFixed(0)} KiB)`,
      );
      if (outDir) {
        const name = `${prompt.replace(/\W+/g, '-')}-${mode}.${DERIVED_FILES[derive].ext === 'zip' ? 'obj.zip' : DERIVED_FILES[derive].ext}`;
        await writeFile(path.join(outDir, name), bytes);
      }
    }
    console.log(
      `  ${prompt.padEnd(35)} ${mode.padEnd(9)} ${String(built.triangles).padStart(6)}  ${cells.map((c) => c.padStart(16)).join('  ')}   CPU: ${cpus.join(' /')}`,
    );
  }
}
