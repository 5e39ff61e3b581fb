/**
 * How the UI reaches its gateway. In Electron the preload hands over the app's key; in a
 * browser the key arrives once in the URL fragment (`#key=sk-…`, never sent to the
 * server), is kept in this tab's sessionStorage and removed from the address bar.
 */
export interface Connection {
  baseUrl: string;
  apiKey: string;
}

const STORAGE_KEY = 'voxmesh.apiKey';

export async function resolveConnection(): Promise<Connection | null> {
  if (window.voxmesh) return window.voxmesh.connection();
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

export function rememberKey(apiKey: string): void {
  sessionStorage.setItem(STORAGE_KEY, apiKey);
}
