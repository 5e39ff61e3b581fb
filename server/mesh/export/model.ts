/**
 * A GLB read into what every exporter and the thumbnail renderer need: triangle lists in
 * world space (node transforms applied), one per glTF primitive, with their materials and
 * the base-colour images. Read with @gltf-transform/core; nothing here writes.
 */
import { NodeIO } from '@gltf-transform/core';
import type { Material, Node, Primitive, Texture } from '@gltf-transform/core';

type Rgba = [number, number, number, number];

export interface ModelMaterial {
  /** A name safe as an OBJ/USD identifier, unique in the model. */
  name: string;
  /** Linear RGBA factor (multiplies the texture when there is one). */
  baseColor: Rgba;
  metallic: number;
  roughness: number;
  /** Index into `ModelGeometry.images` of the base-colour texture, or null. */
  image: number | null;
}

interface ModelPart {
  /** A name safe as an OBJ/USD identifier, unique in the model. */
  name: string;
  /** xyz per vertex, world space, metres, +Y up. */
  positions: Float32Array;
  /** Unit normals per vertex (world space), or null when the GLB has none. */
  normals: Float32Array | null;
  /** glTF UVs (origin top-left) per vertex, or null. */
  uvs: Float32Array | null;
  /** Linear RGB per vertex (COLOR_0), or null. */
  colors: Float32Array | null;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
  /** Index into `ModelGeometry.materials`. */
  material: number;
}

interface ModelImage {
  bytes: Uint8Array;
  mimeType: string;
}

export interface ModelGeometry {
  parts: ModelPart[];
  materials: ModelMaterial[];
  images: ModelImage[];
}

const DEFAULT_MATERIAL: Omit<ModelMaterial, 'name'> = {
  baseColor: [0.8, 0.8, 0.8, 1],
  metallic: 0,
  roughness: 0.6,
  image: null,
};

/** Letters, digits and `_`, not starting with a digit; unique among `seen`. */
export function identifier(raw: string, fallback: string, seen: Set<string>): string {
  let base = raw.replace(/[^A-Za-z0-9_]/g, '_').replace(/^_+|_+$/g, '') || fallback;
  if (/^[0-9]/.test(base)) base = `_${base}`;
  let name = base;
  for (let k = 2; seen.has(name); k++) name = `${base}_${k}`;
  seen.add(name);
  return name;
}

export async function readModel(glb: Uint8Array): Promise<ModelGeometry> {
  const doc = await new NodeIO().readBinary(glb);
  const root = doc.getRoot();
  const images: ModelImage[] = [];
  const imageOf = new Map<Texture, number>();
  const materials: ModelMaterial[] = [];
  const materialOf = new Map<Material | null, number>();
  const materialNames = new Set<string>();
  const partNames = new Set<string>();

  const materialIndex = (m: Material | null): number => {
    const known = materialOf.get(m);
    if (known !== undefined) return known;
    let image: number | null = null;
    const texture = m?.getBaseColorTexture() ?? null;
    const bytes = texture?.getImage();
    if (texture && bytes) {
      image = imageOf.get(texture) ?? null;
      if (image === null) {
        image = images.length;
        images.push({ bytes, mimeType: texture.getMimeType() });
        imageOf.set(texture, image);
      }
    }
    const name = identifier(m?.getName() ?? '', 'material', materialNames);
    materials.push(
      m
        ? {
            name,
            baseColor: m.getBaseColorFactor() as Rgba,
            metallic: m.getMetallicFactor(),
            roughness: m.getRoughnessFactor(),
            image,
          }
        : { name, ...DEFAULT_MATERIAL },
    );
    materialOf.set(m, materials.length - 1);
    return materials.length - 1;
  };

  const parts: ModelPart[] = [];
  const visit = (node: Node) => {
    const mesh = node.getMesh();
    if (mesh) {
      const world = node.getWorldMatrix();
      mesh.listPrimitives().forEach((prim, k) => {
        const part = readPrimitive(prim, world);
        if (!part) return;
        const raw = mesh.listPrimitives().length > 1 ? `${node.getName()}_${k}` : node.getName();
        parts.push({
          ...part,
          name: identifier(raw, 'part', partNames),
          material: materialIndex(prim.getMaterial()),
        });
      });
    }
    for (const child of node.listChildren()) visit(child);
  };
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  for (const node of scene?.listChildren() ?? []) visit(node);
  return { parts, materials, images };
}

type Mat4 = readonly number[];

function readPrimitive(prim: Primitive, m: Mat4): Omit<ModelPart, 'name' | 'material'> | null {
  // Triangles only (mode 4); the modeller writes nothing else.
  if (prim.getMode() !== 4) return null;
  const pos = prim.getAttribute('POSITION');
  if (!pos) return null;
  const count = pos.getCount();
  const positions = new Float32Array(count * 3);
  const v = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    pos.getElement(i, v);
    const [x = 0, y = 0, z = 0] = v;
    positions[i * 3] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    positions[i * 3 + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    positions[i * 3 + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
  }
  let normals: Float32Array | null = null;
  const nrm = prim.getAttribute('NORMAL');
  if (nrm) {
    normals = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      nrm.getElement(i, v);
      const [x = 0, y = 0, z = 0] = v;
      // The upper 3×3 is enough for the rotations and uniform scales of the modeller's nodes.
      const nx = m[0]! * x + m[4]! * y + m[8]! * z;
      const ny = m[1]! * x + m[5]! * y + m[9]! * z;
      const nz = m[2]! * x + m[6]! * y + m[10]! * z;
      const len = Math.hypot(nx, ny, nz) || 1;
      normals[i * 3] = nx / len;
      normals[i * 3 + 1] = ny / len;
      normals[i * 3 + 2] = nz / len;
    }
  }
  const uv = prim.getAttribute('TEXCOORD_0');
  const uvs = uv ? Float32Array.from(uv.getArray() ?? []) : null;
  const col = prim.getAttribute('COLOR_0');
  let colors: Float32Array | null = null;
  if (col) {
    colors = new Float32Array(count * 3);
    const c = [0, 0, 0, 0];
    for (let i = 0; i < count; i++) {
      col.getElement(i, c);
      colors[i * 3] = c[0] ?? 1;
      colors[i * 3 + 1] = c[1] ?? 1;
      colors[i * 3 + 2] = c[2] ?? 1;
    }
  }
  const idx = prim.getIndices();
  const indices = idx
    ? Uint32Array.from(idx.getArray() ?? [])
    : Uint32Array.from({ length: count }, (_, i) => i);
  // A mirroring transform turns the winding inside out; swap two corners to keep it outward.
  const det =
    m[0]! * (m[5]! * m[10]! - m[6]! * m[9]!) -
    m[4]! * (m[1]! * m[10]! - m[2]! * m[9]!) +
    m[8]! * (m[1]! * m[6]! - m[2]! * m[5]!);
  if (det < 0) {
    for (let t = 0; t + 2 < indices.length; t += 3) {
      const a = indices[t + 1]!;
      indices[t + 1] = indices[t + 2]!;
      indices[t + 2] = a;
    }
  }
  return { positions, normals, uvs, colors, indices };
}

/** Vertices of the whole model (as stored: split at seams and hard edges). */
export function vertexCount(model: ModelGeometry): number {
  return model.parts.reduce((n, p) => n + p.positions.length / 3, 0);
}

/** Axis-aligned bounds of every part. */
export function boundsOf(model: ModelGeometry): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const p of model.parts) {
    for (let i = 0; i < p.positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const x = p.positions[i + k]!;
        if (x < min[k]!) min[k] = x;
        if (x > max[k]!) max[k] = x;
      }
    }
  }
  if (!Number.isFinite(min[0])) return { min: [0, 0, 0], max: [0, 0, 0] };
  return { min, max };
}
