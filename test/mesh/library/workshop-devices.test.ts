/**
 * Issue 32 (session 22, T): tools, workshop machines, instruments and devices that were
 * unknown or drawn as another thing reach a kind of their own, built with the part a person
 * looks for: a circular saw's toothed disc, a claw hammer's claw, a soldering iron in its
 * spring stand (it was a sculpture), a tyre iron's four sockets (it was a tyre), a pumpjack's
 * horsehead (an "oil pump" was a hand pump), an instant camera's print.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));

describe('tools, workshop machines, instruments and devices', () => {
  it.each([
    // Unknown, or read as another thing, before.
    ['a gyroscope', 'gyroscope', 'rotor'],
    ['forceps', 'forceps', 'ring'],
    ['a carabiner', 'carabiner', 'gate'],
    ['a metal detector', 'metal detector', 'coil'],
    ['a soldering iron', 'soldering iron', 'spring'],
    ['a bellows', 'bellows', 'nozzle'],
    ['a tire iron', 'tire iron', 'socket'],
    ['a wheel brace', 'tire iron', 'socket'],
    ['a bolt cutter', 'bolt cutter', 'jaws'],
    ['an altimeter', 'altimeter', 'needle_long'],
    ['a microchip', 'microchip', 'legs'],
    ['a tesla coil', 'tesla coil', 'spark'],
    ['a detonator', 'detonator', 'plunger'],
    ['a heat pump', 'heat pump', 'grille'],
    ['a ventilator', 'ventilator', 'screen'],
    ['an air horn', 'air horn', 'horn'],
    ['a sprinkler', 'sprinkler', 'water'],
    ['a water tank', 'water tank', 'tap'],
    ['a polaroid', 'instant camera', 'photo'],
    ['an oil pump', 'pumpjack', 'horsehead'],
    ['a golf tee', 'golf tee', 'tee'],
    ['a cable', 'cable', 'plug'],
    ['a walking frame', 'walking frame', 'grip'],
    ['a zimmer frame', 'walking frame', 'grip'],
    ['a trimmer', 'string trimmer', 'head'],
    ['a hand plane', 'hand plane', 'iron'],
    ['a car jack', 'car jack', 'screw'],
    ['a hairbrush', 'hairbrush', 'bristles'],
    ['a nail file', 'nail file', 'file'],
    ['a curling iron', 'curling iron', 'clamp'],
    ['a spinning wheel', 'spinning wheel', 'spoke'],
    ['a clinical thermometer', 'clinical thermometer', 'display'],
    // One body for the whole family before: every saw a handsaw, every hammer one hammer.
    ['a circular saw', 'circular saw', 'blade'],
    ['a table saw', 'table saw', 'fence'],
    ['a jigsaw', 'jigsaw', 'shoe'],
    ['a bandsaw', 'bandsaw', 'upper_cover'],
    ['a claw hammer', 'claw hammer', 'claw'],
    ['a sledgehammer', 'sledgehammer', 'head'],
    ['a mallet', 'mallet', 'head'],
  ])('%s is a %s with its %s', async (prompt, kind, partName) => {
    const scene = await build(prompt);
    expect(scene.interpretation.kind).toBe(kind);
    expect(scene.interpretation.match).toBe('exact');
    expect(has(scene, partName)).toBe(true);
  });

  it('draws each saw by its own body: a toothed disc, not the handsaw blade', async () => {
    for (const prompt of ['a circular saw', 'a table saw']) {
      const scene = await build(prompt);
      const blade = scene.parts.find((p) => p.name === 'blade')!;
      const size = bounds([blade]).size;
      // A disc facing the viewer: as tall as it is wide.
      expect(Math.abs(size[0] - size[1])).toBeLessThan(size[0] * 0.1);
    }
  });

  it('gives a sledgehammer a longer handle and heavier head than a mallet', async () => {
    const sledge = bounds((await build('a sledgehammer')).parts).size;
    const mallet = bounds((await build('a mallet')).parts).size;
    expect(sledge[0]).toBeGreaterThan(mallet[0] * 2);
  });

  it("stands a table saw at workbench height, a bandsaw taller than a person's waist", async () => {
    expect(bounds((await build('a table saw')).parts).size[1]).toBeGreaterThan(0.8);
    expect(bounds((await build('a bandsaw')).parts).size[1]).toBeGreaterThan(1.5);
  });
});

describe('more tools, kitchen things, electronics and clinic devices', () => {
  it.each([
    // Read as another thing before.
    ['a glue gun', 'glue gun', 'glue_stick'],
    ['a nail gun', 'nail gun', 'magazine'],
    ['a caulking gun', 'caulking gun', 'tube'],
    ['a heat gun', 'heat gun', 'nozzle'],
    ['an angle grinder', 'angle grinder', 'disc'],
    ['a can opener', 'can opener', 'key'],
    ['a baking tray', 'baking tray', 'tray'],
    ['a cookie sheet', 'baking tray', 'tray'],
    ['a power bank', 'power bank', 'ports'],
    ['an sd card', 'memory card', 'contacts'],
    ['a try square', 'try square', 'blade'],
    ['a rasp', 'rasp', 'teeth'],
    ['a hacksaw', 'hacksaw', 'frame'],
    ['an anemometer', 'anemometer', 'cup'],
    ['a metronome', 'metronome', 'weight'],
    // Unknown before.
    ['a jackhammer', 'jackhammer', 'chisel'],
    ['a hedge trimmer', 'hedge trimmer', 'teeth'],
    ['a drill press', 'drill press', 'chuck'],
    ['an air compressor', 'air compressor', 'tank'],
    ['a caliper', 'caliper', 'moving_jaw'],
    ['a meat grinder', 'meat grinder', 'hopper'],
    ['a samovar', 'samovar', 'spout'],
    ['a toothpick', 'toothpick', 'pick'],
    ['a boom box', 'boom box', 'speaker'],
    ['a circuit board', 'circuit board', 'chip'],
    ['a motherboard', 'circuit board', 'chip'],
    ['a multimeter', 'multimeter', 'probe_red'],
    ['an oscilloscope', 'oscilloscope', 'trace'],
    ['a heart monitor', 'heart monitor', 'trace'],
    ['a defibrillator', 'defibrillator', 'paddle'],
    ['an inhaler', 'inhaler', 'canister'],
    ['a hearing aid', 'hearing aid', 'tube'],
    ['a sextant', 'sextant', 'arc'],
    ['a tuning fork', 'tuning fork', 'tine'],
    ['a pipette', 'pipette', 'bulb'],
    ['an eye dropper', 'pipette', 'bulb'],
  ])('%s is a %s with its %s', async (prompt, kind, partName) => {
    const scene = await build(prompt);
    expect(scene.interpretation.kind).toBe(kind);
    expect(scene.interpretation.match).toBe('exact');
    expect(has(scene, partName)).toBe(true);
  });
});
