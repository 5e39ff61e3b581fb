/**
 * Small scenes built from manifold-3d primitives for the kernel tests, and a reader that
 * checks a GLB the way a user would: the Khronos validator, then its contents.
 */
import { NodeIO } from '@gltf-transform/core';
import type { Document } from '@gltf-transform/core';
import { validateBytes } from 'gltf-validator';
import type { ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import { manifoldToMeshData } from '../../../server/mesh/kernel/manifold.ts';
import type {
  Interpretation,
  MaterialSpec,
  Rgb,
  Scene,
  SurfaceKind,
} from '../../../server/mesh/scene.ts';

export function material(surface: SurfaceKind, baseColor: Rgb, metallic = 0): MaterialSpec {
  return { name: surface, baseColor, surface, metallic, roughness: 0.6 };
}

export function interpretation(kind: string, seed = 1): Interpretation {
  return {
    kind,
    noun: kind,
    colors: [],
    materials: [],
    size: 'medium',
    count: 1,
    parts: [],
    seed,
    match: 'exact',
  };
}

/** A small table: top, two legs and a stretcher (4 parts, boxes and cylinders). */
export function tableScene(wasm: ManifoldModule, segments = 32): Scene {
  const { Manifold } = wasm;
  const top = Manifold.cube([1, 0.05, 0.6], true).translate([0, 0.725, 0]);
  const leg = (x: number) =>
    Manifold.cylinder(0.7, 0.04, 0.03, segments).rotate([-90, 0, 0]).translate([x, 0, 0]);
  const stretcher = Manifold.cylinder(0.8, 0.015, 0.015, segments)
    .rotate([0, 90, 0])
    .translate([-0.4, 0.2, 0]);
  const parts = [
    { name: 'top', solid: top, material: material('wood', [0.45, 0.25, 0.1]) },
    { name: 'leg_1', solid: leg(-0.4), material: material('wood', [0.4, 0.22, 0.09]) },
    { name: 'leg_2', solid: leg(0.4), material: material('metal', [0.6, 0.6, 0.62], 1) },
    { name: 'stretcher', solid: stretcher, material: material('stone', [0.5, 0.5, 0.48]) },
  ];
  const scene: Scene = {
    parts: parts.map((p) => ({
      name: p.name,
      mesh: manifoldToMeshData(p.solid),
      material: p.material,
    })),
    interpretation: interpretation('table'),
  };
  for (const p of parts) p.solid.delete();
  return scene;
}

/** A snowman-like figure: a body (union of two spheres), a head and a cone hat (3 parts). */
export function figureScene(wasm: ManifoldModule, segments = 32): Scene {
  const { Manifold } = wasm;
  const lower = Manifold.sphere(0.3, segments).translate([0, 0.3, 0]);
  const upper = Manifold.sphere(0.22, segments).translate([0, 0.75, 0]);
  const body = lower.add(upper);
  const head = Manifold.sphere(0.15, segments).translate([0, 1.1, 0]);
  const hat = Manifold.cylinder(0.25, 0.12, 0, segments).rotate([-90, 0, 0]).translate([0, 1.2, 0]);
  const scene: Scene = {
    parts: [
      { name: 'body', mesh: manifoldToMeshData(body), material: material('fur', [0.8, 0.8, 0.78]) },
      { name: 'head', mesh: manifoldToMeshData(head), material: material('skin', [0.8, 0.6, 0.5]) },
      {
        name: 'hat',
        mesh: manifoldToMeshData(hat),
        material: material('fabric', [0.6, 0.05, 0.05]),
      },
    ],
    interpretation: interpretation('figure'),
  };
  for (const m of [lower, upper, body, head, hat]) m.delete();
  return scene;
}

/** Two dense spheres (for budgets): about 2 × 8k triangles at 128 segments. */
export function denseScene(wasm: ManifoldModule, segments = 128): Scene {
  const { Manifold } = wasm;
  const a = Manifold.sphere(0.5, segments).translate([0, 0.5, 0]);
  const b = Manifold.sphere(0.25, segments).translate([0.8, 0.25, 0]);
  const scene: Scene = {
    parts: [
      { name: 'big', mesh: manifoldToMeshData(a), material: material('leaf', [0.1, 0.5, 0.1]) },
      { name: 'small', mesh: manifoldToMeshData(b), material: material('bark', [0.3, 0.2, 0.1]) },
    ],
    interpretation: interpretation('spheres'),
  };
  a.delete();
  b.delete();
  return scene;
}

export interface PartReport {
  name: string;
  triangles: number;
  signedVolume: number;
  hasUv: boolean;
  hasTangent: boolean;
}

export interface GlbCheck {
  errors: number;
  messages: string[];
  doc: Document;
  /** Names of the root node's children. */
  partNames: string[];
  rootName: string;
  parts: PartReport[];
  triangles: number;
  images: number;
  baseColorTextures: number;
  metallicRoughnessTextures: number;
  normalTextures: number;
  min: [number, number, number];
  max: [number, number, number];
}

export async function checkGlb(bytes: Uint8Array): Promise<GlbCheck> {
  const report = await validateBytes(bytes);
  const doc = await new NodeIO().readBinary(bytes);
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0]!;
  const top = scene.listChildren();
  const rootNode = top[0]!;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const parts: PartReport[] = rootNode.listChildren().map((node) => {
    let triangles = 0;
    let volume = 0;
    let hasUv = false;
    let hasTangent = false;
    for (const prim of node.getMesh()?.listPrimitives() ?? []) {
      const pos = prim.getAttribute('POSITION')!.getArray()!;
      const idx = prim.getIndices()!.getArray()!;
      hasUv ||= prim.getAttribute('TEXCOORD_0') !== null;
      hasTangent ||= prim.getAttribute('TANGENT') !== null;
      for (let i = 0; i < pos.length; i += 3) {
        for (let k = 0; k < 3; k++) {
          min[k] = Math.min(min[k]!, pos[i + k]!);
          max[k] = Math.max(max[k]!, pos[i + k]!);
        }
      }
      for (let t = 0; t < idx.length; t += 3) {
        const a = idx[t]! * 3;
        const b = idx[t + 1]! * 3;
        const c = idx[t + 2]! * 3;
        volume +=
          (pos[a]! * (pos[b + 1]! * pos[c + 2]! - pos[b + 2]! * pos[c + 1]!) -
            pos[a + 1]! * (pos[b]! * pos[c + 2]! - pos[b + 2]! * pos[c]!) +
            pos[a + 2]! * (pos[b]! * pos[c + 1]! - pos[b + 1]! * pos[c]!)) /
          6;
      }
      triangles += idx.length / 3;
    }
    return { name: node.getName(), triangles, signedVolume: volume, hasUv, hasTangent };
  });
  const materials = root.listMaterials();
  return {
    errors: report.issues.numErrors,
    messages: report.issues.messages
      .filter((m) => m.severity === 0)
      .map((m) => `${m.code} ${m.pointer ?? ''} ${m.message}`),
    doc,
    partNames: parts.map((p) => p.name),
    rootName: rootNode.getName(),
    parts,
    triangles: parts.reduce((n, p) => n + p.triangles, 0),
    images: root.listTextures().length,
    baseColorTextures: materials.filter((m) => m.getBaseColorTexture()).length,
    metallicRoughnessTextures: materials.filter((m) => m.getMetallicRoughnessTexture()).length,
    normalTextures: materials.filter((m) => m.getNormalTexture()).length,
    min,
    max,
  };
}

/** The bytes of the base colour image of a GLB (first material that has one). */
export function baseColorImage(doc: Document): Uint8Array | null {
  for (const m of doc.getRoot().listMaterials()) {
    const image = m.getBaseColorTexture()?.getImage();
    if (image) return image;
  }
  return null;
}
