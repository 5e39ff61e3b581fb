/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the places and landforms drawn in session 27 by helper places
 * (library/kinds/declared/s27-places.ts). Bare words that name something else are left out:
 * the French "baie" is a berry, the German "Kamm" a comb, the Portuguese "serra" a saw and a
 * bare "forge"/"fragua" the furnace, so those places are asked for by longer names there.
 * Data only; imports nothing.
 */
export const S27_PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  smithy: [
    '铁匠铺|打铁铺',
    '鍛冶屋|鍛冶場',
    'herreria|taller de herrero',
    'atelier de forgeron|forge de forgeron|marechalerie',
    'schmiede|hufschmiede|dorfschmiede',
    'bottega del fabbro|officina del fabbro',
    'ferraria|oficina de ferreiro',
    'кузниц',
  ],
  laundromat: [
    '自助洗衣店|投币洗衣店',
    'コインランドリー|ランドロマット',
    'lavanderia autoservicio|lavanderia de autoservicio',
    'laverie automatique|laverie',
    'waschsalon|munzwascherei',
    'lavanderia a gettoni|lavanderia self service',
    'lavanderia self-service|lavandaria self-service',
    'прачечн самообслуж|автоматическ прачечн',
  ],
  woodshed: [
    '柴房|柴棚',
    '薪小屋|まき小屋',
    'lenera|cobertizo de lena',
    'abri a bois|remise a bois|bucher',
    'holzschuppen|brennholzschuppen|holzlege',
    'legnaia|deposito della legna',
    'lenheiro|galpao de lenha|telheiro de lenha',
    'дровяник|дровян сара',
  ],
  inlet: [
    '峡湾|海湾|小海湾|湖湾',
    'フィヨルド|入り江|入江',
    'fiordo|ensenada|bahia|golfo',
    'fjord|crique|golfe',
    'fjord|bucht|meeresbucht|meerbusen|meeresarm',
    'fiordo|insenatura|baia|golfo|caletta',
    'fiorde|enseada|baia|golfo|angra',
    'фьорд|бухт|залив',
  ],
  ridge: [
    '山脊|山岭|山梁',
    '尾根|山稜|稜線',
    'cresta montanosa|cordal|loma montanosa',
    'crete montagneuse|ligne de crete|arete rocheuse',
    'bergrucken|gebirgskamm|grat',
    'crinale|cresta montuosa|dorsale',
    'cumeada|crista montanhosa|espigao',
    'хреб',
  ],
};
