/**
 * Preferences kept on this machine: theme, language, favourite and default voices, and the
 * pattern of download file names (composables/download-name.ts).
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { DEFAULT_NAME_PATTERN } from '../composables/download-name.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type LanguageChoice = 'system' | 'en' | 'zh-CN';

const STORE = 'voxmesh.settings';

interface Saved {
  theme: ThemeChoice;
  language: LanguageChoice;
  favourites: string[];
  defaultVoices: Record<string, string>;
  namePattern: string;
}

function load(): Saved {
  const fallback: Saved = {
    theme: 'system',
    language: 'system',
    favourites: [],
    defaultVoices: {},
    namePattern: DEFAULT_NAME_PATTERN,
  };
  try {
    return { ...fallback, ...(JSON.parse(localStorage.getItem(STORE) ?? '{}') as Partial<Saved>) };
  } catch {
    return fallback;
  }
}

export const useSettingsStore = defineStore('settings', () => {
  const saved = load();
  const theme = ref<ThemeChoice>(saved.theme);
  const language = ref<LanguageChoice>(saved.language);
  const favourites = ref<string[]>(saved.favourites);
  const defaultVoices = ref<Record<string, string>>(saved.defaultVoices);
  const namePattern = ref<string>(saved.namePattern);

  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const systemDark = ref(media?.matches ?? false);
  media?.addEventListener('change', (e) => {
    systemDark.value = e.matches;
  });
  const resolvedTheme = computed(() =>
    theme.value === 'system' ? (systemDark.value ? 'dark' : 'light') : theme.value,
  );

  watch(
    [theme, language, favourites, defaultVoices, namePattern],
    () => {
      const data: Saved = {
        theme: theme.value,
        language: language.value,
        favourites: favourites.value,
        defaultVoices: defaultVoices.value,
        namePattern: namePattern.value,
      };
      localStorage.setItem(STORE, JSON.stringify(data));
    },
    { deep: true },
  );

  function toggleFavourite(voiceId: string): void {
    const i = favourites.value.indexOf(voiceId);
    if (i >= 0) favourites.value.splice(i, 1);
    else favourites.value.push(voiceId);
  }

  return {
    theme,
    language,
    favourites,
    defaultVoices,
    namePattern,
    resolvedTheme,
    toggleFavourite,
  };
});
