/**
 * The neutral shape built for a thing the library does not know (`match: "unknown"`,
 * docs/decisions.md §7): a plain grey rounded block on a low base, the same for every noun,
 * so nobody mistakes it for an attempt at the object. The interpretation's `suggestions`
 * name the kinds the studio offers instead.
 */
import { assemble } from '../builder.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const GREY = tinted(FINISH.plain, [0.42, 0.43, 0.45], 'placeholder grey');
const BASE = tinted(FINISH.plain, [0.22, 0.22, 0.24], 'base grey');

export const placeholder: ObjectKind = {
  kind: 'placeholder',
  size: { height: [0.3, 0.7], longest: [0.3, 0.9] },
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, palette } = b;
      b.add('base', g.cyl(0.04, 0.32), palette.fixed(BASE));
      b.add('placeholder', g.roundedBox(0.4, 0.4, 0.4, 0.06).move(0, 0.035, 0), palette.main(GREY));
    }),
};
