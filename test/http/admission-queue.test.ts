import { describe, expect, it } from 'vitest';
import { Admission } from '../../server/http/admission.ts';
import { ApiError } from '../../server/http/errors.ts';

/** The queue alone (http/admission.ts); test/http/admission.test.ts holds it to the routes. */

const bounds = { running: 1, waiting: 3, waitingPerKey: 2 };
const queue = () => new Admission(bounds, { what: 'jobs', hint: 'Try tasks.' });

/** Records the order in which waiting callers are let in; each leaves at once. */
function track(admission: Admission, key: string, order: string[]): Promise<void> {
  return admission.admit(key).then((slot) => {
    order.push(key);
    slot.release();
  });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

describe('Admission', () => {
  it('lets in at once while a slot is free, and holds the rest in line', async () => {
    const admission = queue();
    const slot = await admission.admit('a');
    expect(admission.running).toBe(1);
    const order: string[] = [];
    const next = track(admission, 'b', order);
    expect(admission.waiting).toBe(1);
    slot.release();
    await next;
    expect(order).toEqual(['b']);
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it("refuses a key's caller beyond its bound with 429, and anyone beyond the gateway's with 503", async () => {
    const admission = queue();
    const slot = await admission.admit('a');
    const waiting = [admission.admit('a'), admission.admit('a'), admission.admit('b')];

    const overKey = await refusal(admission.admit('a'));
    expect(overKey.status).toBe(429);
    expect(overKey.toBody().error).toMatchObject({
      type: 'rate_limit_error',
      code: 'rate_limited',
    });
    expect(overKey.headers['Retry-After']).toMatch(/^[1-9]\d*$/);
    expect(overKey.message).toMatch(/Try tasks\.$/);

    const overGateway = await refusal(admission.admit('c'));
    expect(overGateway.status).toBe(503);
    expect(overGateway.toBody().error).toMatchObject({ type: 'server_error', code: 'server_busy' });
    expect(overGateway.headers['Retry-After']).toMatch(/^[1-9]\d*$/);

    slot.release();
    await Promise.all(waiting.map((w) => w.then((s) => s.release())));
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it('lets waiting keys in by turns, not in arrival order', async () => {
    const admission = new Admission(
      { running: 1, waiting: 10, waitingPerKey: 10 },
      { what: 'jobs' },
    );
    const first = await admission.admit('a');
    const order: string[] = [];
    const waiting = ['a', 'a', 'a', 'b', 'c'].map((key) => track(admission, key, order));
    first.release();
    await Promise.all(waiting);
    expect(order).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('counts a slot released twice once', async () => {
    const admission = queue();
    const slot = await admission.admit('a');
    const other = admission.admit('b');
    slot.release();
    slot.release();
    expect(admission.running).toBe(1);
    (await other).release();
    expect(admission.running).toBe(0);
  });

  it('drops a waiting caller whose signal aborts, with its reason', async () => {
    const admission = queue();
    const slot = await admission.admit('a');
    const leaving = new AbortController();
    const waiting = admission.admit('a', leaving.signal);
    const gone = new Error('gone');
    leaving.abort(gone);
    await expect(waiting).rejects.toBe(gone);
    expect(admission.waiting).toBe(0);
    slot.release();
    expect(admission.running).toBe(0);
  });
});
