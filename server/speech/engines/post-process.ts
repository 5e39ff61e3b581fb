import { resampledLength, resampleInto } from '../audio/resample.ts';
import { applyEqualizer } from '../cloning/equalizer.ts';
import type { PostProcess, SynthesisResult } from './types.ts';
import { timeStage, timeStageAsync } from '../stage-clock.ts';

/** Where the output goes: a new array of `length` samples, unless the caller has one to reuse. */
export type AllocatePcm = (length: number) => Float32Array;

const newPcm: AllocatePcm = (length) => new Float32Array(length);

/**
 * Runs in the engine worker: appends the pause, then applies tempo, pitch and volume, then the
 * equalizer if one is given (time-aligned, same length: event times are unaffected), and last
 * resamples to the encoder's rate so the HTTP thread only encodes. The output is written into
 * `allocate(length)`; when nothing but the pause and the rate change, in one pass without any
 * other buffer.
 * Rubber Band's offline stretch maps time linearly (output length = round(n / tempo)),
 * so event times scale by 1 / tempo exactly.
 */
export async function applyPostProcess(
  result: SynthesisResult,
  post: PostProcess,
  allocate: AllocatePcm = newPcm,
): Promise<SynthesisResult> {
  const rate = result.sampleRate;
  const outputRate = post.outputRate ?? rate;
  const silence = result.pcm.length === 0 ? 0 : Math.round((post.tailSilenceMs * rate) / 1000);
  const prosody = post.tempo !== 1 || post.pitch !== 1 || post.volume !== 1;
  if (!prosody && !post.eq) {
    const pcm = allocate(resampledLength(result.pcm.length + silence, rate, outputRate));
    timeStage('resample', () => resampleInto(result.pcm, silence, rate, outputRate, pcm));
    return { sampleRate: outputRate, pcm, events: result.events };
  }
  let pcm = result.pcm;
  if (silence > 0) {
    pcm = new Float32Array(result.pcm.length + silence);
    pcm.set(result.pcm);
  }
  let events = result.events;
  if (prosody) {
    // Loaded on first use (and Rubber Band only to stretch): megabytes a thread need not hold.
    const { applyProsody } = await import('../audio/dsp.ts');
    const shaped = pcm;
    pcm = await timeStageAsync('dsp', () =>
      applyProsody(shaped, rate, { tempo: post.tempo, pitch: post.pitch, volume: post.volume }),
    );
    events = events.map((e) => ({ ...e, startMs: e.startMs / post.tempo }));
  }
  if (post.eq) {
    const { eq } = post;
    const flat = pcm;
    pcm = timeStage('dsp', () => applyEqualizer(flat, rate, eq));
  }
  const out = allocate(resampledLength(pcm.length, rate, outputRate));
  const shaped = pcm;
  timeStage('resample', () => resampleInto(shaped, 0, rate, outputRate, out));
  return { sampleRate: outputRate, pcm: out, events };
}
