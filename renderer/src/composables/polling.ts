/**
 * Calls `fn` every `ms` while the calling component is on screen (the first time once it has
 * painted, as `onShown`), each call after the last has settled. A panel kept mounted while
 * hidden stops asking until it is shown again.
 */
import { onShown, whileShown } from './panel-shown.ts';

export function usePolling(fn: () => Promise<void>, ms: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each showing runs its own loop; a loop whose showing has ended stops after its call.
  let showing = 0;
  const loop = async (mine: number) => {
    try {
      await fn();
    } finally {
      if (mine === showing) timer = setTimeout(() => void loop(mine), ms);
    }
  };
  onShown(() => loop(++showing));
  whileShown(
    () => {},
    () => {
      showing++;
      clearTimeout(timer);
    },
  );
}
