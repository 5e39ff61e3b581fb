import { createProsodyProcessor, type ProsodyProcessor } from '../audio/dsp.ts';
import { applyEqualizer } from '../cloning/equalizer.ts';
import type { PostProcess, SynthesisResult } from './types.ts';

let processor: Promise<ProsodyProcessor> | null = null;

/**
 * Runs in the engine worker: appends the pause, then applies tempo, pitch and volume, then the
 * equalizer if one is given (time-aligned, same length: event times are unaffected).
 * Rubber Band's offline stretch maps time linearly (output length = round(n / tempo)),
 * so event times scale by 1 / tempo exactly.
 */
export async function applyPostProcess(
  result: SynthesisResult,
  post: PostProcess,
): Promise<SynthesisResult> {
  const silence =
    result.pcm.length === 0 ? 0 : Math.round((post.tailSilenceMs * result.sampleRate) / 1000);
  let pcm = result.pcm;
  if (silence > 0) {
    pcm = new Float32Array(result.pcm.length + silence);
    pcm.set(result.pcm);
  }
  const eq = (out: Float32Array): Float32Array =>
    post.eq ? applyEqualizer(out, result.sampleRate, post.eq) : out;
  if (post.tempo === 1 && post.pitch === 1 && post.volume === 1) {
    return { ...result, pcm: eq(pcm) };
  }
  processor ??= createProsodyProcessor();
  const out = (await processor).process(pcm, result.sampleRate, {
    tempo: post.tempo,
    pitch: post.pitch,
    volume: post.volume,
  });
  const events = result.events.map((e) => ({ ...e, startMs: e.startMs / post.tempo }));
  return { sampleRate: result.sampleRate, pcm: eq(out), events };
}
