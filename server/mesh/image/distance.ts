/**
 * Exact Euclidean distance transform (Felzenszwalb–Huttenlocher, two 1D passes of lower
 * envelopes of parabolas): for each inside cell, the distance in cells to the nearest
 * outside cell. Cells beyond the grid's edge count as outside.
 */

export function insideDistance(inside: Uint8Array, width: number, height: number): Float32Array {
  // Pad by one outside cell on every side so the grid's edge is a boundary.
  const w = width + 2;
  const h = height + 2;
  const INF = 1e20;
  const f = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const ix = x - 1;
      const iy = y - 1;
      const isIn = ix >= 0 && iy >= 0 && ix < width && iy < height && inside[iy * width + ix] === 1;
      f[y * w + x] = isIn ? INF : 0;
    }
  }
  const line = new Float64Array(Math.max(w, h));
  const out = new Float64Array(Math.max(w, h));
  const v = new Int32Array(Math.max(w, h));
  const z = new Float64Array(Math.max(w, h) + 1);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) line[y] = f[y * w + x]!;
    envelope(line, h, out, v, z);
    for (let y = 0; y < h; y++) f[y * w + x] = out[y]!;
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) line[x] = f[y * w + x]!;
    envelope(line, w, out, v, z);
    for (let x = 0; x < w; x++) f[y * w + x] = out[x]!;
  }
  const dist = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) dist[y * width + x] = Math.sqrt(f[(y + 1) * w + x + 1]!);
  }
  return dist;
}

/** Squared distance transform of one line (sampled function `f` of length n) into `d`. */
function envelope(
  f: Float64Array,
  n: number,
  d: Float64Array,
  v: Int32Array,
  z: Float64Array,
): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let p = v[k]!;
    let s = (f[q]! + q * q - (f[p]! + p * p)) / (2 * q - 2 * p);
    while (s <= z[k]!) {
      k--;
      p = v[k]!;
      s = (f[q]! + q * q - (f[p]! + p * p)) / (2 * q - 2 * p);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const p = v[k]!;
    d[q] = (q - p) * (q - p) + f[p]!;
  }
}
