/**
 * The tableware a dish is served on, shared by the food kinds declared as data (issue #32;
 * docs/decisions.md "Food and drink by family, session 27" and "Food and drink, session 28").
 */
import type { PartDecl } from '../../declare.ts';
import { part } from './part-shorthand.ts';

/** A white dinner plate of radius `r`, its rim raised (its floor at y ≈ 0.003). */
export function plate(r: number, color = 0xf6f4ee): PartDecl {
  return part(
    'plate',
    {
      lathe: [
        [0.001, 0],
        [r * 0.62, 0],
        [r * 0.9, r * 0.07],
        [r, r * 0.11],
      ],
      wall: 0.003,
    },
    'ceramic',
    { color, role: 'detail', answersTo: ['plate', 'dish'] },
  );
}

/** A bowl of radius `r` and height `h`, open at the top. */
export function bowl(r: number, h: number, color: number, name = 'bowl'): PartDecl {
  return part(
    name,
    {
      lathe: [
        [r * 0.5, 0],
        [r * 0.62, h * 0.1],
        [r * 0.92, h * 0.6],
        [r, h],
      ],
      smooth: true,
      wall: 0.004,
    },
    'ceramic',
    { color, role: 'accent', answersTo: ['bowl'] },
  );
}
