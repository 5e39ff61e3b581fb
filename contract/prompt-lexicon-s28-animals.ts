/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", Russian cells are stems) for the animal things
 * drawn in session 28 (library/kinds/declared/s28-animals.ts): the wishbone, the talon and
 * frogspawn. Data only; imports nothing.
 */
export const S28_ANIMALS_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  wishbone: [
    '叉骨|许愿骨|如愿骨',
    'ウィッシュボーン|叉骨',
    'espoleta|hueso de la suerte|hueso de los deseos',
    'os des souhaits|os à vœux|os du vœu',
    'gabelbein|glücksknochen|wunschknochen',
    'osso dei desideri|osso della fortuna',
    'fúrcula|osso da sorte|ossinho da sorte',
    'вилочков кост|косточк желани',
  ],
  talon: [
    '鹰爪|猛禽爪|利爪',
    '鉤爪|かぎ爪|猛禽の爪',
    'garra de rapaz|garras de rapaz|garra de águila',
    'serres de rapace|serre de rapace|serres d’aigle',
    'greifvogelkralle|greifvogelkrallen|adlerkralle|adlerkrallen',
    'artiglio di rapace|artigli di rapace|artiglio d’aquila',
    'garra de ave de rapina|garras de ave de rapina|garra de águia',
    'когт хищн птиц|орлин когт',
  ],
  frogspawn: [
    '蛙卵|青蛙卵|蟾蜍卵',
    'カエルの卵|蛙の卵|カエルの卵塊',
    'huevas de rana|huevos de rana|freza de rana',
    'frai de grenouille|œufs de grenouille|frai',
    'froschlaich|krötenlaich|laich',
    'uova di rana|uova di rospo',
    'ovos de rã|desova de rã',
    'лягушач икр|икр лягушк',
  ],
};
