/**
 * Prompts in other languages: a small bilingual lexicon (Chinese, Japanese, Spanish, French,
 * German, Italian, Portuguese, Russian → English) for the library's nouns, colours,
 * materials, sizes, counts and scene words. The prompt is rewritten word by word into English
 * and then read by the English parser, which takes adjectives on either side of the noun
 * ("voiture rouge" → "car red" → a red car). Chinese and Japanese are matched longest-first
 * without spaces; inflected words fall back to their stem ("roter" → "rot", "красная" → "красн").
 */
import { baseColorName } from './colors.ts';
import { sizeOf } from './sizes.ts';
import {
  PROMPT_LANGS as LANGS,
  PROMPT_LEXICON as LEXICON,
  type PromptLang as Lang,
} from '../../../contract/prompt-lexicon.ts';

export type { PromptLang as Lang } from '../../../contract/prompt-lexicon.ts';
export { translationsOf } from '../../../contract/prompt-lexicon.ts';

/** Words dropped (articles, particles, measure words). */
const DROP = new Set(
  '的 只 个 辆 把 张 座 棵 头 匹 条 本 台 上 の が を は に で 一 el la los las le les des du de der die das den dem des il lo gli i o os as del della di do da в'.split(
    ' ',
  ),
);

/** A text's words (letters and digits), as prompts are cut. */
const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Accents off and lower case; German ß is ss ("Straße" is written "Strasse" too). */
const fold = (w: string): string =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/** foreign word → English, per language. */
const TABLE = new Map<Lang, Map<string, string>>(LANGS.map((l) => [l, new Map()]));
/** Several-word entries ("barca a vela"), per language, as folded word lists, longest first. */
const PHRASES = new Map<Lang, string[][]>(LANGS.map((l) => [l, []]));
const CJK_KEYS: string[] = [];
/** Keys, per language, that the language writes only with an accent ("tripé", "côte"). */
const ACCENTED = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set()]));
const UNACCENTED = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set()]));
for (const [english, row] of Object.entries(LEXICON)) {
  row.forEach((cell, i) => {
    const lang = LANGS[i]!;
    for (const alt of cell.split('|').filter(Boolean)) {
      // Entries are read as the prompt is: words only ("d'incendie" → "d incendie").
      const key = lang === 'zh' || lang === 'ja' ? fold(alt) : wordsOf(fold(alt)).join(' ');
      const plain = wordsOf(alt.toLowerCase()).join(' ') === key;
      (plain ? UNACCENTED : ACCENTED).get(lang)!.add(key);
      if (!TABLE.get(lang)!.has(key)) TABLE.get(lang)!.set(key, english);
      if (lang === 'zh' || lang === 'ja') CJK_KEYS.push(alt);
      else if (key.includes(' ')) PHRASES.get(lang)!.push(key.split(' '));
    }
  });
}
for (const list of PHRASES.values()) list.sort((a, b) => b.length - a.length);

/**
 * The tokens with each several-word entry of `lang` joined into one ("barca a vela"). Russian
 * entries are stems, so each of their words matches a word it begins ("нижн юбк" is "нижняя
 * юбка"), as single words do in lookupWord.
 */
function joinPhrases(lang: Lang, tokens: readonly string[]): string[] {
  const phrases = PHRASES.get(lang)!;
  const matches =
    lang === 'ru'
      ? (token: string | undefined, w: string) =>
          token !== undefined && (token === w || (w.length >= 3 && token.startsWith(w)))
      : (token: string | undefined, w: string) => token === w;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hit = phrases.find((p) => p.every((w, k) => matches(tokens[i + k], w)));
    if (hit) {
      out.push(hit.join(' '));
      i += hit.length - 1;
    } else out.push(tokens[i]!);
  }
  return out;
}

/**
 * Articles the lexicon's rows do not carry (they are dropped, not translated): each is
 * evidence of the languages that use it, as a word of a row is, unless English spells it too.
 * Without them "das Boot" read as an English boot and "der Bär" as a bar, where "ein Boot"
 * and "ein Bär" were German (docs/decisions.md, "Articles are evidence of their language").
 * "la", "le", "die" and "o" are left out: shared between languages, or English words.
 */
const ARTICLES: Readonly<Record<string, readonly Lang[]>> = {
  der: ['de'],
  das: ['de'],
  den: ['de'],
  dem: ['de'],
  el: ['es'],
  los: ['es'],
  las: ['es'],
  les: ['fr'],
  du: ['fr'],
  il: ['it'],
  lo: ['it'],
  gli: ['it'],
};

/** Words only English uses among the prompt languages: evidence the prompt is English. */
const ENGLISH_ONLY = new Set(
  'the an with without and of next behind front sitting standing lying made wearing holding is are on under my some'.split(
    ' ',
  ),
);

/**
 * How strongly the prompt reads as English: its English-only words, and an article "a"/"an"
 * opening the prompt before an English noun ("a barn", "a boot") counts for both words.
 */
function englishEvidence(tokens: readonly string[], isNoun: (w: string) => boolean): number {
  let score = tokens.filter((t) => ENGLISH_ONLY.has(t)).length;
  if ((tokens[0] === 'a' || tokens[0] === 'an') && tokens[1] !== undefined && isNoun(tokens[1]))
    score += 2;
  return score;
}
CJK_KEYS.sort((a, b) => b.length - a.length);
/** Chinese and Japanese share characters that differ in meaning (刀: knife / sword, 木:
 * wood / tree): the prompt's own language wins, the other fills its gaps. */
const cjkMap = (first: Lang, second: Lang): Map<string, string> =>
  new Map([...TABLE.get(second)!, ...TABLE.get(first)!]);
const CJK_MAP = { zh: cjkMap('zh', 'ja'), ja: cjkMap('ja', 'zh') };

/**
 * Chinese puts every modifier before its noun and says where a thing is with 在…上:
 * "在椅子上的猫" (the cat on the chair), "桌子上放着台灯" (a lamp on the table),
 * "红色屋顶的房子" (a house with a red roof). These marks stand for 在, the place words and
 * 的 while the prompt is read; `reorderChinese` turns them into the English parser's order.
 */
const AT = '\u0001at';
const DE = '\u0001de';
const PLACE: Readonly<Record<string, string>> = {
  上面: 'on',
  上方: 'on',
  上: 'on',
  下面: 'under',
  下方: 'under',
  底下: 'under',
  旁边: 'next to',
  边上: 'next to',
};
const PLACE_KEYS = Object.keys(PLACE).sort((a, b) => b.length - a.length);
const placeMark = (relation: string): string => `\u0001${relation}`;
const isPlace = (t: string): boolean => t.startsWith('\u0001') && t !== AT && t !== DE;
/** Verbs between a place and what is there ("桌子上放着台灯"), read as nothing. */
const PLACE_VERBS = ['放着', '摆着', '站着', '坐着', '躺着', '挂着', '有'];
const LEADING = new Set(['a', 'two', 'three']);

function reorderChinese(tokens: string[], isPart: (w: string) => boolean): string[] {
  const place = tokens.findIndex(isPlace);
  if (place >= 0) {
    const relation = tokens[place]!.slice(1);
    const at = tokens.lastIndexOf(AT, place);
    const where = tokens.slice(at >= 0 ? at + 1 : 0, place);
    const before = at >= 0 ? tokens.slice(0, at) : [];
    const after = tokens.slice(place + 1).filter((t) => t !== DE);
    const thing = after.length > 0 ? [...before, ...after] : before;
    if (thing.length > 0 && where.length > 0)
      return [...reorderChinese(thing, isPart), relation, ...reorderChinese(where, isPart)];
    return reorderChinese([...before, ...where, ...after], isPart);
  }
  const segments: string[][] = [[]];
  for (const t of tokens) {
    if (t === DE) segments.push([]);
    else if (t !== AT) segments[segments.length - 1]!.push(t);
  }
  const head = segments.pop()!;
  const lead: string[] = [];
  const adjectives: string[] = [];
  const withParts: string[] = [];
  for (const segment of segments) {
    const words = [...segment];
    while (words.length > 0 && LEADING.has(words[0]!)) lead.push(words.shift()!);
    if (words.some((w) => isPart(w)))
      withParts.push(...(words[0] === 'with' ? words : ['with', ...words]));
    else adjectives.push(...words);
  }
  while (head.length > 0 && LEADING.has(head[0]!) && lead.length === 0) lead.push(head.shift()!);
  return [...lead, ...adjectives, ...head, ...withParts];
}

/**
 * The endings an inflected word may carry beyond its lexicon entry, per language: plural and
 * case endings for nouns, and for adjectives (colours, sizes) the gender and agreement
 * endings too. A word is never cut by another language's endings, nor a noun by an adjective's:
 * English "dacha" is no German "Dach" with an "-a", English "lace" no French "lac" with an
 * "-e" (docs/decisions.md, "Endings by language").
 */
const NOUN_ENDINGS: Readonly<Record<Exclude<Lang, 'ru' | 'zh' | 'ja'>, readonly string[]>> = {
  de: ['es', 's', 'e', 'er', 'en', 'n'],
  fr: ['s', 'x'],
  es: ['es', 's'],
  it: [],
  pt: ['es', 's'],
};
const ADJECTIVE_ENDINGS: Readonly<Record<Exclude<Lang, 'ru' | 'zh' | 'ja'>, readonly string[]>> = {
  de: ['es', 'e', 'er', 'en', 'em'],
  fr: ['es', 's', 'e'],
  es: ['es', 's', 'a', 'o'],
  it: ['e', 'a', 'o', 'i'],
  pt: ['es', 's', 'a', 'o'],
};
/** Every ending a word of each language may be cut by, nouns' first. */
type Inflected = keyof typeof NOUN_ENDINGS;
const endingsOf = (lang: Inflected): readonly string[] => [
  ...new Set([...NOUN_ENDINGS[lang], ...ADJECTIVE_ENDINGS[lang]]),
];
const ALL_ENDINGS: Readonly<Record<Inflected, readonly string[]>> = {
  de: endingsOf('de'),
  fr: endingsOf('fr'),
  es: endingsOf('es'),
  it: endingsOf('it'),
  pt: endingsOf('pt'),
};
const isAdjective = (english: string): boolean =>
  baseColorName(english) !== null || sizeOf(english) !== null;

function lookupWord(lang: Lang, word: string, inPhrase = true): string | null {
  const table = TABLE.get(lang)!;
  const hit = table.get(word);
  if (hit) return hit;
  if (lang === 'ru') {
    // Stems: the longest key that begins the word ("красная" → "красн").
    for (let n = word.length; n >= 3; n--) {
      const v = table.get(word.slice(0, n));
      if (v) return v;
    }
    return null;
  }
  if (lang === 'zh' || lang === 'ja') return null;
  // Italian plurals change the last vowel: gatto → gatti, cane → cani, macchina → macchine.
  // Only among other words: a lone English "manicotti" is no Italian "manicotto" (a muff).
  if (lang === 'it' && inPhrase && word.length > 3) {
    const stem = word.slice(0, -1);
    const singulars = word.endsWith('i') ? ['o', 'e'] : word.endsWith('e') ? ['a'] : [];
    for (const v of singulars) {
      const hit = table.get(stem + v);
      if (hit) return hit;
    }
  }
  for (const e of ALL_ENDINGS[lang]) {
    if (word.length > e.length + 2 && word.endsWith(e)) {
      const v = table.get(word.slice(0, -e.length));
      if (v && (NOUN_ENDINGS[lang].includes(e) || isAdjective(v))) return v;
    }
  }
  return null;
}

/**
 * True when `word`, typed without accents, is a word of `lang` only as that language writes
 * it with one: "tripe" is Portuguese only as "tripé", "cote" French only as "côte". An English
 * noun typed so is read in English (docs/decisions.md, "Endings by language").
 */
export function isAccentless(lang: string, word: string): boolean {
  const key = fold(word);
  return (
    key === word.toLowerCase() &&
    (ACCENTED.get(lang as Lang)?.has(key) ?? false) &&
    !(UNACCENTED.get(lang as Lang)?.has(key) ?? false)
  );
}

/**
 * The prompt in English words, and its language when it was another one. English prompts
 * come back unchanged.
 */
export function toEnglish(
  prompt: string,
  isEnglish: (word: string) => boolean = () => false,
  isPart: (word: string) => boolean = () => false,
  isNoun: (word: string) => boolean = () => false,
): { text: string; language?: string } {
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(prompt)) {
    const language = /[\u3040-\u30ff]/.test(prompt) ? 'ja' : 'zh';
    const map = CJK_MAP[language];
    const out: string[] = [];
    let i = 0;
    while (i < prompt.length) {
      const place = language === 'zh' ? PLACE_KEYS.find((k) => prompt.startsWith(k, i)) : undefined;
      const verb = language === 'zh' ? PLACE_VERBS.find((k) => prompt.startsWith(k, i)) : undefined;
      const key = CJK_KEYS.find((k) => prompt.startsWith(k, i) && map.has(fold(k)));
      const ch = prompt[i]!;
      if (language === 'zh' && ch === '在' && !key?.startsWith('在')) {
        out.push(AT);
        i += 1;
      } else if (language === 'zh' && ch === '的') {
        out.push(DE);
        i += 1;
      } else if (place !== undefined && (key === undefined || key.length <= place.length)) {
        out.push(placeMark(PLACE[place]!));
        i += place.length;
      } else if (
        verb !== undefined &&
        out.some(isPlace) &&
        (key === undefined || key.length <= verb.length)
      ) {
        i += verb.length;
      } else if (key) {
        out.push(map.get(fold(key))!);
        i += key.length;
      } else {
        if (/[a-zA-Z0-9 ]/.test(ch)) out.push(ch);
        else if (!DROP.has(ch)) out.push(' ');
        i += 1;
      }
    }
    const words = out.join(' ').split(/\s+/).filter(Boolean);
    const ordered = language === 'zh' ? reorderChinese(words, isPart) : words;
    return { text: ordered.join(' ').replace(/\s+/g, ' ').trim(), language };
  }
  const tokens = wordsOf(prompt).map(fold);
  if (tokens.length === 0) return { text: prompt };
  const cyrillic = /[\u0400-\u04ff]/.test(prompt);
  let best: Lang | null = null;
  const english = cyrillic ? 0 : englishEvidence(tokens, isNoun);
  const inPhrase = tokens.length > 1;
  let bestHits = english;
  for (const lang of cyrillic
    ? (['ru'] as const)
    : LANGS.filter((l) => l !== 'ru' && l !== 'zh' && l !== 'ja')) {
    const words = joinPhrases(lang, tokens);
    // An English thing's name that is no word of the language counts for English against it:
    // "kitchen tongs" is English, no French "kitchen" sandal (docs/decisions.md, "Food and
    // drink, and reading rules, session 29").
    const unread = cyrillic
      ? 0
      : words.filter(
          (t) =>
            !t.includes(' ') &&
            !DROP.has(t) &&
            isEnglish(t) &&
            lookupWord(lang, t, inPhrase) === null,
        ).length;
    // Only words that are not English as well count as evidence; a phrase counts per word.
    const hits = words.reduce(
      (n, t, i, all) =>
        n +
        (t.includes(' ')
          ? t.split(' ').length
          : !ENGLISH_TOO.has(t) &&
              !isEnglish(t) &&
              (lookupWord(lang, t, inPhrase) !== null ||
                // An article before a word, not a word alone ("den" is an English den).
                (i + 1 < all.length && (ARTICLES[t]?.includes(lang) ?? false)))
            ? 1
            : 0),
      0,
    );
    if (hits > Math.max(bestHits, english + unread)) {
      best = lang;
      bestHits = hits;
    }
  }
  if (best === null) return { text: prompt };
  const lang = best;
  const joined = joinPhrases(lang, tokens);
  const out = joined.map((t) => (DROP.has(t) ? '' : (lookupWord(lang, t, inPhrase) ?? t)));
  // A colour word that is a flower's name too is the flower when every other word is an
  // article, a colour, a size or another word the language's table turns into no noun: "una
  // rosa", "una rosa roja" and "una rosa grande" are roses, "una camisa rosa" a pink shirt
  // (docs/decisions.md, "Readings the merge mended"; "Food and drink, and reading rules,
  // session 29": a size word may be a noun too, "small" of the back).
  const flower = joined.findIndex((t) => COLOUR_FLOWERS[lang]?.[t] !== undefined);
  const onlyModifiers = out.every(
    (w, i) =>
      i === flower ||
      w === '' ||
      EN_ARTICLES.has(w) ||
      baseColorName(w) !== null ||
      sizeOf(w) !== null ||
      (w !== joined[i] && !isNoun(w.split(' ').pop()!)),
  );
  const isFlower = flower >= 0 && onlyModifiers;
  if (isFlower) out[flower] = COLOUR_FLOWERS[lang]![joined[flower]!]!;
  // Romance languages put the colour after the noun ("cereza roja"); in English order the
  // pair would read as a compound colour ("cherry red"), so a colour after a noun moves first.
  // A flower named by a colour word ("violet") is the noun, not a colour to move.
  for (let i = 0; i + 1 < out.length; i++) {
    if (isFlower && i + 1 === flower) continue;
    if (baseColorName(out[i + 1]!) !== null && baseColorName(out[i]!) === null && out[i] !== '') {
      [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
      i += 1;
    }
  }
  return { text: out.join(' ').replace(/\s+/g, ' ').trim(), language: lang };
}

/** Colour words that name a flower too, by language: the flower's English name. */
const COLOUR_FLOWERS: Partial<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { rosa: 'rose', violeta: 'violet' },
  it: { rosa: 'rose' },
  pt: { rosa: 'rose', violeta: 'violet' },
  fr: { rose: 'rose', violette: 'violet' },
};
const EN_ARTICLES = new Set(['a', 'an', 'the', 'some', 'one']);

/** Words spelled alike in English: never evidence of another language. */
const ENGLISH_TOO = new Set(
  'a an the on in with and table lamp bus robot pizza banana hamburger sofa vase guitar rose orange violet chat grand dragon lion train bar pie pan tire auto glass metal stone pain'.split(
    ' ',
  ),
);
