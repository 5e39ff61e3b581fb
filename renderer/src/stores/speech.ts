/**
 * What the Speech and Long text panels share: the chosen model, its voice and parameters,
 * the voice catalogs, and the last sync result (audio, timestamps, exact request).
 */
import { defineStore } from 'pinia';
import { computed, reactive, ref, shallowRef, watch } from 'vue';
import {
  listVoices,
  speak,
  voiceSample,
  type SpeechBody,
  type VoiceListItem,
} from '../api/speech.ts';
import { speechTimestamps } from '../api/speech-tasks.ts';
import { lexiconSample } from '../api/lexicon.ts';
import type { TimedSpan } from '../api/speech.ts';
import {
  defaultsOf,
  valuesFromBody,
  speechBody,
  syncTextLimit,
  usesVoices,
  type ParamValues,
} from '../api/speech-params.ts';
import { playableAudio } from '../composables/playable-audio.ts';
import { SPEECH_MODELS } from '@voxmesh/contract/catalog.ts';
import { useConnectionStore } from './connection.ts';
import { useSettingsStore } from './settings.ts';
import { useTasksStore } from './tasks.ts';

export interface SpeechResult {
  blob: Blob;
  /** What the <audio> element plays (PCM wrapped as WAV). */
  playable: Blob;
  contentType: string;
  taskId: string | null;
  segments: TimedSpan[];
  body: SpeechBody;
  /** The text as sent. */
  text: string;
  /** As the gateway measured it (`x-audio-duration-ms`), when it said. */
  durationMs: number | null;
  /** When it was made (ms since the epoch). */
  madeAt: number;
}

/** How many results the Speech panel keeps beside the generator (this session). */
export const RECENT_KEPT = 8;

/**
 * The first model chosen when the gateway lists several: a built-in catalog-voice model,
 * those with timestamps (the player can follow the words) first (contract/catalog.ts).
 */
const PREFERRED_MODELS: readonly string[] = SPEECH_MODELS.filter(
  (m) => m.capabilities.voice === 'catalog',
)
  .toSorted((a, b) => Number(b.capabilities.timestamps) - Number(a.capabilities.timestamps))
  .map((m) => m.id);

export function sampleSentence(locale: string): string {
  return locale.toLowerCase().startsWith('zh')
    ? '你好，欢迎使用 VoxMesh。这是我的声音。'
    : 'Hello, and welcome to VoxMesh. This is how I sound.';
}

export const useSpeechStore = defineStore('speech', () => {
  const connection = useConnectionStore();
  const settings = useSettingsStore();
  const tasks = useTasksStore();

  const model = ref('');
  const voicesByModel = reactive<Record<string, VoiceListItem[]>>({});
  const voiceByModel = reactive<Record<string, string>>({});
  const valuesByModel = reactive<Record<string, ParamValues>>({});
  const text = ref(sampleSentence('en'));
  /** A text handed to the Long text panel (History's "Open in Long text"); it takes it once. */
  const longTextDraft = ref<string | null>(null);
  const reference = ref('');
  const busy = ref(false);
  const error = ref<unknown>(null);
  const result = shallowRef<SpeechResult | null>(null);
  /** The last results, newest first: the current one and those before it. */
  const recent = shallowRef<SpeechResult[]>([]);
  const previews = new Map<string, Blob>();

  const voices = computed(() => voicesByModel[model.value] ?? []);
  const voice = computed({
    get: () => voiceByModel[model.value] ?? '',
    set: (id: string) => {
      voiceByModel[model.value] = id;
    },
  });
  watch(
    model,
    (id) => {
      if (!valuesByModel[id]) valuesByModel[id] = defaultsOf(id);
    },
    { immediate: true, flush: 'sync' },
  );
  const values = computed(() => valuesByModel[model.value] ?? {});
  const limit = computed(() => syncTextLimit(model.value, values.value));

  /** Picks a model once the list is known: the one kept, else a preferred one. */
  watch(
    () => connection.speechModels.map((m) => m.id),
    (ids) => {
      if (ids.includes(model.value)) return;
      model.value = PREFERRED_MODELS.find((id) => ids.includes(id)) ?? ids[0] ?? '';
    },
    { immediate: true },
  );

  /** Each model's voice list, asked for once (an in-flight request is shared). */
  const voiceLists = new Map<string, Promise<VoiceListItem[]>>();

  async function loadVoices(id: string): Promise<VoiceListItem[]> {
    if (!id || !usesVoices(id)) return [];
    let loading = voiceLists.get(id);
    if (!loading) {
      loading = listVoices(connection.conn(), id).catch((err: unknown) => {
        error.value = err;
        return [];
      });
      voiceLists.set(id, loading);
    }
    const list = await loading;
    voicesByModel[id] = list;
    if (!voiceByModel[id] || !list.some((v) => v.id === voiceByModel[id])) {
      // The default voice speaks the UI's language (a Chinese UI starts with a Chinese voice),
      // else English, else the first listed; the untouched sample sentence follows it.
      const preferred = list.find((v) => v.id === settings.defaultVoices[id]);
      // The language shown, as App.vue sets it on the document (English before it does).
      const shownLang = typeof document === 'undefined' ? '' : document.documentElement.lang;
      const ui = (shownLang || 'en').split('-')[0]!.toLowerCase();
      const own = list.find((v) => v.locale.toLowerCase().split('-')[0] === ui);
      const english = list.find((v) => v.locale.toLowerCase().startsWith('en'));
      const chosen = preferred ?? own ?? english ?? list[0];
      voiceByModel[id] = chosen?.id ?? '';
      if (chosen && text.value === sampleSentence('en')) text.value = sampleSentence(chosen.locale);
    }
    return list;
  }

  /**
   * The voice lists are asked for again (voice packs were added, removed or bound in Settings:
   * docs/voice-packs.md); the current model's at once.
   */
  function forgetVoices(): void {
    voiceLists.clear();
    // A binding changes what speaks a voice, and so its sample.
    previews.clear();
    if (connection.state === 'connected') void loadVoices(model.value);
  }

  watch(
    () => [model.value, connection.state] as const,
    ([id, state]) => {
      if (state === 'connected') void loadVoices(id);
    },
    { immediate: true },
  );

  function resetParam(key: string): void {
    const d = defaultsOf(model.value)[key];
    if (d !== undefined) values.value[key] = d;
  }

  /**
   * The request for `input` with the chosen model, voice and parameters. Waits for the model's
   * voice list when it is still on its way, so that a Generate pressed early speaks with the
   * default voice instead of being refused for an empty one.
   */
  async function bodyFor(input: string, task: boolean): Promise<SpeechBody> {
    await loadVoices(model.value);
    return speechBody({
      model: model.value,
      text: input,
      voice: voice.value,
      values: values.value,
      reference: reference.value,
      task,
    });
  }

  /** Sync speech; the timestamps come from the request's history record (`x-task-id`). */
  async function generate(): Promise<SpeechResult | null> {
    if (busy.value) return null;
    busy.value = true;
    error.value = null;
    try {
      const body = await bodyFor(text.value, false);
      const conn = connection.conn();
      const spoken = await speak(conn, body);
      const playable = await playableAudio(spoken.blob, spoken.contentType);
      let segments: TimedSpan[] = [];
      if (spoken.taskId) {
        tasks.rememberText(spoken.taskId, text.value);
        tasks.rememberMadeWith(spoken.taskId, body);
        segments = await speechTimestamps(conn, spoken.taskId)
          .then((doc) => doc.segments)
          .catch(() => []);
      }
      result.value = {
        blob: spoken.blob,
        playable,
        contentType: spoken.contentType,
        taskId: spoken.taskId,
        segments,
        body,
        text: body.input,
        durationMs: spoken.durationMs,
        madeAt: Date.now(),
      };
      recent.value = [result.value, ...recent.value].slice(0, RECENT_KEPT);
      return result.value;
    } catch (err) {
      error.value = err;
      return null;
    } finally {
      busy.value = false;
    }
  }

  /** Set by "Generate again" for the Long text panel: it generates once it takes the draft. */
  const generateDraft = ref(false);

  /**
   * Reuses a text (History's full text, "Use these settings") with the model and voice it was
   * made with, when this studio still offers them, and every parameter when the body it was
   * made with is known: in Speech (`target` "speech") or as the Long text draft.
   */
  function reuse(
    target: 'speech' | 'long-text',
    input: string,
    from: { model: string; voice?: string; body?: Record<string, unknown> | null },
  ): void {
    if (connection.speechModels.some((m) => m.id === from.model)) {
      model.value = from.model;
      if (from.voice) voiceByModel[from.model] = from.voice;
      if (from.body) {
        valuesByModel[from.model] = valuesFromBody(from.model, from.body);
        const ref = from.body.reference_audio_url;
        if (typeof ref === 'string') reference.value = ref;
      }
    }
    if (target === 'speech') text.value = input;
    else longTextDraft.value = input;
  }

  /** A voice as people know it (its name), for file names; its id when not listed. */
  function voiceName(modelId: string, voiceId: string | undefined): string {
    if (!voiceId) return '';
    return voicesByModel[modelId]?.find((v) => v.id === voiceId)?.name ?? voiceId;
  }

  /**
   * A voice's sample, asked for once per model and voice this session: the gateway's own
   * sentence, outside History and usage (docs/decisions.md, "Voice samples outside History and
   * usage").
   */
  async function preview(v: VoiceListItem): Promise<Blob> {
    const key = `${v.model}\n${v.id}`;
    const cached = previews.get(key);
    if (cached) return cached;
    const blob = await voiceSample(connection.conn(), v.model, v.id);
    previews.set(key, blob);
    return blob;
  }

  /**
   * The model "Hear it" speaks with: the Speech panel's when this gateway speaks it itself with
   * named voices, else the first such model offered. A model routed to an upstream is spoken
   * there, without this gateway's lexicon, so it never samples an entry; null when every named
   * voice model is routed upstream (docs/decisions.md, "Lexicon samples and the upstream").
   */
  const hearModel = computed<string | null>(() => {
    const own = new Set(
      connection.speechModels.filter((m) => m.owned_by === 'voxmesh').map((m) => m.id),
    );
    if (PREFERRED_MODELS.includes(model.value) && own.has(model.value)) return model.value;
    return PREFERRED_MODELS.find((m) => own.has(m)) ?? null;
  });
  /** The Speech panel's model is spoken by the upstream, which does not read the lexicon. */
  const modelIsUpstream = computed(
    () => connection.speechModels.find((m) => m.id === model.value)?.owned_by === 'upstream',
  );

  /**
   * A lexicon word as it will be read ("Hear it"), outside History and usage, with
   * `hearModel`'s voice. `entry` hears an entry before it is saved.
   */
  async function hearWord(
    input: string,
    entry: { alias?: string; phonemes?: string } = {},
  ): Promise<Blob> {
    const id = hearModel.value;
    // The buttons are disabled then; a call anyway is a bug of the caller.
    if (id === null) throw new Error('no speech model of this gateway to hear a word with');
    await loadVoices(id);
    return lexiconSample(connection.conn(), {
      model: id,
      voice: voiceByModel[id] ?? '',
      input,
      ...entry,
    });
  }

  return {
    model,
    hearModel,
    modelIsUpstream,
    voices,
    voice,
    values,
    voicesByModel,
    text,
    longTextDraft,
    generateDraft,
    reuse,
    reference,
    busy,
    error,
    result,
    recent,
    limit,
    loadVoices,
    forgetVoices,
    resetParam,
    bodyFor,
    generate,
    preview,
    hearWord,
    voiceName,
  };
});
