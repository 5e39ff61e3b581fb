/**
 * A live WebSocket session: audio plays while chunks arrive (MediaSource for MP3, Web Audio
 * for PCM and µ-law, each frame scheduled as it comes), the words come from progress
 * frames, and the time to first audio is measured.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { openLive, type WsCompleteFrame, type WsRequestFrame, type WsWord } from '../api/live.ts';
import { GatewayError } from '../api/http.ts';
import { PcmStreamPlayer } from '../composables/pcm-stream.ts';
import {
  EMPTY_TRACE,
  LiveRecording,
  type LiveCodec,
  type WaveTrace,
} from '../composables/live-recording.ts';
import { playableAudio } from '../composables/playable-audio.ts';
import { useConnectionStore } from './connection.ts';
import { useTasksStore } from './tasks.ts';
import { SPEECH_MODELS } from '@voxmesh/contract/catalog.ts';
import { DEFAULT_BETA_BITRATE, SPEECH_RANGES } from '@voxmesh/contract/request-values.ts';

export type LiveState = 'idle' | 'connecting' | 'streaming' | 'done' | 'stopped' | 'failed';
export type { LiveCodec };

/** The built-in model whose capabilities say it is served on the WebSocket (contract/catalog.ts). */
const LIVE = SPEECH_MODELS.find((m) => m.capabilities.websocket);
if (LIVE === undefined) throw new Error('contract/catalog.ts lists no WebSocket model');
export const LIVE_MODEL: string = LIVE.id;
/** The WebSocket takes as much text as the model's sync speech mode (docs/decisions.md §2). */
export const LIVE_TEXT_LIMIT: number = LIVE.capabilities.textLimit.sync;
const BETA = SPEECH_RANGES.beta;

/** The text Live starts with; the panel puts it in the UI's language (`live.sample`). */
export const LIVE_SAMPLE_EN =
  'Live speech starts playing while the rest of the sentence is still being made.';

export const useLiveStore = defineStore('live', () => {
  const connection = useConnectionStore();
  const tasks = useTasksStore();
  const text = ref(LIVE_SAMPLE_EN);
  const voice = ref('');
  const speed = ref<number>(BETA.speed.default);
  const pitch = ref<number>(BETA.pitch.default);
  const bitrate = ref<string>(DEFAULT_BETA_BITRATE);
  const codec = ref<LiveCodec>('libmp3lame');
  const state = ref<LiveState>('idle');
  const words = ref<WsWord[]>([]);
  /** The text of the session under way or last made, as written (the words are laid over it). */
  const spokenText = ref('');
  const firstAudioMs = ref<number | null>(null);
  const bytes = ref(0);
  const error = ref<unknown>(null);
  const complete = shallowRef<WsCompleteFrame | null>(null);
  /** The MediaSource's object URL for the <audio> element (MP3 sessions). */
  const audioUrl = ref<string | null>(null);
  /** PCM sessions: played through Web Audio; how much has been heard (ms). */
  const pcmActive = ref(false);
  const playedMs = ref(0);
  /** PCM sessions, once complete: the audio as a WAV, to replay or download. */
  const recording = shallowRef<Blob | null>(null);
  /** The waveform of what arrived so far (composables/live-recording.ts). */
  const wave = shallowRef<WaveTrace>(EMPTY_TRACE);
  /** The formats the last session can be saved in (MP3 only when MP3 was streamed). */
  const formats = shallowRef<readonly ('mp3' | 'wav')[]>([]);
  /** What the session received, to draw and to save. */
  let recorded: LiveRecording | null = null;
  let pcm: PcmStreamPlayer | null = null;
  let rafId = 0;

  let ws: WebSocket | null = null;
  let source: MediaSource | null = null;
  let buffer: SourceBuffer | null = null;
  const queue: ArrayBuffer[] = [];
  let ending = false;

  function pump(): void {
    if (!buffer || buffer.updating) return;
    const next = queue.shift();
    if (next) buffer.appendBuffer(next);
    else if (ending && source?.readyState === 'open') source.endOfStream();
  }

  /** Follows the Web Audio clock while PCM plays, for the word highlight. */
  function tick(): void {
    if (!pcm) return;
    playedMs.value = pcm.playedMs;
    rafId = requestAnimationFrame(tick);
  }

  function closePcm(): void {
    cancelAnimationFrame(rafId);
    rafId = 0;
    pcm?.close();
    pcm = null;
  }

  function reset(): void {
    ws?.close();
    ws = null;
    closePcm();
    pcmActive.value = false;
    playedMs.value = 0;
    recording.value = null;
    recorded?.close();
    recorded = null;
    wave.value = EMPTY_TRACE;
    queue.length = 0;
    ending = false;
    buffer = null;
    if (audioUrl.value) URL.revokeObjectURL(audioUrl.value);
    audioUrl.value = null;
    words.value = [];
    firstAudioMs.value = null;
    bytes.value = 0;
    complete.value = null;
    error.value = null;
  }

  function start(): void {
    reset();
    state.value = 'connecting';
    const chosen = codec.value;
    if (chosen === 'libmp3lame') startMediaSource();
    else {
      // Made inside the Generate click, so the browser lets it play.
      pcm = new PcmStreamPlayer(chosen);
      pcmActive.value = true;
    }
    const session = new LiveRecording(chosen, (trace) => {
      if (recorded === session) wave.value = trace;
    });
    recorded = session;
    formats.value = session.formats;
    const began = performance.now();
    const spoken = text.value;
    spokenText.value = spoken;
    ws = openLive(
      connection.conn(),
      LIVE_MODEL,
      {
        Text: spoken,
        VoiceId: voice.value,
        Speed: speed.value,
        Pitch: pitch.value,
        ...(chosen === 'libmp3lame' ? { Bitrate: bitrate.value as WsRequestFrame['Bitrate'] } : {}),
        Codec: chosen,
      },
      {
        onAudio(chunk) {
          if (firstAudioMs.value === null) firstAudioMs.value = performance.now() - began;
          state.value = 'streaming';
          bytes.value += chunk.byteLength;
          session.push(chunk);
          if (pcm) {
            pcm.push(chunk);
            if (!rafId) tick();
            return;
          }
          queue.push(chunk);
          pump();
        },
        onProgress(frame) {
          words.value = [...words.value, ...frame.words];
        },
        onComplete(frame) {
          complete.value = frame;
          tasks.rememberText(frame.task_id, spoken);
          state.value = 'done';
          session.finish();
          ending = true;
          pump();
          const player = pcm;
          player?.finish(() => {
            cancelAnimationFrame(rafId);
            rafId = 0;
            playedMs.value = player.receivedMs;
            void playableAudio(new Blob(player.frames), player.contentType).then((wav) => {
              if (pcm === player) recording.value = wav;
            });
          });
        },
        onError(detail, code) {
          if (state.value === 'stopped') return;
          state.value = 'failed';
          error.value = new GatewayError(code === 1008 ? 400 : 500, detail);
        },
      },
    );
  }

  function startMediaSource(): void {
    source = new MediaSource();
    audioUrl.value = URL.createObjectURL(source);
    const opened = new Promise<void>((resolve) =>
      source?.addEventListener('sourceopen', () => resolve(), { once: true }),
    );
    void opened.then(() => {
      if (!source) return;
      buffer = source.addSourceBuffer('audio/mpeg');
      buffer.addEventListener('updateend', pump);
      pump();
    });
  }

  /** What the last session received, as an MP3 or WAV file; null before any audio came. */
  async function download(format: 'mp3' | 'wav'): Promise<Blob | null> {
    return recorded && recorded.bytes > 0 ? recorded.file(format) : null;
  }

  function stop(): void {
    state.value = 'stopped';
    recorded?.finish();
    ws?.close();
    ws = null;
    closePcm();
    ending = true;
    queue.length = 0;
    pump();
  }

  return {
    text,
    voice,
    speed,
    pitch,
    bitrate,
    codec,
    state,
    words,
    spokenText,
    firstAudioMs,
    bytes,
    error,
    complete,
    audioUrl,
    pcmActive,
    playedMs,
    recording,
    wave,
    formats,
    download,
    start,
    stop,
  };
});
