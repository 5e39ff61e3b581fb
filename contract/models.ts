/**
 * Wire contract: the model list (`GET /v1/models`, `GET /v1/models/{id}`). Type-only;
 * imports nothing.
 */

/** What a model makes (docs/decisions.md §7). Clients read it here, never derive it from the id. */
export type ModelKind = 'speech' | '3d';

/** What a 3D model id generates (docs/decisions.md §7): `<family>`, `<family>-draft`, `<family>-texture`. */
export type MeshMode = 'textured' | 'draft' | 'texture';

/** Who runs the model: this gateway, or a connected upstream service. */
export type ModelOwner = 'voxmesh' | 'upstream';

interface ModelObjectBase {
  /** The callable id, copied as returned. */
  id: string;
  object: 'model';
  /** Unix seconds; fixed per model so listings are stable. */
  created: number;
  owned_by: ModelOwner;
}

export interface SpeechModelObject extends ModelObjectBase {
  kind: 'speech';
}

export interface MeshModelObject extends ModelObjectBase {
  kind: '3d';
  mode: MeshMode;
}

/** One item of the model list, discriminated by `kind`. */
export type ModelObject = SpeechModelObject | MeshModelObject;

export interface ModelList {
  object: 'list';
  data: ModelObject[];
}
