import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { ApiError, invalidRequest } from './errors.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Parses a JSON object body with a size limit: a body that is not JSON by its
 * Content-Type → 415, malformed JSON or bytes that are not UTF-8 → 400 `invalid_json`, over
 * the limit → 413,
 * anything but an object at the top → 400. `Content-Encoding` gzip, deflate or br is
 * decompressed; a body that does not decompress → 400 `invalid_body_encoding`, any other
 * encoding → 415 `unsupported_content_encoding`.
 */
export function jsonBody(limitBytes: number = DEFAULT_BODY_LIMIT): RequestHandler[] {
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true, verify });
  return [
    (req, _res, next) => {
      if (!req.is('application/json')) {
        const given = req.headers['content-type'];
        throw new ApiError(
          415,
          'invalid_request_error',
          'unsupported_media_type',
          given
            ? `The body must be JSON; Content-Type '${given}' is not supported. Send 'Content-Type: application/json'.`
            : "The body must be JSON. Send it with 'Content-Type: application/json'.",
          { param: 'Content-Type' },
        );
      }
      next();
    },
    (req, res, next) => {
      parse(req, res, (err?: unknown) => {
        if (err === undefined || err === null) {
          next();
          return;
        }
        next(fromDecompressionError(req, err) ?? err);
      });
    },
    (req, _res, next) => {
      const body: unknown = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw invalidRequest('invalid_json', 'The JSON body must be an object.');
      }
      next();
    },
  ];
}

/**
 * Refuses a body that is not UTF-8 (after any decompression) before it is decoded: the decoder
 * would put U+FFFD in place of the bad bytes, and a prompt or a text would go on with them
 * (docs/decisions.md, "Bodies that are not UTF-8").
 */
function verify(_req: IncomingMessage, _res: unknown, buf: Buffer): void {
  if (isUtf8(buf)) return;
  throw Object.assign(new Error('The body is not valid UTF-8.'), { type: 'entity.not.utf8' });
}

/**
 * Parses one small body, as the background warm-up's share on this thread: the first body the
 * parser reads loads the charset decoder's tables (iconv-lite; ≈ 8 ms of CPU under tsx), which
 * otherwise came before any work on the first request with a body (issue 33, "Warm start").
 */
export async function warmUpJsonBody(): Promise<void> {
  const bytes = Buffer.from('{"warm_up":true}');
  // What the parser reads of a request: its headers and its stream.
  const request = Object.assign(Readable.from([bytes]), {
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
  }) as unknown as Request;
  const parse = express.json({ limit: bytes.length, strict: false, type: () => true });
  await new Promise<void>((resolve, reject) => {
    // The parser never touches the response of a body it reads.
    parse(request, {} as Response, (err?: unknown) => (err ? reject(err) : resolve()));
  });
}

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
  message?: string;
}

/** Turns the errors of express's body parser into ApiErrors; null for anything else. */
export function fromBodyParserError(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as BodyParserError;
  switch (e.type) {
    case 'entity.parse.failed':
      return invalidRequest(
        'invalid_json',
        `The body is not valid JSON: ${e.message ?? 'parse error'}.`,
      );
    case 'entity.not.utf8':
      return invalidRequest(
        'invalid_json',
        'The body is not valid UTF-8: JSON bodies must be UTF-8 text.',
        'body',
      );
    case 'entity.too.large':
      return new ApiError(
        413,
        'invalid_request_error',
        'payload_too_large',
        `The body is larger than the limit of ${e.limit ?? '?'} bytes for this route.`,
      );
    case 'encoding.unsupported':
      return new ApiError(
        415,
        'invalid_request_error',
        'unsupported_content_encoding',
        "The body's Content-Encoding is not supported; send it as is, or with gzip, deflate or br.",
        { param: 'Content-Encoding' },
      );
    case 'charset.unsupported':
      return new ApiError(
        415,
        'invalid_request_error',
        'unsupported_media_type',
        'The body must be UTF-8 JSON.',
      );
    case 'request.aborted':
      return invalidRequest('request_aborted', 'The client aborted the request body.');
    default:
      return null;
  }
}

/**
 * The body parser's decompression failures (zlib and brotli errors, which carry no `type`) as
 * 400 `invalid_body_encoding`; null for anything else.
 */
function fromDecompressionError(req: IncomingMessage, err: unknown): ApiError | null {
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || typeof err !== 'object' || err === null) return null;
  const e = err as BodyParserError & { code?: unknown };
  if (e.type !== undefined || e.status !== 400 || typeof e.code !== 'string') return null;
  return invalidRequest(
    'invalid_body_encoding',
    `The body is not valid ${encoding} data, as its Content-Encoding says it is.`,
    'Content-Encoding',
  );
}
