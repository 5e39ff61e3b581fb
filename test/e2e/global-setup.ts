/**
 * One gateway per Playwright worker for the whole e2e run; their URLs and admin keys reach
 * the specs by env, and each worker uses the one of its parallel index (fixtures.ts
 * `gateway()`). A spec file runs whole in one worker, so it meets one gateway, as when the
 * run had one worker; two workers never share a gateway's keys, history, lexicon or packs.
 */
import { rm } from 'node:fs/promises';
import type { FullConfig } from '@playwright/test';
import { launchGateway } from '../../tools/studio-gateway.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const gateways = await Promise.all(
    Array.from({ length: Math.max(1, config.workers) }, () => launchGateway()),
  );
  process.env.VOXMESH_E2E_GATEWAYS = JSON.stringify(
    gateways.map((gw) => ({ url: gw.url, key: gw.key ?? '' })),
  );
  return async () => {
    await Promise.all(
      gateways.map(async (gw) => {
        await gw.stop();
        await rm(gw.dataDir, { recursive: true, force: true });
      }),
    );
  };
}
