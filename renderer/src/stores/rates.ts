/**
 * How fast each speech model makes long texts for this owner: measured from the newest
 * completed tasks in the history, refreshed when a task the studio follows finishes.
 */
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import { listHistory } from '../api/history.ts';
import { measuredRates, rateFor, type MakeRate } from '../composables/make-rate.ts';
import { useConnectionStore } from './connection.ts';
import { useTasksStore } from './tasks.ts';

export const useRatesStore = defineStore('rates', () => {
  const connection = useConnectionStore();
  const tasks = useTasksStore();
  const measured = shallowRef<ReadonlyMap<string, MakeRate>>(new Map());
  let loading: Promise<void> | null = null;

  /** Reads the newest completed speech tasks (one page) and measures each model. */
  function refresh(): Promise<void> {
    if (connection.state !== 'connected') return Promise.resolve();
    loading ??= listHistory(connection.conn(), { kind: 'speech', status: 'completed', limit: 100 })
      .then((page) => {
        measured.value = measuredRates(page.data);
      })
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  // A followed task finishing is a new sample.
  watch(
    () => tasks.running.length,
    (now, before) => {
      if (before !== undefined && now < before) void refresh();
    },
  );

  return { measured, refresh, rateOf: (model: string) => rateFor(model, measured.value) };
});
