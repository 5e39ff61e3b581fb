import type { SpeechFileNames } from '../models/channels.ts';
import { AUDIO_CONTENT_TYPES, contentTypeFor } from './audio/pcm.ts';
import { audioFileName, INPUT_FILE, TIMESTAMPS_FILE } from './history.ts';
import type { OutputFormat } from './job.ts';

const isFormat = (format: string): format is OutputFormat => format in AUDIO_CONTENT_TYPES;

/**
 * How speech results are named and typed in a task folder, for a channel that writes them
 * (the upstream's copies): app.ts hands it over, so that channel imports nothing of speech.
 */
export const SPEECH_FILE_NAMES: SpeechFileNames = {
  input: INPUT_FILE,
  timestamps: TIMESTAMPS_FILE,
  audio: (format) => audioFileName(isFormat(format) ? format : 'mp3'),
  contentTypeOf: (format) => contentTypeFor(isFormat(format) ? format : 'mp3'),
  formatOf: (contentType, fallback) => {
    const type = (contentType ?? '').split(';')[0]?.trim();
    for (const [format, full] of Object.entries(AUDIO_CONTENT_TYPES)) {
      if (full.split(';')[0] === type) return format;
    }
    return fallback;
  },
};
