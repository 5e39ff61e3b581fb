/**
 * Scene → GLB. The one entry point of the kernel:
 *
 *   mesh    weld each part, orient it outward, simplify to the family's triangle budget (one
 *           budget for the whole scene), rest the scene on y = 0, smooth normals split at
 *           hard edges;
 *   unwrap  (textured) one xatlas page for the scene, on the simplified mesh;
 *   bake    (textured) procedural texels per part and art style, in texture space;
 *   write   glTF 2.0 binary with @gltf-transform: a root node with one named node per part,
 *           metres, +Y up, no timestamps — same scene and options, same bytes.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import type { Material, Texture } from '@gltf-transform/core';
import type { ArtStyle, Detail, Scene } from '../scene.ts';
import { bakeAtlas } from './bake.ts';
import type { BakedTextures } from './bake.ts';
import { decimateMeshes } from './decimate.ts';
import { encodeRgb } from './encode-image.ts';
import type { EncodedImage } from './encode-image.ts';
import type { Bounds } from './mesh-math.ts';
import { boundsOf, orientOutward, translateMesh, unionBounds, weldVertices } from './mesh-math.ts';
import { Noise3, hashString } from './noise.ts';
import type { ShadedMesh } from './normals.ts';
import { shadeMesh } from './normals.ts';
import { draftFactors, partLook, sculptureMedium } from './styles.ts';
import type { Factors } from './styles.ts';
import type { PartFrame } from './surfaces.ts';
import { computeTangents } from './tangents.ts';
import { unwrapMeshes } from './unwrap.ts';
import type { Atlas } from './unwrap.ts';

export type BuildStage = 'mesh' | 'unwrap' | 'bake' | 'write';

export interface BuildGlbOptions {
  mode: 'draft' | 'textured';
  artStyle: ArtStyle;
  detail: Detail;
  seed: number;
  onStage?: (stage: BuildStage, fraction: number) => void;
  signal?: AbortSignal;
}

export interface BuildStats {
  parts: number;
  /** Triangles handed in by the scene. */
  inputTriangles: number;
  triangles: number;
  vertices: number;
  textures: number;
  /** Bytes of all embedded images. */
  textureBytes: number;
  textureSize: number | null;
  atlas: { charts: number; utilization: number; texelsPerUnit: number; packs: number } | null;
  /** Wall time per stage (not part of the GLB). */
  ms: Record<BuildStage, number>;
}

export interface BuildGlbResult {
  glb: Uint8Array;
  triangles: number;
  stats: BuildStats;
}

export const GENERATOR = 'VoxMesh mesh kernel 1';

/**
 * Textured scenes are unwrapped on at most this many triangles: xatlas's cost grows faster
 * than linearly (≈0.5–1 s for 20k triangles here), and textures carry the fine detail.
 */
export const UNWRAP_TRIANGLE_CAP = 20_000;

/** Angle between faces above which an edge is shaded hard (normals split). */
const HARD_EDGE_DEG = 40;

export async function buildGlb(scene: Scene, opts: BuildGlbOptions): Promise<BuildGlbResult> {
  const { signal } = opts;
  const stage = (s: BuildStage, f: number) => opts.onStage?.(s, f);
  const ms: Record<BuildStage, number> = { mesh: 0, unwrap: 0, bake: 0, write: 0 };
  if (scene.parts.length === 0) throw new Error('buildGlb: the scene has no parts');
  const names = uniqueNames(scene.parts.map((p) => p.name));

  // mesh
  signal?.throwIfAborted();
  stage('mesh', 0);
  let t0 = performance.now();
  const welded = scene.parts.map((p) => orientOutward(weldVertices(p.mesh)));
  const inputTriangles = welded.reduce((n, m) => n + m.indices.length / 3, 0);
  if (inputTriangles === 0) throw new Error('buildGlb: the scene has no triangles');
  const textured = opts.mode === 'textured';
  const budget = Math.max(
    4 * scene.parts.length,
    textured ? Math.min(opts.detail.maxTriangles, UNWRAP_TRIANGLE_CAP) : opts.detail.maxTriangles,
  );
  signal?.throwIfAborted();
  const simplified = decimateMeshes(welded, { maxTriangles: budget }).map(orientOutward);
  // Rest on y = 0 after simplifying (collapses may move vertices slightly).
  const floor = unionBounds(simplified.map((m) => boundsOf(m.positions))).min[1];
  const grounded = simplified.map((m) =>
    floor === 0 || !Number.isFinite(floor) ? m : translateMesh(m, 0, -floor, 0),
  );
  stage('mesh', 0.7);
  const shaded = grounded.map((m) => shadeMesh(m, HARD_EDGE_DEG));
  ms.mesh = performance.now() - t0;
  stage('mesh', 1);

  let atlas: Atlas | null = null;
  let images: { baseColor: EncodedImage; mr?: EncodedImage; normal?: EncodedImage } | null = null;
  let factors: Factors[];
  if (textured) {
    signal?.throwIfAborted();
    stage('unwrap', 0);
    t0 = performance.now();
    atlas = await unwrapMeshes(
      shaded.filter((m) => m.indices.length > 0),
      opts.detail.textureSize,
      signal,
    );
    ms.unwrap = performance.now() - t0;
    stage('unwrap', 1);

    signal?.throwIfAborted();
    stage('bake', 0);
    t0 = performance.now();
    const baked = bake(scene, shaded, atlas, opts);
    factors = baked.factors;
    const size = baked.textures.size;
    const { metallicRoughness, normal } = baked.textures;
    const [baseColor, mr, nrm] = await Promise.all([
      encodeRgb(baked.textures.baseColor, size, size, 88),
      metallicRoughness ? encodeRgb(metallicRoughness, size, size, 90) : null,
      normal ? encodeRgb(normal, size, size, 92) : null,
    ]);
    images = { baseColor };
    if (mr && nrm) {
      images.mr = mr;
      images.normal = nrm;
    }
    ms.bake = performance.now() - t0;
    stage('bake', 1);
  } else {
    factors = scene.parts.map((p) => draftFactors(p.material, opts.artStyle));
  }

  signal?.throwIfAborted();
  stage('write', 0);
  t0 = performance.now();
  const doc = new Document();
  doc.getRoot().getAsset().generator = GENERATOR;
  const buffer = doc.createBuffer('data');
  const gltfScene = doc.createScene('scene');
  doc.getRoot().setDefaultScene(gltfScene);
  const root = doc.createNode('root');
  gltfScene.addChild(root);
  const textures = images ? makeTextures(doc, images) : null;
  let unwrapIndex = 0;
  let vertices = 0;
  let triangles = 0;
  const groups = new Map<string, ReturnType<Document['createNode']>>();
  scene.parts.forEach((part, i) => {
    const node = doc.createNode(names[i]!);
    let parent = root;
    if (part.group !== undefined) {
      let group = groups.get(part.group);
      if (!group) {
        group = doc.createNode(part.group);
        root.addChild(group);
        groups.set(part.group, group);
      }
      parent = group;
    }
    parent.addChild(node);
    const mesh = shaded[i]!;
    if (mesh.indices.length === 0) return;
    const unwrapped = atlas ? atlas.meshes[unwrapIndex++]! : null;
    const geometry = unwrapped ?? mesh;
    const material = makeMaterial(doc, part.material.name, factors[i]!, textures);
    const prim = doc
      .createPrimitive()
      .setAttribute('POSITION', accessor(doc, buffer, 'VEC3', geometry.positions))
      .setAttribute('NORMAL', accessor(doc, buffer, 'VEC3', geometry.normals))
      .setMaterial(material);
    if (unwrapped) {
      prim.setAttribute('TEXCOORD_0', accessor(doc, buffer, 'VEC2', unwrapped.uvs));
      if (textures?.normal) {
        const tangents = computeTangents(
          unwrapped.positions,
          unwrapped.normals,
          unwrapped.uvs,
          unwrapped.indices,
        );
        prim.setAttribute('TANGENT', accessor(doc, buffer, 'VEC4', tangents));
      }
    }
    const count = geometry.positions.length / 3;
    const idx = count <= 65535 ? Uint16Array.from(geometry.indices) : geometry.indices;
    prim.setIndices(accessor(doc, buffer, 'SCALAR', idx));
    node.setMesh(doc.createMesh(names[i]!).addPrimitive(prim));
    vertices += count;
    triangles += geometry.indices.length / 3;
  });
  const glb = await new NodeIO().writeBinary(doc);
  ms.write = performance.now() - t0;
  stage('write', 1);

  const imageList = images ? [images.baseColor, images.mr, images.normal] : [];
  const present = imageList.filter((x): x is EncodedImage => x !== undefined);
  return {
    glb,
    triangles,
    stats: {
      parts: scene.parts.length,
      inputTriangles,
      triangles,
      vertices,
      textures: present.length,
      textureBytes: present.reduce((n, im) => n + im.bytes.length, 0),
      textureSize: atlas ? atlas.size : null,
      atlas: atlas
        ? {
            charts: atlas.charts,
            utilization: atlas.utilization,
            texelsPerUnit: atlas.texelsPerUnit,
            packs: atlas.packs,
          }
        : null,
      ms,
    },
  };
}

/** Bakes the atlas for the style; answers the textures and each part's factors. */
function bake(
  scene: Scene,
  shaded: readonly ShadedMesh[],
  atlas: Atlas,
  opts: BuildGlbOptions,
): { textures: BakedTextures; factors: Factors[] } {
  const partBounds = shaded.map((m) => boundsOf(m.positions));
  const all = unionBounds(partBounds.filter((_, i) => shaded[i]!.indices.length > 0));
  const sceneSize = Math.max(
    all.max[0] - all.min[0],
    all.max[1] - all.min[1],
    all.max[2] - all.min[2],
    1e-3,
  );
  const medium = sculptureMedium(scene, opts.seed);
  const texelSize = 1 / atlas.texelsPerUnit;
  const maxFrequency = (atlas.texelsPerUnit * sceneSize) / 3;
  const looks = scene.parts.map((part, i) =>
    partLook(part.material, {
      style: opts.artStyle,
      noise: new Noise3(hashString(part.name, opts.seed)),
      frame: partFrame(partBounds[i]!, sceneSize),
      maxFrequency,
      medium,
      texelSize,
    }),
  );
  const used = looks.filter((_, i) => shaded[i]!.indices.length > 0);
  const textures = bakeAtlas(atlas, used, {
    pbr: opts.artStyle === 'pbr',
    bumpDepth: sceneSize * 0.003,
    signal: opts.signal,
    onProgress: (f) => opts.onStage?.('bake', f * 0.9),
  });
  return { textures, factors: looks.map((l) => l.factors) };
}

function partFrame(b: Bounds, sceneSize: number): PartFrame {
  const ext = [0, 1, 2].map((k) => b.max[k]! - b.min[k]!);
  const order = ([0, 1, 2] as const).slice().sort((p, q) => ext[q]! - ext[p]! || p - q);
  return {
    center: [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2],
    axis: order[0]!,
    across: order[1]!,
    size: Math.max(ext[order[0]!]!, 1e-6),
    sceneSize,
  };
}

interface SceneTextures {
  baseColor: Texture;
  mr?: Texture;
  normal?: Texture;
}

function makeTextures(
  doc: Document,
  images: { baseColor: EncodedImage; mr?: EncodedImage; normal?: EncodedImage },
): SceneTextures {
  const make = (name: string, im: EncodedImage) =>
    doc.createTexture(name).setImage(im.bytes).setMimeType(im.mimeType);
  const out: SceneTextures = { baseColor: make('baseColor', images.baseColor) };
  if (images.mr) out.mr = make('metallicRoughness', images.mr);
  if (images.normal) out.normal = make('normal', images.normal);
  return out;
}

function makeMaterial(
  doc: Document,
  name: string,
  f: Factors,
  textures: SceneTextures | null,
): Material {
  const m = doc
    .createMaterial(name)
    .setBaseColorFactor(f.baseColor)
    .setMetallicFactor(f.metallic)
    .setRoughnessFactor(f.roughness);
  if (!textures) return m;
  m.setBaseColorTexture(textures.baseColor);
  smoothSampling(m.getBaseColorTextureInfo());
  if (textures.mr) {
    m.setMetallicRoughnessTexture(textures.mr);
    smoothSampling(m.getMetallicRoughnessTextureInfo());
  }
  if (textures.normal) {
    m.setNormalTexture(textures.normal);
    smoothSampling(m.getNormalTextureInfo());
  }
  return m;
}

function smoothSampling(info: ReturnType<Material['getBaseColorTextureInfo']>): void {
  if (!info) return;
  info
    .setMagFilter(9729) // LINEAR
    .setMinFilter(9987) // LINEAR_MIPMAP_LINEAR
    .setWrapS(33071) // CLAMP_TO_EDGE
    .setWrapT(33071);
}

function accessor(
  doc: Document,
  buffer: ReturnType<Document['createBuffer']>,
  type: 'SCALAR' | 'VEC2' | 'VEC3' | 'VEC4',
  array: Float32Array | Uint16Array | Uint32Array,
) {
  return doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
}

/** Part names as given; a repeated name gets a suffix (`leg`, `leg_2`) so nodes stay unique. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw) => {
    const base = raw.trim() || 'part';
    let name = base;
    for (let k = 2; seen.has(name); k++) name = `${base}_${k}`;
    seen.add(name);
    return name;
  });
}
