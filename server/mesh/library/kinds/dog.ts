/** Dog (puppy, wolf, fox, breeds…): a sturdier quadruped with a longer muzzle. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { buildQuadruped, isYoung, youngShape, type QuadrupedShape } from './quadruped.ts';

const COATS = [0xc89a58, 0x6a4a2a, 0x2a2420, 0xf0ead8, 0xa07848, 0xd8c090];

export const dog: ObjectKind = {
  kind: 'dog',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { rng } = b;
      const puppy = isYoung(b);
      const short = b.is('corgi', 'dachshund');
      const wild = b.is('wolf', 'fox', 'husky');
      // Hounds (a bloodhound, a beagle): tan, long-muzzled, with long hanging ears.
      const hound = b.is('hound', 'hound dog', 'bloodhound', 'beagle', 'basset');
      const poodle = b.is('poodle');
      // Breeds a person tells by coat and build (docs/decisions.md, "Vehicles, play and the
      // street", session 20 R): a dalmatian's white coat with black spots, a shepherd's big tan
      // body and upright ears, a pug's small fawn body and flat face.
      const dalmatian = b.is('dalmatian', 'coach dog', 'carriage dog');
      const shepherd = b.is('shepherd dog', 'german shepherd', 'alsatian', 'sheepdog');
      const pug = b.is('pug', 'pug-dog');
      const size = puppy
        ? 0.55
        : b.is('fox') || pug
          ? 0.7
          : b.is('wolf')
            ? 1.3
            : short
              ? 0.75
              : shepherd
                ? 1.15
                : 1;
      const coat = dalmatian
        ? 0xf6f4ee
        : shepherd
          ? 0xb07838
          : pug
            ? 0xd8bc8c
            : b.is('fox')
              ? 0xd8682a
              : b.is('wolf', 'husky')
                ? 0x8a8a8e
                : b.is('golden retriever', 'retriever')
                  ? 0xd8a050
                  : b.is('corgi')
                    ? 0xd88a3a
                    : poodle
                      ? rng.pick([0xf4f0ea, 0x2a2624, 0xd8a878])
                      : hound
                        ? 0xa0622e
                        : rng.pick(COATS);
      const fur = tinted(FINISH.fur, hexRgb(coat), 'fur');
      if (dalmatian) {
        fur.accent = hexRgb(0x1a1a1a);
        fur.surface = 'spots';
      }
      const shape: QuadrupedShape = {
        length: rng.vary(b.is('dachshund') ? 0.62 : 0.5, 0.08) * size,
        height: rng.vary(short ? 0.28 : 0.5, 0.08) * size,
        girth: rng.vary(short ? 0.42 : 0.24, 0.08),
        head: rng.vary(0.2, 0.06),
        muzzle: pug ? 0.35 : rng.vary(b.is('fox') || hound ? 1.3 : 1.0, 0.15),
        ears: wild || shepherd || b.is('corgi') || b.is('terrier') ? 'pointed' : 'floppy',
        earSize: rng.vary(b.is('corgi', 'fox') ? 0.95 : hound ? 1.3 : 0.8, 0.1),
        leg: rng.vary(short ? 0.13 : 0.07, 0.08),
        tail: rng.vary(b.is('fox') ? 1.0 : 0.7, 0.1),
        tailGirth: b.is('fox', 'husky', 'wolf') ? 1.4 : 0.8,
        tailCurl: rng.range(0.2, 0.5),
        fur,
        markings:
          !dalmatian && !shepherd && !pug && (b.is('fox') || b.is('husky') || rng.chance(0.3))
            ? tinted(FINISH.fur, hexRgb(0xf4f0e8), 'white fur')
            : null,
        eyeColor: tinted(FINISH.eye, hexRgb(0x3a2414), 'dog eye'),
        ...(poodle ? { pompoms: true } : {}),
      };
      buildQuadruped(b, puppy ? youngShape(shape) : shape);
    }),
};
