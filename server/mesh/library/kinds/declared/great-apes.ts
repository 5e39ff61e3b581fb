/**
 * Great apes (issue #32: "a gorilla" was the small brown monkey): the monkey's sitting body
 * from more-creatures.ts, drawn larger, tailless and in the ape's own colours — a kind made
 * from another's parts by data alone (library/declare.ts `scale`).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import { MORE_CREATURE_KINDS } from './more-creatures.ts';

const MONKEY = MORE_CREATURE_KINDS.find((k) => k.kind === 'monkey')!;

/** The monkey's parts without its tail, the fur in `fur` and the bare skin in `skin`. */
function apeParts(fur: number, skin: number): PartDecl[] {
  return MONKEY.parts
    .filter((p) => p.name !== 'tail')
    .map((p) => {
      if (p.finish === 'eye') return p;
      const bare = p.color !== undefined && p.color !== 0x6a4a30;
      return { ...p, color: bare ? skin : fur };
    });
}

function ape(kind: string, nouns: string[], scale: number, fur: number, skin: number): KindDecl {
  return {
    kind,
    nouns,
    size: [MONKEY.size[0] * scale, MONKEY.size[1] * scale],
    scale,
    parts: apeParts(fur, skin),
  };
}

export const GREAT_APE_KINDS: readonly KindDecl[] = [
  ape('gorilla', ['gorilla', 'silverback', 'ape', 'great ape'], 2.3, 0x2a2828, 0x4a4442),
  ape('orangutan', ['orangutan', 'orang utan'], 1.9, 0xa8501e, 0xb89078),
  // Session 18 (JW): a chimp was the small brown long-tailed monkey; it is an ape, tailless,
  // black-haired with a pale face and hands.
  ape('chimpanzee', ['chimpanzee', 'chimp', 'bonobo'], 1.5, 0x242020, 0xc8a68a),
];
