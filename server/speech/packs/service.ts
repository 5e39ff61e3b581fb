/**
 * Installing, listing and removing voice packs, and binding catalog voices to them
 * (docs/voice-packs.md). Every install ends the same way: the files sit in a staging folder,
 * the model's checksum is checked, the config (a Kokoro pack: its voices file and optional
 * config.json) is read and the files are test-loaded in an engine worker; only then does the folder move into place and the pack become `ready`. Anything that
 * fails leaves the pack `failed` with its reason (a download) or no pack at all (an upload),
 * and no file of it behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { VoicePack } from '../../../contract/voice-packs.ts';
import { ApiError, invalidRequest, notFound } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { OutboundPolicy } from '../../net/outbound.ts';
import type { VoicePackRepository } from '../../store/ports.ts';
import type { VoicePackFormat, VoicePackRecord } from '../../store/voice-pack-record.ts';
import type { VoicePackCheck, VoicePackFiles } from '../engines/engine-protocol.ts';
import { KokoroConfigError, parseKokoroConfig } from '../engines/kokoro-phonemes.ts';
import {
  kokoroVoiceFacts,
  KokoroVoicesError,
  parseKokoroVoices,
} from '../engines/kokoro-voices.ts';
import { parsePiperConfig, PiperConfigError } from '../engines/piper-config.ts';
import { EngineError } from '../engines/types.ts';
import type { VoiceDirectory } from '../voices/directory.ts';
import { requireVoice } from '../voices/index.ts';
import { checkDownloadUrl, downloadFile, DownloadError, sha256Of } from './download.ts';
import { VoiceHub, type HubVoice } from './hub.ts';
import { isPackVoiceId, packVoiceDirectory, packVoiceIds, takesPackVoices } from './pack-voices.ts';

/** Default `--voice-pack-max-bytes`: 1 GB. */
export const DEFAULT_VOICE_PACK_MAX_BYTES = 1_000_000_000;
/** A config is small; a larger "config" is not one. */
const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
const PACK_ID = /^vp_[0-9a-f]{16}$/;
const PACK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const MODEL_FILE = 'model.onnx';
const CONFIG_FILE = 'model.onnx.json';
const KOKORO_VOICES_FILE = 'voices.npz';
const KOKORO_CONFIG_FILE = 'config.json';

/** A pack's files in its folder (staging or installed), by format. */
export interface StagedFiles {
  model: string;
  /** Piper's `.onnx.json`, or Kokoro's `config.json` (which may be absent). */
  config: string;
  /** Kokoro's voices file. */
  voices: string;
}

export interface VoicePackServiceOptions {
  dataDir: string;
  repo: VoicePackRepository;
  /** The test load in an engine worker (EnginePool.checkVoicePack). */
  check: (files: VoicePackFiles) => Promise<VoicePackCheck>;
  maxBytes: number;
  allowPrivateFetch: boolean;
  hubUrl: string;
  log: Logger;
  outbound?: OutboundPolicy;
}

export interface InstallFromUrl {
  format?: VoicePackFormat | undefined;
  url: string;
  config_url?: string | undefined;
  voices_url?: string | undefined;
  sha256?: string | undefined;
}

interface Sources {
  url: string;
  config_url: string | null;
  voices_url?: string | undefined;
}

interface Expected {
  sha256?: string | undefined;
  md5?: string | null | undefined;
}

export class VoicePackService {
  readonly root: string;
  readonly hub: VoiceHub;
  readonly voices: VoiceDirectory;
  readonly #downloads = new Map<string, AbortController>();
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly o: VoicePackServiceOptions) {
    this.root = path.join(o.dataDir, 'voice-packs');
    this.hub = new VoiceHub(o.hubUrl, {
      allowPrivate: o.allowPrivateFetch,
      ...(o.outbound ? { outbound: o.outbound } : {}),
    });
    this.voices = packVoiceDirectory(o.repo, {
      model: (id) => path.join(this.root, id, MODEL_FILE),
      config: (id) => path.join(this.root, id, CONFIG_FILE),
      kokoroVoices: (id) => path.join(this.root, id, KOKORO_VOICES_FILE),
      kokoroConfig: (id) => path.join(this.root, id, KOKORO_CONFIG_FILE),
    });
  }

  /** Resumes the downloads a stop interrupted (their partial files are kept). */
  resume(): void {
    for (const record of this.o.repo.packs()) {
      if (record.status === 'downloading' && record.source.kind === 'url') {
        this.#startDownload(
          record,
          {
            url: record.source.url,
            config_url: record.source.config_url,
            voices_url: record.source.voices_url,
          },
          {
            ...(record.sha256 ? { sha256: record.sha256 } : {}),
          },
        );
      }
    }
  }

  list(): VoicePack[] {
    return this.o.repo.packs().map(packView);
  }

  /** The pack `id`; one this gateway does not hold yet is read from shared storage first. */
  async get(id: string): Promise<VoicePack> {
    return packView(await this.#findFresh(id));
  }

  /** Starts a download; the pack is `downloading` until it is ready or failed. */
  async installFromUrl(body: InstallFromUrl, hub: HubVoice | null = null): Promise<VoicePack> {
    const format = packFormat(body.format, body.voices_url !== undefined, 'voices_url');
    const url = urlOrBadRequest(body.url, 'url');
    let sources: Sources;
    if (format === 'kokoro') {
      if (body.voices_url === undefined) {
        throw invalidRequest(
          'missing_field',
          "A Kokoro pack needs 'voices_url', the address of its voices file (.npz).",
          'voices_url',
        );
      }
      sources = {
        url: url.toString(),
        config_url:
          body.config_url === undefined
            ? null
            : urlOrBadRequest(body.config_url, 'config_url').toString(),
        voices_url: urlOrBadRequest(body.voices_url, 'voices_url').toString(),
      };
    } else {
      sources = {
        url: url.toString(),
        config_url: urlOrBadRequest(body.config_url ?? `${body.url}.json`, 'config_url').toString(),
      };
    }
    const name = packName(path.posix.basename(url.pathname), 'url');
    this.#requireFreeName(name, 'url');
    const record = newRecord(name, format, {
      kind: 'url',
      url: sources.url,
      config_url: sources.config_url,
      ...(sources.voices_url ? { voices_url: sources.voices_url } : {}),
    });
    record.hub_key = hub?.key ?? null;
    if (body.sha256) record.sha256 = body.sha256.toLowerCase();
    await this.o.repo.putPack(record);
    this.#startDownload(record, sources, {
      sha256: body.sha256,
      md5: hub?.modelMd5,
    });
    return packView(record);
  }

  /** Installs the hub's voice `key` (a download of its files). */
  async installFromHub(key: string): Promise<VoicePack> {
    const read = await this.hub.read();
    if (!read.online) {
      throw new ApiError(502, 'upstream_error', 'voice_hub_unavailable', read.error);
    }
    const voice = read.voices.find((v) => v.key === key);
    if (!voice) {
      throw invalidRequest('invalid_value', `The voice hub has no voice '${key}'.`, 'hub_key');
    }
    return this.installFromUrl({ url: voice.modelUrl, config_url: voice.configUrl }, voice);
  }

  /**
   * An upload whose files are in `staging` (stagedFiles: model.onnx and model.onnx.json, or
   * Kokoro's model.onnx, voices.npz and perhaps config.json): installed now.
   */
  async installUpload(
    staging: string,
    modelFileName: string,
    sha256?: string,
    format: VoicePackFormat = 'piper',
  ): Promise<VoicePack> {
    const name = packName(modelFileName, 'model');
    this.#requireFreeName(name, 'model');
    const record = newRecord(name, format, { kind: 'upload' });
    try {
      await this.#install(record, staging, { sha256 });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (error instanceof InstallFailure) {
        throw invalidRequest(error.code, error.message, error.param);
      }
      throw error;
    }
    await this.o.repo.putPack(record);
    return packView(record);
  }

  /** A new staging folder for an upload's files. */
  async stagingFolder(): Promise<string> {
    const dir = path.join(this.root, '.staging', `up_${randomBytes(8).toString('hex')}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  stagedFiles(staging: string, format: VoicePackFormat = 'piper'): StagedFiles {
    return {
      model: path.join(staging, MODEL_FILE),
      config: path.join(staging, format === 'kokoro' ? KOKORO_CONFIG_FILE : CONFIG_FILE),
      voices: path.join(staging, KOKORO_VOICES_FILE),
    };
  }

  /** Removes the pack (stopping its download), its files and the bindings to its voices. */
  async remove(id: string): Promise<void> {
    const record = await this.#findFresh(id);
    this.#downloads.get(id)?.abort();
    const voices = new Set(packVoiceIds(record));
    for (const binding of this.o.repo.bindings()) {
      if (voices.has(binding.pack_voice)) await this.o.repo.unbind(binding.voice);
    }
    await this.o.repo.removePack(id);
    await rm(path.join(this.root, id), { recursive: true, force: true });
    await rm(path.join(this.root, '.staging', id), { recursive: true, force: true });
  }

  /** Binds the catalog voice `voice` to the pack voice `packVoice` for every client. */
  async bind(voice: string, packVoice: unknown): Promise<{ voice: string; bound_to: string }> {
    this.#requireCatalogVoice(voice);
    if (typeof packVoice !== 'string' || packVoice.length === 0) {
      throw invalidRequest(
        'missing_field',
        "'voice' (a voice pack's voice id) is required.",
        'voice',
      );
    }
    const ready = this.o.repo.packs().filter((p) => p.status === 'ready');
    if (!isPackVoiceId(packVoice) || !ready.some((p) => packVoiceIds(p).includes(packVoice))) {
      throw invalidRequest(
        'invalid_value',
        `'${packVoice}' is not a voice of an installed voice pack (GET /v1/audio/voice-packs lists them).`,
        'voice',
      );
    }
    await this.o.repo.bind({
      voice,
      pack_voice: packVoice,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { voice, bound_to: packVoice };
  }

  async unbind(voice: string): Promise<void> {
    this.#requireCatalogVoice(voice);
    if (!this.o.repo.bindings().some((b) => b.voice === voice)) {
      throw notFound(
        'binding_not_found',
        `The voice '${voice}' is not bound to a voice pack.`,
        'voice_id',
      );
    }
    await this.o.repo.unbind(voice);
  }

  /** Stops the downloads (they resume on the next start) and waits for them. */
  async close(): Promise<void> {
    for (const controller of this.#downloads.values()) controller.abort(new Error('shutdown'));
    await Promise.allSettled([...this.#running]);
  }

  #requireCatalogVoice(voice: string): void {
    for (const model of ['alpha-tts', 'beta-speech-v8']) {
      if (!takesPackVoices(model)) continue;
      try {
        requireVoice(model, voice);
        return;
      } catch {
        // not this model's
      }
    }
    throw notFound('voice_not_found', `There is no catalog voice '${voice}' to bind.`, 'voice_id');
  }

  async #findFresh(id: string): Promise<VoicePackRecord> {
    if (PACK_ID.test(id) && !this.o.repo.packs().some((p) => p.id === id)) {
      await this.o.repo.reloadPack?.(id);
    }
    return this.#find(id);
  }

  #find(id: string): VoicePackRecord {
    const record = PACK_ID.test(id) ? this.o.repo.packs().find((p) => p.id === id) : undefined;
    if (!record) throw notFound('voice_pack_not_found', `There is no voice pack '${id}'.`, 'id');
    return record;
  }

  #requireFreeName(name: string, param: string): void {
    const taken = this.o.repo.packs().find((p) => p.name === name && p.status !== 'failed');
    if (taken) {
      throw new ApiError(
        409,
        'invalid_request_error',
        'voice_pack_exists',
        `A voice pack named '${name}' is installed already (${taken.id}); remove it first.`,
        { param },
      );
    }
    // A failed attempt of the same name gives way to the new one.
    for (const failed of this.o.repo.packs().filter((p) => p.name === name))
      void this.remove(failed.id);
  }

  #startDownload(record: VoicePackRecord, source: Sources, expected: Expected): void {
    const controller = new AbortController();
    this.#downloads.set(record.id, controller);
    const run = this.#claimed(record.id, () =>
      this.#download(record, source, expected, controller.signal),
    )
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return; // removed, or the gateway is stopping
        const failure = failureOf(error);
        if (!failure) this.o.log.error(`voice pack ${record.id} failed to install`, error);
        // The files go first: a client that sees `failed` finds nothing of the pack left.
        await rm(path.join(this.root, '.staging', record.id), { recursive: true, force: true });
        record.status = 'failed';
        record.error = failure ?? {
          code: 'internal_error',
          message: 'The install failed inside the gateway; see its log.',
        };
        if (this.o.repo.packs().includes(record)) await this.o.repo.putPack(record);
      })
      .finally(() => {
        this.#downloads.delete(record.id);
        this.#running.delete(run);
      });
    this.#running.add(run);
  }

  /**
   * Runs `download` holding the storage's claim on the pack, when it has claims (a team
   * server: docs/voice-packs.md); does nothing while another gateway runs that download.
   */
  async #claimed(id: string, download: () => Promise<void>): Promise<void> {
    const claim = this.o.repo.claimDownload ? await this.o.repo.claimDownload(id) : undefined;
    if (claim === null) return;
    try {
      await download();
    } finally {
      await claim?.release();
    }
  }

  async #download(
    record: VoicePackRecord,
    source: Sources,
    expected: Expected,
    signal: AbortSignal,
  ): Promise<void> {
    const staging = path.join(this.root, '.staging', record.id);
    await mkdir(staging, { recursive: true });
    const files = this.stagedFiles(staging, record.format);
    const common = {
      allowPrivate: this.o.allowPrivateFetch,
      signal,
      ...(this.o.outbound ? { outbound: this.o.outbound } : {}),
    };
    // The small files first: a bad one fails the install before the big download.
    const config = source.config_url
      ? await downloadFile(new URL(source.config_url), files.config, {
          ...common,
          maxBytes: MAX_CONFIG_BYTES,
        })
      : { bytes: 0 };
    const voices = source.voices_url
      ? await downloadFile(new URL(source.voices_url), files.voices, {
          ...common,
          maxBytes: this.o.maxBytes,
        })
      : { bytes: 0 };
    if (source.voices_url) await readKokoroVoices(files.voices);
    const before = config.bytes + voices.bytes;
    const model = await downloadFile(new URL(source.url), files.model, {
      ...common,
      maxBytes: this.o.maxBytes,
      onProgress: (bytes, total) => {
        record.size_bytes = before + bytes;
        if (total) record.progress = Math.min(99, Math.floor((bytes / total) * 100));
      },
    });
    if (expected.md5 && model.md5 !== expected.md5.toLowerCase()) {
      throw new InstallFailure(
        'checksum_mismatch',
        'The model does not match the MD5 digest the voice hub publishes for it.',
        'model',
      );
    }
    await this.#install(record, staging, { sha256: expected.sha256 }, model.sha256);
    await this.o.repo.putPack(record);
  }

  /** Checksum, config, test load, then the folder moves into place; fills in `record`. */
  async #install(
    record: VoicePackRecord,
    staging: string,
    expected: Expected,
    known?: string,
  ): Promise<void> {
    const files = this.stagedFiles(staging, record.format);
    const sha256 = known ?? (await sha256Of(files.model));
    if (expected.sha256 && sha256 !== expected.sha256.toLowerCase()) {
      throw new InstallFailure(
        'checksum_mismatch',
        `The model's SHA-256 is ${sha256}, not the ${expected.sha256} given; it was not installed.`,
        'sha256',
      );
    }
    if (record.format === 'kokoro') {
      await this.#installKokoro(record, staging, files, sha256);
      return;
    }
    const configSize = (await stat(files.config)).size;
    if (configSize > MAX_CONFIG_BYTES)
      throw new InstallFailure(
        'invalid_voice_pack',
        'The config is too large to be a Piper config.',
        'config',
      );
    let config;
    try {
      config = parsePiperConfig(await readFile(files.config, 'utf8'));
    } catch (error) {
      if (error instanceof PiperConfigError)
        throw new InstallFailure(
          'invalid_voice_pack',
          `The voice pack's config is invalid: ${error.message}.`,
          'config',
        );
      throw error;
    }
    await this.#testLoad({ model: files.model, config: files.config });
    const modelSize = (await stat(files.model)).size;
    await rm(path.join(this.root, record.id), { recursive: true, force: true });
    await rename(staging, path.join(this.root, record.id));
    Object.assign(record, {
      status: 'ready',
      progress: 100,
      size_bytes: modelSize + configSize,
      sha256,
      locale: config.locale,
      language: config.language,
      sample_rate: config.sampleRate,
      speakers: config.speakers > 1 ? speakerNames(config.speakers, config.speakerIds) : [],
      quality: config.quality,
      gender: config.gender,
      error: null,
    } satisfies Partial<VoicePackRecord>);
  }

  /** The test load in an engine worker; a pack it refuses is an InstallFailure of the model. */
  async #testLoad(files: VoicePackFiles): Promise<VoicePackCheck> {
    try {
      return await this.o.check(files);
    } catch (error) {
      if (error instanceof EngineError && error.code === 'voice_pack_failed') {
        throw new InstallFailure('invalid_voice_pack', `${error.message}.`, 'model');
      }
      throw error;
    }
  }

  /** A Kokoro pack's install after its checksum: voices file, config, test load, then in place. */
  async #installKokoro(
    record: VoicePackRecord,
    staging: string,
    files: StagedFiles,
    sha256: string,
  ): Promise<void> {
    const voices = await readKokoroVoices(files.voices);
    const configSize = await stat(files.config).then(
      (s) => s.size,
      () => null,
    );
    if (configSize !== null) {
      if (configSize > MAX_CONFIG_BYTES) {
        throw new InstallFailure(
          'invalid_voice_pack',
          'The config is too large to be a Kokoro config.json.',
          'config',
        );
      }
      try {
        parseKokoroConfig(await readFile(files.config, 'utf8'));
      } catch (error) {
        if (error instanceof KokoroConfigError) {
          throw new InstallFailure(
            'invalid_voice_pack',
            `The voice pack's config is invalid: ${error.message}.`,
            'config',
          );
        }
        throw error;
      }
    }
    const check = await this.#testLoad({
      format: 'kokoro',
      model: files.model,
      voices: files.voices,
      config: configSize === null ? null : files.config,
    });
    const sizes = (await stat(files.model)).size + (await stat(files.voices)).size;
    await rm(path.join(this.root, record.id), { recursive: true, force: true });
    await rename(staging, path.join(this.root, record.id));
    const facts = voices.map(kokoroVoiceFacts);
    const locales = new Set(facts.map((f) => f.locale));
    const languages = [...new Set(facts.map((f) => f.language))];
    Object.assign(record, {
      status: 'ready',
      progress: 100,
      size_bytes: sizes + (configSize ?? 0),
      sha256,
      locale: locales.size === 1 ? (facts[0]?.locale ?? null) : null,
      language: languages.join(', '),
      sample_rate: check.sampleRate,
      speakers: voices,
      has_config: configSize !== null,
      quality: null,
      gender: null,
      error: null,
    } satisfies Partial<VoicePackRecord>);
  }
}

/** An install that failed for a reason the user can act on; `param` names the file. */
class InstallFailure extends Error {
  constructor(
    readonly code: 'checksum_mismatch' | 'invalid_voice_pack',
    message: string,
    readonly param: 'model' | 'config' | 'voices' | 'sha256',
  ) {
    super(message);
  }
}

/** A Kokoro voices file's voice names; an InstallFailure of `voices` when it is not one. */
async function readKokoroVoices(file: string): Promise<string[]> {
  try {
    return [...parseKokoroVoices(await readFile(file)).keys()];
  } catch (error) {
    if (error instanceof KokoroVoicesError) {
      throw new InstallFailure(
        'invalid_voice_pack',
        `The voice pack's ${error.message}.`,
        'voices',
      );
    }
    throw error;
  }
}

/** The format an install asks for: given, or Kokoro when it brings a voices file. */
export function packFormat(
  given: VoicePackFormat | undefined,
  hasVoices: boolean,
  voicesParam: string,
): VoicePackFormat {
  if (given === 'piper' && hasVoices) {
    throw invalidRequest(
      'invalid_value',
      "A Piper voice has no voices file; 'format' is 'piper' but a voices file was given.",
      voicesParam,
    );
  }
  return given ?? (hasVoices ? 'kokoro' : 'piper');
}

function failureOf(error: unknown): { code: string; message: string } | null {
  if (error instanceof InstallFailure || error instanceof DownloadError) {
    return { code: error.code, message: error.message };
  }
  return null;
}

function urlOrBadRequest(text: string, field: string): URL {
  try {
    return checkDownloadUrl(text, field);
  } catch (error) {
    if (error instanceof DownloadError) throw invalidRequest('invalid_value', error.message, field);
    throw error;
  }
}

function packName(fileName: string, param: string): string {
  const name = fileName.replace(/\.onnx$/i, '');
  if (!/\.onnx$/i.test(fileName) || !PACK_NAME.test(name)) {
    throw invalidRequest(
      'invalid_value',
      `The model must be a '.onnx' file named with letters, digits, '.', '_' or '-' (got '${fileName}').`,
      param,
    );
  }
  return name;
}

function speakerNames(count: number, ids: readonly (readonly [string, number])[]): string[] {
  const names = Array.from({ length: count }, (_, i) => String(i));
  for (const [name, sid] of ids) names[sid] = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return names;
}

function newRecord(
  name: string,
  format: VoicePackFormat,
  source: VoicePackRecord['source'],
): VoicePackRecord {
  return {
    id: `vp_${randomBytes(8).toString('hex')}`,
    name,
    format,
    status: 'downloading',
    progress: 0,
    size_bytes: 0,
    sha256: null,
    locale: null,
    language: null,
    sample_rate: null,
    speakers: [],
    quality: null,
    gender: null,
    source,
    hub_key: null,
    created_at: Math.floor(Date.now() / 1000),
    error: null,
  };
}

export function packView(r: VoicePackRecord): VoicePack {
  return {
    id: r.id,
    object: 'audio.voice_pack',
    name: r.name,
    format: r.format,
    status: r.status,
    progress: r.status === 'ready' ? 100 : r.progress,
    size_bytes: r.size_bytes,
    sha256: r.status === 'ready' ? r.sha256 : null,
    language: r.locale,
    language_name: r.language,
    sample_rate: r.sample_rate,
    speakers: Math.max(1, r.speakers.length),
    speaker_names: r.speakers,
    quality: r.quality,
    voices: r.status === 'ready' ? packVoiceIds(r) : [],
    created_at: r.created_at,
    ...(r.source.kind === 'url' ? { source_url: r.source.url } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}
