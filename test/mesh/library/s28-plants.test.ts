/**
 * Issue 32 (session 28, helper plants): plants by the shape a person knows them by
 * (docs/decisions.md, "Plants by their flowers' shape"). A flower standing in for an orchid,
 * an iris, a violet or a bellflower — or any member of their WordNet class — is drawn in that
 * class's shape; a cereal grass carries ripe seed heads, a grapevine bunches of grapes, a hop
 * its cones, a hawthorn or a currant its berries, a sagebrush its grey leaves. A wildflower is
 * the flower, and so is a herbaceous plant whose gloss speaks of its flowers, but not one a
 * prompt means as a person, a thing or a food. An agave (a yucca), a root (a ginseng, a
 * taro), a beanstalk, a burr, a cattail and a thorn are kinds of their own.
 */
import { describe, expect, it } from 'vitest';
import { namesFlowers } from '../../../server/mesh/prompt/bloom.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { type Scene } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';
import { build } from './scenes.ts';

const named = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));
const box = (scene: Scene, prefix: string) => bounds(named(scene, prefix));
const colour = (scene: Scene, prefix: string) => named(scene, prefix)[0]!.material.baseColor;
const brightness = (c: readonly number[]) => c[0]! + c[1]! + c[2]!;

describe('six plants are kinds of their own', () => {
  it.each([
    ['a cattail', 'cattail'],
    ['a bulrush', 'cattail'],
    ['a thorn', 'thorn'],
    ['ein Rohrkolben', 'cattail'],
    ['une épine', 'thorn'],
    ['eine Rose mit Dornen', 'rose'],
    ['an agave', 'agave'],
    ['a century plant', 'agave'],
    ['a root', 'root'],
    ['a taproot', 'root'],
    ['a beanstalk', 'beanstalk'],
    ['a burr', 'burr'],
    ['un agave', 'agave'],
    ['龙舌兰', 'agave'],
    ['eine Wurzel', 'root'],
    ['una raíz', 'root'],
    ['бобовый стебель', 'beanstalk'],
    ['豆の木', 'beanstalk'],
    ['репейник', 'burr'],
    ['eine Klette', 'burr'],
  ])('%s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a rose with thorns', 'rose', 'thorn'],
    ['a tree with roots', 'tree', 'root'],
    ['a cactus with thorns', 'cactus', 'thorn'],
  ])('%s is the %s with its %ss, not beside a kind of them', (prompt, kind, part) => {
    const it = interpretPrompt(prompt, 1);
    expect(it.kind).toBe(kind);
    expect(it.parts).toContain(part);
    expect(it.objects ?? []).toHaveLength(0);
  });

  it('an oleander is the bush', () => {
    expect(interpretPrompt('an oleander', 1)).toMatchObject({ kind: 'bush', match: 'related' });
  });

  it.each([
    ['a yucca', 'agave'],
    ['a ginseng', 'root'],
    ['a mandrake', 'root'],
    ['a taro', 'root'],
    ['a creeper', 'vine'],
  ])('%s stands in as the %s, saying so', (prompt, kind) => {
    const it = interpretPrompt(prompt, 1);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });
});

describe('a wildflower, and a herbaceous plant known by its flowers, is the flower', () => {
  // A phlox, whose gloss gives it clusters of flowers, is the geranium since session 30
  // (s30-living.test.ts).
  it.each(['an edelweiss', 'a primrose', 'a pimpernel', 'a woodruff', 'a lucerne'])(
    '%s stands in as the flower',
    (prompt) => {
      const it = interpretPrompt(prompt, 1);
      expect(it).toMatchObject({ kind: 'flower', match: 'related' });
      expect(it.stand_in_for).toBe(prompt.replace(/^an? /, ''));
    },
  );

  it.each([
    // No flowers in the gloss: a stinging herb, a seed herb.
    ['a nettle', null],
    ['a cumin', null],
    // A person, a bag, a food the word means before the herb.
    ['a medic', null],
    ['a poke', null],
    ['caraway', 'herb'],
    ['buckwheat', 'sheaf'],
  ])('%s is not drawn as a flower', (prompt, kind) => {
    const it = interpretPrompt(prompt, 1);
    expect(it.kind).not.toBe('flower');
    if (kind) expect(it.kind).toBe(kind);
  });

  it('a gloss speaks of flowers by the words for them', () => {
    expect(namesFlowers('European garden herb with purple-tinged flowers and leaves')).toBe(true);
    expect(namesFlowers('having showy blossoms in spring')).toBe(true);
    expect(namesFlowers('dwarf Mediterranean annual long cultivated for its aromatic seeds')).toBe(
      false,
    );
  });

  it("an edelweiss's flowers are white, as its gloss says", async () => {
    const petal = colour(await build('an edelweiss'), 'petal');
    expect(Math.min(...petal)).toBeGreaterThan(0.7);
  });
});

describe('a flower is drawn in its class’s shape', () => {
  it.each([
    ['an orchid', 'orchid'],
    ['a moth orchid', 'orchid'],
    ['a cattleya', 'orchid'],
    ['an iris', 'iris'],
    ['a freesia', 'iris'],
    ['a violet', 'viola'],
    ['a pansy', 'viola'],
    ['a bellflower', 'campanula'],
  ])('%s is the flower through %s', (prompt) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind: 'flower', match: 'related' });
  });

  it("an orchid's spray arches out to one side of its leaves, each bloom with a darker lip", async () => {
    const orchid = await build('an orchid');
    const petals = box(orchid, 'petal');
    const leaves = box(orchid, 'leaf');
    expect(petals.max[0]).toBeGreaterThan(leaves.max[0] * 0.9);
    expect(petals.min[1]).toBeGreaterThan(leaves.max[1] * 3);
    expect(named(orchid, 'lip').length).toBeGreaterThan(0);
    expect(brightness(colour(orchid, 'lip'))).toBeLessThan(brightness(colour(orchid, 'petal')));
    // The blooms face the viewer: flat in depth.
    const bloom = bounds([named(orchid, 'petal')[0]!]);
    expect(bloom.size[2]).toBeLessThan(bloom.size[1] * 0.5);
    expect(named(await build('a flower'), 'lip')).toHaveLength(0);
  });

  it('an iris droops three blue falls under three upright standards, over sword leaves', async () => {
    const iris = await build('an iris');
    const falls = box(iris, 'fall');
    const standards = box(iris, 'standard');
    expect(named(iris, 'fall')).toHaveLength(3);
    expect(named(iris, 'standard')).toHaveLength(3);
    expect(standards.max[1]).toBeGreaterThan(falls.max[1]);
    expect(falls.min[1]).toBeLessThan(standards.min[1]);
    const [r, , b] = colour(iris, 'fall');
    expect(b!).toBeGreaterThan(r!);
    const leaves = box(iris, 'leaf');
    expect(leaves.size[1]).toBeGreaterThan(leaves.size[0] * 2);
  });

  it('a violet is low purple faces over round leaves, far lower than the daisy', async () => {
    const violet = await build('a violet');
    const daisy = await build('a flower');
    expect(bounds(violet.parts).size[1]).toBeLessThan(bounds(daisy.parts).size[1] * 0.6);
    const [r, g, b] = colour(violet, 'petal');
    expect(b!).toBeGreaterThan(g!);
    expect(r!).toBeGreaterThan(g!);
  });

  it('a bellflower hangs blue bells below its stem’s tip', async () => {
    const bell = await build('a bellflower');
    expect(box(bell, 'flower').max[1]).toBeLessThan(box(bell, 'stem').max[1]);
    const [r, , b] = colour(bell, 'flower');
    expect(b!).toBeGreaterThan(r!);
  });
});

describe('grasses and vines by what they bear', () => {
  it('an oat carries golden seed heads above its blades; plain grass has none', async () => {
    // "an oat" and "millet" are the grain people eat, a sheaf (docs/decisions.md, "Which sense
    // a word is read in"); the plants of the class keep the seed heads.
    for (const prompt of ['a wild oat', 'a broomcorn']) {
      const oat = await build(prompt);
      expect(box(oat, 'ear').max[1]).toBeGreaterThan(box(oat, 'blade').max[1]);
      const [r, , b] = colour(oat, 'ear');
      expect(r!).toBeGreaterThan(b!);
    }
    expect(named(await build('a grass'), 'ear')).toHaveLength(0);
  });

  it('a grapevine hangs purple grapes, a hop pale green cones; a plain vine neither', async () => {
    // "a chardonnay" is the glass of wine people mean; the grape's vines are drawn with grapes.
    for (const prompt of ['a grapevine', 'a pinot']) {
      const [r, g, b] = colour(await build(prompt), 'grape');
      expect(b!).toBeGreaterThan(g!);
      expect(r!).toBeGreaterThan(g!);
    }
    const [r, g, b] = colour(await build('a hop'), 'cone');
    expect(g!).toBeGreaterThan(r!);
    expect(g!).toBeGreaterThan(b!);
    const vine = await build('a vine');
    expect(named(vine, 'grape')).toHaveLength(0);
    expect(named(vine, 'cone')).toHaveLength(0);
  });
});

describe('a bush by its berries or its leaves', () => {
  it.each([
    ['a hawthorn', 'red'],
    ['a currant bush', 'red'],
    ['a blueberry bush', 'blue'],
  ])('%s is dotted with %s berries; the plain bush has none', async (prompt, hue) => {
    const [r, , b] = colour(await build(prompt), 'berry');
    expect(hue === 'red' ? r! > b! : b! > r!).toBe(true);
    expect(named(await build('a bush'), 'berry')).toHaveLength(0);
  });

  it('a gooseberry shows its berries, not the flowers its gloss names', async () => {
    const gooseberry = await build('a gooseberry');
    expect(named(gooseberry, 'berry').length).toBeGreaterThan(0);
    expect(named(gooseberry, 'flower')).toHaveLength(0);
  });

  it('a sagebrush or a wormwood is greyer than the green bush', async () => {
    const grey = (c: readonly number[]) => Math.max(...c) - Math.min(...c);
    const bush = colour(await build('a bush'), 'foliage');
    // A tarragon is the kitchen herb people mean, drawn as the herb's sprig.
    for (const prompt of ['a sagebrush', 'a wormwood']) {
      expect(grey(colour(await build(prompt), 'foliage'))).toBeLessThan(grey(bush) * 0.6);
    }
  });
});

describe('the new kinds by their look', () => {
  it('an agave is a rosette of sword leaves, wider than tall; a yucca lifts it on a trunk under a spike of white bells', async () => {
    const agave = bounds((await build('an agave')).parts);
    expect(agave.size[0]).toBeGreaterThan(agave.size[1] * 1.3);
    const yucca = await build('a yucca');
    const whole = bounds(yucca.parts);
    expect(whole.size[1]).toBeGreaterThan(whole.size[0]);
    expect(box(yucca, 'leaf').min[1]).toBeGreaterThan(box(yucca, 'trunk').max[1] * 0.7);
    expect(box(yucca, 'flower').min[1]).toBeGreaterThan(box(yucca, 'leaf').min[1]);
    expect(Math.min(...colour(yucca, 'flower'))).toBeGreaterThan(0.7);
  });

  it('a root tapers down from its stalks with side roots; a ginseng is paler, a taro a round corm', async () => {
    const root = await build('a root');
    const tap = box(root, 'taproot');
    expect(tap.size[1]).toBeGreaterThan(tap.size[0] * 3);
    expect(box(root, 'stalk').max[1]).toBeGreaterThan(tap.max[1]);
    expect(named(root, 'side_root').length).toBeGreaterThanOrEqual(5);
    const ginseng = await build('a ginseng');
    expect(brightness(colour(ginseng, 'taproot'))).toBeGreaterThan(
      brightness(colour(root, 'taproot')),
    );
    const taro = box(await build('a taro'), 'taproot');
    expect(taro.size[0]).toBeGreaterThan(taro.size[1] * 0.6);
  });

  it('a beanstalk is a tall green stalk with clouds round its top', async () => {
    const stalk = await build('a beanstalk');
    const whole = bounds(stalk.parts);
    expect(whole.size[1]).toBeGreaterThan(whole.size[0] * 2);
    expect(box(stalk, 'cloud').min[1]).toBeGreaterThan(whole.size[1] * 0.8);
    const [r, g, b] = colour(stalk, 'stalk');
    expect(g!).toBeGreaterThan(r!);
    expect(g!).toBeGreaterThan(b!);
  });

  it('a burr is a ball bristling with spines on every side', async () => {
    const burr = await build('a burr');
    expect(named(burr, 'spine').length).toBeGreaterThan(30);
    const spines = box(burr, 'spine');
    const ball = box(burr, 'seed_ball');
    expect(spines.size[0]).toBeGreaterThan(ball.size[0] * 1.4);
    expect(spines.size[1]).toBeGreaterThan(ball.size[1] * 1.4);
  });
});

describe('a cattail and a thorn by their look', () => {
  it('a cattail holds brown sausage heads high among tall sword leaves', async () => {
    const cattail = await build('a cattail');
    const whole = bounds(cattail.parts);
    expect(whole.size[1]).toBeGreaterThan(whole.size[0] * 2);
    const heads = box(cattail, 'head');
    expect(heads.min[1]).toBeGreaterThan(whole.size[1] * 0.55);
    const head = bounds([named(cattail, 'head')[0]!]);
    expect(head.size[1]).toBeGreaterThan(head.size[0] * 3);
    const [r, g, b] = colour(cattail, 'head');
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
  });

  it('a thorn is a stem set all round with hooked red-brown thorns', async () => {
    const thorn = await build('a thorn');
    expect(named(thorn, 'thorn').length).toBeGreaterThanOrEqual(5);
    const thorns = box(thorn, 'thorn');
    const stem = box(thorn, 'stem');
    expect(thorns.size[0]).toBeGreaterThan(stem.size[0] * 2);
    expect(thorns.size[2]).toBeGreaterThan(stem.size[2] * 2);
    const [r, g] = colour(thorn, 'thorn');
    expect(r!).toBeGreaterThan(g!);
  });
});

describe('the new looks and kinds hold together', () => {
  it.each([
    'an orchid',
    'an iris',
    'a violet',
    'a bellflower',
    'an oat',
    'a grapevine',
    'a hop',
    'a hawthorn',
    'an agave',
    'a yucca',
    'a root',
    'a ginseng',
    'a taro',
    'a beanstalk',
    'a burr',
    'a cattail',
    'a thorn',
  ])('%s is one piece, with no part floating free', async (prompt) => {
    for (const seed of [1, 2]) {
      const scene = await build(prompt, seed);
      const gap = Math.max(...bounds(scene.parts).size) * 0.01;
      expect({ seed, apart: apart(scene.parts, gap) }).toEqual({ seed, apart: [] });
    }
  });
});
