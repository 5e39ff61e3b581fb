/**
 * The voice pack routes (docs/voice-packs.md): any key lists packs and the hub's catalogue; a
 * key with the `admin` scope installs, removes and binds.
 */
import { rename, rm } from 'node:fs/promises';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type {
  VoiceBinding,
  VoicePackCatalog,
  VoicePackList,
} from '../../../contract/voice-packs.ts';
import {
  voiceBindingBody,
  voicePackFormat,
  voicePackInstallBody,
} from '../../../contract/schemas.ts';
import { requireScope } from '../../http/auth.ts';
import { invalidRequest } from '../../http/errors.ts';
import { jsonBody } from '../../http/json-body.ts';
import { readMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { zodToApiError } from '../../http/zod-errors.ts';
import { packFormat, type VoicePackService } from './service.ts';

const admin = requireScope('admin');

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw zodToApiError(parsed.error);
  return parsed.data;
}

const isMultipart = (req: Request): boolean =>
  /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

/**
 * An upload, 201 when ready: the files `model` and `config` (Piper), or `model`, `voices` and
 * optionally `config` (Kokoro: `format` = `kokoro`, or implied by the `voices` file); an
 * optional `sha256` field.
 */
function upload(packs: VoicePackService, maxBytes: number): RequestHandler {
  return async (req, res, next) => {
    if (!isMultipart(req)) {
      next();
      return;
    }
    const staging = await packs.stagingFolder();
    try {
      const body = await readMultipart(req, staging, maxBytes);
      const model = body.files.find((f) => f.field === 'model');
      const config = body.files.find((f) => f.field === 'config');
      const voices = body.files.find((f) => f.field === 'voices');
      const given =
        body.fields.format === undefined
          ? undefined
          : parse(z.object({ format: voicePackFormat }), { format: body.fields.format }).format;
      const format = packFormat(given, voices !== undefined, 'voices');
      if (!model)
        throw invalidRequest(
          'missing_field',
          "The upload needs the file 'model' (.onnx).",
          'model',
        );
      if (format === 'kokoro' && !voices)
        throw invalidRequest(
          'missing_field',
          "A Kokoro upload needs the file 'voices' (the voices .npz, e.g. voices-v1.0.bin).",
          'voices',
        );
      if (format === 'piper' && !config)
        throw invalidRequest(
          'missing_field',
          "The upload needs the file 'config' (.onnx.json).",
          'config',
        );
      const sha256 = body.fields.sha256;
      if (sha256 !== undefined && !/^[0-9a-fA-F]{64}$/.test(sha256)) {
        throw invalidRequest('invalid_value', "'sha256' must be 64 hex digits.", 'sha256');
      }
      const target = packs.stagedFiles(staging, format);
      await rename(model.path, target.model);
      if (config) await rename(config.path, target.config);
      if (voices) await rename(voices.path, target.voices);
      for (const other of body.files)
        if (other !== model && other !== config && other !== voices)
          await rm(other.path, { force: true });
      res.status(201).json(await packs.installUpload(staging, model.filename, sha256, format));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  };
}

export function voicePackRoutes(packs: VoicePackService, maxBytes: number): Router {
  const router = Router();
  route(router, '/audio/voice-packs', {
    get: (_req, res) => {
      res.json({ object: 'list', data: packs.list() } satisfies VoicePackList);
    },
    post: [
      admin,
      upload(packs, maxBytes),
      ...jsonBody(),
      async (req, res) => {
        const body = parse(voicePackInstallBody, req.body);
        if (body.url && body.hub_key) {
          throw invalidRequest(
            'conflicting_fields',
            "Give 'url' or 'hub_key', not both.",
            'hub_key',
          );
        }
        if (body.hub_key && (body.format === 'kokoro' || body.voices_url)) {
          throw invalidRequest(
            'invalid_value',
            "The voice hub lists Piper voices; a Kokoro pack is installed by 'url' and 'voices_url'.",
            body.voices_url ? 'voices_url' : 'format',
          );
        }
        if (body.hub_key) {
          res.status(202).json(await packs.installFromHub(body.hub_key));
          return;
        }
        if (!body.url)
          throw invalidRequest('missing_field', "'url' (or 'hub_key') is required.", 'url');
        res.status(202).json(
          await packs.installFromUrl({
            format: body.format,
            url: body.url,
            config_url: body.config_url,
            voices_url: body.voices_url,
            sha256: body.sha256,
          }),
        );
      },
    ],
  });
  route(router, '/audio/voice-packs/catalog', {
    get: async (_req, res) => {
      const read = await packs.hub.read();
      const installed = new Map(
        packs
          .list()
          .filter((p) => p.status !== 'failed')
          .map((p) => [p.name, p.id]),
      );
      const catalogue: VoicePackCatalog = read.online
        ? {
            object: 'list',
            hub: packs.hub.url,
            online: true,
            data: read.voices.map(({ modelUrl: _m, configUrl: _c, modelMd5: _d, ...entry }) => ({
              ...entry,
              installed_pack: installed.get(entry.key) ?? null,
            })),
          }
        : { object: 'list', hub: packs.hub.url, online: false, error: read.error, data: [] };
      res.json(catalogue);
    },
  });
  route(router, '/audio/voice-packs/:id', {
    get: async (req, res) => {
      res.json(await packs.get(String(req.params.id)));
    },
    delete: [
      admin,
      async (req, res) => {
        const id = String(req.params.id);
        await packs.remove(id);
        res.json({ id, object: 'audio.voice_pack', deleted: true });
      },
    ],
  });
  route(router, '/audio/voices/:voice_id/binding', {
    put: [
      admin,
      ...jsonBody(),
      async (req, res) => {
        const body = parse(voiceBindingBody, req.body);
        const bound = await packs.bind(String(req.params.voice_id), body.voice);
        res.json({ object: 'audio.voice_binding', ...bound } satisfies VoiceBinding);
      },
    ],
    delete: [
      admin,
      async (req, res) => {
        const voice = String(req.params.voice_id);
        await packs.unbind(voice);
        res.json({ object: 'audio.voice_binding', voice, deleted: true });
      },
    ],
  });
  return router;
}
