/** Size words → the interpretation's five sizes. */
import type { Interpretation } from '../scene.ts';

export type SizeWord = Interpretation['size'];

const SIZE_WORDS: Record<string, SizeWord> = {
  tiny: 'tiny',
  teeny: 'tiny',
  minuscule: 'tiny',
  miniature: 'tiny',
  mini: 'tiny',
  micro: 'tiny',
  small: 'small',
  little: 'small',
  smaller: 'small',
  petite: 'small',
  compact: 'small',
  medium: 'medium',
  mid: 'medium',
  midsize: 'medium',
  regular: 'medium',
  normal: 'medium',
  average: 'medium',
  large: 'large',
  big: 'large',
  bigger: 'large',
  larger: 'large',
  great: 'large',
  huge: 'huge',
  giant: 'huge',
  gigantic: 'huge',
  enormous: 'huge',
  massive: 'huge',
  colossal: 'huge',
  immense: 'huge',
  humongous: 'huge',
  jumbo: 'huge',
  titanic: 'huge',
  // Not 'mammoth': that is the animal now (a kind of its own).
};

export function sizeOf(word: string): SizeWord | null {
  return SIZE_WORDS[word] ?? null;
}

/** Uniform scale applied to a kind's natural size. */
export const SIZE_SCALE: Record<SizeWord, number> = {
  tiny: 0.35,
  small: 0.65,
  medium: 1,
  large: 1.6,
  huge: 2.8,
};
