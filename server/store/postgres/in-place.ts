/**
 * Makes `target` hold exactly `source`'s fields, keeping the object: callers (the runner,
 * bearer auth) hold records by reference, and a change another process made must reach
 * them as it reaches this process's memory.
 */
export function assignInPlace<T extends object>(target: T, source: T): T {
  const fields = target as Record<string, unknown>;
  for (const k of Object.keys(fields)) if (!(k in source)) delete fields[k];
  return Object.assign(target, source);
}
