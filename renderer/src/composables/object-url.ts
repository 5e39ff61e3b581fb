/** Object URLs that are revoked when replaced or when their owner unmounts. */
import { onScopeDispose, ref } from 'vue';

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

/** Saves a blob (or text) as a file the user downloads. */
export function saveFile(data: Blob | string, name: string, type = 'text/plain'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
