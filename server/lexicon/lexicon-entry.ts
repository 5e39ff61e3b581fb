import type { LexiconEntry, LexiconEntryBody } from '../../contract/lexicon.ts';
import { LEXICON_ALIAS_LIMIT, LEXICON_GRAPHEME_LIMIT } from '../../contract/request-values.ts';
import { lexiconEntryBody } from '../../contract/schemas.ts';
import { invalidRequest } from '../http/errors.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import { cpLength } from '../text/code-points.ts';
import type { LexiconRecord } from '../store/lexicon-record.ts';
import type { LexiconFields } from './lexicon-store.ts';
import { parsePhonemes } from './phonemes.ts';

/** Code points of a grapheme and of an alias (contract/request-values.ts). */
const MAX_GRAPHEME = LEXICON_GRAPHEME_LIMIT;
const MAX_ALIAS = LEXICON_ALIAS_LIMIT;
/** A BCP 47-like code: `en`, `en-US`, `zh_CN`, `cmn`. */
const LOCALE = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/iu;
/** Control characters (tab, CR and LF included): never part of a grapheme or alias. */
const CONTROL = /[\p{Cc}\p{Cs}\uFFFD]/u;

/** The entry's shape is the contract's (contract/schemas.ts); the checks below go further. */
const bodySchema = lexiconEntryBody;

/**
 * A lexicon entry body checked and normalized; every failure is a 400 naming the field
 * (`prefix` + field, e.g. `entries[2].phonemes` for an import). `pathGrapheme` is the URL's
 * `{grapheme}` for PUT (a body grapheme must then equal it).
 */
export function parseLexiconEntry(
  body: unknown,
  pathGrapheme: string | null,
  prefix = '',
): LexiconFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest(
      'invalid_value',
      `'${prefix || 'body'}' must be a JSON object.`,
      prefix || null,
    );
  }
  const parsed = bodySchema.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? '';
      throw invalidRequest(
        'unknown_field',
        `'${prefix}${key}' is not a lexicon entry field (grapheme, alias, phonemes, case_sensitive, whole_word, locales).`,
        `${prefix}${key}`,
      );
    }
    const error = zodToApiError(parsed.error);
    throw prefix
      ? invalidRequest(
          error.code ?? 'invalid_value',
          `${prefix}: ${error.message}`,
          `${prefix}${error.param ?? ''}`,
        )
      : error;
  }
  const f: LexiconEntryBody = parsed.data;
  const field = (name: string) => `${prefix}${name}`;
  const grapheme = pathGrapheme ?? f.grapheme;
  if (grapheme === undefined)
    throw invalidRequest('missing_field', `'${field('grapheme')}' is required.`, field('grapheme'));
  if (pathGrapheme !== null && f.grapheme !== undefined && f.grapheme !== pathGrapheme) {
    throw invalidRequest(
      'invalid_value',
      `'grapheme' in the body (${JSON.stringify(f.grapheme)}) differs from the one in the path (${JSON.stringify(pathGrapheme)}).`,
      field('grapheme'),
    );
  }
  checkText(grapheme, MAX_GRAPHEME, field('grapheme'));
  if (grapheme.trim() !== grapheme) {
    throw invalidRequest(
      'invalid_value',
      `'${field('grapheme')}' must not begin or end with white space.`,
      field('grapheme'),
    );
  }
  if ((f.alias === undefined) === (f.phonemes === undefined)) {
    throw invalidRequest(
      f.alias === undefined ? 'missing_field' : 'conflicting_fields',
      `Give exactly one of '${field('alias')}' (text to read instead) or '${field('phonemes')}' (ARPAbet phones).`,
      field('alias'),
    );
  }
  const out: LexiconFields = {
    grapheme,
    case_sensitive: f.case_sensitive ?? false,
    whole_word: f.whole_word ?? true,
    locales: [],
  };
  if (f.alias !== undefined) {
    checkText(f.alias, MAX_ALIAS, field('alias'));
    if (f.alias.trim() === '')
      throw invalidRequest(
        'invalid_value',
        `'${field('alias')}' must contain text to read.`,
        field('alias'),
      );
    out.alias = f.alias;
  } else if (f.phonemes !== undefined) {
    const phones = parsePhonemes(f.phonemes);
    if ('error' in phones)
      throw invalidRequest(
        'invalid_phonemes',
        `'${field('phonemes')}' ${phones.error}.`,
        field('phonemes'),
      );
    out.phonemes = phones.phones;
  }
  for (const [i, locale] of (f.locales ?? []).entries()) {
    if (!LOCALE.test(locale)) {
      throw invalidRequest(
        'invalid_value',
        `'${field(`locales[${i}]`)}' is not a language code like "en" or "en-GB"; got ${JSON.stringify(locale)}.`,
        field(`locales[${i}]`),
      );
    }
    out.locales.push(locale.toLowerCase().replace('_', '-'));
  }
  return out;
}

function checkText(value: string, max: number, param: string): void {
  if (value === '') throw invalidRequest('invalid_value', `'${param}' must not be empty.`, param);
  if (cpLength(value) > max)
    throw invalidRequest('out_of_range', `'${param}' is at most ${max} characters.`, param);
  if (CONTROL.test(value))
    throw invalidRequest(
      'invalid_value',
      `'${param}' must not contain control characters or line breaks.`,
      param,
    );
}

/** The wire form of a stored entry. */
export function lexiconEntryObject(record: LexiconRecord): LexiconEntry {
  return {
    object: 'lexicon.entry',
    grapheme: record.grapheme,
    ...(record.alias !== undefined ? { alias: record.alias } : {}),
    ...(record.phonemes !== undefined ? { phonemes: record.phonemes } : {}),
    case_sensitive: record.case_sensitive,
    whole_word: record.whole_word,
    locales: record.locales,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** An entry as it goes into an export file (what `/import` takes back). */
export function lexiconFileEntry(record: LexiconRecord): LexiconEntryBody {
  return {
    grapheme: record.grapheme,
    ...(record.alias !== undefined ? { alias: record.alias } : {}),
    ...(record.phonemes !== undefined ? { phonemes: record.phonemes } : {}),
    case_sensitive: record.case_sensitive,
    whole_word: record.whole_word,
    locales: record.locales,
  };
}
