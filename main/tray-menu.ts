/** The tray (menu bar) menu: what the gateway is doing and the few things done from there. */
import type { MenuItemSpec } from './electron-port.ts';
import type { TaskCounts } from './gateway-link.ts';

export interface TrayStatus {
  kind: 'started' | 'joined';
  port: number;
  /** null when the gateway does not answer. */
  tasks: TaskCounts | null;
  /** The user stopped this app's gateway from the studio. */
  stopped?: boolean;
}

export interface TrayActions {
  openStudio(): void;
  copyApiUrl(): void;
  copyApiKey(): void;
  setStartAtLogin(on: boolean): void;
  setKeepRunning(on: boolean): void;
  quit(): void;
}

export function statusLine(status: TrayStatus): string {
  if (status.stopped) return `Server stopped (port ${status.port})`;
  const where =
    status.kind === 'started'
      ? `Running on port ${status.port}`
      : `Using voxmesh serve on port ${status.port}`;
  if (!status.tasks) return `${where} — not answering`;
  const n = status.tasks.running + status.tasks.queued;
  return `${where} — ${n === 0 ? 'no tasks' : n === 1 ? '1 task' : `${n} tasks`} in progress`;
}

export function trayTemplate(
  status: TrayStatus,
  switches: { startAtLogin: boolean; keepRunningWhileTasksRun: boolean },
  actions: TrayActions,
): MenuItemSpec[] {
  return [
    { label: statusLine(status), enabled: false },
    { type: 'separator' },
    { label: 'Open studio', click: actions.openStudio },
    { label: 'Copy API URL', click: actions.copyApiUrl },
    { label: 'Copy API key', click: actions.copyApiKey },
    { type: 'separator' },
    {
      label: 'Start at login',
      type: 'checkbox',
      checked: switches.startAtLogin,
      click: () => actions.setStartAtLogin(!switches.startAtLogin),
    },
    {
      label: 'Keep running in the tray while tasks run',
      type: 'checkbox',
      checked: switches.keepRunningWhileTasksRun,
      click: () => actions.setKeepRunning(!switches.keepRunningWhileTasksRun),
    },
    { type: 'separator' },
    { label: 'Quit VoxMesh', click: actions.quit },
  ];
}
