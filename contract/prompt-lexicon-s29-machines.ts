/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the machines drawn in session 29 by the machines helper
 * (library/kinds/declared/s29-machines.ts). Data only; imports nothing.
 */
export const S29_MACHINES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  fuse: [
    '保险丝|熔断器|保险管',
    'ヒューズ',
    'fusible|fusibles',
    'fusible|fusibles',
    'sicherung|schmelzsicherung|feinsicherung',
    'fusibile|fusibili',
    'fusivel|fusiveis',
    'предохранител',
  ],
  'jet engine': [
    '喷气发动机|喷气式发动机|涡扇发动机',
    'ジェットエンジン|ターボファンエンジン',
    'motor a reaccion|motor de reaccion|turborreactor|turbofan',
    'moteur a reaction|turboreacteur|turbofan',
    'strahltriebwerk|dusentriebwerk|turbofan|flugzeugtriebwerk',
    'motore a reazione|motore a getto|turboreattore|turboventola',
    'motor a jato|motor a reacao|turbojato|turbofan',
    'реактивн двигател|турбореактивн двигател',
  ],
  'light-emitting diode': [
    '发光二极管|led灯珠',
    '発光ダイオード',
    'diodo led|diodo emisor de luz',
    'diode electroluminescente|diode led',
    'leuchtdiode|leuchtdioden',
    'diodo led|diodo a emissione di luce',
    'diodo emissor de luz|diodo led',
    'светодиод',
  ],
};
