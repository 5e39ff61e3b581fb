/**
 * A speech task's text as spoken: the owner's pronunciation lexicon can turn a short text into
 * a very long one (an alias of 300 characters for `e`), so a task is refused when the text once
 * the lexicon is applied is over the task limit, before it is queued (issue #27, item 4;
 * docs/decisions.md "The lexicon is compiled once per change"). The bill stays on the
 * characters sent.
 */
import { invalidRequest } from '../http/errors.ts';
import { cpLength } from '../text/code-points.ts';
import { TEXT_LIMITS } from './request/speech-request.ts';
import type { LexiconMatcher } from './text/lexicon-matcher.ts';
import { lexiconEdits } from './text/normalize-lexicon.ts';

/** Code points a task may speak once its owner's lexicon is applied. */
export const TASK_SPOKEN_LIMIT = TEXT_LIMITS.task;

/** Code points of `text` once `lexicon` is applied to it (text in `lang`). */
export function lexiconExpandedLength(text: string, lexicon: LexiconMatcher, lang: string): number {
  let length = cpLength(text);
  for (const edit of lexiconEdits(text, lexicon, lang)) {
    length += cpLength(edit.text) - cpLength(text.slice(edit.start, edit.end));
  }
  return length;
}

/** Why `text` is too long to speak as a task once `lexicon` is applied, or null if it is not. */
export function overlongTaskExpansion(
  text: string,
  lexicon: LexiconMatcher | null,
  lang: string,
): string | null {
  if (!lexicon || lexicon.size === 0) return null;
  // Most texts cannot reach the limit whatever matches: no scan on the HTTP thread for them.
  if (cpLength(text) * lexicon.maxGrowth <= TASK_SPOKEN_LIMIT) return null;
  const spoken = lexiconExpandedLength(text, lexicon, lang);
  if (spoken <= TASK_SPOKEN_LIMIT) return null;
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    `'input' is ${n(cpLength(text))} characters long but ${n(spoken)} characters once your ` +
    `pronunciation lexicon is applied; the limit is ${n(TASK_SPOKEN_LIMIT)}. Shorten the text ` +
    `or the lexicon's aliases (GET /v1/audio/lexicon).`
  );
}

/** 400 `input_too_long` when the lexicon makes `text` longer than a task may speak. */
export function refuseOverlongTaskExpansion(
  text: string,
  lexicon: LexiconMatcher | null,
  lang: string,
): void {
  const why = overlongTaskExpansion(text, lexicon, lang);
  if (why !== null) throw invalidRequest('input_too_long', why, 'input');
}
