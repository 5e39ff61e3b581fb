/**
 * Issue 32 (session 28, round 2 on a spent held-out list, helper "r2things"): made things,
 * plants and creatures that were unknown or drawn as a near thing now read as what a person
 * means by them — five kinds of their own (a signet ring, a jigger, a decanter, a hatbox, a
 * calla lily), names a kind already draws (a warhorse, a wahoo, a caber, a bombard, a flytrap,
 * a fantail, a goldeneye) and stand-ins by class that say so (docs/decisions.md, "A spent
 * list's made things, round 2").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, rgb } from './scenes.ts';

describe('the new kinds are asked for by their names', () => {
  it.each([
    ['a signet ring', 'signet ring'],
    ['a signet', 'signet ring'],
    ['a seal ring', 'signet ring'],
    ['a jigger', 'jigger'],
    ['a bar jigger', 'jigger'],
    ['a decanter', 'decanter'],
    ['a wine decanter', 'decanter'],
    ['a hatbox', 'hatbox'],
    ['a hat box', 'hatbox'],
    ['a calla', 'calla lily'],
    ['a calla lily', 'calla lily'],
    ['an arum lily', 'calla lily'],
    ['lederhosen', 'lederhosen'],
    ['leather shorts', 'lederhosen'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['ein Siegelring', 'signet ring'],
    ['une chevalière', 'signet ring'],
    ['量酒器', 'jigger'],
    ['醒酒器', 'decanter'],
    ['графин', 'decanter'],
    ['una sombrerera', 'hatbox'],
    ['eine Hutschachtel', 'hatbox'],
    ['马蹄莲', 'calla lily'],
    ['eine Lederhose', 'lederhosen'],
    ['皮短裤', 'lederhosen'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('leaves the neighbours their own kinds', () => {
    expect(interpretPrompt('a ring', 1).kind).toBe('ring');
    expect(interpretPrompt('a wedding ring', 1).kind).toBe('ring');
    expect(interpretPrompt('a measuring cup', 1).kind).toBe('measuring cup');
    expect(interpretPrompt('a shot glass', 1).kind).toBe('glass');
    expect(interpretPrompt('a pitcher', 1).kind).toBe('jug');
    expect(interpretPrompt('a suitcase', 1).kind).toBe('suitcase');
    expect(interpretPrompt('a hat', 1).kind).toBe('hat');
    expect(interpretPrompt('a daisy', 1).kind).toBe('flower');
    expect(interpretPrompt('shorts', 1).kind).toBe('shorts');
    expect(interpretPrompt('cargo shorts', 1).kind).toBe('shorts');
  });
});

describe('names a kind already draws are that kind', () => {
  it.each([
    // WordNet's first senses mislead: a play, a bush, a bass shawm, a fly trap, a ship's
    // stern, a lacewing; a caber is the trimmed tree trunk, not the metal pole.
    ['a warhorse', 'horse'],
    ['a wahoo', 'mackerel'],
    ['a caber', 'log'],
    ['a bombard', 'cannon'],
    ['a flytrap', 'venus flytrap'],
    ['a fantail', 'bird'],
    ['a goldeneye', 'bird'],
  ])('%s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });
});

describe('members of a class stand in as the kind with their shape, and say so', () => {
  it.each([
    ['a cruller', 'donut'],
    ['a chasuble', 'poncho'],
    ['a feedbag', 'sack'],
    ['a nosebag', 'sack'],
    ['jambalaya', 'paella'],
    ['wolfsbane', 'hollyhock'],
    ['a monkshood', 'hollyhock'],
    ['echinacea', 'flower'],
  ])('%s stands in as a %s', (prompt, kind) => {
    const noun = prompt.replace(/^(an?) /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });
});

describe('each is drawn by its telling look', () => {
  it('a signet ring is a gold band with a flat oval face on top, set with a stone', async () => {
    const s = await build('a signet ring');
    const band = box(s, 'band');
    const bezel = box(s, 'bezel');
    expect(bezel.min[1]).toBeGreaterThan(band.min[1] + band.size[1] * 0.7);
    expect(bezel.size[0]).toBeGreaterThan(bezel.size[1] * 3);
    expect(box(s, 'face').min[1]).toBeGreaterThan(bezel.min[1]);
    expect(box(s, 'face').max[1]).toBeLessThan(bezel.max[1] + 0.002);
    const [r, g, b] = rgb(s, 'band');
    expect(r).toBeGreaterThan(b + 0.2);
    expect(g).toBeGreaterThan(b);
  });

  it('a jigger is two steel cones joined at their points, the larger one on top and open', async () => {
    const s = await build('a jigger');
    const small = box(s, 'small_cup');
    const large = box(s, 'large_cup');
    expect(large.min[1]).toBeGreaterThanOrEqual(small.max[1] - 0.002);
    expect(large.size[1]).toBeGreaterThan(small.size[1]);
    expect(large.size[0]).toBeGreaterThan(small.size[0]);
    expect(box(s, 'waist').size[0]).toBeLessThan(small.size[0] * 0.6);
    const whole = bounds(s.parts);
    expect(whole.size[1]).toBeGreaterThan(whole.size[0] * 1.8);
    expect(whole.size[1]).toBeLessThan(0.12);
  });

  it('a decanter is a round belly of wine, a narrow clear neck and a ball stopper on top', async () => {
    const s = await build('a decanter');
    const body = box(s, 'body');
    const neck = box(s, 'neck');
    const stopper = box(s, 'stopper');
    expect(body.size[0]).toBeGreaterThan(body.size[1]);
    expect(neck.min[1]).toBeGreaterThanOrEqual(body.max[1] - 0.01);
    expect(box(s, 'plug').size[0]).toBeLessThan(body.size[0] / 3);
    expect(stopper.min[1]).toBeGreaterThan(neck.min[1]);
    expect(stopper.max[1]).toBeGreaterThan(neck.max[1]);
    const [r, , b] = rgb(s, 'body');
    expect(r).toBeGreaterThan(b);
    expect(Math.min(...rgb(s, 'neck'))).toBeGreaterThan(0.6);
  });

  it('a hatbox is a round box wider than tall, its lid on top and a cord over it', async () => {
    const s = await build('a hatbox');
    const boxPart = box(s, 'box');
    const lid = box(s, 'lid');
    const cord = box(s, 'cord');
    expect(boxPart.size[0]).toBeGreaterThan(boxPart.size[1]);
    expect(Math.abs(boxPart.size[0] - boxPart.size[2])).toBeLessThan(0.01);
    expect(lid.size[0]).toBeGreaterThan(boxPart.size[0]);
    expect(lid.max[1]).toBeGreaterThan(boxPart.max[1]);
    expect(cord.max[1]).toBeGreaterThan(lid.max[1] + 0.05);
    expect(cord.min[1]).toBeLessThanOrEqual(lid.max[1]);
  });

  it('a calla lily is three white trumpets with a yellow spike in each, on long stems from a pot', async () => {
    const s = await build('a calla lily');
    const spathes = named(s, 'spathe_');
    expect(spathes).toHaveLength(3);
    const pot = box(s, 'pot');
    for (let i = 1; i <= 3; i++) {
      const spathe = box(s, `spathe_${i}`);
      const spadix = box(s, `spadix_${i}`);
      expect(Math.min(...rgb(s, `spathe_${i}`))).toBeGreaterThan(0.85);
      const [r, g, b] = rgb(s, `spadix_${i}`);
      expect(Math.min(r, g)).toBeGreaterThan(b + 0.3);
      expect(spathe.min[1]).toBeGreaterThan(pot.max[1] + 0.2);
      // The spike stands inside its trumpet.
      for (const k of [0, 1, 2] as const) {
        expect(spadix.min[k]).toBeGreaterThan(spathe.min[k] - 0.01);
        expect(spadix.max[k]).toBeLessThan(spathe.max[k] + 0.01);
      }
    }
    expect(named(s, 'leaf_').length).toBeGreaterThanOrEqual(2);
  });

  it('lederhosen are leather shorts with braces joined across the chest in an H', async () => {
    const s = await build('lederhosen');
    const body = box(s, 'body');
    const bar = box(s, 'chest_bar');
    expect(body.size[0]).toBeGreaterThan(0.45);
    for (const side of ['brace_left', 'brace_right']) {
      const brace = box(s, side);
      expect(brace.min[1]).toBeLessThan(box(s, 'waistband').max[1]);
      expect(brace.max[1]).toBeGreaterThan(bar.max[1] + 0.1);
    }
    expect(bar.min[1]).toBeGreaterThan(body.max[1] + 0.15);
    expect(bar.size[0]).toBeGreaterThan(
      box(s, 'brace_right').max[0] - box(s, 'brace_left').min[0] - 0.05,
    );
    const [r, g, b] = rgb(s, 'body');
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(r).toBeLessThan(0.7);
    expect(named(s, 'button').length).toBeGreaterThanOrEqual(4);
  });
});
