/**
 * ARPAbet phones (the lexicon's alphabet, phonemes.ts) as IPA, for engines that take phonemes
 * directly: a lexicon phoneme entry reaches a Piper voice pack as these symbols instead of a
 * respelling (docs/voice-packs.md, "Lexicon entries"). The symbols are those eSpeak NG's
 * `en-us` voice writes (long vowels with ː, ɹ for R, ɡ for G), since Piper's English voices
 * were trained on eSpeak's phonemes and their `phoneme_id_map` has exactly these. Stress goes
 * where eSpeak puts it, right before the stressed vowel: ˈ for 1, ˌ for 2, nothing for 0.
 */

/** Each phone's IPA; a vowel as stressed (1, 2) and as unstressed (0 or no digit). */
const IPA: Readonly<Record<string, { stressed: string; unstressed: string }>> = {
  AA: { stressed: 'ɑː', unstressed: 'ɑ' },
  AE: { stressed: 'æ', unstressed: 'æ' },
  AH: { stressed: 'ʌ', unstressed: 'ə' },
  AO: { stressed: 'ɔː', unstressed: 'ɔ' },
  AW: { stressed: 'aʊ', unstressed: 'aʊ' },
  AY: { stressed: 'aɪ', unstressed: 'aɪ' },
  EH: { stressed: 'ɛ', unstressed: 'ɛ' },
  ER: { stressed: 'ɜː', unstressed: 'ɚ' },
  EY: { stressed: 'eɪ', unstressed: 'eɪ' },
  IH: { stressed: 'ɪ', unstressed: 'ɪ' },
  IY: { stressed: 'iː', unstressed: 'i' },
  OW: { stressed: 'oʊ', unstressed: 'oʊ' },
  OY: { stressed: 'ɔɪ', unstressed: 'ɔɪ' },
  UH: { stressed: 'ʊ', unstressed: 'ʊ' },
  UW: { stressed: 'uː', unstressed: 'u' },
  B: { stressed: 'b', unstressed: 'b' },
  CH: { stressed: 'tʃ', unstressed: 'tʃ' },
  D: { stressed: 'd', unstressed: 'd' },
  DH: { stressed: 'ð', unstressed: 'ð' },
  F: { stressed: 'f', unstressed: 'f' },
  G: { stressed: 'ɡ', unstressed: 'ɡ' },
  HH: { stressed: 'h', unstressed: 'h' },
  JH: { stressed: 'dʒ', unstressed: 'dʒ' },
  K: { stressed: 'k', unstressed: 'k' },
  L: { stressed: 'l', unstressed: 'l' },
  M: { stressed: 'm', unstressed: 'm' },
  N: { stressed: 'n', unstressed: 'n' },
  NG: { stressed: 'ŋ', unstressed: 'ŋ' },
  P: { stressed: 'p', unstressed: 'p' },
  R: { stressed: 'ɹ', unstressed: 'ɹ' },
  S: { stressed: 's', unstressed: 's' },
  SH: { stressed: 'ʃ', unstressed: 'ʃ' },
  T: { stressed: 't', unstressed: 't' },
  TH: { stressed: 'θ', unstressed: 'θ' },
  V: { stressed: 'v', unstressed: 'v' },
  W: { stressed: 'w', unstressed: 'w' },
  Y: { stressed: 'j', unstressed: 'j' },
  Z: { stressed: 'z', unstressed: 'z' },
  ZH: { stressed: 'ʒ', unstressed: 'ʒ' },
};

const STRESS_MARK: Readonly<Record<string, string>> = { '1': 'ˈ', '2': 'ˌ' };

/**
 * The IPA of normalized phones (parsePhonemes' output, e.g. "EH1 N JH IH0 N EH2 K S" →
 * "ˈɛndʒɪnˌɛks"), one word with no spaces.
 */
export function arpabetToIpa(phones: string): string {
  let out = '';
  for (const phone of phones.split(' ')) {
    const match = /^([A-Z]{1,2})([012])?$/u.exec(phone);
    const ipa = match ? IPA[match[1] as string] : undefined;
    if (!match || !ipa) throw new Error(`'${phone}' is not a normalized ARPAbet phone`);
    const mark = STRESS_MARK[match[2] ?? ''];
    out += mark ? mark + ipa.stressed : ipa.unstressed;
  }
  return out;
}
