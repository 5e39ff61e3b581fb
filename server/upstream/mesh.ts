import type { Request, Response } from 'express';
import type { MeshTaskSubmitted } from '../../contract/mesh.ts';
import { authOf } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import type { KeyRecord } from '../keys/key-record.ts';
import { findModel } from '../models/catalog.ts';
import type { RegisteredModel } from '../models/registry.ts';
import { decodeReference } from '../mesh/image/decode-reference.ts';
import { toApiError } from '../mesh/image/reference-error.ts';
import { parseMeshRequest } from '../mesh/request.ts';
import { meshTaskObject } from '../mesh/task-view.ts';
import { newTaskRecord, requireOwnTask } from '../tasks/access.ts';
import type { MeshTaskRequest } from '../mesh/task-record.ts';
import { originOf } from '../tasks/views.ts';
import type { UpstreamChannel } from './channel.ts';
import { forwardBody, saveForward } from './forward-body.ts';
import { hopsOf } from './hops.ts';
import type { UpstreamDeps } from './speech.ts';

/**
 * The request of a 3D model the local catalog does not have: its fields as sent (the
 * upstream checks them), with the draft named by `source_task_id` ours.
 */
function remoteRequest(
  model: RegisteredModel,
  body: Record<string, unknown>,
  deps: UpstreamDeps,
  key: KeyRecord,
): MeshTaskRequest {
  const prompt = typeof body.prompt === 'string' && body.prompt.trim() ? body.prompt.trim() : null;
  const source =
    typeof body.source_task_id === 'string'
      ? requireOwnTask(deps.taskStore, key, body.source_task_id, '3d').id
      : null;
  return {
    mode: model.kind === '3d' && 'mode' in model && model.mode ? model.mode : 'textured',
    family: model.id,
    prompt,
    art_style: 'realistic',
    seed: 0,
    has_reference: typeof body.input_reference === 'string',
    source_task_id: source,
  };
}

/**
 * A 3D task for the upstream: checked as a local one (prompt, picture, texture source),
 * recorded here, submitted upstream by the runner. Texture mode sends the upstream's id of
 * the draft, which must itself have been made upstream.
 */
export async function submitMeshTask(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  req: Request,
  res: Response,
  model: RegisteredModel,
): Promise<void> {
  const body = req.body as Record<string, unknown>;
  const key = authOf(req).key;
  const local = findModel(model.id);
  let request: MeshTaskRequest;
  if (local?.kind === '3d') {
    const parsed = parseMeshRequest(body, local, key, deps.taskStore);
    if (parsed.reference !== null) {
      await decodeReference(parsed.reference).catch((e: unknown) => {
        throw toApiError(e);
      });
    }
    request = parsed.request;
  } else {
    request = remoteRequest(model, body, deps, key);
  }
  const forwarded: Record<string, unknown> = { ...body };
  if (request.source_task_id !== null) {
    const source = deps.taskStore.find(request.source_task_id);
    if (!source?.upstream) {
      throw invalidRequest(
        'source_not_upstream',
        `Task ${request.source_task_id} was made on this machine; ${model.id} runs on the upstream and can texture only drafts made there.`,
        'source_task_id',
      );
    }
    forwarded.source_task_id = source.upstream.id;
  }
  channel.requireUp();
  const record = newTaskRecord('3d', key, model.id, request);
  record.channel = 'upstream';
  const { id, object, status, progress, created_at } = meshTaskObject(record, originOf(req));
  await deps.tasks.submitWithFiles(record, async () => {
    await saveForward(
      deps.files,
      '3d',
      record.id,
      forwardBody(channel, model.id, forwarded),
      hopsOf(req),
    );
  });
  res.json({
    id,
    object,
    model: model.id,
    status,
    progress,
    created_at,
  } satisfies MeshTaskSubmitted);
}
