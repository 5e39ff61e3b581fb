/**
 * The desktop adapter of the VoicePackRepository: `voice-packs.json` in the data directory,
 * held in memory and rewritten atomically (temp file, fsync, rename) on every change, writes
 * serialized. Its own file rather than a collection of voxmesh.db.json: packs change rarely
 * and the main database's schema stays as it is.
 */
import path from 'node:path';
import { readJsonFile, writeFileAtomic } from './atomic-file.ts';
import type { VoicePackRepository } from './ports.ts';
import type { VoiceBindingRecord, VoicePackRecord } from './voice-pack-record.ts';

interface Document {
  version: 1;
  packs: VoicePackRecord[];
  bindings: VoiceBindingRecord[];
}

export const VOICE_PACKS_FILE = 'voice-packs.json';

export class JsonVoicePackRepository implements VoicePackRepository {
  #writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly doc: Document,
  ) {}

  static async open(dataDir: string): Promise<JsonVoicePackRepository> {
    const file = path.join(dataDir, VOICE_PACKS_FILE);
    const parsed = (await readJsonFile(file)) as Partial<Document> | null;
    const doc: Document = {
      version: 1,
      packs: parsed?.packs ?? [],
      bindings: parsed?.bindings ?? [],
    };
    return new JsonVoicePackRepository(file, doc);
  }

  packs(): readonly VoicePackRecord[] {
    return this.doc.packs;
  }

  putPack(record: VoicePackRecord): Promise<void> {
    const i = this.doc.packs.findIndex((p) => p.id === record.id);
    if (i >= 0) this.doc.packs[i] = record;
    else this.doc.packs.push(record);
    return this.#save();
  }

  removePack(id: string): Promise<void> {
    this.doc.packs = this.doc.packs.filter((p) => p.id !== id);
    return this.#save();
  }

  bindings(): readonly VoiceBindingRecord[] {
    return this.doc.bindings;
  }

  bind(record: VoiceBindingRecord): Promise<void> {
    this.doc.bindings = [...this.doc.bindings.filter((b) => b.voice !== record.voice), record];
    return this.#save();
  }

  unbind(voice: string): Promise<void> {
    this.doc.bindings = this.doc.bindings.filter((b) => b.voice !== voice);
    return this.#save();
  }

  /** Each write includes every change made before it starts. */
  #save(): Promise<void> {
    const next = this.#writing
      .catch(() => undefined)
      .then(() => writeFileAtomic(this.file, JSON.stringify(this.doc, null, 1)));
    this.#writing = next;
    return next;
  }
}
