/**
 * The Piper engine (docs/voice-packs.md): a user's Piper voice pack — an ONNX model and its
 * `.onnx.json` config — run on onnxruntime-node inside an engine worker. Phonemes come from the
 * embedded eSpeak NG (piper-phonemes.ts). Each pack gets one inference session per worker,
 * loaded on first use (one intra-op thread: the pool's workers are the parallelism) and
 * released after it has been idle for a while.
 *
 * Deterministic: Piper's graphs draw their noise inside the model (RandomNormalLike, without a
 * seed), so for a graph with random operators the noise scales are fed as 0 — the same request
 * gives the same bytes. A graph without them (the tests' stand-in) gets the config's values.
 *
 * Timestamps: one sentence event per call (exact: the call's audio); words share out the
 * measured duration in proportion to their phonemes (piper-phonemes.ts).
 */
import { readFile } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';

import { getEspeakEngine, type EspeakEngine } from './espeak.ts';
import {
  openPackSession,
  packFailure,
  PackSessions,
  PACK_IDLE_MS,
  type OrtModule,
} from './pack-sessions.ts';
import { parsePiperConfig, PiperConfigError, type PiperConfig } from './piper-config.ts';
import { piperUtterance } from './piper-phonemes.ts';
import { EngineError } from './types.ts';
import type {
  EngineVoice,
  EngineVoiceInfo,
  PiperVoice,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';
import { alignWordEvents, type TimingMark } from './word-timing.ts';

/** A pack's session is released after this long without a sentence to speak. */
export const PIPER_IDLE_MS = PACK_IDLE_MS;

const REQUIRED_INPUTS = ['input', 'input_lengths', 'scales'] as const;
const RANDOM_OPERATORS = ['RandomNormal', 'RandomUniform'];

/** What a test load found out about a pack (the install's check). */
export interface PiperPackCheck {
  sampleRate: number;
  speakers: number;
  /** The graph draws noise itself: fed zero noise for determinism. */
  randomNoise: boolean;
}

interface LoadedPack {
  config: PiperConfig;
  session: Ort.InferenceSession;
  hasSid: boolean;
  randomNoise: boolean;
}

export class PiperEngine implements SpeechEngine {
  readonly #packs: PackSessions<LoadedPack>;

  constructor(
    private readonly espeak: EspeakEngine,
    private readonly ort: OrtModule,
    idleMs = PIPER_IDLE_MS,
  ) {
    this.#packs = new PackSessions(idleMs);
  }

  async synthesize(text: string, voice: EngineVoice): Promise<SynthesisResult> {
    if (voice.engine !== 'piper') {
      throw new EngineError('unknown_voice', `not a Piper voice: ${voice.engine}`);
    }
    return this.#packs.use(
      voice.pack,
      () => this.#load(voice.model, voice.config),
      (pack) => this.#speak(pack, text, voice),
    );
  }

  async listVoices(): Promise<EngineVoiceInfo[]> {
    return [];
  }

  /**
   * The install's test load: the config parses, the model loads, and the two match (Piper's
   * inputs; a `sid` input exactly when the config has several speakers). Nothing is kept.
   */
  async check(modelPath: string, configPath: string): Promise<PiperPackCheck> {
    const loaded = await this.#load(modelPath, configPath);
    await loaded.session.release();
    return {
      sampleRate: loaded.config.sampleRate,
      speakers: loaded.config.speakers,
      randomNoise: loaded.randomNoise,
    };
  }

  /** Releases every session (the worker is stopping). */
  async close(): Promise<void> {
    await this.#packs.close();
  }

  async #load(modelPath: string, configPath: string): Promise<LoadedPack> {
    let config: PiperConfig;
    try {
      config = parsePiperConfig(await readFile(configPath, 'utf8'));
    } catch (error) {
      if (error instanceof PiperConfigError) {
        throw new EngineError(
          'voice_pack_failed',
          `The voice pack's config is invalid: ${error.message}`,
        );
      }
      throw packFailure("The voice pack's config could not be read", error);
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(modelPath);
    } catch (error) {
      throw packFailure("The voice pack's model could not be read", error);
    }
    const session = await openPackSession(this.ort, bytes);
    const randomNoise = RANDOM_OPERATORS.some((op) => bytes.includes(op));
    try {
      const hasSid = checkSignature(session, config);
      return { config, session, hasSid, randomNoise };
    } catch (error) {
      await session.release().catch(() => undefined);
      throw error;
    }
  }

  async #speak(pack: LoadedPack, text: string, voice: PiperVoice): Promise<SynthesisResult> {
    const { config, session } = pack;
    const sampleRate = config.sampleRate;
    const utterance = piperUtterance(
      text,
      (clause) => this.espeak.phonemize(clause, config.espeakVoice),
      config.phonemeIdMap,
    );
    if (utterance.words.length === 0) return { sampleRate, pcm: new Float32Array(0), events: [] };
    const ids = BigInt64Array.from(utterance.ids, (id) => BigInt(id));
    const tempo = voice.tempo && voice.tempo > 0 ? voice.tempo : 1;
    const noise = pack.randomNoise ? 0 : 1;
    const feeds: Record<string, Ort.Tensor> = {
      input: new this.ort.Tensor('int64', ids, [1, ids.length]),
      input_lengths: new this.ort.Tensor('int64', BigInt64Array.of(BigInt(ids.length)), [1]),
      scales: new this.ort.Tensor(
        'float32',
        Float32Array.of(
          config.noiseScale * noise,
          config.lengthScale / tempo,
          config.noiseW * noise,
        ),
        [3],
      ),
    };
    if (pack.hasSid) {
      const sid = Math.min(Math.max(0, Math.round(voice.speaker ?? 0)), config.speakers - 1);
      feeds.sid = new this.ort.Tensor('int64', BigInt64Array.of(BigInt(sid)), [1]);
    }
    let data: Float32Array;
    try {
      const results = await session.run(feeds);
      const output = results[session.outputNames[0] as string];
      if (!output || output.type !== 'float32' || output.dims.length < 1) {
        throw new Error('its output is not float audio');
      }
      data = output.data as Float32Array;
    } catch (error) {
      throw packFailure(`The voice pack '${voice.pack}' failed while speaking`, error);
    }
    // Piper's audio is nominally within ±1; a model that overshoots is clipped, not wrapped.
    const pcm = new Float32Array(data.length);
    for (let i = 0; i < data.length; i++) pcm[i] = Math.max(-1, Math.min(1, data[i] as number));
    const durationMs = (pcm.length * 1000) / sampleRate;
    const total = utterance.words.reduce((sum, w) => sum + w.weight, 0);
    let before = 0;
    const marks: TimingMark[] = utterance.words.map((word) => {
      const mark: TimingMark = {
        position: word.charStart,
        ms: (durationMs * before) / total,
        kind: 'word',
      };
      before += word.weight;
      return mark;
    });
    return { sampleRate, pcm, events: alignWordEvents(text, marks, durationMs) };
  }
}

/** Piper's inputs are there, and `sid` exactly when the config has several speakers. */
function checkSignature(session: Ort.InferenceSession, config: PiperConfig): boolean {
  const inputs = new Set(session.inputNames);
  const missing = REQUIRED_INPUTS.filter((name) => !inputs.has(name));
  if (missing.length > 0) {
    throw new EngineError(
      'voice_pack_failed',
      `The voice pack's model is not a Piper voice: it has no input ${missing.map((m) => `'${m}'`).join(', ')}`,
    );
  }
  const hasSid = inputs.has('sid');
  if (config.speakers > 1 && !hasSid) {
    throw new EngineError(
      'voice_pack_failed',
      `The voice pack's config does not match its model: it has ${config.speakers} speakers, the model has no 'sid' input`,
    );
  }
  if (config.speakers === 1 && hasSid) {
    throw new EngineError(
      'voice_pack_failed',
      "The voice pack's config does not match its model: the model takes a speaker ('sid'), the config has one speaker",
    );
  }
  if (session.outputNames.length === 0) {
    throw new EngineError('voice_pack_failed', "The voice pack's model has no output");
  }
  return hasSid;
}

let shared: Promise<PiperEngine> | undefined;

/** The engine of this thread (eSpeak for phonemes, onnxruntime-node), started on first use. */
export function getPiperEngine(): Promise<PiperEngine> {
  shared ??= (async () => {
    const [espeak, ort] = await Promise.all([getEspeakEngine(), import('onnxruntime-node')]);
    return new PiperEngine(espeak, ort);
  })().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
