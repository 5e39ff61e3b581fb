import { describe, expect, it } from 'vitest';
import {
  MP3_BITRATES,
  MP3_ENCODER_DELAY,
  createMp3Stream,
  mp3OutputRate,
} from '../../../server/speech/audio/mp3.ts';
import type { Mp3Bitrate } from '../../../server/speech/audio/mp3.ts';
import { parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { chunks, concat, speechLike } from './signals.ts';

const INPUT_RATE = 22050;

async function encode(pcm: Float32Array, bitrateKbps: Mp3Bitrate, sizes = [4410]) {
  const stream = await createMp3Stream({ bitrateKbps, inputRate: INPUT_RATE });
  const parts = chunks(pcm, sizes).map((c) => stream.write(c));
  parts.push(stream.end());
  return { bytes: concat(parts), stream };
}

/**
 * Duration tolerance. LAME starts with its encoder delay (576 + 529 = 1,105 samples at the
 * output rate), and its flush appends a few dozen samples more before padding the end up to a
 * whole frame; without a LAME tag the frames record neither. Measured over 160 input lengths:
 * 1,155–1,727 extra samples at 24 kHz, 1,156–2,303 at 48 kHz. So we require
 * 1,105 ≤ frame samples − PCM samples < 1,105 + one frame + 64 — at most 73 ms at 24 kHz
 * (576-sample frames) and 48 ms at 48 kHz (1,152-sample frames).
 */
const FLUSH_SLACK = 64;

function expectDuration(totalSamples: number, pcmSamplesAtOutput: number, frameSamples: number) {
  const extra = totalSamples - pcmSamplesAtOutput;
  expect(extra).toBeGreaterThanOrEqual(MP3_ENCODER_DELAY);
  expect(extra).toBeLessThan(MP3_ENCODER_DELAY + frameSamples + FLUSH_SLACK);
}

describe('MP3 stream', () => {
  const speech = speechLike(INPUT_RATE, 3);

  it.each(MP3_BITRATES)(
    '%i kbps: every frame carries that bitrate and the documented output rate',
    async (kbps) => {
      const { bytes, stream } = await encode(speech, kbps);
      const expectedRate = kbps <= 160 ? 24000 : 48000;
      expect(stream.outputRate).toBe(expectedRate);
      expect(mp3OutputRate(kbps)).toBe(expectedRate);

      const summary = parseMp3(bytes, { frames: true });
      expect(summary.frameCount).toBeGreaterThan(50);
      expect(summary.junkBytes).toBe(0);
      expect(summary.trailingBytes).toBe(0);
      for (const frame of summary.frames!) {
        expect(frame.layer).toBe(3);
        expect(frame.version).toBe(expectedRate === 24000 ? 2 : 1);
        expect(frame.bitrateKbps).toBe(kbps);
        expect(frame.sampleRate).toBe(expectedRate);
        expect(frame.channels).toBe(1);
      }
      expect(summary.bitratesKbps).toEqual([kbps]);
      expect(summary.sampleRates).toEqual([expectedRate]);

      const frameSamples = expectedRate === 24000 ? 576 : 1152;
      const pcmAtOutput = Math.ceil((speech.length * expectedRate) / INPUT_RATE);
      expectDuration(summary.totalSamples, pcmAtOutput, frameSamples);
      const inputMs = (speech.length / INPUT_RATE) * 1000;
      expect(summary.durationMs).toBeGreaterThanOrEqual(inputMs);
      const toleranceMs = ((MP3_ENCODER_DELAY + frameSamples + FLUSH_SLACK) / expectedRate) * 1000;
      expect(summary.durationMs - inputMs).toBeLessThan(toleranceMs);
    },
  );

  it.each([1, 577, 1152, 24000, 33333])(
    'duration stays within tolerance for %i input samples',
    async (n) => {
      for (const kbps of [32, 256] as const) {
        const { bytes, stream } = await encode(speechLike(INPUT_RATE, n / INPUT_RATE), kbps, [n]);
        const summary = parseMp3(bytes);
        const pcmAtOutput = Math.ceil((n * stream.outputRate) / INPUT_RATE);
        expectDuration(summary.totalSamples, pcmAtOutput, stream.outputRate === 24000 ? 576 : 1152);
      }
    },
  );

  it('gives the same bytes for the same input, however it is chunked', async () => {
    const a = await encode(speech, 64, [4410]);
    const b = await encode(speech, 64, [4410]);
    const c = await encode(speech, 64, [speech.length]);
    const d = await encode(speech, 64, [1, 999, 12345]);
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(Buffer.from(c.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(Buffer.from(d.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    const e = await encode(speech, 320);
    const f = await encode(speech, 320);
    expect(Buffer.from(e.bytes).equals(Buffer.from(f.bytes))).toBe(true);
  });

  it('returns copies that later calls do not overwrite', async () => {
    const stream = await createMp3Stream({ bitrateKbps: 128, inputRate: INPUT_RATE });
    const first = stream.write(speech.subarray(0, 11025));
    const snapshot = Uint8Array.from(first);
    stream.write(speech.subarray(11025, 22050));
    stream.end();
    expect(first).toEqual(snapshot);
  });

  it('clamps out-of-range samples instead of wrapping', async () => {
    const loud = speech.map((v) => v * 8);
    const { bytes } = await encode(loud, 128);
    expect(parseMp3(bytes).bitratesKbps).toEqual([128]);
  });

  it('rejects bitrates outside docs/decisions.md §2 and use after end', async () => {
    await expect(
      createMp3Stream({ bitrateKbps: 160 as Mp3Bitrate, inputRate: 24000 }),
    ).rejects.toThrow(RangeError);
    await expect(createMp3Stream({ bitrateKbps: 64, inputRate: 0 })).rejects.toThrow(RangeError);
    const stream = await createMp3Stream({ bitrateKbps: 64, inputRate: 24000 });
    stream.end();
    expect(() => stream.write(new Float32Array(10))).toThrow();
    expect(() => stream.end()).toThrow();
  });
});
