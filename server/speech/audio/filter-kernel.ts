/**
 * The resampler's inner loop as a few dozen bytes of WebAssembly with 128-bit SIMD: one output
 * sample is the dot product of a filter row (64 taps for speech rates) with the input window
 * under it, four products at a time. In plain JavaScript that loop was 15 % of a book's CPU
 * time; here it is several times faster (docs/architecture.md "Where a book's time goes").
 *
 * The module is written byte by byte below (its text form in the comments), compiled once per
 * thread and run on its own memory: the caller's rows and input are copied in, the outputs
 * copied out. Arithmetic is single precision with a fixed summation order (lane k sums taps
 * k, k+4, k+8, …; then (l0 + l1) + (l2 + l3)), so the same input always gives the same bytes.
 */

/** Signed LEB128 of a small non-negative i32 constant (< 64). */
const i32const = (n: number): number[] => [0x41, n];
const get = (i: number): number[] => [0x20, i];
const set = (i: number): number[] => [0x21, i];
const tee = (i: number): number[] => [0x22, i];
const I32_ADD = 0x6a;
const I32_SUB = 0x6b;
const I32_MUL = 0x6c;
const I32_SHL = 0x74;
const I32_GE_U = 0x4f;
const I32_LT_U = 0x49;
const F32_ADD = 0x92;
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
const END = 0x0b;
const BR = 0x0c;
const BR_IF = 0x0d;
const v128load = [0xfd, 0x00, 0x00, 0x00]; // v128.load align=1 offset=0 (unaligned is allowed)
const F32X4_ADD = [0xfd, 0xe4, 0x01];
const F32X4_MUL = [0xfd, 0xe6, 0x01];
const lane = (k: number): number[] => [0xfd, 0x1f, k]; // f32x4.extract_lane k
const V128_ZERO = [0xfd, 0x0c, ...new Array<number>(16).fill(0)];

// run(rows, taps, up, down, input, out, count, phase): params 0–7 (i32 byte addresses, `taps` a
// multiple of 4); locals 8 i, 9 j, 10 row, 11 rowBytes, 12 (spare), 13 acc (v128).
const [ROWS, TAPS, UP, DOWN, INPUT, OUT, COUNT, PHASE] = [0, 1, 2, 3, 4, 5, 6, 7];
const [I, J, ROW, ROW_BYTES, ACC] = [8, 9, 10, 11, 13];

const body = [
  // rowBytes = taps << 2
  ...get(TAPS),
  ...i32const(2),
  I32_SHL,
  ...set(ROW_BYTES),
  ...BLOCK,
  ...LOOP,
  // if (i >= count) break
  ...get(I),
  ...get(COUNT),
  I32_GE_U,
  BR_IF,
  1,
  // row = rows + phase * rowBytes; acc = 0; j = 0
  ...get(ROWS),
  ...get(PHASE),
  ...get(ROW_BYTES),
  I32_MUL,
  I32_ADD,
  ...set(ROW),
  ...V128_ZERO,
  ...set(ACC),
  ...i32const(0),
  ...set(J),
  ...LOOP,
  // acc += row[j..j+4] * input[j..j+4]
  ...get(ACC),
  ...get(ROW),
  ...get(J),
  I32_ADD,
  ...v128load,
  ...get(INPUT),
  ...get(J),
  I32_ADD,
  ...v128load,
  ...F32X4_MUL,
  ...F32X4_ADD,
  ...set(ACC),
  // j += 16; continue while j < rowBytes
  ...get(J),
  ...i32const(16),
  I32_ADD,
  ...tee(J),
  ...get(ROW_BYTES),
  I32_LT_U,
  BR_IF,
  0,
  END,
  // out[i] = (acc0 + acc1) + (acc2 + acc3)
  ...get(OUT),
  ...get(I),
  ...i32const(2),
  I32_SHL,
  I32_ADD,
  ...get(ACC),
  ...lane(0),
  ...get(ACC),
  ...lane(1),
  F32_ADD,
  ...get(ACC),
  ...lane(2),
  ...get(ACC),
  ...lane(3),
  F32_ADD,
  F32_ADD,
  0x38,
  0x02,
  0x00, // f32.store align=4 offset=0
  // phase += down; while (phase >= up) { phase -= up; input += 4 }
  ...get(PHASE),
  ...get(DOWN),
  I32_ADD,
  ...set(PHASE),
  ...BLOCK,
  ...LOOP,
  ...get(PHASE),
  ...get(UP),
  I32_LT_U,
  BR_IF,
  1,
  ...get(PHASE),
  ...get(UP),
  I32_SUB,
  ...set(PHASE),
  ...get(INPUT),
  ...i32const(4),
  I32_ADD,
  ...set(INPUT),
  BR,
  0,
  END,
  END,
  // i += 1
  ...get(I),
  ...i32const(1),
  I32_ADD,
  ...set(I),
  BR,
  0,
  END,
  END,
  END,
];

/** Unsigned LEB128. */
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}

const section = (id: number, content: number[]): number[] => [
  id,
  ...uleb(content.length),
  ...content,
];
const name = (s: string): number[] => [s.length, ...[...s].map((c) => c.charCodeAt(0))];

const locals = [0x02, 0x05, 0x7f, 0x01, 0x7b]; // 5 × i32, 1 × v128
const code = [...locals, ...body];

const MODULE_BYTES = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00,
  ...section(1, [0x01, 0x60, 0x08, ...new Array<number>(8).fill(0x7f), 0x00]),
  ...section(3, [0x01, 0x00]),
  ...section(5, [0x01, 0x00, 0x01]),
  ...section(7, [0x02, ...name('run'), 0x00, 0x00, ...name('memory'), 0x02, 0x00]),
  ...section(10, [0x01, ...uleb(code.length), ...code]),
]);

type Run = (
  rows: number,
  taps: number,
  up: number,
  down: number,
  input: number,
  out: number,
  count: number,
  phase: number,
) => void;

interface Kernel {
  run: Run;
  memory: WebAssembly.Memory;
}

let kernel: Kernel | null | undefined;

/** This thread's kernel, or null where WebAssembly SIMD is not available (then: JavaScript). */
function thisThreadsKernel(): Kernel | null {
  if (kernel !== undefined) return kernel;
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(MODULE_BYTES));
    kernel = {
      run: instance.exports.run as Run,
      memory: instance.exports.memory as WebAssembly.Memory,
    };
  } catch {
    kernel = null;
  }
  return kernel;
}

const PAGE = 65536;
/** The filter rows now at the start of the kernel's memory. */
let loadedRows: Float32Array | null = null;

/** Filter rows in single precision, each padded with zero taps to a multiple of four. */
export interface KernelRows {
  readonly rows: Float32Array;
  /** Taps per row after padding. */
  readonly stride: number;
}

export function kernelRows(rows: Float64Array, phases: number, taps: number): KernelRows {
  const stride = Math.ceil(taps / 4) * 4;
  const out = new Float32Array((phases + 1) * stride);
  for (let p = 0; p <= phases; p++) {
    for (let j = 0; j < taps; j++) out[p * stride + j] = rows[p * taps + j]!;
  }
  return { rows: out, stride };
}

/**
 * Writes `count` outputs into `out` from `outAt`: output k is row (phase_k) · input[base_k …],
 * where phase and base advance as the resampler's do (phase += down; a whole `up` moves the
 * window one sample). Every window must lie inside `input` (the caller checks); the padding
 * taps read up to three samples beyond a window, as zero weights. False when this thread has
 * no kernel (the caller then computes the samples itself).
 */
export function runFilter(
  bank: KernelRows,
  up: number,
  down: number,
  phase: number,
  input: Float32Array,
  base: number,
  inputEnd: number,
  count: number,
  out: Float32Array,
  outAt: number,
): boolean {
  const k = thisThreadsKernel();
  if (!k) return false;
  const rowsBytes = bank.rows.byteLength;
  const inputFloats = inputEnd - base + 4;
  const inputAt = rowsBytes;
  const outputAt = inputAt + inputFloats * 4;
  const needed = outputAt + count * 4;
  if (k.memory.buffer.byteLength < needed) {
    k.memory.grow(Math.ceil((needed - k.memory.buffer.byteLength) / PAGE));
  }
  const memory = new Float32Array(k.memory.buffer);
  // The rows stay in place between calls for the same filter (one per resampler rate pair).
  if (loadedRows !== bank.rows) {
    memory.set(bank.rows, 0);
    loadedRows = bank.rows;
  }
  memory.set(input.subarray(base, inputEnd), inputAt / 4);
  memory.fill(0, inputAt / 4 + inputEnd - base, inputAt / 4 + inputFloats);
  k.run(0, bank.stride, up, down, inputAt, outputAt, count, phase);
  out.set(memory.subarray(outputAt / 4, outputAt / 4 + count), outAt);
  return true;
}
