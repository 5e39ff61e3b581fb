/**
 * The History list: the owner's entries newest first, loaded a page at a time with the
 * filters the gateway applies (kind, status). A store rather than the panel's own state so
 * that entering History starts the first page at once (the router calls `refresh` as the
 * navigation begins), while the panel's code loads and mounts: the request no longer waits
 * for both, and when it answers first the panel shows rows on its first render. When rows
 * are listed already, they show at once and the refresh starts after that paint.
 */
import { HISTORY_PAGE_LIMIT } from '@voxmesh/contract/request-values.ts';
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { listHistory, type HistoryItem } from '../api/history.ts';
import type { TaskKind, TaskStatus } from '@voxmesh/contract/tasks.ts';
import { useConnectionStore } from './connection.ts';
import { afterPaint } from '../composables/after-paint.ts';

/** The same entries with the same contents, in the same order. */
function sameEntries(a: readonly HistoryItem[], b: readonly HistoryItem[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** Entries per request (the gateway's largest page, contract/request-values.ts). */
export const HISTORY_PAGE: number = HISTORY_PAGE_LIMIT.max;

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

  /**
   * The first page replaces the list while the entries are being shown again (`refresh`);
   * later pages add to it.
   */
  let replacing = false;

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
      if (!replacing) items.value = [...items.value, ...page.data];
      // Unchanged since they were listed (the usual case): the rows on screen stay as they
      // are instead of being rendered again for the same entries.
      else if (!sameEntries(items.value, page.data)) items.value = page.data;
      replacing = false;
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
    restart(false);
  }

  /**
   * From the newest entry again, keeping what is listed on screen until the first page
   * answers: entering History shows rows at once (the newest page, as last seen) and they
   * are brought up to date a moment later. Only for the same filters (a filter change
   * `reload`s, since the old rows would be wrong, not just old).
   *
   * With rows listed, the request starts once the panel has painted them: started with the
   * visit, its sending and its answer (a few ms away on localhost) could land inside the
   * switch and re-render the list before the paint. With nothing listed the rows wait for
   * it, so it starts at once.
   */
  function refresh(): void {
    if (items.value.length > 0) afterPaint(startRefresh);
    else startRefresh();
  }

  function startRefresh(): void {
    // The newest page is already on its way (the idle-time prefetch, a filter change): its
    // answer shows.
    if (loading.value && next.value === null) return;
    restart(items.value.length > 0);
  }

  function restart(keepShown: boolean): void {
    generation++;
    if (!keepShown) items.value = [];
    replacing = keepShown;
    next.value = null;
    hasMore.value = true;
    loading.value = false;
    void loadMore();
  }

  /**
   * The newest page, fetched once the studio is idle after start-up if nothing is listed
   * yet, so the first visit to History shows rows on its first frame as later ones do.
   */
  function prefetch(): void {
    if (items.value.length === 0 && !loading.value) reload();
  }

  /** An entry deleted on the gateway leaves the list. */
  function remove(id: string): void {
    items.value = items.value.filter((i) => i.id !== id);
  }

  watch([kind, status], reload);

  return {
    items,
    hasMore,
    loading,
    error,
    kind,
    status,
    loadMore,
    reload,
    refresh,
    prefetch,
    remove,
  };
});
