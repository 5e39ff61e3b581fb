/**
 * A book's progress while its parts render on any number of workers, then while one job joins
 * them (docs/architecture.md "A book in parts"). Each part reports its own percent; the book's
 * is those percents weighted by the parts' code points (`partWeights`), scaled to the parts'
 * share, then the join's percent over the rest. The ETA comes from the rate of code points done
 * over all parts (EtaEstimate: from the first report on, so start-up is left out), and within
 * the join from the join's own rate.
 */
import { EtaEstimate } from '../task-handler.ts';

/**
 * The share of the book's percent the parts make (the join, one encoder over the whole book,
 * the rest). Measured (bench/book-parts.ts, 100,000 characters, MP3 128 kb/s, two cores): the
 * parts one after another 287 s, the join 102 s (docs/architecture.md "A book in parts").
 */
export const PARTS_SHARE = 0.7;

export interface BookProgress {
  percent: number;
  etaSeconds?: number;
}

export class PartsProgress {
  readonly #weights: readonly number[];
  readonly #total: number;
  readonly #percents: number[];
  readonly #eta: EtaEstimate;
  #join: EtaEstimate | null = null;

  constructor(weights: readonly number[]) {
    this.#weights = weights;
    this.#total = Math.max(
      1,
      weights.reduce((a, b) => a + b, 0),
    );
    this.#percents = weights.map(() => 0);
    this.#eta = new EtaEstimate(this.#total);
  }

  /** Part `index` is `percent` done (100 once its files are complete). */
  part(index: number, percent: number): BookProgress {
    if (index < 0 || index >= this.#percents.length) throw new RangeError(`no part ${index}`);
    this.#percents[index] = Math.min(100, Math.max(this.#percents[index] ?? 0, percent));
    const done = this.#weights.reduce((sum, w, i) => sum + (w * (this.#percents[i] ?? 0)) / 100, 0);
    const eta = this.#eta.update(done);
    return {
      percent: Math.min(99, (done / this.#total) * 100 * PARTS_SHARE),
      ...(eta !== undefined ? { etaSeconds: eta } : {}),
    };
  }

  /** The join is `percent` done. */
  join(percent: number): BookProgress {
    this.#join ??= new EtaEstimate(100);
    const eta = this.#join.update(percent);
    return {
      percent: Math.min(99, PARTS_SHARE * 100 + percent * (1 - PARTS_SHARE)),
      ...(eta !== undefined ? { etaSeconds: eta } : {}),
    };
  }
}
