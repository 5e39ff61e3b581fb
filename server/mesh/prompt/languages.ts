/**
 * Prompts in other languages: a small bilingual lexicon (Chinese, Japanese, Spanish, French,
 * German, Italian, Portuguese, Russian → English) for the library's nouns, colours,
 * materials, sizes, counts and scene words. The prompt is rewritten word by word into English
 * and then read by the English parser, which takes adjectives on either side of the noun
 * ("voiture rouge" → "car red" → a red car). Chinese and Japanese are matched longest-first
 * without spaces; inflected words fall back to their stem ("roter" → "rot", "красная" → "красн").
 */

type Lang = 'zh' | 'ja' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru';
const LANGS: readonly Lang[] = ['zh', 'ja', 'es', 'fr', 'de', 'it', 'pt', 'ru'];

/** English → [zh, ja, es, fr, de, it, pt, ru]; alternatives separated by "|". */
const LEXICON: Record<
  string,
  readonly [string, string, string, string, string, string, string, string]
> = {
  cat: [
    '猫|小猫',
    '猫|ネコ|ねこ',
    'gato|gata',
    'chat|chatte',
    'katze|kater',
    'gatto|gatta',
    'gato|gata',
    'кошк|кот',
  ],
  dog: ['狗|小狗', '犬|イヌ|いぬ', 'perro', 'chien', 'hund', 'cane', 'cachorro|cao', 'собак|пёс'],
  horse: ['马', '馬|ウマ', 'caballo', 'cheval|chevaux', 'pferd', 'cavallo', 'cavalo', 'лошад|конь'],
  bird: ['鸟|小鸟', '鳥|とり', 'pajaro|ave', 'oiseau', 'vogel', 'uccello', 'passaro', 'птиц'],
  fish: ['鱼', '魚|さかな', 'pez|pescado', 'poisson', 'fisch', 'pesce', 'peixe', 'рыб'],
  cow: ['牛|奶牛', '牛|ウシ', 'vaca', 'vache', 'kuh', 'mucca', 'vaca', 'коров'],
  pig: ['猪', '豚|ブタ', 'cerdo', 'cochon', 'schwein', 'maiale', 'porco', 'свин'],
  sheep: ['羊|绵羊', '羊|ヒツジ', 'oveja', 'mouton', 'schaf', 'pecora', 'ovelha', 'овц|баран'],
  elephant: [
    '大象|象',
    '象|ゾウ',
    'elefante',
    'elephant',
    'elefant',
    'elefante',
    'elefante',
    'слон',
  ],
  giraffe: ['长颈鹿', 'キリン', 'jirafa', 'girafe', 'giraffe', 'giraffa', 'girafa', 'жираф'],
  dragon: ['龙', '竜|ドラゴン|龍', 'dragon', 'dragon', 'drache', 'drago', 'dragao', 'дракон'],
  rabbit: [
    '兔子|兔',
    'ウサギ|うさぎ',
    'conejo',
    'lapin',
    'hase|kaninchen',
    'coniglio',
    'coelho',
    'кролик|заяц',
  ],
  bear: ['熊', 'クマ|熊', 'oso', 'ours', 'bar', 'orso', 'urso', 'медвед'],
  lion: ['狮子', 'ライオン', 'leon', 'lion', 'lowe', 'leone', 'leao', 'лев'],
  mouse: ['老鼠', 'ネズミ', 'raton', 'souris', 'maus', 'topo', 'rato', 'мыш'],
  car: [
    '汽车|车|小车',
    '車|くるま|自動車',
    'coche|carro|auto',
    'voiture|auto',
    'auto|wagen',
    'auto|macchina',
    'carro',
    'машин|автомобил',
  ],
  bicycle: [
    '自行车',
    '自転車',
    'bicicleta',
    'velo|bicyclette',
    'fahrrad',
    'bicicletta',
    'bicicleta',
    'велосипед',
  ],
  bus: ['公共汽车|巴士', 'バス', 'autobus', 'bus|autobus', 'bus', 'autobus', 'onibus', 'автобус'],
  truck: ['卡车', 'トラック', 'camion', 'camion', 'lastwagen', 'camion', 'caminhao', 'грузовик'],
  airplane: ['飞机', '飛行機', 'avion', 'avion', 'flugzeug', 'aereo', 'aviao', 'самолёт|самолет'],
  boat: [
    '船|小船',
    '船|ボート',
    'barco',
    'bateau',
    'boot|schiff',
    'barca|nave',
    'barco',
    'лодк|корабл',
  ],
  train: ['火车', '電車|列車', 'tren', 'train', 'zug', 'treno', 'trem', 'поезд'],
  rocket: ['火箭', 'ロケット', 'cohete', 'fusee', 'rakete', 'razzo', 'foguete', 'ракет'],
  chair: ['椅子', '椅子|いす', 'silla', 'chaise', 'stuhl', 'sedia', 'cadeira', 'стул'],
  table: ['桌子', '机|テーブル', 'mesa', 'table', 'tisch', 'tavolo', 'mesa', 'стол'],
  lamp: [
    '台灯|灯',
    'ランプ|電気スタンド',
    'lampara',
    'lampe',
    'lampe',
    'lampada',
    'lampada|luminaria',
    'ламп',
  ],
  bed: ['床', 'ベッド', 'cama', 'lit', 'bett', 'letto', 'cama', 'кроват'],
  sofa: ['沙发', 'ソファ', 'sofa', 'canape', 'sofa', 'divano', 'sofa', 'диван'],
  house: ['房子|房屋', '家|いえ', 'casa', 'maison', 'haus', 'casa', 'casa', 'дом'],
  castle: ['城堡', '城', 'castillo', 'chateau', 'burg|schloss', 'castello', 'castelo', 'замок'],
  tower: ['塔', '塔|タワー', 'torre', 'tour', 'turm', 'torre', 'torre', 'башн'],
  tree: ['树', '木', 'arbol', 'arbre', 'baum', 'albero', 'arvore', 'дерев'],
  flower: ['花', '花', 'flor', 'fleur', 'blume', 'fiore', 'flor', 'цвет'],
  mug: [
    '杯子|茶杯',
    'カップ|マグ',
    'taza',
    'tasse',
    'tasse',
    'tazza',
    'caneca|xicara',
    'кружк|чашк',
  ],
  bottle: [
    '瓶子|瓶',
    '瓶|ボトル',
    'botella',
    'bouteille',
    'flasche',
    'bottiglia',
    'garrafa',
    'бутылк',
  ],
  vase: ['花瓶', '花瓶', 'jarron|florero', 'vase', 'vase', 'vaso', 'vaso', 'ваз'],
  teapot: [
    '茶壶',
    '急須|ティーポット',
    'tetera',
    'theiere',
    'teekanne',
    'teiera',
    'bule',
    'чайник',
  ],
  sword: ['剑', '剣|刀', 'espada', 'epee', 'schwert', 'spada', 'espada', 'меч'],
  robot: ['机器人', 'ロボット', 'robot', 'robot', 'roboter', 'robot', 'robo', 'робот'],
  figure: [
    '人|男人|女人',
    '人|ひと',
    'persona|hombre|mujer',
    'personne|homme|femme',
    'person|mann|frau',
    'persona|uomo|donna',
    'pessoa|homem|mulher',
    'человек|мужчин|женщин',
  ],
  apple: ['苹果', 'りんご|リンゴ', 'manzana', 'pomme', 'apfel', 'mela', 'maca', 'яблок'],
  banana: ['香蕉', 'バナナ', 'platano|banana', 'banane', 'banane', 'banana', 'banana', 'банан'],
  orange: [
    '橙子|橘子',
    'オレンジ|みかん',
    'naranja',
    'orange fruit',
    'orange frucht',
    'arancia',
    'laranja',
    'апельсин',
  ],
  cake: ['蛋糕', 'ケーキ', 'pastel|tarta', 'gateau', 'kuchen|torte', 'torta', 'bolo', 'торт'],
  hamburger: [
    '汉堡包|汉堡',
    'ハンバーガー',
    'hamburguesa',
    'hamburger',
    'hamburger',
    'hamburger',
    'hamburguer',
    'гамбургер',
  ],
  pizza: ['披萨', 'ピザ', 'pizza', 'pizza', 'pizza', 'pizza', 'pizza', 'пицц'],
  bread: ['面包', 'パン', 'pan', 'pain', 'brot', 'pane', 'pao', 'хлеб'],
  smartphone: [
    '手机',
    'スマホ|携帯電話',
    'movil|telefono',
    'telephone|portable',
    'handy|telefon',
    'telefono|cellulare',
    'celular|telefone',
    'телефон',
  ],
  television: [
    '电视',
    'テレビ',
    'television|televisor',
    'television|tele',
    'fernseher',
    'televisore',
    'televisao',
    'телевизор',
  ],
  laptop: [
    '笔记本电脑',
    'ノートパソコン',
    'portatil',
    'ordinateur portable',
    'laptop',
    'portatile',
    'notebook',
    'ноутбук',
  ],
  book: ['书', '本', 'libro', 'livre', 'buch', 'libro', 'livro', 'книг'],
  guitar: [
    '吉他',
    'ギター',
    'guitarra',
    'guitare',
    'gitarre',
    'chitarra',
    'violao|guitarra',
    'гитар',
  ],
  crown: ['皇冠', '王冠', 'corona', 'couronne', 'krone', 'corona', 'coroa', 'корон'],
  mushroom: [
    '蘑菇',
    'キノコ|きのこ',
    'seta|hongo',
    'champignon',
    'pilz',
    'fungo',
    'cogumelo',
    'гриб',
  ],
  rock: [
    '石头',
    '石|岩',
    'roca|piedra',
    'rocher|pierre',
    'stein|fels',
    'roccia|pietra',
    'pedra|rocha',
    'камен',
  ],
  hammer: [
    '锤子',
    'ハンマー|金槌',
    'martillo',
    'marteau',
    'hammer',
    'martello',
    'martelo',
    'молот',
  ],
  door: ['门', 'ドア|扉', 'puerta', 'porte', 'tur', 'porta', 'porta', 'двер'],
  // Parts.
  roof: ['屋顶', '屋根', 'techo|tejado', 'toit', 'dach', 'tetto', 'telhado', 'крыш'],
  wheel: ['轮子', '車輪|タイヤ', 'rueda', 'roue', 'rad|rader', 'ruota|ruote', 'roda', 'колес'],
  seat: [
    '座位|座',
    '座面',
    'asiento',
    'siege|assise',
    'sitz',
    'seduta|sedile',
    'assento',
    'сиденье',
  ],
  leg: ['腿', '脚', 'pata', 'pied', 'bein', 'gamba', 'perna', 'нож'],
  // Colours.
  red: [
    '红色|红',
    '赤い|赤',
    'rojo|roja',
    'rouge',
    'rot',
    'rosso|rossa',
    'vermelho|vermelha',
    'красн',
  ],
  blue: ['蓝色|蓝', '青い|青', 'azul', 'bleu|bleue', 'blau', 'blu', 'azul', 'син|голуб'],
  green: ['绿色|绿', '緑の|緑', 'verde', 'vert|verte', 'grun', 'verde', 'verde', 'зелен'],
  yellow: [
    '黄色|黄',
    '黄色い|黄色',
    'amarillo|amarilla',
    'jaune',
    'gelb',
    'giallo|gialla',
    'amarelo|amarela',
    'желт|жёлт',
  ],
  black: [
    '黑色|黑',
    '黒い|黒',
    'negro|negra',
    'noir|noire',
    'schwarz',
    'nero|nera',
    'preto|preta',
    'черн|чёрн',
  ],
  white: [
    '白色|白',
    '白い|白',
    'blanco|blanca',
    'blanc|blanche',
    'weiss',
    'bianco|bianca',
    'branco|branca',
    'бел',
  ],
  pink: ['粉红色|粉色', 'ピンク', 'rosa', 'rose', 'rosa', 'rosa', 'rosa', 'розов'],
  purple: [
    '紫色',
    '紫',
    'morado|purpura',
    'violet|violette',
    'lila|violett',
    'viola',
    'roxo|roxa',
    'фиолетов',
  ],
  brown: ['棕色', '茶色', 'marron|cafe', 'marron|brun', 'braun', 'marrone', 'marrom', 'коричнев'],
  gray: ['灰色', '灰色', 'gris', 'gris|grise', 'grau', 'grigio', 'cinza', 'сер'],
  golden: [
    '金色|金',
    '金色|金の',
    'dorado|dorada|oro',
    'dore|doree|or',
    'golden|gold',
    'dorato|oro',
    'dourado|ouro',
    'золот',
  ],
  // Materials.
  wooden: [
    '木头|木制|木',
    '木製|木の',
    'madera',
    'bois',
    'holz|holzern',
    'legno',
    'madeira',
    'деревянн',
  ],
  metal: [
    '金属',
    '金属',
    'metal|metalico',
    'metal|metallique',
    'metall',
    'metallo',
    'metal',
    'металл',
  ],
  stone: ['石制', '石の', 'piedra', 'pierre', 'stein', 'pietra', 'pedra', 'каменн'],
  glass: ['玻璃', 'ガラス', 'vidrio|cristal', 'verre', 'glas', 'vetro', 'vidro', 'стекл'],
  // Sizes.
  small: [
    '小',
    '小さい|小さな',
    'pequeno|pequena',
    'petit|petite',
    'klein',
    'piccolo|piccola',
    'pequeno|pequena',
    'маленьк',
  ],
  large: ['大', '大きい|大きな', 'grande', 'grand|grande', 'gross', 'grande', 'grande', 'больш'],
  tiny: [
    '微型|迷你',
    '小さな小さな',
    'diminuto',
    'minuscule',
    'winzig',
    'minuscolo',
    'minusculo',
    'крошечн',
  ],
  // Counts and scene words.
  a: [
    '一只|一个|一辆|一把|一张|一座|一棵|一头|一匹|一条|一本|一台',
    '一つの|一匹の|一台の',
    'un|una',
    'un|une',
    'ein|eine|einen|einem|einer',
    'un|una|uno',
    'um|uma',
    'один|одна',
  ],
  two: [
    '两只|两个|两辆|两',
    '二匹の|二つの|二台の',
    'dos',
    'deux',
    'zwei',
    'due',
    'dois|duas',
    'два|две',
  ],
  three: ['三只|三个|三', '三匹の|三つの', 'tres', 'trois', 'drei', 'tre', 'tres', 'три'],
  with: ['带|有', 'と|付きの', 'con', 'avec', 'mit', 'con', 'com', 'с|со'],
  on: ['在|上面', 'の上の|の上に', 'sobre|encima', 'sur', 'auf', 'sopra|su', 'sobre|em cima', 'на'],
  and: ['和|与', 'と', 'y', 'et', 'und', 'e', 'e', 'и'],
  next: ['旁边', '隣の|横の', 'junto', 'cote', 'neben', 'accanto', 'ao lado', 'рядом'],
};

/** Words dropped (articles, particles, measure words). */
const DROP = new Set(
  '的 只 个 辆 把 张 座 棵 头 匹 条 本 台 上 の が を は に で 一 el la los las le les des du de der die das den dem des il lo gli i o os as del della di do da в'.split(
    ' ',
  ),
);

const fold = (w: string): string =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** foreign word → English, per language. */
const TABLE = new Map<Lang, Map<string, string>>(LANGS.map((l) => [l, new Map()]));
const CJK_KEYS: string[] = [];
for (const [english, row] of Object.entries(LEXICON)) {
  row.forEach((cell, i) => {
    const lang = LANGS[i]!;
    for (const alt of cell.split('|')) {
      const key = fold(alt);
      if (!TABLE.get(lang)!.has(key)) TABLE.get(lang)!.set(key, english);
      if (lang === 'zh' || lang === 'ja') CJK_KEYS.push(alt);
    }
  });
}
CJK_KEYS.sort((a, b) => b.length - a.length);
const CJK_MAP = new Map<string, string>();
for (const lang of ['ja', 'zh'] as const) for (const [k, v] of TABLE.get(lang)!) CJK_MAP.set(k, v);
for (const lang of ['zh'] as const) for (const [k, v] of TABLE.get(lang)!) CJK_MAP.set(k, v);

const ENDINGS = ['es', 's', 'x', 'e', 'er', 'en', 'em', 'n', 'a', 'o', 'i'];

function lookupWord(lang: Lang, word: string): string | null {
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
  for (const e of ENDINGS) {
    if (word.length > e.length + 2 && word.endsWith(e)) {
      const v = table.get(word.slice(0, -e.length));
      if (v) return v;
    }
  }
  return null;
}

/**
 * The prompt in English words, and its language when it was another one. English prompts
 * come back unchanged.
 */
export function toEnglish(
  prompt: string,
  isEnglish: (word: string) => boolean = () => false,
): { text: string; language?: string } {
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(prompt)) {
    const language = /[\u3040-\u30ff]/.test(prompt) ? 'ja' : 'zh';
    const out: string[] = [];
    let i = 0;
    while (i < prompt.length) {
      const key = CJK_KEYS.find((k) => prompt.startsWith(k, i));
      if (key) {
        out.push(CJK_MAP.get(fold(key))!);
        i += key.length;
      } else {
        const ch = prompt[i]!;
        if (/[a-zA-Z0-9 ]/.test(ch)) out.push(ch);
        else if (!DROP.has(ch)) out.push(' ');
        i += 1;
      }
    }
    return { text: out.join(' ').replace(/\s+/g, ' ').trim(), language };
  }
  const tokens = prompt
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(fold);
  if (tokens.length === 0) return { text: prompt };
  const cyrillic = /[\u0400-\u04ff]/.test(prompt);
  let best: Lang | null = null;
  let bestHits = 0;
  for (const lang of cyrillic
    ? (['ru'] as const)
    : LANGS.filter((l) => l !== 'ru' && l !== 'zh' && l !== 'ja')) {
    // Only words that are not English as well count as evidence.
    const hits = tokens.filter(
      (t) => !ENGLISH_TOO.has(t) && !isEnglish(t) && lookupWord(lang, t) !== null,
    ).length;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  if (best === null) return { text: prompt };
  const lang = best;
  const out = tokens.map((t) => (DROP.has(t) ? '' : (lookupWord(lang, t) ?? t)));
  return { text: out.join(' ').replace(/\s+/g, ' ').trim(), language: lang };
}

/** Words spelled alike in English: never evidence of another language. */
const ENGLISH_TOO = new Set(
  'a an the on in with and table lamp bus robot pizza banana hamburger sofa vase guitar rose orange violet chat grand dragon lion train bar pie pan tire auto glass metal stone pain'.split(
    ' ',
  ),
);
