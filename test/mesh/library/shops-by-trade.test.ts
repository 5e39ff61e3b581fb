/**
 * Issue 32 (session 24): a shop by its trade. Every shop had been the same green SHOP front,
 * so a bakery, a bookshop or a barbershop read as "a shop"; now the trade's word is on the
 * sign, the awning takes its colours, and a barber's pole or a pharmacy's green cross stands
 * where a street shows one (docs/decisions.md, "Shops by their trade").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const letters = (scene: Scene): number =>
  scene.parts.filter((p) => p.name.startsWith('sign_letter_')).length;
const has = (scene: Scene, prefix: string): boolean =>
  scene.parts.some((p) => p.name.startsWith(prefix));

describe('shops by their trade', () => {
  it.each([
    ['a bakery', 'BAKERY'],
    ['a bookshop', 'BOOKS'],
    ['a barbershop', 'BARBER'],
    ['a pharmacy', 'PHARMACY'],
    ['a deli', 'DELI'],
    ['a toy store', 'TOYS'],
    ['a grocery store', 'GROCERY'],
    ['a pet shop', 'PETS'],
  ])('%s is a shop whose sign spells %s', async (prompt, word) => {
    const scene = await build(prompt);
    expect(scene.interpretation).toMatchObject({ kind: 'shop', match: 'exact' });
    expect(letters(scene)).toBe(word.length);
  });

  it('a plain shop keeps its SHOP sign; a barbershop has its pole, a pharmacy its cross', async () => {
    expect(letters(await build('a shop'))).toBe(4);
    expect(has(await build('a barbershop'), 'barber_pole')).toBe(true);
    expect(has(await build('a pharmacy'), 'cross')).toBe(true);
    expect(has(await build('a shop'), 'barber_pole')).toBe(false);
  });

  it('a barber, a chemist and a florist are still the people of the trade', async () => {
    for (const prompt of ['a barber', 'a chemist', 'a florist'])
      expect((await build(prompt)).interpretation.kind).toBe('figure');
  });
});

describe('buildings by their use (session 24)', () => {
  it('a mall says MALL on its band, where the department store says STORE', async () => {
    const count = (scene: Scene) => scene.parts.filter((p) => /^sign_\d+$/.test(p.name)).length;
    expect(count(await build('a mall'))).toBe(4);
    expect(count(await build('a department store'))).toBe(5);
  });

  it('a brewery shows its sign, barrels and copper kettles on the factory', async () => {
    const brewery = await build('a brewery');
    expect(brewery.interpretation.kind).toBe('factory');
    for (const part of ['sign_1', 'sign_board', 'barrel', 'kettle', 'walls'])
      expect(has(brewery, part), part).toBe(true);
  });

  it('a refinery is columns, tanks and a flare, no sawtooth hall', async () => {
    const refinery = await build('a refinery');
    for (const part of ['column', 'storage_tank', 'flare_stack'])
      expect(has(refinery, part), part).toBe(true);
    expect(has(refinery, 'walls')).toBe(false);
  });

  it('a hangar is an arched hall, not the warehouse', async () => {
    const hangar = await build('a hangar');
    expect(has(hangar, 'shell')).toBe(true);
    expect(has(hangar, 'roller_door')).toBe(false);
  });

  it('a bungalow is one wide, low storey; a two-storey house is taller', async () => {
    const size = async (prompt: string) => bounds((await build(prompt)).parts).size;
    const bungalow = await size('a bungalow');
    expect(bungalow[0]).toBeGreaterThan(bungalow[1] * 1.8);
    expect((await size('a two-storey house'))[1]).toBeGreaterThan(bungalow[1] * 1.2);
  });
});

describe('a crossbow is no longbow (session 24)', () => {
  it('a crossbow has a stock, a prod across it and a stirrup; a bow has none', async () => {
    const crossbow = await build('a crossbow');
    expect(crossbow.interpretation).toMatchObject({ kind: 'crossbow', match: 'exact' });
    for (const part of ['stock', 'prod', 'stirrup', 'bolt'])
      expect(has(crossbow, part), part).toBe(true);
    expect(has(await build('a bow'), 'stock')).toBe(false);
  });
});
