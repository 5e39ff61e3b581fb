/**
 * Per-vertex tangents (glTF TANGENT, xyz unit + w = ±1) from the UV layout: T follows
 * increasing u; w is chosen so that cross(N, T)·w follows increasing v (down the image).
 * The normal-map baker encodes its normals in exactly this basis, so any viewer that uses
 * the TANGENT attribute as the glTF spec says reproduces them.
 */
export function computeTangents(
  positions: Float32Array,
  normals: Float32Array,
  uvs: Float32Array,
  indices: Uint32Array,
): Float32Array {
  const n = positions.length / 3;
  const tan = new Float64Array(n * 3);
  const bit = new Float64Array(n * 3);
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const a = indices[t]!;
    const b = indices[t + 1]!;
    const c = indices[t + 2]!;
    const e1x = positions[b * 3]! - positions[a * 3]!;
    const e1y = positions[b * 3 + 1]! - positions[a * 3 + 1]!;
    const e1z = positions[b * 3 + 2]! - positions[a * 3 + 2]!;
    const e2x = positions[c * 3]! - positions[a * 3]!;
    const e2y = positions[c * 3 + 1]! - positions[a * 3 + 1]!;
    const e2z = positions[c * 3 + 2]! - positions[a * 3 + 2]!;
    const du1 = uvs[b * 2]! - uvs[a * 2]!;
    const dv1 = uvs[b * 2 + 1]! - uvs[a * 2 + 1]!;
    const du2 = uvs[c * 2]! - uvs[a * 2]!;
    const dv2 = uvs[c * 2 + 1]! - uvs[a * 2 + 1]!;
    const det = du1 * dv2 - du2 * dv1;
    if (Math.abs(det) < 1e-20) continue;
    const r = 1 / det;
    const tx = (e1x * dv2 - e2x * dv1) * r;
    const ty = (e1y * dv2 - e2y * dv1) * r;
    const tz = (e1z * dv2 - e2z * dv1) * r;
    const bx = (e2x * du1 - e1x * du2) * r;
    const by = (e2y * du1 - e1y * du2) * r;
    const bz = (e2z * du1 - e1z * du2) * r;
    // Weight by the triangle's 3D area so slivers count little.
    const area = Math.hypot(e1y * e2z - e1z * e2y, e1z * e2x - e1x * e2z, e1x * e2y - e1y * e2x);
    const tl = Math.hypot(tx, ty, tz) || 1;
    const bl = Math.hypot(bx, by, bz) || 1;
    for (const v of [a, b, c]) {
      tan[v * 3]! += (tx / tl) * area;
      tan[v * 3 + 1]! += (ty / tl) * area;
      tan[v * 3 + 2]! += (tz / tl) * area;
      bit[v * 3]! += (bx / bl) * area;
      bit[v * 3 + 1]! += (by / bl) * area;
      bit[v * 3 + 2]! += (bz / bl) * area;
    }
  }
  const out = new Float32Array(n * 4);
  for (let v = 0; v < n; v++) {
    const nx = normals[v * 3]!;
    const ny = normals[v * 3 + 1]!;
    const nz = normals[v * 3 + 2]!;
    let tx = tan[v * 3]!;
    let ty = tan[v * 3 + 1]!;
    let tz = tan[v * 3 + 2]!;
    // Gram–Schmidt against the normal.
    const d = tx * nx + ty * ny + tz * nz;
    tx -= nx * d;
    ty -= ny * d;
    tz -= nz * d;
    let len = Math.hypot(tx, ty, tz);
    if (len < 1e-12) {
      // Any direction perpendicular to the normal.
      if (Math.abs(nx) < 0.9) {
        tx = 0;
        ty = nz;
        tz = -ny;
      } else {
        tx = -nz;
        ty = 0;
        tz = nx;
      }
      len = Math.hypot(tx, ty, tz) || 1;
    }
    tx /= len;
    ty /= len;
    tz /= len;
    // cross(N, T) against the accumulated bitangent decides the handedness.
    const cx = ny * tz - nz * ty;
    const cy = nz * tx - nx * tz;
    const cz = nx * ty - ny * tx;
    const w = cx * bit[v * 3]! + cy * bit[v * 3 + 1]! + cz * bit[v * 3 + 2]! < 0 ? -1 : 1;
    out[v * 4] = tx;
    out[v * 4 + 1] = ty;
    out[v * 4 + 2] = tz;
    out[v * 4 + 3] = w;
  }
  return out;
}
