/**
 * The viewer's light: three.js's RoomEnvironment, prefiltered once by
 * scripts/bake-room-environment.mjs into room-environment.bin, an asset of the build that
 * the viewer fetches from its own origin when it opens. Prefiltering at run time costs
 * 5–40 s on software WebGL; uploading the baked cube costs milliseconds.
 *
 * The file: the cube's face size and its number of mip levels (two little-endian 16-bit
 * integers), then its half-float RGBA texels, face by face (+x −x +y −y +z −z), each face
 * mip 0 first, deflated (zlib).
 */
import {
  CompressedCubeTexture,
  HalfFloatType,
  LinearFilter,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  RGBAFormat,
  type WebGLRenderer,
} from 'three';
import { unzlibSync } from 'fflate';
import ROOM_ENVIRONMENT_URL from './room-environment.bin?url';

interface Level {
  data: Uint16Array;
  width: number;
  height: number;
}

/** The baked cube's file, fetched from the studio's own origin. */
export async function fetchRoomEnvironment(): Promise<ArrayBuffer> {
  const res = await fetch(ROOM_ENVIRONMENT_URL);
  if (!res.ok) throw new Error(`The viewer's light could not be loaded (${res.status}).`);
  return res.arrayBuffer();
}

/** The baked cube (`file`, as fetched), uploaded to this renderer, ready as `scene.environment`. */
export function roomEnvironment(renderer: WebGLRenderer, file: ArrayBuffer): CompressedCubeTexture {
  const head = new DataView(file, 0, 4);
  const size = head.getUint16(0, true);
  const levels = head.getUint16(2, true);
  const bytes = unzlibSync(new Uint8Array(file, 4));
  const halves = new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  const faces: { width: number; height: number; mipmaps: Level[] }[] = [];
  let at = 0;
  for (let face = 0; face < 6; face++) {
    const mipmaps: Level[] = [];
    for (let lod = 0; lod < levels; lod++) {
      const s = size >> lod;
      mipmaps.push({ data: halves.subarray(at, at + s * s * 4), width: s, height: s });
      at += s * s * 4;
    }
    faces.push({ width: size, height: size, mipmaps });
  }
  // The types ask for compressed images and formats; three uploads the mip chains of an
  // RGBA CompressedCubeTexture with texImage2D, which is what this is (an uncompressed
  // cube with its own mip levels, as the PMREM render target held it).
  type Args = ConstructorParameters<typeof CompressedCubeTexture>;
  const texture = new CompressedCubeTexture(
    faces as unknown as Args[0],
    RGBAFormat as unknown as Args[1],
    HalfFloatType,
  );
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.colorSpace = LinearSRGBColorSpace;
  texture.isPMREMTexture = true;
  texture.needsUpdate = true;
  renderer.initTexture(texture);
  // Now uploaded: sampled like the PMREM render target it was read from (three mirrors
  // plain cube textures, not render targets).
  texture.isRenderTargetTexture = true;
  return texture;
}
