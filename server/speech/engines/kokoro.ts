/**
 * The Kokoro engine (docs/voice-packs.md, "Kokoro"): a user's Kokoro v1.0 pack — the ONNX model,
 * its voices file (`.npz`, a style array per voice) and optionally the model's `config.json` —
 * run on onnxruntime-node inside an engine worker, beside the Piper engine and sharing its
 * session handling (pack-sessions.ts) and its eSpeak IPA and word weights (piper-phonemes.ts).
 *
 * One run per sentence: `input_ids` int64 [1, T+2] (the tokens padded with 0 at both ends),
 * `style` float32 [1, 256] (the voice's row for T tokens) and `speed` float32 [1] (the
 * request's tempo). A sentence longer than Kokoro's 510 tokens is spoken in pieces cut between
 * words. The audio is 24 kHz.
 *
 * Deterministic: the graph's own random operators are pinned to their mean when it loads
 * (onnx-pin-random.ts), so the same request gives the same bytes.
 */
import { readFile } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';

import { getEspeakEngine, type EspeakEngine } from './espeak.ts';
import {
  KOKORO_MAX_TOKENS,
  KOKORO_V1_VOCAB,
  KokoroConfigError,
  kokoroPhonemes,
  kokoroTokens,
  parseKokoroConfig,
  type KokoroVocab,
} from './kokoro-phonemes.ts';
import {
  KOKORO_SAMPLE_RATE,
  kokoroVoiceFacts,
  KokoroVoicesError,
  parseKokoroVoices,
  styleFor,
  type KokoroStyles,
} from './kokoro-voices.ts';
import { mayDrawNoise, pinRandomOperators } from './onnx-pin-random.ts';
import {
  openPackSession,
  packFailure,
  PackSessions,
  PACK_IDLE_MS,
  type OrtModule,
} from './pack-sessions.ts';
import { piperUtterance } from './piper-phonemes.ts';
import { EngineError } from './types.ts';
import type {
  EngineVoiceInfo,
  EngineVoice,
  KokoroVoice,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';
import { alignWordEvents, type TimingMark } from './word-timing.ts';

/** Kokoro v1.0 names its token input `input_ids`; the v0.19 export named it `tokens`. */
const TOKEN_INPUTS = ['input_ids', 'tokens'] as const;

/** What a test load found out about a pack (the install's check). */
export interface KokoroPackCheck {
  sampleRate: number;
  /** The voices file's voice names, in its order. */
  voices: string[];
  /** The graph draws noise itself (pinned to its mean for determinism). */
  randomNoise: boolean;
}

export interface KokoroPackFiles {
  model: string;
  voices: string;
  config: string | null;
}

interface LoadedKokoro {
  session: Ort.InferenceSession;
  tokenInput: string;
  vocab: KokoroVocab;
  voices: Map<string, KokoroStyles>;
  randomNoise: boolean;
}

export class KokoroEngine implements SpeechEngine {
  readonly #packs: PackSessions<LoadedKokoro>;

  constructor(
    private readonly espeak: EspeakEngine,
    private readonly ort: OrtModule,
    idleMs = PACK_IDLE_MS,
  ) {
    this.#packs = new PackSessions(idleMs);
  }

  async synthesize(text: string, voice: EngineVoice): Promise<SynthesisResult> {
    if (voice.engine !== 'kokoro') {
      throw new EngineError('unknown_voice', `not a Kokoro voice: ${voice.engine}`);
    }
    return this.#packs.use(
      voice.pack,
      () => this.#load(voice),
      (pack) => this.#speak(pack, text, voice),
    );
  }

  async listVoices(): Promise<EngineVoiceInfo[]> {
    return [];
  }

  /** The install's test load: voices file, config and model read, and the model is Kokoro's. */
  async check(files: KokoroPackFiles): Promise<KokoroPackCheck> {
    const loaded = await this.#load(files);
    await loaded.session.release();
    return {
      sampleRate: KOKORO_SAMPLE_RATE,
      voices: [...loaded.voices.keys()],
      randomNoise: loaded.randomNoise,
    };
  }

  async close(): Promise<void> {
    await this.#packs.close();
  }

  async #load(files: KokoroPackFiles): Promise<LoadedKokoro> {
    let voices: Map<string, KokoroStyles>;
    try {
      voices = parseKokoroVoices(await readFile(files.voices));
    } catch (error) {
      if (error instanceof KokoroVoicesError) {
        throw new EngineError('voice_pack_failed', `The voice pack's ${error.message}`);
      }
      throw packFailure("The voice pack's voices file could not be read", error);
    }
    let vocab = KOKORO_V1_VOCAB;
    if (files.config) {
      try {
        vocab = parseKokoroConfig(await readFile(files.config, 'utf8'));
      } catch (error) {
        if (error instanceof KokoroConfigError) {
          throw new EngineError(
            'voice_pack_failed',
            `The voice pack's config is invalid: ${error.message}`,
          );
        }
        throw packFailure("The voice pack's config could not be read", error);
      }
    }
    let bytes: Uint8Array;
    try {
      bytes = await readFile(files.model);
    } catch (error) {
      throw packFailure("The voice pack's model could not be read", error);
    }
    const randomNoise = mayDrawNoise(bytes);
    let pinned: Uint8Array;
    try {
      pinned = pinRandomOperators(bytes);
    } catch (error) {
      throw packFailure("The voice pack's model is not a valid ONNX model", error);
    }
    const session = await openPackSession(this.ort, pinned);
    try {
      const tokenInput = checkSignature(session);
      return { session, tokenInput, vocab, voices, randomNoise };
    } catch (error) {
      await session.release().catch(() => undefined);
      throw error;
    }
  }

  async #speak(pack: LoadedKokoro, text: string, voice: KokoroVoice): Promise<SynthesisResult> {
    const styles = pack.voices.get(voice.voice);
    if (!styles) {
      throw new EngineError(
        'voice_pack_failed',
        `The voice pack '${voice.name}' has no voice '${voice.voice}'`,
      );
    }
    const facts = kokoroVoiceFacts(voice.voice);
    const letter = voice.voice[0] ?? 'a';
    // Piper's clauses, IPA and word weights, with Kokoro's symbols; no Piper id map (an empty
    // one): Kokoro's ids are made from the phonemes below.
    const utterance = piperUtterance(
      text,
      (clause) => kokoroPhonemes(this.espeak.phonemize(clause, facts.espeak), letter),
      new Map(),
    );
    if (utterance.words.length === 0) {
      return { sampleRate: KOKORO_SAMPLE_RATE, pcm: new Float32Array(0), events: [] };
    }
    const speed = voice.tempo && voice.tempo > 0 ? voice.tempo : 1;
    const pieces: Float32Array[] = [];
    for (const tokens of pieceTokens(utterance.phonemes, pack.vocab)) {
      pieces.push(await this.#run(pack, tokens, styles, speed, voice));
    }
    const pcm = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const piece of pieces) {
      for (let i = 0; i < piece.length; i++) {
        pcm[at + i] = Math.max(-1, Math.min(1, piece[i] as number));
      }
      at += piece.length;
    }
    const durationMs = (pcm.length * 1000) / KOKORO_SAMPLE_RATE;
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
    return {
      sampleRate: KOKORO_SAMPLE_RATE,
      pcm,
      events: alignWordEvents(text, marks, durationMs),
    };
  }

  async #run(
    pack: LoadedKokoro,
    tokens: number[],
    styles: KokoroStyles,
    speed: number,
    voice: KokoroVoice,
  ): Promise<Float32Array> {
    const ids = BigInt64Array.from([0, ...tokens, 0], (id) => BigInt(id));
    const feeds: Record<string, Ort.Tensor> = {
      [pack.tokenInput]: new this.ort.Tensor('int64', ids, [1, ids.length]),
      style: new this.ort.Tensor(
        'float32',
        Float32Array.from(styleFor(styles, tokens.length)),
        [1, 256],
      ),
      speed: new this.ort.Tensor('float32', Float32Array.of(speed), [1]),
    };
    try {
      const results = await pack.session.run(feeds);
      const output = results[pack.session.outputNames[0] as string];
      if (!output || output.type !== 'float32' || output.dims.length < 1) {
        throw new Error('its output is not float audio');
      }
      return output.data as Float32Array;
    } catch (error) {
      throw packFailure(`The voice pack '${voice.name}' failed while speaking`, error);
    }
  }
}

/**
 * The sentence's tokens in runs of at most 510, cut at the last space before the limit (a word
 * longer than a whole run, which no language has, is cut where it stands).
 */
export function pieceTokens(phonemes: string, vocab: KokoroVocab): number[][] {
  const all = kokoroTokens(phonemes, vocab);
  if (all.length <= KOKORO_MAX_TOKENS) return all.length > 0 ? [all] : [];
  const space = vocab.get(' ');
  const pieces: number[][] = [];
  let start = 0;
  while (start < all.length) {
    let end = Math.min(all.length, start + KOKORO_MAX_TOKENS);
    if (end < all.length && space !== undefined) {
      const cut = all.lastIndexOf(space, end - 1);
      if (cut > start) end = cut + 1;
    }
    pieces.push(all.slice(start, end));
    start = end;
  }
  return pieces;
}

/** Kokoro's inputs are there: a token input, `style` and `speed`; and an output. */
function checkSignature(session: Ort.InferenceSession): string {
  const inputs = new Set(session.inputNames);
  const tokenInput = TOKEN_INPUTS.find((name) => inputs.has(name));
  const missing = [
    ...(tokenInput ? [] : ['input_ids']),
    ...['style', 'speed'].filter((name) => !inputs.has(name)),
  ];
  if (missing.length > 0 || !tokenInput) {
    throw new EngineError(
      'voice_pack_failed',
      `The voice pack's model is not a Kokoro model: it has no input ${missing.map((m) => `'${m}'`).join(', ')}`,
    );
  }
  if (session.outputNames.length === 0) {
    throw new EngineError('voice_pack_failed', "The voice pack's model has no output");
  }
  return tokenInput;
}

let shared: Promise<KokoroEngine> | undefined;

/** The engine of this thread (eSpeak for phonemes, onnxruntime-node), started on first use. */
export function getKokoroEngine(): Promise<KokoroEngine> {
  shared ??= (async () => {
    const [espeak, ort] = await Promise.all([getEspeakEngine(), import('onnxruntime-node')]);
    return new KokoroEngine(espeak, ort);
  })().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
