/** Small JSON files of the shell (window state, settings) beside the gateway's data. */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../server/store/atomic-file.ts';

/** The file's JSON, or null when it is missing or unreadable (the caller's defaults apply). */
export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}
