import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/errors.ts';
import { SampleAllowance } from '../../server/lexicon/sample-route.ts';

/** The lexicon samples' sliding window per key, on a clock the test moves. */
describe('SampleAllowance', () => {
  const make = () => {
    let now = 1_000_000;
    const allowance = new SampleAllowance({ perKey: 3, windowMs: 60_000 }, () => now);
    return { allowance, advance: (ms: number) => (now += ms) };
  };
  const refusal = (take: () => void): ApiError => {
    try {
      take();
    } catch (err) {
      if (err instanceof ApiError) return err;
      throw err;
    }
    throw new Error('expected a 429');
  };

  it('gives perKey samples, then a 429 whose Retry-After is when the oldest leaves the window', () => {
    const { allowance, advance } = make();
    allowance.take('k1');
    advance(10_000);
    allowance.take('k1');
    allowance.take('k1');
    advance(5_000);
    const refused = refusal(() => allowance.take('k1'));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('sample_limit_reached');
    // The first sample was 15 s ago: it leaves the 60 s window in 45 s.
    expect(refused.headers['Retry-After']).toBe('45');
    // Another key is not affected.
    allowance.take('k2');
  });

  it('allows one more as soon as the oldest sample leaves the window, not before', () => {
    const { allowance, advance } = make();
    // Samples at 0 s, 10 s and 20 s.
    for (let i = 0; i < 3; i++) {
      allowance.take('k1');
      if (i < 2) advance(10_000);
    }
    advance(39_999);
    expect(refusal(() => allowance.take('k1')).headers['Retry-After']).toBe('1');
    advance(1);
    allowance.take('k1');
    // The next to leave is the one of 10 s: 10 s from now.
    expect(refusal(() => allowance.take('k1')).headers['Retry-After']).toBe('10');
  });

  it('does not count refused requests', () => {
    const { allowance, advance } = make();
    for (let i = 0; i < 3; i++) allowance.take('k1');
    for (let i = 0; i < 10; i++) refusal(() => allowance.take('k1'));
    advance(60_000);
    for (let i = 0; i < 3; i++) allowance.take('k1');
  });
});
