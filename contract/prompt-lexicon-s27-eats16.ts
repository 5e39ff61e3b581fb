/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for four foods the sixteenth held-out list found unknown, drawn in session 27
 * (library/kinds/declared/s27-eats16.ts). The Chinese 哈密瓜 stays the cantaloupe's; the
 * honeydew is 白兰瓜/蜜瓜. Data only; imports nothing.
 */
export const S27_EATS16_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  honeydew: [
    '白兰瓜|蜜瓜|甜瓜蜜露',
    'ハネデューメロン|ハニーデュー',
    'melon verde|melon de miel|melon tendral',
    'melon miel|melon honeydew',
    'honigmelone|honigmelonen',
    'melone bianco|melone invernale',
    'melao verde|melao honeydew',
    'медов дын',
  ],
  couscous: [
    '古斯古斯|蒸粗麦粉|库斯库斯',
    'クスクス',
    'cuscus',
    'semoule de couscous',
    'couscous',
    'cuscus|cuscusu',
    'cuscuz marroquino|cuscuz magrebino',
    'кускус',
  ],
  baklava: [
    '果仁蜜饼|巴克拉瓦',
    'バクラヴァ|バクラバ',
    'baklava',
    'baklawa',
    'baklava',
    'baklava|baclava',
    'baclava|baklava',
    'пахлав',
  ],
  paella: [
    '西班牙海鲜饭|西班牙炒饭|西班牙大锅饭',
    'パエリア|パエジャ',
    'paella',
    'paella',
    'paella',
    'paella',
    'paelha|paella',
    'паэль',
  ],
};
