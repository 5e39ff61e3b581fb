import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import { pauseAfterMs } from '../../../server/speech/engines/segment-pauses.ts';
import { synthesizeSegments } from '../../../server/speech/engines/synthesize-text.ts';
import type {
  SegmentSynthesis,
  SegmentSynthesizer,
} from '../../../server/speech/engines/synthesize-text.ts';
import type { EspeakVoice, SynthesisResult } from '../../../server/speech/engines/types.ts';
import { splitSentences } from '../../../server/speech/text/sentences.ts';
import { splitWords } from '../../../server/speech/text/words.ts';
import { expectWordsCovered, samePcm } from './event-checks.ts';

const en: EspeakVoice = { engine: 'espeak', name: 'en-us' };
const TEXT =
  'Mr. Smith went to Washington. He said: "Hello!" Then he left.\n\n' +
  'A new paragraph 😀 starts here, with a comma. 最后一句。';

let pool: EnginePool;

/** The real pool, counting how many of its jobs are in flight and how they ended. */
class CountingPool implements SegmentSynthesizer {
  inFlight = 0;
  maxInFlight = 0;
  started = 0;
  aborted = 0;

  async synthesize(
    text: string,
    voice: EspeakVoice,
    signal?: AbortSignal,
  ): Promise<SynthesisResult> {
    this.started++;
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      return await pool.synthesize(text, voice, signal);
    } catch (error) {
      if ((error as Error).name === 'AbortError') this.aborted++;
      throw error;
    } finally {
      this.inFlight--;
    }
  }
}

async function collect(iterable: AsyncIterable<SegmentSynthesis>): Promise<SegmentSynthesis[]> {
  const out: SegmentSynthesis[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

beforeAll(async () => {
  pool = createEnginePool({ size: 2 });
  await pool.warmUp();
});

afterAll(async () => {
  await pool.close();
});

describe('synthesizeSegments', () => {
  it('yields every sentence in order, with events at offsets into the full text', async () => {
    const items = await collect(synthesizeSegments(pool, TEXT, en));
    const segments = splitSentences(TEXT);
    expect(items.map((item) => item.index)).toEqual(segments.map((_, i) => i));
    expect(items.map((item) => item.segment)).toEqual(segments);
    const words = items.flatMap((item) =>
      item.result.events.filter((event) => event.type === 'word'),
    );
    expect(words.map((event) => [event.charStart, event.charEnd])).toEqual(
      splitWords(TEXT).map((word) => [word.charStart, word.charEnd]),
    );
    for (const item of items)
      expectWordsCovered(item.segment.text, item.result, item.segment.charStart);
  });

  it('gives each segment what the engine gives for it, plus the pause before the next', async () => {
    const items = await collect(synthesizeSegments(pool, TEXT, en));
    const bare = await collect(synthesizeSegments(pool, TEXT, en, { pauses: false }));
    for (const [i, item] of items.entries()) {
      const direct = await pool.synthesize(item.segment.text, en);
      const plain = bare[i]?.result as SynthesisResult;
      expect(samePcm(plain.pcm, direct.pcm)).toBe(true);
      const head = item.result.pcm.subarray(0, direct.pcm.length);
      expect(samePcm(head, direct.pcm)).toBe(true);
      const tail = item.result.pcm.subarray(direct.pcm.length);
      expect(tail.every((sample) => sample === 0)).toBe(true);
      if (i === items.length - 1) expect(tail.length).toBe(0);
      else expect(tail.length).toBeGreaterThan(0);
    }
    // The blank line after "Then he left." pauses longer than the sentence end before it.
    expect(items[2]?.segment.text).toBe('Then he left.');
    const pause = (i: number): number =>
      (items[i]?.result.pcm.length ?? 0) - (bare[i]?.result.pcm.length ?? 0);
    expect(pause(2)).toBeGreaterThan(pause(1));
  });

  it('keeps at most `lookahead` jobs in flight', async () => {
    const counting = new CountingPool();
    const text = 'One. Two. Three. Four. Five. Six. Seven.';
    for await (const _ of synthesizeSegments(counting, text, en, { lookahead: 3 })) {
      expect(counting.inFlight).toBeLessThanOrEqual(2);
    }
    expect(counting.started).toBe(7);
    expect(counting.maxInFlight).toBe(3);
    const single = new CountingPool();
    await collect(synthesizeSegments(single, text, en, { lookahead: 1 }));
    expect(single.maxInFlight).toBe(1);
  });

  it('stops with an AbortError and cancels jobs in flight when the signal aborts', async () => {
    const counting = new CountingPool();
    const controller = new AbortController();
    const text = 'First sentence. Second sentence. Third sentence. Fourth sentence.';
    const seen: number[] = [];
    const run = async (): Promise<void> => {
      for await (const item of synthesizeSegments(counting, text, en, {
        signal: controller.signal,
      })) {
        seen.push(item.index);
        if (item.index === 0) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([0]);
    expect(counting.inFlight).toBe(0);
    expect(counting.aborted).toBeGreaterThan(0);
    expect(counting.started).toBeLessThan(4);
  });

  it('cancels jobs in flight when the caller stops early', async () => {
    const counting = new CountingPool();
    const text = 'One. Two. Three. Four. Five.';
    for await (const item of synthesizeSegments(counting, text, en)) {
      if (item.index === 0) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(counting.inFlight).toBe(0);
    expect(counting.started).toBe(2);
  });

  it('rejects at once with an aborted signal, and yields nothing for blank text', async () => {
    await expect(
      collect(synthesizeSegments(pool, 'Hello.', en, { signal: AbortSignal.abort() })),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await collect(synthesizeSegments(pool, ' \n\n ', en))).toEqual([]);
  });
});

describe('pauseAfterMs', () => {
  const segment = (text: string) => ({ text, charStart: 0, charEnd: text.length });

  it('pauses by boundary and scales with the speaking rate', () => {
    expect(pauseAfterMs(segment('End.'), ' ')).toBe(310);
    expect(pauseAfterMs(segment('“End?”'), ' ')).toBe(310);
    expect(pauseAfterMs(segment('句子。'), '')).toBe(310);
    expect(pauseAfterMs(segment('End.'), '\n\n')).toBe(540);
    expect(pauseAfterMs(segment('no stop'), '\r\n')).toBe(310);
    expect(pauseAfterMs(segment('好；'), '')).toBe(240);
    expect(pauseAfterMs(segment('a clause,'), ' ')).toBe(160);
    expect(pauseAfterMs(segment('cut at a space'), ' ')).toBe(0);
    expect(pauseAfterMs(segment('End.'), ' ', 350)).toBe(155);
  });
});
