/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the kind drawn in session 30 by helper places
 * (library/kinds/declared/s30-places.ts): a clubhouse, the hall a building named for its use
 * stands in as, with its name over the porch. Data only; imports nothing.
 */
export const S30_PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  clubhouse: [
    '会所|俱乐部会所|俱乐部会馆',
    'クラブハウス',
    'casa club|sede del club',
    'club house|maison du club',
    'clubhaus|vereinsheim|klubhaus',
    'club house|sede del club',
    'sede do clube|casa do clube',
    'клубн дом|здани клуб',
  ],
};
