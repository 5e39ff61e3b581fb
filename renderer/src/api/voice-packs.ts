/** Voice packs (docs/voice-packs.md): list, the hub catalogue, install, remove, bindings. */
import type { VoiceList, VoiceListItem } from '@voxmesh/contract/speech.ts';
import type {
  VoiceBinding,
  VoicePack,
  VoicePackCatalog,
  VoicePackList,
} from '@voxmesh/contract/voice-packs.ts';
import { isVoicePackEngine } from '@voxmesh/contract/voice-packs.ts';
import { GatewayError, OfflineError, authHeaders, getJson, postJson, send, url } from './http.ts';
import type { Connection } from './http.ts';

export type { VoicePack, VoicePackCatalog };

export const listVoicePacks = async (conn: Connection) =>
  (await getJson<VoicePackList>(conn, '/v1/audio/voice-packs')).data;

export const getVoicePack = (conn: Connection, id: string) =>
  getJson<VoicePack>(conn, `/v1/audio/voice-packs/${encodeURIComponent(id)}`);

export const voicePackCatalog = (conn: Connection) =>
  getJson<VoicePackCatalog>(conn, '/v1/audio/voice-packs/catalog');

export const installFromHub = (conn: Connection, hubKey: string) =>
  postJson<VoicePack>(conn, '/v1/audio/voice-packs', { hub_key: hubKey });

export const installFromUrl = (conn: Connection, address: string) =>
  postJson<VoicePack>(conn, '/v1/audio/voice-packs', { url: address });

/** Uploads a model and its config; the pack comes back ready (or a GatewayError says why). */
/**
 * Uploads a pack's files: a Piper voice's model and config, or a Kokoro model, its voices file
 * and (optionally) its config.json (docs/voice-packs.md).
 */
export async function uploadVoicePack(
  conn: Connection,
  model: File,
  config: File | null,
  voices: File | null = null,
): Promise<VoicePack> {
  const form = new FormData();
  form.append('model', model, model.name);
  if (voices) {
    form.append('format', 'kokoro');
    form.append('voices', voices, voices.name);
  }
  if (config) form.append('config', config, config.name);
  let res: Response;
  try {
    res = await fetch(url(conn, '/v1/audio/voice-packs'), {
      method: 'POST',
      headers: authHeaders(conn),
      body: form,
    });
  } catch (err) {
    throw new OfflineError(err instanceof Error ? err.message : String(err));
  }
  const body = (await res.json().catch(() => null)) as
    (VoicePack & { error?: GatewayError['detail'] }) | null;
  if (!res.ok) throw new GatewayError(res.status, body?.error ?? null);
  return body as VoicePack;
}

export async function removeVoicePack(conn: Connection, id: string): Promise<void> {
  await send(conn, `/v1/audio/voice-packs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function bindVoice(conn: Connection, voice: string, packVoice: string) {
  const res = await send(conn, `/v1/audio/voices/${encodeURIComponent(voice)}/binding`, {
    method: 'PUT',
    json: { voice: packVoice },
  });
  return (await res.json()) as VoiceBinding;
}

export async function unbindVoice(conn: Connection, voice: string): Promise<void> {
  await send(conn, `/v1/audio/voices/${encodeURIComponent(voice)}/binding`, { method: 'DELETE' });
}

/** The catalog voices of the models that take pack voices, with their bindings. */
export async function catalogVoices(conn: Connection): Promise<VoiceListItem[]> {
  const lists = await Promise.all(
    ['beta-speech-v8', 'alpha-tts'].map((m) =>
      getJson<VoiceList>(conn, `/v1/audio/voices?model=${m}`),
    ),
  );
  return lists.flatMap((l) => l.data).filter((v) => !isVoicePackEngine(v.engine_voice.engine));
}
