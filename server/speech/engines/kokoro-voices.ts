/**
 * A Kokoro voices file (docs/voice-packs.md, "Kokoro"): a NumPy `.npz` with one float32 array
 * `[N, 1, 256]` per voice — the voice's style vector for each token count 0…N−1 (Kokoro v1.0
 * ships N = 510). A voice's name says its language and gender: `af_heart` is American English
 * (`a`), female (`f`).
 */
import { NpzError, readNpz } from './npz.ts';

export const KOKORO_STYLE_SIZE = 256;
/** Kokoro's output rate (v1.0). */
export const KOKORO_SAMPLE_RATE = 24_000;
const VOICE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class KokoroVoicesError extends Error {
  override readonly name = 'KokoroVoicesError';
}

export interface KokoroStyles {
  /** Rows of 256 floats, one per token count. */
  rows: number;
  data: Float32Array;
}

/** The voices of a voices file's bytes, by name, in the file's order. */
export function parseKokoroVoices(bytes: Uint8Array): Map<string, KokoroStyles> {
  let arrays;
  try {
    arrays = readNpz(bytes);
  } catch (error) {
    if (error instanceof NpzError) {
      throw new KokoroVoicesError(`the voices file is not a NumPy .npz: ${error.message}`);
    }
    throw error;
  }
  const voices = new Map<string, KokoroStyles>();
  for (const array of arrays) {
    const [rows = 0, one, size] = array.shape;
    if (array.shape.length !== 3 || one !== 1 || size !== KOKORO_STYLE_SIZE || rows < 1) {
      throw new KokoroVoicesError(
        `the voices file's '${array.name}' has shape [${array.shape.join(', ')}], ` +
          `not a Kokoro voice's [N, 1, ${KOKORO_STYLE_SIZE}]`,
      );
    }
    if (!VOICE_NAME.test(array.name)) {
      throw new KokoroVoicesError(`the voices file has a voice named '${array.name}'`);
    }
    voices.set(array.name, { rows, data: array.data });
  }
  return voices;
}

/** The style vector for an utterance of `tokens` tokens (Kokoro indexes by token count). */
export function styleFor(styles: KokoroStyles, tokens: number): Float32Array {
  const row = Math.min(Math.max(0, tokens), styles.rows - 1);
  return styles.data.subarray(row * KOKORO_STYLE_SIZE, (row + 1) * KOKORO_STYLE_SIZE);
}

export interface KokoroLanguage {
  /** BCP 47. */
  locale: string;
  /** English name, as the voice listing shows it. */
  language: string;
  /** The embedded eSpeak NG voice that phonemizes it (kokoro-phonemes.ts). */
  espeak: string;
}

/** Kokoro v1.0's language letters (the first letter of a voice's name). */
const LANGUAGES: Readonly<Record<string, KokoroLanguage>> = {
  a: { locale: 'en-US', language: 'English (United States)', espeak: 'en-us' },
  b: { locale: 'en-GB', language: 'English (United Kingdom)', espeak: 'en-gb' },
  e: { locale: 'es-ES', language: 'Spanish', espeak: 'es' },
  f: { locale: 'fr-FR', language: 'French', espeak: 'fr-fr' },
  h: { locale: 'hi-IN', language: 'Hindi', espeak: 'hi' },
  i: { locale: 'it-IT', language: 'Italian', espeak: 'it' },
  j: { locale: 'ja-JP', language: 'Japanese', espeak: 'ja' },
  p: { locale: 'pt-BR', language: 'Portuguese (Brazil)', espeak: 'pt-br' },
  z: { locale: 'zh-CN', language: 'Mandarin Chinese', espeak: 'cmn' },
};

export interface KokoroVoiceFacts extends KokoroLanguage {
  gender: 'female' | 'male' | null;
}

/**
 * What a voice's name says. A name outside Kokoro's convention speaks American English with
 * no gender given.
 */
export function kokoroVoiceFacts(name: string): KokoroVoiceFacts {
  const convention = /^([a-z])([fm])_/.exec(name);
  const language = (convention && LANGUAGES[convention[1] as string]) || LANGUAGES.a;
  const gender = convention?.[2] === 'f' ? 'female' : convention?.[2] === 'm' ? 'male' : null;
  return { ...(language as KokoroLanguage), gender };
}
