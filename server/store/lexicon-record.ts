/** One lexicon entry as kept in the database (`lexicon` collection), one owner per entry. */
export interface LexiconRecord {
  owner: string;
  grapheme: string;
  alias?: string;
  /** ARPAbet, normalized: upper case, single spaces (see phonemes.ts). */
  phonemes?: string;
  case_sensitive: boolean;
  whole_word: boolean;
  /** Lower-case BCP 47 codes; empty = every language. */
  locales: string[];
  created_at: number;
  updated_at: number;
}
