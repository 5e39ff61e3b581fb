/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the foods drawn in session 28 (library/kinds/declared/s28-food.ts). The Italian
 * "patatine" stays the French fries' word, so crisps are "patatine in busta"; Spam keeps its
 * brand name everywhere, with the language's word for tinned meat beside it. Data only;
 * imports nothing.
 */
export const S28_FOOD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'potato chips': [
    '薯片|土豆片|洋芋片',
    'ポテトチップス|ポテチ|ポテトチップ',
    'papas fritas de bolsa|patatas fritas de bolsa|chips',
    'chips de pomme de terre|chips',
    'kartoffelchips|chips',
    'patatine in busta|patatine chips',
    'batata chips|batatinhas chips',
    'чипс',
  ],
  turnover: [
    '三角酥|半月形馅饼|苹果酥盒',
    'ターンオーバー|アップルターンオーバー',
    'empanadilla dulce|hojaldre de manzana',
    'chausson|chausson aux pommes',
    'apfeltasche',
    'fagottino|fagottino di mele|sfogliatella di mele',
    'pastel doce|folhado de maca',
    'слоёный пирожок',
  ],
  spam: [
    '午餐肉|斯帕姆|罐头肉',
    'スパム|ランチョンミート|コンビーフ缶',
    'spam|carne enlatada|fiambre enlatado',
    'spam|viande en conserve|corned-beef en boite',
    'spam|frühstücksfleisch|dosenfleisch',
    'spam|carne in scatola',
    'spam|carne enlatada|apresuntado',
    'спам|мясные консерв|ветчинный фарш',
  ],
  frittata: [
    '意式烘蛋|意大利煎蛋饼|弗里塔塔',
    'フリッタータ',
    'frittata|tortilla de patatas|tortilla espanola',
    'frittata|omelette italienne',
    'frittata|spanisches omelett',
    'frittata',
    'fritada|frittata',
    'фриттат',
  ],
  scampi: [
    '蒜香黄油虾|黄油蒜蓉虾|意式蒜香虾',
    'スキャンピ|ガーリックシュリンプ',
    'gambas al ajillo|langostinos al ajillo',
    'scampis|crevettes a l ail',
    'scampi|knoblauchgarnelen',
    'scampi|gamberi all aglio',
    'camarao ao alho|scampi',
    'скампи|креветки в чесночном',
  ],
  praline: [
    '山核桃糖|胡桃糖|美式果仁糖',
    'プラリーヌ|ピーカンプラリネ',
    'praline|praline de nuez',
    'praline de la nouvelle-orleans|praline aux noix de pecan',
    'pekannuss-praline|pecan-praline',
    'praline americana|praline alle noci pecan',
    'praline de noz-peca',
    'пралин',
  ],
};
