import type { z } from 'zod';
import type { ApiError } from './errors.ts';
import { invalidRequest } from './errors.ts';

/**
 * Turns the first zod issue into the docs/decisions.md §1 error: missing field, wrong type,
 * out of range or unknown value, naming the field as the client spelled it.
 */
export function zodToApiError(error: z.ZodError, spelled: Record<string, string> = {}): ApiError {
  const issue = error.issues[0];
  if (!issue) return invalidRequest('invalid_value', 'The request is invalid.');
  const key = issue.path.map(String).join('.');
  const head = String(issue.path[0] ?? '');
  const param = (spelled[head] ?? head) + key.slice(head.length) || null;
  const name = param ?? 'the body';
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined)
        return invalidRequest('missing_field', `'${name}' is required.`, param);
      return invalidRequest(
        'invalid_value',
        `'${name}' must be ${article(issue.expected)}; got ${describe(input)}.`,
        param,
      );
    case 'too_small':
    case 'too_big': {
      const bound = issue as { minimum?: number | bigint; maximum?: number | bigint };
      const range =
        issue.code === 'too_small'
          ? `at least ${String(bound.minimum)}`
          : `at most ${String(bound.maximum)}`;
      return invalidRequest(
        'out_of_range',
        `'${name}' must be ${range}; got ${describe(input)}.`,
        param,
      );
    }
    case 'invalid_value': {
      const values = (issue as { values?: unknown[] }).values ?? [];
      return invalidRequest(
        'invalid_value',
        `'${name}' must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}; got ${describe(input)}.`,
        param,
      );
    }
    default:
      return invalidRequest('invalid_value', `'${name}': ${issue.message}.`, param);
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}
