/**
 * The fixed texts and settings the eSpeak base voices were measured with (see
 * measure-base-voices.ts and base-voices.ts).
 */

export type BaseLanguage = 'en-us' | 'cmn';

export const CALIBRATION_TEXT: Record<BaseLanguage, string> = {
  'en-us':
    'On a quiet morning in early spring, the market opened before the sun had cleared the hills. ' +
    'Farmers carried baskets of apples, onions and fresh bread to their usual tables, while ' +
    'children ran between the stalls. An old man tuned his violin near the fountain and played ' +
    'a slow melody that everyone seemed to know. By noon the square was crowded, loud and warm, ' +
    'and nobody wanted to go home.',
  cmn:
    '春天的早晨很安静，市场在太阳升起之前就开门了。农民们把苹果、洋葱和新鲜的面包摆在桌子上，' +
    '孩子们在摊位之间跑来跑去。一位老人在喷泉旁边拉小提琴，演奏着一首大家都熟悉的慢歌。' +
    '到了中午，广场上挤满了人，热闹又温暖，谁都不想回家。',
};

/** Syllables in each calibration text (counted by hand; one per Han character). */
export const CALIBRATION_SYLLABLES: Record<BaseLanguage, number> = {
  'en-us': 97,
  cmn: 100,
};

export const BASE_VARIANTS = {
  female: ['f1', 'f2', 'f3', 'f4', 'f5'],
  male: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
} as const;

/** eSpeak settings of a measurement (its defaults), and the range values swept. */
export const CALIBRATION_PITCH = 50;
export const CALIBRATION_RATE = 175;
export const CALIBRATION_RANGE = 50;
export const RANGE_STEPS = [0, 25, 50, 75, 99] as const;
export const RATE_STEPS = [80, 120, 175, 250, 350, 450] as const;
