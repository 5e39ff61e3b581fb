import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { resolveConnection } from './bridge.ts';
import { i18n } from './i18n/index.ts';
import { createStudioRouter } from './router.ts';
import { useConnectionStore } from './stores/connection.ts';
import './styles/tokens.css';
import './styles/base.css';

// The `#key=` fragment is read (and removed) before the hash router looks at the address.
void resolveConnection().then((initial) => {
  const app = createApp(App).use(createPinia()).use(i18n);
  void useConnectionStore().start(initial);
  app.use(createStudioRouter());
  app.mount('#app');
});
