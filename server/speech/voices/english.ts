import type { EngineVoice, FliteVoice } from '../engines/types.ts';
import type { Gender } from './catalog-types.ts';

/**
 * English voices speak with Flite, which a speech recognizer understands far better than
 * eSpeak. Flite has one female voice (slt) and three usable male ones (rms, awb, kal16; the
 * 8 kHz kal is too muffled), so a model's many English voices are made from them, each voice
 * its own shape: the k-th English voice of a gender in a model (catalog order) takes the k-th
 * shape below, so no two English voices of a model sound the same (the tables are as long as
 * alpha-tts needs: 24 female, 23 male).
 *
 * Chosen for intelligibility first (bench/intelligibility.ts, docs/decisions.md): pitch, rate
 * and F0 range (intonation) are Flite's own prosody targets (no signal processing), and the
 * only change to the sound itself, the formant (speaker size) scale, moves slt DOWN, to a
 * fuller, slightly larger voice — which the recognizer hears better than slt itself (6.4 %
 * against 11.3 % word errors at 0.96), where moving it up cost intelligibility (20.1 % at
 * 1.04). rms, the clearest base, is scaled only by resampling (pitch and formants together,
 * a smaller or larger speaker): its intonation ignores F0 targets, and shifting its pitch
 * alone would need a time-stretch pass. Rates stay within 164–189 words a minute.
 *
 * Listeners tell the voices apart by pitch (adjacent steps ≥ 4.5 %), speed (≥ 7 %), intonation
 * (flat or lively) and, for rms, size; test/speech/api/voice-distinct.test.ts checks that on
 * the decoded audio. Every female voice stays above every male voice in pitch.
 */

type Shape = Omit<FliteVoice, 'engine'>;

const FEMALE_PITCHES = [1, 0.95, 1.05, 0.9, 1.1, 1.15] as const;
/** Intonation: slt's own F0 spread, or a calmer, flatter one. */
const FEMALE_RANGES = [1, 0.55] as const;
const FEMALE_RATES = [172, 186] as const;
/** slt a little larger than itself: a fuller voice, and a clearer one to a recognizer. */
const FEMALE_FORMANT = 0.95;

/** slt: six pitches × two intonations × two rates; neighbours in the list differ in pitch. */
const FEMALE_SHAPES: readonly Shape[] = Array.from({ length: 24 }, (_, k) => ({
  name: 'slt' as const,
  pitch: FEMALE_PITCHES[k % 6]!,
  formant: FEMALE_FORMANT,
  range: FEMALE_RANGES[Math.floor(k / 6) % 2]!,
  rate: FEMALE_RATES[Math.floor(k / 12) % 2]!,
}));

/** rms: three sizes (pitch and formants together) × three rates; its intonation is fixed. */
const RMS: readonly Shape[] = [
  [1, 176],
  [0.94, 164],
  [1.06, 189],
  [1, 164],
  [0.94, 189],
  [1.06, 176],
  [1, 189],
  [0.94, 176],
  [1.06, 164],
].map(([size, rate]) => ({ name: 'rms', pitch: size!, formant: size!, rate: rate! }));

/** awb: three pitches × its own or a flatter intonation × two rates. */
const AWB: readonly Shape[] = [
  [1.03, 1, 168],
  [0.94, 1, 182],
  [1.12, 1, 168],
  [1.03, 0.55, 182],
  [0.94, 0.55, 168],
  [0.94, 1, 168],
  [1.03, 1, 182],
  [1.12, 0.55, 182],
  [1.12, 1, 182],
  [1.03, 0.55, 168],
].map(([pitch, range, rate]) => ({ name: 'awb', pitch: pitch!, range: range!, rate: rate! }));

/** kal16: two low pitches × two rates. */
const KAL16: readonly Shape[] = [
  [0.94, 168],
  [0.86, 182],
  [0.86, 168],
  [0.94, 182],
].map(([pitch, rate]) => ({ name: 'kal16', pitch: pitch!, formant: 1, rate: rate! }));

/** The three bases interleaved (R rms, A awb, K kal16), so neighbours differ in voice. */
const MALE_ORDER = 'RAKRARAKRARAKRARAKRARAA';
const MALE_SHAPES: readonly Shape[] = (() => {
  const next = { R: 0, A: 0, K: 0 };
  const lists = { R: RMS, A: AWB, K: KAL16 };
  return [...MALE_ORDER].map((c) => {
    const base = c as keyof typeof lists;
    return lists[base][next[base]++]!;
  });
})();

/** The k-th English voice of one gender in a model (catalog order, from 0). */
export function englishVoice(gender: Gender, k: number): FliteVoice {
  const shapes = gender === 'female' ? FEMALE_SHAPES : MALE_SHAPES;
  const shape = shapes[k % shapes.length]!;
  return { engine: 'flite', ...shape };
}

/** Typical F0 of a catalog voice, for alpha's Hz pitch offsets. */
export function baseF0Of(voice: EngineVoice, gender: Gender): number {
  if (voice.engine === 'flite') return englishBaseF0(voice);
  return gender === 'female' ? 200 : 115;
}

function englishBaseF0(voice: FliteVoice): number {
  const base =
    voice.name === 'slt' ? 172 : voice.name === 'awb' ? 132 : voice.name === 'rms' ? 110 : 95;
  return Math.round(base * (voice.pitch ?? 1));
}
