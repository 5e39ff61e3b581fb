/**
 * Text → Piper phoneme ids, the way Piper itself does it (docs/voice-packs.md): the text's
 * clauses are phonemized by eSpeak NG in IPA (the config's `espeak.voice`), each clause's
 * punctuation is put back after its phonemes ("həlˈoʊ wˈɜːld, ..."), the string is decomposed
 * (NFD) into code points, and the ids are `^ _ p₁ _ p₂ _ … pₙ _ $` through the voice's
 * `phoneme_id_map` (a code point the map lacks is skipped, as Piper does).
 *
 * It also weighs each word by its phonemes, so that word timestamps can share out the sentence's
 * measured duration (piper.ts).
 *
 * A lexicon phoneme entry arrives as an IPA token (text/inline-ipa.ts): its IPA is that word's
 * phonemes as they are, and eSpeak phonemizes the text around it (docs/voice-packs.md).
 */
import { codePoints } from '../../text/code-points.ts';
import { hasIpaTokens, ipaRuns } from '../text/inline-ipa.ts';
import { splitWords } from '../text/words.ts';
import { PIPER_BOS, PIPER_EOS, PIPER_PAD } from './piper-config.ts';

/** Clause punctuation and what Piper writes for it. */
const CLAUSE_ENDS: ReadonlyMap<string, string> = new Map([
  [',', ','],
  [';', ';'],
  [':', ':'],
  ['.', '.'],
  ['!', '!'],
  ['?', '?'],
  ['…', '.'],
  ['，', ','],
  ['、', ','],
  ['；', ';'],
  ['：', ':'],
  ['。', '.'],
  ['！', '!'],
  ['？', '?'],
]);

export interface WeightedWord {
  charStart: number;
  charEnd: number;
  /** Its phonemes' code points (or, when eSpeak's words do not line up, its own). */
  weight: number;
}

export interface PiperUtterance {
  /** What the ids were made from, e.g. "həlˈoʊ wˈɜːld." */
  phonemes: string;
  ids: number[];
  words: WeightedWord[];
}

interface Clause {
  start: number;
  end: number;
  text: string;
  /** Piper's punctuation after the clause, or '' when it has none. */
  punctuation: string;
}

/** The clauses of `text`, each with the punctuation that ends it. Offsets in code points. */
export function splitClauses(text: string): Clause[] {
  const cps = codePoints(text);
  const clauses: Clause[] = [];
  let start = 0;
  let i = 0;
  while (i < cps.length) {
    const mark = CLAUSE_ENDS.get(cps[i] as string);
    // A period inside a number or between letters ("3.14", "U.S") does not end a clause.
    const inner =
      cps[i] === '.' &&
      /[\p{L}\p{N}]/u.test(cps[i - 1] ?? '') &&
      /[\p{L}\p{N}]/u.test(cps[i + 1] ?? '');
    if (mark === undefined || inner) {
      i++;
      continue;
    }
    const end = i;
    while (i < cps.length && CLAUSE_ENDS.has(cps[i] as string)) i++;
    clauses.push({ start, end, text: cps.slice(start, end).join(''), punctuation: mark });
    start = i;
  }
  if (start < cps.length) {
    clauses.push({ start, end: cps.length, text: cps.slice(start).join(''), punctuation: '' });
  }
  return clauses.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
}

/** eSpeak's "h_ə_l_ˈoʊ w_ˈɜː_l_d | ..." as Piper's words: ["həlˈoʊ", "wˈɜːld", ...]. */
export function ipaWords(raw: string): string[] {
  return raw
    .replaceAll('_', '')
    .replaceAll('|', ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

/**
 * The phonemes, ids and weighted words of `text` (one sentence, or a piece of one).
 * `phonemize` gives eSpeak's raw IPA (EspeakEngine.phonemize), clauses separated by "|". The
 * whole text is phonemized in one call when eSpeak's clauses are ours (the usual case: one call
 * costs about as much as a clause); otherwise clause by clause.
 */
export function piperUtterance(
  text: string,
  phonemize: (clause: string) => string,
  idMap: ReadonlyMap<string, readonly number[]>,
): PiperUtterance {
  const parts: string[] = [];
  const words: WeightedWord[] = [];
  const clauses = splitClauses(text);
  const tokens = hasIpaTokens(text);
  const whole = clauses.length > 1 && !tokens ? phonemize(text).split('|') : [];
  const together = whole.length === clauses.length;
  for (const [c, clause] of clauses.entries()) {
    const ipa = tokens
      ? clauseWithTokens(clause.text, phonemize)
      : ipaWords(together ? (whole[c] as string) : phonemize(clause.text));
    if (ipa.length === 0) continue;
    parts.push(ipa.join(' ') + clause.punctuation);
    const own = splitWords(clause.text);
    const lineUp = own.length === ipa.length;
    own.forEach((word, i) => {
      const weight = lineUp
        ? codePoints((ipa[i] as string).normalize('NFD')).length
        : word.charEnd - word.charStart;
      words.push({
        charStart: clause.start + word.charStart,
        charEnd: clause.start + word.charEnd,
        weight: Math.max(1, weight),
      });
    });
  }
  const phonemes = parts.join(' ');
  return { phonemes, ids: phonemes ? phonemeIds(phonemes, idMap) : [], words };
}

/** A clause's IPA words: its tokens' IPA as given, the text between them through eSpeak. */
function clauseWithTokens(clause: string, phonemize: (clause: string) => string): string[] {
  return ipaRuns(clause).flatMap((run) => {
    if (run.ipa) return run.text === '' ? [] : [run.text];
    return /[\p{L}\p{N}]/u.test(run.text) ? ipaWords(phonemize(run.text)) : [];
  });
}

/** Piper's phonemes_to_ids: `^ _`, each phoneme's ids then `_`, then `$`. */
export function phonemeIds(
  phonemes: string,
  idMap: ReadonlyMap<string, readonly number[]>,
): number[] {
  const pad = idMap.get(PIPER_PAD) ?? [];
  const ids: number[] = [...(idMap.get(PIPER_BOS) ?? []), ...pad];
  for (const phoneme of codePoints(phonemes.normalize('NFD'))) {
    const mapped = idMap.get(phoneme);
    if (!mapped) continue;
    ids.push(...mapped, ...pad);
  }
  ids.push(...(idMap.get(PIPER_EOS) ?? []));
  return ids;
}
