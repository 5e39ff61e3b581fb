/**
 * Issue 32 §5: details people check on sight — the guitar's fretboard on its neck, carrot
 * leaves at the thick end, a candle's wick and flame, a watermelon and a loaf with their own
 * shapes, a desk globe without a flat disc at its pole.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 4 });

describe('details', () => {
  it('the fretboard lies on the neck, and the strings reach the headstock', async () => {
    const guitar = await build('an acoustic guitar');
    const board = bounds([part(guitar, 'fretboard')]);
    const neck = bounds([part(guitar, 'neck')]);
    expect(board.min[2]).toBeLessThanOrEqual(neck.max[2] + 1e-4);
    const head = bounds([part(guitar, 'headstock')]);
    const wires = part(guitar, 'strings').mesh.positions;
    let atHead = -Infinity;
    for (let i = 0; i < wires.length; i += 3)
      if (wires[i + 1]! > head.min[1]) atHead = Math.max(atHead, wires[i + 2]!);
    expect(atHead).toBeGreaterThan(-Infinity);
    expect(atHead).toBeLessThan(head.max[2] + 0.004);
  });

  it('carrot leaves grow from the thick end', async () => {
    const carrot = await build('a carrot');
    const body = bounds([part(carrot, 'body')]);
    const leaf = bounds([part(carrot, 'leaf')]);
    // The body lies along x: its thick end is the one at the greater height.
    const positions = part(carrot, 'body').mesh.positions;
    let thickX = 0;
    let top = -Infinity;
    for (let i = 0; i < positions.length; i += 3) {
      if (positions[i + 1]! > top) {
        top = positions[i + 1]!;
        thickX = positions[i]!;
      }
    }
    const leafX = (leaf.min[0] + leaf.max[0]) / 2;
    const mid = (body.min[0] + body.max[0]) / 2;
    expect(Math.sign(leafX - mid)).toBe(Math.sign(thickX - mid));
  });

  it('a candle has a dark wick and a flame-coloured flame above it', async () => {
    const candle = await build('a candle');
    const wick = part(candle, 'wick');
    const flame = part(candle, 'flame');
    const wax = part(candle, 'body');
    expect(bounds([flame]).min[1]).toBeGreaterThan(bounds([wax]).max[1]);
    expect(bounds([wick]).max[1]).toBeGreaterThanOrEqual(bounds([flame]).min[1] - 1e-4);
    const [r, g, b] = flame.material.baseColor;
    expect(r).toBeGreaterThan(b * 2);
    expect(r).toBeGreaterThan(g);
    expect(Math.max(...wick.material.baseColor)).toBeLessThan(0.1);
  });

  it('a watermelon lies on its side with stripes; a loaf is long and low', async () => {
    const melon = await build('a watermelon');
    const box = bounds(melon.parts);
    expect(box.size[0]).toBeGreaterThan(box.size[1] * 1.2);
    expect(melon.parts.map((p) => p.name)).toContain('stripes');
    const loaf = bounds((await build('a loaf of bread')).parts);
    expect(loaf.size[0]).toBeGreaterThan(loaf.size[1] * 1.8);
  });

  it('a desk globe stands on a base and its ice caps follow the sphere', async () => {
    const globe = await build('a globe');
    for (const name of ['base', 'post', 'meridian', 'ocean']) part(globe, name);
    const ocean = bounds([part(globe, 'ocean')]);
    const caps = bounds([part(globe, 'ice_caps')]);
    // Caps hug the poles: no wider than the polar cap ball, no thicker than a thin shell (the
    // continents stand 2 % of the radius proud so that they show in a draft, the caps just over
    // them: 1.2 % of the diameter).
    expect(caps.size[0]).toBeLessThan(ocean.size[0] * 0.9);
    expect(caps.max[1] - ocean.max[1]).toBeLessThan(ocean.size[1] * 0.015);
  });
});
