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
import type { EngineReply, EngineRequest, RecycleNotice } from './engine-protocol.ts';
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

function engineFor(kind: EngineKind): Promise<SpeechEngine> {
  let engine = loaded.get(kind);
  if (!engine) {
    engine = ENGINES[kind].load();
    loaded.set(kind, engine);
    // An engine that failed to load is tried again by the next job.
    engine.catch(() => loaded.delete(kind));
  }
  return engine;
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
      const { createEncoder } = await import('../audio/encoder.ts');
      const encoder = await createEncoder('mp3', {
        inputRate: request.inputRate,
        bitrateKbps: request.bitrateKbps,
      });
      const parts = request.pcm.map((pcm) => timeStage('encode', () => encoder.write(pcm)));
      parts.push(timeStage('encode', () => encoder.end()));
      // The sentences' buffers stay here, to write later sentences into.
      for (const pcm of request.pcm)
        if (pcm.buffer instanceof ArrayBuffer) buffers.give(pcm.buffer);
      const bytes = new Uint8Array(Buffer.concat(parts));
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
});
