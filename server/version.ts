import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The version from package.json, found from here whether run from source or bundled. */
function readVersion(): string {
  for (const rel of ['../package.json', '../../package.json']) {
    const file = fileURLToPath(new URL(rel, import.meta.url));
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'voxmesh' && pkg.version) return pkg.version;
  }
  return '0.0.0';
}

export const VERSION: string = readVersion();
