/**
 * Every kind declared as data (library/declare.ts), by family. Plain data: the prompt reader
 * takes their nouns from here without loading geometry code.
 */
import type { KindDecl } from '../../declare.ts';
import { ALLOWANCE_KINDS } from './allowance-kinds.ts';
import { ANIMALS_M_KINDS } from './animals-m.ts';
import { AUDIT_KINDS } from './audit-kinds.ts';
import { BAND3_KINDS } from './band3.ts';
import { BREADTH_KINDS } from './breadth.ts';
import { BUILDING_KINDS } from './buildings.ts';
import { BUILDINGS_BY_USE_KINDS } from './buildings-by-use.ts';
import { CLASS_LOOK_KINDS, FRUIT_KINDS } from './class-looks.ts';
import { COMMON_ARTIFACT_KINDS } from './common-artifacts.ts';
import { COMMON_NATURE_KINDS } from './common-nature.ts';
import { COMMON_THING_KINDS } from './common-things.ts';
import { CREATURE_KINDS } from './creatures.ts';
import { EMOJI_CREATURE_KINDS } from './emoji-creatures.ts';
import { EMOJI_NATURE_KINDS } from './emoji-nature.ts';
import { EMOJI_PLANT_KINDS } from './emoji-plants.ts';
import { EMOJI_THING_KINDS } from './emoji-things.ts';
import { EMOJI_VEHICLE_KINDS } from './emoji-vehicles.ts';
import { EVERYDAY_KINDS } from './everyday.ts';
import { FREQUENT_KINDS } from './frequent.ts';
import { GARDEN_KINDS } from './garden.ts';
import { GREAT_APE_KINDS } from './great-apes.ts';
import { HOME_MORE_KINDS } from './home-more.ts';
import { HOME_THING_KINDS } from './home-things.ts';
import { IMAGENET_THING_KINDS } from './imagenet-things.ts';
import { INSECT_KINDS } from './insects.ts';
import { LEISURE_KINDS } from './leisure.ts';
import { LIST_SEVEN_THING_KINDS } from './list-seven-things.ts';
import { LIST_SIX_KINDS } from './list-six.ts';
import { MARINE_MAMMAL_KINDS } from './marine-mammals.ts';
import { MORE_CREATURE_KINDS } from './more-creatures.ts';
import { MUSIC_KINDS } from './music.ts';
import { PLACE_KINDS } from './places.ts';
// Session 22, P: prehistoric animals, plants by their look, sports grounds.
import { PREHISTORIC_KINDS } from './prehistoric.ts';
import { GROUND_KINDS } from './grounds.ts';
import { PLANT_LOOK_KINDS } from './plants-by-look.ts';
import { ROOM_KINDS } from './rooms.ts';
import { SMALL_THING_KINDS } from './small-things.ts';
import { SNOWMAN } from './snowman.ts';
import { STREET_KINDS } from './street.ts';
import { STREET_PLAY_KINDS } from './street-play.ts';
import { SIEGE_AND_ARMS_KINDS } from './siege-and-arms.ts';
import { ARMS_FAMILY_KINDS } from './arms-families.ts';
import { WARSHIP_KINDS } from './warships.ts';
// Session 23, H: building parts, rooms and places.
import { HOME_BUILDING_PART_KINDS } from './home-building-parts.ts';
import { HOME_ROOM_KINDS } from './home-rooms.ts';
import { HOME_PLACE_KINDS } from './home-places.ts';
// Session 23, F: foods by family.
import { FOOD_FAMILY_KINDS } from './food-families.ts';
// Session 23, G: garments by their telling look.
import { GARMENT_KINDS } from './garments.ts';
import { GARMENT_MORE_KINDS } from './garments-more.ts';
import { THING_KINDS } from './things.ts';
import { WEARABLE_KINDS } from './wearables.ts';
import { WEAR_EAT_GROW_KINDS } from './wear-eat-grow.ts';
import { WORKSHOP_DEVICE_KINDS } from './workshop-devices.ts';
import { WORKSHOP_MORE_KINDS } from './workshop-more.ts';
// Session 23, B: the body as objects.
import { BODY_KINDS } from './body.ts';
import { ANIMAL_PART_KINDS } from './animal-parts.ts';
// Session 24, N: trees, plants, landforms and natural bits by their telling look.
import { NATURE_24_KINDS } from './nature-24.ts';
// Session 25: the device sweep's first mends, the thirteenth list's unknowns.
import { FIXTURE_AND_RECORD_KINDS } from './fixtures-and-records.ts';
import { MACHINE_AND_FITTING_KINDS } from './machines-and-fittings.ts';
// Session 25, B: thirteen everyday things the thirteenth list found unknown.
import { LIST13_THING_KINDS } from './list13-things.ts';
import { CONDIMENT_KINDS } from './condiments.ts';
// Session 25: fish by their own body.
import { FISH_BODY_KINDS } from './fish-bodies.ts';
// Session 26, B: the fourteenth list's machines and places.
import { LIST14_MACHINE_AND_PLACE_KINDS } from './list14-machines-and-places.ts';
// Session 26, A: the fourteenth list's food and small things.
import { LIST14_FOOD_AND_SMALL_KINDS } from './list14-food-and-small.ts';
import { S27_ANIMAL_KINDS } from './s27-animals.ts';
// Session 26, C: everyday things said often and still unknown.
import { EVERYDAY_UNKNOWN_KINDS } from './everyday-unknowns.ts';
// Session 27, food: food and drink by family (looks keyed by WordNet classes).
import { withFoodLooks } from './s27-food-looks.ts';
import { withS28FoodLooks } from './s28-food-looks.ts';
import { S27_FOOD_KINDS } from './s27-food.ts';
import { S27_OBJECT_KINDS } from './s27-objects.ts';
// Session 27, places: a smithy, a laundromat, a woodshed, an inlet, a ridge.
import { S27_PLACES_KINDS } from './s27-places.ts';
// Session 27, plants: a fern, a buttercup, a thistle, a geranium.
import { S27_PLANTS_KINDS } from './s27-plants.ts';
import { S28_PLANTS_KINDS } from './s28-plants.ts';
import { S27_TAIL_KINDS } from './s27-tail.ts';
import { S27_EATS16_KINDS } from './s27-eats16.ts';
// Session 28, animals: a wishbone, a talon, frogspawn.
import { S28_ANIMAL_KINDS } from './s28-animals.ts';
import { S28_PLACES_KINDS } from './s28-places.ts';
// Session 28, round 2 places: a lumberyard (and looks on the room, attic, bridge, garden).
import { S28_R2_PLACES_KINDS } from './s28-r2places.ts';
import { S28_FOOD_KINDS } from './s28-food.ts';
// Session 28, things: a urinal, a bidet, an air mattress, a scythe, a spittoon, a knot, an eggcup.
import { S28_THINGS_KINDS } from './s28-things.ts';
// Session 28, round 2: a signet ring, a jigger, a decanter, a hatbox, a calla lily, lederhosen.
import { S28_R2THINGS_KINDS } from './s28-r2things.ts';
// Session 29, household: a zither, a mast, a bedpan, a censer (each a WordNet family's build).
import { S29_HOUSEHOLD_KINDS } from './s29-household.ts';
// Session 29, wear: a pocket, a long robe (and looks on the coat and the cassock).
import { S29_WEAR_KINDS } from './s29-wear.ts';
// Session 29, machines: a fuse, a jet engine, an LED.
import { S29_MACHINES_KINDS } from './s29-machines.ts';
import { S30_MACHINES_KINDS } from './s30-machines.ts';
import { S29_LIVING_KINDS } from './s29-living.ts';
// Session 29, food: olive oil, lard, canapés (each its WordNet class's representative).
import { S29_FOOD_KINDS } from './s29-food.ts';
// Session 29, places: a puddle, a ruin.
import { S29_PLACES_KINDS } from './s29-places.ts';
// Session 30, household: a bridle (all stable gear's build).
import { S30_HOUSEHOLD_KINDS } from './s30-household.ts';
import { S30_PLACES_KINDS } from './s30-places.ts';
// Session 30, food: organ meats by their class's look, frosting.
import { S30_FOOD_KINDS, withS30FoodLooks } from './s30-food.ts';
// Session 30, wear: hats, dresses, skirts, caps and ties told apart by their WordNet class.
import { withWearLooks } from './s30-wear.ts';
// Session 30, living: lumber, the sawn stack every wood of a tree ("beechwood") is.
import { S30_LIVING_KINDS } from './s30-living.ts';

// Food looks by class are added once over the whole list (s27-food-looks.ts, s28-food-looks.ts),
// wherever each kind is declared.
const WITH_S28_LOOKS: readonly KindDecl[] = withS28FoodLooks(
  withFoodLooks([
    ...STREET_KINDS,
    ...BUILDING_KINDS,
    ...MUSIC_KINDS,
    ...THING_KINDS,
    ...CREATURE_KINDS,
    ...WEARABLE_KINDS,
    ...GARDEN_KINDS,
    ...EVERYDAY_KINDS,
    ...FREQUENT_KINDS,
    ...BAND3_KINDS,
    ...COMMON_THING_KINDS,
    ...MORE_CREATURE_KINDS,
    ...MARINE_MAMMAL_KINDS,
    ...INSECT_KINDS,
    SNOWMAN,
    ...BREADTH_KINDS,
    ...GREAT_APE_KINDS,
    ...EMOJI_CREATURE_KINDS,
    ...EMOJI_THING_KINDS,
    ...EMOJI_VEHICLE_KINDS,
    ...BUILDINGS_BY_USE_KINDS,
    ...EMOJI_PLANT_KINDS,
    ...LEISURE_KINDS,
    ...EMOJI_NATURE_KINDS,
    ...PLACE_KINDS,
    ...ROOM_KINDS,
    ...SMALL_THING_KINDS,
    ...COMMON_NATURE_KINDS,
    ...AUDIT_KINDS,
    ...ALLOWANCE_KINDS,
    ...COMMON_ARTIFACT_KINDS,
    ...LIST_SIX_KINDS,
    ...IMAGENET_THING_KINDS,
    ...ANIMALS_M_KINDS,
    ...CLASS_LOOK_KINDS,
    ...FRUIT_KINDS,
    ...LIST_SEVEN_THING_KINDS,
    ...HOME_THING_KINDS,
    ...WEAR_EAT_GROW_KINDS,
    ...HOME_MORE_KINDS,
    ...STREET_PLAY_KINDS,
    ...WORKSHOP_DEVICE_KINDS,
    ...WORKSHOP_MORE_KINDS,
    ...PREHISTORIC_KINDS,
    ...GROUND_KINDS,
    ...PLANT_LOOK_KINDS,
    ...SIEGE_AND_ARMS_KINDS,
    ...ARMS_FAMILY_KINDS,
    ...WARSHIP_KINDS,
    ...HOME_BUILDING_PART_KINDS,
    ...HOME_ROOM_KINDS,
    ...HOME_PLACE_KINDS,
    ...FOOD_FAMILY_KINDS,
    ...BODY_KINDS,
    ...ANIMAL_PART_KINDS,
    ...GARMENT_KINDS,
    ...GARMENT_MORE_KINDS,
    ...FIXTURE_AND_RECORD_KINDS,
    ...MACHINE_AND_FITTING_KINDS,
    ...NATURE_24_KINDS,
    ...LIST13_THING_KINDS,
    ...CONDIMENT_KINDS,
    ...FISH_BODY_KINDS,
    ...LIST14_MACHINE_AND_PLACE_KINDS,
    ...LIST14_FOOD_AND_SMALL_KINDS,
    ...EVERYDAY_UNKNOWN_KINDS,
    ...S27_ANIMAL_KINDS,
    ...S27_FOOD_KINDS,
    ...S27_OBJECT_KINDS,
    ...S27_PLACES_KINDS,
    ...S27_PLANTS_KINDS,
    ...S28_PLANTS_KINDS,
    ...S27_TAIL_KINDS,
    ...S27_EATS16_KINDS,
    ...S28_ANIMAL_KINDS,
    ...S28_PLACES_KINDS,
    ...S28_R2_PLACES_KINDS,
    ...S28_FOOD_KINDS,
    ...S28_THINGS_KINDS,
    ...S28_R2THINGS_KINDS,
    ...S29_HOUSEHOLD_KINDS,
    ...S29_WEAR_KINDS,
    ...S29_MACHINES_KINDS,
    ...S29_LIVING_KINDS,
    ...S29_FOOD_KINDS,
    ...S29_PLACES_KINDS,
    ...S30_HOUSEHOLD_KINDS,
    ...S30_PLACES_KINDS,
    ...S30_MACHINES_KINDS,
    ...S30_FOOD_KINDS,
    ...S30_LIVING_KINDS,
  ]),
);
// Session 30's food looks (s30-food.ts) and things worn by class (s30-wear.ts) over the same
// list.
export const DECLARED_KINDS: readonly KindDecl[] = withWearLooks(withS30FoodLooks(WITH_S28_LOOKS));
