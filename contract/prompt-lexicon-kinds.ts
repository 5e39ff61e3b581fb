/**
 * More rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es,
 * fr, de, it, pt, ru], alternatives separated by "|", several-word entries allowed): the
 * nouns of the kinds declared as data (server/mesh/library/kinds/declared/) and phrases whose
 * words alone would mislead ("barca a vela" is a sailboat, not a boat and a candle). Russian
 * cells are stems. Data only; imports nothing.
 */
export const KIND_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  lighthouse: ['灯塔', '灯台', 'faro', 'phare', 'leuchtturm', 'faro', 'farol', 'маяк'],
  sailboat: [
    '帆船',
    '帆船|ヨット',
    'velero|barca a vela|barco de vela|bote de vela',
    'voilier|bateau a voile',
    'segelboot|segelschiff',
    'barca a vela|veliero',
    'veleiro|barco a vela',
    'парусник|парусн',
  ],
};
