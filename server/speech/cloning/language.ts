/**
 * Which base language a gamma-tts-2 text is in. The model has no language field, so the text
 * decides: Chinese when Han characters make up at least 30% of its letters, English otherwise.
 */

const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

export function guessLanguage(text: string): 'zh' | 'en' {
  const letters = text.match(LETTER)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  return letters > 0 && han / letters >= 0.3 ? 'zh' : 'en';
}
