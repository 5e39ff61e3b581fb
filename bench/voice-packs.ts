// Voice packs (docs/voice-packs.md): the Piper engine in this process, no gateway, no worker.
// Prints a pack's load time (config read, session created, signature checked), the engine's
// overhead per sentence beyond onnxruntime's own run (phonemization with eSpeak, id mapping,
// feeds, clipping, word timing; target < 5 ms), and the real-time factor and first-audio
// latency. Asserts nothing.
//
// With no arguments it runs the tests' stand-in voice (test/fixtures/piper-stand-in.ts), whose
// graph is trivial: its RTF says nothing about a real voice. For a real one, download both files
// of a Piper voice, e.g. en_US-lessac-medium.onnx and en_US-lessac-medium.onnx.json, and run
//   BENCH_PIPER_MODEL=/path/to/en_US-lessac-medium.onnx npx tsx bench/voice-packs.ts
// (the config is the model's path + '.json', or BENCH_PIPER_CONFIG). The first-audio latency is
// the time to the first sentence's audio of a paragraph; the gateway adds its encoder and
// transport to it (bench/websocket.ts measures those).
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import { getEspeakEngine } from '../server/speech/engines/espeak.ts';
import { parsePiperConfig } from '../server/speech/engines/piper-config.ts';
import { piperUtterance } from '../server/speech/engines/piper-phonemes.ts';
import { PiperEngine } from '../server/speech/engines/piper.ts';
import type { PiperVoice } from '../server/speech/engines/types.ts';
import { writeStandInPack } from '../test/fixtures/piper-pack-files.ts';

const SENTENCES = [
  'The keeper climbed the stairs at dusk, as she had done for thirty years.',
  'Ships passed the point without a thought for the light that kept them off the rocks.',
  'Her logbook recorded the weather, the oil, and now and then a line about the gulls.',
  'Why had the inspector come so late in the season, and on foot?',
  'By morning the fog had lifted, and the harbour lay flat and silver below.',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const ms = (start: number) => performance.now() - start;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  let dir: string | null = null;
  let model = process.env.BENCH_PIPER_MODEL;
  if (!model) {
    dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-bench-packs-'));
    model = (await writeStandInPack(dir, 'en_US-standin-medium')).model;
  }
  const configPath = process.env.BENCH_PIPER_CONFIG ?? `${model}.json`;
  const espeak = await getEspeakEngine();
  const engine = new PiperEngine(espeak, ort);
  const voice: PiperVoice = {
    engine: 'piper',
    pack: 'bench',
    name: 'bench',
    model,
    config: configPath,
  };

  let start = performance.now();
  const check = await engine.check(model, configPath);
  const loadMs = ms(start);
  start = performance.now();
  const first = await engine.synthesize(SENTENCES[0] as string, voice);
  const firstAudioMs = ms(start);

  // onnxruntime alone, on the same ids, in a session of its own with the engine's options.
  const config = parsePiperConfig(await readFile(configPath, 'utf8'));
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    logSeverityLevel: 4,
  });
  const feedsOf = (text: string) => {
    const { ids } = piperUtterance(
      text,
      (c) => espeak.phonemize(c, config.espeakVoice),
      config.phonemeIdMap,
    );
    const input = BigInt64Array.from(ids, (id) => BigInt(id));
    const feeds: Record<string, ort.Tensor> = {
      input: new ort.Tensor('int64', input, [1, input.length]),
      input_lengths: new ort.Tensor('int64', BigInt64Array.of(BigInt(input.length)), [1]),
      scales: new ort.Tensor('float32', Float32Array.of(0, config.lengthScale, 0), [3]),
    };
    if (session.inputNames.includes('sid'))
      feeds.sid = new ort.Tensor('int64', BigInt64Array.of(0n), [1]);
    return feeds;
  };
  const feeds = SENTENCES.map(feedsOf);
  const engineMs: number[] = [];
  const ortMs: number[] = [];
  let audioSeconds = 0;
  let synthSeconds = 0;
  // Each loop on its own, so that neither disturbs the other's caches.
  for (let round = 0; round < ROUNDS; round++) {
    for (const sentence of SENTENCES) {
      start = performance.now();
      const result = await engine.synthesize(sentence, voice);
      const took = ms(start);
      engineMs.push(took);
      audioSeconds += result.pcm.length / result.sampleRate;
      synthSeconds += took / 1000;
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const feed of feeds) {
      start = performance.now();
      await session.run(feed);
      ortMs.push(ms(start));
    }
  }
  await session.release();
  await engine.close();
  if (dir) await rm(dir, { recursive: true, force: true });

  const overhead = median(engineMs) - median(ortMs);
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores shared)`,
  );
  console.log(
    `voice: ${path.basename(model)}${dir ? ' (the tests’ stand-in)' : ''}, ${check.sampleRate} Hz`,
  );
  console.log(`pack load (config, session, signature): ${loadMs.toFixed(1)} ms`);
  console.log(
    `first sentence (first run of the session): ${firstAudioMs.toFixed(1)} ms, ${first.pcm.length} samples`,
  );
  console.log(
    `per sentence, median of ${engineMs.length}: engine ${median(engineMs).toFixed(2)} ms, onnxruntime alone ${median(ortMs).toFixed(2)} ms`,
  );
  console.log(
    `engine overhead beyond onnxruntime: ${overhead.toFixed(2)} ms per sentence (target < 5 ms)`,
  );
  console.log(
    `real-time factor (synthesis time / audio time): ${(synthSeconds / audioSeconds).toFixed(4)}`,
  );
}

await main();
