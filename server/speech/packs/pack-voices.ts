/**
 * The voices installed packs add, and the voice directory that puts them beside the catalogs
 * (docs/voice-packs.md): a pack voice is `piper:<pack name>` (a multi-speaker pack:
 * `piper:<pack name>:<speaker>`; a Kokoro pack: `kokoro:<pack name>:<voice>`) under every model that takes catalog voices, with that model's
 * own parameters; a catalog voice bound to a pack voice keeps its id and catalog pitch, and
 * speaks with the pack.
 */
import { speechCapabilitiesOf } from '../../../contract/catalog.ts';
import type { VoiceListItem } from '../../../contract/speech.ts';
import { invalidRequest } from '../../http/errors.ts';
import type { VoicePackRepository } from '../../store/ports.ts';
import type { VoicePackRecord } from '../../store/voice-pack-record.ts';
import { kokoroVoiceFacts } from '../engines/kokoro-voices.ts';
import type { KokoroVoice, PiperVoice } from '../engines/types.ts';
import type { VoiceEntry } from '../voices/catalog-types.ts';
import type { VoiceDirectory } from '../voices/directory.ts';
import { requireVoice, voiceListItem, voicesOf } from '../voices/index.ts';

/** The prefix of each format's voice ids. */
const PREFIX = { piper: 'piper:', kokoro: 'kokoro:' } as const;

/** Whether `id` is named like a pack voice (installed or not). */
export function isPackVoiceId(id: string): boolean {
  return Object.values(PREFIX).some((prefix) => id.startsWith(prefix));
}

/** A typical F0 per gender, to turn an alpha `pitch` offset in Hz into a factor. */
const BASE_F0 = { female: 210, male: 120, unknown: 160 } as const;

export interface PackFilesOf {
  model(id: string): string;
  /** Piper's `.onnx.json`. */
  config(id: string): string;
  /** Kokoro's voices file and config.json. */
  kokoroVoices(id: string): string;
  kokoroConfig(id: string): string;
}

/** The voice ids a ready pack adds (a Kokoro pack: one per voice of its voices file). */
export function packVoiceIds(
  pack: Pick<VoicePackRecord, 'name' | 'speakers' | 'format'>,
): string[] {
  const base = `${PREFIX[pack.format]}${pack.name}`;
  return pack.speakers.length > 1 || pack.format === 'kokoro'
    ? pack.speakers.map((s) => `${base}:${s}`)
    : [base];
}

/** Models whose voices are named from a catalog: pack voices speak under them. */
export function takesPackVoices(model: string): boolean {
  return speechCapabilitiesOf(model)?.voice === 'catalog';
}

function kokoroEntries(pack: VoicePackRecord, model: string, files: PackFilesOf): VoiceEntry[] {
  const ids = packVoiceIds(pack);
  return pack.speakers.map((voice, i) => {
    const facts = kokoroVoiceFacts(voice);
    const engineVoice: KokoroVoice = {
      engine: 'kokoro',
      pack: pack.id,
      name: pack.name,
      model: files.model(pack.id),
      voices: files.kokoroVoices(pack.id),
      config: pack.has_config ? files.kokoroConfig(pack.id) : null,
      voice,
    };
    return {
      id: ids[i] as string,
      name: `${pack.name} (${voice})`,
      locale: facts.locale,
      ...(facts.gender ? { gender: facts.gender } : {}),
      model: model as VoiceEntry['model'],
      language: facts.language,
      engineVoice,
      baseF0: BASE_F0[facts.gender ?? 'unknown'],
    };
  });
}

function packEntries(pack: VoicePackRecord, model: string, files: PackFilesOf): VoiceEntry[] {
  if (pack.format === 'kokoro') return kokoroEntries(pack, model, files);
  const single = pack.speakers.length <= 1;
  return packVoiceIds(pack).map((id, sid) => {
    const speaker = single ? undefined : (pack.speakers[sid] as string);
    const engineVoice: PiperVoice = {
      engine: 'piper',
      pack: pack.id,
      name: pack.name,
      model: files.model(pack.id),
      config: files.config(pack.id),
      ...(speaker !== undefined ? { speaker: sid, speakerName: speaker } : {}),
    };
    return {
      id,
      name: speaker !== undefined ? `${pack.name} (${speaker})` : pack.name,
      locale: pack.locale ?? 'en-US',
      ...(pack.gender ? { gender: pack.gender } : {}),
      model: model as VoiceEntry['model'],
      ...(pack.language ? { language: pack.language } : {}),
      engineVoice,
      baseF0: BASE_F0[pack.gender ?? 'unknown'],
    };
  });
}

/** Catalog voices, pack voices and bindings, read from `repo` on every request. */
export function packVoiceDirectory(repo: VoicePackRepository, files: PackFilesOf): VoiceDirectory {
  const ready = () => repo.packs().filter((p) => p.status === 'ready');
  const packVoice = (model: string, id: string): VoiceEntry | undefined => {
    for (const pack of ready()) {
      if (!packVoiceIds(pack).includes(id)) continue;
      return packEntries(pack, model, files).find((v) => v.id === id);
    }
    return undefined;
  };
  return {
    require(model, id, param = 'voice') {
      if (!takesPackVoices(model)) return requireVoice(model, id, param);
      if (isPackVoiceId(id)) {
        const voice = packVoice(model, id);
        if (voice) return voice;
        throw invalidRequest(
          'invalid_value',
          `Unknown voice '${id}' for ${model}: no installed voice pack has it. ` +
            `GET /v1/audio/voices?model=${model} lists the voices.`,
          param,
        );
      }
      const catalog = requireVoice(model, id, param);
      const binding = repo.bindings().find((b) => b.voice === id);
      const bound = binding && packVoice(model, binding.pack_voice);
      if (!bound) return catalog;
      return { ...catalog, locale: bound.locale, engineVoice: bound.engineVoice };
    },
    list(model) {
      const items = voicesOf(model).map(voiceListItem);
      if (!takesPackVoices(model)) return items;
      const bindings = new Map(repo.bindings().map((b) => [b.voice, b.pack_voice]));
      const listed: VoiceListItem[] = items.map((item) => {
        const to = bindings.get(item.id);
        return to ? { ...item, bound_to: to } : item;
      });
      for (const pack of ready()) {
        listed.push(...packEntries(pack, model, files).map(voiceListItem));
      }
      return listed;
    },
  };
}
