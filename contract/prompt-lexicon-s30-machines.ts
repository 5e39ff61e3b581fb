/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the machines drawn in session 30 by the machines helper
 * (library/kinds/declared/s30-machines.ts). Data only; imports nothing.
 */
export const S30_MACHINES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  lathe: [
    '车床|机床车床|木工车床',
    '旋盤|旋盤機',
    'torno|torno mecanico|torno de metal',
    'tour a metaux|tour a bois|tour de tourneur|tour parallele',
    'drehbank|drehmaschine',
    'tornio|tornio parallelo',
    'torno mecanico|torno de tornear',
    'токарн станок|токарн',
  ],
  transformer: [
    '变压器|电力变压器',
    '変圧器|トランス',
    'transformador|transformadores',
    'transformateur|transformateurs',
    'transformator|trafo',
    'trasformatore|trasformatori',
    'transformador de tensao|transformadores',
    'трансформатор',
  ],
  laser: [
    '激光器|激光束|激光',
    'レーザー|レーザー光線',
    'laser|rayo laser',
    'laser|rayon laser',
    'laser|laserstrahl',
    'laser|raggio laser',
    'laser|raio laser',
    'лазер',
  ],
  gps: [
    'gps导航仪|导航仪|卫星导航仪',
    'カーナビ|gps受信機|ナビ',
    'gps|navegador gps',
    'gps|navigateur gps',
    'navi|navigationsgerat|navigationssystem',
    'navigatore satellitare|navigatore gps',
    'navegador gps|aparelho de gps',
    'навигатор|gps навигатор',
  ],
  sonar: [
    '声呐|声纳|声呐屏幕',
    'ソナー',
    'sonar|ecosonda',
    'sonar|echosondeur',
    'sonar|echolot',
    'sonar|ecoscandaglio',
    'sonar|ecobatimetro',
    'сонар|гидролокатор|эхолот',
  ],
  'telescopic sight': [
    '瞄准镜|狙击镜|步枪瞄准镜',
    'ライフルスコープ|照準器|照準眼鏡',
    'mira telescopica|visor telescopico',
    'lunette de visee|lunette de tir',
    'zielfernrohr|zielfernrohre',
    'mirino telescopico|cannocchiale da puntamento',
    'mira telescopica|luneta de tiro',
    'оптическ прицел|снайперск прицел|прицел',
  ],
  'ct scanner': [
    'ct扫描仪|ct机|核磁共振仪|医用扫描仪',
    'ctスキャナー|ct装置|mri装置',
    'escaner de tomografia|tomografo|maquina de resonancia',
    'scanner medical|tomodensitometre|appareil irm',
    'computertomograph|ct-gerat|mrt-gerat|kernspintomograph',
    'tomografo|macchina per la risonanza',
    'tomografo|aparelho de ressonancia',
    'томограф|компьютерн томограф|аппарат мрт',
  ],
};
