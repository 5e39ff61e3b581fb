/**
 * Every `/v1` operation the gateway serves: method, path, who may call it, parameters, body
 * and answers. The OpenAPI document (openapi.ts) is built from it, and the request log
 * (server/http/logged-route.ts) knows the routes from it. No zod here: the log loads it
 * before the first request. test/contract/openapi.test.ts checks it against the gateway.
 */
import type { MeshExportFormat } from './mesh.ts';
import {
  HISTORY_PAGE_LIMIT,
  LEXICON_IMPORT_MODES,
  LEXICON_LIST_FORMATS,
  TASK_KINDS,
  TASK_STATUSES,
  TIMESTAMPS_FORMATS,
} from './request-values.ts';

/** The schemas (schemas.ts ids) a request body may be. */
export type BodyName =
  | 'SpeechBody'
  | 'SpeechTaskBody'
  | 'LexiconFile'
  | 'LexiconEntryBody'
  | 'LexiconSampleBody'
  | 'MeshBody'
  | 'CreateKeyBody'
  | 'UpstreamUpdateBody'
  | 'VoicePackInstallBody'
  | 'VoiceBindingBody';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Access = 'none' | 'key' | 'admin';

export interface Param {
  name: string;
  in: 'path' | 'query';
  description: string;
  required?: boolean;
  enum?: readonly string[];
  type?: 'string' | 'integer';
}

export interface Operation {
  method: Method;
  /** The path under /v1, OpenAPI style (`{id}`). */
  path: string;
  summary: string;
  access: Access;
  tag: string;
  params?: Param[];
  /** The request body: a schema id of schemas.ts. */
  body?: BodyName;
  /** The success status, its media type and what it is. */
  ok: { status: number; type: string; description: string };
  /** Error statuses this operation answers besides 401/403/429/5xx. */
  errors?: number[];
}

export const MESH_EXPORT_FORMATS = [
  'glb',
  'obj',
  'stl',
  'usdz',
] as const satisfies readonly MeshExportFormat[];

const id = (what: string): Param => ({ name: 'id', in: 'path', required: true, description: what });
const JSON_TYPE = 'application/json';
const AUDIO = 'audio/mpeg';

/** Every `/v1` operation the gateway serves. test/contract/openapi.test.ts checks the list. */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document.',
    access: 'none',
    tag: 'Meta',
    ok: { status: 200, type: JSON_TYPE, description: 'The OpenAPI 3.1 document.' },
  },
  {
    method: 'get',
    path: '/models',
    summary: 'The models your key can call, with their kind (and 3D mode).',
    access: 'key',
    tag: 'Models',
    ok: { status: 200, type: JSON_TYPE, description: 'A list of model objects.' },
  },
  {
    method: 'get',
    path: '/models/{model}',
    summary: 'One model.',
    access: 'key',
    tag: 'Models',
    params: [{ name: 'model', in: 'path', required: true, description: 'The model id.' }],
    ok: { status: 200, type: JSON_TYPE, description: 'The model object.' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/audio/speech',
    summary:
      'Speech, synchronously: the whole file (speech mode) or chunks as they are made (stream mode).',
    access: 'key',
    tag: 'Speech',
    body: 'SpeechBody',
    ok: {
      status: 200,
      type: AUDIO,
      description:
        'The audio (audio/mpeg, audio/wav or raw PCM), with x-task-id, x-usage-input-tokens and x-audio-duration-ms (a trailer in stream mode).',
    },
    errors: [400, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/audio/voices',
    summary: 'The voices of a speech model.',
    access: 'key',
    tag: 'Speech',
    params: [{ name: 'model', in: 'query', required: true, description: 'A speech model id.' }],
    ok: { status: 200, type: JSON_TYPE, description: 'A list of voices.' },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/audio/voices/{voice_id}/sample',
    summary:
      "A short sentence the gateway chooses, in the voice's language: made once, kept, not billed and not in the history.",
    access: 'key',
    tag: 'Speech',
    params: [
      { name: 'voice_id', in: 'path', required: true, description: 'A voice id of the model.' },
      { name: 'model', in: 'query', required: true, description: 'A speech model id.' },
    ],
    ok: { status: 200, type: AUDIO, description: "The sample in the model's default format." },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/audio/speech/tasks',
    summary: 'A long-text speech task (up to 500,000 characters), run in the background.',
    access: 'key',
    tag: 'Speech tasks',
    body: 'SpeechTaskBody',
    ok: { status: 200, type: JSON_TYPE, description: 'The task as accepted (queued).' },
    errors: [400, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/audio/speech/tasks/{id}',
    summary: 'A speech task: status, progress and, when completed, its links.',
    access: 'key',
    tag: 'Speech tasks',
    params: [id('The task id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The speech task object.' },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/audio/speech/tasks/{id}/content',
    summary: 'The audio of a completed speech task.',
    access: 'key',
    tag: 'Speech tasks',
    params: [id('The task id.')],
    ok: { status: 200, type: AUDIO, description: 'The audio file.' },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/audio/speech/tasks/{id}/input',
    summary: 'The text a task (or recorded sync request) was given.',
    access: 'key',
    tag: 'Speech tasks',
    params: [id('The task id.')],
    ok: { status: 200, type: 'text/plain', description: 'The text, UTF-8.' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/audio/speech/tasks/{id}/timestamps',
    summary: 'Word or sentence timestamps, as JSON or subtitles.',
    access: 'key',
    tag: 'Speech tasks',
    params: [
      id('The task id.'),
      { name: 'format', in: 'query', description: 'Default json.', enum: TIMESTAMPS_FORMATS },
    ],
    ok: { status: 200, type: JSON_TYPE, description: 'The timestamps document or subtitles.' },
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/audio/voice-packs',
    summary: 'Installed voice packs (Piper voices, Kokoro models), with their status and voices.',
    access: 'key',
    tag: 'Voice packs',
    ok: { status: 200, type: JSON_TYPE, description: 'A list of voice packs.' },
  },
  {
    method: 'post',
    path: '/audio/voice-packs',
    summary:
      'Installs a voice pack: JSON {url|hub_key} (a Kokoro model: {format: kokoro, url, ' +
      'voices_url}) starts a download (202, status downloading); multipart/form-data with the ' +
      'files model and config (Kokoro: model, voices [, config]) installs an upload (201, ready).',
    access: 'admin',
    tag: 'Voice packs',
    body: 'VoicePackInstallBody',
    ok: { status: 202, type: JSON_TYPE, description: 'The voice pack.' },
    errors: [400, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/audio/voice-packs/catalog',
    summary: "The voice hub's installable voices (serve --voice-hub); says so when offline.",
    access: 'key',
    tag: 'Voice packs',
    ok: { status: 200, type: JSON_TYPE, description: 'The catalogue.' },
  },
  {
    method: 'get',
    path: '/audio/voice-packs/{id}',
    summary: 'One voice pack: status, download progress, voices, error.',
    access: 'key',
    tag: 'Voice packs',
    params: [id('The voice pack id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The voice pack.' },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/audio/voice-packs/{id}',
    summary: 'Removes a voice pack (cancels its download), its files and bindings to it.',
    access: 'admin',
    tag: 'Voice packs',
    params: [id('The voice pack id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The pack was removed.' },
    errors: [404],
  },
  {
    method: 'put',
    path: '/audio/voices/{voice_id}/binding',
    summary: "Makes a catalog voice speak with a voice pack's voice, for every client.",
    access: 'admin',
    tag: 'Voice packs',
    params: [{ name: 'voice_id', in: 'path', required: true, description: 'A catalog voice id.' }],
    body: 'VoiceBindingBody',
    ok: { status: 200, type: JSON_TYPE, description: 'The binding.' },
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/audio/voices/{voice_id}/binding',
    summary: 'Restores the catalog voice.',
    access: 'admin',
    tag: 'Voice packs',
    params: [{ name: 'voice_id', in: 'path', required: true, description: 'A catalog voice id.' }],
    ok: { status: 200, type: JSON_TYPE, description: 'The binding was removed.' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/audio/lexicon',
    summary: "The caller's pronunciation lexicon (shared by the keys of one owner).",
    access: 'key',
    tag: 'Lexicon',
    params: [
      {
        name: 'format',
        in: 'query',
        description: 'file: an import file.',
        enum: LEXICON_LIST_FORMATS,
      },
    ],
    ok: { status: 200, type: JSON_TYPE, description: 'The entries, or the import file.' },
  },
  {
    method: 'post',
    path: '/audio/lexicon',
    summary: 'Imports a lexicon file, all or nothing.',
    access: 'key',
    tag: 'Lexicon',
    params: [
      { name: 'mode', in: 'query', description: 'Default merge.', enum: LEXICON_IMPORT_MODES },
    ],
    body: 'LexiconFile',
    ok: { status: 200, type: JSON_TYPE, description: 'How many entries were imported.' },
    errors: [400, 413],
  },
  {
    method: 'post',
    path: '/audio/lexicon/sample',
    summary:
      'Hear one word (or an entry before saving it) as the lexicon reads it: not billed, not in the history, a few per key and minute.',
    access: 'key',
    tag: 'Lexicon',
    body: 'LexiconSampleBody',
    ok: { status: 200, type: AUDIO, description: "The word in the model's default format." },
    errors: [400, 404, 415],
  },
  {
    method: 'put',
    path: '/audio/lexicon/{grapheme}',
    summary: 'Adds or replaces one entry (or PUT /v1/audio/lexicon?grapheme=).',
    access: 'key',
    tag: 'Lexicon',
    params: [{ name: 'grapheme', in: 'path', required: true, description: 'URL-encoded.' }],
    body: 'LexiconEntryBody',
    ok: { status: 200, type: JSON_TYPE, description: 'The entry.' },
    errors: [400],
  },
  {
    method: 'delete',
    path: '/audio/lexicon/{grapheme}',
    summary: 'Deletes one entry (or DELETE /v1/audio/lexicon?grapheme=).',
    access: 'key',
    tag: 'Lexicon',
    params: [{ name: 'grapheme', in: 'path', required: true, description: 'URL-encoded.' }],
    ok: { status: 200, type: JSON_TYPE, description: 'The entry was deleted.' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/3d',
    summary: 'A 3D task: text to 3D, image to 3D, or a texture for a draft.',
    access: 'key',
    tag: '3D',
    body: 'MeshBody',
    ok: { status: 200, type: JSON_TYPE, description: 'The task as accepted (queued).' },
    errors: [400, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/3d/{id}',
    summary: 'A 3D task: status, progress and, when completed, its model URLs.',
    access: 'key',
    tag: '3D',
    params: [id('The task id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The 3D task object.' },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/3d/{id}/content',
    summary: 'The model of a completed 3D task, as GLB or another format.',
    access: 'key',
    tag: '3D',
    params: [
      id('The task id.'),
      { name: 'format', in: 'query', description: 'Default glb.', enum: MESH_EXPORT_FORMATS },
    ],
    ok: { status: 200, type: 'model/gltf-binary', description: 'The model file.' },
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/3d/{id}/thumbnail',
    summary: 'A PNG picture of a completed 3D model.',
    access: 'key',
    tag: '3D',
    params: [id('The task id.')],
    ok: { status: 200, type: 'image/png', description: 'The thumbnail.' },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/tasks',
    summary: 'The history: tasks, sync requests and WebSocket sessions, newest first.',
    access: 'key',
    tag: 'History',
    params: [
      { name: 'kind', in: 'query', description: 'Only this kind.', enum: TASK_KINDS },
      {
        name: 'status',
        in: 'query',
        description: 'Only this status.',
        enum: TASK_STATUSES,
      },
      { name: 'after', in: 'query', description: 'The last id of the previous page.' },
      {
        name: 'limit',
        in: 'query',
        description: `${HISTORY_PAGE_LIMIT.min}–${HISTORY_PAGE_LIMIT.max}, default ${HISTORY_PAGE_LIMIT.default}.`,
        type: 'integer',
      },
    ],
    ok: { status: 200, type: JSON_TYPE, description: 'A page of history items.' },
    errors: [400],
  },
  {
    method: 'delete',
    path: '/tasks/{id}',
    summary: 'Deletes a history entry and its files (cancels it if running).',
    access: 'key',
    tag: 'History',
    params: [id('The task id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The entry was deleted.' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/usage',
    summary: 'Characters and requests billed, per key and model.',
    access: 'key',
    tag: 'Usage',
    ok: { status: 200, type: JSON_TYPE, description: 'The usage rows of your owner.' },
  },
  {
    method: 'get',
    path: '/keys',
    summary: 'The API keys (admin).',
    access: 'admin',
    tag: 'Admin',
    ok: { status: 200, type: JSON_TYPE, description: 'The keys, never their secrets.' },
  },
  {
    method: 'post',
    path: '/keys',
    summary: 'Creates a key (admin); its secret is shown once.',
    access: 'admin',
    tag: 'Admin',
    body: 'CreateKeyBody',
    ok: { status: 201, type: JSON_TYPE, description: 'The key with its secret.' },
    errors: [400],
  },
  {
    method: 'delete',
    path: '/keys/{id}',
    summary: 'Revokes a key (admin).',
    access: 'admin',
    tag: 'Admin',
    params: [id('The key id.')],
    ok: { status: 200, type: JSON_TYPE, description: 'The revoked key.' },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/server',
    summary: 'What this gateway is and runs (admin).',
    access: 'admin',
    tag: 'Admin',
    ok: {
      status: 200,
      type: JSON_TYPE,
      description: 'Version, data directory, pools, tasks; on a team server its workers.',
    },
  },
  {
    method: 'get',
    path: '/logs',
    summary: 'The recent request log (admin).',
    access: 'admin',
    tag: 'Admin',
    params: [
      { name: 'after', in: 'query', description: 'The last id seen.', type: 'integer' },
      { name: 'limit', in: 'query', description: 'At most this many.', type: 'integer' },
    ],
    ok: { status: 200, type: JSON_TYPE, description: 'Request log entries.' },
  },
  {
    method: 'get',
    path: '/upstream',
    summary: 'The upstream channel: URL, routes, model map, health (admin).',
    access: 'admin',
    tag: 'Upstream',
    ok: { status: 200, type: JSON_TYPE, description: 'The upstream settings and health.' },
  },
  {
    method: 'put',
    path: '/upstream',
    summary: 'Sets the upstream channel (admin); the key is write-only.',
    access: 'admin',
    tag: 'Upstream',
    body: 'UpstreamUpdateBody',
    ok: { status: 200, type: JSON_TYPE, description: 'The upstream settings and health.' },
    errors: [400],
  },
  {
    method: 'post',
    path: '/upstream/test',
    summary: 'Checks the upstream now (admin).',
    access: 'admin',
    tag: 'Upstream',
    ok: { status: 200, type: JSON_TYPE, description: 'The upstream settings and health.' },
  },
];
