/**
 * The History list: the owner's entries newest first, loaded a page at a time with the
 * filters the gateway applies (kind, status). A store rather than the panel's own state so
 * that entering History starts the first page at once (the router calls `reload` as the
 * navigation begins), while the panel's code loads and mounts: the request no longer waits
 * for both, and when it answers first the panel shows rows on its first render.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { listHistory, type HistoryItem } from '../api/history.ts';
import type { TaskKind, TaskStatus } from '../../../server/contract/tasks.ts';
import { useConnectionStore } from './connection.ts';

/** Entries per request (the gateway's largest page). */
export const HISTORY_PAGE = 100;

export const useHistoryStore = defineStore('history', () => {
  const connection = useConnectionStore();
  // Pages are appended by replacing the array, never by changing an entry: no deep proxies.
  const items = shallowRef<HistoryItem[]>([]);
  const next = ref<string | null>(null);
  const hasMore = ref(true);
  const loading = ref(false);
  const error = ref<unknown>(null);
  const kind = ref<TaskKind | ''>('');
  const status = ref<TaskStatus | ''>('');
  /** Bumped by each reload: an answer to an older request is dropped. */
  let generation = 0;

  /** The next page, unless one is on its way, none is left or the gateway is not there. */
  async function loadMore(): Promise<void> {
    if (loading.value || !hasMore.value || connection.state !== 'connected') return;
    const run = generation;
    loading.value = true;
    try {
      const page = await listHistory(connection.conn(), {
        kind: kind.value || undefined,
        status: status.value || undefined,
        limit: HISTORY_PAGE,
        after: next.value ?? undefined,
      });
      if (run !== generation) return;
      items.value = [...items.value, ...page.data];
      hasMore.value = page.has_more;
      next.value = page.next_after ?? null;
      error.value = null;
    } catch (err) {
      if (run !== generation) return;
      error.value = err;
      hasMore.value = false;
    } finally {
      if (run === generation) loading.value = false;
    }
  }

  /** From the newest entry again (a request still on its way is superseded). */
  function reload(): void {
    generation++;
    items.value = [];
    next.value = null;
    hasMore.value = true;
    loading.value = false;
    void loadMore();
  }

  /** An entry deleted on the gateway leaves the list. */
  function remove(id: string): void {
    items.value = items.value.filter((i) => i.id !== id);
  }

  watch([kind, status], reload);

  return { items, hasMore, loading, error, kind, status, loadMore, reload, remove };
});
