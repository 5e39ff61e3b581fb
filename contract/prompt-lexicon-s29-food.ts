/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the foods drawn in session 29 (library/kinds/declared/s29-food.ts). French
 * "canapé" alone stays the sofa's word, so the French cell asks for amuse-bouches; Russian
 * "масло" alone stays the butter's, so olive oil is the whole name; "сало" is left out, since
 * a stem would take "салат" too. French "croquettes" and Italian "crocchette" stay the
 * croquette's, so kibble is asked for with the animal's name. Data only; imports nothing.
 */
export const S29_FOOD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'olive oil': [
    '橄榄油',
    'オリーブオイル|オリーブ油',
    'aceite de oliva',
    "huile d'olive",
    'olivenol',
    "olio d'oliva|olio di oliva",
    'azeite|azeite de oliva',
    'оливковое масло',
  ],
  lard: [
    '猪油',
    'ラード',
    'manteca de cerdo|manteca',
    'saindoux',
    'schmalz|schweineschmalz',
    'strutto',
    'banha|banha de porco',
    'смалец|свиной жир',
  ],
  canape: [
    '开胃菜|开胃小吃',
    'カナッペ|前菜|オードブル',
    'canapes|entremes|entrante',
    'amuse-bouche|amuse-gueule',
    'kanapee|kanapees|vorspeise|haeppchen|happchen',
    'tartina|tartine|stuzzichino|stuzzichini',
    'canapes|petiscos',
    'канапе|закуск',
  ],
  'pet food': [
    '宠物食品|狗粮|猫粮',
    'ペットフード|ドッグフード|キャットフード',
    'comida para perros|comida para gatos|pienso',
    'nourriture pour chien|nourriture pour chat|patee pour chien',
    'hundefutter|katzenfutter|tierfutter',
    'cibo per cani|cibo per gatti|crocchette per cani',
    'racao|comida de cachorro|comida de gato',
    'корм для собак|корм для кошек|собачий корм',
  ],
};
