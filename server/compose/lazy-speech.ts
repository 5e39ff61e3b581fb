import type { GatewayConfig } from '../config.ts';
import type { SpeechRuntime } from '../speech/runtime.ts';

/**
 * The speech runtime (engine pool, text normalizer, encoders), made on first use: a gateway
 * that only answers `/health` or 3D never loads it (docs/architecture.md, Composition).
 */
export interface LazySpeech {
  /** The runtime, made by the first call. */
  get(): Promise<SpeechRuntime>;
  /** Closes the runtime if it was made; nothing to do otherwise. */
  close(): Promise<void>;
}

export function lazySpeech(
  config: Pick<GatewayConfig, 'speechWorkers' | 'syncLimits'>,
): LazySpeech {
  let made: Promise<SpeechRuntime> | null = null;
  return {
    get: () =>
      (made ??= import('../speech/runtime.ts').then(
        ({ SpeechRuntime }) =>
          new SpeechRuntime({
            ...(config.speechWorkers ? { workers: config.speechWorkers } : {}),
            ...(config.syncLimits ? { syncLimits: config.syncLimits } : {}),
          }),
      )),
    close: async () => {
      if (made) await (await made).close();
    },
  };
}
