/**
 * The phoneme alphabet of lexicon entries: ARPAbet as the CMU Pronouncing Dictionary writes it
 * (the phone set Flite's English lexicon uses). Phones are separated by spaces; vowels may carry
 * a stress digit (0 none, 1 primary, 2 secondary): "EH1 N JH IH0 N EH1 K S" is "nginx".
 *
 * Neither embedded engine takes phones inline in the text it is given, so an entry's phones are
 * spoken through a respelling built from a fixed table, syllable by syllable ("en-jin-eks"):
 * deterministic, and the same for every engine and voice. Stress marks are kept for a future
 * engine that takes phones directly; the respelling does not use them.
 */

const RESPELL: Readonly<Record<string, string>> = {
  AA: 'ah',
  AE: 'a',
  AH: 'uh',
  AO: 'aw',
  AW: 'ow',
  AY: 'eye',
  B: 'b',
  CH: 'ch',
  D: 'd',
  DH: 'th',
  EH: 'eh',
  ER: 'er',
  EY: 'ay',
  F: 'f',
  G: 'g',
  HH: 'h',
  IH: 'ih',
  IY: 'ee',
  JH: 'j',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ng',
  OW: 'oh',
  OY: 'oy',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'sh',
  T: 't',
  TH: 'th',
  UH: 'uu',
  UW: 'oo',
  V: 'v',
  W: 'w',
  Y: 'y',
  Z: 'z',
  ZH: 'zh',
};

const VOWELS = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);

/** At most this many phones in one entry. */
export const MAX_PHONES = 64;

/**
 * The phones of `value`, normalized (upper case, single spaces), or the reason they are not
 * ARPAbet (naming the first bad phone).
 */
export function parsePhonemes(value: string): { phones: string } | { error: string } {
  const tokens = value.trim().split(/\s+/u).filter(Boolean);
  if (tokens.length === 0) return { error: 'must list at least one phone' };
  if (tokens.length > MAX_PHONES) return { error: `must list at most ${MAX_PHONES} phones` };
  const out: string[] = [];
  for (const token of tokens) {
    const upper = token.toUpperCase();
    const match = /^([A-Z]{1,2})([012])?$/u.exec(upper);
    const base = match?.[1];
    if (!match || base === undefined || !(base in RESPELL)) {
      return { error: `'${token}' is not an ARPAbet phone (e.g. AA, EH1, NG, ZH)` };
    }
    if (match[2] !== undefined && !VOWELS.has(base)) {
      return { error: `'${token}': only vowels take a stress digit` };
    }
    out.push(upper);
  }
  if (!out.some((p) => VOWELS.has(p.replace(/[012]$/u, '')))) {
    return { error: 'must contain at least one vowel' };
  }
  return { phones: out.join(' ') };
}

/**
 * The text read for normalized phones: one respelled syllable per vowel; of the consonants
 * between two vowels the last starts the next syllable; syllables joined by hyphens
 * ("EH1 N JH IH0 N EH1 K S" → "ehn-jih-nehks").
 */
export function respell(phones: string): string {
  const syllables: string[][] = [];
  let current: string[] = [];
  let hasVowel = false;
  for (const raw of phones.split(' ')) {
    const phone = raw.replace(/[012]$/u, '');
    if (VOWELS.has(phone) && hasVowel) {
      let consonants = 0;
      while (
        consonants < current.length &&
        !VOWELS.has(current[current.length - 1 - consonants] as string)
      )
        consonants++;
      const moved = consonants > 0 ? current.splice(current.length - 1, 1) : [];
      syllables.push(current);
      current = moved;
      hasVowel = false;
    }
    current.push(phone);
    if (VOWELS.has(phone)) hasVowel = true;
  }
  if (current.length > 0) syllables.push(current);
  return syllables.map((s) => s.map((p) => RESPELL[p] ?? '').join('')).join('-');
}
