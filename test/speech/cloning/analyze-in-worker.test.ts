import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ReferenceAudioError } from '../../../server/speech/cloning/index.ts';
import { measureReference } from '../../../server/speech/cloning/measure-reference.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import { encodeMp3, REFERENCE_TEXT } from './fixtures.ts';
import { encodeWav } from '../../../server/speech/audio/wav.ts';

let pool: EnginePool;
let wav: Uint8Array;
let mp3: Uint8Array;

beforeAll(async () => {
  pool = createEnginePool({ size: 1 });
  const spoken = await pool.synthesize(REFERENCE_TEXT, {
    engine: 'espeak',
    name: 'en-us',
    variant: 'f2',
  });
  wav = encodeWav(spoken.pcm, spoken.sampleRate);
  mp3 = await encodeMp3(spoken.pcm, spoken.sampleRate);
});

afterAll(async () => {
  await pool.close();
});

describe('reference analysis in an engine worker', () => {
  it('measures the same voice profile as in this thread, for WAV and MP3', async () => {
    for (const bytes of [wav, mp3]) {
      const inWorker = await pool.analyzeReference(bytes.slice());
      expect(inWorker).toEqual(await measureReference(bytes));
      expect(inWorker.gender).toBe('female');
    }
  });

  it('reads a data: URL in the worker, within its size limit', async () => {
    const dataUrl = `data:audio/wav;base64,${Buffer.from(wav).toString('base64')}`;
    const fromUrl = await pool.analyzeReference({ dataUrl, maxBytes: wav.length });
    expect(fromUrl).toEqual(await measureReference(wav));
    const error = await pool
      .analyzeReference({ dataUrl, maxBytes: wav.length - 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReferenceAudioError);
    expect(error).toMatchObject({ code: 'reference_too_large' });
  });

  it('keeps only the first seconds asked for', async () => {
    const profile = await pool.analyzeReference(wav.slice(), { maxSeconds: 2 });
    expect(profile.seconds).toBeCloseTo(2, 1);
  });

  it('rejects audio it cannot use with a ReferenceAudioError and its code', async () => {
    const error = await pool
      .analyzeReference(new TextEncoder().encode('not audio at all'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReferenceAudioError);
    expect(error).toMatchObject({ code: 'invalid_reference_audio' });
    // The worker is still there for the next clip.
    expect((await pool.analyzeReference(wav.slice())).gender).toBe('female');
  });
});
