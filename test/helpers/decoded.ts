import { MPEGDecoder } from 'mpg123-decoder';

export interface DecodedScan {
  sampleRate: number;
  samples: number;
  durationMs: number;
  /** Longest run of near-silence (|x| < threshold), in ms, ignoring the start and end. */
  longestInnerSilenceMs: number;
  /** Largest difference between consecutive samples. */
  maxStep: number;
}

/**
 * Decodes an MP3 with an independent decoder (mpg123), chunk by chunk so an hour of
 * audio never sits in memory, measuring what a listener would notice: duration, gaps
 * and clicks.
 */
export async function scanMp3(bytes: Uint8Array, silenceThreshold = 0.003): Promise<DecodedScan> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  let sampleRate = 0;
  let samples = 0;
  let run = 0;
  let longest = 0;
  let seenSound = false;
  let maxStep = 0;
  let prev = 0;
  try {
    for (let i = 0; i < bytes.length; i += 64 * 1024) {
      const out = decoder.decode(bytes.subarray(i, i + 64 * 1024));
      if (out.samplesDecoded === 0) continue;
      sampleRate = out.sampleRate;
      const ch = out.channelData[0]!;
      for (let j = 0; j < out.samplesDecoded; j++) {
        const x = ch[j]!;
        const step = Math.abs(x - prev);
        if (step > maxStep) maxStep = step;
        prev = x;
        if (Math.abs(x) < silenceThreshold) run++;
        else {
          if (seenSound && run > longest) longest = run;
          run = 0;
          seenSound = true;
        }
      }
      samples += out.samplesDecoded;
    }
  } finally {
    decoder.free();
  }
  return {
    sampleRate,
    samples,
    durationMs: (samples / sampleRate) * 1000,
    longestInnerSilenceMs: (longest / sampleRate) * 1000,
    maxStep,
  };
}
