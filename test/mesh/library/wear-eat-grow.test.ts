/**
 * Issue 32 (session 20, W): things people wear, eat, drink and grow that were unknown or read
 * as another thing reach a kind or look of their own, built with what a person looks for: a
 * bracelet's beads, a jumpsuit's legs and sleeves in one, a lasagna's layers, a boiled egg's
 * yolk in its cup, a cardigan's buttons, a mitten without fingers, a kilt's tartan.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));

describe('things worn, eaten and grown', () => {
  it.each([
    // Unknown before.
    ['a bracelet', 'bracelet', 'bead'],
    ['a bangle', 'bracelet', 'bead'],
    ['a broach', 'brooch', 'stone'],
    ['a bib', 'bib', 'tie'],
    ['a jumpsuit', 'jumpsuit', 'zip'],
    ['a tank top', 'tank top', 'body'],
    ['suspenders', 'suspenders', 'clip'],
    ['a visor', 'visor', 'brim'],
    ['a knee pad', 'knee pad', 'strap'],
    ['a lanyard', 'lanyard', 'card'],
    ['a tassel', 'tassel', 'thread'],
    ['a hair curler', 'hair curler', 'roller'],
    ['a barrette', 'barrette', 'clasp'],
    ['an eclair', 'eclair', 'icing'],
    ['French toast', 'french toast', 'syrup'],
    ['fudge', 'fudge', 'piece'],
    ['a jelly bean', 'jelly bean', 'bean'],
    ['a lasagna', 'lasagna', 'layer'],
    ['hummus', 'hummus', 'dip'],
    ['a cider', 'glass of cider', 'apple'],
    ['celery', 'celery', 'stalk'],
    ['a flower arrangement', 'flower arrangement', 'vase'],
    ['gift wrap', 'wrapping paper', 'roll'],
    ['an omelette', 'omelet', 'omelet'],
    ['an egg yolk', 'egg yolk', 'yolk'],
    ['a mashed potato', 'mashed potato', 'gravy'],
    ['a popsicle', 'ice lolly', 'stick'],
    ['a gas mask', 'gas mask', 'filter'],
    // A loose stand-in before.
    ['a tarp', 'tarpaulin', 'eyelet'],
    ['a hairnet', 'hairnet', 'thread'],
    ['a shower cap', 'shower cap', 'frill'],
    ['a ski boot', 'ski boot', 'buckle'],
    ['a neckerchief', 'neckerchief', 'knot'],
    ['a headscarf', 'headscarf', 'knot'],
    ['pajamas', 'pajamas', 'top'],
    ['a baseball glove', 'baseball glove', 'web'],
    ['chain mail', 'chain mail', 'ring'],
    ['a satchel', 'satchel', 'flap'],
    ['a crouton', 'crouton', 'cube'],
    ['a quesadilla', 'quesadilla', 'cheese'],
    ['a boiled egg', 'boiled egg', 'yolk'],
    ['a salami', 'salami', 'slice'],
    ['a lamb chop', 'chop', 'bone'],
    ['a brussels sprout', 'brussels sprout', 'sprout'],
    ['a tea bag', 'tea bag', 'tag'],
    ['dental floss', 'dental floss', 'thread'],
    ['a chocolate mousse', 'mousse', 'cream'],
    // Named by nobody before (session 20, second round).
    ['a sundae', 'sundae', 'cherry'],
    ['a marshmallow', 'marshmallow', 'marshmallow'],
    ['a macaron', 'macaron', 'filling'],
    ['a yogurt', 'yogurt', 'tub'],
    ['nachos', 'nachos', 'chip'],
    ['an asparagus', 'asparagus', 'tip'],
    ['a bamboo', 'bamboo', 'cane'],
    ['an aloe vera', 'aloe vera', 'leaf'],
    ['leggings', 'leggings', 'waistband'],
    ['a bra', 'bra', 'cup'],
    ['a headband', 'headband', 'band'],
    ['earmuffs', 'earmuffs', 'muff'],
    ['a locket', 'locket', 'chain'],
    ['a spinach', 'spinach', 'leaf'],
  ])('%s is read as the %s, with its %s', async (prompt, kind, part) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    expect(has(scene, part)).toBe(true);
  });

  it.each([
    ['a coverall', 'jumpsuit', 'pocket'],
    ['a hauberk', 'chain mail', 'hood'],
    ['a pork chop', 'chop', 'bone'],
  ])('%s reaches the %s by its class, with its %s', async (prompt, kind, part) => {
    const scene = await build(prompt);
    expect(scene.interpretation.kind).toBe(kind);
    expect(has(scene, part)).toBe(true);
  });

  it.each([
    ['a cardigan', 'button', 'neckband'],
    ['a mitten', 'cuff', 'finger'],
    ['a kilt', 'sporran', null],
    ['a jersey', 'zero', null],
    ['a blouse', 'collar', null],
    ['a blazer', 'lapel', 'collar'],
    ['a trench coat', 'belt', null],
    ['a parka', 'fur', 'collar'],
    ['a sweet potato', 'tail', 'eye'],
    ['a courgette', 'stalk', 'bump'],
    ['a cocoa', 'marshmallow', 'crema'],
    ['a pocket watch', 'chain', 'strap'],
  ])('%s shows its %s (and no %s)', async (prompt, shown, gone) => {
    const scene = await build(prompt);
    expect(has(scene, shown)).toBe(true);
    if (gone) expect(has(scene, gone)).toBe(false);
  });

  it('a bridal gown is white', async () => {
    const scene = await build('a bridal gown');
    expect(scene.interpretation.colors).toContain('white');
  });
});
