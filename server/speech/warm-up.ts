/**
 * Warm start for speech: what the gateway runs in the background once it listens, so that the
 * first request after start costs about what later ones do. Without it that request pays for
 * starting the engine workers (and, from sources, loading tsx in them), instantiating Flite,
 * JIT-compiling the engine, resampler and encoder, and loading the MP3 encoder's wasm.
 */

import { SPEECH_MODELS } from '../../contract/catalog.ts';
import { renderSpeech } from './render.ts';
import { localSpeechJob } from './local-channel.ts';
import { parseSyncSpeech } from './request/speech-request.ts';
import type { SpeechRuntime } from './runtime.ts';
import { voicesOf } from './voices/index.ts';

/** A few sentences, so that every worker of a small pool gets some through the real path. */
const WARM_UP_TEXT =
  'Hello, and welcome back. The studio is ready when you are. ' +
  'Type a few lines, pick a voice, and press play to hear them.';
/** Runs of the whole path: hot code tiers up over the first several calls. */
const RENDERS = 4;

/**
 * The common first request: a catalog voice of the model that streams (the studio's default,
 * and its live panel's on the WebSocket), in English (Flite speaks it) and the default format
 * (MP3). Chosen by capability from the built-in models (contract/catalog.ts), not by id.
 */
function warmUpJob() {
  const model = SPEECH_MODELS.find(
    (m) => m.capabilities.voice === 'catalog' && m.capabilities.stream,
  );
  const voice = model && voicesOf(model.id).find((v) => v.locale === 'en-US');
  if (!model || !voice) throw new Error('no built-in streaming model with an English voice');
  return localSpeechJob(
    parseSyncSpeech(model.id, { model: model.id, voice: voice.id, input: WARM_UP_TEXT }),
  );
}

export async function warmUpSpeech(runtime: SpeechRuntime, signal?: AbortSignal): Promise<void> {
  const job = warmUpJob();
  const render = async (times: number) => {
    for (let i = 0; i < times; i++) {
      // A task already speaking (a book resumed or sent at start) warms the same code on the
      // same worker; rendering beside it only holds more memory at the book's peak.
      if (runtime.backgroundBusy) return;
      const steps = renderSpeech(runtime, job, { warmUp: true, ...(signal ? { signal } : {}) });
      for (let step = await steps.next(); !step.done; step = await steps.next()) {
        // Only the warming matters; the audio is dropped.
      }
    }
  };
  // The workers a short request speaks on (SPEECH_WARM_WORKERS), and this thread's share of the
  // path. Any further worker (more than two cores) starts when work needs it (workers/pool.ts
  // `coldStartQueue`). Idle, the warm workers hold their code, not Flite's instances.
  await runtime.warmUp(signal);
  await render(RENDERS);
  // This thread's LAME (stream mode, WebSocket sessions and tasks encode here) stays compiled
  // and tiered up; its instance's memory goes until the next stream opens one (≈ 1 ms).
  (await import('./audio/lame.ts')).releaseIdleLame();
}
