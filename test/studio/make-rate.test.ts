/** "Time to make" before a long text is submitted: the rate measured from finished tasks. */
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../renderer/src/api/history.ts';
import {
  DEFAULT_CHARS_PER_SECOND,
  makeSeconds,
  measuredRates,
  rateFor,
  SAMPLES_PER_MODEL,
} from '../../renderer/src/composables/make-rate.ts';

const task = (
  model: string,
  characters: number,
  seconds: number,
  extra: Partial<HistoryItem> = {},
): HistoryItem =>
  ({
    id: `task_${Math.random().toString(36).slice(2)}`,
    object: 'audio.speech',
    source: 'task',
    model,
    status: 'completed',
    progress: 100,
    created_at: 1_000,
    completed_at: 1_000 + seconds,
    characters,
    ...extra,
  }) as HistoryItem;

describe('measured rates', () => {
  it('divides the characters of finished tasks by the seconds they took, per model', () => {
    const rates = measuredRates([
      task('beta-speech-v8', 30_000, 20),
      task('beta-speech-v8', 10_000, 20),
      task('alpha-tts', 5_000, 4),
    ]);
    expect(rates.get('beta-speech-v8')).toEqual({ charsPerSecond: 1_000, measuredFrom: 2 });
    expect(rates.get('alpha-tts')).toEqual({ charsPerSecond: 1_250, measuredFrom: 1 });
  });

  it('ignores short, failed and sync entries, counts at least a second, keeps the newest', () => {
    const rates = measuredRates([
      task('beta-speech-v8', 500, 1),
      task('beta-speech-v8', 9_000, 3, { status: 'failed' } as Partial<HistoryItem>),
      task('beta-speech-v8', 9_000, 3, { source: 'sync' } as Partial<HistoryItem>),
      task('beta-speech-v8', 2_400, 0),
    ]);
    expect(rates.get('beta-speech-v8')).toEqual({ charsPerSecond: 2_400, measuredFrom: 1 });
    const many = measuredRates(
      Array.from({ length: SAMPLES_PER_MODEL + 5 }, (_, i) =>
        task('alpha-tts', 3_000, i < SAMPLES_PER_MODEL ? 3 : 100),
      ),
    );
    expect(many.get('alpha-tts')?.measuredFrom).toBe(SAMPLES_PER_MODEL);
    expect(many.get('alpha-tts')?.charsPerSecond).toBe(1_000);
  });

  it('falls back to the documented default and estimates whole texts', () => {
    const rate = rateFor('gamma-tts-2', new Map());
    expect(rate).toEqual({
      charsPerSecond: DEFAULT_CHARS_PER_SECOND['gamma-tts-2'],
      measuredFrom: 0,
    });
    expect(makeSeconds(0, rate)).toBe(0);
    expect(makeSeconds(10, rate)).toBe(1);
    expect(makeSeconds(500_000, { charsPerSecond: 1_000, measuredFrom: 3 })).toBe(500);
  });
});
