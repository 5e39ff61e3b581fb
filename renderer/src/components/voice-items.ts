/** Voices as picker items: labels, search words, favourites first. */
import { isVoicePackEngine } from '@voxmesh/contract/voice-packs.ts';
import type { VoiceListItem } from '../api/speech.ts';
import type { PickerItem } from './search-picker.ts';

export interface VoiceItemOptions {
  favourites: readonly string[];
  /** Only the favourites are listed. */
  favouritesOnly?: boolean;
  /** The gender as shown ("female", "女声"). */
  gender: (g: NonNullable<VoiceListItem['gender']>) => string;
  favouritesGroup: string;
  allGroup: string;
  /** The badge of a voice pack's voice ("neural voice pack"): docs/voice-packs.md. */
  packBadge?: string;
  /** The badge of a catalog voice bound to a pack voice ("speaks with piper:…"). */
  boundBadge?: (packVoice: string) => string;
  /** The UI language: a voice's locale is named in it ("Czech (Czechia)", "捷克语（捷克）"). */
  uiLocale?: string;
  /** The list holds several models' voices: each label ends with its model id. */
  showModel?: boolean;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();
/** The locale named in the UI language; null when the runtime cannot name it. */
function localeName(locale: string, uiLocale: string | undefined): string | null {
  if (!uiLocale) return null;
  let names = regionNames.get(uiLocale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLocale], { type: 'language', languageDisplay: 'standard' });
    } catch {
      names = null;
    }
    regionNames.set(uiLocale, names);
  }
  try {
    return names?.of(locale) ?? null;
  } catch {
    return null;
  }
}

/**
 * What tells apart two voices of one name in one locale: the rest of the id once the locale,
 * the name and the engine suffix are taken out ("en-IN-NeerjaExpressiveNeural" → "Expressive";
 * the plain "en-IN-NeerjaNeural" keeps the bare name).
 */
function distinction(v: VoiceListItem): string {
  const rest = v.id
    .replace(new RegExp(`^${v.locale}[-_]`, 'i'), '')
    .replace(v.name, '')
    .replace(/Neural$/, '')
    .replace(/^[-_]+|[-_]+$/g, '');
  return rest;
}

/**
 * "Ava · English (United States) · female", found by name, id, language, locale, gender; two
 * voices of one name in one locale are told apart ("Neerja (Expressive)").
 */
export function voiceItems(voices: readonly VoiceListItem[], o: VoiceItemOptions): PickerItem[] {
  const fav = new Set(o.favourites);
  const seen = new Map<string, number>();
  for (const v of voices)
    seen.set(`${v.name}|${v.locale}`, (seen.get(`${v.name}|${v.locale}`) ?? 0) + 1);
  const toItem = (v: VoiceListItem): PickerItem => {
    const twin = (seen.get(`${v.name}|${v.locale}`) ?? 0) > 1;
    const extra = twin ? distinction(v) : '';
    const name = extra ? `${v.name} (${extra})` : v.name;
    const where = localeName(v.locale, o.uiLocale) ?? v.language ?? v.locale;
    return {
      value: v.id,
      label: [
        `${fav.has(v.id) ? '★ ' : ''}${name}`,
        where,
        ...(v.gender ? [o.gender(v.gender)] : []),
        // (a list from another gateway's older build may have no engine_voice)
        ...(isVoicePackEngine(v.engine_voice?.engine) && o.packBadge ? [o.packBadge] : []),
        ...(v.bound_to && o.boundBadge ? [o.boundBadge(v.bound_to)] : []),
        // Where the list mixes models, each voice says whose it is.
        ...(o.showModel ? [v.model] : []),
      ].join(' · '),
      detail: v.id,
      group: fav.has(v.id) ? o.favouritesGroup : o.allGroup,
      keywords: `${v.locale} ${v.language ?? ''} ${v.gender ?? ''} ${v.model} ${fav.has(v.id) ? 'favourite favorite ★' : ''}`,
    };
  };
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

export interface Facet {
  value: string;
  label: string;
  count: number;
}

/** Counts of `key` over the voices, named and sorted by name in the UI language. */
function facets(
  voices: readonly VoiceListItem[],
  key: (v: VoiceListItem) => string,
  name: (value: string) => string,
  uiLocale: string,
): Facet[] {
  const counts = new Map<string, number>();
  for (const v of voices) counts.set(key(v), (counts.get(key(v)) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, label: name(value), count }))
    .sort((a, b) => a.label.localeCompare(b.label, uiLocale));
}

/** The models the voices belong to, with their counts, for the Model facet. */
export function modelFacets(voices: readonly VoiceListItem[], uiLocale: string): Facet[] {
  return facets(
    voices,
    (v) => v.model,
    (model) => model,
    uiLocale,
  );
}

/** The languages of the voices ("cs" → "Czech", "捷克语"), for the Language facet. */
export function languageFacets(voices: readonly VoiceListItem[], uiLocale: string): Facet[] {
  return facets(
    voices,
    (v) => v.locale.split('-')[0]!,
    (lang) => localeName(lang, uiLocale) ?? lang,
    uiLocale,
  );
}

/** The regions (locales) of one language's voices, for the Region facet. */
export function regionFacets(
  voices: readonly VoiceListItem[],
  language: string,
  uiLocale: string,
): Facet[] {
  if (!language) return [];
  return facets(
    voices.filter((v) => v.locale.split('-')[0] === language),
    (v) => v.locale,
    (loc) => localeName(loc, uiLocale) ?? loc,
    uiLocale,
  );
}
