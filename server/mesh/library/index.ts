/**
 * Text-to-3D object library: prompt → `Scene` of named watertight parts (see scene.ts).
 *
 *   const scene = await buildScene('three tiny golden mushrooms', { detail, seed: 7 });
 */
import { getManifold, type ManifoldModule } from '../kernel/manifold.ts';
import { interpretPrompt, SCULPTURE_KIND } from '../prompt/parse.ts';
import { SIZE_SCALE } from '../prompt/sizes.ts';
import type { Detail, Interpretation, Scene, SceneObject, ScenePart } from '../scene.ts';
import { arrangePair, layOut, partsBounds, restAndCentre } from './arrange.ts';
import { KIND_BY_NAME, KIND_NAMES } from './registry.ts';
import { hashSeed, Rng } from './rng.ts';

/** Every kind the library builds (the sculpture for unknown nouns included). */
export const OBJECT_KINDS: string[] = [...KIND_NAMES];

export interface BuildOptions {
  detail: Detail;
  seed: number;
}

/** Reads the prompt and builds its scene. Same prompt + seed + detail → same geometry. */
export async function buildScene(prompt: string, opts: BuildOptions): Promise<Scene> {
  const interpretation = interpretPrompt(prompt, opts.seed);
  const wasm = await getManifold();
  return { parts: buildParts(wasm, interpretation, opts.detail), interpretation };
}

/** Builds an interpretation (e.g. one stored on a task) with a loaded manifold module. */
export function buildParts(
  wasm: ManifoldModule,
  interpretation: Interpretation,
  detail: Detail,
): ScenePart[] {
  const kind = KIND_BY_NAME.get(interpretation.kind) ?? KIND_BY_NAME.get(SCULPTURE_KIND);
  if (!kind) throw new Error(`no builder for ${interpretation.kind}`);
  const count = Math.max(1, Math.min(6, Math.floor(interpretation.count)));
  // Several copies share the triangle budget: fewer segments each.
  const segments = Math.max(12, Math.round(detail.circleSegments / Math.sqrt(count) / 4) * 4);
  const copyDetail: Detail = { ...detail, circleSegments: segments };
  const base = hashSeed('voxmesh-library', kind.kind, interpretation.seed);
  const scale = SIZE_SCALE[interpretation.size] ?? 1;
  const copies: ScenePart[][] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(hashSeed(base, i));
    const parts = kind.build(interpretation, { wasm, detail: copyDetail, rng });
    copies.push(restAndCentre(parts, scale));
  }
  const main = restAndCentre(layOut(copies, kind.kind));
  const objects = interpretation.objects ?? [];
  if (objects.length === 0) return uniqueMaterialNames(main);
  // A scene: every object is its own group of parts, named `<kind>_<part>`.
  let scene: ScenePart[] = main.map((p) => ({
    ...p,
    name: `${kind.kind}_${p.name}`,
    group: p.group ?? kind.kind,
  }));
  for (const [i, object] of objects.entries()) {
    const other: Interpretation = {
      ...object,
      seed: hashSeed(interpretation.seed, i + 1),
    };
    delete (other as Partial<SceneObject>).relation;
    const label = object.kind === kind.kind ? `${object.kind}_${i + 2}` : object.kind;
    const built = readable(buildParts(wasm, other, copyDetail), scene);
    scene = readable(scene, built);
    const parts = built.map((p) => ({
      ...p,
      name: `${label}_${p.name}`,
      group: p.group ? `${label}_${p.group}` : label,
    }));
    scene = arrangePair(
      scene,
      parts,
      object.relation,
      KIND_BY_NAME.get(object.kind)?.surfaces,
      kind.surfaces,
    );
  }
  return uniqueMaterialNames(restAndCentre(scene));
}

/**
 * Scene scale (docs/decisions.md §7): no object of a scene is shorter than MIN_SHARE of the
 * other's height, so a dog beside a 6 m tree or a cup on a table stays readable. Returns
 * `parts` scaled up uniformly when they are that small, else unchanged.
 */
const MIN_SHARE = 0.25;
function readable(parts: ScenePart[], against: readonly ScenePart[]): ScenePart[] {
  const h = (ps: readonly ScenePart[]) => {
    const b = partsBounds(ps);
    return b.max[1] - b.min[1];
  };
  const mine = h(parts);
  const theirs = h(against);
  if (mine <= 0 || mine >= theirs * MIN_SHARE) return parts;
  return restAndCentre(parts, (theirs * MIN_SHARE) / mine);
}

/** Gives distinct materials distinct names (the kernel may key materials by name). */
function uniqueMaterialNames(parts: ScenePart[]): ScenePart[] {
  const seen = new Map<string, string>();
  const taken = new Set<string>();
  return parts.map((part) => {
    const key = JSON.stringify(part.material);
    let name = seen.get(key);
    if (name === undefined) {
      name = part.material.name;
      for (let i = 2; taken.has(name); i++) name = `${part.material.name} ${i}`;
      seen.set(key, name);
      taken.add(name);
    }
    return name === part.material.name ? part : { ...part, material: { ...part.material, name } };
  });
}
