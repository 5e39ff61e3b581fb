import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoicePack, VoicePackCatalog } from '../../../contract/voice-packs.ts';
import { writeStandInPack } from '../../fixtures/piper-pack-files.ts';
import { startLoopbackHub, type LoopbackHub } from '../../fixtures/voice-hub.ts';
import {
  bearer,
  removeDir,
  startGateway,
  tempDir,
  type TestGateway,
} from '../../helpers/gateway.ts';

/**
 * A gateway without --allow-private-fetch (docs/voice-packs.md): a pack on a loopback address
 * is refused like any private address, and a hub it may not reach makes the catalogue say it
 * is offline while nothing else changes.
 */
let gw: TestGateway;
let admin: string;
let files: string;
let hub: LoopbackHub;

beforeAll(async () => {
  files = await tempDir('voxmesh-hub-private-');
  await writeStandInPack(files, 'en_US-near-medium');
  hub = await startLoopbackHub(files, [
    {
      key: 'en_US-near-medium',
      model: 'en_US-near-medium.onnx',
      config: 'en_US-near-medium.onnx.json',
    },
  ]);
  gw = await startGateway({ voiceHub: hub.url });
  admin = await gw.key({ admin: true });
});
afterAll(async () => {
  await gw.close();
  await hub.close();
  await removeDir(gw.dataDir);
  await removeDir(files);
});

describe('voice packs without --allow-private-fetch', () => {
  it('refuses a loopback address: the pack fails with voice_pack_url_forbidden, nothing fetched', async () => {
    const res = await fetch(`${gw.url}/v1/audio/voice-packs`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: hub.fileUrl('en_US-near-medium.onnx') }),
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as VoicePack;
    let pack: VoicePack;
    do {
      pack = (await (
        await fetch(`${gw.url}/v1/audio/voice-packs/${id}`, { headers: bearer(admin) })
      ).json()) as VoicePack;
    } while (pack.status === 'downloading');
    expect(pack).toMatchObject({ status: 'failed', error: { code: 'voice_pack_url_forbidden' } });
    expect(hub.requests).toEqual([]);
  });

  it('says the catalogue is offline when the hub cannot be read', async () => {
    const res = await fetch(`${gw.url}/v1/audio/voice-packs/catalog`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    const catalogue = (await res.json()) as VoicePackCatalog;
    expect(catalogue).toMatchObject({ object: 'list', online: false, data: [] });
    expect(catalogue.error).toMatch(/could not be read.*Installed voice packs keep working/);
  });
});
