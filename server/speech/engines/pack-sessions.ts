/**
 * What the voice pack engines share (docs/voice-packs.md): each engine worker keeps one loaded
 * pack — an onnxruntime session and what the engine read beside it — per pack id, loaded on
 * first use, released after it has been idle for a while; sessions get one intra-op thread (the
 * pool's workers are the parallelism); failures become EngineError `voice_pack_failed` with
 * onnxruntime's first line.
 */
import type * as Ort from 'onnxruntime-node';

import { EngineError } from './types.ts';

export type OrtModule = typeof Ort;

/** A pack's session is released after this long without a sentence to speak. */
export const PACK_IDLE_MS = 120_000;

export interface LoadedSession {
  session: Ort.InferenceSession;
}

export function packFailure(what: string, error: unknown): EngineError {
  const detail = error instanceof Error ? error.message : String(error);
  // onnxruntime's messages carry source paths and shapes; the first line says enough.
  const line =
    detail
      .split('\n')[0]
      ?.replace(/^Error: /, '')
      .slice(0, 300) ?? '';
  return new EngineError('voice_pack_failed', `${what}: ${line}`, { cause: error });
}

/** A session for a pack's model bytes, as every pack engine opens it. */
export async function openPackSession(
  ort: OrtModule,
  bytes: Uint8Array,
): Promise<Ort.InferenceSession> {
  try {
    return await ort.InferenceSession.create(bytes, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      // Failures are reported with the request; onnxruntime's own log would only repeat them.
      logSeverityLevel: 4,
    });
  } catch (error) {
    throw packFailure("The voice pack's model is not a valid ONNX model", error);
  }
}

/** Loaded packs of one worker, by pack id. */
export class PackSessions<T extends LoadedSession> {
  readonly #packs = new Map<string, { pending: Promise<T>; idle: NodeJS.Timeout | null }>();

  constructor(private readonly idleMs = PACK_IDLE_MS) {}

  /**
   * Runs `use` with pack `id`, loading it with `load` on first use; the idle clock restarts
   * when `use` ends. A pack that failed to load is tried again by the next call.
   */
  async use<R>(id: string, load: () => Promise<T>, use: (pack: T) => Promise<R>): Promise<R> {
    let entry = this.#packs.get(id);
    if (!entry) {
      const pending = load();
      entry = { pending, idle: null };
      this.#packs.set(id, entry);
      pending.catch(() => {
        if (this.#packs.get(id)?.pending === pending) this.#packs.delete(id);
      });
    }
    const pack = await entry.pending;
    try {
      return await use(pack);
    } finally {
      const current = this.#packs.get(id);
      if (current === entry) {
        if (entry.idle) clearTimeout(entry.idle);
        entry.idle = setTimeout(() => void this.drop(id), this.idleMs);
        entry.idle.unref();
      }
    }
  }

  async drop(id: string): Promise<void> {
    const entry = this.#packs.get(id);
    this.#packs.delete(id);
    if (!entry) return;
    if (entry.idle) clearTimeout(entry.idle);
    const pack = await entry.pending.catch(() => null);
    await pack?.session.release().catch(() => undefined);
  }

  /** Releases every session (the worker is stopping). */
  async close(): Promise<void> {
    await Promise.all([...this.#packs.keys()].map((id) => this.drop(id)));
  }
}
