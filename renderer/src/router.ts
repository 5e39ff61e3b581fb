/**
 * Hash routes, one per panel. Every panel's code loads once the first panel is up, and the
 * panels are mounted hidden before their first visit (components/PanelStack.vue).
 */
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import { useHistoryStore } from './stores/history.ts';

/**
 * The first call imports, later ones get the same promise: the router's first visit to a
 * panel mounted hidden then resolves in a microtask, where a second dynamic import() (even
 * of a module already evaluated) would wait for a task of its own. A failed import is tried
 * again by the next call.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

export const PANELS = [
  { path: '/speech', name: 'speech', load: once(() => import('./panels/speech/SpeechPanel.vue')) },
  {
    path: '/long-text',
    name: 'longText',
    load: once(() => import('./panels/long-text/LongTextPanel.vue')),
  },
  { path: '/live', name: 'live', load: once(() => import('./panels/live/LivePanel.vue')) },
  { path: '/3d', name: 'mesh', load: once(() => import('./panels/mesh/MeshPanel.vue')) },
  {
    path: '/history',
    name: 'history',
    load: once(() => import('./panels/history/HistoryPanel.vue')),
    // Each visit lists from the newest entry; the first page is asked for as the navigation
    // begins, in parallel with loading and mounting the panel, and what was listed shows
    // until it answers (see stores/history.ts).
    enter: () => useHistoryStore().refresh(),
  },
  {
    path: '/settings',
    name: 'settings',
    load: once(() => import('./panels/settings/SettingsPanel.vue')),
  },
] as const;

export type PanelName = (typeof PANELS)[number]['name'];

export function createStudioRouter() {
  const routes: RouteRecordRaw[] = [
    { path: '/', redirect: '/speech' },
    ...PANELS.map((p) => ({
      path: p.path,
      name: p.name,
      component: p.load,
      ...('enter' in p ? { beforeEnter: () => void p.enter() } : {}),
    })),
    { path: '/:rest(.*)*', redirect: '/speech' },
  ];
  return createRouter({ history: createWebHashHistory(), routes });
}

/** Runs `fn` when the browser is next idle (within 3 s at the latest). */
export function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1000);
}
