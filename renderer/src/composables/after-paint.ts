/**
 * Runs `fn` once the browser has painted what is on screen now: the next animation frame
 * comes before that paint, and a task queued from it runs after. For work a view can show
 * a moment later (full option lists, thumbnails), so its first frame is not held up.
 */
export function afterPaint(fn: () => void): void {
  // Without frames (a store used outside a page, as in the store tests), the next task.
  if (typeof requestAnimationFrame !== 'function') setTimeout(fn);
  else requestAnimationFrame(() => setTimeout(fn));
}
