/**
 * `POST /v1/audio/lexicon/sample`: one word (or short phrase) spoken as the owner's lexicon
 * reads it, or as an entry not saved yet would read it (`alias` / `phonemes`), so that the
 * studio's "Hear it" buttons can try a pronunciation without filling History or usage
 * (docs/decisions.md, "Lexicon samples outside History and usage").
 *
 * The caller chooses the text here, so the route is bounded until it carries no real work: at
 * most LEXICON_SAMPLE_INPUT_LIMIT code points on one line, at most LEXICON_SAMPLE_SPOKEN_LIMIT
 * once the lexicon has replaced words, the model's defaults (no prosody, no format), and a few
 * samples per key in a sliding window (a 429 with Retry-After beyond them).
 */
import type { Request, RequestHandler } from 'express';
import {
  LEXICON_SAMPLE_INPUT_LIMIT,
  LEXICON_SAMPLE_SPOKEN_LIMIT,
} from '../../contract/request-values.ts';
import { lexiconSampleBody } from '../../contract/schemas.ts';
import { authOf } from '../http/auth.ts';
import { ClientDisconnected } from '../http/client-gone.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import type { ModelRegistry } from '../models/registry.ts';
import { isBuiltIn } from '../models/registry.ts';
import { contentTypeFor } from '../speech/audio/pcm.ts';
import type { SpeechJob } from '../speech/job.ts';
import { localSpeechJob } from '../speech/local-channel.ts';
import type { LexiconLookup } from '../speech/recorded-session.ts';
import { requireSpeakable } from '../speech/request/speakable.ts';
import { parseSyncSpeech } from '../speech/request/speech-request.ts';
import type { SpeechRuntime } from '../speech/runtime.ts';
import { takesInlineIpa } from '../speech/text/inline-ipa.ts';
import type { Lexicon } from '../speech/text/normalize-lexicon.ts';
import { normalizeForSpeech } from '../speech/text/normalize.ts';
import { renderWhole } from '../speech/voice-samples.ts';
import type { VoiceDirectory } from '../speech/voices/directory.ts';
import { cpLength } from '../text/code-points.ts';
import { parseLexiconEntry } from './lexicon-entry.ts';
import { pronunciationOf } from './pronunciations.ts';

/** How many lexicon samples one key may ask for within a window. */
export interface LexiconSampleLimits {
  perKey: number;
  windowMs: number;
}

/** 30 in any 10 minutes: a person trying words, not a script reading a book a word at a time. */
export const DEFAULT_LEXICON_SAMPLE_LIMITS: LexiconSampleLimits = {
  perKey: 30,
  windowMs: 10 * 60_000,
};

/** What the route needs, given once the speech runtime is up. */
export interface LexiconSampleDeps {
  runtime: SpeechRuntime;
  registry: ModelRegistry;
  voices: VoiceDirectory;
  lexiconOf: LexiconLookup;
  limits?: Partial<LexiconSampleLimits> | undefined;
}

/**
 * The samples each key was given within the window (a sliding window: the times of the last
 * `perKey` samples). `now` is injectable for tests.
 */
export class SampleAllowance {
  readonly #given = new Map<string, number[]>();

  constructor(
    private readonly limits: LexiconSampleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one sample for `key`, or throws the 429 saying when the next one is allowed. */
  take(key: string): void {
    const now = this.now();
    const since = now - this.limits.windowMs;
    const times = (this.#given.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.limits.perKey) {
      const oldest = times[0] ?? now;
      const retry = Math.max(1, Math.ceil((oldest + this.limits.windowMs - now) / 1000));
      this.#given.set(key, times);
      throw new ApiError(
        429,
        'rate_limit_error',
        'sample_limit_reached',
        `This API key has heard ${this.limits.perKey} lexicon samples in the last ` +
          `${Math.round(this.limits.windowMs / 1000)} s, the most it may. Retry after ${retry} s, ` +
          'or speak longer text through POST /v1/audio/speech (billed, kept in the history).',
        { headers: { 'Retry-After': String(retry) } },
      );
    }
    times.push(now);
    this.#given.set(key, times);
  }
}

/** The body checked: every failure a 400 naming its field. */
function parseBody(body: unknown): {
  model: string;
  voice: string;
  input: string;
  entry: { alias?: string; phonemes?: string } | null;
} {
  const parsed = lexiconSampleBody.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? '';
      throw invalidRequest(
        'unknown_field',
        `'${key}' is not taken by a lexicon sample: it speaks with the model's defaults ` +
          '(model, voice, input, and alias or phonemes for an entry not saved yet).',
        key,
      );
    }
    const missing = issue?.code === 'invalid_type' && issue.input === undefined;
    const error = zodToApiError(parsed.error);
    throw missing
      ? invalidRequest('missing_field', `'${error.param}' is required.`, error.param)
      : error;
  }
  const { model, voice, input, alias, phonemes } = parsed.data;
  if (input.trim() === '')
    throw invalidRequest('empty_input', "'input' must hold the word to hear.", 'input');
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(input))
    throw invalidRequest(
      'invalid_value',
      "'input' must be one line (a word or short phrase), without line breaks or tabs.",
      'input',
    );
  const length = cpLength(input);
  if (length > LEXICON_SAMPLE_INPUT_LIMIT)
    throw invalidRequest(
      'input_too_long',
      `'input' has ${length} characters; a lexicon sample is one word or short phrase of at ` +
        `most ${LEXICON_SAMPLE_INPUT_LIMIT}. Longer text goes through POST /v1/audio/speech.`,
      'input',
    );
  const entry =
    alias === undefined && phonemes === undefined
      ? null
      : {
          ...(alias === undefined ? {} : { alias }),
          ...(phonemes === undefined ? {} : { phonemes }),
        };
  return { model, voice, input: input.trim(), entry };
}

/** The handler of `POST /v1/audio/lexicon/sample`; `deps` is asked for on first use. */
export function lexiconSampleHandler(deps: () => Promise<LexiconSampleDeps>): RequestHandler {
  let allowance: SampleAllowance | null = null;
  return async (req: Request, res) => {
    const body = parseBody(req.body);
    const ctx = await deps();
    const key = authOf(req).key;
    const model = ctx.registry.resolve(key, body.model, 'speech');
    if (model.channel !== 'local' || !isBuiltIn(model) || model.capabilities.voice !== 'catalog') {
      throw invalidRequest(
        'invalid_value',
        `'${body.model}' has no lexicon samples: they are spoken by this gateway's named-voice models.`,
        'model',
      );
    }
    // The entry not saved yet is checked as PUT would check it, the input as its grapheme.
    const entry = body.entry
      ? parseLexiconEntry({ ...body.entry, whole_word: false }, body.input)
      : null;
    const job = localSpeechJob(
      parseSyncSpeech(model.id, { model: model.id, input: body.input, voice: body.voice }),
      ctx.voices,
    );
    requireSpeakable(job.text);
    const lexicon: Lexicon = entry ? [pronunciationOf(entry)] : (ctx.lexiconOf(key.owner) ?? []);
    const normalized = normalizeForSpeech(job.text, job.voice.locale, lexicon, {
      inlineIpa: takesInlineIpa(job.voice.engineVoice),
    });
    const spoken = cpLength(normalized.text);
    if (spoken > LEXICON_SAMPLE_SPOKEN_LIMIT) {
      throw invalidRequest(
        'input_too_long',
        `'input' reads as ${spoken} characters once the lexicon is applied; a lexicon sample ` +
          `speaks at most ${LEXICON_SAMPLE_SPOKEN_LIMIT}.`,
        'input',
      );
    }
    allowance ??= new SampleAllowance({ ...DEFAULT_LEXICON_SAMPLE_LIMITS, ...ctx.limits });
    allowance.take(key.id);
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort(new ClientDisconnected());
    });
    // The text goes to the engine as normalized here, lexicon applied (runtime.ts).
    const sampled: SpeechJob = { ...job, normalized };
    const slot = await ctx.runtime.syncAdmission.admit(key.id, gone.signal);
    let bytes: Buffer;
    try {
      bytes = await renderWhole(ctx.runtime, sampled);
    } finally {
      slot.release();
    }
    res.setHeader('Content-Type', contentTypeFor(job.format));
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Cache-Control', 'no-store');
    res.end(bytes);
  };
}
