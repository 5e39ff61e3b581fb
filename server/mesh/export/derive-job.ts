/**
 * Files made from a task's GLB in a mesh worker: the thumbnail and the export formats.
 * Structured-clone safe; the GLB goes in, the file's bytes come back.
 */
export type DerivedKind = 'thumbnail' | 'obj' | 'stl' | 'usdz';

export interface DeriveJob {
  derive: DerivedKind;
  glb: Uint8Array;
}

export interface DeriveResult {
  bytes: Uint8Array;
}
