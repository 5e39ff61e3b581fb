/**
 * State of one <audio> element: current time (ms, updated every frame while playing), its
 * length once known, playing or not, and the commands the shortcuts and controls use.
 */
import { onScopeDispose, ref, watch, type Ref } from 'vue';

export type AudioPlayer = ReturnType<typeof useAudioPlayer>;

export function useAudioPlayer(el: Ref<HTMLAudioElement | null>) {
  const currentMs = ref(0);
  const playing = ref(false);
  const ended = ref(false);
  /** The element's own length (0 until its metadata is read; a live stream's grows). */
  const durationMs = ref(0);
  let frame = 0;

  const onDuration = () => {
    const d = el.value?.duration ?? 0;
    durationMs.value = Number.isFinite(d) ? d * 1000 : 0;
  };

  const tick = () => {
    if (el.value) currentMs.value = el.value.currentTime * 1000;
    if (playing.value) frame = requestAnimationFrame(tick);
  };
  const onPlay = () => {
    playing.value = true;
    ended.value = false;
    tick();
  };
  const onPause = () => {
    playing.value = false;
    cancelAnimationFrame(frame);
    tick();
  };
  const onEnded = () => {
    ended.value = true;
    onPause();
  };
  const onSeeked = () => tick();

  watch(
    el,
    (now, before) => {
      for (const [name, fn] of [
        ['play', onPlay],
        ['pause', onPause],
        ['ended', onEnded],
        ['seeked', onSeeked],
        ['timeupdate', onSeeked],
        ['loadedmetadata', onDuration],
        ['durationchange', onDuration],
        ['emptied', onDuration],
      ] as const) {
        before?.removeEventListener(name, fn);
        now?.addEventListener(name, fn);
      }
    },
    { immediate: true },
  );
  watch(el, onDuration);
  onScopeDispose(() => cancelAnimationFrame(frame));

  function toggle(): void {
    const a = el.value;
    if (!a || !a.src) return;
    if (a.paused) void a.play();
    else a.pause();
  }

  function seek(ms: number): void {
    const a = el.value;
    if (!a) return;
    a.currentTime = ms / 1000;
    currentMs.value = ms;
  }

  return { currentMs, durationMs, playing, ended, toggle, seek };
}
