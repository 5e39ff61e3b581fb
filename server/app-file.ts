import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file the app ships beside its code (`native/…`), found from this module's directory
 * upwards: server/ from sources, dist/server/ or dist/main/ in the bundles (a chunk sits beside
 * its entry), the unpacked asar of the desktop app. Null when no directory above holds it.
 */
export function appFile(relative: string): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, dir = path.dirname(dir)) {
    const file = path.join(dir, relative);
    if (existsSync(file)) return file;
  }
  return null;
}
