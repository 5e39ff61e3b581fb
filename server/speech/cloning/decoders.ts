/**
 * The wasm decoders for compressed references (mpg123, libFLAC, libvorbis; MIT wrappers with the
 * wasm inlined), behind one streaming shape. Instances are made on demand, reset after each file
 * and kept (one idle instance per codec) for the next file; extra ones are freed. A decoder that
 * failed is freed, never reused. Each codec's package is loaded on first use (they hold
 * megabytes of inlined wasm the gateway does not need until a compressed reference arrives).
 */

export type Codec = 'mp3' | 'flac' | 'vorbis';

export interface DecodedChunk {
  readonly channelData: readonly Float32Array[];
  readonly samplesDecoded: number;
  readonly sampleRate: number;
}

/** One codec's decoder, fed a file in chunks. */
export interface StreamingDecoder {
  decode(chunk: Uint8Array): Promise<DecodedChunk>;
  /** What is left in the decoder's buffers once the input has ended. */
  flush(): Promise<DecodedChunk>;
  reset(): Promise<void>;
  free(): void;
}

const NOTHING: DecodedChunk = { channelData: [], samplesDecoded: 0, sampleRate: 0 };

async function create(codec: Codec): Promise<StreamingDecoder> {
  switch (codec) {
    case 'mp3': {
      const { MPEGDecoder } = await import('mpg123-decoder');
      const d = new MPEGDecoder();
      await d.ready;
      return {
        decode: async (chunk) => d.decode(chunk),
        // mpg123 emits every complete frame as it goes; nothing is held back.
        flush: async () => NOTHING,
        reset: () => d.reset(),
        free: () => d.free(),
      };
    }
    case 'flac': {
      const { FLACDecoder } = await import('@wasm-audio-decoders/flac');
      const d = new FLACDecoder();
      await d.ready;
      return {
        decode: (chunk) => d.decode(chunk),
        flush: () => d.flush(),
        reset: () => d.reset(),
        free: () => d.free(),
      };
    }
    case 'vorbis': {
      const { OggVorbisDecoder } = await import('@wasm-audio-decoders/ogg-vorbis');
      const d = new OggVorbisDecoder();
      await d.ready;
      return {
        decode: (chunk) => d.decode(chunk),
        flush: () => d.flush(),
        reset: () => d.reset(),
        free: () => d.free(),
      };
    }
  }
}

const idle = new Map<Codec, StreamingDecoder>();

/**
 * Runs `use` with a decoder of `codec` to itself. Afterwards the decoder is reset and kept for
 * the next caller (or freed if one is already kept, or if anything went wrong).
 */
export async function withDecoder<T>(
  codec: Codec,
  use: (decoder: StreamingDecoder) => Promise<T>,
): Promise<T> {
  const decoder = idle.get(codec) ?? (await create(codec));
  idle.delete(codec);
  let result: T;
  try {
    result = await use(decoder);
    await decoder.reset();
  } catch (error) {
    decoder.free();
    throw error;
  }
  if (idle.has(codec)) decoder.free();
  else idle.set(codec, decoder);
  return result;
}

/** Frees the kept decoders (e.g. at shutdown); new ones are made when needed. */
export function freeIdleDecoders(): void {
  for (const decoder of idle.values()) decoder.free();
  idle.clear();
}
