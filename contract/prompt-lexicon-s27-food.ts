/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the dishes drawn in session 27 (library/kinds/declared/s27-food.ts). The Italian
 * patty is "svizzera" and the Russian "котлет"; the French "souffle" is the dish here (the
 * breath is no thing). Data only; imports nothing.
 */
export const S27_FOOD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  patty: [
    '肉饼|汉堡肉饼|牛肉饼',
    'パティ|ハンバーガーパティ',
    'medallon de carne|carne para hamburguesa',
    'galette de viande|steak hache',
    'hackfleischscheibe|burger-patty|fleischpflanzerl',
    'svizzera|medaglione di carne',
    'disco de carne|carne de hamburguer',
    'котлет',
  ],
  souffle: [
    '舒芙蕾|蛋奶酥',
    'スフレ',
    'sufle|souffle',
    'souffle|souffle au fromage',
    'souffle|kasesouffle',
    'souffle|souffle al formaggio',
    'sufle|sufle de queijo',
    'суфле',
  ],
  haggis: [
    '哈吉斯|羊肚杂碎布丁',
    'ハギス',
    'haggis',
    'haggis|panse de brebis farcie',
    'haggis',
    'haggis',
    'haggis',
    'хаггис',
  ],
  strudel: [
    '果馅卷|苹果卷|苹果酥卷',
    'シュトルーデル|アップルシュトルーデル',
    'strudel|strudel de manzana',
    'strudel|strudel aux pommes',
    'strudel|apfelstrudel',
    'strudel|strudel di mele',
    'strudel|strudel de maca',
    'штрудел',
  ],
  sauerkraut: [
    '德国酸菜|酸卷心菜',
    'ザワークラウト',
    'chucrut|col agria',
    'choucroute',
    'sauerkraut',
    'crauti',
    'chucrute',
    'квашен капуст',
  ],
  fondue: [
    '芝士火锅|奶酪火锅|瑞士火锅',
    'フォンデュ|チーズフォンデュ',
    'fondue|fondue de queso',
    'fondue|fondue savoyarde',
    'fondue|kasefondue',
    'fonduta|fondue',
    'fondue|fondue de queijo',
    'фондю',
  ],
  meringue: [
    '蛋白酥|蛋白霜饼|蛋白糖',
    'メレンゲ|メレンゲクッキー',
    'merengue|merengues|suspiro de merengue',
    'meringue|meringues',
    'baiser|meringe|meringen',
    'meringa|meringhe',
    'suspiro|suspiros|merengue de forno',
    'безе|меренг',
  ],
};
