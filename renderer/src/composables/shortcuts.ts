/**
 * Keyboard shortcuts of the shell: Ctrl/⌘+Enter generates, Space plays or pauses,
 * Ctrl/⌘+S saves. The panel on screen registers its handlers (panels kept mounted while
 * hidden hand them over as they are shown and hidden).
 */
import { whileShown } from './panel-shown.ts';

export type ShortcutName = 'generate' | 'playPause' | 'save';
type Handlers = Partial<Record<ShortcutName, () => void>>;

let active: Handlers = {};

export function useShortcuts(handlers: Handlers): void {
  const on = () => {
    active = handlers;
  };
  const off = () => {
    if (active === handlers) active = {};
  };
  whileShown(on, off);
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|A|AUDIO)$/.test(t.tagName));

export function shortcutFor(e: KeyboardEvent): ShortcutName | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key === 'Enter') return 'generate';
  if (mod && (e.key === 's' || e.key === 'S')) return 'save';
  if (!mod && !e.altKey && e.key === ' ' && !typing(e.target)) return 'playPause';
  return null;
}

export function installShortcuts(): () => void {
  const listener = (e: KeyboardEvent) => {
    const name = shortcutFor(e);
    const fn = name ? active[name] : undefined;
    if (!fn) return;
    e.preventDefault();
    fn();
  };
  window.addEventListener('keydown', listener);
  return () => window.removeEventListener('keydown', listener);
}

export const modKey = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');
