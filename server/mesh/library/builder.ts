/**
 * The frame every kind builds in: a `Geo` whose solids are freed afterwards, the seeded
 * rng, the prompt's palette and part options, and `add(name, solid, material)`.
 */
import { manifoldToMeshData } from '../kernel/manifold.ts';
import { PartOptions } from '../prompt/parts.ts';
import type { Interpretation, MaterialSpec, ScenePart } from '../scene.ts';
import { Geo, type Solid } from './geo.ts';
import { Palette } from './materials.ts';
import type { Rng } from './rng.ts';
import type { BuildContext } from './types.ts';

export class Builder {
  readonly palette: Palette;
  readonly opts: PartOptions;
  /** The prompt's noun ("kitten", "palm tree"), or the kind when there was none. */
  readonly noun: string;
  private readonly parts: Array<{ name: string; solid: Solid; material: MaterialSpec }> = [];

  constructor(
    readonly g: Geo,
    readonly rng: Rng,
    readonly interpretation: Interpretation,
  ) {
    this.palette = new Palette(interpretation);
    this.opts = new PartOptions(interpretation.parts);
    this.noun = interpretation.noun ?? interpretation.kind;
  }

  /** The state the prompt asked for and the kind shows ("open", "carved"), or null. */
  get state(): string | null {
    return this.interpretation.state ?? null;
  }

  /**
   * True when the noun is one of these, or a stand-in's WordNet chain passes through one
   * ("a falcon" is built as the hawk it is a kind of; docs/decisions.md, honest stand-ins).
   */
  is(...nouns: string[]): boolean {
    const chain = this.interpretation.chain ?? [];
    return nouns.some((n) => n === this.noun || chain.includes(n));
  }

  /** A table's row for the noun, else for the nearest word of a stand-in's chain. */
  pick<T>(table: Readonly<Record<string, T>>): T | undefined {
    const words = [this.noun, ...(this.interpretation.chain ?? [])];
    for (const w of words) if (Object.hasOwn(table, w)) return table[w];
    return undefined;
  }

  /**
   * Adds a part. A prompt's part colour or material reaches it by its name or by one of
   * `answersTo` (a lighthouse's `cap` is also its "top" and "roof").
   */
  add(name: string, solid: Solid, material: MaterialSpec, answersTo: readonly string[] = []): void {
    for (const word of [name, ...answersTo]) {
      const bound = this.palette.forPart(word, material, this.interpretation);
      if (bound !== material) {
        material = bound;
        break;
      }
    }
    let unique = name;
    for (let i = 2; this.parts.some((p) => p.name === unique); i++) unique = `${name}_${i}`;
    this.parts.push({ name: unique, solid, material });
  }

  /** Converts the solids to meshes; empty solids (cut away entirely) are left out. */
  finish(): ScenePart[] {
    const out: ScenePart[] = [];
    for (const { name, solid, material } of this.parts) {
      const status = solid.m.status();
      if (status !== 'NoError') throw new Error(`part ${name}: manifold status ${status}`);
      if (solid.isEmpty()) continue;
      out.push({ name, mesh: manifoldToMeshData(solid.m), material });
    }
    return out;
  }
}

/** Runs a kind's modelling code and returns its parts; wasm memory is freed either way. */
export function assemble(
  interpretation: Interpretation,
  ctx: BuildContext,
  body: (b: Builder) => void,
): ScenePart[] {
  const g = new Geo(ctx.wasm, ctx.detail.circleSegments);
  try {
    const b = new Builder(g, ctx.rng, interpretation);
    body(b);
    return b.finish();
  } finally {
    g.dispose();
  }
}
