import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { appFile } from '../../app-file.ts';

/**
 * LAME, compiled to WebAssembly by native/lame-mp3/build.sh from Debian's LAME 3.100 source with
 * speed flags (-O3, SIMD), called through our own small bridge (native/lame-mp3/lame-mp3.c):
 * mono constant-bitrate MP3, no Xing/Info frame, no ID3 tag, the input rate written as is.
 * One instance per thread holds any number of streams in its memory.
 */

/** The bridge's exports (native/lame-mp3/lame-mp3.c). Pointers are offsets into `memory`. */
interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  vm_open(sampleRate: number, kbps: number): number;
  vm_input(stream: number, samples: number): number;
  vm_output(stream: number): number;
  vm_encode(stream: number, samples: number): number;
  vm_flush(stream: number): number;
  vm_close(stream: number): void;
}

const WASM = path.join('native', 'lame-mp3', 'lame-mp3.wasm');

function wasmPath(): string {
  const file = appFile(WASM);
  if (!file) throw new Error(`${WASM} not found above the app's code`);
  return file;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let instance: Promise<LameExports> | null = null;
let openStreams = 0;

/** LAME reports to stderr through these; the bridge never asks it to (no stdio, no exit). */
const imports: WebAssembly.Imports = {
  wasi_snapshot_preview1: {
    proc_exit: () => {
      throw new Error('LAME exited');
    },
    fd_write: () => 0,
    fd_close: () => 0,
    fd_seek: () => 0,
  },
  env: { emscripten_notify_memory_growth: () => undefined },
};

function lame(): Promise<LameExports> {
  instance ??= (async () => {
    compiled ??= readFile(wasmPath()).then((bytes) => WebAssembly.compile(bytes));
    const made = await WebAssembly.instantiate(await compiled, imports);
    const exports = made.exports as unknown as LameExports;
    exports._initialize();
    return exports;
  })();
  return instance;
}

/**
 * Lets this thread's LAME memory go when no stream is open (it only grows while in use:
 * ≈ 2 MB per open stream). The compiled code stays: the next stream instantiates again (≈ 1 ms).
 */
export function releaseIdleLame(): void {
  if (openStreams === 0) instance = null;
}

/** One constant-bitrate mono MP3 stream: samples in, frames out, in order. */
export interface LameStream {
  /** Encodes samples (−1..1); returns the bytes of the frames completed (a copy, maybe empty). */
  encode(pcm: Float32Array): Uint8Array;
  /** The last frames; the stream is closed after. */
  flush(): Uint8Array;
}

/** A stream dropped unflushed (its job was cancelled) is closed when collected. */
const unflushed = new FinalizationRegistry<{ x: LameExports; stream: number }>(({ x, stream }) => {
  x.vm_close(stream);
  openStreams--;
});

export async function openLameStream(sampleRate: number, kbps: number): Promise<LameStream> {
  const x = await lame();
  const stream = x.vm_open(sampleRate, kbps);
  if (stream === 0) throw new RangeError(`LAME cannot encode ${kbps} kbps at ${sampleRate} Hz`);
  openStreams++;
  let open = true;
  const token = {};
  const bytesOut = (n: number): Uint8Array => {
    if (n < 0) throw new Error(`LAME failed (${n})`);
    // Read after the call: encoding may have grown the memory, which replaces its buffer.
    return new Uint8Array(x.memory.buffer, x.vm_output(stream), n).slice();
  };
  const ensureOpen = () => {
    if (!open) throw new Error('LAME stream already flushed');
  };
  const handle: LameStream = {
    encode(pcm) {
      ensureOpen();
      if (pcm.length === 0) return new Uint8Array(0);
      const at = x.vm_input(stream, pcm.length);
      if (at === 0) throw new Error('LAME: out of memory');
      new Float32Array(x.memory.buffer, at, pcm.length).set(pcm);
      return bytesOut(x.vm_encode(stream, pcm.length));
    },
    flush() {
      ensureOpen();
      open = false;
      try {
        return bytesOut(x.vm_flush(stream));
      } finally {
        unflushed.unregister(token);
        x.vm_close(stream);
        openStreams--;
      }
    },
  };
  unflushed.register(handle, { x, stream }, token);
  return handle;
}
