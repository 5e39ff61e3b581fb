import { open, readFile, rename, rm, readdir, mkdir, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Writes that never leave a torn file: data goes to a temporary sibling, is flushed to
 * disk, and only then renamed over the target. A crash at any moment leaves either the
 * old file or the new one, plus at worst a stray temporary file that `removeStaleTemps`
 * deletes on the next start.
 */
const TEMP_MARK = '.tmp-';

function tempPathFor(target: string): string {
  return `${target}${TEMP_MARK}${randomBytes(6).toString('hex')}`;
}

export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** A stream to a temporary file that becomes `target` only on `commit()`. */
export interface AtomicWriter {
  readonly tempPath: string;
  /** Appends `data`; resolves once the stream takes more (waits for 'drain' when full). */
  write(data: string | Uint8Array): Promise<void>;
  /**
   * Appends `data` and resolves once it is in the file, so that its buffer may be reused or
   * given away at once (write() may still hold it): no copy needed.
   */
  writeThrough(data: Uint8Array): Promise<void>;
  /** Closes, flushes and renames; `header`, if given, is first written over the file's start. */
  commit(header?: Uint8Array): Promise<void>;
  abort(): Promise<void>;
}

export async function createAtomicWriter(target: string): Promise<AtomicWriter> {
  await mkdir(path.dirname(target), { recursive: true });
  const tempPath = tempPathFor(target);
  const stream = createWriteStream(tempPath, { mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  let settled = false;
  const closeStream = () =>
    new Promise<void>((resolve, reject) => {
      if (stream.closed) return resolve();
      stream.once('error', reject);
      stream.end(() => resolve());
    });
  return {
    tempPath,
    write(data) {
      return new Promise((resolve, reject) => {
        if (stream.write(data)) return resolve();
        const onDrain = () => {
          stream.off('error', onError);
          resolve();
        };
        const onError = (err: Error) => {
          stream.off('drain', onDrain);
          reject(err);
        };
        stream.once('drain', onDrain);
        stream.once('error', onError);
      });
    },
    writeThrough(data) {
      return new Promise((resolve, reject) => {
        stream.write(data, (err) => (err ? reject(err) : resolve()));
      });
    },
    async commit(header?: Uint8Array) {
      if (settled) throw new Error('atomic writer already settled');
      settled = true;
      await closeStream();
      const handle = await open(tempPath, 'r+');
      try {
        if (header) await handle.write(header, 0, header.length, 0);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tempPath, target);
    },
    async abort() {
      if (settled) return;
      settled = true;
      stream.destroy();
      await rm(tempPath, { force: true });
    },
  };
}

/**
 * Deletes temporary files left behind by a crash, recursively below `dir`, except in the
 * sub-folders named in `skip` (the files area holds a folder per task: a large history
 * makes it slow to walk, so the gateway sweeps it in the background once it is up).
 */
export async function removeStaleTemps(
  dir: string,
  skip: string[] = [],
  /** Only files last written before this time (ms): not those of writes running now. */
  before = Number.POSITIVE_INFINITY,
): Promise<number> {
  let removed = 0;
  let entries;
  try {
    if (skip.length === 0) {
      entries = await readdir(dir, { withFileTypes: true, recursive: true });
    } else {
      entries = [];
      for (const top of await readdir(dir, { withFileTypes: true })) {
        if (top.isDirectory() && skip.includes(top.name)) continue;
        entries.push(top);
        if (top.isDirectory()) {
          const below = path.join(dir, top.name);
          entries.push(...(await readdir(below, { withFileTypes: true, recursive: true })));
        }
      }
    }
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.isFile() && entry.name.includes(TEMP_MARK)) {
      const file = path.join(entry.parentPath, entry.name);
      if (before !== Number.POSITIVE_INFINITY) {
        const written = await stat(file).then(
          (s) => s.mtimeMs,
          () => before,
        );
        if (written >= before) continue;
      }
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * A JSON file this store wrote (with writeFileAtomic): its value, or null when it does not
 * exist. A file that does not parse was changed by something else, since no partial file is
 * ever written: that is said plainly, naming the file.
 */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new Error(
      `${file} is not valid JSON. VoxMesh never writes a partial file, so it was changed by ` +
        'something else; restore it from a backup or move it away.',
      { cause: err },
    );
  }
}
