/**
 * A vite build plugin: the studio's message files (renderer/src/i18n/en.ts, zh-CN.ts) are
 * shipped as message trees that vue-i18n formats without parsing. Without it vue-i18n parses
 * every message the first time it is shown, which is most of the work of a panel's first
 * visit after mounting (measured: about a third of the Settings panel's first render).
 *
 * The files stay plain typed objects of strings for the editor, the typecheck and the
 * i18n lint rule; only the built bundle carries the compiled form. `vite dev` is unchanged.
 */
import { baseCompile } from '@intlify/message-compiler';
import type { Plugin } from 'vite';

type Strings = { readonly [key: string]: string | Strings };

const MESSAGE_FILE = /[\\/]renderer[\\/]src[\\/]i18n[\\/](en|zh-CN)\.ts$/;

/** The same message, as the tree vue-i18n's JIT compiler would make at run time. */
function compileTree(messages: Strings, path: string): unknown {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof value !== 'string') return [key, compileTree(value, at)];
      const { ast } = baseCompile(value, {
        jit: true,
        location: false,
        minify: true,
        optimize: true,
        onError: (err) => {
          throw new Error(`i18n message ${at}: ${err.message}`);
        },
      });
      return [key, ast];
    }),
  );
}

export function precompiledMessages(locales: Record<'en' | 'zh-CN', Strings>): Plugin {
  return {
    name: 'voxmesh:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const match = MESSAGE_FILE.exec(id);
      if (!match) return null;
      const locale = match[1] as 'en' | 'zh-CN';
      return `export default ${JSON.stringify(compileTree(locales[locale], ''))};\n`;
    },
  };
}
