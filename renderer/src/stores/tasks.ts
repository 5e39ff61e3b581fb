/**
 * Background tasks the studio follows, with ONE shared poller for all of them. Keeps the
 * progress samples that give characters per second and time remaining, remembers which
 * long task the Long text panel follows (so a reload finds it again) and the first words
 * of each text the studio sent (the history lists ids, not texts).
 */
import { defineStore } from 'pinia';
import { computed, reactive, ref } from 'vue';
import { getSpeechTask, type RunningSpeechTask } from '../api/speech-tasks.ts';
import { listHistory } from '../api/history.ts';
import { duration } from '../composables/format.ts';
import { useConnectionStore } from './connection.ts';
import { useToastsStore } from './toasts.ts';

const POLL_MS = 1000;
const FOLLOWED = 'voxmesh.longTask';
const TEXTS = 'voxmesh.firstWords';
const TEXTS_KEPT = 5000;
const MADE_WITH = 'voxmesh.madeWith';
const MADE_WITH_KEPT = 2000;
/** A reference clip sent inline is not kept (it may be megabytes): only its address is. */
const REFERENCE_KEPT_CHARS = 2048;

/** The request a result was made with, without its text (History's "Use these settings"). */
export type MadeWith = Record<string, unknown>;

export interface TrackedTask {
  task: RunningSpeechTask;
  /** Code points submitted, when the studio submitted it. */
  characters: number | null;
  /** When the studio first saw it (ms). */
  seenAt: number;
  /** First observed progress and its time, for the rate. */
  firstSample: { at: number; progress: number } | null;
}

export const isDone = (t: { status: string }) => t.status === 'completed' || t.status === 'failed';

function loadTexts(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(TEXTS) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function loadMadeWith(): Record<string, MadeWith> {
  try {
    return JSON.parse(localStorage.getItem(MADE_WITH) ?? '{}') as Record<string, MadeWith>;
  } catch {
    return {};
  }
}

export const useTasksStore = defineStore('tasks', () => {
  const connection = useConnectionStore();
  const toasts = useToastsStore();
  const tracked = reactive(new Map<string, TrackedTask>());
  const saved = (localStorage.getItem(FOLLOWED) ?? '').split('|');
  const followed = ref<string | null>(saved[0] || null);
  const followedChars = ref<number | null>(saved[1] ? Number(saved[1]) : null);
  const texts = reactive(loadTexts());
  const madeWith = loadMadeWith();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const running = computed(() => [...tracked.values()].filter((t) => !isDone(t.task)));

  function track(task: RunningSpeechTask, characters: number | null = null): void {
    tracked.set(task.id, {
      task,
      characters,
      seenAt: Date.now(),
      firstSample: null,
    });
    schedule();
  }

  function follow(id: string | null, characters: number | null = null): void {
    followed.value = id;
    followedChars.value = characters;
    if (id) localStorage.setItem(FOLLOWED, `${id}|${characters ?? ''}`);
    else localStorage.removeItem(FOLLOWED);
  }

  function rememberText(id: string, text: string): void {
    texts[id] = text.slice(0, 160);
    const ids = Object.keys(texts);
    if (ids.length > TEXTS_KEPT)
      for (const old of ids.slice(0, ids.length - TEXTS_KEPT)) delete texts[old];
    localStorage.setItem(TEXTS, JSON.stringify(texts));
  }

  /**
   * Keeps the body a result was made with (its text aside: that is the task's `/input`), so
   * History can refill a panel with every parameter, not only the model and voice it lists.
   */
  function rememberMadeWith(id: string, body: object): void {
    const kept: MadeWith = { ...(body as MadeWith) };
    delete kept.input;
    const ref = kept.reference_audio_url;
    if (typeof ref === 'string' && ref.length > REFERENCE_KEPT_CHARS)
      delete kept.reference_audio_url;
    madeWith[id] = kept;
    const ids = Object.keys(madeWith);
    for (const old of ids.slice(0, Math.max(0, ids.length - MADE_WITH_KEPT))) delete madeWith[old];
    try {
      localStorage.setItem(MADE_WITH, JSON.stringify(madeWith));
    } catch {
      // Storage full: this result is refilled with its model and voice only.
    }
  }

  const madeWithOf = (id: string): MadeWith | null => madeWith[id] ?? null;

  function schedule(): void {
    if (timer !== undefined || running.value.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void pollOnce().finally(schedule);
    }, POLL_MS);
  }

  async function pollOnce(): Promise<void> {
    if (!connection.connection) return;
    await Promise.all(
      running.value.map(async (t) => {
        try {
          const task = await getSpeechTask(connection.conn(), t.task.id);
          const now = Date.now();
          if (!t.firstSample && task.status === 'in_progress')
            t.firstSample = { at: now, progress: task.progress };
          t.task = task;
          if (isDone(task)) announce(task);
        } catch {
          // The next poll asks again; a gone task is shown as failed by its panel.
        }
      }),
    );
  }

  /** A toast for work that finished while the studio watched it (with a way to open it). */
  function announce(task: RunningSpeechTask): void {
    const firstWords = texts[task.id];
    const done = task.status === 'completed';
    toasts.push({
      tone: done ? 'done' : 'failed',
      taskId: task.id,
      title: done
        ? { key: 'toasts.longTextDone', params: { duration: duration(task.duration_ms ?? 0) } }
        : { key: 'toasts.longTextFailed' },
      body: firstWords
        ? { key: 'toasts.quote', params: { text: firstWords.slice(0, 60) } }
        : { key: 'toasts.taskId', params: { id: task.id } },
      action: done
        ? { label: { key: 'toasts.open' }, run: () => void open(task.id), route: '/long-text' }
        : undefined,
    });
  }

  /** Shows one task (finished or running) in the Long text panel: tracks and follows it. */
  async function open(id: string): Promise<TrackedTask | null> {
    const task = await getSpeechTask(connection.conn(), id);
    const characters = task.characters ?? null;
    if (!tracked.has(id)) track(task, characters);
    follow(id, characters);
    return tracked.get(id) ?? null;
  }

  /** Characters per second and seconds remaining, from what the polls have seen. */
  function rateOf(t: TrackedTask): { charsPerSecond: number | null; secondsLeft: number | null } {
    const eta = t.task.eta_seconds ?? null;
    if (!t.firstSample || !t.characters) return { charsPerSecond: null, secondsLeft: eta };
    const seconds = (Date.now() - t.firstSample.at) / 1000;
    const done = ((t.task.progress - t.firstSample.progress) / 100) * t.characters;
    if (seconds < 0.5 || done <= 0) return { charsPerSecond: null, secondsLeft: eta };
    const cps = done / seconds;
    const left = ((100 - t.task.progress) / 100) * t.characters;
    return { charsPerSecond: cps, secondsLeft: eta ?? left / cps };
  }

  /** After a reload: the followed task, else the newest running speech task. */
  async function findFollowed(): Promise<TrackedTask | null> {
    const conn = connection.conn();
    let id = followed.value;
    if (!id) {
      const page = await listHistory(conn, { kind: 'speech', status: 'in_progress', limit: 1 });
      id = page.data[0]?.id ?? null;
    }
    if (!id) return null;
    try {
      const task = await getSpeechTask(conn, id);
      const characters = task.characters ?? followedChars.value;
      track(task, characters);
      follow(id, characters);
      return tracked.get(id) ?? null;
    } catch {
      follow(null);
      return null;
    }
  }

  function forget(id: string): void {
    tracked.delete(id);
    if (followed.value === id) follow(null);
  }

  return {
    tracked,
    running,
    followed,
    texts,
    track,
    follow,
    forget,
    rememberText,
    rememberMadeWith,
    madeWithOf,
    rateOf,
    findFollowed,
    open,
  };
});
