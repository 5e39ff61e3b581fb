import { defineStore } from 'pinia';
import { ref } from 'vue';
import { getJson, GatewayError, type ModelList } from '../api.ts';
import { rememberKey, resolveConnection, type Connection } from '../connection.ts';

export const useGatewayStore = defineStore('gateway', () => {
  const connection = ref<Connection | null>(null);
  const models = ref<ModelList['data']>([]);
  const error = ref<string | null>(null);
  const loading = ref(false);

  async function refresh(): Promise<void> {
    if (!connection.value) return;
    loading.value = true;
    error.value = null;
    try {
      models.value = (await getJson<ModelList>(connection.value, '/v1/models')).data;
    } catch (err) {
      error.value = err instanceof GatewayError ? err.message : String(err);
      if (err instanceof GatewayError && err.status === 401) connection.value = null;
    } finally {
      loading.value = false;
    }
  }

  async function connect(): Promise<void> {
    connection.value = await resolveConnection();
    await refresh();
  }

  async function useKey(apiKey: string): Promise<void> {
    rememberKey(apiKey);
    connection.value = { baseUrl: window.location.origin, apiKey };
    await refresh();
  }

  return { connection, models, error, loading, connect, refresh, useKey };
});
