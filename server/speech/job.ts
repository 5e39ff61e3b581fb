import type { SpeechModelId } from '../../contract/catalog.ts';
import type { Mp3Bitrate } from './audio/mp3.ts';
import type { AudioFormat } from './audio/pcm.ts';
import type { PostProcess } from './engines/types.ts';
import type { LexiconMatcher } from './text/lexicon-matcher.ts';
import type { NormalizedText } from './text/normalize.ts';
import type { VoiceEntry } from './voices/index.ts';

/**
 * A speech request after the edge: aliases folded, defaults applied, ranges checked,
 * voice resolved. Nothing below the request layer sees raw request fields.
 */
export type OutputFormat = AudioFormat;
export type Mp3BitrateKbps = Mp3Bitrate;

export interface Prosody {
  /** Timbre equalizer (gamma-tts-2 clones), applied after tempo and pitch. */
  eq?: PostProcess['eq'];
  /** Speaking-rate factor: 2 speaks twice as fast (half the duration). */
  tempo: number;
  /** F0 multiplier, duration unchanged. */
  pitch: number;
  /** Linear gain. */
  volume: number;
  /** Intonation variation 0.1–0.8 (beta stream mode); null leaves the voice's own. */
  temperature: number | null;
}

export interface SpeechJob {
  model: SpeechModelId;
  mode: 'speech' | 'stream';
  text: string;
  voice: VoiceEntry;
  prosody: Prosody;
  format: OutputFormat;
  /** mp3 only. */
  bitrateKbps: Mp3BitrateKbps;
  timestampType: 'word' | 'sentence';
  /** The owner's pronunciation lexicon, applied during normalization (none if absent). */
  lexicon?: LexiconMatcher;
  /**
   * `text` already normalized for `voice.locale` with `lexicon`, when whoever made the job
   * needed it first (a session checking the sync limits): the runtime then does not do it again.
   */
  normalized?: NormalizedText;
}
