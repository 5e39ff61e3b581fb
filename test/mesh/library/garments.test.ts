/**
 * Issue 32 (session 23, G): garments a person names reach a kind of their own, built with the
 * feature that names them — a tuxedo's satin lapels and bow tie, a tailcoat's tails, a
 * camisole's thin straps, bloomers' gathered legs, a fez's tassel — where before they were
 * unknown, misread (bloomers a flower, waders a bird) or a plainer neighbour (a moccasin the
 * brown dress shoe, a fez the baseball cap). docs/decisions.md "Garments by their telling look".
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));
const has = (scene: Scene, prefix: string): boolean => named(scene, prefix).length > 0;

describe('garments by their telling look', () => {
  it.each([
    ['a tuxedo', 'tuxedo', 'lapel'],
    ['a tux', 'tuxedo', 'bow_tie'],
    ['a dinner jacket', 'tuxedo', 'lapel'],
    ['a tailcoat', 'tailcoat', 'tail'],
    ['a camisole', 'camisole', 'strap'],
    ['a nightgown', 'nightgown', 'strap'],
    ['a nightie', 'nightgown', 'lace'],
    ['bloomers', 'bloomers', 'frill'],
    ['a jockstrap', 'jockstrap', 'pouch'],
    ['a corset', 'corset', 'lace'],
    ['a onesie', 'romper', 'foot'],
    ['a bootie', 'bootee', 'cuff'],
    ['waders', 'waders', 'boot'],
    ['a fez', 'fez', 'tassel'],
    ['a balaclava', 'balaclava', 'hood'],
    ['an earflap', 'ushanka', 'flap'],
    ['a bearskin', 'bearskin', 'fur'],
    ['a mitre', 'mitre', 'lappet'],
    ['a tracksuit', 'tracksuit', 'sleeve_stripe'],
    ['a sweat suit', 'tracksuit', 'leg_stripe'],
    ['sweatpants', 'sweatpants', 'cuff'],
    ['a wetsuit', 'wetsuit', 'chest_panel'],
    ['long johns', 'long johns', 'button'],
    ['a spacesuit', 'spacesuit', 'helmet'],
    ['scrubs', 'scrubs', 'v_neck'],
    ['a cassock', 'cassock', 'tab'],
    ['regalia', 'regalia', 'orb'],
    ['a tricorn', 'tricorn', 'brim'],
    ['a war bonnet', 'war bonnet', 'feather'],
    ['a pendant', 'pendant', 'stone'],
    ['a garter', 'garter', 'frill'],
    ['a kepi', 'kepi', 'visor'],
  ])('%s is read as the %s, with its %s', async (prompt, kind, part) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
    expect(has(scene, part)).toBe(true);
  });

  it.each([
    ['a moccasin', 'vamp'],
    ['a clog', 'opening'],
  ])('%s is the dress shoe drawn with its own look (its %s)', async (prompt, part) => {
    const scene = await build(prompt);
    expect(scene.interpretation.kind).toBe('dress shoe');
    expect(has(scene, part)).toBe(true);
    expect(has(await build('a dress shoe'), part)).toBe(false);
  });

  it('a tailcoat is cut at the waist in front, its tails hanging below the cut', async () => {
    const scene = await build('a tailcoat');
    const front = bounds(named(scene, 'body'));
    const tails = bounds(named(scene, 'tail'));
    expect(tails.min[1]).toBeLessThan(front.min[1] - 0.2);
  });

  it('a camisole hangs on straps thinner than a tank top has', async () => {
    const scene = await build('a camisole');
    const strap = bounds(named(scene, 'strap_r'));
    expect(strap.size[0]).toBeLessThan(0.04);
    expect(strap.max[1]).toBeGreaterThan(bounds(named(scene, 'body')).max[1] + 0.15);
  });

  it('a nightgown is long: more than twice the height of a camisole', async () => {
    const gown = bounds(named(await build('a nightgown'), 'body'));
    const cami = bounds(named(await build('a camisole'), 'body'));
    expect(gown.size[1]).toBeGreaterThan(cami.size[1] * 2);
  });

  it('a war bonnet fans its feathers higher than its band', async () => {
    const bonnet = await build('a war bonnet');
    expect(bounds(named(bonnet, 'feather')).size[1]).toBeGreaterThan(
      bounds(named(bonnet, 'band')).size[1] * 3,
    );
  });

  it('a colour word paints the garment, not its trim', async () => {
    const scene = await build('a green corset');
    const [r, g, b] = named(scene, 'body')[0]!.material.baseColor;
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('a dress is a fitted bodice on straps over a skirt wider at the hem (session 24)', async () => {
    const dress = await build('a dress');
    const skirt = bounds(named(dress, 'skirt'));
    const bodice = bounds(named(dress, 'bodice'));
    expect(skirt.size[0]).toBeGreaterThan(bodice.size[0] * 1.8);
    expect(bodice.min[1]).toBeGreaterThan(skirt.min[1] + skirt.size[1] * 0.8);
    // A ball gown's skirt is wider still, an evening gown's narrower.
    const width = async (p: string) => bounds(named(await build(p), 'skirt')).size[0];
    expect(await width('a ball gown')).toBeGreaterThan(skirt.size[0] * 1.3);
    expect(await width('an evening gown')).toBeLessThan(skirt.size[0] * 0.8);
  });

  it('a poncho is a striped blanket with a collar and tassels, no bobble on top', async () => {
    const poncho = await build('a poncho');
    for (const part of ['body', 'collar', 'stripe', 'fringe'])
      expect(named(poncho, part).length, part).toBeGreaterThan(0);
    expect(named(poncho, 'hood')).toEqual([]);
  });

  it('a petticoat is a white underskirt in tiers over a lace hem', async () => {
    const scene = await build('a petticoat');
    expect(scene.interpretation).toMatchObject({ kind: 'petticoat', match: 'exact' });
    expect(named(scene, 'tier').length).toBe(3);
    expect(named(scene, 'lace').length).toBeGreaterThan(5);
    expect(Math.min(...named(scene, 'tier')[0]!.material.baseColor)).toBeGreaterThan(0.8);
  });
});
