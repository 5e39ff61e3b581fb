/**
 * Wire contract: 3D generation (API.md "POST /v1/3d", "3D task object", docs/decisions.md §5).
 * Types; the body's schema (what the gateway checks) is `meshBody` in schemas.ts, built
 * from request-values.ts.
 */
import type { ART_STYLES } from './request-values.ts';
import type { TaskObjectBase } from './tasks.ts';

export type ArtStyle = (typeof ART_STYLES)[number];

/** Body of `POST /v1/3d`. Which fields apply depends on the model's `mode` (models.ts). */
export interface MeshBody {
  model: string;
  /** Text-to-3D; optional beside `input_reference` or in texture mode. At most 1,000 characters. */
  prompt?: string;
  /** Image-to-3D: PNG, JPEG or WebP as a data URL or bare Base64 (no http(s) addresses). */
  input_reference?: string;
  /** Texture mode only: a completed draft of the same family, owned by the caller. */
  source_task_id?: string;
  metadata?: {
    /** Default `realistic`. */
    art_style?: ArtStyle;
    /** 0 … 2^32−1; same request and seed, same GLB. */
    seed?: number;
    [extra: string]: unknown;
  };
}

/** How the modeller read the prompt or picture. */
export interface MeshInterpretation {
  /** The object kind built, e.g. "chair", or "sculpture" for an unknown noun. */
  kind: string;
  /** The noun of the prompt that chose it. */
  noun: string | null;
  colors: string[];
  materials: string[];
  size: 'tiny' | 'small' | 'medium' | 'large' | 'huge';
  count: number;
  /** Parts asked for or left out ("with armrests", "without legs"). */
  parts: string[];
  seed: number;
  /**
   * How the noun reached the kind (docs/decisions.md §7): `exact`, `related` (through its meaning;
   * `chain` is the WordNet path), `abstract` (no object meant: a seeded sculpture) or
   * `unknown` (no kind and no same-family stand-in: a neutral placeholder, see `suggestions`).
   */
  match: 'exact' | 'related' | 'abstract' | 'unknown';
  chain?: string[];
  /** With `related`: the noun the built kind stands in for (same shape family only). */
  stand_in_for?: string;
  /** With `unknown` (a neutral placeholder was built): the nearest known kinds. */
  suggestions?: string[];
  /**
   * A state the prompt put before the thing and the built kind shows: "an open book" →
   * `open`, "a carved pumpkin" → `carved`, "half an apple" → `half`.
   */
  state?: string;
  /** Words read as a state the built kind does not show ("a broken vase" → `["broken"]`). */
  unshown?: string[];
  /** Colours bound to named parts: "a house with a red roof" → `{ roof: "red" }`. */
  partColors?: Record<string, string>;
  /** Materials bound to named parts. */
  partMaterials?: Record<string, string>;
  /** Further objects of the scene ("a lamp on a table": the table), each placed by relation. */
  objects?: MeshSceneObject[];
  /** The prompt's language when it was not English (ISO 639-1), e.g. "fr". */
  language?: string;
}

/** A further object of a scene: read like the main one, plus where it goes. */
export type MeshSceneObject = Omit<
  MeshInterpretation,
  'seed' | 'objects' | 'language' | 'suggestions'
> & {
  relation: 'on' | 'under' | 'beside' | 'with' | 'behind' | 'front' | 'around' | 'in';
};

/** `metadata` of a completed 3D task. */
export interface MeshTaskMetadata {
  interpretation: MeshInterpretation;
  art_style: ArtStyle;
  seed: number;
  triangles: number;
}

/** `GET /v1/3d/{id}`, and 3D entries of the history. */
export interface MeshTaskObject extends TaskObjectBase {
  object: '3d';
  /**
   * The first words of the prompt (at most 12 words, 120 characters, `…` if cut), when the
   * task had one: what a history list shows. Like `input_preview` of speech tasks.
   */
  prompt_preview?: string;
  /** When completed: the authenticated download, `{origin}/v1/3d/{id}/content`. */
  data?: { format: 'glb'; url: string };
  /** When completed. */
  metadata?: MeshTaskMetadata;
  /**
   * When completed (issue #13, docs/decisions.md §7): one authenticated download per format,
   * `{origin}/v1/3d/{id}/content?format=…` (glb is also the bare `/content`).
   */
  model_urls?: MeshModelUrls;
  /** When completed: `{origin}/v1/3d/{id}/thumbnail`, a 512×512 PNG of the lit model. */
  thumbnail_url?: string;
}

/** Formats `GET /v1/3d/{id}/content?format=` serves. OBJ is a zip (obj + mtl + textures). */
export type MeshExportFormat = 'glb' | 'obj' | 'stl' | 'usdz';

export type MeshModelUrls = Record<MeshExportFormat, string>;

/** The answer to a submission: the task as accepted (queued, progress 0). */
export type MeshTaskSubmitted = Pick<
  MeshTaskObject,
  'id' | 'object' | 'model' | 'status' | 'progress' | 'created_at'
>;
