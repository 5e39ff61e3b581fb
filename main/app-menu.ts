/**
 * The application menu: the standard roles (edit, view, window; the app menu on macOS) and
 * the studio's own shortcuts. Panel switches go to the window over the bridge's navigate
 * channel; Generate and Save are shown with their keys but left to the page, which already
 * handles them (renderer/src/composables/shortcuts.ts).
 */
import type { PanelPath } from '../preload/api.ts';
import type { MenuItemSpec } from './electron-port.ts';

export const PANEL_SHORTCUTS: ReadonlyArray<{ label: string; path: PanelPath; key: string }> = [
  { label: 'Speech', path: '/speech', key: 'CmdOrCtrl+1' },
  { label: 'Long text', path: '/long-text', key: 'CmdOrCtrl+2' },
  { label: 'Live', path: '/live', key: 'CmdOrCtrl+3' },
  { label: '3D', path: '/3d', key: 'CmdOrCtrl+4' },
  { label: 'History', path: '/history', key: 'CmdOrCtrl+5' },
  { label: 'Settings', path: '/settings', key: 'CmdOrCtrl+,' },
];

export function appMenuTemplate(
  platform: NodeJS.Platform,
  navigate: (path: PanelPath) => void,
): MenuItemSpec[] {
  const studio: MenuItemSpec = {
    label: 'Studio',
    submenu: [
      ...PANEL_SHORTCUTS.map((p): MenuItemSpec => ({
        label: p.label,
        accelerator: p.key,
        click: () => navigate(p.path),
      })),
      { type: 'separator' },
      { label: 'Generate', accelerator: 'CmdOrCtrl+Enter', registerAccelerator: false },
      { label: 'Save result', accelerator: 'CmdOrCtrl+S', registerAccelerator: false },
      { label: 'Play or pause', accelerator: 'Space', registerAccelerator: false },
      ...(platform === 'darwin' ? [] : [{ type: 'separator' } as const, { role: 'quit' }]),
    ],
  };
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' }] : []),
    studio,
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about' }] },
  ];
}
