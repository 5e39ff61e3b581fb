/**
 * Prompts in other languages: a small bilingual lexicon (Chinese, Japanese, Spanish, French,
 * German, Italian, Portuguese, Russian → English) for the library's nouns, colours,
 * materials, sizes, counts and scene words. The prompt is rewritten word by word into English
 * and then read by the English parser, which takes adjectives on either side of the noun
 * ("voiture rouge" → "car red" → a red car). Chinese and Japanese are matched longest-first
 * without spaces; inflected words fall back to their stem ("roter" → "rot", "красная" → "красн").
 */
import { baseColorName } from './colors.ts';

export type Lang = 'zh' | 'ja' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru';
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
  chair: ['椅子|椅|座椅', '椅子|いす', 'silla', 'chaise', 'stuhl', 'sedia', 'cadeira', 'стул'],
  table: ['桌子|桌|餐桌|书桌', '机|テーブル', 'mesa', 'table', 'tisch', 'tavolo', 'mesa', 'стол'],
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
    '橙子|橘子|橙色',
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
    'ordinateur',
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
  // Every other kind the library builds, and a few common nouns that map onto one.
  snowman: [
    '雪人',
    '雪だるま',
    'muneco',
    'bonhomme',
    'schneemann',
    'pupazzo',
    'boneco',
    'снеговик',
  ],
  planet: ['行星|星球', '惑星', 'planeta', 'planete', 'planet', 'pianeta', 'planeta', 'планет'],
  ball: [
    '球|皮球|足球',
    'ボール',
    'pelota|balon',
    'balle|ballon',
    'ball',
    'palla|pallone',
    'bola',
    'мяч',
  ],
  bench: ['长椅|长凳', 'ベンチ', 'banco', 'banc', 'bank', 'panchina', 'banco', 'скамейк|лавк'],
  bookshelf: [
    '书架|书柜',
    '本棚',
    'estanteria|libreria',
    'etagere|bibliotheque',
    'bucherregal|regal',
    'libreria|scaffale',
    'estante',
    'стеллаж',
  ],
  cactus: ['仙人掌', 'サボテン', 'cactus', 'cactus', 'kaktus', 'cactus', 'cacto', 'кактус'],
  crystal: [
    '水晶|晶体',
    '水晶|クリスタル',
    'cuarzo',
    'cristal',
    'kristall',
    'cristallo',
    'cristal',
    'кристалл',
  ],
  sculpture: [
    '雕塑|雕像',
    '彫刻|彫像',
    'escultura',
    'sculpture',
    'skulptur',
    'scultura',
    'escultura',
    'скульптур',
  ],
  zebra: ['斑马', 'シマウマ', 'cebra', 'zebre', 'zebra', 'zebra', 'zebra', 'зебр'],
  donkey: ['驴|毛驴', 'ロバ', 'burro', 'ane', 'esel', 'asino', 'burro', 'осел|осл'],
  goat: ['山羊', 'ヤギ|山羊', 'cabra', 'chevre', 'ziege', 'capra', 'cabra', 'коз'],
  deer: ['鹿', '鹿|シカ', 'ciervo|venado', 'cerf', 'hirsch|reh', 'cervo', 'cervo|veado', 'олен'],
  panda: ['熊猫|大熊猫', 'パンダ', 'panda', 'panda', 'panda', 'panda', 'panda', 'панд'],
  squirrel: [
    '松鼠',
    'リス',
    'ardilla',
    'ecureuil',
    'eichhornchen',
    'scoiattolo',
    'esquilo',
    'белк',
  ],
  camel: ['骆驼', 'ラクダ', 'camello', 'chameau', 'kamel', 'cammello', 'camelo', 'верблюд'],
  hippo: [
    '河马',
    'カバ',
    'hipopotamo',
    'hippopotame',
    'nilpferd|flusspferd',
    'ippopotamo',
    'hipopotamo',
    'бегемот',
  ],
  rhino: [
    '犀牛',
    'サイ',
    'rinoceronte',
    'rhinoceros',
    'nashorn',
    'rinoceronte',
    'rinoceronte',
    'носорог',
  ],
  crocodile: [
    '鳄鱼',
    'ワニ',
    'cocodrilo',
    'crocodile',
    'krokodil',
    'coccodrillo',
    'crocodilo',
    'крокодил',
  ],
  lizard: [
    '蜥蜴',
    'トカゲ',
    'lagarto|lagartija',
    'lezard',
    'eidechse',
    'lucertola',
    'lagarto',
    'ящериц',
  ],
  dinosaur: [
    '恐龙',
    '恐竜',
    'dinosaurio',
    'dinosaure',
    'dinosaurier',
    'dinosauro',
    'dinossauro',
    'динозавр',
  ],
  duck: ['鸭子|鸭', 'アヒル|カモ', 'pato', 'canard', 'ente', 'anatra', 'pato', 'утк'],
  owl: ['猫头鹰', 'フクロウ', 'buho', 'hibou|chouette', 'eule', 'gufo', 'coruja', 'сов'],
  penguin: [
    '企鹅',
    'ペンギン',
    'pinguino',
    'manchot|pingouin',
    'pinguin',
    'pinguino',
    'pinguim',
    'пингвин',
  ],
  chicken: [
    '鸡|公鸡|母鸡|小鸡',
    'ニワトリ|鶏',
    'gallina|pollo',
    'poule|poulet',
    'huhn',
    'gallina|pollo',
    'galinha',
    'куриц|петух',
  ],
  tiger: ['老虎|虎', 'トラ|虎', 'tigre', 'tigre', 'tiger', 'tigre', 'tigre', 'тигр'],
  fox: ['狐狸', 'キツネ|狐', 'zorro', 'renard', 'fuchs', 'volpe', 'raposa', 'лис'],
  wolf: ['狼', 'オオカミ|狼', 'lobo', 'loup', 'wolf', 'lupo', 'lobo', 'волк'],
  monkey: ['猴子|猴', 'サル|猿', 'mono', 'singe', 'affe', 'scimmia', 'macaco', 'обезьян'],
  turtle: [
    '乌龟|海龟',
    'カメ|亀',
    'tortuga',
    'tortue',
    'schildkrote',
    'tartaruga',
    'tartaruga',
    'черепах',
  ],
  frog: ['青蛙', 'カエル', 'rana', 'grenouille', 'frosch', 'rana', 'sapo', 'лягушк'],
  snake: ['蛇', 'ヘビ|蛇', 'serpiente', 'serpent', 'schlange', 'serpente', 'cobra', 'зме'],
  motorcycle: [
    '摩托车',
    'バイク|オートバイ',
    'moto|motocicleta',
    'moto',
    'motorrad',
    'moto',
    'moto|motocicleta',
    'мотоцикл',
  ],
  scooter: [
    '滑板车|踏板车',
    'スクーター',
    'patinete',
    'trottinette',
    'roller',
    'monopattino',
    'patinete',
    'самокат',
  ],
  van: ['面包车', 'バン', 'furgoneta', 'camionnette', 'lieferwagen', 'furgone', 'furgao', 'фургон'],
  ambulance: [
    '救护车',
    '救急車',
    'ambulancia',
    'ambulance',
    'krankenwagen',
    'ambulanza',
    'ambulancia',
    'скорая',
  ],
  'fire truck': [
    '消防车',
    '消防車',
    'bomberos',
    'pompiers',
    'feuerwehrauto|feuerwehr',
    'pompieri',
    'bombeiros',
    'пожарн',
  ],
  tractor: [
    '拖拉机',
    'トラクター',
    'tractor',
    'tracteur',
    'traktor|trecker',
    'trattore',
    'trator',
    'трактор',
  ],
  tank: ['坦克', '戦車', 'tanque', 'char', 'panzer', 'carrarmato', 'tanque', 'танк'],
  jeep: ['吉普车', 'ジープ', 'jeep', 'jeep', 'jeep', 'jeep', 'jipe', 'джип'],
  jet: [
    '喷气式飞机|战斗机',
    'ジェット機|戦闘機',
    'caza',
    'jet',
    'dusenjet',
    'caccia',
    'jato',
    'истребител',
  ],
  'propeller plane': [
    '螺旋桨飞机',
    'プロペラ機',
    'avioneta',
    'monomoteur',
    'propellerflugzeug',
    'elica',
    'monomotor',
    'кукурузник',
  ],
  glider: [
    '滑翔机',
    'グライダー',
    'planeador',
    'planeur',
    'segelflugzeug',
    'aliante',
    'planador',
    'планер',
  ],
  helicopter: [
    '直升机',
    'ヘリコプター|ヘリ',
    'helicoptero',
    'helicoptere',
    'hubschrauber',
    'elicottero',
    'helicoptero',
    'вертолет',
  ],
  drone: ['无人机', 'ドローン', 'dron', 'drone', 'drohne', 'drone', 'drone', 'дрон|беспилотник'],
  'hot air balloon': [
    '热气球',
    '気球',
    'globo',
    'montgolfiere',
    'heissluftballon',
    'mongolfiera',
    'balao',
    'аэростат',
  ],
  airship: [
    '飞艇',
    '飛行船',
    'dirigible',
    'dirigeable',
    'luftschiff|zeppelin',
    'dirigibile',
    'dirigivel',
    'дирижабл',
  ],
  ufo: ['飞碟|不明飞行物', '円盤|ユーフォー', 'ovni', 'ovni', 'ufo', 'ufo', 'ovni', 'нло'],
  submarine: [
    '潜水艇|潜艇',
    '潜水艦',
    'submarino',
    'submersible',
    'unterseeboot',
    'sottomarino',
    'submarino',
    'подводн',
  ],
  pear: ['梨', '梨|洋梨', 'pera', 'poire', 'birne', 'pera', 'pera', 'груш'],
  lemon: ['柠檬', 'レモン', 'limon', 'citron', 'zitrone', 'limone', 'limao', 'лимон'],
  peach: [
    '桃子|桃',
    '桃|もも',
    'melocoton|durazno',
    'peche',
    'pfirsich',
    'pesca',
    'pessego',
    'персик',
  ],
  plum: ['李子', 'プラム|すもも', 'ciruela', 'prune', 'pflaume', 'prugna', 'ameixa', 'слив'],
  cherry: [
    '樱桃',
    'さくらんぼ|チェリー',
    'cereza',
    'cerise',
    'kirsche',
    'ciliegia',
    'cereja',
    'вишн|черешн',
  ],
  strawberry: [
    '草莓',
    'いちご|イチゴ',
    'fresa|frutilla',
    'fraise',
    'erdbeere',
    'fragola',
    'morango',
    'клубник',
  ],
  tomato: [
    '番茄|西红柿',
    'トマト',
    'tomate',
    'tomate',
    'tomate',
    'pomodoro',
    'tomate',
    'помидор|томат',
  ],
  pumpkin: [
    '南瓜',
    'かぼちゃ|カボチャ',
    'calabaza',
    'citrouille|potiron',
    'kurbis',
    'zucca',
    'abobora',
    'тыкв',
  ],
  watermelon: [
    '西瓜',
    'スイカ|すいか',
    'sandia',
    'pasteque',
    'wassermelone',
    'anguria|cocomero',
    'melancia',
    'арбуз',
  ],
  avocado: [
    '牛油果|鳄梨',
    'アボカド',
    'aguacate|palta',
    'avocat',
    'avocado',
    'avocado',
    'abacate',
    'авокадо',
  ],
  coconut: ['椰子', 'ココナッツ|ヤシの実', 'coco', 'coco', 'kokosnuss', 'cocco', 'coco', 'кокос'],
  egg: ['鸡蛋|蛋', '卵|たまご', 'huevo', 'oeuf', 'ei', 'uovo', 'ovo', 'яйц'],
  onion: ['洋葱', '玉ねぎ|タマネギ', 'cebolla', 'oignon', 'zwiebel', 'cipolla', 'cebola', 'лук'],
  eggplant: [
    '茄子',
    'なす|ナス',
    'berenjena',
    'aubergine',
    'aubergine',
    'melanzana',
    'berinjela',
    'баклажан',
  ],
  grapes: [
    '葡萄',
    'ぶどう|ブドウ',
    'uvas|uva',
    'raisin',
    'trauben|traube',
    'uva',
    'uvas|uva',
    'виноград',
  ],
  pineapple: [
    '菠萝|凤梨',
    'パイナップル',
    'pina',
    'ananas',
    'ananas',
    'ananas',
    'abacaxi|ananas',
    'ананас',
  ],
  carrot: [
    '胡萝卜',
    'にんじん|ニンジン',
    'zanahoria',
    'carotte',
    'karotte|mohre',
    'carota',
    'cenoura',
    'морков',
  ],
  sandwich: [
    '三明治',
    'サンドイッチ',
    'bocadillo|sandwich',
    'sandwich',
    'sandwich',
    'panino|tramezzino',
    'sanduiche',
    'бутерброд|сэндвич',
  ],
  cupcake: [
    '纸杯蛋糕',
    'カップケーキ',
    'magdalena',
    'cupcake',
    'muffin',
    'tortina',
    'bolinho',
    'кекс',
  ],
  pancake: [
    '煎饼|松饼',
    'パンケーキ|ホットケーキ',
    'tortita|panqueque',
    'crepe',
    'pfannkuchen',
    'frittella',
    'panqueca',
    'блин|олад',
  ],
  pie: ['馅饼', 'パイ', 'empanada', 'tourte', 'pastete', 'crostata', 'torta', 'пирог'],
  sushi: ['寿司', '寿司|すし', 'sushi', 'sushi', 'sushi', 'sushi', 'sushi', 'суши'],
  cookie: [
    '饼干|曲奇',
    'クッキー',
    'galleta',
    'biscuit',
    'keks|platzchen',
    'biscotto',
    'biscoito|bolacha',
    'печень',
  ],
  donut: [
    '甜甜圈',
    'ドーナツ',
    'dona|rosquilla',
    'beignet',
    'donut|krapfen',
    'ciambella',
    'rosquinha',
    'пончик',
  ],
  'ice cream': [
    '冰淇淋',
    'アイスクリーム',
    'helado',
    'glace',
    'eiscreme|eis',
    'gelato',
    'sorvete',
    'морожен',
  ],
  'hot dog': ['热狗', 'ホットドッグ', 'pancho', 'hotdog', 'hotdog', 'hotdog', 'hotdog', 'хотдог'],
  bowl: [
    '碗',
    'お椀|ボウル|茶碗',
    'cuenco|tazon',
    'bol',
    'schussel|schale',
    'ciotola',
    'tigela',
    'миск',
  ],
  plate: ['盘子', '皿', 'plato', 'assiette', 'teller', 'piatto', 'prato', 'тарелк'],
  bucket: ['水桶|桶', 'バケツ', 'cubo|balde', 'seau', 'eimer', 'secchio', 'balde', 'ведр'],
  barrel: ['木桶|酒桶', '樽', 'barril', 'tonneau', 'fass', 'botte', 'barril', 'бочк'],
  can: ['罐头|易拉罐', '缶', 'lata', 'canette', 'dose', 'lattina', 'lata', 'банк'],
  'wine glass': [
    '酒杯|高脚杯',
    'ワイングラス',
    'copa',
    'coupe',
    'weinglas',
    'calice',
    'taca',
    'бокал',
  ],
  'cooking pot': [
    '锅|汤锅',
    '鍋',
    'olla',
    'marmite',
    'kochtopf|topf',
    'pentola',
    'panela',
    'кастрюл',
  ],
  cauldron: [
    '大锅',
    '大釜',
    'caldero',
    'chaudron',
    'kessel',
    'calderone',
    'caldeirao',
    'котел|котл',
  ],
  'trash can': [
    '垃圾桶',
    'ゴミ箱',
    'papelera',
    'poubelle',
    'mulleimer|mulltonne',
    'pattumiera|cestino',
    'lixeira',
    'мусорн',
  ],
  'frying pan': [
    '平底锅|煎锅',
    'フライパン',
    'sarten',
    'poele',
    'pfanne',
    'padella',
    'frigideira',
    'сковород',
  ],
  candle: ['蜡烛', 'ろうそく|キャンドル', 'vela', 'bougie', 'kerze', 'candela', 'vela', 'свеч'],
  skull: [
    '骷髅|头骨',
    '頭蓋骨|ドクロ',
    'calavera|craneo',
    'crane',
    'schadel|totenkopf',
    'teschio',
    'caveira|cranio',
    'череп',
  ],
  trophy: [
    '奖杯',
    'トロフィー',
    'trofeo',
    'trophee',
    'pokal|trophae',
    'trofeo',
    'trofeu',
    'кубок|трофе',
  ],
  dresser: [
    '梳妆台|五斗柜',
    'ドレッサー',
    'comoda|tocador',
    'commode',
    'kommode',
    'como',
    'comoda',
    'комод',
  ],
  wardrobe: [
    '衣柜',
    'クローゼット|洋服ダンス',
    'ropero',
    'armoire',
    'kleiderschrank',
    'armadio',
    'roupeiro',
    'шкаф',
  ],
  nightstand: [
    '床头柜',
    'ナイトテーブル',
    'mesita',
    'chevet',
    'nachttisch',
    'comodino',
    'mesinha',
    'тумбочк',
  ],
  cabinet: [
    '柜子|橱柜',
    'キャビネット|戸棚',
    'armario|alacena',
    'placard',
    'schrank',
    'credenza|mobiletto',
    'armario',
    'шкафчик',
  ],
  fridge: [
    '冰箱',
    '冷蔵庫',
    'nevera|refrigerador',
    'frigo|refrigerateur',
    'kuhlschrank',
    'frigorifero|frigo',
    'geladeira',
    'холодильник',
  ],
  'washing machine': [
    '洗衣机',
    '洗濯機',
    'lavadora',
    'linge',
    'waschmaschine',
    'lavatrice',
    'lavadora',
    'стиральн',
  ],
  oven: ['烤箱', 'オーブン', 'horno', 'four', 'ofen|backofen', 'forno', 'forno', 'духовк|печь'],
  microwave: [
    '微波炉',
    '電子レンジ',
    'microondas',
    'microondes',
    'mikrowelle',
    'microonde',
    'microondas',
    'микроволнов',
  ],
  crate: ['板条箱|木箱', '木箱', 'caja', 'caisse', 'kiste', 'cassa|cassetta', 'caixote', 'ящик'],
  chest: [
    '箱子|宝箱',
    '宝箱|箱',
    'cofre|baul',
    'coffre',
    'truhe',
    'baule|forziere',
    'bau',
    'сундук',
  ],
  suitcase: [
    '行李箱|手提箱',
    'スーツケース',
    'maleta',
    'valise',
    'koffer',
    'valigia',
    'mala',
    'чемодан',
  ],
  tablet: [
    '平板电脑|平板',
    'タブレット',
    'tableta',
    'tablette',
    'tablet',
    'tablet',
    'tablet',
    'планшет',
  ],
  monitor: [
    '显示器',
    'モニター',
    'monitor',
    'ecran|moniteur',
    'bildschirm|monitor',
    'schermo|monitor',
    'monitor|tela',
    'монитор',
  ],
  'remote control': [
    '遥控器',
    'リモコン',
    'mando',
    'telecommande',
    'fernbedienung',
    'telecomando',
    'controle',
    'пульт',
  ],
  calculator: [
    '计算器',
    '電卓|計算機',
    'calculadora',
    'calculatrice',
    'taschenrechner|rechner',
    'calcolatrice',
    'calculadora',
    'калькулятор',
  ],
  axe: ['斧头|斧子|斧', '斧|オノ', 'hacha', 'hache', 'axt|beil', 'ascia', 'machado', 'топор'],
  shovel: ['铲子|铁锹', 'シャベル|スコップ', 'pala', 'pelle', 'schaufel', 'pala', 'pa', 'лопат'],
  rake: [
    '耙子',
    '熊手|レーキ',
    'rastrillo',
    'rateau',
    'rechen|harke',
    'rastrello',
    'ancinho',
    'грабл',
  ],
  broom: ['扫帚|扫把', 'ほうき|箒', 'escoba', 'balai', 'besen', 'scopa', 'vassoura', 'метл|веник'],
  screwdriver: [
    '螺丝刀',
    'ドライバー',
    'destornillador',
    'tournevis',
    'schraubenzieher|schraubendreher',
    'cacciavite',
    'fenda',
    'отвертк',
  ],
  spoon: [
    '勺子|汤匙',
    'スプーン|さじ',
    'cuchara',
    'cuillere',
    'loffel',
    'cucchiaio',
    'colher',
    'ложк',
  ],
  fork: ['叉子', 'フォーク', 'tenedor', 'fourchette', 'gabel', 'forchetta', 'garfo', 'вилк'],
  knife: [
    '刀|刀子|小刀',
    'ナイフ|包丁',
    'cuchillo',
    'couteau',
    'messer',
    'coltello',
    'faca',
    'нож',
  ],
  pencil: ['铅笔', '鉛筆', 'lapiz', 'crayon', 'bleistift', 'matita', 'lapis', 'карандаш'],
  paintbrush: ['画笔|刷子', '絵筆|筆', 'pincel', 'pinceau', 'pinsel', 'pennello', 'pincel', 'кист'],
  spear: ['长矛|矛', '槍|やり', 'lanza', 'lance', 'speer', 'lancia', 'lanca', 'копь|копье'],
  pickaxe: ['镐|鹤嘴锄', 'つるはし', 'pico', 'pioche', 'spitzhacke', 'piccone', 'picareta', 'кирк'],
  piano: ['钢琴', 'ピアノ', 'piano', 'piano', 'klavier', 'pianoforte', 'piano', 'пианино|рояль'],
  umbrella: [
    '雨伞|伞',
    '傘|かさ',
    'paraguas',
    'parapluie',
    'regenschirm',
    'ombrello',
    'guarda-chuva',
    'зонт',
  ],
  clock: ['时钟|钟|闹钟', '時計', 'reloj', 'horloge|pendule', 'uhr', 'orologio', 'relogio', 'часы'],
  hat: ['帽子', '帽子|ハット', 'sombrero', 'chapeau', 'hut', 'cappello', 'chapeu', 'шляп'],
  shoe: ['鞋子|鞋', '靴', 'zapato', 'chaussure', 'schuh', 'scarpa', 'sapato', 'ботин|туфл'],
  // Parts.
  window: ['窗户|窗', '窓', 'ventana', 'fenetre', 'fenster', 'finestra', 'janela', 'окн'],
  handle: [
    '把手|手柄',
    '取っ手|ハンドル',
    'asa|mango',
    'poignee|anse',
    'griff|henkel',
    'manico',
    'alca',
    'ручк',
  ],
  armrest: [
    '扶手',
    '肘掛け|肘掛',
    'reposabrazos',
    'accoudoir',
    'armlehne',
    'bracciolo',
    'braco',
    'подлокотник',
  ],
  backrest: ['靠背', '背もたれ', 'respaldo', 'dossier', 'lehne', 'schienale', 'encosto', 'спинк'],
  wing: ['翅膀|翼', '翼|羽', 'ala|alas', 'aile', 'flugel', 'ala|ali', 'asa', 'крыл'],
  tail: ['尾巴', '尻尾|しっぽ', 'cola', 'queue', 'schwanz', 'coda', 'cauda|rabo', 'хвост'],
  lid: ['盖子', '蓋|ふた', 'tapa', 'couvercle', 'deckel', 'coperchio', 'tampa', 'крышк'],
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
  leg: ['腿', '脚', 'pata', 'pied', 'bein', 'gamba', 'perna', 'ног'],
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
  leather: ['皮革|真皮', '革|レザー', 'cuero', 'cuir', 'leder', 'pelle', 'couro', 'кож'],
  velvet: [
    '天鹅绒|丝绒',
    'ベルベット',
    'terciopelo',
    'velours',
    'samt',
    'velluto',
    'veludo',
    'бархат',
  ],
  marble: ['大理石', '大理石', 'marmol', 'marbre', 'marmor', 'marmo', 'marmore', 'мрамор'],
  plastic: [
    '塑料',
    'プラスチック',
    'plastico',
    'plastique',
    'plastik|kunststoff',
    'plastica',
    'plastico',
    'пластик',
  ],
  porcelain: [
    '陶瓷|瓷',
    '磁器|陶器',
    'porcelana',
    'porcelaine',
    'porzellan',
    'porcellana',
    'porcelana',
    'фарфор',
  ],
  silver: [
    '银色|银',
    '銀色|銀',
    'plateado|plata',
    'argente|argent',
    'silber|silbern',
    'argento|argentato',
    'prata|prateado',
    'серебр',
  ],
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
  on: ['', 'の上の|の上に', 'sobre|encima', 'sur', 'auf', 'sopra|su', 'sobre|em cima', 'на'],
  and: ['和|与', 'と', 'y', 'et', 'und', 'e', 'e', 'и'],
  next: ['', '隣の|横の', 'junto', 'cote', 'neben', 'accanto', 'ao lado', 'рядом'],
};

/** The bilingual rows (English → [zh, ja, es, fr, de, it, pt, ru]), for tests of coverage. */
export function translationsOf(english: string): Readonly<Record<Lang, readonly string[]>> | null {
  const row = LEXICON[english];
  if (!row) return null;
  return Object.fromEntries(LANGS.map((l, i) => [l, row[i]!.split('|').filter(Boolean)])) as Record<
    Lang,
    string[]
  >;
}

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
    for (const alt of cell.split('|').filter(Boolean)) {
      const key = fold(alt);
      if (!TABLE.get(lang)!.has(key)) TABLE.get(lang)!.set(key, english);
      if (lang === 'zh' || lang === 'ja') CJK_KEYS.push(alt);
    }
  });
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
  isPart: (word: string) => boolean = () => false,
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
  // Romance languages put the colour after the noun ("cereza roja"); in English order the
  // pair would read as a compound colour ("cherry red"), so a colour after a noun moves first.
  for (let i = 0; i + 1 < out.length; i++) {
    if (baseColorName(out[i + 1]!) !== null && baseColorName(out[i]!) === null && out[i] !== '') {
      [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
      i += 1;
    }
  }
  return { text: out.join(' ').replace(/\s+/g, ' ').trim(), language: lang };
}

/** Words spelled alike in English: never evidence of another language. */
const ENGLISH_TOO = new Set(
  'a an the on in with and table lamp bus robot pizza banana hamburger sofa vase guitar rose orange violet chat grand dragon lion train bar pie pan tire auto glass metal stone pain'.split(
    ' ',
  ),
);
