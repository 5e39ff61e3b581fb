/** Object URLs that are revoked when replaced or when their owner unmounts. */
import { onScopeDispose, ref } from 'vue';
import { saveToDisk } from '../bridge.ts';

export function useObjectUrl() {
  const url = ref<string | null>(null);
  function set(blob: Blob | null): string | null {
    if (url.value) URL.revokeObjectURL(url.value);
    url.value = blob ? URL.createObjectURL(blob) : null;
    return url.value;
  }
  onScopeDispose(() => set(null));
  return { url, set };
}

/**
 * Saves a blob (or text) as a file: the native save dialog in the desktop app, a download in
 * a browser (renderer/src/bridge.ts).
 */
export function saveFile(data: Blob | string, name: string, type = 'text/plain'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  void saveToDisk(blob, name).catch((err: unknown) => console.error('saving failed', err));
}
