/**
 * A plant's flower colour from its WordNet gloss (issue #32, session 27, plants;
 * docs/decisions.md, "Plants"): "European garden herb with purple-tinged flowers", "shrubs …
 * having large fragrant white or yellow flowers", "buttonlike yellow flower heads". The first
 * colour word among the few words before the first word for flowers is the colour a person
 * pictures; a flower, a bush in bloom or a tree in blossom standing in for the plant is drawn
 * in it. Plain text rules; no colour is guessed where the gloss names none.
 */

/** Words for a plant's flowers in a gloss. */
const FLOWER_WORD = /^(flowers?|flowerheads?|blossoms?|blooms?|florets?|spathes?|bracts?)$/;

/** Colour words of glosses, as the colour names prompts use (prompt/colors.ts). */
const GLOSS_COLOURS: Readonly<Record<string, string>> = {
  white: 'white',
  whitish: 'white',
  yellow: 'yellow',
  yellowish: 'yellow',
  golden: 'golden',
  orange: 'orange',
  red: 'red',
  reddish: 'red',
  scarlet: 'red',
  crimson: 'red',
  pink: 'pink',
  pinkish: 'pink',
  rose: 'pink',
  rosy: 'pink',
  purple: 'purple',
  purplish: 'purple',
  violet: 'violet',
  lavender: 'lavender',
  lilac: 'lilac',
  blue: 'blue',
  bluish: 'blue',
};

/** True when a gloss speaks of the plant's flowers ("having small white flowers"). */
export function namesFlowers(gloss: string): boolean {
  return gloss
    .replace(/".*?"/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => FLOWER_WORD.test(w));
}

/** How many words before the flower word a colour may stand ("large fragrant white or …"). */
const WINDOW = 6;

/** The colour name a gloss gives a plant's flowers, or null. */
export function bloomColour(gloss: string): string | null {
  const text = gloss.replace(/".*?"/g, '').toLowerCase();
  // Clauses end at punctuation: a colour of the leaves before a semicolon is not the flower's.
  for (const clause of text.split(/[;,.()]/)) {
    const words = clause.split(/\s+/).filter(Boolean);
    const at = words.findIndex((w) => FLOWER_WORD.test(w));
    if (at < 0) continue;
    // "flower heads": the head word after "flower" is still the flowers.
    for (const word of words.slice(Math.max(0, at - WINDOW), at)) {
      // "blue-violet" is violet; "purple-tinged" is purple: the last colour of a compound.
      const colours = word
        .split('-')
        .map((p) => GLOSS_COLOURS[p])
        .filter((c): c is string => c !== undefined);
      if (colours.length > 0) return colours[colours.length - 1]!;
    }
    return null;
  }
  return null;
}

/**
 * Tone words of a wood's gloss, as the colour names prompts use: "light easily worked wood",
 * "close-grained fragrant yellowish heartwood", "dark reddish-brown wood" (issue #32, session
 * 30; docs/decisions.md, "Animals and plants by class, session 30"). Pale tones are sand, not
 * white; yellow ones tan; a wood is never the flower's bright hue.
 */
const WOOD_TONES: Readonly<Record<string, string>> = {
  white: 'sand',
  whitish: 'sand',
  pale: 'sand',
  light: 'sand',
  cream: 'sand',
  yellow: 'tan',
  yellowish: 'tan',
  golden: 'tan',
  red: 'copper',
  reddish: 'copper',
  pink: 'copper',
  pinkish: 'copper',
  rosy: 'copper',
  brown: 'brown',
  brownish: 'brown',
  dark: 'chocolate',
  black: 'black',
  blackish: 'black',
};

/** Words for the wood itself in a wood's gloss. */
const WOOD_WORD = /^(wood|heartwood|timber)$/;

/** The tone a wood's gloss gives it, from the words before its first word for wood, or null. */
export function woodTone(gloss: string): string | null {
  const text = gloss.replace(/".*?"/g, '').toLowerCase();
  const clause = text.split(/[;,.()]/)[0] ?? '';
  const words = clause.split(/\s+/).filter(Boolean);
  const at = words.findIndex((w) => WOOD_WORD.test(w));
  if (at < 0) return null;
  // "reddish-brown" is brown: the last tone of a compound, the last such word before the wood.
  let tone: string | null = null;
  for (const word of words.slice(0, at)) {
    for (const p of word.split('-')) tone = WOOD_TONES[p] ?? tone;
  }
  return tone;
}

/** How many words before the flower word a form may stand ("racemes of white or pink or …"). */
const FORM_WINDOW = 10;

/**
 * The form a plant's gloss gives its flowers, where the one daisy of the flower kind would not
 * be it (issue #32, session 30; docs/decisions.md, "Animals and plants by class, session
 * 30"): `spike` for spikes and racemes ("racemes of white or yellow flowers"), `cluster` for
 * round heads of many small flowers ("umbels of showy blue … flowers", "clusters of small
 * purplish flowers", "cymose white or pink flowers", "heads of small … flowers") and `tulip`
 * for tulip-shaped ones. Clusters of large flowers (a canna's) and single flowers are no
 * form of their own. Read, like the colour, from the few words before the first word for
 * flowers in its clause.
 */
export function bloomForm(gloss: string): 'spike' | 'cluster' | 'tulip' | null {
  const text = gloss.replace(/".*?"/g, '').toLowerCase();
  for (const clause of text.split(/[;,.()]/)) {
    const words = clause.split(/\s+/).filter(Boolean);
    const at = words.findIndex((w) => FLOWER_WORD.test(w));
    if (at < 0) continue;
    // From the form word on: "racemes of white or pink or yellow flowers".
    const before = words.slice(Math.max(0, at - FORM_WINDOW), at);
    if (before.includes('tulip-shaped')) return 'tulip';
    if (before.some((w) => /^(spikes?|racemes?|spikelike)$/.test(w))) return 'spike';
    const cluster = before.findIndex((w) =>
      /^(umbels?|clusters?|cymes?|cymose|corymbs?|heads?)$/.test(w),
    );
    return cluster >= 0 && !before.slice(cluster).includes('large') ? 'cluster' : null;
  }
  return null;
}
