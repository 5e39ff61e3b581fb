export type VoicePackFormat = 'piper' | 'kokoro';

/** An installed (or installing) voice pack, as storage keeps it (docs/voice-packs.md). */
export interface VoicePackRecord {
  /** `vp_` + 16 hex digits. */
  id: string;
  /** The model's file name without `.onnx`, e.g. 'en_US-lessac-medium'; unique. */
  name: string;
  /** Piper (`.onnx` + `.onnx.json`) or Kokoro (`.onnx` + voices `.npz` [+ `config.json`]). */
  format: VoicePackFormat;
  status: 'downloading' | 'ready' | 'failed';
  /** 0–100 while downloading. */
  progress: number;
  /** Model and config bytes together (so far, while downloading). */
  size_bytes: number;
  /** SHA-256 of the model, hex; null until it is known. */
  sha256: string | null;
  /** BCP 47, from the config; null until it is known. */
  locale: string | null;
  /** As the config names it, e.g. "English (United States)". */
  language: string | null;
  sample_rate: number | null;
  /**
   * Speaker names of a multi-speaker Piper voice, in sid order (empty for one speaker); a
   * Kokoro pack's voice names, in its voices file's order.
   */
  speakers: string[];
  /** A Kokoro pack that came with its model's `config.json` (its vocabulary); absent: none. */
  has_config?: boolean;
  quality: string | null;
  gender: 'female' | 'male' | null;
  /** Where it came from: the addresses of a download, or an upload. */
  source:
    | {
        kind: 'url';
        url: string;
        /** Piper's `.onnx.json`; a Kokoro pack's optional `config.json` (null: none). */
        config_url: string | null;
        /** A Kokoro pack's voices file. */
        voices_url?: string;
      }
    | { kind: 'upload' };
  /** The hub catalogue entry it was installed from, if any. */
  hub_key: string | null;
  created_at: number;
  error: { code: string; message: string } | null;
}

/** A catalog voice spoken by a pack voice for every client (`PUT …/binding`). */
export interface VoiceBindingRecord {
  /** The catalog voice id, e.g. 'en_female_grace'. */
  voice: string;
  /** The pack voice id, e.g. 'piper:en_US-lessac-medium'. */
  pack_voice: string;
  created_at: number;
}
