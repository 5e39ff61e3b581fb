/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the warship of session 22 (library/kinds/declared/warships.ts). A word here is in
 * no other row. Data only; imports nothing.
 */
export const WARSHIP_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  warship: [
    '军舰',
    '軍艦',
    'buque de guerra',
    'navire de guerre',
    'kriegsschiff',
    'nave da guerra',
    'navio de guerra',
    'военный корабл',
  ],
  battleship: [
    '战列舰',
    '戦艦',
    'acorazado',
    'cuirassé',
    'schlachtschiff',
    'corazzata',
    'couraçado',
    'линкор',
  ],
  destroyer: [
    '驱逐舰',
    '駆逐艦',
    'destructor',
    'destroyer',
    'zerstörer',
    'cacciatorpediniere',
    'contratorpedeiro',
    'эсминц',
  ],
  frigate: [
    '护卫舰',
    'フリゲート',
    'fragata',
    'frégate',
    'fregatte',
    'fregata',
    'fragata',
    'фрегат',
  ],
};
