import type { MeshMode, ModelKind, ModelObject } from '../../contract/models.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import type { KeyRecord } from '../store/key-record.ts';
import { findModel, keyAllows, LOCAL_MODELS, type ChannelName, type ModelInfo } from './catalog.ts';

/** A model only a remote channel offers: what its list says of it. */
export interface RemoteModelInfo {
  id: string;
  kind: ModelKind;
  mode?: MeshMode;
  created: number;
  owned_by: 'upstream';
  channel: ChannelName;
}

export type RegisteredModel = ModelInfo | RemoteModelInfo;

/**
 * A model as a transport sees it: its kind, the channel that runs it here and, for a
 * built-in model, its capabilities (`capabilities` in the speech entry, `mode`/`family` in
 * the 3D one). A model only a remote channel lists has no capabilities here: that channel
 * checks its fields.
 */
export type ResolvedModel = RegisteredModel;
/** A resolved model of `kind`. */
export type ResolvedOfKind<K extends ModelKind> =
  Extract<ModelInfo, { kind: K }> | (RemoteModelInfo & { kind: K });

/** Whether the embedded engines know this model's fields (a built-in id, whatever channel). */
export function isBuiltIn(model: RegisteredModel): model is ModelInfo {
  return model.owned_by === 'voxmesh';
}

/** A channel other than the embedded engines, as the registry sees it. */
export interface ChannelCatalog {
  readonly name: Exclude<ChannelName, 'local'>;
  /** Whether this channel runs `id` now (its routes and its model list decide). */
  claims(id: string): boolean;
  /** Every model the channel lists, as it lists them (local ids among them). */
  listed(): readonly RemoteModelInfo[];
  /** Whether the channel can claim or list anything now (an upstream with a URL). */
  readonly configured: boolean;
  /** Whether the channel has heard of `id` (its list has it, with a kind or without). */
  knows?(id: string): boolean;
}

/**
 * The models of one gateway and the channel that runs each: the local catalog, plus what
 * other channels (the upstream) list and claim. Every request names a model; the routes ask
 * `channelOf` and hand the request to that channel — nothing else chooses.
 */
export class ModelRegistry {
  private readonly channels: ChannelCatalog[] = [];

  add(channel: ChannelCatalog): void {
    this.channels.push(channel);
  }

  /** True while no other channel is configured: every model runs on the embedded engines. */
  localOnly(): boolean {
    return this.channels.every((c) => !c.configured);
  }

  channelOf(id: string): ChannelName {
    return this.channels.find((c) => c.claims(id))?.name ?? 'local';
  }

  /** The model `id` with the channel that runs it here; undefined if no channel has it. */
  find(id: string): RegisteredModel | undefined {
    const channel = this.channelOf(id);
    const local = findModel(id);
    if (local) return channel === 'local' ? local : { ...local, channel };
    if (channel === 'local') return undefined;
    return this.channels
      .find((c) => c.name === channel)
      ?.listed()
      .find((m) => m.id === id);
  }

  /** The models `key` may call: the local catalog, then what other channels add. */
  list(key: KeyRecord): RegisteredModel[] {
    const seen = new Set<string>();
    const out: RegisteredModel[] = [];
    for (const m of LOCAL_MODELS) {
      seen.add(m.id);
      const channel = this.channelOf(m.id);
      out.push(channel === 'local' ? m : { ...m, channel });
    }
    for (const c of this.channels) {
      for (const m of c.listed()) {
        if (seen.has(m.id) || !c.claims(m.id)) continue;
        seen.add(m.id);
        out.push(m);
      }
    }
    return out.filter((m) => keyAllows(key, m.id));
  }

  /** As `find`, checked against the key: unknown → 404 `model_not_found`, else 403. */
  require(key: KeyRecord, id: string, param = 'model'): RegisteredModel {
    const model = this.find(id);
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

  /**
   * The model a request names, checked against the key and of `kind`: unknown → 404
   * `model_not_found`, not allowed → 403 `model_not_allowed`, another kind → 400 naming
   * `param`. The one model check of every transport.
   */
  resolve<K extends ModelKind>(
    key: KeyRecord,
    id: string,
    kind: K,
    param = 'model',
  ): ResolvedOfKind<K> {
    const model = this.require(key, id, param);
    if (model.kind !== kind) {
      throw invalidRequest(
        'invalid_value',
        `'${id}' is not a ${kind === 'speech' ? 'speech' : '3D'} model.`,
        param,
      );
    }
    return model as ResolvedOfKind<K>;
  }

  /** Whether `id` names a model here (built in, or listed by a configured channel). */
  knows(id: string): boolean {
    return this.find(id) !== undefined || this.channels.some((c) => c.knows?.(id) ?? false);
  }
}

/** A list item: OpenAI's fields plus what the model makes (docs/decisions.md §7). */
export function modelObject(m: RegisteredModel): ModelObject {
  const owned_by = m.channel === 'upstream' ? 'upstream' : m.owned_by;
  const base = { id: m.id, object: 'model', created: m.created, owned_by } as const;
  if (m.kind === '3d') return { ...base, kind: '3d', mode: m.mode ?? 'textured' };
  return { ...base, kind: 'speech' };
}
