import type { ErrorBody, ErrorType } from '../../contract/errors.ts';

/**
 * The one error type of the gateway. Every failure a client can see is an ApiError,
 * rendered by the error middleware as the docs/decisions.md §1 body (`contract/errors.ts`):
 * `{"error":{"message","type","param","code"}}`.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly code: string | null;
  readonly param: string | null;
  /** Extra response headers, e.g. Allow or Retry-After. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    type: ErrorType,
    code: string | null,
    message: string,
    opts: { param?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = opts.param ?? null;
    this.headers = opts.headers ?? {};
  }

  toBody(): ErrorBody {
    return {
      error: { message: this.message, type: this.type, param: this.param, code: this.code },
    };
  }
}

/** 400 invalid_request_error naming the offending field. */
export function invalidRequest(
  code: string,
  message: string,
  param: string | null = null,
): ApiError {
  return new ApiError(400, 'invalid_request_error', code, message, { param });
}

export function notFound(code: string, message: string, param: string | null = null): ApiError {
  return new ApiError(404, 'not_found_error', code, message, { param });
}

export function invalidApiKey(message: string): ApiError {
  return new ApiError(401, 'authentication_error', 'invalid_api_key', message, {
    headers: { 'WWW-Authenticate': 'Bearer realm="voxmesh"' },
  });
}

export function internalError(requestId: string): ApiError {
  return new ApiError(
    500,
    'server_error',
    'internal_error',
    `The gateway failed while handling this request (request id ${requestId}). ` +
      'Please report it with that id.',
  );
}
