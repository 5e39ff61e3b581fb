import type { KeyService } from '../keys/key-service.ts';
import type { Logger } from '../log.ts';
import type { RemoteChannels } from '../models/channels.ts';
import type { ModelRegistry } from '../models/registry.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import type { SyncLimits } from './sync-limits.ts';
import type { TaskRepository } from '../store/ports.ts';
import type { LexiconLookup } from './recorded-session.ts';
import type { VoiceDirectory } from './voices/directory.ts';

/**
 * What the speech capability uses of the gateway around it; `app.ts` passes it in. Each
 * function takes only the part it needs (`Pick<SpeechDeps, …>`).
 */
export interface SpeechDeps {
  /** The owner's pronunciation lexicon, applied to every route's text (none if absent). */
  lexiconOf?: LexiconLookup;
  /** Sync requests and WebSocket sessions are recorded in the history and billed. */
  taskStore: TaskRepository;
  /** Task folders: inputs, audio and timestamps. */
  files: FilesArea;
  /** Submitted speech tasks. */
  tasks: TaskRunner;
  /** WebSocket handshakes authenticate themselves (they bypass the HTTP middleware). */
  keys: KeyService;
  log: Logger;
  /** Client-given URLs (gamma references) may point at private addresses (`--allow-private-fetch`). */
  allowPrivateFetch?: boolean;
  /** Which channel runs each model (models/registry.ts). */
  registry: ModelRegistry;
  /** The channels other than the embedded engines (models/channels.ts). */
  remote: RemoteChannels;
  /** Catalog voices, voice packs and bindings (voices/directory.ts); the catalog alone if absent. */
  voices?: VoiceDirectory;
  /** Bounds of one sync request (sync-limits.ts; defaults 30 min of audio, 120 s). */
  syncLimits?: Partial<SyncLimits>;
}
