/**
 * The shell's own settings. Start at login is not one of them: the operating system holds
 * it, the app only reads it, and only the user's click in the tray changes it — so no
 * update or start-up can switch it on.
 */
import path from 'node:path';
import { readJson, writeJson } from './json-file.ts';

export interface ShellSettings {
  /** Closing the window while tasks run hides it to the tray instead of quitting. */
  keepRunningWhileTasksRun: boolean;
}

export const DEFAULT_SETTINGS: ShellSettings = { keepRunningWhileTasksRun: true };
const FILE = 'shell-settings.json';

export async function loadSettings(dir: string): Promise<ShellSettings> {
  const raw = (await readJson(path.join(dir, FILE))) as Partial<ShellSettings> | null;
  return {
    keepRunningWhileTasksRun:
      typeof raw?.keepRunningWhileTasksRun === 'boolean'
        ? raw.keepRunningWhileTasksRun
        : DEFAULT_SETTINGS.keepRunningWhileTasksRun,
  };
}

export async function saveSettings(dir: string, settings: ShellSettings): Promise<void> {
  await writeJson(path.join(dir, FILE), settings);
}
