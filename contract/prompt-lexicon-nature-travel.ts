/**
 * More rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr,
 * de, it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells
 * are stems) for the animals, plants and vehicles of issue #32's session 16 (the emoji tuning
 * list's Animals & Nature and Travel & Places): hoofed animals by body, raptors, theropods,
 * flowers, conifers, rail and road vehicles, boats by hull. Data only; imports nothing.
 */
export const NATURE_TRAVEL_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  ox: [
    '公牛|黄牛|牦牛',
    '雄牛|牡牛|ヤク',
    'buey|yak',
    'boeuf|yack',
    'ochse|yak',
    'bue|yak',
    'boi|iaque',
    'бык|вол|як',
  ],
  boar: [
    '野猪',
    'イノシシ|猪',
    'jabali',
    'sanglier',
    'wildschwein|keiler',
    'cinghiale',
    'javali',
    'кабан|вепр',
  ],
  moose: ['驼鹿', 'ヘラジカ', 'alce', 'elan', 'elch', 'alce', 'alce', 'лос'],
  reindeer: [
    '驯鹿',
    'トナカイ',
    'reno',
    'renne',
    'rentier|ren',
    'renna',
    'rena',
    'северный олень|северн олен',
  ],
  'polar bear': [
    '北极熊|白熊',
    'ホッキョクグマ|白熊|シロクマ',
    'oso polar',
    'ours polaire|ours blanc',
    'eisbar',
    'orso polare|orso bianco',
    'urso polar',
    'белый медведь|бел медвед',
  ],
  badger: ['獾', 'アナグマ', 'tejon', 'blaireau', 'dachs', 'tasso', 'texugo', 'барсук'],
  'bactrian camel': [
    '双峰驼|双峰骆驼',
    'フタコブラクダ',
    'camello bactriano',
    'chameau de bactriane',
    'trampeltier',
    'cammello battriano',
    'camelo bactriano',
    'двугорбый верблюд|двугорб',
  ],
  llama: [
    '羊驼|美洲驼',
    'リャマ|アルパカ|ラマ',
    'llama|alpaca',
    'lama|alpaga',
    'lama|alpaka',
    'lama|alpaca',
    'lhama|alpaca',
    'лам|альпак',
  ],
};
