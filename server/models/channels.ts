/**
 * The channel seam (docs/architecture.md, "Seams"): what a transport hands the channel the
 * registry chose for a model. Transports (sync speech, speech tasks, the WebSocket, 3D
 * submission) live with their capability and are written once: they check the request,
 * then call the channel. A channel other than the embedded engines (the upstream,
 * `server/upstream/`) implements these interfaces and borrows nothing of the capabilities;
 * what it must know of them (file names, content types) it is given here or at composition.
 */
import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { WebSocket } from 'ws';
import type { KeyRecord } from '../store/key-record.ts';
import type { TaskRecordOf } from '../store/task-record.ts';
import type { ResolvedModel } from './registry.ts';

/** One checked request, as a transport hands it to a channel. */
export interface ChannelCall {
  model: ResolvedModel;
  key: KeyRecord;
  /** The body as the client sent it (a remote channel forwards it with its model id). */
  body: Record<string, unknown>;
  /** The HTTP request (or WebSocket handshake) that made it: a remote channel reads its hops. */
  incoming: IncomingMessage;
}

/** A speech request checked by the speech capability. */
export interface SpeechCall extends ChannelCall {
  /** The text as submitted: billed by its code points, kept as the task's input. */
  text: string;
  /** The request as the history stores it. */
  request: TaskRecordOf<'speech'>['request'];
}

/** A 3D request checked by the 3D capability. */
export interface MeshCall extends ChannelCall {
  request: TaskRecordOf<'3d'>['request'];
  /** The body to forward (a texture's `source_task_id` already the remote's id). */
  forwarded: Record<string, unknown>;
}

/** The names and types of speech results, as the speech capability writes them. */
export interface SpeechFileNames {
  input: string;
  timestamps: string;
  audio(format: string): string;
  contentTypeOf(format: string): string;
  /** The format a `Content-Type` names, else `fallback`. */
  formatOf(contentType: string | undefined, fallback: string): string;
}

/** The names and types of 3D results, as the 3D capability writes them. */
export interface MeshFileNames {
  glb: string;
  thumbnail: { file: string; contentType: string };
}

/** A speech channel other than the embedded engines. */
export interface RemoteSpeechChannel {
  /** Refuses at once (503/502/508) while the channel is known to be down. */
  requireUp(): void;
  /** Sync speech: the audio streamed to `res` as it comes, then recorded in the history. */
  sync(call: SpeechCall, res: Response): Promise<void>;
  /** What a task needs saved in its folder before it is queued for this channel. */
  prepareTask(record: TaskRecordOf<'speech'>, call: SpeechCall): Promise<void>;
  /** A WebSocket session whose request frame (`frame`) the transport has read and checked. */
  session(client: WebSocket, call: SpeechCall, frame: string): Promise<void>;
}

/** A 3D channel other than the embedded engines. */
export interface RemoteMeshChannel {
  requireUp(): void;
  prepareTask(record: TaskRecordOf<'3d'>, call: MeshCall): Promise<void>;
}

/** What a remote channel implements, per kind. */
export interface RemoteChannel {
  speech: RemoteSpeechChannel;
  mesh: RemoteMeshChannel;
}

/**
 * The remote channels of one gateway by name: a transport whose model the registry gives a
 * channel other than `local` asks here for its implementation. Made in app.ts; the upstream
 * adds itself when opened.
 */
export class RemoteChannels {
  private readonly byName = new Map<string, RemoteChannel>();

  add(name: string, channel: RemoteChannel): void {
    this.byName.set(name, channel);
  }

  private get(name: string): RemoteChannel {
    const channel = this.byName.get(name);
    if (!channel) throw new Error(`no channel named ${name}`);
    return channel;
  }

  speech(name: string): RemoteSpeechChannel {
    return this.get(name).speech;
  }

  mesh(name: string): RemoteMeshChannel {
    return this.get(name).mesh;
  }
}
