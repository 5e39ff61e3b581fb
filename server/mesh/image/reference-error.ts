/**
 * Why a reference picture (`input_reference`) was refused, and how the API reports it
 * (docs/decisions.md §1, §5): 400 for addresses and undecodable data, 413 when too large.
 */
import { ApiError, invalidRequest } from '../../http/errors.ts';

export type ReferenceErrorCode =
  'unsupported_reference_url' | 'invalid_reference_image' | 'reference_too_large';

export class ReferenceImageError extends Error {
  readonly code: ReferenceErrorCode;

  constructor(code: ReferenceErrorCode, message: string) {
    super(message);
    this.name = 'ReferenceImageError';
    this.code = code;
  }
}

export const REFERENCE_PARAM = 'input_reference';

/**
 * The API error for a refused reference picture (400, or 413 `payload_too_large` when too
 * large; `param` is `input_reference`). Anything else is handed back unchanged, so a caller
 * can write `.catch((e) => { throw toApiError(e); })`.
 */
export function toApiError(e: ReferenceImageError): ApiError;
export function toApiError(e: unknown): unknown;
export function toApiError(e: unknown): unknown {
  if (!(e instanceof ReferenceImageError)) return e;
  if (e.code === 'reference_too_large') {
    return new ApiError(413, 'invalid_request_error', 'payload_too_large', e.message, {
      param: REFERENCE_PARAM,
    });
  }
  return invalidRequest(e.code, e.message, REFERENCE_PARAM);
}
