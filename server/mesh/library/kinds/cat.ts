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
      const big = cougar || b.is('lion', 'tiger', 'panther', ...SPOTTED);
      const kitten = isYoung(b);
      const scale = (big ? 3.2 : 1) * (kitten ? 0.6 : 1);
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
                  : rng.pick(COATS);
      const fur = tinted(FINISH.fur, hexRgb(coat), 'fur');
      if (b.is('tiger', ...SPOTTED) || tabby) {
        fur.accent = hexRgb(tabby ? 0x3e3226 : 0x1a1a1a);
        fur.surface = b.is('tiger') || tabby ? 'stripes' : 'spots';
      }
      const shape: QuadrupedShape = {
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
        mane: b.is('lion'),
      };
      buildQuadruped(b, kitten ? youngShape(shape) : shape);
    }),
};
