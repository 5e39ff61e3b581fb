import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rawRequest,
  removeDir,
  startGateway,
  tempDir,
  type TestGateway,
} from '../helpers/gateway.ts';

describe('studio UI responses carry a Content-Security-Policy', () => {
  let gw: TestGateway;
  let uiDir: string;
  beforeAll(async () => {
    uiDir = await tempDir('voxmesh-ui-');
    await mkdir(path.join(uiDir, 'assets'));
    await writeFile(path.join(uiDir, 'index.html'), '<!doctype html><title>VoxMesh</title>');
    await writeFile(path.join(uiDir, 'assets', 'app.js'), 'export {};');
    gw = await startGateway({ uiDir });
  });
  afterAll(async () => {
    await gw.close();
    await removeDir(gw.dataDir);
    await removeDir(uiDir);
  });

  it('allows this origin, blob:/data: media and textures, and WebSocket to this gateway only', async () => {
    for (const file of ['/', '/assets/app.js']) {
      const res = await rawRequest(`${gw.url}${file}`);
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
      expect(directives.get('media-src')).toEqual(["'self'", 'blob:', 'data:']);
      expect(directives.get('connect-src')).toEqual([
        "'self'",
        `ws://127.0.0.1:${gw.port}`,
        'blob:',
        'data:',
      ]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
