import { MPEGDecoder } from 'mpg123-decoder';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeReference } from '../../../server/speech/cloning/analyze.ts';
import { LTAS_BANDS_HZ } from '../../../server/speech/cloning/ltas.ts';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

interface VoiceItem {
  id: string;
  locale: string;
  gender: 'female' | 'male';
  engine_voice: Record<string, unknown>;
}

/** What a listener tells voices apart by, measured on the decoded MP3 of one sentence. */
interface Heard {
  id: string;
  gender: 'female' | 'male';
  /** Median F0, Hz. */
  f0: number;
  /** Length of the sentence, ms (the speaking rate). */
  durationMs: number;
  /** Spread of F0 (10th to 90th percentile), semitones: flat or lively intonation. */
  spread: number;
  /** Centre of gravity of the long-term spectrum, 800 Hz–5 kHz, Hz (timbre, brightness). */
  centroidHz: number;
}

const SENTENCE = 'Every voice here should sound like a person of its own.';

async function decodeMp3(bytes: Uint8Array): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const out = decoder.decode(bytes);
    return { pcm: out.channelData[0]!, sampleRate: out.sampleRate };
  } finally {
    decoder.free();
  }
}

function centroidOf(envelopeDb: readonly number[]): number {
  let weighted = 0;
  let total = 0;
  LTAS_BANDS_HZ.forEach((hz, k) => {
    if (hz < 800 || hz > 5000) return;
    const power = 10 ** (envelopeDb[k]! / 10);
    weighted += hz * power;
    total += power;
  });
  return weighted / total;
}

async function englishVoices(model: string): Promise<VoiceItem[]> {
  const res = await fetch(`${gw.url}/v1/audio/voices?model=${model}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  const body = (await res.json()) as { data: VoiceItem[] };
  return body.data.filter((v) => v.locale.startsWith('en-'));
}

/** What a listener hears of one voice saying SENTENCE at the default format (MP3). */
async function hear(model: string, v: VoiceItem): Promise<Heard> {
  const res = await speak(gw.url, key, { model, voice: v.id, input: SENTENCE });
  expect(res.status, v.id).toBe(200);
  expect(res.headers.get('content-type')).toBe('audio/mpeg');
  const { pcm, sampleRate } = await decodeMp3(res.bytes);
  const profile = analyzeReference(pcm, sampleRate);
  return {
    id: v.id,
    gender: v.gender,
    f0: profile.medianF0,
    spread: profile.f0SpreadSemitones,
    durationMs: (pcm.length / sampleRate) * 1000,
    centroidHz: centroidOf(profile.spectralEnvelope),
  };
}

/** Every English voice of `model`, two requests at a time. */
async function hearAll(model: string): Promise<Heard[]> {
  const voices = await englishVoices(model);
  const heard: Heard[] = [];
  for (let i = 0; i < voices.length; i += 2) {
    heard.push(...(await Promise.all(voices.slice(i, i + 2).map((v) => hear(model, v)))));
  }
  return heard;
}

const ratio = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);

/**
 * Two voices a listener tells apart: pitch at least 4 % apart (about 0.7 semitone), or one
 * speaking at least 6 % faster, or an intonation at least a semitone wider, or a timbre at
 * least 3 % brighter (a smaller or larger speaker).
 */
function apart(a: Heard, b: Heard): boolean {
  return (
    ratio(a.f0, b.f0) >= 1.04 ||
    ratio(a.durationMs, b.durationMs) >= 1.06 ||
    Math.abs(a.spread - b.spread) >= 1 ||
    ratio(a.centroidHz, b.centroidHz) >= 1.03
  );
}

describe.each(['alpha-tts', 'beta-speech-v8'])('English voices of %s', (model) => {
  let heard: Heard[] = [];
  beforeAll(async () => {
    heard = await hearAll(model);
  }, 600_000);

  it('each have engine settings of their own', async () => {
    const voices = await englishVoices(model);
    const shapes = voices.map((v) => JSON.stringify(v.engine_voice));
    expect(new Set(shapes).size).toBe(voices.length);
  });

  it('each sound apart from every other voice of the same gender (decoded MP3)', async () => {
    const alike: string[] = [];
    for (const [i, a] of heard.entries()) {
      for (const b of heard.slice(i + 1)) {
        if (a.gender === b.gender && !apart(a, b)) {
          const f = (h: Heard) =>
            `${h.id} (${Math.round(h.f0)} Hz, ${h.spread.toFixed(1)} st, ${Math.round(h.durationMs)} ms, ${Math.round(h.centroidHz)} Hz centroid)`;
          alike.push(`${f(a)} ~ ${f(b)}`);
        }
      }
    }
    expect(alike).toEqual([]);
  });

  it('keep every female voice above every male voice in pitch', () => {
    const female = heard.filter((h) => h.gender === 'female').map((h) => h.f0);
    const male = heard.filter((h) => h.gender === 'male').map((h) => h.f0);
    expect(female.length).toBeGreaterThan(0);
    expect(male.length).toBeGreaterThan(0);
    expect(Math.min(...female)).toBeGreaterThan(Math.max(...male));
  });
});
