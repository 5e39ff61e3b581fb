import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import path from 'node:path';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import { EngineError, type KokoroVoice } from '../../../server/speech/engines/types.ts';
import {
  KOKORO_V1_VOCAB,
  kokoroPhonemes,
  kokoroTokens,
} from '../../../server/speech/engines/kokoro-phonemes.ts';
import { pieceTokens } from '../../../server/speech/engines/kokoro.ts';
import { parseKokoroVoices } from '../../../server/speech/engines/kokoro-voices.ts';
import { pinRandomOperators } from '../../../server/speech/engines/onnx-pin-random.ts';
import {
  KOKORO_STAND_IN_SAMPLES_PER_ID,
  npz,
  standInKokoroModel,
  styleArray,
  writeKokoroStandIn,
  type KokoroStandInFiles,
} from '../../fixtures/kokoro-stand-in.ts';
import { writeStandInPack } from '../../fixtures/piper-pack-files.ts';
import { removeDir, tempDir } from '../../helpers/gateway.ts';

/** The Kokoro engine in an engine worker, on the stand-in pack (test/fixtures/kokoro-stand-in.ts). */

const pool = createEnginePool({ size: 1 });
let dir: string;
let pack: KokoroStandInFiles;

beforeAll(async () => {
  dir = await tempDir('voxmesh-kokoro-');
  pack = await writeKokoroStandIn(dir);
});
afterAll(async () => {
  await pool.close();
  await removeDir(dir);
});

const voice = (name: string, extra: Partial<KokoroVoice> = {}): KokoroVoice => ({
  engine: 'kokoro',
  pack: 'kokoro-standin',
  name: 'kokoro-standin-v1.0',
  model: pack.model,
  voices: pack.voices,
  config: null,
  voice: name,
  ...extra,
});

const same = (a: Float32Array, b: Float32Array): boolean =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );

describe('Kokoro phonemes', () => {
  it('rewrite eSpeak’s American English into misaki’s symbols', () => {
    expect(kokoroPhonemes('h_ə_l_ˈoʊ w_ˈɜː_l_d | m_ˈaɪ b_ˈɛ_ɾ_ɚ', 'a')).toBe(
      'h_ə_l_ˈO w_ˈɜɹ_l_d | m_ˈI b_ˈɛ_T_əɹ',
    );
    expect(kokoroPhonemes('h_ə_l_ˈəʊ dʒ_ˈʌ_dʒ b_ˈʌ_ʔ_n̩', 'b')).toBe('h_ə_l_ˈQ ʤ_ˈʌ_ʤ b_ˈʌ_t_ᵊn');
    expect(kokoroPhonemes('tʃ_ˈa_o', 'i')).toBe('ʧ_ˈa_o');
    expect(kokoroPhonemes('tʃ_ˈeə', 'b')).toBe('ʧ_ˈɛː');
  });
  it('become vocabulary ids, decomposing what the vocabulary lacks', () => {
    expect(kokoroTokens('hˈO', KOKORO_V1_VOCAB)).toEqual([50, 156, 31]);
    // "ã" is not in the vocabulary: "a" + the combining tilde are; "o̞" loses its mark.
    expect(kokoroTokens('ão̞', KOKORO_V1_VOCAB)).toEqual([43, 17, 57]);
  });
  it('are cut into runs of at most 510 tokens between words', () => {
    const long = Array.from({ length: 200 }, () => 'abc').join(' ');
    const pieces = pieceTokens(long, KOKORO_V1_VOCAB);
    expect(pieces.length).toBe(2);
    expect(pieces.every((p) => p.length <= 510)).toBe(true);
    expect(pieces[0]?.at(-1)).toBe(16);
    expect(pieces.flat()).toEqual(kokoroTokens(long, KOKORO_V1_VOCAB));
  });
});

describe('random operators pinned', () => {
  it('the stand-in draws fresh noise each run; pinned, it gives the same samples', async () => {
    const run = async (bytes: Uint8Array) => {
      const session = await ort.InferenceSession.create(bytes);
      const feeds = {
        input_ids: new ort.Tensor('int64', BigInt64Array.of(0n, 50n, 43n, 0n), [1, 4]),
        style: new ort.Tensor('float32', new Float32Array(256).fill(0.1), [1, 256]),
        speed: new ort.Tensor('float32', Float32Array.of(1), [1]),
      };
      const a = (await session.run(feeds)).waveform?.data as Float32Array;
      const b = (await session.run(feeds)).waveform?.data as Float32Array;
      await session.release();
      return same(a, b);
    };
    expect(await run(standInKokoroModel())).toBe(false);
    expect(await run(pinRandomOperators(standInKokoroModel()))).toBe(true);
  });
});

describe('Kokoro voices file', () => {
  it('reads each voice of an npz', async () => {
    const voices = parseKokoroVoices(await readFile(pack.voices));
    expect([...voices.keys()]).toEqual(['af_standin', 'bm_standin', 'zf_standin']);
    expect(voices.get('af_standin')?.rows).toBe(510);
  });
  it('refuses a file that is not an npz, and arrays of another shape', () => {
    expect(() => parseKokoroVoices(Buffer.from('not a zip at all, just some text'))).toThrow(
      /not a NumPy \.npz/,
    );
    const wrong = npz([{ name: 'af_x', shape: [510, 1, 128], data: styleArray(0.1, 510, 128) }]);
    expect(() => parseKokoroVoices(wrong)).toThrow(/\[510, 1, 128\].*\[N, 1, 256\]/);
  });
});

describe('Kokoro engine', () => {
  it('speaks one tone per token at 24 kHz, with word and sentence events', async () => {
    const result = await pool.synthesize('Hello world, this is a test.', voice('af_standin'));
    expect(result.sampleRate).toBe(24_000);
    expect(result.pcm.length % KOKORO_STAND_IN_SAMPLES_PER_ID).toBe(0);
    // The tokens and the two pads.
    expect(result.pcm.length / KOKORO_STAND_IN_SAMPLES_PER_ID).toBeGreaterThan(20);
    const words = result.events.filter((e) => e.type === 'word');
    expect(words.map((w) => [w.charStart, w.charEnd])).toEqual([
      [0, 5],
      [6, 11],
      [13, 17],
      [18, 20],
      [21, 22],
      [23, 27],
    ]);
    expect(result.events.filter((e) => e.type === 'sentence')).toHaveLength(1);
  });

  it('is deterministic although the graph draws noise; voice and text change the audio', async () => {
    const a = await pool.synthesize('Good morning.', voice('af_standin'));
    const b = await pool.synthesize('Good morning.', voice('af_standin'));
    const c = await pool.synthesize('Good evening.', voice('af_standin'));
    const d = await pool.synthesize('Good morning.', voice('bm_standin'));
    expect(same(a.pcm, b.pcm)).toBe(true);
    expect(same(a.pcm, c.pcm)).toBe(false);
    expect(same(a.pcm, d.pcm)).toBe(false);
  });

  it('speaks the tempo through the model’s speed', async () => {
    const normal = await pool.synthesize('Good morning.', voice('af_standin'));
    const fast = await pool.synthesize('Good morning.', voice('af_standin', { tempo: 2 }));
    expect(fast.pcm.length).toBe(normal.pcm.length / 2);
  });

  it('uses the config’s vocab when the pack has one', async () => {
    const withConfig = await writeKokoroStandIn(path.join(dir), 'kokoro-config', { config: true });
    const plain = await pool.synthesize('Hello.', voice('af_standin'));
    const own = await pool.synthesize(
      'Hello.',
      voice('af_standin', { pack: 'kokoro-config', config: withConfig.config ?? null }),
    );
    expect(same(plain.pcm, own.pcm)).toBe(false);
  });

  it('checks a pack: a valid one lists its voices; a Piper model or a bad file is refused', async () => {
    await expect(
      pool.checkVoicePack({
        format: 'kokoro',
        model: pack.model,
        voices: pack.voices,
        config: null,
      }),
    ).resolves.toMatchObject({
      format: 'kokoro',
      sampleRate: 24_000,
      voices: ['af_standin', 'bm_standin', 'zf_standin'],
      randomNoise: true,
    });
    const piper = await writeStandInPack(dir);
    const notKokoro = await pool
      .checkVoicePack({ format: 'kokoro', model: piper.model, voices: pack.voices, config: null })
      .catch((e: unknown) => e);
    expect(notKokoro).toBeInstanceOf(EngineError);
    expect((notKokoro as EngineError).message).toMatch(/not a Kokoro model.*'style', 'speed'/);
    const junk = path.join(dir, 'junk.npz');
    await writeFile(junk, 'PK but not really');
    const badVoices = await pool
      .checkVoicePack({ format: 'kokoro', model: pack.model, voices: junk, config: null })
      .catch((e: unknown) => e);
    expect((badVoices as EngineError).code).toBe('voice_pack_failed');
    expect((badVoices as EngineError).message).toMatch(/voices file is not a NumPy \.npz/);
  });
});
