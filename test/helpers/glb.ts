import { NodeIO, type Document } from '@gltf-transform/core';
import { validateBytes } from 'gltf-validator';

export interface GlbReport {
  errors: number;
  messages: string[];
  doc: Document;
  nodeNames: string[];
  textures: number;
  hasUv: boolean;
  triangles: number;
  /** Signed volume of every mesh primitive, in world space of its node (no rotation used). */
  volumes: number[];
  bbox: { min: [number, number, number]; max: [number, number, number] };
}

/** What a user would check of a GLB: the Khronos validator, then its contents read back. */
export async function inspectGlb(bytes: Uint8Array): Promise<GlbReport> {
  const report = await validateBytes(bytes);
  const doc = await new NodeIO().readBinary(bytes);
  const root = doc.getRoot();
  let triangles = 0;
  let hasUv = false;
  const volumes: number[] = [];
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const node of root.listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const m = node.getWorldMatrix();
    for (const prim of mesh.listPrimitives()) {
      const pos = prim.getAttribute('POSITION')!;
      const idx = prim.getIndices();
      if (prim.getAttribute('TEXCOORD_0')) hasUv = true;
      const p = (i: number): [number, number, number] => {
        const [x = 0, y = 0, z = 0] = pos.getElement(i, [0, 0, 0]);
        return [
          m[0] * x + m[4] * y + m[8] * z + m[12],
          m[1] * x + m[5] * y + m[9] * z + m[13],
          m[2] * x + m[6] * y + m[10] * z + m[14],
        ];
      };
      for (let i = 0; i < pos.getCount(); i++) {
        const v = p(i);
        for (let k = 0; k < 3; k++) {
          min[k] = Math.min(min[k]!, v[k]!);
          max[k] = Math.max(max[k]!, v[k]!);
        }
      }
      const count = idx ? idx.getCount() : pos.getCount();
      let vol = 0;
      for (let t = 0; t < count; t += 3) {
        const [a, b, c] = [0, 1, 2].map((o) => p(idx ? idx.getScalar(t + o) : t + o));
        vol +=
          (a![0] * (b![1] * c![2] - b![2] * c![1]) -
            a![1] * (b![0] * c![2] - b![2] * c![0]) +
            a![2] * (b![0] * c![1] - b![1] * c![0])) /
          6;
      }
      triangles += count / 3;
      volumes.push(vol);
    }
  }
  return {
    errors: report.issues.numErrors,
    messages: report.issues.messages
      .filter((x) => x.severity === 0)
      .map((x) => `${x.code} ${x.message}`),
    doc,
    nodeNames: root.listNodes().map((n) => n.getName()),
    textures: root.listTextures().length,
    hasUv,
    triangles,
    volumes,
    bbox: { min, max },
  };
}
