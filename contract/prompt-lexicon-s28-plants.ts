/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the plants drawn in session 28 (library/kinds/declared/s28-plants.ts): an agave,
 * a root, a beanstalk, a burr, a cattail, a thorn. Data only; imports nothing.
 */
export const S28_PLANTS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  agave: [
    '龙舌兰|龙舌兰植物',
    'アガベ|リュウゼツラン',
    'agave|agaves|maguey',
    'agave|agaves',
    'agave|agaven',
    'agave|agavi',
    'agave|agaves',
    'агав',
  ],
  root: [
    '植物根|树根|根须|根部',
    '根っこ|植物の根|木の根',
    'raiz|raices',
    'racine|racines',
    'wurzel|wurzeln',
    'radice|radici',
    'raiz|raizes',
    'корень|корни|корня|корешок',
  ],
  beanstalk: [
    '豆茎|魔豆|豆藤',
    '豆の木|豆の茎',
    'tallo de frijol|tallo de judia|planta de frijol',
    'haricot magique|tige de haricot',
    'bohnenranke|bohnenstange',
    'fagiolo magico|pianta di fagiolo',
    'pe de feijao|pe de feijao magico',
    'бобовый стебел',
  ],
  burr: [
    '苍耳|刺果',
    'ひっつき虫|オナモミの実',
    'abrojo|cadillo',
    'glouteron|capitule de bardane',
    'klette|kletten',
    'lappola|lappole',
    'carrapicho|carrapichos',
    'репейник|репей|репья',
  ],
  cattail: [
    '香蒲|水蜡烛|蒲草',
    'ガマ|蒲の穂',
    'espadana|enea|tule',
    'massette|quenouille',
    'rohrkolben|schilfkolben',
    'tifa|mazzasorda',
    'taboa',
    'рогоз',
  ],
  thorn: [
    '棘刺|尖刺|植物的刺',
    '棘|トゲ',
    'espina|espinas',
    'epine|epines',
    'dorn|dornen',
    'spina|spine',
    'espinho|espinhos',
    'колючка|колючки|шипы',
  ],
};
