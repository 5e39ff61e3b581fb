import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-file.ts';
import type { SettingsRepository } from './ports.ts';

/** Settings documents as `<name>.json` files of the data directory, written atomically. */
export class JsonFileSettings implements SettingsRepository {
  constructor(private readonly dataDir: string) {}

  private fileOf(name: string): string {
    return path.join(this.dataDir, `${name}.json`);
  }

  async read(name: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.fileOf(name), 'utf8')) as unknown;
    } catch {
      return null;
    }
  }

  async write(name: string, value: unknown): Promise<void> {
    await writeFileAtomic(this.fileOf(name), JSON.stringify(value, null, 2));
  }
}
