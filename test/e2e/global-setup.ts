/** One gateway for the whole e2e run; its URL and admin key reach the specs by env. */
import { rm } from 'node:fs/promises';
import { launchGateway } from '../../tools/studio-gateway.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const gw = await launchGateway();
  process.env.VOXMESH_E2E_URL = gw.url;
  process.env.VOXMESH_E2E_KEY = gw.key ?? '';
  return async () => {
    await gw.stop();
    await rm(gw.dataDir, { recursive: true, force: true });
  };
}
