/**
 * States people put before a thing ("an open book", "a lit candle", "half an apple", "a
 * broken vase"), and which kinds show them (issue #32, session 17). A state changes what a
 * kind builds only where it changes the shape of a common thing; elsewhere it is read and
 * reported as not shown (`interpretation.unshown`), never silently dropped.
 */
import { DECLARED_KINDS } from '../library/kinds/declared/index.ts';

/** A state, by the word a prompt says it with. */
const STATE_OF_WORD: Readonly<Record<string, string>> = {
  open: 'open',
  opened: 'open',
  closed: 'closed',
  shut: 'closed',
  folded: 'closed',
  lit: 'lit',
  lighted: 'lit',
  burning: 'lit',
  unlit: 'unlit',
  extinguished: 'unlit',
  carved: 'carved',
  half: 'half',
  halved: 'half',
  sliced: 'half',
  cut: 'half',
  peeled: 'peeled',
  full: 'full',
  filled: 'full',
  empty: 'empty',
  broken: 'broken',
  smashed: 'broken',
  shattered: 'broken',
  cracked: 'broken',
  wet: 'wet',
  melted: 'melted',
  melting: 'melted',
  frozen: 'frozen',
  rotten: 'rotten',
  burnt: 'burnt',
  burned: 'burnt',
  bitten: 'bitten',
  eaten: 'bitten',
  crumpled: 'crumpled',
  torn: 'torn',
  rusty: 'rusty',
};

/** Every state the reader reports (each has a Chinese word in the studio: mesh-words.ts). */
export const STATE_NAMES: readonly string[] = [...new Set(Object.values(STATE_OF_WORD))];

/** The state a word says, or null. */
export function stateOf(word: string): string | null {
  return STATE_OF_WORD[word] ?? null;
}

/** Fruit of the fruit table (library/kinds/food.ts) that a cut shows in half. */
const CUT_FRUIT = [
  'apple',
  'pear',
  'orange',
  'lemon',
  'peach',
  'plum',
  'tomato',
  'avocado',
  'coconut',
  'egg',
  'onion',
];

/**
 * Kinds built by hand that show states, each with the states it shows (its default look
 * counts: a book is closed unless said open). Declared kinds list theirs as `states`.
 */
const HAND_BUILT: Readonly<Record<string, readonly string[]>> = {
  book: ['open', 'closed'],
  laptop: ['open', 'closed'],
  chest: ['open', 'closed'],
  crate: ['open', 'closed'],
  candle: ['lit', 'unlit'],
  pumpkin: ['carved'],
  glass: ['empty'],
  ...Object.fromEntries(CUT_FRUIT.map((k) => [k, ['half']])),
};

const SHOWN = new Map<string, ReadonlySet<string>>();
for (const [kind, states] of Object.entries(HAND_BUILT)) SHOWN.set(kind, new Set(states));
for (const decl of DECLARED_KINDS) {
  if (decl.states) SHOWN.set(decl.kind, new Set(Object.keys(decl.states)));
}

/** True when a kind builds a state differently (or shows it by default). */
export function showsState(kind: string, state: string): boolean {
  return SHOWN.get(kind)?.has(state) ?? false;
}
