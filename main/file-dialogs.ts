/**
 * The open and save dialogs behind the bridge. Main reads and writes the files; the window
 * only sees a picked file's name and bytes, and an opaque id for a saved file (its path
 * stays here, so `reveal` can only show files the user saved through the studio).
 */
import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenKind, PickedFile, SavedFile, SaveKind } from '../preload/api.ts';
import type { BrowserWindowLike, DialogFilter, ElectronPort } from './electron-port.ts';

export const OPEN_FILTERS: Record<OpenKind, DialogFilter[]> = {
  text: [{ name: 'Text, Markdown or EPUB', extensions: ['txt', 'md', 'markdown', 'epub'] }],
  image: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'webp'] }],
  model: [{ name: '3D models (glTF binary)', extensions: ['glb'] }],
};

export const SAVE_FILTERS: Record<SaveKind, DialogFilter[]> = {
  audio: [{ name: 'Audio', extensions: ['mp3', 'wav', 'flac', 'opus', 'aac', 'pcm'] }],
  subtitles: [{ name: 'Subtitles', extensions: ['srt', 'vtt', 'json'] }],
  model: [{ name: '3D models', extensions: ['glb', 'obj', 'stl', 'usdz'] }],
  text: [{ name: 'Text', extensions: ['txt', 'md', 'json'] }],
};

/** Larger picks are refused: the gateway's own upload limits are far below this. */
export const MAX_OPEN_BYTES = 256 * 1024 * 1024;

export class DialogRequestError extends Error {}

const isKey = <K extends string>(table: Record<K, unknown>, value: unknown): value is K =>
  typeof value === 'string' && Object.hasOwn(table, value);

export class FileDialogs {
  readonly #saved = new Map<string, string>();

  constructor(
    private readonly electron: Pick<ElectronPort, 'dialog' | 'shell'>,
    private readonly downloadsDir: () => string,
  ) {}

  async open(window: BrowserWindowLike, kind: unknown): Promise<PickedFile | null> {
    if (!isKey(OPEN_FILTERS, kind)) throw new DialogRequestError(`unknown open kind`);
    const picked = await this.electron.dialog.showOpenDialog(window, {
      title: 'Open',
      properties: ['openFile'],
      filters: OPEN_FILTERS[kind],
    });
    const file = picked.filePaths[0];
    if (picked.canceled || !file) return null;
    if ((await stat(file)).size > MAX_OPEN_BYTES) {
      throw new DialogRequestError(`${path.basename(file)} is larger than 256 MB`);
    }
    return { name: path.basename(file), bytes: new Uint8Array(await readFile(file)) };
  }

  async save(
    window: BrowserWindowLike,
    kind: unknown,
    suggestedName: unknown,
    bytes: unknown,
  ): Promise<SavedFile | null> {
    if (!isKey(SAVE_FILTERS, kind)) throw new DialogRequestError('unknown save kind');
    if (typeof suggestedName !== 'string' || suggestedName.length > 255) {
      throw new DialogRequestError('the suggested name must be a string of at most 255');
    }
    if (!(bytes instanceof Uint8Array)) throw new DialogRequestError('bytes must be a Uint8Array');
    // Only a name is suggested; the folder is always the user's Downloads to start from.
    const name = path.basename(suggestedName.replaceAll('\\', '/')) || 'voxmesh';
    const chosen = await this.electron.dialog.showSaveDialog(window, {
      title: 'Save',
      defaultPath: path.join(this.downloadsDir(), name),
      filters: SAVE_FILTERS[kind],
    });
    if (chosen.canceled || !chosen.filePath) return null;
    await writeFile(chosen.filePath, bytes);
    const id = randomUUID();
    this.#saved.set(id, chosen.filePath);
    return { id, name: path.basename(chosen.filePath) };
  }

  reveal(id: unknown): void {
    const file = typeof id === 'string' ? this.#saved.get(id) : undefined;
    if (!file) throw new DialogRequestError('not a file saved from the studio');
    this.electron.shell.showItemInFolder(file);
  }
}
