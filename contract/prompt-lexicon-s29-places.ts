/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the places drawn in session 29 by helper places
 * (library/kinds/declared/s29-places.ts): a puddle, a ruin, a cemetery, a playground, a crack and a
 * supermarket's aisle. A bare corridor word (pasillo, corredor, 过道) stays the corridor's. The Spanish "charca" and the
 * Portuguese "poça" are a pond too, so the puddle is asked for by its rain there as well.
 * Data only; imports nothing.
 */
export const S29_PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  puddle: [
    '水坑|水洼|积水',
    '水たまり|水溜まり',
    'charco|charco de lluvia',
    'flaque|flaque d eau',
    'pfutze|regenpfutze',
    'pozzanghera|pozza d acqua',
    'poca de agua|poca de chuva',
    'луж',
  ],
  ruin: [
    '废墟|遗迹|残垣',
    '廃墟|遺跡',
    'ruina|ruinas',
    'ruine|ruines',
    'ruine|ruinen',
    'rovina|rovine|rudere|ruderi',
    'ruina|ruinas',
    'руин|развалин',
  ],
  cemetery: [
    '墓地|公墓|坟场|墓园',
    '墓地|霊園|墓場',
    'cementerio|camposanto',
    'cimetiere',
    'friedhof|kirchhof',
    'cimitero|camposanto',
    'cemiterio',
    'кладбищ|погост',
  ],
  playground: [
    '儿童游乐场|游乐场|游戏场',
    '遊び場|児童公園',
    'area de juegos|zona de juegos|parque de juegos',
    'aire de jeux|terrain de jeux',
    'spielplatz|kinderspielplatz',
    'parco giochi|area giochi',
    'parquinho|area de recreacao|playground infantil',
    'детск площадк|игров площадк',
  ],
  crack: [
    '裂缝|裂隙|缝隙|地缝',
    '裂け目|亀裂|割れ目',
    'grieta|fisura|hendidura',
    'fissure|fente|lezarde',
    'riss|spalte|felsspalte|erdspalte',
    'crepa|fessura|spaccatura',
    'rachadura|fissura|racha',
    'трещин|расщелин',
  ],
  aisle: [
    '货架通道|超市通道|货架走道',
    '売り場の通路|スーパーの通路|陳列棚の通路',
    'pasillo de supermercado|pasillo del supermercado',
    'allee de supermarche|allee du supermarche|rayon de supermarche',
    'supermarktgang|regalgang|gang im supermarkt',
    'corsia del supermercato|corsia',
    'corredor do supermercado|corredor de supermercado',
    'проход между стеллаж|торгов ряд',
  ],
};
