import type { ModelKind, ModelList, ModelObject } from '@voxmesh/contract/models.ts';
import { getJson, type Connection } from './http.ts';

export type { ModelObject, ModelKind };

export async function listModels(conn: Connection): Promise<ModelObject[]> {
  return (await getJson<ModelList>(conn, '/v1/models')).data;
}
