import type { LanguageCode } from "../../shared/catalog/languages";
import { anyOf } from "./prefilter";
import { GENERIC_CLAIM_LABELS } from "../../shared/claims/claim-reasons";

/**
 * Comparative, superlative and generic claims (green, health, ranking) in the 8 languages, in
 * folded form (see ./fold). A script may make one only when a source makes the same one, in any
 * language: "Naturkosmetik" on the page supports "natural cosmetics" in the script. The EU bans
 * unsubstantiated generic environmental claims from 27 September 2026 (Directive 2024/825).
 */
export type GenericKey =
  | "superlative"
  | "numberOne"
  | "bestSelling"
  | "topRated"
  | "marketLeader"
  | "worldFirst"
  | "mostPopular"
  | "comparative"
  | "awardWinning"
  | "expertRecommended"
  | "clinicallyProven"
  | "dermatologicallyTested"
  | "ecoFriendly"
  | "sustainable"
  | "climateNeutral"
  | "natural"
  | "organic"
  | "biodegradable"
  | "recyclable"
  | "recycled"
  | "plasticFree"
  | "nonToxic"
  | "hypoallergenic"
  | "vegan"
  | "crueltyFree"
  | "lifetimeWarranty"
  | "moneyBack"
  | "freeShipping";

type Entry = { label: string; patterns: Partial<Record<LanguageCode, RegExp>> };

const r = (source: string) => new RegExp(source, "u");

export const GENERIC_CLAIMS: Record<GenericKey, Entry> = {
  superlative: {
    label: GENERIC_CLAIM_LABELS.superlative,
    patterns: {
      en: r(
        String.raw`\b(?:the|our|its|their|your|is|are)\s+(?:very\s+|absolute\s+)?(?:best|finest|greatest|ultimate)\b(?!\s+(?:part|thing|bit|news|of all|results|way|to)\b)(?!\s*:)|\bbest[- ](?:in[- ]class|on the market|quality|value)\b|\bbest\s+\w+\s+(?:on|in)\s+the\s+(?:market|world)|\bunbeatable\b|\bunmatched\b|\bunrivall?ed\b|\bsecond to none\b|\bnone better\b|\bworld'?s best\b|\bworld[- ]class\b|\b(?:most|least) \p{L}+(?: \p{L}+)? (?:on the market|in the world|ever made|you can buy|of all)\b|\bthe \p{L}{2,}est \p{L}+ (?:on the market|in the world)\b`,
      ),
      de: r(
        String.raw`\b(?:der|die|das|den|dem|des)\s+(?:aller)?beste[nmrs]?\b(?!\s*(?:daran|:|dabei|vom|zum schluss))|\bbeste[nrs]?\s+(?:\w+\s+)?(?:auf dem markt|der welt|aller zeiten)|\bunschlagbar\w*|\bunubertroffen\w*|\berstklassig\w*|\bweltklasse\b|\b\p{L}+ste[nmrs]?\s+(?:\p{L}+\s+)?(?:auf dem markt|der welt|aller zeiten)\b`,
      ),
      fr: r(
        String.raw`\b(?:le|la|les|du|des)\s+meilleur(?:e|s|es)?\s+(?!:)\p{L}|\bmeilleur(?:e|s|es)?\s+du\s+(?:marche|monde)|\bimbattable\w*|\binegal(?:e|es|s)?\b|\bsans egal\b|\bde classe mondiale\b|\b(?:plus|moins) \p{L}+ (?:du marche|du monde|de tous|jamais)`,
      ),
      es: r(
        String.raw`\b(?:el|la|los|las)\s+mejor(?:es)?\s+(?!:)\p{L}|\bmejor(?:es)?\s+del\s+(?:mercado|mundo)|\binmejorable\w*|\bimbatible\w*|\bsin igual\b|\binigualable\w*|\bde clase mundial\b|\b(?:mas|menos) \p{L}+ (?:del mercado|del mundo|de todos|jamas)`,
      ),
      it: r(
        String.raw`\b(?:il|la|i|le|lo|gli)\s+miglior[ei]?\s+(?!:)\p{L}|\bmiglior[ei]?\s+(?:sul|del)\s+(?:mercato|mondo)|\bimbattibil[ei]\b|\binsuperabil[ei]\b|\bineguagliabil[ei]\b|\bsenza pari\b|\b(?:piu|meno) \p{L}+ (?:sul mercato|del mercato|al mondo|del mondo|di sempre)`,
      ),
      pt: r(
        String.raw`\b(?:o|a|os|as)\s+melhor(?:es)?\s+(?!:|ainda)\p{L}|\bmelhor(?:es)?\s+do\s+(?:mercado|mundo)|\bimbativel\b|\binsuperavel\b|\bsem igual\b|\bincomparavel\b|\b(?:mais|menos) \p{L}+ (?:do mercado|do mundo|de todos)`,
      ),
      ja: r(String.raw`最高(?!です)|最強|最上級|究極|比類(?:のない|なき)|世界最高`),
      zh: r(String.raw`最好(?!玩)|最佳|最优|顶级|无与伦比|無與倫比|世界级`),
    },
  },
  numberOne: {
    label: GENERIC_CLAIM_LABELS.numberOne,
    patterns: {
      en: r(String.raw`\bno\.?\s?1\b|\bnumber\s?(?:one|1)\b|#\s?1\b`),
      de: r(String.raw`\bnr\.?\s?1\b|\bnummer\s?(?:eins|1)\b|\bno\.?\s?1\b|#\s?1\b`),
      fr: r(String.raw`\bn[°o]\.?\s?1\b|\bnumero\s?(?:un|1)\b|#\s?1\b`),
      es: r(String.raw`\bn[°ºo]\.?\s?1\b|\bnumero\s?(?:uno|1)\b|#\s?1\b`),
      it: r(String.raw`\bn[°ºo]\.?\s?1\b|\bnumero\s?(?:uno|1)\b|#\s?1\b`),
      pt: r(String.raw`\bn[°ºo]\.?\s?1\b|\bnumero\s?(?:um|1)\b|#\s?1\b`),
      ja: r(String.raw`no\.?\s?1|ナンバーワン|ナンバー1|日本一|世界一|業界一`),
      zh: r(String.raw`no\.?\s?1|第一名|排名第一|销量第一|銷量第一|全球第一|行业第一`),
    },
  },
  bestSelling: {
    label: GENERIC_CLAIM_LABELS.bestSelling,
    patterns: {
      en: r(String.raw`\bbest[- ]?sell(?:ing|er|ers)\b|\btop[- ]sell(?:ing|er)\b|\bsells? out\b`),
      de: r(String.raw`\bmeistverkauft\w*|\bbestseller\b|\bverkaufsschlager\b|\bverkaufsrenner\b`),
      fr: r(String.raw`\b(?:le|la|les) plus vendu(?:e|s|es)?\b|\bmeilleures? ventes?\b|\bbest[- ]?seller\b`),
      es: r(String.raw`\bmas vendid[oa]s?\b|\bsuperventas\b|\bbest[- ]?seller\b`),
      it: r(String.raw`\bpiu vendut[oaie]\b|\bbest[- ]?seller\b`),
      pt: r(String.raw`\bmais vendid[oa]s?\b|\bcampea[o]? de vendas\b|\bbest[- ]?seller\b`),
      ja: r(
        String.raw`売れ筋|ベストセラー|売上(?:no|ナンバー|1位)|大ヒット|(?:一番|いちばん|最も)売れ|人気(?:ナンバーワン|no\.?\s?1|1位)`,
      ),
      zh: r(String.raw`畅销|暢銷|热销|熱銷|爆款|卖得最好|賣得最好|销量最高|銷量最高`),
    },
  },
  topRated: {
    label: GENERIC_CLAIM_LABELS.topRated,
    patterns: {
      en: r(String.raw`\btop[- ]rated\b|\bhighest[- ]rated\b|\bbest[- ]rated\b|\bbest[- ]reviewed\b`),
      de: r(String.raw`\bam besten bewertet\w*|\btestsieger\w*|\bbestbewertet\w*`),
      fr: r(String.raw`\ble mieux note\w*|\bles mieux notes\b`),
      es: r(String.raw`\bmejor valorad[oa]s?\b|\bmejor calificad[oa]s?\b`),
      it: r(String.raw`\bpiu votat[oaie]\b|\bmeglio recensit[oaie]\b`),
      pt: r(String.raw`\bmais bem avaliad[oa]s?\b|\bmelhor avaliad[oa]s?\b`),
      ja: r(String.raw`最高評価|高評価No`),
      zh: r(String.raw`评价最高|評價最高|好评第一`),
    },
  },
  marketLeader: {
    label: GENERIC_CLAIM_LABELS.marketLeader,
    patterns: {
      en: r(String.raw`\b(?:market|industry)[- ]lead(?:ing|er)\b|\bleading brand\b`),
      de: r(String.raw`\bmarktfuhr\w*|\bbranchenfuhr\w*|\bfuhrende[nr]?\s+(?:marke|hersteller|anbieter)\b`),
      fr: r(String.raw`\bleader (?:du marche|mondial)\b|\bnumero un mondial\b`),
      es: r(String.raw`\blider (?:del mercado|mundial)\b|\bmarca lider\b`),
      it: r(String.raw`\bleader (?:di|del) mercato\b|\bleader mondiale\b|\bmarchio leader\b`),
      pt: r(String.raw`\blider (?:de|do) mercado\b|\blider mundial\b|\bmarca lider\b`),
      ja: r(String.raw`業界(?:トップ|最大)|トップブランド|シェアno`),
      zh: r(String.raw`行业领先|行業領先|领导品牌|領導品牌|领先品牌`),
    },
  },
  worldFirst: {
    label: GENERIC_CLAIM_LABELS.worldFirst,
    patterns: {
      en: r(String.raw`\b(?:world|industry)'?s first\b|\bfirst ever\b|\bone of a kind\b`),
      de: r(String.raw`\bweltweit erste\w*|\bweltneuheit\b|\bweltweit einzig\w*`),
      fr: r(String.raw`\bpremier au monde\b|\bpremiere mondiale\b|\bunique au monde\b`),
      es: r(String.raw`\bprimer[oa]? del mundo\b|\bprimicia mundial\b|\bunic[oa] en el mundo\b`),
      it: r(String.raw`\bprim[oa] al mondo\b|\bunic[oa] al mondo\b`),
      pt: r(String.raw`\bprimeir[oa] do mundo\b|\bunic[oa] no mundo\b`),
      ja: r(String.raw`世界初|業界初|日本初`),
      zh: r(String.raw`全球首|世界首|业界首|業界首|行业首创`),
    },
  },
  mostPopular: {
    label: GENERIC_CLAIM_LABELS.mostPopular,
    patterns: {
      en: r(
        String.raw`\bmost popular\b|\bmost loved\b|\b(?:customer|fan|shopper|crowd|all[- ]time)s?'? favou?rites?\b|\b(?:our |your )?(?:customers|shoppers|buyers|users)'? (?:favou?rite|top pick)\b|\bfavou?rite (?:of|among) (?:our |all )?(?:customers|shoppers|buyers|users)\b`,
      ),
      de: r(
        String.raw`\bbeliebteste\w*|\bmeistgekauft\w*|\bkundenliebling\w*|\blieblings\w* (?:unserer|der|aller) kunden\b`,
      ),
      fr: r(
        String.raw`\b(?:le|la|les) plus populaires?\b|\bprefere(?:e|s|es)? (?:de|des|par) (?:nos |vos |les )?(?:francais|francaises|clients|clientes|utilisateurs|acheteurs)\b|\bchouchou\w* (?:de|des) (?:nos )?clients\b`,
      ),
      es: r(
        String.raw`\bmas popular(?:es)?\b|\b(?:favorit|preferid)[oa]s? (?:de|por) (?:nuestros |los |sus )?(?:clientes|usuarios|compradores)\b`,
      ),
      it: r(
        String.raw`\bpiu popolar[ei]\b|\bpiu amat[oaie]\b|\bpreferit[oaie] (?:da|dai|dagli|dei|degli) (?:nostri |vostri )?(?:clienti|utenti|italiani)\b`,
      ),
      pt: r(
        String.raw`\bmais popular(?:es)?\b|\bqueridinh[oa]s?\b|\b(?:favorit|preferid)[oa]s? (?:d[oa]s|pel[oa]s|de) (?:nossos |seus )?(?:clientes|usuarios|utilizadores|brasileiros)\b`,
      ),
      ja: r(String.raw`一番人気|大人気|人気no`),
      zh: r(String.raw`最受欢迎|最受歡迎|人气王|人氣王`),
    },
  },
  comparative: {
    label: GENERIC_CLAIM_LABELS.comparative,
    patterns: {
      en: r(
        String.raw`\b(?:better|faster|stronger|cheaper|longer[- ]lasting|quieter|more \w+) than (?:any|all|other|the competition|competitors?|ever|the rest|similar|most)\b|\boutperforms?\b|\bbeats? (?:the|any|all) (?:competition|others?)\b`,
      ),
      de: r(
        String.raw`\b(?:besser|schneller|starker|gunstiger|langer|leiser) als (?:alle|jede|andere|die konkurrenz|vergleichbare|herkommliche)\w*`,
      ),
      fr: r(
        String.raw`\b(?:meilleure?s?|plus \p{L}+) que (?:tous|toutes|les autres|la concurrence|n'importe)\b|\bsurpasse\w*`,
      ),
      es: r(
        String.raw`\b(?:mejor(?:es)?|mas \p{L}+) que (?:todos|todas|cualquier|los demas|la competencia|otros|otras)\b|\bsupera a\b`,
      ),
      it: r(
        String.raw`\b(?:miglior[ei]?|meglio|piu \p{L}+) (?:di|dei|degli|delle) (?:tutti|tutte|qualsiasi|altri|altre|concorrenti|la concorrenza)\b`,
      ),
      pt: r(
        String.raw`\b(?:melhor(?:es)?|mais \p{L}+) (?:do )?que (?:todos|todas|qualquer|os outros|as outras|a concorrencia)\b`,
      ),
      ja: r(String.raw`他社(?:製品)?(?:より|と比べ)|従来品(?:より|の\d)`),
      zh: r(String.raw`比(?:其他|同类|同類|竞品|競品)|优于|優於|胜过|勝過`),
    },
  },
  awardWinning: {
    label: GENERIC_CLAIM_LABELS.awardWinning,
    patterns: {
      en: r(String.raw`\baward[- ]winning\b|\bwon (?:an?|the) award\b|\bprize[- ]winning\b`),
      de: r(String.raw`\bpreisgekront\w*|\bausgezeichnet mit\b`),
      fr: r(String.raw`\bprime(?:e|s|es)? (?:a|au|par)\b|\brecompense(?:e|s|es)? par\b`),
      es: r(String.raw`\bpremiad[oa]s?\b|\bgalardonad[oa]s?\b`),
      it: r(String.raw`\bpremiat[oaie]\b|\bpluripremiat[oaie]\b`),
      pt: r(String.raw`\bpremiad[oa]s?\b|\bgalardoad[oa]s?\b`),
      ja: r(String.raw`受賞`),
      zh: r(String.raw`获奖|獲獎|荣获|榮獲`),
    },
  },
  expertRecommended: {
    label: GENERIC_CLAIM_LABELS.expertRecommended,
    patterns: {
      en: r(
        String.raw`\b(?:recommended|approved|endorsed|trusted) by (?:the )?(?:experts|professionals|doctors|dentists|dermatologists|vets|chefs|pros)\b|\b(?:expert|doctor|dentist|dermatologist|vet)[- ](?:recommended|approved|endorsed)\b`,
      ),
      de: r(
        String.raw`\bvon (?:experten|fachleuten|profis|arzten|zahnarzten|dermatologen|tierarzten) (?:empfohlen|gepruft|getestet)\w*|\b(?:experten|arzt|zahnarzt)empfohlen\w*`,
      ),
      fr: r(
        String.raw`\b(?:recommande|approuve)\w* par (?:les |des |nos )?(?:experts|professionnels|medecins|dentistes|dermatologues|veterinaires)\b`,
      ),
      es: r(
        String.raw`\b(?:recomendad|aprobad|avalad)[oa]s? por (?:los |nuestros )?(?:expertos|profesionales|medicos|dentistas|dermatologos|veterinarios)\b`,
      ),
      it: r(
        String.raw`\b(?:consigliat|raccomandat|approvat)[oaie] da(?:gli|i)? (?:esperti|professionisti|medici|dentisti|dermatologi|veterinari)\b`,
      ),
      pt: r(
        String.raw`\b(?:recomendad|aprovad)[oa]s? por (?:especialistas|profissionais|medicos|dentistas|dermatologistas|veterinarios|experts)\b`,
      ),
      ja: r(String.raw`(?:専門家|医師|歯科医|獣医|プロ)(?:が|も)?(?:おすすめ|お勧め|推奨|推薦)`),
      zh: r(String.raw`(?:专家|專家|医生|醫生|专业人士|專業人士)(?:推荐|推薦)`),
    },
  },
  clinicallyProven: {
    label: GENERIC_CLAIM_LABELS.clinicallyProven,
    patterns: {
      en: r(
        String.raw`\bclinically (?:proven|tested|shown|validated)\b|\bclinical(?:ly)? stud(?:y|ies) (?:show|prove)`,
      ),
      de: r(String.raw`\bklinisch (?:getestet|gepruft|bewiesen|belegt|erwiesen|bestatigt)\w*`),
      fr: r(String.raw`\bcliniquement (?:prouve|teste|demontre)\w*|\b(?:teste|prouve)e?s? cliniquement\b`),
      es: r(
        String.raw`\bclinicamente (?:probad|comprobad|demostrad|testad)\w*|\b(?:probad|testad)[oa]s? clinicamente\b`,
      ),
      it: r(String.raw`\bclinicamente (?:testat|provat|dimostrat)\w*|\btestat[oaie] clinicamente\b`),
      pt: r(String.raw`\bclinicamente (?:comprovad|testad|provad)\w*|\btestad[oa]s? clinicamente\b`),
      ja: r(String.raw`臨床(?:試験済|的に証明|実証|テスト済)`),
      zh: r(String.raw`临床(?:验证|证明|测试|試驗|试验)|臨床(?:驗證|證明|測試)`),
    },
  },
  dermatologicallyTested: {
    label: GENERIC_CLAIM_LABELS.dermatologicallyTested,
    patterns: {
      en: r(String.raw`\bdermatologi(?:cally|st)[- ](?:tested|approved|recommended)\b`),
      de: r(String.raw`\bdermatologisch (?:getestet|gepruft|bestatigt|empfohlen)\w*`),
      fr: r(
        String.raw`\bdermatologiquement teste\w*|\bteste\w* (?:sous controle )?dermatologique\w*|\bsous controle dermatologique\b`,
      ),
      es: r(
        String.raw`\bdermatologicamente (?:probad|testad|comprobad)\w*|\b(?:probad|testad)[oa]s? dermatologicamente\b`,
      ),
      it: r(String.raw`\bdermatologicamente testat\w*|\btestat[oaie] dermatologicamente\b`),
      pt: r(String.raw`\bdermatologicamente testad\w*|\btestad[oa]s? dermatologicamente\b`),
      ja: r(String.raw`皮膚科(?:医|専門医)?(?:による)?(?:テスト|試験)済`),
      zh: r(String.raw`皮肤科(?:医生)?测试|皮膚科(?:醫生)?測試|经皮肤科|經皮膚科`),
    },
  },
  ecoFriendly: {
    label: GENERIC_CLAIM_LABELS.ecoFriendly,
    patterns: {
      en: r(
        String.raw`\beco[- ]?friendly\b|\benvironment(?:ally)?[- ]friendly\b|\bkind to the (?:planet|environment)\b|\bplanet[- ]friendly\b|\bgood for the (?:planet|environment)\b|\bgreen(?:er)? (?:choice|product|option|alternative)\b|\becological\b`,
      ),
      de: r(String.raw`\bumweltfreundlich\w*|\bumweltschonend\w*|\bokologisch\w*|\bgut fur die umwelt\b`),
      fr: r(
        String.raw`\brespectueu(?:x|se)s? de l'environnement\b|\becologiques?\b|\beco-?responsables?\b|\bbon pour la planete\b`,
      ),
      es: r(
        String.raw`\brespetuos[oa]s? con el medio ?ambiente\b|\becologic[oa]s?\b|\bamigable con el (?:medio ?ambiente|planeta)\b`,
      ),
      it: r(
        String.raw`\brispettos[oa] (?:dell'|per l')ambiente\b|\becologic[oaie]\b|\becosostenibil[ei]\b|\beco-?friendly\b`,
      ),
      pt: r(String.raw`\bamig[oa] do (?:meio )?ambiente\b|\becologic[oa]s?\b|\becologicamente corret[oa]s?\b`),
      ja: r(String.raw`環境に(?:優しい|やさしい|配慮)|エコフレンドリー|地球に(?:優しい|やさしい)`),
      zh: r(String.raw`环保|環保|生态友好|生態友好|绿色环保`),
    },
  },
  sustainable: {
    label: GENERIC_CLAIM_LABELS.sustainable,
    patterns: {
      en: r(String.raw`\bsustainabl[ey]\b|\bsustainably\b|\bresponsibly sourced\b`),
      de: r(String.raw`\bnachhaltig\w*`),
      fr: r(
        String.raw`\bdeveloppement durable\b|\bde maniere durable\b|\bissu\w* de sources durables\b|\beco-?concu\w*`,
      ),
      es: r(String.raw`\bsostenibles?\b|\bsustentables?\b`),
      it: r(String.raw`\bsostenibil[ei]\b`),
      pt: r(String.raw`\bsustentave(?:l|is)\b`),
      ja: r(String.raw`サステナブル|持続可能`),
      zh: r(String.raw`可持续|可持續|永续|永續`),
    },
  },
  climateNeutral: {
    label: GENERIC_CLAIM_LABELS.climateNeutral,
    patterns: {
      en: r(
        String.raw`\b(?:climate|carbon|co2)[- ]neutral\b|\bnet[- ]zero\b|\bcarbon[- ]negative\b|\bcarbon[- ]free\b|\bzero emissions?\b`,
      ),
      de: r(String.raw`\bklimaneutral\w*|\bco2[- ]neutral\w*|\bklimapositiv\w*|\bemissionsfrei\w*`),
      fr: r(String.raw`\bneutre en carbone\b|\bneutre pour le climat\b|\bclimatiquement neutre\b|\bzero emission\b`),
      es: r(String.raw`\bneutr[oa]s? en carbono\b|\bclimaticamente neutr[oa]\b|\bcero emisiones\b`),
      it: r(
        String.raw`\bcarbon neutral\b|\bneutral[ei] (?:dal punto di vista climatico|per il clima)\b|\bclimaticamente neutr[oa]\b|\ba impatto zero\b|\bzero emissioni\b`,
      ),
      pt: r(String.raw`\bneutr[oa]s? em carbono\b|\bclimaticamente neutr[oa]\b|\bemissao zero\b`),
      ja: r(String.raw`カーボンニュートラル|気候中立|co2ゼロ`),
      zh: r(String.raw`碳中和|气候中和|氣候中和|零碳|零排放`),
    },
  },
  natural: {
    label: GENERIC_CLAIM_LABELS.natural,
    patterns: {
      en: r(
        String.raw`\b(?:all[- ]|100 ?% )?natural\b(?!\s+(?:sound|light|daylight|look|finish|colou?rs?|tones?|feel|position|posture|grip|shape|fit|movement|wood grain))|\bnaturally derived\b|\bnature'?s\b`,
      ),
      de: r(
        String.raw`\bnaturlich(?:e|en|er|es|em)\b|\b(?:rein|100 ?%) naturlich\b|\bnaturkosmetik\b|\bnaturrein\w*|\bnaturprodukt\w*|\bnaturliche[nrs]? (?:inhaltsstoffe|zutaten)\b`,
      ),
      fr: r(String.raw`\bnaturel(?:le|s|les)?\b(?!\s+(?:de|du))|\bd'origine naturelle\b`),
      es: r(String.raw`\bnaturales?\b`),
      it: r(String.raw`\bnatural[ei]\b`),
      pt: r(String.raw`\bnatura(?:l|is)\b`),
      ja: r(String.raw`天然|自然由来|ナチュラル`),
      zh: r(String.raw`天然|纯天然|純天然`),
    },
  },
  organic: {
    label: GENERIC_CLAIM_LABELS.organic,
    patterns: {
      en: r(String.raw`\borganic\b|\bbio\b`),
      de: r(String.raw`\bbio\b|\bbio-\w+|\bbiologisch\w*|\bkontrolliert biologisch\w*`),
      fr: r(String.raw`\bbio\b|\bbiologiques?\b`),
      es: r(String.raw`\borganic[oa]s?\b|\bbio\b|\bbiologic[oa]s?\b`),
      it: r(String.raw`\bbiologic[oaie]\b|\bbio\b|\borganic[oaie]\b`),
      pt: r(String.raw`\borganic[oa]s?\b|\bbio\b|\bbiologic[oa]s?\b`),
      ja: r(String.raw`オーガニック|有機`),
      zh: r(String.raw`有机|有機`),
    },
  },
  biodegradable: {
    label: GENERIC_CLAIM_LABELS.biodegradable,
    patterns: {
      en: r(String.raw`\bbiodegradable\b|\bcompostable\b`),
      de: r(String.raw`\bbiologisch abbaubar\w*|\bkompostierbar\w*`),
      fr: r(String.raw`\bbiodegradables?\b|\bcompostables?\b`),
      es: r(String.raw`\bbiodegradables?\b|\bcompostables?\b`),
      it: r(String.raw`\bbiodegradabil[ei]\b|\bcompostabil[ei]\b`),
      pt: r(String.raw`\bbiodegradave(?:l|is)\b|\bcompostave(?:l|is)\b`),
      ja: r(String.raw`生分解|堆肥化可能`),
      zh: r(String.raw`可生物降解|可降解|可堆肥`),
    },
  },
  recyclable: {
    label: GENERIC_CLAIM_LABELS.recyclable,
    patterns: {
      en: r(String.raw`\brecyclable\b|\bfully recyclable\b`),
      de: r(String.raw`\brecycelbar\w*|\brecyclingfahig\w*|\bwiederverwertbar\w*`),
      fr: r(String.raw`\brecyclables?\b`),
      es: r(String.raw`\breciclables?\b`),
      it: r(String.raw`\briciclabil[ei]\b`),
      pt: r(String.raw`\breciclave(?:l|is)\b`),
      ja: r(String.raw`リサイクル可能|再利用可能`),
      zh: r(String.raw`可回收|可循环|可再生`),
    },
  },
  recycled: {
    label: GENERIC_CLAIM_LABELS.recycled,
    patterns: {
      en: r(String.raw`\brecycled\b|\bupcycled\b`),
      de: r(String.raw`\brecycelt\w*|\brecycling-?(?:material|kunststoff|plastik)\w*`),
      fr: r(String.raw`\brecycle(?:e|s|es)?\b`),
      es: r(String.raw`\breciclad[oa]s?\b`),
      it: r(String.raw`\briciclat[oaie]\b`),
      pt: r(String.raw`\breciclad[oa]s?\b`),
      ja: r(String.raw`再生(?:素材|プラスチック|ポリエステル)|リサイクル素材`),
      zh: r(String.raw`再生材料|回收材料|再生塑料`),
    },
  },
  plasticFree: {
    label: GENERIC_CLAIM_LABELS.plasticFree,
    patterns: {
      en: r(String.raw`\bplastic[- ]free\b|\bzero[- ]waste\b`),
      de: r(String.raw`\bplastikfrei\w*|\bohne plastik\b|\bzero[- ]waste\b`),
      fr: r(String.raw`\bsans plastique\b|\bzero dechet\b`),
      es: r(String.raw`\bsin plastico\b|\blibre de plastico\b|\bresiduo cero\b`),
      it: r(String.raw`\bsenza plastica\b|\bplastic[- ]free\b|\brifiuti zero\b`),
      pt: r(String.raw`\bsem plastico\b|\blivre de plastico\b|\blixo zero\b`),
      ja: r(String.raw`プラスチックフリー|脱プラ`),
      zh: r(String.raw`无塑料|無塑料|零塑料`),
    },
  },
  nonToxic: {
    label: GENERIC_CLAIM_LABELS.nonToxic,
    patterns: {
      en: r(
        String.raw`\bnon[- ]?toxic\b|\bchemical[- ]free\b|\bfree (?:from|of) (?:harmful )?chemicals\b|\btoxin[- ]free\b`,
      ),
      de: r(String.raw`\bschadstofffrei\w*|\bungiftig\w*|\bfrei von (?:schadstoffen|chemikalien)\b|\bohne chemie\b`),
      fr: r(String.raw`\bnon toxiques?\b|\bsans produits? chimiques?\b|\bsans substances? nocives?\b`),
      es: r(String.raw`\bno toxic[oa]s?\b|\bsin (?:productos )?quimicos\b|\blibre de toxicos\b`),
      it: r(String.raw`\batossic[oaie]\b|\bnon tossic[oaie]\b|\bsenza sostanze chimiche\b`),
      pt: r(String.raw`\bnao toxic[oa]s?\b|\batoxic[oa]s?\b|\bsem (?:produtos )?quimicos\b`),
      ja: r(String.raw`無毒|有害物質(?:不使用|ゼロ)|ケミカルフリー`),
      zh: r(String.raw`无毒|無毒|零化学|不含有害`),
    },
  },
  hypoallergenic: {
    label: GENERIC_CLAIM_LABELS.hypoallergenic,
    patterns: {
      en: r(String.raw`\bhypo-?allergenic\b|\ballergy[- ]friendly\b`),
      de: r(String.raw`\bhypoallergen\w*|\ballergikerfreundlich\w*|\bfur allergiker geeignet\b`),
      fr: r(String.raw`\bhypoallergeniques?\b`),
      es: r(String.raw`\bhipoalergenic[oa]s?\b`),
      it: r(String.raw`\bipoallergenic[oaie]\b`),
      pt: r(String.raw`\bhipoalergenic[oa]s?\b`),
      ja: r(String.raw`低アレルギー|アレルギーテスト済|低刺激`),
      zh: r(String.raw`低敏|防过敏|防過敏|抗过敏`),
    },
  },
  vegan: {
    label: GENERIC_CLAIM_LABELS.vegan,
    patterns: {
      en: r(String.raw`\bvegan\b|\bplant[- ]based\b`),
      de: r(String.raw`\bvegan\w*|\bpflanzlich\w*`),
      fr: r(String.raw`\bvegan\b|\bvegetalien\w*`),
      es: r(String.raw`\bvegan[oa]s?\b`),
      it: r(String.raw`\bvegan[oaie]?\b`),
      pt: r(String.raw`\bvegan[oa]s?\b`),
      ja: r(String.raw`ヴィーガン|ビーガン|植物性`),
      zh: r(String.raw`纯素|純素|素食`),
    },
  },
  crueltyFree: {
    label: GENERIC_CLAIM_LABELS.crueltyFree,
    patterns: {
      en: r(String.raw`\bcruelty[- ]free\b|\bnot tested on animals\b`),
      de: r(String.raw`\btierversuchsfrei\w*|\bohne tierversuche\b`),
      fr: r(String.raw`\bnon teste\w* sur les animaux\b|\bsans cruaute\b`),
      es: r(String.raw`\blibre de crueldad\b|\bno testad[oa] en animales\b|\bno probad[oa] en animales\b`),
      it: r(String.raw`\bnon testat[oaie] su(?:gli)? animali\b|\bcruelty[- ]free\b`),
      pt: r(String.raw`\bnao testad[oa] em animais\b|\blivre de crueldade\b`),
      ja: r(String.raw`動物実験(?:を行っていない|なし|不使用)`),
      zh: r(String.raw`无动物实验|無動物實驗|零残忍`),
    },
  },
  lifetimeWarranty: {
    label: GENERIC_CLAIM_LABELS.lifetimeWarranty,
    patterns: {
      en: r(String.raw`\blifetime (?:warranty|guarantee)\b|\bguaranteed for life\b`),
      de: r(String.raw`\blebenslange\w* garantie\b|\bgarantie auf lebenszeit\b`),
      fr: r(String.raw`\bgarantie a vie\b`),
      es: r(String.raw`\bgarantia de por vida\b|\bgarantia vitalicia\b`),
      it: r(String.raw`\bgaranzia a vita\b`),
      pt: r(String.raw`\bgarantia vitalicia\b`),
      ja: r(String.raw`永久保証|生涯保証`),
      zh: r(String.raw`终身保修|終身保修|终身质保`),
    },
  },
  moneyBack: {
    label: GENERIC_CLAIM_LABELS.moneyBack,
    patterns: {
      en: r(String.raw`\bmoney[- ]back\b|\bsatisfaction guaranteed\b|\brisk[- ]free\b`),
      de: r(String.raw`\bgeld[- ]zuruck\w*|\bzufriedenheitsgarantie\b`),
      fr: r(String.raw`\bsatisfait ou rembourse\b|\bremboursement garanti\b`),
      es: r(String.raw`\bdevolucion del dinero\b|\bsatisfaccion garantizada\b`),
      it: r(String.raw`\bsoddisfatti o rimborsati\b|\brimborso garantito\b`),
      pt: r(String.raw`\bdevolucao do dinheiro\b|\bsatisfacao garantida\b`),
      ja: r(String.raw`返金保証|全額返金`),
      zh: r(String.raw`退款保证|退款保證|无效退款`),
    },
  },
  freeShipping: {
    label: GENERIC_CLAIM_LABELS.freeShipping,
    patterns: {
      en: r(String.raw`\bfree (?:shipping|delivery)\b|\b(?:shipping|delivery) is free\b|\bships free\b`),
      de: r(
        String.raw`\bversandkostenfrei\b|\bkostenlose[rn]? (?:versand|lieferung)\b|\b(?:versand|lieferung) (?:ist )?(?:\w+ )*kostenlos\b|\bgratisversand\b`,
      ),
      fr: r(String.raw`\blivraison (?:est )?(?:\p{L}+ )?gratuite\b|\blivraison offerte\b|\bfrais de port offerts\b`),
      es: r(String.raw`\benvio (?:es )?(?:\p{L}+ )?gratis\b|\benvio gratuito\b`),
      it: r(String.raw`\bspedizione (?:e )?(?:\p{L}+ )?gratuita\b|\bspedizione gratis\b`),
      pt: r(String.raw`\bfrete (?:e )?(?:\p{L}+ )?gratis\b|\bfrete gratuito\b|\benvio gratuito\b|\bportes gratis\b`),
      ja: r(String.raw`送料無料`),
      zh: r(String.raw`包邮|包郵|免运费|免運費`),
    },
  },
};

export const GENERIC_KEYS = Object.keys(GENERIC_CLAIMS) as GenericKey[];

/** Per language, one test for "any generic claim at all". */
const ANY_CLAIM = Object.fromEntries(
  (["en", "es", "fr", "de", "it", "pt", "ja", "zh"] as const).map((language) => [
    language,
    anyOf(
      GENERIC_KEYS.flatMap((key) => GENERIC_CLAIMS[key].patterns[language] ?? []),
      "u",
    ),
  ]),
) as Record<LanguageCode, ReturnType<typeof anyOf>>;

/** Which generic claims a folded text makes in the given languages, with the words that make them. */
export function genericClaimsIn(
  folded: string,
  languages: readonly LanguageCode[],
): { key: GenericKey; text: string }[] {
  const found: { key: GenericKey; text: string }[] = [];
  const candidates = languages.filter((language) => ANY_CLAIM[language].test(folded));
  if (candidates.length === 0) return found;
  for (const key of GENERIC_KEYS) {
    const { patterns } = GENERIC_CLAIMS[key];
    for (const language of candidates) {
      const m = patterns[language]?.exec(folded);
      if (m) {
        found.push({ key, text: m[0].trim() });
        break;
      }
    }
  }
  return found;
}
