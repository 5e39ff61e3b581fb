/**
 * Issue 32 (session 23, B): the body as objects. A hand, a foot, an eye, a brain, a bone, a
 * paw or an antler asked for alone is that thing, with the parts a person looks for — and the
 * same words inside a prompt still name a part of the host ("a cat with a long tail" is a cat).
 * WordNet's body parts under a kind stand in as it ("a femur" is a bone).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });
const named = (scene: Scene, prefix: string): Scene['parts'] =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));

describe('the body as objects', () => {
  it.each([
    ['a hand', 'hand'],
    ['a left hand', 'hand'],
    ['a fist', 'fist'],
    ['a thumb', 'thumb'],
    ['a finger', 'finger'],
    ['a forefinger', 'finger'],
    ['a foot', 'foot'],
    ['an arm', 'arm'],
    ['a leg', 'leg'],
    ['a head', 'head'],
    ['an eye', 'eye'],
    ['a human ear', 'human ear'],
    ['an auricle', 'human ear'],
    ['a nose', 'nose'],
    ['a mouth', 'mouth'],
    ['lips', 'mouth'],
    ['a tongue', 'tongue'],
    ['a tooth', 'tooth'],
    ['a molar', 'tooth'],
    ['a brain', 'brain'],
    ['lungs', 'lung'],
    ['a kidney', 'kidney'],
    ['a liver', 'liver'],
    ['a stomach', 'stomach'],
    ['intestines', 'intestine'],
    ['a muscle', 'muscle'],
    ['a bone', 'bone'],
    ['a skeleton', 'skeleton'],
    ['a rib cage', 'rib cage'],
    ['a spine', 'spine'],
    ['a backbone', 'spine'],
    ['a pelvis', 'pelvis'],
    ['a paw', 'paw'],
    ['a hoof', 'hoof'],
    ['a claw', 'claw'],
    ['a crab claw', 'claw'],
    ['a beak', 'beak'],
    ['a wing', 'wing'],
    ['a tail', 'tail'],
    ['an antler', 'antler'],
    ['a cow horn', 'animal horn'],
    ['a tusk', 'tusk'],
    ['a fang', 'fang'],
    ['a fin', 'fin'],
    ['a shark fin', 'fin'],
    ['a turtle shell', 'turtle shell'],
    ['a whisker', 'whisker'],
    ['a mane', 'mane'],
    ['a cockscomb', 'rooster comb'],
  ])('%s is read as the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('the heart, the skull, the dentures and the feather read as before', () => {
    for (const kind of ['heart', 'skull', 'dentures', 'feather'])
      expect(interpretPrompt(`a ${kind}`, 1)).toMatchObject({ kind, match: 'exact' });
    // "A horn" is still the instrument; the animal's is asked for by name.
    expect(interpretPrompt('a horn', 1).kind).toBe('trumpet');
  });

  it.each([
    ['a femur', 'bone'],
    ['a shoulder blade', 'bone'],
    ['an incisor', 'tooth'],
    ['a biceps', 'muscle'],
    ['a deltoid', 'muscle'],
    ['a colon', 'intestine'],
    ['a jejunum', 'intestine'],
  ])('%s stands in as the %s (WordNet: a kind of it)', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });
});

describe('part words keep their host', () => {
  it.each([
    ['a cat with a long tail', 'cat', 'tail'],
    ['a dog with a red tail', 'dog', 'tail'],
    ['a bird with a yellow beak', 'bird', 'beak'],
    ['a robot with a big head', 'robot', 'head'],
    ['a cat with green eyes', 'cat', 'eye'],
    ['a lion with a big mane', 'cat', 'mane'],
    ['a crab with red claws', 'crab', 'claw'],
    ['a dragon with wings', 'dragon', 'wing'],
  ])('%s is a %s with its %s, and no second object', (prompt, kind, part) => {
    const got = interpretPrompt(prompt, 1);
    expect(got.kind).toBe(kind);
    expect(got.parts.some((p) => p.endsWith(part))).toBe(true);
    expect(got.objects ?? []).toEqual([]);
  });

  it.each([
    ['a deer with brown antlers', 'deer'],
    ['a man with a blue hand', 'figure'],
  ])('%s is still the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });
});

describe('what a person looks for', () => {
  it('a hand has a palm, four fingers with nails and a thumb', async () => {
    const hand = await build('a hand');
    expect(named(hand, 'palm')).toHaveLength(1);
    for (const f of ['index_finger', 'middle_finger', 'ring_finger', 'little_finger']) {
      expect(hand.parts.some((p) => p.name === f)).toBe(true);
      expect(hand.parts.some((p) => p.name === `${f}_nail`)).toBe(true);
    }
    expect(named(hand, 'thumb').length).toBeGreaterThan(0);
    // Its fingers stand above the palm: an open hand, not a fist.
    const palm = bounds(named(hand, 'palm'));
    expect(bounds(hand.parts.filter((p) => p.name === 'middle_finger')).max[1]).toBeGreaterThan(
      palm.max[1] + palm.size[1] * 0.6,
    );
  });

  it('a foot has five toes in front of its heel', async () => {
    const foot = await build('a foot');
    const toes = foot.parts.filter((p) => /^toe_\d$/.test(p.name));
    expect(toes).toHaveLength(5);
    expect(bounds(toes).min[2]).toBeGreaterThan(bounds(named(foot, 'heel')).max[2]);
  });

  it('an eye has a white, an iris and a black pupil facing the viewer; a green eye has a green iris', async () => {
    const eye = await build('an eye');
    const [iris] = named(eye, 'iris');
    const [pupil] = named(eye, 'pupil');
    expect(iris && pupil).toBeTruthy();
    expect(bounds([pupil!]).max[2]).toBeGreaterThan(bounds(named(eye, 'sclera')).max[2]);
    expect(Math.max(...pupil!.material.baseColor)).toBeLessThan(0.1);
    const green = await build('a green eye');
    expect(named(green, 'iris')[0]!.material.baseColor).toEqual(colorRgb('green'));
    expect(named(green, 'sclera')[0]!.material.baseColor).toEqual(
      named(eye, 'sclera')[0]!.material.baseColor,
    );
  });

  it('a brain has two folded hemispheres and a cerebellum', async () => {
    const brain = await build('a brain');
    expect(named(brain, 'hemisphere')).toHaveLength(2);
    expect(named(brain, 'fold_r').length).toBeGreaterThan(3);
    expect(named(brain, 'fold_l').length).toBeGreaterThan(3);
    expect(named(brain, 'cerebellum')).toHaveLength(2);
  });

  it('a tooth is a crown on roots; a bone a shaft between knobs, lying long', async () => {
    const tooth = await build('a tooth');
    expect(bounds(named(tooth, 'root')).max[1]).toBeLessThan(bounds(named(tooth, 'crown')).max[1]);
    const bone = await build('a bone');
    expect(named(bone, 'knob')).toHaveLength(4);
    const box = bounds(bone.parts);
    expect(box.size[0]).toBeGreaterThan(box.size[1] * 3);
  });

  it('a skeleton stands as tall as a person, with a skull, ribs and leg bones', async () => {
    const skeleton = await build('a skeleton');
    expect(bounds(skeleton.parts).size[1]).toBeGreaterThan(1.4);
    for (const p of ['skull', 'rib', 'femur', 'tibia', 'humerus', 'vertebra'])
      expect(named(skeleton, p).length).toBeGreaterThan(0);
  });

  it('body parts are skin- or bone-coloured by default; a colour word paints the part', async () => {
    const hand = await build('a hand');
    const [r, g, b] = named(hand, 'palm')[0]!.material.baseColor;
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
    const blue = await build('a blue hand');
    for (const p of [...named(blue, 'palm'), ...named(blue, 'index_finger')])
      expect(p.material.baseColor).toEqual(colorRgb('blue'));
  });

  it('a paw shows its pads; antlers their tines; a tusk lies long and curves up', async () => {
    const paw = await build('a paw');
    expect(named(paw, 'toe_bean')).toHaveLength(4);
    expect(named(paw, 'main_pad')).toHaveLength(1);
    const antler = await build('an antler');
    expect(antler.parts.filter((p) => p.name.startsWith('tine_')).length).toBeGreaterThanOrEqual(8);
    const tusk = await build('a tusk');
    const box = bounds(tusk.parts);
    expect(box.size[0]).toBeGreaterThan(box.size[1]);
  });
});
