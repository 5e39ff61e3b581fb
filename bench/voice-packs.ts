// Voice packs (docs/voice-packs.md): the Piper and Kokoro engines in this process, no gateway,
// no worker. For each, prints a pack's load time (config read, session created, signature checked), the engine's
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
//
// Kokoro: with no arguments the stand-in model and voices file (test/fixtures/kokoro-stand-in.ts);
// for the real model, download kokoro-v1.0.onnx and voices-v1.0.bin and run
//   BENCH_KOKORO_MODEL=/path/to/kokoro-v1.0.onnx BENCH_KOKORO_VOICES=/path/to/voices-v1.0.bin \
//     BENCH_KOKORO_VOICE=af_heart npx tsx bench/voice-packs.ts
// BENCH_FORMAT=piper or kokoro runs one of the two (default both).
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import { getEspeakEngine } from '../server/speech/engines/espeak.ts';
import { parsePiperConfig } from '../server/speech/engines/piper-config.ts';
import { piperUtterance } from '../server/speech/engines/piper-phonemes.ts';
import { KokoroEngine, pieceTokens } from '../server/speech/engines/kokoro.ts';
import { KOKORO_V1_VOCAB, kokoroPhonemes } from '../server/speech/engines/kokoro-phonemes.ts';
import {
  kokoroVoiceFacts,
  parseKokoroVoices,
  styleFor,
} from '../server/speech/engines/kokoro-voices.ts';
import { pinRandomOperators } from '../server/speech/engines/onnx-pin-random.ts';
import { PiperEngine } from '../server/speech/engines/piper.ts';
import type { KokoroVoice, PiperVoice } from '../server/speech/engines/types.ts';
import { writeKokoroStandIn } from '../test/fixtures/kokoro-stand-in.ts';
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

async function benchPiper(): Promise<void> {
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

  report({
    what: `Piper voice: ${path.basename(model)}${dir ? ' (the tests’ stand-in)' : ''}, ${check.sampleRate} Hz`,
    load: 'config, session, signature',
    loadMs,
    firstAudioMs,
    firstSamples: first.pcm.length,
    engineMs,
    ortMs,
    rtf: synthSeconds / audioSeconds,
  });
}

interface Report {
  what: string;
  load: string;
  loadMs: number;
  firstAudioMs: number;
  firstSamples: number;
  engineMs: number[];
  ortMs: number[];
  rtf: number;
}

function report(r: Report): void {
  const overhead = median(r.engineMs) - median(r.ortMs);
  console.log(r.what);
  console.log(`  pack load (${r.load}): ${r.loadMs.toFixed(1)} ms`);
  console.log(
    `  first sentence (first run of the session): ${r.firstAudioMs.toFixed(1)} ms, ${r.firstSamples} samples`,
  );
  console.log(
    `  per sentence, median of ${r.engineMs.length}: engine ${median(r.engineMs).toFixed(2)} ms, onnxruntime alone ${median(r.ortMs).toFixed(2)} ms`,
  );
  console.log(
    `  engine overhead beyond onnxruntime: ${overhead.toFixed(2)} ms per sentence (target < 5 ms)`,
  );
  console.log(`  real-time factor (synthesis time / audio time): ${r.rtf.toFixed(4)}`);
}

async function benchKokoro(): Promise<void> {
  let dir: string | null = null;
  let model = process.env.BENCH_KOKORO_MODEL;
  let voicesPath = process.env.BENCH_KOKORO_VOICES;
  if (!model || !voicesPath) {
    dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-bench-kokoro-'));
    ({ model, voices: voicesPath } = await writeKokoroStandIn(dir));
  }
  const name = process.env.BENCH_KOKORO_VOICE ?? (dir ? 'af_standin' : 'af_heart');
  const espeak = await getEspeakEngine();
  const engine = new KokoroEngine(espeak, ort);
  const voice: KokoroVoice = {
    engine: 'kokoro',
    pack: 'bench',
    name: 'bench',
    model,
    voices: voicesPath,
    config: null,
    voice: name,
  };
  let start = performance.now();
  const check = await engine.check({ model, voices: voicesPath, config: null });
  const loadMs = ms(start);
  start = performance.now();
  const first = await engine.synthesize(SENTENCES[0] as string, voice);
  const firstAudioMs = ms(start);

  // onnxruntime alone, on the same tokens and style, in a session of the same (pinned) graph.
  const session = await ort.InferenceSession.create(pinRandomOperators(await readFile(model)), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    logSeverityLevel: 4,
  });
  const styles = parseKokoroVoices(await readFile(voicesPath)).get(name);
  if (!styles) throw new Error(`the voices file has no voice '${name}'`);
  const facts = kokoroVoiceFacts(name);
  const tokenInput = session.inputNames.includes('input_ids') ? 'input_ids' : 'tokens';
  const feedsOf = (text: string) => {
    const { phonemes } = piperUtterance(
      text,
      (c) => kokoroPhonemes(espeak.phonemize(c, facts.espeak), name[0] ?? 'a'),
      new Map(),
    );
    const tokens = pieceTokens(phonemes, KOKORO_V1_VOCAB)[0] ?? [];
    const ids = BigInt64Array.from([0, ...tokens, 0], (id) => BigInt(id));
    return {
      [tokenInput]: new ort.Tensor('int64', ids, [1, ids.length]),
      style: new ort.Tensor(
        'float32',
        Float32Array.from(styleFor(styles, tokens.length)),
        [1, 256],
      ),
      speed: new ort.Tensor('float32', Float32Array.of(1), [1]),
    };
  };
  const feeds = SENTENCES.map(feedsOf);
  const engineMs: number[] = [];
  const ortMs: number[] = [];
  let audioSeconds = 0;
  let synthSeconds = 0;
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
  report({
    what: `Kokoro model: ${path.basename(model)}${dir ? ' (the tests’ stand-in)' : ''}, voice ${name}, ${check.voices.length} voices, ${check.sampleRate} Hz`,
    load: 'voices file, graph pinned, session, signature',
    loadMs,
    firstAudioMs,
    firstSamples: first.pcm.length,
    engineMs,
    ortMs,
    rtf: synthSeconds / audioSeconds,
  });
}

const format = process.env.BENCH_FORMAT ?? 'both';
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores shared)`,
);
if (format !== 'kokoro') await benchPiper();
if (format !== 'piper') await benchKokoro();
