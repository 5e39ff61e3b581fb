/**
 * Issue 32 (session 30, helper "household"): household things by their WordNet class. Every
 * piece of stable gear without a kind is the bridle, shown on a wooden horse's head; every bag
 * without a kind is the tied sack (a moneybag with its dollar sign, a sachet lilac with a bow);
 * every shell fired from a gun is the artillery shell; every wineglass the stemmed wine glass;
 * a scimitar and a cutlass the broad curved sword (docs/decisions.md, "Household things by
 * their class, session 30").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { box, build, has, named, rgb } from './scenes.ts';

describe('members of a class stand in as the kind with their shape, and say so', () => {
  it.each([
    // Stable gear, a horse's headgear and its reins are the bridle.
    ['a pelham', 'bridle', 'pelham'],
    ['a rein', 'bridle', 'rein'],
    ['the reins', 'bridle', 'rein'],
    ['a blinder', 'bridle', 'blinder'],
    ['a trapping', 'bridle', 'trapping'],
    // Every bag without a kind is the sack.
    ['a gunnysack', 'sack', 'gunnysack'],
    ['a moneybag', 'sack', 'moneybag'],
    ['a sachet', 'sack', 'sachet'],
    // Every shell fired from a gun is the artillery shell.
    ['shrapnel', 'artillery shell', 'shrapnel'],
    ['a whizbang', 'artillery shell', 'whizbang'],
    // Every wineglass is the stemmed wine glass, not the tumbler.
    ['a wineglass', 'wine glass', 'wineglass'],
    // A country's armament and its guns collectively are the arsenal.
    ['an armament', 'arsenal', 'armament'],
    ['gunnery', 'arsenal', 'gunnery'],
    // A crochet and a tatting are the knitting, on a hook and in white lace.
    ['a crocheting', 'knitting', 'crocheting'],
    ['a tatting', 'knitting', 'tatting'],
    // A shooter is a marble: the ball kind draws it as one.
    ['a shooter', 'ball', 'shooter'],
  ])('%s stands in as a %s', (prompt, kind, noun) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('leaves the kinds of the classes their own nouns', () => {
    const stays: Array<[string, string]> = [
      ['a saddle', 'saddle'],
      ['a bag', 'handbag'],
      ['a sack', 'sack'],
      ['a money bag', 'sack'],
      ['a tote bag', 'tote bag'],
      ['a duffel bag', 'duffel bag'],
      ['a tea bag', 'tea bag'],
      ['a beanbag', 'beanbag'],
      ['a sleeping bag', 'sleeping bag'],
      ['a shell', 'seashell'],
      ['an artillery shell', 'artillery shell'],
      ['a goblet', 'wine glass'],
      ['a glass', 'glass'],
      ['a sabre', 'sword'],
      ['a belt', 'belt'],
      ['artillery', 'cannon'],
      ['a ball', 'ball'],
      ['a ball of yarn', 'ball of yarn'],
      ['a knitting needle', 'needle'],
      ['brass knucks', 'knuckle duster'],
    ];
    for (const [prompt, kind] of stays) {
      const reading = interpretPrompt(prompt, 1);
      expect([prompt, reading.kind, reading.match]).toEqual([prompt, kind, 'exact']);
    }
  });

  it('keeps a flashing blinker unknown: its first sense is a light, not a horse’s blinker', () => {
    expect(interpretPrompt('a blinker', 1).kind).not.toBe('bridle');
  });
});

describe('a bridle, an arsenal and knitting are kinds of their own, asked for in eight languages', () => {
  it.each([
    ['knitting', 'knitting'],
    ['a knitting project', 'knitting'],
    ['a bridle', 'bridle'],
    ['a horse bridle', 'bridle'],
    ['an arsenal', 'arsenal'],
    ['an armory', 'arsenal'],
    ['an armoury', 'arsenal'],
    // Brass knuckles, the knuckle duster's own synonym, were read as a body's knuckles.
    ['brass knuckles', 'knuckle duster'],
    ['a pair of brass knuckles', 'knuckle duster'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['马笼头', 'bridle'],
    ['頭絡', 'bridle'],
    ['una brida', 'bridle'],
    ['une bride de cheval', 'bridle'],
    ['ein Zaumzeug', 'bridle'],
    ['una briglia', 'bridle'],
    ['uma cabeçada', 'bridle'],
    ['узда', 'bridle'],
    ['编织物', 'knitting'],
    ['編み物', 'knitting'],
    ['el tejido de punto', 'knitting'],
    ['das Strickzeug', 'knitting'],
    ['вязание', 'knitting'],
    ['军火库', 'arsenal'],
    ['武器庫', 'arsenal'],
    ['eine Waffenkammer', 'arsenal'],
    ['un arsenale', 'arsenal'],
    ['арсенал', 'arsenal'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });
});

describe('each is drawn by its telling look', () => {
  it('a bridle is buckled on a wooden horse’s head on a post: straps round it, a steel bit, reins hanging', async () => {
    const s = await build('a bridle');
    const head = box(s, 'head');
    const post = box(s, 'post');
    // The head stands on the post, its muzzle reaching forward (+X), the ears above.
    expect(head.min[1]).toBeGreaterThan(post.max[1] - 0.1);
    expect(head.max[0]).toBeGreaterThan(post.max[0] + 0.15);
    expect(named(s, 'ear_').length).toBe(2);
    expect(Math.min(...named(s, 'ear_').map((e) => box(s, e.name).max[1]))).toBeGreaterThan(
      head.max[1] - 0.01,
    );
    // The noseband goes round the muzzle; the cheekpiece runs from poll to bit on both sides.
    const nose = box(s, 'noseband');
    expect(nose.size[2]).toBeGreaterThan(head.size[2] * 0.6);
    const cheek = box(s, 'cheekpiece');
    expect(cheek.size[0]).toBeGreaterThan(head.size[0] * 0.5);
    expect(cheek.size[2]).toBeGreaterThan(head.size[2] * 0.8);
    // A steel ring at each corner of the mouth, the reins hanging from them below the head.
    expect(named(s, 'bit_ring_').length).toBe(2);
    expect(box(s, 'reins').min[1]).toBeLessThan(head.min[1] - 0.15);
    // Dark leather straps on pale wood.
    const leather = rgb(s, 'cheekpiece');
    const wood = rgb(s, 'head');
    expect(leather[0] + leather[1] + leather[2]).toBeLessThan((wood[0] + wood[1] + wood[2]) / 2);
    expect(rgb(s, 'bit')[2]).toBeGreaterThan(leather[2] * 2);
  });

  it('a blinder adds a leather cup beside each eye; a trapping drapes a red cloth with a gold fringe', async () => {
    const b = await build('a blinder');
    expect(named(b, 'blinker').length).toBe(2);
    expect(has(await build('a bridle'), 'blinker')).toBe(false);
    const t = await build('a trapping');
    const cloth = rgb(t, 'cloth');
    expect(cloth[0]).toBeGreaterThan(cloth[1] * 3);
    expect(named(t, 'cloth_panel').length).toBe(2);
    expect(named(t, 'tassel').length).toBe(6);
    expect(has(t, 'cheekpiece')).toBe(true);
  });

  it('an arsenal is a rack of five rifles standing on their butts, barrels up, beside stacked ammunition crates', async () => {
    const s = await build('an arsenal');
    const stocks = named(s, 'stock');
    const barrels = named(s, 'barrel');
    expect(stocks.length).toBe(5);
    expect(barrels.length).toBe(5);
    // Each rifle stands upright: its barrel above its stock, rising past the rack's rail.
    for (const [i, stock] of stocks.entries()) {
      const barrel = box(s, barrels[i]!.name);
      expect(barrel.min[1]).toBeGreaterThan(box(s, stock.name).max[1]);
      expect(barrel.max[1]).toBeGreaterThan(box(s, 'rail').max[1]);
    }
    const crates = named(s, 'crate_').filter((p) => /^crate_\d$/.test(p.name));
    expect(crates.length).toBe(2);
    expect(box(s, crates[1]!.name).min[1]).toBeGreaterThan(box(s, crates[0]!.name).max[1] - 0.01);
    const olive = rgb(s, 'crate_1');
    expect(olive[1]).toBeGreaterThan(olive[2] * 2);
  });

  it('knitting hangs from its needle, rows of stitches across it, its ball of yarn on the floor in the same colour', async () => {
    const s = await build('knitting');
    const piece = box(s, 'piece');
    const needle = box(s, 'needle');
    expect(named(s, 'row_').length).toBe(14);
    expect(needle.size[0]).toBeGreaterThan(piece.size[0] * 1.3);
    expect(needle.min[1]).toBeGreaterThan(piece.max[1] - 0.01);
    expect(has(s, 'needle_2')).toBe(true);
    const ball = box(s, 'ball');
    expect(ball.min[1]).toBeLessThan(0.01);
    expect(rgb(s, 'ball')).toEqual(rgb(s, 'piece'));
    // A crochet is worked on one hook; a tatting is white lace with its picots and shuttle.
    const c = await build('a crocheting');
    expect([has(c, 'hook'), has(c, 'needle'), has(c, 'row_1')]).toEqual([true, false, true]);
    const t = await build('a tatting');
    expect(named(t, 'picot_').length).toBe(8);
    expect(has(t, 'shuttle')).toBe(true);
    const white = rgb(t, 'piece');
    expect(Math.min(white[0], white[1], white[2])).toBeGreaterThan(0.7);
  });

  it('a shooter is a marble: a small glass sphere with coloured ribbons twisting through it', async () => {
    const s = await build('a shooter');
    expect(has(s, 'swirl')).toBe(true);
    const marble = box(s, 'ball');
    const ball = box(await build('a ball'), 'ball');
    expect(marble.size[1]).toBeLessThan(ball.size[1] / 5);
    expect(has(await build('a ball'), 'swirl')).toBe(false);
  });

  it('a moneybag is the tied sack with a green dollar sign on its front', async () => {
    const s = await build('a moneybag');
    expect(has(s, 'tie')).toBe(true);
    const sign = rgb(s, 'dollar_sign');
    expect(sign[1]).toBeGreaterThan(sign[0] * 2);
    const body = box(s, 'body');
    const bar = box(s, 'dollar_bar');
    expect(bar.size[1]).toBeGreaterThan(body.size[1] * 0.4);
    expect(bar.max[2]).toBeGreaterThan(body.max[2] * 0.5);
    expect(has(await build('a gunnysack'), 'dollar_sign')).toBe(false);
  });

  it('a sachet is the small sack in lilac tied with a pink bow', async () => {
    const s = await build('a sachet');
    const body = rgb(s, 'body');
    expect(body[2]).toBeGreaterThan(body[1]);
    expect(named(s, 'bow').length).toBe(2);
    const sack = rgb(await build('a gunnysack'), 'body');
    expect(sack[0]).toBeGreaterThan(sack[2]);
  });

  it('a scimitar is broader and more deeply curved than a sabre', async () => {
    const sc = box(await build('a scimitar'), 'blade');
    const sa = box(await build('a sabre'), 'blade');
    expect(sc.size[0]).toBeGreaterThan(sa.size[0] * 1.3);
  });

  it('a wineglass stands on a stem, and shrapnel is the shell', async () => {
    expect(interpretPrompt('a wineglass', 1).kind).toBe(interpretPrompt('a goblet', 1).kind);
    const s = await build('shrapnel');
    expect(s.parts.length).toBeGreaterThan(2);
  });
});
