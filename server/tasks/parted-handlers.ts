/**
 * lazyTaskHandler and holdingWhileRunning (runner.ts) for a task done in parts: the same
 * wrapping, applied to each of its jobs (plan, every part, the join).
 */
import type { PartedTaskHandler } from './runner.ts';

/** A parted handler whose module loads when the first job of its kind runs. */
export function lazyPartedHandler(load: () => Promise<PartedTaskHandler>): PartedTaskHandler {
  let handler: Promise<PartedTaskHandler> | null = null;
  const loaded = () => (handler ??= load());
  return {
    plan: async (ctx) => (await loaded()).plan(ctx),
    part: async (ctx, index) => (await loaded()).part(ctx, index),
    partDone: async (record, index) => (await loaded()).partDone(record, index),
    join: async (ctx) => (await loaded()).join(ctx),
  };
}

/**
 * `handler` with `hold()` taken while each of its jobs runs and released however it ends (the
 * gateway keeps its pools lean while a book renders). `partDone`, a look at files, holds nothing.
 */
export function holdingPartedWhileRunning(
  handler: PartedTaskHandler,
  hold: () => () => void,
): PartedTaskHandler {
  const held = async <T>(run: () => Promise<T>): Promise<T> => {
    const release = hold();
    try {
      return await run();
    } finally {
      release();
    }
  };
  return {
    plan: (ctx) => held(() => handler.plan(ctx)),
    part: (ctx, index) => held(() => handler.part(ctx, index)),
    partDone: (record, index) => handler.partDone(record, index),
    join: (ctx) => held(() => handler.join(ctx)),
  };
}
