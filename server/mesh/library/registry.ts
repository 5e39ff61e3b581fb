/** Every object kind of the library, by name. */
import { bottle } from './kinds/bottle.ts';
import { chair } from './kinds/chair.ts';
import { lamp } from './kinds/lamp.ts';
import { mug } from './kinds/mug.ts';
import { table } from './kinds/table.ts';
import { vase } from './kinds/vase.ts';
import { boat } from './kinds/boat.ts';
import { car } from './kinds/car.ts';
import { house } from './kinds/house.ts';
import { rocket } from './kinds/rocket.ts';
import { tower } from './kinds/tower.ts';
import { tree } from './kinds/tree.ts';
import { sword } from './kinds/sword.ts';
import { robot } from './kinds/robot.ts';
import { figure } from './kinds/figure.ts';
import { cat } from './kinds/cat.ts';
import { dog } from './kinds/dog.ts';
import { bird } from './kinds/bird.ts';
import { fish } from './kinds/fish.ts';
import { mushroom } from './kinds/mushroom.ts';
import { rock } from './kinds/rock.ts';
import { planet } from './kinds/planet.ts';
import { ball } from './kinds/ball.ts';
import { bench } from './kinds/bench.ts';
import { sofa } from './kinds/sofa.ts';
import { bed } from './kinds/bed.ts';
import { bookshelf } from './kinds/bookshelf.ts';
import { cactus } from './kinds/cactus.ts';
import { teapot } from './kinds/teapot.ts';
import { crown } from './kinds/crown.ts';
import { castle } from './kinds/castle.ts';
import { guitar } from './kinds/guitar.ts';
import { crystal } from './kinds/crystal.ts';
import { sculpture } from './kinds/sculpture.ts';
import { placeholder } from './kinds/placeholder.ts';
import type { ObjectKind } from './types.ts';
import { ANIMAL_KINDS } from './kinds/animals.ts';
import { VEHICLE_KINDS } from './kinds/vehicles.ts';
import { FOOD_KINDS } from './kinds/food.ts';
import { HOUSEHOLD_KINDS } from './kinds/household.ts';
import { DECLARED_KINDS } from './kinds/declared/index.ts';
import { declaredKind } from './declare.ts';

const KINDS: readonly ObjectKind[] = [
  chair,
  table,
  mug,
  vase,
  bottle,
  lamp,
  tree,
  house,
  tower,
  rocket,
  car,
  boat,
  sword,
  robot,
  figure,
  cat,
  dog,
  bird,
  fish,
  mushroom,
  rock,
  planet,
  ball,
  bench,
  sofa,
  bed,
  bookshelf,
  cactus,
  teapot,
  crown,
  castle,
  guitar,
  crystal,
  sculpture,
  placeholder,
  ...ANIMAL_KINDS,
  ...VEHICLE_KINDS,
  ...FOOD_KINDS,
  ...HOUSEHOLD_KINDS,
  ...DECLARED_KINDS.map(declaredKind),
];

export const KIND_BY_NAME: ReadonlyMap<string, ObjectKind> = new Map(KINDS.map((k) => [k.kind, k]));

export const KIND_NAMES: readonly string[] = KINDS.map((k) => k.kind);
