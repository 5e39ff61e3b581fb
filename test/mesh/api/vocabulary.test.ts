/**
 * Issue 16 through the API: what a prompt is understood as (kind, match and chain, part
 * colours, objects, language), and that the GLBs of the new families are valid, closed
 * and deterministic.
 */
import { describe, expect, it } from 'vitest';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { inspectGlb } from '../../helpers/glb.ts';
import { make3d } from '../../../tools/mesh-client.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

type Expected = Record<string, unknown>;

const TABLE: Array<[string, Expected, string[]]> = [
  // prompt, interpretation fields, node names that must exist
  ['a horse', { kind: 'horse', match: 'exact' }, ['body', 'hoof_fl', 'tail']],
  ['a giraffe', { kind: 'giraffe', match: 'exact' }, ['neck', 'head']],
  ['an elephant', { kind: 'elephant', match: 'exact' }, ['trunk', 'tusk_l']],
  ['a dragon', { kind: 'dragon', match: 'exact' }, ['wing_l', 'wing_r']],
  ['a hamburger', { kind: 'hamburger', match: 'exact' }, ['bun_bottom', 'patty', 'bun_top']],
  ['a bicycle', { kind: 'bicycle', match: 'exact' }, ['wheel_front', 'wheel_rear', 'frame']],
  ['a smartphone', { kind: 'smartphone', match: 'exact' }, ['body', 'screen']],
  ['a skull', { kind: 'skull', match: 'exact' }, ['head', 'jaw']],
  ['a jaguar', { kind: 'cat', match: 'related', chain: ['jaguar'] }, ['body']],
  ['freedom', { kind: 'sculpture', match: 'abstract' }, ['plinth']],
  ['a house with a red roof', { kind: 'house', partColors: { roof: 'red' } }, ['roof']],
  [
    'a lamp on a table',
    { kind: 'lamp', objects: [expect.objectContaining({ kind: 'table' })] },
    ['lamp', 'table', 'table_top', 'lamp_shade'],
  ],
  ['一只猫', { kind: 'cat', language: 'zh' }, ['body']],
  ['une voiture rouge', { kind: 'car', colors: ['red'], language: 'fr' }, ['body']],
  // Chinese puts modifiers before the noun (的) and places with 在…上.
  [
    '一把带扶手的红色木椅',
    { kind: 'chair', colors: ['red'], materials: ['wood'], parts: ['armrest'], language: 'zh' },
    ['seat'],
  ],
  ['一个红色屋顶的房子', { kind: 'house', partColors: { roof: 'red' } }, ['roof']],
  [
    '一张木桌上放着一盏台灯',
    { kind: 'lamp', objects: [expect.objectContaining({ kind: 'table', relation: 'under' })] },
    ['lamp', 'table'],
  ],
  [
    '一只坐在椅子上的猫',
    { kind: 'cat', objects: [expect.objectContaining({ kind: 'chair' })] },
    ['cat', 'chair'],
  ],
  ['一只熊猫', { kind: 'panda', match: 'exact' }, ['eye_patch_l', 'leg_fl']],
  ['a green velvet sofa', { kind: 'sofa', colors: ['green'], materials: ['fabric'] }, ['seat']],
  ['a stone lion statue', { kind: 'cat', noun: 'lion', materials: ['stone'] }, ['body']],
  // Issue 32: declared kinds, unknown nouns and scenes also make valid GLBs.
  ['a fire hydrant', { kind: 'fire hydrant', match: 'exact' }, ['cap', 'nozzle_r', 'nozzle_l']],
  ['an octopus', { kind: 'octopus' }, ['head', 'tentacle_1', 'tentacle_8']],
  [
    'a theremin',
    { kind: 'placeholder', match: 'unknown', suggestions: expect.any(Array) },
    ['placeholder'],
  ],
  [
    'a bird on a branch',
    { kind: 'bird', objects: [expect.objectContaining({ kind: 'branch', relation: 'under' })] },
    ['bird', 'branch'],
  ],
];

describe('prompts understood through the API', () => {
  it.each(TABLE)('%s', async (prompt, expected, nodes) => {
    const { task, glb } = await make3d(gw.url, key, {
      model: 'mesh-4-draft',
      prompt,
      metadata: { seed: 3 },
    });
    expect(task.metadata!.interpretation).toMatchObject(expected);
    const report = await inspectGlb(glb);
    expect(report.messages).toEqual([]);
    expect(report.errors).toBe(0);
    for (const name of nodes) expect(report.nodeNames).toContain(name);
    for (const v of report.volumes) expect(v).toBeGreaterThan(0);
    expect(report.bbox.min[1]).toBeCloseTo(0, 3);
  });

  it('a red roof reaches the roof and leaves the walls alone', async () => {
    const colours = async (prompt: string) => {
      const { glb } = await make3d(gw.url, key, {
        model: 'mesh-4-draft',
        prompt,
        metadata: { seed: 3 },
      });
      const { doc } = await inspectGlb(glb);
      return (name: string) =>
        doc
          .getRoot()
          .listNodes()
          .find((n) => n.getName() === name)!
          .getMesh()!
          .listPrimitives()[0]!
          .getMaterial()!
          .getBaseColorFactor();
    };
    const red = await colours('a house with a red roof');
    const plain = await colours('a house');
    const roof = red('roof');
    expect(roof[0]).toBeGreaterThan(roof[1]! * 3);
    expect(red('walls')).toEqual(plain('walls'));
    expect(red('door_1')).toEqual(plain('door_1'));
  });

  it('a textured model of a new family is the same bytes for the same seed', async () => {
    const body = { model: 'mesh-4', prompt: 'a giraffe next to a bicycle', metadata: { seed: 9 } };
    const a = await make3d(gw.url, key, body);
    const b = await make3d(gw.url, key, body);
    expect(Buffer.from(a.glb).equals(Buffer.from(b.glb))).toBe(true);
    const report = await inspectGlb(a.glb);
    expect(report.errors).toBe(0);
    expect(report.nodeNames).toEqual(expect.arrayContaining(['giraffe', 'bicycle']));
    expect(a.glb.length).toBeLessThan(8 * 1024 * 1024);
  });
});
