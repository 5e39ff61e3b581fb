/** Voices as picker items: labels, search words, favourites first. */
import type { VoiceListItem } from '../api/speech.ts';
import type { PickerItem } from './search-picker.ts';

export interface VoiceItemOptions {
  favourites: readonly string[];
  /** Only the favourites are listed. */
  favouritesOnly?: boolean;
  /** The gender as shown ("female", "女声"). */
  gender: (g: VoiceListItem['gender']) => string;
  favouritesGroup: string;
  allGroup: string;
}

/** "Ava · English (United States) · female", found by name, id, language, locale, gender. */
export function voiceItems(voices: readonly VoiceListItem[], o: VoiceItemOptions): PickerItem[] {
  const fav = new Set(o.favourites);
  const toItem = (v: VoiceListItem): PickerItem => ({
    value: v.id,
    label: `${fav.has(v.id) ? '★ ' : ''}${v.name} · ${v.language ?? v.locale} · ${o.gender(v.gender)}`,
    detail: v.id,
    group: fav.has(v.id) ? o.favouritesGroup : o.allGroup,
    keywords: `${v.locale} ${v.gender} ${fav.has(v.id) ? 'favourite favorite ★' : ''}`,
  });
  const favourites = voices.filter((v) => fav.has(v.id)).map(toItem);
  if (o.favouritesOnly) return favourites;
  return [...favourites, ...voices.filter((v) => !fav.has(v.id)).map(toItem)];
}

/**
 * Every typed word matches; "male"/"female" (and the shown gender word) match the gender
 * exactly, so "male" does not find the female voices.
 */
export function voiceMatches(item: PickerItem, words: string[]): boolean {
  const gender = /\b(female|male)\b/.exec(item.keywords ?? '')?.[1];
  const hay =
    `${item.label} ${item.value} ${item.detail ?? ''} ${item.keywords ?? ''}`.toLowerCase();
  return words.every((w) => (w === 'male' || w === 'female' ? gender === w : hay.includes(w)));
}
