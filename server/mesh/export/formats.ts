/**
 * What `GET /v1/3d/{id}/content?format=` and `/thumbnail` serve: per derived file, its name
 * in the task's files area, its Content-Type and its download extension. Light (no exporter
 * code), so the HTTP thread can import it.
 */
import type { MeshExportFormat } from '../../../contract/mesh.ts';
import type { DerivedKind } from './derive-job.ts';

export const EXPORT_FORMATS: readonly MeshExportFormat[] = ['glb', 'obj', 'stl', 'usdz'];

export function isExportFormat(value: string): value is MeshExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

export interface DerivedFile {
  /** Name in the task's files area. */
  file: string;
  contentType: string;
  /** Extension of the download's file name. */
  ext: string;
}

export const DERIVED_FILES: Record<DerivedKind, DerivedFile> = {
  thumbnail: { file: 'thumbnail.png', contentType: 'image/png', ext: 'png' },
  // The OBJ comes zipped with its MTL and textures.
  obj: { file: 'export-obj.zip', contentType: 'application/zip', ext: 'zip' },
  stl: { file: 'export.stl', contentType: 'model/stl', ext: 'stl' },
  usdz: { file: 'export.usdz', contentType: 'model/vnd.usdz+zip', ext: 'usdz' },
};
