// History at 1,000 and 100,000 records, side by side: the records are written straight into
// a fresh data directory (as the gateway would have), then a gateway starts on it in its own
// process. Prints start-up time, one state change (time and bytes written, beside what one
// whole-file rewrite of that history would write), GET /v1/tasks first-page latency over
// HTTP, and sync speech time. Asserts nothing.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway } from '../server/app.ts';
import { silentLogger } from '../server/log.ts';
import { writeHistoryFiles } from '../server/store/history-log.ts';
import { spawnJsonLine, stop } from './lib/child.ts';
import { historyRecords } from './lib/history-records.ts';
import { percentile } from './lib/load.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const SIZES = [1_000, 100_000];
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 300);
const SPEECH_REQUESTS = Number(process.env.BENCH_SPEECH_REQUESTS ?? 15);
const SPEECH_TEXT =
  'The morning train left the station on time. She counted the boxes twice before signing ' +
  'the form, and a light rain fell over the harbour while the boats rocked gently there.';

interface ServerInfo {
  url: string;
  key: string;
  startupMs: number;
  startupCpuMs: number;
  rssMb: number;
  appendMs: number;
  appendBytes: number;
  stateChangeMs: number;
  stateChangeBytes: number;
}

function request(
  agent: http.Agent,
  url: string,
  key: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        agent,
        method: body ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${key}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - t0) / 1e6 }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(n: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-history-'));
  try {
    // The main database (a key), then the history written straight into the folder.
    const setup = await createGateway({ dataDir, secretStore: 'file', logger: silentLogger });
    const { record: key } = await setup.keys.create({ label: 'history' });
    await setup.close();
    const records = historyRecords(n, key.owner, key.id);
    await writeHistoryFiles(path.join(dataDir, 'history'), records, 2000);
    const wholeFileBytes = Buffer.byteLength(JSON.stringify(records));

    const { child, info } = await spawnJsonLine<ServerInfo>(here('./servers/history-server.ts'), [
      dataDir,
    ]);
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const page: number[] = [];
      for (let i = 0; i < PAGE_REQUESTS + 20; i++) {
        const r = await request(agent, `${info.url}/v1/tasks`, info.key);
        if (r.status !== 200) throw new Error(`GET /v1/tasks gave ${r.status}`);
        if (i >= 20) page.push(r.ms);
      }
      const speech: number[] = [];
      const body = JSON.stringify({
        model: 'beta-speech-v8',
        input: SPEECH_TEXT,
        voice: 'en_female_ava',
      });
      for (let i = 0; i < SPEECH_REQUESTS + 2; i++) {
        const r = await request(agent, `${info.url}/v1/audio/speech`, info.key, body);
        if (r.status !== 200) throw new Error(`POST /v1/audio/speech gave ${r.status}`);
        if (i >= 2) speech.push(r.ms);
      }
      agent.destroy();
      page.sort((a, b) => a - b);
      speech.sort((a, b) => a - b);
      return { n, info, wholeFileBytes, page, speech };
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const n of SIZES) results.push(await measure(n));

const fmt = (x: number, d = 1) => x.toFixed(d).padStart(9);
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`.padStart(12);
console.log(
  `records                         ${results.map((r) => String(r.n).padStart(12)).join('')}`,
);
console.log(
  `start-up (createGateway+listen) ${results.map((r) => `${fmt(r.info.startupMs)} ms`).join('')}`,
);
console.log(
  `  CPU time of that start-up     ${results.map((r) => `${fmt(r.info.startupCpuMs)} ms`).join('')}`,
);
console.log(
  `RSS after start-up              ${results.map((r) => `${fmt(r.info.rssMb)} MB`).join('')}`,
);
console.log(
  `record a finished request: time ${results.map((r) => `${fmt(r.info.appendMs, 2)} ms`).join('')}`,
);
console.log(
  `                          bytes ${results.map((r) => kb(r.info.appendBytes)).join('')}`,
);
console.log(
  `task state change: time         ${results.map((r) => `${fmt(r.info.stateChangeMs, 2)} ms`).join('')}`,
);
console.log(
  `                   bytes        ${results.map((r) => kb(r.info.stateChangeBytes)).join('')}`,
);
console.log(`(one whole-history rewrite)     ${results.map((r) => kb(r.wholeFileBytes)).join('')}`);
console.log(
  `GET /v1/tasks first page median ${results.map((r) => `${fmt(percentile(r.page, 50), 2)} ms`).join('')}`,
);
console.log(
  `                          p99   ${results.map((r) => `${fmt(percentile(r.page, 99), 2)} ms`).join('')}`,
);
console.log(
  `sync speech 170 chars, median   ${results.map((r) => `${fmt(percentile(r.speech, 50))} ms`).join('')}`,
);
console.log(
  `                        p90     ${results.map((r) => `${fmt(percentile(r.speech, 90))} ms`).join('')}`,
);
