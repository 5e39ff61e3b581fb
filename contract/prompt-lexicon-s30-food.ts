/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the food drawn in session 30 (frosting, succotash, aspic, food coloring) (library/kinds/declared/s30-food.ts). Data only;
 * imports nothing.
 */
export const S30_FOOD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  frosting: [
    '糖霜|奶油霜',
    'フロスティング|アイシング',
    'betun|betun de pastel',
    'glacage|glacage au beurre',
    'zuckerguss|buttercreme',
    'glassa',
    'cobertura de bolo|glace',
    'глазур',
  ],
  succotash: [
    '豆煮玉米|玉米青豆',
    'サコタッシュ',
    'succotash|maiz con habas',
    'succotash|mais aux feves',
    'succotash|mais mit limabohnen',
    'succotash|mais e fagioli',
    'succotash|milho com feijao',
    'саккоташ',
  ],
  aspic: [
    '肉冻|鱼冻',
    'アスピック|煮こごり',
    'aspic|gelatina de carne',
    'aspic|gelee de viande',
    'aspik|sulze',
    'aspic|gelatina di carne',
    'aspic|geleia de carne',
    'заливное|холодец',
  ],
  'food coloring': [
    '食用色素',
    '食用色素|食紅',
    'colorante alimentario|colorante para alimentos',
    'colorant alimentaire',
    'lebensmittelfarbe',
    'colorante alimentare',
    'corante alimenticio|corante alimentar',
    'пищевой красител',
  ],
};
