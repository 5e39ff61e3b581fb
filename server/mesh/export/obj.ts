/**
 * GLB → Wavefront OBJ, zipped with its MTL and the base-colour texture as PNG (fflate).
 *
 * One `o` group per part, `usemtl` per part; positions in metres, +Y up (as the GLB); UVs
 * flipped to OBJ's bottom-left origin; faces counter-clockwise seen from outside. The MTL
 * carries the base colour (`Kd`), the PBR extension lines `Pr`/`Pm` that Blender reads, and
 * `map_Kd` for the texture. Deterministic: fixed entry times, same GLB → same bytes.
 */
import { zipSync, strToU8 } from 'fflate';
import { num } from './format-number.ts';
import { loadSharp } from '../kernel/encode-image.ts';
import type { ModelGeometry } from './model.ts';

/** Entry times in the zip: fixed, so that the same model gives the same bytes. */
export const ZIP_MTIME = new Date(2020, 0, 1, 0, 0, 0);

export const OBJ_NAME = 'model.obj';
export const MTL_NAME = 'model.mtl';

export function imageName(index: number): string {
  return `base_color_${index}.png`;
}

/** The OBJ text (faces referencing `model.mtl`). */
export function objText(model: ModelGeometry): string {
  const out: string[] = ['# VoxMesh export: metres, +Y up', `mtllib ${MTL_NAME}`];
  let vBase = 1;
  let tBase = 1;
  let nBase = 1;
  for (const part of model.parts) {
    const count = part.positions.length / 3;
    out.push(`o ${part.name}`);
    const p = part.positions;
    for (let i = 0; i < count; i++) {
      out.push(`v ${num(p[i * 3]!)} ${num(p[i * 3 + 1]!)} ${num(p[i * 3 + 2]!)}`);
    }
    const uv = part.uvs;
    if (uv) {
      for (let i = 0; i < count; i++) out.push(`vt ${num(uv[i * 2]!)} ${num(1 - uv[i * 2 + 1]!)}`);
    }
    const n = part.normals;
    if (n) {
      for (let i = 0; i < count; i++) {
        out.push(`vn ${num(n[i * 3]!, 5)} ${num(n[i * 3 + 1]!, 5)} ${num(n[i * 3 + 2]!, 5)}`);
      }
    }
    out.push(`usemtl ${model.materials[part.material]!.name}`);
    const corner = (i: number) => {
      const v = vBase + i;
      if (uv && n) return `${v}/${tBase + i}/${nBase + i}`;
      if (uv) return `${v}/${tBase + i}`;
      if (n) return `${v}//${nBase + i}`;
      return String(v);
    };
    const idx = part.indices;
    for (let t = 0; t + 2 < idx.length; t += 3) {
      out.push(`f ${corner(idx[t]!)} ${corner(idx[t + 1]!)} ${corner(idx[t + 2]!)}`);
    }
    vBase += count;
    if (uv) tBase += count;
    if (n) nBase += count;
  }
  out.push('');
  return out.join('\n');
}

/** The MTL text; linear factors as given (OBJ readers multiply `Kd` by `map_Kd`). */
export function mtlText(model: ModelGeometry): string {
  const out: string[] = ['# VoxMesh export'];
  for (const m of model.materials) {
    const [r, g, b, a] = m.baseColor;
    out.push(
      '',
      `newmtl ${m.name}`,
      `Ka 0 0 0`,
      `Kd ${num(r, 4)} ${num(g, 4)} ${num(b, 4)}`,
      `Ks 0.04 0.04 0.04`,
      // Phong exponent from roughness (rough → dull).
      `Ns ${num(Math.max(1, (1 - m.roughness) ** 2 * 500), 1)}`,
      `d ${num(a, 4)}`,
      `illum 2`,
      `Pr ${num(m.roughness, 4)}`,
      `Pm ${num(m.metallic, 4)}`,
    );
    if (m.image !== null) out.push(`map_Kd ${imageName(m.image)}`);
  }
  out.push('');
  return out.join('\n');
}

/** The zip: model.obj, model.mtl and one PNG per base-colour image. */
export async function exportObjZip(model: ModelGeometry): Promise<Uint8Array> {
  const pngs = await Promise.all(
    model.images.map(async (im) => {
      const buf = await (
        await loadSharp()
      )(im.bytes)
        .png({ compressionLevel: 3, adaptiveFiltering: false })
        .toBuffer();
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }),
  );
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    [OBJ_NAME]: [strToU8(objText(model)), { level: 6 }],
    [MTL_NAME]: [strToU8(mtlText(model)), { level: 6 }],
  };
  // PNGs are compressed already: stored as they are.
  pngs.forEach((png, i) => (entries[imageName(i)] = [png, { level: 0 }]));
  return zipSync(entries, { mtime: ZIP_MTIME });
}
