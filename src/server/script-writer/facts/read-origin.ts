import type { Fact } from "./fact-types";
import { countryAt, countryBefore } from "./countries";

/**
 * "Made in Italy", "Country of origin: China", "Hergestellt in der Schweiz", "Fabriqué au Japon",
 * "in Italien hergestellt", "日本製", "产地：中国": where the product is made, when the country is one of the closed list
 * (countries.ts). A negated claim ("not made in China") says nothing safe and is left out.
 */
const MADE_IN =
  /(?<![a-z])(?:(?:made|manufactured|produced|crafted|handcrafted|hand-made|handmade|built|assembled and made) in|hergestellt in|produziert in|gefertigt in|fabriqu[ée]e?s? (?:en|au|aux|à)|con[çc]u et fabriqu[ée]e?s? (?:en|au|aux|à)|hech[oa]s? en|fabricad[oa]s? (?:en|em|no|na|nos|nas)|elaborad[oa]s? en|producid[oa]s? en|produit(?:e|s|es)? (?:en|au|aux)|prodott[oaie] (?:in|negli|nel|nella)|fabbricat[oaie] (?:in|negli|nel|nella)|realizzat[oaie] (?:in|negli|nel|nella)|fatt[oaie] (?:in|negli|nel|nella)|feit[oa]s? (?:em|no|na|nos)|produzid[oa]s? (?:em|no|na|nos))\s+(.{1,40})/iu;
/** German puts the participle last: "wird in der Schweiz gefertigt", "in Italien hergestellt". */
const MADE_IN_DE_LAST =
  /(?<![a-z])in\s+((?:der |den |dem )?\p{L}+(?: \p{L}+)?)\s+(?:hergestellt|gefertigt|produziert|gebaut|genäht|handgefertigt)(?![a-z])/iu;
const ORIGIN_LABEL =
  /(?:country of (?:origin|manufacture)|origin|herkunftsland|herstellungsland|ursprungsland|pays d'origine|pays de fabrication|origine|pa[ií]s de origen|origen|paese di origine|paese di produzione|pa[ií]s de origem|origem|原産国|生産国|製造国|原产地|产地|原産地|生产地)\s*[:：]\s*(.{1,40})/iu;
const CJK_MADE = /(?:製|制造|製造|产|產)/gu;
/** The leading article a language puts before some countries: "the", "der", "los", "le"… */
const ARTICLE = /^(?:the|der|den|die|el|los|las|la|le|les|il|lo|gli|o|os|a|as)\s+/i;
const NEGATION = /(?:\b(?:not|never|nicht|pas|no|non|não)\b)[\s\w-]{0,8}$/iu;
/** A katakana word ending in a country's name ("ネクタイ" ends in "タイ") is not that country. */
const KATAKANA_BEFORE = /[\u30a1-\u30fa\u30fc]$/u;

export function readOrigin(text: string): Fact | undefined {
  const made = MADE_IN.exec(text);
  if (made?.[1] && !NEGATION.test(text.slice(Math.max(0, made.index - 16), made.index))) {
    const country = countryAt(made[1].replace(ARTICLE, ""));
    if (country) return { kind: "origin", country };
  }
  const last = MADE_IN_DE_LAST.exec(text);
  if (last?.[1] && !NEGATION.test(text.slice(Math.max(0, last.index - 16), last.index))) {
    const country = countryAt(last[1].replace(ARTICLE, ""));
    if (country) return { kind: "origin", country };
  }
  const labelled = ORIGIN_LABEL.exec(text);
  if (labelled?.[1]) {
    const country = countryAt(labelled[1].replace(ARTICLE, ""));
    if (country) return { kind: "origin", country };
  }
  for (const m of text.matchAll(CJK_MADE)) {
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    const country = countryBefore(before);
    if (!country) continue;
    const name = before.length - countryNameLength(before, country);
    if (!KATAKANA_BEFORE.test(before.slice(0, name))) return { kind: "origin", country };
  }
  return undefined;
}

/** How many characters at the end of `text` name the country (the longest that does). */
function countryNameLength(text: string, country: NonNullable<ReturnType<typeof countryBefore>>): number {
  for (let start = 0; start < text.length; start += 1) {
    if (countryAt(text.slice(start)) === country && countryBefore(text.slice(start)) === country) {
      return text.length - start;
    }
  }
  return 0;
}
