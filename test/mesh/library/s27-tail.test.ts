/**
 * Issue 32 (session 27, helper "tail"): rarer made things said seldom (SUBTLEX-US) that were
 * unknown are kinds of their own, each drawn as the thing a person pictures, or honest
 * stand-ins of a kind with the same look (docs/decisions.md, "Rarer made things").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, named, rgb } from './scenes.ts';

describe('rarer made things are kinds of their own', () => {
  it.each([
    ['a gargoyle', 'gargoyle'],
    ['a stone gargoyle', 'gargoyle'],
    ['a glockenspiel', 'glockenspiel'],
    ['a metallophone', 'glockenspiel'],
    ['a mangle', 'mangle'],
    ['a wringer', 'mangle'],
    ['a clothes wringer', 'mangle'],
    ['a porthole', 'porthole'],
    ['a doily', 'doily'],
    ['a lace doily', 'doily'],
    ['a shoji', 'shoji'],
    ['a shoji screen', 'shoji'],
    ['a terrarium', 'terrarium'],
    ['a vivarium', 'terrarium'],
    ['cobblestones', 'cobblestone'],
    ['a cobblestone', 'cobblestone'],
    ['a cobbled street', 'cobblestone'],
    ['a flagstone', 'flagstone'],
    ['flagstones', 'flagstone'],
    ['a gearshift', 'gearshift'],
    ['a gear stick', 'gearshift'],
    ['bifocals', 'glasses'],
    ['a credenza', 'credenza'],
    ['a headboard', 'headboard'],
    ['an auger', 'auger'],
    ['a hand auger', 'auger'],
    ['a crucible', 'crucible'],
    ['a ouija board', 'ouija board'],
    ['a spirit board', 'ouija board'],
    ['a mainsail', 'mainsail'],
    ['a fulcrum', 'fulcrum'],
    ['a camshaft', 'camshaft'],
    ['a dishpan', 'dishpan'],
    ['a washing-up bowl', 'dishpan'],
    ['a teleprompter', 'teleprompter'],
    ['an autocue', 'teleprompter'],
    ['a bedpost', 'bedpost'],
    ['a bed post', 'bedpost'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a woofer', 'subwoofer'],
    ['a bung', 'cork'],
    ['a bustier', 'corset'],
    ['a bodice', 'corset'],
    ['a bedroll', 'sleeping bag'],
    ['a lockbox', 'safe'],
    ['a breastplate', 'suit of armor'],
    ['a cummerbund', 'belt'],
    ['a wristband', 'bracelet'],
    ['an odometer', 'gauge'],
    ['a popgun', 'water gun'],
  ])('%s stands in as a %s, and says so', (prompt, kind) => {
    const noun = prompt.replace(/^an? /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it.each([
    ['une gargouille', 'gargoyle'],
    ['un hublot', 'porthole'],
    ['舷窗', 'porthole'],
    ['un napperon', 'doily'],
    ['障子', 'shoji'],
    ['террариум', 'terrarium'],
    ['adoquines', 'cobblestone'],
    ['una palanca de cambios', 'gearshift'],
    ['иллюминатор', 'porthole'],
    ['eine Nockenwelle', 'camshaft'],
    ['un creuset', 'crucible'],
    ['ein Kopfteil', 'headboard'],
    ['凸轮轴', 'camshaft'],
    ['una tavola ouija', 'ouija board'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('moves no word of another kind', () => {
    const stays: Array<[string, string]> = [
      ['a xylophone', 'xylophone'],
      ['a washing machine', 'washing machine'],
      ['an aquarium', 'aquarium'],
      ['a window', 'window'],
      ['a brick', 'brick'],
      ['a cabinet', 'cabinet'],
      ['glasses', 'glasses'],
      ['a cork', 'cork'],
      ['a safe', 'safe'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });
});

describe('each is drawn by its telling look', () => {
  it('a gargoyle crouches on its ledge, horned and winged, its wings wider than its body', async () => {
    const s = await build('a gargoyle');
    const ledge = box(s, 'ledge');
    expect(box(s, 'body').min[1]).toBeGreaterThan(ledge.max[1] - 0.02);
    expect(named(s, 'horn_')).toHaveLength(2);
    const wings = bounds(named(s, 'wing_'));
    expect(wings.size[0]).toBeGreaterThan(box(s, 'body').size[0] * 2.5);
    expect(wings.max[1]).toBeGreaterThan(box(s, 'head').max[1]);
  });

  it('a glockenspiel has fifteen steel bars shortening to the right and ten sharps behind', async () => {
    const s = await build('a glockenspiel');
    const bars = named(s, 'bar_');
    expect(bars).toHaveLength(15);
    expect(named(s, 'sharp_')).toHaveLength(10);
    expect(box(s, 'bar_1').size[2]).toBeGreaterThan(box(s, 'bar_15').size[2]);
    expect(box(s, 'bar_1').min[0]).toBeLessThan(box(s, 'bar_15').min[0]);
    expect(Math.min(...rgb(s, 'bar_1'))).toBeGreaterThan(0.6);
    expect(box(s, 'sharp_1').max[2]).toBeLessThan(box(s, 'bar_1').min[2] + 0.02);
  });

  it('a mangle has two rollers one above the other and a spoked handwheel at the side', async () => {
    const s = await build('a mangle');
    const lower = box(s, 'roller_lower');
    const upper = box(s, 'roller_upper');
    expect(upper.min[1]).toBeGreaterThan(lower.min[1] + 0.05);
    expect(lower.size[0]).toBeGreaterThan(lower.size[1] * 4);
    expect(named(s, 'spoke_')).toHaveLength(6);
    expect(box(s, 'handwheel').min[0]).toBeGreaterThan(lower.max[0]);
  });

  it('a porthole is a round brass rim round blue glass, bolted into a hull plate', async () => {
    const s = await build('a porthole');
    const rim = box(s, 'rim');
    expect(Math.abs(rim.size[0] - rim.size[1])).toBeLessThan(0.01);
    const [r, g, b] = rgb(s, 'rim');
    expect(r).toBeGreaterThan(b + 0.3);
    expect(g).toBeGreaterThan(b);
    const glass = rgb(s, 'glass');
    expect(glass[2]).toBeGreaterThan(glass[0]);
    expect(named(s, 'bolt')).toHaveLength(12);
  });

  it('a doily is a thin white lace disc with a scalloped edge on a wooden table top', async () => {
    const s = await build('a doily');
    const lace = box(s, 'lace');
    expect(lace.size[0]).toBeGreaterThan(lace.size[1] * 40);
    expect(Math.min(...rgb(s, 'lace'))).toBeGreaterThan(0.75);
    expect(named(s, 'scallop').length).toBeGreaterThan(20);
    expect(lace.min[1]).toBeGreaterThanOrEqual(box(s, 'table_top').max[1] - 0.001);
  });

  it('a shoji is two panels of white paper behind a wooden lattice, side by side', async () => {
    const s = await build('a shoji');
    const paper = box(s, 'panel_1_paper');
    expect(Math.min(...rgb(s, 'panel_1_paper'))).toBeGreaterThan(0.75);
    expect(paper.size[1]).toBeGreaterThan(paper.size[0]);
    expect(box(s, 'panel_2_paper').min[0]).toBeGreaterThan(paper.min[0] + 0.3);
    expect(named(s, 'panel_1_bar_h').length).toBe(5);
  });

  it('a terrarium is a framed box with soil, ferns and a little green lizard', async () => {
    const s = await build('a terrarium');
    expect(named(s, 'fern_').length).toBe(10);
    const lizard = box(s, 'lizard_body');
    expect(lizard.min[1]).toBeGreaterThanOrEqual(box(s, 'soil').max[1] - 0.01);
    const [r, g, b] = rgb(s, 'lizard_body');
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('cobblestones are rounded stones laid in courses on a bed of sand', async () => {
    const s = await build('cobblestones');
    expect(named(s, 'cobble').length).toBeGreaterThan(50);
    const all = bounds(named(s, 'cobble'));
    expect(all.size[0]).toBeGreaterThan(all.size[1] * 10);
  });

  it('flagstones are six flat irregular stones with grass between them', async () => {
    const s = await build('a flagstone');
    expect(named(s, 'flag_')).toHaveLength(6);
    const grass = rgb(s, 'grass');
    expect(grass[1]).toBeGreaterThan(grass[0]);
    expect(box(s, 'flag_1').min[1]).toBeGreaterThan(0);
  });

  it('a gearshift is a knob on a chrome lever rising out of a leather boot on a console', async () => {
    const s = await build('a gearshift');
    expect(box(s, 'boot').min[1]).toBeGreaterThanOrEqual(box(s, 'console').max[1] - 0.001);
    expect(box(s, 'knob').min[1]).toBeGreaterThan(box(s, 'boot').max[1]);
    expect(box(s, 'lever').min[1]).toBeLessThan(box(s, 'boot').max[1]);
  });

  it('a credenza is long and low on four legs, with four doors across its front', async () => {
    const s = await build('a credenza');
    const body = box(s, 'body');
    expect(body.size[0]).toBeGreaterThan(body.size[1] * 2.5);
    expect(named(s, 'door')).toHaveLength(4);
    expect(named(s, 'leg_')).toHaveLength(4);
    expect(body.min[1]).toBeGreaterThan(0.1);
  });

  it('a headboard is a tall tufted panel standing behind the head of a bed', async () => {
    const s = await build('a headboard');
    const panel = box(s, 'panel');
    expect(panel.max[1]).toBeGreaterThan(box(s, 'pillow_1').max[1] + 0.3);
    expect(panel.max[2]).toBeLessThan(box(s, 'mattress').min[2] + 0.02);
    expect(named(s, 'button').length).toBeGreaterThan(15);
  });

  it('an auger is a T-handle on a long shaft with a spiral bit at its foot', async () => {
    const s = await build('an auger');
    const flight = box(s, 'flight');
    const handle = box(s, 'handle');
    expect(handle.min[1]).toBeGreaterThan(flight.max[1] + 0.3);
    expect(handle.size[0]).toBeGreaterThan(handle.size[1] * 8);
    expect(flight.size[0]).toBeGreaterThan(box(s, 'shaft').size[0] * 3);
  });

  it('a crucible is a tapered clay pot of glowing orange metal on a firebrick', async () => {
    const s = await build('a crucible');
    const pot = box(s, 'pot');
    expect(pot.min[1]).toBeGreaterThanOrEqual(box(s, 'firebrick').max[1] - 0.001);
    const [r, g, b] = rgb(s, 'molten_metal');
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(box(s, 'molten_metal').max[1]).toBeLessThan(pot.max[1]);
  });

  it('a ouija board is a flat board with arched rows of letters and a planchette on it', async () => {
    const s = await build('a ouija board');
    expect(named(s, 'letter_').length).toBe(26);
    expect(named(s, 'number').length).toBe(10);
    expect(box(s, 'planchette').min[1]).toBeGreaterThan(box(s, 'board').max[1] - 0.001);
  });

  it('a mainsail is a tall white triangle between the mast and the boom', async () => {
    const s = await build('a mainsail');
    const sail = box(s, 'sail');
    expect(sail.size[1]).toBeGreaterThan(sail.size[0]);
    expect(box(s, 'mast').max[1]).toBeGreaterThan(sail.max[1] - 0.05);
    expect(Math.min(...rgb(s, 'sail'))).toBeGreaterThan(0.75);
  });

  it('a fulcrum is a wedge with a lever balanced on it, tipped toward its load', async () => {
    const s = await build('a fulcrum');
    const plank = box(s, 'plank');
    expect(plank.size[0]).toBeGreaterThan(box(s, 'wedge').size[0] * 3);
    expect(box(s, 'effort').min[1]).toBeGreaterThan(box(s, 'load').min[1]);
  });

  it('a camshaft is a long steel shaft with eight lobes pointing different ways', async () => {
    const s = await build('a camshaft');
    const lobes = named(s, 'lobe_');
    expect(lobes).toHaveLength(8);
    expect(box(s, 'shaft').size[0]).toBeGreaterThan(box(s, 'lobe_1').size[1] * 8);
    expect(box(s, 'lobe_1').max[1]).not.toBeCloseTo(box(s, 'lobe_2').max[1], 3);
  });

  it('a dishpan is a plastic tub of suds with a plate and a mug in it', async () => {
    const s = await build('a dishpan');
    const tub = box(s, 'tub');
    expect(tub.size[0]).toBeGreaterThan(tub.size[1] * 2);
    expect(box(s, 'mug').max[1]).toBeGreaterThan(box(s, 'suds').max[1]);
    expect(box(s, 'mug').min[1]).toBeGreaterThan(tub.min[1]);
  });

  it('a teleprompter is a hood on a tripod, its glass leaning back with lines of script', async () => {
    const s = await build('a teleprompter');
    expect(named(s, 'tripod_leg_')).toHaveLength(3);
    const glass = box(s, 'glass');
    expect(glass.size[1]).toBeGreaterThan(glass.size[2] * 0.8);
    expect(glass.size[2]).toBeGreaterThan(glass.size[1] * 0.8);
    expect(named(s, 'text_line_')).toHaveLength(6);
    expect(box(s, 'hood_floor').min[1]).toBeGreaterThan(1);
  });

  it('a bedpost is a tall turned post at the foot of a bed, well above the mattress', async () => {
    const s = await build('a bedpost');
    const post = box(s, 'post');
    expect(post.size[1]).toBeGreaterThan(post.size[0] * 10);
    expect(post.max[1]).toBeGreaterThan(box(s, 'mattress').max[1] * 2);
    expect(box(s, 'footboard').max[1]).toBeLessThan(post.max[1]);
  });
});
