import type { EngineVoice } from '../engines/types.ts';
import type { Gender, VoiceEntry } from './catalog-types.ts';
import { baseF0Of, englishVoice } from './english.ts';

type BetaRow = Pick<VoiceEntry, 'id' | 'name' | 'locale'> & {
  gender: Gender;
  variant: string;
  pitch: number;
  rate: number;
};

/** The beta-speech-v8 catalog: Chinese and English, female and male, two or more each. */
const ROWS: BetaRow[] = [
  {
    id: 'zh_female_xiaoyu',
    name: 'Xiaoyu',
    locale: 'zh-CN',
    gender: 'female',
    variant: 'f2',
    pitch: 64,
    rate: 170,
  },
  {
    id: 'zh_female_meilin',
    name: 'Meilin',
    locale: 'zh-CN',
    gender: 'female',
    variant: 'f4',
    pitch: 56,
    rate: 160,
  },
  {
    id: 'zh_male_haoran',
    name: 'Haoran',
    locale: 'zh-CN',
    gender: 'male',
    variant: 'm3',
    pitch: 40,
    rate: 170,
  },
  {
    id: 'zh_male_jianguo',
    name: 'Jianguo',
    locale: 'zh-CN',
    gender: 'male',
    variant: 'm6',
    pitch: 32,
    rate: 155,
  },
  {
    id: 'en_female_ava',
    name: 'Ava',
    locale: 'en-US',
    gender: 'female',
    variant: 'f3',
    pitch: 62,
    rate: 175,
  },
  {
    id: 'en_female_grace',
    name: 'Grace',
    locale: 'en-GB',
    gender: 'female',
    variant: 'f5',
    pitch: 55,
    rate: 165,
  },
  {
    id: 'en_male_oliver',
    name: 'Oliver',
    locale: 'en-GB',
    gender: 'male',
    variant: 'm2',
    pitch: 42,
    rate: 170,
  },
  {
    id: 'en_male_james',
    name: 'James',
    locale: 'en-US',
    gender: 'male',
    variant: 'm7',
    pitch: 34,
    rate: 160,
  },
];

/** English beta voices speak with Flite (see english.ts): these shapes of its lists. */
const ENGLISH_STEP: Record<string, number> = {
  en_female_ava: 0,
  en_female_grace: 1,
  en_male_oliver: 0,
  en_male_james: 1,
};

function engineVoiceOf(r: BetaRow): EngineVoice {
  if (r.locale.startsWith('en-')) return englishVoice(r.gender, ENGLISH_STEP[r.id] ?? 0);
  return { engine: 'espeak', name: 'cmn', variant: r.variant, pitch: r.pitch, rate: r.rate };
}

export const BETA_VOICES: readonly VoiceEntry[] = ROWS.map((r) => {
  const engineVoice = engineVoiceOf(r);
  return {
    id: r.id,
    name: r.name,
    locale: r.locale,
    gender: r.gender,
    model: 'beta-speech-v8',
    engineVoice,
    baseF0: baseF0Of(engineVoice, r.gender),
  };
});
