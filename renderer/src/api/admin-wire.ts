/**
 * The admin routes' wire shapes (DECISIONS §7), as the studio-api branch defines them in
 * `server/contract/admin.ts`. Until that file is merged this module stands in for it;
 * afterwards it becomes a one-line re-export: `export type * from '…/contract/admin.ts'`.
 */
export type KeyScope = 'admin';

export interface KeyView {
  id: string;
  label: string;
  owner: string;
  models: '*' | string[];
  scopes: KeyScope[];
  hint: string;
  created_at: number;
  last_used_at: number | null;
  revoked: boolean;
  revoked_at: number | null;
}

export interface KeyList {
  object: 'list';
  data: KeyView[];
}

export interface CreateKeyRequest {
  label: string;
  models?: '*' | string[];
  owner?: string;
  admin?: boolean;
}

export interface CreatedKey extends KeyView {
  secret: string;
}

export interface EnginePoolInfo {
  name: 'speech' | '3d';
  workers_started: number;
  workers_max: number;
}

export interface ServerInfo {
  object: 'server';
  service: 'voxmesh';
  version: string;
  data_dir: string;
  urls: { api: string; ui: string | null };
  uptime_s: number;
  started_at: number;
  engines: EnginePoolInfo[];
  tasks: { running: number; queued: number };
  secret_store: { kind: 'keychain' | 'file'; description: string };
}

export interface RequestLogLine {
  id: number;
  request_id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  key_label: string | null;
}

export interface RequestLogPage {
  object: 'list';
  data: RequestLogLine[];
  next_cursor: string;
  has_more: boolean;
  truncated: boolean;
}

export type TimestampsFormat = 'json' | 'srt' | 'vtt';
