/**
 * State of one <audio> element: current time (ms, updated every frame while playing),
 * playing or not, and the commands the shortcuts use.
 */
import { onScopeDispose, ref, watch, type Ref } from 'vue';

export function useAudioPlayer(el: Ref<HTMLAudioElement | null>) {
  const currentMs = ref(0);
  const playing = ref(false);
  const ended = ref(false);
  let frame = 0;

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
      ] as const) {
        before?.removeEventListener(name, fn);
        now?.addEventListener(name, fn);
      }
    },
    { immediate: true },
  );
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

  return { currentMs, playing, ended, toggle, seek };
}
