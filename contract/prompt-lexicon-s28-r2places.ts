/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the kinds drawn in session 28 by helper r2places
 * (library/kinds/declared/s28-r2places.ts). The bare words for timber ("legname",
 * "пиломатериал") are the plank's, so the yard is asked for by its longer names.
 * Data only; imports nothing.
 */
export const S28_R2PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  lumberyard: [
    '木材场|木料场|木材堆场',
    '材木置き場|材木屋|木材置き場',
    'madereria|almacen de madera|deposito de madera',
    'chantier de bois|depot de bois|parc a bois',
    'holzlager|holzplatz|holzhandlung',
    'deposito di legname|magazzino di legname',
    'madeireira|deposito de madeira',
    'лесосклад|лесоторгов|склад лесоматериал',
  ],
  boatyard: [
    '船厂|造船厂|船坞',
    '造船所|ボートヤード|修船所',
    'astillero|varadero',
    'chantier naval|chantier de bateaux',
    'werft|bootswerft|schiffswerft',
    'cantiere navale|cantiere nautico',
    'estaleiro',
    'верф|судоверф',
  ],
};
