/**
 * `input_reference` → RGBA pixels. Accepts a `data:` URL with Base64 content or bare Base64
 * of a PNG, JPEG or WebP (recognised by its magic bytes, whatever a data URL claims), at
 * most 10 MiB decoded. Addresses (http:, https:, file:, ...) are refused: nothing is
 * fetched. EXIF orientation is applied; pictures larger than `MAX_SIDE` are scaled down.
 */
import { ReferenceImageError } from './reference-error.ts';

export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
/** Longest side kept after decoding (larger pictures are scaled down to it). */
export const MAX_SIDE = 2048;
/** Pictures with more pixels than this are refused before decoding. */
export const MAX_PIXELS = 64_000_000;

export type ReferenceFormat = 'png' | 'jpeg' | 'webp';

export interface DecodedImage {
  /** RGBA, 8 bits per channel, row-major from the top-left. */
  rgba: Uint8Array;
  width: number;
  height: number;
  format: ReferenceFormat;
  /** The picture as sent (PNG/JPEG/WebP bytes), e.g. to store beside the task. */
  bytes: Uint8Array;
}

/** A data URL or bare Base64 string → pixels. Throws `ReferenceImageError`. */
export async function decodeReference(input: string): Promise<DecodedImage> {
  return decodeReferenceBytes(referenceBytes(input));
}

/** PNG/JPEG/WebP bytes → pixels (checks size, format and pixel count). */
export async function decodeReferenceBytes(bytes: Uint8Array): Promise<DecodedImage> {
  if (bytes.length > MAX_REFERENCE_BYTES) throw tooLarge(bytes.length);
  const format = sniffFormat(bytes);
  if (!format) {
    throw new ReferenceImageError(
      'invalid_reference_image',
      'input_reference is not a PNG, JPEG or WebP image.',
    );
  }
  // Loaded on first use: libvips is megabytes the gateway need not hold until a picture comes.
  const { default: sharp } = await import('sharp');
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw corrupt(format);
  }
  if (width < 1 || height < 1) throw corrupt(format);
  if (width * height > MAX_PIXELS) {
    throw new ReferenceImageError(
      'reference_too_large',
      `input_reference is ${width}×${height} pixels; at most ${MAX_PIXELS / 1e6} megapixels are accepted.`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      format,
      bytes,
    };
  } catch {
    throw corrupt(format);
  }
}

function tooLarge(bytes: number): ReferenceImageError {
  return new ReferenceImageError(
    'reference_too_large',
    `input_reference decodes to ${bytes} bytes; at most ${MAX_REFERENCE_BYTES} (10 MiB) are accepted.`,
  );
}

function corrupt(format: ReferenceFormat): ReferenceImageError {
  return new ReferenceImageError(
    'invalid_reference_image',
    `input_reference looks like ${format.toUpperCase()} but could not be decoded.`,
  );
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The decoded bytes of a data URL or bare Base64 string. */
export function referenceBytes(input: string): Uint8Array {
  const text = input.trim();
  let body: string;
  if (/^data:/i.test(text)) {
    const comma = text.indexOf(',');
    const header = comma >= 0 ? text.slice(5, comma) : '';
    if (comma < 0 || !/;base64$/i.test(header.trim())) {
      throw new ReferenceImageError(
        'invalid_reference_image',
        'input_reference data URL must carry Base64 content (data:image/png;base64,...).',
      );
    }
    body = text.slice(comma + 1);
  } else if (SCHEME.test(text)) {
    throw new ReferenceImageError(
      'unsupported_reference_url',
      'input_reference must be a data URL or Base64 image; addresses such as http(s) URLs are not fetched.',
    );
  } else {
    body = text;
  }
  body = body.replace(/\s+/g, '');
  if (body.length === 0 || !BASE64.test(body) || body.length % 4 === 1) {
    throw new ReferenceImageError(
      'invalid_reference_image',
      'input_reference is not valid Base64.',
    );
  }
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((body.length * 3) / 4) - padding;
  if (decodedLength > MAX_REFERENCE_BYTES) throw tooLarge(decodedLength);
  const buf = Buffer.from(body, 'base64');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** PNG, JPEG or WebP by magic bytes, else null. */
export function sniffFormat(b: Uint8Array): ReferenceFormat | null {
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}
