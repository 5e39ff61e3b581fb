/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the sauces drawn in their bottles and jars in session 26
 * (library/kinds/declared/condiments.ts). Spanish and Italian "salsa" is any sauce, so it is
 * the sauce's row here, not the chunky Mexican salsa's. Data only; imports nothing.
 */
export const CONDIMENT_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'sauce bottle': [
    '酱料瓶|调味瓶',
    'ソースボトル|調味料ボトル',
    'bote de salsa|botella de salsa',
    'bouteille de sauce|flacon de sauce',
    'sossenflasche|saucenflasche',
    'bottiglia di salsa|flacone di salsa',
    'frasco de molho|garrafa de molho',
    'бутылк соус|флакон соус',
  ],
  ketchup: [
    '番茄酱|番茄沙司',
    'ケチャップ',
    'ketchup|catsup',
    'ketchup',
    'ketchup',
    'ketchup',
    'ketchup',
    'кетчуп',
  ],
  mustard: [
    '黄芥末|芥末酱',
    'マスタード|からし',
    'mostaza',
    'moutarde',
    'senf',
    'senape',
    'mostarda',
    'горчиц',
  ],
  mayonnaise: [
    '蛋黄酱|美乃滋|沙拉酱',
    'マヨネーズ',
    'mayonesa',
    'mayonnaise',
    'mayonnaise|mayo',
    'maionese',
    'maionese',
    'майонез',
  ],
  'soy sauce': [
    '酱油',
    '醤油|しょうゆ',
    'salsa de soja|salsa de soya',
    'sauce soja',
    'sojasosse|sojasauce',
    'salsa di soia',
    'molho de soja|shoyu',
    'соев соус',
  ],
  'hot sauce': [
    '辣椒酱|辣酱',
    'ホットソース|チリソース',
    'salsa picante',
    'sauce piquante',
    'scharfe sosse|chilisosse',
    'salsa piccante',
    'molho picante',
    'остр соус',
  ],
  syrup: [
    '糖浆|枫糖浆',
    'シロップ|メープルシロップ',
    'jarabe|sirope',
    "sirop|sirop d'erable",
    'sirup|ahornsirup',
    'sciroppo',
    'xarope',
    'сироп',
  ],
  vinegar: ['醋', '酢|ビネガー', 'vinagre', 'vinaigre', 'essig', 'aceto', 'vinagre', 'уксус'],
  sauce: ['酱汁|调味汁', 'ソース', 'salsa', 'sauce', 'sosse|sauce', 'salsa', 'molho', 'соус'],
};
