/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for nouns that left a near kind for one of their own in session 18 (JW): the game
 * controller (off the remote control) and the chimpanzee (off the monkey). A word here is in
 * no other row. Data only; imports nothing.
 */
export const ALLOWANCE_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  'game controller': [
    '游戏手柄',
    'コントローラー|ゲームパッド',
    'mando de juego|gamepad',
    'manette',
    'gamecontroller|gamepad|controller',
    'joypad|gamepad|controller',
    'controle de videogame|joystick de videogame',
    'геймпад',
  ],
  chimpanzee: [
    '黑猩猩',
    'チンパンジー',
    'chimpance',
    'chimpanze',
    'schimpanse',
    'scimpanze',
    'chimpanze',
    'шимпанз',
  ],
};
