/** The gateway this studio talks to: its key, its models, and whether it answers. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { rememberKey, type Connection } from '../bridge.ts';
import { GatewayError, OfflineError } from '../api/http.ts';
import { listModels, type ModelObject } from '../api/models.ts';

export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'needs-key';

const HEALTH_EVERY_MS = 5000;

export const useConnectionStore = defineStore('connection', () => {
  const connection = ref<Connection | null>(null);
  const state = ref<LinkState>('connecting');
  const models = ref<ModelObject[]>([]);
  const error = ref<unknown>(null);
  let timer: ReturnType<typeof setInterval> | undefined;

  const speechModels = computed(() => models.value.filter((m) => m.kind === 'speech'));
  const meshModels = computed(() => models.value.filter((m) => m.kind === '3d'));

  /** The connection, for callers that only run once connected. */
  function conn(): Connection {
    if (!connection.value) throw new Error('not connected');
    return connection.value;
  }

  async function refresh(): Promise<void> {
    if (!connection.value) {
      state.value = 'needs-key';
      return;
    }
    try {
      models.value = await listModels(connection.value);
      state.value = 'connected';
      error.value = null;
    } catch (err) {
      error.value = err;
      if (err instanceof GatewayError && err.status === 401) {
        connection.value = null;
        state.value = 'needs-key';
      } else if (err instanceof OfflineError) state.value = 'reconnecting';
    }
  }

  async function health(): Promise<void> {
    if (!connection.value) return;
    try {
      const res = await fetch(`${connection.value.baseUrl}/health`);
      if (!res.ok) throw new Error(String(res.status));
      if (state.value === 'reconnecting') await refresh();
    } catch {
      state.value = 'reconnecting';
    }
  }

  async function start(initial: Connection | null): Promise<void> {
    connection.value = initial;
    await refresh();
    clearInterval(timer);
    timer = setInterval(() => void health(), HEALTH_EVERY_MS);
  }

  /** Stops watching the gateway's health (the studio closing, or a test ending). */
  function stop(): void {
    clearInterval(timer);
    timer = undefined;
  }

  async function useKey(apiKey: string): Promise<void> {
    connection.value = rememberKey(apiKey);
    await refresh();
  }

  return {
    connection,
    state,
    models,
    error,
    speechModels,
    meshModels,
    conn,
    refresh,
    start,
    stop,
    useKey,
  };
});
