import { describe, expect, it } from 'vitest';
import { createEncoder } from '../../../server/speech/audio/encoder.ts';
import type { EncoderOptions } from '../../../server/speech/audio/encoder.ts';
import type { AudioFormat } from '../../../server/speech/audio/pcm.ts';
import { decodeMulaw, s16leToFloat } from '../../../server/speech/audio/pcm.ts';
import { parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import { resample } from '../../../server/speech/audio/resample.ts';
import { snrDb } from '../../../server/speech/audio/analysis.ts';
import { chunks, concat, padSilence, speechLike } from './signals.ts';

const RATE = 22050;
const sentences = [1, 2, 3].map((seed) => padSilence(speechLike(RATE, 0.9, seed), RATE, 40));
const whole = (() => {
  const out = new Float32Array(sentences.reduce((n, s) => n + s.length, 0));
  let at = 0;
  for (const s of sentences) {
    out.set(s, at);
    at += s.length;
  }
  return out;
})();

async function run(
  format: AudioFormat,
  parts: Float32Array[],
  options: Partial<EncoderOptions> = {},
) {
  const encoder = await createEncoder(format, { inputRate: RATE, ...options });
  const bytes = concat([...parts.map((p) => encoder.write(p)), encoder.end()]);
  return { encoder, bytes };
}

describe('createEncoder', () => {
  it('pcm_s16le: 24 kHz s16le, the same as resampling the whole job at once', async () => {
    const { encoder, bytes } = await run('pcm_s16le', sentences);
    expect(encoder.contentType).toBe('audio/pcm;rate=24000;encoding=s16le;channels=1');
    expect(encoder.outputSampleRate).toBe(24000);
    expect(bytes.length).toBe(2 * Math.ceil((whole.length * 24000) / RATE));
    expect(encoder.bytesWritten).toBe(bytes.length);
    expect(encoder.samplesWritten).toBe(whole.length);
    expect(encoder.durationMs).toBeCloseTo((whole.length / RATE) * 1000, 9);
    const reference = resample(whole, RATE, 24000);
    expect(snrDb(reference, s16leToFloat(bytes))).toBeGreaterThan(70);
  });

  it('wav: streamed with a final header; seams invisible', async () => {
    const { encoder, bytes } = await run('wav', sentences);
    expect(encoder.contentType).toBe('audio/wav');
    const header = encoder.finalHeader();
    expect(header?.length).toBe(44);
    bytes.set(header!, 0);
    const oneShot = await run('wav', [whole]);
    oneShot.bytes.set(oneShot.encoder.finalHeader()!, 0);
    expect(Buffer.from(bytes).equals(Buffer.from(oneShot.bytes))).toBe(true);
    const read = readWav(bytes);
    expect(read.sampleRate).toBe(24000);
    expect(read.durationMs).toBeCloseTo(encoder.durationMs, 0);
  });

  it('wav at another rate on request', async () => {
    const { encoder, bytes } = await run('wav', [whole], { wavRate: 16000 });
    expect(encoder.outputSampleRate).toBe(16000);
    expect(readWav(bytes).sampleRate).toBe(16000);
  });

  it('pcm_mulaw: G.711 at 8 kHz', async () => {
    const { encoder, bytes } = await run('pcm_mulaw', chunks(whole, [1234, 777]));
    expect(encoder.contentType).toBe('audio/basic');
    expect(encoder.outputSampleRate).toBe(8000);
    expect(bytes.length).toBe(Math.ceil((whole.length * 8000) / RATE));
    expect(snrDb(resample(whole, RATE, 8000), decodeMulaw(bytes))).toBeGreaterThan(30);
  });

  it('mp3: one stream across sentences equals one call with the whole job', async () => {
    const bySentence = await run('mp3', sentences, { bitrateKbps: 48 });
    const oneShot = await run('mp3', [whole], { bitrateKbps: 48 });
    expect(bySentence.encoder.contentType).toBe('audio/mpeg');
    expect(bySentence.encoder.outputSampleRate).toBe(24000);
    expect(Buffer.from(bySentence.bytes).equals(Buffer.from(oneShot.bytes))).toBe(true);
    const summary = parseMp3(bySentence.bytes);
    expect(summary.bitratesKbps).toEqual([48]);
    expect(summary.durationMs).toBeGreaterThan(bySentence.encoder.durationMs);
    expect(summary.durationMs - bySentence.encoder.durationMs).toBeLessThan(80);

    const high = await run('mp3', sentences, { bitrateKbps: 256 });
    expect(high.encoder.outputSampleRate).toBe(48000);
    expect(parseMp3(high.bytes).sampleRates).toEqual([48000]);
  });

  it('same input, same bytes (mp3 and wav)', async () => {
    for (const format of ['mp3', 'wav'] as const) {
      const a = await run(format, sentences);
      const b = await run(format, sentences);
      expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    }
  });

  it('refuses to write after end and bad input rates', async () => {
    const encoder = await createEncoder('pcm_s16le', { inputRate: RATE });
    encoder.end();
    expect(() => encoder.write(new Float32Array(1))).toThrow();
    await expect(createEncoder('wav', { inputRate: 0 })).rejects.toThrow(RangeError);
    await expect(createEncoder('ogg' as AudioFormat, { inputRate: RATE })).rejects.toThrow(
      RangeError,
    );
  });
});
