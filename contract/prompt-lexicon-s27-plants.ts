/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the plants drawn in session 27 (library/kinds/declared/s27-plants.ts): a fern, a
 * buttercup, a thistle, a geranium. Data only; imports nothing.
 */
export const S27_PLANTS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  fern: [
    '蕨|蕨类|蕨类植物',
    'シダ|羊歯|シダ植物',
    'helecho|helechos',
    'fougere|fougeres',
    'farn|farne|farnkraut',
    'felce|felci',
    'samambaia|samambaias',
    'папоротник|папоротн',
  ],
  buttercup: [
    '毛茛|金凤花',
    'キンポウゲ|ウマノアシガタ',
    'ranunculo|boton de oro',
    "bouton d'or|renoncule",
    'hahnenfuss|butterblume',
    'ranuncolo|botton d oro',
    'ranunculo|botao de ouro',
    'лютик',
  ],
  thistle: [
    '蓟|蓟草|飞廉',
    'アザミ|薊',
    'cardo|cardos',
    'chardon|chardons',
    'distel|disteln',
    'cardo selvatico|cardi',
    'cardo selvagem|cardos',
    'чертополох|чертопол',
  ],
  geranium: [
    '天竺葵|老鹳草',
    'ゼラニウム|テンジクアオイ',
    'geranio|geranios',
    'geranium|geraniums',
    'geranie|geranien',
    'geranio|gerani',
    'geranio|geranios|geranio de vaso',
    'герань|гераниу',
  ],
};
