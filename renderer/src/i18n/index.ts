/**
 * vue-i18n with English and Simplified Chinese. A missing key is never silent: it is
 * logged and collected in `window.__voxmeshMissing`, which the e2e suite checks.
 *
 * English is in the first chunk (it is the fallback); Chinese is a chunk of its own, loaded
 * before the first paint when the studio starts in Chinese and on first use when the language
 * is switched (`showLocale`), so an English start does not carry it (docs/decisions.md,
 * "The studio's first chunk").
 */
import { createI18n } from 'vue-i18n';
import en from './en.ts';
import type { LanguageChoice } from '../stores/settings.ts';

export type Locale = 'en' | 'zh-CN';

const missing: string[] = [];
(window as Window & { __voxmeshMissing?: string[] }).__voxmeshMissing = missing;

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // Chinese joins when first shown (loadLocale); typed here so that it can be chosen.
  messages: { en } as { en: typeof en; 'zh-CN'?: typeof en },
  missingWarn: false,
  fallbackWarn: false,
  missing: (locale, key) => {
    missing.push(`${locale}:${key}`);
    console.error(`[i18n] missing "${key}" in ${locale}`);
    return key;
  },
});

/** The language to show: the setting, or the first system language we speak. */
export function localeFor(choice: LanguageChoice, system: readonly string[]): Locale {
  if (choice !== 'system') return choice;
  for (const lang of system) {
    if (lang.toLowerCase().startsWith('zh')) return 'zh-CN';
    if (lang.toLowerCase().startsWith('en')) return 'en';
  }
  return 'en';
}

/** Each language's messages, loaded once (English is always there). */
const loading = new Map<Locale, Promise<void>>([['en', Promise.resolve()]]);

function loadLocale(locale: Locale): Promise<void> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = import('./zh-CN.ts').then(({ default: messages }) =>
      i18n.global.setLocaleMessage(locale, messages),
    );
    // A failed load (the studio's server went away) is tried again on the next switch.
    loaded.catch(() => loading.delete(locale));
    loading.set(locale, loaded);
  }
  return loaded;
}

/** The language asked for last: a slower earlier load must not win over it. */
let wanted: Locale = 'en';

/**
 * Shows `locale` once its messages are here (at once for English and for a language already
 * loaded), and names it on the document. English stays shown if they cannot be loaded.
 */
export async function showLocale(locale: Locale): Promise<void> {
  wanted = locale;
  try {
    await loadLocale(locale);
  } catch {
    return;
  }
  if (wanted !== locale) return;
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
}
