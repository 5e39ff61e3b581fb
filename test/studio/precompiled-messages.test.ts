import { createI18n } from 'vue-i18n';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../../scripts/precompiled-messages.ts';
import en from '../../renderer/src/i18n/en.ts';
import zhCN from '../../renderer/src/i18n/zh-CN.ts';

/** What the build puts in the bundle for one message file. */
function built(
  locales: Parameters<typeof precompiledMessages>[0],
  file = '/repo/renderer/src/i18n/en.ts',
) {
  const plugin = precompiledMessages(locales);
  const load = plugin.load as (id: string) => string | null;
  const code = load(file);
  if (code === null) return null;
  // Trees, not strings, under the same keys: typed as the file they stand for in the bundle.
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as typeof en;
}

describe('the studio’s messages, compiled at build time', () => {
  it('read the same through vue-i18n as the plain files, in both languages', () => {
    const plain = createI18n({ legacy: false, locale: 'en', messages: { en, 'zh-CN': zhCN } });
    const compiled = createI18n({
      legacy: false,
      locale: 'en',
      messages: {
        en: built({ en, 'zh-CN': zhCN })!,
        'zh-CN': built({ en, 'zh-CN': zhCN }, '/repo/renderer/src/i18n/zh-CN.ts')!,
      },
    });
    for (const locale of ['en', 'zh-CN'] as const) {
      plain.global.locale.value = compiled.global.locale.value = locale;
      for (const [key, params] of [
        ['nav.longText', {}],
        ['settings.ms', { n: 12.5 }],
        ['settings.lastUsed', { when: 'today' }],
        ['history.rows', { n: 3 }],
      ] as const) {
        expect(compiled.global.t(key, params)).toBe(plain.global.t(key, params));
      }
    }
  });

  it('leaves every other module alone', () => {
    expect(built({ en, 'zh-CN': zhCN }, '/repo/renderer/src/i18n/index.ts')).toBeNull();
  });

  it('stops the build on a message vue-i18n cannot read, naming its key', () => {
    const broken = { ...en, nav: { ...en.nav, speech: 'Speech {unclosed' } };
    expect(() => built({ en: broken, 'zh-CN': zhCN })).toThrow(/nav\.speech/);
  });
});
