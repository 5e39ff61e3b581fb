/** The searchable Model / Voice pickers: what typing finds, and the order of groups. */
import { describe, expect, it } from 'vitest';
import {
  filterItems,
  groupItems,
  type PickerItem,
} from '../../renderer/src/components/search-picker.ts';
import { voiceItems, voiceMatches } from '../../renderer/src/components/voice-items.ts';
import type { VoiceListItem } from '../../renderer/src/api/speech.ts';

const voice = (
  id: string,
  name: string,
  locale: string,
  gender: 'female' | 'male',
  language: string,
): VoiceListItem =>
  ({ id, name, locale, gender, language, model: 'beta-speech-v8' }) as VoiceListItem;

const VOICES = [
  voice('en_female_ava', 'Ava', 'en-US', 'female', 'English (United States)'),
  voice('en_male_oliver', 'Oliver', 'en-GB', 'male', 'English (United Kingdom)'),
  voice('en_female_grace', 'Grace', 'en-GB', 'female', 'English (United Kingdom)'),
  voice('zh_female_lan', 'Lan', 'zh-CN', 'female', 'Chinese (Mandarin)'),
];
const options = (favourites: string[] = [], favouritesOnly = false) =>
  voiceItems(VOICES, {
    favourites,
    favouritesOnly,
    gender: (g) => g,
    favouritesGroup: 'Favourites',
    allGroup: 'All voices',
  });
const ids = (items: PickerItem[]) => items.map((i) => i.value);

describe('model picker filtering', () => {
  const models = ['alpha-tts', 'beta-speech-v8', 'gamma-tts-2'].map((id) => ({
    value: id,
    label: id,
  }));
  it('shows everything until something is typed, then every word must match', () => {
    expect(ids(filterItems(models, ''))).toEqual(['alpha-tts', 'beta-speech-v8', 'gamma-tts-2']);
    expect(ids(filterItems(models, 'tts'))).toEqual(['alpha-tts', 'gamma-tts-2']);
    expect(ids(filterItems(models, 'TTS 2'))).toEqual(['gamma-tts-2']);
    expect(filterItems(models, 'mesh')).toEqual([]);
  });
});

describe('voice picker', () => {
  it('finds voices by name, language, locale, id and gender; "male" is not "female"', () => {
    const all = options();
    const find = (q: string) => ids(filterItems(all, q, voiceMatches));
    expect(find('grace')).toEqual(['en_female_grace']);
    expect(find('united kingdom')).toEqual(['en_male_oliver', 'en_female_grace']);
    expect(find('en-gb female')).toEqual(['en_female_grace']);
    expect(find('male')).toEqual(['en_male_oliver']);
    expect(find('zh-cn')).toEqual(['zh_female_lan']);
    expect(find('en_female_ava')).toEqual(['en_female_ava']);
  });

  it('lists favourites first, under their own group, or alone when asked', () => {
    const items = options(['zh_female_lan']);
    expect(ids(items)[0]).toBe('zh_female_lan');
    expect(items[0]!.label).toMatch(/^★ Lan/);
    const groups = groupItems(items, ['Favourites', 'All voices']);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Favourites', 1],
      ['All voices', 3],
    ]);
    expect(ids(options(['zh_female_lan'], true))).toEqual(['zh_female_lan']);
    expect(ids(filterItems(items, 'favourite', voiceMatches))).toEqual(['zh_female_lan']);
  });

  it('drops empty groups and keeps ungrouped items last', () => {
    const groups = groupItems(
      [
        { value: 'b', label: 'b' },
        { value: 'a', label: 'a', group: 'Favourites' },
      ],
      ['Favourites', 'All voices'],
    );
    expect(groups.map((g) => g.label)).toEqual(['Favourites', null]);
  });
});

describe('voice labels', () => {
  const twins = [
    voice('en-IN-NeerjaExpressiveNeural', 'Neerja', 'en-IN', 'female', 'English (India) (Preview)'),
    voice('en-IN-NeerjaNeural', 'Neerja', 'en-IN', 'female', 'English (India)'),
    voice('cs-CZ-VlastaNeural', 'Vlasta', 'cs-CZ', 'female', 'Czech (Czech)'),
  ];
  const labels = (uiLocale: string) =>
    voiceItems(twins, {
      favourites: [],
      gender: (g) => g,
      favouritesGroup: 'Favourites',
      allGroup: 'All voices',
      uiLocale,
    }).map((i) => i.label);

  it('names the locale in the UI language and tells two voices of one name apart', () => {
    const en = labels('en');
    expect(en[0]).toBe('Neerja (Expressive) · English (India) · female');
    expect(en[1]).toBe('Neerja · English (India) · female');
    expect(new Set(en).size).toBe(3);
    expect(en[2]).toBe('Vlasta · Czech (Czechia) · female');
    expect(labels('zh-CN')[2]).toMatch(/^Vlasta · 捷克语/);
  });
});
