/**
 * The one thing the sandboxed renderer may ask of main: how to reach the gateway.
 * Everything else goes over the gateway's HTTP and WebSocket API.
 */
import { contextBridge, ipcRenderer } from 'electron';

contextBridge.exposeInMainWorld('voxmesh', {
  connection: (): Promise<{ baseUrl: string; apiKey: string }> =>
    ipcRenderer.invoke('voxmesh:connection') as Promise<{ baseUrl: string; apiKey: string }>,
});
