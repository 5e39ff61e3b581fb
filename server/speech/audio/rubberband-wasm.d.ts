/**
 * Types for the parts of @echogarden/rubberband-wasm (an Emscripten build of the Rubber Band C
 * API, `rubberband-c.h`) that this folder uses. The package ships no declarations.
 */
declare module '@echogarden/rubberband-wasm' {
  /** Opaque pointer into the module's heap (a byte address). */
  export type Pointer = number;

  export interface RubberbandModule {
    /** Views over the current wasm memory; replaced when the heap grows, so re-read per use. */
    readonly HEAPF32: Float32Array;
    readonly HEAPU32: Uint32Array;
    _malloc(bytes: number): Pointer;
    _free(pointer: Pointer): void;
    _rubberband_new(
      sampleRate: number,
      channels: number,
      options: number,
      initialTimeRatio: number,
      initialPitchScale: number,
    ): Pointer;
    _rubberband_delete(state: Pointer): void;
    _rubberband_get_engine_version(state: Pointer): number;
    _rubberband_set_expected_input_duration(state: Pointer, samples: number): void;
    _rubberband_set_max_process_size(state: Pointer, samples: number): void;
    _rubberband_get_start_delay(state: Pointer): number;
    _rubberband_study(state: Pointer, input: Pointer, samples: number, final: number): void;
    _rubberband_process(state: Pointer, input: Pointer, samples: number, final: number): void;
    /** Samples ready to retrieve, or −1 once everything has been retrieved after the final block. */
    _rubberband_available(state: Pointer): number;
    _rubberband_retrieve(state: Pointer, output: Pointer, samples: number): number;
  }

  const createRubberband: (moduleArg?: Record<string, unknown>) => Promise<RubberbandModule>;
  export default createRubberband;
}
