/**
 * Entry point of an engine worker thread (see pool.ts). Loads and starts each engine on first
 * use and keeps it (registry.ts); answers one request at a time; sends PCM by transferring its
 * buffer. Nothing heavy is imported up front: a worker that only ever speaks English with Flite
 * never loads eSpeak (nor Rubber Band, unless a job changes tempo, pitch or volume — see
 * post-process.ts).
 */

import { workerData } from 'node:worker_threads';

import { serveJobs } from '../../workers/serve.ts';
import type { JobResult } from '../../workers/serve.ts';
import type { Mp3Bitrate } from '../audio/mp3.ts';
import type { EngineReply, EngineRequest, RecycleNotice } from './engine-protocol.ts';
import { FLITE_SAMPLE_RATE } from './flite-voices.ts';
import { PcmBuffers } from './pcm-buffers.ts';
import { applyPostProcess } from './post-process.ts';
import { ENGINE_KINDS, ENGINES } from './registry.ts';
import type { EngineWorkerData } from './registry.ts';
import type { EngineKind, SpeechEngine } from './types.ts';
import { drainStages, timeStage, timeStageAsync } from '../stage-clock.ts';

const shared = (workerData ?? {}) as EngineWorkerData;
for (const kind of ENGINE_KINDS) {
  if (shared[kind] !== undefined) ENGINES[kind].adopt?.(shared[kind]);
}
/** Buffers the main thread gave back: each sentence's audio is written into one of them. */
const buffers = new PcmBuffers();
const loaded = new Map<EngineKind, Promise<SpeechEngine>>();
/** The engines loaded so far, for `releaseWhileIdle`. */
const started = new Set<SpeechEngine>();
/** lame.ts's release, once an MP3 was encoded here. */
let releaseLame: (() => void) | null = null;

function engineFor(kind: EngineKind): Promise<SpeechEngine> {
  let engine = loaded.get(kind);
  if (!engine) {
    engine = ENGINES[kind].load();
    loaded.set(kind, engine);
    engine.then(
      (ready) => started.add(ready),
      // An engine that failed to load is tried again by the next job.
      () => loaded.delete(kind),
    );
  }
  return engine;
}

/**
 * An idle worker keeps its code — loaded, compiled, tiered up — but not the memory its engines,
 * its encoder and its spare buffers remake in a few ms on the next job: Flite's instance
 * (≈ 23 MB), LAME's. So the pool keeps two workers warm for less than one used to hold
 * (docs/architecture.md "Warm start").
 */
function releaseWhileIdle(): void {
  for (const engine of started) engine.release?.();
  releaseLame?.();
  buffers.clear();
}

/** One whole MP3 stream: the sentences' PCM in order, through one encoder (audio/encoder.ts). */
async function encodeMp3(
  pcm: readonly Float32Array[],
  inputRate: number,
  bitrateKbps: Mp3Bitrate,
): Promise<Uint8Array<ArrayBuffer>> {
  const { createEncoder } = await import('../audio/encoder.ts');
  releaseLame ??= (await import('../audio/lame.ts')).releaseIdleLame;
  const encoder = await createEncoder('mp3', { inputRate, bitrateKbps });
  const parts = pcm.map((p) => timeStage('encode', () => encoder.write(p)));
  parts.push(timeStage('encode', () => encoder.end()));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A sync request's MP3 is encoded here (encode-mp3), so a worker's warm-up runs that path too:
 * loading the encoder's code, compiling LAME and the resampler's kernel for this thread, and
 * letting them tier up. Without it the first request after start paid for all of that.
 */
async function warmUpEncoder(): Promise<void> {
  const tone = new Float32Array(FLITE_SAMPLE_RATE / 2);
  for (let i = 0; i < tone.length; i++)
    tone[i] = 0.25 * Math.sin((2 * Math.PI * 220 * i) / FLITE_SAMPLE_RATE);
  for (const bitrate of [128, 192] as const) {
    for (let i = 0; i < 3; i++) await encodeMp3([tone, tone], FLITE_SAMPLE_RATE, bitrate);
  }
  drainStages();
}

async function run(request: EngineRequest): Promise<JobResult<EngineReply>> {
  switch (request.op) {
    case 'list-voices': {
      const voices = await (await engineFor('espeak')).listVoices();
      return { reply: { op: 'list-voices', voices } };
    }
    case 'warm-up': {
      for (const kind of request.engines ?? ENGINE_KINDS) {
        const engine = await engineFor(kind);
        await ENGINES[kind].warmUp?.(engine);
      }
      await warmUpEncoder();
      return { reply: { op: 'warm-up' } };
    }
    case 'analyze-reference': {
      const { measureReference } = await import('../cloning/measure-reference.ts');
      const options = request.maxSeconds === undefined ? {} : { maxSeconds: request.maxSeconds };
      return {
        reply: { op: 'analyze-reference', profile: await measureReference(request.clip, options) },
      };
    }
    case 'encode-mp3': {
      const bytes = await encodeMp3(request.pcm, request.inputRate, request.bitrateKbps);
      // The sentences' buffers stay here, to write later sentences into.
      for (const pcm of request.pcm)
        if (pcm.buffer instanceof ArrayBuffer) buffers.give(pcm.buffer);
      const clock = drainStages();
      return {
        reply: { op: 'encode-mp3', bytes, ...(clock ? { clock } : {}) },
        transfer: [bytes.buffer],
      };
    }
    case 'check-voice-pack': {
      const pack = request.pack;
      if (pack.format === 'kokoro') {
        const { getKokoroEngine } = await import('./kokoro.ts');
        const check = await (await getKokoroEngine()).check(pack);
        return { reply: { op: 'check-voice-pack', check: { format: 'kokoro', ...check } } };
      }
      const { getPiperEngine } = await import('./piper.ts');
      const check = await (await getPiperEngine()).check(pack.model, pack.config);
      return { reply: { op: 'check-voice-pack', check: { format: 'piper', ...check } } };
    }
    case 'synthesize': {
      const engine = await engineFor(request.voice.engine);
      const raw = await timeStageAsync('engine', () =>
        engine.synthesize(request.text, request.voice),
      );
      const result = request.post
        ? await applyPostProcess(raw, request.post, (length) => buffers.take(length))
        : raw;
      const buffer = result.pcm.buffer;
      const clock = drainStages();
      return {
        reply: { op: 'synthesize', result, ...(clock ? { clock } : {}) },
        transfer: buffer instanceof ArrayBuffer ? [buffer] : [],
      };
    }
  }
}

serveJobs<EngineRequest, EngineReply, never, RecycleNotice>({
  run,
  notice: ({ buffer }) => buffers.give(buffer),
  idle: releaseWhileIdle,
});
