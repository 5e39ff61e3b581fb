export type { ArtStyle } from '../../contract/mesh.ts';

/**
 * The contract between the two halves of the 3D modeller:
 * - the object library (prompt → parts) builds a `Scene`: named watertight parts, each
 *   with a material description, in metres, +Y up, resting on y = 0;
 * - the kernel (scene → GLB) unwraps, bakes textures for the art style and writes the
 *   GLB. Nothing else crosses between them.
 */

/** Linear RGB in 0..1. */
export type Rgb = [number, number, number];

/** What a surface is made of; the kernel turns it into procedural texture detail. */
export type SurfaceKind =
  | 'plain'
  | 'wood'
  | 'stone'
  | 'metal'
  | 'fabric'
  | 'plastic'
  | 'glass'
  | 'ceramic'
  | 'fur'
  /** Fur with dark bands across each part (zebra, tiger). */
  | 'stripes'
  /** Fur with many small spots (giraffe, leopard). */
  | 'spots'
  /** Fur with a few large patches (cow). */
  | 'patches'
  | 'leaf'
  | 'bark'
  | 'skin'
  | 'rubber'
  | 'paper'
  | 'ice'
  | 'gold';

export interface MaterialSpec {
  name: string;
  baseColor: Rgb;
  surface: SurfaceKind;
  /** 0..1 */
  metallic: number;
  /** 0..1 */
  roughness: number;
  /** Optional second colour for patterns (stripes, spots, grain). */
  accentColor?: Rgb;
  /**
   * Optional picture projected onto the part along Z (image-to-3D reliefs, set by
   * server/mesh/image); absent for prompt-built parts. The kernel bakes it in textured mode.
   */
  imageProjection?: ImageProjection;
}

/**
 * A picture laid onto a part by orthographic projection along Z: the image rectangle covers
 * `rect` in the XY plane (world metres). Front faces (normal +Z) show the image; back faces a
 * blurred copy; the sides blend the two. Pixels whose alpha is below 128 are outside the
 * subject: the kernel extends the subject's colours over them.
 */
export interface ImageProjection {
  /** sRGB RGBA, row-major from the top-left corner, `width * height * 4` bytes. */
  rgba: Uint8Array;
  width: number;
  height: number;
  /** World rectangle of the image: x from minX (left) to maxX, y from minY (bottom) to maxY. */
  rect: { minX: number; maxX: number; minY: number; maxY: number };
}

/** Indexed triangle mesh: outward winding (counter-clockwise seen from outside). */
export interface MeshData {
  /** x,y,z per vertex, metres. */
  positions: Float32Array;
  /** 3 indices per triangle. */
  indices: Uint32Array;
}

export interface ScenePart {
  /** Unique within the scene; becomes the glTF node name, e.g. "seat", "leg_1". */
  name: string;
  mesh: MeshData;
  material: MaterialSpec;
  /**
   * The object this part belongs to in a scene of several ("table", "lamp", "cat_2"): the
   * GLB groups its parts under a node of that name. Absent: directly under the root.
   */
  group?: string;
}

/** How the prompt was understood; stored on the task as `metadata.interpretation`. */
export interface Interpretation {
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
   * How the noun reached the kind: `exact` (the library knows the noun), `related` (through
   * its meaning: `chain` lists the WordNet path from the noun to the word that has a builder)
   * or `abstract` (no object meant: a seeded sculpture), or `unknown` (a thing the library
   * has no kind for and no same-family stand-in: a neutral placeholder, with `suggestions`).
   */
  match: Match;
  chain?: string[];
  /** With `related`: the noun the built kind stands in for ("wolf" built as a dog). */
  stand_in_for?: string;
  /** With `unknown`: the nearest kinds the library knows, nearest first. */
  suggestions?: string[];
  /**
   * A state the prompt put before the thing and the built kind shows: "an open book" →
   * `open`, "a carved pumpkin" → `carved`, "half an apple" → `half`.
   */
  state?: string;
  /**
   * Words read as a state the built kind does not show ("a broken vase" → `["broken"]`), or
   * as a coloured part the creature is not built with ("a man with a blue tongue" →
   * `["blue tongue"]`).
   */
  unshown?: string[];
  /** Colours bound to named parts: "a house with a red roof" → `{ roof: "red" }`. */
  partColors?: Record<string, string>;
  /** Materials bound to named parts: "a green velvet seat" → `{ seat: "fabric" }`. */
  partMaterials?: Record<string, string>;
  /** Further objects of the scene ("a lamp on a table": the table), each placed by relation. */
  objects?: SceneObject[];
  /** The prompt's language when it was not English (ISO 639-1), e.g. "fr". */
  language?: string;
}

export type Match = 'exact' | 'related' | 'abstract' | 'unknown';

/** Where a further object goes relative to the main one. */
/**
 * Where a further object goes relative to the main one, said of the further object: `under`
 * (the main one rests on it), `on`, `beside`, `with` (on it when much smaller, else beside),
 * `behind` / `front` (behind or in front of the main one), `around` (the main one is inside
 * it), `in` (it is the main one's contents: "a basket of apples").
 */
export type Relation = 'on' | 'under' | 'beside' | 'with' | 'behind' | 'front' | 'around' | 'in';

/** One further object of a scene: read like the main one, plus its relation to it. */
export type SceneObject = Omit<Interpretation, 'seed' | 'objects' | 'language' | 'suggestions'> & {
  /** "a lamp on a table": the table is `under` the lamp; "a table with a lamp": the lamp is `with`. */
  relation: Relation;
};

export interface Scene {
  parts: ScenePart[];
  interpretation: Interpretation;
}

/** Level of detail by model family: newer, finer. */
export interface Detail {
  /** Segments around a full circle for round parts. */
  circleSegments: number;
  /** Target triangle budget for the whole scene. */
  maxTriangles: number;
  /** Texture atlas size in pixels (square). */
  textureSize: number;
}

export const FAMILY_DETAIL: Record<string, Detail> = {
  'mesh-6': { circleSegments: 64, maxTriangles: 60_000, textureSize: 1024 },
  'mesh-5.3': { circleSegments: 48, maxTriangles: 40_000, textureSize: 1024 },
  'mesh-5.1': { circleSegments: 40, maxTriangles: 30_000, textureSize: 512 },
  'mesh-5': { circleSegments: 32, maxTriangles: 20_000, textureSize: 512 },
  'mesh-4': { circleSegments: 24, maxTriangles: 10_000, textureSize: 256 },
};
