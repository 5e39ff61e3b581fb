import createRubberband from '@echogarden/rubberband-wasm';
import type { Pointer, RubberbandModule } from '@echogarden/rubberband-wasm';

/**
 * Time-stretching and pitch-shifting of one whole clip (a sentence) with Rubber Band's R3
 * ("finer") engine in offline mode: the clip is studied, then processed, so the output is
 * aligned with the input (no start delay, no padding) and exactly round(length × timeRatio)
 * samples long, tail included. Single-threaded, hence deterministic.
 *
 * The R2 ("faster") engine drifted the pitch under time-stretch (440 → 437.5 Hz at ×0.5 here);
 * R3 holds 440.00 Hz.
 */

/** Option bits from rubberband-c.h. */
const OPTION = {
  processOffline: 0x00000000,
  threadingNever: 0x00010000,
  windowShort: 0x00100000,
  formantPreserved: 0x01000000,
  pitchHighQuality: 0x02000000,
  engineFiner: 0x20000000,
} as const;

const BLOCK = 16384;

export interface TimePitchOptions {
  /** Output duration ÷ input duration (2 = twice as long). */
  readonly timeRatio: number;
  /** Frequency multiplier (2 = an octave up). */
  readonly pitchScale: number;
  /**
   * 'quality' (default): R3 with its multi-resolution window. 'fast': R3 restricted to a single
   * short window, 2–4× faster, slightly less smooth.
   */
  readonly mode?: 'quality' | 'fast';
  /** Keep the spectral envelope (timbre) when shifting pitch; default true. */
  readonly preserveFormants?: boolean;
}

let modulePromise: Promise<RubberbandModule> | undefined;

export function loadRubberband(): Promise<RubberbandModule> {
  modulePromise ??= createRubberband().catch((err: unknown) => {
    modulePromise = undefined;
    throw err;
  });
  return modulePromise;
}

/** Buffers on the wasm heap for one mono block, plus the one-entry channel pointer array. */
interface Channel {
  readonly data: Pointer;
  readonly pointers: Pointer;
}

function allocChannel(m: RubberbandModule): Channel {
  const data = m._malloc(BLOCK * 4);
  const pointers = m._malloc(4);
  if (!data || !pointers) throw new Error('rubberband: out of wasm memory');
  m.HEAPU32[pointers >> 2] = data;
  return { data, pointers };
}

function freeChannel(m: RubberbandModule, channel: Channel): void {
  m._free(channel.data);
  m._free(channel.pointers);
}

/**
 * Runs the stretcher synchronously over `pcm` (mono) using an already-loaded module. Returns a
 * new array; the input is not modified.
 */
export function stretchWith(
  m: RubberbandModule,
  pcm: Float32Array,
  sampleRate: number,
  options: TimePitchOptions,
): Float32Array {
  const { timeRatio, pitchScale } = options;
  if (!(timeRatio > 0) || !(pitchScale > 0)) {
    throw new RangeError(`timeRatio and pitchScale must be > 0 (${timeRatio}, ${pitchScale})`);
  }
  const expected = Math.round(pcm.length * timeRatio);
  if (pcm.length === 0) return new Float32Array(0);

  let flags = OPTION.processOffline | OPTION.threadingNever | OPTION.engineFiner;
  if (options.mode === 'fast') flags |= OPTION.windowShort;
  if (pitchScale !== 1) {
    flags |= OPTION.pitchHighQuality;
    if (options.preserveFormants !== false) flags |= OPTION.formantPreserved;
  }

  const state = m._rubberband_new(sampleRate, 1, flags, timeRatio, pitchScale);
  if (!state) throw new Error('rubberband: could not create a stretcher');
  const input = allocChannel(m);
  const output = allocChannel(m);
  let out = new Float32Array(expected + BLOCK);
  let produced = 0;

  const feed = (call: 'study' | 'process', from: number): number => {
    const n = Math.min(BLOCK, pcm.length - from);
    m.HEAPF32.set(pcm.subarray(from, from + n), input.data >> 2);
    const final = from + n >= pcm.length ? 1 : 0;
    if (call === 'study') m._rubberband_study(state, input.pointers, n, final);
    else m._rubberband_process(state, input.pointers, n, final);
    return n;
  };
  const drain = (): number => {
    let available = m._rubberband_available(state);
    while (available > 0) {
      const got = m._rubberband_retrieve(state, output.pointers, Math.min(available, BLOCK));
      if (produced + got > out.length) {
        const grown = new Float32Array(Math.max(out.length * 2, produced + got));
        grown.set(out.subarray(0, produced));
        out = grown;
      }
      // Re-read HEAPF32: the heap may have grown (and the old view detached) during the call.
      const from = output.data >> 2;
      out.set(m.HEAPF32.subarray(from, from + got), produced);
      produced += got;
      available = m._rubberband_available(state);
    }
    return available;
  };

  try {
    m._rubberband_set_expected_input_duration(state, pcm.length);
    m._rubberband_set_max_process_size(state, BLOCK);
    for (let at = 0; at < pcm.length;) at += feed('study', at);
    for (let at = 0; at < pcm.length;) {
      at += feed('process', at);
      drain();
    }
    // After the final block, `available` reaches −1 once everything has been handed out.
    for (let guard = 0; drain() !== -1 && guard < 1000; guard++);
  } finally {
    m._rubberband_delete(state);
    freeChannel(m, input);
    freeChannel(m, output);
  }

  // Offline R3 gives exactly `expected` samples; trim or pad defensively if it ever does not.
  if (produced === expected) return out.slice(0, produced);
  const exact = new Float32Array(expected);
  exact.set(out.subarray(0, Math.min(produced, expected)));
  return exact;
}

/** Loads Rubber Band if needed and stretches one clip. */
export async function stretch(
  pcm: Float32Array,
  sampleRate: number,
  options: TimePitchOptions,
): Promise<Float32Array> {
  return stretchWith(await loadRubberband(), pcm, sampleRate, options);
}
