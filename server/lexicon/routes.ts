import { Router, type Request, type Response } from 'express';
import { LEXICON_IMPORT_MODES, LEXICON_LIST_FORMATS } from '../../contract/request-values.ts';
import type {
  LexiconEntryDeleted,
  LexiconFile,
  LexiconImported,
  LexiconList,
} from '../../contract/lexicon.ts';
import { authOf } from '../http/auth.ts';
import type { ApiError } from '../http/errors.ts';
import { invalidRequest, notFound } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { route } from '../http/route.ts';
import { lexiconEntryObject, lexiconFileEntry, parseLexiconEntry } from './lexicon-entry.ts';
import { MAX_ENTRIES_PER_OWNER, type LexiconFields, type LexiconStore } from './lexicon-store.ts';
import { lexiconSampleHandler, type LexiconSampleDeps } from './sample-route.ts';

/** What the lexicon routes use. */
export interface LexiconDeps {
  lexicon: LexiconStore;
  /** What `POST /v1/audio/lexicon/sample` speaks with, asked for on its first request. */
  sample: () => Promise<LexiconSampleDeps>;
}

/** An import file of 5,000 entries stays well under this. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

function tooMany(): ApiError {
  return invalidRequest(
    'too_many_entries',
    `A lexicon holds at most ${MAX_ENTRIES_PER_OWNER} entries; delete some first.`,
    'grapheme',
  );
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  param: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw invalidRequest(
    'invalid_value',
    `'${param}' must be one of ${allowed.map((a) => `"${a}"`).join(', ')}; got ${JSON.stringify(value)}.`,
    param,
  );
}

/**
 * The caller's pronunciation lexicon (docs/decisions.md §7; wire shapes in contract/lexicon.ts). Entries
 * belong to the key's owner: keys of one owner share them, other owners never see them.
 * - GET /v1/audio/lexicon — the entries; `?format=file` downloads them as an import file.
 * - POST /v1/audio/lexicon — imports such a file (`?mode=merge`, the default, adds and replaces
 *   by grapheme; `?mode=replace` makes the file the whole lexicon). All or nothing: one bad
 *   entry refuses the file with a 400 naming it (`entries[3].phonemes`).
 * - PUT / DELETE /v1/audio/lexicon/{grapheme} — one entry; the grapheme URL-encoded. The same
 *   as /v1/audio/lexicon?grapheme=…, the only form for a grapheme with a '/'.
 * - POST /v1/audio/lexicon/sample — one word as the lexicon reads it, unbilled and out of the
 *   history (sample-route.ts). Declared before `{grapheme}` and for POST only, so a word
 *   "sample" is still PUT and DELETE like any other.
 */
export function lexiconRoutes(ctx: LexiconDeps): Router {
  const router = Router();
  const owner = (req: Request) => authOf(req).key.owner;

  const putEntry = async (req: Request, res: Response, grapheme: string): Promise<void> => {
    const fields = parseLexiconEntry(req.body, grapheme);
    if (!(await ctx.lexicon.put(owner(req), [fields]))) throw tooMany();
    const stored = ctx.lexicon.find(owner(req), grapheme);
    if (!stored) throw new Error('lexicon entry vanished after put');
    res.json(lexiconEntryObject(stored));
  };
  const deleteEntry = async (req: Request, res: Response, grapheme: string): Promise<void> => {
    if (!(await ctx.lexicon.delete(owner(req), grapheme))) {
      throw notFound(
        'entry_not_found',
        `The lexicon has no entry ${JSON.stringify(grapheme)}.`,
        'grapheme',
      );
    }
    res.json({ object: 'lexicon.entry', grapheme, deleted: true } satisfies LexiconEntryDeleted);
  };

  // One entry by `?grapheme=`: any grapheme, one with a '/' too, which a path segment can't
  // carry (an encoded slash is refused before routing: docs/decisions.md, "Paths are
  // checked before routing").
  const graphemeQuery = (req: Request): string => {
    const value = req.query.grapheme;
    if (typeof value !== 'string' || value === '')
      throw invalidRequest(
        'missing_field',
        'Name the entry: PUT/DELETE /v1/audio/lexicon?grapheme=<grapheme> or /v1/audio/lexicon/<grapheme>.',
        'grapheme',
      );
    return value;
  };
  route(router, '/audio/lexicon', {
    put: [...jsonBody(), (req, res) => putEntry(req, res, graphemeQuery(req))],
    delete: (req, res) => deleteEntry(req, res, graphemeQuery(req)),
    get: (req, res) => {
      const format =
        oneOf(req.query.format, LEXICON_LIST_FORMATS, 'format') ?? LEXICON_LIST_FORMATS[0];
      const entries = ctx.lexicon.of(owner(req));
      if (format === 'file') {
        res.setHeader('Content-Disposition', 'attachment; filename="voxmesh-lexicon.json"');
        res.json({
          object: 'lexicon',
          version: 1,
          entries: entries.map(lexiconFileEntry),
        } satisfies LexiconFile);
        return;
      }
      res.json({ object: 'list', data: entries.map(lexiconEntryObject) } satisfies LexiconList);
    },
    post: [
      ...jsonBody(IMPORT_BODY_LIMIT),
      async (req, res) => {
        const mode = oneOf(req.query.mode, LEXICON_IMPORT_MODES, 'mode') ?? LEXICON_IMPORT_MODES[0];
        const body = req.body as Partial<LexiconFile>;
        if (body.object !== undefined && body.object !== 'lexicon') {
          throw invalidRequest(
            'invalid_value',
            '\'object\' must be "lexicon" (an exported lexicon file).',
            'object',
          );
        }
        if (body.version !== undefined && body.version !== 1) {
          throw invalidRequest('invalid_value', "'version' must be 1.", 'version');
        }
        if (!Array.isArray(body.entries)) {
          throw invalidRequest(
            body.entries === undefined ? 'missing_field' : 'invalid_value',
            "'entries' must be an array of lexicon entries.",
            'entries',
          );
        }
        if (body.entries.length > MAX_ENTRIES_PER_OWNER) throw tooMany();
        const fields: LexiconFields[] = [];
        const seen = new Set<string>();
        for (const [i, entry] of body.entries.entries()) {
          const parsed = parseLexiconEntry(entry, null, `entries[${i}].`);
          if (seen.has(parsed.grapheme)) {
            throw invalidRequest(
              'duplicate_entry',
              `'entries[${i}].grapheme' repeats ${JSON.stringify(parsed.grapheme)}.`,
              `entries[${i}].grapheme`,
            );
          }
          seen.add(parsed.grapheme);
          fields.push(parsed);
        }
        if (!(await ctx.lexicon.put(owner(req), fields, mode === 'replace'))) throw tooMany();
        res.json({
          object: 'lexicon.import',
          imported: fields.length,
          total: ctx.lexicon.of(owner(req)).length,
        } satisfies LexiconImported);
      },
    ],
  });

  router.post('/audio/lexicon/sample', ...jsonBody(), lexiconSampleHandler(ctx.sample));
  route(router, '/audio/lexicon/:grapheme', {
    put: [...jsonBody(), (req, res) => putEntry(req, res, String(req.params.grapheme))],
    delete: (req, res) => deleteEntry(req, res, String(req.params.grapheme)),
  });
  return router;
}
