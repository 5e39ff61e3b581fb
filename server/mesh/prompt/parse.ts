/**
 * English prompt → `Interpretation`: which object to build and how (colours, materials,
 * size, how many, which parts). The prompt is read as clauses:
 *
 *   "three tiny golden mushrooms | with white spots | on a log"
 *    main noun phrase             with/without      anything else (ignored for the object)
 *
 * The head noun is the last object noun of the main phrase ("table lamp" → lamp); numbers
 * before it give the count; colours and materials are taken from every clause that
 * describes the object itself; unknown words are ignored unless no known noun exists, in
 * which case the last unknown word becomes the noun of a seeded sculpture.
 */
import type { Interpretation, Match, Relation, SceneObject } from '../scene.ts';
import {
  isAbstract,
  isAbstractByAdjective,
  isEnglishThing,
  isOfSort,
  isPluralOnlyThing,
  ownPlural,
  isNaturalPlaceName,
  isWorksName,
  isDoingWord,
  isNoun,
  isPersonNoun,
  isContainerKind,
  isObjectName,
  isKindOfLastWord,
  isMeasure,
  isPortionOf,
  kindCategoryOf,
  compoundReading,
  meaningOf,
  nearestKinds,
  nounCategory,
  ofReading,
  plantGloss,
  type CompoundReading,
} from './meaning.ts';
import { bloomColour, bloomForm, woodTone } from './bloom.ts';
import { isAccentless, toEnglish } from './languages.ts';
import { baseColorName, isColorModifier, isCompoundColor } from './colors.ts';
import { materialName, MATERIAL_WORD_LIST } from './materials.ts';
import { kindOfNoun, LEXICON_KINDS, NOUN_LIST, nounDefaultCount } from './nouns.ts';
import { collectiveOf, MAX_COUNT, MAX_PART_COUNT, numberOf } from './numbers.ts';
import { formatPart, PART_WORD_LIST, partAdjective, partName, privativePart } from './parts.ts';
import { sizeOf, type SizeWord } from './sizes.ts';
import { showsState, stateOf } from './states.ts';
import { conventionOf } from './conventions.ts';
import { DECLARED_KINDS } from '../library/kinds/declared/index.ts';
import { ANIMAL_PART_KINDS } from '../library/kinds/declared/animal-parts.ts';
import { BODY_KINDS } from '../library/kinds/declared/body.ts';
import { singular, words } from './tokenize.ts';

/** The kind built for words that name no thing ("freedom"). */
export const SCULPTURE_KIND = 'sculpture';

/**
 * The neutral shape built for a thing the library does not know and has no same-family
 * stand-in for (`match: "unknown"`, docs/decisions.md §7).
 */
export const PLACEHOLDER_KIND = 'placeholder';

/** Kinds a prompt may be offered as suggestions (the two generic shapes left out). */
const SUGGESTIBLE = LEXICON_KINDS.filter((k) => k !== SCULPTURE_KIND && k !== PLACEHOLDER_KIND);

type Marker = 'with' | 'without' | 'attr' | 'other' | 'and' | 'no';

interface Item {
  /** Singular form (or a two-word phrase). */
  text: string;
  plural: boolean;
  number?: number;
  article?: boolean;
  color?: string;
  material?: string;
  size?: SizeWord;
  kind?: string;
  part?: string;
  partAdjective?: string;
  privative?: string;
  marker?: Marker;
  stop?: boolean;
  /** A compound or modified noun read whole (see compoundReading). */
  reading?: CompoundReading;
  /** A compound's first word when it names a part ("apple tree": fruit, "clock tower"). */
  modifierPart?: string;
  /** The state a word says ("open", "lit"; see states.ts). */
  state?: string;
}

interface Clause {
  type: 'main' | 'with' | 'without' | 'attr' | 'other';
  items: Item[];
  /** The word that opened it ("on", "next", "with"). */
  word?: string;
}

/** Kinds drawn in bloom in a plant's gloss colour when they stand in for it (bloom.ts). */
const BLOOMING_KINDS = new Set(['flower', 'tulip', 'bush', 'hollyhock', 'geranium']);

/** The kind a flower's form is drawn as (bloom.ts, `bloomForm`). */
const FLOWER_FORMS = { spike: 'hollyhock', cluster: 'geranium', tulip: 'tulip' } as const;

/** The classes the flower kind draws in a shape of their own (an orchid's spray, an iris). */
const FLOWER_CLASSES = new Set(
  Object.keys(DECLARED_KINDS.find((k) => k.kind === 'flower')?.looks ?? {}),
);

/**
 * A flower standing in for a plant whose gloss gives its flowers a form the daisy is not
 * (spikes, round clusters of small flowers, tulip-shaped) is the kind of that form: an
 * asphodel's racemes are the hollyhock's spike, a phlox's clusters the geranium's heads, a
 * mariposa the tulip. A class the flower kind already draws in its own shape keeps it (a
 * freesia is an iris). Docs/decisions.md, "Animals and plants by class, session 30".
 */
function flowerOfForm(
  plant: { noun: string; sense: number; picked?: number },
  chain: readonly string[] | undefined,
): string | null {
  if (chain?.some((w) => FLOWER_CLASSES.has(w))) return null;
  const gloss = plantGloss(plant.noun, plant.sense, plant.picked);
  const form = gloss ? bloomForm(gloss) : null;
  return form ? FLOWER_FORMS[form] : null;
}

const WITH_WORDS = new Set(['with', 'having', 'featuring', 'including', 'plus', 'wearing']);
const WITHOUT_WORDS = new Set(['without', 'minus', 'lacking', 'sans']);
const ATTR_WORDS = new Set(['made', 'painted', 'colored', 'coloured', 'carved', 'cast', 'built']);
/** Words after an attribute word that make it say what a thing is made of ("carved from"). */
const ATTR_FOLLOWERS = new Set(['of', 'from', 'in', 'out', 'by', 'with', 'into']);
/**
 * Irregular past participles, which a following "by" shows are verbs: "a dog led by a man" is
 * a dog, not a "dog led" read as the LED WordNet also calls "led" (docs/decisions.md,
 * "Readings the merge mended, session 29"). A regular one ends in -ed like many nouns ("a
 * flower bed by the window"), so only these are listed.
 */
const PARTICIPLES = new Set(
  (
    'led fed bred bound held hung built made caught ridden driven drawn thrown worn torn woven ' +
    'sewn sown spun strung struck stung chosen given taken bitten eaten written shot lit kept ' +
    'sent brought bought taught found left lost won sold told paid laid dug ground felt'
  ).split(' '),
);
const SPATIAL_WORDS = new Set([
  'on',
  'in',
  'under',
  'underneath',
  'beneath',
  'below',
  'above',
  'over',
  'near',
  'beside',
  'behind',
  'next',
  'inside',
  'at',
  'by',
  'between',
  'among',
  'against',
  'atop',
  'upon',
  'onto',
  'into',
  'holding',
  'sitting',
  'standing',
  'lying',
  'floating',
  'flying',
  'for',
  'like',
  'of',
  'to',
  'from',
  'around',
  'across',
  'through',
  'within',
  'that',
  'which',
  'who',
  'where',
  'while',
]);

/** Words never taken as the noun of an unknown object. */
const STOP_WORDS = new Set([
  ...'a an the this that these those some any my your our their its his her me i we you it'.split(
    ' ',
  ),
  ...'please make create generate build render design draw show give want need would could can'.split(
    ' ',
  ),
  ...'3d d model mesh object thing something anything item piece kind sort type style styled'.split(
    ' ',
  ),
  ...'very really quite super extremely slightly rather pretty so too just also and or but is are be'.split(
    ' ',
  ),
  ...'low poly lowpoly high res hd detailed realistic cartoon cartoonish cartoony simple stylized'.split(
    ' ',
  ),
  ...'stylised cute beautiful nice cool old new ancient modern vintage classic antique fancy'.split(
    ' ',
  ),
  ...'elegant shiny matte glossy polished smooth rough tall short long wide narrow thin thick fat'.split(
    ' ',
  ),
  ...'round square happy sad angry scary friendly funny little lovely tiny colorful colourful'.split(
    ' ',
  ),
  ...'not no one single'.split(' '),
]);

/** Words that mean "a copy of another object": "a statue of a horse" → a horse. */
const REPRESENTATION: Record<string, string | null> = {
  statue: 'stone',
  sculpture: 'stone',
  carving: 'wood',
  figurine: 'porcelain',
  model: null,
  replica: null,
  toy: 'plastic',
  miniature: null,
};

const REPRESENTATION_WORD = new Set(Object.keys(REPRESENTATION));

const KNOWN = new Set<string>([
  ...NOUN_LIST.filter((n) => !n.includes(' ')),
  ...PART_WORD_LIST,
  ...MATERIAL_WORD_LIST,
  ...Object.keys(REPRESENTATION),
]);
const isKnown = (w: string): boolean =>
  KNOWN.has(w) ||
  baseColorName(w) !== null ||
  sizeOf(w) !== null ||
  numberOf(w) !== null ||
  collectiveOf(w) !== null;

/** True for words the English parser reads (never evidence of another language). */
const isEnglish = (w: string): boolean =>
  isKnown(w) ||
  isKnown(singular(w, isKnown).word) ||
  STOP_WORDS.has(w) ||
  SPATIAL_WORDS.has(w) ||
  WITH_WORDS.has(w) ||
  WITHOUT_WORDS.has(w) ||
  // An English word for a thing, though no kind's ("water" in "a hot-water heater" is no
  // Italian WC, "bars" no German bear).
  isEnglishThing(w) ||
  isEnglishThing(singular(w, isKnown).word);

/** Reads a prompt (English, or one of the other languages). The result is never empty. */
export function interpretPrompt(prompt: string, seed: number): Interpretation {
  const { text, language } = toEnglish(
    prompt,
    isEnglish,
    (w) => partName(singular(w, isKnown).word) !== null,
    (w) => isKnown(w) || isNoun(singular(w, isKnown).word),
  );
  // A lone name English knows as a thing ("parallel bars", "mascara", "crane") is English,
  // though another language has a word spelled alike (German "Bär", Spanish "máscara",
  // French "crâne", written without their accents).
  if (language && isLoneEnglishName(prompt)) return readEnglish(prompt.toLowerCase(), seed);
  // So is a lone English noun the other language writes only with an accent the prompt lacks:
  // "tripe" is no Portuguese "tripé" (a tripod), "cote" no French "côte".
  const lone = language ? loneName(prompt) : null;
  if (lone && isAccentless(language!, lone) && isNoun(singular(lone, isKnown).word))
    return readEnglish(prompt.toLowerCase(), seed);
  const foreign = readEnglish(text, seed, language);
  // A made thing English names only in the plural ("tongs") is English when the other
  // language's word means another sort of thing (French "tongs", flip-flops); a word borrowed
  // for the same sort of thing keeps its kind (German "Boxershorts" are the shorts).
  const name = language ? loneName(prompt) : null;
  if (name && isPluralOnlyThing(name) && !isOfSort(name, foreign.kind))
    return readEnglish(prompt.toLowerCase(), seed);
  return foreign;
}

/**
 * The reading of a main phrase's last word that the noun of an "of" phrase right after it
 * picks (see ofReading), or null: none for a portion, a container's contents, a likeness or a
 * served drink, which are read as before.
 */
function headOfReading(head: Item, main: Item[], clauses: Clause[]): CompoundReading | null {
  const of = clauses[1];
  if (of?.word !== 'of' || main[main.length - 1] !== head || head.text in REPRESENTATION)
    return null;
  const target = of.items.find((it) => it.kind !== undefined || lastContent(of.items) === it);
  if (!target || target.text.includes(' ')) return null;
  // A portion of a thing a kind builds ("an ear of corn") is read below, as before.
  const portion = isMeasure(head.text) || isPortionOf(head.text, target.text);
  if (head.kind === undefined && target.kind !== undefined && portion) return null;
  return ofReading(head.text, target.text, kindOfNoun);
}

/**
 * True for a plain word (no colour, material, size, state, number or kind the prompt reads
 * otherwise) that is an adjective saying the noun is meant in its commonest, abstract sense
 * (see isAbstractByAdjective).
 */
function isAdjectiveOf(it: Item, noun: string): boolean {
  const plain =
    it.kind === undefined &&
    it.reading === undefined &&
    it.number === undefined &&
    !it.marker &&
    !it.stop &&
    !it.color &&
    !it.material &&
    !it.size &&
    !it.state &&
    !it.part &&
    !it.partAdjective &&
    !it.privative;
  return plain && isAbstractByAdjective(it.text, noun);
}

/** A prompt of one to three plain words, without its article, or null. */
function loneName(prompt: string): string | null {
  const all = words(prompt.toLowerCase());
  const bare = all[0] === 'a' || all[0] === 'an' ? all.slice(1) : all;
  if (bare.length === 0 || bare.length > 3 || !bare.every((w) => /^[a-z-]+$/.test(w))) return null;
  return bare.join(' ');
}

/** True for a prompt of one to three words that WordNet knows as one English noun. */
function isLoneEnglishName(prompt: string): boolean {
  const name = loneName(prompt);
  return name !== null && (isEnglishThing(name) || isEnglishThing(singular(name, isKnown).word));
}

/** Reads an English prompt. Unknown words are ignored; the result is never empty. */
function readEnglish(text: string, seed: number, language?: string): Interpretation {
  const items = lex(wordsOf(text));
  const clauses = splitClauses(items);
  let main = clauses[0]?.type === 'main' ? clauses[0].items : [];
  // "two cats and a dog": a second object phrase after "and" in the main phrase.
  const andAt = main.findIndex(
    (it, i) =>
      it.marker === 'and' &&
      main.slice(0, i).some((x) => x.kind !== undefined) &&
      main.slice(i + 1).some((x) => x.kind !== undefined),
  );
  if (andAt >= 0) {
    clauses.push({ type: 'other', items: main.slice(andAt + 1), word: 'and' });
    main = main.slice(0, andAt);
    clauses[0]!.items = main;
  }

  // "a slice of toast", "a piece of paper", "a heap of sand": a portion of a thing no kind
  // names by its word is read as that thing (a portion of a thing a kind names, "a slice of
  // bread", is read below and says so).
  const portionWord = portionOfThing(main, clauses[1]);
  if (portionWord) {
    main = [...main.filter((it) => it !== portionWord), ...clauses[1]!.items];
    clauses.splice(1, 1);
    clauses[0]!.items = main;
  }
  // "a glass of orange juice", "a bowl of pea soup": a vessel of a thing the library builds in
  // that vessel is that kind.
  const served = servedIn(main, clauses[1]);
  if (served) {
    main = [...main.filter((it) => it !== served), ...clauses[1]!.items];
    clauses.splice(1, 1);
    clauses[0]!.items = main;
  }

  // "a hand of bananas", "an ear of rice", "the eye of a needle": a body part's word before
  // "of" and a thing that is no creature names a part or a portion of that thing, never the
  // body part (docs/decisions.md, "Body parts on a creature").
  const bodyWord = bodyWordOfThing(main, clauses[1]);
  if (bodyWord) delete bodyWord.kind;

  const colors: string[] = [];
  const materials: string[] = [];
  const parts = new Map<string, string>();
  const addPart = (name: string, wanted: boolean, count: number | null): void => {
    parts.delete(name);
    parts.set(name, formatPart(name, wanted, count));
  };

  // The head noun of the main phrase, or of a "statue of a …" phrase.
  // A compound read whole is the head even when an earlier word names a kind ("a
  // snake-rail fence").
  let headIndex = lastIndex(main, (it) => it.kind !== undefined || it.reading !== undefined);
  let head: Item | null = headIndex >= 0 ? main[headIndex]! : null;
  let noun: string | null = head?.text ?? null;
  let kind: string | null = head?.kind ?? null;
  let plural = head?.plural ?? false;
  const representation = lastContent(main);
  const impliedMaterial: string[] = [];
  if (representation && representation.text in REPRESENTATION) {
    const ofClause = clauses.find((c, i) => i > 0 && c.type === 'other');
    // "a statue of a lion", or the noun before it: "a stone lion statue", "a dog figurine".
    const repAt = main.indexOf(representation);
    const before = lastIndex(main.slice(0, repAt), (it) => it.kind !== undefined);
    const target =
      ofClause?.items.find((it) => it.kind !== undefined) ??
      (before >= 0 ? main[before] : undefined);
    if (target && (head === null || head === representation)) {
      kind = target.kind!;
      noun = target.text;
      plural = representation.plural;
      headIndex = main.indexOf(representation);
      head = representation;
      const m = REPRESENTATION[representation.text];
      if (m) impliedMaterial.push(m);
      if (representation.text === 'miniature') head.size = 'tiny';
    }
  }
  // "a spring of water", "a bed of flowers": the noun after "of" picks the head's sense, as a
  // noun modifier before it would (docs/decisions.md, "Reading rules, session 30").
  const ofHead = head ?? (kind === null ? lastContent(main) : null);
  const ofPicked =
    ofHead && !ofHead.reading && ofHead !== bodyWord ? headOfReading(ofHead, main, clauses) : null;
  if (ofPicked && ofHead) {
    ofHead.reading = ofPicked;
    delete ofHead.kind;
    kind = null;
  }
  let match: Match = 'exact';
  let chain: string[] | undefined;
  let suggestions: string[] | undefined;
  // The plant a stand-in was read for, by its sense, for its flowers' colour (bloom.ts).
  let plantSense: { noun: string; sense: number; picked?: number } | undefined;
  if (kind === null) {
    // A material named alone is the thing asked for ("a paper", "wood").
    // So is a colour word whose commonest sense is a thing ("a violet": the flower).
    const unknown =
      lastContent(main) ?? lastIndexItem(main, (it) => isMaterialNoun(it)) ?? colourThing(main);
    if (unknown) {
      noun = unknown.text;
      plural = unknown.plural;
      headIndex = main.indexOf(unknown);
      const reading = unknown.reading;
      // "an ear of corn", "a clove of garlic": a portion of a thing the library builds.
      const ofClause = clauses[1]?.word === 'of' ? clauses[1] : undefined;
      const whole = ofClause?.items.find((it) => it.kind !== undefined);
      // A measure or a word for no thing before a thing ("a slice of bread", "a scoop of ice
      // cream", "a bar of chocolate" — no barroom): the thing is what is seen.
      const portion =
        !reading && whole !== undefined && main.indexOf(unknown) === main.length - 1
          ? unknown === bodyWord || isPortionOf(unknown.text, whole.text) || isMeasure(unknown.text)
          : false;
      // "a bad habit": an adjective before a noun met mostly as no thing keeps it abstract.
      const abstractSense =
        !reading && main.slice(0, headIndex).some((it) => isAdjectiveOf(it, unknown.text));
      const meaning =
        reading?.unknown || portion || unknown === bodyWord || abstractSense
          ? null
          : meaningOf(unknown.text, kindOfNoun, reading?.sense);
      if (portion && whole) {
        kind = whole.kind!;
        match = 'related';
        noun = `${unknown.text} of ${whole.text}`;
        chain = [noun, whole.text];
      } else if (meaning) {
        kind = meaning.kind;
        match = 'related';
        chain = meaning.chain;
        plantSense = { noun: unknown.text, sense: meaning.sense, picked: reading?.sense };
        if (kind === 'flower') kind = flowerOfForm(plantSense, chain) ?? kind;
        // A category word read as its most-named member offers the next members.
        if (meaning.members?.length) suggestions = meaning.members;
      } else if (reading?.fallback) {
        // A kind of the head's kind by WordNet (or a sense of the same name and class) that
        // no nearer kind names: the head's kind stands in.
        kind = reading.fallback;
        match = 'related';
        chain = [unknown.text, reading.fallback];
      } else if (
        abstractSense ||
        (reading?.sense === undefined && !reading?.unknown && isAbstract(unknown.text))
      ) {
        kind = SCULPTURE_KIND;
        match = 'abstract';
      } else {
        kind = PLACEHOLDER_KIND;
        match = 'unknown';
        // The kind the last word alone names comes first: "a goal net" is no fishing net,
        // but the person asking may settle for one.
        const near = nearestKinds(unknown.text, SUGGESTIBLE, 3, reading?.sense);
        suggestions = [...new Set([...(reading?.head ? [reading.head] : []), ...near])].slice(0, 3);
      }
    } else {
      const elsewhere = clauses
        .filter((c) => c.type === 'other' || c.type === 'attr')
        .flatMap((c) => c.items)
        .find((it) => it.kind !== undefined);
      kind = elsewhere?.kind ?? SCULPTURE_KIND;
      noun = elsewhere?.text ?? null;
      plural = elsewhere?.plural ?? false;
      if (!elsewhere) match = 'abstract';
    }
  }

  // Main phrase: count, size, attributes and part adjectives ("three-legged").
  const stateWords: Item[] = [];
  let size: SizeWord | null = null;
  let count: number | null = null;
  for (let i = 0; i < main.length; i++) {
    const it = main[i]!;
    if (i === headIndex) continue;
    const next = main[i + 1];
    if (it.number !== undefined && next && i + 1 !== headIndex) {
      const part = next.partAdjective ?? next.part;
      if (part) {
        addPart(part, true, Math.min(it.number, MAX_PART_COUNT));
        i++;
        continue;
      }
    }
    if (it.number !== undefined && i < headIndex) {
      if (!it.article) count = it.number;
    } else if (it.number !== undefined) continue;
    else if (it.size && size === null) size = it.size;
    else if (it.state) stateWords.push(it);
    else if (it.color) pushUnique(colors, it.color);
    else if (it.material) pushUnique(materials, it.material);
    else if (it.privative) addPart(it.privative, false, null);
    else if (it.partAdjective) addPart(it.partAdjective, true, null);
  }
  if (head?.size && size === null) size = head.size;
  // A colour word read as the thing keeps its colour unless another is given: a violet is violet.
  const whole = headIndex >= 0 ? main[headIndex] : undefined;
  if (whole?.color && whole.kind === undefined && colors.length === 0) colors.push(whole.color);
  // A compound read whole keeps what its first word shows: an apple tree bears fruit.
  if (whole?.modifierPart && (PART_HOSTS[whole.modifierPart] ?? [kind]).includes(kind))
    addPart(whole.modifierPart, true, null);

  // With / without / attribute clauses; further objects.
  const partColors: Record<string, string> = {};
  const partMaterials: Record<string, string> = {};
  const objects: SceneObject[] = [];
  const unshownParts: string[] = [];
  const bound = { partColors, partMaterials, unshown: unshownParts };
  for (const clause of clauses) {
    if (clause.type === 'with' || clause.type === 'without')
      readParts(clause, kind, addPart, colors, materials, bound, objects);
    if (clause.type === 'other' && clause.word !== undefined) {
      const target = clause.items.find((it) => it.kind !== undefined);
      // "a basket of apples", "a box of chocolates": things named after a container are in it.
      const contents =
        clause.word === 'of' &&
        target?.plural === true &&
        target.kind !== kind &&
        clause === clauses[1] &&
        isContainerKind(kind);
      const relation = contents ? 'in' : RELATION_OF[clause.word];
      if (
        relation &&
        target &&
        !(representation && representation.text in REPRESENTATION && head === representation)
      )
        objects.push(objectOf(clause.items, target, relation));
    }
    if (clause.type === 'attr') {
      for (const it of clause.items) {
        if (it.color) pushUnique(colors, it.color);
        else if (it.material) pushUnique(materials, it.material);
      }
    }
  }
  for (const m of impliedMaterial) if (materials.length === 0) materials.push(m);
  // A use that sets a colour or material by convention ("a lab coat" is white), unless the
  // prompt says otherwise.
  const convention = noun ? conventionOf(noun) : null;
  if (convention?.color && colors.length === 0) colors.push(convention.color);
  if (convention?.material && materials.length === 0) materials.push(convention.material);
  // A flower or a bush standing in for a plant whose gloss names its flowers' colour is drawn
  // in bloom in it ("a periwinkle": blue flowers), unless the prompt gave a colour
  // (docs/decisions.md, "Plants").
  if (plantSense && BLOOMING_KINDS.has(kind) && colors.length === 0) {
    const gloss = plantGloss(plantSense.noun, plantSense.sense, plantSense.picked);
    const bloom = gloss ? bloomColour(gloss) : null;
    const flowerWords = ['flower', 'flowers', 'petal', 'petals', 'bloom', 'blossom'];
    if (bloom && !flowerWords.some((w) => w in partColors || parts.has(w))) {
      partColors.flower = bloom;
      if (kind === 'bush') addPart('flower', true, null);
    }
  }

  // A plant's wood standing in as lumber is drawn in the tone its gloss gives ("yellowish
  // heartwood": tan), unless the prompt gave a colour (docs/decisions.md, "Animals and
  // plants by class, session 30").
  if (plantSense && kind === 'lumber' && colors.length === 0) {
    const gloss = plantGloss(plantSense.noun, plantSense.sense, plantSense.picked);
    const tone = gloss ? woodTone(gloss) : null;
    if (tone) colors.push(tone);
  }

  if (served && noun && match !== 'unknown') noun = `${served.text} of ${noun}`;

  count ??= plural ? 3 : noun ? nounDefaultCount(noun) : 1;
  const extras: Partial<Interpretation> = {};
  // A state the kind shows changes what it builds; any other is reported as not shown.
  const unshown: string[] = [];
  for (const it of stateWords) {
    if (extras.state === undefined && showsState(kind, it.state!)) extras.state = it.state!;
    else pushUnique(unshown, it.text);
  }
  for (const text of unshownParts) pushUnique(unshown, text);
  if (unshown.length > 0) extras.unshown = unshown;
  if (chain) extras.chain = chain;
  if (match === 'related' && noun) extras.stand_in_for = noun;
  if (suggestions) extras.suggestions = suggestions;
  if (Object.keys(partColors).length > 0) extras.partColors = partColors;
  if (Object.keys(partMaterials).length > 0) extras.partMaterials = partMaterials;
  if (objects.length > 0) extras.objects = objects.slice(0, 3);
  if (language) extras.language = language;
  return {
    kind,
    noun,
    colors,
    materials,
    size: size ?? 'medium',
    count: Math.max(1, Math.min(MAX_COUNT, count)),
    parts: [...parts.values()],
    seed,
    match,
    ...extras,
  };
}

function readParts(
  clause: Clause,
  mainKind: string,
  addPart: (name: string, wanted: boolean, count: number | null) => void,
  colors: string[],
  materials: string[],
  bound: {
    partColors: Record<string, string>;
    partMaterials: Record<string, string>;
    unshown: string[];
  },
  objects: SceneObject[],
): void {
  let pending: number | null = null;
  let negate = clause.type === 'without';
  let color: string | null = null;
  let material: string | null = null;
  let lastPart: string | null = null;
  const flush = (): void => {
    if (color) pushUnique(colors, color);
    if (material) pushUnique(materials, material);
    color = null;
    material = null;
  };
  for (let i = 0; i < clause.items.length; i++) {
    const it = clause.items[i]!;
    // A name that is a colour and a part of the host ("a lasagna with blue cheese"): the
    // host's part in that colour, not the blue cheese beside it.
    const coloured = colouredPartOf(it, mainKind);
    if (coloured && !negate) {
      addPart(coloured.part, true, null);
      bound.partColors[coloured.part] = coloured.color;
      color = null;
      pending = null;
      continue;
    }
    const asObject =
      it.kind !== undefined &&
      !negate &&
      (!it.part || !hostsPart(it.part, it.kind, mainKind)) &&
      !belongsToHost(it.kind, mainKind);
    if (it.marker === 'no') {
      negate = true;
    } else if (it.marker === 'and') {
      negate = clause.type === 'without';
      pending = null;
    } else if (it.number !== undefined) {
      pending = it.article ? null : it.number;
    } else if (asObject) {
      const start = clause.items.findLastIndex(
        (x, k) => k < i && (x.marker === 'and' || x.part !== undefined),
      );
      // A creature with a plant ("a tree with a bird") sits up in it, not on the ground
      // beside it; other things with a thing that has no surface stand beside it.
      const up = kindCategoryOf(mainKind) === 'plant' && kindCategoryOf(it.kind!) === 'animal';
      objects.push(objectOf(clause.items.slice(start + 1, i + 1), it, up ? 'on' : 'with'));
      color = null;
      material = null;
      pending = null;
    } else if (it.kind !== undefined && !it.part && belongsToHost(it.kind, mainKind)) {
      // A creature's part the host builds no named part for ("a man with a blue tongue"): its
      // colour is no colour of the whole creature, and is reported as not shown.
      const said = [color, material, it.text].filter(Boolean).join(' ');
      if (!negate && (color || material)) pushUnique(bound.unshown, said);
      color = null;
      material = null;
      pending = null;
    } else if (it.part) {
      const wanted = !negate && pending !== 0;
      addPart(
        it.part,
        wanted,
        wanted && pending !== null ? Math.min(pending, MAX_PART_COUNT) : null,
      );
      if (wanted && color) bound.partColors[it.part] = color;
      lastPart = wanted && !color ? it.part : null;
      if (wanted && material) bound.partMaterials[it.part] = material;
      color = null;
      material = null;
      pending = null;
    } else if (it.partAdjective) {
      addPart(it.partAdjective, !negate, null);
    } else if (it.color && !negate && lastPart && !color && !clause.items[i + 1]?.part) {
      // "con techo rojo": a colour right after its part.
      bound.partColors[lastPart] = it.color;
      lastPart = null;
    } else if (it.color && !negate) {
      if (color) flush();
      color = it.color;
    } else if (it.material && !negate) {
      if (material) flush();
      material = it.material;
    }
  }
  flush();
}

/** Where a further object goes, by the word that introduced it. */
const RELATION_OF: Record<string, Relation> = {
  on: 'under',
  atop: 'under',
  onto: 'under',
  upon: 'under',
  sitting: 'under',
  standing: 'under',
  lying: 'under',
  under: 'on',
  underneath: 'on',
  beneath: 'on',
  below: 'on',
  next: 'beside',
  beside: 'beside',
  near: 'beside',
  by: 'beside',
  and: 'beside',
  // "a car in front of a house": the house is behind the car; "a dog behind a tree": the
  // tree is in front of it; "a cat inside a basket": the basket is around it.
  front: 'behind',
  behind: 'front',
  inside: 'around',
  in: 'around',
  into: 'around',
  within: 'around',
  with: 'with',
  having: 'with',
  holding: 'with',
};

/**
 * A creature's own outer parts, kinds of their own since the body kinds (docs/decisions.md,
 * "Body parts on a creature"): after "with" on an animal, a person or a figure they are that
 * creature's ("a deer with brown antlers", "a man with a blue hand"), never a second object
 * set beside it. Bones and organs stay objects ("a dog with a bone").
 */
const INNER_PARTS = new Set([
  'brain',
  'lung',
  'kidney',
  'liver',
  'stomach',
  'intestine',
  'muscle',
  'bone',
  'skeleton',
  'rib cage',
  'spine',
  'pelvis',
]);
/** Every body and animal part kind ("hand", "ear", "tooth", "claw", "bone"). */
const BODY_WORD_KINDS = new Set([...BODY_KINDS, ...ANIMAL_PART_KINDS].map((d) => d.kind));
const CREATURE_PARTS = new Set([...BODY_WORD_KINDS].filter((k) => !INNER_PARTS.has(k)));
const FIGURES = new Set(['robot', 'snowman', 'teddy bear', 'doll', 'statue', 'scarecrow']);

/** Kinds whose noun means something else on these hosts: a calendar's date is a day, no fruit. */
const OTHER_SENSE_ON: Record<string, readonly string[]> = {
  date: ['calendar', 'clock', 'watch', 'coin', 'newspaper', 'letter', 'stamp'],
};

/**
 * True when a part word names a part of the host rather than a thing beside it: one listed in
 * PART_HOSTS only on those kinds; a body part that makes no part of a made thing ("hand",
 * "hoof", "antler"; CREATURE_ONLY_PARTS) only on a creature or a kind declared with it. Wings,
 * fins and tails are parts of aircraft and rockets as well.
 */
function hostsPart(part: string, kind: string, host: string): boolean {
  const hosts = PART_HOSTS[part];
  if (hosts) return hosts.includes(host);
  if (!CREATURE_ONLY_PARTS.has(kind)) return true;
  return belongsToHost(kind, host) || declaresPart(host, part);
}

const CREATURE_ONLY_PARTS = new Set(['hand', 'hoof', 'antler']);

/** "blue cheese" on a kind with a cheese part: the part and its colour, else null. */
function colouredPartOf(it: Item, host: string): { part: string; color: string } | null {
  if (it.kind === undefined || it.part) return null;
  const words = it.text.split(' ');
  if (words.length !== 2) return null;
  const color = baseColorName(words[0]!);
  const part = partName(words[1]!);
  if (!color || !part) return null;
  return PART_HOSTS[part]?.includes(host) || declaresPart(host, part) ? { part, color } : null;
}

function declaresPart(kind: string, part: string): boolean {
  return DECLARED_PARTS.get(kind)?.has(part) ?? false;
}

function belongsToHost(kind: string, host: string): boolean {
  if (OTHER_SENSE_ON[kind]?.includes(host)) return true;
  if (!CREATURE_PARTS.has(kind) || kind === host) return false;
  const category = kindCategoryOf(host);
  return category === 'animal' || category === 'person' || FIGURES.has(host);
}

/** Part words that are also object nouns: a part only for these kinds ("a tree with apples"). */
const PART_HOSTS: Record<string, readonly string[]> = {
  fruit: ['tree'],
  // The house draws these when asked (session 26); with any other host they are objects of
  // their own (a balcony, shutters, a skylight kind; a driveway the road).
  porch: ['house', 'school'],
  balcony: ['house'],
  shutters: ['house'],
  skylight: ['house'],
  driveway: ['house'],
  nose: ['snowman'],
  flower: [
    'cactus',
    'tree',
    'vase',
    'flower',
    'tulip',
    'rose',
    'sunflower',
    'bouquet',
    'daffodil',
    'hollyhock',
    'lotus',
    'hibiscus',
    'hyacinth',
    'chrysanthemum',
    'cherry blossom',
  ],
  book: ['bookshelf'],
  pot: ['cactus', 'tree', 'potted plant'],
  tower: ['castle', 'house', 'windmill', 'church'],
  branch: ['tree', 'branch', 'coral'],
  moon: ['planet'],
  cabin: ['boat', 'rocket'],
  seat: [
    'chair',
    'bench',
    'car',
    'bicycle',
    'motorcycle',
    'scooter',
    'bus',
    'tractor',
    'toilet',
    'rocking horse',
    'saddle',
    'office chair',
    'easy chair',
    'deck chair',
    'carriage',
    'unicycle',
    'barber chair',
    'toilet seat',
    'snowmobile',
    'go-kart',
    'gondola',
  ],
  hat: ['snowman', 'figure', 'robot'],
  gem: ['crown', 'sword', 'ring'],
  door: [
    'house',
    'car',
    'castle',
    'wardrobe',
    'cabinet',
    'fridge',
    'van',
    'bus',
    'truck',
    'safe',
    'freight car',
    'locker',
    'furnace',
  ],
  base: [],
  shade: ['lamp'],
};
// A declared kind with a part of that name, or one answering to it, hosts the word too ("a
// cannabis with a blue pot": its pot, not a vase beside it; docs/decisions.md, "Part words a
// declared kind hosts"). A word whose list is empty (base) is left as it is.
// The same pass keeps each declared kind's part words ("a suit of armor" has a hand).
const DECLARED_PARTS = new Map<string, Set<string>>();
for (const decl of DECLARED_KINDS) {
  const words = new Set<string>();
  for (const part of decl.parts) {
    words.add(part.name.replace(/_\d+$/, ''));
    for (const word of [part.name, ...(part.answersTo ?? [])]) {
      words.add(word);
      const hosts = PART_HOSTS[word];
      if (hosts && hosts.length > 0 && !hosts.includes(decl.kind))
        PART_HOSTS[word] = [...hosts, decl.kind];
    }
  }
  DECLARED_PARTS.set(decl.kind, words);
}

/** A further object from its phrase (colours, materials, number before the noun). */
function objectOf(phrase: readonly Item[], target: Item, relation: Relation): SceneObject {
  const colors: string[] = [];
  const materials: string[] = [];
  let count = target.plural ? 2 : 1;
  let size: SizeWord = 'medium';
  for (const it of phrase) {
    if (it === target) break;
    if (it.color) pushUnique(colors, it.color);
    else if (it.material) pushUnique(materials, it.material);
    else if (it.size) size = it.size;
    else if (it.number !== undefined && !it.article) count = it.number;
  }
  return {
    kind: target.kind!,
    noun: target.text,
    colors,
    materials,
    size,
    count: Math.max(1, Math.min(4, count)),
    parts: [],
    match: 'exact',
    relation,
  };
}

/**
 * True when the word at `i` is what the person named just before it is doing, and so no thing:
 * "a woman knitting" is the woman, "a man painting on a bench" no picture. Read so when a
 * place, "and", "with" or nothing follows the doing word; "a woman knitting a scarf" keeps
 * the scarf (docs/decisions.md, "A person doing something").
 */
function isPersonDoing(raw: readonly string[], i: number): boolean {
  const before = raw[i - 1];
  const next = raw[i + 1];
  if (before === undefined || !raw[i]?.endsWith('ing')) return false;
  if (next !== undefined && !SPATIAL_WORDS.has(next) && next !== 'and' && next !== 'with')
    return false;
  const person = singular(before, isKnown).word;
  return (kindOfNoun(person) === 'figure' || isPersonNoun(person)) && isDoingWord(raw[i]!);
}

/** Words → items, joining multi-word colours and nouns. */
function lex(raw: string[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i]!;
    const w1 = raw[i + 1];
    const w2 = raw[i + 2];
    // What a person is doing is no thing: "a woman knitting" is the woman, "a man painting on
    // a bench" no picture. The doing word is read so when a place, "and", "with" or nothing
    // follows it (docs/decisions.md, "A person doing something").
    if (isPersonDoing(raw, i)) continue;
    // "a motorcycle with a sidecar": a name a kind lists with "with" in it is one thing, with
    // its article or without; otherwise "with" would cut it into a motorcycle and its part
    // (session 26).
    const w3 = raw[i + 3];
    if (w1 === 'with' && (w2 === 'a' || w2 === 'an') && w3 !== undefined) {
      const last = singular(w3, isKnown).word;
      const kind = kindOfNoun(`${w} with ${w2} ${last}`) ?? kindOfNoun(`${w} with ${last}`);
      if (kind) {
        out.push({ text: `${w} with ${last}`, plural: false, kind });
        i += 3;
        continue;
      }
    }
    // "dark navy blue", "light blue", "navy blue".
    if (w1 !== undefined && isColorModifier(w)) {
      if (w2 !== undefined && isCompoundColor(`${w1} ${w2}`)) {
        out.push(colorItem(`${w} ${w1} ${w2}`));
        i += 2;
        continue;
      }
      const base = baseColorName(w1);
      if (base) {
        out.push(colorItem(`${w} ${base}`));
        i += 1;
        continue;
      }
    }
    if (w1 !== undefined && isCompoundColor(`${w} ${w1}`)) {
      out.push(colorItem(`${w} ${w1}`));
      i += 1;
      continue;
    }
    // Three-word nouns, plural on the last word: "sport utility vehicles", "two-hump camel";
    // or WordNet's ("nut and bolt", "jack in the box"), read whole (see compoundReading).
    if (w1 !== undefined && w2 !== undefined) {
      const third = asTyped(`${w} ${w1}`, w2);
      const phrase = `${w} ${w1} ${third.word}`;
      const kind = kindOfNoun(phrase);
      if (kind) {
        out.push({ text: phrase, plural: third.plural, kind });
        i += 2;
        continue;
      }
      const whole =
        isModifierWord(w) || isModifierWord(w2) || !isNoun(phrase)
          ? null
          : compoundReading([w, w1, third.word], kindOfNoun);
      if (whole) {
        out.push(compoundItem(phrase, third.plural, whole));
        i += 2;
        continue;
      }
    }
    // Two-word nouns, plural on the second word: "palm trees", "sports car".
    if (w1 !== undefined) {
      const second = asTyped(w, w1);
      const phrase = `${w} ${second.word}`;
      const kind = kindOfNoun(phrase);
      if (kind) {
        out.push({ text: phrase, plural: second.plural, kind });
        i += 1;
        continue;
      }
      // A closed compound typed in two words is the one word: "a see saw" is a seesaw, not a
      // saw; "a screw driver" no bolt (docs/decisions.md, "Readings: the untagged senses").
      // So is a hyphenated one ("a baby walker" is WordNet's baby-walker, no walking shoe;
      // docs/decisions.md, "Readings: things past an abstract first sense, names read whole")
      // — a thing, when neither word names a kind ("a battle ax" stays an axe).
      const hyphened = `${w}-${second.word}`;
      const closed = [`${w}${second.word}`, hyphened].find((c) =>
        c === hyphened
          ? kindOfNoun(w) === null && kindOfNoun(second.word) === null && isObjectName(c)
          : kindOfNoun(c) !== null || isNoun(c),
      );
      if (
        closed !== undefined &&
        !isModifierWord(w) &&
        // "an hour glass", "a spy glass": a material word may close a compound too.
        (!isModifierWord(w1) || materialName(w1) !== null) &&
        !isNoun(phrase)
      ) {
        out.push({ ...wordItem(closed), plural: second.plural });
        i += 1;
        continue;
      }
      // A compound or a noun after a noun modifier, read whole (see compoundReading): "a
      // freight car" is no car, "a beer mug" a kind of mug, "a goal net" no fishing net. The
      // phrase must end the noun: "an oil drum lid" is read from "drum lid" on.
      const nextIsNoun =
        w2 !== undefined &&
        (kindOfNoun(`${w1} ${singular(w2, isKnown).word}`) !== null ||
          (!isModifierWord(w2) && isNoun(singular(w2, isKnown).word)));
      // A material WordNet knows as the first word of a name is no material when the last
      // word alone names nothing: an ice maker, a rubber band (docs/decisions.md, "Readings:
      // the untagged senses").
      const named = materialName(w) !== null && kindOfNoun(second.word) === null && isNoun(phrase);
      // A material word that, with the word before, names a thing WordNet knows is part of
      // that name when the name means no kind either word names: a tire iron is no tyre of
      // iron, a baseball diamond no gem; a tin can is still a can (docs/decisions.md,
      // "Readings: things past an abstract first sense, names read whole").
      const namedThing = namedWhole(w, second.word, phrase);
      if (namedThing) {
        out.push(compoundItem(phrase, second.plural, namedThing));
        i += 1;
        continue;
      }
      // So is a name WordNet knows whole after a size or colour word when its last word names
      // no kind: a great dane is the dog, no Dane; a black widow the spider (docs/decisions.md,
      // "Which sense a word is read in").
      // A part's name is no such name: "a blue point" is the part's colour in "a nail with a
      // blue point", not the bluepoint oyster.
      const wholeName =
        kindOfNoun(second.word) === null &&
        partName(second.word) === null &&
        !isModifierWord(w1) &&
        isObjectName(phrase);
      // A participle that brings in a second thing ("holding", "having") is the first word
      // of a name WordNet knows whole when it follows no thing: a holding pen is the
      // livestock pen, no one holding a writing pen (docs/decisions.md, "Reading rules,
      // session 30").
      const withName =
        /ing$/.test(w) &&
        RELATION_OF[w] === 'with' &&
        out[out.length - 1]?.kind === undefined &&
        isObjectName(phrase);
      const whole =
        (isModifierWord(w) && !named && !wholeName && !withName) ||
        isModifierWord(w1) ||
        REPRESENTATION_WORD.has(w) ||
        nextIsNoun ||
        (w2 === 'by' && PARTICIPLES.has(w1)) ||
        isPersonDoing(raw, i + 1)
          ? null
          : compoundReading([w, second.word], kindOfNoun, (x) => partName(x) !== null);
      if (whole) {
        const item = compoundItem(phrase, second.plural, whole);
        // A colour in the name is the thing's colour: a black stork is black.
        const color = wholeName ? baseColorName(w) : null;
        if (color && item.kind === undefined) item.color = color;
        out.push(item);
        i += 1;
        continue;
      }
    }
    // "a pool 8 ball": a number inside a name is no count; the name is read without it.
    if (
      w1 !== undefined &&
      w2 !== undefined &&
      /^\d+$/.test(w1) &&
      !isModifierWord(w) &&
      numberOf(w) === null &&
      isNoun(w)
    ) {
      const last = singular(w2, isKnown);
      const phrase = `${w} ${last.word}`;
      const kind = kindOfNoun(phrase);
      const whole = kind ? { kind } : compoundReading([w, last.word], kindOfNoun);
      if (whole) {
        out.push(compoundItem(phrase, last.plural, whole));
        i += 2;
        continue;
      }
    }
    // "whisky on the rocks": a drink served over ice, which its glass already holds — no
    // rocks to stand it on (docs/decisions.md, "Unknown and misread things").
    const rocks = w1 === 'rocks' ? 1 : w1 === 'the' && w2 === 'rocks' ? 2 : 0;
    if (w === 'on' && rocks > 0 && servedDrink(out)) {
      i += rocks;
      continue;
    }
    // "in front of": one place word.
    if (w === 'in' && w1 === 'front' && w2 === 'of') {
      out.push({ text: 'front', plural: false, marker: 'other' });
      i += 2;
      continue;
    }
    // "a pair of", "a group of": a number, and the "of" belongs to it.
    const collective = collectiveOf(w);
    if (collective !== null && w1 === 'of') {
      out.push({ text: w, plural: false, number: collective });
      i += 1;
      continue;
    }
    const number = numberOf(w);
    if (number !== null) {
      out.push({ text: w, plural: false, number });
      if (w1 === 'of') i += 1;
      continue;
    }
    if (w === 'a' || w === 'an') {
      out.push({ text: w, plural: false, number: 1, article: true });
      continue;
    }
    // "a carved pumpkin": a state; "carved from oak", "carved in stone": what it is made of.
    const state = stateOf(w);
    if (state && ATTR_WORDS.has(w) && w1 !== undefined && !ATTR_FOLLOWERS.has(w1)) {
      out.push({ text: w, plural: false, state });
      continue;
    }
    out.push(wordItem(w));
  }
  return out;
}

/** True when the words so far end in a drink's name (WordNet files drinks under food). */
function servedDrink(items: readonly Item[]): boolean {
  const last = items[items.length - 1];
  return last?.kind !== undefined && nounCategory(last.text) === 'food';
}

/**
 * The last word of a name as typed when the name is listed so ("a coat of arms", "bell
 * bottoms": no coat of one arm, no bell bottom); else its singular. A plural a kind lists is
 * one thing, as a listed single word is ("boots", "pliers"): "bolt cutters" are one tool,
 * not three (docs/decisions.md, "Category words read as their most-named member").
 */
function asTyped(before: string, last: string): ReturnType<typeof singular> {
  const lemma = lemmaOf(last);
  return lemma.plural && kindOfNoun(`${before} ${last}`) !== null
    ? { word: last, plural: false }
    : lemma;
}

/**
 * The whole reading of a noun and a material word after it that WordNet knows together as a
 * thing ("tire iron", "soldering iron", "baseball diamond"), when it is no kind either word
 * names; else null, and the words are read apart ("a tin can" is a can of tin).
 */
function namedWhole(first: string, last: string, phrase: string): CompoundReading | null {
  // A use before a material word is read whole too: a sharpening stone is the whetstone.
  const use = /[a-z]ing$/.test(first) && !isNoun(first) && !isNoun(phrase);
  if (materialName(last) === null || isModifierWord(first) || !(isObjectName(phrase) || use))
    return null;
  const reading = compoundReading([first, last], kindOfNoun);
  if (!reading) return null;
  const whole =
    reading.kind ??
    (reading.unknown
      ? null
      : (meaningOf(phrase, kindOfNoun, reading.sense)?.kind ?? reading.fallback ?? null));
  if (whole === null) return isKindOfLastWord(phrase) ? null : reading;
  return whole === kindOfNoun(first) || whole === kindOfNoun(last) ? null : reading;
}

/** Words that qualify a noun or place it, never the first word of a compound noun. */
function isModifierWord(w: string): boolean {
  return (
    baseColorName(w) !== null ||
    materialName(w) !== null ||
    sizeOf(w) !== null ||
    numberOf(w) !== null ||
    STOP_WORDS.has(w) ||
    SPATIAL_WORDS.has(w) ||
    WITH_WORDS.has(w) ||
    WITHOUT_WORDS.has(w) ||
    ATTR_WORDS.has(w) ||
    stateOf(w) !== null ||
    w === 'and' ||
    w === 'or'
  );
}

/** A phrase read whole: the kind a synonym names, or an unknown noun with its reading. */
function compoundItem(text: string, plural: boolean, reading: CompoundReading): Item {
  const item: Item = { text, plural };
  if (reading.kind) item.kind = reading.kind;
  else item.reading = reading;
  const part = partName(text.split(' ')[0]!);
  if (part) item.modifierPart = part;
  return item;
}

function colorItem(name: string): Item {
  return { text: name, plural: false, color: name };
}

/** A word's singular; a name English has only in the plural ("tongs") is one thing. */
function lemmaOf(w: string): ReturnType<typeof singular> {
  const typed = singular(w, isKnown);
  // A plural WordNet reads otherwise than its singular ("anklets", "jodhpurs") is itself.
  const own = typed.plural && !isKnown(typed.word) ? ownPlural(w, typed.word) : null;
  if (own) return { word: w, plural: own.plural };
  return typed.plural &&
    !isKnown(typed.word) &&
    (isPluralOnlyThing(w) ||
      isNaturalPlaceName(w) ||
      isWorksName(w) ||
      (isObjectName(w) && !isObjectName(typed.word) && !isEnglishThing(typed.word)))
    ? { word: w, plural: false }
    : typed;
}

function wordItem(w: string): Item {
  const lemma = lemmaOf(w);
  const text = lemma.word;
  const item: Item = { text, plural: lemma.plural };
  if (WITH_WORDS.has(w)) item.marker = 'with';
  else if (WITHOUT_WORDS.has(w)) item.marker = 'without';
  else if (ATTR_WORDS.has(w)) item.marker = 'attr';
  else if (w === 'and' || w === 'or' || w === 'nor') item.marker = 'and';
  else if (w === 'no' || w === 'not' || w === 'none') item.marker = 'no';
  else if (SPATIAL_WORDS.has(w)) item.marker = 'other';
  const material = materialName(text);
  if (material) item.material = material;
  const color = baseColorName(text);
  if (color && !material) item.color = color;
  const size = sizeOf(text);
  if (size) item.size = size;
  const kind = kindOfNoun(text);
  if (kind) item.kind = kind;
  const part = partName(text);
  if (part) item.part = part;
  const adjective = partAdjective(w);
  if (adjective) item.partAdjective = adjective;
  const privative = privativePart(w);
  if (privative) item.privative = privative;
  if (STOP_WORDS.has(w)) item.stop = true;
  const state = stateOf(w);
  if (state && !item.marker && !item.kind && !item.color) item.state = state;
  return item;
}

/**
 * Cuts the items into clauses at "with", "without", "made of" and prepositions. "in"
 * followed by a colour or material ("a car in red") describes the object.
 */
function splitClauses(items: Item[]): Clause[] {
  const clauses: Clause[] = [{ type: 'main', items: [] }];
  let current = clauses[0]!;
  const start = (type: Clause['type'], word?: string): void => {
    current = word === undefined ? { type, items: [] } : { type, items: [], word };
    clauses.push(current);
  };
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const next = items[i + 1];
    if (it.marker === 'with') {
      start('with', it.text);
    } else if (it.marker === 'without') {
      start('without');
    } else if (it.marker === 'attr') {
      start('attr');
      if (next?.text === 'of' || next?.text === 'from' || next?.text === 'in') i++;
    } else if (it.marker === 'no' && current.type === 'main') {
      start('without');
    } else if (it.marker === 'other' && current.type === 'other' && current.items.length === 0) {
      // "next to", "sitting on": the first word says where; the second adds nothing.
      if (current.word === undefined || !(current.word in RELATION_OF)) current.word = it.text;
    } else if (it.marker === 'other' && current.type !== 'attr') {
      if (it.text === 'in' && next && (next.color || next.material)) start('attr');
      else start('other', it.text);
    } else if (it.marker === 'other') {
      start('other', it.text);
    } else {
      current.items.push(it);
    }
  }
  return clauses;
}

/**
 * The portion word of "a slice of toast" ("piece", or a word WordNet glosses as a measure or
 * portion), when the main phrase names no kind and the phrase after "of" names a thing that
 * no kind names by its word either; null otherwise.
 */
function portionOfThing(main: Item[], of: Clause | undefined): Item | null {
  if (of?.word !== 'of' || of.type !== 'other') return null;
  if (main.some((it) => it.kind !== undefined || it.reading !== undefined)) return null;
  if (of.items.some((it) => it.kind !== undefined)) return null;
  const thing = lastContent(of.items) ?? lastIndexItem(of.items, isMaterialNoun);
  if (!thing) return null;
  const word = lastContent(main) ?? lastIndexItem(main, (it) => it.text === 'piece');
  if (!word || main.indexOf(word) !== main.length - 1) return null;
  return word.text === 'piece' || (!word.reading && isMeasure(word.text)) ? word : null;
}

/**
 * The head of "a hand of bananas", "an ear of rice", "the arm of a chair": the main phrase ends
 * in a body part's word and "of" follows with a thing that is no creature (one of a creature,
 * "the ear of a dog", stays the body part). Null otherwise.
 */
function bodyWordOfThing(main: Item[], of: Clause | undefined): Item | null {
  if (of?.word !== 'of' || of.type !== 'other') return null;
  const head = main[main.length - 1];
  if (!head?.kind || head.reading || !BODY_WORD_KINDS.has(head.kind)) return null;
  const thing = lastIndexItem(of.items, (it) => it.kind !== undefined) ?? lastContent(of.items);
  if (!thing) return null;
  const category = thing.kind ? kindCategoryOf(thing.kind) : nounCategory(thing.text);
  return category === 'animal' || category === 'person' ? null : head;
}

/**
 * The vessel of "a glass of orange juice" when the thing after "of" is built in it (its kind
 * is named "glass of …"), else null.
 */
function servedIn(main: Item[], of: Clause | undefined): Item | null {
  if (of?.word !== 'of' || of.type !== 'other') return null;
  const vessel = main[main.length - 1];
  if (!vessel?.kind || vessel.reading) return null;
  const served = lastIndexItem(of.items, (it) => it.kind !== undefined);
  const prefixes = [`${vessel.text} of `, `${vessel.kind} of `];
  return served && prefixes.some((p) => served.kind!.startsWith(p)) ? vessel : null;
}

/** A word that names a material and is a noun too ("paper", "wood", "sand"). */
function isMaterialNoun(it: Item): boolean {
  return it.material !== undefined && !it.marker && isNoun(it.text);
}

/**
 * The last word of a phrase when it is a colour word whose commonest sense is a creature, a
 * made thing, a food or a plant: "a violet" was an abstract sculpture in violet
 * (docs/decisions.md, "Category words read as their most-named member").
 */
function colourThing(list: readonly Item[]): Item | null {
  const last = list[list.length - 1];
  if (!last?.color || last.kind !== undefined || last.marker) return null;
  const category = nounCategory(last.text);
  return category && THING_CATEGORIES.has(category) ? last : null;
}
const THING_CATEGORIES = new Set(['animal', 'artifact', 'food', 'plant']);

function lastIndexItem(list: readonly Item[], test: (it: Item) => boolean): Item | null {
  const at = lastIndex(list, test);
  return at >= 0 ? list[at]! : null;
}

/**
 * The prompt's words, a hyphenated name WordNet knows whole kept as one ("a man-of-war" is a
 * warship, "a tie-in" no tie, "a horse-trail" no horse) when no kind is named by it or by its
 * words apart and its last word would not be the head apart ("a t-shirt", "a three-legged
 * stool", "a battle-ax" are read word by word).
 */
function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const name = chunk.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
    const parts = name.split('-');
    // Apart, the last word is the head when it names a kind and no place or joining word
    // stands between ("a battle-ax" is an axe); then the words apart are read as before.
    const headKept =
      kindOfNoun(parts[parts.length - 1]!) !== null &&
      !parts.some((w) => SPATIAL_WORDS.has(w) || w === 'and' || w === 'the');
    const whole =
      parts.length > 1 &&
      /^[a-z]+(-[a-z]+)+$/.test(name) &&
      !headKept &&
      kindOfNoun(name) === null &&
      kindOfNoun(parts.join(' ')) === null &&
      isNoun(name);
    if (whole) out.push(name);
    else out.push(...words(chunk));
  }
  return out;
}

/** The last word of the main phrase that could name an object no lexicon knows. */
function lastContent(items: Item[]): Item | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i]!;
    if (it.stop || it.marker || it.number !== undefined || it.color || it.size) continue;
    if (it.material || it.privative || it.partAdjective || it.state) continue;
    if (/^\d/.test(it.text) || it.text.length < 2) continue;
    return it;
  }
  return null;
}

function lastIndex<T>(list: readonly T[], test: (t: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}
