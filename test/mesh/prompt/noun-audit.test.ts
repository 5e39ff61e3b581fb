/**
 * Issue 32 (session 17): a noun sits only on a kind it means. The noun audit
 * (bench/mesh-noun-audit.ts) reads every English noun of every kind through WordNet; a
 * sibling or another thing is a flag, and every flag is either resolved (the noun got its own
 * kind, or left for honest reading) or allowed with a reason. Nouns taken off near kinds
 * reach the kind that shows them: a mango is no avocado, a waffle no pancake stack, a balloon
 * no ball, a crayon no pencil, shorts no trousers, a kimono no bathrobe, a white cane no
 * crutch.
 */
import { describe, expect, it } from 'vitest';
import {
  NAMES_NOT_MODIFIERS,
  NOUN_AUDIT_ALLOWED,
} from '../../../bench/data/mesh-noun-audit-allow.ts';
import {
  auditNoun,
  isFlag,
  modifierNouns,
  type NounVerdict,
} from '../../../bench/lib/noun-audit.ts';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { kindSenseWords } from '../../../server/mesh/prompt/meaning.ts';
import { kindOfNoun, LEXICON_KINDS, nounsOfKind } from '../../../server/mesh/prompt/nouns.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

function auditAll(): NounVerdict[] {
  const out: NounVerdict[] = [];
  for (const kind of LEXICON_KINDS) {
    const own = kindSenseWords(kind);
    if (own === null) continue;
    for (const noun of nounsOfKind(kind)) {
      if (noun !== kind && kindOfNoun(noun) === kind) out.push(auditNoun(kind, noun, own));
    }
  }
  return out;
}

describe('the noun audit', () => {
  const verdicts = auditAll();
  const flags = verdicts.filter(isFlag).map((v) => `${v.kind}/${v.noun}`);

  it('finds no noun on a kind it is not, but those allowed with a reason', () => {
    expect(flags.filter((key) => NOUN_AUDIT_ALLOWED[key] === undefined)).toEqual([]);
  });

  it('allows nothing that is no flag any more (the list stays a list of real exceptions)', () => {
    const stale = Object.keys(NOUN_AUDIT_ALLOWED).filter((key) => !flags.includes(key));
    expect(stale).toEqual([]);
  });

  it('lists no noun that swallows a colour or material of its own kind (but names)', () => {
    const found = modifierNouns(LEXICON_KINDS, nounsOfKind, kindOfNoun, read);
    expect(found.filter((key) => !NAMES_NOT_MODIFIERS.includes(key))).toEqual([]);
    expect(NAMES_NOT_MODIFIERS.filter((key) => !found.includes(key))).toEqual([]);
  });

  it.each([
    ['a stone wall', 'wall', { materials: ['stone'] }],
    ['a gold medal', 'medal', { materials: ['gold'] }],
    ['a green pepper', 'bell pepper', { colors: ['green'] }],
    ['a green apple', 'apple', { colors: ['green'] }],
    ['a leather belt', 'belt', { materials: ['leather'] }],
  ])('%s is the %s with its modifier', (prompt, kind, modifier) => {
    expect(read(prompt)).toMatchObject({ kind, ...modifier });
  });

  it.each([
    ['mango', 'avocado', 'sibling'],
    ['waffle', 'pancake', 'sibling'],
    ['balloon', 'ball', 'other'],
    ['crayon', 'pencil', 'sibling'],
    ['stool', 'chair', 'family'],
    ['poodle', 'dog', 'below'],
    ['couch', 'sofa', 'own'],
    ['vehicle', 'car', 'above'],
  ])('reads %s on the %s as %s', (noun, kind, relation) => {
    expect(auditNoun(kind, noun, kindSenseWords(kind)!).relation).toBe(relation);
  });
});

describe('nouns taken off a near kind', () => {
  it.each([
    ['a mango', 'mango'],
    ['a papaya', 'mango'],
    ['a waffle', 'waffle'],
    ['a balloon', 'balloon'],
    ['a crayon', 'crayon'],
    ['shorts', 'shorts'],
    ['boxer shorts', 'shorts'],
    ['swimming trunks', 'shorts'],
    ['a kimono', 'kimono'],
    ['a petri dish', 'petri dish'],
    ['a cane', 'walking stick'],
    ['a walking stick', 'walking stick'],
    ['a yo-yo', 'yo-yo'],
    ['a set square', 'set square'],
    ['a triangular ruler', 'set square'],
    ['a bolt', 'bolt'],
    ['a screw', 'bolt'],
    ['a lime', 'lime'],
    ['a sweater', 'sweater'],
    ['a jumper', 'sweater'],
    ['a cauliflower', 'cauliflower'],
    ['a whistle', 'whistle'],
    ['a blueberry', 'blueberry'],
    ['an excavator', 'excavator'],
    ['a digger', 'excavator'],
    ['a radish', 'radish'],
    ['a cigar', 'cigar'],
    ['a stump', 'tree stump'],
    ['an organ', 'pipe organ'],
    ['a slug', 'slug'],
    ['a pistol', 'pistol'],
    ['a revolver', 'pistol'],
    ['a handgun', 'pistol'],
    ['a fedora', 'fedora'],
    ['a bowler hat', 'fedora'],
    ['a cowboy hat', 'cowboy hat'],
    ['a sombrero', 'sombrero'],
    ['a dump truck', 'dump truck'],
    ['a poppy', 'poppy'],
  ])('%s → %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it('keeps the colour of "a white cane" a colour', () => {
    expect(read('a white cane')).toMatchObject({ kind: 'walking stick', colors: ['white'] });
  });

  it.each([
    ['a kiwi', 'coconut'],
    ['a seed', 'seedling'],
    ['a toast', 'sandwich'],
    ['a monocle', 'glasses'],
    ['a projector', 'movie camera'],
    ['a chip', 'french fries'],
    ['a staff', 'baton'],
    ['a hot tub', 'swimming pool'],
    ['a toaster oven', 'toaster'],
    ['a guinea pig', 'beaver'],
    ['a badge', 'medal'],
  ])('%s is no longer the %s', (prompt, kind) => {
    expect(read(prompt).kind).not.toBe(kind);
  });

  it.each([
    ['a balloon', ['balloon', 'knot', 'string']],
    ['a kimono', ['body', 'obi', 'collar']],
    ['a waffle', ['waffle', 'butter']],
    ['a crayon', ['wax', 'tip', 'wrapper']],
    ['an excavator', ['body', 'cab', 'boom', 'arm', 'bucket']],
    ['a pipe organ', ['case', 'pipe', 'console', 'keyboard']],
    ['a tree stump', ['trunk', 'cut', 'root']],
  ])('%s shows what tells it from its sibling', async (prompt, parts) => {
    const scene = await buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 3 });
    const names = scene.parts.map((p) => p.name);
    for (const part of parts) expect(names.some((n) => n.startsWith(part))).toBe(true);
  });
});
