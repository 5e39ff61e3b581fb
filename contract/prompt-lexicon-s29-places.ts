/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the places drawn in session 29 by helper places
 * (library/kinds/declared/s29-places.ts): a puddle and a ruin. The Spanish "charca" and the
 * Portuguese "poça" are a pond too, so the puddle is asked for by its rain there as well.
 * Data only; imports nothing.
 */
export const S29_PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  puddle: [
    '水坑|水洼|积水',
    '水たまり|水溜まり',
    'charco|charco de lluvia',
    'flaque|flaque d eau',
    'pfutze|regenpfutze',
    'pozzanghera|pozza d acqua',
    'poca de agua|poca de chuva',
    'луж',
  ],
  ruin: [
    '废墟|遗迹|残垣',
    '廃墟|遺跡',
    'ruina|ruinas',
    'ruine|ruines',
    'ruine|ruinen',
    'rovina|rovine|rudere|ruderi',
    'ruina|ruinas',
    'руин|развалин',
  ],
};
