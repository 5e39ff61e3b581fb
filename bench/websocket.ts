// WebSocket speech: time to the first binary frame for 1,000 characters (target
// < 150 ms) and completed sessions per second with 10 concurrent clients. The gateway
// runs in its own process and is warmed up first. Prints figures; asserts nothing.
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const TEXT_1000 = (
  'A quiet street wakes slowly: a door opens, a dog barks twice, and the baker lifts the shutters. ' +
  'By seven the buses are full, and the smell of bread has reached the river. '
)
  .repeat(8)
  .slice(0, 1000);
const TEXT_200 = TEXT_1000.slice(0, 200);

/** One session; resolves with ms to the first binary frame and to the close. */
function session(
  url: string,
  key: string,
  text: string,
): Promise<{ firstMs: number; totalMs: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let firstMs = NaN;
    const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${key}` } });
    ws.on('open', () => ws.send(JSON.stringify({ Text: text, VoiceId: 'en_female_ava' })));
    ws.on('message', (_d, isBinary) => {
      if (isBinary && Number.isNaN(firstMs)) firstMs = performance.now() - t0;
    });
    ws.on('close', (code) =>
      code === 1000
        ? resolve({ firstMs, totalMs: performance.now() - t0 })
        : reject(new Error(`closed ${code}`)),
    );
    ws.on('error', reject);
  });
}

const { child, info } = await spawnJsonLine<{ url: string; key: string }>(
  here('./servers/gateway-server.ts'),
);
const url = `${info.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`;
try {
  for (let i = 0; i < 6; i++) await session(url, info.key, TEXT_1000); // warm the workers' JIT
  const firsts: number[] = [];
  for (let i = 0; i < 20; i++) firsts.push((await session(url, info.key, TEXT_1000)).firstMs);
  firsts.sort((a, b) => a - b);

  const CONCURRENT = 10;
  const SECONDS = 10;
  let completed = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (performance.now() < deadline) {
        await session(url, info.key, TEXT_200);
        completed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;

  console.log(
    'WebSocket /v1/audio/speech/websocket, beta-speech-v8, mp3 192k, gateway in its own process',
  );
  console.log(
    `  first binary frame, 1,000 chars (20 runs): median ${percentile(firsts, 50).toFixed(0)} ms, ` +
      `p90 ${percentile(firsts, 90).toFixed(0)} ms, max ${firsts.at(-1)!.toFixed(0)} ms (target < 150 ms)`,
  );
  console.log(
    `  sessions/s, ${CONCURRENT} concurrent clients, 200 chars each: ${(completed / elapsed).toFixed(1)}`,
  );
} finally {
  await stop(child);
}
