import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MP3_ENCODER_DELAY, createMp3Stream } from '../../../server/speech/audio/mp3.ts';
import type { Mp3Bitrate } from '../../../server/speech/audio/mp3.ts';
import { parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { rms, snrDb, toneAmplitude, trackPitch } from '../../../server/speech/audio/analysis.ts';
import { resample } from '../../../server/speech/audio/resample.ts';
import { chunks, concat, sine } from './signals.ts';

/**
 * Decodes our MP3 with an independent decoder — Chromium's (FFmpeg-based) decodeAudioData,
 * driven through playwright-core — to check what a listener gets: the right pitch and level,
 * and no gap or click where the job's sentences were joined. Skipped without Chromium.
 */
const CHROMIUM = '/usr/bin/chromium';
const RATE = 22050;

let browser: Browser | undefined;
let page: Page | undefined;

async function decode(mp3: Uint8Array, sampleRate: number): Promise<Float32Array> {
  const samples = await page!.evaluate(
    async ({ base64, rate }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const context = new OfflineAudioContext(1, 1, rate);
      const buffer = await context.decodeAudioData(bytes.buffer);
      return Array.from(buffer.getChannelData(0));
    },
    { base64: Buffer.from(mp3).toString('base64'), rate: sampleRate },
  );
  return Float32Array.from(samples);
}

describe.skipIf(!existsSync(CHROMIUM))('MP3 through an independent decoder (Chromium)', () => {
  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([16, 64, 192, 320] as const)(
    '%i kbps: a tone written as three sentences decodes whole, in tune and seamless',
    async (kbps: Mp3Bitrate) => {
      const tone = sine(440, RATE, 3, 0.5);
      const stream = await createMp3Stream({ bitrateKbps: kbps, inputRate: RATE });
      const parts = chunks(tone, [20000, 17017, 29133]).map((c) => stream.write(c));
      const mp3 = concat([...parts, stream.end()]);
      const out = stream.outputRate;

      const decoded = await decode(mp3, out);
      expect(decoded.length).toBe(parseMp3(mp3).totalSamples);

      // Our PCM starts after LAME's encoder delay; the decoder keeps it (no LAME tag).
      const reference = resample(tone, RATE, out);
      const aligned = decoded.subarray(MP3_ENCODER_DELAY, MP3_ENCODER_DELAY + reference.length);
      const inner = [Math.round(out * 0.1), reference.length - Math.round(out * 0.1)] as const;
      expect(Math.abs(trackPitch(aligned, out).medianHz / 440 - 1)).toBeLessThan(0.005);
      expect(toneAmplitude(aligned, out, 440, ...inner)).toBeGreaterThan(0.5 * 0.89); // > −1 dB
      expect(toneAmplitude(aligned, out, 440, ...inner)).toBeLessThan(0.5 * 1.12);
      expect(snrDb(reference.subarray(...inner), aligned.subarray(...inner))).toBeGreaterThan(20);

      // No dropout or burst anywhere, seams included: 5 ms RMS stays within ±1 dB.
      const block = Math.round(out * 0.005);
      for (let at = inner[0]; at + block <= inner[1]; at += block) {
        const level = rms(aligned, at, at + block) / (0.5 / Math.SQRT2);
        expect(level).toBeGreaterThan(0.89);
        expect(level).toBeLessThan(1.12);
      }
    },
  );
});
