import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasSox } from '../../helpers/sox.ts';
import {
  WavFormatError,
  createWavStream,
  encodeWav,
  patchWavHeader,
  readWav,
  wavHeader,
} from '../../../server/speech/audio/wav.ts';
import { chunks, concat, sine, speechLike } from './signals.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'voxmesh-wav-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Float samples as they come back from 16-bit storage. */
function quantised(pcm: Float32Array): Float32Array {
  // `+ 0` turns −0 into 0, as an integer sample has no sign of zero.
  return pcm.map((v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768))) / 32768 + 0);
}

describe('WAV writer', () => {
  it('writes a canonical 44-byte header and reads back the same samples', () => {
    const pcm = speechLike(24000, 0.5);
    const bytes = encodeWav(pcm, 24000);
    expect(bytes.length).toBe(44 + pcm.length * 2);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + pcm.length * 2);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24000);
    expect(view.getUint32(28, true)).toBe(48000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(pcm.length * 2);

    const read = readWav(bytes);
    expect(read).toMatchObject({ sampleRate: 24000, channels: 1, bitsPerSample: 16, formatTag: 1 });
    expect(read.mono).toEqual(quantised(pcm));
    expect(read.durationMs).toBeCloseTo(500, 6);
  });

  it('streams with placeholder sizes; the final header makes it equal to the one-shot file', () => {
    const pcm = speechLike(24000, 0.7);
    const stream = createWavStream(24000);
    const parts = chunks(pcm, [1000, 3, 4800]).map((c) => stream.write(c));
    const { bytes: tail, header } = stream.end();
    parts.push(tail);
    const streamed = concat(parts);
    expect(new DataView(streamed.buffer).getUint32(40, true)).toBe(0xffffffff);
    // Read as streamed (size unknown → to the end of the data).
    expect(readWav(streamed).mono).toEqual(quantised(pcm));
    streamed.set(header, 0);
    expect(Buffer.from(streamed).equals(Buffer.from(encodeWav(pcm, 24000)))).toBe(true);
    expect(() => stream.write(pcm)).toThrow();
  });

  it('patches the header of a streamed file on disk', async () => {
    const pcm = sine(440, 24000, 0.25);
    const stream = createWavStream(24000);
    const file = path.join(dir, 'streamed.wav');
    writeFileSync(file, concat([stream.write(pcm), stream.end().bytes]));
    await patchWavHeader(file, 24000);
    expect(Buffer.from(readFileSync(file)).equals(Buffer.from(encodeWav(pcm, 24000)))).toBe(true);
  });

  it('ends an empty stream with a valid empty file', () => {
    const stream = createWavStream(8000);
    const { bytes, header } = stream.end();
    expect(bytes).toEqual(wavHeader(null, 8000));
    expect(readWav(header).mono.length).toBe(0);
  });

  it('is deterministic', () => {
    const pcm = speechLike(24000, 0.3);
    expect(encodeWav(pcm, 24000)).toEqual(encodeWav(pcm, 24000));
  });
});

describe('WAV reader', () => {
  it('skips unknown chunks and odd-size padding, and rejects non-WAV data', () => {
    const base = encodeWav(Float32Array.of(0.5, -0.5), 16000);
    const junk = Uint8Array.of(0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0); // "LIST", 3 + pad
    const withJunk = concat([base.subarray(0, 36), junk, base.subarray(36)]);
    expect([...readWav(withJunk).mono]).toEqual([0.5, -0.5]);
    expect(() => readWav(new Uint8Array(10))).toThrow(WavFormatError);
    expect(() => readWav(base.subarray(0, 36))).toThrow(WavFormatError);
  });

  it.skipIf(!hasSox())('reads what SoX writes (24-bit stereo, 32-bit float, 8-bit)', () => {
    const source = path.join(dir, 'source.wav');
    const pcm = sine(440, 16000, 0.2, 0.5);
    writeFileSync(source, encodeWav(pcm, 16000));
    const expected = quantised(pcm);
    for (const [name, args, tolerance] of [
      ['s24.wav', ['-b', '24', '-c', '2'], 1e-6],
      ['f32.wav', ['-e', 'floating-point', '-b', '32'], 1e-7],
      ['u8.wav', ['-b', '8', '-e', 'unsigned-integer'], 1 / 64],
    ] as const) {
      const target = path.join(dir, name);
      execFileSync('sox', ['-D', source, ...args, target], { stdio: 'ignore' });
      const read = readWav(readFileSync(target));
      expect(read.sampleRate).toBe(16000);
      expect(read.mono.length).toBe(pcm.length);
      let worst = 0;
      for (let i = 0; i < pcm.length; i++)
        worst = Math.max(worst, Math.abs(read.mono[i]! - expected[i]!));
      expect(worst).toBeLessThanOrEqual(tolerance);
    }
  });

  it.skipIf(!hasSox())('writes files SoX accepts with the right rate and length', () => {
    const file = path.join(dir, 'ours.wav');
    writeFileSync(file, encodeWav(sine(440, 24000, 1.5), 24000));
    const info = (flag: string) => execFileSync('sox', ['--i', flag, file]).toString().trim();
    expect(info('-r')).toBe('24000');
    expect(info('-c')).toBe('1');
    expect(info('-s')).toBe('36000');
    expect(info('-b')).toBe('16');
  });
});
