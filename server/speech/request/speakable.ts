import { invalidRequest } from '../../http/errors.ts';
import { cpLength } from '../../text/code-points.ts';
import { normalizeForSpeech } from '../text/normalize.ts';

/** A letter or a digit: something an engine says. Punctuation, symbols and emoji are not. */
const SPEAKABLE = /[\p{L}\p{N}]/u;

/**
 * Texts up to this many code points are normalized to check them (markup, emoji and web
 * addresses dropped or rewritten first); a longer one that has a letter or a digit is taken as
 * speakable without that cost (normalizing 500,000 code points takes about a second).
 */
const NORMALIZE_UP_TO = 20_000;

/**
 * 400 `empty_input` (param `input`) for text with nothing to speak: only punctuation, symbols,
 * emoji or markup. Checked before anything is rendered or billed.
 */
export function requireSpeakable(text: string, param = 'input'): void {
  const speakable =
    SPEAKABLE.test(text) &&
    (cpLength(text) > NORMALIZE_UP_TO || SPEAKABLE.test(normalizeForSpeech(text, 'und').text));
  if (!speakable) {
    throw invalidRequest(
      'empty_input',
      `'${param}' has nothing to speak: only punctuation, symbols or emoji.`,
      param,
    );
  }
}
