/** Messages between the engine pool (main thread) and an engine worker thread. */

import { EngineError } from './types.ts';
import type {
  EngineErrorCode,
  EngineVoice,
  EngineVoiceInfo,
  PostProcess,
  SynthesisResult,
} from './types.ts';

/**
 * What every worker gets at start (`workerData`): what the pool prepared once for the whole
 * process, so that threads do not each compile and hold a copy of it.
 */
export interface EngineWorkerData {
  /** flite.wasm, compiled and made resettable (flite-runtime.ts). */
  flite?: WebAssembly.Module;
}

export type WorkerRequest =
  | { id: number; op: 'synthesize'; text: string; voice: EngineVoice; post?: PostProcess }
  | { id: number; op: 'list-voices' }
  | { id: number; op: 'warm-up' };

/** Messages to a worker that need no answer: an audio buffer given back for reuse. */
export interface WorkerNotice {
  op: 'recycle';
  buffer: ArrayBuffer;
}

export interface SerializedError {
  name: string;
  message: string;
  code?: EngineErrorCode;
}

export type WorkerResponse =
  | { id: number; ok: true; op: 'synthesize'; result: SynthesisResult }
  | { id: number; ok: true; op: 'list-voices'; voices: EngineVoiceInfo[] }
  | { id: number; ok: true; op: 'warm-up' }
  | { id: number; ok: false; error: SerializedError };

const ERROR_CODES: ReadonlySet<string> = new Set<EngineErrorCode>([
  'unknown_voice',
  'engine_failed',
  'engine_crashed',
  'pool_closed',
]);

export function serializeError(error: unknown): SerializedError {
  if (error instanceof EngineError) {
    return { name: error.name, message: error.message, code: error.code };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Rebuilds a worker's error on the main thread; engine errors keep their class and code. */
export function deserializeError(error: SerializedError): Error {
  if (error.code && ERROR_CODES.has(error.code)) return new EngineError(error.code, error.message);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}
