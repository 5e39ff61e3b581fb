/**
 * Nouns of the kinds built from family tables (library/kinds/*), kind → its nouns. The first
 * noun is the kind's own name. nouns.ts merges this with the original kinds' nouns.
 */
export const FAMILY_NOUNS: Record<string, readonly string[]> = {
  // Animals (library/kinds/animals.ts).
  horse: ['horse', 'pony', 'stallion', 'mare', 'foal', 'mustang', 'unicorn'],
  zebra: ['zebra'],
  donkey: ['donkey', 'mule', 'burro'],
  giraffe: ['giraffe'],
  elephant: ['elephant', 'mammoth'],
  cow: ['cow', 'bull', 'ox', 'calf', 'cattle', 'buffalo', 'bison', 'yak'],
  pig: ['pig', 'piglet', 'hog', 'boar', 'swine'],
  sheep: ['sheep', 'lamb', 'ram', 'ewe'],
  goat: ['goat', 'kid goat', 'ibex'],
  deer: ['deer', 'reindeer', 'stag', 'elk', 'moose', 'antelope', 'gazelle', 'fawn'],
  bear: ['bear', 'grizzly', 'grizzly bear', 'polar bear', 'brown bear'],
  panda: ['panda', 'panda bear', 'giant panda'],
  rabbit: ['rabbit', 'bunny', 'hare'],
  mouse: ['mouse', 'rat', 'hamster', 'gerbil'],
  squirrel: ['squirrel', 'chipmunk'],
  camel: ['camel', 'dromedary', 'llama', 'alpaca'],
  hippo: ['hippo', 'hippopotamus'],
  rhino: ['rhino', 'rhinoceros'],
  dragon: ['dragon', 'wyvern', 'drake'],
  crocodile: ['crocodile', 'alligator', 'croc', 'gator'],
  lizard: ['lizard', 'gecko', 'iguana', 'chameleon', 'salamander', 'newt'],
  dinosaur: ['dinosaur', 'dino', 'brontosaurus', 'brachiosaurus', 'diplodocus'],
};
