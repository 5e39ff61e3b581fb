import { ApiError, invalidRequest } from '../http/errors.ts';
import type { KeyRecord } from '../store/key-record.ts';
import type { MeshModelInfo } from '../models/catalog.ts';
import { zodToApiError } from '../http/zod-errors.ts';
import { cpLength } from '../text/code-points.ts';
import { requireOwnTask } from '../tasks/access.ts';
import type { MeshTaskRecord, MeshTaskRequest } from './task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import { MESH_PROMPT_LIMIT } from '../../contract/request-values.ts';
import { meshBody } from '../../contract/schemas.ts';
import { hashString } from './kernel/noise.ts';

/** A 10 MiB picture as Base64 plus the rest of the body. */
export const MESH_BODY_LIMIT = 16 * 1024 * 1024;

/** The body's shape is the contract's (contract/schemas.ts), so the document and the check agree. */
const bodySchema = meshBody;

/**
 * Runs the body schema over a typical request and a refused one, so that the first
 * `POST /v1/3d` does not pay for zod compiling its checks (the gateway's warm-up).
 */
export function warmUpMeshParsing(): void {
  const sample = { model: 'mesh-6-draft', prompt: 'a red mug', metadata: { seed: 1 } };
  bodySchema.safeParse(sample, { reportInput: true });
  const refused = bodySchema.safeParse({ ...sample, prompt: 1 }, { reportInput: true });
  if (!refused.success) zodToApiError(refused.error);
}

/** The request as stored on the task (the picture, if any, lives in the task's files). */
export type MeshRequest = MeshTaskRequest;

/**
 * Validates a POST /v1/3d body against the model's mode (docs/decisions.md §1, §5): text-to-3D
 * needs a prompt, image-to-3D an input_reference (never an http(s) address), texture
 * mode a completed draft of the same family owned by the caller.
 */
export async function parseMeshRequest(
  body: Record<string, unknown>,
  model: MeshModelInfo,
  key: KeyRecord,
  tasks: Pick<TaskRepository, 'find'>,
): Promise<{ request: MeshRequest; reference: string | null }> {
  const parsed = bodySchema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw zodToApiError(parsed.error);
  const f = parsed.data;
  const { mode, family } = model;
  const prompt = f.prompt?.trim() ? f.prompt.trim() : null;
  if (prompt && cpLength(prompt) > MESH_PROMPT_LIMIT) {
    throw invalidRequest(
      'input_too_long',
      `'prompt' is longer than ${MESH_PROMPT_LIMIT} characters.`,
      'prompt',
    );
  }
  const reference = f.input_reference ?? null;
  if (reference !== null && /^\s*[a-z][a-z0-9+.-]*:\/\//i.test(reference)) {
    throw invalidRequest(
      'unsupported_reference_url',
      "'input_reference' must be a data URL or bare Base64 image; http(s) and other addresses are not fetched.",
      'input_reference',
    );
  }
  let source: MeshTaskRecord | null = null;
  if (mode === 'texture') {
    if (!f.source_task_id) {
      throw invalidRequest(
        'missing_field',
        `'source_task_id' is required for ${model.id}.`,
        'source_task_id',
      );
    }
    if (reference !== null) {
      throw invalidRequest(
        'invalid_value',
        "Texture mode takes no 'input_reference'; it textures its source draft.",
        'input_reference',
      );
    }
    source = await requireSourceDraft(tasks, key, f.source_task_id, family);
  } else {
    if (f.source_task_id !== undefined) {
      throw invalidRequest(
        'invalid_value',
        `'source_task_id' applies only to -texture models.`,
        'source_task_id',
      );
    }
    if (!prompt && reference === null) {
      throw invalidRequest(
        'missing_field',
        "Send a 'prompt' (text-to-3D) or an 'input_reference' image (image-to-3D).",
        'prompt',
      );
    }
  }
  const seed =
    f.metadata?.seed ??
    hashString(`${model.id}\u0000${prompt ?? ''}\u0000${reference?.length ?? 0}`);
  return {
    request: {
      mode,
      family,
      prompt,
      art_style: f.metadata?.art_style ?? 'realistic',
      seed,
      has_reference: reference !== null,
      source_task_id: source?.id ?? null,
    },
    reference,
  };
}

async function requireSourceDraft(
  tasks: Pick<TaskRepository, 'find'>,
  key: KeyRecord,
  id: string,
  family: string,
): Promise<MeshTaskRecord> {
  const source = await requireOwnTask(tasks, key, id, '3d');
  const req = source.request;
  if (req.mode !== 'draft') {
    throw invalidRequest(
      'source_not_draft',
      `Task ${id} is not a draft; texture a task made with a -draft model.`,
      'source_task_id',
    );
  }
  if (req.family !== family) {
    throw invalidRequest(
      'family_mismatch',
      `Task ${id} was made with ${String(req.family)}; this model textures ${family} drafts only.`,
      'source_task_id',
    );
  }
  if (source.status !== 'completed') {
    throw new ApiError(
      409,
      'invalid_request_error',
      'source_not_completed',
      `Task ${id} is ${source.status.replace('_', ' ')}; texture it once it is completed.`,
      { param: 'source_task_id' },
    );
  }
  return source;
}
