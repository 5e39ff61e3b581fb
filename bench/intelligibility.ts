// Intelligibility of the English voices users pick, on their path: every English voice of
// alpha-tts and beta-speech-v8 is asked for each sentence of a set through a real gateway
// (its own process, HTTP on an ephemeral port, as `voxmesh serve`), at the model's default
// format (MP3: alpha 128 kbps at 24 kHz, beta 192 kbps at 48 kHz). The MP3 is decoded
// (mpg123), resampled to 16 kHz and transcribed by pocketsphinx (Debian `pocketsphinx`,
// `pocketsphinx-en-us`, default US English model; bench/lib/wer.ts). Beside each voice: the
// word error rate of its bare Flite base voice synthesized in-process at 16 kHz (what this bench
// measured before), and the voice's median F0 and speaking rate measured from the MP3.
// Prints the table and the means (issue 17 targets: mean ≤ 12 %, no voice above 20 %).
// Asserts nothing.
//
//   --set tune     bench/data/catalog-sentences.txt (default; the set the voices were tuned on)
//   --set holdout  bench/data/catalog-sentences-holdout.txt (never used while tuning)
//   --set old      bench/data/intelligibility-sentences.txt (the old bench's 60 sentences)
//   --verbose      every sentence not recognized exactly
//   BENCH_VOICES=en-US-AriaNeural,en_female_ava  only these catalog voices
//   BENCH_SENTENCES=12   only the first 12 sentences (quick runs while iterating)
//   BENCH_JOBS=2         recognizers running at once (default 1: pocketsphinx is CPU-bound)
//   BENCH_KEEP=1         keep the WAV files
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MPEGDecoder } from 'mpg123-decoder';

import { resample } from '../server/speech/audio/resample.ts';
import { encodeWav } from '../server/speech/audio/wav.ts';
import { analyzeReference } from '../server/speech/cloning/analyze.ts';
import { FliteEngine } from '../server/speech/engines/flite.ts';
import type { FliteVoice } from '../server/speech/engines/types.ts';
import { normalizeForSpeech } from '../server/speech/text/normalize.ts';
import { voicesOf, type VoiceEntry } from '../server/speech/voices/index.ts';
import { spawnJsonLine, stop } from './lib/child.ts';
import {
  DECODER,
  RECOGNIZER_RATE,
  decoderInstalled,
  readSentences,
  score,
  transcribe,
  type Miss,
} from './lib/wer.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const SETS: Record<string, string> = {
  tune: here('./data/catalog-sentences.txt'),
  holdout: here('./data/catalog-sentences-holdout.txt'),
  old: here('./data/intelligibility-sentences.txt'),
};
const setArg = process.argv.indexOf('--set');
const setName = setArg === -1 ? 'tune' : (process.argv[setArg + 1] ?? 'tune');
const verbose = process.argv.includes('--verbose');
const only = process.env.BENCH_VOICES?.split(',').filter((id) => id !== '');
const sentenceLimit = Number(process.env.BENCH_SENTENCES ?? Infinity);
const jobs = Math.max(1, Number(process.env.BENCH_JOBS ?? 1));
const BASES: ReadonlyArray<FliteVoice['name']> = ['slt', 'rms', 'awb', 'kal16'];

interface Row {
  label: string;
  voice?: VoiceEntry;
  errors: number;
  words: number;
  misses: Miss[];
  medianF0: number;
  /** Syllables per second of speech. */
  rate: number;
}

/** POST /v1/audio/speech with a kept-alive connection; the body bytes of a 200. */
class Speaker {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  readonly #url: URL;
  readonly #key: string;

  constructor(base: string, key: string) {
    this.#url = new URL('/v1/audio/speech', base);
    this.#key = key;
  }

  speak(body: object): Promise<Buffer> {
    const payload = JSON.stringify(body);
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
      Authorization: `Bearer ${this.#key}`,
    };
    return new Promise((resolve, reject) => {
      const req = http.request(
        this.#url,
        { method: 'POST', agent: this.#agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (res.statusCode === 200) resolve(bytes);
            else reject(new Error(`POST /v1/audio/speech: ${res.statusCode} ${bytes.toString()}`));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

async function decodeMp3(bytes: Uint8Array): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const out = decoder.decode(bytes);
    return { pcm: out.channelData[0] ?? new Float32Array(0), sampleRate: out.sampleRate };
  } finally {
    decoder.free();
  }
}

/** Recognizer runs in flight, at most `jobs` at once; synthesis goes on beside them. */
class Recognizers {
  readonly #running = new Set<Promise<unknown>>();

  /** Waits for a free slot, then starts `run`; its result is not awaited. */
  async start<T>(run: () => Promise<T>): Promise<{ job: Promise<T> }> {
    while (this.#running.size >= jobs) await Promise.race(this.#running).catch(() => undefined);
    const job = run();
    this.#running.add(job);
    job.then(
      () => this.#running.delete(job),
      () => this.#running.delete(job),
    );
    return { job };
  }
}

/** Voice measures over all clips of a voice joined (pauses between sentences included). */
function measure(clips: readonly Float32Array[]): { medianF0: number; rate: number } {
  const total = clips.reduce((n, clip) => n + clip.length, 0);
  const joined = new Float32Array(total);
  let at = 0;
  for (const clip of clips) {
    joined.set(clip, at);
    at += clip.length;
  }
  const profile = analyzeReference(joined, RECOGNIZER_RATE);
  return { medianF0: profile.medianF0, rate: profile.speakingRate };
}

async function main(): Promise<void> {
  if (!decoderInstalled()) {
    console.log(`intelligibility: ${DECODER} is not installed (Debian: pocketsphinx); skipped`);
    return;
  }
  const file = SETS[setName];
  if (!file) throw new Error(`--set must be one of ${Object.keys(SETS).join(', ')}`);
  const sentences = readSentences(file).slice(0, sentenceLimit);
  const references = sentences.map((sentence) => normalizeForSpeech(sentence, 'en-US').text);
  const catalog = (['alpha-tts', 'beta-speech-v8'] as const)
    .flatMap((model) => voicesOf(model))
    .filter((v) => v.engineVoice.engine === 'flite' && (!only || only.includes(v.id)));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-intelligibility-'));
  const started = performance.now();
  const recognizers = new Recognizers();
  const rows: Promise<Row>[] = [];
  const recognize = async (
    label: string,
    clips: Float32Array[],
    voice?: VoiceEntry,
  ): Promise<{ job: Promise<Row> }> => {
    const ids = clips.map((clip, i) => {
      const id = `${label}-${String(i).padStart(3, '0')}`;
      writeFileSync(path.join(dir, `${id}.wav`), encodeWav(clip, RECOGNIZER_RATE));
      return id;
    });
    const { medianF0, rate } = measure(clips);
    const { job } = await recognizers.start(async (): Promise<Row> => {
      const heard = await transcribe(dir, label, ids);
      return {
        label,
        ...(voice ? { voice } : {}),
        ...score(ids, references, heard),
        medianF0,
        rate,
      };
    });
    rows.push(job);
    return { job };
  };

  let gateway: Awaited<ReturnType<typeof spawnJsonLine<{ url: string; key: string }>>> | null =
    null;
  try {
    // The bare base voices, in-process at 16 kHz: the old bench's measure, on these sentences.
    const flite = FliteEngine.start();
    const bases = BASES.filter((name) =>
      catalog.some((v) => (v.engineVoice as FliteVoice).name === name),
    );
    for (const name of bases) {
      const clips: Float32Array[] = [];
      for (const text of references) {
        const result = await flite.synthesize(text, { engine: 'flite', name });
        clips.push(resample(result.pcm, result.sampleRate, RECOGNIZER_RATE));
      }
      await recognize(`base-${name}`, clips);
    }

    gateway = await spawnJsonLine<{ url: string; key: string }>(
      here('./servers/gateway-server.ts'),
      [],
      { BENCH_WARM_UP: '0' },
    );
    const speaker = new Speaker(gateway.info.url, gateway.info.key);
    // Same model and engine voice, same bytes (engines are deterministic): measured once.
    const measured = new Map<string, Promise<Row>>();
    for (const voice of catalog) {
      const same = `${voice.model} ${JSON.stringify(voice.engineVoice)}`;
      const earlier = measured.get(same);
      if (earlier) {
        rows.push(earlier.then((row) => ({ ...row, label: voice.id, voice })));
        continue;
      }
      const clips: Float32Array[] = [];
      for (const input of sentences) {
        const mp3 = await speaker.speak({ model: voice.model, voice: voice.id, input });
        const { pcm, sampleRate } = await decodeMp3(mp3);
        clips.push(resample(pcm, sampleRate, RECOGNIZER_RATE));
      }
      measured.set(same, (await recognize(voice.id, clips, voice)).job);
    }
    speaker.close();
    const results = await Promise.all(rows);
    report(results, sentences.length, (performance.now() - started) / 1000);
  } finally {
    if (gateway) await stop(gateway.child);
    if (process.env.BENCH_KEEP === '1') console.log(`WAV files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** What speaks a catalog voice, e.g. "slt p0.92 f0.98 r170". */
function engineLabel(voice: VoiceEntry): string {
  const v = voice.engineVoice as FliteVoice;
  const parts: string[] = [v.name];
  if (v.pitch !== undefined && v.pitch !== 1) parts.push(`p${v.pitch}`);
  if (v.formant !== undefined && v.formant !== 1) parts.push(`f${v.formant}`);
  if (v.range !== undefined && v.range !== 1) parts.push(`g${v.range}`);
  if (v.rate !== undefined && v.rate !== 175) parts.push(`r${v.rate}`);
  return parts.join(' ');
}

function report(results: readonly Row[], sentenceCount: number, seconds: number): void {
  const wer = (row: Row) => row.errors / row.words;
  const base = new Map(
    results.filter((r) => !r.voice).map((r) => [r.label.replace(/^base-/, ''), r]),
  );
  const voices = results.filter((r) => r.voice).sort((a, b) => wer(b) - wer(a));
  console.log(
    `intelligibility: set '${setName}', ${sentenceCount} sentences, ${voices.length} catalog ` +
      `voices through the gateway (default MP3), pocketsphinx en-us, ${seconds.toFixed(0)} s`,
  );
  console.log(
    '| Voice | Model | Engine voice | WER | Base voice alone (16 kHz) | Median F0 | Syllables/s |',
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of voices) {
    const voice = row.voice as VoiceEntry;
    const bare = base.get((voice.engineVoice as FliteVoice).name);
    console.log(
      `| ${voice.id} | ${voice.model} | ${engineLabel(voice)} | ${percent(wer(row))} | ` +
        `${bare ? percent(wer(bare)) : 'n/a'} | ${Math.round(row.medianF0)} Hz | ` +
        `${row.rate.toFixed(2)} |`,
    );
    if (verbose) {
      for (const miss of row.misses)
        console.log(`    said:  ${miss.reference}\n    heard: ${miss.heard}`);
    }
  }
  const mean = (list: readonly Row[]) =>
    list.length === 0 ? 'n/a' : percent(list.reduce((sum, r) => sum + wer(r), 0) / list.length);
  const worst = voices[0];
  console.log(
    `mean WER over ${voices.length} catalog voices: ${mean(voices)} (target ≤ 12%); worst: ` +
      `${worst ? `${worst.label} ${percent(wer(worst))}` : 'n/a'} (target ≤ 20%)`,
  );
  for (const [name, row] of base) {
    console.log(`base voice ${name} alone, in-process 16 kHz: ${percent(wer(row))}`);
  }
}

await main();
