/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the household things drawn in session 30 by the household helper
 * (library/kinds/declared/s30-household.ts). Data only; imports nothing.
 */
export const S30_HOUSEHOLD_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  bridle: [
    '马笼头|笼头|马辔头|辔头',
    '頭絡|おもがい|馬勒',
    'brida|cabezada de caballo',
    'bride de cheval|filet de cheval',
    'zaumzeug|trense|pferdezaum',
    'briglia|testiera del cavallo',
    'cabecada|brida de cavalo',
    'узд',
  ],
  knitting: [
    '编织物|毛线活|针织活',
    '編み物|あみもの',
    'labor de punto|tejido de punto',
    'tricot en cours|ouvrage de tricot',
    'strickzeug|strickarbeit',
    'lavoro a maglia|lavoro ai ferri',
    'trabalho de trico|trico em andamento',
    'вязань|вязани',
  ],
  arsenal: [
    '军火库|武器库|兵器库',
    '武器庫|兵器庫',
    'arsenal|armeria',
    'arsenal|armurerie',
    'arsenal|waffenkammer|waffenlager',
    'arsenale|armeria',
    'arsenal|armaria|paiol',
    'арсенал',
  ],
};
