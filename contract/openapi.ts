/**
 * The OpenAPI 3.1 document of the `/v1` API, generated from the contract's schemas
 * (schemas.ts, through zod's JSON Schema 2020-12 output, which OpenAPI 3.1 uses) and the
 * table of operations below. The gateway serves it at `GET /v1/openapi.json`, without a
 * key. Imports nothing of the server.
 */
import { z } from 'zod';
import type { MeshExportFormat } from './mesh.ts';
import {
  createKeyBody,
  lexiconEntryBody,
  lexiconFileBody,
  meshBody,
  speechBody,
  speechTaskBody,
  upstreamUpdateBody,
} from './schemas.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Access = 'none' | 'key' | 'admin';

interface Param {
  name: string;
  in: 'path' | 'query';
  description: string;
  required?: boolean;
  enum?: readonly string[];
  type?: 'string' | 'integer';
}

interface Operation {
  method: Method;
  /** The path under /v1, OpenAPI style (`{id}`). */
  path: string;
  summary: string;
  access: Access;
  tag: string;
  params?: Param[];
  body?: z.ZodType;
  /** The success status, its media type and what it is. */
  ok: { status: number; type: string; description: string };
  /** Error statuses this operation answers besides 401/403/429/5xx. */
  errors?: number[];
}

const MESH_EXPORT_FORMATS = [
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
    body: speechBody,
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
    method: 'post',
    path: '/audio/speech/tasks',
    summary: 'A long-text speech task (up to 500,000 characters), run in the background.',
    access: 'key',
    tag: 'Speech tasks',
    body: speechTaskBody,
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
      { name: 'format', in: 'query', description: 'Default json.', enum: ['json', 'srt', 'vtt'] },
    ],
    ok: { status: 200, type: JSON_TYPE, description: 'The timestamps document or subtitles.' },
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/audio/lexicon',
    summary: "The caller's pronunciation lexicon (shared by the keys of one owner).",
    access: 'key',
    tag: 'Lexicon',
    params: [
      { name: 'format', in: 'query', description: 'file: an import file.', enum: ['json', 'file'] },
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
      { name: 'mode', in: 'query', description: 'Default merge.', enum: ['merge', 'replace'] },
    ],
    body: lexiconFileBody,
    ok: { status: 200, type: JSON_TYPE, description: 'How many entries were imported.' },
    errors: [400, 413],
  },
  {
    method: 'put',
    path: '/audio/lexicon/{grapheme}',
    summary: 'Adds or replaces one entry (or PUT /v1/audio/lexicon?grapheme=).',
    access: 'key',
    tag: 'Lexicon',
    params: [{ name: 'grapheme', in: 'path', required: true, description: 'URL-encoded.' }],
    body: lexiconEntryBody,
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
    body: meshBody,
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
      { name: 'kind', in: 'query', description: 'Only this kind.', enum: ['speech', '3d'] },
      {
        name: 'status',
        in: 'query',
        description: 'Only this status.',
        enum: ['queued', 'in_progress', 'completed', 'failed'],
      },
      { name: 'after', in: 'query', description: 'The last id of the previous page.' },
      { name: 'limit', in: 'query', description: '1–100, default 20.', type: 'integer' },
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
    body: createKeyBody,
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
    ok: { status: 200, type: JSON_TYPE, description: 'Version, data directory, pools, tasks.' },
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
    body: upstreamUpdateBody,
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

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is invalid; `error.param` names the field.',
  401: 'No API key, or not a valid one.',
  403: 'The key may not do this (scope, or model not allowed).',
  404: 'Not found (an unknown model or task, or another owner’s).',
  409: 'The task is not completed yet.',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  429: 'Too many requests for this key now; see Retry-After.',
  503: 'The gateway is busy or an upstream is unavailable; see Retry-After.',
};

const COMPONENTS = '#/components/schemas/';

/**
 * Every schema of schemas.ts with an id, as JSON Schema 2020-12 (what OpenAPI 3.1 uses),
 * referring to each other under `components/schemas`. `io: 'input'`: what a client may
 * send (a field with a default is optional).
 */
function componentSchemas(): Record<string, object> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

/** A reference to the component of a schema with an id (every request body has one). */
function refTo(type: z.ZodType): object {
  const id = z.globalRegistry.get(type)?.id;
  if (!id) throw new Error('a request body of the document has no id (schemas.ts .meta({ id }))');
  return { $ref: `${COMPONENTS}${id}` };
}

const errorResponse = (status: number) => ({
  description: STATUS_TEXT[status] ?? 'An error.',
  content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The document, built once per call (the route caches it). */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const errors = new Set<number>(op.errors ?? []);
    if (op.access !== 'none') {
      errors.add(401);
      errors.add(429);
    }
    if (op.access === 'admin') errors.add(403);
    if (op.body) errors.add(400);
    const responses: Record<string, unknown> = {
      [String(op.ok.status)]: {
        description: op.ok.description,
        content: { [op.ok.type]: {} },
      },
    };
    for (const status of [...errors].sort()) responses[String(status)] = errorResponse(status);
    responses.default = {
      description: 'Any other error, in the same shape.',
      content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
    const operation: Record<string, unknown> = {
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: op.summary,
      tags: [op.tag],
      ...(op.access === 'none' ? { security: [] } : {}),
      ...(op.params
        ? {
            parameters: op.params.map((p) => ({
              name: p.name,
              in: p.in,
              required: p.in === 'path' ? true : (p.required ?? false),
              description: p.description,
              schema: { type: p.type ?? 'string', ...(p.enum ? { enum: [...p.enum] } : {}) },
            })),
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { [JSON_TYPE]: { schema: refTo(op.body) } },
            },
          }
        : {}),
      responses,
    };
    (paths[`/v1${op.path}`] ??= {})[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'VoxMesh gateway',
      version,
      description:
        'Speech synthesis and 3D generation on embedded engines, with an optional upstream of the same API. Errors have one shape (ErrorBody).',
      license: { name: 'GPL-3.0-or-later', identifier: 'GPL-3.0-or-later' },
    },
    servers: [{ url: 'http://127.0.0.1:8790', description: 'The desktop gateway (default port).' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <key>' },
      },
      schemas: componentSchemas(),
    },
  };
}
