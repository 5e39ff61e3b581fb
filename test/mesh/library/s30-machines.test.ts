/**
 * Issue 32 (session 30, helper "machines"): machines and electrical things said often and still
 * unknown, each drawn as the thing a person pictures — a lathe, a transformer, a laser, a GPS
 * and a sonar — and the members of a class that have one of their shapes standing in and
 * saying so: a shaper is the lathe, a polisher or a planer the hand-held sander
 * (docs/decisions.md, "Machines by class, session 30").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, part, rgb } from './scenes.ts';

describe('frequent unknown machines are kinds of their own', () => {
  it.each([
    ['a lathe', 'lathe'],
    ['a transformer', 'transformer'],
    ['a power transformer', 'transformer'],
    ['a step-down transformer', 'transformer'],
    ['a laser', 'laser'],
    ['a laser device', 'laser'],
    ['a laser beam', 'laser'],
    ['a gps', 'gps'],
    ['a sat nav', 'gps'],
    ['a satnav', 'gps'],
    ['a sonar', 'sonar'],
    ['an echo sounder', 'sonar'],
    ['a fish finder', 'sonar'],
    ['a telescopic sight', 'telescopic sight'],
    ['a rifle scope', 'telescopic sight'],
    ['a gunsight', 'telescopic sight'],
    ['a ct scanner', 'ct scanner'],
    ['a cat scanner', 'ct scanner'],
    ['an mri machine', 'ct scanner'],
    // Scuba was the medical ventilator on its stand (a breathing device to WordNet).
    ['scuba', 'scuba tank'],
    ['a scuba tank', 'scuba tank'],
    ['an aqualung', 'scuba tank'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['eine Drehbank', 'lathe'],
    ['车床', 'lathe'],
    ['un tour a metaux', 'lathe'],
    ['токарный станок', 'lathe'],
    ['ein Transformator', 'transformer'],
    ['变压器', 'transformer'],
    ['un transformador', 'transformer'],
    ['трансформатор', 'transformer'],
    ['激光器', 'laser'],
    ['レーザー', 'laser'],
    ['лазер', 'laser'],
    ['ein Navi', 'gps'],
    ['カーナビ', 'gps'],
    ['un navigatore satellitare', 'gps'],
    ['声呐', 'sonar'],
    ['ein Echolot', 'sonar'],
    ['гидролокатор', 'sonar'],
    ['ein Zielfernrohr', 'telescopic sight'],
    ['瞄准镜', 'telescopic sight'],
    ['une lunette de visee', 'telescopic sight'],
    ['ein Computertomograph', 'ct scanner'],
    ['томограф', 'ct scanner'],
    ['eine Tauchflasche', 'scuba tank'],
    ['акваланг', 'scuba tank'],
    ['une bouteille de plongee', 'scuba tank'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('takes no English word from the kinds near them', () => {
    const stays: Array<[string, string]> = [
      ['a laser printer', 'printer'],
      ['a radar', 'radar'],
      ['a drill press', 'drill press'],
      ['a sander', 'sander'],
      ['a coil of wire', 'coil of wire'],
      ['a metal detector', 'metal detector'],
      ['a heater', 'electric heater'],
      ['a telescope', 'telescope'],
      ['a ventilator', 'ventilator'],
      ['a scuba mask', 'diving mask'],
    ];
    for (const [prompt, kind] of stays) {
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
    }
  });
});

describe('members of a class stand in as the kind with their shape, and say so', () => {
  it.each([
    // A shaping machine tool is the lathe.
    ['a shaper', 'lathe'],
    // A buffer and a power plane are hand-held power tools of the sander's build.
    ['a polisher', 'sander'],
    ['a planer', 'sander'],
    // Every X-ray machine is the CT scanner; every sight for aiming the telescopic sight.
    ['a fluoroscope', 'ct scanner'],
    ['an x-ray machine', 'ct scanner'],
    ['sights', 'telescopic sight'],
  ])('%s stands in as a %s', (prompt, kind) => {
    const noun = prompt.replace(/^(an?) /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('leaves a warmer and a defroster unknown: no heater family draws a coal pan as a radiator', () => {
    for (const prompt of ['a warmer', 'a defroster']) {
      expect([prompt, interpretPrompt(prompt, 1).match]).toEqual([prompt, 'unknown']);
    }
  });
});

describe('each is drawn by its telling look', () => {
  it('a lathe: a long bed on two pedestals, the chuck at the headstock holding the bar the tailstock centres', async () => {
    const s = await build('a lathe');
    const bed = box(s, 'bed');
    // A long machine: the bed several times longer than it is deep.
    expect(bed.size[0]).toBeGreaterThan(bed.size[2] * 4);
    const pedestals = named(s, 'pedestal');
    expect(pedestals).toHaveLength(2);
    for (const p of pedestals) expect(bounds([p]).max[1]).toBeLessThanOrEqual(bed.min[1] + 0.001);
    // The headstock at the left end, the tailstock at the right, both on the bed.
    const head = box(s, 'headstock');
    const tail = box(s, 'tailstock');
    expect(head.max[0]).toBeLessThan(0);
    expect(tail.min[0]).toBeGreaterThan(0);
    expect(head.min[1]).toBeGreaterThanOrEqual(bed.max[1] - 0.001);
    // The chuck at the headstock's face, three jaws on it, the bar from the chuck to the
    // tailstock's centre, all on one axis.
    const chuck = box(s, 'chuck');
    const bar = box(s, 'workpiece');
    const centre = box(s, 'centre');
    expect(chuck.min[0]).toBeCloseTo(head.max[0], 2);
    expect(named(s, 'jaw')).toHaveLength(3);
    expect(bar.min[0]).toBeCloseTo(chuck.max[0], 2);
    expect(bar.max[0]).toBeCloseTo(centre.min[0], 2);
    const axis = (b: { min: number[]; max: number[] }) => (b.min[1]! + b.max[1]!) / 2;
    expect(axis(bar)).toBeCloseTo(axis(chuck), 2);
    expect(axis(centre)).toBeCloseTo(axis(bar), 2);
    // The cutting tool reaches the bar from the tool post on the carriage between them.
    const tool = box(s, 'tool_bit');
    expect(tool.min[2]).toBeLessThan(bar.max[2]);
    expect(tool.min[0]).toBeGreaterThan(head.max[0]);
    expect(tool.max[0]).toBeLessThan(tail.min[0]);
  });

  it('a blue lathe is blue where it is painted, its bar still bright metal', async () => {
    const s = await build('a blue lathe');
    const [r, g, b] = rgb(s, 'headstock');
    expect(b).toBeGreaterThan(r * 1.5);
    expect(b).toBeGreaterThan(g);
    const [br, , bb] = rgb(s, 'workpiece');
    expect(Math.abs(br - bb)).toBeLessThan(0.15);
  });

  it('a transformer: a square iron core, more copper turns on one limb than the other, leads to terminals', async () => {
    const s = await build('a transformer');
    const limbs = named(s, 'core_limb');
    const yokes = named(s, 'core_yoke');
    expect(limbs).toHaveLength(2);
    expect(yokes).toHaveLength(2);
    const core = bounds([...limbs, ...yokes]);
    // A square window: as wide as it is tall, within a fifth.
    expect(core.size[0] / core.size[1]).toBeGreaterThan(0.8);
    expect(core.size[0] / core.size[1]).toBeLessThan(1.35);
    // The primary has more turns than the secondary, each round its own limb.
    const primary = named(s, 'primary_');
    const secondary = named(s, 'secondary_');
    expect(primary.length).toBeGreaterThan(secondary.length);
    expect(secondary.length).toBeGreaterThanOrEqual(3);
    const [left, right] = limbs.map((l) => bounds([l]));
    const p = bounds(primary);
    const q = bounds(secondary);
    expect((p.min[0] + p.max[0]) / 2).toBeCloseTo((left!.min[0] + left!.max[0]) / 2, 2);
    expect((q.min[0] + q.max[0]) / 2).toBeCloseTo((right!.min[0] + right!.max[0]) / 2, 2);
    // The windings are copper-coloured: red over blue.
    const [r, , b] = rgb(s, 'primary_1');
    expect(r).toBeGreaterThan(b * 2);
    // Four leads, each ending at a terminal on the base.
    expect(named(s, 'wire_')).toHaveLength(4);
    expect(named(s, 'terminal')).toHaveLength(4);
    expect(box(s, 'base').max[1]).toBeLessThanOrEqual(core.min[1] + 0.001);
  });

  it('a laser: a head on mounts over a breadboard, its straight beam running from the aperture to the target', async () => {
    const s = await build('a laser');
    const head = box(s, 'head');
    const beam = box(s, 'beam');
    const aperture = box(s, 'aperture');
    const target = box(s, 'target');
    // The head is a long tube lying along the board.
    expect(head.size[0]).toBeGreaterThan(head.size[1] * 3);
    expect(named(s, 'mount')).toHaveLength(2);
    expect(head.min[1]).toBeGreaterThan(box(s, 'breadboard').max[1]);
    // The beam is thin and straight, starting at the aperture and ending at the target.
    expect(beam.size[0]).toBeGreaterThan(beam.size[1] * 10);
    expect(beam.min[0]).toBeCloseTo(aperture.max[0], 2);
    expect(beam.max[0]).toBeGreaterThanOrEqual(target.min[0] - 0.01);
    // Red by default, and the colour a prompt asks for.
    const [r, g, b] = rgb(s, 'beam');
    expect(r).toBeGreaterThan((g + b) * 2);
    const [gr, gg, gb] = rgb(await build('a green laser'), 'beam');
    expect(gg).toBeGreaterThan(gr * 1.5);
    expect(gg).toBeGreaterThan(gb * 1.5);
  });

  it('a GPS: a screen in a dark bezel on a suction mount, a blue route and an arrow on its street map', async () => {
    const s = await build('a gps');
    const bezel = box(s, 'bezel');
    const screen = box(s, 'screen');
    // A landscape screen, wider than tall, inside its bezel.
    expect(bezel.size[0]).toBeGreaterThan(bezel.size[1] * 1.2);
    expect(screen.size[0]).toBeLessThan(bezel.size[0]);
    // The route is blue, the map pale; the arrow sits on the map in front of it.
    const [rr, rg, rb] = rgb(s, 'route');
    expect(rb).toBeGreaterThan(rr * 2);
    expect(rb).toBeGreaterThan(rg);
    const [mr, mg, mb] = rgb(s, 'screen');
    expect(Math.min(mr, mg, mb)).toBeGreaterThan(0.3);
    expect(box(s, 'arrow').max[2]).toBeGreaterThan(screen.max[2] - 0.005);
    // The mount's cup on the ground behind, its arm reaching the back of the unit.
    const cup = box(s, 'suction_cup');
    expect(cup.min[1]).toBeCloseTo(0, 3);
    expect(cup.max[2]).toBeLessThan(bezel.min[2] + 0.02);
    expect(box(s, 'arm').max[1]).toBeGreaterThan(bezel.min[1]);
  });

  it('a sonar: a console whose round dark screen carries green range rings, cross hairs and a sweep', async () => {
    const s = await build('a sonar');
    const consoleBox = box(s, 'console');
    const screen = box(s, 'screen');
    // A standing cabinet, the round screen high on its front.
    expect(consoleBox.size[1]).toBeGreaterThan(consoleBox.size[0] * 1.5);
    expect(screen.size[0]).toBeCloseTo(screen.size[1], 2);
    expect(screen.min[1]).toBeGreaterThan(consoleBox.size[1] / 2);
    expect(screen.max[2]).toBeGreaterThanOrEqual(consoleBox.max[2] - 0.02);
    // Three rings inside one another, all green on the dark glass.
    const rings = ['range_ring', 'range_ring_mid', 'range_ring_outer'].map((n) => box(s, n));
    expect(rings[0]!.size[0]).toBeLessThan(rings[1]!.size[0]);
    expect(rings[1]!.size[0]).toBeLessThan(rings[2]!.size[0]);
    expect(rings[2]!.size[0]).toBeLessThanOrEqual(screen.size[0]);
    const [r, g, b] = rgb(s, 'range_ring');
    expect(g).toBeGreaterThan(r * 2);
    expect(g).toBeGreaterThan(b);
    const [sr, sg, sb] = rgb(s, 'screen');
    expect(Math.max(sr, sg, sb)).toBeLessThan(0.1);
    expect(part(s, 'sweep')).toBeDefined();
    expect(named(s, 'blip').length).toBeGreaterThanOrEqual(2);
  });

  it('a telescopic sight: a long black tube on two rings over a rail, the objective wider than the eyepiece, turrets on top and at the side', async () => {
    const s = await build('a rifle scope');
    const tube = box(s, 'tube');
    const whole = bounds(s.parts);
    // Long and slim: many times longer than it is tall.
    expect(whole.size[0]).toBeGreaterThan(whole.size[1] * 4);
    // The objective end is wider than the tube and than the eyepiece, at the other end.
    const objective = box(s, 'objective');
    const eyepiece = box(s, 'eyepiece');
    expect(objective.size[1]).toBeGreaterThan(tube.size[1] * 1.6);
    expect(objective.size[1]).toBeGreaterThan(eyepiece.size[1]);
    expect(objective.min[0]).toBeGreaterThan(tube.max[0] - 0.001);
    expect(eyepiece.max[0]).toBeLessThan(tube.min[0] + 0.001);
    // Two rings clamp it to the rail below.
    expect(named(s, 'scope_ring')).toHaveLength(2);
    expect(box(s, 'rail').max[1]).toBeLessThan(tube.min[1]);
    // The elevation turret stands on top of the tube, the windage turret out at the side.
    expect(box(s, 'elevation_turret').max[1]).toBeGreaterThan(tube.max[1]);
    expect(box(s, 'windage_turret').max[2]).toBeGreaterThan(tube.max[2]);
    // Black by default.
    const [r, g, b] = rgb(s, 'tube');
    expect(Math.max(r, g, b)).toBeLessThan(0.05);
  });

  it('a CT scanner: a white gantry round a bore, the patient table running into it', async () => {
    const s = await build('a ct scanner');
    const gantry = box(s, 'gantry');
    const bore = box(s, 'bore');
    const cradle = box(s, 'cradle');
    // The gantry is a tall block, the bore a round hole in it at about table height.
    expect(gantry.size[1]).toBeGreaterThan(gantry.size[2] * 2);
    expect(bore.size[0]).toBeCloseTo(bore.size[1], 2);
    expect(bore.min[1]).toBeLessThan(cradle.max[1]);
    expect(bore.max[1]).toBeGreaterThan(cradle.max[1] + 0.2);
    // The table runs from in front of the gantry into the bore.
    expect(cradle.max[2]).toBeGreaterThan(gantry.max[2] + 1);
    expect(cradle.min[2]).toBeLessThan(gantry.max[2]);
    // White, with a coloured band round the bore.
    const [r, g, b] = rgb(s, 'gantry');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.7);
    const [br, , bb] = rgb(s, 'band');
    expect(bb).toBeGreaterThan(br * 2);
  });

  it('a scuba tank: a tall yellow cylinder in its boot, the regulator on its valve, hoses to a mouthpiece and a gauge', async () => {
    const s = await build('a scuba tank');
    const tank = box(s, 'tank');
    // A tall cylinder, about three times as tall as it is wide.
    expect(tank.size[1]).toBeGreaterThan(tank.size[0] * 3);
    const [r, g, b] = rgb(s, 'tank');
    expect(r).toBeGreaterThan(b * 3);
    expect(g).toBeGreaterThan(b * 2);
    // The valve and the first stage on top, the boot at the bottom.
    expect(box(s, 'valve').min[1]).toBeGreaterThan(tank.max[1] - 0.01);
    expect(box(s, 'first_stage').min[1]).toBeGreaterThan(tank.max[1]);
    expect(box(s, 'boot').min[1]).toBeCloseTo(0, 3);
    // Two hoses hang down in front: one to the mouthpiece, one to the pressure gauge.
    expect(box(s, 'second_stage').max[2]).toBeGreaterThan(tank.max[2]);
    expect(box(s, 'pressure_gauge').max[2]).toBeGreaterThan(tank.max[2]);
    expect(box(s, 'hose').min[1]).toBeLessThan(box(s, 'first_stage').min[1]);
    expect(named(s, 'strap')).toHaveLength(2);
  });

  it('a red scuba tank is red', async () => {
    const [r, g, b] = rgb(await build('a red scuba tank'), 'tank');
    expect(r).toBeGreaterThan((g + b) * 1.5);
  });
});
