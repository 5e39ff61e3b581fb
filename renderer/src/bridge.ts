/**
 * The only file that knows about Electron. In the desktop window the preload exposes
 * `window.voxmesh`; in a browser tab it is absent and the studio reads the key from the
 * `#key=` fragment once (never sent to the server), keeps it in this tab's
 * sessionStorage and removes it from the address bar.
 */
export interface Connection {
  baseUrl: string;
  apiKey: string;
}

/** What the Electron preload exposes; absent in a plain browser. */
interface VoxMeshBridge {
  connection(): Promise<Connection>;
}

const STORAGE_KEY = 'voxmesh.apiKey';

function preload(): VoxMeshBridge | undefined {
  return (window as Window & { voxmesh?: VoxMeshBridge }).voxmesh;
}

export const inElectron = (): boolean => preload() !== undefined;

/** Reads the connection; must run before the hash router looks at the fragment. */
export async function resolveConnection(): Promise<Connection | null> {
  const bridge = preload();
  if (bridge) return bridge.connection();
  const baseUrl = window.location.origin;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const fromUrl = fragment.get('key');
  if (fromUrl) {
    sessionStorage.setItem(STORAGE_KEY, fromUrl);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  const apiKey = fromUrl ?? sessionStorage.getItem(STORAGE_KEY);
  return apiKey ? { baseUrl, apiKey } : null;
}

export function rememberKey(apiKey: string): Connection {
  sessionStorage.setItem(STORAGE_KEY, apiKey);
  return { baseUrl: window.location.origin, apiKey };
}

/** The system's preferred languages (Electron and browsers both answer navigator). */
export function systemLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
