/**
 * The eSpeak NG engine: 22,050 Hz mono, 140 voices (language names such as 'en-us', 'cmn',
 * 'fr'), 100-odd variants ('f3', 'm2', 'klatt', …) and prosody (rate, pitch, range).
 *
 * Start one per thread with `getEspeakEngine()` and reuse it; calls are synchronous inside and
 * deterministic (see espeak-runtime.ts). Any text is accepted: odd characters are made inert
 * (espeak-input.ts), and text with nothing to say gives empty PCM and no events.
 */

import { EspeakRuntime } from './espeak-runtime.ts';
import type { EspeakVariantInfo, RawSynthesis } from './espeak-runtime.ts';
import { sourceOffset, toEspeakInput } from './espeak-input.ts';
import { EngineError } from './types.ts';
import type {
  EngineVoice,
  EngineVoiceInfo,
  EspeakVoice,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';
import { alignWordEvents } from './word-timing.ts';
import type { TimingMark } from './word-timing.ts';

export const ESPEAK_DEFAULTS = { rate: 175, pitch: 50, range: 50 } as const;
export const ESPEAK_LIMITS = {
  rate: [80, 450],
  pitch: [0, 99],
  range: [0, 99],
} as const satisfies Record<string, readonly [number, number]>;

/** Audio whose peak stays below this (of 32,768) counts as silence. */
const SILENCE_PEAK = 16;
const VOICE_NAME = /^[A-Za-z0-9_\-/]+$/;

export class EspeakEngine implements SpeechEngine {
  readonly #runtime: EspeakRuntime;
  /** Lowercased identifier, file name and language code → voice identifier. */
  readonly #voiceIds = new Map<string, string>();
  /** Lowercased variant name → variant file name. */
  readonly #variants = new Map<string, string>();

  private constructor(runtime: EspeakRuntime) {
    this.#runtime = runtime;
    this.#indexVoices();
    for (const name of runtime.variants) {
      if (VOICE_NAME.test(name)) this.#variants.set(name.toLowerCase(), name);
    }
  }

  /** Starts a new instance; prefer `getEspeakEngine()`, which shares one per thread. */
  static async start(): Promise<EspeakEngine> {
    return new EspeakEngine(await EspeakRuntime.start());
  }

  get sampleRate(): number {
    return this.#runtime.sampleRate;
  }

  async synthesize(text: string, voice: EngineVoice): Promise<SynthesisResult> {
    return this.synthesizeSync(text, voice);
  }

  /** Blocks the thread for the whole synthesis (≈ 1/100 of the audio's duration once warm). */
  synthesizeSync(text: string, voice: EngineVoice): SynthesisResult {
    if (voice.engine !== 'espeak')
      throw new EngineError('unknown_voice', `not an eSpeak voice: ${voice.engine}`);
    const voiceId = this.resolveVoice(voice);
    const input = toEspeakInput(text);
    const raw = this.#runtime.synthesize(input.text, voiceId, prosodyOf(voice));
    const sampleRate = this.#runtime.sampleRate;
    const hasWords = raw.events.some((event) => event.type === 'word');
    if (!hasWords && isSilent(raw)) return { sampleRate, pcm: new Float32Array(0), events: [] };
    const pcm = toFloat(raw);
    const durationMs = (pcm.length * 1000) / sampleRate;
    const marks: TimingMark[] = [];
    for (const event of raw.events) {
      if (event.type === 'sentence') continue;
      marks.push({ position: sourceOffset(input, event.position), ms: event.ms, kind: event.type });
    }
    return { sampleRate, pcm, events: alignWordEvents(text, marks, durationMs) };
  }

  /**
   * IPA phonemes of `text` in the eSpeak voice or language `name` (e.g. 'en-us', as a Piper
   * config's `espeak.voice` names it): clauses joined by " | ", phonemes by "_".
   */
  phonemize(text: string, name: string): string {
    return this.#runtime.phonemize(text, this.resolveVoice({ engine: 'espeak', name }));
  }

  async listVoices(): Promise<EngineVoiceInfo[]> {
    const genders = this.#runtime.voiceGenders;
    return this.#runtime.voices.map((voice) => {
      const gender = genders.get(voice.identifier);
      return {
        engine: 'espeak',
        name: fileName(voice.identifier).toLowerCase(),
        label: voice.name,
        languages: [...voice.languages]
          .sort((a, b) => a.priority - b.priority)
          .map((language) => language.name),
        ...(gender ? { gender } : {}),
      };
    });
  }

  /** Variants usable as `EspeakVoice.variant`. */
  listVariants(): EspeakVariantInfo[] {
    return [...this.#variants.values()].map((name) => this.#runtime.variantInfo(name));
  }

  /**
   * The eSpeak voice id for a voice, e.g. { name: 'en-us', variant: 'f3' } → 'gmw/en-US+f3'.
   * Throws an EngineError 'unknown_voice' for names and variants eSpeak does not have.
   */
  resolveVoice(voice: EngineVoice): string {
    if (voice.engine !== 'espeak')
      throw new EngineError('unknown_voice', `not an eSpeak voice: ${voice.engine}`);
    const name = voice.name.trim().toLowerCase();
    const id = VOICE_NAME.test(name) ? this.#voiceIds.get(name) : undefined;
    if (!id) throw new EngineError('unknown_voice', `eSpeak has no voice '${voice.name}'`);
    if (voice.variant === undefined || voice.variant === '') return id;
    const variant = this.#variants.get(voice.variant.trim().toLowerCase());
    if (!variant) {
      throw new EngineError('unknown_voice', `eSpeak has no variant '${voice.variant}'`);
    }
    return `${id}+${variant}`;
  }

  #indexVoices(): void {
    const byLanguage = new Map<string, { id: string; priority: number }>();
    for (const voice of this.#runtime.voices) {
      const id = voice.identifier;
      this.#voiceIds.set(id.toLowerCase(), id);
      this.#voiceIds.set(fileName(id).toLowerCase(), id);
      for (const language of voice.languages) {
        const key = language.name.toLowerCase();
        const best = byLanguage.get(key);
        if (!best || language.priority < best.priority) {
          byLanguage.set(key, { id, priority: language.priority });
        }
      }
    }
    // File names win over language codes: 'en' is the file gmw/en even if another voice
    // lists 'en' with a better priority.
    for (const [language, { id }] of byLanguage) {
      if (!this.#voiceIds.has(language)) this.#voiceIds.set(language, id);
    }
  }
}

let shared: Promise<EspeakEngine> | undefined;

/** The engine of this thread, started on first use. */
export function getEspeakEngine(): Promise<EspeakEngine> {
  shared ??= EspeakEngine.start().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

function fileName(identifier: string): string {
  return identifier.slice(identifier.lastIndexOf('/') + 1);
}

function prosodyOf(voice: EspeakVoice): { rate: number; pitch: number; range: number } {
  return {
    rate: clampInt(voice.rate, ESPEAK_DEFAULTS.rate, ESPEAK_LIMITS.rate),
    pitch: clampInt(voice.pitch, ESPEAK_DEFAULTS.pitch, ESPEAK_LIMITS.pitch),
    range: clampInt(voice.range, ESPEAK_DEFAULTS.range, ESPEAK_LIMITS.range),
  };
}

function clampInt(
  value: number | undefined,
  fallback: number,
  [min, max]: readonly [number, number],
): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function isSilent(raw: RawSynthesis): boolean {
  for (const chunk of raw.chunks) {
    for (const sample of chunk) if (sample > SILENCE_PEAK || sample < -SILENCE_PEAK) return false;
  }
  return true;
}

function toFloat(raw: RawSynthesis): Float32Array {
  const pcm = new Float32Array(raw.sampleCount);
  let offset = 0;
  for (const chunk of raw.chunks) {
    for (let i = 0; i < chunk.length; i++) pcm[offset + i] = (chunk[i] as number) / 32768;
    offset += chunk.length;
  }
  return pcm;
}
