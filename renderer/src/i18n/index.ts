/**
 * vue-i18n with English and Simplified Chinese. A missing key is never silent: it is
 * logged and collected in `window.__voxmeshMissing`, which the e2e suite checks.
 */
import { createI18n } from 'vue-i18n';
import en from './en.ts';
import zhCN from './zh-CN.ts';
import type { LanguageChoice } from '../stores/settings.ts';

export type Locale = 'en' | 'zh-CN';

const missing: string[] = [];
(window as Window & { __voxmeshMissing?: string[] }).__voxmeshMissing = missing;

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, 'zh-CN': zhCN },
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
