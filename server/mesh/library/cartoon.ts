/**
 * Cartoon proportions: the big head and sturdy limbs of a toy or an animated character.
 * Applied to the built scene (for every kind at once, no builder changes): each object's
 * head and the features on it grow by HEAD_SCALE about the head's centre, legs and arms get
 * thicker about their own axis, and the scene rests on the ground again. Positive scales
 * only, so every part stays watertight and outward-wound.
 */
import { boundsOf, unionBounds } from '../kernel/mesh-math.ts';
import type { ScenePart } from '../scene.ts';
import { mapParts, restAndCentre } from './arrange.ts';

const HEAD_SCALE = 1.5;
const LIMB_THICKEN = 1.35;

/** Parts that sit on the head and grow with it (names after an object prefix). */
const HEAD_FEATURE =
  /^(head|muzzle|nose|snout|mouth|beak|eye|eyes|ear|hair|helmet|visor|plume|hat|horn|horns|antler|antlers|mane|trunk|tusk)(_|$)/;
const LIMB = /^(leg|arm|foot|hand|hoof|paw)(_|$)/;

/** The part's name inside its object: "cat_head" → "head" when the group is "cat". */
function localName(part: ScenePart): string {
  const g = part.group;
  return g && part.name.startsWith(`${g}_`) ? part.name.slice(g.length + 1) : part.name;
}

export function cartoonProportions(parts: readonly ScenePart[]): ScenePart[] {
  const groups = new Map<string, number[]>();
  parts.forEach((p, i) => {
    const key = p.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out = [...parts];
  for (const members of groups.values()) {
    const head = members.find((i) => localName(parts[i]!) === 'head');
    if (head !== undefined) {
      const hb = boundsOf(parts[head]!.mesh.positions);
      const c = [0, 1, 2].map((k) => (hb.min[k]! + hb.max[k]!) / 2) as [number, number, number];
      for (const i of members) {
        if (!HEAD_FEATURE.test(localName(parts[i]!))) continue;
        out[i] = mapParts([parts[i]!], (x, y, z) => [
          c[0] + (x - c[0]) * HEAD_SCALE,
          c[1] + (y - c[1]) * HEAD_SCALE,
          c[2] + (z - c[2]) * HEAD_SCALE,
        ])[0]!;
      }
    }
    for (const i of members) {
      if (!LIMB.test(localName(parts[i]!))) continue;
      const b = boundsOf(parts[i]!.mesh.positions);
      const cx = (b.min[0] + b.max[0]) / 2;
      const cz = (b.min[2] + b.max[2]) / 2;
      out[i] = mapParts([parts[i]!], (x, y, z) => [
        cx + (x - cx) * LIMB_THICKEN,
        y,
        cz + (z - cz) * LIMB_THICKEN,
      ])[0]!;
    }
  }
  // Keep the scene's size: scale back to the original bounds' height, resting on y = 0.
  const before = unionBounds(parts.map((p) => boundsOf(p.mesh.positions)));
  const after = unionBounds(out.map((p) => boundsOf(p.mesh.positions)));
  const h0 = before.max[1] - before.min[1];
  const h1 = after.max[1] - after.min[1];
  return restAndCentre(out, h1 > 0 ? h0 / h1 : 1);
}
