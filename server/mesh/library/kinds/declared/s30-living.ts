/**
 * Plants of session 30 (issue #32; docs/decisions.md, "Animals and plants by class, session
 * 30"): lumber, wood sawn for use — a stack of planks in three layers, thin cross battens
 * between the layers, as a timber yard stacks them to dry. Every wood WordNet files right
 * under wood, the material (a beechwood, an elmwood, a sandalwood, a whitewood), that reads as
 * nothing else is this stack (`woodOf` in prompt/meaning.ts), in the tone its gloss gives
 * ("yellowish heartwood", "light … wood"; `woodTone` in prompt/bloom.ts). "Wood" itself is
 * no noun of it: as a modifier ("a wood carving") it is the material.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import { part } from './part-shorthand.ts';

/** A plank's length (along X), width and thickness, and the gap between planks of a layer. */
const PLANK: readonly [number, number, number] = [0.6, 0.085, 0.026];
const GAP = 0.012;
/** A batten's width and thickness (it runs across the planks, along Z). */
const BATTEN: readonly [number, number] = [0.022, 0.014];
/** Planks per layer, bottom first. */
const LAYERS = [4, 4, 3] as const;

/** Layer `i`'s `n` planks side by side (a box stands on its `at`), battens on all but the top. */
function layer(n: number, i: number): PartDecl[] {
  const [len, w, t] = PLANK;
  const y = i * (t + BATTEN[1]);
  const span = n * w + (n - 1) * GAP;
  const planks = Array.from({ length: n }, (_, k) => -span / 2 + w / 2 + k * (w + GAP));
  const out: PartDecl[] = planks.map((z, k) =>
    part(`plank_${i + 1}_${k + 1}`, { box: [len, t, w], round: 0.002 }, 'wood', {
      at: [0, y, z],
      answersTo: ['planks', 'boards', 'plank', 'board'],
    }),
  );
  // The battens on this layer, under the next: across the planks near each end and the middle.
  if (i < LAYERS.length - 1) {
    const top = y + t;
    const width = LAYERS[0] * w + (LAYERS[0] - 1) * GAP;
    for (const [k, x] of [-0.24, 0, 0.24].entries()) {
      out.push(
        part(`batten_${i + 1}_${k + 1}`, { box: [BATTEN[0], BATTEN[1], width] }, 'paleWood', {
          at: [x, top, 0],
          role: 'detail',
          answersTo: ['battens', 'stickers'],
        }),
      );
    }
  }
  return out;
}

const LUMBER: KindDecl = {
  kind: 'lumber',
  nouns: ['lumber'],
  size: [0.13, 0.6],
  parts: LAYERS.flatMap((n, i) => layer(n, i)),
};

export const S30_LIVING_KINDS: readonly KindDecl[] = [LUMBER];
