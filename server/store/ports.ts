import type { KeyRecord } from './key-record.ts';
import type { LexiconRecord } from './lexicon-record.ts';
import type {
  CompletedFields,
  RemoteRef,
  TaskKind,
  TaskRecord,
  TaskStatus,
} from './task-record.ts';
import type { UsageRow } from './usage-row.ts';
import type { VoiceBindingRecord, VoicePackRecord } from './voice-pack-record.ts';

/**
 * The storage ports: what capabilities and services ask of storage, whatever keeps it. The
 * lowdb + history-log adapter (store/lowdb-*.ts, store/task-store.ts) is the one today; a
 * PostgreSQL adapter is meant to sit beside it and pass the same contract test
 * (test/store/ports-contract.test.ts).
 *
 * Writes are async and durable when they resolve. A few reads stay synchronous because the
 * request path answers them from memory and must stay as fast as it is (docs/decisions.md
 * "Storage behind ports"): key lookups behind bearer auth, an owner's lexicon on every
 * speech request, and the poll lane's `peek`. An adapter loads what those reads need when
 * it opens and writes through. The lowdb adapter's gateway is the only writer of its data
 * (docs/architecture.md, "One writer per data directory"); the PostgreSQL adapter is
 * shared by gateways and workers and keeps its memory fresh from the database's change
 * notifications, asking the database itself on a miss (`find`, `refresh`).
 */

/**
 * What a read a database answers asynchronously returns: callers always `await` it, and an
 * adapter holding the answer in memory (the lowdb one) may give it at once.
 */
export type Awaitable<T> = T | Promise<T>;

export interface TaskPageQuery {
  owner: string;
  kind?: TaskKind | undefined;
  status?: TaskStatus | undefined;
  /** The id of the last entry of the previous page. */
  after?: string | undefined;
  limit: number;
}

export interface TaskPage {
  data: TaskRecord[];
  hasMore: boolean;
}

/** Queued and running tasks, and the history of finished requests, with their bills. */
export interface TaskRepository {
  /**
   * Any task or history entry by id. An adapter shared by several processes (PostgreSQL)
   * asks its database when the record is not in its memory, so a task another gateway or
   * worker wrote is found at once.
   */
  find(id: string): Awaitable<TaskRecord | undefined>;
  /**
   * The record when this process holds it in memory, without waiting (the poll lane's fast
   * answer); undefined says "not here", never "does not exist": the caller then uses `find`.
   */
  peek(id: string): TaskRecord | undefined;
  /**
   * One page of an owner's entries, newest first, after the cursor `after`; null when
   * `after` is not one of the owner's ids.
   */
  page(q: TaskPageQuery): Awaitable<TaskPage | null>;
  /** How many submitted tasks of this key are queued or running (the runner's 429 check). */
  unfinishedCount(keyId: string): Awaitable<number>;
  /** Submitted tasks a stop or crash left queued or running, oldest first. */
  unfinishedTasks(): Awaitable<TaskRecord[]>;
  /** A new queued task (its inputs already written). */
  add(record: TaskRecord): Promise<void>;
  /** A finished synchronous request or session, and its bill, in one durable write. */
  addFinished(record: TaskRecord, billed?: number): Promise<void>;
  /** Interrupted tasks back to queued, to run again from the start. */
  requeue(records: TaskRecord[]): Promise<void>;
  start(record: TaskRecord): Promise<void>;
  /** A remote task's handle, saved before polling starts so a restart resumes it. */
  setUpstream(record: TaskRecord, ref: RemoteRef): Promise<void>;
  /** Percent done, 0–99; kept in memory and persisted now and then. */
  progress(record: TaskRecord, percent: number, etaSeconds?: number): void;
  /** Completed, billed with the same write: never for a run cut short. */
  complete(record: TaskRecord, fields: CompletedFields, billed?: number): Promise<void>;
  fail(record: TaskRecord, error: { code: string; message: string }): Promise<void>;
  /** The entry and its files. */
  delete(record: TaskRecord): Promise<void>;
  /** Writes what is pending. */
  close(): Promise<void>;
}

/** API key records (hash and metadata; secrets are in the keychain, keys/secret-store.ts). */
export interface KeyRepository {
  /** Every key, revoked ones included, oldest first; from memory (bearer auth). */
  all(): readonly KeyRecord[];
  /**
   * Reloads `all()` from where the keys are kept, for a bearer not found in memory: a key
   * another gateway on the same database just made (the lowdb adapter has nothing to reload).
   */
  refresh(): Promise<void>;
  insert(record: KeyRecord): Promise<void>;
  /** Persists the changes made to a record returned by `all()`. */
  update(record: KeyRecord): Promise<void>;
  /** Persists `last_used_at` when convenient: a hint, a lost write costs nothing. */
  touch(record: KeyRecord): void;
}

/** Characters and requests billed per key and model. */
export interface UsageLedger {
  /**
   * Adds one request of `characters` code points to the key's row for the model. `line` is
   * the history line the bill was written with: the ledger remembers the last one, so that
   * after a crash the bills of later lines are applied once. Kept with the history write
   * that records it; persisted by the task repository's next write.
   */
  bill(keyId: string, model: string, characters: number, line?: number): void;
  /** The last history line whose bill is in the ledger. */
  billedThrough(): number;
  of(keyId: string): Awaitable<UsageRow[]>;
}

/** The pronunciation lexicons, one per owner. */
export interface LexiconRepository {
  /** The owner's entries in the order they were added; from memory (every speech request). */
  of(owner: string): LexiconRecord[];
  /** Replaces the owner's whole lexicon with `records`. */
  replace(owner: string, records: LexiconRecord[]): Promise<void>;
}

/** Small named JSON documents the gateway keeps (the upstream's settings). */
export interface SettingsRepository {
  /** The document, or null when it was never written. */
  read(name: string): Promise<unknown>;
  write(name: string, value: unknown): Promise<void>;
}

/**
 * Installed voice packs and the gateway's voice bindings (docs/voice-packs.md). Reads come from
 * memory (every speech request resolves its voice through them); an adapter loads them when it
 * opens and writes through. Download progress is kept in memory and persisted on state changes.
 */
export interface VoicePackRepository {
  /** Every pack, oldest first. */
  packs(): readonly VoicePackRecord[];
  /** Adds the pack, or replaces the one with its id. */
  putPack(record: VoicePackRecord): Promise<void>;
  removePack(id: string): Promise<void>;
  /** Every binding, by catalog voice id. */
  bindings(): readonly VoiceBindingRecord[];
  /** Adds or replaces the binding of `record.voice`. */
  bind(record: VoiceBindingRecord): Promise<void>;
  unbind(voice: string): Promise<void>;
  /**
   * Storage shared by several gateways (PostgreSQL): the right to run pack `id`'s download in
   * this process until `release()`, or null while another process holds it (so two gateways
   * never write one pack's files). It ends with the process. Absent where one gateway owns
   * the data (the desktop's file).
   */
  claimDownload?(id: string): Promise<{ release(): Promise<void> } | null>;
  /**
   * Storage shared by several gateways: reads pack `id` from the store again, so a pack
   * another gateway installed a moment ago is found before its change notification arrives
   * (a client behind a load balancer asks the next gateway for the pack it just installed).
   * Absent where one gateway owns the data.
   */
  reloadPack?(id: string): Promise<void>;
}

/** Every port of one storage, as an adapter opens it (app.ts passes each to its users). */
export interface Storage {
  tasks: TaskRepository;
  keys: KeyRepository;
  usage: UsageLedger;
  lexicon: LexiconRepository;
  settings: SettingsRepository;
  /** Resolves when nothing is left to write. */
  idle(): Promise<void>;
}
