/**
 * Where a speech request's voice id is looked up: the built-in catalogs, and on a gateway with
 * voice packs (speech/packs/), the packs' voices and the catalog voices bound to them
 * (docs/voice-packs.md). Every transport resolves voices through the one the gateway gives it.
 */
import type { VoiceListItem } from '../../../contract/speech.ts';
import type { VoiceEntry } from './catalog-types.ts';
import { requireVoice, voiceListItem, voicesOf } from './index.ts';

export interface VoiceDirectory {
  /** The voice `id` of `model`, as it speaks now; a 400 naming `param` when unknown. */
  require(model: string, id: string, param?: string): VoiceEntry;
  /** `GET /v1/audio/voices?model=` items. */
  list(model: string): VoiceListItem[];
}

/** The built-in catalogs alone. */
export const CATALOG_VOICES: VoiceDirectory = {
  require: requireVoice,
  list: (model) => voicesOf(model).map(voiceListItem),
};
