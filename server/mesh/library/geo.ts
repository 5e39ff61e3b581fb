/**
 * A small modelling toolkit over manifold-3d for the object library: +Y up, metres.
 * Every solid made through a `Geo` is owned by it and freed by `dispose()`, so builders
 * chain operations freely without leaking wasm memory.
 *
 * Conventions: `box` and `cyl` stand on y = 0 centred on x/z; spheres, ellipsoids,
 * capsules and rods are placed by their points; 2D outlines are [x, y] pairs.
 */
import type { CrossSection, Manifold, ManifoldModule, Mat4 } from '../kernel/manifold.ts';

export type V3 = readonly [number, number, number];
export type V2 = readonly [number, number];

export class Solid {
  constructor(
    readonly m: Manifold,
    private readonly g: Geo,
  ) {}

  move(x: number, y: number, z: number): Solid;
  move(v: V3): Solid;
  move(x: number | V3, y = 0, z = 0): Solid {
    const v: [number, number, number] = typeof x === 'number' ? [x, y, z] : [x[0], x[1], x[2]];
    return this.g.own(this.m.translate(v));
  }

  /** Degrees about X, then Y, then Z. */
  rotate(x: number, y = 0, z = 0): Solid {
    return this.g.own(this.m.rotate([x, y, z]));
  }

  scale(s: number | V3): Solid {
    return this.g.own(this.m.scale(typeof s === 'number' ? s : [s[0], s[1], s[2]]));
  }

  transform(m: Mat4): Solid {
    return this.g.own(this.m.transform(m));
  }

  add(...others: Solid[]): Solid {
    if (others.length === 0) return this;
    return this.g.union([this, ...others]);
  }

  sub(...others: Solid[]): Solid {
    if (others.length === 0) return this;
    const cutter = others.length === 1 ? others[0]! : this.g.union(others);
    return this.g.own(this.m.subtract(cutter.m));
  }

  and(other: Solid): Solid {
    return this.g.own(this.m.intersect(other.m));
  }

  hull(): Solid {
    return this.g.own(this.m.hull());
  }

  /** Keeps the part on the side of the plane the normal points away from. */
  trim(normal: V3, offset: number): Solid {
    return this.g.own(this.m.trimByPlane([normal[0], normal[1], normal[2]], offset));
  }

  /** Moves every vertex (the topology stays; keep the map smooth and one-to-one). */
  warp(fn: (v: [number, number, number]) => void): Solid {
    return this.g.own(this.m.warp(fn));
  }

  /** Splits every edge into `n` pieces (for warping smooth bends). */
  refine(n: number): Solid {
    return this.g.own(this.m.refine(n));
  }

  bounds(): { min: V3; max: V3 } {
    const b = this.m.boundingBox();
    return { min: [b.min[0], b.min[1], b.min[2]], max: [b.max[0], b.max[1], b.max[2]] };
  }

  isEmpty(): boolean {
    return this.m.isEmpty();
  }
}

export class Geo {
  private readonly owned: Array<{ delete(): void }> = [];

  constructor(
    readonly wasm: ManifoldModule,
    /** Segments around a full circle for the object's main round parts. */
    readonly segments: number,
  ) {}

  own(m: Manifold): Solid {
    this.owned.push(m);
    return new Solid(m, this);
  }

  private cs(c: CrossSection): CrossSection {
    this.owned.push(c);
    return c;
  }

  dispose(): void {
    for (const o of this.owned.splice(0)) o.delete();
  }

  /** Segments for a round feature: `fraction` of the main count, a multiple of 4, ≥ 8. */
  n(fraction = 1): number {
    return Math.max(8, Math.round((this.segments * fraction) / 4) * 4);
  }

  /** A box standing on y = 0, centred on x/z. */
  box(w: number, h: number, d: number): Solid {
    return this.own(this.wasm.Manifold.cube([w, h, d], true)).move(0, h / 2, 0);
  }

  /** A box between two corners. */
  boxAt(a: V3, b: V3): Solid {
    const min: [number, number, number] = [
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.min(a[2], b[2]),
    ];
    const size: [number, number, number] = [
      Math.abs(b[0] - a[0]),
      Math.abs(b[1] - a[1]),
      Math.abs(b[2] - a[2]),
    ];
    return this.own(this.wasm.Manifold.cube(size, false)).move(min);
  }

  /** A box with rounded edges and corners (hull of eight spheres), standing on y = 0. */
  roundedBox(w: number, h: number, d: number, r: number, segs = this.n(0.25)): Solid {
    const rr = Math.min(r, w / 2, h / 2, d / 2) * 0.999;
    const corners: Solid[] = [];
    for (const sx of [-1, 1]) {
      for (const sy of [0, 1]) {
        for (const sz of [-1, 1]) {
          const y = sy === 0 ? rr : h - rr;
          corners.push(this.ball([sx * (w / 2 - rr), y, sz * (d / 2 - rr)], rr, segs));
        }
      }
    }
    return this.hull(corners);
  }

  /** A (truncated) cone or cylinder along +Y from y = 0 to y = h, centred on x/z. */
  cyl(h: number, r: number, rTop = r, segs = this.n()): Solid {
    return this.own(this.wasm.Manifold.cylinder(h, r, rTop, segs, false)).rotate(-90, 0, 0);
  }

  /** A cylinder (or cone) from point a to point b. */
  rod(a: V3, b: V3, r: number, rb = r, segs = this.n(0.5)): Solid {
    const d: [number, number, number] = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const len = Math.hypot(d[0], d[1], d[2]);
    const c = this.own(this.wasm.Manifold.cylinder(Math.max(len, 1e-6), r, rb, segs, false));
    return c.transform(frame(a, d));
  }

  sphere(r: number, segs = this.n()): Solid {
    return this.own(this.wasm.Manifold.sphere(r, segs));
  }

  /** A sphere centred at c. */
  ball(c: V3, r: number, segs = this.n()): Solid {
    return this.sphere(r, segs).move(c);
  }

  /** An ellipsoid centred at c with radii r. */
  ellipsoid(c: V3, r: V3, segs = this.n()): Solid {
    return this.sphere(1, segs).scale(r).move(c);
  }

  /** Two spheres and everything between them (radius may change along the way). */
  capsule(a: V3, b: V3, ra: number, rb = ra, segs = this.n(0.5)): Solid {
    return this.hull([this.ball(a, ra, segs), this.ball(b, rb, segs)]);
  }

  /** A chain of capsules through points (a bent limb, a tail), radii per point. */
  tube(points: readonly V3[], radii: readonly number[], segs = this.n(0.5)): Solid {
    const pieces: Solid[] = [];
    for (let i = 0; i + 1 < points.length; i++) {
      pieces.push(this.capsule(points[i]!, points[i + 1]!, radii[i]!, radii[i + 1]!, segs));
    }
    return this.union(pieces);
  }

  /** The convex hull of solids and points. */
  hull(items: ReadonlyArray<Solid | V3>): Solid {
    const list = items.map((it) =>
      it instanceof Solid ? it.m : ([it[0], it[1], it[2]] as [number, number, number]),
    );
    return this.own(this.wasm.Manifold.hull(list));
  }

  union(items: readonly Solid[]): Solid {
    if (items.length === 0) throw new Error('union of nothing');
    if (items.length === 1) return items[0]!;
    return this.own(this.wasm.Manifold.union(items.map((s) => s.m)));
  }

  /** Solid of revolution about +Y from a closed [radius, height] outline (radius ≥ 0). */
  revolve(profile: readonly V2[], segs = this.n(), degrees = 360): Solid {
    const section = this.cs(
      new this.wasm.CrossSection(
        [profile.map((p) => [Math.max(0, p[0]), p[1]] as [number, number])],
        'NonZero',
      ),
    );
    return this.own(section.revolve(segs, degrees)).rotate(-90, 0, 0);
  }

  /**
   * A closed [x, y] outline extruded along Z, centred on z = 0 (a side profile: x along,
   * y up). `scaleTop` tapers the far side.
   */
  extrude(outline: readonly V2[], depth: number, twist = 0, scaleTop: number | V2 = 1): Solid {
    const section = this.outline(outline);
    const top: [number, number] =
      typeof scaleTop === 'number' ? [scaleTop, scaleTop] : [scaleTop[0], scaleTop[1]];
    const divisions = twist !== 0 ? Math.max(4, Math.round(Math.abs(twist) / 10)) : 0;
    return this.own(section.extrude(depth, divisions, twist, top, false)).move(0, 0, -depth / 2);
  }

  /**
   * A closed [x, z] footprint extruded upward from y = 0 to y = h (a plan view). `twist`
   * degrees and `scaleTop` shape twisted or tapered columns.
   */
  extrudeUp(footprint: readonly V2[], h: number, twist = 0, scaleTop: number | V2 = 1): Solid {
    const section = this.outline(footprint.map((p) => [p[0], -p[1]] as const));
    const top: [number, number] =
      typeof scaleTop === 'number' ? [scaleTop, scaleTop] : [scaleTop[0], scaleTop[1]];
    const divisions = twist !== 0 ? Math.max(4, Math.round(Math.abs(twist) / 8)) : 0;
    return this.own(section.extrude(h, divisions, twist, top, false)).rotate(-90, 0, 0);
  }

  /** A 2D outline (either orientation) with its corners rounded by `r`. */
  private outline(points: readonly V2[], r = 0): CrossSection {
    let section = this.cs(
      new this.wasm.CrossSection([points.map((p) => [p[0], p[1]] as [number, number])], 'NonZero'),
    );
    if (r > 0) section = this.cs(this.cs(section.offset(-r, 'Round')).offset(r, 'Round'));
    return section;
  }

  /** Like `extrude`, with the outline's corners rounded by r. */
  extrudeRounded(outline: readonly V2[], depth: number, r: number): Solid {
    return this.own(this.outline(outline, r).extrude(depth)).move(0, 0, -depth / 2);
  }

  /**
   * A torus arc in the XY plane around the origin: major radius R, tube radius r, from
   * angle `from` (degrees, 0 = +X, counter-clockwise) over `sweep` degrees.
   */
  arc(R: number, r: number, from: number, sweep: number, segs = this.n(0.5)): Solid {
    const circle = this.cs(this.wasm.CrossSection.circle(r, Math.max(8, Math.round(segs / 2))));
    const ring = this.cs(circle.translate([R, 0]));
    const around = Math.max(6, Math.round((segs * Math.abs(sweep)) / 360));
    // revolve turns the section about its Y axis and makes that +Z: the ring lies in XY.
    return this.own(ring.revolve(around, sweep)).rotate(0, 0, from);
  }

  /** A flat ring lying on y = 0: outer radius R, inner radius ri, height h. */
  annulus(R: number, ri: number, h: number, segs = this.n()): Solid {
    return this.revolve(
      [
        [ri, 0],
        [R, 0],
        [R, h],
        [ri, h],
      ],
      segs,
    );
  }
}

/** A right-handed frame: local +Z along d, origin at a. */
function frame(a: V3, d: readonly number[]): Mat4 {
  const len = Math.hypot(d[0]!, d[1]!, d[2]!) || 1;
  const z = [d[0]! / len, d[1]! / len, d[2]! / len] as const;
  const helper = Math.abs(z[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  // x = helper × z (normalised), y = z × x.
  let x = [
    helper[1]! * z[2] - helper[2]! * z[1],
    helper[2]! * z[0] - helper[0]! * z[2],
    helper[0]! * z[1] - helper[1]! * z[0],
  ];
  const xl = Math.hypot(x[0]!, x[1]!, x[2]!);
  x = [x[0]! / xl, x[1]! / xl, x[2]! / xl];
  const y = [z[1] * x[2]! - z[2] * x[1]!, z[2] * x[0]! - z[0] * x[2]!, z[0] * x[1]! - z[1] * x[0]!];
  return [x[0]!, x[1]!, x[2]!, 0, y[0]!, y[1]!, y[2]!, 0, z[0], z[1], z[2], 0, a[0], a[1], a[2], 1];
}
