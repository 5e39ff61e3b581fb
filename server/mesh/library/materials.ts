/**
 * Materials of parts: each part has a default finish (wood legs, ceramic mug, green leaves)
 * and a role that says how the prompt's colours and materials apply to it:
 *
 * - `main`   the object's body: first colour, first material;
 * - `accent` secondary parts (cushion, roof, spots): second colour, second material (else
 *            the first; then also the first colour), else its own finish;
 * - `detail` parts whose colour is their own (skin, bark): materials apply, colours don't;
 * - `fixed`  never changed (eyes, tyres, window glass).
 */
import { colorRgb, hexRgb } from '../prompt/colors.ts';
import type { Interpretation, MaterialSpec, Rgb, SurfaceKind } from '../scene.ts';

export interface Finish {
  /** Short name, e.g. "oak", "bark", "tyre rubber". */
  label: string;
  color: Rgb;
  surface: SurfaceKind;
  metallic: number;
  roughness: number;
  accent?: Rgb;
}

function finish(
  label: string,
  hex: number,
  surface: SurfaceKind,
  roughness: number,
  metallic = 0,
  accentHex?: number,
): Finish {
  const f: Finish = { label, color: hexRgb(hex), surface, metallic, roughness };
  if (accentHex !== undefined) f.accent = hexRgb(accentHex);
  return f;
}

/** Default finishes used by the builders. */
export const FINISH = {
  wood: finish('wood', 0x9a6a3c, 'wood', 0.6, 0, 0x6e4624),
  darkWood: finish('dark wood', 0x5e3b20, 'wood', 0.55, 0, 0x3d2412),
  paleWood: finish('pale wood', 0xc9a06a, 'wood', 0.6, 0, 0xa67c48),
  bark: finish('bark', 0x5b4030, 'bark', 0.95, 0, 0x3e2a1e),
  leaf: finish('leaves', 0x3f8f3a, 'leaf', 0.8, 0, 0x2c6a29),
  pine: finish('pine needles', 0x24603a, 'leaf', 0.85, 0, 0x1a4a2c),
  grass: finish('grass', 0x5aa040, 'leaf', 0.9),
  fabric: finish('fabric', 0x8a8f99, 'fabric', 0.95),
  linen: finish('linen', 0xf1efe8, 'fabric', 0.95),
  leather: finish('leather', 0x6b3f22, 'fabric', 0.55),
  steel: finish('steel', 0xb8bcc2, 'metal', 0.3, 1),
  darkMetal: finish('dark metal', 0x3a3d42, 'metal', 0.45, 1),
  iron: finish('iron', 0x55585c, 'metal', 0.55, 1),
  brass: finish('brass', 0xd6b25a, 'metal', 0.3, 1),
  gold: finish('gold', 0xf0c05a, 'gold', 0.25, 1),
  chrome: finish('chrome', 0xd0d4d8, 'metal', 0.08, 1),
  glass: finish('glass', 0xd8eef2, 'glass', 0.05),
  greenGlass: finish('green glass', 0x2f6b3a, 'glass', 0.08),
  ceramic: finish('ceramic', 0xf3f0ea, 'ceramic', 0.25),
  terracotta: finish('terracotta', 0xc0653a, 'ceramic', 0.85),
  stone: finish('stone', 0x8d8a84, 'stone', 0.9, 0, 0x6d6a65),
  darkStone: finish('dark stone', 0x5b5955, 'stone', 0.9, 0, 0x45433f),
  marble: finish('marble', 0xeeeae4, 'stone', 0.3, 0, 0xb8b4ae),
  plaster: finish('plaster', 0xeae2d0, 'plain', 0.9),
  plain: finish('plain', 0xcccccc, 'plain', 0.6),
  roofTile: finish('roof tiles', 0x9c3b2a, 'ceramic', 0.8, 0, 0x7a2c1f),
  slate: finish('slate', 0x4a505a, 'stone', 0.7),
  rubber: finish('rubber', 0x1c1c1e, 'rubber', 0.9),
  plastic: finish('plastic', 0xdedede, 'plastic', 0.4),
  paint: finish('paint', 0xc62828, 'plastic', 0.3),
  paper: finish('paper', 0xf4efe2, 'paper', 0.9),
  fur: finish('fur', 0x9a7a5a, 'fur', 0.95),
  feathers: finish('feathers', 0x8a6a4a, 'fur', 0.9),
  scales: finish('scales', 0xe08a2a, 'skin', 0.45),
  skin: finish('skin', 0xe0b494, 'skin', 0.6),
  eye: finish('eye', 0x111111, 'glass', 0.1),
  pink: finish('nose', 0xe08a96, 'skin', 0.5),
  beak: finish('beak', 0xf0a020, 'plastic', 0.5),
  snow: finish('snow', 0xf7f9fc, 'plain', 0.85),
  coal: finish('coal', 0x1a1a1a, 'stone', 0.9),
  carrot: finish('carrot', 0xf07a1a, 'plain', 0.7),
  cork: finish('cork', 0xb98a5a, 'wood', 0.9),
  soil: finish('soil', 0x3e2b1e, 'stone', 1),
  cap: finish('mushroom cap', 0xc62828, 'plain', 0.6),
  stem: finish('mushroom stem', 0xf1ead8, 'plain', 0.8),
  light: finish('light', 0xfff3c4, 'glass', 0.2),
  redLight: finish('tail light', 0xd01818, 'glass', 0.2),
  gem: finish('gem', 0xc0102a, 'glass', 0.05),
  ice: finish('ice', 0xc8e8f4, 'ice', 0.1),
  cactus: finish('cactus', 0x3f8a4a, 'leaf', 0.7, 0, 0x2f6a38),
  flower: finish('flower', 0xe85a9a, 'leaf', 0.7),
  ocean: finish('ocean', 0x1e4f9a, 'plain', 0.35),
  land: finish('land', 0x4a8a3a, 'stone', 0.95),
  candle: finish('wax', 0xf3ead2, 'plastic', 0.6),
} satisfies Record<string, Finish>;

/** Canonical material names (prompt/materials.ts) → finish. */
const MATERIAL_FINISH: Record<string, Finish> = {
  wood: FINISH.wood,
  walnut: { ...FINISH.darkWood, label: 'walnut' },
  mahogany: finish('mahogany', 0x6a2c1a, 'wood', 0.5, 0, 0x44180c),
  paint: FINISH.paint,
  bamboo: finish('bamboo', 0xc8b070, 'wood', 0.6, 0, 0xa08a50),
  ebony: finish('ebony', 0x2a1c14, 'wood', 0.4, 0, 0x140c08),
  stone: FINISH.stone,
  marble: FINISH.marble,
  granite: finish('granite', 0x8a8684, 'stone', 0.6, 0, 0x4a4644),
  concrete: finish('concrete', 0xa0a09a, 'stone', 0.95),
  brick: finish('brick', 0xa0462e, 'stone', 0.9, 0, 0xd8d0c0),
  metal: finish('metal', 0xa8acb2, 'metal', 0.35, 1),
  steel: FINISH.steel,
  iron: FINISH.iron,
  gold: FINISH.gold,
  silver: finish('silver', 0xeceae4, 'metal', 0.18, 1),
  bronze: finish('bronze', 0xb07a3a, 'metal', 0.4, 1),
  copper: finish('copper', 0xd88a62, 'metal', 0.3, 1),
  brass: FINISH.brass,
  chrome: FINISH.chrome,
  aluminum: finish('aluminium', 0xd4d8dc, 'metal', 0.35, 1),
  glass: FINISH.glass,
  crystal: finish('crystal', 0xeef6ff, 'glass', 0.02),
  diamond: finish('diamond', 0xe6f4ff, 'glass', 0.01),
  plastic: FINISH.plastic,
  ceramic: FINISH.ceramic,
  porcelain: finish('porcelain', 0xfbfaf7, 'ceramic', 0.15),
  clay: finish('clay', 0xb8744a, 'ceramic', 0.95),
  terracotta: FINISH.terracotta,
  fabric: FINISH.fabric,
  leather: FINISH.leather,
  ice: FINISH.ice,
  rubber: FINISH.rubber,
  paper: FINISH.paper,
  fur: FINISH.fur,
  jade: finish('jade', 0x3f9a6a, 'stone', 0.3),
  obsidian: finish('obsidian', 0x141418, 'glass', 0.1),
  wax: FINISH.candle,
};

/** The finish a material word stands for (null for unknown names). */
export function materialFinish(name: string): Finish | null {
  return MATERIAL_FINISH[name] ?? null;
}

/** Applies a prompt's colours and materials to part defaults by role. */
export class Palette {
  private readonly colors: Array<{ name: string; rgb: Rgb }>;
  private readonly materials: Array<{ name: string; finish: Finish }>;

  constructor(interpretation: Pick<Interpretation, 'colors' | 'materials'>) {
    this.colors = interpretation.colors.flatMap((name) => {
      const rgb = colorRgb(name);
      return rgb ? [{ name, rgb }] : [];
    });
    this.materials = interpretation.materials.flatMap((name) => {
      const f = materialFinish(name);
      return f ? [{ name, finish: f }] : [];
    });
  }

  /** True when the prompt named a colour (builders may then skip their random palette). */
  get hasColor(): boolean {
    return this.colors.length > 0;
  }

  /** The material named first, if any (e.g. to let "a stone cat" cover the eyes too). */
  get material(): string | null {
    return this.materials[0]?.name ?? null;
  }

  main(def: Finish): MaterialSpec {
    return this.apply(def, this.materials[0], this.colors[0], this.colors[1]);
  }

  accent(def: Finish): MaterialSpec {
    const material = this.materials[1] ?? this.materials[0];
    // Made of the named material, accents share the object's colour unless given their own.
    const color = this.colors[1] ?? (material ? this.colors[0] : undefined);
    return this.apply(def, material, color, undefined);
  }

  detail(def: Finish): MaterialSpec {
    return this.apply(def, this.materials[0], undefined, undefined);
  }

  fixed(def: Finish): MaterialSpec {
    return spec(def.label, def);
  }

  /**
   * The material of a part after the prompt's part bindings ("a red roof" → the part `roof`;
   * `wheel_fl` and `door_2` answer to "wheel" and "door"); unbound parts keep `material`.
   */
  forPart(
    name: string,
    material: MaterialSpec,
    bindings: Pick<Interpretation, 'partColors' | 'partMaterials'>,
  ): MaterialSpec {
    const key = partKey(name, bindings);
    if (key === null) return material;
    const colorName = bindings.partColors?.[key];
    const materialWord = bindings.partMaterials?.[key];
    const f = materialWord ? materialFinish(materialWord) : null;
    const out: MaterialSpec = f ? spec(f.label, f) : { ...material };
    const rgb = colorName ? colorRgb(colorName) : null;
    if (rgb) {
      out.baseColor = rgb;
      if (out.accentColor) out.accentColor = darken(rgb, 0.7);
    }
    out.name = [colorName, f ? f.label : material.name].filter(Boolean).join(' ');
    return out;
  }

  private apply(
    def: Finish,
    material: { name: string; finish: Finish } | undefined,
    color: { name: string; rgb: Rgb } | undefined,
    second: { name: string; rgb: Rgb } | undefined,
  ): MaterialSpec {
    const base = material?.finish ?? def;
    const label = [color?.name, material ? base.label : def.label].filter(Boolean).join(' ');
    const out = spec(label, base);
    if (color) {
      out.baseColor = color.rgb;
      // A tint over metal or glass keeps its character; over wood, the grain darkens it.
      if (base.accent) out.accentColor = darken(color.rgb, 0.7);
    }
    if (second) out.accentColor = second.rgb;
    return out;
  }
}

function spec(name: string, f: Finish): MaterialSpec {
  const out: MaterialSpec = {
    name,
    baseColor: [f.color[0], f.color[1], f.color[2]],
    surface: f.surface,
    metallic: f.metallic,
    roughness: f.roughness,
  };
  if (f.accent) out.accentColor = [f.accent[0], f.accent[1], f.accent[2]];
  return out;
}

function darken(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

/** A finish with another colour (for seeded palettes: a blue mug, a yellow taxi). */
export function tinted(def: Finish, color: Rgb, label?: string): Finish {
  return { ...def, color, label: label ?? def.label };
}

/** The bound part name a part answers to: itself, or its name without `_…` suffixes. */
function partKey(
  name: string,
  bindings: Pick<Interpretation, 'partColors' | 'partMaterials'>,
): string | null {
  const bound = new Set([
    ...Object.keys(bindings.partColors ?? {}),
    ...Object.keys(bindings.partMaterials ?? {}),
  ]);
  if (bound.size === 0) return null;
  // Every run of the name's pieces, longest first: "table_top" and "door_2" answer to
  // "top" and "door", "wheel_fl" to "wheel" (or "wheels").
  const pieces = name.split('_').filter((p) => !/^\d+$/.test(p));
  for (let len = pieces.length; len >= 1; len--) {
    for (let start = 0; start + len <= pieces.length; start++) {
      const candidate = pieces.slice(start, start + len).join('_');
      for (const c of [candidate, candidate.replace(/s$/, ''), `${candidate}s`])
        if (bound.has(c)) return c;
    }
  }
  return null;
}
