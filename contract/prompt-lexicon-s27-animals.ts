/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", Russian cells are stems) for the shellfish drawn
 * in session 27 (library/kinds/declared/s27-animals.ts): the sea snail and its winkle and
 * limpet, the clam, the barnacle, the nautilus, and the lemur. Data only; imports nothing.
 */
export const S27_ANIMALS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'sea snail': [
    '海蜗牛|峨螺|蛾螺',
    '巻貝|バイ貝|ツブ貝',
    'caracol de mar|caracol marino|buccino',
    'escargot de mer|bulot|buccin',
    'meeresschnecke|wellhornschnecke|wellhorn',
    'lumaca di mare|chiocciola di mare|buccino',
    'caracol do mar|caracol marinho|buzio',
    'морск улитк|трубач',
  ],
  winkle: [
    '滨螺|玉黍螺',
    'タマキビ|タマキビガイ',
    'bigaro|bigaros|caracolillo de mar',
    'bigorneau|bigorneaux',
    'strandschnecke|strandschnecken',
    'littorina|lumachina di mare',
    'borrelho|burrie',
    'литорин|береговичок',
  ],
  limpet: [
    '帽贝|笠贝',
    'カサガイ|笠貝',
    'lapa|lapas',
    'patelle|bernique',
    'napfschnecke|napfschnecken',
    'patella di mare|patelle di mare',
    'lapa|lapas',
    'морск блюдечк|блюдечк',
  ],
  clam: [
    '蛤蜊|蛤|圆蛤|文蛤',
    'ハマグリ|アサリ|ホンビノス',
    'almeja|almejas',
    'palourde|clam|praire',
    'venusmuschel|venusmuscheln|klaffmuschel',
    'vongola|vongole',
    'ameijoa|ameijoas|vongole',
    'венерк|венусов',
  ],
  barnacle: [
    '藤壶|藤壺',
    'フジツボ',
    'percebe|percebes|bellota de mar',
    'balane|anatife',
    'seepocke|seepocken|entenmuschel',
    'balano|balani|cirripede',
    'craca|cracas|percebe',
    'морск желуд|усоног',
  ],
  lemur: [
    '狐猴|环尾狐猴',
    'キツネザル|ワオキツネザル',
    'lemur|lemures',
    'lemurien|maki',
    'lemur|lemuren|katta',
    'lemure|lemuri',
    'lemure|lemures',
    'лемур',
  ],
  nautilus: [
    '鹦鹉螺',
    'オウムガイ',
    'nautilo|nautilus',
    'nautile',
    'nautilus|perlboot',
    'nautilo',
    'nautilo|nautilus',
    'наутилус',
  ],
};
