/** Image-to-3D: the public surface of this folder. */
export {
  MAX_REFERENCE_BYTES,
  decodeReference,
  decodeReferenceBytes,
  sniffFormat,
} from './decode-reference.ts';
export type { DecodedImage, ReferenceFormat } from './decode-reference.ts';
export { ReferenceImageError, toApiError } from './reference-error.ts';
export type { ReferenceErrorCode } from './reference-error.ts';
export { imageToScene, pictureColorNames, surfaceFromPrompt } from './image-to-scene.ts';
export type { ImageToSceneOptions } from './image-to-scene.ts';
