import type { MeshMode } from '../models/catalog.ts';
import type { ArtStyle, Interpretation } from './scene.ts';

export type { MeshMode } from '../models/catalog.ts';

/** What the geometry of a task is made from: a prompt, or a picture (and maybe a prompt). */
export interface ShapeSource {
  seed: number;
  prompt: string | null;
  /** Raw PNG/JPEG/WebP bytes of the reference picture, if any. */
  image: Uint8Array | null;
  /**
   * Cartoon proportions (big head, sturdy limbs): set when the task that made the shape
   * asked for the cartoon style, so a texture pass keeps its draft's geometry.
   */
  cartoon?: boolean;
}

/**
 * One 3D job, everything the worker needs and nothing else (structured-clone safe).
 * `texture` jobs rebuild the geometry of their source draft (deterministic, so identical)
 * and texture it, with `prompt` adding material words.
 */
export interface MeshJob {
  mode: MeshMode;
  artStyle: ArtStyle;
  /** The geometry: the task's own source, or the draft's for texture mode. */
  shape: ShapeSource;
  /** Texture mode: the texture request's own prompt (materials, colours), if any. */
  texturePrompt: string | null;
  /**
   * The model family, whose detail both the geometry and the output use (a texture
   * task's source draft is always of the same family).
   */
  family: string;
}

export type MeshStage = 'parse' | 'build' | 'mesh' | 'unwrap' | 'bake' | 'write';

export interface MeshResult {
  glb: Uint8Array;
  triangles: number;
  interpretation: Interpretation;
}
