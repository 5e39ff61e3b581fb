import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import { arpabetToIpa } from '../../../server/lexicon/arpabet-ipa.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import { writeStandInPack } from '../../fixtures/piper-pack-files.ts';
import { STAND_IN_SAMPLE_RATE, STAND_IN_SAMPLES_PER_ID } from '../../fixtures/piper-stand-in.ts';
import {
  bearer,
  removeDir,
  startGateway,
  tempDir,
  type TestGateway,
} from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';

/**
 * Lexicon phoneme entries reach a Piper voice pack as IPA (docs/voice-packs.md, "Lexicon
 * entries"), through real HTTP with the stand-in voice, whose audio is one tone of 256
 * samples per phoneme id (test/fixtures/piper-stand-in.ts): so the audio shows which ids the
 * entry's IPA became. Other engines still read the entry's respelling.
 */

const PACK = 'en_US-lexi-medium';
const VOICE = `piper:${PACK}`;
let gw: TestGateway;
let user: string;
let files: string;

beforeAll(async () => {
  files = await tempDir('voxmesh-lexi-files-');
  const pack = await writeStandInPack(files, PACK);
  gw = await startGateway();
  const admin = await gw.key({ admin: true });
  user = await gw.key();
  const { readFile } = await import('node:fs/promises');
  const form = new FormData();
  form.append('model', new Blob([await readFile(pack.model)]), `${PACK}.onnx`);
  form.append('config', new Blob([await readFile(pack.config)]), `${PACK}.onnx.json`);
  const res = await fetch(`${gw.url}/v1/audio/voice-packs`, {
    method: 'POST',
    headers: bearer(admin),
    body: form,
  });
  expect(res.status).toBe(201);
});

afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
  await removeDir(files);
});

async function entry(grapheme: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${gw.url}/v1/audio/lexicon/${encodeURIComponent(grapheme)}`, {
    method: 'PUT',
    headers: { ...bearer(user), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function packWav(input: string, voice = VOICE) {
  const res = await speak(gw.url, user, {
    model: 'alpha-tts',
    voice,
    input,
    response_format: 'wav',
  });
  expect(res.status).toBe(200);
  return {
    bytes: res.bytes,
    samples: readWav(res.bytes).mono.length,
    rate: readWav(res.bytes).sampleRate,
  };
}

describe('lexicon phoneme entries on a Piper voice pack', () => {
  it('maps ARPAbet to IPA with eSpeak’s symbols and stress before the vowel', () => {
    expect(arpabetToIpa('EH1 N JH IH0 N EH2 K S')).toBe('ˈɛndʒɪnˌɛks');
    expect(arpabetToIpa('HH AH0 L OW1')).toBe('həlˈoʊ');
    expect(arpabetToIpa('W ER1 L D')).toBe('wˈɜːld');
    expect(arpabetToIpa('B ER0 D IY0')).toBe('bɚdi');
  });

  it('speaks the entry’s IPA: its stress marks and its phones change the audio as they say', async () => {
    await entry('Zorblat', { phonemes: 'Z AO1 R B L AE0 T' });
    const first = await packWav('Zorblat.');
    // Secondary stress instead of primary: as many ids (same length), one other id (ˌ for ˈ).
    // A respelling has no stress, so this is the IPA speaking.
    await entry('Zorblat', { phonemes: 'Z AO2 R B L AE0 T' });
    const secondary = await packWav('Zorblat.');
    expect(secondary.samples).toBe(first.samples);
    expect(secondary.bytes.equals(first.bytes)).toBe(false);
    const twoIds = ((2 * STAND_IN_SAMPLES_PER_ID) / STAND_IN_SAMPLE_RATE) * first.rate;
    // A stressed second vowel adds its mark: two more ids (the mark and the pad after it).
    await entry('Zorblat', { phonemes: 'Z AO2 R B L AE1 T' });
    const restressed = await packWav('Zorblat.');
    expect(Math.abs(restressed.samples - first.samples - twoIds)).toBeLessThanOrEqual(2);
    // One more phone (S → s): two more ids, the phone and its pad.
    await entry('Zorblat', { phonemes: 'Z AO1 R B L AE0 T S' });
    const longer = await packWav('Zorblat.');
    expect(Math.abs(longer.samples - first.samples - twoIds)).toBeLessThanOrEqual(2);
    // The same phones under another grapheme: the same audio.
    await entry('Quimble', { phonemes: 'Z AO1 R B L AE0 T' });
    expect((await packWav('Quimble.')).bytes.equals(first.bytes)).toBe(true);
  });

  it('keeps word timestamps on the text sent', async () => {
    await entry('Zorblat', { phonemes: 'Z AO1 R B L AE0 T' });
    const text = 'Say Zorblat twice.';
    const task = await submitSpeechTask(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: VOICE,
      Text: text,
      TimestampType: 'word',
    });
    expect(task.status).toBe(200);
    const done = await waitForTask(gw.url, user, task.body.id);
    expect(done.status).toBe('completed');
    const doc = JSON.parse(
      (await download(done.timestamps_url!, user)).bytes.toString(),
    ) as TimestampsDocument;
    expect(doc.segments.map((s) => [s.text, s.char_start, s.char_end])).toEqual([
      ['Say', 0, 3],
      ['Zorblat', 4, 11],
      ['twice', 12, 17],
    ]);
    const starts = doc.segments.map((s) => s.start_ms);
    expect(starts[0]).toBe(0);
    expect(starts[1]!).toBeGreaterThan(starts[0]!);
    expect(starts[2]!).toBeGreaterThan(starts[1]!);
    expect(doc.segments.at(-1)!.end_ms).toBeLessThanOrEqual(doc.duration_ms);
  });

  it('still reads an alias entry, and gives other engines the respelling', async () => {
    const plain = await packWav('Hello Gizmo.');
    await entry('Gizmo', { alias: 'gadget machine' });
    const aliased = await packWav('Hello Gizmo.');
    expect(aliased.samples).toBeGreaterThan(plain.samples);

    // A catalog (Flite) voice reads a phoneme entry as its respelling, as before.
    await entry('Zorblat', { phonemes: 'Z AO1 R B L AE0 T' });
    const catalog = 'en-US-AvaMultilingualNeural';
    const viaPhones = await packWav('Zorblat.', catalog);
    await entry('Zorblat', { alias: 'zawrb-lat' });
    const viaRespelling = await packWav('Zorblat.', catalog);
    expect(viaPhones.bytes.equals(viaRespelling.bytes)).toBe(true);
  });
});
