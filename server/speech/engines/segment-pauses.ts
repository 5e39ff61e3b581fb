/**
 * Silence between separately synthesized segments. An engine given one sentence ends it without
 * the pause it would have made before the next one, so joining sentences end to end sounds
 * rushed. These are the pauses eSpeak itself makes inside one call at 175 words per minute
 * (measured: ≈310 ms after ". ! ?", ≈240 ms after ";", ≈160 ms after ",", ≈540 ms at a blank
 * line), scaled inversely with the speaking rate.
 */

import { codePoints } from '../../text/code-points.ts';
import type { Segment } from '../text/segment.ts';

const BASE_RATE = 175;
const PAUSE_MS = {
  paragraph: 540,
  sentence: 310,
  semicolon: 240,
  clause: 160,
  none: 0,
} as const;

const SENTENCE_END =
  /[.!?…‼⁇⁈⁉。！？｡︒﹒﹖﹗．؟۔।॥።]["'”’»›)\]}」』】》〉）］｝〕〗〙〛＂＇〞〟]*$/u;
const SEMICOLON_END = /[;；﹔]$/u;
const CLAUSE_END = /[,:—–、，：﹐､]$/u;

/**
 * Pause after `segment`, given the text that separates it from the next segment (whitespace)
 * and the speaking rate in words per minute.
 */
export function pauseAfterMs(segment: Segment, gap: string, rate = BASE_RATE): number {
  const base = PAUSE_MS[boundaryKind(segment.text, gap)];
  const clampedRate = Math.min(450, Math.max(80, Number.isFinite(rate) ? rate : BASE_RATE));
  return Math.round((base * BASE_RATE) / clampedRate);
}

function boundaryKind(text: string, gap: string): keyof typeof PAUSE_MS {
  if (isParagraphBreak(gap)) return 'paragraph';
  if (SENTENCE_END.test(text) || /[\n\r\u2028\u0085]/.test(gap)) return 'sentence';
  if (SEMICOLON_END.test(text)) return 'semicolon';
  if (CLAUSE_END.test(text)) return 'clause';
  return 'none';
}

function isParagraphBreak(gap: string): boolean {
  if (gap.includes('\u2029')) return true;
  let breaks = 0;
  const cps = codePoints(gap);
  cps.forEach((cp, i) => {
    if (cp === '\n' && cps[i - 1] === '\r') return;
    if (cp === '\n' || cp === '\r' || cp === '\u2028' || cp === '\u0085') breaks++;
  });
  return breaks >= 2;
}
