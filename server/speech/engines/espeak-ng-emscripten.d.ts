/**
 * Types for the parts of @echogarden/espeak-ng-emscripten (eSpeak NG built with Emscripten's
 * WebIDL binder and wasm2js) that this folder uses. The package ships no declarations.
 */
declare module '@echogarden/espeak-ng-emscripten' {
  /** A byte address in the module's heap. */
  export type Pointer = number;

  /** What the WebIDL glue accepts in place of a string: a NUL-terminated UTF-8 buffer. */
  export interface HeapString {
    ptr: Pointer;
  }

  export interface EspeakRawEvent {
    type:
      | 'list_terminated'
      | 'word'
      | 'sentence'
      | 'mark'
      | 'play'
      | 'end'
      | 'msg_terminated'
      | 'phoneme'
      | 'samplerate';
    /** 1-based code-point position in the input text. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of the synthesis. */
    audio_position: number;
    id?: string | number;
  }

  export interface EspeakVoiceStruct {
    readonly ptr: Pointer;
    get_name(): string;
    get_identifier(): string;
    get_gender(): number;
    get_languages(index: number): number;
  }

  export interface EspeakVoiceListing {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    readonly ptr: Pointer;
    /** 0 on success. Names are voice file names, not language codes. */
    set_voice(name: string | HeapString): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    set_volume(volume: number): void;
    get_samplerate(): number;
    get_voices(index: number): EspeakVoiceStruct;
    /**
     * The phonemes of every clause of `text` (espeak_TextToPhonemes), clauses joined by " | ",
     * phonemes by "_"; `useIpa` 1 gives IPA. Points at a NUL-terminated UTF-8 string that the
     * next call overwrites.
     */
    text_to_phonemes(text: string | HeapString, useIpa: number): { ptr: Pointer };
    list_voices(): EspeakVoiceListing[];
    /**
     * Synchronous: calls back once per audio chunk. The text is read as SSML with `[[phoneme]]`
     * input enabled. Returning a truthy value from the callback stops the synthesis.
     */
    synthesize(
      text: string | HeapString,
      callback: (samples: Int16Array, events: EspeakRawEvent[]) => unknown,
    ): void;
  }

  export interface EspeakFileSystem {
    readdir(path: string): string[];
    readFile(path: string): Uint8Array;
  }

  export interface EspeakModule {
    /** Current view of the heap; replaced when the heap grows, so re-read on each use. */
    readonly HEAPU8: Uint8Array;
    _malloc(bytes: number): Pointer;
    _free(pointer: Pointer): void;
    FS: EspeakFileSystem;
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const createEspeak: (moduleArg?: Record<string, unknown>) => Promise<EspeakModule>;
  export default createEspeak;
}
