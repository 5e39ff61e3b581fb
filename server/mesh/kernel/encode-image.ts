/**
 * Texture bytes → JPEG with sharp (deterministic for the same pixels and options). sharp is
 * loaded on the first texture (~20 MB a draft-only worker never needs).
 */

import type Sharp from 'sharp';

export interface EncodedImage {
  bytes: Uint8Array;
  mimeType: 'image/jpeg';
}

/** sharp, loaded on first use so a 3D worker that only makes drafts never holds it. */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}

/** Encodes tightly packed RGB pixels. JPEG keeps full chroma (no 4:2:0) at `quality`. */
export async function encodeRgb(
  rgb: Uint8Array,
  width: number,
  height: number,
  quality: number,
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const buf = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:4:4', mozjpeg: false, progressive: false })
    .toBuffer();
  return {
    bytes: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    mimeType: 'image/jpeg',
  };
}
