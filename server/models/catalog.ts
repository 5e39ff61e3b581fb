import {
  BUILT_IN_MODELS,
  MESH_FAMILIES,
  type MeshFamily,
  type SpeechCapabilities,
  type SpeechModelId,
} from '../../contract/catalog.ts';
import type { MeshMode, ModelKind, ModelOwner } from '../../contract/models.ts';
import type { KeyRecord } from '../store/key-record.ts';

export type { MeshMode, ModelKind } from '../../contract/models.ts';
export type { MeshFamily, SpeechCapabilities, SpeechModelId } from '../../contract/catalog.ts';
export { MESH_FAMILIES };

/**
 * The models this gateway runs on its embedded engines, built from the contract's table
 * (contract/catalog.ts): each id with its kind, its capabilities and, for 3D, its family
 * and mode. Everything that needs to know what a model is or can do asks the registry
 * (registry.ts); nothing derives it from the id's spelling.
 */

/**
 * Who turns a validated request into a result: the embedded engines, or a remote service of
 * the same API (`server/upstream/`). The registry says which channel runs each id.
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
  capabilities: SpeechCapabilities;
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

/** The models this gateway can run locally. */
export const LOCAL_MODELS: readonly ModelInfo[] = BUILT_IN_MODELS.map((m): ModelInfo => {
  const base = { created: RELEASED, owned_by: 'voxmesh', channel: 'local' } as const;
  if (m.kind === 'speech')
    return { ...base, id: m.id as SpeechModelId, kind: 'speech', capabilities: m.capabilities };
  return {
    ...base,
    id: m.id,
    kind: '3d',
    family: m.capabilities.family as MeshFamily,
    mode: m.capabilities.mode,
  };
});
const LOCAL_BY_ID = new Map(LOCAL_MODELS.map((m) => [m.id, m]));

export function findModel(id: string): ModelInfo | undefined {
  return LOCAL_BY_ID.get(id);
}

export function keyAllows(key: KeyRecord, modelId: string): boolean {
  return key.models === '*' || key.models.includes(modelId);
}

export function isKnownModelId(id: string): boolean {
  return LOCAL_BY_ID.has(id);
}
