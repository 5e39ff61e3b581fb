/**
 * Issue 32 (session 29, helper "machines"): machines, devices and instruments. Members of a
 * WordNet class whose one kind has their shape stand in as that kind and say so (every
 * measuring instrument without a kind the dial gauge, every loudspeaker the speaker box, every
 * video display the monitor); a fuse and a jet engine are kinds of their own, each
 * drawn by what a person names it by (docs/decisions.md, "Machines, devices and instruments by
 * class").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, rgb } from './scenes.ts';

describe('members of a class stand in as the kind with their shape, and say so', () => {
  it.each([
    // Every measuring instrument without a kind is the dial gauge it reads out on.
    ['a tachometer', 'gauge'],
    ['a tach', 'gauge'],
    ['a hygrometer', 'gauge'],
    ['a dynamometer', 'gauge'],
    ['a pedometer', 'gauge'],
    ['a densitometer', 'gauge'],
    ['a wattmeter', 'gauge'],
    ['an aneroid', 'gauge'],
    ['a seismograph', 'gauge'],
    ['a synchronizer', 'gauge'],
    // An octant or a quadrant is the sextant, a burette the glass pipette.
    ['an octant', 'sextant'],
    ['a burette', 'pipette'],
    // Valves, motors, speakers, displays, circuits and coils by their class.
    ['a poppet', 'valve'],
    ['a stepper', 'engine'],
    ['a tweeter', 'subwoofer'],
    ['a tannoy', 'subwoofer'],
    ['an lcd', 'monitor'],
    ['a vdu', 'monitor'],
    ['a crt', 'monitor'],
    ['an inductor', 'coil of wire'],
    ['a solenoid', 'coil of wire'],
    ['wiring', 'coil of wire'],
    // Recorders of the body's currents are the heart monitor's trace.
    ['an electrocardiograph', 'heart monitor'],
    ['an electroencephalograph', 'heart monitor'],
    ['a polygraph', 'heart monitor'],
    // Recorders of tape: the boom box, and a VCR the flat player box.
    ['a tape recorder', 'boom box'],
    ['a dictaphone', 'boom box'],
    ['a vcr', 'cd player'],
    // A musical pipe is the flute; an alarm horn the air horn; a breaker the switch.
    ['a chanter', 'flute'],
    ['a pennywhistle', 'flute'],
    ['a klaxon', 'air horn'],
    ['a car horn', 'air horn'],
    ['a foghorn', 'air horn'],
    ['a circuit breaker', 'light switch'],
    // Clockwork is the gears; a spring the coil spring; a receiver or a hi-fi the radio.
    ['a clockwork', 'gear'],
    ['a spring', 'coil spring'],
    ['a mainspring', 'coil spring'],
    ['a hairspring', 'coil spring'],
    ['a receiver', 'radio'],
    ['a hi-fi', 'radio'],
    // Every jet engine WordNet files reaches the new kind, and an LED its own.
    ['a ramjet', 'jet engine'],
    ['a thruster', 'jet engine'],
    ['an led', 'light-emitting diode'],
  ])('%s stands in as a %s', (prompt, kind) => {
    const noun = prompt.replace(/^(an?) /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('leaves the kinds of the classes their own nouns', () => {
    const stays: Array<[string, string]> = [
      ['a thermometer', 'thermometer'],
      ['a clock', 'clock'],
      ['a watch', 'watch'],
      ['a stopwatch', 'stopwatch'],
      ['an hourglass', 'hourglass'],
      ['a sextant', 'sextant'],
      ['a pipette', 'pipette'],
      ['a ruler', 'ruler'],
      ['a caliper', 'caliper'],
      ['a radar', 'radar'],
      ['an altimeter', 'altimeter'],
      ['an anemometer', 'anemometer'],
      ['a gauge', 'gauge'],
      ['a valve', 'valve'],
      ['a faucet', 'faucet'],
      ['an engine', 'engine'],
      ['a generator', 'generator'],
      ['a subwoofer', 'subwoofer'],
      ['a monitor', 'monitor'],
      ['a circuit board', 'circuit board'],
      // A circuit is the circuit board's own noun, no family: the limiter and the squelch
      // circuit WordNet lists first for "clipper" and "squelch" are no circuit board.
      ['a circuit', 'circuit board'],
      ['circuitry', 'circuit board'],
      ['a coil of wire', 'coil of wire'],
      ['a heart monitor', 'heart monitor'],
      ['a boom box', 'boom box'],
      ['a bagpipe', 'bagpipe'],
      ['a panpipe', 'panpipe'],
      ['an air horn', 'air horn'],
      ['a light switch', 'light switch'],
      ['a gear', 'gear'],
      ['a coil spring', 'coil spring'],
      ['a radio', 'radio'],
      ['a stereo', 'radio'],
      ['a telephone receiver', 'telephone receiver'],
    ];
    for (const [prompt, kind] of stays) {
      const reading = interpretPrompt(prompt, 1);
      expect([prompt, reading.kind, reading.match]).toEqual([prompt, kind, 'exact']);
    }
  });

  it('moves no word whose first sense people mean is no instrument', () => {
    // A timepiece stays the clock; a flood, a transit and a light are no lamp or telescope
    // (no family of lights or surveying instruments); a foreground is no monitor.
    expect(interpretPrompt('a timepiece', 1)).toMatchObject({ kind: 'clock', match: 'related' });
    for (const prompt of ['a flood', 'a transit', 'a foreground', 'a measure', 'a rule']) {
      expect([prompt, interpretPrompt(prompt, 1).kind]).not.toEqual([prompt, 'gauge']);
    }
    expect(interpretPrompt('a flood', 1).kind).not.toBe('searchlight');
    expect(interpretPrompt('a foreground', 1).kind).not.toBe('monitor');
    expect(interpretPrompt('a clipper', 1).kind).not.toBe('circuit board');
    expect(interpretPrompt('a squelch', 1).kind).not.toBe('circuit board');
  });
});

describe('frequent unknown machines are kinds of their own', () => {
  it.each([
    ['a fuse', 'fuse'],
    ['a glass fuse', 'fuse'],
    ['a cartridge fuse', 'fuse'],
    ['a jet engine', 'jet engine'],
    ['a turbofan', 'jet engine'],
    ['a turbojet', 'jet engine'],
    ['a fanjet', 'jet engine'],
    ['a light-emitting diode', 'light-emitting diode'],
    ['an led light', 'light-emitting diode'],
    ['an led bulb', 'light-emitting diode'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['eine Sicherung', 'fuse'],
    ['保险丝', 'fuse'],
    ['un fusible', 'fuse'],
    ['ヒューズ', 'fuse'],
    ['ein Strahltriebwerk', 'jet engine'],
    ['喷气发动机', 'jet engine'],
    ['un moteur a reaction', 'jet engine'],
    ['реактивный двигатель', 'jet engine'],
    ['eine Leuchtdiode', 'light-emitting diode'],
    ['发光二极管', 'light-emitting diode'],
    ['светодиод', 'light-emitting diode'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('takes no English word from elsewhere', () => {
    expect(interpretPrompt('an engine', 1).kind).toBe('engine');
    expect(interpretPrompt('a jet', 1).kind).not.toBe('jet engine');
    expect(interpretPrompt('a fuse box', 1).kind).not.toBe('fuse');
    // "Led" is the past of "to lead" before it is an LED: no bare "led" among the nouns.
    expect(interpretPrompt('a dog led by a man', 1).kind).toBe('dog');
    expect(interpretPrompt('a horse led by a boy', 1).kind).toBe('horse');
  });
});

describe('each is drawn by its telling look', () => {
  it('a fuse is a tube between two metal caps, held in the clips of a holder', async () => {
    const s = await build('a fuse');
    const tube = box(s, 'tube');
    const caps = named(s, 'cap');
    expect(caps).toHaveLength(2);
    // A long thin cartridge lying on its side.
    expect(tube.size[0]).toBeGreaterThan(tube.size[1] * 2.5);
    // The caps close its two ends, a little wider than the tube.
    const capBoxes = caps.map((c) => bounds([c]));
    expect(Math.min(...capBoxes.map((c) => c.min[0]))).toBeLessThan(tube.min[0]);
    expect(Math.max(...capBoxes.map((c) => c.max[0]))).toBeGreaterThan(tube.max[0]);
    expect(capBoxes[0]!.size[1]).toBeGreaterThan(tube.size[1]);
    // The holder lies under it, the wire runs inside the tube from cap to cap.
    expect(box(s, 'holder').max[1]).toBeLessThanOrEqual(tube.min[1] + 0.001);
    const wire = box(s, 'element');
    expect(wire.min[0]).toBeGreaterThan(Math.min(...capBoxes.map((c) => c.min[0])));
    expect(wire.max[0]).toBeLessThan(Math.max(...capBoxes.map((c) => c.max[0])));
    expect(wire.max[1]).toBeLessThan(tube.max[1]);
  });

  it('a red fuse is red where the cartridge is', async () => {
    const [r, g, b] = rgb(await build('a red fuse'), 'tube');
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
  });

  it('a jet engine is a round nacelle open to the front on a ring of fan blades round a spinner', async () => {
    const s = await build('a jet engine');
    const nacelle = box(s, 'nacelle');
    // Round seen from the front, longer than it is wide.
    expect(Math.abs(nacelle.size[0] - nacelle.size[1])).toBeLessThan(0.1);
    expect(nacelle.size[2]).toBeGreaterThan(nacelle.size[0] * 1.3);
    // The fan: many blades inside the cowling, near its open front.
    const blades = named(s, 'fan_blade');
    expect(blades.length).toBeGreaterThanOrEqual(16);
    const fan = bounds(blades);
    expect(fan.size[0]).toBeLessThan(nacelle.size[0]);
    expect(fan.max[2]).toBeLessThan(nacelle.max[2]);
    expect(fan.min[2]).toBeGreaterThan(nacelle.max[2] - 1);
    // The spinner points forward out of the middle of the fan.
    const spinner = box(s, 'spinner');
    expect(spinner.max[2]).toBeGreaterThan(fan.max[2]);
    expect(
      Math.abs((spinner.min[1] + spinner.max[1]) / 2 - (nacelle.min[1] + nacelle.max[1]) / 2),
    ).toBeLessThan(0.05);
    // It rests on its stand, the nozzle behind.
    expect(bounds(s.parts).min[1]).toBeCloseTo(0, 2);
    expect(box(s, 'nozzle').min[2]).toBeLessThan(nacelle.min[2]);
  });

  it('an LED is a coloured dome over two wire legs, the anode the longer', async () => {
    const s = await build('an led');
    const dome = box(s, 'dome');
    const anode = box(s, 'anode');
    const cathode = box(s, 'cathode');
    expect(anode.min[1]).toBeLessThan(cathode.min[1]);
    expect(anode.size[1]).toBeGreaterThan(cathode.size[1]);
    expect(dome.min[1]).toBeGreaterThan(anode.max[1] - 0.01 * anode.size[1]);
    // The legs are long, the lens short: three to six times its height.
    expect(anode.size[1]).toBeGreaterThan(
      bounds([...named(s, 'body'), ...named(s, 'dome')]).size[1] * 2.5,
    );
    const [r, g, b] = rgb(s, 'body');
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    const [r2, , b2] = rgb(await build('a blue led'), 'dome');
    expect(b2).toBeGreaterThan(r2 * 1.5);
  });

  it('a jet engine with 12 blades has 12', async () => {
    expect(named(await build('a jet engine with 12 blades'), 'fan_blade')).toHaveLength(12);
  });
});
