/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the made things drawn in session 28's second round by the r2things helper
 * (library/kinds/declared/s28-r2things.ts). Data only; imports nothing.
 */
export const S28_R2THINGS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'signet ring': [
    '图章戒指|印章戒指',
    'シグネットリング|印台リング',
    'anillo de sello|anillo sello',
    'chevaliere|bague chevaliere',
    'siegelring',
    'anello con sigillo|anello sigillo',
    'anel de sinete|anel de brasao',
    'перстн|перстен',
  ],
  jigger: [
    '量酒器|量酒杯',
    'メジャーカップ|ジガー',
    'jigger|medidor de cocteleria',
    'doseur a cocktail|jigger',
    'barmass|jigger',
    'jigger|dosatore da bar',
    'dosador de drinks|jigger',
    'джиггер',
  ],
  decanter: [
    '醒酒器|醒酒瓶',
    'デキャンタ|デカンタ|デキャンター',
    'decantador|licorera',
    'decanteur|carafe a decanter',
    'dekanter|dekantierkaraffe',
    'decanter|caraffa decanter',
    'decanter|decantador',
    'декантер|графин',
  ],
  hatbox: [
    '帽盒|帽子盒|帽箱',
    '帽子箱|ハットボックス',
    'sombrerera|caja de sombreros',
    'carton a chapeau|boite a chapeau',
    'hutschachtel|hutkarton',
    'cappelliera|scatola per cappelli',
    'chapeleira|caixa de chapeu',
    'шляпн коробк',
  ],
  'calla lily': [
    '马蹄莲|海芋',
    'カラーリリー|オランダカイウ',
    'lirio cala|cala blanca|calas',
    'arum|calla',
    'calla|zimmercalla',
    'calla|giglio calla',
    'calla|lirio calla',
    'калл',
  ],
  lederhosen: [
    '皮短裤|背带皮短裤|巴伐利亚皮裤',
    'レーダーホーゼン|革の半ズボン',
    'pantalon de cuero bavaro|pantalones de cuero bavaros',
    'culotte de peau|culotte bavaroise',
    'lederhose|lederhosen|krachlederne',
    'pantaloni di pelle bavaresi|lederhosen',
    'calca de couro bavara|bermuda de couro',
    'ледерхозен|кожан шорт',
  ],
};
