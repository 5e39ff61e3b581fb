/**
 * File names for downloads that say what the file is: by default
 * "2026-11-26 Ava - The quick brown fox.mp3". The pattern is a setting; its fields are
 * {date} {time} {voice} {model} {text} {id}. Characters no file system takes are replaced,
 * the text is cut at a word near 40 characters, and an empty result falls back to the id.
 */
export const DEFAULT_NAME_PATTERN = '{date} {voice} - {text}';

export interface NameFields {
  /** Unix seconds (a task's created_at), else now. */
  createdAt?: number;
  /** The voice as shown (its name), or its id. */
  voice?: string | null;
  model?: string | null;
  text?: string | null;
  id?: string | null;
}

const TEXT_CHARS = 40;
const pad = (n: number) => String(n).padStart(2, '0');

/** The first words of a text, cut at a word boundary near TEXT_CHARS, on one line. */
export function firstWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if ([...line].length <= TEXT_CHARS) return line.replace(/[.!?…。！？]+$/u, '');
  const cut = [...line].slice(0, TEXT_CHARS).join('');
  const space = cut.lastIndexOf(' ');
  return (space > TEXT_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[,;:.!?…，。]+$/u, '');
}

/** What no common file system accepts in a name: replaced by a space, then spaces folded. */
function clean(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[<>:"/\\|?*\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
  );
}

export function downloadName(
  fields: NameFields,
  extension: string,
  pattern: string = DEFAULT_NAME_PATTERN,
): string {
  const when = new Date((fields.createdAt ?? Date.now() / 1000) * 1000);
  const values: Record<string, string> = {
    date: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`,
    time: `${pad(when.getHours())}.${pad(when.getMinutes())}`,
    voice: fields.voice ?? '',
    model: fields.model ?? '',
    text: fields.text ? firstWords(fields.text) : '',
    id: fields.id ?? '',
  };
  const filled = (pattern.trim() || DEFAULT_NAME_PATTERN).replace(
    /\{(\w+)\}/g,
    (whole, key: string) => values[key] ?? whole,
  );
  // A field left empty leaves its separator dangling ("2026-11-26  - "): folded by clean().
  const name = clean(filled.replace(/\s+-\s+(?=-|$)/g, ' ').replace(/^\s*-\s+/, ''));
  return `${name || clean(fields.id ?? '') || 'voxmesh'}.${extension}`;
}
