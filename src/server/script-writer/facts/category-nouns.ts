import type { LanguageCode } from "../../../shared/catalog/languages";
import { matchesWholeWord } from "./whole-word";

/**
 * What a product is, as one common noun per language with its grammar: a name in another
 * language or script is said as brand + model + this noun ("il frigorifero BEKO RCSK 310M20S").
 * Gendered languages carry "m", "f" or "n" (German neuter), with "p" for nouns said in the
 * plural ("mp Kopfhörer"). `match` finds the category in a name or category in any of our
 * languages and in Russian, the most frequent other-script language of shop pages.
 * Longer, more specific entries come first. Decision 095.
 */
export type Gender = "m" | "f" | "n";
export type Noun = { word: string; gender?: Gender; plural?: boolean };
export type CategoryNoun = { key: string; match: RegExp; say: Record<LanguageCode, Noun> };

function noun(spec: string): Noun {
  const m = /^(m|f|n)(p?) (.+)$/u.exec(spec);
  if (!m) return { word: spec };
  return { word: m[3]!, gender: m[1] as Gender, ...(m[2] ? { plural: true } : {}) };
}

function entry(key: string, match: RegExp, ...words: [string, string, string, string, string, string, string, string]) {
  const [en, es, fr, de, it, pt, ja, zh] = words.map(noun) as [Noun, Noun, Noun, Noun, Noun, Noun, Noun, Noun];
  return { key, match, say: { en, es, fr, de, it, pt, ja, zh } };
}

// prettier-ignore
export const CATEGORY_NOUNS: readonly CategoryNoun[] = [
  entry("washer", /washing machine|waschmaschine|lave-linge|machine à laver|lavadora|lavatrice|máquina de lavar|стиральн|洗濯機|洗衣机/iu,
    "washing machine", "f lavadora", "m lave-linge", "f Waschmaschine", "f lavatrice", "f máquina de lavar", "洗濯機", "洗衣机"),
  entry("dishwasher", /dishwasher|geschirrspüler|spülmaschine|lave-vaisselle|lavavajillas|lavastoviglie|máquina de lavar louça|посудомоечн|食洗機|洗碗机/iu,
    "dishwasher", "m lavavajillas", "m lave-vaisselle", "m Geschirrspüler", "f lavastoviglie", "f máquina de lavar louça", "食洗機", "洗碗机"),
  entry("fridge", /refrigerator|fridge|kühlschrank|réfrigérateur|frigo|frigorífico|refrigerador|nevera|frigorifero|geladeira|холодильник|冷蔵庫|冰箱/iu,
    "fridge", "m frigorífico", "m réfrigérateur", "m Kühlschrank", "m frigorifero", "m frigorífico", "冷蔵庫", "冰箱"),
  entry("vacuum", /vacuum|staubsauger|aspirateur|aspiradora?|aspirapolvere|пылесос|掃除機|吸尘器/iu,
    "vacuum cleaner", "f aspiradora", "m aspirateur", "m Staubsauger", "m aspirapolvere", "m aspirador", "掃除機", "吸尘器"),
  entry("windowRobot", /limpiacristales|window[- ]cleaning robot|fensterputzroboter|robot lave-vitre|lavavetri|limpa[- ]vidros/iu,
    "window cleaning robot", "m robot limpiacristales", "m robot lave-vitre", "m Fensterputzroboter", "m robot lavavetri", "m robô limpa-vidros", "窓掃除ロボット", "擦窗机器人"),
  entry("coffee", /coffee (?:machine|maker)|kaffeemaschine|kaffeevollautomat|machine à café|cafetera|macchina da caffè|máquina de café|кофемашин|コーヒーメーカー|咖啡机/iu,
    "coffee machine", "f cafetera", "f machine à café", "f Kaffeemaschine", "f macchina da caffè", "f máquina de café", "コーヒーメーカー", "咖啡机"),
  entry("microwave", /microwave|mikrowelle|micro-ondes|microondas|microonde|микроволнов|電子レンジ|微波炉/iu,
    "microwave", "m microondas", "m micro-ondes", "f Mikrowelle", "m forno a microonde", "m micro-ondas", "電子レンジ", "微波炉"),
  entry("sink", /\bsink\b|spüle|évier|fregadero|lavello|lavandino|\bpia\b|мойк|シンク|水槽/iu,
    "sink", "m fregadero", "m évier", "f Spüle", "m lavello", "f pia", "シンク", "水槽"),
  entry("tv", /\btv\b|television|fernseher|téléviseur|televisor|televisore|телевизор|テレビ|电视/iu,
    "TV", "m televisor", "m téléviseur", "m Fernseher", "m televisore", "m televisor", "テレビ", "电视"),
  entry("phone", /smartphone|mobile phone|cell phone|handy|téléphone|teléfono|telefono|telefone|celular|смартфон|телефон|スマートフォン|スマホ|手机|手機/iu,
    "smartphone", "m smartphone", "m smartphone", "n Smartphone", "m telefono", "m smartphone", "スマートフォン", "手机"),
  entry("laptop", /laptop|notebook|ordinateur portable|portátil|computer portatile|ноутбук|ノートパソコン|笔记本电脑/iu,
    "laptop", "m portátil", "m ordinateur portable", "m Laptop", "m portatile", "m notebook", "ノートパソコン", "笔记本电脑"),
  entry("tablet", /\btablet\b|tablette|タブレット|平板/iu,
    "tablet", "f tableta", "f tablette", "n Tablet", "m tablet", "m tablet", "タブレット", "平板电脑"),
  entry("headphones", /headphones?|earbuds|earphones|kopfhörer|casque audio|écouteurs|auriculares|cuffie|auricolari|fones? de ouvido|наушник|イヤホン|ヘッドホン|耳机|耳機/iu,
    "headphones", "mp auriculares", "mp écouteurs", "mp Kopfhörer", "fp cuffie", "mp fones de ouvido", "イヤホン", "耳机"),
  entry("speaker", /speaker|lautsprecher|enceinte|altavoz|altoparlante|caixa de som|колонк|スピーカー|音箱|音响/iu,
    "speaker", "m altavoz", "f enceinte", "m Lautsprecher", "m altoparlante", "f caixa de som", "スピーカー", "音箱"),
  entry("amplifier", /amplifier|\bamp\b|verstärker|amplificateur|amplificador|amplificatore|усилител|アンプ|功放|放大器/iu,
    "amplifier", "m amplificador", "m amplificateur", "m Verstärker", "m amplificatore", "m amplificador", "アンプ", "放大器"),
  entry("doorbell", /doorbell|türklingel|sonnette|timbre|videocitofono|campainha|звонок|ドアベル|门铃/iu,
    "doorbell", "m timbre", "f sonnette", "f Türklingel", "m campanello", "f campainha", "ドアベル", "门铃"),
  entry("camera", /camera|kamera|appareil photo|cámara|fotocamera|câmera|фотоаппарат|камера|カメラ|相机/iu,
    "camera", "f cámara", "m appareil photo", "f Kamera", "f fotocamera", "f câmera", "カメラ", "相机"),
  entry("radio", /walkie[- ]talkie|funkgerät|talkie-walkie|ricetrasmittent|рация|トランシーバー|对讲机/iu,
    "walkie-talkie", "m walkie-talkie", "m talkie-walkie", "n Funkgerät", "m walkie-talkie", "m walkie-talkie", "トランシーバー", "对讲机"),
  entry("watch", /\bwatch\b|armbanduhr|\buhr\b|montre|reloj|orologio|relógio|часы|腕時計|手表|手錶/iu,
    "watch", "m reloj", "f montre", "f Uhr", "m orologio", "m relógio", "腕時計", "手表"),
  entry("lamp", /lamp|light fixture|sconce|leuchte|lampe|lámpara|lampada|luminária|lâmpada|светильник|ランプ|ライト|灯/iu,
    "lamp", "f lámpara", "f lampe", "f Leuchte", "f lampada", "f luminária", "ライト", "灯具"),
  entry("chairCover", /chair cover|housse de chaise|stuhlhusse|funda de silla|coprisedia|capa de cadeira/iu,
    "chair cover", "f funda de silla", "f housse de chaise", "f Stuhlhusse", "m coprisedia", "f capa de cadeira", "椅子カバー", "椅套"),
  entry("mattress", /mattress|matratze|matelas|colchón|materasso|colchão|матрас|マットレス|床垫/iu,
    "mattress", "m colchón", "m matelas", "f Matratze", "m materasso", "m colchão", "マットレス", "床垫"),
  entry("chair", /\bchair\b|stuhl|chaise|silla|sedia|cadeira|стул|椅子/iu,
    "chair", "f silla", "f chaise", "m Stuhl", "f sedia", "f cadeira", "椅子", "椅子"),
  entry("sofa", /sofa|couch|canapé|sofá|divano|диван|ソファ|沙发/iu,
    "sofa", "m sofá", "m canapé", "n Sofa", "m divano", "m sofá", "ソファ", "沙发"),
  entry("table", /\btable\b|tisch|mesa|tavolo|стол|テーブル|桌/iu,
    "table", "f mesa", "f table", "m Tisch", "m tavolo", "f mesa", "テーブル", "桌子"),
  entry("book", /\bbook\b|paperback|hardcover|\bbuch\b|livre|libro|livro|книга|書籍|小説|图书/iu,
    "book", "m libro", "m livre", "n Buch", "m libro", "m livro", "本", "书"),
  entry("game", /video ?game|\bps[45]\b|xbox|nintendo|videojuego|jeu vidéo|videogioco|videogame|видеоигр|ゲーム|游戏/iu,
    "video game", "m videojuego", "m jeu vidéo", "n Videospiel", "m videogioco", "m videogame", "ゲーム", "游戏"),
  entry("doll", /\bdolls?\b|puppe|poupée|muñeca|bambola|boneca|кукл|人形|娃娃/iu,
    "doll", "f muñeca", "f poupée", "f Puppe", "f bambola", "f boneca", "人形", "娃娃"),
  entry("tape", /duct tape|\btape\b|klebeband|ruban adhésif|cinta adhesiva|nastro adesivo|fita adesiva|скотч|テープ|胶带/iu,
    "tape", "f cinta adhesiva", "m ruban adhésif", "n Klebeband", "m nastro adesivo", "f fita adesiva", "テープ", "胶带"),
  entry("lotion", /lotion|cream|creme|crème|crema|лосьон|крем|ローション|クリーム|乳液|面霜/iu,
    "lotion", "f loción", "f lotion", "f Lotion", "f lozione", "f loção", "ローション", "乳液"),
  entry("spice", /seasoning|spice|gewürz|épice|especia|spezie|tempero|специ|スパイス|调料/iu,
    "seasoning", "m condimento", "m assaisonnement", "f Gewürzmischung", "m condimento", "m tempero", "スパイス", "调料"),
  entry("sneakers", /sneakers?|trainers|turnschuh|baskets|zapatillas|scarpe da ginnastica|tênis|кроссовк|スニーカー|运动鞋/iu,
    "sneakers", "fp zapatillas", "fp baskets", "mp Sneaker", "fp sneaker", "mp tênis", "スニーカー", "运动鞋"),
  entry("boots", /\bboots?\b|stiefel|bottes?|botas?|stivali|ботинк|сапог|ブーツ|靴子/iu,
    "boots", "fp botas", "fp bottes", "mp Stiefel", "mp stivali", "fp botas", "ブーツ", "靴子"),
  entry("shoes", /\bshoes?\b|schuhe?|chaussures?|zapatos?|scarpe|sapatos?|туфли|обувь|靴|鞋/iu,
    "shoes", "mp zapatos", "fp chaussures", "mp Schuhe", "fp scarpe", "mp sapatos", "靴", "鞋"),
  entry("tshirt", /t-?shirt|\btee\b|camiseta|maglietta|футболк|Tシャツ|T恤/iu,
    "T-shirt", "f camiseta", "m T-shirt", "n T-Shirt", "f maglietta", "f camiseta", "Tシャツ", "T恤"),
  entry("cardigan", /cardigan|strickjacke|cárdigan|кардиган|カーディガン|开衫/iu,
    "cardigan", "f chaqueta de punto", "m cardigan", "f Strickjacke", "m cardigan", "m cardigã", "カーディガン", "开衫"),
  entry("sweater", /sweater|jumper|pullover|\bpull\b|jersey|suéter|maglione|свитер|セーター|毛衣/iu,
    "sweater", "m jersey", "m pull", "m Pullover", "m maglione", "m suéter", "セーター", "毛衣"),
  entry("coat", /\bcoat\b|\bmantel\b|manteau|abrigo|cappotto|casaco|пальто|コート|大衣/iu,
    "coat", "m abrigo", "m manteau", "m Mantel", "m cappotto", "m casaco", "コート", "大衣"),
  entry("jacket", /jacket|jacke|veste|blouson|chaqueta|giacca|jaqueta|куртк|ジャケット|夹克/iu,
    "jacket", "f chaqueta", "f veste", "f Jacke", "f giacca", "f jaqueta", "ジャケット", "夹克"),
  entry("dress", /\bdress\b|kleid|\brobe\b|vestido|vestito|abito|платье|ワンピース|连衣裙/iu,
    "dress", "m vestido", "f robe", "n Kleid", "m vestito", "m vestido", "ワンピース", "连衣裙"),
  entry("shirt", /\bshirt\b|hemd|chemise|camisa|camicia|рубашк|シャツ|衬衫/iu,
    "shirt", "f camisa", "f chemise", "n Hemd", "f camicia", "f camisa", "シャツ", "衬衫"),
  entry("trousers", /trousers|\bpants\b|jeans|\bhose\b|pantalon|pantalones|pantaloni|calças?|брюки|джинсы|パンツ|ジーンズ|裤/iu,
    "trousers", "mp pantalones", "m pantalon", "f Hose", "mp pantaloni", "f calça", "パンツ", "裤子"),
  entry("backpack", /backpack|rucksack|sac à dos|mochila|zaino|рюкзак|リュック|背包/iu,
    "backpack", "f mochila", "m sac à dos", "m Rucksack", "m zaino", "f mochila", "リュック", "背包"),
  entry("bag", /\bbag\b|handbag|tasche|\bsac\b|bolso|borsa|bolsa|сумк|バッグ|手提包/iu,
    "bag", "m bolso", "m sac", "f Tasche", "f borsa", "f bolsa", "バッグ", "包"),
  entry("perfume", /perfume|parfum|eau de|profumo|духи|香水/iu,
    "perfume", "m perfume", "m parfum", "n Parfüm", "m profumo", "m perfume", "香水", "香水"),
  entry("knife", /\bknife\b|messer|couteau|cuchillo|coltello|faca|нож|包丁|刀/iu,
    "knife", "m cuchillo", "m couteau", "n Messer", "m coltello", "f faca", "包丁", "刀"),
  entry("pan", /frying pan|\bpan\b|pfanne|poêle|sartén|padella|frigideira|сковород|フライパン|平底锅/iu,
    "pan", "f sartén", "f poêle", "f Pfanne", "f padella", "f frigideira", "フライパン", "平底锅"),
  entry("guitar", /guitar|gitarre|guitare|guitarra|chitarra|гитар|ギター|吉他/iu,
    "guitar", "f guitarra", "f guitare", "f Gitarre", "f chitarra", "f guitarra", "ギター", "吉他"),
  entry("bicycle", /bicycle|\bbike\b|fahrrad|vélo|bicicleta|bicicletta|велосипед|自転車|自行车/iu,
    "bicycle", "f bicicleta", "m vélo", "n Fahrrad", "f bicicletta", "f bicicleta", "自転車", "自行车"),
  entry("toy", /\btoy\b|spielzeug|jouet|juguete|giocattolo|brinquedo|игрушк|おもちゃ|玩具/iu,
    "toy", "m juguete", "m jouet", "n Spielzeug", "m giocattolo", "m brinquedo", "おもちゃ", "玩具"),
];

/** The first category the text names (a product's name, then its breadcrumb), if any. */
export function categoryIn(...texts: (string | undefined)[]): CategoryNoun | undefined {
  for (const text of texts) {
    if (!text) continue;
    // Whole words only: "montre" names a watch, "Montreux" does not (whole-word.ts).
    const found = CATEGORY_NOUNS.find((c) => matchesWholeWord(c.match, text));
    if (found) return found;
  }
  return undefined;
}
