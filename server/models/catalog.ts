import type { MeshMode, ModelKind, ModelOwner } from '../../contract/models.ts';
import type { SpeechModelId } from '../../contract/speech.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import type { KeyRecord } from '../keys/key-record.ts';

export type { MeshMode, ModelKind } from '../../contract/models.ts';
export type { SpeechModelId } from '../../contract/speech.ts';

/**
 * The model registry: every callable id, what it makes (its kind, and for 3D its family and
 * mode) and the channel that runs it. Everything that needs to know what a model is asks
 * here; nothing derives it from the id's spelling.
 */

/**
 * Who turns a validated request into a result: the embedded engines, or a remote service of
 * the same API (`server/upstream/`). The catalog lists local models; the registry
 * (`registry.ts`) says which channel runs each id in this gateway.
 */
export type ChannelName = 'local' | 'upstream';

interface ModelInfoBase {
  id: string;
  /** Unix seconds; fixed per model so listings are stable. */
  created: number;
  owned_by: ModelOwner;
  channel: ChannelName;
}

export interface SpeechModelInfo extends ModelInfoBase {
  kind: 'speech';
  id: SpeechModelId;
}

export interface MeshModelInfo extends ModelInfoBase {
  kind: '3d';
  /** The base family (`mesh-6`): its level of detail, and what a texture may be applied to. */
  family: MeshFamily;
  /** What the id generates. */
  mode: MeshMode;
}

export type ModelInfo = SpeechModelInfo | MeshModelInfo;
/** The registry entry of a model of `kind`. */
export type ModelOfKind<K extends ModelKind> = Extract<ModelInfo, { kind: K }>;

const RELEASED = Date.UTC(2026, 10, 1) / 1000;

export const SPEECH_MODEL_IDS = [
  'alpha-tts',
  'beta-speech-v8',
  'gamma-tts-2',
] as const satisfies readonly SpeechModelId[];

/** Newest first: newer families carry finer meshes and larger textures. */
export const MESH_FAMILIES = ['mesh-6', 'mesh-5.3', 'mesh-5.1', 'mesh-5', 'mesh-4'] as const;
export type MeshFamily = (typeof MESH_FAMILIES)[number];

const MESH_SUFFIX: Record<MeshMode, string> = {
  textured: '',
  draft: '-draft',
  texture: '-texture',
};

function buildCatalog(): ModelInfo[] {
  const speech = SPEECH_MODEL_IDS.map((id): SpeechModelInfo => ({
    id,
    kind: 'speech',
    created: RELEASED,
    owned_by: 'voxmesh',
    channel: 'local',
  }));
  const mesh = MESH_FAMILIES.flatMap((family) =>
    (Object.keys(MESH_SUFFIX) as MeshMode[]).map((mode): MeshModelInfo => ({
      id: `${family}${MESH_SUFFIX[mode]}`,
      kind: '3d',
      created: RELEASED,
      owned_by: 'voxmesh',
      channel: 'local',
      family,
      mode,
    })),
  );
  return [...speech, ...mesh];
}

/** The models this gateway can run locally. */
export const LOCAL_MODELS: readonly ModelInfo[] = buildCatalog();
const LOCAL_BY_ID = new Map(LOCAL_MODELS.map((m) => [m.id, m]));

export function findModel(id: string): ModelInfo | undefined {
  return LOCAL_BY_ID.get(id);
}

export function keyAllows(key: KeyRecord, modelId: string): boolean {
  return key.models === '*' || key.models.includes(modelId);
}

/**
 * The model a request names, checked against the catalog and the key:
 * unknown → 404 `model_not_found`, not permitted → 403 `model_not_allowed`.
 */
export function requireModel(key: KeyRecord, id: string, param = 'model'): ModelInfo {
  const model = findModel(id);
  if (!model) {
    throw new ApiError(
      404,
      'invalid_request_error',
      'model_not_found',
      `The model '${id}' does not exist. GET /v1/models lists the ids your key can call.`,
      { param },
    );
  }
  if (!keyAllows(key, id)) {
    throw new ApiError(
      403,
      'permission_error',
      'model_not_allowed',
      `Your API key is not allowed to use the model '${id}'.`,
      { param },
    );
  }
  return model;
}

function isOfKind<K extends ModelKind>(model: ModelInfo, kind: K): model is ModelOfKind<K> {
  return model.kind === kind;
}

export function isKnownModelId(id: string): boolean {
  return LOCAL_BY_ID.has(id);
}

/** `requireModel`, and the model must be of `kind` (else 400 naming `param`). */
export function requireModelOfKind<K extends ModelKind>(
  key: KeyRecord,
  id: string,
  kind: K,
  param = 'model',
): ModelOfKind<K> {
  const model = requireModel(key, id, param);
  if (!isOfKind(model, kind)) {
    throw invalidRequest(
      'invalid_value',
      `'${id}' is not a ${kind === 'speech' ? 'speech' : '3D'} model.`,
      param,
    );
  }
  return model;
}
