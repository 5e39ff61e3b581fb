/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the made things drawn in session 28 by the things helper
 * (library/kinds/declared/s28-things.ts). Data only; imports nothing.
 */
export const S28_THINGS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  urinal: [
    '小便池|小便器|小便斗',
    '小便器|男性用小便器',
    'urinario|mingitorio',
    'urinoir|pissotiere',
    'urinal|pissoir|pinkelbecken',
    'orinatoio|vespasiano',
    'mictorio|urinol',
    'писсуар',
  ],
  bidet: [
    '坐浴盆|净身盆|妇洗器',
    'ビデ',
    'bide|bidet',
    'bidet',
    'bidet',
    'bide|bidet',
    'bide|bide de banheiro',
    'биде',
  ],
  'air mattress': [
    '充气床垫|气垫床',
    'エアマット|エアーマット|エアベッド',
    'colchon inflable|colchoneta inflable',
    'matelas pneumatique|matelas gonflable',
    'luftmatratze|luftmatratzen',
    'materassino gonfiabile|materasso gonfiabile',
    'colchao inflavel|colchonete inflavel',
    'надувн матрас',
  ],
  scythe: [
    '长柄镰刀|大镰刀|钐刀',
    '大鎌|大がま',
    'guadana',
    'faux de faucheur|faux a faucher',
    'sensen|handsense|mahsense',
    'falce fienaia|falce da fieno',
    'gadanha|foice de cabo longo',
    'коса для трав|литовк',
  ],
  spittoon: [
    '痰盂|痰盂罐',
    '痰壺|たん壺',
    'escupidera',
    'crachoir',
    'spucknapf',
    'sputacchiera',
    'escarradeira|cuspideira',
    'плевательниц',
  ],
  knot: [
    '绳结|打结|结扣',
    '結び目|ロープの結び目',
    'nudo|nudo de cuerda',
    'noeud de corde|noeud marin',
    'knoten|seemannsknoten',
    'nodo|nodo di corda',
    'no de corda|no de marinheiro',
    'узел|узл',
  ],
  eggcup: [
    '蛋杯|鸡蛋杯',
    'エッグカップ|エッグスタンド',
    'huevera',
    'coquetier',
    'eierbecher',
    'portauovo|portauova',
    'oveiro|porta-ovo',
    'рюмк для яиц|подставк для яиц',
  ],
};
