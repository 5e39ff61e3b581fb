/**
 * Calls `fn` every `ms` while the calling component is on screen; never overlapping. A panel
 * kept alive while hidden (the studio's panels live in a KeepAlive) stops asking until it is
 * shown again.
 */
import { onActivated, onDeactivated, onMounted, onUnmounted } from 'vue';

export function usePolling(fn: () => Promise<void>, ms: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = false;
  const tick = async () => {
    try {
      await fn();
    } finally {
      if (alive) timer = setTimeout(() => void tick(), ms);
    }
  };
  const start = () => {
    if (alive) return; // onActivated follows onMounted on a kept-alive component's first show
    alive = true;
    void tick();
  };
  const stop = () => {
    alive = false;
    clearTimeout(timer);
  };
  onMounted(start);
  onActivated(start);
  onDeactivated(stop);
  onUnmounted(stop);
}
