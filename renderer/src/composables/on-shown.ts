/**
 * Runs `fn` each time the calling panel section is shown, the first time included. The
 * studio's panels live in a KeepAlive, and Vue's `onActivated` also runs on a kept-alive
 * component's first mount: adding `onMounted` as well would run `fn` twice on first show.
 */
import { onActivated } from 'vue';

export function onShown(fn: () => unknown): void {
  onActivated(() => void fn());
}
