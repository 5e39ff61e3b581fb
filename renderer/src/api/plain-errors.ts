/**
 * A refusal in plain words (docs/decisions.md, "Plain-language errors"): the gateway's error
 * (`status`, `code`, `param`) becomes the form field it concerns and an i18n message saying
 * what to change; the API's own words stay available for a details disclosure. No API field
 * name reaches the message: the field is named by the form's own label.
 */
import { GatewayError, OfflineError } from './http.ts';

export interface PlainError {
  /**
   * The form field the error concerns, as the studio names fields ('text', 'voice',
   * 'reference', 'model', or a parameter key in lower case such as 'speed'); null when none.
   */
  field: string | null;
  /** The i18n key of what to change (`errors.plain.*`). */
  key: string;
  /**
   * Words already in the UI language, shown instead of `key`'s: a plain `Error` the studio
   * made from its own translated message (a book that cannot be opened, a failed task's note).
   */
  text?: string;
  /** The API's own words: status, code, param and message; null when there are none. */
  raw: string | null;
}

/** Request fields as the studio names its form fields (aliases folded, lower case). */
const FIELD_OF: Readonly<Record<string, string>> = {
  input: 'text',
  text: 'text',
  voice: 'voice',
  voiceid: 'voice',
  reference_audio_url: 'reference',
  model: 'model',
  speech: 'mode',
  stream: 'mode',
};

/** The studio's name of a request field (`Text` → 'text', `Speed` → 'speed'). */
export function fieldOfParam(param: string): string {
  const lower = param.toLowerCase();
  return FIELD_OF[lower] ?? lower;
}

/** Advice for one code on one field, where the same code means different things. */
const BY_FIELD_CODE: Readonly<Record<string, string>> = {
  'prompt:input_too_long': 'errors.plain.promptTooLong',
  'input_reference:unsupported_reference_url': 'errors.plain.image',
  'input_reference:reference_too_large': 'errors.plain.imageTooLarge',
};

/** Codes whose advice does not depend on the field. */
const BY_CODE: Readonly<Record<string, string>> = {
  empty_input: 'errors.plain.emptyText',
  input_too_long: 'errors.plain.tooLong',
  model_not_found: 'errors.plain.modelGone',
  model_not_allowed: 'errors.plain.modelNotAllowed',
  rate_limited: 'errors.plain.rateLimited',
  sample_limit_reached: 'errors.plain.sampleLimit',
  server_busy: 'errors.plain.busy',
  payload_too_large: 'errors.plain.tooLarge',
  invalid_api_key: 'errors.plain.badKey',
  admin_required: 'errors.plain.adminRequired',
  unsupported_reference_url: 'errors.plain.reference',
  reference_url_forbidden: 'errors.plain.referenceForbidden',
  reference_unreachable: 'errors.plain.referenceUnreachable',
  reference_too_large: 'errors.plain.referenceTooLarge',
  invalid_reference_audio: 'errors.plain.referenceAudio',
  out_of_range: 'errors.plain.outOfRange',
  source_not_draft: 'errors.plain.draft',
  source_not_completed: 'errors.plain.draft',
  family_mismatch: 'errors.plain.draft',
};

/** Fields whose advice is their own, whatever the code. */
const BY_FIELD: Readonly<Record<string, string>> = {
  text: 'errors.plain.text',
  voice: 'errors.plain.voice',
  model: 'errors.plain.model',
  reference: 'errors.plain.reference',
  phonemes: 'errors.plain.phonemes',
  grapheme: 'errors.plain.grapheme',
  alias: 'errors.plain.alias',
  prompt: 'errors.plain.prompt',
  input_reference: 'errors.plain.image',
  source_task_id: 'errors.plain.draft',
};

export function plainError(e: unknown): PlainError {
  if (e instanceof OfflineError) return { field: null, key: 'errors.offline', raw: null };
  if (e instanceof GatewayError) {
    if (e.missingRoute) return { field: null, key: 'errors.missingRoute', raw: rawOf(e) };
    const d = e.detail;
    const field = d?.param ? fieldOfParam(d.param) : null;
    const byCode = d?.code
      ? (BY_FIELD_CODE[`${field ?? ''}:${d.code}`] ?? BY_CODE[d.code])
      : undefined;
    const key =
      byCode ??
      (field ? (BY_FIELD[field] ?? 'errors.plain.value') : undefined) ??
      (e.status === 401 ? 'errors.plain.badKey' : undefined) ??
      (e.status >= 500 ? 'errors.plain.failed' : 'errors.plain.refused');
    return { field, key, raw: rawOf(e) };
  }
  // The studio's own messages come as plain Errors; a TypeError and the like are not words
  // for a person, so they go to the details.
  if (e instanceof Error && e.constructor === Error && e.message) {
    return { field: null, key: 'errors.plain.unexpected', text: e.message, raw: null };
  }
  return {
    field: null,
    key: 'errors.plain.unexpected',
    raw: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
  };
}

/** "HTTP 400 · invalid_value · voice — Unknown voice 'x' …": what a developer would look for. */
function rawOf(e: GatewayError): string {
  const d = e.detail;
  const head = [`HTTP ${e.status}`, d?.code, d?.param].filter(Boolean).join(' · ');
  return d?.message ? `${head} — ${d.message}` : head;
}
