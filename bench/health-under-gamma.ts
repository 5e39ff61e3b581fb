// `/health` latency while 4 gamma-tts-2 requests with 30 s references run at once, back to
// back. Decoding and analysing a reference is ≈ 1 s of CPU per clip: it belongs in a worker,
// not on the HTTP thread (DESIGN.md target: /health p99 < 50 ms). The reference is made here:
// 30 s of eSpeak speech at 44.1 kHz, as a WAV data: URL (BENCH_REFERENCE=mp3 for MP3).
// Prints figures; asserts nothing.
import http from 'node:http';

import { spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';
import { createMp3Stream } from '../server/speech/audio/mp3.ts';
import { resample } from '../server/speech/audio/resample.ts';
import { encodeWav } from '../server/speech/audio/wav.ts';
import { measureReference } from '../server/speech/cloning/measure-reference.ts';
import { getEspeakEngine } from '../server/speech/engines/espeak.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GAMMA_CLIENTS = 4;
const REFERENCE_SECONDS = 30;
const RATE = 44_100;
const PROSE =
  'Every morning I walk down to the station, buy a newspaper, and wait for the train that ' +
  'takes me into the city. It is often late, but nobody seems to mind very much. ';

async function referenceBytes(): Promise<{ bytes: Uint8Array; mime: string }> {
  const engine = await getEspeakEngine();
  const voice = { engine: 'espeak', name: 'en-us', variant: 'f2' } as const;
  const spoken = await engine.synthesize(PROSE.repeat(6), voice);
  const pcm = resample(spoken.pcm, spoken.sampleRate, RATE).subarray(0, REFERENCE_SECONDS * RATE);
  if (process.env.BENCH_REFERENCE === 'mp3') {
    const stream = await createMp3Stream({ bitrateKbps: 128, inputRate: RATE });
    const head = stream.write(pcm);
    const tail = stream.end();
    return { bytes: Buffer.concat([head, tail]), mime: 'audio/mpeg' };
  }
  return { bytes: encodeWav(pcm, RATE), mime: 'audio/wav' };
}

function post(url: URL, key: string, body: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * GET /health back to back from one client for SECONDS (after a second for the load to build
 * up). Every request started in that window counts, however long it takes to answer.
 */
async function healthLatencies(
  url: URL,
): Promise<{ requests: number; p50Ms: number; p99Ms: number; maxMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise((r) => setTimeout(r, 1000));
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    latencies.push(performance.now() - t0);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
  };
}

const { bytes, mime } = await referenceBytes();
const t0 = performance.now();
await measureReference(bytes);
const inProcessMs = performance.now() - t0;
const body = JSON.stringify({
  model: 'gamma-tts-2',
  input: 'Hello there. This is a short test of the cloned voice.',
  reference_audio_url: `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`,
});

const { child, info } = await spawnJsonLine<{ url: string; key: string }>(
  new URL('./servers/gateway-server.ts', import.meta.url).pathname,
);
try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: GAMMA_CLIENTS });
  const target = new URL('/v1/audio/speech', info.url);
  // One request first, so the engine workers and decoders are up before measuring.
  const first = await post(target, info.key, body, agent);
  if (first !== 200) throw new Error(`gamma request answered ${first}`);
  // The same figures without gamma requests: what the machine itself gives right now.
  const quiet = await healthLatencies(new URL('/health', info.url));
  let running = true;
  let done = 0;
  let failed = 0;
  const loops = Array.from({ length: GAMMA_CLIENTS }, async () => {
    while (running) {
      const status = await post(target, info.key, body, agent);
      if (status === 200) done++;
      else failed++;
    }
  });
  const health = await healthLatencies(new URL('/health', info.url));
  running = false;
  await Promise.all(loops);
  agent.destroy();
  console.log(
    `reference: ${REFERENCE_SECONDS} s ${mime} at ${RATE} Hz, ${(bytes.length / 1e6).toFixed(1)} MB; ` +
      `decode+analysis in one thread ${inProcessMs.toFixed(0)} ms`,
  );
  console.log(
    `gamma-tts-2: ${GAMMA_CLIENTS} clients back to back, ${done} requests done` +
      (failed ? `, ${failed} failed` : ''),
  );
  console.log(
    `/health with no request running: p50 ${quiet.p50Ms.toFixed(1)} ms, ` +
      `p99 ${quiet.p99Ms.toFixed(1)} ms, max ${quiet.maxMs.toFixed(1)} ms`,
  );
  console.log(
    `/health under that load: ${health.requests} requests, p50 ${health.p50Ms.toFixed(1)} ms, ` +
      `p99 ${health.p99Ms.toFixed(1)} ms, max ${health.maxMs.toFixed(1)} ms (target p99 < 50 ms)`,
  );
} finally {
  await stop(child);
}
