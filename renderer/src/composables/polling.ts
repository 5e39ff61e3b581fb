/** Calls `fn` every `ms` while the calling component is mounted; never overlapping. */
import { onMounted, onUnmounted } from 'vue';

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
  onMounted(() => {
    alive = true;
    void tick();
  });
  onUnmounted(() => {
    alive = false;
    clearTimeout(timer);
  });
}
