import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import { EngineError, type PiperVoice } from '../../../server/speech/engines/types.ts';
import { phonemeIds, piperUtterance } from '../../../server/speech/engines/piper-phonemes.ts';
import { STAND_IN_SAMPLES_PER_ID } from '../../fixtures/piper-stand-in.ts';
import { writeStandInPack, type StandInFiles } from '../../fixtures/piper-pack-files.ts';
import { removeDir, tempDir } from '../../helpers/gateway.ts';

/** The Piper engine in an engine worker, on the stand-in voice (test/fixtures/piper-stand-in.ts). */

const pool = createEnginePool({ size: 1 });
let dir: string;
let single: StandInFiles;
let multi: StandInFiles;

beforeAll(async () => {
  dir = await tempDir('voxmesh-piper-');
  single = await writeStandInPack(dir);
  multi = await writeStandInPack(dir, 'en_US-standin-multi', { speakers: ['anna', 'bert'] });
});
afterAll(async () => {
  await pool.close();
  await removeDir(dir);
});

const voice = (files: StandInFiles, extra: Partial<PiperVoice> = {}): PiperVoice => ({
  engine: 'piper',
  pack: path.basename(files.model),
  name: 'standin',
  model: files.model,
  config: files.config,
  ...extra,
});

describe('Piper phoneme ids', () => {
  const map = new Map<string, number[]>([
    ['_', [0]],
    ['^', [1]],
    ['$', [2]],
    ['a', [10]],
    ['b', [11]],
    [',', [12]],
    [' ', [13]],
  ]);
  it('are ^ _ then each phoneme and a pad, then $, skipping what the map lacks', () => {
    expect(phonemeIds('ab?', map)).toEqual([1, 0, 10, 0, 11, 0, 2]);
  });
  it('put each clause’s punctuation back after its phonemes', () => {
    const utterance = piperUtterance('Ab, ba.', (clause) => (clause === 'Ab' ? 'a_b' : 'b_a'), map);
    expect(utterance.phonemes).toBe('ab, ba.');
    expect(utterance.words.map((w) => [w.charStart, w.charEnd])).toEqual([
      [0, 2],
      [4, 6],
    ]);
  });
});

describe('Piper engine', () => {
  it('speaks one tone per phoneme id, at the config’s rate, with word and sentence events', async () => {
    const result = await pool.synthesize('Hello world, this is a test.', voice(single));
    expect(result.sampleRate).toBe(22_050);
    expect(result.pcm.length % STAND_IN_SAMPLES_PER_ID).toBe(0);
    expect(result.pcm.length / STAND_IN_SAMPLES_PER_ID).toBeGreaterThan(20);
    const words = result.events.filter((e) => e.type === 'word');
    expect(words.map((w) => [w.charStart, w.charEnd])).toEqual([
      [0, 5],
      [6, 11],
      [13, 17],
      [18, 20],
      [21, 22],
      [23, 27],
    ]);
    const sentences = result.events.filter((e) => e.type === 'sentence');
    expect(sentences).toHaveLength(1);
    const times = words.map((w) => w.startMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBe(0);
  });

  it('is deterministic, and different text or speaker gives different audio', async () => {
    const a = await pool.synthesize('Good morning.', voice(single));
    const b = await pool.synthesize('Good morning.', voice(single));
    const c = await pool.synthesize('Good evening.', voice(single));
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true);
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(c.pcm.buffer))).toBe(false);
    const anna = await pool.synthesize('Good morning.', voice(multi, { speaker: 0 }));
    const bert = await pool.synthesize('Good morning.', voice(multi, { speaker: 1 }));
    expect(anna.pcm.length).toBe(bert.pcm.length);
    expect(Buffer.from(anna.pcm.buffer).equals(Buffer.from(bert.pcm.buffer))).toBe(false);
  });

  it('speaks the tempo through length_scale', async () => {
    const normal = await pool.synthesize('Good morning.', voice(single));
    const fast = await pool.synthesize('Good morning.', voice(single, { tempo: 2 }));
    expect(fast.pcm.length).toBe(normal.pcm.length / 2);
  });

  it('checks a pack: a valid one loads; a mismatched config or a non-model is refused', async () => {
    await expect(pool.checkVoicePack(single)).resolves.toMatchObject({
      sampleRate: 22_050,
      speakers: 1,
    });
    await expect(
      pool.checkVoicePack({ model: single.model, config: multi.config }),
    ).rejects.toThrow(/config does not match its model/);
    const junk = path.join(dir, 'junk.onnx');
    await writeFile(junk, 'this is not a model');
    const failure = await pool
      .checkVoicePack({ model: junk, config: single.config })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).code).toBe('voice_pack_failed');
    expect((failure as EngineError).message).toMatch(/not a valid ONNX model/);
  });

  it('fails a sentence clearly when the model fails while running', async () => {
    const broken = await writeStandInPack(dir, 'en_US-broken-medium', { variant: 'fails-at-run' });
    await expect(pool.checkVoicePack(broken)).resolves.toBeTruthy();
    const failure = await pool
      .synthesize('Good morning.', voice(broken, { pack: 'broken' }))
      .catch((e) => e);
    expect((failure as EngineError).code).toBe('voice_pack_failed');
    expect((failure as EngineError).message).toMatch(/'broken' failed while speaking/);
    // The worker is still fine.
    await expect(pool.synthesize('Hi.', voice(single))).resolves.toBeTruthy();
  });
});
