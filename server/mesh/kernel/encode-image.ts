/** Texture bytes → JPEG or PNG with sharp (deterministic for the same pixels and options). */
import sharp from 'sharp';

export type TextureFormat = 'jpeg' | 'png';

export interface EncodedImage {
  bytes: Uint8Array;
  mimeType: 'image/jpeg' | 'image/png';
}

/** Encodes tightly packed RGB pixels. JPEG keeps full chroma (no 4:2:0) at `quality`. */
export async function encodeRgb(
  rgb: Uint8Array,
  width: number,
  height: number,
  format: TextureFormat,
  quality = 88,
): Promise<EncodedImage> {
  const image = sharp(rgb, { raw: { width, height, channels: 3 } });
  if (format === 'png') {
    const buf = await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
    return {
      bytes: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength),
      mimeType: 'image/png',
    };
  }
  const buf = await image
    .jpeg({ quality, chromaSubsampling: '4:4:4', mozjpeg: false, progressive: false })
    .toBuffer();
  return {
    bytes: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    mimeType: 'image/jpeg',
  };
}
