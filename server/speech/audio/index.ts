/** Public surface of the audio layer: encoders, DSP, resampling, parsing and measurement. */
export { createEncoder, outputRateFor, DEFAULT_MP3_BITRATE, DEFAULT_WAV_RATE } from './encoder.ts';
export type { AudioEncoder, EncoderOptions } from './encoder.ts';
export { applyProsody, createProsodyProcessor, PROSODY_LIMITS } from './dsp.ts';
export type { Prosody, ProsodyProcessor } from './dsp.ts';
export {
  createMp3Stream,
  isMp3Bitrate,
  mp3OutputRate,
  preloadMp3,
  MP3_BITRATES,
  MP3_ENCODER_DELAY,
} from './mp3.ts';
export type { Mp3Bitrate, Mp3Stream, Mp3StreamOptions } from './mp3.ts';
export { parseMp3, parseFrameHeader } from './mp3-frames.ts';
export type { Mp3FrameHeader, Mp3InfoTag, Mp3Summary } from './mp3-frames.ts';
export {
  createWavStream,
  encodeWav,
  patchWavHeader,
  readWav,
  wavHeader,
  WavFormatError,
} from './wav.ts';
export type { WavData, WavStream } from './wav.ts';
export {
  AUDIO_CONTENT_TYPES,
  contentTypeFor,
  decodeMulaw,
  encodeMulaw,
  floatToS16le,
  s16leToFloat,
  MULAW_RATE,
  PCM_S16LE_RATE,
} from './pcm.ts';
export type { AudioFormat } from './pcm.ts';
export { createResampler, resample, concatFloat32 } from './resample.ts';
export type { Resampler } from './resample.ts';
export { medianF0, peak, rms, snrDb, toneAmplitude, trackPitch } from './analysis.ts';
export type { PitchOptions, PitchTrack } from './analysis.ts';
