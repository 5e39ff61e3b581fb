/**
 * Runs `fn` once the browser has painted what is on screen now: the next animation frame
 * comes before that paint, and a task queued from it runs after. For work a view can show
 * a moment later (full option lists, thumbnails), so its first frame is not held up.
 */
export function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn));
}
