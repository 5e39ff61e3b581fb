import type { KeyService } from './key-service.ts';

export const APP_KEY_LABEL = 'desktop app';

/**
 * The key the studio UI uses to call its own gateway: created once with the `admin` scope
 * (the Settings panel manages keys and reads the server log), its secret read back from
 * the secret store on every start. Recreated if its secret was lost; given `admin` if it
 * was made before scopes existed.
 */
export async function ensureAppKey(keys: KeyService): Promise<string> {
  for (const record of keys.list()) {
    if (record.label !== APP_KEY_LABEL || record.revoked_at !== null) continue;
    const secret = await keys.secretOf(record.id);
    if (secret) {
      await keys.grant(record.id, 'admin');
      return secret;
    }
    await keys.revoke(record.id);
  }
  return (await keys.create({ label: APP_KEY_LABEL, models: '*', scopes: ['admin'] })).secret;
}
