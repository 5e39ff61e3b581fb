/**
 * The one interface every embedded speech engine implements. An engine turns text and a voice
 * into mono PCM plus word and sentence events; everything above it (voices, prosody DSP,
 * encoders, timestamps) works on this shape only.
 */

/** An eSpeak NG voice: a voice or language name, optionally with a variant and prosody. */
export interface EspeakVoice {
  engine: 'espeak';
  /** Voice file or language code, e.g. 'en-us', 'en-gb', 'cmn', 'zh', 'fr', 'gmw/en-US'. */
  name: string;
  /** Variant file from espeak-ng-data/voices/!v, e.g. 'f3', 'm2', 'klatt', 'Alicia'. */
  variant?: string;
  /** Base pitch 0..99 (espeak default 50). */
  pitch?: number;
  /** Pitch range 0..99 (espeak default 50). */
  range?: number;
  /** Words per minute, 80..450 (espeak default 175). */
  rate?: number;
}

/**
 * A Flite voice (US English; 16 kHz). `slt` is female; `rms`, `awb` (Scottish) and `kal`/`kal16`
 * (diphone) are male. Pitch and formant scaling make more voices out of these five.
 */
export interface FliteVoice {
  engine: 'flite';
  name: 'slt' | 'rms' | 'awb' | 'kal' | 'kal16';
  /** F0 multiplier, 0.5..1.5 (default 1). */
  pitch?: number;
  /**
   * Spectral-envelope (formant) scale, 0.8..1.25 (default 1): above 1 a smaller-sounding
   * speaker, below 1 a larger one. Pitch and speed are kept.
   */
  formant?: number;
  /**
   * F0 range multiplier, 0.25..3 (default 1): wider or flatter intonation around the voice's
   * own. No effect on `rms`, whose intonation model has no range setting.
   */
  range?: number;
  /** Words per minute on eSpeak's scale, 80..450: 175 (default) is the voice's own speed. */
  rate?: number;
}

/**
 * A voice of an installed Piper voice pack (docs/voice-packs.md): the pack's files, read by the
 * engine worker that speaks it (a session per pack per worker, loaded on first use).
 */
export interface PiperVoice {
  engine: 'piper';
  /** The pack's id: sessions are kept per pack. */
  pack: string;
  /** The pack's name, e.g. 'en_US-lessac-medium'. */
  name: string;
  /** Absolute path of the pack's `.onnx` model. */
  model: string;
  /** Absolute path of the pack's `.onnx.json` config. */
  config: string;
  /** Speaker number (`sid`) of a multi-speaker voice; omitted for a single speaker. */
  speaker?: number;
  /** That speaker's name in the config's `speaker_id_map`. */
  speakerName?: string;
  /** Speaking-rate factor, realised as the model's `length_scale` (config's ÷ tempo). */
  tempo?: number;
}

/**
 * A voice of an installed Kokoro pack (docs/voice-packs.md, "Kokoro"): the pack's files and the
 * voice's name in its voices file.
 */
export interface KokoroVoice {
  engine: 'kokoro';
  /** The pack's id: sessions are kept per pack. */
  pack: string;
  /** The pack's name, e.g. 'kokoro-v1.0'. */
  name: string;
  /** Absolute paths of the pack's model, voices file and (when it has one) config.json. */
  model: string;
  voices: string;
  config: string | null;
  /** The voice's name in the voices file, e.g. 'af_heart'. */
  voice: string;
  /** Speaking-rate factor, fed to the model as its `speed`. */
  tempo?: number;
}

/** Every engine's voice, discriminated by `engine`. Add new engines to this union. */
export type EngineVoice = EspeakVoice | FliteVoice | PiperVoice | KokoroVoice;

/** A voice pack's voice: the model speaks the tempo itself and keeps its own intonation. */
export type PackVoice = PiperVoice | KokoroVoice;

export function isPackVoice(voice: EngineVoice): voice is PackVoice {
  return voice.engine === 'piper' || voice.engine === 'kokoro';
}

export type EngineKind = EngineVoice['engine'];

/** The voice's speaking rate on eSpeak's words-per-minute scale, where the engine has one. */
export function wordsPerMinute(voice: EngineVoice): number | undefined {
  return isPackVoice(voice) ? undefined : voice.rate;
}

export interface SpeechEvent {
  type: 'word' | 'sentence';
  /** Code-point offset of the first character, into the text given to the engine. */
  charStart: number;
  /** Code-point offset just past the last character (end exclusive). */
  charEnd: number;
  /** When the item starts, in milliseconds from the start of `pcm`. */
  startMs: number;
}

export interface SynthesisResult {
  sampleRate: number;
  /** Mono samples in −1..1. Empty when there was nothing to say. */
  pcm: Float32Array;
  /** Sentence and word events in text order, with non-decreasing times within the audio. */
  events: SpeechEvent[];
}

export interface EngineVoiceInfo {
  engine: EngineKind;
  /** What to pass as `EngineVoice.name`. */
  name: string;
  /** Human-readable name, e.g. 'English (America)'. */
  label: string;
  /** Language codes the voice speaks, best first, e.g. ['en-us', 'en']. */
  languages: string[];
  gender?: 'male' | 'female';
}

/**
 * Work done on a synthesis in the worker thread, after the engine: silence appended for
 * the pause before the next sentence, then tempo, pitch and volume (audio/dsp.ts), with
 * event times scaled to match. Doing it there keeps the DSP off the HTTP thread.
 */
export interface PostProcess {
  /** Speaking-rate factor; duration becomes 1 / tempo. */
  tempo: number;
  /** F0 multiplier. */
  pitch: number;
  /** Linear gain. */
  volume: number;
  /** Silence appended before the prosody is applied (so pauses scale with tempo too). */
  tailSilenceMs: number;
  /**
   * Equalizer applied last, after tempo, pitch and volume (gamma-tts-2's timbre match): gain in
   * dB (±12) at ascending band centres in Hz, held flat outside them. Realised as a time-aligned
   * linear-phase FIR, then peak-limited (cloning/equalizer.ts). Omitted: no equalizer.
   */
  eq?: { readonly bandsHz: readonly number[]; readonly gainsDb: readonly number[] };
  /** Resample the result to this rate (the encoder's), in the worker. */
  outputRate?: number;
}

export interface SpeechEngine {
  synthesize(text: string, voice: EngineVoice): Promise<SynthesisResult>;
  listVoices(): Promise<EngineVoiceInfo[]>;
  /**
   * Lets go of memory the engine can remake cheaply on its next call (an idle worker calls it
   * before compacting). Optional: an engine without it keeps what it holds.
   */
  release?(): void;
}

export type EngineErrorCode =
  | 'unknown_voice'
  | 'engine_failed'
  | 'engine_crashed'
  | 'pool_closed'
  /** A voice pack's model or config could not be loaded or run (a user-supplied file). */
  | 'voice_pack_failed';

/** An engine failure that callers may act on; `code` survives the trip from a worker thread. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
