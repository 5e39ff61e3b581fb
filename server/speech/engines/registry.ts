/**
 * The embedded speech engines, named in one place. Adding an engine is one file (its
 * SpeechEngine) plus one entry here and its voice type in the EngineVoice union (types.ts);
 * the worker pool knows nothing about any of them.
 *
 * An entry says how a worker thread loads the engine (lazily: eSpeak's code alone holds
 * ≈ 90 MB of a thread's memory) and, optionally, what the main thread prepares once for every
 * worker (`shared`, handed over as workerData) and how a worker warms the engine up.
 */

import { compileFliteModule, provideFliteModule } from './flite-runtime.ts';
import type { FliteModule } from './flite-runtime.ts';
import type { EngineKind, SpeechEngine } from './types.ts';

export interface EngineEntry {
  /** Loads and starts the engine in this thread (called once per thread). */
  load(): Promise<SpeechEngine>;
  /**
   * Made once on the main thread, off the event loop, for all workers (structured-clone safe,
   * e.g. a compiled WebAssembly.Module), so that threads do not each compile their own.
   */
  shared?(): Promise<unknown>;
  /** Gives a worker thread what `shared` made. */
  adopt?(shared: unknown): void;
  /** Runs a little work so that the first real job does not pay for start-up and JIT. */
  warmUp?(engine: SpeechEngine): Promise<void>;
}

/** Sentences that get eSpeak's code (wasm2js, so JIT-compiled JavaScript) warm. */
const ESPEAK_WARM_UP_TEXT =
  'The quick brown fox jumps over the lazy dog, then runs away. Is it gone? Yes!';

export const ENGINES: Readonly<Record<EngineKind, EngineEntry>> = {
  espeak: {
    load: async () => (await import('./espeak.ts')).getEspeakEngine(),
    warmUp: async (engine) => {
      for (let i = 0; i < 3; i++) {
        await engine.synthesize(ESPEAK_WARM_UP_TEXT, { engine: 'espeak', name: 'en-us' });
      }
    },
  },
  // Voice packs (docs/voice-packs.md): eSpeak for phonemes plus onnxruntime, on first use.
  piper: {
    load: async () => (await import('./piper.ts')).getPiperEngine(),
  },
  kokoro: {
    load: async () => (await import('./kokoro.ts')).getKokoroEngine(),
  },
  flite: {
    load: async () => (await import('./flite.ts')).getFliteEngine(),
    shared: compileFliteModule,
    adopt: (shared) => provideFliteModule(shared as FliteModule),
    // Instantiates Flite (≈ 20 ms) and lets its hot code tier up (first calls run ≈ 2× slower).
    warmUp: async (engine) => {
      await engine.synthesize('Is it gone? Yes!', { engine: 'flite', name: 'kal16' });
      await engine.synthesize('Is it gone? Yes!', { engine: 'flite', name: 'slt' });
    },
  },
};

export const ENGINE_KINDS = Object.keys(ENGINES) as EngineKind[];

/** What every engine worker gets at start: each engine's `shared`, by engine. */
export type EngineWorkerData = Partial<Record<EngineKind, unknown>>;

export async function prepareEngineWorkerData(): Promise<EngineWorkerData> {
  const data: EngineWorkerData = {};
  for (const kind of ENGINE_KINDS) {
    const shared = ENGINES[kind].shared;
    if (shared) data[kind] = await shared();
  }
  return data;
}
