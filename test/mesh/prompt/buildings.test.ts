/**
 * Issue 32, session 16: buildings people name by their use have kinds of their own (a
 * hospital, a hotel, a school, a shop, a station, a factory, a mosque…), their everyday nouns
 * reach them, and WordNet's hyponyms stand in through the building families (a monastery is
 * built as a church, a lunchroom as a restaurant), never as a house.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);
const detail = FAMILY_DETAIL['mesh-4']!;

describe('buildings by use', () => {
  it.each([
    ['a hospital', 'hospital'],
    ['a clinic', 'hospital'],
    ['a hotel', 'hotel'],
    ['a motel', 'hotel'],
    ['a museum', 'classical building'],
    ['a bank', 'classical building'],
    ['a classical building', 'classical building'],
    ['a city hall', 'town hall'],
    ['a school', 'school'],
    ['a university', 'school'],
    ['a shop', 'shop'],
    ['a convenience store', 'shop'],
    ['a bakery', 'shop'],
    ['a department store', 'department store'],
    ['a supermarket', 'department store'],
    ['a restaurant', 'restaurant'],
    ['a cafe', 'restaurant'],
    ['a station', 'station'],
    ['a train station', 'station'],
    ['a garage', 'garage'],
    ['a factory', 'factory'],
    ['a mill', 'factory'],
    ['a warehouse', 'warehouse'],
    ['a fire station', 'fire station'],
    ['a police station', 'police station'],
    ['a prison', 'prison'],
    ['a cinema', 'cinema'],
    ['a theater', 'cinema'],
    ['a circus tent', 'circus tent'],
    ['a mosque', 'mosque'],
    ['a synagogue', 'synagogue'],
    ['a hindu temple', 'hindu temple'],
    ['a temple', 'pagoda'],
    ['a pagoda', 'pagoda'],
    ['an airport', 'airport'],
    ['an apartment building', 'apartment building'],
    ['an apartment', 'apartment building'],
    ['a post office', 'post office'],
    ['an observatory', 'observatory'],
    ['a farm', 'farm'],
    ['a ranch', 'farm'],
    ['a ferris wheel', 'ferris wheel'],
    ['a carousel', 'carousel'],
    ['a merry-go-round', 'carousel'],
    ['a roller coaster', 'roller coaster'],
    ['a playground slide', 'playground slide'],
    ['a swing', 'swing set'],
    ['a barber pole', 'barber pole'],
    ['an island', 'island'],
    ['a desert island', 'island'],
    ['a beach', 'beach'],
    ['a desert', 'desert'],
    ['a city', 'city'],
    ['a cityscape', 'city'],
    ['a village', 'village'],
    ['a town', 'village'],
    ['a campsite', 'campsite'],
    ['a construction site', 'construction site'],
    ['a hut', 'hut'],
    ['a japanese castle', 'japanese castle'],
    ['a tokyo tower', 'lattice tower'],
    ['an eiffel tower', 'lattice tower'],
    ['a statue of liberty', 'statue of liberty'],
    ['a shinto shrine', 'torii gate'],
    ['a kaaba', 'kaaba'],
    ['a moai', 'moai'],
    ['a kitchen', 'kitchen'],
    ['a bathroom', 'bathroom'],
    ['a bedroom', 'bedroom'],
    ['a living room', 'living room'],
    ['a classroom', 'classroom'],
    ['an office', 'office'],
    ['a bullet', 'bullet'],
    ['a cartridge', 'bullet'],
    ['a stick', 'stick'],
    ['a ski', 'ski'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a monastery', 'church'],
    ['a convent', 'church'],
    // (A toyshop was here too; it is a shop's own name now, its sign TOYS.)
    ['a haberdashery', 'shop'],
    ['a lunchroom', 'restaurant'],
    ['a speakeasy', 'restaurant'],
    ['a distillery', 'factory'],
    ['a dispensary', 'hospital'],
    ['a tourist court', 'hotel'],
    ['a music hall', 'cinema'],
    ['an amusement park', 'ferris wheel'],
    ['a theme park', 'ferris wheel'],
  ])('%s stands in as a %s, and says so', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('a weather station is no train station', () => {
    expect(read('a weather station').kind).not.toBe('station');
  });

  it('a place decides as a thing does: a park is no ballpark', () => {
    expect(read('a park')).toMatchObject({ match: 'unknown', kind: 'placeholder' });
  });

  it('reads them in other languages', () => {
    expect(read('un hôpital')).toMatchObject({ kind: 'hospital', language: 'fr' });
    expect(read('ein Bahnhof')).toMatchObject({ kind: 'station', language: 'de' });
    expect(read('清真寺')).toMatchObject({ kind: 'mosque', language: 'zh' });
  });
});

describe('what a person recognises them by', () => {
  it('a hospital carries red crosses, a hotel spells HOTEL, a blue hotel has blue walls', async () => {
    const hospital = await buildScene('a hospital', { detail, seed: 1 });
    const crosses = hospital.parts.filter((p) => p.name.startsWith('cross'));
    expect(crosses.length).toBeGreaterThan(0);
    for (const p of crosses) expect(p.material.baseColor[0]).toBeGreaterThan(0.6);
    const hotel = await buildScene('a blue hotel', { detail, seed: 1 });
    const names = hotel.parts.map((p) => p.name);
    expect(names.filter((n) => n.startsWith('sign_letter_'))).toHaveLength(5);
    const walls = hotel.parts.find((p) => p.name === 'walls')!;
    expect(walls.material.baseColor[2]).toBeGreaterThan(walls.material.baseColor[0]);
  });

  it('a circus tent is striped: red and white roof panels', async () => {
    const tent = await buildScene('a circus tent', { detail, seed: 1 });
    const roof = tent.parts.filter((p) => /^roof_\d+$/.test(p.name));
    const stripes = tent.parts.filter((p) => /^roof_stripe_\d+$/.test(p.name));
    expect(roof.length).toBe(8);
    expect(stripes.length).toBe(8);
    expect(stripes[0]!.material.baseColor[1]).toBeGreaterThan(roof[0]!.material.baseColor[1]);
  });
});
