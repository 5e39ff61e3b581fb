/**
 * Voice samples (`GET /v1/audio/voices/{voice_id}/sample`): one short sentence the gateway
 * chooses, in the voice's language, spoken once per model, voice and what speaks the voice
 * (a voice pack binding changes it), and kept on disk. Because the caller chooses nothing but
 * the voice, a sample cannot carry real work: it is neither billed nor kept in the history
 * (docs/decisions.md, "Voice samples outside History and usage").
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../store/atomic-file.ts';
import type { AdmissionSlot } from '../http/admission.ts';
import { contentTypeFor } from './audio/pcm.ts';
import type { SpeechJob } from './job.ts';
import { renderSpeech } from './render.ts';
import type { SpeechRuntime } from './runtime.ts';
import type { VoiceEntry } from './voices/catalog-types.ts';
import SENTENCES from './voices/sample-sentences.json' with { type: 'json' };

const SAMPLE_SENTENCES: Readonly<Record<string, string>> = SENTENCES;
/** Raised when what a sample is made of changes, so older files are no longer found. */
const SAMPLE_VERSION = 1;

/**
 * The sentence a voice speaks for its sample: in the language its engine speaks (a voice whose
 * locale has no engine voice speaks a relative's language: its `fallback`), else English.
 */
export function sampleSentenceFor(voice: Pick<VoiceEntry, 'locale' | 'fallback'>): string {
  const language = (voice.fallback?.language ?? voice.locale).toLowerCase().split('-')[0] ?? '';
  return SAMPLE_SENTENCES[language] ?? (SAMPLE_SENTENCES.en as string);
}

export interface VoiceSample {
  bytes: Buffer;
  contentType: string;
}

/** The samples kept under `dir`, made with `runtime` on first use. */
export class VoiceSamples {
  /** Samples being made now: a second request for one waits for the first. */
  readonly #making = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dir: string,
    private readonly runtime: SpeechRuntime,
  ) {}

  /**
   * The sample of `job`'s voice (the job carries the sentence and the defaults): read from
   * disk, or made after `admit` gives an engine slot (the sync speech queue), then stored.
   */
  async get(job: SpeechJob, admit: () => Promise<AdmissionSlot>): Promise<VoiceSample> {
    const file = path.join(this.dir, `${cacheKey(job)}.${job.format}`);
    const contentType = contentTypeFor(job.format);
    const kept = await readFile(file).catch(() => null);
    if (kept) return { bytes: kept, contentType };
    let making = this.#making.get(file);
    if (!making) {
      making = this.#make(job, file, admit).finally(() => this.#making.delete(file));
      this.#making.set(file, making);
    }
    return { bytes: await making, contentType };
  }

  async #make(job: SpeechJob, file: string, admit: () => Promise<AdmissionSlot>): Promise<Buffer> {
    const slot = await admit();
    try {
      const bytes = await renderWhole(this.runtime, job);
      // Whole or not at all: a crash leaves no torn sample (store/atomic-file.ts).
      await writeFileAtomic(file, bytes);
      return bytes;
    } finally {
      slot.release();
    }
  }
}

/**
 * A short job rendered whole in memory, recorded nowhere: the samples' rendering (voice
 * samples here, lexicon samples in lexicon/sample-route.ts). The caller holds an engine slot.
 */
export async function renderWhole(runtime: SpeechRuntime, job: SpeechJob): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const steps = renderSpeech(runtime, job);
  let next = await steps.next();
  while (!next.done) {
    parts.push(next.value.bytes);
    next = await steps.next();
  }
  parts.push(next.value.tail);
  const bytes = Buffer.concat(parts);
  if (next.value.finalHeader) bytes.set(next.value.finalHeader, 0);
  return bytes;
}

/** Model, voice, what speaks it (engine voice, pack files), sentence and output format. */
function cacheKey(job: SpeechJob): string {
  const what = {
    version: SAMPLE_VERSION,
    model: job.model,
    voice: job.voice.id,
    locale: job.voice.locale,
    engine: job.voice.engineVoice,
    text: job.text,
    format: job.format,
    bitrate: job.bitrateKbps,
    prosody: job.prosody,
  };
  return createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 32);
}
