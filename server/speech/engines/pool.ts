/**
 * The speech engines in worker threads, so that synthesis (synchronous inside the engines) never
 * stalls the HTTP server's event loop. A thin layer over the generic WorkerPool
 * (server/workers/pool.ts: queue, lanes, abort, crash and exit handling, warm-up), adding:
 *
 * - what every worker gets at start, prepared once for the whole process (registry.ts: Flite
 *   compiled off the event loop);
 * - engine errors keep their class and code; a worker that crashes or exits mid-job fails that
 *   job with EngineError 'engine_crashed'; a closed pool with 'pool_closed';
 * - PCM comes back by transferring its buffer, without a copy, and can be given back to the
 *   worker that made it (`recycle`) to be written into again.
 */

import { mergeStages } from '../stage-clock.ts';
import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';

import { WorkerJobError } from '../../workers/protocol.ts';
import {
  PoolLane,
  WorkerPool,
  WorkerPoolError,
  workerEntry,
  type PooledWorker,
  type WorkerPoolOptions,
} from '../../workers/pool.ts';
import type { Mp3Bitrate } from '../audio/mp3.ts';
import type { VoiceProfile } from '../cloning/analyze.ts';
import type { DecodeOptions } from '../cloning/decode.ts';
import type { ReferenceClip } from '../cloning/measure-reference.ts';
import { ReferenceAudioError } from '../cloning/reference-error.ts';
import type { ReferenceErrorCode } from '../cloning/reference-error.ts';
import { ENGINE_ERROR_CODES } from './engine-protocol.ts';
import type {
  EngineReply,
  EngineRequest,
  RecycleNotice,
  VoicePackCheck,
  VoicePackFiles,
} from './engine-protocol.ts';
import { prepareEngineWorkerData } from './registry.ts';
import { EngineError } from './types.ts';
import type {
  EngineErrorCode,
  EngineKind,
  EngineVoice,
  EngineVoiceInfo,
  PostProcess,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';

export { PoolLane };

export interface EnginePoolOptions extends Pick<
  WorkerPoolOptions,
  'onSpawn' | 'retireIdleAfterMs' | 'keepWorkers' | 'coldStartQueue'
> {
  /** Most worker threads (default `os.availableParallelism()`). */
  size?: number;
  /** Worker entry point; defaults to engine-worker beside this file. */
  workerUrl?: URL;
  /**
   * What each worker gets at start, made (once) when the first worker is needed; by default
   * each engine's shared part (registry.ts), e.g. Flite compiled once for the whole process.
   */
  workerData?: () => unknown;
}

export interface EnginePool extends SpeechEngine {
  readonly size: number;
  /** Worker threads alive now. */
  readonly workers: number;
  synthesize(
    text: string,
    voice: EngineVoice,
    signal?: AbortSignal,
    post?: PostProcess,
    lane?: PoolLane,
  ): Promise<SynthesisResult>;
  listVoices(signal?: AbortSignal): Promise<EngineVoiceInfo[]>;
  /**
   * gamma-tts-2: decodes a reference clip and measures its voice in a worker (≈ 1 s of CPU for
   * 30 s of audio, kept off the HTTP thread). Bad audio rejects with ReferenceAudioError.
   * Bytes move to the worker when they are a view of their whole buffer (unusable afterwards).
   */
  analyzeReference(
    clip: ReferenceClip,
    options?: DecodeOptions,
    signal?: AbortSignal,
  ): Promise<VoiceProfile>;
  /**
   * One whole MP3 stream of `pcm` (the sentences in order) encoded in a worker, the same bytes
   * as one encoder on this thread. The buffers move to the worker and stay there as spares.
   */
  encodeMp3(
    pcm: Float32Array[],
    options: { inputRate: number; bitrateKbps: Mp3Bitrate },
    signal?: AbortSignal,
  ): Promise<Uint8Array>;
  /**
   * A voice pack's test load in a worker (piper.ts, kokoro.ts `check`): rejects with
   * EngineError 'voice_pack_failed' saying what is wrong with the files.
   */
  checkVoicePack(files: VoicePackFiles, signal?: AbortSignal): Promise<VoicePackCheck>;
  /**
   * Gives the audio of a `synthesize` result back to the worker that made it, to write a later
   * sentence into (see pcm-buffers.ts). `pcm` is unusable afterwards (its buffer moves).
   */
  recycle(pcm: Float32Array): void;
  /**
   * Starts `workers` workers (default all) now and runs a few sentences of each engine
   * (default all engines) in each, so that the first real jobs do not pay for start-up and JIT
   * compilation.
   */
  warmUp(
    signal?: AbortSignal,
    options?: { workers?: number; engines?: EngineKind[] },
  ): Promise<void>;
  /** Rejects queued and running jobs (EngineError 'pool_closed') and stops every worker. */
  close(): Promise<void>;
}

export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  return new WorkerEnginePool(options);
}

/** The pool's and the workers' errors, as engine errors; AbortErrors pass through. */
function engineErrorOf(error: unknown): unknown {
  if (error instanceof WorkerPoolError) {
    const code: EngineErrorCode =
      error.code === 'pool_closed'
        ? 'pool_closed'
        : error.code === 'worker_start_failed'
          ? 'engine_failed'
          : 'engine_crashed';
    const message = code === 'pool_closed' ? 'the engine pool is closed' : error.message;
    return new EngineError(code, message, { cause: error });
  }
  if (error instanceof WorkerJobError && error.code) {
    if (error.name === 'ReferenceAudioError') {
      return new ReferenceAudioError(error.code as ReferenceErrorCode, error.message);
    }
    if (ENGINE_ERROR_CODES.has(error.code)) {
      return new EngineError(error.code as EngineErrorCode, error.message);
    }
  }
  return error;
}

class WorkerEnginePool implements EnginePool {
  readonly #pool: WorkerPool<EngineRequest, EngineReply, never, RecycleNotice>;
  /** Which worker each result's audio buffer came from. */
  readonly #madeBy = new WeakMap<ArrayBufferLike, PooledWorker>();

  constructor(options: EnginePoolOptions) {
    const { size, workerUrl, workerData, ...tuning } = options;
    this.#pool = new WorkerPool({
      name: 'engine',
      size: size ?? availableParallelism(),
      workerUrl: workerUrl ?? workerEntry(import.meta.url, 'engine-worker'),
      workerData: workerData ?? prepareEngineWorkerData,
      ...tuning,
    });
  }

  get size(): number {
    return this.#pool.size;
  }

  get workers(): number {
    return this.#pool.workers;
  }

  async synthesize(
    text: string,
    voice: EngineVoice,
    signal?: AbortSignal,
    post?: PostProcess,
    lane?: PoolLane,
  ): Promise<SynthesisResult> {
    const request: EngineRequest = post
      ? { op: 'synthesize', text, voice, post }
      : { op: 'synthesize', text, voice };
    const { reply, worker } = await this.#run(request, signal, lane);
    if (reply.op !== 'synthesize') throw new EngineError('engine_failed', 'unexpected reply');
    mergeStages(reply.clock);
    this.#madeBy.set(reply.result.pcm.buffer, worker);
    return reply.result;
  }

  recycle(pcm: Float32Array): void {
    const buffer = pcm.buffer;
    const worker = this.#madeBy.get(buffer);
    this.#madeBy.delete(buffer);
    if (!worker || !(buffer instanceof ArrayBuffer)) return;
    this.#pool.notify(worker, { buffer }, [buffer]);
  }

  async encodeMp3(
    pcm: Float32Array[],
    options: { inputRate: number; bitrateKbps: Mp3Bitrate },
    signal?: AbortSignal,
  ): Promise<Uint8Array> {
    const transfer: ArrayBuffer[] = [];
    for (const p of pcm) {
      this.#madeBy.delete(p.buffer);
      if (p.buffer instanceof ArrayBuffer && !transfer.includes(p.buffer)) transfer.push(p.buffer);
    }
    const { reply } = await this.#run(
      { op: 'encode-mp3', pcm, ...options },
      signal,
      undefined,
      transfer,
    );
    if (reply.op !== 'encode-mp3') throw new EngineError('engine_failed', 'unexpected reply');
    mergeStages(reply.clock);
    return reply.bytes;
  }

  async checkVoicePack(files: VoicePackFiles, signal?: AbortSignal): Promise<VoicePackCheck> {
    const { reply } = await this.#run({ op: 'check-voice-pack', pack: files }, signal);
    if (reply.op !== 'check-voice-pack') throw new EngineError('engine_failed', 'unexpected reply');
    return reply.check;
  }

  async listVoices(signal?: AbortSignal): Promise<EngineVoiceInfo[]> {
    const { reply } = await this.#run({ op: 'list-voices' }, signal);
    if (reply.op !== 'list-voices') throw new EngineError('engine_failed', 'unexpected reply');
    return reply.voices;
  }

  async analyzeReference(
    clip: ReferenceClip,
    options: DecodeOptions = {},
    signal?: AbortSignal,
  ): Promise<VoiceProfile> {
    const request: EngineRequest =
      options.maxSeconds === undefined
        ? { op: 'analyze-reference', clip }
        : { op: 'analyze-reference', clip, maxSeconds: options.maxSeconds };
    // Bytes that have their buffer to themselves move to the worker instead of being copied.
    const transfer =
      clip instanceof Uint8Array &&
      clip.byteOffset === 0 &&
      clip.byteLength === clip.buffer.byteLength &&
      clip.buffer instanceof ArrayBuffer
        ? [clip.buffer]
        : [];
    const { reply } = await this.#run(request, signal, undefined, transfer);
    if (reply.op !== 'analyze-reference') {
      throw new EngineError('engine_failed', 'unexpected reply');
    }
    return reply.profile;
  }

  async warmUp(
    signal?: AbortSignal,
    options: { workers?: number; engines?: EngineKind[] } = {},
  ): Promise<void> {
    const request: EngineRequest = options.engines
      ? { op: 'warm-up', engines: options.engines }
      : { op: 'warm-up' };
    try {
      await this.#pool.warmUp({
        request,
        ...(options.workers ? { workers: options.workers } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw engineErrorOf(error);
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  async #run(
    request: EngineRequest,
    signal?: AbortSignal,
    lane?: PoolLane,
    transfer: Transferable[] = [],
  ) {
    try {
      return await this.#pool.run(request, { signal, lane, transfer });
    } catch (error) {
      throw engineErrorOf(error);
    }
  }
}
