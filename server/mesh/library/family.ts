/**
 * Kinds made from a family table: one modelling function shared by many nouns, each with its
 * own proportions ("horse" and "giraffe" are both quadrupeds). A table entry becomes an
 * `ObjectKind` of its own name.
 */
import { restAndCentre } from './arrange.ts';
import { assemble, type Builder } from './builder.ts';
import type { KindSize, ObjectKind } from './types.ts';

/** Nominal [height, longest side] in metres; the kind's plausible range is around it. */
export type Nominal = readonly [number, number];

export function around([h, l]: Nominal): KindSize {
  return { height: [h * 0.6, h * 1.6], longest: [l * 0.6, l * 1.6] };
}

/** One kind of a family. */
export function kindOf(
  name: string,
  nominal: Nominal,
  body: (b: Builder) => void,
  surfaces?: readonly string[],
): ObjectKind {
  const kind: ObjectKind = {
    kind: name,
    size: around(nominal),
    // Every seed varies the object a little, even where the modelling code uses no randomness.
    build: (interpretation, ctx) =>
      restAndCentre(assemble(interpretation, ctx, body), ctx.rng.vary(1, 0.04)),
  };
  if (surfaces) kind.surfaces = surfaces;
  return kind;
}

/** Every entry of a family table as a kind: `size(entry)` gives its nominal size. */
export function familyKinds<P>(
  table: Readonly<Record<string, P>>,
  size: (p: P) => Nominal,
  build: (b: Builder, p: P, name: string) => void,
  surfaces?: readonly string[],
): ObjectKind[] {
  return Object.entries(table).map(([name, p]) =>
    kindOf(name, size(p), (b) => build(b, p, name), surfaces),
  );
}
