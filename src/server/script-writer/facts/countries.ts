import type { LanguageCode } from "../../../shared/catalog/languages";
import { say as place } from "./lexicon";

/**
 * Where a product is made, from a closed list of the countries goods most often name: how pages
 * in any of our languages write the country after "made in" (or as a country of origin), and the
 * place phrase each language puts after its own "made" word, with the preposition and article the
 * country takes there ("au Japon", "in den USA", "nos Estados Unidos"). A country outside the list
 * (or a city: "made in Paris") has no safe phrasing and is left out.
 */
type Country = { match: RegExp; in: Record<LanguageCode, string> };

export const COUNTRIES = {
  usa: {
    match:
      /^(?:the )?(?:usa|u\.s\.a\.?|u\.s\.|us|united states(?: of america)?|america|den usa|vereinigten staaten|(?:les )?(?:é|e)tats-unis|(?:los )?estados unidos|eeuu|(?:gli )?stati uniti|アメリカ|米国|美国)(?![a-z])/i,
    in: place(
      "in the USA",
      "en Estados Unidos",
      "aux États-Unis",
      "in den USA",
      "negli Stati Uniti",
      "nos Estados Unidos",
      "アメリカ",
      "美国",
    ),
  },
  uk: {
    match:
      /^(?:the )?(?:uk|u\.k\.|united kingdom|great britain|britain|england|scotland|wales|gro(?:ß|ss)britannien|england|royaume-uni|angleterre|reino unido|inglaterra|regno unito|inghilterra|イギリス|英国)(?![a-z])/i,
    in: place(
      "in the UK",
      "en el Reino Unido",
      "au Royaume-Uni",
      "in Großbritannien",
      "nel Regno Unito",
      "no Reino Unido",
      "イギリス",
      "英国",
    ),
  },
  china: {
    match: /^(?:(?:the )?(?:p\.?r\.? ?c\.?|people'?s republic of china)|china|chine|cina|中国|中國)(?![a-z])/i,
    in: place("in China", "en China", "en Chine", "in China", "in Cina", "na China", "中国", "中国"),
  },
  japan: {
    match: /^(?:japan|japon|japón|giappone|japão|日本)(?![a-z])/i,
    in: place("in Japan", "en Japón", "au Japon", "in Japan", "in Giappone", "no Japão", "日本", "日本"),
  },
  germany: {
    match: /^(?:germany|deutschland|allemagne|alemania|germania|alemanha|ドイツ|德国|德國)(?![a-z])/i,
    in: place(
      "in Germany",
      "en Alemania",
      "en Allemagne",
      "in Deutschland",
      "in Germania",
      "na Alemanha",
      "ドイツ",
      "德国",
    ),
  },
  italy: {
    match: /^(?:italy|italien|italie|italia|itália|イタリア|意大利)(?![a-z])/i,
    in: place("in Italy", "en Italia", "en Italie", "in Italien", "in Italia", "na Itália", "イタリア", "意大利"),
  },
  france: {
    match: /^(?:france|frankreich|francia|frança|フランス|法国|法國)(?![a-z])/i,
    in: place("in France", "en Francia", "en France", "in Frankreich", "in Francia", "na França", "フランス", "法国"),
  },
  spain: {
    match: /^(?:spain|spanien|espagne|españa|spagna|espanha|スペイン|西班牙)(?![a-z])/i,
    in: place("in Spain", "en España", "en Espagne", "in Spanien", "in Spagna", "na Espanha", "スペイン", "西班牙"),
  },
  portugal: {
    match: /^(?:portugal|portogallo|ポルトガル|葡萄牙)(?![a-z])/i,
    in: place(
      "in Portugal",
      "en Portugal",
      "au Portugal",
      "in Portugal",
      "in Portogallo",
      "em Portugal",
      "ポルトガル",
      "葡萄牙",
    ),
  },
  india: {
    match: /^(?:india|indien|inde|índia|インド|印度)(?![a-z])/i,
    in: place("in India", "en la India", "en Inde", "in Indien", "in India", "na Índia", "インド", "印度"),
  },
  vietnam: {
    match: /^(?:viet ?nam|viêt nam|việt nam|ベトナム|越南)(?![a-z])/i,
    in: place("in Vietnam", "en Vietnam", "au Viêt Nam", "in Vietnam", "in Vietnam", "no Vietnã", "ベトナム", "越南"),
  },
  taiwan: {
    match: /^(?:taiwan|taïwan|taiwán|台湾|台灣)(?![a-z])/i,
    in: place("in Taiwan", "en Taiwán", "à Taïwan", "in Taiwan", "a Taiwan", "em Taiwan", "台湾", "台湾"),
  },
  korea: {
    match:
      /^(?:(?:south )?korea|republic of korea|südkorea|korea|corée(?: du sud)?|corea(?: del sur| del sud)?|coreia(?: do sul)?|韓国|韩国)(?![a-z])/i,
    in: place(
      "in South Korea",
      "en Corea del Sur",
      "en Corée du Sud",
      "in Südkorea",
      "in Corea del Sud",
      "na Coreia do Sul",
      "韓国",
      "韩国",
    ),
  },
  mexico: {
    match: /^(?:mexico|mexiko|mexique|méxico|messico|メキシコ|墨西哥)(?![a-z])/i,
    in: place("in Mexico", "en México", "au Mexique", "in Mexiko", "in Messico", "no México", "メキシコ", "墨西哥"),
  },
  canada: {
    match: /^(?:canada|kanada|canadá|カナダ|加拿大)(?![a-z])/i,
    in: place("in Canada", "en Canadá", "au Canada", "in Kanada", "in Canada", "no Canadá", "カナダ", "加拿大"),
  },
  sweden: {
    match: /^(?:sweden|schweden|suède|suecia|svezia|suécia|スウェーデン|瑞典)(?![a-z])/i,
    in: place("in Sweden", "en Suecia", "en Suède", "in Schweden", "in Svezia", "na Suécia", "スウェーデン", "瑞典"),
  },
  denmark: {
    match: /^(?:denmark|dänemark|danemark|dinamarca|danimarca|デンマーク|丹麦)(?![a-z])/i,
    in: place(
      "in Denmark",
      "en Dinamarca",
      "au Danemark",
      "in Dänemark",
      "in Danimarca",
      "na Dinamarca",
      "デンマーク",
      "丹麦",
    ),
  },
  switzerland: {
    match: /^(?:switzerland|schweiz|der schweiz|suisse|suiza|svizzera|suíça|スイス|瑞士)(?![a-z])/i,
    in: place("in Switzerland", "en Suiza", "en Suisse", "in der Schweiz", "in Svizzera", "na Suíça", "スイス", "瑞士"),
  },
  turkey: {
    match: /^(?:turkey|t(?:ü|u)rkiye|der türkei|türkei|turquie|turquía|turchia|turquia|トルコ|土耳其)(?![a-z])/i,
    in: place("in Turkey", "en Turquía", "en Turquie", "in der Türkei", "in Turchia", "na Turquia", "トルコ", "土耳其"),
  },
  thailand: {
    match: /^(?:thailand|thaïlande|tailandia|thailandia|tailândia|タイ|泰国)(?![a-z])/i,
    in: place(
      "in Thailand",
      "en Tailandia",
      "en Thaïlande",
      "in Thailand",
      "in Thailandia",
      "na Tailândia",
      "タイ",
      "泰国",
    ),
  },
  indonesia: {
    match: /^(?:indonesia|indonesien|indonésie|indonésia|インドネシア|印度尼西亚|印尼)(?![a-z])/i,
    in: place(
      "in Indonesia",
      "en Indonesia",
      "en Indonésie",
      "in Indonesien",
      "in Indonesia",
      "na Indonésia",
      "インドネシア",
      "印度尼西亚",
    ),
  },
  bangladesh: {
    match: /^(?:bangladesh|bangladesch|バングラデシュ|孟加拉)(?![a-z])/i,
    in: place(
      "in Bangladesh",
      "en Bangladés",
      "au Bangladesh",
      "in Bangladesch",
      "in Bangladesh",
      "em Bangladesh",
      "バングラデシュ",
      "孟加拉国",
    ),
  },
  poland: {
    match: /^(?:poland|polen|pologne|polonia|polônia|ポーランド|波兰)(?![a-z])/i,
    in: place("in Poland", "en Polonia", "en Pologne", "in Polen", "in Polonia", "na Polônia", "ポーランド", "波兰"),
  },
  netherlands: {
    match:
      /^(?:(?:the )?netherlands|holland|(?:den )?niederlanden|pays-bas|países bajos|paesi bassi|países baixos|オランダ|荷兰)(?![a-z])/i,
    in: place(
      "in the Netherlands",
      "en los Países Bajos",
      "aux Pays-Bas",
      "in den Niederlanden",
      "nei Paesi Bassi",
      "nos Países Baixos",
      "オランダ",
      "荷兰",
    ),
  },
  austria: {
    match: /^(?:austria|österreich|autriche|áustria|オーストリア|奥地利)(?![a-z])/i,
    in: place(
      "in Austria",
      "en Austria",
      "en Autriche",
      "in Österreich",
      "in Austria",
      "na Áustria",
      "オーストリア",
      "奥地利",
    ),
  },
  australia: {
    match: /^(?:australia|australien|australie|austrália|オーストラリア|澳大利亚|澳洲)(?![a-z])/i,
    in: place(
      "in Australia",
      "en Australia",
      "en Australie",
      "in Australien",
      "in Australia",
      "na Austrália",
      "オーストラリア",
      "澳大利亚",
    ),
  },
  brazil: {
    match: /^(?:brazil|brasilien|brésil|brasil|brasile|ブラジル|巴西)(?![a-z])/i,
    in: place("in Brazil", "en Brasil", "au Brésil", "in Brasilien", "in Brasile", "no Brasil", "ブラジル", "巴西"),
  },
} satisfies Record<string, Country>;

export type CountryKey = keyof typeof COUNTRIES;

const KEYS = Object.keys(COUNTRIES) as CountryKey[];
/** The same names anchored at the end, for languages that put the country first ("日本製", "中国制造"). */
const ENDING = new Map(KEYS.map((key) => [key, new RegExp(`(?:${COUNTRIES[key].match.source.slice(1)})$`, "i")]));

/** The country a text starts with ("Italy", "the USA.", "Japon"), if it is one of the list. */
export function countryAt(text: string): CountryKey | undefined {
  const start = text.trimStart();
  return KEYS.find((key) => COUNTRIES[key].match.test(start));
}

/** The country a text ends with ("…イタリア", "…中国"), if it is one of the list. */
export function countryBefore(text: string): CountryKey | undefined {
  const end = text.trimEnd();
  return KEYS.find((key) => ENDING.get(key)!.test(end));
}
