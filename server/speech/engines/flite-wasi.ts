/**
 * A minimal, in-memory WASI (preview 1) host for running flite.wasm as a command.
 *
 * Why not `node:wasi`: it is experimental on Node 20 (it prints an ExperimentalWarning), can only
 * preopen real directories (so output WAVs would go through temp files), and hands the module
 * the real clock. Flite needs just 13 imports, and a command module runs once from `_start` to
 * `proc_exit`, so this host gives it exactly what one run needs and nothing more:
 * - argv, stdin from a byte buffer, stdout and stderr collected in memory;
 * - one preopened directory (`/v`) whose files live in a Map: written files are handed back;
 * - a clock that always reads 0, so nothing in a run depends on time;
 * - no access to the real file system, environment or network.
 *
 * A command cannot simply be started twice: its C runtime and heap are left mid-state after
 * `exit`. So either each run gets a fresh instance, or — for a module rewritten by
 * wasm-reuse.ts — one instance is put back after each run into the exact state instantiation
 * leaves (its exported reset function reloads the writable data segments, zeroes the rest of
 * the memory and restores the globals; the read-only data, flite.wasm's 17 MB of voices, is
 * read from the file once per instance and never written). That is far cheaper than
 * instantiating (flite.wasm copies 17 MB of voice data into a fresh memory every time) and
 * leaves no dead 20 MB memories for the garbage collector. Either way runs never influence each
 * other: same arguments, same output.
 */

import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

import { RESET_EXPORT } from './wasm-reuse.ts';
import type { LeftOutData } from './wasm-reuse.ts';

/** Where the in-memory directory is mounted inside the module. */
export const WASI_DIR = '/v';

export interface WasiRunOptions {
  /** argv, program name first. */
  args: readonly string[];
  stdin?: Uint8Array;
}

export interface WasiRunResult {
  exitCode: number;
  stdout: Uint8Array;
  stderr: Uint8Array;
  /** Every file in WASI_DIR after the run, by name. */
  files: Map<string, Uint8Array>;
}

/** Thrown through the module's stack by `proc_exit`, caught by `runWasiCommand`. */
class WasiExit {
  constructor(readonly code: number) {}
}

const ERRNO = {
  success: 0,
  acces: 2,
  badf: 8,
  exist: 20,
  inval: 28,
  isdir: 31,
  noent: 44,
  notdir: 54,
  spipe: 70,
} as const;

const FILETYPE = { characterDevice: 2, directory: 3, regularFile: 4 } as const;
const OFLAGS = { creat: 1, directory: 2, excl: 4, trunc: 8 } as const;
const FDFLAG_APPEND = 1;
const ALL_RIGHTS = 0xffff_ffff_ffff_ffffn;
const PREOPEN_FD = 3;

/** A growable byte buffer with a length, used for files and output streams. */
class ByteSink {
  bytes = new Uint8Array(4096);
  length = 0;

  writeAt(position: number, data: Uint8Array): void {
    const end = position + data.length;
    if (end > this.bytes.length) {
      const grown = new Uint8Array(Math.max(end, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    if (position > this.length) this.bytes.fill(0, this.length, position);
    this.bytes.set(data, position);
    this.length = Math.max(this.length, end);
  }

  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

type Descriptor =
  | { kind: 'stdin'; data: Uint8Array; position: number }
  | { kind: 'output'; sink: ByteSink }
  | { kind: 'dir' }
  | { kind: 'file'; name: string; position: number; append: boolean };

/** The WASI functions a command imports; they work on one run's state. */
type WasiImports = Record<string, (...args: never[]) => unknown>;

interface RunHost {
  imports: WasiImports;
  /** What the run wrote, once `_start` has returned or exited with `exitCode`. */
  result(exitCode: number): WasiRunResult;
}

/**
 * The host side of one run: argv, stdio, the in-memory directory and its descriptors.
 * `memory` gives the running instance's memory (imports are only called while it runs).
 */
function createRunHost(options: WasiRunOptions, memory: () => WebAssembly.Memory): RunHost {
  const encoder = new TextEncoder();
  const argv = options.args.map((arg) => encoder.encode(`${arg}\0`));
  const stdout = new ByteSink();
  const stderr = new ByteSink();
  const files = new Map<string, ByteSink>();
  const fds = new Map<number, Descriptor>([
    [0, { kind: 'stdin', data: options.stdin ?? new Uint8Array(0), position: 0 }],
    [1, { kind: 'output', sink: stdout }],
    [2, { kind: 'output', sink: stderr }],
    [PREOPEN_FD, { kind: 'dir' }],
  ]);
  let nextFd = PREOPEN_FD + 1;

  const buffer = (): ArrayBuffer => memory().buffer;
  const view = (): DataView => new DataView(buffer());
  const bytes = (ptr: number, length: number): Uint8Array => new Uint8Array(buffer(), ptr, length);
  /** The buffers of an iovec array, as views into memory. */
  const iovecs = (ptr: number, count: number): Uint8Array[] => {
    const dv = view();
    const out: Uint8Array[] = [];
    for (let i = 0; i < count; i++) {
      const base = dv.getUint32(ptr + i * 8, true);
      const length = dv.getUint32(ptr + i * 8 + 4, true);
      out.push(bytes(base, length));
    }
    return out;
  };

  const wasi = {
    args_sizes_get(argcPtr: number, bufSizePtr: number): number {
      const dv = view();
      dv.setUint32(argcPtr, argv.length, true);
      dv.setUint32(
        bufSizePtr,
        argv.reduce((sum, arg) => sum + arg.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPtr: number, bufPtr: number): number {
      const dv = view();
      let offset = bufPtr;
      argv.forEach((arg, i) => {
        dv.setUint32(argvPtr + i * 4, offset, true);
        bytes(offset, arg.length).set(arg);
        offset += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id: number, _precision: bigint, timePtr: number): number {
      view().setBigUint64(timePtr, 0n, true);
      return ERRNO.success;
    },
    fd_prestat_get(fd: number, bufPtr: number): number {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      const dv = view();
      dv.setUint8(bufPtr, 0); // preopen type: directory
      dv.setUint32(bufPtr + 4, encoder.encode(WASI_DIR).length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, pathLength: number): number {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      bytes(pathPtr, pathLength).set(encoder.encode(WASI_DIR).subarray(0, pathLength));
      return ERRNO.success;
    },
    fd_fdstat_get(fd: number, statPtr: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.badf;
      const dv = view();
      const filetype =
        descriptor.kind === 'dir'
          ? FILETYPE.directory
          : descriptor.kind === 'file'
            ? FILETYPE.regularFile
            : FILETYPE.characterDevice;
      dv.setUint8(statPtr, filetype);
      dv.setUint16(statPtr + 2, 0, true);
      // Full rights, seek included: the C library then buffers stdout fully (not a tty).
      dv.setBigUint64(statPtr + 8, ALL_RIGHTS, true);
      dv.setBigUint64(statPtr + 16, ALL_RIGHTS, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags(fd: number, _flags: number): number {
      return fds.has(fd) ? ERRNO.success : ERRNO.badf;
    },
    path_open(
      dirFd: number,
      _lookupFlags: number,
      pathPtr: number,
      pathLength: number,
      oflags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      fdflags: number,
      fdPtr: number,
    ): number {
      if (fds.get(dirFd)?.kind !== 'dir') return ERRNO.badf;
      const name = new TextDecoder().decode(bytes(pathPtr, pathLength));
      if (name === '' || name === '.' || name.includes('/') || name === '..') return ERRNO.acces;
      if (oflags & OFLAGS.directory) return ERRNO.notdir;
      let file = files.get(name);
      if (file && oflags & OFLAGS.creat && oflags & OFLAGS.excl) return ERRNO.exist;
      if (!file) {
        if (!(oflags & OFLAGS.creat)) return ERRNO.noent;
        file = new ByteSink();
        files.set(name, file);
      }
      if (oflags & OFLAGS.trunc) file.length = 0;
      const fd = nextFd++;
      fds.set(fd, { kind: 'file', name, position: 0, append: (fdflags & FDFLAG_APPEND) !== 0 });
      view().setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    fd_write(fd: number, iovsPtr: number, iovsLength: number, writtenPtr: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor || descriptor.kind === 'dir' || descriptor.kind === 'stdin') {
        return ERRNO.badf;
      }
      let written = 0;
      for (const buffer of iovecs(iovsPtr, iovsLength)) {
        if (descriptor.kind === 'output') {
          descriptor.sink.writeAt(descriptor.sink.length, buffer);
        } else {
          const file = files.get(descriptor.name) as ByteSink;
          if (descriptor.append) descriptor.position = file.length;
          file.writeAt(descriptor.position, buffer);
          descriptor.position += buffer.length;
        }
        written += buffer.length;
      }
      view().setUint32(writtenPtr, written, true);
      return ERRNO.success;
    },
    fd_read(fd: number, iovsPtr: number, iovsLength: number, readPtr: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.badf;
      if (descriptor.kind === 'dir') return ERRNO.isdir;
      if (descriptor.kind === 'output') return ERRNO.badf;
      const source =
        descriptor.kind === 'stdin'
          ? descriptor.data
          : (files.get(descriptor.name) as ByteSink).view();
      let read = 0;
      for (const buffer of iovecs(iovsPtr, iovsLength)) {
        const chunk = source.subarray(descriptor.position, descriptor.position + buffer.length);
        buffer.set(chunk);
        descriptor.position += chunk.length;
        read += chunk.length;
        if (chunk.length < buffer.length) break;
      }
      view().setUint32(readPtr, read, true);
      return ERRNO.success;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPtr: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.badf;
      if (descriptor.kind !== 'file' && descriptor.kind !== 'stdin') return ERRNO.spipe;
      const size =
        descriptor.kind === 'stdin'
          ? descriptor.data.length
          : (files.get(descriptor.name) as ByteSink).length;
      const base = whence === 0 ? 0 : whence === 1 ? descriptor.position : whence === 2 ? size : -1;
      if (base < 0) return ERRNO.inval;
      const target = BigInt(base) + offset;
      if (target < 0n || target > BigInt(Number.MAX_SAFE_INTEGER)) return ERRNO.inval;
      descriptor.position = Number(target);
      view().setBigUint64(newOffsetPtr, target, true);
      return ERRNO.success;
    },
    fd_close(fd: number): number {
      if (!fds.has(fd) || fd === PREOPEN_FD) return ERRNO.badf;
      fds.delete(fd);
      return ERRNO.success;
    },
    proc_exit(code: number): never {
      throw new WasiExit(code);
    },
  };

  return {
    imports: wasi,
    result(exitCode) {
      const written = new Map<string, Uint8Array>();
      for (const [name, sink] of files) written.set(name, sink.view());
      return { exitCode, stdout: stdout.view(), stderr: stderr.view(), files: written };
    },
  };
}

/** Calls `_start`; returns the exit code (0 when it returns without calling exit). */
function runStart(instance: WebAssembly.Instance): number {
  const start = instance.exports['_start'] as () => void;
  try {
    start();
    return 0;
  } catch (error) {
    if (!(error instanceof WasiExit)) throw error;
    return error.code;
  }
}

/** The reset function of a module rewritten by wasm-reuse.ts, if it is one. */
function resetOf(instance: WebAssembly.Instance): (() => void) | undefined {
  const reset = instance.exports[RESET_EXPORT];
  return typeof reset === 'function' ? (reset as () => void) : undefined;
}

function memoryOf(instance: WebAssembly.Instance): WebAssembly.Memory {
  return instance.exports['memory'] as WebAssembly.Memory;
}

/** Runs a WASI command module once, in a fresh instance, and returns what it wrote. */
export function runWasiCommand(module: WebAssembly.Module, options: WasiRunOptions): WasiRunResult {
  // The host reads the memory only while `_start` runs, when `instance` is set.
  const host = createRunHost(options, () => memoryOf(instance));
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: host.imports });
  resetOf(instance)?.(); // a resettable module loads its data only when reset
  return host.result(runStart(instance));
}

/**
 * Read-only data a resettable module was built without (wasm-reuse.ts, `leaveOutReadOnly`):
 * the file it is read from (the original binary) and where each part goes.
 */
export interface ReadOnlyData {
  path: string;
  parts: readonly LeftOutData[];
}

/**
 * Reads the read-only data straight into the memory. From the file, not from a copy kept in
 * the process: the kernel's page cache holds the file, and no buffer of ours does.
 */
function loadReadOnly(memory: WebAssembly.Memory, data: ReadOnlyData): void {
  const fd = openSync(data.path, 'r');
  try {
    for (const part of data.parts) {
      const target = new Uint8Array(memory.buffer, part.memoryOffset, part.length);
      let done = 0;
      while (done < part.length) {
        const read = readSync(fd, target, done, part.length - done, part.sourceOffset + done);
        if (read === 0) throw new Error(`${data.path} ends before its read-only data`);
        done += read;
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** An instance kept for every run, and its reset function. */
interface ReusableInstance {
  instance: WebAssembly.Instance;
  memory: WebAssembly.Memory;
  reset: () => void;
}

/**
 * Runs one WASI command module again and again. A module rewritten by `makeResettable` keeps
 * one instance, reset after each run (see the top of this file); any other module gets a fresh
 * instance per run. One run at a time (runs are synchronous).
 */
export class WasiCommand {
  readonly #module: WebAssembly.Module;
  readonly #readOnly: ReadOnlyData | undefined;
  readonly #reusable: boolean;
  #kept: ReusableInstance | undefined;
  #host: RunHost | undefined;

  /** `readOnly`: what the module was built without, copied into its instance once. */
  constructor(module: WebAssembly.Module, readOnly?: ReadOnlyData) {
    this.#module = module;
    this.#readOnly = readOnly;
    this.#reusable = WebAssembly.Module.exports(module).some(
      (entry) => entry.kind === 'function' && entry.name === RESET_EXPORT,
    );
  }

  run(options: WasiRunOptions): WasiRunResult {
    if (!this.#reusable) return runWasiCommand(this.#module, options);
    const kept = this.#kept ?? this.#instantiate();
    const host = createRunHost(options, () => kept.memory);
    this.#host = host;
    try {
      return host.result(runStart(kept.instance));
    } finally {
      this.#host = undefined;
      kept.reset();
    }
  }

  /**
   * Drops the kept instance and its memory (flite.wasm's is ≈ 23 MB, voice data included); the
   * next run instantiates again (≈ 9 ms). Never during a run: runs are synchronous.
   */
  release(): void {
    this.#kept = undefined;
  }

  /**
   * Whether the kept instance's read-only data still equals the file's (true when none is kept
   * or left out). No reset restores that data, so a program that wrote there would make one
   * run depend on the runs before it; the tests check flite.wasm never does.
   */
  readOnlyIntact(): boolean {
    const kept = this.#kept;
    if (!kept || !this.#readOnly) return true;
    const file = readFileSync(this.#readOnly.path);
    return this.#readOnly.parts.every((part) =>
      Buffer.from(kept.memory.buffer, part.memoryOffset, part.length).equals(
        file.subarray(part.sourceOffset, part.sourceOffset + part.length),
      ),
    );
  }

  #instantiate(): ReusableInstance {
    // The imports are bound once; each forwards to the run in progress.
    const forward: WasiImports = {};
    for (const { module, name, kind } of WebAssembly.Module.imports(this.#module)) {
      if (module !== 'wasi_snapshot_preview1' || kind !== 'function') continue;
      forward[name] = (...args: never[]) => {
        const call = this.#host?.imports[name];
        if (!call) throw new Error(`WASI: ${name} called outside a run`);
        return call(...args);
      };
    }
    const instance = new WebAssembly.Instance(this.#module, { wasi_snapshot_preview1: forward });
    const memory = memoryOf(instance);
    if (this.#readOnly) loadReadOnly(memory, this.#readOnly); // once: no reset touches it
    const reset = resetOf(instance) as () => void;
    reset(); // its data segments are passive: loaded by the reset, not by instantiation
    this.#kept = { instance, memory, reset };
    return this.#kept;
  }
}
