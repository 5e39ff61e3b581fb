import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { onMenuNavigate, resolveConnection, systemLanguages } from './bridge.ts';
import { i18n, localeFor, showLocale } from './i18n/index.ts';
import { createStudioRouter, whenIdle } from './router.ts';
import { useConnectionStore } from './stores/connection.ts';
import { useHistoryStore } from './stores/history.ts';
import { useSettingsStore } from './stores/settings.ts';
import './styles/tokens.css';
import './styles/base.css';

// An address changed before the router's first navigation ends (a deep link such as History's
// "Open in 3D" arriving while the studio still loads) would be overwritten by that navigation's
// own address (`#/` → `#/speech`): it is remembered here and followed once the first one ends.
let addressDuringStart: string | null = null;
const rememberAddress = (): void => {
  addressDuringStart = window.location.hash.slice(1);
};
window.addEventListener('hashchange', rememberAddress);

// The `#key=` fragment is read (and removed) before the hash router looks at the address.
void resolveConnection().then(async (initial) => {
  const app = createApp(App).use(createPinia()).use(i18n);
  void useConnectionStore().start(initial);
  // A studio that starts in Chinese paints in Chinese: its messages come first.
  await showLocale(localeFor(useSettingsStore().language, systemLanguages()));
  const router = createStudioRouter();
  app.use(router);
  // The desktop app's menu shortcuts switch panels (nothing happens in a browser).
  onMenuNavigate((path) => void router.push(path));
  app.mount('#app');
  // History's newest page (one local request of 100 entries) is fetched at the first idle
  // moment, so History, mounted hidden soon after (components/PanelStack.vue), lists rows
  // before its first visit.
  void router.isReady().then(() => {
    window.removeEventListener('hashchange', rememberAddress);
    const wanted = addressDuringStart;
    if (wanted && wanted.startsWith('/') && wanted !== router.currentRoute.value.fullPath)
      void router.replace(wanted);
    whenIdle(() => useHistoryStore().prefetch());
  });
});
