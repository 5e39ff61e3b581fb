/**
 * Issue 32 (session 28, helper "things"): made things you hold or furnish with. Members of a
 * WordNet class whose one kind has their shape stand in as that kind and say so (every sail
 * the sail on its mast, every keyboard instrument without a kind the piano, every ship's line
 * the rope); five frequent unknown things are kinds of their own, each drawn by what a person
 * names it by (docs/decisions.md, "Made things by their class, session 28").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, rgb } from './scenes.ts';

describe('members of a class stand in as the kind with their shape, and say so', () => {
  it.each([
    // Every sail is the sail on its mast (a jib was a towel, a topsail unknown).
    ['a sail', 'mainsail'],
    ['a jib', 'mainsail'],
    ['a spinnaker', 'mainsail'],
    ['a staysail', 'mainsail'],
    ['a topsail', 'mainsail'],
    ['a royal', 'mainsail'],
    ['a lateen', 'mainsail'],
    // A keyboard instrument without a kind is the piano (a clavichord was the guitar).
    ['a clavichord', 'piano'],
    ['a celesta', 'piano'],
    ['a spinet', 'piano'],
    ['a harmonium', 'piano'],
    ['a reed organ', 'piano'],
    // A ship's line is the rope.
    ['a towline', 'rope'],
    ['a mooring line', 'rope'],
    ['a lifeline', 'rope'],
    ['a hawser', 'rope'],
    // Vessels, boxes, computers, copiers, robes, bedding by their class.
    ['a flagon', 'jug'],
    ['a footlocker', 'chest'],
    ['a microcomputer', 'desktop computer'],
    ['a workstation', 'desktop computer'],
    ['a mimeograph', 'printer'],
    ['a peignoir', 'bathrobe'],
    ['a negligee', 'bathrobe'],
    ['a housecoat', 'bathrobe'],
    ['a featherbed', 'bed'],
    ['bedding', 'blanket'],
    ['an audiotape', 'cassette'],
    // Every knot is the knot in a rope, every brass instrument the trumpet, every screw the bolt.
    ['a bowline', 'knot'],
    ['a reef knot', 'knot'],
    ['a slipknot', 'knot'],
    ['a clove hitch', 'knot'],
    ['a sheepshank', 'knot'],
    ['a flugelhorn', 'trumpet'],
    ['a clarion', 'trumpet'],
    ['a saxhorn', 'trumpet'],
    ['a euphonium', 'trumpet'],
    ['a woodscrew', 'bolt'],
    ['a carriage bolt', 'bolt'],
    ['a lag screw', 'bolt'],
    // Garments by their class, and a coffer the chest.
    ['a kurta', 't-shirt'],
    ['a dashiki', 't-shirt'],
    ['a kameez', 'dress'],
    ['a chiton', 'dress'],
    ['a burnous', 'cape'],
    ['a jellaba', 'cape'],
    ['a coffer', 'chest'],
    // A buffet, a chamber pot, a file, a vibraphone, a woodwind by their class.
    ['a buffet', 'credenza'],
    ['a chamberpot', 'potty'],
    ['a flat file', 'rasp'],
    ['a taper file', 'rasp'],
    ['a vibraphone', 'xylophone'],
    ['a woodwind', 'flute'],
    // Plates, stoves, belts and meters by their class.
    ['a dinner plate', 'plate'],
    ['a soup plate', 'plate'],
    ['a gas range', 'oven'],
    ['a cookstove', 'oven'],
    ['a baldric', 'belt'],
    ['a money belt', 'belt'],
    ['a gas meter', 'gauge'],
    ['a water meter', 'gauge'],
  ])('%s stands in as a %s', (prompt, kind) => {
    const noun = prompt.replace(/^(an?) /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('leaves the kinds of the class their own nouns', () => {
    const stays: Array<[string, string]> = [
      ['a harpsichord', 'piano'],
      ['an accordion', 'accordion'],
      ['an organ', 'pipe organ'],
      ['a synthesizer', 'electric keyboard'],
      ['a mainsail', 'mainsail'],
      ['a lasso', 'rope'],
      ['a clothesline', 'clothesline'],
      ['a laptop', 'laptop'],
      ['a mainframe', 'mainframe'],
      ['a photocopier', 'printer'],
      ['a futon', 'futon'],
      ['a locker', 'locker'],
      ['a toilet', 'toilet'],
      ['a sickle', 'sickle'],
      ['a tuba', 'trumpet'],
      ['a trombone', 'trombone'],
      ['a screw', 'bolt'],
      ['a shirt', 't-shirt'],
      ['a kimono', 'kimono'],
      ['a poncho', 'poncho'],
      ['a cloak', 'cape'],
      ['a tie', 'tie'],
      ['a nailfile', 'nail file'],
      ['a nail file', 'nail file'],
      ['a rasp', 'rasp'],
      ['a missile', 'rocket'],
      ['a xylophone', 'xylophone'],
      ['a clarinet', 'flute'],
      ['a saxophone', 'saxophone'],
      ['a potty', 'potty'],
      ['a plate', 'plate'],
      ['a stove', 'oven'],
      ['a belt', 'belt'],
      ['a parking meter', 'parking meter'],
    ];
    for (const [prompt, kind] of stays) {
      const reading = interpretPrompt(prompt, 1);
      expect([prompt, reading.kind, reading.match]).toEqual([prompt, kind, 'exact']);
    }
  });
});

describe('frequent unknown things are kinds of their own', () => {
  it.each([
    ['a urinal', 'urinal'],
    ['a wall urinal', 'urinal'],
    ['a bidet', 'bidet'],
    ['an air mattress', 'air mattress'],
    ['a lilo', 'air mattress'],
    ['an airbed', 'air mattress'],
    ['an inflatable mattress', 'air mattress'],
    ['a scythe', 'scythe'],
    ['a spittoon', 'spittoon'],
    ['a cuspidor', 'spittoon'],
    ['a knot', 'knot'],
    ['an overhand knot', 'knot'],
    ['an eggcup', 'eggcup'],
    ['an egg cup', 'eggcup'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['ein Pissoir', 'urinal'],
    ['小便池', 'urinal'],
    ['eine Luftmatratze', 'air mattress'],
    ['un matelas pneumatique', 'air mattress'],
    ['коса для травы', 'scythe'],
    ['大鎌', 'scythe'],
    ['痰盂', 'spittoon'],
    ['una escupidera', 'spittoon'],
    ['ein Knoten', 'knot'],
    ['绳结', 'knot'],
    ['ein Eierbecher', 'eggcup'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('takes no English word from elsewhere', () => {
    expect(interpretPrompt('a sense of humor', 1).kind).not.toBe('scythe');
    expect(interpretPrompt('a mattress', 1).kind).toBe('bed');
    expect(interpretPrompt('faux fur', 1).kind).not.toBe('scythe');
  });
});

describe('each is drawn by its telling look', () => {
  it('a urinal is a white bowl hung on a tiled wall, off the floor, under its chrome flush valve', async () => {
    const s = await build('a urinal');
    const bowl = box(s, 'bowl');
    expect(Math.min(...rgb(s, 'bowl'))).toBeGreaterThan(0.85);
    expect(bowl.min[1]).toBeGreaterThan(box(s, 'floor').max[1] + 0.15);
    expect(bowl.min[2]).toBeLessThan(box(s, 'wall').max[2] + 0.01);
    expect(box(s, 'flush_valve').min[1]).toBeGreaterThan(bowl.max[1]);
    expect(box(s, 'flush_pipe').min[1]).toBeLessThanOrEqual(bowl.max[1] + 0.01);
    expect(box(s, 'wall').size[1]).toBeGreaterThan(bowl.size[1] * 1.5);
  });

  it('a bidet is a low white oval bowl on a pedestal, a chrome mixer at its back rim', async () => {
    const s = await build('a bidet');
    const bowl = box(s, 'bowl');
    expect(bowl.max[1]).toBeLessThan(0.5);
    expect(bowl.size[2]).toBeGreaterThan(bowl.size[0] * 1.3);
    expect(box(s, 'pedestal').size[0]).toBeLessThan(bowl.size[0]);
    expect(Math.min(...rgb(s, 'bowl'))).toBeGreaterThan(0.85);
    const tap = box(s, 'tap_body');
    expect(tap.min[1]).toBeGreaterThanOrEqual(bowl.max[1] - 0.005);
    expect(tap.max[2]).toBeLessThan(bowl.min[2] + 0.1);
    expect(box(s, 'spout').max[2]).toBeGreaterThan(tap.max[2]);
  });

  it('an air mattress is six tubes lying side by side, long and flat, a pillow tube across its head', async () => {
    const s = await build('an air mattress');
    const ribs = named(s, 'ribs');
    expect(ribs).toHaveLength(6);
    const all = bounds(ribs);
    expect(all.size[0]).toBeGreaterThan(all.size[1] * 10);
    expect(all.size[0]).toBeGreaterThan(all.size[2] * 2);
    const pillow = box(s, 'pillow');
    expect(pillow.max[1]).toBeGreaterThan(all.max[1]);
    expect(pillow.max[0]).toBeLessThan(all.min[0] + 0.4);
  });

  it('a scythe stands on its long snath, the steel blade curving out from its head', async () => {
    const s = await build('a scythe');
    const snath = box(s, 'snath');
    const blade = box(s, 'blade');
    expect(snath.size[1]).toBeGreaterThan(1.2);
    expect(blade.min[1]).toBeGreaterThan(snath.max[1] - 0.5);
    expect(blade.size[0]).toBeGreaterThan(0.6);
    expect(blade.size[0]).toBeGreaterThan(blade.size[1] * 1.8);
    expect(named(s, 'grip_upper')).toHaveLength(2);
    const [r, g, b] = rgb(s, 'blade');
    expect(Math.abs(r - b)).toBeLessThan(0.1);
    expect(g).toBeGreaterThan(0.4);
  });

  it('a spittoon is a brass pot wider than tall, its funnel mouth as wide as its belly', async () => {
    const s = await build('a spittoon');
    const body = box(s, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1]);
    const [r, g, b] = rgb(s, 'body');
    expect(r).toBeGreaterThan(b + 0.3);
    expect(g).toBeGreaterThan(b);
    expect(box(s, 'rim').size[0]).toBeGreaterThan(body.size[0] * 0.9);
    expect(box(s, 'well').max[1]).toBeLessThan(box(s, 'rim').min[1]);
  });

  it('a knot is a rope tied on itself, its loop crossing over and under, two whipped ends leading off', async () => {
    const s = await build('a knot');
    const rope = box(s, 'rope');
    expect(rope.size[0]).toBeGreaterThan(0.9);
    expect(rope.size[1]).toBeLessThan(0.2);
    // The crossings lift the rope above its own thickness where it passes over itself.
    expect(rope.max[1]).toBeGreaterThan(0.1);
    expect(named(s, 'whipping')).toHaveLength(2);
    const [r, g, b] = rgb(s, 'rope');
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });

  it('an eggcup holds a boiled egg on its stem, the top sliced off to the yolk, the cap at its foot', async () => {
    const s = await build('an eggcup');
    const cup = box(s, 'cup');
    const egg = box(s, 'egg');
    expect(egg.min[1]).toBeLessThan(cup.max[1]);
    expect(egg.max[1]).toBeGreaterThan(cup.max[1] + 0.01);
    const yolk = box(s, 'yolk');
    expect(yolk.max[1]).toBeGreaterThanOrEqual(egg.max[1] - 0.002);
    const [r, g, b] = rgb(s, 'yolk');
    expect(r).toBeGreaterThan(b + 0.4);
    expect(g).toBeGreaterThan(b);
    expect(box(s, 'cap').max[1]).toBeLessThan(cup.max[1]);
    expect(box(s, 'cap').max[0]).toBeGreaterThan(cup.max[0]);
  });
});
