import type { LanguageCode } from "../../../shared/catalog/languages";

/**
 * Closed lists of materials and colours: how pages in any of our languages write them, and how
 * each language says them. A word outside these lists has no safe phrasing in another language,
 * so it is left out rather than guessed.
 */
type Entry = { match: RegExp; say: Record<LanguageCode, string> };

/** A word in each of our languages, in the order of LANGUAGE_CODES' usual listing. */
export const say = (
  en: string,
  es: string,
  fr: string,
  de: string,
  it: string,
  pt: string,
  ja: string,
  zh: string,
) => ({
  en,
  es,
  fr,
  de,
  it,
  pt,
  ja,
  zh,
});

// Longer, more specific entries first: "solid wood" before "wood", "merino wool" before "wool".
export const MATERIALS = {
  stainlessSteel: {
    match:
      /stainless[- ]steel|edelstahl|acier inox(?:ydable)?|acero inoxidable|acciaio inox(?:idabile)?|aço inoxidável|aço inox|ステンレス|不锈钢|不鏽鋼/i,
    say: say(
      "stainless steel",
      "acero inoxidable",
      "acier inoxydable",
      "Edelstahl",
      "acciaio inox",
      "aço inoxidável",
      "ステンレス",
      "不锈钢",
    ),
  },
  castIron: {
    match: /cast[- ]iron|gusseisen|fonte émaillée|hierro fundido|ghisa|ferro fundido|鋳鉄|铸铁/i,
    say: say("cast iron", "hierro fundido", "fonte", "Gusseisen", "ghisa", "ferro fundido", "鋳鉄", "铸铁"),
  },
  aluminium: {
    match: /alumin(?:i)?um|aluminio|alluminio|alumínio|アルミ|铝合金|铝/i,
    say: say("aluminum", "aluminio", "aluminium", "Aluminium", "alluminio", "alumínio", "アルミ", "铝"),
  },
  titanium: {
    match: /\btitan(?:ium|e|io)?\b|titânio|チタン|钛/i,
    say: say("titanium", "titanio", "titane", "Titan", "titanio", "titânio", "チタン", "钛"),
  },
  brass: {
    match: /\bbrass\b|messing|laiton|latón|ottone|latão|真鍮|黄铜/i,
    say: say("brass", "latón", "laiton", "Messing", "ottone", "latão", "真鍮", "黄铜"),
  },
  solidWood: {
    match:
      /solid (?:oak|wood|pine|walnut|beech)|massivholz|bois massif|madera maciza|legno massello|madeira maciça|無垢材|实木/i,
    say: say(
      "solid wood",
      "madera maciza",
      "bois massif",
      "Massivholz",
      "legno massello",
      "madeira maciça",
      "無垢材",
      "实木",
    ),
  },
  oak: {
    match: /\boak\b|eichenholz|\beiche\b|\bchêne\b|\broble\b|\brovere\b|\bcarvalho\b|オーク|橡木/i,
    say: say("oak", "roble", "chêne", "Eichenholz", "rovere", "carvalho", "オーク材", "橡木"),
  },
  bamboo: {
    match: /bamboo|bambus|bambou|bambú|bambù|\bbambu\b/i,
    say: say("bamboo", "bambú", "bambou", "Bambus", "bambù", "bambu", "竹", "竹子"),
  },
  wood: {
    match: /\bwood(?:en)?\b|\bholz\b|\bbois\b|\bmadera\b|\blegno\b|\bmadeira\b|木製|木材|木质/i,
    say: say("wood", "madera", "bois", "Holz", "legno", "madeira", "木", "木材"),
  },
  glass: {
    match: /\bglass\b|\bglas\b|\bverre\b|\bvidrio\b|\bvetro\b|\bvidro\b|ガラス|玻璃/i,
    say: say("glass", "vidrio", "verre", "Glas", "vetro", "vidro", "ガラス", "玻璃"),
  },
  porcelain: {
    match: /porcelain|porzellan|porcelaine|porcelana|porcellana|磁器|瓷器/i,
    say: say("porcelain", "porcelana", "porcelaine", "Porzellan", "porcellana", "porcelana", "磁器", "瓷"),
  },
  ceramic: {
    match: /ceramic|keramik|céramique|cerámica|ceramica|cerâmica|セラミック|陶器|陶瓷/i,
    say: say("ceramic", "cerámica", "céramique", "Keramik", "ceramica", "cerâmica", "陶器", "陶瓷"),
  },
  marble: {
    match: /\bmarble\b|marmor|\bmarbre\b|mármol|\bmarmo\b|mármore|大理石/i,
    say: say("marble", "mármol", "marbre", "Marmor", "marmo", "mármore", "大理石", "大理石"),
  },
  plaster: {
    match: /\bplaster\b|\bgypsum\b|\bgips\b|plâtre|\byeso\b|\bgesso\b|石膏/i,
    say: say("plaster", "yeso", "plâtre", "Gips", "gesso", "gesso", "石膏", "石膏"),
  },
  silicone: {
    match: /silicone|silikon|silicona|シリコン|硅胶/i,
    say: say("silicone", "silicona", "silicone", "Silikon", "silicone", "silicone", "シリコン", "硅胶"),
  },
  leather: {
    match: /\bleather\b|\bleder\b|\bcuir\b|\bcuero\b|\bpiel\b|\bpelle\b|\bcouro\b|レザー|本革|皮革|真皮/i,
    say: say("leather", "piel", "cuir", "Leder", "pelle", "couro", "レザー", "皮革"),
  },
  merinoWool: {
    match: /merino/i,
    say: say(
      "merino wool",
      "lana merino",
      "laine mérinos",
      "Merinowolle",
      "lana merino",
      "lã merino",
      "メリノウール",
      "美利奴羊毛",
    ),
  },
  cashmere: {
    match: /cashmere|kaschmir|cachemire|cachemira|caxemira|カシミヤ|羊绒/i,
    say: say("cashmere", "cachemira", "cachemire", "Kaschmir", "cashmere", "caxemira", "カシミヤ", "羊绒"),
  },
  wool: {
    match: /\bwool\b|\bwolle\b|\blaine\b|\blana\b|\blã\b|ウール|羊毛/i,
    say: say("wool", "lana", "laine", "Wolle", "lana", "lã", "ウール", "羊毛"),
  },
  linen: {
    match: /\blinen\b|\bleinen\b|\blin\b|\blino\b|\blinho\b|リネン|亚麻/i,
    say: say("linen", "lino", "lin", "Leinen", "lino", "linho", "リネン", "亚麻"),
  },
  silk: {
    match: /\bsilk\b|\bseide\b|\bsoie\b|\bseda\b|\bseta\b|シルク|丝绸|真丝/i,
    say: say("silk", "seda", "soie", "Seide", "seta", "seda", "シルク", "丝绸"),
  },
  cotton: {
    match: /cotton|baumwolle|\bcoton\b|algodón|algodão|\bcotone\b|コットン|綿100|纯棉|棉质/i,
    say: say("cotton", "algodón", "coton", "Baumwolle", "cotone", "algodão", "コットン", "棉"),
  },
  velvet: {
    match: /velvet|\bsamt\b|velours|terciopelo|velluto|veludo|ベルベット|天鹅绒/i,
    say: say("velvet", "terciopelo", "velours", "Samt", "velluto", "veludo", "ベルベット", "天鹅绒"),
  },
  viscose: {
    match: /viscose|viskose|viscosa|レーヨン|粘胶/i,
    say: say("viscose", "viscosa", "viscose", "Viskose", "viscosa", "viscose", "レーヨン", "粘胶纤维"),
  },
  nylon: {
    match: /\bnylon\b|\bnailon\b|ナイロン|尼龙/i,
    say: say("nylon", "nailon", "nylon", "Nylon", "nylon", "náilon", "ナイロン", "尼龙"),
  },
  polyester: {
    match: /polyester|poliéster|poliestere|ポリエステル|聚酯/i,
    say: say("polyester", "poliéster", "polyester", "Polyester", "poliestere", "poliéster", "ポリエステル", "聚酯纤维"),
  },
  memoryFoam: {
    match: /memory[- ]?foam|memory-schaum|mousse à mémoire|espuma viscoelástica|低反発|记忆棉|记忆海绵/i,
    say: say(
      "memory foam",
      "espuma viscoelástica",
      "mousse à mémoire de forme",
      "Memory-Schaum",
      "memory foam",
      "espuma viscoelástica",
      "低反発フォーム",
      "记忆海绵",
    ),
  },
} satisfies Record<string, Entry>;

export type MaterialKey = keyof typeof MATERIALS;

export const COLOURS = {
  multicolour: {
    match: /multi-?colou?r(?:ed)?|mehrfarbig|bunt|multicolore|multicolor|multicolorido|マルチカラー|多色|彩色/i,
    say: say(
      "multicolor",
      "multicolor",
      "multicolore",
      "Mehrfarbig",
      "multicolore",
      "multicolorido",
      "マルチカラー",
      "多色",
    ),
  },
  navy: {
    match: /\bnavy\b|marineblau|bleu marine|azul marino|blu navy|azul-marinho|ネイビー|藏青/i,
    say: say("navy", "azul marino", "bleu marine", "Marineblau", "blu navy", "azul-marinho", "ネイビー", "藏青色"),
  },
  black: {
    match: /^(?:black|schwarz|noire?|negr[oa]|ner[oa]|pret[oa]|ブラック|黒|黑色?)$/i,
    say: say("black", "negro", "noir", "Schwarz", "nero", "preto", "ブラック", "黑色"),
  },
  white: {
    match: /^(?:white|weiß|weiss|blanc(?:he)?|blanc[oa]|bianc[oa]|branc[oa]|ホワイト|白|白色)$/i,
    say: say("white", "blanco", "blanc", "Weiß", "bianco", "branco", "ホワイト", "白色"),
  },
  grey: {
    match: /^(?:gr[ae]y|grau|gris[ea]?|grigi[oa]|cinza|グレー|灰色?)$/i,
    say: say("gray", "gris", "gris", "Grau", "grigio", "cinza", "グレー", "灰色"),
  },
  silver: {
    match: /^(?:silver|silber|argent(?:é|ée)?|plata|platead[oa]|argento|prata|prateado|シルバー|银色?)$/i,
    say: say("silver", "plateado", "argenté", "Silber", "argento", "prateado", "シルバー", "银色"),
  },
  gold: {
    match: /^(?:gold(?:en)?|doré(?:e)?|dorad[oa]|oro|dourad[oa]|ゴールド|金色)$/i,
    say: say("gold", "dorado", "doré", "Gold", "oro", "dourado", "ゴールド", "金色"),
  },
  red: {
    match: /^(?:red|rot|rouge|roj[oa]|ross[oa]|vermelh[oa]|レッド|赤|红色?)$/i,
    say: say("red", "rojo", "rouge", "Rot", "rosso", "vermelho", "レッド", "红色"),
  },
  blue: {
    match: /^(?:blue|blau|bleue?|azul|blu|ブルー|青|蓝色?)$/i,
    say: say("blue", "azul", "bleu", "Blau", "blu", "azul", "ブルー", "蓝色"),
  },
  green: {
    match: /^(?:green|grün|verte?|verde|グリーン|緑|绿色?)$/i,
    say: say("green", "verde", "vert", "Grün", "verde", "verde", "グリーン", "绿色"),
  },
  yellow: {
    match: /^(?:yellow|gelb|jaune|amarill[oa]|giall[oa]|amarel[oa]|イエロー|黄色)$/i,
    say: say("yellow", "amarillo", "jaune", "Gelb", "giallo", "amarelo", "イエロー", "黄色"),
  },
  orange: {
    match: /^(?:orange|naranja|arancione|laranja|オレンジ|橙色)$/i,
    say: say("orange", "naranja", "orange", "Orange", "arancione", "laranja", "オレンジ", "橙色"),
  },
  pink: {
    match: /^(?:pink|rosa|rose|ピンク|粉色|粉红色)$/i,
    say: say("pink", "rosa", "rose", "Rosa", "rosa", "rosa", "ピンク", "粉色"),
  },
  purple: {
    match: /^(?:purple|lila|violett|violet(?:te)?|morad[oa]|viola|rox[oa]|パープル|紫|紫色)$/i,
    say: say("purple", "morado", "violet", "Lila", "viola", "roxo", "パープル", "紫色"),
  },
  brown: {
    match: /^(?:brown|braun|marron|marrón|marrone|marrom|ブラウン|茶色|棕色)$/i,
    say: say("brown", "marrón", "marron", "Braun", "marrone", "marrom", "ブラウン", "棕色"),
  },
  beige: {
    match: /^(?:beige|bege|ベージュ|米色)$/i,
    say: say("beige", "beige", "beige", "Beige", "beige", "bege", "ベージュ", "米色"),
  },
} satisfies Record<string, Entry>;

export type ColourKey = keyof typeof COLOURS;

/** Colour words that may also stand inside a longer value ("Matt black", "Schwarz/Grau"). */
export function colourIn(value: string): ColourKey | undefined {
  const words = value
    .toLowerCase()
    .split(/[\s/,&+()-]+/)
    .filter(Boolean);
  // A value naming two colours ("black/grey") says nothing safe about which one this is.
  const found = new Set<ColourKey>();
  for (const key of Object.keys(COLOURS) as ColourKey[]) {
    const entry = COLOURS[key];
    if (entry.match.test(value.trim()) || words.some((w) => entry.match.test(w))) found.add(key);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The first material the value names, with where it stands (so callers can check the words before it). */
export function materialIn(value: string): { key: MaterialKey; index: number } | undefined {
  for (const key of Object.keys(MATERIALS) as MaterialKey[]) {
    const m = MATERIALS[key].match.exec(value);
    if (m) return { key, index: m.index };
  }
  return undefined;
}
