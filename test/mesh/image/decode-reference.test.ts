import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import {
  MAX_REFERENCE_BYTES,
  ReferenceImageError,
  decodeReference,
  decodeReferenceBytes,
  toApiError,
} from '../../../server/mesh/image/index.ts';

const svg = (body: string, w = 64, h = 48) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

async function codeOf(input: string): Promise<string> {
  try {
    await decodeReference(input);
  } catch (e) {
    if (e instanceof ReferenceImageError) return e.code;
    throw e;
  }
  return 'ok';
}

describe('decodeReference', () => {
  it('decodes PNG data URLs, bare Base64 JPEG and WebP to RGBA', async () => {
    const png = await sharp(svg('<circle cx="32" cy="24" r="20" fill="red"/>')).png().toBuffer();
    const fromUrl = await decodeReference(`data:image/png;base64,${png.toString('base64')}`);
    expect([fromUrl.width, fromUrl.height, fromUrl.format]).toEqual([64, 48, 'png']);
    expect(fromUrl.rgba.length).toBe(64 * 48 * 4);
    expect(Buffer.from(fromUrl.bytes).equals(png)).toBe(true);
    // Centre pixel is red and opaque; a corner is transparent.
    const c = (24 * 64 + 32) * 4;
    expect(fromUrl.rgba[c]).toBeGreaterThan(200);
    expect(fromUrl.rgba[c + 3]).toBe(255);
    expect(fromUrl.rgba[3]).toBe(0);

    const jpeg = await sharp(svg('<rect width="64" height="48" fill="blue"/>')).jpeg().toBuffer();
    const bare = await decodeReference(jpeg.toString('base64'));
    expect(bare.format).toBe('jpeg');
    expect(bare.rgba[(10 * 64 + 10) * 4 + 2]).toBeGreaterThan(200);

    const webp = await sharp(svg('<rect width="64" height="48" fill="lime"/>')).webp().toBuffer();
    // A data URL that names the wrong type still decodes: the bytes decide.
    const wrongMime = await decodeReference(`data:image/png;base64,${webp.toString('base64')}`);
    expect(wrongMime.format).toBe('webp');
    expect((await decodeReferenceBytes(new Uint8Array(webp))).width).toBe(64);
  });

  it('refuses addresses without fetching them', async () => {
    expect(await codeOf('https://example.com/a.png')).toBe('unsupported_reference_url');
    expect(await codeOf('http://127.0.0.1:9/a.png')).toBe('unsupported_reference_url');
    expect(await codeOf('file:///etc/passwd')).toBe('unsupported_reference_url');
    expect(await codeOf('  ftp://example.com/a.png')).toBe('unsupported_reference_url');
  });

  it('refuses corrupt Base64, non-images and broken images', async () => {
    expect(await codeOf('@@@ not base64 @@@')).toBe('invalid_reference_image');
    expect(await codeOf('data:image/png;base64,%%%')).toBe('invalid_reference_image');
    expect(await codeOf('data:image/png,rawbytes')).toBe('invalid_reference_image');
    expect(await codeOf('')).toBe('invalid_reference_image');
    const text = Buffer.from('hello, this is a text file\n'.repeat(20)).toString('base64');
    expect(await codeOf(text)).toBe('invalid_reference_image');
    const png = await sharp(svg('<rect width="64" height="48" fill="red"/>')).png().toBuffer();
    const truncated = png.subarray(0, 60).toString('base64');
    expect(await codeOf(`data:image/png;base64,${truncated}`)).toBe('invalid_reference_image');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await codeOf(gif.toString('base64'))).toBe('invalid_reference_image');
  });

  it('refuses more than 10 MiB decoded, before decoding it', async () => {
    const over = Buffer.alloc(MAX_REFERENCE_BYTES + 1).toString('base64');
    expect(await codeOf(over)).toBe('reference_too_large');
    expect(await codeOf(`data:image/png;base64,${over}`)).toBe('reference_too_large');
    // Exactly 10 MiB is allowed through the size check (and then fails as a non-image).
    const exact = Buffer.alloc(MAX_REFERENCE_BYTES).toString('base64');
    expect(await codeOf(exact)).toBe('invalid_reference_image');
  });
});

describe('toApiError', () => {
  it('maps refusals to 400s and 413 payload_too_large on input_reference', () => {
    const url = toApiError(new ReferenceImageError('unsupported_reference_url', 'no'));
    expect([url.status, url.code, url.param, url.type]).toEqual([
      400,
      'unsupported_reference_url',
      'input_reference',
      'invalid_request_error',
    ]);
    const bad = toApiError(new ReferenceImageError('invalid_reference_image', 'no'));
    expect([bad.status, bad.code]).toEqual([400, 'invalid_reference_image']);
    const big = toApiError(new ReferenceImageError('reference_too_large', 'no'));
    expect([big.status, big.code, big.param]).toEqual([
      413,
      'payload_too_large',
      'input_reference',
    ]);
    expect(big).toBeInstanceOf(ApiError);
  });

  it('hands other errors back unchanged', () => {
    const other = new Error('boom');
    expect(toApiError(other)).toBe(other);
  });
});
