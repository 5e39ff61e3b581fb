/**
 * The sandboxed studio window's only door to main: the bridge declared in ./api.ts, exposed
 * as `window.voxmesh`. Everything else goes over the gateway's HTTP and WebSocket API.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type PanelPath, type VoxMeshBridge } from './api.ts';

const bridge: VoxMeshBridge = {
  connection: () => ipcRenderer.invoke(CHANNELS.connection),
  openFile: (kind) => ipcRenderer.invoke(CHANNELS.openFile, kind),
  saveFile: (kind, suggestedName, bytes) =>
    ipcRenderer.invoke(CHANNELS.saveFile, kind, suggestedName, bytes),
  reveal: (saved) => ipcRenderer.invoke(CHANNELS.reveal, saved.id),
  serverState: () => ipcRenderer.invoke(CHANNELS.serverState),
  setServerRunning: (running) => ipcRenderer.invoke(CHANNELS.setServerRunning, running),
  onNavigate(listener) {
    const handler = (_event: unknown, path: PanelPath) => listener(path);
    ipcRenderer.on(CHANNELS.navigate, handler);
    return () => {
      ipcRenderer.off(CHANNELS.navigate, handler);
    };
  },
};

contextBridge.exposeInMainWorld('voxmesh', bridge);
