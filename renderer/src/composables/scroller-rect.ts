/**
 * The size of a virtual list's scroller, for tanstack-virtual's `observeElementRect`, from a
 * ResizeObserver alone. The library's own reads `clientHeight` as it subscribes, which forces
 * a layout in the middle of a panel's mount, and reads 0 for a panel mounted hidden
 * (components/PanelStack.vue), which then lists no rows until it is shown and pays for them
 * in the switch. Until the observer has seen the scroller laid out, the window's size stands
 * in: a few rows more than fit are harmless.
 */
import type { Rect, Virtualizer } from '@tanstack/vue-virtual';

export function observeScrollerRect<T extends Element>(
  instance: Virtualizer<HTMLElement, T>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const scroller = instance.scrollElement;
  if (!scroller) return undefined;
  report({ width: window.innerWidth, height: window.innerHeight });
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentRect;
    // Out of the page (a hidden panel), the scroller measures 0 × 0: the guess stands.
    if (box && (box.width || box.height))
      report({ width: Math.round(box.width), height: Math.round(box.height) });
  });
  observer.observe(scroller);
  return () => observer.disconnect();
}
