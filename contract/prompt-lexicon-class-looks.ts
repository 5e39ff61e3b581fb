/**
 * More rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr,
 * de, it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells
 * are stems) for the kinds of server/mesh/library/kinds/declared/class-looks.ts: fruit that
 * reached a tree and the roast bird (issue #32, session 19, L). Data only; imports nothing.
 */
export const CLASS_LOOKS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  pomegranate: [
    '石榴',
    'ざくろ|ザクロ|柘榴',
    'granada',
    'grenade',
    'granatapfel',
    'melograno',
    'roma',
    'плод граната|гранатовый плод',
  ],
  rambutan: [
    '红毛丹',
    'ランブータン',
    'rambutan',
    'ramboutan',
    'rambutan',
    'rambutan',
    'rambutao|rambuta',
    'рамбутан',
  ],
  'roast turkey': [
    '烤火鸡|烤鸡',
    'ローストターキー|ローストチキン|七面鳥の丸焼き',
    'pavo asado|pollo asado',
    'dinde rotie|poulet roti',
    'truthahnbraten|putenbraten|brathahnchen|gebratener truthahn',
    'tacchino arrosto|pollo arrosto',
    'peru assado|frango assado',
    'жареная индейка|запеченная индейка|жареная курица',
  ],
};
