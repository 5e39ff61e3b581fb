/**
 * Prepares a WASI command's WebAssembly binary so that one instance can be run again and again
 * (flite-wasi.ts, WasiCommand).
 *
 * A command keeps its whole state in its linear memory and its mutable globals (the C stack
 * pointer). Put both back to what they were right after instantiation and the instance is as
 * good as new, without paying for a new instance — and a new memory — on every run. For that
 * the host needs:
 * - the globals exported: the binary is rewritten so that every mutable global it defines is
 *   also exported (custom sections — debug info, names — are dropped on the way: megabytes
 *   V8 would otherwise keep with the compiled module);
 * - the memory as instantiation leaves it: zeros with the active data segments copied in. It
 *   is built here from the binary, in a SharedArrayBuffer, so that every thread of the process
 *   can reset its own instance from one copy.
 *
 * Only the sections this needs are parsed. Anything unexpected — an imported memory, a start
 * function (its effects would be missing from the image), an unknown encoding — throws; the
 * caller then runs the module as it is, a fresh instance per run.
 */

/** Name prefix of the added exports; the global's index follows. */
export const GLOBAL_EXPORT_PREFIX = '__voxmesh_global_';

const SECTION = {
  custom: 0,
  import: 2,
  memory: 5,
  global: 6,
  export: 7,
  start: 8,
  data: 11,
} as const;
const EXTERNAL = { func: 0, table: 1, memory: 2, global: 3 } as const;
const OP = {
  end: 0x0b,
  globalGet: 0x23,
  i32Const: 0x41,
  i64Const: 0x42,
  f32Const: 0x43,
  f64Const: 0x44,
  refNull: 0xd0,
  refFunc: 0xd2,
} as const;

class Reader {
  position: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
  ) {
    this.position = start;
  }

  byte(): number {
    if (this.position >= this.bytes.length) throw new Error('wasm: unexpected end of section');
    return this.bytes[this.position++] as number;
  }

  /** An unsigned LEB128 number up to 32 bits. */
  u32(): number {
    let result = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = this.byte();
      result += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return result;
    }
    throw new Error('wasm: LEB128 number too long');
  }

  /** Skips a signed or unsigned LEB128 number of any length. */
  skipLeb(): void {
    while (this.byte() & 0x80);
  }

  skip(count: number): void {
    this.position += count;
  }

  /** A constant expression that is a single i32.const (a data segment's offset). */
  i32ConstExpression(): number {
    if (this.byte() !== OP.i32Const) throw new Error('wasm: data segment offset is not a constant');
    const value = this.i32();
    if (this.byte() !== OP.end) throw new Error('wasm: data segment offset is not a constant');
    return value;
  }

  /** A signed LEB128 number up to 32 bits. */
  i32(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.byte();
      result |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80 && shift < 35);
    return shift < 32 && byte & 0x40 ? result | (-1 << shift) : result;
  }

  /** Skips a constant expression (a global's initializer) up to and including its `end`. */
  skipConstExpression(): void {
    for (;;) {
      const op = this.byte();
      if (op === OP.end) return;
      if (op === OP.i32Const || op === OP.i64Const || op === OP.globalGet || op === OP.refFunc) {
        this.skipLeb();
      } else if (op === OP.f32Const) this.skip(4);
      else if (op === OP.f64Const) this.skip(8);
      else if (op === OP.refNull) this.skip(1);
      else
        throw new Error(`wasm: unsupported opcode 0x${op.toString(16)} in a constant expression`);
    }
  }
}

function leb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** Counts the imported globals (they come first in the global index space). */
function importedGlobals(section: Reader): number {
  let globals = 0;
  const count = section.u32();
  for (let i = 0; i < count; i++) {
    section.skip(section.u32()); // module name
    section.skip(section.u32()); // field name
    const kind = section.byte();
    if (kind === EXTERNAL.func) section.u32();
    else if (kind === EXTERNAL.table) {
      section.byte(); // element type
      const flags = section.byte();
      section.u32();
      if (flags & 1) section.u32();
    } else if (kind === EXTERNAL.memory) {
      const flags = section.byte();
      section.u32();
      if (flags & 1) section.u32();
    } else if (kind === EXTERNAL.global) {
      section.skip(2); // value type, mutability
      globals++;
    } else throw new Error(`wasm: unknown import kind ${kind}`);
  }
  return globals;
}

/** Indexes of the mutable globals the module defines itself. */
function mutableGlobals(section: Reader, firstIndex: number): number[] {
  const mutable: number[] = [];
  const count = section.u32();
  for (let i = 0; i < count; i++) {
    section.byte(); // value type
    if (section.byte() === 1) mutable.push(firstIndex + i);
    section.skipConstExpression();
  }
  return mutable;
}

export interface ReusableCommand {
  /** The binary with its mutable globals exported as `${GLOBAL_EXPORT_PREFIX}<index>`. */
  wasm: Uint8Array<ArrayBuffer>;
  /** Linear memory right after instantiation, in a SharedArrayBuffer. */
  memoryImage: Uint8Array;
}

interface Section {
  id: number;
  start: number;
  end: number;
  bodyStart: number;
}

/** See the top of this file. Throws on a binary it cannot prepare. */
export function prepareForReuse(wasm: Uint8Array): ReusableCommand {
  const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (header.some((byte, i) => wasm[i] !== byte)) throw new Error('wasm: not a version 1 module');
  const sections: Section[] = [];
  const reader = new Reader(wasm, header.length);
  while (reader.position < wasm.length) {
    const start = reader.position;
    const id = reader.byte();
    const size = reader.u32();
    const bodyStart = reader.position;
    const end = bodyStart + size;
    if (end > wasm.length) throw new Error('wasm: section runs past the end');
    sections.push({ id, start, end, bodyStart });
    reader.position = end;
  }
  const find = (id: number) => sections.find((section) => section.id === id);
  if (find(SECTION.start)) throw new Error('wasm: the module has a start function');
  return { wasm: withGlobalsExported(wasm, sections, find), memoryImage: memoryImage(wasm, find) };
}

function withGlobalsExported(
  wasm: Uint8Array,
  sections: readonly Section[],
  find: (id: number) => Section | undefined,
): Uint8Array<ArrayBuffer> {
  const imports = find(SECTION.import);
  const firstOwn = imports ? importedGlobals(new Reader(wasm, imports.bodyStart)) : 0;
  const globals = find(SECTION.global);
  const mutable = globals ? mutableGlobals(new Reader(wasm, globals.bodyStart), firstOwn) : [];

  // A WASI command always exports _start and its memory.
  const exports = find(SECTION.export);
  if (!exports) throw new Error('wasm: the module has no export section');
  const exportReader = new Reader(wasm, exports.bodyStart);
  const existing = exportReader.u32();
  const added: number[] = [];
  const encoder = new TextEncoder();
  for (const index of mutable) {
    const name = encoder.encode(`${GLOBAL_EXPORT_PREFIX}${index}`);
    added.push(...leb(name.length), ...name, EXTERNAL.global, ...leb(index));
  }
  const entries = wasm.subarray(exportReader.position, exports.end);
  const count = leb(existing + mutable.length);
  const bodyLength = count.length + entries.length + added.length;

  const parts: Uint8Array[] = [wasm.subarray(0, 8)];
  for (const section of sections) {
    if (section.id === SECTION.custom) continue;
    if (section.id !== SECTION.export) {
      parts.push(wasm.subarray(section.start, section.end));
      continue;
    }
    parts.push(Uint8Array.from([SECTION.export, ...leb(bodyLength), ...count]));
    parts.push(entries, Uint8Array.from(added));
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const PAGE = 65536;

/** Zeros of the memory's initial size with every active data segment copied in. */
function memoryImage(wasm: Uint8Array, find: (id: number) => Section | undefined): Uint8Array {
  const memories = find(SECTION.memory);
  if (!memories) throw new Error('wasm: the module defines no memory');
  const memoryReader = new Reader(wasm, memories.bodyStart);
  if (memoryReader.u32() !== 1) throw new Error('wasm: not exactly one memory');
  const flags = memoryReader.byte();
  if (flags > 1) throw new Error('wasm: shared or 64-bit memory');
  const image = new Uint8Array(new SharedArrayBuffer(memoryReader.u32() * PAGE));

  const data = find(SECTION.data);
  if (!data) return image;
  const reader = new Reader(wasm, data.bodyStart);
  const count = reader.u32();
  for (let i = 0; i < count; i++) {
    const kind = reader.u32();
    if (kind === 1) {
      reader.skip(reader.u32()); // passive: not in the initial memory
      continue;
    }
    if (kind === 2 && reader.u32() !== 0) throw new Error('wasm: data for another memory');
    if (kind !== 0 && kind !== 2) throw new Error(`wasm: unknown data segment kind ${kind}`);
    const offset = reader.i32ConstExpression() >>> 0;
    const length = reader.u32();
    if (offset + length > image.length) throw new Error('wasm: data segment out of bounds');
    image.set(wasm.subarray(reader.position, reader.position + length), offset);
    reader.skip(length);
  }
  return image;
}
