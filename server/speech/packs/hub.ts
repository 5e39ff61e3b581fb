/**
 * The voice hub's catalogue (docs/voice-packs.md): a `voices.json` in Piper's published format —
 * an object keyed by voice key, each with `language.code`, `quality`, `num_speakers` and `files`
 * (paths relative to the file's own folder, with `size_bytes` and `md5_digest`). Read through
 * the same download rules as packs (public addresses unless --allow-private-fetch), kept for a
 * few minutes; when it cannot be read the catalogue says so and nothing else changes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VoicePackCatalogEntry } from '../../../contract/voice-packs.ts';
import type { OutboundPolicy } from '../../net/outbound.ts';
import { checkDownloadUrl, downloadFile } from './download.ts';

/** The public Piper voice list. */
export const DEFAULT_VOICE_HUB =
  'https://huggingface.co/rhasspy/piper-voices/resolve/main/voices.json';
/** A catalogue read is reused this long. */
const FRESH_MS = 10 * 60_000;
/** voices.json of every Piper voice is about 1 MB. */
const MAX_CATALOGUE_BYTES = 16 * 1024 * 1024;

export interface HubVoice extends Omit<VoicePackCatalogEntry, 'installed_pack'> {
  modelUrl: string;
  configUrl: string;
  /** As voices.json gives it, to check the download against. */
  modelMd5: string | null;
}

interface HubFileInfo {
  size_bytes?: number;
  md5_digest?: string;
}

interface HubEntry {
  key?: string;
  name?: string;
  language?: { code?: string; name_english?: string; country_english?: string };
  quality?: string;
  num_speakers?: number;
  files?: Record<string, HubFileInfo>;
}

function localeOf(code: string): string {
  const [language = code, region] = code.split(/[_-]/);
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** The entries of a voices.json document; entries without a model and config are left out. */
export function parseHubCatalogue(json: unknown, hubUrl: string): HubVoice[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error('the hub’s voices.json is not an object of voices');
  }
  const voices: HubVoice[] = [];
  for (const [key, raw] of Object.entries(json as Record<string, HubEntry>)) {
    if (!raw || typeof raw !== 'object') continue;
    const files = Object.entries(raw.files ?? {});
    const model = files.find(([p]) => p.endsWith('.onnx'));
    const config = files.find(([p]) => p.endsWith('.onnx.json'));
    if (!model || !config) continue;
    const modelUrl = new URL(model[0], hubUrl).toString();
    const language = raw.language;
    voices.push({
      key: raw.key ?? key,
      name: raw.name ?? key,
      language: localeOf(language?.code ?? key.split('-')[0] ?? 'und'),
      language_name:
        language?.name_english && language.country_english
          ? `${language.name_english} (${language.country_english})`
          : (language?.name_english ?? null),
      quality: raw.quality ?? null,
      speakers: raw.num_speakers ?? 1,
      size_bytes: typeof model[1]?.size_bytes === 'number' ? model[1].size_bytes : null,
      sample_url: new URL('samples/speaker_0.mp3', modelUrl).toString(),
      modelUrl,
      configUrl: new URL(config[0], hubUrl).toString(),
      modelMd5: model[1]?.md5_digest ?? null,
    });
  }
  return voices.sort((a, b) => a.key.localeCompare(b.key));
}

export type HubRead = { online: true; voices: HubVoice[] } | { online: false; error: string };

export class VoiceHub {
  #last: { at: number; read: Promise<HubRead> } | null = null;

  constructor(
    readonly url: string,
    private readonly options: { allowPrivate: boolean; outbound?: OutboundPolicy },
  ) {}

  /** The catalogue, read afresh when the last read is stale or failed. */
  read(): Promise<HubRead> {
    const last = this.#last;
    if (last && performance.now() - last.at < FRESH_MS) return last.read;
    const read = this.#fetch();
    this.#last = { at: performance.now(), read };
    void read.then((r) => {
      if (!r.online && this.#last?.read === read) this.#last = null;
    });
    return read;
  }

  async #fetch(): Promise<HubRead> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'voxmesh-hub-'));
    try {
      const file = path.join(dir, 'voices.json');
      await downloadFile(checkDownloadUrl(this.url, 'voice hub'), file, {
        maxBytes: MAX_CATALOGUE_BYTES,
        allowPrivate: this.options.allowPrivate,
        signal: AbortSignal.timeout(30_000),
        ...(this.options.outbound ? { outbound: this.options.outbound } : {}),
      });
      const json = JSON.parse(await readFile(file, 'utf8')) as unknown;
      return { online: true, voices: parseHubCatalogue(json, this.url) };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return {
        online: false,
        error: `The voice hub ${this.url} could not be read (${why}). Installed voice packs keep working; packs can still be added from a file or an address.`,
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
