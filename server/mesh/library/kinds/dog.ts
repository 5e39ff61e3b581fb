/** Dog (puppy, wolf, fox, breeds…): a sturdier quadruped with a longer muzzle. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { buildQuadruped, isYoung, youngShape, type QuadrupedShape } from './quadruped.ts';

const COATS = [0xc89a58, 0x6a4a2a, 0x2a2420, 0xf0ead8, 0xa07848, 0xd8c090];

/**
 * Breeds a person tells apart by coat and build (issue #32, session 26; docs/decisions.md,
 * "Dogs, cats and horses by their breed's look"): every field set replaces the dog's seeded
 * one, so a breed looks alike at every seed and a dog of no breed builds as before.
 */
interface Breed {
  coat: number;
  /** The muzzle, chest and paws' colour (white, or a rottweiler's tan points); null: none. */
  markings: number | null;
  size?: number;
  length?: number;
  height?: number;
  girth?: number;
  muzzle?: number;
  ears?: 'pointed' | 'floppy';
  earSize?: number;
  leg?: number;
  tail?: number;
  tailGirth?: number;
  /** How far the tail curls, in half-turns (a pug's or a spitz's over its back). */
  tailCurl?: number;
  /** A beard under the chin in this colour (a schnauzer's). */
  beard?: number;
}

/** The build fields a breed sets, its length and height at the dog's size. */
function breedBuild(breed: Breed, size: number): Partial<QuadrupedShape> {
  const { coat: _coat, markings: _markings, size: _size, beard, length, height, ...build } = breed;
  return {
    ...build,
    ...(beard !== undefined ? { beard: tinted(FINISH.fur, hexRgb(beard), 'beard') } : {}),
    ...(length !== undefined ? { length: length * size } : {}),
    ...(height !== undefined ? { height: height * size } : {}),
  };
}

const WHITE = 0xf4f0e8;
const TAN_POINTS = 0xa8602a;
const BLACK = 0x1e1b1a;

const BREEDS: Readonly<Record<string, Breed>> = Object.fromEntries(
  (
    [
      // A basset hound: a long low body on very short legs, long drooping ears, tan and white
      // (session 27, beasts16); the hounds' group look had given it a hound's long legs.
      [
        ['basset', 'basset hound'],
        {
          coat: 0xa8682e,
          markings: WHITE,
          length: 0.66,
          height: 0.27,
          girth: 0.4,
          leg: 0.14,
          muzzle: 1.3,
          ears: 'floppy',
          earSize: 1.7,
        },
      ],
      // A beagle: a small tan hound, white muzzle, chest and paws.
      [['beagle'], { coat: 0xb0702e, markings: WHITE, size: 0.8, earSize: 1.25 }],
      // A collie: sable and white, a long narrow muzzle, ears tipped up.
      [
        ['collie', 'rough collie', 'scotch collie', 'shetland sheepdog', 'sheltie'],
        { coat: 0xb8783a, markings: WHITE, muzzle: 1.45, ears: 'pointed', earSize: 0.6 },
      ],
      [
        ['border collie'],
        { coat: BLACK, markings: WHITE, muzzle: 1.3, ears: 'pointed', earSize: 0.6 },
      ],
      // Sighthounds: a deep chest on a narrow body, long legs, a long thin tail.
      [
        ['greyhound', 'english greyhound'],
        {
          coat: 0x8e8a88,
          markings: null,
          length: 0.58,
          height: 0.64,
          girth: 0.17,
          muzzle: 1.5,
          ears: 'pointed',
          earSize: 0.5,
          leg: 0.055,
          tail: 1.0,
          tailGirth: 0.5,
        },
      ],
      [
        ['whippet', 'italian greyhound'],
        {
          coat: 0xc8a078,
          markings: WHITE,
          size: 0.7,
          length: 0.56,
          height: 0.62,
          girth: 0.17,
          muzzle: 1.45,
          ears: 'pointed',
          earSize: 0.5,
          leg: 0.055,
          tail: 1.0,
          tailGirth: 0.5,
        },
      ],
      // Spaniels: long hanging ears; the cocker golden, the springer liver and white.
      [
        ['cocker', 'cocker spaniel', 'english cocker spaniel'],
        { coat: 0xc8883a, markings: null, size: 0.75, ears: 'floppy', earSize: 1.45 },
      ],
      [
        ['springer', 'springer spaniel', 'english springer', 'english springer spaniel', 'spaniel'],
        { coat: 0x5a3020, markings: WHITE, size: 0.9, ears: 'floppy', earSize: 1.35 },
      ],
      // Black and tan: the rottweiler heavy with small dropped ears, the dobermann lean with
      // tall pointed ears and a short tail.
      [
        ['rottweiler'],
        { coat: BLACK, markings: TAN_POINTS, size: 1.15, girth: 0.3, ears: 'floppy', earSize: 0.6 },
      ],
      [
        ['doberman', 'dobermann', 'doberman pinscher', 'pinscher'],
        {
          coat: BLACK,
          markings: TAN_POINTS,
          size: 1.1,
          height: 0.6,
          girth: 0.2,
          muzzle: 1.3,
          ears: 'pointed',
          earSize: 1.0,
          tail: 0.3,
        },
      ],
      // A scottie: a small black terrier on short legs, ears up.
      [
        ['scottie', 'scottish terrier', 'scotch terrier', 'aberdeen terrier'],
        {
          coat: BLACK,
          markings: null,
          size: 0.7,
          height: 0.3,
          girth: 0.34,
          leg: 0.11,
          ears: 'pointed',
          earSize: 0.8,
        },
      ],
      [
        ['labrador', 'labrador retriever'],
        { coat: 0xd8b070, markings: null, size: 1.05, girth: 0.27, earSize: 0.8 },
      ],
      [
        ['chihuahua'],
        { coat: 0xd8b088, markings: null, size: 0.45, muzzle: 0.6, ears: 'pointed', earSize: 1.4 },
      ],
      [
        ['bulldog', 'english bulldog', 'british bulldog'],
        {
          coat: 0xd8b890,
          markings: WHITE,
          size: 0.85,
          height: 0.34,
          girth: 0.38,
          muzzle: 0.45,
          leg: 0.1,
          earSize: 0.6,
        },
      ],
      // Dogs by the group a person knows them by (session 27, animals; docs/decisions.md,
      // "Animals by their class's look"): keyed by WordNet's group, so every hound, terrier,
      // spitz, toy dog, setter or mastiff not named above takes its group's look.
      // Hounds: tan and white, long-muzzled, long hanging ears; a bloodhound red, heavy-eared.
      [['hound'], { coat: 0xa0622e, markings: WHITE, muzzle: 1.3, ears: 'floppy', earSize: 1.45 }],
      [
        ['bloodhound'],
        {
          coat: 0x98502a,
          markings: null,
          size: 1.1,
          girth: 0.27,
          muzzle: 1.4,
          ears: 'floppy',
          earSize: 1.8,
        },
      ],
      // Terriers: small, tan and white, ears up, tail short and raised; a schnauzer grey with
      // a pale beard.
      [
        ['terrier'],
        {
          coat: 0xb07840,
          markings: WHITE,
          size: 0.65,
          girth: 0.26,
          ears: 'pointed',
          earSize: 0.7,
          tail: 0.45,
        },
      ],
      [
        ['schnauzer'],
        {
          coat: 0x7a7a7c,
          markings: null,
          beard: 0xd8d8d2,
          size: 0.8,
          muzzle: 1.15,
          ears: 'pointed',
          earSize: 0.7,
          tail: 0.25,
        },
      ],
      // Spitzes: a fluffy round body, pointed ears, a short muzzle, a thick tail curled over
      // the back; white or cream, a pomeranian tiny and orange.
      [
        ['spitz'],
        {
          coat: 0xf2ece0,
          markings: null,
          size: 0.9,
          girth: 0.32,
          muzzle: 0.85,
          ears: 'pointed',
          earSize: 0.75,
          tail: 0.7,
          tailGirth: 2.0,
          tailCurl: 0.85,
        },
      ],
      [
        ['pomeranian'],
        {
          coat: 0xe08a3a,
          markings: null,
          size: 0.42,
          girth: 0.42,
          muzzle: 0.6,
          ears: 'pointed',
          earSize: 0.7,
          tail: 0.6,
          tailGirth: 2.2,
          tailCurl: 0.85,
        },
      ],
      // Toy dogs: tiny, a short muzzle, big soft ears.
      [
        ['toy dog'],
        {
          coat: 0xf0e4d0,
          markings: null,
          size: 0.42,
          girth: 0.3,
          muzzle: 0.6,
          ears: 'floppy',
          earSize: 1.1,
        },
      ],
      // A pug: small, fawn, square, a flat black face and a tail curled tight.
      [
        ['pug'],
        {
          coat: 0xb89058,
          markings: BLACK,
          size: 0.6,
          height: 0.36,
          girth: 0.36,
          muzzle: 0.35,
          ears: 'floppy',
          earSize: 0.7,
          leg: 0.1,
          tail: 0.45,
          tailCurl: 0.9,
        },
      ],
      // Setters: red, lean, long-muzzled, feathered ears.
      [
        ['setter'],
        {
          coat: 0x9a3a1a,
          markings: null,
          height: 0.58,
          girth: 0.22,
          muzzle: 1.35,
          ears: 'floppy',
          earSize: 1.3,
          tail: 0.9,
        },
      ],
      // Mastiffs: big, heavy, fawn with a black muzzle.
      [
        ['mastiff'],
        {
          coat: 0xa87840,
          markings: BLACK,
          size: 1.3,
          girth: 0.34,
          muzzle: 0.7,
          ears: 'floppy',
          earSize: 0.6,
        },
      ],
      // A newfoundland: huge, black, thick-coated, a heavy tail.
      [
        ['newfoundland'],
        {
          coat: BLACK,
          markings: null,
          size: 1.35,
          girth: 0.34,
          muzzle: 0.9,
          ears: 'floppy',
          earSize: 0.75,
          leg: 0.1,
          tail: 0.8,
          tailGirth: 1.5,
        },
      ],
    ] as const satisfies ReadonlyArray<readonly [readonly string[], Breed]>
  ).flatMap(([nouns, breed]) => nouns.map((n) => [n, breed])),
);

export const dog: ObjectKind = {
  kind: 'dog',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { rng } = b;
      const breed = b.pick(BREEDS);
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
        : breed?.size !== undefined
          ? breed.size
          : b.is('fox') || pug
            ? 0.7
            : b.is('wolf')
              ? 1.3
              : short
                ? 0.75
                : shepherd
                  ? 1.15
                  : 1;
      const coat = breed
        ? breed.coat
        : dalmatian
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
      // A breed's build replaces the seeded one (the draws still happen, so a dog of no breed
      // keeps its bytes).
      const drawn: QuadrupedShape = {
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
        markings: breed
          ? breed.markings === null
            ? null
            : tinted(
                FINISH.fur,
                hexRgb(breed.markings),
                breed.markings === WHITE
                  ? 'white fur'
                  : breed.markings === BLACK
                    ? 'black fur'
                    : 'tan fur',
              )
          : !dalmatian && !shepherd && !pug && (b.is('fox') || b.is('husky') || rng.chance(0.3))
            ? tinted(FINISH.fur, hexRgb(0xf4f0e8), 'white fur')
            : null,
        eyeColor: tinted(FINISH.eye, hexRgb(0x3a2414), 'dog eye'),
        ...(poodle ? { pompoms: true } : {}),
      };
      const shape: QuadrupedShape = breed ? { ...drawn, ...breedBuild(breed, size) } : drawn;
      buildQuadruped(b, puppy ? youngShape(shape) : shape);
    }),
};
