/** The studio window's size, position and maximised state, remembered across starts. */
import path from 'node:path';
import type { BrowserWindowLike, WindowBounds } from './electron-port.ts';
import { readJson, writeJson } from './json-file.ts';

export interface WindowState extends WindowBounds {
  maximized: boolean;
}

export const DEFAULT_WINDOW: WindowState = { width: 1280, height: 860, maximized: false };
export const MIN_WIDTH = 720;
export const MIN_HEIGHT = 520;
const FILE = 'window-state.json';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The remembered state, or the default one when there is none or it makes no sense. */
export async function loadWindowState(dir: string): Promise<WindowState> {
  const raw = (await readJson(path.join(dir, FILE))) as Partial<WindowState> | null;
  if (!raw || !finite(raw.width) || !finite(raw.height)) return { ...DEFAULT_WINDOW };
  const state: WindowState = {
    width: Math.max(MIN_WIDTH, Math.round(raw.width)),
    height: Math.max(MIN_HEIGHT, Math.round(raw.height)),
    maximized: raw.maximized === true,
  };
  if (finite(raw.x) && finite(raw.y)) Object.assign(state, { x: raw.x, y: raw.y });
  return state;
}

export async function saveWindowState(dir: string, window: BrowserWindowLike): Promise<void> {
  const { x, y, width, height } = window.getNormalBounds();
  const state: WindowState = { x, y, width, height, maximized: window.isMaximized() };
  await writeJson(path.join(dir, FILE), state);
}
