/**
 * One eSpeak NG instance (wasm2js, ≈100–200 ms to start) and the raw calls into it.
 *
 * eSpeak keeps state between calls (flutter phase, filter memories, voice caches), so the same
 * text came out a few samples different every time. To make synthesis deterministic, the whole
 * heap is copied once after start-up and written back before every call (≈1–3 ms): each call
 * then starts from the very same state. Nothing JavaScript-side may own heap memory across that
 * restore, so strings are passed as buffers malloc'ed after it (the WebIDL glue's own string
 * cache is created before the snapshot and only ever used for the short start-up voice name).
 *
 * eSpeak also seeds the C library's rand() from the clock when it starts (rand() then drives
 * the breath noise of variants such as f2), so the clock reads as 0 during that one synchronous
 * call: every instance, in every process, starts from the same heap.
 */

import createEspeak from '@echogarden/espeak-ng-emscripten';
import type {
  EspeakModule,
  EspeakRawEvent,
  EspeakVoiceListing,
  ESpeakNGWorker,
  HeapString,
} from '@echogarden/espeak-ng-emscripten';

import { EngineError } from './types.ts';

const DATA_DIR = '/usr/share/espeak-ng-data';
const VARIANT_DIR = `${DATA_DIR}/voices/!v`;

export interface EspeakParams {
  rate: number;
  pitch: number;
  range: number;
}

/** A word, sentence or clause-end event, positions as eSpeak gives them (1-based). */
export interface EspeakEvent {
  type: 'word' | 'sentence' | 'end';
  position: number;
  length: number;
  ms: number;
}

export interface RawSynthesis {
  chunks: Int16Array[];
  sampleCount: number;
  events: EspeakEvent[];
}

export interface EspeakVariantInfo {
  name: string;
  label: string;
  gender?: 'male' | 'female';
}

export class EspeakRuntime {
  readonly sampleRate: number;
  readonly voices: readonly EspeakVoiceListing[];
  /** Gender per voice identifier (eSpeak says 1 = male, 2 = female). */
  readonly voiceGenders: ReadonlyMap<string, 'male' | 'female'>;
  readonly variants: readonly string[];
  readonly #module: EspeakModule;
  readonly #worker: ESpeakNGWorker;
  readonly #snapshot: Uint8Array;
  readonly #encoder = new TextEncoder();
  /** The voice file set last (set_voice loads it: ≈1 ms, skipped when it is already set). */
  #voice: string | null = null;

  private constructor(module: EspeakModule) {
    this.#module = module;
    this.#worker = withClockAtZero(() => new module.eSpeakNGWorker());
    // Creates the glue's string cache before the snapshot (see the file comment).
    this.#worker.set_voice('en-us');
    this.sampleRate = this.#worker.get_samplerate();
    this.voices = this.#worker.list_voices();
    this.voiceGenders = readGenders(this.#worker);
    this.variants = module.FS.readdir(VARIANT_DIR)
      .filter((name) => name !== '.' && name !== '..')
      .sort();
    this.#snapshot = module.HEAPU8.slice();
  }

  static async start(): Promise<EspeakRuntime> {
    return new EspeakRuntime(await createEspeak());
  }

  /** Name, label and gender of a variant file, read from its header. */
  variantInfo(name: string): EspeakVariantInfo {
    const text = new TextDecoder().decode(this.#module.FS.readFile(`${VARIANT_DIR}/${name}`));
    const label = /^name\s+(.+?)\s*$/m.exec(text)?.[1] ?? name;
    const gender = /^gender\s+(\w+)/m.exec(text)?.[1]?.toLowerCase();
    return {
      name,
      label,
      ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    };
  }

  /**
   * Synthesizes SSML-ready `input` with the voice file `voiceId` (e.g. 'gmw/en-US+f3').
   * Deterministic: every call starts from the heap as it was after start-up.
   */
  synthesize(input: string, voiceId: string, params: EspeakParams): RawSynthesis {
    this.#restore();
    const worker = this.#worker;
    this.#voice = null;
    if (worker.set_voice(this.#heapString(voiceId)) !== 0) {
      throw new EngineError('unknown_voice', `eSpeak has no voice '${voiceId}'`);
    }
    this.#voice = voiceId;
    worker.set_rate(params.rate);
    worker.set_pitch(params.pitch);
    worker.set_range(params.range);
    worker.set_volume(100);
    const chunks: Int16Array[] = [];
    const events: EspeakEvent[] = [];
    let sampleCount = 0;
    try {
      worker.synthesize(this.#heapString(input), (samples, raw) => {
        if (samples.length > 0) {
          chunks.push(samples);
          sampleCount += samples.length;
        }
        for (const event of raw) collectEvent(event, events);
        return 0;
      });
    } catch (error) {
      throw new EngineError('engine_failed', 'eSpeak failed during synthesis', { cause: error });
    }
    return { chunks, sampleCount, events };
  }

  /**
   * The IPA phonemes of `text` spoken by the voice file `voiceId` (no audio is made): clauses
   * joined by " | ", phonemes by "_". Its strings are freed here, not by a heap restore.
   */
  phonemize(text: string, voiceId: string): string {
    if (this.#voice !== voiceId) {
      this.#voice = null;
      const voice = this.#heapString(voiceId);
      const known = this.#worker.set_voice(voice) === 0;
      this.#module._free(voice.ptr);
      if (!known) throw new EngineError('unknown_voice', `eSpeak has no voice '${voiceId}'`);
      this.#voice = voiceId;
    }
    const input = this.#heapString(text);
    try {
      const result = this.#worker.text_to_phonemes(input, 1);
      const heap = this.#module.HEAPU8;
      let end = result.ptr;
      while (heap[end] !== 0 && end < heap.length) end++;
      return new TextDecoder().decode(heap.subarray(result.ptr, end));
    } finally {
      this.#module._free(input.ptr);
    }
  }

  #restore(): void {
    const heap = this.#module.HEAPU8;
    heap.set(this.#snapshot);
    if (heap.length > this.#snapshot.length) heap.fill(0, this.#snapshot.length);
  }

  #heapString(text: string): HeapString {
    const bytes = this.#encoder.encode(text);
    const ptr = this.#module._malloc(bytes.length + 1);
    if (!ptr) throw new EngineError('engine_failed', 'eSpeak is out of memory');
    const heap = this.#module.HEAPU8;
    heap.set(bytes, ptr);
    heap[ptr + bytes.length] = 0;
    return { ptr };
  }
}

/** Runs a synchronous `action` while Date.now() answers 0 (nothing else can run meanwhile). */
function withClockAtZero<T>(action: () => T): T {
  const now = Date.now;
  Date.now = () => 0;
  try {
    return action();
  } finally {
    Date.now = now;
  }
}

function collectEvent(event: EspeakRawEvent, into: EspeakEvent[]): void {
  if (event.type !== 'word' && event.type !== 'sentence' && event.type !== 'end') return;
  into.push({
    type: event.type,
    position: event.text_position,
    length: event.word_length,
    ms: event.audio_position,
  });
}

function readGenders(worker: ESpeakNGWorker): Map<string, 'male' | 'female'> {
  const genders = new Map<string, 'male' | 'female'>();
  for (let i = 0; ; i++) {
    const voice = worker.get_voices(i);
    if (!voice.ptr) break;
    const gender = voice.get_gender();
    if (gender === 1) genders.set(voice.get_identifier(), 'male');
    if (gender === 2) genders.set(voice.get_identifier(), 'female');
  }
  return genders;
}
