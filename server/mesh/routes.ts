import { Router, type Request, type Response } from 'express';
import type { MeshTaskSubmitted } from '../../contract/mesh.ts';
import { authOf } from '../http/auth.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { invalidRequest } from '../http/errors.ts';
import { sendFile } from '../http/send-file.ts';
import { modelOfBody } from '../models/model-of-body.ts';
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

export function meshRoutes(ctx: MeshDeps, pool: MeshPool): Router {
  const router = Router();
  const derived = new DerivedFiles(ctx.files, ctx.taskStore, pool);
  const own = (req: Request) =>
    requireOwnTask(ctx.taskStore, authOf(req).key, String(req.params.id), '3d');

  route(router, '/3d', {
    post: [
      ...jsonBody(MESH_BODY_LIMIT),
      async (req, res) => {
        const model = modelOfBody(req, '3d');
        const key = authOf(req).key;
        const { request, reference } = parseMeshRequest(
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
    get: (req, res) => {
      res.json(meshTaskObject(own(req), originOf(req)));
    },
  });

  /** A thumbnail or export file, made once in a mesh worker and then served from disk. */
  const sendDerived = async (req: Request, res: Response, kind: DerivedKind) => {
    const record = own(req);
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
      const record = own(req);
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
