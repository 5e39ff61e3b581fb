/**
 * A reader of NumPy `.npz` files — the format of a Kokoro voices file (docs/voice-packs.md,
 * "Kokoro"): a zip archive whose entries are `.npy` arrays, one per voice. Only what such a
 * file holds is read: entries stored or deflated, little-endian float32 arrays in C order.
 * Anything else is refused with an NpzError saying what was found.
 */
import { inflateRawSync } from 'node:zlib';

export class NpzError extends Error {
  override readonly name = 'NpzError';
}

export interface NpyArray {
  /** The entry's name without `.npy`, e.g. `af_heart`. */
  name: string;
  shape: number[];
  data: Float32Array;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const NPY_MAGIC = '\x93NUMPY';

/** Every array of the archive, in the archive's order. */
export function readNpz(bytes: Uint8Array): NpyArray[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const arrays: NpyArray[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_ENTRY) {
      throw new NpzError('its zip directory is damaged');
    }
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const fileName = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (compressed === 0xffffffff || local === 0xffffffff) {
      throw new NpzError(`its entry '${fileName}' is a zip64 entry, which is not read`);
    }
    if (!fileName.endsWith('.npy')) continue;
    const body = entryBytes(buf, local, method, compressed, size, fileName);
    arrays.push({ name: fileName.slice(0, -4), ...readNpy(body, fileName) });
  }
  if (arrays.length === 0) throw new NpzError('it holds no .npy array');
  return arrays;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the end of the file.
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  throw new NpzError('it is not a zip archive (a NumPy .npz)');
}

function entryBytes(
  buf: Buffer,
  local: number,
  method: number,
  compressed: number,
  size: number,
  fileName: string,
): Buffer {
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_HEADER) {
    throw new NpzError(`its entry '${fileName}' is damaged`);
  }
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  if (start + compressed > buf.length) throw new NpzError(`its entry '${fileName}' is truncated`);
  const raw = buf.subarray(start, start + compressed);
  if (method === STORED) return raw;
  if (method === DEFLATED) {
    try {
      return inflateRawSync(raw, { maxOutputLength: size });
    } catch {
      throw new NpzError(`its entry '${fileName}' does not inflate`);
    }
  }
  throw new NpzError(`its entry '${fileName}' uses zip method ${method}, which is not read`);
}

/** One `.npy` array: magic, version, header length, a Python dict literal, then the data. */
function readNpy(body: Buffer, fileName: string): { shape: number[]; data: Float32Array } {
  if (body.length < 10 || body.toString('latin1', 0, 6) !== NPY_MAGIC) {
    throw new NpzError(`its entry '${fileName}' is not a .npy array`);
  }
  const major = body[6] as number;
  const headerLength = major === 1 ? body.readUInt16LE(8) : body.readUInt32LE(8);
  const headerStart = major === 1 ? 10 : 12;
  const header = body.toString('latin1', headerStart, headerStart + headerLength);
  const descr = /'descr':\s*'([^']*)'/.exec(header)?.[1];
  const fortran = /'fortran_order':\s*(True|False)/.exec(header)?.[1];
  const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) {
    throw new NpzError(`the header of '${fileName}' is not a .npy header`);
  }
  if (descr !== '<f4') {
    throw new NpzError(`'${fileName}' holds ${descr} values, not float32 ('<f4')`);
  }
  if (fortran === 'True') throw new NpzError(`'${fileName}' is in Fortran order`);
  const shape = shapeText
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(Number);
  const count = shape.reduce((n, d) => n * d, 1);
  const dataStart = headerStart + headerLength;
  if (shape.some((d) => !Number.isInteger(d) || d < 0) || body.length - dataStart < count * 4) {
    throw new NpzError(`'${fileName}' is shorter than its shape (${shape.join(', ')}) says`);
  }
  // A copy, aligned for Float32Array whatever the entry's offset in the file.
  const data = new Float32Array(count);
  Buffer.from(data.buffer).set(body.subarray(dataStart, dataStart + count * 4));
  return { shape, data };
}
