/**
 * Issue 32 (session 29, helper "wear"): things worn, by their WordNet class. Every member of
 * a class of garments, pads, pins or jewellery without a kind of its own stands in as the one
 * kind with its shape and says so (every uniform the coat's uniform, every undergarment the
 * briefs, every vestment the cassock, every pad worn in games the knee pad); a pocket and a
 * long loose robe are kinds of their own that whole classes reach; looks make a soldier's
 * uniform, a vestment and a tie with its clip or pin what a person names them by
 * (docs/decisions.md, "Things worn, by their class").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, has, named, rgb } from './scenes.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a garment, a pad or a piece of jewellery stands in as its class’s kind, and says so', () => {
  it.each([
    // Every uniform is the coat kind's uniform.
    ['a livery', 'coat'],
    ['fatigues', 'coat'],
    ['khakis', 'coat'],
    ['regimentals', 'coat'],
    ['battle dress', 'coat'],
    ['a military uniform', 'coat'],
    ['a dress uniform', 'coat'],
    // Every outfit is the pile of clothes attire is.
    ['an outfit', 'pile of clothes'],
    ['a getup', 'pile of clothes'],
    ['an ensemble', 'pile of clothes'],
    ['sportswear', 'pile of clothes'],
    ['finery', 'pile of clothes'],
    ['civvies', 'pile of clothes'],
    // Undergarments by their class.
    ['an undergarment', 'briefs'],
    ['a body stocking', 'briefs'],
    ['skivvies', 'briefs'],
    ['a singlet', 'tank top'],
    ['a chemise', 'camisole'],
    ['a garter belt', 'garter'],
    ['a foundation garment', 'corset'],
    // Legwear, handwear, neckwear and tops by their class.
    ['hosiery', 'sock'],
    ['handwear', 'glove'],
    ['neckwear', 'tie'],
    ['a neckpiece', 'scarf'],
    ['a middy', 't-shirt'],
    ['a shirtwaist', 't-shirt'],
    // A vestment or an academic gown is the long cassock.
    ['a vestment', 'cassock'],
    ['an alb', 'cassock'],
    ['a surplice', 'cassock'],
    ['an academic gown', 'cassock'],
    // Every pad worn in games is the knee pad.
    ['an elbow pad', 'knee pad'],
    ['a shin guard', 'knee pad'],
    ['a shoulder pad', 'knee pad'],
    ['a wrist pad', 'knee pad'],
    ['a chest protector', 'knee pad'],
    // Jewellery: a piece without a kind is the necklace, a jewelled pin the brooch, a pin worn
    // in a necktie the tie with it, a solitaire the ring it is set in.
    ['a bijou', 'necklace'],
    ['bling', 'necklace'],
    ['a scatter pin', 'brooch'],
    ['a tie clip', 'tie'],
    ['a tiepin', 'tie'],
    ['a stickpin', 'tie'],
    ['a solitaire', 'ring'],
    ['a crown jewel', 'regalia'],
    ['a boutonniere', 'bouquet'],
    // Every pocket is the pocket, every loose long outer robe the long robe.
    ['a breast pocket', 'pocket'],
    ['a hip pocket', 'pocket'],
    ['a vest pocket', 'pocket'],
    ['a fob', 'pocket'],
    ['an aba', 'long robe'],
    ['an abaya', 'long robe'],
    ['a burka', 'long robe'],
    ['a burqa', 'long robe'],
    ['a haik', 'long robe'],
    ['an izar', 'long robe'],
    ['a snowsuit', 'jumpsuit'],
    // Footwear, headwear and the cuff's class.
    ['a bootlace', 'shoelace'],
    ['a bowling shoe', 'shoe'],
    ['a wimple', 'veil'],
    ['a kaffiyeh', 'headscarf'],
    ['a trouser cuff', 'cuff'],
    // A disguise is the mask, an ao dai the dress, a running suit the tracksuit, a religious
    // order's habit the cassock (a riding habit stays attire, the pile of clothes).
    ['a disguise', 'mask'],
    ['a false face', 'mask'],
    ['an ao dai', 'dress'],
    ['a running suit', 'tracksuit'],
    ['a monastic habit', 'cassock'],
    ["a nun's habit", 'cassock'],
    ['a riding habit', 'pile of clothes'],
  ])('%s → the %s, related', (prompt, kind) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBeTruthy();
  });

  it('the kinds’ own nouns stay exact', () => {
    for (const [prompt, kind] of [
      ['a uniform', 'coat'],
      ['a blouse', 't-shirt'],
      ['a cassock', 'cassock'],
      ['a knee pad', 'knee pad'],
      ['a brooch', 'brooch'],
      ['a tie', 'tie'],
      ['a pocket', 'pocket'],
      ['a kanzu', 'long robe'],
      ['a thobe', 'long robe'],
      ['a shoelace', 'shoelace'],
      ['a cuff', 'cuff'],
      ['a rosette', 'rosette'],
    ] as const) {
      expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
    }
  });

  it('a pocket of something else keeps its own kind: a pocket knife, a pocket watch', () => {
    expect(read('a pocket knife').kind).toBe('pocket knife');
    expect(read('a pocket watch').kind).toBe('watch');
  });

  it('reads the two kinds in the eight languages', () => {
    for (const prompt of [
      'une poche rouge',
      'eine Hosentasche',
      'карман',
      '一个口袋',
      'ポケット',
    ]) {
      expect(read(prompt).kind).toBe('pocket');
    }
    for (const prompt of ['une abaya', 'eine Dischdascha', '一件阿拉伯长袍', 'アバヤ']) {
      expect(read(prompt).kind).toBe('long robe');
    }
    for (const prompt of ['un lacet rouge', 'ein Schnürsenkel', 'шнурок', '鞋带']) {
      expect(read(prompt).kind).toBe('shoelace');
    }
    expect(read('une manchette blanche').kind).toBe('cuff');
    expect(read('袖口').kind).toBe('cuff');
    expect(read('una coccarda blu').kind).toBe('rosette');
    // Handcuffs, a cufflink and a power socket (Russian розетка) keep their kinds.
    expect(read('cuffs').kind).toBe('handcuffs');
    expect(read('a cufflink').kind).toBe('cufflink');
    expect(read('розетка').kind).toBe('power outlet');
    // A lace is the cord or the fabric: no shoelace is guessed for it.
    expect(read('white lace').kind).not.toBe('shoelace');
    // A long dress is still the dress, in English and in French.
    expect(read('a long dress').kind).toBe('dress');
    expect(read('une longue robe').kind).toBe('dress');
  });
});

describe('a pocket is the back pocket of a pair of jeans', () => {
  it('a five-sided pocket on a taller panel of blue denim, copper rivets at its top corners', async () => {
    const s = await build('a pocket');
    const panel = box(s, 'panel');
    const pocket = box(s, 'pocket');
    // The pocket sits inside the panel, in front of it, pointed at the bottom.
    expect(pocket.min[0]).toBeGreaterThan(panel.min[0]);
    expect(pocket.max[0]).toBeLessThan(panel.max[0]);
    expect(pocket.max[2]).toBeGreaterThan(panel.max[2]);
    expect(panel.max[1] - panel.min[1]).toBeGreaterThan(panel.max[0] - panel.min[0]);
    const [r, g, b] = rgb(s, 'panel');
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    // Two rivets at the pocket's top corners, its stitching in orange thread.
    const rivets = named(s, 'rivet');
    expect(rivets).toHaveLength(2);
    for (const rivet of rivets) {
      expect(bounds([rivet]).min[1]).toBeGreaterThan(pocket.max[1] - 0.04);
    }
    const [sr, , sb] = rgb(s, 'hem_stitch');
    expect(sr).toBeGreaterThan(sb);
    expect(named(s, 'stitch_').length).toBeGreaterThanOrEqual(6);
  });

  it('what it holds stands out of its mouth, when the seed puts it there', async () => {
    const scenes = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => build('a pocket', seed)));
    const s = scenes.find((scene) => has(scene, 'phone'))!;
    expect(s).toBeDefined();
    const phone = box(s, 'phone');
    expect(phone.max[1]).toBeGreaterThan(box(s, 'pocket').max[1] + 0.05);
    expect(phone.min[1]).toBeLessThan(box(s, 'pocket').max[1]);
  });

  it('a breast pocket is a shirt’s, pale, with a pen clipped in it and no rivets', async () => {
    const s = await build('a breast pocket');
    expect(has(s, 'pen')).toBe(true);
    expect(named(s, 'rivet')).toHaveLength(0);
    const [r, g, b] = rgb(s, 'panel');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.5);
  });
});

describe('a long robe falls to the ankle with long wide sleeves', () => {
  it('white by default, taller than wide, buttoned at the neck', async () => {
    const s = await build('a thobe');
    const robe = box(s, 'robe');
    expect(robe.max[1] - robe.min[1]).toBeGreaterThan(1.2);
    expect(robe.max[0] - robe.min[0]).toBeLessThan(robe.max[1] - robe.min[1]);
    const [r, g, b] = rgb(s, 'robe');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.8);
    expect(named(s, 'button')).toHaveLength(3);
    expect(box(s, 'placket').min[1]).toBeGreaterThan(0.9);
  });

  it('an abaya and an aba are black', async () => {
    for (const prompt of ['an abaya', 'an aba']) {
      const [r, g, b] = rgb(await build(prompt), 'robe');
      expect(Math.max(r, g, b)).toBeLessThan(0.1);
    }
  });

  it('a burka is blue, its head covered, a grille over the eyes', async () => {
    const s = await build('a burka');
    const [r, , b] = rgb(s, 'robe');
    expect(b).toBeGreaterThan(r);
    expect(box(s, 'hood').min[1]).toBeGreaterThan(box(s, 'robe').max[1] - 0.1);
    expect(named(s, 'grille_').length).toBeGreaterThanOrEqual(6);
  });
});

describe('looks of the class on kinds drawn elsewhere', () => {
  it('fatigues are an olive jacket in camouflage with four flapped pockets', async () => {
    const s = await build('fatigues');
    const [r, g, b] = rgb(s, 'body');
    expect(g).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(b);
    expect(named(s, 'camo_').length).toBeGreaterThanOrEqual(6);
    expect(named(s, 'chest_').length + named(s, 'hip_').length).toBe(12);
  });

  it('a dress uniform is navy, with gold buttons, epaulettes and a white belt — no camouflage', async () => {
    const s = await build('a dress uniform');
    const [r, , b] = rgb(s, 'body');
    expect(b).toBeGreaterThan(r);
    expect(named(s, 'camo_')).toHaveLength(0);
    expect(named(s, 'epaulette').length).toBe(2);
    expect(has(s, 'belt')).toBe(true);
  });

  it('a livery is the coat kind’s uniform, with its epaulettes', async () => {
    const s = await build('a livery');
    expect(named(s, 'epaulette').length).toBe(2);
    expect(named(s, 'camo_')).toHaveLength(0);
  });

  it('a surplice is the white robe with a coloured stole down its front', async () => {
    const s = await build('a surplice');
    const [r, g, b] = rgb(s, 'robe');
    expect(Math.min(r, g, b)).toBeGreaterThan(0.8);
    const stoles = named(s, 'stole').filter((p) => !p.name.includes('cross'));
    expect(stoles).toHaveLength(2);
    expect(bounds(stoles).max[2]).toBeGreaterThan(box(s, 'robe').max[2] - 0.001);
    // A cassock itself stays black.
    const [cr] = rgb(await build('a cassock'), 'robe');
    expect(cr).toBeLessThan(0.1);
  });

  it('a tie clip is a plain tie with a clip across its blade; a tiepin has a gem', async () => {
    const clip = await build('a tie clip');
    const blade = box(clip, 'blade');
    const bar = box(clip, 'tie_clip');
    expect(bar.max[0] - bar.min[0]).toBeGreaterThan(0.05);
    expect(bar.min[1]).toBeGreaterThan(blade.min[1]);
    expect(bar.max[1]).toBeLessThan(blade.max[1]);
    expect(named(clip, 'stripe')).toHaveLength(0);
    for (const prompt of ['a tiepin', 'a scarfpin', 'a stickpin']) {
      expect(has(await build(prompt), 'pin_gem')).toBe(true);
    }
    expect(has(await build('a tie'), 'tie_clip')).toBe(false);
  });
});

describe('a shoelace is laced through a shoe’s eyelets and tied in a bow', () => {
  it('white laces cross between two rows of eyelets up the upper, a bow and two tipped tails at the top', async () => {
    const s = await build('a shoelace');
    const eyelets = named(s, 'eyelet');
    expect(eyelets).toHaveLength(10);
    const crossings = named(s, 'lace_cross_');
    expect(crossings).toHaveLength(8);
    const upper = box(s, 'upper');
    const laces = bounds(crossings);
    expect(laces.max[2]).toBeGreaterThan(upper.max[2]);
    expect(Math.min(...rgb(s, 'lace_bottom'))).toBeGreaterThan(0.8);
    // The bow sits above the top row, its tails end in dark aglets.
    expect(box(s, 'knot').min[1]).toBeGreaterThan(laces.max[1] - 0.02);
    const aglets = named(s, 'aglet');
    expect(aglets).toHaveLength(2);
    expect(Math.max(...rgb(s, aglets[0]!.name))).toBeLessThan(0.1);
  });
});

describe('a cuff is a white shirt cuff standing out of a jacket sleeve, a cufflink through it', () => {
  it('the cuff is white and narrower than the dark sleeve it comes out of, the cufflink on its front', async () => {
    const s = await build('a cuff');
    const sleeve = box(s, 'jacket_sleeve');
    const cuffBox = box(s, 'cuff');
    expect(cuffBox.max[0]).toBeGreaterThan(sleeve.max[0]);
    expect(cuffBox.min[0]).toBeLessThan(sleeve.max[0]);
    expect(cuffBox.max[1] - cuffBox.min[1]).toBeLessThan(sleeve.max[1] - sleeve.min[1]);
    expect(Math.min(...rgb(s, 'cuff'))).toBeGreaterThan(0.8);
    expect(Math.max(...rgb(s, 'jacket_sleeve'))).toBeLessThan(0.1);
    const link = box(s, 'cufflink');
    expect(link.min[0]).toBeGreaterThan(cuffBox.min[0]);
    expect(link.max[0]).toBeLessThan(cuffBox.max[0]);
    expect(link.max[2]).toBeGreaterThan(cuffBox.max[2]);
  });
});

describe('a rosette is the prize ribbon', () => {
  it('pleated ribbon in a ring round a gold centre, two tails hanging below it', async () => {
    const s = await build('a rosette');
    expect(named(s, 'pleat_')).toHaveLength(20);
    expect(named(s, 'inner_pleat_')).toHaveLength(14);
    const centre = box(s, 'centre');
    const tails = named(s, 'tail');
    expect(tails).toHaveLength(2);
    expect(bounds(tails).min[1]).toBeLessThan(centre.min[1] - 0.1);
    // One ribbon colour throughout, picked by seed.
    expect(rgb(s, 'pleat_1')).toEqual(rgb(s, tails[0]!.name));
  });

  it('takes the prompt’s colour', async () => {
    const s = await build('a red rosette');
    const [r, g, b] = rgb(s, 'pleat_1');
    expect(r).toBeGreaterThan(g + 0.3);
    expect(r).toBeGreaterThan(b + 0.3);
  });
});
