/** What every object kind of the library provides. */
import type { ManifoldModule } from '../kernel/manifold.ts';
import type { Detail, Interpretation, ScenePart } from '../scene.ts';
import type { Rng } from './rng.ts';

export interface BuildContext {
  wasm: ManifoldModule;
  detail: Detail;
  /** Seeded from the interpretation (and the copy number): proportions vary with it. */
  rng: Rng;
}

export interface ObjectKind {
  /** The kind's name, as in `Interpretation.kind`. */
  kind: string;
  /**
   * One object as named watertight parts in metres, resting near y = 0 around the origin
   * (the scene assembly rests it exactly on y = 0 and centres it).
   */
  build(interpretation: Interpretation, ctx: BuildContext): ScenePart[];
  /** Plausible overall size at medium size (metres), for kinds built from a family table. */
  size?: KindSize;
  /**
   * Parts another object may rest on ("a lamp on a table" → `top`); absent: the object's
   * highest point.
   */
  surfaces?: readonly string[];
}

/** Height and longest horizontal side, each as [min, max] metres. */
export interface KindSize {
  height: [number, number];
  longest: [number, number];
}
