import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { medianF0 } from '../../../server/speech/audio/analysis.ts';
import { sniffContainer } from '../../../server/speech/cloning/container.ts';
import {
  decodeReference,
  freeIdleDecoders,
  ReferenceAudioError,
} from '../../../server/speech/cloning/index.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import { encodeMp3, REFERENCE_TEXT, samePcm, sox, tempDir, writeWav } from './fixtures.ts';

let pool: EnginePool;
let dir: Awaited<ReturnType<typeof tempDir>>;
let speech: { pcm: Float32Array; sampleRate: number };
const files: Record<string, Uint8Array> = {};

beforeAll(async () => {
  pool = createEnginePool({ size: 1 });
  dir = await tempDir();
  speech = await pool.synthesize(REFERENCE_TEXT, {
    engine: 'espeak',
    name: 'en-us',
    variant: 'f2',
  });
  const wav = join(dir.path, 'voice.wav');
  files.wav = await writeWav(wav, speech.pcm, speech.sampleRate);
  files.flac = await sox(wav, join(dir.path, 'voice.flac'));
  files.flacStereo44 = await sox(wav, join(dir.path, 'voice-44k.flac'), ['-r', '44100', '-c', '2']);
  files.ogg = await sox(wav, join(dir.path, 'voice.ogg'), ['-C', '4']);
  files.wavStereo24bit = await sox(wav, join(dir.path, 'voice-24.wav'), ['-b', '24', '-c', '2']);
  files.mp3 = await encodeMp3(speech.pcm, speech.sampleRate);
});

afterAll(async () => {
  freeIdleDecoders();
  await pool.close();
  await dir.cleanup();
});

async function failure(bytes: Uint8Array): Promise<ReferenceAudioError> {
  try {
    await decodeReference(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ReferenceAudioError);
    return error as ReferenceAudioError;
  }
  throw new Error('expected decodeReference to fail');
}

describe('decodeReference', () => {
  it.each([
    ['wav', 'wav', 22050],
    ['wavStereo24bit', 'wav', 22050],
    ['flac', 'flac', 22050],
    ['flacStereo44', 'flac', 44100],
    ['ogg', 'ogg-vorbis', 22050],
    ['mp3', 'mp3', 24000],
  ])('decodes %s to mono of the right duration', async (name, container, rate) => {
    const bytes = files[name]!;
    expect(sniffContainer(bytes)).toBe(container);
    const decoded = await decodeReference(bytes);
    expect(decoded.container).toBe(container);
    expect(decoded.sampleRate).toBe(rate);
    expect(decoded.truncated).toBe(false);
    const seconds = decoded.pcm.length / decoded.sampleRate;
    const expected = speech.pcm.length / speech.sampleRate;
    expect(Math.abs(seconds - expected) / expected).toBeLessThan(0.05);
    // Still the same voice: its pitch survived the round trip.
    const f0 = medianF0(decoded.pcm, decoded.sampleRate, { minHz: 60, maxHz: 500 });
    const original = medianF0(speech.pcm, speech.sampleRate, { minHz: 60, maxHz: 500 });
    expect(Math.abs(f0 / original - 1)).toBeLessThan(0.03);
  });

  it('reuses decoders: sequential and concurrent decodes give identical samples', async () => {
    const first = await decodeReference(files.flac!);
    const [a, b, c] = await Promise.all([
      decodeReference(files.flac!),
      decodeReference(files.flac!),
      decodeReference(files.ogg!),
    ]);
    expect(samePcm(a.pcm, first.pcm)).toBe(true);
    expect(samePcm(b.pcm, first.pcm)).toBe(true);
    expect(c.container).toBe('ogg-vorbis');
    const mp3a = await decodeReference(files.mp3!);
    const mp3b = await decodeReference(files.mp3!);
    expect(samePcm(mp3a.pcm, mp3b.pcm)).toBe(true);
  });

  it('keeps only the first maxSeconds', async () => {
    for (const name of ['wav', 'mp3', 'flac', 'ogg']) {
      const decoded = await decodeReference(files[name]!, { maxSeconds: 2 });
      expect(decoded.truncated).toBe(true);
      expect(decoded.pcm.length).toBe(2 * decoded.sampleRate);
    }
  });

  it('refuses what is not audio', async () => {
    const text = new TextEncoder().encode('root:x:0:0:root:/root:/bin/bash\n'.repeat(100));
    expect((await failure(text)).code).toBe('invalid_reference_audio');
    expect((await failure(new Uint8Array(0))).code).toBe('invalid_reference_audio');
    const noise = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 2654435761) >>> 24);
    expect((await failure(noise)).code).toBe('invalid_reference_audio');
  });

  it('refuses broken files of a known kind', async () => {
    const riffOnly = files.wav!.slice(0, 12);
    expect((await failure(riffOnly)).message).toMatch(/WAV/);
    const flacHead = files.flac!.slice(0, 200);
    expect((await failure(flacHead)).code).toBe('invalid_reference_audio');
    const mp3Sync = Uint8Array.from([0xff, 0xfb, 0x90, 0x64, ...new Uint8Array(400)]);
    expect((await failure(mp3Sync)).code).toBe('invalid_reference_audio');
  });

  it('refuses Ogg Opus with a clear message', async () => {
    // First page of an Ogg stream whose packet is an Opus header.
    const page = new Uint8Array(27 + 1 + 19);
    page.set(new TextEncoder().encode('OggS'), 0);
    page[26] = 1;
    page[27] = 19;
    page.set(new TextEncoder().encode('OpusHead'), 28);
    expect(sniffContainer(page)).toBe('ogg-opus');
    expect((await failure(page)).message).toMatch(/Opus/);
  });

  it('refuses a clip under 1 s and a silent one', async () => {
    const { path } = dir;
    const short = await writeWav(
      join(path, 'short.wav'),
      speech.pcm.slice(0, Math.round(0.6 * speech.sampleRate)),
      speech.sampleRate,
    );
    expect((await failure(short)).message).toMatch(/at least 1 s/);
    const silent = await writeWav(join(path, 'silent.wav'), new Float32Array(44100), 22050);
    expect((await failure(silent)).message).toMatch(/silent/);
    const silentFlac = await sox(join(path, 'silent.wav'), join(path, 'silent.flac'));
    expect((await failure(silentFlac)).message).toMatch(/silent/);
  });
});
