/**
 * The Flite engine: five US/Scottish English voices (slt female; rms, awb, kal, kal16 male) at
 * 16 kHz, far more intelligible than eSpeak's English. Pitch, F0 range and speed are Flite's own
 * features (flite-voices.ts); formant scaling and rms's pitch are done on the audio.
 *
 * A call: the text is cut into sentences (each one Flite utterance, so long input never makes
 * one huge utterance), every word's own phones are looked up in one extra diphone run, each
 * sentence is synthesized, and its spoken phones are aligned to its words (flite-align.ts).
 * Offsets in the events index the code points of the text given to `synthesize`. Give it
 * normalized text (text/normalize.ts) so that numbers, symbols and abbreviations are read the
 * way its words are counted.
 *
 * Any text is accepted: what Flite cannot say (other scripts, emoji) is silent and its words
 * take the time of their neighbours; text with nothing to say gives empty PCM and no events.
 * Same text and voice, same samples.
 */

import { concatFloat32, resample } from '../audio/resample.ts';
import { splitSentences } from '../text/sentences.ts';
import { splitWords } from '../text/words.ts';
import type { Segment } from '../text/segment.ts';
import { spokenPhones, wordChunks, wordStartTimes } from './flite-align.ts';
import { hasFliteSpeech, toFliteText } from './flite-input.ts';
import { FliteRuntime } from './flite-runtime.ts';
import type { FliteRawSynthesis } from './flite-runtime.ts';
import {
  FLITE_SAMPLE_RATE,
  fliteSettings,
  fliteVoiceInfos,
  isFliteVoiceName,
} from './flite-voices.ts';
import type { FliteSettings } from './flite-voices.ts';
import { EngineError } from './types.ts';
import type {
  EngineVoice,
  EngineVoiceInfo,
  FliteVoice,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';
import { alignWordEvents } from './word-timing.ts';
import type { TimingMark } from './word-timing.ts';

/** Rubber Band's pitch range (audio/dsp.ts), for rms's pitch. */
const POST_PITCH_LIMITS = [0.5, 1.5] as const;
/** Word chunks whose phones are kept per thread (≈ 200 bytes each). */
const LEXICON_CACHE_SIZE = 20_000;
/** Characters Flite may keep when a sentence has to be retried in its plainest form. */
const PLAIN = /[^A-Za-z0-9 .,?!']/g;

export class FliteEngine implements SpeechEngine {
  readonly #runtime: FliteRuntime;
  /** Phones of word chunks said on their own, by Flite text (see #expectedPhones). */
  readonly #lexicon = new Map<string, string[]>();

  private constructor(runtime: FliteRuntime) {
    this.#runtime = runtime;
  }

  /** Compiles Flite for this thread; prefer `getFliteEngine()`, which shares one per thread. */
  static start(): FliteEngine {
    return new FliteEngine(FliteRuntime.load());
  }

  get sampleRate(): number {
    return FLITE_SAMPLE_RATE;
  }

  async synthesize(text: string, voice: EngineVoice): Promise<SynthesisResult> {
    const settings = fliteSettings(checkVoice(voice));
    const postPitch = clampPostPitch(settings.postPitch);
    const words = splitWords(text);
    if (words.length === 0) return silence();

    const speech = this.#speakSentences(text, words, settings);
    if (!speech) return silence();
    let { pcm, times } = speech;
    const nativeRate = settings.spec.nativeRate;
    if (postPitch !== 1) {
      // Rubber Band loads on first use: most voices never need it.
      const { applyProsody } = await import('../audio/dsp.ts');
      pcm = await applyProsody(pcm, nativeRate, { pitch: postPitch });
    }
    // Playing the audio `formant` times faster, and bringing it to 16 kHz (kal is 8 kHz).
    const inputRate = Math.round(nativeRate * settings.formant);
    if (inputRate !== FLITE_SAMPLE_RATE) {
      pcm = resample(pcm, inputRate, FLITE_SAMPLE_RATE);
      times = times.map((ms) => (ms * nativeRate) / inputRate);
    }
    const durationMs = (pcm.length * 1000) / FLITE_SAMPLE_RATE;
    const last = Math.max(0, durationMs - 1);
    const marks: TimingMark[] = words.map((word, i) => ({
      position: word.charStart,
      ms: Math.min(times[i] as number, last),
      kind: 'word',
    }));
    return {
      sampleRate: FLITE_SAMPLE_RATE,
      pcm,
      events: alignWordEvents(text, marks, durationMs, words),
    };
  }

  async listVoices(): Promise<EngineVoiceInfo[]> {
    return fliteVoiceInfos();
  }

  /**
   * An idle worker's Flite holds its instance's memory (≈ 23 MB) for nothing: it goes, and the
   * next call instantiates again (≈ 9 ms). The compiled code is the process's, shared by every
   * worker (flite-runtime.ts), so it stays compiled and tiered up. The word cache stays.
   */
  release(): void {
    this.#runtime.release();
  }

  /**
   * Every sentence through Flite, joined, at the voice's native rate, with each word's start in
   * ms; null when Flite had nothing to say.
   */
  #speakSentences(
    text: string,
    words: readonly Segment[],
    settings: FliteSettings,
  ): { pcm: Float32Array; times: number[] } | null {
    const expected = this.#expectedPhones(text, words);
    const weights = words.map((word) => word.charEnd - word.charStart);
    const parts: Float32Array[] = [];
    const times = new Array<number>(words.length).fill(0);
    let samples = 0;
    let w = 0;
    let spoke = false;
    const rate = settings.spec.nativeRate;
    for (const sentence of splitSentences(text)) {
      const first = w;
      while (w < words.length && (words[w] as Segment).charStart < sentence.charEnd) w++;
      const offsetMs = (samples * 1000) / rate;
      const raw = this.#speakSentence(sentence.text, settings);
      const starts = raw
        ? wordStartTimes(
            spokenPhones(raw.phones),
            expected?.slice(first, w) ?? null,
            weights.slice(first, w),
          )
        : [];
      for (let k = first; k < w; k++) times[k] = offsetMs + (starts[k - first] ?? 0) * 1000;
      if (!raw || raw.pcm.length === 0) continue;
      spoke ||= raw.phones.some((phone) => phone.name !== 'pau');
      parts.push(raw.pcm);
      samples += raw.pcm.length;
    }
    // Words after the last sentence (none, unless the splitter dropped something).
    for (; w < words.length; w++) times[w] = (samples * 1000) / rate;
    if (!spoke) return null;
    return { pcm: concatFloat32(parts), times };
  }

  /** One sentence as one Flite utterance; null when there is nothing Flite could say. */
  #speakSentence(sentence: string, settings: FliteSettings): FliteRawSynthesis | null {
    const fliteText = toFliteText(sentence);
    if (!hasFliteSpeech(fliteText)) return null;
    const { name } = settings.spec;
    try {
      return this.#runtime.synthesize(fliteText, name, settings.features);
    } catch (error) {
      // Odd input must not fail a request: retry once with only plain characters.
      const plain = fliteText.replace(PLAIN, ' ');
      if (!hasFliteSpeech(plain) || plain === fliteText) throw error;
      return this.#runtime.synthesize(plain, name, settings.features);
    }
  }

  /**
   * Each word's phones said on its own, or null if unknown. Words met before come from a
   * cache (a word said alone always has the same phones); the others are looked up in one run.
   */
  #expectedPhones(text: string, words: readonly Segment[]): string[][] | null {
    const chunks = wordChunks(text, words).map((chunk) => toFliteText(chunk).trim());
    const missing = [
      ...new Set(chunks.filter((chunk) => hasFliteSpeech(chunk) && !this.#lexicon.has(chunk))),
    ];
    if (missing.length > 0) {
      let phones: string[][] | null;
      try {
        phones = this.#runtime.phonesOf(missing);
      } catch {
        phones = null;
      }
      if (!phones) return null;
      missing.forEach((chunk, i) => this.#remember(chunk, phones[i] ?? []));
    }
    return chunks.map((chunk) => this.#lexicon.get(chunk) ?? []);
  }

  #remember(chunk: string, phones: string[]): void {
    if (this.#lexicon.size >= LEXICON_CACHE_SIZE) {
      // Oldest first: Map keeps insertion order.
      this.#lexicon.delete(this.#lexicon.keys().next().value as string);
    }
    this.#lexicon.set(chunk, phones);
  }
}

let shared: Promise<FliteEngine> | undefined;

/** The engine of this thread, started on first use. */
export function getFliteEngine(): Promise<FliteEngine> {
  shared ??= Promise.resolve()
    .then(() => FliteEngine.start())
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}

function checkVoice(voice: EngineVoice): FliteVoice {
  if (voice.engine !== 'flite' || typeof voice.name !== 'string' || !isFliteVoiceName(voice.name)) {
    throw new EngineError('unknown_voice', `Flite has no voice '${String(voice.name)}'`);
  }
  return voice;
}

function clampPostPitch(pitch: number): number {
  const [min, max] = POST_PITCH_LIMITS;
  return Math.min(max, Math.max(min, pitch));
}

function silence(): SynthesisResult {
  return { sampleRate: FLITE_SAMPLE_RATE, pcm: new Float32Array(0), events: [] };
}
