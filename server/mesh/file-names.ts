import type { MeshFileNames } from '../models/channels.ts';
import { DERIVED_FILES } from './export/formats.ts';
import { GLB_FILE } from './task-handler.ts';

/**
 * How 3D results are named in a task folder, for a channel that writes them (the upstream's
 * copies; its thumbnail goes where the derived-files cache looks): app.ts hands it over.
 */
export const MESH_FILE_NAMES: MeshFileNames = {
  glb: GLB_FILE,
  thumbnail: {
    file: DERIVED_FILES.thumbnail.file,
    contentType: DERIVED_FILES.thumbnail.contentType,
  },
};
