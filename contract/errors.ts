/**
 * Wire contract: the error body (docs/decisions.md §1). Type-only; imports nothing.
 *
 * Every non-2xx JSON response of the gateway, every refused WebSocket handshake and the
 * WebSocket `error` frame carry this body.
 */

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'upstream_error'
  | 'server_error';

export interface ErrorDetail {
  /** A human sentence; a 5xx names the request id. */
  message: string;
  type: ErrorType;
  /** The request field at fault, spelled as the client sent it, or null. */
  param: string | null;
  /** A machine code such as `input_too_long`, or null. */
  code: string | null;
}

export interface ErrorBody {
  error: ErrorDetail;
}
