/**
 * Entry point of an engine worker thread (see pool.ts). Loads and starts each engine on first
 * use and keeps it; answers one request at a time; sends PCM by transferring its buffer.
 * Nothing heavy is imported up front: eSpeak's code alone holds ≈ 90 MB of a thread's memory,
 * and a worker that only ever speaks English with Flite never needs it (nor Rubber Band, unless
 * a job changes tempo, pitch or volume — see post-process.ts).
 */

import { parentPort, workerData } from 'node:worker_threads';

import { serializeError } from './engine-protocol.ts';
import type {
  EngineWorkerData,
  WorkerNotice,
  WorkerRequest,
  WorkerResponse,
} from './engine-protocol.ts';
import { provideFliteModule } from './flite-runtime.ts';
import { PcmBuffers } from './pcm-buffers.ts';
import { applyPostProcess } from './post-process.ts';
import type { EngineKind, SpeechEngine } from './types.ts';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts must run in a worker thread');
const shared = workerData as EngineWorkerData | undefined;
if (shared?.flite) provideFliteModule(shared.flite);
/** Buffers the main thread gave back: each sentence's audio is written into one of them. */
const buffers = new PcmBuffers();

async function engineFor(kind: EngineKind): Promise<SpeechEngine> {
  switch (kind) {
    case 'espeak':
      return (await import('./espeak.ts')).getEspeakEngine();
    case 'flite':
      return (await import('./flite.ts')).getFliteEngine();
  }
}

/** Sentences that get eSpeak's code (wasm2js, so JIT-compiled JavaScript) warm. */
const WARM_UP_TEXT =
  'The quick brown fox jumps over the lazy dog, then runs away. Is it gone? Yes!';

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  switch (request.op) {
    case 'list-voices': {
      const voices = await (await engineFor('espeak')).listVoices();
      return { id: request.id, ok: true, op: 'list-voices', voices };
    }
    case 'warm-up': {
      const engine = await engineFor('espeak');
      for (let i = 0; i < 3; i++) {
        await engine.synthesize(WARM_UP_TEXT, { engine: 'espeak', name: 'en-us' });
      }
      // Compiles Flite (≈20 ms) and lets its hot code tier up (first calls run ≈2× slower).
      const flite = await engineFor('flite');
      await flite.synthesize('Is it gone? Yes!', { engine: 'flite', name: 'kal16' });
      await flite.synthesize('Is it gone? Yes!', { engine: 'flite', name: 'slt' });
      return { id: request.id, ok: true, op: 'warm-up' };
    }
    case 'synthesize': {
      const engine = await engineFor(request.voice.engine);
      const raw = await engine.synthesize(request.text, request.voice);
      const result = request.post
        ? await applyPostProcess(raw, request.post, (length) => buffers.take(length))
        : raw;
      return { id: request.id, ok: true, op: 'synthesize', result };
    }
  }
}

let queue: Promise<void> = Promise.resolve();

port.on('message', (message: WorkerRequest | WorkerNotice) => {
  if (message.op === 'recycle') {
    buffers.give(message.buffer);
    return;
  }
  const request = message;
  queue = queue.then(async () => {
    let response: WorkerResponse;
    try {
      response = await handle(request);
    } catch (error) {
      response = { id: request.id, ok: false, error: serializeError(error) };
    }
    const buffer = response.ok && response.op === 'synthesize' ? response.result.pcm.buffer : null;
    port.postMessage(response, buffer instanceof ArrayBuffer ? [buffer] : []);
  });
});
