/** Assertions shared by the engine tests: what every SynthesisResult must satisfy. */

import { expect } from 'vitest';

import type { SynthesisResult } from '../../../server/speech/engines/types.ts';
import { splitWords } from '../../../server/speech/text/words.ts';

export function durationMs(result: SynthesisResult): number {
  return (result.pcm.length * 1000) / result.sampleRate;
}

/**
 * One word event per word of `text` (offsets shifted by `offset`), in order; times
 * non-decreasing and inside the audio; a sentence event before the first word of each sentence.
 */
export function expectWordsCovered(text: string, result: SynthesisResult, offset = 0): void {
  const expected = splitWords(text).map((word) => [word.charStart + offset, word.charEnd + offset]);
  const wordEvents = result.events.filter((event) => event.type === 'word');
  expect(wordEvents.map((event) => [event.charStart, event.charEnd])).toEqual(expected);
  const duration = durationMs(result);
  let previous = 0;
  for (const event of result.events) {
    expect(event.startMs).toBeGreaterThanOrEqual(previous);
    expect(event.startMs).toBeLessThan(duration);
    previous = event.startMs;
  }
  if (expected.length > 0) expect(result.events[0]?.type).toBe('sentence');
}

export function expectAudible(result: SynthesisResult): void {
  expect(result.pcm.length).toBeGreaterThan(0);
  let peak = 0;
  for (const sample of result.pcm) peak = Math.max(peak, Math.abs(sample));
  expect(peak).toBeGreaterThan(0.05);
  expect(peak).toBeLessThanOrEqual(1);
}

/** Whether two PCM buffers hold the same samples (cheap, unlike a deep-equal diff). */
export function samePcm(a: Float32Array, b: Float32Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}
