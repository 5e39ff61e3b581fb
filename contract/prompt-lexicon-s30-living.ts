/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", Russian cells are stems) for the living things
 * drawn in session 30 (library/kinds/declared/s30-living.ts): lumber, sawn wood. The
 * bare words for timber as planks ("legname", "材木", "пиломатериал") are the plank's, and
 * "madera", "bois", "Holz", "legno", "madeira", "木头" the material's (wooden), so lumber is
 * asked for by its longer names there. Data only; imports nothing.
 */
export const S30_LIVING_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  lumber: [
    '木材|锯材',
    '木材',
    'madera aserrada|maderas',
    'bois de construction|bois d’œuvre',
    'bauholz|schnittholz',
    'legno da costruzione|legni',
    'madeira serrada|madeiras',
    'древесин|лесоматериал',
  ],
};
