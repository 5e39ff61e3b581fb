/**
 * Text → Kokoro token ids (docs/voice-packs.md, "Kokoro"). Kokoro was trained on the phonemes of
 * its own G2P (misaki), which writes a few sounds with single letters — American `eɪ aɪ aʊ ɔɪ
 * oʊ` as `A I W Y O`, British `əʊ` as `Q`, the affricates as `ʤ ʧ` — and American English
 * without length marks. Here the embedded eSpeak NG gives the IPA (as for Piper voices:
 * piper-phonemes.ts), each of its phonemes is rewritten into Kokoro's symbols by the table
 * below, and every symbol goes through the vocabulary: the model's `config.json` `vocab` when
 * the pack has one, else Kokoro v1.0's published vocabulary. A symbol the vocabulary lacks is
 * skipped; the ids are padded with 0 at both ends.
 */
import { z } from 'zod';

import { codePoints } from '../../text/code-points.ts';

/** Kokoro v1.0's vocabulary (config.json `vocab`), as published with the model. */
const V1_VOCAB: ReadonlyArray<readonly [string, number]> = [
  [';', 1],
  [':', 2],
  [',', 3],
  ['.', 4],
  ['!', 5],
  ['?', 6],
  ['—', 9],
  ['…', 10],
  ['"', 11],
  ['(', 12],
  [')', 13],
  ['“', 14],
  ['”', 15],
  [' ', 16],
  ['\u0303', 17],
  ['ʣ', 18],
  ['ʥ', 19],
  ['ʦ', 20],
  ['ʨ', 21],
  ['ᵝ', 22],
  ['\uab67', 23],
  ['A', 24],
  ['I', 25],
  ['O', 31],
  ['Q', 33],
  ['S', 35],
  ['T', 36],
  ['W', 39],
  ['Y', 41],
  ['ᵊ', 42],
  ['a', 43],
  ['b', 44],
  ['c', 45],
  ['d', 46],
  ['e', 47],
  ['f', 48],
  ['h', 50],
  ['i', 51],
  ['j', 52],
  ['k', 53],
  ['l', 54],
  ['m', 55],
  ['n', 56],
  ['o', 57],
  ['p', 58],
  ['q', 59],
  ['r', 60],
  ['s', 61],
  ['t', 62],
  ['u', 63],
  ['v', 64],
  ['w', 65],
  ['x', 66],
  ['y', 67],
  ['z', 68],
  ['ɑ', 69],
  ['ɐ', 70],
  ['ɒ', 71],
  ['æ', 72],
  ['β', 75],
  ['ɔ', 76],
  ['ɕ', 77],
  ['ç', 78],
  ['ɖ', 80],
  ['ð', 81],
  ['ʤ', 82],
  ['ə', 83],
  ['ɚ', 85],
  ['ɛ', 86],
  ['ɜ', 87],
  ['ɟ', 90],
  ['ɡ', 92],
  ['ɥ', 99],
  ['ɨ', 101],
  ['ɪ', 102],
  ['ʝ', 103],
  ['ɯ', 110],
  ['ɰ', 111],
  ['ŋ', 112],
  ['ɳ', 113],
  ['ɲ', 114],
  ['ɴ', 115],
  ['ø', 116],
  ['ɸ', 118],
  ['θ', 119],
  ['œ', 120],
  ['ɹ', 123],
  ['ɾ', 125],
  ['ɻ', 126],
  ['ʁ', 128],
  ['ɽ', 129],
  ['ʂ', 130],
  ['ʃ', 131],
  ['ʈ', 132],
  ['ʧ', 133],
  ['ʊ', 135],
  ['ʋ', 136],
  ['ʌ', 138],
  ['ɣ', 139],
  ['ɤ', 140],
  ['χ', 142],
  ['ʎ', 143],
  ['ʒ', 147],
  ['ʔ', 148],
  ['ˈ', 156],
  ['ˌ', 157],
  ['ː', 158],
  ['ʰ', 162],
  ['ʲ', 164],
  ['↓', 169],
  ['→', 171],
  ['↗', 172],
  ['↘', 173],
  ['ᵻ', 177],
];

export type KokoroVocab = ReadonlyMap<string, number>;

export const KOKORO_V1_VOCAB: KokoroVocab = new Map(V1_VOCAB);

/** The most tokens one run takes (Kokoro's context is 512 with the two pads). */
export const KOKORO_MAX_TOKENS = 510;

const CONFIG = z.object({
  vocab: z.record(z.string().min(1), z.number().int().min(0).max(100_000)),
});

export class KokoroConfigError extends Error {
  override readonly name = 'KokoroConfigError';
}

/** The vocabulary of a Kokoro `config.json`; KokoroConfigError says what is wrong. */
export function parseKokoroConfig(text: string): KokoroVocab {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KokoroConfigError('the config is not JSON');
  }
  const parsed = CONFIG.safeParse(json);
  if (!parsed.success) {
    throw new KokoroConfigError("the config has no 'vocab' of symbols to token ids");
  }
  const vocab = new Map(Object.entries(parsed.data.vocab));
  if (vocab.size === 0) throw new KokoroConfigError("the config's 'vocab' is empty");
  return vocab;
}

/**
 * eSpeak's phonemes rewritten into misaki's symbols, by Kokoro language letter. Each rule
 * applies to one eSpeak phoneme (stress marks aside); the longest match wins. Facts from
 * misaki's published symbol set; see docs/voice-packs.md for where the two G2Ps still differ.
 */
const COMMON: ReadonlyArray<readonly [string, string]> = [
  ['dʒ', 'ʤ'],
  ['tʃ', 'ʧ'],
  ['ts', 'ʦ'],
  ['dz', 'ʣ'],
  ['tɕ', 'ʨ'],
  ['dʑ', 'ʥ'],
];
const ENGLISH: ReadonlyArray<readonly [string, string]> = [
  ['aɪ', 'I'],
  ['aʊ', 'W'],
  ['ɔɪ', 'Y'],
  ['eɪ', 'A'],
  ['e', 'A'],
  ['\u0303', ''],
  ['n̩', 'ᵊn'],
  ['l̩', 'ᵊl'],
  ['m̩', 'ᵊm'],
  ['ʔ', 't'],
  ['ɐ', 'ə'],
  ['r', 'ɹ'],
  ['ɬ', 'l'],
  ['x', 'k'],
  ['ç', 'k'],
  ['ʲ', ''],
];
const AMERICAN: ReadonlyArray<readonly [string, string]> = [
  ...ENGLISH,
  ['oʊ', 'O'],
  ['ɜː', 'ɜɹ'],
  ['ɚ', 'əɹ'],
  ['ɾ', 'T'],
  ['ː', ''],
];
const BRITISH: ReadonlyArray<readonly [string, string]> = [...ENGLISH, ['əʊ', 'Q'], ['eə', 'ɛː']];

const RULES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  a: [...AMERICAN, ...COMMON].sort(longestFirst),
  b: [...BRITISH, ...COMMON].sort(longestFirst),
};
const OTHER = [...COMMON].sort(longestFirst);

function longestFirst(a: readonly [string, string], b: readonly [string, string]): number {
  return b[0].length - a[0].length;
}

/**
 * eSpeak's raw IPA ("h_ə_l_ˈoʊ w_ˈɜː_l_d | …", phonemes joined by "_") with each phoneme in
 * Kokoro's symbols ("h_ə_l_ˈO w_ˈɜɹ_l_d | …"), for the voice's language letter.
 */
export function kokoroPhonemes(raw: string, letter: string): string {
  const rules = RULES[letter] ?? OTHER;
  return raw.replace(/[^_|\s]+/g, (phoneme) => rewrite(phoneme, rules));
}

function rewrite(phoneme: string, rules: ReadonlyArray<readonly [string, string]>): string {
  let out = '';
  let i = 0;
  while (i < phoneme.length) {
    const rule = rules.find(([from]) => phoneme.startsWith(from, i));
    if (rule) {
      out += rule[1];
      i += rule[0].length;
    } else {
      out += phoneme[i] as string;
      i++;
    }
  }
  return out;
}

/**
 * Kokoro's tokens for a phoneme string: each symbol's id, a symbol the vocabulary lacks tried
 * as its decomposition ("ã" → "a" + U+0303, "o̞" → "o"), unknown marks skipped.
 */
export function kokoroTokens(phonemes: string, vocab: KokoroVocab): number[] {
  const ids: number[] = [];
  for (const symbol of codePoints(phonemes.normalize('NFC'))) {
    const id = vocab.get(symbol);
    if (id !== undefined) {
      ids.push(id);
      continue;
    }
    for (const part of codePoints(symbol.normalize('NFD'))) {
      const partId = vocab.get(part);
      if (partId !== undefined) ids.push(partId);
    }
  }
  return ids;
}
