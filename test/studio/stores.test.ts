/**
 * The studio's Pinia stores against a real gateway on an ephemeral port: what the panels
 * show comes from these, so they are checked the way a panel uses them. Node has no
 * window or localStorage; a Map-backed Storage stands in for the browser's (the gateway,
 * HTTP, engines and files are all real).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { watch } from 'vue';
import { removeDir, startGateway, useGateway, type TestGateway } from '../helpers/gateway.ts';
import { GatewayError, OfflineError, type Connection } from '../../renderer/src/api/http.ts';
import { getSpeechTask, submitSpeechTask } from '../../renderer/src/api/speech-tasks.ts';
import { useRatesStore } from '../../renderer/src/stores/rates.ts';
import {
  DEFAULT_CHARS_PER_SECOND,
  FALLBACK_CHARS_PER_SECOND,
} from '../../renderer/src/composables/make-rate.ts';
import { prose } from '../helpers/prose.ts';
import { useConnectionStore } from '../../renderer/src/stores/connection.ts';
import { useSpeechStore } from '../../renderer/src/stores/speech.ts';
import { useTasksStore } from '../../renderer/src/stores/tasks.ts';
import { useHistoryStore } from '../../renderer/src/stores/history.ts';
import { useSettingsStore } from '../../renderer/src/stores/settings.ts';
import { useToastsStore } from '../../renderer/src/stores/toasts.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
}

const g = globalThis as unknown as { window?: unknown; localStorage?: Storage };
g.window ??= globalThis;
g.localStorage = new MemoryStorage();

/** A fresh page load: new stores, the same storage. */
function reload() {
  setActivePinia(createPinia());
}

/** Waits for a store to reach a state (polls the state, never a fixed delay). */
const until = <T>(fn: () => T | undefined | null | false) =>
  vi.waitFor(
    () => {
      const v = fn();
      if (!v) throw new Error('not yet');
      return v;
    },
    { timeout: 60_000, interval: 50 },
  );

/** Waits for the history store's next request to be answered (loading turns on, then off). */
const nextAnswer = (history: { loading: boolean }) =>
  new Promise<void>((done) => {
    let asked = history.loading;
    const stop = watch(
      () => history.loading,
      (now) => {
        if (now) asked = true;
        else if (asked) {
          stop();
          done();
        }
      },
      { flush: 'sync' },
    );
  });

describe('the studio stores', () => {
  let conn: Connection;
  useGateway((gw: TestGateway, key: string) => {
    conn = { baseUrl: gw.url, apiKey: key };
  });

  beforeEach(() => {
    g.localStorage?.clear();
    reload();
  });
  afterEach(() => useConnectionStore().stop());

  describe('connection', () => {
    it('connects with a key and tells speech and 3D models apart', async () => {
      const connection = useConnectionStore();
      await connection.start(conn);
      expect(connection.state).toBe('connected');
      expect(connection.speechModels.map((m) => m.id)).toEqual(
        expect.arrayContaining(['alpha-tts', 'beta-speech-v8', 'gamma-tts-2']),
      );
      expect(connection.meshModels.length).toBeGreaterThan(0);
    });

    it('asks for a key when the gateway refuses the one it has', async () => {
      const connection = useConnectionStore();
      await connection.start({ baseUrl: conn.baseUrl, apiKey: 'sk-not-a-real-key' });
      expect(connection.state).toBe('needs-key');
      expect(connection.connection).toBeNull();
      expect((connection.error as GatewayError).status).toBe(401);
    });

    it('says it is reconnecting when the gateway stops answering', async () => {
      const other = await startGateway();
      const connection = useConnectionStore();
      await connection.start({ baseUrl: other.url, apiKey: await other.key() });
      expect(connection.state).toBe('connected');
      await other.close();
      await connection.refresh();
      expect(connection.state).toBe('reconnecting');
      expect(connection.error).toBeInstanceOf(OfflineError);
      await removeDir(other.dataDir);
    });
  });

  describe('speech', () => {
    it('picks a preferred model and an English voice, speaks, and finds the words', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      expect(speech.model).toBe('beta-speech-v8');
      await until(() => speech.voices.length > 0 && speech.voice);
      expect(speech.voices.find((v) => v.id === speech.voice)?.locale).toMatch(/^en/);

      speech.text = 'Stores speak through the real gateway.';
      const result = await speech.generate();
      expect(speech.busy).toBe(false);
      expect(speech.error).toBeNull();
      expect(result?.contentType).toBe('audio/mpeg');
      expect(result?.blob.size).toBeGreaterThan(1000);
      expect(result?.segments.map((s) => s.text)).toEqual([
        'Stores',
        'speak',
        'through',
        'the',
        'real',
        'gateway',
      ]);
      // The history shows the first words of what this studio sent.
      expect(useTasksStore().texts[result?.taskId ?? '']).toBe(
        'Stores speak through the real gateway.',
      );
    });

    it('speaks with the default voice when Generate comes before the voice list', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      // Pressed at once: the model's voice list is still on its way.
      expect(speech.voice).toBe('');
      speech.text = 'Generate pressed early.';
      const result = await speech.generate();
      expect(speech.error).toBeNull();
      expect(result?.body).toMatchObject({ voice: speech.voice });
      expect(speech.voices.find((v) => v.id === speech.voice)?.locale).toMatch(/^en/);
    });

    it('keeps the last result and names the field when a request is refused', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      speech.model = 'gamma-tts-2';
      speech.text = 'Hello there.';
      expect(await speech.generate()).toBeNull();
      expect(speech.error).toBeInstanceOf(GatewayError);
      expect((speech.error as GatewayError).detail?.param).toBe('reference_audio_url');
      expect(speech.result).toBeNull();
    });

    it('makes a voice preview once and serves it again from the cache', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      const voices = await speech.loadVoices('alpha-tts');
      const voice = voices.find((v) => v.locale.startsWith('en'));
      if (!voice) throw new Error('no English alpha voice');
      const first = await speech.preview(voice);
      expect(first.size).toBeGreaterThan(1000);
      expect(await speech.preview(voice)).toBe(first);
    });

    it('puts a parameter back to its default', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      speech.values.speed = 0.5;
      speech.resetParam('speed');
      expect(speech.values.speed).toBe(0);
    });
  });

  describe('tasks', () => {
    it('follows a task to the end with one poller, then raises a toast that opens it', async () => {
      await useConnectionStore().start(conn);
      const tasks = useTasksStore();
      const toasts = useToastsStore();
      const input = 'A background task the stores follow to the end.';
      const submitted = await submitSpeechTask(conn, {
        model: 'beta-speech-v8',
        input,
        voice: 'en_female_ava',
        timestamptype: 'word',
      });
      tasks.rememberText(submitted.id, input);
      tasks.track({ ...submitted, source: 'task' }, input.length);
      tasks.follow(submitted.id, input.length);
      expect(tasks.running.map((t) => t.task.id)).toEqual([submitted.id]);

      const toast = await until(() => toasts.items.find((t) => t.taskId === submitted.id));
      expect(tasks.running).toEqual([]);
      expect(tasks.tracked.get(submitted.id)?.task.status).toBe('completed');
      expect(toast.tone).toBe('done');
      expect(toast.title.key).toBe('toasts.longTextDone');
      expect(toast.body?.params?.text).toBe(input.slice(0, 60));
      expect(toast.action?.route).toBe('/long-text');

      // After a reload the followed task is found again, finished.
      reload();
      await useConnectionStore().start(conn);
      const again = useTasksStore();
      const found = await again.findFollowed();
      expect(found?.task.id).toBe(submitted.id);
      expect(found?.task.status).toBe('completed');
      expect(again.texts[submitted.id]).toBe(input);
    });

    it('opens a finished entry from History for the read-along, and forgets it', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      await until(() => speech.voice);
      speech.text = 'Open me from the history list.';
      const result = await speech.generate();
      expect(speech.error).toBeNull();
      const id = result?.taskId ?? '';
      const tasks = useTasksStore();
      const opened = await tasks.open(id);
      expect(opened?.task.status).toBe('completed');
      expect(tasks.followed).toBe(id);
      tasks.forget(id);
      expect(tasks.followed).toBeNull();
      expect(tasks.tracked.has(id)).toBe(false);
    });

    it('works out characters per second and time left from what the polls saw', () => {
      const tasks = useTasksStore();
      const now = Date.now();
      const rate = tasks.rateOf({
        task: {
          id: 'task_x',
          object: 'audio.speech',
          created_at: 0,
          status: 'in_progress',
          model: 'beta-speech-v8',
          progress: 60,
          source: 'task',
        },
        characters: 10_000,
        seenAt: now - 10_000,
        firstSample: { at: now - 10_000, progress: 10 },
      });
      expect(rate.charsPerSecond).toBeCloseTo(500, -1);
      expect(rate.secondsLeft).toBeCloseTo(8, 0);
    });
  });

  describe('rates and reuse', () => {
    it('measures the time to make from finished tasks, and re-measures when a followed task ends', async () => {
      await useConnectionStore().start(conn);
      const rates = useRatesStore();
      const tasks = useTasksStore();
      const text = prose(2500);
      const submitted = await submitSpeechTask(conn, {
        model: 'alpha-tts',
        input: text,
        voice: 'en-US-AvaNeural',
      });
      tasks.track({ ...submitted, source: 'task' }, text.length);
      // Before any alpha task finished: the documented default.
      expect(rates.rateOf('alpha-tts')).toEqual({
        charsPerSecond: DEFAULT_CHARS_PER_SECOND['alpha-tts'],
        measuredFrom: 0,
      });
      await until(() => rates.rateOf('alpha-tts').measuredFrom === 1);
      const done = await getSpeechTask(conn, submitted.id);
      const seconds = Math.max(1, done.completed_at! - done.created_at);
      expect(rates.rateOf('alpha-tts').charsPerSecond).toBeCloseTo(done.characters! / seconds);
      expect(rates.rateOf('unknown-model').charsPerSecond).toBe(FALLBACK_CHARS_PER_SECOND);
    });

    it('hands a text to Speech or Long text with the model and voice it was made with', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      speech.reuse('speech', 'Again, please.', { model: 'alpha-tts', voice: 'en-GB-SoniaNeural' });
      expect([speech.model, speech.voice, speech.text]).toEqual([
        'alpha-tts',
        'en-GB-SoniaNeural',
        'Again, please.',
      ]);
      speech.reuse('long-text', 'A long one.', { model: 'no-such-model' });
      expect(speech.model).toBe('alpha-tts');
      expect(speech.longTextDraft).toBe('A long one.');
      expect(speech.text).toBe('Again, please.');
    });
  });

  describe('history', () => {
    it('lists newest first, drops the answer a filter change superseded, and forgets a deleted entry', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      await until(() => speech.voice);
      const made: string[] = [];
      for (const text of ['The older entry.', 'The newer entry.']) {
        speech.text = text;
        made.push((await speech.generate())?.taskId ?? '');
      }
      const history = useHistoryStore();
      history.reload();
      expect(history.loading).toBe(true);
      await until(() => !history.loading);
      const ids = history.items.map((i) => i.id);
      expect(ids.indexOf(made[1]!)).toBeLessThan(ids.indexOf(made[0]!));
      expect(ids.indexOf(made[0]!)).toBeGreaterThanOrEqual(0);

      // A reload is on its way when the kind changes: only 3D entries (none here) may show.
      history.reload();
      history.kind = '3d';
      await until(() => !history.loading && !history.hasMore);
      expect(history.items).toEqual([]);
      expect(history.error).toBeNull();

      history.kind = '';
      await until(() => history.items.length > 0);
      history.remove(made[1]!);
      expect(history.items.map((i) => i.id)).not.toContain(made[1]);
      expect(history.items.map((i) => i.id)).toContain(made[0]);
    });

    it('prefetches the newest page, then shows it on entry while bringing it up to date', async () => {
      await useConnectionStore().start(conn);
      const speech = useSpeechStore();
      await until(() => speech.voice);
      speech.text = 'Listed before the panel opens.';
      const first = (await speech.generate())?.taskId;
      const history = useHistoryStore();
      history.prefetch();
      history.refresh(); // History opened while the prefetch is on its way: the prefetch's answer shows
      expect(history.loading).toBe(true);
      await until(() => !history.loading);
      expect(history.items[0]?.id).toBe(first);
      history.prefetch(); // something is listed: no second request
      expect(history.loading).toBe(false);

      speech.text = 'Made while History was closed.';
      const second = (await speech.generate())?.taskId;
      const listedCounts: number[] = [];
      const stopCounting = watch(
        () => history.items.length,
        (n) => listedCounts.push(n),
        { flush: 'sync' },
      );
      history.refresh();
      // On entry the rows last seen are listed as they are; the newest page is asked for
      // once they have been painted…
      expect(history.loading).toBe(false);
      expect(history.items[0]?.id).toBe(first);
      await nextAnswer(history);
      stopCounting();
      // …and replaces them, newest first, without repeating an entry, and without the list
      // having been emptied in between.
      const ids = history.items.map((i) => i.id);
      expect(ids.slice(0, 2)).toEqual([second, first]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(listedCounts).not.toContain(0);

      // Nothing new since: the list on screen is kept as it is (no rows rendered again).
      const shown = history.items;
      history.refresh();
      await nextAnswer(history);
      expect(history.items).toBe(shown);
    });
  });

  describe('settings and toasts', () => {
    it('keeps theme, language, favourites and default voices across a reload', () => {
      const settings = useSettingsStore();
      settings.theme = 'dark';
      settings.language = 'zh-CN';
      settings.toggleFavourite('en_female_ava');
      settings.defaultVoices['beta-speech-v8'] = 'en_male_oliver';
      return vi
        .waitFor(() => expect(g.localStorage?.getItem('voxmesh.settings')).toContain('dark'))
        .then(() => {
          reload();
          const after = useSettingsStore();
          expect(after.theme).toBe('dark');
          expect(after.resolvedTheme).toBe('dark');
          expect(after.language).toBe('zh-CN');
          expect(after.favourites).toEqual(['en_female_ava']);
          expect(after.defaultVoices['beta-speech-v8']).toBe('en_male_oliver');
          after.toggleFavourite('en_female_ava');
          expect(after.favourites).toEqual([]);
        });
    });

    it('keeps the five newest toasts and drops those about a task being looked at', () => {
      const toasts = useToastsStore();
      for (let i = 0; i < 7; i++)
        toasts.push({ tone: 'done', title: { key: 'toasts.open' }, taskId: `task_${i}` });
      expect(toasts.items.map((t) => t.taskId)).toEqual([
        'task_2',
        'task_3',
        'task_4',
        'task_5',
        'task_6',
      ]);
      toasts.dismissTask('task_4');
      toasts.dismiss(toasts.items[0]!.id);
      expect(toasts.items.map((t) => t.taskId)).toEqual(['task_3', 'task_5', 'task_6']);
    });
  });
});
