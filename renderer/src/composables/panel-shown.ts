/**
 * Whether the calling component's panel is the one on screen. A panel is mounted once (on its
 * first visit, or hidden before it at an idle moment: components/PanelStack.vue) and stays
 * mounted while others are shown, so what only matters on screen (loading what a section
 * lists, polling, keyboard shortcuts, starting the 3D viewer) follows this, not mount and
 * unmount.
 */
import {
  inject,
  onMounted,
  onUnmounted,
  provide,
  readonly,
  ref,
  watch,
  type InjectionKey,
  type Ref,
} from 'vue';
import { afterPaint } from './after-paint.ts';

const SHOWN: InjectionKey<Readonly<Ref<boolean>>> = Symbol('panel shown');
/** A component mounted outside a panel (on its own, as in a test) counts as always shown. */
const ALWAYS = readonly(ref(true));

export function providePanelShown(shown: Readonly<Ref<boolean>>): void {
  provide(SHOWN, shown);
}

/**
 * Calls `on` when the calling component comes on screen (at mount, if its panel is shown
 * then) and `off` when it leaves it (its panel is hidden, or it unmounts).
 */
export function whileShown(on: () => void, off: () => void = () => {}): void {
  const shown = inject(SHOWN, ALWAYS);
  let mounted = false;
  let active = false;
  const set = (next: boolean) => {
    if (next === active) return;
    active = next;
    if (next) on();
    else off();
  };
  onMounted(() => {
    mounted = true;
    set(shown.value);
  });
  watch(shown, (now) => {
    if (mounted) set(now);
  });
  onUnmounted(() => set(false));
}

/**
 * Runs `fn` each time the calling component's panel is shown, the first time included, once
 * the panel has painted: what `fn` asks the gateway for cannot answer before that paint, and
 * starting the requests (a few ms each here) would hold it up.
 */
export function onShown(fn: () => unknown): void {
  let showing = 0;
  whileShown(
    () => {
      const mine = ++showing;
      afterPaint(() => {
        if (mine === showing) void fn();
      });
    },
    () => void showing++,
  );
}
