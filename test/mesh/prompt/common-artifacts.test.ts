/**
 * Issue 32 (session 17, B1): common man-made things of WordNet's commonest concrete nouns are
 * read as a kind of their own — by their class's nouns, and by WordNet hyponyms of the class —
 * instead of an honest unknown, an abstract sculpture ("a cloth", "clothes") or a stand-in of
 * the right family and the wrong shape (a banjo built as a guitar, an abacus as a tablet, a
 * telephone receiver as headphones, parallel bars as a bar-room, bleachers as a person).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('common artifacts that were unknown, abstract or another shape', () => {
  it.each([
    ['a cloth', 'bolt of cloth'],
    ['a fabric', 'bolt of cloth'],
    ['a gingham', 'bolt of cloth'],
    ['clothes', 'pile of clothes'],
    ['clothing', 'pile of clothes'],
    ['a wire', 'coil of wire'],
    ['an armor', 'suit of armor'],
    ['a record player', 'record player'],
    ['a turntable', 'record player'],
    ['a phonograph', 'gramophone'],
    ['a banjo', 'banjo'],
    ['maracas', 'maracas'],
    ['an abacus', 'abacus'],
    ['a telephone receiver', 'telephone receiver'],
    ['a megaphone', 'megaphone'],
    ['a stopwatch', 'stopwatch'],
    ['a manometer', 'gauge'],
    ['a drill', 'power drill'],
    ['a power tool', 'power drill'],
    ['a tripod', 'tripod'],
    ['a slingshot', 'slingshot'],
    ['a corkscrew', 'corkscrew'],
    ['an obelisk', 'obelisk'],
    ['a scaffolding', 'scaffolding'],
    ['a maze', 'hedge maze'],
    ['a tunnel', 'tunnel'],
    ['a propeller', 'propeller'],
    ['a parallel bars', 'parallel bar'],
    ['bleachers', 'bleachers'],
    ['a tennis court', 'tennis court'],
    ['a hurdle', 'hurdle'],
    ['a sawhorse', 'sawhorse'],
    ['a binder', 'ring binder'],
    ['a ring binder', 'ring binder'],
    ['a podium', 'lectern'],
    ['a pulpit', 'lectern'],
    ['a tin of paint', 'paint can'],
    ['handcuffs', 'handcuffs'],
    ['a shackle', 'handcuffs'],
    ['a sundial', 'sundial'],
    ['a privy', 'outhouse'],
    ['a treadmill', 'treadmill'],
    ['a mine', 'mine entrance'],
    ['an ornament', 'bauble'],
    ['an earphone', 'earbuds'],
    ['a stall', 'market stall'],
    ['a beer mug', 'beer mug'],
    ['a rosary', 'rosary'],
    ['a strainer', 'sieve'],
    ['a garden', 'garden'],
    ['a backyard', 'garden'],
    ['a dining room', 'dining room'],
    ['a room', 'room'],
    ['a radar', 'radar'],
    ['an elevator', 'elevator'],
    ['a monocle', 'monocle'],
    ['a yarn', 'ball of yarn'],
    ['a cleaner', 'cleaning spray'],
    ['a detergent', 'cleaning spray'],
    ['overalls', 'overalls'],
    ['dungarees', 'overalls'],
    ['a resistor', 'resistor'],
    ['a capacitor', 'capacitor'],
    ['a transistor', 'transistor'],
    ['a venetian blind', 'venetian blind'],
    ['a diving board', 'diving board'],
    ['a corral', 'corral'],
    ['dentures', 'dentures'],
    ['a coil', 'coil spring'],
    ['a frisbee', 'frisbee'],
    ['a flying disc', 'frisbee'],
    ['a cutting board', 'cutting board'],
    ['a kippah', 'skullcap'],
    ['castanets', 'castanets'],
    ['a scoreboard', 'scoreboard'],
    ['a barbed wire', 'barbed wire'],
    ['a tankard', 'beer mug'],
    ['makeup', 'makeup palette'],
    ['an eyeshadow', 'makeup palette'],
    ['a horizontal bar', 'horizontal bar'],
    ['a towel rack', 'towel rack'],
    ['a pendulum', 'pendulum'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a subway', 'metro'],
    ['a medication', 'pill'],
    ['a tranquilizer', 'pill'],
    ['a mantel', 'fireplace'],
    ['a baggage', 'suitcase'],
    ['an overshoe', 'boot'],
    ['a slate', 'blackboard'],
    ['a rag', 'towel'],
    ['a sundress', 'dress'],
  ])('%s stands in as its class: a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it.each([
    ['a contrabass', 'violin'],
    ['a viol', 'violin'],
  ])('%s, a bowed string, stands in as a %s, not a guitar', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('fabric words stay materials on another object', () => {
    expect(read('a chair with a green velvet seat')).toMatchObject({
      kind: 'chair',
      partColors: { seat: 'green' },
    });
    expect(read('a cloth bag').kind).toBe('handbag');
    expect(read('a silk scarf').kind).toBe('scarf');
    expect(read('a wire fence').kind).toBe('fence');
    expect(read('a cable car').kind).toBe('cable car');
    expect(read('earphones').kind).toBe('headphones');
  });

  it('a banjo has a drum body with a white head, not a guitar body', async () => {
    const detail = FAMILY_DETAIL['mesh-4']!;
    const scene = await buildScene('a banjo', { detail, seed: 1 });
    const names = scene.parts.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['body', 'head', 'neck', 'fifth_peg']));
  });
});
