/**
 * Issue 32 (session 20, R): vehicles, play and sports gear and street things that were unknown
 * or a near kind each reach a kind or look of their own, built with what a person checks: a
 * tow truck's boom and hook behind its cab, a semi truck's trailer, a seesaw's plank tipped on
 * its pivot, a table-tennis table's net, a police car's light bar, a pirate flag's skull.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const named = (scene: Scene, prefix: string): Scene['parts'] =>
  scene.parts.filter((p) => p.name.startsWith(prefix));

describe('vehicles, play and the street', () => {
  it.each([
    // Unknown before.
    ['a surfboard', 'surfboard'],
    ['an oar', 'oar'],
    ['a waterslide', 'water slide'],
    ['a trampoline', 'trampoline'],
    ['a sandbox', 'sandbox'],
    ['a bowling pin', 'bowling pin'],
    ['a dartboard', 'dartboard'],
    ['a shuttlecock', 'shuttlecock'],
    ['a golf club', 'golf club'],
    ['a billboard', 'billboard'],
    ['a scarecrow', 'scarecrow'],
    ['a garden gnome', 'garden gnome'],
    // A near kind before.
    ['a golf cart', 'golf cart'],
    ['a golfcart', 'golf cart'],
    ['a tow truck', 'tow truck'],
    ['a trailer truck', 'semi truck'],
    ['a tractor trailer', 'semi truck'],
    ['a river boat', 'paddle steamer'],
    ['a water scooter', 'jet ski'],
    ['a jet ski', 'jet ski'],
    ['a clock tower', 'clock tower'],
    ['a newsstand', 'newsstand'],
    ['a poster', 'poster'],
    ['a license plate', 'license plate'],
    ['a police cruiser', 'police car'],
    ['a police car', 'police car'],
    ['a see saw', 'seesaw'],
    ['a table-tennis table', 'table tennis table'],
  ])('%s is read as the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a tow truck has its boom and hook behind the cab', async () => {
    const truck = await build('a tow truck');
    const cab = bounds(truck.parts.filter((p) => p.name === 'cab'));
    const hook = bounds(named(truck, 'hook'));
    expect(hook.max[2]).toBeLessThan(cab.min[2]);
    expect(bounds(named(truck, 'boom')).max[1]).toBeGreaterThan(cab.max[1]);
  });

  it('a semi truck pulls a trailer longer than its cab, on ten wheels', async () => {
    const semi = await build('a semi truck');
    expect(bounds(named(semi, 'trailer')).size[2]).toBeGreaterThan(
      bounds(named(semi, 'cab')).size[2] * 3,
    );
    expect(named(semi, 'wheel')).toHaveLength(10);
  });

  it('a seesaw tips: one seat higher than the other, both over the plank', async () => {
    const seats = named(await build('a seesaw'), 'seat').map((p) => bounds([p]).min[1]);
    expect(seats).toHaveLength(2);
    expect(Math.abs(seats[0]! - seats[1]!)).toBeGreaterThan(0.3);
  });

  it('a table-tennis table has a net across its middle, above the top', async () => {
    const table = await build('a table-tennis table');
    const net = bounds(named(table, 'net'));
    expect(net.max[1]).toBeGreaterThan(bounds(named(table, 'top')).max[1]);
    expect(Math.abs(net.min[0] + net.max[0])).toBeLessThan(0.05);
  });

  it('a police car carries a light bar and POLICE on both sides', async () => {
    const car = await build('a police cruiser');
    expect(named(car, 'light_')).toHaveLength(2);
    expect(named(car, 'police_letter').length + named(car, 'police_').length).toBeGreaterThan(6);
  });

  it('a pirate flag is black with a skull; a pennant one pointed cloth', async () => {
    const pirate = await build('a pirate flag');
    expect(named(pirate, 'skull')).toHaveLength(1);
    expect(named(pirate, 'stripe')).toHaveLength(0);
    const pennant = await build('a pennant');
    expect(named(pennant, 'cloth')).toHaveLength(1);
    expect(named(pennant, 'stripe')).toHaveLength(0);
  });

  it('a dalmatian is a spotted dog, a cougar a big cat', async () => {
    const dog = await build('a dalmatian');
    expect(dog.interpretation.kind).toBe('dog');
    expect(named(dog, 'spots')).toHaveLength(1);
    const cougar = await build('a cougar');
    const house = await build('a cat');
    expect(bounds(cougar.parts).size[1]).toBeGreaterThan(bounds(house.parts).size[1] * 2);
  });
});
