import type { VoiceGender } from './analyze.ts';
import type { BaseLanguage } from './calibration.ts';

/** One eSpeak voice + variant as measured by measure-base-voices.ts. */
export interface BaseVoiceMeasure {
  readonly language: BaseLanguage;
  readonly variant: string;
  readonly gender: VoiceGender;
  /** Syllables per second of speech at 175 wpm, by the reference analysis. */
  readonly speakingRate: number;
  /** [eSpeak range, median F0 Hz, F0 spread semitones], ascending range. */
  readonly byRange: readonly (readonly [number, number, number])[];
  /** LTAS in dB on LTAS_BANDS_HZ, 0 dB = mean of 200 Hz–4 kHz. */
  readonly spectralEnvelope: readonly number[];
}
