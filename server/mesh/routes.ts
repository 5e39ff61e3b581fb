import { Router, type Request, type Response } from 'express';
import type { MeshTaskSubmitted } from '../../contract/mesh.ts';
import { authOf } from '../http/auth.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { invalidRequest } from '../http/errors.ts';
import { sendFile } from '../http/send-file.ts';
import type { KeyRecord } from '../store/key-record.ts';
import { modelOfBody } from '../models/model-of-body.ts';
import { isBuiltIn, type ResolvedOfKind } from '../models/registry.ts';
import type { MeshTaskRequest } from './task-record.ts';
import { newTaskRecord, requireCompleted, requireOwnTask } from '../tasks/access.ts';
import { originOf } from '../tasks/views.ts';
// Not the folder's index: that would load the 3D kernel (manifold-3d) on the HTTP thread.
import { decodeReference } from './image/decode-reference.ts';
import { toApiError } from './image/reference-error.ts';
import { MESH_BODY_LIMIT, parseMeshRequest } from './request.ts';
import { GLB_FILE, REFERENCE_IMAGE_FILE } from './task-handler.ts';
import { meshTaskObject } from './task-view.ts';
import type { MeshDeps } from './deps.ts';
import { DerivedFiles } from './export/derived-files.ts';
import type { DerivedKind } from './export/derive-job.ts';
import { DERIVED_FILES, EXPORT_FORMATS, isExportFormat } from './export/formats.ts';
import type { MeshPool } from './mesh-pool.ts';

/** `?format=` of /content: glb when absent; anything else not served is a 400 naming it. */
function formatOf(req: Request) {
  const raw = req.query.format;
  if (raw === undefined) return 'glb';
  if (typeof raw === 'string' && isExportFormat(raw)) return raw;
  throw invalidRequest(
    'invalid_format',
    `format must be one of ${EXPORT_FORMATS.join(', ')}; got ${JSON.stringify(raw)}.`,
    'format',
  );
}

/**
 * The request of a 3D model only a remote channel lists: its fields as sent (that channel
 * checks them), with the draft named by `source_task_id` ours.
 */
async function remoteOnlyRequest(
  model: ResolvedOfKind<'3d'>,
  body: Record<string, unknown>,
  ctx: Pick<MeshDeps, 'taskStore'>,
  key: KeyRecord,
): Promise<MeshTaskRequest> {
  const prompt = typeof body.prompt === 'string' && body.prompt.trim() ? body.prompt.trim() : null;
  const source =
    typeof body.source_task_id === 'string'
      ? (await requireOwnTask(ctx.taskStore, key, body.source_task_id, '3d')).id
      : null;
  return {
    mode: model.mode ?? 'textured',
    family: model.id,
    prompt,
    art_style: 'realistic',
    seed: 0,
    has_reference: typeof body.input_reference === 'string',
    source_task_id: source,
  };
}

/**
 * A 3D task for a model another channel runs (the registry says which): checked as a local
 * one (prompt, picture, texture source), recorded here under our id, its submission saved by
 * the channel. A texture there starts from a draft made there: the body names its id there.
 */
async function submitToChannel(
  ctx: MeshDeps,
  req: Request,
  res: Response,
  model: ResolvedOfKind<'3d'>,
): Promise<void> {
  const body = req.body as Record<string, unknown>;
  const key = authOf(req).key;
  let request: MeshTaskRequest;
  if (isBuiltIn(model)) {
    const parsed = await parseMeshRequest(body, model, key, ctx.taskStore);
    if (parsed.reference !== null) {
      await decodeReference(parsed.reference).catch((e: unknown) => {
        throw toApiError(e);
      });
    }
    request = parsed.request;
  } else {
    request = await remoteOnlyRequest(model, body, ctx, key);
  }
  const name = model.channel;
  if (name === 'local') throw new Error('the embedded engines are not a remote channel');
  const forwarded: Record<string, unknown> = { ...body };
  if (request.source_task_id !== null) {
    const source = await ctx.taskStore.find(request.source_task_id);
    if (source?.channel !== name || !source.upstream) {
      throw invalidRequest(
        'source_not_upstream',
        `Task ${request.source_task_id} was made on this machine; ${model.id} runs on the upstream and can texture only drafts made there.`,
        'source_task_id',
      );
    }
    forwarded.source_task_id = source.upstream.id;
  }
  const channel = ctx.remote.mesh(name);
  channel.requireUp();
  const record = newTaskRecord('3d', key, model.id, request);
  record.channel = name;
  const { id, object, status, progress, created_at } = meshTaskObject(record, originOf(req));
  const call = { model, key, body, incoming: req, request, forwarded };
  await ctx.tasks.submitWithFiles(record, () => channel.prepareTask(record, call));
  res.json({
    id,
    object,
    model: model.id,
    status,
    progress,
    created_at,
  } satisfies MeshTaskSubmitted);
}

export function meshRoutes(ctx: MeshDeps, pool: MeshPool): Router {
  const router = Router();
  const derived = new DerivedFiles(ctx.files, ctx.taskStore, pool);
  const own = (req: Request) =>
    requireOwnTask(ctx.taskStore, authOf(req).key, String(req.params.id), '3d');

  route(router, '/3d', {
    post: [
      ...jsonBody(MESH_BODY_LIMIT),
      async (req, res) => {
        const model = modelOfBody(req, '3d', ctx.registry);
        if (model.channel !== 'local') {
          await submitToChannel(ctx, req, res, model);
          return;
        }
        if (!isBuiltIn(model)) throw new Error(`local model ${model.id} is not built in`);
        const key = authOf(req).key;
        const { request, reference } = await parseMeshRequest(
          req.body as Record<string, unknown>,
          model,
          key,
          ctx.taskStore,
        );
        // A picture is decoded now, so a corrupt or oversized one is refused at once.
        const image =
          reference === null
            ? null
            : await decodeReference(reference).catch((e: unknown) => {
                throw toApiError(e);
              });
        const record = newTaskRecord('3d', key, model.id, { ...request });
        const { id, object, status, progress, created_at } = meshTaskObject(record, originOf(req));
        await ctx.tasks.submitWithFiles(record, async () => {
          if (image) await ctx.files.write('3d', record.id, REFERENCE_IMAGE_FILE, image.bytes);
        });
        res.json({
          id,
          object,
          model: model.id,
          status,
          progress,
          created_at,
        } satisfies MeshTaskSubmitted);
      },
    ],
  });

  route(router, '/3d/:id', {
    get: async (req, res) => {
      res.json(meshTaskObject(await own(req), originOf(req)));
    },
  });

  /** A thumbnail or export file, made once in a mesh worker and then served from disk. */
  const sendDerived = async (req: Request, res: Response, kind: DerivedKind) => {
    const record = await own(req);
    requireCompleted(record, kind === 'thumbnail' ? 'thumbnail' : 'model');
    const file = await derived.get(record, kind);
    const { contentType, ext } = DERIVED_FILES[kind];
    await sendFile(res, file.path, {
      'Content-Type': contentType,
      'Content-Disposition': `${kind === 'thumbnail' ? 'inline' : 'attachment'}; filename="${record.id}.${ext}"`,
      'Content-Length': String(file.bytes),
    });
  };

  route(router, '/3d/:id/content', {
    get: async (req, res) => {
      const format = formatOf(req);
      if (format !== 'glb') return sendDerived(req, res, format);
      const record = await own(req);
      requireCompleted(record, 'model');
      const path = ctx.files.pathFor('3d', record.id, record.files.content ?? GLB_FILE);
      await sendFile(res, path, {
        'Content-Type': 'model/gltf-binary',
        'Content-Disposition': `attachment; filename="${record.id}.glb"`,
        ...(record.bytes !== undefined ? { 'Content-Length': String(record.bytes) } : {}),
      });
    },
  });

  route(router, '/3d/:id/thumbnail', {
    get: (req, res) => sendDerived(req, res, 'thumbnail'),
  });
  return router;
}
