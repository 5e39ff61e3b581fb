/**
 * Toasts for finished background work ("Long text finished — 3 min — Open"), never for
 * routine success. A toast holds i18n keys, not text, so it follows a language change; its
 * action (if any) is a route to open and what to do before going there.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export interface ToastText {
  key: string;
  params?: Record<string, string | number>;
}

export interface ToastAction {
  label: ToastText;
  /** Runs first (e.g. choose the task to show), then the studio goes to `route`. */
  run?: () => void | Promise<void>;
  route?: string;
}

export interface Toast {
  id: number;
  title: ToastText;
  body?: ToastText;
  tone: 'done' | 'failed';
  action?: ToastAction;
  /** The background task it is about, so a panel already showing that task can drop it. */
  taskId?: string;
}

/** Toasts beyond this many: the oldest goes. */
const KEPT = 5;

export const useToastsStore = defineStore('toasts', () => {
  const items = ref<Toast[]>([]);
  let nextId = 1;

  function push(toast: Omit<Toast, 'id'>): Toast {
    const made: Toast = { ...toast, id: nextId++ };
    items.value = [...items.value, made].slice(-KEPT);
    return made;
  }

  function dismiss(id: number): void {
    items.value = items.value.filter((t) => t.id !== id);
  }

  /** Drops the toasts about one task (the user is looking at it). */
  function dismissTask(taskId: string): void {
    items.value = items.value.filter((t) => t.taskId !== taskId);
  }

  return { items, push, dismiss, dismissTask };
});
