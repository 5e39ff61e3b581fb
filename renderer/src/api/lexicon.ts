/** The caller's pronunciation lexicon (contract/lexicon.ts). */
import type {
  LexiconEntry,
  LexiconEntryBody,
  LexiconFile,
  LexiconImported,
  LexiconList,
  LexiconSampleBody,
} from '@voxmesh/contract/lexicon.ts';
import { getJson, getText, postJson, send, type Connection } from './http.ts';

export type { LexiconEntry, LexiconEntryBody, LexiconFile, LexiconSampleBody };

/** One entry, named in the query: a grapheme may hold a '/', which no path segment carries. */
const path = (grapheme: string) => `/v1/audio/lexicon?grapheme=${encodeURIComponent(grapheme)}`;

export const listLexicon = async (conn: Connection) =>
  (await getJson<LexiconList>(conn, '/v1/audio/lexicon')).data;

export async function putLexiconEntry(
  conn: Connection,
  grapheme: string,
  body: LexiconEntryBody,
): Promise<LexiconEntry> {
  return (await (
    await send(conn, path(grapheme), { method: 'PUT', json: body })
  ).json()) as LexiconEntry;
}

export async function deleteLexiconEntry(conn: Connection, grapheme: string): Promise<void> {
  await send(conn, path(grapheme), { method: 'DELETE' });
}

/** The lexicon as an import file's text (JSON). */
export const exportLexicon = (conn: Connection) => getText(conn, '/v1/audio/lexicon?format=file');

export const importLexicon = (conn: Connection, file: unknown, mode: 'merge' | 'replace') =>
  postJson<LexiconImported>(conn, `/v1/audio/lexicon?mode=${mode}`, file);

/**
 * One word spoken as the lexicon reads it (or as an unsaved `alias` / `phonemes` would): not
 * billed and not in History, a few per key and minute (docs/decisions.md, "Lexicon samples
 * outside History and usage").
 */
export async function lexiconSample(conn: Connection, body: LexiconSampleBody): Promise<Blob> {
  return (await send(conn, '/v1/audio/lexicon/sample', { json: body })).blob();
}
