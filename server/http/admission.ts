/**
 * Admission control: a bounded queue in front of work that holds the engines (docs/decisions.md,
 * "Bursts of sync speech"). At most `running` holders at once; behind them at most `waiting`
 * callers for the whole gateway and `waitingPerKey` for one key. A caller beyond its key's bound
 * is refused at once with 429 `rate_limited`, beyond the gateway's with 503 `server_busy`, both
 * with `Retry-After`. Waiting callers are let in one key at a time in turn, so a key that filled
 * its share of the queue does not make every other key wait behind all of it.
 *
 * Whoever gets a slot must `release()` it once the work has stopped (release is idempotent); a
 * caller that gives up while waiting (its signal aborts) leaves the queue at once.
 */

import { ApiError } from './errors.ts';

export interface AdmissionBounds {
  /** Holders at once. */
  readonly running: number;
  /** Callers waiting for a slot, whole gateway; one more is refused 503 `server_busy`. */
  readonly waiting: number;
  /** Callers of one key waiting for a slot; one more is refused 429 `rate_limited`. */
  readonly waitingPerKey: number;
}

export interface AdmissionSlot {
  /** Frees the slot for the next waiting caller. Safe to call more than once. */
  release(): void;
}

export interface AdmissionOptions {
  /** What is queued, for messages: "synchronous speech requests". */
  readonly what: string;
  /** A sentence pointing somewhere else, appended to refusals (e.g. tasks for long text). */
  readonly hint?: string;
  /** A first guess of how long one holder keeps its slot, ms, until some have been measured. */
  readonly initialHoldMs?: number;
}

interface Waiter {
  readonly key: string;
  readonly resolve: (slot: AdmissionSlot) => void;
  readonly reject: (err: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

/** Retry-After never says less than 1 s nor more than the sync deadline (120 s). */
const MIN_RETRY_S = 1;
const MAX_RETRY_S = 120;
/** Weight of the newest hold in the running mean of hold times. */
const HOLD_WEIGHT = 0.2;

export class Admission {
  readonly bounds: AdmissionBounds;
  readonly #what: string;
  readonly #hint: string;
  #running = 0;
  #waiting = 0;
  /** Waiting callers by key, in arrival order; keys in the order they take turns. */
  readonly #queues = new Map<string, Waiter[]>();
  #meanHoldMs: number;

  constructor(bounds: AdmissionBounds, options: AdmissionOptions) {
    for (const [name, value] of Object.entries(bounds)) {
      if (!Number.isInteger(value) || value < 0 || (name === 'running' && value < 1)) {
        throw new RangeError(`admission bound ${name} must be a whole number ≥ 1 (0 for waiting)`);
      }
    }
    this.bounds = { ...bounds };
    this.#what = options.what;
    this.#hint = options.hint ? ` ${options.hint}` : '';
    this.#meanHoldMs = options.initialHoldMs ?? 1000;
  }

  /** Holders now. */
  get running(): number {
    return this.#running;
  }

  /** Callers waiting now. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Callers of `key` waiting now. */
  waitingOf(key: string): number {
    return this.#queues.get(key)?.length ?? 0;
  }

  /**
   * A slot for `key`: at once when one is free, after the callers ahead otherwise. Rejects at
   * once with the 429 or 503 ApiError when the queue is full, and with `signal`'s reason when it
   * aborts while waiting.
   */
  admit(key: string, signal?: AbortSignal): Promise<AdmissionSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#running < this.bounds.running && this.#waiting === 0) {
      return Promise.resolve(this.#grant());
    }
    const own = this.waitingOf(key);
    if (own >= this.bounds.waitingPerKey) return Promise.reject(this.#keyFull(own));
    if (this.#waiting >= this.bounds.waiting) return Promise.reject(this.#gatewayFull());
    return new Promise<AdmissionSlot>((resolve, reject) => {
      const waiter: Waiter = {
        key,
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.#remove(waiter);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      let queue = this.#queues.get(key);
      if (!queue) this.#queues.set(key, (queue = []));
      queue.push(waiter);
      this.#waiting++;
    });
  }

  /** Seconds until the callers waiting now have been let in, by the measured hold time. */
  retryAfterSeconds(): number {
    const seconds = Math.ceil(
      (this.#meanHoldMs * Math.max(1, this.#waiting)) / this.bounds.running / 1000,
    );
    return Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, seconds));
  }

  #grant(): AdmissionSlot {
    this.#running++;
    const since = performance.now();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const held = performance.now() - since;
        this.#meanHoldMs += HOLD_WEIGHT * (held - this.#meanHoldMs);
        this.#running--;
        this.#next();
      },
    };
  }

  /** Lets in the next waiting caller: the head of the key whose turn it is. */
  #next(): void {
    while (this.#running < this.bounds.running && this.#waiting > 0) {
      const [key, queue] = this.#queues.entries().next().value as [string, Waiter[]];
      const waiter = queue.shift() as Waiter;
      this.#waiting--;
      // The key goes to the back of the turn order (or leaves it, with nobody left waiting).
      this.#queues.delete(key);
      if (queue.length > 0) this.#queues.set(key, queue);
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.resolve(this.#grant());
    }
  }

  #remove(waiter: Waiter): void {
    const queue = this.#queues.get(waiter.key);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    this.#waiting--;
    if (queue.length === 0) this.#queues.delete(waiter.key);
  }

  #keyFull(own: number): ApiError {
    const retry = this.retryAfterSeconds();
    return new ApiError(
      429,
      'rate_limit_error',
      'rate_limited',
      `This API key already has ${own} ${this.#what} waiting, the most one key may queue. ` +
        `Retry after ${retry} s, or send fewer at once.${this.#hint}`,
      { headers: { 'Retry-After': String(retry) } },
    );
  }

  #gatewayFull(): ApiError {
    const retry = this.retryAfterSeconds();
    return new ApiError(
      503,
      'server_error',
      'server_busy',
      `The gateway is busy: ${this.#waiting} ${this.#what} are waiting, the most it queues. ` +
        `Retry after ${retry} s.${this.#hint}`,
      { headers: { 'Retry-After': String(retry) } },
    );
  }
}
