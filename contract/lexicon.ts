/**
 * Wire contract: the pronunciation lexicon (docs/decisions.md §7), per owner. Types; the
 * entry body's schema, which the gateway checks with, is `lexiconEntryBody` in schemas.ts.
 *
 * - `GET /v1/audio/lexicon` → `LexiconList`; `?format=file` → the same entries as a
 *   downloadable `LexiconFile` (`Content-Disposition: attachment`).
 * - `PUT /v1/audio/lexicon/{grapheme}` (URL-encoded) with a `LexiconEntryBody` → the `LexiconEntry`.
 * - `DELETE /v1/audio/lexicon/{grapheme}` → `LexiconEntryDeleted`.
 * - `POST /v1/audio/lexicon/import` with a `LexiconFile` → `LexiconImported`.
 * - `POST /v1/audio/lexicon/sample` with a `LexiconSampleBody` → the word's audio, not billed
 *   and not in the history (docs/decisions.md, "Lexicon samples outside History and usage").
 */

/** One word to hear as the lexicon reads it; `alias` or `phonemes` hear an unsaved entry. */
export interface LexiconSampleBody {
  model: string;
  voice: string;
  /** One line, at most LEXICON_SAMPLE_INPUT_LIMIT code points (request-values.ts). */
  input: string;
  alias?: string;
  phonemes?: string;
}

/**
 * One entry as sent. Exactly one of `alias` (text read instead of the grapheme) or `phonemes`
 * (ARPAbet, the CMU dictionary's phone set: space-separated phones, vowels with an optional
 * stress digit 0/1/2, e.g. "EH1 N JH IH0 N EH1 K S").
 */
export interface LexiconEntryBody {
  /** The written form to find; must equal the path's `{grapheme}` when given. */
  grapheme?: string;
  alias?: string;
  phonemes?: string;
  /** Default false: "nginx" also matches "NGINX". */
  case_sensitive?: boolean;
  /** Default true: only where the grapheme is not inside a longer word. */
  whole_word?: boolean;
  /** BCP 47 codes (`en`, `en-GB`, `cmn`…); empty or absent = every language. */
  locales?: string[];
}

export interface LexiconEntry {
  object: 'lexicon.entry';
  grapheme: string;
  alias?: string;
  phonemes?: string;
  case_sensitive: boolean;
  whole_word: boolean;
  locales: string[];
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export interface LexiconList {
  object: 'list';
  data: LexiconEntry[];
}

/** The import/export file: what `?format=file` downloads and `/import` takes. */
export interface LexiconFile {
  object: 'lexicon';
  version: 1;
  entries: LexiconEntryBody[];
}

export interface LexiconImported {
  object: 'lexicon.import';
  /** Entries added or replaced. */
  imported: number;
  /** Entries of the owner after the import. */
  total: number;
}

export interface LexiconEntryDeleted {
  object: 'lexicon.entry';
  grapheme: string;
  deleted: true;
}
