import type { Gender } from './catalog-types.ts';

/** Language codes the embedded espeak-ng build speaks (its `list_voices()`), lower case. */
export const ESPEAK_LANGUAGES = new Set(
  (
    'af am an ar as az ba be bg bn bpy bs ca ca-ba ca-nw ca-va cmn cmn-latn-pinyin cs cv cy da ' +
    'de el en en-029 en-gb en-gb-scotland en-gb-x-gbclan en-gb-x-gbcwmd en-gb-x-rp en-us en-us-nyc ' +
    'eo es es-419 es-mx et eu fa fa-latn fi fo fr fr-be fr-ch fr-fr ga gd gn grc gu hak haw hbs he ' +
    'hi hr ht hu hy hy-arevela hy-arevmda hyw ia id io is it ja jbo ka kaa kk kl kn ko kok ku ky la ' +
    'lb lfn lt ltg lv mi mk ml mr ms mt mto my nb nci ne nl no nog om or pa pap piqd pl pt pt-br ' +
    'pt-pt py qdb qu quc qya ro ru ru-cl ru-lv sd shn si sjn sk sl smj sq sr sv sw ta te th ti tk ' +
    'tn tr tt ug uk ur uz vi vi-vn-x-central vi-vn-x-south xex yue zh zh-cmn zh-yue'
  ).split(' '),
);

/** Locales whose nearest espeak voice is not found by lower-casing or by language alone. */
export const LOCALE_TO_ESPEAK: Record<string, string> = {
  'zh-CN': 'cmn',
  'zh-TW': 'cmn',
  'zh-CN-liaoning': 'cmn',
  'zh-CN-shaanxi': 'cmn',
  'zh-HK': 'yue',
  'en-CA': 'en-us',
  'en-PH': 'en-us',
  'es-ES': 'es',
  'nb-NO': 'nb',
};

/** English and Spanish locales follow the British / Latin American norms espeak offers. */
export function regionalDefault(locale: string): string | null {
  const [lang, region] = locale.split('-');
  if (lang === 'en' && region) return 'en-gb';
  if (lang === 'es' && region) return 'es-419';
  return null;
}

/**
 * Languages espeak cannot speak, and the related language that speaks for them
 * (same family where one exists, else one reading the same script).
 */
export const FAMILY_FALLBACK: Record<string, { language: string; reason: string }> = {
  fil: { language: 'id', reason: 'no Filipino voice; Indonesian is a Malayo-Polynesian relative' },
  jv: { language: 'id', reason: 'no Javanese voice; Indonesian is a Malayo-Polynesian relative' },
  su: { language: 'id', reason: 'no Sundanese voice; Indonesian is a Malayo-Polynesian relative' },
  gl: {
    language: 'pt-pt',
    reason: 'no Galician voice; Portuguese shares its Galician-Portuguese root',
  },
  iu: { language: 'kl', reason: 'no Inuktitut voice; Greenlandic is an Inuit relative' },
  km: { language: 'vi', reason: 'no Khmer voice; Vietnamese is an Austroasiatic relative' },
  lo: { language: 'th', reason: 'no Lao voice; Thai is a close Tai relative' },
  mn: { language: 'kk', reason: 'no Mongolian voice; Kazakh reads the same Cyrillic script' },
  ps: { language: 'fa', reason: 'no Pashto voice; Persian is an Iranian relative' },
  so: { language: 'om', reason: 'no Somali voice; Oromo is a Cushitic relative' },
  zu: { language: 'tn', reason: 'no Zulu voice; Setswana is a Southern Bantu relative' },
};

/** espeak variants, by gender, cycled through so neighbours of one locale sound apart. */
export const VARIANTS: Record<Gender, readonly string[]> = {
  female: ['f1', 'f2', 'f3', 'f4', 'f5'],
  male: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
};
