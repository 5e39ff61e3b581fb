/** Cat (kitten, lion, tiger…): a slender quadruped with pointed ears and a long tail. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { buildQuadruped, isYoung, youngShape, type QuadrupedShape } from './quadruped.ts';

const COATS = [0xe08a3a, 0x8a8a8a, 0x2a2a2a, 0xf2efe8, 0x8a6a4a, 0xc8a878];

/** Big cats with a spotted coat. */
const SPOTTED = ['leopard', 'jaguar', 'cheetah'] as const;

export const cat: ObjectKind = {
  kind: 'cat',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { rng } = b;
      // A cougar is a big cat with a plain tawny coat and no mane (session 20, R).
      const cougar = b.is('cougar', 'puma', 'mountain lion', 'catamount', 'panther cat');
      // Cats by WordNet's group (session 27, animals; docs/decisions.md, "Animals by their
      // class's look"): every big cat is big (a snow leopard was a house cat), a lynx or
      // bobcat half-way, tawny and spotted with a bobbed tail and tall ears, a cheetah lanky.
      const lynx = b.is('lynx');
      const cheetah = b.is('cheetah');
      const abyssinian = b.is('abyssinian', 'abyssinian cat');
      const big = cougar || b.is('lion', 'tiger', 'panther', 'big cat', ...SPOTTED);
      const kitten = isYoung(b);
      const scale = (big ? 3.2 : lynx ? 1.8 : 1) * (kitten ? 0.6 : 1);
      // A tabby's grey-brown coat with dark stripes (session 26).
      const tabby = b.is('tabby', 'tabby cat', 'tiger cat');
      const coat = tabby
        ? 0x9a8468
        : b.is('lion')
          ? 0xc8a060
          : cougar
            ? 0xb48656
            : b.is('tiger')
              ? 0xe0782a
              : b.is('panther')
                ? 0x1e1e22
                : b.is(...SPOTTED)
                  ? 0xd49a48
                  : lynx
                    ? 0xa88a60
                    : abyssinian
                      ? 0xb0703a
                      : rng.pick(COATS);
      const fur = tinted(FINISH.fur, hexRgb(coat), 'fur');
      if (b.is('tiger', ...SPOTTED) || tabby || lynx) {
        fur.accent = hexRgb(tabby ? 0x3e3226 : lynx ? 0x4a3a2a : 0x1a1a1a);
        fur.surface = b.is('tiger') || tabby ? 'stripes' : 'spots';
      }
      const drawn: QuadrupedShape = {
        length: rng.vary(0.3, 0.08) * scale,
        height: rng.vary(0.24, 0.08) * scale,
        girth: rng.vary(0.25, 0.08),
        head: rng.vary(0.24, 0.06),
        muzzle: big ? 0.7 : 0.35,
        ears: big ? 'round' : 'pointed',
        earSize: rng.vary(big ? 0.5 : 0.75, 0.1),
        leg: rng.vary(big ? 0.085 : 0.065, 0.08),
        tail: rng.vary(big ? 1.0 : 1.1, 0.1),
        tailGirth: 0.65,
        tailCurl: rng.range(0.15, 0.45),
        fur,
        markings: rng.chance(0.4) ? tinted(FINISH.fur, hexRgb(0xf4f0e8), 'white fur') : null,
        eyeColor: tinted(FINISH.eye, hexRgb(rng.pick([0x6ab04a, 0xe0b020, 0x4a8ad0])), 'cat eye'),
        // A lioness has no mane (session 27, beasts16).
        mane: b.is('lion') && !b.is('lioness'),
      };
      // The group's build replaces the seeded one (the draws still happen, so every other cat
      // keeps its bytes).
      const shape: QuadrupedShape = cheetah
        ? { ...drawn, height: drawn.height * 1.15, girth: 0.19, head: 0.2, leg: drawn.leg * 0.8 }
        : lynx
          ? {
              ...drawn,
              tail: 0.25,
              ears: 'pointed',
              earSize: 0.95,
              markings: tinted(FINISH.fur, hexRgb(0xf0e8d8), 'white fur'),
            }
          : abyssinian
            ? { ...drawn, earSize: 0.95, markings: null }
            : drawn;
      buildQuadruped(b, kitten ? youngShape(shape) : shape);
    }),
};
