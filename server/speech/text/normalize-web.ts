/**
 * Web addresses and e-mail addresses, which no engine reads well on its own.
 *
 * In English they are read out: "https://www.example.com/docs/intro.html?x=1" → "example dot com
 * slash docs slash intro dot html" (scheme, "www.", query and fragment left out), a bare domain
 * "example.org" → "example dot org", "jane.doe@mail.example.com" → "jane dot doe at mail dot
 * example dot com". In other languages an address becomes its bare host name ("example.com"),
 * which the engine reads with its own word for the dot; e-mail addresses are left as they are.
 */

import type { Edit } from './normalize-map.ts';

const URL_PATTERN =
  /(?<![\p{L}\p{N}@/])(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`]+|(?<![\p{L}\p{N}@._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}@./_-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:com|org|net|edu|gov|io|dev|ai|app|co|uk|us|de|fr|info|biz|me|tv|ly|gg|xyz)(?![\p{L}\p{N}@-]|\.[\p{L}\p{N}])/giu;
/** Punctuation that ends a sentence or clause rather than the address. */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

export function webEdits(text: string, english: boolean): Edit[] {
  const edits: Edit[] = [];
  URL_PATTERN.lastIndex = 0;
  for (let match = URL_PATTERN.exec(text); match; match = URL_PATTERN.exec(text)) {
    let token = match[0];
    const trailing = TRAILING.exec(token);
    if (trailing) token = token.slice(0, trailing.index);
    if (token === '') continue;
    const start = match.index;
    const end = start + token.length;
    URL_PATTERN.lastIndex = end;
    const spoken =
      token.includes('@') && !token.includes('/') ? email(token, english) : url(token, english);
    if (spoken !== null && spoken !== token) edits.push({ start, end, text: spoken });
  }
  return edits;
}

function email(address: string, english: boolean): string | null {
  if (!english) return null;
  const at = address.lastIndexOf('@');
  const local = address
    .slice(0, at)
    .split(/([._+-])/)
    .map((part) => LOCAL_SEPARATORS[part] ?? part)
    .filter((part) => part !== '')
    .join(' ');
  return `${local} at ${domain(address.slice(at + 1))}`;
}

const LOCAL_SEPARATORS: Readonly<Record<string, string>> = {
  '.': 'dot',
  _: 'underscore',
  '-': 'dash',
  '+': 'plus',
};

function url(address: string, english: boolean): string {
  const withoutScheme = address.replace(/^(?:https?|ftp):\/\//i, '').replace(/^www\./i, '');
  const cut = withoutScheme.search(/[?#]/);
  const path = cut >= 0 ? withoutScheme.slice(0, cut) : withoutScheme;
  const slash = path.indexOf('/');
  const host = (slash >= 0 ? path.slice(0, slash) : path).replace(/:\d+$/, '');
  if (!english) return host;
  const segments = (slash >= 0 ? path.slice(slash + 1) : '')
    .split('/')
    .map((segment) => words(safeDecode(segment)))
    .filter((segment) => segment !== '');
  return [domain(host), ...segments].join(' slash ');
}

function domain(host: string): string {
  return host
    .split('.')
    .map((label) => label.split('-').join(' '))
    .filter((label) => label !== '')
    .join(' dot ');
}

/** A path segment as words: "intro.html" → "intro dot html", other symbols → spaces. */
function words(segment: string): string {
  return segment
    .split('.')
    .map((part) => part.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((part) => part !== '')
    .join(' dot ');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
