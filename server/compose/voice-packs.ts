import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { SpeechRuntime } from '../speech/runtime.ts';
import type { VoicePackService } from '../speech/packs/service.ts';
import type { VoicePackRepository } from '../store/ports.ts';

/**
 * The voice pack service (docs/voice-packs.md), made on first use like the speech runtime: the
 * routes, the speech routes' voice directory and the task handler ask for it. Downloads a stop
 * interrupted resume at start, which makes it then.
 */
export interface LazyVoicePacks {
  get(): Promise<VoicePackService>;
  /** Stops downloads (they resume on the next start). */
  close(): Promise<void>;
}

/**
 * `resumeDownloads: false` is for a `voxmesh worker` (cli/worker.ts): it speaks the packs'
 * voices from the shared records and files, and leaves installing to the gateways.
 */
export function lazyVoicePacks(
  config: Pick<GatewayConfig, 'dataDir' | 'allowPrivateFetch' | 'voicePackMaxBytes' | 'voiceHub'>,
  repo: VoicePackRepository,
  speech: () => Promise<SpeechRuntime>,
  log: Logger,
  options: { resumeDownloads?: boolean } = {},
): LazyVoicePacks {
  let made: Promise<VoicePackService> | null = null;
  const get = () =>
    (made ??= Promise.all([
      import('../speech/packs/service.ts'),
      import('../speech/packs/hub.ts'),
    ]).then(
      ([{ VoicePackService, DEFAULT_VOICE_PACK_MAX_BYTES }, { DEFAULT_VOICE_HUB }]) =>
        new VoicePackService({
          dataDir: config.dataDir,
          repo,
          check: async (files) => (await speech()).pool.checkVoicePack(files),
          maxBytes: config.voicePackMaxBytes ?? DEFAULT_VOICE_PACK_MAX_BYTES,
          allowPrivateFetch: config.allowPrivateFetch === true,
          hubUrl: config.voiceHub ?? DEFAULT_VOICE_HUB,
          log,
        }),
    ));
  if (options.resumeDownloads !== false && repo.packs().some((p) => p.status === 'downloading')) {
    void get().then((service) => service.resume());
  }
  return {
    get,
    close: async () => {
      if (made) await (await made).close();
    },
  };
}
