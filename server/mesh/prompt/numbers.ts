/** Number words and collective nouns ("three", "a pair of", "a dozen", "a group of"). */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  single: 1,
  lone: 1,
  two: 2,
  pair: 2,
  couple: 2,
  both: 2,
  twin: 2,
  double: 2,
  three: 3,
  triple: 3,
  trio: 3,
  few: 3,
  multiple: 3,
  four: 4,
  several: 4,
  five: 5,
  many: 5,
  lot: 5,
  numerous: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
};

/** Words that are a number only when "of" follows ("a group of trees"). */
const COLLECTIVES: Record<string, number> = {
  group: 3,
  set: 3,
  row: 3,
  line: 3,
  bunch: 4,
  handful: 3,
  family: 3,
  herd: 4,
  flock: 4,
  pack: 4,
  school: 4,
  collection: 4,
  cluster: 3,
  pile: 3,
  stack: 3,
  crowd: 5,
  army: 6,
  fleet: 4,
  patch: 4,
};

/** The number a word stands for on its own (digits included), or null. */
export function numberOf(word: string): number | null {
  if (/^\d{1,6}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** The number a collective noun stands for when followed by "of", or null. */
export function collectiveOf(word: string): number | null {
  return COLLECTIVES[word] ?? null;
}

/** Most copies of an object a scene holds. */
export const MAX_COUNT = 6;
/** Most copies of one part a prompt may ask for ("with 40 windows" → 12). */
export const MAX_PART_COUNT = 12;
