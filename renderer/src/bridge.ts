/**
 * The only file that knows about Electron. In the desktop window the preload exposes
 * `window.voxmesh` (its type is declared once, in preload/api.ts); in a browser tab it is
 * absent: the studio reads the key from the `#key=` fragment once (never sent to the
 * server), keeps it in this tab's sessionStorage and removes it from the address bar, and
 * files are opened with a file input and saved as downloads.
 */
import type {
  Connection,
  ServerControlState,
  OpenKind,
  PanelPath,
  SavedFile,
  SaveKind,
  VoxMeshBridge,
} from '../../preload/api.ts';

export type { Connection, OpenKind, PanelPath, SavedFile, SaveKind, ServerControlState };

const STORAGE_KEY = 'voxmesh.apiKey';

function preload(): VoxMeshBridge | undefined {
  return (window as Window & { voxmesh?: VoxMeshBridge }).voxmesh;
}

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

const ACCEPT: Record<OpenKind, string> = {
  text: '.txt,.md,.markdown,.epub,text/plain,text/markdown,application/epub+zip',
  image: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
  model: '.glb,model/gltf-binary',
};

/** Asks the user for a file: a native dialog in the desktop app, a file input in a browser. */
export async function openFile(kind: OpenKind): Promise<File | null> {
  const bridge = preload();
  if (bridge) {
    const picked = await bridge.openFile(kind);
    return picked ? new File([picked.bytes as Uint8Array<ArrayBuffer>], picked.name) : null;
  }
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = ACCEPT[kind];
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** What a file's extension says it is, for the save dialog's filter. */
function saveKindOf(name: string): SaveKind {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (['mp3', 'wav', 'flac', 'opus', 'aac', 'pcm', 'ogg'].includes(ext)) return 'audio';
  if (['srt', 'vtt'].includes(ext)) return 'subtitles';
  if (['glb', 'obj', 'stl', 'usdz'].includes(ext)) return 'model';
  return 'text';
}

/**
 * Saves a file: through the native save dialog in the desktop app (resolving with the saved
 * file, or null when cancelled), as a download in a browser (null).
 */
export async function saveToDisk(blob: Blob, name: string): Promise<SavedFile | null> {
  const bridge = preload();
  if (bridge) {
    return bridge.saveFile(saveKindOf(name), name, new Uint8Array(await blob.arrayBuffer()));
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return null;
}

/** The application menu's panel shortcuts (desktop app only); returns the unsubscribe. */
export function onMenuNavigate(listener: (path: PanelPath) => void): () => void {
  return preload()?.onNavigate(listener) ?? (() => {});
}

/**
 * Start and stop of the local server: only the desktop app runs the gateway itself (in a
 * browser tab the gateway serves the studio, and is stopped where it was started). Null in
 * a browser.
 */
export function serverControl(): Pick<VoxMeshBridge, 'serverState' | 'setServerRunning'> | null {
  const bridge = preload();
  return bridge
    ? {
        serverState: () => bridge.serverState(),
        setServerRunning: (running) => bridge.setServerRunning(running),
      }
    : null;
}
