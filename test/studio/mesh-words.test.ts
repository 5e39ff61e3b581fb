/**
 * The 3D panel shows `metadata.interpretation` in Chinese from the renderer's word table: every
 * word of the modeller's vocabulary (kinds, colours, shades, materials, parts, sizes, states) must be
 * in it, so a new server word without a translation fails here, not in front of a user.
 */
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../server/mesh/library/registry.ts';
import { COLOR_MODIFIERS, COLOR_NAMES } from '../../server/mesh/prompt/colors.ts';
import { MATERIAL_WORD_LIST, materialName } from '../../server/mesh/prompt/materials.ts';
import {
  PART_WORD_LIST,
  partAdjective,
  partName,
  privativePart,
} from '../../server/mesh/prompt/parts.ts';
import { SIZE_SCALE } from '../../server/mesh/prompt/sizes.ts';
import { STATE_NAMES } from '../../server/mesh/prompt/states.ts';
import { meshPartZh, meshWordZh } from '../../renderer/src/i18n/mesh-words.ts';

const missing = (kind: Parameters<typeof meshWordZh>[0], words: Iterable<string>) =>
  [...new Set(words)].filter((w) => meshWordZh(kind, w) === null);

describe('Chinese words for the 3D interpretation', () => {
  it('names every object kind the library builds (and the picture relief)', () => {
    expect(missing('kind', [...KIND_NAMES, 'relief'])).toEqual([]);
  });

  it('names every colour, alone or after a shade word', () => {
    expect(missing('color', COLOR_NAMES)).toEqual([]);
    expect(
      missing(
        'color',
        COLOR_MODIFIERS.map((m) => `${m} blue`),
      ),
    ).toEqual([]);
    expect(meshWordZh('color', 'dark green')).toBe('深绿色');
    expect(meshWordZh('color', 'light sky blue')).toBe('浅天蓝色');
  });

  it('names every material and part the prompt reader can produce, and every size', () => {
    const materials = MATERIAL_WORD_LIST.map((w) => materialName(w)!);
    expect(missing('material', materials)).toEqual([]);
    const parts = PART_WORD_LIST.map((w) => partName(w) ?? partAdjective(w) ?? privativePart(w)!);
    expect(missing('part', parts)).toEqual([]);
    expect(missing('size', Object.keys(SIZE_SCALE))).toEqual([]);
  });

  it('names every state, shown ("an open book") or not ("a broken vase")', () => {
    expect(STATE_NAMES).toEqual(expect.arrayContaining(['open', 'broken', 'half']));
    expect(missing('state', STATE_NAMES)).toEqual([]);
  });

  it('reads part entries with a number or left out, and leaves unknown words alone', () => {
    expect(meshPartZh('door')).toEqual({ part: '门', count: null, without: false });
    expect(meshPartZh('2 door')).toEqual({ part: '门', count: 2, without: false });
    expect(meshPartZh('no handle')).toEqual({ part: '把手', count: null, without: true });
    expect(meshPartZh('flux capacitor')).toBeNull();
    expect(meshWordZh('kind', 'Chair')).toBe('椅子');
    expect(meshWordZh('color', 'octarine')).toBeNull();
    expect(meshWordZh('color', 'dark octarine')).toBeNull();
  });
});
