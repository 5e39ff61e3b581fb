/**
 * The preload bridge, declared once: what the sandboxed studio window may ask of the main
 * process. The preload implements it, the renderer imports the type (renderer/src/bridge.ts)
 * and main answers on the channels below. Type-only apart from the channel names, so the
 * renderer build pulls in nothing from Electron.
 */

/** How the studio reaches its gateway. */
export interface Connection {
  baseUrl: string;
  apiKey: string;
}

/** What an open dialog offers, each with its file filter. */
export type OpenKind = 'text' | 'image' | 'model';
/** What a save dialog writes, each with its file filter. */
export type SaveKind = 'audio' | 'subtitles' | 'model' | 'text';

/** A file the user picked in an open dialog, read by main. */
export interface PickedFile {
  name: string;
  bytes: Uint8Array;
}

/** A file the user saved; `id` names it for `reveal` (main keeps the path to itself). */
export interface SavedFile {
  id: string;
  name: string;
}

/** Panels the application menu can switch to (the router's paths). */
export type PanelPath = '/speech' | '/long-text' | '/live' | '/3d' | '/history' | '/settings';

/**
 * The local server as the desktop app runs it: `running` or `stopped` when this app started
 * it (and so may stop and start it), `external` when it joined a `voxmesh serve` that runs
 * elsewhere (stopped from there). `url` is the API's base URL.
 */
export interface ServerControlState {
  state: 'running' | 'stopped' | 'external';
  url: string;
}

export interface VoxMeshBridge {
  /** The gateway's URL and the studio's key (from the keychain, via main). */
  connection(): Promise<Connection>;
  /** A native open dialog; null when cancelled. */
  openFile(kind: OpenKind): Promise<PickedFile | null>;
  /** A native save dialog that writes `bytes`; null when cancelled. */
  saveFile(kind: SaveKind, suggestedName: string, bytes: Uint8Array): Promise<SavedFile | null>;
  /** Shows a file saved through `saveFile` in the system's file manager. */
  reveal(saved: SavedFile): Promise<void>;
  /** Whether this app runs the local server, and whether it is running now. */
  serverState(): Promise<ServerControlState>;
  /**
   * Stops or starts the local server this app runs (no-op when `external`). Stopping waits
   * for running requests; starting takes the same port again when it is free.
   */
  setServerRunning(running: boolean): Promise<ServerControlState>;
  /** The application menu asks for a panel; returns a function that stops listening. */
  onNavigate(listener: (path: PanelPath) => void): () => void;
}

/** IPC channel names (main's handlers and the preload's calls). */
export const CHANNELS = {
  connection: 'voxmesh:connection',
  openFile: 'voxmesh:open-file',
  saveFile: 'voxmesh:save-file',
  reveal: 'voxmesh:reveal',
  navigate: 'voxmesh:navigate',
  serverState: 'voxmesh:server-state',
  setServerRunning: 'voxmesh:set-server-running',
} as const;
