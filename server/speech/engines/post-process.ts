import type { ProsodyProcessor } from '../audio/dsp.ts';
import { resample } from '../audio/resample.ts';
import { applyEqualizer } from '../cloning/equalizer.ts';
import type { PostProcess, SynthesisResult } from './types.ts';

let processor: Promise<ProsodyProcessor> | null = null;

/**
 * Runs in the engine worker: appends the pause, then applies tempo, pitch and volume, then the
 * equalizer if one is given (time-aligned, same length: event times are unaffected), and last
 * resamples to the encoder's rate so the HTTP thread only encodes.
 * Rubber Band's offline stretch maps time linearly (output length = round(n / tempo)),
 * so event times scale by 1 / tempo exactly.
 */
export async function applyPostProcess(
  result: SynthesisResult,
  post: PostProcess,
): Promise<SynthesisResult> {
  const rate = result.sampleRate;
  const silence = result.pcm.length === 0 ? 0 : Math.round((post.tailSilenceMs * rate) / 1000);
  let pcm = result.pcm;
  if (silence > 0) {
    pcm = new Float32Array(result.pcm.length + silence);
    pcm.set(result.pcm);
  }
  let events = result.events;
  if (post.tempo !== 1 || post.pitch !== 1 || post.volume !== 1) {
    // Loaded on first use: Rubber Band's module is megabytes a thread need not hold otherwise.
    processor ??= import('../audio/dsp.ts').then((dsp) => dsp.createProsodyProcessor());
    pcm = (await processor).process(pcm, rate, {
      tempo: post.tempo,
      pitch: post.pitch,
      volume: post.volume,
    });
    events = events.map((e) => ({ ...e, startMs: e.startMs / post.tempo }));
  }
  if (post.eq) pcm = applyEqualizer(pcm, rate, post.eq);
  const outputRate = post.outputRate ?? rate;
  if (outputRate !== rate && pcm.length > 0) pcm = resample(pcm, rate, outputRate);
  return { sampleRate: outputRate, pcm, events };
}
