import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { precompiledMessages } from './scripts/precompiled-messages.ts';
import en from './renderer/src/i18n/en.ts';
import zhCN from './renderer/src/i18n/zh-CN.ts';

// The renderer is a plain web app: the gateway serves the built files, Electron loads
// them from the gateway, and a browser can open the same URL when Electron is absent.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  plugins: [vue(), precompiledMessages({ en, 'zh-CN': zhCN })],
  // The studio imports the wire contract as a package (contract/package.json), never the server.
  resolve: {
    alias: { '@voxmesh/contract': fileURLToPath(new URL('./contract', import.meta.url)) },
  },
  // Every message is compiled at build time (above), so the built studio leaves vue-i18n's
  // message compiler out; `vite dev` keeps it to compile the plain files.
  define: command === 'build' ? { __INTLIFY_DROP_MESSAGE_COMPILER__: 'true' } : {},
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
}));
