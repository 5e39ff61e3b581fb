import type { KeyScope } from '../../contract/admin.ts';

export type { KeyScope };

/** One API key as kept in the database. The secret itself is never stored here. */
export interface KeyRecord {
  /** Public handle, `key_<hex>`, used by `keys revoke` and the UI. */
  id: string;
  label: string;
  /** Tasks made with this key belong to this owner; keys of one owner share them. */
  owner: string;
  /** `*` for every model, otherwise the callable ids. */
  models: '*' | string[];
  /** Extra powers: `admin` opens the admin routes (keys, server, logs). Empty for most. */
  scopes: KeyScope[];
  /** SHA-256 of the secret, hex. */
  hash: string;
  /** The first characters of the secret, for recognising a key without revealing it. */
  hint: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export const DEFAULT_OWNER = 'local';
