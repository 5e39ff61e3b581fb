/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the things worn drawn in session 29 by the wear helper
 * (library/kinds/declared/s29-wear.ts). Data only; imports nothing.
 */
export const S29_WEAR_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  pocket: [
    '口袋|衣袋|裤兜',
    'ポケット',
    'bolsillo|bolsillos',
    'poche|poches',
    'hosentasche|jackentasche|hosentaschen',
    'tasca|tasche',
    'bolso da calca|bolso de calca|bolso da camisa',
    'карман',
  ],
  'long robe': [
    '阿拉伯长袍|白长袍|坎杜拉|阿拜亚',
    'トーブ|カンドゥーラ|アバヤ',
    'tunica arabe|abaya|kandura',
    'gandoura|qamis|abaya',
    'dischdascha|abaja|thawb',
    'tunica araba|abaya|kandura',
    'tunica arabe|abaya|kandura',
    'абай|кандур|дишдаш',
  ],
  shoelace: [
    '鞋带',
    '靴ひも|靴紐|シューレース',
    'cordon de zapato|cordones de zapato|agujeta',
    'lacet|lacets',
    'schnursenkel|schnuersenkel|schnürsenkel',
    'laccio delle scarpe|lacci delle scarpe|stringa',
    'cadarco|cadarço|atacador',
    'шнурк|шнурок',
  ],
  cuff: [
    '袖口',
    '袖口|カフス',
    'puno de camisa|punos de camisa',
    'manchette|poignet de chemise',
    'manschette|hemdmanschette',
    'polsino|polsini',
    'punho da camisa|punho de camisa',
    'манжет',
  ],
  rosette: [
    '玫瑰花结|奖章花结',
    'ロゼット',
    'escarapela|roseta de premio',
    'rosette|cocarde',
    'rosette|kokarde',
    'coccarda',
    'roseta|laco de premio',
    'кокард',
  ],
};
