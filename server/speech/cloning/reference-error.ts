import type { ApiError } from '../../http/errors.ts';
import { invalidRequest } from '../../http/errors.ts';

/**
 * Why a gamma-tts-2 reference clip could not be used. The route layer turns one into a 400
 * (sync requests, `toApiError`) or into a failed task's `error: { code, message }`.
 */
export type ReferenceErrorCode =
  | 'unsupported_reference_url'
  | 'reference_too_large'
  | 'reference_url_forbidden'
  | 'reference_unreachable'
  | 'invalid_reference_audio';

export class ReferenceAudioError extends Error {
  override readonly name = 'ReferenceAudioError';
  readonly code: ReferenceErrorCode;

  constructor(code: ReferenceErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** The request field every reference error is about. */
export const REFERENCE_PARAM = 'reference_audio_url';

/**
 * A ReferenceAudioError as the 400 `invalid_request_error` naming `reference_audio_url`; any
 * other value is returned unchanged, so `catch (e) { throw toApiError(e); }` is safe.
 */
export function toApiError(error: ReferenceAudioError): ApiError;
export function toApiError(error: unknown): unknown;
export function toApiError(error: unknown): unknown {
  if (error instanceof ReferenceAudioError) {
    return invalidRequest(error.code, error.message, REFERENCE_PARAM);
  }
  return error;
}
