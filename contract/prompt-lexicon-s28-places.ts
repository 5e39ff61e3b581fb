/**
 * Rows of the prompt lexicon (prompt-lexicon.ts, same layout: English → [zh, ja, es, fr, de,
 * it, pt, ru], alternatives separated by "|", several-word entries allowed, Russian cells are
 * stems) for the places on the ground drawn in session 28 by helper places
 * (library/kinds/declared/s28-places.ts). Bare words that name something else are left out:
 * the Spanish and Portuguese "camino"/"caminho" is any way or road, the French "trou" and the
 * German "Loch" also a hole in a sock, so those are asked for by longer names there.
 * Data only; imports nothing.
 */
export const S28_PLACES_LEXICON: Readonly<
  Record<string, readonly [string, string, string, string, string, string, string, string]>
> = {
  hole: [
    '地洞|土坑|坑洞',
    '穴|地面の穴|掘った穴',
    'hoyo|agujero en el suelo|hoyo en la tierra',
    'trou dans le sol|trou creuse|fosse creusee',
    'erdloch|grube|loch im boden',
    'buca|fossa nel terreno',
    'buraco no chao|cova|buraco na terra',
    'яма|яму|ямы|ямк|рытвин',
  ],
  ditch: [
    '沟渠|水沟|壕沟',
    '溝|堀|塹壕',
    'zanja|acequia|trinchera|foso',
    'fosse|tranchee|douve',
    'graben|schutzengraben|burggraben',
    'fosso|trincea|canale di scolo',
    'vala|trincheira|fosso',
    'канав|крепостн ров|транше',
  ],
  crossroads: [
    '十字路口|交叉路口',
    '交差点|十字路',
    'cruce|encrucijada|interseccion',
    'carrefour routier|croisement|intersection',
    'kreuzung|strassenkreuzung|wegkreuzung',
    'incrocio|crocevia|intersezione',
    'cruzamento|encruzilhada|intersecao',
    'перекрест',
  ],
  roundabout: [
    '环岛|环形交叉路口|转盘',
    'ラウンドアバウト|環状交差点|ロータリー',
    'rotonda de trafico|glorieta de trafico',
    'rond-point|giratoire',
    'kreisverkehr|verkehrskreisel',
    'rotatoria|rondo',
    'rotatoria|rotunda de transito',
    'кругов движен|кольцев развязк',
  ],
  path: [
    '小路|小径|步道|山路',
    '小道|小径|散歩道|登山道',
    'sendero|vereda|senda',
    'sentier|chemin de terre|allee',
    'pfad|fussweg|wanderweg|trampelpfad',
    'sentiero|viottolo',
    'trilha|senda|vereda',
    'тропинк|тропа|тропу|пешеходн дорожк',
  ],
  sidewalk: [
    '人行道',
    '歩道',
    'acera|banqueta|vereda peatonal',
    'trottoir',
    'gehweg|burgersteig|gehsteig',
    'marciapiede',
    'calcada|passeio',
    'тротуар',
  ],
  peninsula: [
    '半岛|岬角|海角',
    '半島|岬',
    'peninsula|promontorio|cabo de tierra',
    'peninsule|promontoire|presqu ile',
    'halbinsel|landzunge|vorgebirge',
    'penisola|promontorio|capo',
    'peninsula|promontorio|cabo de terra',
    'полуостров',
  ],
  delta: [
    '三角洲|河口三角洲',
    '三角州|デルタ地帯',
    'delta del rio|delta fluvial',
    'delta du fleuve|delta fluvial',
    'flussdelta|delta',
    'delta del fiume|delta fluviale',
    'delta do rio|delta fluvial',
    'дельта|дельту|дельте|дельты',
  ],
  plain: [
    '平原|平地',
    '平原|平野|ツンドラ',
    'llanura|planicie|estepa|tundra',
    'plaine|steppe|toundra',
    'ebene|steppe|tundra|flachland',
    'pianura|steppa|tundra',
    'planicie|estepe|tundra',
    'равнин|степь|степи|тундр',
  ],
  sky: [
    '天空|蓝天',
    '青空|大空',
    'cielo|cielo azul',
    'ciel|ciel bleu',
    'himmel|blauer himmel',
    'cielo azzurro',
    'ceu|ceu azul',
    'небо|небе|небес',
  ],
};
