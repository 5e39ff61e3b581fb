/**
 * The OpenAPI 3.1 document of the `/v1` API, generated from the contract's schemas
 * (schemas.ts, through zod's JSON Schema 2020-12 output, which OpenAPI 3.1 uses) and the
 * table of operations below. The gateway serves it at `GET /v1/openapi.json`, without a
 * key. Imports nothing of the server.
 */
import { z } from 'zod';
import { OPERATIONS, type BodyName } from './operations.ts';
import {
  createKeyBody,
  lexiconEntryBody,
  lexiconFileBody,
  lexiconSampleBody,
  meshBody,
  speechBody,
  speechTaskBody,
  upstreamUpdateBody,
  voiceBindingBody,
  voicePackInstallBody,
} from './schemas.ts';

const BODIES: Record<BodyName, z.ZodType> = {
  SpeechBody: speechBody,
  SpeechTaskBody: speechTaskBody,
  LexiconFile: lexiconFileBody,
  LexiconEntryBody: lexiconEntryBody,
  LexiconSampleBody: lexiconSampleBody,
  MeshBody: meshBody,
  CreateKeyBody: createKeyBody,
  UpstreamUpdateBody: upstreamUpdateBody,
  VoicePackInstallBody: voicePackInstallBody,
  VoiceBindingBody: voiceBindingBody,
};

const JSON_TYPE = 'application/json';

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
              content: { [JSON_TYPE]: { schema: refTo(BODIES[op.body]) } },
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
