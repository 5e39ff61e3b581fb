/** Hash routes, one per panel, each loaded on first visit. */
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import { useHistoryStore } from './stores/history.ts';

export const PANELS = [
  { path: '/speech', name: 'speech', load: () => import('./panels/speech/SpeechPanel.vue') },
  {
    path: '/long-text',
    name: 'longText',
    load: () => import('./panels/long-text/LongTextPanel.vue'),
  },
  { path: '/live', name: 'live', load: () => import('./panels/live/LivePanel.vue') },
  { path: '/3d', name: 'mesh', load: () => import('./panels/mesh/MeshPanel.vue') },
  {
    path: '/history',
    name: 'history',
    load: () => import('./panels/history/HistoryPanel.vue'),
    // Each visit lists from the newest entry; the first page is asked for as the navigation
    // begins, in parallel with loading and mounting the panel, and what was listed shows
    // until it answers (see stores/history.ts).
    enter: () => useHistoryStore().refresh(),
  },
  {
    path: '/settings',
    name: 'settings',
    load: () => import('./panels/settings/SettingsPanel.vue'),
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

/**
 * Once the first panel is up and the browser is idle, the other panels' code is fetched, so a
 * first visit switches as fast as a return one, and so is History's newest page (one local
 * request of 100 entries). The 3D panel is left to its first visit: it brings three.js,
 * which only people who open it should pay for.
 */
export function prefetchPanels(): void {
  const idle = (run: () => void): void => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  };
  idle(() => {
    for (const panel of PANELS) if (panel.name !== 'mesh') void panel.load();
    useHistoryStore().prefetch();
  });
}
