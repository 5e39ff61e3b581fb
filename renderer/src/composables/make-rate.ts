/**
 * "Time to make" a long text before it is submitted: characters ÷ the model's rate. The rate
 * is measured from this owner's completed tasks (characters over created → completed, so the
 * queue wait counts too: it is what the user waits); until one exists, a documented default.
 */
import { SPEECH_MODELS } from '@voxmesh/contract/catalog.ts';
import type { HistoryItem } from '../api/history.ts';

/**
 * Characters made per second of wall time when nothing is measured yet (docs/decisions.md):
 * from the `longtext` bench (beta-speech-v8: 500,000 characters in 439 s ≈ 1,140/s on a
 * loaded 2-core machine), rounded down; every catalog-voice model runs the same engines; a
 * model that clones a reference is slower. Conservative: the first finished task replaces them.
 */
const CATALOG_VOICE_CHARS_PER_SECOND = 1000;
const CLONING_CHARS_PER_SECOND = 250;

/** The default rate of each built-in model, by where its voice comes from (contract/catalog.ts). */
export const DEFAULT_CHARS_PER_SECOND: Readonly<Record<string, number>> = Object.fromEntries(
  SPEECH_MODELS.map((m) => [
    m.id,
    m.capabilities.voice === 'reference'
      ? CLONING_CHARS_PER_SECOND
      : CATALOG_VOICE_CHARS_PER_SECOND,
  ]),
);
/** Any other model (e.g. one an upstream lists). */
export const FALLBACK_CHARS_PER_SECOND = 500;

/**
 * Tasks shorter than this say little about the rate: timestamps are whole seconds, and the
 * fixed cost of a task (queue, worker start) would dominate.
 */
export const MIN_SAMPLE_CHARACTERS = 2000;
/** Only the newest tasks of each model count: machines and loads change. */
export const SAMPLES_PER_MODEL = 20;

export interface MakeRate {
  charsPerSecond: number;
  /** From completed tasks (how many), or the default. */
  measuredFrom: number;
}

/**
 * The rate of each model from completed tasks (newest first, as History lists them): the sum
 * of characters over the sum of seconds taken (each at least 1 s), so long tasks weigh more.
 */
export function measuredRates(items: readonly HistoryItem[]): Map<string, MakeRate> {
  const sums = new Map<string, { chars: number; seconds: number; n: number }>();
  for (const item of items) {
    if (item.object !== 'audio.speech' || item.source !== 'task') continue;
    if (item.status !== 'completed' || item.completed_at === undefined) continue;
    const chars = item.characters ?? 0;
    if (chars < MIN_SAMPLE_CHARACTERS) continue;
    const s = sums.get(item.model) ?? { chars: 0, seconds: 0, n: 0 };
    if (s.n >= SAMPLES_PER_MODEL) continue;
    s.chars += chars;
    s.seconds += Math.max(1, item.completed_at - item.created_at);
    s.n += 1;
    sums.set(item.model, s);
  }
  return new Map(
    [...sums].map(([model, s]) => [
      model,
      { charsPerSecond: s.chars / s.seconds, measuredFrom: s.n },
    ]),
  );
}

/** The measured rate of `model`, else its default. */
export function rateFor(model: string, measured: ReadonlyMap<string, MakeRate>): MakeRate {
  return (
    measured.get(model) ?? {
      charsPerSecond: DEFAULT_CHARS_PER_SECOND[model] ?? FALLBACK_CHARS_PER_SECOND,
      measuredFrom: 0,
    }
  );
}

/** Seconds to make `characters` at `rate` (at least 1 s for any text). */
export function makeSeconds(characters: number, rate: MakeRate): number {
  return characters <= 0 ? 0 : Math.max(1, characters / rate.charsPerSecond);
}
