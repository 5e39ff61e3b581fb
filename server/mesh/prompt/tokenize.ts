/** Splitting a prompt into lower-case words and reducing plurals to their singular. */

/**
 * Lower-case words and numbers; punctuation and hyphens separate words ("three-legged" →
 * "three", "legged"), accents are folded and a possessive "'s" is dropped ("dog's" → "dog").
 */
export function words(prompt: string): string[] {
  return prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]s\b/g, '')
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  men: 'man',
  women: 'woman',
  people: 'person',
  children: 'child',
  oxen: 'ox',
  cacti: 'cactus',
  fungi: 'fungus',
  octopi: 'octopus',
  dice: 'die',
  leaves: 'leaf',
  knives: 'knife',
  wolves: 'wolf',
  shelves: 'shelf',
  scarves: 'scarf',
  halves: 'half',
  calves: 'calf',
  loaves: 'loaf',
  elves: 'elf',
  lives: 'life',
  wives: 'wife',
  thieves: 'thief',
  antennae: 'antenna',
  antennas: 'antenna',
  bookshelves: 'bookshelf',
  lampshades: 'lampshade',
  dwarves: 'dwarf',
};

/** Words that end in "s" but are singular, so no "s" is ever stripped from them. */
const SINGULAR_S = new Set([
  'glass',
  'grass',
  'brass',
  'moss',
  'dress',
  'chess',
  'bus',
  'gas',
  'canvas',
  'cactus',
  'octopus',
  'walrus',
  'hippopotamus',
  'platypus',
  'fungus',
  'asparagus',
  'compass',
  'mattress',
  'fortress',
  'princess',
  'goddess',
  'countess',
  'lens',
  'series',
  'species',
  'this',
  'is',
  'was',
  'has',
  'its',
  'his',
  'hers',
  'yes',
  'us',
  'less',
  'plus',
  'minus',
  'various',
  'famous',
  'gorgeous',
  'glorious',
  'previous',
  'chaos',
  'cosmos',
  'iris',
  'mars',
  'christmas',
  'xmas',
  'woods',
  'always',
  'perhaps',
  'bonus',
  'venus',
  'atlas',
  'pegasus',
  'bias',
  'thus',
  'does',
  'goes',
  'across',
  // Foods named in the plural-looking singular (session 27): molasses is no "molass", grits
  // (the dish) no "grit" of sand.
  'molasses',
  'grits',
]);

export interface Lemma {
  word: string;
  plural: boolean;
}

/**
 * The singular of a word. Candidates are checked against `isKnown` (the parser's lexicon)
 * first, so "houses" → "house" and "benches" → "bench"; unknown words fall back to English
 * spelling rules.
 */
export function singular(word: string, isKnown: (w: string) => boolean): Lemma {
  if (SINGULAR_S.has(word) || isKnown(word)) return { word, plural: false };
  const irregular = IRREGULAR[word];
  if (irregular) return { word: irregular, plural: true };
  if (word.length < 3 || !word.endsWith('s')) return { word, plural: false };
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) {
    return { word, plural: false };
  }
  const candidates: string[] = [];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) candidates.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  candidates.push(word.slice(0, -1));
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  for (const c of candidates) if (isKnown(c)) return { word: c, plural: true };
  if (word.endsWith('ies') && word.length > 4)
    return { word: `${word.slice(0, -3)}y`, plural: true };
  if (/(ch|sh|x|z|ss)es$/.test(word)) return { word: word.slice(0, -2), plural: true };
  return { word: word.slice(0, -1), plural: true };
}
