import type { EngineVoiceInfo, VoiceListItem } from '../../../contract/speech.ts';
import type { EngineVoice } from '../engines/types.ts';
import { invalidRequest } from '../../http/errors.ts';
import { ALPHA_VOICES } from './alpha.ts';
import { BETA_VOICES } from './beta.ts';
import type { VoiceEntry } from './catalog-types.ts';

export type { VoiceEntry } from './catalog-types.ts';

const BY_MODEL: Record<string, readonly VoiceEntry[]> = {
  'alpha-tts': ALPHA_VOICES,
  'beta-speech-v8': BETA_VOICES,
  // gamma-tts-2 has no named voices: it clones the voice of a reference recording.
  'gamma-tts-2': [],
};
const INDEX = new Map(
  Object.entries(BY_MODEL).map(([model, list]) => [model, new Map(list.map((v) => [v.id, v]))]),
);

export function voicesOf(model: string): readonly VoiceEntry[] {
  return BY_MODEL[model] ?? [];
}

/** The catalog voice `id` of `model`, or a 400 naming the field. */
export function requireVoice(model: string, id: string, param = 'voice'): VoiceEntry {
  const voice = INDEX.get(model)?.get(id);
  if (!voice) {
    throw invalidRequest(
      'invalid_value',
      `Unknown voice '${id}' for ${model}. GET /v1/audio/voices?model=${model} lists them.`,
      param,
    );
  }
  return voice;
}

/** What speaks a voice, as listed: a voice pack's voice names its pack, not its files. */
function engineVoiceInfo(voice: EngineVoice): EngineVoiceInfo {
  if (voice.engine === 'kokoro') {
    return { engine: 'kokoro', name: voice.name, pack: voice.pack, speaker: voice.voice };
  }
  if (voice.engine !== 'piper') return voice;
  return {
    engine: 'piper',
    name: voice.name,
    pack: voice.pack,
    ...(voice.speakerName !== undefined ? { speaker: voice.speakerName } : {}),
  };
}

/** The listing item of docs/decisions.md §2 plus what speaks it. */
export function voiceListItem(v: VoiceEntry): VoiceListItem {
  return {
    id: v.id,
    name: v.name,
    locale: v.locale,
    gender: v.gender,
    model: v.model,
    ...(v.language ? { language: v.language } : {}),
    engine_voice: engineVoiceInfo(v.engineVoice),
    ...(v.fallback ? { fallback: v.fallback } : {}),
  };
}
