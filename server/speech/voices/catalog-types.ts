import type { EngineVoice } from '../engines/types.ts';

export type Gender = 'female' | 'male';

/** One voice a client can name, and the engine voice that speaks it. */
export interface VoiceEntry {
  id: string;
  name: string;
  locale: string;
  /** Absent for a voice pack whose config does not say. */
  gender?: Gender;
  model: 'alpha-tts' | 'beta-speech-v8' | 'gamma-tts-2';
  /** Language as catalogued, e.g. "English (United States)". */
  language?: string;
  engineVoice: EngineVoice;
  /** Typical F0 of this voice in Hz, used to turn an alpha `pitch` offset into a factor. */
  baseF0: number;
  /** Set when the engine cannot speak the locale and a related language speaks instead. */
  fallback?: { language: string; reason: string };
}
