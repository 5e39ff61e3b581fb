/**
 * Spare audio buffers of an engine worker.
 *
 * Every synthesized sentence leaves the worker as a Float32Array whose buffer is transferred to
 * the main thread, encoded there, and dropped. Dropped, its memory waits for the main thread's
 * garbage collector — which, for small objects holding large buffers, can take tens of MB of
 * sentences — and every sentence needs a new one. Instead the main thread gives each buffer
 * back once encoded (EnginePool.recycle) and the worker writes the next sentence into it, so a
 * long text runs on a handful of buffers.
 */

/** Buffers are allocated in steps of this many bytes, so that one fits many sentences. */
const STEP_BYTES = 256 * 1024;

export class PcmBuffers {
  readonly #spares: ArrayBuffer[] = [];

  constructor(readonly maxSpares = 4) {}

  /** A Float32Array of `length` samples, on a spare buffer if one is large enough. */
  take(length: number): Float32Array {
    const bytes = length * Float32Array.BYTES_PER_ELEMENT;
    let best = -1;
    this.#spares.forEach((spare, i) => {
      const fits = spare.byteLength >= bytes;
      if (fits && (best < 0 || spare.byteLength < (this.#spares[best] as ArrayBuffer).byteLength)) {
        best = i;
      }
    });
    const buffer =
      best >= 0
        ? (this.#spares.splice(best, 1)[0] as ArrayBuffer)
        : new ArrayBuffer(Math.max(STEP_BYTES, Math.ceil(bytes / STEP_BYTES) * STEP_BYTES));
    return new Float32Array(buffer, 0, length);
  }

  /** Keeps a buffer for a later `take` (the oldest spare goes when there are too many). */
  give(buffer: ArrayBuffer): void {
    if (buffer.byteLength === 0) return; // detached or empty
    this.#spares.push(buffer);
    if (this.#spares.length > this.maxSpares) this.#spares.shift();
  }

  /** Lets every spare go (an idle worker: the next sentences allocate again). */
  clear(): void {
    this.#spares.length = 0;
  }

  get spares(): number {
    return this.#spares.length;
  }
}
