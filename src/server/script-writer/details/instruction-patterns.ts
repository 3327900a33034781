import type { ScriptTone } from "../../../shared/generator/script-style";
import { unicodeWords } from "../text/unicode-words";

/**
 * How sellers phrase requests about the script itself, in each of our 8 languages. Read by
 * read-details.ts; kept apart so the word lists can grow without touching the logic.
 */

/** Topics a seller may ask to leave out. */
export type OmitTopic = "price" | "rating" | "availability" | "brand";

export const NEGATION = unicodeWords(
  /\b(?:don'?t|do not|never|no|not|without|skip|leave out|omit|avoid|nicht|kein(?:e|en)?|ohne|weglassen|niemals|ne|n'|pas|sans|jamais|évite[rz]?|omets|omettez|sin|evita|evite|omite|nunca|non|senza|mai|não|nao|sem)\b|言わない|言及しない|触れない|入れない|不要|なし|省いて|書かないで|載せないで|伏せて|不要|别|不用|无需|勿|不提|不说|不写/iu,
);

export const OMIT_TOPICS: [OmitTopic, RegExp][] = [
  [
    "price",
    unicodeWords(
      /\b(?:price|prices|cost|pricing|preis|preise|prix|tarif|precio|precios|prezzo|prezzi|preço|preços|preco|valor)\b|価格|値段|金額|料金|价格|价钱|售价|價格/iu,
    ),
  ],
  [
    "rating",
    unicodeWords(
      /\b(?:ratings?|reviews?|stars?|bewertung(?:en)?|sterne|note|avis|étoiles|valoraci[oó]n(?:es)?|opiniones|rese[ñn]as|estrellas|valutazion[ei]|recension[ei]|stelle|avalia[çc][ãõ]o(?:es)?|estrelas)\b|評価|レビュー|星|评分|评价|好评/iu,
    ),
  ],
  [
    "availability",
    unicodeWords(
      /\b(?:stock|availability|in stock|verfügbarkeit|lager|lagerbestand|disponibilité|disponibilidad|existencias|disponibilità|magazzino|disponibilidade|estoque)\b|在庫|库存|有货/iu,
    ),
  ],
  ["brand", unicodeWords(/\b(?:brand|marke|marque|marca|marchio)\b|ブランド|品牌/iu)],
];

/** Nouns that make a tone word an instruction ("a warm tone") rather than a fact ("warm white light"). */
export const TONE_NOUN = unicodeWords(
  /\b(?:tone|voice|style|register|feel|vibe|mood|ton|tonfall|stil|stimmung|tonalité|registre|tono|estilo|registro|stile|tom|registo)\b|口調|トーン|調子|雰囲気|文体|スタイル|語り口|语气|语调|风格|口吻|调性/iu,
);

/** "Keep it friendly", "make it playful", "sound professional", "be formal". */
export const TONE_VERB = unicodeWords(
  /\b(?:keep it|make it|sound|be|write (?:it )?in|use an?|adopt an?|halte? es|mach(?:e|en sie)? es|klingt?|sei|schreib(?:e|en sie)?|garde[zr]?|fais|faites|soyez|sois|adopte[zr]?|écri[st]|écrivez|mantén|hazlo|sé|usa|escribe|mantieni|fallo|sii|scrivi|mantenha|faça|seja|use|escreva)\b|で(?:お願い|書いて|話して)|にして|请用|用.{0,4}的|保持|写得/iu,
);

export const TONE_WORDS: [ScriptTone, RegExp][] = [
  [
    "luxurious",
    unicodeWords(
      /\b(?:luxur\p{L}*|luxus|premium|elegant\p{L}*|sophisticated|upscale|refined|exclusive|classy|edel|edl\p{L}*|exklusiv\p{L}*|hochwertig\p{L}*|gehoben\p{L}*|luxueu\p{L}*|raffin\p{L}*|haut de gamme|prestig\p{L}*|chic|lujos\p{L}*|sofisticad\p{L}*|exclusiv\p{L}*|de lujo|lussuos\p{L}*|di lusso|luxuos\p{L}*|requintad\p{L}*)\b|高級|上品|エレガント|ラグジュアリー|洗練|奢华|高端|优雅|高级|精致/iu,
    ),
  ],
  [
    "playful",
    unicodeWords(
      /\b(?:playful|fun|funny|witty|cheeky|energetic|upbeat|enthusiastic|exciting|verspielt\p{L}*|lustig\p{L}*|witzig\p{L}*|spritzig\p{L}*|frech\p{L}*|ludique|amusant\p{L}*|drôle|enjoué\p{L}*|pétillant\p{L}*|dynamique|divertid\p{L}*|juguet\p{L}*|desenfadad\p{L}*|alegre|dinámic\p{L}*|giocos\p{L}*|divertent\p{L}*|scherzos\p{L}*|vivace|allegr\p{L}*|brincalh\p{L}*|descontraíd\p{L}*)\b|楽しい|遊び心|ポップ|元気|ユーモア|俏皮|有趣|活泼|幽默|轻快/iu,
    ),
  ],
  [
    "professional",
    unicodeWords(
      /\b(?:formal|professional|serious|businesslike|neutral|factual|formell\p{L}*|professionell\p{L}*|seriös\p{L}*|sachlich\p{L}*|förmlich\p{L}*|formel\p{L}*|professionnel\p{L}*|sérieu\p{L}*|soutenu|profesional|seri[oa]|formale|professionale|profissional|sério|séria)\b|フォーマル|丁寧|きちんと|プロフェッショナル|ビジネス|正式|专业|严肃|商务/iu,
    ),
  ],
  [
    "friendly",
    unicodeWords(
      /\b(?:warm|friendly|casual|cheerful|approachable|personal|freundlich\p{L}*|herzlich\p{L}*|locker\p{L}*|persönlich\p{L}*|chaleureu\p{L}*|amical\p{L}*|convivial\p{L}*|cálid\p{L}*|cercan\p{L}*|amigable|amistos\p{L}*|caldo|calda|amichevole|cordiale|caloros[oa]|amigável|acolhedor\p{L}*)\b|親しみ|フレンドリー|温かい|あたたかい|やさしい|優しい|亲切|温暖|友好|亲和/iu,
    ),
  ],
];

/** "30 seconds", "under 60 words", "1 minute", "60字以内". */
export const LENGTH_FIGURE = unicodeWords(
  /(\d{1,3})\s?(?:-|\s)?(seconds?|secs?|s\b|sekunden|sek\.?|secondes|segundos|secondi|minutes?|mins?|minuten|minutos|minuti|words?|wörter\p{L}*|worte\p{L}*|mots|palabras|parole|palavras|秒|分|語|文字|字)/iu,
);
export const ONE_MINUTE = unicodeWords(/\b(?:a|one|eine|une|un|uno|um)\s+(?:minute|minuten?|minuto)\b|一分钟|1分/iu);

export const SHORT_WORD = unicodeWords(
  /\b(?:short|shorter|brief|concise|quick|kurz\p{L}*|knapp\p{L}*|court\p{L}*|bref|brève|concis\p{L}*|cort[oa]|breve|concis[oa]|curt[oa])\b|短め|短く|簡潔|手短|简短|简洁|短一点|精简/iu,
);
export const LONG_WORD = unicodeWords(
  /\b(?:long|longer|detailed|in-depth|lang\p{L}*|ausführlich\p{L}*|détaillé\p{L}*|larg[oa]|detallad[oa]|lung[oa]|dettagliat[oa]|long[oa]|detalhad[oa])\b|長め|詳しく|詳細に|详细|长一点|详尽/iu,
);
/** What makes a length word an instruction: it is about the script, or it is asked for. */
export const SCRIPT_NOUN = unicodeWords(
  /\b(?:script|text|copy|audio|description|version|one|skript|text|beschreibung|fassung|texte|version|guion|guión|texto|descripción|versión|testo|descrizione|versione|roteiro|descrição|versão)\b|原稿|台本|スクリプト|文章|説明|脚本|文案|文字|介绍|稿/iu,
);
export const ASKING = unicodeWords(
  /\b(?:keep|make|write|be|please|halte|halten sie|mach|machen sie|schreib|schreiben sie|fasse|fassen sie|bitte|garde[zr]?|fais|faites|écri[st]|écrivez|sois|soyez|merci|mantén|hazlo|escribe|sé|por favor|mantieni|fallo|scrivi|sii|per favore|mantenha|faça|escreva|seja)\b|して|にして|でお願い|ください|请|写|保持/iu,
);
export const LENGTH_LIMITER = unicodeWords(
  /\b(?:under|below|max(?:imum)?|at most|no more than|about|around|approximately|roughly|unter|höchstens|maximal|etwa|ungefähr|rund|moins de|au plus|environ|menos de|como máximo|unos|alrededor de|meno di|al massimo|circa|menos de|no máximo|cerca de)\b|以内|以下|程度|くらい|ぐらい|左右|以内|不超过|大约/iu,
);

/** Requests that name what to say. Group 1 is what the seller wants said. */
export const MENTION_PATTERNS: RegExp[] = [
  /^(?:please,?\s+)?(?:(?:be sure|make sure) (?:to|you)\s+|(?:don't|do not) forget to\s+|also\s+)?(?:mention|state|note|highlight|emphasi[sz]e|stress|point out|tell (?:them|people|listeners|customers|buyers|shoppers|everyone)|let (?:them|people|listeners|customers|buyers|shoppers) know|remind (?:them|people|listeners|customers|buyers|shoppers))\s*(?:,|:)?\s*((?:the fact )?that\s+.+|.+)$/iu,
  /^(?:please,?\s+)?(?:also\s+)?say\s+(that\s+.+)$/iu,
  /^(?:por favor,?\s+)?(?:no olvides\s+|asegúrate de\s+|también\s+)?(?:menciona|mencione|mencionar|destaca|destaque|recuerda|recuerde|indica|indique|comenta|comente|resalta|subraya|informa|cuenta)\s*(?:,|:)?\s*(que\s+.+|.+)$/iu,
  /^(?:por favor,?\s+)?(?:di|diga|dile)\s+(que\s+.+)$/iu,
  /^(?:merci de\s+|n'oublie(?:z)? pas de\s+|pense(?:z)? à\s+)?(?:mentionne(?:z|r)?|précise(?:z|r)?|souligne(?:z|r)?|rappelle(?:z|r)?|indique(?:z|r)?|signale(?:z|r)?|mets en avant|mettez en avant|insiste(?:z|r)? sur)\s*(?:,|:)?\s*((?:le fait )?qu(?:e\s+|'|’).+|.+)$/iu,
  /^(?:dis|dites|dire)\s+(qu(?:e\s+|'|’).+)$/iu,
  /^(?:bitte\s+)?(?:erwähne|erwähnen sie|erwähnt|betone|betonen sie|weise darauf hin|weisen sie darauf hin|hebe hervor|heben sie hervor|nenne|nennen sie|vergiss nicht zu erwähnen|sag|sage|sagen sie)(?:\s+(?:bitte|auch|unbedingt|noch))*\s*(?:,|:)?\s*((?:dass|daß)\s+.+|.+)$/iu,
  /^(?:bitte\s+)?(?:auch\s+|unbedingt\s+)?(?:erwähnen|betonen|darauf hinweisen|hervorheben)\s*(?:,|:)\s*((?:dass|daß)\s+.+|.+)$/iu,
  /^(?:per favore,?\s+|ricordati di\s+|non dimenticare di\s+)?(?:menziona|menzionare|sottolinea|sottolineare|ricorda|ricordare|evidenzia|evidenziare|specifica|specificare|segnala|segnalare)\s*(?:,|:)?\s*(che\s+.+|.+)$/iu,
  /^(?:per favore,?\s+)?(?:dì|di'|dire)\s+(che\s+.+)$/iu,
  /^(?:por favor,?\s+|não (?:se )?esque[çc]a de\s+)?(?:mencione|menciona|mencionar|destaque|destaca|destacar|lembre|lembra|lembrar|informe|informa|informar|ressalte|ressalta|ressaltar)\s*(?:,|:)?\s*(que\s+.+|.+)$/iu,
  /^(?:por favor,?\s+)?(?:diga|diz|dizer|fale|fala)\s+(que\s+.+)$/iu,
  /^(.+?)(?:ということ|こと|の)?(?:を|も|に|と)(?:必ず|ぜひ|しっかり)?(?:伝えて|伝え|言って|言及して|触れて|強調して|アピールして|入れて|紹介して|記載して|書いて|お知らせして|案内して)(?:ください|下さい|ほしい|欲しい|くれ|おいて)?[。！!]?$/u,
  /^(?:请|麻烦|记得|务必|一定要|顺便|另外|也)*(?:提到|提一下|提及|说明|强调|告诉(?:顾客|客户|听众|大家|买家)|写上|注明|突出|介绍一下|说一下)[：:，,]?\s*(.+)$/u,
];

/**
 * Other requests about the writing that no rule follows but that must never be read aloud:
 * "Write for young parents.", "Avoid jargon.", "Use simple words.", "Bitte auf Deutsch".
 */
export const OTHER_REQUEST = unicodeWords(
  /^(?:please\b|write\b|avoid\b|use (?:simple|short|plain|easy|an?|the|more|less|fewer)\b|target\b|address\b|speak to\b|talk to\b|aim (?:at|for)\b|focus on\b|start with\b|end with\b|open with\b|close with\b|don'?t use\b|do not use\b|no (?:jargon|emojis?|hashtags?)\b|bitte\b|schreib\p{L}*\b|vermeide\p{L}*\b|verwende\p{L}*\b|benutze\p{L}*\b|richte\p{L}* (?:dich|sich)\b|konzentrier\p{L}*\b|merci\b|écri\p{L}*\b|évite\p{L}*\b|utilise\p{L}*\b|adresse-toi\b|adressez-vous\b|concentre\p{L}*\b|por favor\b|escrib\p{L}*\b|evit\p{L}*\b|utiliza\p{L}*\b|usa\b|dirígete\b|céntrate\b|per favore\b|scriv\p{L}*\b|utilizza\b|rivolgiti\b|concentrati\b|escrev\p{L}*\b|utilize\b|foque\b|dirija-se\b)|(?:ください|下さい|してほしい|でお願い|お願いします)[。！!]?$|^(?:请|麻烦|不要|别)/iu,
);
