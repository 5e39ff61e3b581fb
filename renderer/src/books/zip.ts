/**
 * Reading a zip (an EPUB) one entry at a time, with a bound on what is unpacked: its central
 * directory gives each entry's place and declared sizes, and an entry is inflated as a stream
 * (fflate's `Inflate`) a small slice of input at a time, so it stops at its byte bound — or
 * sooner, when the caller has enough — however far the data would inflate (a zip bomb's
 * entries inflate about a thousand times their size). Nothing is unpacked that is not asked.
 */
import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** The size the archive declares once unpacked; the data may say otherwise. */
  size: number;
  /** Offset of the entry's local header. */
  headerOffset: number;
}

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Compressed bytes given to the inflater at a time: ≈ 1 MB of output at most per slice. */
const SLICE = 1024;

const names = new TextDecoder('utf-8');

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, at: number): number {
  return (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
}
/** A little-endian 64-bit size; beyond 2^53 it is "too large" anyway. */
function u64(b: Uint8Array, at: number): number {
  return u32(b, at) + u32(b, at + 4) * 0x1_0000_0000;
}

/** The entries of the zip in `bytes`, by name. Throws ZipFormatError when it is not a zip. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) throw new ZipFormatError('no end of central directory record');
  let count = u16(bytes, eocd + 10);
  let offset = u32(bytes, eocd + 16);
  if ((count === 0xffff || offset === 0xffffffff) && u32(bytes, eocd - 20) === ZIP64_LOCATOR) {
    const at = u64(bytes, eocd - 12);
    if (u32(bytes, at) !== ZIP64_EOCD) throw new ZipFormatError('bad ZIP64 directory record');
    count = u64(bytes, at + 32);
    offset = u64(bytes, at + 48);
  }
  const entries = new Map<string, ZipEntry>();
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== CENTRAL)
      throw new ZipFormatError('bad central directory');
    const nameLength = u16(bytes, p + 28);
    const extraLength = u16(bytes, p + 30);
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
      method: u16(bytes, p + 10),
      encrypted: (u16(bytes, p + 8) & 1) === 1,
      compressedSize: u32(bytes, p + 20),
      size: u32(bytes, p + 24),
      headerOffset: u32(bytes, p + 42),
    };
    readZip64Extra(bytes.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength), entry);
    entries.set(entry.name, entry);
    p += 46 + nameLength + extraLength + u16(bytes, p + 32);
  }
  return entries;
}

/** The ZIP64 extra field's sizes and offset, for the fields marked 0xFFFFFFFF. */
function readZip64Extra(extra: Uint8Array, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length; at += 4 + u16(extra, at + 2)) {
    if (u16(extra, at) !== 0x0001) continue;
    let field = at + 4;
    for (const key of ['size', 'compressedSize', 'headerOffset'] as const) {
      if (entry[key] !== 0xffffffff) continue;
      entry[key] = u64(extra, field);
      field += 8;
    }
    return;
  }
}

export interface Unpacked {
  bytes: Uint8Array;
  /** False when unpacking stopped before the entry's end (its bound, or `enough`). */
  complete: boolean;
}

export interface UnpackOptions {
  /** Never more than this many bytes are unpacked. */
  limit: number;
  /**
   * Asked with what was unpacked so far once it reaches `checkFrom` bytes, then at each
   * doubling: true stops unpacking there (the caller has what it needs).
   */
  enough?: (soFar: Uint8Array) => boolean;
  checkFrom?: number;
}

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The start of an entry's data, after its local header. */
function dataStart(bytes: Uint8Array, entry: ZipEntry): number {
  const at = entry.headerOffset;
  if (u32(bytes, at) !== LOCAL) throw new ZipFormatError(`bad local header for ${entry.name}`);
  return at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
}

/** The first `options.limit` bytes (at most) of an entry, unpacked. */
export function unpack(bytes: Uint8Array, entry: ZipEntry, options: UnpackOptions): Unpacked {
  if (entry.encrypted) throw new ZipFormatError(`${entry.name} is encrypted`);
  const start = dataStart(bytes, entry);
  const end = Math.min(bytes.length, start + entry.compressedSize);
  const { limit, enough } = options;
  if (entry.method === 0) {
    const stored = end - start;
    return {
      bytes: bytes.subarray(start, start + Math.min(stored, limit)),
      complete: stored <= limit,
    };
  }
  if (entry.method !== 8) throw new ZipFormatError(`${entry.name}: compression ${entry.method}`);

  const chunks: Uint8Array[] = [];
  let length = 0;
  let finished = false;
  let stopped = false;
  const inflater = new Inflate((chunk, final) => {
    if (stopped) return;
    const room = limit - length;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      length += room;
      stopped = true;
      return;
    }
    chunks.push(chunk);
    length += chunk.length;
    if (final) finished = true;
  });
  let nextCheck = options.checkFrom ?? Infinity;
  try {
    for (let at = start; at < end && !stopped && !finished; at += SLICE) {
      const to = Math.min(end, at + SLICE);
      inflater.push(bytes.subarray(at, to), to === end);
      if (!stopped && !finished && enough && length >= nextCheck) {
        if (enough(joined(chunks, length))) stopped = true;
        nextCheck = Math.max(nextCheck * 2, length + 1);
      }
    }
  } catch (err) {
    throw new ZipFormatError(`${entry.name}: ${String(err)}`);
  }
  return { bytes: joined(chunks, length), complete: finished && !stopped };
}
