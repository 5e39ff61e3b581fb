/**
 * A streaming `multipart/form-data` reader for file uploads (voice packs: docs/voice-packs.md):
 * each file part goes straight to a file of `dir`, never whole into memory, the total bounded
 * by `maxBytes` (413 past it). Text parts are kept as strings (at most 64 KiB each). A body
 * that is not well-formed multipart is a 400.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { ApiError, invalidRequest } from './errors.ts';

export interface UploadedFile {
  field: string;
  /** The name the client gave (basename only). */
  filename: string;
  /** Where it was written. */
  path: string;
  bytes: number;
}

export interface MultipartBody {
  files: UploadedFile[];
  fields: Record<string, string>;
}

const TEXT_PART_LIMIT = 64 * 1024;
const HEADER_LIMIT = 16 * 1024;

function boundaryOf(req: Request): string {
  const type = req.headers['content-type'] ?? '';
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!/^multipart\/form-data/i.test(type) || !boundary) {
    throw invalidRequest(
      'invalid_multipart',
      'The body must be multipart/form-data with a boundary.',
      'Content-Type',
    );
  }
  return boundary;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(
    413,
    'invalid_request_error',
    'payload_too_large',
    `The upload is larger than the gateway accepts (${maxBytes} bytes).`,
  );
}

interface PartHeaders {
  field: string;
  filename: string | null;
}

function parseHeaders(block: string): PartHeaders {
  const disposition = block.split('\r\n').find((line) => /^content-disposition:/i.test(line));
  const field = disposition && /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (!field) throw invalidRequest('invalid_multipart', 'A part of the upload has no name.');
  const filename = disposition ? (/\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null) : null;
  return {
    field,
    filename: filename === null ? null : path.basename(filename.replaceAll('\\', '/')),
  };
}

/** Reads the request's parts; file parts are written to `dir` as part-<n>. */
export async function readMultipart(
  req: Request,
  dir: string,
  maxBytes: number,
): Promise<MultipartBody> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(req)}`);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  // The body is read as if preceded by CRLF, so the first delimiter looks like every other.
  let buffer: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'headers' | 'body' | 'done' = 'preamble';
  let part: PartHeaders | null = null;
  let out: WriteStream | null = null;
  let text: Buffer[] = [];
  let partBytes = 0;
  let total = 0;
  const writes: Promise<void>[] = [];

  const emit = (chunk: Buffer): void => {
    if (chunk.length === 0) return;
    partBytes += chunk.length;
    if (out) out.write(chunk);
    else {
      if (partBytes > TEXT_PART_LIMIT)
        throw invalidRequest(
          'invalid_multipart',
          `The field '${part?.field}' is too long.`,
          part?.field ?? null,
        );
      text.push(chunk);
    }
  };
  const endPart = (): void => {
    if (!part) return;
    if (out) {
      const stream = out;
      writes.push(
        new Promise((resolve, reject) =>
          stream.end((err?: Error | null) => (err ? reject(err) : resolve())),
        ),
      );
      const last = files[files.length - 1] as UploadedFile;
      last.bytes = partBytes;
    } else fields[part.field] = Buffer.concat(text).toString('utf8');
    part = null;
    out = null;
    text = [];
    partBytes = 0;
  };

  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        if (state === 'done') break;
        if (state === 'preamble' || state === 'body') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            // Keep what could be the start of a delimiter; the rest is the part's.
            const keep = Math.min(buffer.length, delimiter.length - 1);
            if (state === 'body') emit(buffer.subarray(0, buffer.length - keep));
            buffer = buffer.subarray(buffer.length - keep);
            break;
          }
          if (buffer.length < at + delimiter.length + 2) {
            if (state === 'body') emit(buffer.subarray(0, at));
            buffer = buffer.subarray(at);
            break;
          }
          if (state === 'body') {
            emit(buffer.subarray(0, at));
            endPart();
          }
          const after = buffer
            .subarray(at + delimiter.length, at + delimiter.length + 2)
            .toString('latin1');
          buffer = buffer.subarray(at + delimiter.length + 2);
          if (after === '--') state = 'done';
          else if (after === '\r\n') state = 'headers';
          else
            throw invalidRequest('invalid_multipart', 'The upload is not well-formed multipart.');
          continue;
        }
        // headers
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buffer.length > HEADER_LIMIT)
            throw invalidRequest('invalid_multipart', 'A part’s headers are too long.');
          break;
        }
        part = parseHeaders(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + 4);
        if (part.filename !== null) {
          const file = path.join(dir, `part-${files.length}`);
          out = createWriteStream(file);
          files.push({ field: part.field, filename: part.filename, path: file, bytes: 0 });
        }
        state = 'body';
      }
    }
    if (state !== 'done')
      throw invalidRequest('invalid_multipart', 'The upload ended before its last boundary.');
  } finally {
    if (out) (out as WriteStream).destroy();
    await Promise.allSettled(writes);
  }
  await Promise.all(writes);
  return { files, fields };
}
