/**
 * Kinds as data (issue #32): a kind declared as named parts, each a parametric primitive or
 * profile placed in the object's frame, with a default finish and a role that says how the
 * prompt's colours reach it. A declaration is plain data (kinds/declared/*.ts import only
 * types), so the prompt reader can take its nouns without loading any geometry.
 *
 * Frame: metres, +Y up, the object resting on y = 0, facing +Z (its front), centred on x/z.
 * Shapes, before `turn` (degrees about X, then Y, then Z) and `at` (a translation):
 *
 *   box      [w, h, d] standing on y = 0, centred on x/z; `round` rounds its edges
 *   cyl      height with `r` (and `rTop` for a cone or frustum), standing on y = 0
 *   lathe    a [radius, height] outline turned about +Y (`smooth` through the points,
 *            `wall` hollows it into a vessel open at the top)
 *   extrude  an [x, y] side outline pushed `depth` along Z, centred on z = 0
 *   plan     an [x, z] footprint pushed `height` up from y = 0 (`taper` scales the top)
 *   sweep    a tube through points with one radius or one per point
 *   capsule  two points and a radius (`r2` at the second point)
 *   ball     a sphere of that radius at the origin; `ellipsoid` the three radii
 *   ring     a torus arc in the XY plane: major radius, tube radius `r`, `arc` degrees
 *            from `from` (0 = +X)
 *
 * A part may be repeated: `copies` lists further offsets (legs, wheels: `leg_1`…), `mirror`
 * adds the copy mirrored in X (`ear_l`, `ear_r`). `minus` cuts shapes out of it (a slot).
 * `repeat` counts copies the prompt may set ("a snowman with 5 buttons", "4 legs"): how many
 * by default (a [min, max] pair is drawn by seed), then each copy stepped and turned further.
 * `optional` parts are there by a seeded chance unless the prompt asks for them or leaves
 * them out ("with a hat", "without a scarf"); `colors` lets the seed pick a part's colour.
 * A kind's `vary` scales the whole object by seed (width and depth together, height alone),
 * so two seeds give two proportions while every part still meets its neighbours.
 */
import type { Builder } from './builder.ts';
import { kindOf, type Nominal } from './family.ts';
import type { Solid, V2, V3 } from './geo.ts';
import { FINISH, materialFinish, tinted, type Finish } from './materials.ts';
import { smoothCurve, vesselOutline } from './profile.ts';
import type { ObjectKind } from './types.ts';
import { hexRgb } from '../prompt/colors.ts';

export type Shape =
  | { box: V3; round?: number }
  | { cyl: number; r: number; rTop?: number }
  | { lathe: readonly V2[]; smooth?: boolean; wall?: number }
  | { extrude: readonly V2[]; depth: number; round?: number }
  | { plan: readonly V2[]; height: number; taper?: number | V2 }
  | { sweep: readonly V3[]; r: number | readonly number[] }
  | { capsule: readonly [V3, V3]; r: number; r2?: number }
  | { ball: number }
  | { ellipsoid: V3 }
  | { ring: number; r: number; arc?: number; from?: number };

/** A shape in place: turned, then moved. */
export interface Placed {
  shape: Shape;
  at?: V3;
  turn?: V3;
}

/**
 * How the prompt's colours and materials reach a part (library/materials.ts): `main` takes
 * the first colour, `accent` the second, `detail` only materials, `fixed` nothing.
 */
export type Role = 'main' | 'accent' | 'detail' | 'fixed';

export interface PartDecl extends Placed {
  name: string;
  /** A finish of library/materials.ts (`FINISH`) or a material word ("brick", "copper"). */
  finish: string;
  /** Its own colour over the finish (0xRRGGBB). */
  color?: number;
  /** Default `main`. */
  role?: Role;
  /** Further part words a prompt may colour it by ("top" for a cap). */
  answersTo?: readonly string[];
  copies?: readonly V3[];
  mirror?: boolean;
  minus?: readonly Placed[];
  repeat?: Repeat;
  /** Built with this chance by seed unless asked for or left out by name (or `answersTo`). */
  optional?: number;
  /** Colours the seed picks from, instead of `color`. */
  colors?: readonly number[];
}

/**
 * Counted copies, named `name_1`… Copy i is moved `step` × i and turned `turn` × i degrees
 * (about X, Y, Z through `pivot`); with `spread` the step and turn are the totals from the
 * first copy to the last, shared out over however many there are.
 */
export interface Repeat {
  /** How many by default: a number, or a [min, max] pair drawn by seed. */
  count: number | readonly [number, number];
  /** The part word a prompt counts ("button" in "with 5 buttons"); default the part's name. */
  word?: string;
  /** Most a prompt may ask for (default 12); "without" or 0 gives none. */
  max?: number;
  step?: V3;
  turn?: V3;
  pivot?: V3;
  spread?: boolean;
}

export interface KindDecl {
  kind: string;
  /** Nouns that name it, its own name first. */
  nouns: readonly string[];
  /** Nominal [height, longest side] in metres (scenes scale by it). */
  size: Nominal;
  parts: readonly PartDecl[];
  /** Parts another object may rest on ("a cat on a bench" → `seat`). */
  surfaces?: readonly string[];
  /** Seeded variation of the whole object's proportions, e.g. 0.08 for ±8 %. */
  vary?: number;
  /** Its parts drawn this many times larger (a kind made from another's parts: an ape's). */
  scale?: number;
  /**
   * States the kind shows ("a closed umbrella"), by the state names of prompt/states.ts; an
   * empty entry says the default look already is that state (an umbrella is open).
   */
  states?: Readonly<Record<string, StateDecl>>;
  /**
   * Nouns of the kind whose look differs from its default, by noun (or the nearest word of a
   * stand-in's chain): a penny is copper where a coin is gold, a tanker carries tanks. Applied
   * before a state.
   */
  looks?: Readonly<Record<string, StateDecl>>;
  /**
   * A look made from the noun itself, for a noun `looks` has no row for: a works stood in by
   * the factory names itself on its sign (docs/decisions.md, "Mountains, rivers, works and
   * ruins").
   */
  lookOf?: (noun: string) => StateDecl | undefined;
}

/** How a state changes a declared kind: parts left out, parts added in their place. */
export interface StateDecl {
  drop?: readonly string[];
  parts?: readonly PartDecl[];
}

/** The kind a declaration describes. */
export function declaredKind(decl: KindDecl): ObjectKind {
  return kindOf(decl.kind, decl.size, (b) => buildDeclared(b, decl), decl.surfaces);
}

function buildDeclared(b: Builder, decl: KindDecl): void {
  // Seeded draws happen only for the features a declaration uses, so a kind without them
  // builds the same bytes as before they existed.
  const k = decl.scale ?? 1;
  const stretch: V3 | null = decl.vary
    ? ((w, h) => [w * k, h * k, w * k] as V3)(b.rng.vary(1, decl.vary), b.rng.vary(1, decl.vary))
    : k !== 1
      ? [k, k, k]
      : null;
  // Parts that belong together decide and pick once: an optional part by the word it
  // answers to first (a scarf's end goes with the scarf), a colour by its list.
  const present = new Map<string, boolean>();
  const picked = new Map<readonly number[], number>();
  const look = (decl.looks ? b.pick(decl.looks) : undefined) ?? decl.lookOf?.(b.noun);
  const state = b.state === null ? undefined : decl.states?.[b.state];
  const parts = [look, state].reduce<readonly PartDecl[]>(
    (all, change) =>
      change
        ? [...all.filter((p) => !change.drop?.includes(p.name)), ...(change.parts ?? [])]
        : all,
    decl.parts,
  );
  for (const part of parts) {
    if (part.optional !== undefined) {
      const key = part.answersTo?.[0] ?? part.name;
      let on = present.get(key);
      if (on === undefined) {
        on = b.opts.want(b.rng.chance(part.optional), part.name, ...(part.answersTo ?? []));
        present.set(key, on);
      }
      if (!on) continue;
    }
    let solid = place(b, part);
    if (part.minus && part.minus.length > 0)
      solid = solid.sub(...part.minus.map((m) => place(b, m)));
    let color = part.color;
    if (part.colors && part.colors.length > 0) {
      color = picked.get(part.colors) ?? b.rng.pick(part.colors);
      picked.set(part.colors, color);
    }
    const material = materialOf(b, part, color);
    const copies = part.repeat
      ? repeated(b, part.repeat, part.name).map((turn) => turn(solid))
      : [solid, ...(part.copies ?? []).map((o) => solid.move(o))];
    const numbered = copies.length > 1 || part.repeat !== undefined;
    copies.forEach((copy, i) => {
      const at = stretch ? copy.scale(stretch) : copy;
      const name = numbered ? `${part.name}_${i + 1}` : part.name;
      if (part.mirror) {
        b.add(`${name}_r`, at, material, part.answersTo);
        b.add(`${name}_l`, at.scale([-1, 1, 1]), material, part.answersTo);
      } else b.add(name, at, material, part.answersTo);
    });
  }
}

/** One placing function per counted copy (none when the prompt asks for none). */
function repeated(b: Builder, r: Repeat, name: string): Array<(s: Solid) => Solid> {
  const fallback = typeof r.count === 'number' ? r.count : b.rng.int(r.count[0], r.count[1]);
  const n = b.opts.number(fallback, 0, r.max ?? 12, r.word ?? name);
  const share = r.spread ? 1 / Math.max(1, n - 1) : 1;
  const step = r.step ?? [0, 0, 0];
  const turn = r.turn ?? [0, 0, 0];
  const pivot = r.pivot ?? [0, 0, 0];
  return Array.from({ length: n }, (_, i) => (s: Solid): Solid => {
    const k = i * share;
    let out = s;
    if (turn[0] !== 0 || turn[1] !== 0 || turn[2] !== 0) {
      out = out
        .move([-pivot[0], -pivot[1], -pivot[2]])
        .rotate(turn[0] * k, turn[1] * k, turn[2] * k)
        .move(pivot);
    }
    if (step[0] !== 0 || step[1] !== 0 || step[2] !== 0)
      out = out.move([step[0] * k, step[1] * k, step[2] * k]);
    return out;
  });
}

function materialOf(
  b: Builder,
  part: PartDecl,
  color: number | undefined,
): ReturnType<Builder['palette']['main']> {
  const base = finishNamed(part.finish);
  const f = color === undefined ? base : tinted(base, hexRgb(color), base.label);
  return b.palette[part.role ?? 'main'](f);
}

/** The finish a declaration names; unknown names throw (a declaration error, caught by tests). */
export function finishNamed(name: string): Finish {
  const f = (FINISH as Record<string, Finish>)[name] ?? materialFinish(name);
  if (!f) throw new Error(`unknown finish "${name}"`);
  return f;
}

function place(b: Builder, p: Placed): Solid {
  let s = shapeSolid(b, p.shape);
  if (p.turn) s = s.rotate(p.turn[0], p.turn[1], p.turn[2]);
  if (p.at) s = s.move(p.at);
  return s;
}

function shapeSolid(b: Builder, shape: Shape): Solid {
  const { g } = b;
  if ('box' in shape) {
    const [w, h, d] = shape.box;
    return shape.round ? g.roundedBox(w, h, d, shape.round) : g.box(w, h, d);
  }
  if ('cyl' in shape) return g.cyl(shape.cyl, shape.r, shape.rTop ?? shape.r);
  if ('lathe' in shape) {
    const outer = shape.smooth ? smoothCurve(shape.lathe, 24) : [...shape.lathe];
    return g.revolve(vesselOutline(outer, shape.wall ?? 0, (shape.wall ?? 0) * 1.5));
  }
  if ('extrude' in shape) {
    return shape.round
      ? g.extrudeRounded(shape.extrude, shape.depth, shape.round)
      : g.extrude(shape.extrude, shape.depth);
  }
  if ('plan' in shape) return g.extrudeUp(shape.plan, shape.height, 0, shape.taper ?? 1);
  // Declared kinds have many small round parts: fewer segments than a main body keeps the
  // triangle budget of a whole object near the hand-built kinds'.
  if ('sweep' in shape) {
    const r = shape.r;
    const radii = typeof r === 'number' ? shape.sweep.map(() => r) : r;
    return g.tube(shape.sweep, radii, g.n(0.375));
  }
  if ('capsule' in shape) {
    return g.capsule(shape.capsule[0], shape.capsule[1], shape.r, shape.r2 ?? shape.r, g.n(0.375));
  }
  if ('ball' in shape) return g.ball([0, 0, 0], shape.ball, g.n(0.5));
  if ('ellipsoid' in shape) return g.ellipsoid([0, 0, 0], shape.ellipsoid, g.n(0.5));
  return g.arc(shape.ring, shape.r, shape.from ?? 0, shape.arc ?? 360);
}
