/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the machines drawn in session 30 by the machines helper
 * (library/kinds/declared/s30-machines.ts). Data only; imports nothing.
 */
export const S30_MACHINES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  lathe: [
    '车床|机床车床|木工车床',
    '旋盤|旋盤機',
    'torno|torno mecanico|torno de metal',
    'tour|tour a metaux|tour a bois',
    'drehbank|drehmaschine',
    'tornio|tornio parallelo',
    'torno mecanico|torno de tornear',
    'токарн станок|токарн',
  ],
  transformer: [
    '变压器|电力变压器',
    '変圧器|トランス',
    'transformador|transformadores',
    'transformateur|transformateurs',
    'transformator|trafo',
    'trasformatore|trasformatori',
    'transformador de tensao|transformadores',
    'трансформатор',
  ],
};
