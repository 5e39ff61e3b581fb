import type { ModelKind, ModelList, ModelObject } from '../../../server/contract/models.ts';
import { getJson, type Connection } from './http.ts';

export type { ModelObject, ModelKind };

export async function listModels(conn: Connection): Promise<ModelObject[]> {
  return (await getJson<ModelList>(conn, '/v1/models')).data;
}

/**
 * What a model makes. The gateway says so in `kind`; until every gateway does, an item
 * without it is read from its id here and nowhere else (remove once `kind` is merged).
 */
export function kindOf(model: ModelObject | { id: string; kind?: ModelKind }): ModelKind {
  if (model.kind) return model.kind;
  return model.id.startsWith('mesh-') ? '3d' : 'speech';
}
