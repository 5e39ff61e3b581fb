/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", Russian cells are stems) for the living things
 * drawn in session 29 (library/kinds/declared/s29-living.ts): the sea anemone and the earwig. Data only;
 * imports nothing.
 */
export const S29_LIVING_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'sea anemone': [
    '海葵',
    'イソギンチャク|磯巾着',
    'anémona de mar|anémonas de mar|actinia',
    'anémone de mer|anémones de mer|actinie',
    'seeanemone|seeanemonen|aktinie',
    'anemone di mare|anemoni di mare|attinia',
    'anêmona-do-mar|anêmonas-do-mar|anémona-do-mar|actínia',
    'актини|морск анемон',
  ],
  earwig: [
    '蠼螋|耳夹子虫|剪刀虫',
    'ハサミムシ|鋏虫',
    'tijereta|tijeretas|cortapicos',
    'perce-oreille|perce-oreilles|forficule',
    'ohrwurm|ohrwürmer|ohrenkneifer',
    'forbicina|forbicine|forficola',
    'tesourinha|tesourinhas|bicha-cadela',
    'уховертк',
  ],
};
