declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

/** What the Electron preload exposes; absent when the UI runs in a plain browser. */
interface VoxMeshBridge {
  connection(): Promise<{ baseUrl: string; apiKey: string }>;
}

interface Window {
  voxmesh?: VoxMeshBridge;
}
