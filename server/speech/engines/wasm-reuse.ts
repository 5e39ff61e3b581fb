/**
 * Rewrites a WASI command's WebAssembly binary so that one instance can be run again and again
 * (flite-wasi.ts, WasiCommand).
 *
 * A command keeps its whole state in its linear memory and its mutable globals (the C stack
 * pointer). Put both back to what they were right after instantiation and the instance is as
 * good as new, without paying for a new instance — and a new memory — on every run. The
 * rewritten module does that itself, in an exported function `RESET_EXPORT`:
 * - every data segment becomes passive, and the reset copies it to its place with
 *   `memory.init` — from the module's own bytes, which V8 keeps once per process however many
 *   threads instantiate the module, so no thread needs a copy of the initial memory;
 * - the memory between and after the segments (pages grown since included) is zeroed with
 *   `memory.fill`;
 * - every mutable global gets its initial value back.
 * An instance must be reset once before its first run (its memory starts empty). Custom
 * sections (debug info, names: megabytes V8 would otherwise keep) are dropped on the way.
 *
 * Read-only data can be left out of the binary (`leaveOutReadOnly`): the segments the linker
 * named `.rodata` (the name section says so; wasm-ld names its output segments), which a
 * correct C program never writes — a native build maps them read-only. The host copies each
 * one into a new instance's memory once, from the original file, before its first reset, and
 * the reset neither reloads nor zeroes them. For flite.wasm that is its 17 MB of voice data:
 * V8 keeps a module's bytes for as long as the module lives, once per process, and the
 * memory.init of every reset copied all of it again (issue 33).
 *
 * Only the sections this needs are parsed. Anything unexpected — an imported memory, a start
 * function, a global or segment offset that is not a plain constant, an unknown encoding —
 * throws; the caller then runs the module as it is, a fresh instance per run.
 */

/** Name of the added export: `() => void`, puts the instance back to its initial state. */
export const RESET_EXPORT = '__voxmesh_reset';

const SECTION = {
  custom: 0,
  type: 1,
  import: 2,
  function: 3,
  memory: 5,
  global: 6,
  export: 7,
  start: 8,
  element: 9,
  code: 10,
  data: 11,
  dataCount: 12,
} as const;
const EXTERNAL = { func: 0, table: 1, memory: 2, global: 3 } as const;
const VALTYPE_I32 = 0x7f;
const FUNCTYPE = 0x60;
const OP = {
  end: 0x0b,
  globalGet: 0x23,
  globalSet: 0x24,
  memorySize: 0x3f,
  i32Const: 0x41,
  i64Const: 0x42,
  f32Const: 0x43,
  f64Const: 0x44,
  i32Sub: 0x6b,
  i32Shl: 0x74,
  refNull: 0xd0,
  refFunc: 0xd2,
  prefixFC: 0xfc,
  memoryInit: 0x08,
  memoryFill: 0x0b,
} as const;
const PAGE_SHIFT = 16;

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

  skip(count: number): void {
    this.position += count;
  }

  /** A constant expression that is a single i32.const. */
  i32ConstExpression(what: string): number {
    if (this.byte() !== OP.i32Const) throw new Error(`wasm: ${what} is not an i32 constant`);
    const value = this.i32();
    if (this.byte() !== OP.end) throw new Error(`wasm: ${what} is not an i32 constant`);
    return value;
  }

  /** Skips a constant expression up to and including its `end`. */
  skipConstExpression(): void {
    for (;;) {
      const op = this.byte();
      if (op === OP.end) return;
      if (op === OP.i32Const || op === OP.i64Const || op === OP.globalGet || op === OP.refFunc) {
        while (this.byte() & 0x80);
      } else if (op === OP.f32Const) this.skip(4);
      else if (op === OP.f64Const) this.skip(8);
      else if (op === OP.refNull) this.skip(1);
      else throw new Error(`wasm: unsupported opcode 0x${op.toString(16)} in a constant`);
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

/** Signed LEB128 of an i32 (values ≥ 2^31 are written as their negative twin). */
function sleb(value: number): number[] {
  let v = value | 0;
  const out: number[] = [];
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

/** A section as parts to join: id, size, then the body (large parts are not copied). */
function section(id: number, ...body: (Uint8Array | readonly number[])[]): Uint8Array[] {
  const parts = body.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  return [Uint8Array.from([id, ...leb(size)]), ...parts];
}

interface Section {
  id: number;
  start: number;
  end: number;
  bodyStart: number;
}

interface DataSegment {
  offset: number;
  bytes: Uint8Array;
  /** Where its bytes start in the original binary. */
  source: number;
  /** From the name section, if the binary has one. */
  name?: string;
}

/** A read-only data segment left out of the binary, which the host copies in itself. */
export interface LeftOutData {
  /** Where it goes in the instance's memory. */
  memoryOffset: number;
  /** Where its bytes are in the original binary. */
  sourceOffset: number;
  length: number;
}

export interface ResettableModule {
  bytes: Uint8Array<ArrayBuffer>;
  /** Copy each into an instance's memory before its first reset (empty unless asked for). */
  leftOut: LeftOutData[];
}

/** The binary rewritten as described at the top of this file. Throws if it cannot be. */
export function makeResettable(
  wasm: Uint8Array,
  options: { leaveOutReadOnly?: boolean } = {},
): ResettableModule {
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
  const find = (id: number): Section | undefined => sections.find((s) => s.id === id);
  const at = (s: Section): Reader => new Reader(wasm, s.bodyStart);
  const need = (id: number, name: string): Section => {
    const found = find(id);
    if (!found) throw new Error(`wasm: the module has no ${name} section`);
    return found;
  };
  if (find(SECTION.start)) throw new Error('wasm: the module has a start function');

  const imports = find(SECTION.import);
  const imported = imports ? countImports(at(imports)) : { funcs: 0, globals: 0 };
  const types = need(SECTION.type, 'type');
  const { count: typeCount, voidType } = findVoidType(at(types));
  const functions = need(SECTION.function, 'function');
  const ownFunctions = at(functions).u32();
  const memoryEnd = initialMemoryBytes(at(need(SECTION.memory, 'memory')));
  const globalsSection = find(SECTION.global);
  const globals = globalsSection ? mutableGlobals(at(globalsSection), imported.globals) : [];
  const dataSection = find(SECTION.data);
  const allSegments = dataSection ? activeSegments(wasm, at(dataSection)) : [];
  for (const segment of allSegments) {
    if (segment.offset + segment.bytes.length > memoryEnd) {
      throw new Error('wasm: data segment out of bounds');
    }
  }
  if (options.leaveOutReadOnly) {
    for (const s of sections) {
      if (s.id === SECTION.custom) nameDataSegments(at(s), s.end, allSegments);
    }
  }
  const readOnly = (segment: DataSegment): boolean =>
    options.leaveOutReadOnly === true &&
    (segment.name === '.rodata' || segment.name?.startsWith('.rodata.') === true);
  const segments = allSegments.filter((segment) => !readOnly(segment));
  const leftOut = allSegments.filter(readOnly).map((segment) => ({
    memoryOffset: segment.offset,
    sourceOffset: segment.source,
    length: segment.bytes.length,
  }));

  const resetType = voidType ?? typeCount;
  const resetIndex = imported.funcs + ownFunctions;
  const replaced = new Map<number, Uint8Array[]>();
  /** A vector section with one more entry at its end. */
  const withEntry = (s: Section, entry: readonly number[]): Uint8Array[] => {
    const body = at(s);
    const count = body.u32();
    return section(s.id, leb(count + 1), wasm.subarray(body.position, s.end), entry);
  };
  if (voidType === undefined) replaced.set(SECTION.type, withEntry(types, [FUNCTYPE, 0, 0]));
  replaced.set(SECTION.function, withEntry(functions, leb(resetType)));
  const name = new TextEncoder().encode(RESET_EXPORT);
  replaced.set(
    SECTION.export,
    withEntry(need(SECTION.export, 'export'), [
      ...leb(name.length),
      ...name,
      EXTERNAL.func,
      ...leb(resetIndex),
    ]),
  );
  const resetBody = [0, ...resetInstructions(globals, segments, leftOut, memoryEnd), OP.end];
  replaced.set(
    SECTION.code,
    withEntry(need(SECTION.code, 'code'), [...leb(resetBody.length), ...resetBody]),
  );
  if (dataSection) replaced.set(SECTION.data, passiveData(segments));
  const dataCount = section(SECTION.dataCount, leb(segments.length));
  replaced.set(SECTION.dataCount, dataCount);

  const parts: Uint8Array[] = [wasm.subarray(0, header.length)];
  for (const s of sections) {
    if (s.id === SECTION.custom) continue;
    // Passive segments used by memory.init need the data count, which precedes the code.
    if (s.id === SECTION.code && !find(SECTION.dataCount)) parts.push(...dataCount);
    parts.push(...(replaced.get(s.id) ?? [wasm.subarray(s.start, s.end)]));
  }
  return { bytes: Buffer.concat(parts), leftOut };
}

/**
 * Gives the segments their names if `custom` is the name section with data segment names
 * (subsection 9, as wasm-ld writes it). Any other custom section is left alone.
 */
function nameDataSegments(custom: Reader, sectionEnd: number, segments: DataSegment[]): void {
  const decoder = new TextDecoder();
  const nameLength = custom.u32();
  const sectionName = decoder.decode(
    custom.bytes.subarray(custom.position, custom.position + nameLength),
  );
  if (sectionName !== 'name') return;
  custom.skip(nameLength);
  while (custom.position < sectionEnd) {
    const id = custom.byte();
    const size = custom.u32();
    const end = custom.position + size;
    if (id === 9) {
      const count = custom.u32();
      for (let i = 0; i < count; i++) {
        const index = custom.u32();
        const length = custom.u32();
        const segment = segments[index];
        if (segment) {
          segment.name = decoder.decode(
            custom.bytes.subarray(custom.position, custom.position + length),
          );
        }
        custom.skip(length);
      }
    }
    custom.position = end;
  }
}

/** Imported functions and globals (they come first in their index spaces). */
function countImports(section: Reader): { funcs: number; globals: number } {
  let funcs = 0;
  let globals = 0;
  const count = section.u32();
  for (let i = 0; i < count; i++) {
    section.skip(section.u32()); // module name
    section.skip(section.u32()); // field name
    const kind = section.byte();
    if (kind === EXTERNAL.func) {
      section.u32();
      funcs++;
    } else if (kind === EXTERNAL.table) {
      section.byte(); // element type
      const flags = section.byte();
      section.u32();
      if (flags & 1) section.u32();
    } else if (kind === EXTERNAL.memory) {
      throw new Error('wasm: the memory is imported');
    } else if (kind === EXTERNAL.global) {
      section.skip(2); // value type, mutability
      globals++;
    } else throw new Error(`wasm: unknown import kind ${kind}`);
  }
  return { funcs, globals };
}

/** How many types there are, and the index of `() -> ()` if one exists. */
function findVoidType(section: Reader): { count: number; voidType: number | undefined } {
  const count = section.u32();
  let voidType: number | undefined;
  for (let i = 0; i < count; i++) {
    if (section.byte() !== FUNCTYPE) throw new Error('wasm: unknown type form');
    const params = section.u32();
    section.skip(params);
    const results = section.u32();
    section.skip(results);
    if (params === 0 && results === 0) voidType ??= i;
  }
  return { count, voidType };
}

/** Bytes of the one memory's initial size. */
function initialMemoryBytes(section: Reader): number {
  if (section.u32() !== 1) throw new Error('wasm: not exactly one memory');
  const flags = section.byte();
  if (flags > 1) throw new Error('wasm: shared or 64-bit memory');
  return section.u32() * 2 ** PAGE_SHIFT;
}

/** The mutable globals the module defines, with their (i32 constant) initial values. */
function mutableGlobals(section: Reader, firstIndex: number): { index: number; value: number }[] {
  const mutable: { index: number; value: number }[] = [];
  const count = section.u32();
  for (let i = 0; i < count; i++) {
    const type = section.byte();
    if (section.byte() !== 1) {
      section.skipConstExpression();
      continue;
    }
    if (type !== VALTYPE_I32) throw new Error('wasm: a mutable global is not an i32');
    mutable.push({ index: firstIndex + i, value: section.i32ConstExpression('a global') });
  }
  return mutable;
}

/** Every data segment, which must all be active ones for memory 0. */
function activeSegments(wasm: Uint8Array, section: Reader): DataSegment[] {
  const segments: DataSegment[] = [];
  const count = section.u32();
  for (let i = 0; i < count; i++) {
    const kind = section.u32();
    if (kind === 2 && section.u32() !== 0) throw new Error('wasm: data for another memory');
    if (kind !== 0 && kind !== 2) throw new Error('wasm: a data segment is not active');
    const offset = section.i32ConstExpression('a data segment offset') >>> 0;
    const length = section.u32();
    const source = section.position;
    segments.push({ offset, bytes: wasm.subarray(source, source + length), source });
    section.skip(length);
  }
  return segments;
}

/** The data section with every segment passive (same order, so same indices). */
function passiveData(segments: readonly DataSegment[]): Uint8Array[] {
  const entries = segments.flatMap((segment) => [[1, ...leb(segment.bytes.length)], segment.bytes]);
  return section(SECTION.data, leb(segments.length), ...entries);
}

/** The reset function's instructions (see the top of this file). */
function resetInstructions(
  globals: readonly { index: number; value: number }[],
  segments: readonly DataSegment[],
  leftOut: readonly LeftOutData[],
  memoryEnd: number,
): number[] {
  const code: number[] = [];
  for (const global of globals)
    code.push(OP.i32Const, ...sleb(global.value), OP.globalSet, ...leb(global.index));
  const fill = (start: number, length: number) =>
    code.push(
      OP.i32Const,
      ...sleb(start),
      OP.i32Const,
      0,
      OP.i32Const,
      ...sleb(length),
      OP.prefixFC,
      OP.memoryFill,
      0,
    );
  // Zeros wherever no segment goes (left-out ones included), up to the memory's current end.
  const occupied = [
    ...segments.map((segment) => ({ offset: segment.offset, length: segment.bytes.length })),
    ...leftOut.map((data) => ({ offset: data.memoryOffset, length: data.length })),
  ].sort((a, b) => a.offset - b.offset);
  let cursor = 0;
  for (const range of occupied) {
    if (range.offset > cursor) fill(cursor, range.offset - cursor);
    cursor = Math.max(cursor, range.offset + range.length);
  }
  if (cursor > memoryEnd) throw new Error('wasm: data past the initial memory');
  // memory.fill(cursor, 0, memory.size << 16 - cursor)
  code.push(OP.i32Const, ...sleb(cursor), OP.i32Const, 0);
  code.push(
    OP.memorySize,
    0,
    OP.i32Const,
    PAGE_SHIFT,
    OP.i32Shl,
    OP.i32Const,
    ...sleb(cursor),
    OP.i32Sub,
  );
  code.push(OP.prefixFC, OP.memoryFill, 0);
  segments.forEach((segment, i) => {
    code.push(
      OP.i32Const,
      ...sleb(segment.offset),
      OP.i32Const,
      0,
      OP.i32Const,
      ...sleb(segment.bytes.length),
    );
    code.push(OP.prefixFC, OP.memoryInit, ...leb(i), 0);
  });
  return code;
}
