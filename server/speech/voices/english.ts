import type { EngineVoice, FliteVoice } from '../engines/types.ts';
import type { Gender } from './catalog-types.ts';

/**
 * English voices speak with Flite, which a speech recognizer understands far better than
 * eSpeak (word error rate 5.6–12.1 % against 80.9 %, bench/intelligibility.ts). Flite has
 * one female voice (slt) and three usable male ones (rms, awb, kal16; the 8 kHz kal is too
 * muffled), so the catalog's many English voices are spread over them with pitch, formant
 * (speaker size) and rate steps: neighbours of one locale never share all of them.
 * rms keeps pitch 1: its intonation model ignores F0 settings and shifting it afterwards
 * costs a time-stretch pass.
 */
// Steps around each base voice; the cycle lengths (9, 7, 5, 3) are coprime, so the i-th
// voices of one group differ for i < 315 — more than any locale of the catalog has.
const PITCH_STEPS = [0, 2, -2, 4, -4, 1, -1, 3, -3];
const FORMANT_STEPS = [0, 1, -1, 2, -2, 0.5, -0.5];
const RATES = [175, 168, 182, 160, 190];
const MALE_BASES: ReadonlyArray<FliteVoice['name']> = ['rms', 'awb', 'kal16'];

/** The i-th English voice of one locale and gender. */
export function englishVoice(gender: Gender, i: number): FliteVoice {
  const pitch = Math.round((1 + 0.05 * PITCH_STEPS[i % PITCH_STEPS.length]!) * 100) / 100;
  const formant = Math.round((1 + 0.025 * FORMANT_STEPS[i % FORMANT_STEPS.length]!) * 1000) / 1000;
  const rate = RATES[i % RATES.length]!;
  if (gender === 'female') return { engine: 'flite', name: 'slt', pitch, formant, rate };
  const name = MALE_BASES[i % MALE_BASES.length]!;
  return name === 'rms'
    ? { engine: 'flite', name, formant, rate }
    : { engine: 'flite', name, pitch, formant, rate };
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
