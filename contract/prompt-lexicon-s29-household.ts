/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the household things drawn in session 29 by the household helper
 * (library/kinds/declared/s29-household.ts). Data only; imports nothing.
 */
export const S29_HOUSEHOLD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  zither: [
    '齐特琴|齐特拉琴|齐特尔琴',
    'ツィター|チター',
    'citara',
    'cithare',
    'zither|zithern',
    'cetra da tavolo|zither',
    'citara|citera',
    'цитр',
  ],
  mast: [
    '桅杆|船桅|桅',
    'マスト|帆柱',
    'mastil|mastil de barco',
    'mat de navire|mat de bateau|grand mat',
    'schiffsmast|segelmast|grossmast|hauptmast',
    'albero maestro|albero della nave|albero di maestra',
    'mastro de navio|mastro do navio|mastro de barco',
    'мачт',
  ],
  bedpan: [
    '床上便盆|卧床便盆|病人便盆',
    '差し込み便器|差込便器|さしこみ便器',
    'cuna para enfermos|bacinilla de cama|pato de cama',
    'bassin de lit|bassin hygienique',
    'bettpfanne|steckbecken|bettschussel',
    'padella da letto|padella per malati',
    'aparadeira|comadre de hospital',
    'подкладн судн',
  ],
  censer: [
    '香炉|提炉|吊香炉',
    '香炉|吊り香炉|振り香炉',
    'incensario|turibulo',
    'encensoir',
    'weihrauchfass|rauchfass|thuribulum',
    'turibolo|incensiere',
    'turibulo|incensorio',
    'кадил',
  ],
  'basketball hoop': [
    '篮球架|篮筐|篮板',
    'バスケットゴール|バスケットボールのゴール',
    'canasta de baloncesto|aro de baloncesto|tablero de baloncesto',
    'panier de basket|panier de basketball|panneau de basket',
    'basketballkorb|basketballkoerbe|basketballbrett',
    'canestro da basket|tabellone da basket',
    'cesta de basquete|tabela de basquete|cesta de basquetebol',
    'баскетбольн кольц|баскетбольн щит',
  ],
  pinata: [
    '皮纳塔|彩罐|皮纳塔彩罐',
    'ピニャータ',
    'pinata',
    'pinata',
    'pinata|pinatas',
    'pentolaccia|pinata',
    'pinata',
    'пиньят',
  ],
};
