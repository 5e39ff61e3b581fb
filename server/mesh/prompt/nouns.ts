/**
 * Object nouns: every word or two-word phrase that names one of the library's kinds. The
 * noun itself is kept in the interpretation, so a kind may shape itself after it ("stool" is
 * a chair without a back, "palm tree" a tree with fronds).
 */
import { DECLARED_KINDS } from '../library/kinds/declared/index.ts';
import { FAMILY_NOUNS } from './vocabulary.ts';

const KIND_NOUNS: Record<string, readonly string[]> = {
  chair: [
    'chair',
    'armchair',
    'stool',
    'throne',
    'seat',
    'recliner',
    'rocking chair',
    'dining chair',
    'bar stool',
  ],
  table: ['table', 'desk', 'coffee table', 'dining table', 'side table', 'kitchen table'],
  mug: ['mug', 'cup', 'teacup', 'tea cup', 'coffee cup', 'coffee mug', 'tumbler'],
  vase: ['vase', 'urn', 'amphora', 'jar', 'flowerpot', 'flower pot', 'pot', 'pottery'],
  bottle: ['bottle', 'flask', 'wine bottle', 'beer bottle', 'water bottle', 'potion'],
  lamp: ['lamp', 'floor lamp', 'table lamp', 'desk lamp', 'lampshade'],
  tree: [
    'tree',
    // Named for their fruit, whose names are colours too: read whole, they hang their fruit
    // (kinds/tree.ts, FRUITING) instead of painting the tree (session 26).
    'orange tree',
    'lemon tree',
    'oak tree',
    'oak',
    'pine',
    'pine tree',
    'fir',
    'fir tree',
    'spruce',
    'conifer',
    'christmas tree',
    'xmas tree',
    'evergreen',
    'evergreen tree',
    'cedar',
    'cypress',
    'larch',
    'juniper',
    'redwood',
    'sequoia',
    'hemlock',
    'yew',
    'palm',
    'palm tree',
    'birch',
    'maple',
    'sapling',
    'forest',
    'woods',
    'woodland',
    'woodlands',
  ],
  house: [
    'house',
    'home',
    'cottage',
    'cabin',
    'bungalow',
    'villa',
    'mansion',
    'farmhouse',
    'dollhouse',
    'building',
  ],
  tower: ['tower', 'turret', 'watchtower', 'lighthouse', 'light house', 'minaret', 'spire'],
  rocket: [
    'rocket',
    'spaceship',
    'space ship',
    'spacecraft',
    'starship',
    'rocketship',
    'rocket ship',
    'missile',
    'space rocket',
  ],
  car: [
    'car',
    'automobile',
    'auto',
    'sedan',
    'saloon',
    'coupe',
    'hatchback',
    'taxi',
    'cab',
    'sports car',
    'race car',
    'racecar',
    'racing car',
    'convertible',
    'vehicle',
  ],
  boat: [
    'boat',
    'ship',
    'sailboat',
    'sail boat',
    'sailing boat',
    'sailing ship',
    'pirate ship',
    'yacht',
    'dinghy',
    'rowboat',
    'vessel',
    'schooner',
    'galleon',
    'sloop',
  ],
  sword: [
    'sword',
    'blade',
    'katana',
    'sabre',
    'saber',
    'rapier',
    'longsword',
    'broadsword',
    'dagger',
    'claymore',
  ],
  robot: ['robot', 'droid', 'android', 'mech', 'bot', 'automaton', 'cyborg'],
  figure: [
    'figure',
    'humanoid',
    'humanoid figure',
    'person',
    'human',
    'man',
    'woman',
    'boy',
    'girl',
    'child',
    'kid',
    'mannequin',
    'statue',
    'figurine',
    'character',
    'guy',
    'lady',
    'gentleman',
    'knight',
    'soldier',
    'astronaut',
  ],
  cat: ['cat', 'kitten', 'kitty', 'feline', 'tomcat', 'lion', 'tiger', 'panther', 'leopard'],
  dog: [
    'dog',
    'puppy',
    'pup',
    'doggy',
    'doggie',
    'doggo',
    'hound',
    'canine',
    'golden retriever',
    'retriever',
    'labrador',
    'poodle',
    'terrier',
    'corgi',
    'dachshund',
    'husky',
    // Breeds the dog builder draws by their look (session 26) that WordNet files under another
    // first sense (a springer is an arch's stone) or not at all.
    'springer',
    'sheltie',
  ],
  bird: [
    'bird',
    'nestling',
    'fledgling',
    'sparrow',
    'robin',
    'parrot',
    'pigeon',
    'dove',
    'crow',
    'raven',
    'finch',
    'canary',
    'bluebird',
    'songbird',
    'chick',
    'chicken',
    'hen',
    'duck',
    'drake',
    'duckling',
    'owl',
    'seagull',
    'gull',
    'flamingo',
    'penguin',
    'swan',
    'goose',
    'peacock',
    'peahen',
    'peafowl',
    'turkey',
    'cockatoo',
    // A fantail is the fancy pigeon and a goldeneye the diving duck, not a ship's stern or a
    // lacewing, WordNet's first senses (session 28, r2things; docs/decisions.md "A spent
    // list's made things, round 2").
    'fantail',
    'goldeneye',
    // Birds whose commonest WordNet sense is their meat, a person or a figure of speech
    // (docs/decisions.md, "Birds by the group a person recognises"): named, they are the bird.
    'cuckoo',
    'quail',
    'grouse',
    'partridge',
    'guineafowl',
    'guinea fowl',
    'albatross',
    'swallow',
    'warbler',
    'loon',
    'blue tit',
    'great tit',
    'wood pigeon',
    'kiwi bird',
    'crane bird',
  ],
  fish: [
    'fish',
    'goldfish',
    'shark',
    'carp',
    'koi',
    'clownfish',
    'guppy',
    'minnow',
    'dolphin',
    'whale',
    'orca',
    'killer whale',
    'beluga',
    'beluga whale',
    'white whale',
  ],
  mushroom: ['mushroom', 'toadstool', 'fungus', 'shroom', 'amanita', 'porcini'],
  rock: ['rock', 'stone', 'boulder', 'pebble', 'cobble', 'meteorite', 'asteroid'],
  planet: ['planet', 'moon', 'earth', 'mars', 'jupiter', 'saturn', 'globe', 'world', 'exoplanet'],
  ball: [
    'ball',
    'basketball',
    'football',
    'soccer ball',
    'tennis ball',
    'baseball',
    'golf ball',
    'beach ball',
    'bowling ball',
    'pearl',
    'orb',
    'sphere',
    'volleyball',
    'softball',
    'rugby ball',
    'ping pong ball',
    'table tennis ball',
  ],
  bench: ['bench', 'park bench', 'garden bench', 'pew'],
  sofa: ['sofa', 'couch', 'settee', 'loveseat', 'love seat', 'sectional', 'chesterfield', 'divan'],
  bed: ['bed', 'double bed', 'single bed', 'bunk', 'cot', 'crib', 'mattress', 'bedstead'],
  bookshelf: ['bookshelf', 'book shelf', 'bookcase', 'book case', 'shelf', 'shelving'],
  cactus: ['cactus', 'saguaro', 'succulent'],
  teapot: ['teapot', 'tea pot', 'kettle'],
  crown: ['crown', 'tiara', 'diadem', 'coronet'],
  castle: ['castle', 'fortress', 'fort', 'palace', 'citadel', 'stronghold'],
  guitar: ['guitar', 'acoustic guitar', 'electric guitar', 'bass guitar', 'ukulele', 'uke', 'lute'],
  crystal: ['crystal', 'quartz', 'amethyst', 'geode'],
  sculpture: ['sculpture', 'abstract', 'artwork', 'monument', 'totem', 'installation'],
};

/** Nouns that ask for several objects by themselves ("a forest" = six trees). */
const NOUN_COUNTS: Record<string, number> = { forest: 6, woods: 6, woodland: 6, woodlands: 6 };

for (const [kind, nouns] of Object.entries(FAMILY_NOUNS)) KIND_NOUNS[kind] = nouns;
// Kinds declared as data name themselves (a noun listed twice goes to the later kind).
for (const decl of DECLARED_KINDS) KIND_NOUNS[decl.kind] = decl.nouns;

const NOUN_TO_KIND = new Map<string, string>();
for (const [kind, nouns] of Object.entries(KIND_NOUNS)) {
  for (const noun of nouns) NOUN_TO_KIND.set(noun, kind);
}

/** The kind a noun (one word, or two words joined by a space) names, or null. */
export function kindOfNoun(noun: string): string | null {
  return NOUN_TO_KIND.get(noun) ?? null;
}

/** How many objects a noun asks for when the prompt gives no number (1 for most). */
export function nounDefaultCount(noun: string): number {
  return NOUN_COUNTS[noun] ?? 1;
}

/** Every kind the lexicon knows, in a stable order. */
export const LEXICON_KINDS: readonly string[] = Object.keys(KIND_NOUNS);

/** Every noun (words and phrases) the lexicon knows. */
export const NOUN_LIST: readonly string[] = [...NOUN_TO_KIND.keys()];

/** Synonyms of a kind, as listed. */
export function nounsOfKind(kind: string): readonly string[] {
  return KIND_NOUNS[kind] ?? [];
}
