import type { UsageReport } from '@voxmesh/contract/usage.ts';
import { getJson, type Connection } from './http.ts';

export type { UsageReport };

export const getUsage = (conn: Connection) => getJson<UsageReport>(conn, '/v1/usage');
