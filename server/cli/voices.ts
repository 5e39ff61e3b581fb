/**
 * `voxmesh voices list|add|remove|bind|unbind` (docs/voice-packs.md): a client of the gateway
 * running on the data directory — packs are installed by the gateway (its engine workers test
 * them) — authorised with the studio's own key, which the data directory's admin token gives.
 */
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { VoiceList } from '../../contract/speech.ts';
import type { VoicePack, VoicePackList } from '../../contract/voice-packs.ts';
import { adminCall, AdminCallError } from '../keys/admin-client.ts';
import { liveInstance } from '../store/instance.ts';
import { UsageError, type VoicesArgs } from './args.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

interface Client {
  call<T>(method: string, pathname: string, body?: unknown): Promise<T>;
}

async function client(dataDir: string): Promise<Client> {
  const running = await liveInstance(dataDir);
  if (!running) {
    throw new UsageError(
      `No VoxMesh gateway is running on ${dataDir}: start one ('voxmesh serve' or the desktop app); voice packs are installed by it.`,
    );
  }
  let secret: string;
  try {
    secret = ((await adminCall(running, 'POST', '/app-key')) as { secret: string }).secret;
  } catch (err) {
    if (err instanceof AdminCallError) throw new UsageError(err.message);
    throw err;
  }
  return {
    async call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
      const form = body instanceof FormData;
      const res = await fetch(`${running.url}/v1${pathname}`, {
        method,
        headers: {
          Authorization: `Bearer ${secret}`,
          ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      });
      const json = (await res.json()) as T & { error?: { message: string } };
      if (!res.ok) throw new UsageError(json.error?.message ?? `HTTP ${res.status}`);
      return json;
    },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function describe(p: VoicePack): string {
  const state = p.status === 'downloading' ? `downloading ${p.progress}%` : p.status;
  const error = p.error ? ` — ${p.error.message}` : '';
  return `${p.id}  ${p.name}  ${state}  ${p.language ?? '?'}  ${megabytes(p.size_bytes)}  ${p.voices.join(', ')}${error}`;
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

async function add(api: Client, args: VoicesArgs): Promise<VoicePack> {
  const source = args.rest[0] as string;
  if (isUrl(source)) {
    let pack = await api.call<VoicePack>('POST', '/audio/voice-packs', {
      url: source,
      ...(args.voices ? { format: 'kokoro', voices_url: args.voices } : {}),
      ...(args.config ? { config_url: args.config } : {}),
      ...(args.sha256 ? { sha256: args.sha256 } : {}),
    });
    let shown = -1;
    while (pack.status === 'downloading') {
      if (pack.progress !== shown) out(`downloading ${pack.name}: ${(shown = pack.progress)}%`);
      await new Promise((r) => setTimeout(r, 500));
      pack = await api.call<VoicePack>('GET', `/audio/voice-packs/${pack.id}`);
    }
    return pack;
  }
  const form = new FormData();
  form.append('model', await openAsBlob(source), path.basename(source));
  // A Kokoro pack: the model, its voices file and (when given) its config.json.
  const config = args.config ?? (args.voices ? undefined : `${source}.json`);
  if (args.voices) {
    form.append('format', 'kokoro');
    form.append('voices', await openAsBlob(args.voices), path.basename(args.voices));
  }
  if (config) form.append('config', await openAsBlob(config), path.basename(config));
  if (args.sha256) form.append('sha256', args.sha256);
  return api.call<VoicePack>('POST', '/audio/voice-packs', form);
}

export async function voices(args: VoicesArgs): Promise<number> {
  const api = await client(args.dataDir);
  const [first = '', second = ''] = args.rest;
  switch (args.action) {
    case 'list': {
      const packs = (await api.call<VoicePackList>('GET', '/audio/voice-packs')).data;
      if (packs.length === 0) out('No voice packs installed.');
      for (const p of packs) out(describe(p));
      const bound = new Map<string, string>();
      for (const model of ['beta-speech-v8', 'alpha-tts']) {
        const list = await api.call<VoiceList>('GET', `/audio/voices?model=${model}`);
        for (const v of list.data) if (v.bound_to) bound.set(v.id, v.bound_to);
      }
      for (const [voice, to] of bound) out(`${voice} → ${to}`);
      return 0;
    }
    case 'add': {
      const pack = await add(api, args);
      out(describe(pack));
      return pack.status === 'ready' ? 0 : 1;
    }
    case 'remove':
      await api.call('DELETE', `/audio/voice-packs/${encodeURIComponent(first)}`);
      out(`Removed ${first}.`);
      return 0;
    case 'bind':
      await api.call('PUT', `/audio/voices/${encodeURIComponent(first)}/binding`, {
        voice: second,
      });
      out(`${first} → ${second}`);
      return 0;
    case 'unbind':
      await api.call('DELETE', `/audio/voices/${encodeURIComponent(first)}/binding`);
      out(`${first} speaks with its catalog voice again.`);
      return 0;
    default:
      throw new UsageError(`Unknown voices action '${args.action ?? ''}'.`);
  }
}
